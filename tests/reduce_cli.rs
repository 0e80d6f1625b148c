//! `hedge reduce` end to end: the real binary, real scripts, real processes.

mod common;

use std::fs;

use common::{hedge, processes_with, script, stats, stderr};

const PAREN_INPUT: &str = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#;

#[test]
fn paper_example_reduces_to_parentheses() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), PAREN_INPUT).unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q '(.*)' in.txt\n");
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "--test",
            "t.sh",
            "in.txt",
            "-q",
            "--stats-json",
            "s.json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap(),
        "()"
    );
    // The input is never modified.
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        PAREN_INPUT
    );
    let s = stats(&dir.path().join("s.json"));
    for key in [
        "original_bytes",
        "final_bytes",
        "tests_run",
        "cache_hits",
        "unresolved",
        "wall_seconds",
        "test_seconds",
    ] {
        assert!(s.get(key).is_some(), "stats lack {key}");
    }
    assert_eq!(s["original_bytes"], 26);
    assert_eq!(s["final_bytes"], 2);
}

/// `--stats-json` splits the tests and the bytes removed by pass, and they add up to the
/// run's totals.
#[test]
fn stats_split_tests_and_bytes_by_pass() {
    let source = include_str!("data/return42.c");
    let test = "#!/bin/sh\ngrep -q 'return 42' prog.c\n";
    let (_, s) = reduce_file_with_stats("prog.c", source, test);
    let passes = s["passes"].as_array().expect("a list of passes");
    let names: Vec<&str> = passes.iter().map(|p| p["pass"].as_str().unwrap()).collect();
    assert_eq!(names[0], "tree sweeps", "{names:?}");
    assert!(names.contains(&"tokens"), "{names:?}");
    let sum = |key: &str| passes.iter().map(|p| p[key].as_u64().unwrap()).sum::<u64>();
    assert_eq!(sum("tests"), s["tests_run"].as_u64().unwrap(), "{s}");
    let removed = s["original_bytes"].as_u64().unwrap() - s["final_bytes"].as_u64().unwrap();
    assert_eq!(sum("bytes_removed"), removed, "{s}");
    assert!(passes[0]["tests"].as_u64().unwrap() > 0, "{s}");
}

#[test]
fn c_file_in_text_mode_keeps_only_what_the_test_needs() {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/return42.c"),
        dir.path().join("prog.c"),
    )
    .unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ngcc -fsyntax-only prog.c >/dev/null 2>&1 && grep -q 'return 42' prog.c\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce", "--lang", "text", "--test", "./t.sh", "prog.c", "-o", "small.c",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = fs::read_to_string(dir.path().join("small.c")).unwrap();
    let lines = result.lines().filter(|l| !l.trim().is_empty()).count();
    assert!(lines <= 3, "{lines} non-blank lines:\n{result}");
    assert!(result.contains("return 42"));
    assert!(
        stderr(&out).contains("tests"),
        "no summary: {}",
        stderr(&out)
    );
}

#[test]
fn hanging_test_is_killed_at_the_timeout_with_its_children() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "hang\nkeep\nneed\n").unwrap();
    // Without "keep" and "need", a candidate holding "hang" starts a background child and
    // hangs; ddmin's first candidate, "hang\nkeep\n", is one.
    let marker = format!("300.{}", std::process::id());
    script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\ngrep -q keep in.txt && grep -q need in.txt && exit 0\ngrep -q hang in.txt && {{ sleep {marker} & sleep {marker}; }}\nexit 1\n"
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "--test",
            "./t.sh",
            "in.txt",
            "--timeout",
            "0.5",
            "-j",
            "1",
            "-q",
            "--stats-json",
            "s.json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap();
    assert_eq!(result, "keepneed");
    let s = stats(&dir.path().join("s.json"));
    assert!(s["timeouts"].as_u64().unwrap() >= 1, "{s}");
    assert!(s["unresolved"].as_u64().unwrap() >= 1, "{s}");
    assert_eq!(
        processes_with(&marker),
        Vec::<String>::new(),
        "test processes left behind"
    );
}

#[test]
fn uninteresting_input_exits_2_with_status_stderr_and_a_command_to_reproduce() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "hello\n").unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\necho 'cc1: fatal error: no such file' >&2\nexit 3\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("exit status 3"), "{err}");
    assert!(err.contains("cc1: fatal error: no such file"), "{err}");
    assert!(err.contains("mktemp -d") && err.contains("t.sh"), "{err}");
    assert!(!dir.path().join("in.reduced.txt").exists());
}

#[test]
fn test_that_accepts_the_empty_file_is_refused_unless_allowed() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nb\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\nexit 0\n");
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("empty file"), "{}", stderr(&out));
    assert!(stderr(&out).contains("--allow-trivial"), "{}", stderr(&out));

    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "--test",
            "./t.sh",
            "in.txt",
            "--allow-trivial",
            "-q",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(fs::read(dir.path().join("in.reduced.txt")).unwrap().len() <= 1);
}

#[test]
fn missing_or_non_executable_script_is_an_error_before_any_test() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x\n").unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./nope.sh", "in.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("nope.sh"), "{}", stderr(&out));

    fs::write(dir.path().join("t.sh"), "#!/bin/sh\nexit 0\n").unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("not executable"), "{}", stderr(&out));
    assert!(stderr(&out).contains("chmod +x"), "{}", stderr(&out));
}

#[test]
fn a_script_without_a_shebang_line_runs_with_sh() {
    // Plain shell commands, as many users write a first test; the kernel refuses to
    // execute the file (ENOEXEC), shells and execvp run it with /bin/sh.
    let test = "grep -q needle in.txt\n";
    assert_eq!(
        reduce_file("in.txt", "alpha\nneedle\nomega\n", test),
        "needle"
    );
}

#[test]
fn command_mode_matches_the_original_ending_and_pattern() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("data.txt"),
        "alpha\nBOOM here\ngamma\nBOOM again\n",
    )
    .unwrap();
    // Exits 7 and says "crash" when the file holds "BOOM"; the pattern must match too.
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce", "data.txt", "-q", "--match", "crash", "--", "sh", "-c",
        ])
        .arg("grep -q BOOM \"$1\" && { echo crash >&2; exit 7; }; exit 0")
        .args(["sh", "{}"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("data.reduced.txt")).unwrap(),
        "BOOM"
    );
}

/// A command given by a relative path runs from where hedge was started, not from the
/// test's directory.
#[test]
fn command_mode_finds_a_program_by_relative_path() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("bin")).unwrap();
    script(
        &dir.path().join("bin"),
        "target",
        "#!/bin/sh\ngrep -q BOOM \"$1\" && exit 3; exit 0\n",
    );
    fs::write(dir.path().join("data.txt"), "alpha\nBOOM\ngamma\n").unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "data.txt", "-q", "--", "./bin/target", "{}"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("data.reduced.txt")).unwrap(),
        "BOOM"
    );
}

#[test]
fn invalid_utf8_input_is_reduced_by_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let input: Vec<u8> = b"\xff\xfe header \x00\x01 MAGIC \x80\x81 trailer\n".to_vec();
    fs::write(dir.path().join("blob.bin"), &input).unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q MAGIC blob.bin\n");
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "blob.bin", "-q"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read(dir.path().join("blob.reduced.bin")).unwrap(),
        b"MAGIC"
    );
}

#[test]
fn output_equal_to_input_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q x in.txt\n");
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt", "-o", "in.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "x\n"
    );
}

/// Each `pick(...)` in `text` lists at most one parameter or argument.
fn pick_lists_have_one_item(text: &str) -> bool {
    text.match_indices("pick(").all(|(at, _)| {
        let rest = &text[at + "pick(".len()..];
        let list = &rest[..rest.find(')').unwrap_or(rest.len())];
        !list.contains(',')
    })
}

/// A parameter that is not used can only go together with the argument every call passes
/// for it (and with its twin in a C prototype): alone, either breaks the call.
#[test]
fn unused_parameters_go_together_with_their_arguments() {
    let c_source = "static int pick(int unused, int value, int label);\n\n\
        int main(void)\n{\n    return pick(7, 42, 1) + pick(8, 0, 2);\n}\n\n\
        static int pick(int unused, int value, int label)\n{\n    return value;\n}\n";
    let c_test = "#!/bin/sh\n\
        gcc -Werror=implicit-function-declaration -o prog in.c 2>/dev/null || exit 1\n\
        ./prog; [ $? -eq 42 ] && [ \"$(grep -c pick in.c)\" -ge 3 ]\n";
    let py_source = "def pick(unused, value, label):\n    return value\n\n\n\
        print(pick(7, 42, \"first\") + pick(8, 0, \"second\"))\n";
    let py_test = "#!/bin/sh\npython3 -S -E in.py 2>/dev/null | grep -qx 42 && [ \"$(grep -c pick in.py)\" -ge 2 ]\n";
    for (name, source, test) in [("in.c", c_source, c_test), ("in.py", py_source, py_test)] {
        let reduced = reduce_file(name, source, test);
        assert!(
            reduced.contains("pick(") && reduced.contains("42"),
            "{reduced}"
        );
        assert!(pick_lists_have_one_item(&reduced), "{name}:\n{reduced}");
    }
}

/// Reduces C `source` (as `in.c`) with the test script `test`; returns the result.
fn reduce_c(source: &str, test: &str) -> String {
    reduce_file("in.c", source, test)
}

/// Reduces `source`, saved as `name`, with the test script `test`; returns the result.
fn reduce_file(name: &str, source: &str, test: &str) -> String {
    reduce_file_with_stats(name, source, test).0
}

/// Like `reduce_file`, and also returns the `--stats-json` figures.
fn reduce_file_with_stats(name: &str, source: &str, test: &str) -> (String, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(name), source).unwrap();
    script(dir.path(), "t.sh", test);
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", name, "--test", "./t.sh", "-q", "-o", "out"])
        .args(["--stats-json", "s.json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{name}: {}", stderr(&out));
    let result = fs::read_to_string(dir.path().join("out")).unwrap();
    (result, stats(&dir.path().join("s.json")))
}

/// The type matters, its name does not: the typedef can only go together with every use
/// of its name becoming the type.
#[test]
fn a_typedef_gives_way_to_the_type_it_names() {
    let source = "#include <stdio.h>\n\ntypedef unsigned long word;\n\nint main(void)\n{\n    \
        word count = 1;\n    printf(\"%d\\n\", count);\n    return 0;\n}\n";
    let test = "#!/bin/sh\n\
        LC_ALL=C gcc -fsyntax-only -Wformat in.c 2>&1 \
        | grep -q \"format '%d' expects argument of type 'int', but argument 2 has type '.*long unsigned int'\"\n";
    let reduced = reduce_c(source, test);
    assert!(
        // Without the pass: `typedef unsigned long w;` and `w c;`.
        !reduced.contains("typedef") && reduced.contains("long c;"),
        "{reduced}"
    );
}

/// gcc's format check names the argument by position: a conversion and its argument can
/// only go together, or every later conversion meets the wrong argument.
#[test]
fn format_conversions_go_together_with_their_arguments() {
    let source = "#include <stdio.h>\n\nint main(void)\n{\n    long total = 5;\n    \
        printf(\"%d items, %c, %s\\n\", 3, 'x', total);\n    return 0;\n}\n";
    let test = "#!/bin/sh\n\
        LC_ALL=C gcc -fsyntax-only -Wall in.c 2>&1 \
        | grep -q \"format '%s' expects argument of type 'char \\*', but argument [0-9]* has type 'long int'\"\n";
    let reduced = reduce_c(source, test);
    assert!(
        // Without the pairs, the constants become 0 but stay, with their conversions:
        // `printf("%d%c%s", 0, 0, t`.
        reduced.contains("\"%s\"") && !reduced.contains("%d") && !reduced.contains("%c"),
        "{reduced}"
    );
}

/// A failure reached through a chain of calls: each link can only go once the call is
/// replaced by the body it runs (deleting the function alone breaks the build, deleting
/// the call alone loses the failure).
#[test]
fn a_chain_of_calls_is_inlined() {
    let source = "#include <stdio.h>\n\nstatic void shout(void)\n{\n    puts(\"MARK\");\n}\n\n\
        static void relay(void)\n{\n    shout();\n}\n\nint main(void)\n{\n    relay();\n    \
        return 0;\n}\n";
    let test = "#!/bin/sh\n\
        d=$(mktemp -d) || exit 1\n\
        gcc -w in.c -o \"$d/p\" >/dev/null 2>&1 && \"$d/p\" | grep -q MARK; r=$?\n\
        rm -rf \"$d\"\nexit $r\n";
    let reduced = reduce_c(source, test);
    assert!(
        // Without inlining, the chain stays with shortened names: `r() { s(); }`.
        reduced.contains("puts(\"MARK\")") && !reduced.contains("();"),
        "{reduced}"
    );
}

/// A function whose parameters the failure needs: it can only go with its call replaced
/// by its body, each parameter spelled as its argument.
#[test]
fn a_call_with_arguments_is_replaced_by_the_body_with_the_arguments_in_place() {
    let source = "#include <stdio.h>\n\nstatic void shout(const char *word, int code)\n{\n    \
        printf(\"%s %d\\n\", word, code);\n}\n\nint main(void)\n{\n    \
        shout(\"MARK\", 42);\n    return 0;\n}\n";
    let test = "#!/bin/sh\n\
        d=$(mktemp -d) || exit 1\n\
        gcc -w in.c -o \"$d/p\" >/dev/null 2>&1 && [ \"$(timeout 2 \"$d/p\")\" = 'MARK 42' ]; r=$?\n\
        rm -rf \"$d\"\nexit $r\n";
    let reduced = reduce_c(source, test);
    assert!(
        // Without the arguments in place, the function stays with both parameters:
        // `s(char *w, int c) { printf("%s %d\n", w, c); }`.
        reduced.contains("\"MARK\", 42") && !reduced.contains("char"),
        "{reduced}"
    );
}

/// `a, b = x, y` loses a target only together with its value: either alone leaves the
/// lists unequal and Python raises another error.
#[test]
fn a_parallel_assignment_loses_a_target_with_its_value() {
    let source = "def f():\n    a, b = \"boom\", 2\n    raise ValueError(a)\n\nf()\n";
    let test = "#!/bin/sh\n\
        python3 in.py >log 2>&1\n\
        grep -q 'in f' log && grep -q 'ValueError: boom' log\n";
    let reduced = reduce_file("in.py", source, test);
    assert!(
        // Without the pairs, `a, b = "boom", 2` stays; with them, `a = "boom"` may go on to
        // be spelled as its value (`ValueError("boom")`).
        reduced.contains("\"boom\"") && !reduced.contains(','),
        "{reduced}"
    );
}

/// In Python a function's body can also be hoisted in place of its `def`, but there it
/// runs too early (before `helper` is defined); only the call can take it, re-indented
/// from the body's column to the call's.
#[test]
fn a_python_call_is_replaced_by_its_re_indented_body() {
    let source = "def run():\n    value = \"boom\"\n    helper(value)\n\n\
        def helper(value):\n    raise ValueError(value)\n\nrun()\n";
    let test = "#!/bin/sh\n\
        python3 in.py >log 2>&1\n\
        grep -q 'in helper' log && grep -q 'ValueError: boom' log\n";
    let reduced = reduce_file("in.py", source, test);
    assert!(
        // Without inlining, `def r():` and its call stay; the assignment moves from
        // column 4 to column 0.
        reduced.matches("def ").count() == 1
            && reduced
                .lines()
                .any(|l| l.ends_with("= \"boom\"") && !l.starts_with(' ')),
        "{reduced}"
    );
}

/// `--strategy probdd|cdd|halving-cdd|adaptive-cdd|wdd` minimizes the tree's lists with
/// ProbDD, CDD, halving CDD, adaptive CDD (the default) or WDD: on a
/// C file whose gcc warning needs one call, each reaches the same result as ddmin, and
/// the result still makes gcc warn.
#[test]
fn each_strategy_reaches_ddmins_result_on_a_c_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut source = String::from("#include <stdio.h>\n");
    for k in 0..12 {
        source.push_str(&format!(
            "int helper{k}(int x) {{\n    int y = x * {k};\n    return y + {k};\n}}\n"
        ));
    }
    source.push_str(
        "int main(void) {\n    long total = helper3(4);\n    printf(\"%d\\n\", total);\n    return helper7(1);\n}\n",
    );
    fs::write(dir.path().join("in.c"), &source).unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nLC_ALL=C gcc -Wformat -fsyntax-only in.c 2>&1 | grep -q \"expects argument of type 'int'\"\n",
    );
    let mut results = Vec::new();
    for strategy in [
        "ddmin",
        "probdd",
        "cdd",
        "halving-cdd",
        "adaptive-cdd",
        "wdd",
    ] {
        let output = format!("out-{strategy}.c");
        let out = hedge()
            .current_dir(dir.path())
            .args([
                "reduce", "in.c", "--test", "t.sh", "-o", &output, "-q", "-j1",
            ])
            .args([
                "--strategy",
                strategy,
                "--stats-json",
                &format!("{strategy}.json"),
            ])
            .output()
            .unwrap();
        assert!(out.status.success(), "{strategy}: {}", stderr(&out));
        let result = fs::read_to_string(dir.path().join(&output)).unwrap();
        assert!(result.contains("printf"), "{strategy}: {result}");
        assert!(result.len() * 4 < source.len(), "{strategy}: {result}");
        // Tests per pass (the totals can coincide).
        let passes = stats(&dir.path().join(format!("{strategy}.json")))["passes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["tests"].as_u64().unwrap())
            .collect::<Vec<_>>();
        results.push((result, passes));
    }
    for other in &results[1..] {
        assert_eq!(results[0].0, other.0);
        // The flag took effect: each minimizer tests other configurations than ddmin.
        assert_ne!(results[0].1, other.1, "{results:?}");
    }
}

/// By default a change the test rejected is not tested again while its surroundings are
/// unchanged; `--retest-rejected` tests it again after any change, as C-Reduce does. On a
/// C file whose gcc warning needs a variable that is declared before, and used after, the
/// statements that go (its declaration can only go with its uses): the same result, with
/// fewer tests, and the stats count the predictions.
#[test]
fn rejected_changes_are_retested_only_when_their_surroundings_change() {
    let dir = tempfile::tempdir().unwrap();
    let mut source = String::from("#include <stdio.h>\nint unused(int x) { return x; }\n");
    for k in 0..6 {
        source.push_str(&format!(
            "int helper{k}(int x) {{\n    int y = x * {k};\n    if (y > {k}) y = y - 1;\n    return y + {k};\n}}\n"
        ));
    }
    source.push_str(concat!(
        "int main(void) {\n    int kept = helper2(3);\n    long total = helper3(4);\n",
        "    printf(\"%d %d\\n\", total, kept);\n    return helper5(kept);\n}\n",
    ));
    fs::write(dir.path().join("in.c"), &source).unwrap();
    script(
        dir.path(),
        "t.sh",
        concat!(
            "#!/bin/sh\ngcc -c -o /dev/null in.c 2>/dev/null || exit 1\n",
            "LC_ALL=C gcc -Wformat -c -o /dev/null in.c 2>&1 | grep -q \"expects argument of type 'int'\"\n",
        ),
    );
    let run = |name: &str, flags: &[&str]| {
        let out = hedge()
            .current_dir(dir.path())
            .args(["reduce", "in.c", "--test", "t.sh", "-q", "-j1", "-o", name])
            .args(["--stats-json", &format!("{name}.json")])
            .args(flags)
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let result = fs::read_to_string(dir.path().join(name)).unwrap();
        (result, stats(&dir.path().join(format!("{name}.json"))))
    };
    let (predicting, predicted) = run("predicting.c", &[]);
    let (retesting, retested) = run("retesting.c", &["--retest-rejected"]);
    assert_eq!(predicting, retesting);
    assert!(predicting.contains("printf"), "{predicting}");
    assert!(predicting.len() * 4 < source.len(), "{predicting}");
    let count = |stats: &serde_json::Value, key: &str| stats[key].as_u64().unwrap();
    assert_eq!(count(&retested, "predicted_rejected"), 0);
    assert!(count(&predicted, "predicted_rejected") > 0, "{predicted}");
    assert!(
        count(&predicted, "tests_run") < count(&retested, "tests_run"),
        "{} against {}",
        count(&predicted, "tests_run"),
        count(&retested, "tests_run")
    );
}

/// `hedge report` plots the trajectories of real reductions (`--stats-json`): one line per
/// file, named in the legend, ending at each run's final size; bad input is refused with
/// exit status 1 and no plot.
#[test]
fn report_plots_the_trajectories_of_real_reductions() {
    let dir = tempfile::tempdir().unwrap();
    let mut source = String::new();
    for k in 0..30 {
        source.push_str(&format!("line {k} of filler text\n"));
    }
    source.insert(200, '(');
    source.push_str("and a closing ) here\n");
    fs::write(dir.path().join("in.txt"), &source).unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ntr -d '\\n' < in.txt | grep -q '(.*)'\n",
    );
    for (name, jobs) in [("one.json", "-j1"), ("two.json", "-j2")] {
        let out = hedge()
            .current_dir(dir.path())
            .args([
                "reduce", "in.txt", "--test", "t.sh", "-o", "out.txt", "-q", jobs,
            ])
            .args(["--stats-json", name])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let trajectory = stats(&dir.path().join("one.json"))["trajectory"].clone();
    let points = trajectory.as_array().unwrap();
    assert!(points.len() >= 2, "{trajectory}");
    assert_eq!(points[0]["bytes"].as_u64(), Some(source.len() as u64));
    assert_eq!(points.last().unwrap()["bytes"].as_u64(), Some(2));
    assert_eq!(points.last().unwrap()["tokens"].as_u64(), Some(2));

    let out = hedge()
        .current_dir(dir.path())
        .args([
            "report", "one.json", "two.json", "-o", "plot.svg", "--x", "tests",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let svg = fs::read_to_string(dir.path().join("plot.svg")).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<path ").count(), 2, "{svg}");
    assert!(
        svg.contains(">one.json<") && svg.contains(">two.json<"),
        "{svg}"
    );
    // The y axis spans the sizes, from the input's decade down to the result's.
    assert!(svg.contains(">1000<") && svg.contains(">1<"), "{svg}");

    fs::write(dir.path().join("broken.json"), "{ not json").unwrap();
    fs::write(dir.path().join("old.json"), "{\"tests_run\": 3}").unwrap();
    for (args, says) in [
        (&["missing.json"][..], "cannot read missing.json"),
        (&["broken.json"][..], "broken.json is not JSON"),
        (&["old.json"][..], "old.json has no trajectory"),
        (
            &["one.json", "-o", "one.json"][..],
            "never writes over its inputs",
        ),
    ] {
        let out = hedge()
            .current_dir(dir.path())
            .arg("report")
            .args(args)
            .args(if args.len() == 1 {
                &["-o", "bad.svg"][..]
            } else {
                &[][..]
            })
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(!dir.path().join("bad.svg").exists(), "{args:?}");
    }
    assert!(stats(&dir.path().join("one.json"))["trajectory"].is_array());
}

/// corpus/c/format_warning's case.
fn format_warning() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/c/format_warning")
}

/// Reduces format_warning's input with `flags` into a file of `dir` named by the flags:
/// the result and the `--stats-json` figures.
fn reduce_format_warning(dir: &std::path::Path, flags: &[&str]) -> (Vec<u8>, serde_json::Value) {
    let name = flags.join("_");
    let (out_file, stats_file) = (
        dir.join(format!("{name}.c")),
        dir.join(format!("{name}.json")),
    );
    let out = hedge()
        .args(["reduce", "-q"])
        .args(flags)
        .arg("--test")
        .arg(format_warning().join("test.sh"))
        .arg(format_warning().join("input.c"))
        .arg("-o")
        .arg(&out_file)
        .arg("--stats-json")
        .arg(&stats_file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{flags:?}: {}", stderr(&out));
    (fs::read(&out_file).unwrap(), stats(&stats_file))
}

/// `hedge isolate` with `flags` exits 1, saying that `flag` applies to reduce and batch.
fn isolate_refuses(dir: &std::path::Path, flags: &[&str], flag: &str) {
    let out = hedge()
        .arg("isolate")
        .args(flags)
        .args(["--pass", "a", "--fail", "b", "--", "true"])
        .current_dir(dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(&format!("{flag} applies to")),
        "{}",
        stderr(&out)
    );
}

/// `--max-tests` stops at the same candidate for every -j: gcc on a C file, stopped well
/// before the end, gives byte-identical outputs at -j1 and -j4; isolate refuses the flag.
#[test]
fn max_tests_stops_at_the_same_result_for_every_jobs() {
    let dir = tempfile::tempdir().unwrap();
    let mut results = Vec::new();
    for jobs in ["1", "4"] {
        let (result, s) = reduce_format_warning(dir.path(), &["-j", jobs, "--max-tests", "150"]);
        assert_eq!(s["stopped_at_max_tests"], true, "-j{jobs}");
        results.push(result);
    }
    let original = fs::read(format_warning().join("input.c")).unwrap();
    assert!(results[0].len() < original.len());
    assert_eq!(
        results[0], results[1],
        "-j1 and -j4 stopped at different results"
    );
    isolate_refuses(dir.path(), &["--max-tests", "5"], "--max-tests");
}

/// `--width 8` tries eight removals of a round side by side: gcc on a C file gives
/// byte-identical results at -j1 and -j4, within two bytes of one at a time and a tenth
/// more tests; so does `--width 64`, whose later sweeps try every level at once;
/// isolate refuses the flag.
#[test]
fn removals_side_by_side_give_the_same_result_for_every_jobs() {
    let dir = tempfile::tempdir().unwrap();
    let run = |jobs: &str, width: &str| {
        let (result, s) = reduce_format_warning(dir.path(), &["-j", jobs, "--width", width]);
        (result, s["tests_run"].as_u64().unwrap())
    };
    let (one_at_a_time, narrow_tests) = run("1", "1");
    let (wide_j1, wide_tests) = run("1", "8");
    let (wide_j4, _) = run("4", "8");
    assert_eq!(wide_j1, wide_j4, "-j1 and -j4 ended apart at --width 8");
    assert!(
        wide_j1.len() <= one_at_a_time.len() + 2,
        "{}",
        wide_j1.len()
    );
    assert!(
        wide_tests * 10 <= narrow_tests * 11,
        "{wide_tests} against {narrow_tests}"
    );
    // Wide enough, a later sweep tries every level's changes in one round.
    let (widest_j1, _) = run("1", "64");
    let (widest_j4, _) = run("4", "64");
    assert_eq!(
        widest_j1, widest_j4,
        "-j1 and -j4 ended apart at --width 64"
    );
    let out = hedge()
        .args(["reduce", "-v", "--width", "64", "--test"])
        .arg(format_warning().join("test.sh"))
        .arg(format_warning().join("input.c"))
        .arg("-o")
        .arg(dir.path().join("verbose.c"))
        .output()
        .unwrap();
    assert!(
        stderr(&out).contains("sweep 2, every level"),
        "{}",
        stderr(&out)
    );
    isolate_refuses(dir.path(), &["--width", "4"], "--width");
}

/// A better result that cannot be written to the output file (its directory removed by
/// the test itself) is said as a warning while the reduction goes on; the final write
/// then fails with its message.
#[test]
fn an_output_that_cannot_be_updated_is_warned_about() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    fs::create_dir(&out_dir).unwrap();
    fs::write(dir.path().join("in.txt"), "a\nKEEP\nb\nc\n").unwrap();
    // Interesting while KEEP stays; a smaller candidate takes the output's directory.
    script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\ngrep -q KEEP in.txt || exit 1\n[ $(wc -c < in.txt) -lt 11 ] && rm -rf {}\nexit 0\n",
            out_dir.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce", "in.txt", "--test", "./t.sh", "-j", "1", "-q", "-o",
        ])
        .arg(out_dir.join("out.txt"))
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(
        err.contains("warning: cannot update the output file"),
        "{err}"
    );
    assert!(!out.status.success(), "{err}");
}

/// `--run-ahead` lets idle workers test what the reduction tests next if nothing now is
/// accepted: gcc on a C file gives the result of one worker at -j4, with outcomes found
/// ahead and used; isolate refuses the flag.
#[test]
fn running_ahead_gives_the_result_of_one_worker() {
    let dir = tempfile::tempdir().unwrap();
    let (alone, alone_stats) = reduce_format_warning(dir.path(), &["-j", "1"]);
    assert!(alone_stats.get("run_ahead").is_none());
    let (ahead, s) = reduce_format_warning(dir.path(), &["-j", "4", "--run-ahead"]);
    assert_eq!(alone, ahead, "-j1 and -j4 --run-ahead ended apart");
    let figures = &s["run_ahead"];
    let (tests, used) = (figures["tests"].as_u64(), figures["used"].as_u64());
    assert!(used > Some(0), "{figures}");
    assert!(used <= tests, "{figures}");
    isolate_refuses(dir.path(), &["--run-ahead"], "--run-ahead");
}

/// A launched test stopped early (here at its timeout) is asked to end (SIGTERM) before
/// it is killed, so that a launcher such as `srun` can tell its scheduler: the launcher's
/// trap runs, and the reduction ends as usual.
#[test]
fn a_launched_test_stopped_early_is_asked_to_end_first() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nKEEP\nb\n").unwrap();
    // Without `a` the test hangs until it is stopped.
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ngrep -q KEEP in.txt || exit 1\ngrep -q a in.txt || sleep 30\n",
    );
    let log = dir.path().join("term.log");
    script(
        dir.path(),
        "launch.sh",
        &format!(
            "#!/bin/sh\ntrap 'echo term >> {}; exit 143' TERM\n\"$@\" &\nwait $!\n",
            log.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "in.txt", "--test", "./t.sh", "-o", "out.txt"])
        .args(["-j", "1", "--timeout", "1", "--launcher"])
        .arg(dir.path().join("launch.sh"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = fs::read_to_string(dir.path().join("out.txt")).unwrap();
    assert!(result.contains('a') && result.contains("KEEP"), "{result}");
    let terms = fs::read_to_string(&log).unwrap_or_default();
    assert!(
        terms.lines().any(|l| l == "term"),
        "no SIGTERM reached the launcher"
    );
}

/// `--launcher` starts each test through a command (here a stand-in for `srun` that runs
/// it where it is, after logging the directory it was started in): every test goes
/// through it, in the test's own directory, and `--stats-json` counts the runs of the
/// machine. A launcher that does not exist is refused before any test.
#[test]
fn tests_go_through_the_launcher_and_their_machine_is_counted() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nKEEP\nb\nc\nd\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q KEEP in.txt\n");
    let log = dir.path().join("launched.log");
    script(
        dir.path(),
        "launch.sh",
        &format!(
            "#!/bin/sh\n[ \"$1\" = --some-option ] || exit 99\nshift\npwd >> {}\nexec \"$@\"\n",
            log.display()
        ),
    );
    let launcher = dir.path().join("launch.sh");
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce", "in.txt", "--test", "./t.sh", "-o", "out.txt", "-j", "2",
        ])
        .args(["--stats-json", "s.json", "--launcher"])
        .arg(format!("{} --some-option", launcher.display()))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("out.txt"))
            .unwrap()
            .trim(),
        "KEEP"
    );
    let s = stats(&dir.path().join("s.json"));
    let machine = String::from_utf8(
        std::process::Command::new("uname")
            .arg("-n")
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let runs = s["machines"][machine.trim()].as_u64().unwrap_or(0);
    assert!(runs >= s["tests_run"].as_u64().unwrap() && runs > 0, "{s}");
    let launched = fs::read_to_string(&log).unwrap();
    // The checks before reducing went through it too; none ran in hedge's own directory.
    assert!(launched.lines().count() as u64 > runs, "{launched}");
    assert!(
        launched
            .lines()
            .all(|d| !d.ends_with(&*dir.path().to_string_lossy())),
        "{launched}"
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "in.txt",
            "--test",
            "./t.sh",
            "--launcher",
            "no-such-srun -N1",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no-such-srun: no such program"),
        "{}",
        stderr(&out)
    );
}

/// With `--width`, removals accepted one by one are merged, and a run ahead takes the
/// merge as interesting until its test ends. Here two lines may each go but not both:
/// the merge fails, the run ahead is contradicted, and the result is still the one of
/// one worker.
#[test]
fn a_failed_merge_taken_as_interesting_ahead_gives_the_result_of_one_worker() {
    let dir = tempfile::tempdir().unwrap();
    let lines: String = (0..12).map(|i| format!("line {i}\n")).collect();
    fs::write(dir.path().join("in.txt"), format!("KEEP\n{lines}")).unwrap();
    // Slow enough that the workers ahead have something to do.
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nsleep 0.05\ngrep -q KEEP in.txt || exit 1\n\
         grep -q 'line 3' in.txt || grep -q 'line 8' in.txt\n",
    );
    let reduce = |flags: &[&str]| {
        let out = hedge()
            .current_dir(dir.path())
            .args(["reduce", "in.txt", "--test", "./t.sh", "-q", "--width", "8"])
            .args(flags)
            .arg("-o")
            .arg(format!("out{}.txt", flags.join("")))
            .output()
            .unwrap();
        assert!(out.status.success(), "{flags:?}: {}", stderr(&out));
        fs::read_to_string(dir.path().join(format!("out{}.txt", flags.join("")))).unwrap()
    };
    let alone = reduce(&["-j", "1"]);
    assert!(alone.contains("KEEP"), "{alone}");
    assert!(
        alone.contains("line 3") != alone.contains("line 8"),
        "{alone}"
    );
    assert_eq!(reduce(&["-j", "4", "--run-ahead"]), alone);
}
