//! Every subcommand that runs tests takes the same test and report flags and treats them
//! the same way.

mod common;

use std::fs;
use std::path::Path;

use common::{hedge, script, stderr};

/// A working command line of each test-running subcommand, in a directory `fixture` made.
const COMMANDS: [&[&str]; 4] = [
    &["reduce", "in.txt", "--test", "./t.sh", "-o", "out.txt"],
    &["batch", "crashes", "--test", "./t.sh", "-o", "out"],
    &[
        "isolate", "--pass", "old.txt", "--fail", "in.txt", "--test", "./t.sh", "-o", "out",
    ],
    &[
        "maximize", "--pass", "old.txt", "--fail", "in.txt", "--test", "./t.sh", "-o", "out.txt",
    ],
];

fn fixture(dir: &Path) {
    fs::write(dir.join("in.txt"), "a\nKEEP\nb\nc\n").unwrap();
    fs::write(dir.join("old.txt"), "a\nb\n").unwrap();
    fs::create_dir(dir.join("crashes")).unwrap();
    fs::write(dir.join("crashes/in.txt"), "x\nKEEP\ny\n").unwrap();
    script(dir, "t.sh", "#!/bin/sh\ngrep -q KEEP in.txt\n");
}

fn run(command: &[&str], extra: &[&str]) -> (std::process::Output, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    fixture(dir.path());
    let out = hedge()
        .current_dir(dir.path())
        .args(command)
        .args(extra)
        .output()
        .unwrap();
    (out, dir)
}

#[test]
fn every_subcommand_takes_the_shared_flags() {
    let shared = [
        "-j",
        "1",
        "--timeout",
        "5",
        "--initial-runs",
        "3",
        "--allow-flaky",
        "--stats-json",
        "stats.json",
    ];
    for command in COMMANDS {
        let (out, dir) = run(command, &shared);
        assert!(out.status.success(), "{command:?}: {}", stderr(&out));
        let stats = common::stats(&dir.path().join("stats.json"));
        assert!(stats.is_object(), "{command:?}: {stats}");
    }
}

#[test]
fn quiet_says_nothing_and_verbose_says_more_everywhere() {
    for command in COMMANDS {
        let (quiet, _dir) = run(command, &["-q"]);
        assert!(quiet.status.success(), "{command:?}: {}", stderr(&quiet));
        assert!(stderr(&quiet).is_empty(), "{command:?}: {}", stderr(&quiet));
        let (plain, _dir) = run(command, &[]);
        let (verbose, _dir) = run(command, &["-v"]);
        assert!(
            verbose.status.success(),
            "{command:?}: {}",
            stderr(&verbose)
        );
        assert!(
            stderr(&verbose).lines().count() > stderr(&plain).lines().count(),
            "{command:?}:\n{}\n---\n{}",
            stderr(&plain),
            stderr(&verbose)
        );
    }
}

#[test]
fn every_subcommand_refuses_the_same_bad_values() {
    for command in COMMANDS {
        for bad in [
            &["--timeout", "0"][..],
            &["-j", "0"],
            &["--initial-runs", "0"],
        ] {
            let (out, _dir) = run(command, bad);
            assert_eq!(
                out.status.code(),
                Some(1),
                "{command:?} {bad:?}: {}",
                stderr(&out)
            );
        }
    }
}

#[test]
fn bash_completions_are_valid_bash_and_know_the_flags() {
    let out = hedge().args(["completions", "bash"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let script = String::from_utf8(out.stdout).unwrap();
    assert!(script.contains("--initial-runs"), "{script}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hedge.bash");
    fs::write(&path, &script).unwrap();
    let check = std::process::Command::new("bash")
        .arg("-n")
        .arg(&path)
        .output()
        .unwrap();
    assert!(check.status.success(), "{}", stderr(&check));
}

#[test]
fn man_pages_describe_hedge_and_each_subcommand() {
    let out = hedge().args(["man"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(".TH hedge 1"), "{page}");
    let out = hedge().args(["man", "reduce"]).output().unwrap();
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(".TH hedge-reduce 1"), "{page}");
    assert!(page.contains("\\-\\-timeout"), "{page}");
    let out = hedge().args(["man", "nope"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
}

/// `--progress json`: every line on stderr is a JSON object with an `event`.
#[test]
fn progress_json_is_one_object_per_line_everywhere() {
    for command in COMMANDS {
        let (out, _dir) = run(command, &["--progress", "json"]);
        assert!(out.status.success(), "{command:?}: {}", stderr(&out));
        let events: Vec<serde_json::Value> = stderr(&out)
            .lines()
            .filter(|l| l.starts_with('{'))
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
            .collect();
        assert!(!events.is_empty(), "{command:?}: {}", stderr(&out));
        assert!(events.iter().all(|e| e["event"].is_string()), "{events:?}");
    }
    let (out, _dir) = run(COMMANDS[0], &["--progress", "json"]);
    let err = stderr(&out);
    assert!(err.contains("\"event\":\"pass\""), "{err}");
    assert!(err.contains("\"event\":\"improved\""), "{err}");
    // reduce's every line is JSON, its summary too.
    assert!(err.lines().all(|l| l.starts_with('{')), "{err}");
    assert!(err.contains("\"event\":\"done\""), "{err}");
}
