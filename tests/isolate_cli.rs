//! `hedge isolate` on real programs with real tests.

mod common;

use std::path::Path;

use common::{hedge, script, stderr};

fn corpus(case: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/isolate")
        .join(case)
}

/// `hedge isolate -j 2` on the checksum-c case with `flags`, into `out`.
fn isolate_checksum(flags: &[&str], out: &Path) -> std::process::Output {
    let case = corpus("checksum-c");
    hedge()
        .args(["isolate", "-j", "2", "--pass"])
        .arg(case.join("old.c"))
        .arg("--fail")
        .arg(case.join("new.c"))
        .arg("--test")
        .arg(case.join("test.sh"))
        .args(flags)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap()
}

#[test]
fn isolates_the_breaking_edit_among_many() {
    let case = corpus("checksum-c");
    let out = tempfile::tempdir().unwrap();
    let output = isolate_checksum(&[], out.path());
    assert!(output.status.success(), "{}", stderr(&output));
    let patch = std::fs::read_to_string(out.path().join("diff.patch")).unwrap();
    let changed: Vec<&str> = patch
        .lines()
        .filter(|l| {
            (l.starts_with('+') || l.starts_with('-'))
                && !l.starts_with("+++")
                && !l.starts_with("---")
        })
        .collect();
    assert_eq!(
        changed,
        [
            "-    for (int k = 0; k < 5; k++) {",
            "+    for (int k = 0; k <= 5; k++) {"
        ]
    );
    let expected = std::fs::read_to_string(case.join("case.toml")).unwrap();
    assert!(expected.contains("\"new.c:246\""));
    assert!(stderr(&output).contains("new.c:246"), "{}", stderr(&output));
    // pass/ and fail/ differ by exactly that edit.
    let pass = std::fs::read_to_string(out.path().join("pass/new.c")).unwrap();
    let fail = std::fs::read_to_string(out.path().join("fail/new.c")).unwrap();
    let differing: Vec<usize> = (0..pass.lines().count())
        .filter(|&i| pass.lines().nth(i) != fail.lines().nth(i))
        .collect();
    assert_eq!(differing, [245]);
    assert_eq!(pass.lines().count(), fail.lines().count());
}

#[test]
fn new_that_does_not_fail_is_rejected() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("old.txt"), "a\nb\n").unwrap();
    std::fs::write(dir.path().join("new.txt"), "a\nc\n").unwrap();
    let test = script(dir.path(), "t.sh", "#!/bin/sh\nexit 1\n");
    let output = hedge()
        .current_dir(dir.path())
        .args([
            "isolate", "--pass", "old.txt", "--fail", "new.txt", "--test",
        ])
        .arg(&test)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("must fail on NEW"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn directories_with_an_added_file() {
    // NEW adds helper.py (defining `scale`) and makes main.py call it with a wrong factor;
    // a comment edit is harmless. Candidates that cannot run (exit 125) are unresolved.
    let dir = tempfile::tempdir().unwrap();
    let (old, new) = (dir.path().join("old"), dir.path().join("new"));
    std::fs::create_dir_all(&old).unwrap();
    std::fs::create_dir_all(&new).unwrap();
    std::fs::write(
        old.join("main.py"),
        "x = 2\ny = 0\n# compute\nz = 1\nprint(x * 3)\n",
    )
    .unwrap();
    std::fs::write(
        new.join("main.py"),
        "from helper import scale\nx = 2\ny = 0\n# compute the product\nz = 1\nprint(scale(x))\n",
    )
    .unwrap();
    std::fs::write(new.join("helper.py"), "def scale(x):\n    return x * 4\n").unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nout=$(python3 main.py 2>err) || { cat err >&2; exit 125; }\n[ \"$out\" != 6 ]\n",
    );
    let out = dir.path().join("out");
    let output = hedge()
        .args(["isolate", "-j", "1", "--pass"])
        .arg(&old)
        .arg("--fail")
        .arg(&new)
        .arg("--test")
        .arg(&test)
        .arg("-o")
        .arg(&out)
        .arg("--stats-json")
        .arg(out.join("stats.json"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let patch = std::fs::read_to_string(out.join("diff.patch")).unwrap();
    assert!(patch.contains("+print(scale(x))"), "{patch}");
    assert!(!patch.contains("+# compute the product"), "{patch}");
    assert!(out.join("fail/helper.py").exists());
    let stats = common::stats(&out.join("stats.json"));
    assert_eq!(
        stats["failure_inducing"],
        serde_json::json!(["main.py:6"]),
        "{stats}"
    );
}

/// Output lines of a Python program.
fn python_output(path: &Path) -> String {
    let out = std::process::Command::new("python3")
        .arg(path)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn unresolved_use_is_resolved_by_adding_its_definition() {
    let case = corpus("helper-py");
    let out = tempfile::tempdir().unwrap();
    let output = hedge()
        .args(["isolate", "-j", "1", "--pass"])
        .arg(case.join("old.py"))
        .arg("--fail")
        .arg(case.join("new.py"))
        .arg("--test")
        .arg(case.join("test.sh"))
        .arg("-o")
        .arg(out.path())
        .arg("--stats-json")
        .arg(out.path().join("stats.json"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let stats = common::stats(&out.path().join("stats.json"));
    // dd tried the call without the definition, and the definition was added for it.
    assert!(stats["resolutions"].as_u64().unwrap() >= 1, "{stats}");
    assert!(
        stderr(&output).contains("resolved by adding definitions"),
        "{}",
        stderr(&output)
    );
    let expected = std::fs::read_to_string(case.join("case.toml")).unwrap();
    assert!(
        expected.contains(r#"["new.py:9", "new.py:18", "new.py:19"]"#),
        "{expected}"
    );
    assert_eq!(
        stats["failure_inducing"],
        serde_json::json!(["new.py:9", "new.py:18", "new.py:19"]),
        "{stats}"
    );
    // The two versions run: the failing one has the call and its definition, the passing
    // one neither; the harmless edits are on neither side of the difference.
    assert_eq!(python_output(&out.path().join("pass/new.py")), "total: 26");
    assert_eq!(python_output(&out.path().join("fail/new.py")), "total: 16");
    let patch = std::fs::read_to_string(out.path().join("diff.patch")).unwrap();
    assert!(patch.contains("+def clamp(x, top):"), "{patch}");
    assert!(!patch.contains("Area of"), "{patch}");
    assert!(!patch.contains("text = "), "{patch}");
}

/// With `-v` each test run is a line on stderr, and with `--progress json` a JSON object
/// (the command line formats what the library hears of each run).
#[test]
fn every_test_run_is_a_line_with_v_and_json() {
    let out = tempfile::tempdir().unwrap();
    let run = |flags: &[&str], name: &str| {
        let output = isolate_checksum(flags, &out.path().join(name));
        assert!(output.status.success(), "{}", stderr(&output));
        stderr(&output)
    };
    let lines = run(&["-v"], "lines");
    assert!(
        lines
            .lines()
            .any(|l| l.starts_with("hedge: run ") && l.contains(" changes → ")),
        "{lines}"
    );
    let json = run(&["--progress", "json"], "json");
    let tests = json
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["event"] == "test")
        .count();
    assert!(tests > 0, "{json}");
}
