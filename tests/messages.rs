//! What a newcomer reads: each message says what happened and what to do.

mod common;

use std::fs;
use std::path::Path;
use std::process::Output;

use common::{hedge, script, stderr};

fn run(dir: &Path, args: &[&str]) -> Output {
    hedge().current_dir(dir).args(args).output().unwrap()
}

#[test]
fn a_match_miss_names_the_pattern_not_just_the_exit_status() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a b c\n").unwrap();
    let out = run(
        dir.path(),
        &["reduce", "in.txt", "--match", "heap-overflow", "--", "cat"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("did not match --match \"heap-overflow\""),
        "{}",
        stderr(&out)
    );
}

#[test]
fn an_original_that_times_out_suggests_a_longer_timeout() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a b c\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\nsleep 5\n");
    let out = run(
        dir.path(),
        &["reduce", "in.txt", "--test", "./t.sh", "--timeout", "0.2"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("timed out"), "{}", stderr(&out));
    assert!(stderr(&out).contains("--timeout"), "{}", stderr(&out));
}

/// Candidates with a `slow` line make the test sleep past the timeout; the summary says
/// how many timed out.
#[test]
fn the_summary_counts_tests_that_timed_out() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "KEEP\nslow\nx\ny\n").unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ngrep -q KEEP in.txt || exit 1\ngrep -q slow in.txt || exit 0\n\
         [ $(wc -l < in.txt) -lt 4 ] && sleep 5\nexit 0\n",
    );
    let out = run(
        dir.path(),
        &[
            "reduce",
            "in.txt",
            "--test",
            "./t.sh",
            "--timeout",
            "0.5",
            "-j",
            "2",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("timed out"), "{}", stderr(&out));
}

#[test]
fn an_empty_directory_is_said_to_be_empty_and_points_to_batch() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("crashes")).unwrap();
    let out = run(dir.path(), &["reduce", "crashes", "--", "true"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("no file to reduce in crashes"));
    assert!(stderr(&out).contains("hedge batch DIR"), "{}", stderr(&out));
}

#[test]
fn an_empty_input_is_said_to_be_empty() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("e.c"), "").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\nexit 0\n");
    let out = run(dir.path(), &["reduce", "e.c", "--test", "./t.sh"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("the input is empty"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_usage_line_shows_both_ways_to_give_the_test() {
    let out = hedge().args(["reduce", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("<INPUT> --test <SCRIPT>"), "{help}");
    assert!(help.contains("<INPUT> -- <CMD>"), "{help}");
}
