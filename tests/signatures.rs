//! `-- CMD` without a script keeps the same bug: on a real failure of each family, the
//! reduction ends with a result that a strict script (checking the exact bug) accepts, and
//! no larger than 1.5 times what that script reaches as the test.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{hedge, script, stderr};

/// The failing programs of `src/oracle/signature/testdata/sources/`.
fn source(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/oracle/signature/testdata/sources")
        .join(name)
}

fn compile(dir: &Path, compiler: &[&str], source_name: &str, binary: &str) -> String {
    let out = dir.join(binary);
    let status = Command::new(compiler[0])
        .args(&compiler[1..])
        .arg("-o")
        .arg(&out)
        .arg(source(source_name))
        .status()
        .unwrap();
    assert!(status.success(), "{compiler:?} failed");
    out.to_string_lossy().into_owned()
}

/// Reduces `input` (named `name`) with `command` and with `strict` (a script body run in
/// the candidate's directory), checks that the first result passes `strict`, is no larger
/// than 1.5 times the second, and that hedge said it keeps `signature`.
fn same_bug(name: &str, input: &str, command: &[&str], strict: &str, signature: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    fs::write(&path, input).unwrap();
    let strict = script(dir.path(), "strict.sh", &format!("#!/bin/sh\n{strict}\n"));
    let by_command = dir.path().join("by-command");
    let out = hedge()
        .arg("reduce")
        .arg(&path)
        .arg("-o")
        .arg(&by_command)
        .arg("--")
        .args(command)
        .output()
        .unwrap();
    let said = stderr(&out);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains(&format!("hedge: keeping the failure: {signature}\n")),
        "{said}"
    );
    // The strict script judges the result where hedge's tests run: a directory holding it
    // under the input's name.
    let judge = tempfile::tempdir().unwrap();
    fs::copy(&by_command, judge.path().join(name)).unwrap();
    let verdict = Command::new(&strict)
        .current_dir(judge.path())
        .status()
        .unwrap();
    let result = fs::read_to_string(&by_command).unwrap();
    assert!(verdict.success(), "another bug: {result:?}");
    let by_script = dir.path().join("by-script");
    let out = hedge()
        .arg("reduce")
        .arg(&path)
        .arg("-o")
        .arg(&by_script)
        .arg("--test")
        .arg(&strict)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let strict_size = fs::metadata(&by_script).unwrap().len() as f64;
    assert!(
        result.len() as f64 <= 1.5 * strict_size,
        "{} bytes by -- CMD, {strict_size} by the strict script: {result:?}",
        result.len()
    );
}

/// `name value` records for the toy parser `records.c`, one of them `bad`.
fn records(bad: &str) -> String {
    let mut text = String::new();
    for i in 0..12 {
        text.push_str(&format!("item{i} {}\n", i * 7));
        if i == 6 {
            text.push_str(bad);
            text.push('\n');
        }
    }
    text
}

#[test]
fn an_address_sanitizer_report_keeps_its_kind_and_frames() {
    let dir = tempfile::tempdir().unwrap();
    let program = compile(
        dir.path(),
        &["gcc", "-g", "-fsanitize=address"],
        "records.c",
        "rec",
    );
    same_bug(
        "records.txt",
        &records("x 1"),
        &[&program, "{}"],
        &format!(
            "{program} records.txt > /dev/null 2> err; grep -q 'heap-buffer-overflow' err && grep -q 'WRITE of size' err && grep -q 'in copy_name' err"
        ),
        "AddressSanitizer heap-buffer-overflow WRITE in copy_name < main",
    );
}

#[test]
fn a_failed_assertion_keeps_its_expression() {
    let dir = tempfile::tempdir().unwrap();
    let program = compile(dir.path(), &["gcc", "-g"], "records.c", "rec");
    same_bug(
        "records.txt",
        &records("big 5000"),
        &[&program, "{}"],
        &format!(
            "{program} records.txt > /dev/null 2> err; grep -q \"Assertion \\`v < 1000' failed\" err"
        ),
        "assertion `v < 1000' failed in parse_value at records.c:18",
    );
}

#[test]
fn a_fatal_signal_keeps_the_signal() {
    let dir = tempfile::tempdir().unwrap();
    let program = compile(dir.path(), &["gcc", "-g"], "records.c", "rec");
    same_bug(
        "records.txt",
        &records("!boom"),
        &[&program, "{}"],
        // 139: killed by SIGSEGV, as the shell reports it.
        &format!("{program} records.txt > /dev/null 2>&1; [ $? -eq 139 ]"),
        "killed by SIGSEGV",
    );
}

#[test]
fn a_rust_panic_keeps_its_place_and_message() {
    let dir = tempfile::tempdir().unwrap();
    let program = compile(dir.path(), &["rustc", "-g"], "tally.rs", "tally");
    let mut input = String::new();
    for i in 0..10 {
        input.push_str(&format!("{} {i}\n", ["a", "b", "c"][i % 3]));
    }
    input.push_str("b x\nc 4\n");
    same_bug(
        "counts.txt",
        &input,
        &[&program, "{}"],
        &format!(
            "{program} counts.txt 2> err; grep -q 'panicked at .*tally.rs:6:47:$' err && grep -q 'a count: ParseIntError' err"
        ),
        "Rust panic at tally.rs:6:47: a count: ParseIntError { kind: InvalidDigit } in tally::parse < tally::main",
    );
}

#[test]
fn a_python_traceback_keeps_its_exception_and_where_it_is_raised() {
    // The bug is the KeyError of `total`'s generator expression: the input is the program,
    // so its frames say where the bug is.
    same_bug(
        "prices.py",
        &fs::read_to_string(source("prices.py")).unwrap(),
        &["python3", "{}"],
        "python3 prices.py 2> err; tail -n 1 err | grep -q '^KeyError: ' && [ \"$(grep '^  File ' err | tail -n 2 | sed 's/.* in //' | tr '\\n' ' ')\" = 'total <genexpr> ' ]",
        "Python KeyError: _ in <genexpr> < total",
    );
}

#[test]
fn a_javascript_error_keeps_its_type_and_message() {
    same_bug(
        "crash.js",
        &fs::read_to_string(source("crash.js")).unwrap(),
        &["node", "{}"],
        "node crash.js 2> err; grep -q '^TypeError: Cannot read properties of undefined (reading ' err",
        "JavaScript TypeError: Cannot read properties of undefined (reading '_') at area < Object.<anonymous>",
    );
}

#[test]
fn a_go_panic_keeps_its_message() {
    same_bug(
        "inventory.go",
        &fs::read_to_string(source("inventory.go")).unwrap(),
        &["go", "run", "{}"],
        "HOME=${HOME:-/tmp} go run inventory.go 2> err; grep -q '^panic: runtime error: index out of range \\[[0-9]*\\] with length' err",
        "Go panic: runtime error: index out of range [N] with length N in main.lookup < main.main",
    );
}

/// Java's uncaught exception prints no line of the form `Word: ...` last, so the old rule
/// (the word before stderr's last such colon) kept nothing but the exit status 1, which
/// the empty file shares ("error: no class declared in source file"): hedge refused.
#[test]
fn a_java_exception_keeps_its_class_and_the_empty_file_fails_another_way() {
    same_bug(
        "Ledger.java",
        "class Ledger {\n    static int average(int[] v) {\n        int s = 0;\n        for (int x : v) s += x;\n        return s / v.length;\n    }\n    public static void main(String[] a) {\n        System.out.println(average(new int[] {1, 2}));\n        System.out.println(average(new int[] {}));\n    }\n}\n",
        &["java", "{}"],
        "java Ledger.java 2> err > /dev/null; grep -q 'java.lang.ArithmeticException: / by zero' err",
        "Java java.lang.ArithmeticException: / by zero at Ledger.average < Ledger.main",
    );
}

/// g++ 12.2's internal compiler error in check_noexcept_r (GCC PR c++/108116) ends with
/// exit status 1, as every ordinary error does, and each line of its stderr with a colon
/// starts with the candidate's path or `See <file:`: the old rule (the word before
/// stderr's last such colon) kept nothing but the status, and the reduction slipped to
/// `}` ("expected declaration before '}' token").
#[test]
fn a_gcc_internal_compiler_error_keeps_its_place_not_any_error() {
    let ice = "internal compiler error: in check_noexcept_r, at cp/except.cc:1074";
    let out = Command::new("g++")
        .args(["-std=c++17", "-fsyntax-only"])
        .arg(source("crash.cpp"))
        .output()
        .unwrap();
    assert!(
        stderr(&out).contains(ice),
        "this test needs g++ 12 (the bug is fixed in GCC 13): {}",
        stderr(&out)
    );
    same_bug(
        "crash.cpp",
        &fs::read_to_string(source("crash.cpp")).unwrap(),
        &["g++", "-std=c++17", "-c", "{}"],
        &format!("g++ -std=c++17 -c crash.cpp 2>&1 | grep -q '{ice}'"),
        &format!("GCC {ice}"),
    );
}

/// A fuzzer's corpus: two inputs fail the same assertion with different reduced outputs,
/// one crashes with SIGSEGV; batch counts two distinct bugs.
#[test]
fn batch_counts_distinct_bugs_by_signature() {
    let dir = tempfile::tempdir().unwrap();
    let program = compile(dir.path(), &["gcc", "-g"], "records.c", "rec");
    let crashes = dir.path().join("crashes");
    fs::create_dir(&crashes).unwrap();
    fs::write(crashes.join("one.txt"), "a 1\nb 5000\nc 2\n").unwrap();
    fs::write(crashes.join("two.txt"), "x 9999\n").unwrap();
    fs::write(crashes.join("three.txt"), "q 3\n!z\n").unwrap();
    let out = hedge()
        .arg("batch")
        .arg(&crashes)
        .arg("-o")
        .arg(dir.path().join("out"))
        .args(["--", &program, "@@"])
        .output()
        .unwrap();
    let said = stderr(&out);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("3 crashes, 2 distinct bugs (by failure signature)\n"),
        "{said}"
    );
}

/// The Go compiler prints its internal compiler error on stdout, and nothing on stderr:
/// `hedge signature` reads it there and says so (it answered "no error line on stderr").
#[test]
fn the_go_compilers_crash_on_stdout_is_its_signature() {
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/go/compiler_ice");
    let dir = tempfile::tempdir().unwrap();
    fs::copy(case.join("input.go"), dir.path().join("input.go")).unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["signature", "input.go", "--", "go", "tool", "compile", "{}"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}{}", stderr(&out));
    assert!(said.contains("family: go-ice\nstream: stdout\n"), "{said}");
    assert!(
        said.contains("signature: Go compiler internal compiler error: panic: runtime error: invalid memory address or nil pointer dereference\n"),
        "{said}"
    );
    assert!(!said.contains("the failure is only"), "{said}");
}

/// A signature with no place is said to be weak, before any reduction.
#[test]
fn a_weak_signature_is_said() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("quit.py"), "import os\nx = 1\nos.abort()\n").unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["signature", "quit.py", "--", "python3", "{}"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("hedge: the failure is only \"killed by SIGABRT\""),
        "{said}"
    );
}
