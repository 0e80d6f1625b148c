//! `hedge maximize` (ddmax) on real programs with real tests.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{hedge, script, stderr};

fn corpus(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/isolate")
        .join(case)
}

/// Runs `test` in a fresh directory holding `file` under `name`; its exit status.
fn run_test(test: &Path, file: &Path, name: &str) -> Option<i32> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(file, dir.path().join(name)).unwrap();
    Command::new(test)
        .current_dir(dir.path())
        .status()
        .unwrap()
        .code()
}

#[test]
fn keeps_every_edit_but_the_breaking_one() {
    let case = corpus("checksum-c");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("max.c");
    let output = hedge()
        .args(["maximize", "-j", "2", "--pass"])
        .arg(case.join("old.c"))
        .arg("--fail")
        .arg(case.join("new.c"))
        .arg("--test")
        .arg(case.join("test.sh"))
        .arg("-o")
        .arg(&out)
        .arg("--stats-json")
        .arg(dir.path().join("stats.json"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let stats = common::stats(&dir.path().join("stats.json"));
    assert_eq!(
        stats["lacking"],
        serde_json::json!(["new.c:246"]),
        "{stats}"
    );
    assert_eq!(stats["kept"], 72, "{stats}");
    // The result is NEW but for line 246, and the real test passes on it.
    let max = std::fs::read_to_string(&out).unwrap();
    let new = std::fs::read_to_string(case.join("new.c")).unwrap();
    let differing: Vec<usize> = (0..new.lines().count())
        .filter(|&i| max.lines().nth(i) != new.lines().nth(i))
        .collect();
    assert_eq!(differing, [245]);
    assert_eq!(max.lines().count(), new.lines().count());
    assert_eq!(run_test(&case.join("test.sh"), &out, "new.c"), Some(1));
}

#[test]
fn of_two_interacting_edits_one_is_kept() {
    // The test fails when both BAD1 and BAD2 are present; every other edit is harmless.
    // A maximal passing version has all edits but one of the two.
    let dir = tempfile::tempdir().unwrap();
    let old: String = (0..12).map(|i| format!("line {i}\n")).collect();
    let new: String = (0..12)
        .map(|i| match i {
            3 => "BAD1\n".to_string(),
            9 => "BAD2\n".to_string(),
            i if i % 2 == 0 => format!("edited {i}\n"),
            i => format!("line {i}\n"),
        })
        .collect();
    std::fs::write(dir.path().join("old.txt"), old).unwrap();
    std::fs::write(dir.path().join("new.txt"), &new).unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ngrep -q BAD1 new.txt && grep -q BAD2 new.txt\n",
    );
    let out = dir.path().join("max.txt");
    let output = hedge()
        .current_dir(dir.path())
        .args([
            "maximize", "-j", "1", "--pass", "old.txt", "--fail", "new.txt", "-o",
        ])
        .arg(&out)
        .arg("--test")
        .arg(&test)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let max = std::fs::read_to_string(&out).unwrap();
    assert_eq!(run_test(&test, &out, "new.txt"), Some(1), "{max}");
    let kept_bad = ["BAD1", "BAD2"].iter().filter(|b| max.contains(*b)).count();
    assert_eq!(kept_bad, 1, "{max}");
    for i in (0..12).filter(|i| i % 2 == 0) {
        assert!(max.contains(&format!("edited {i}\n")), "{max}");
    }
    assert!(
        stderr(&output).contains("kept 7 of 8 changes"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn help_describes_ddmax_and_a_new_that_passes_is_rejected() {
    let help = hedge().args(["maximize", "--help"]).output().unwrap();
    let text = String::from_utf8_lossy(&help.stdout);
    assert!(
        text.contains("ddmax") && text.contains("1-maximal"),
        "{text}"
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("old.txt"), "a\n").unwrap();
    std::fs::write(dir.path().join("new.txt"), "b\n").unwrap();
    let test = script(dir.path(), "t.sh", "#!/bin/sh\nexit 1\n");
    let output = hedge()
        .current_dir(dir.path())
        .args([
            "maximize", "--pass", "old.txt", "--fail", "new.txt", "-o", "out.txt", "--test",
        ])
        .arg(&test)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(!dir.path().join("out.txt").exists());
}
