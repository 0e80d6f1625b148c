//! Regression tests for ways hedge could lose a user's file, panic on a flag, or stop
//! without saying why. Each test is named after what used to go wrong.

mod common;
mod reliability_support;

use std::fs;
use std::path::Path;
use std::process::{Output, Stdio};
use std::time::Duration;

use common::{hedge, processes_with, script, stderr};
use reliability_support::{send, wait_for, wait_until};

/// OLD and NEW versions of a file and a test that fails when NEW's `BAD` line is there.
fn versions(dir: &Path) {
    fs::write(dir.join("old.txt"), "a\nKEEP\nb\n").unwrap();
    fs::write(dir.join("new.txt"), "a\nKEEP\nc\nBAD\n").unwrap();
    script(dir, "t.sh", "#!/bin/sh\ngrep -q BAD new.txt\n");
}

fn run(dir: &Path, args: &[&str]) -> Output {
    hedge().current_dir(dir).args(args).output().unwrap()
}

fn assert_usage_error(output: &Output, says: &str) {
    assert_eq!(output.status.code(), Some(1), "{}", stderr(output));
    assert!(stderr(output).contains(says), "{}", stderr(output));
    assert!(!stderr(output).contains("panicked"), "{}", stderr(output));
}

#[test]
fn maximize_with_its_failing_input_as_output_refuses_and_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    versions(dir.path());
    for output in ["new.txt", "./new.txt", "old.txt"] {
        let out = run(
            dir.path(),
            &[
                "maximize", "--pass", "old.txt", "--fail", "new.txt", "--test", "./t.sh", "-o",
                output,
            ],
        );
        assert_usage_error(&out, "hedge never writes over its inputs");
    }
    assert_eq!(
        fs::read_to_string(dir.path().join("new.txt")).unwrap(),
        "a\nKEEP\nc\nBAD\n"
    );
    // A link to an input is the input too.
    std::os::unix::fs::symlink("new.txt", dir.path().join("link.txt")).unwrap();
    fs::hard_link(dir.path().join("old.txt"), dir.path().join("hard.txt")).unwrap();
    for output in ["link.txt", "hard.txt"] {
        let out = run(
            dir.path(),
            &[
                "maximize", "--pass", "old.txt", "--fail", "new.txt", "--test", "./t.sh", "-o",
                output,
            ],
        );
        assert_usage_error(&out, "hedge never writes over its inputs");
    }
}

#[test]
fn reduce_output_that_is_a_link_to_the_input_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x KEEP y\n").unwrap();
    std::os::unix::fs::symlink("in.txt", dir.path().join("link.txt")).unwrap();
    let out = run(
        dir.path(),
        &[
            "reduce", "in.txt", "-o", "link.txt", "--", "grep", "-q", "KEEP",
        ],
    );
    assert_usage_error(&out, "hedge never writes over its inputs");
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "x KEEP y\n"
    );
}

#[test]
fn an_output_that_is_a_pipe_is_refused_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x KEEP y\n").unwrap();
    let fifo = dir.path().join("fifo");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(status.success());
    for flag in ["-o", "--stats-json"] {
        let out = run(
            dir.path(),
            &["reduce", "in.txt", flag, "fifo", "--", "grep", "-q", "KEEP"],
        );
        assert_usage_error(&out, "is not a regular file");
        let kind = fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(std::os::unix::fs::FileTypeExt::is_fifo(&kind));
    }
}

#[test]
fn a_directory_hedge_did_not_make_is_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("old")).unwrap();
    fs::create_dir_all(dir.path().join("new")).unwrap();
    fs::write(dir.path().join("old/f.txt"), "a\nb\n").unwrap();
    fs::write(dir.path().join("new/f.txt"), "a\nBAD\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q BAD f.txt\n");
    let mine = dir.path().join("mine");
    fs::create_dir(&mine).unwrap();
    fs::write(mine.join("precious"), "keep me").unwrap();
    for command in ["isolate", "maximize"] {
        let out = run(
            dir.path(),
            &[
                command, "--pass", "old", "--fail", "new", "--test", "./t.sh", "-o", "mine",
                "--force",
            ],
        );
        assert_usage_error(&out, "was not made by hedge");
        assert_eq!(
            fs::read_to_string(mine.join("precious")).unwrap(),
            "keep me"
        );
    }
    // An input directory, or one holding an input, is refused too.
    for output in ["new", "."] {
        let out = run(
            dir.path(),
            &[
                "isolate", "--pass", "old", "--fail", "new", "--test", "./t.sh", "-o", output,
            ],
        );
        assert_usage_error(&out, "hedge never writes over its inputs");
    }
    assert!(dir.path().join("new/f.txt").exists());
}

#[test]
fn an_earlier_result_is_replaced_only_with_force() {
    let dir = tempfile::tempdir().unwrap();
    versions(dir.path());
    let isolate = |extra: &[&str]| {
        let mut args = vec![
            "isolate", "--pass", "old.txt", "--fail", "new.txt", "--test", "./t.sh", "-o", "out",
            "-q",
        ];
        args.extend(extra);
        run(dir.path(), &args)
    };
    let first = isolate(&[]);
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(dir.path().join("out/diff.patch").exists());
    assert_usage_error(&isolate(&[]), "holds an earlier result");
    fs::write(dir.path().join("out/stale"), "old").unwrap();
    let forced = isolate(&["--force"]);
    assert!(forced.status.success(), "{}", stderr(&forced));
    // Replaced whole: nothing of the old directory is left.
    assert!(!dir.path().join("out/stale").exists());
    assert!(dir.path().join("out/diff.patch").exists());
    // -q: no summary.
    assert!(stderr(&forced).is_empty(), "{}", stderr(&forced));
}

#[test]
fn in_place_writes_no_backup_before_the_test_is_checked() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x KEEP y\n").unwrap();
    script(dir.path(), "never.sh", "#!/bin/sh\nexit 1\n");
    let cases: [&[&str]; 3] = [
        &["reduce", "-i", "in.txt", "--test", "./missing.sh"],
        &[
            "reduce",
            "-i",
            "in.txt",
            "--test",
            "./never.sh",
            "--timeout",
            "0",
        ],
        &["reduce", "-i", "in.txt", "--test", "./never.sh"],
    ];
    for args in cases {
        let out = run(dir.path(), args);
        assert!(!out.status.success());
        assert!(
            !dir.path().join("in.txt.orig").exists(),
            "{args:?} left a backup: {}",
            stderr(&out)
        );
    }
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "x KEEP y\n"
    );
    // Once the test is good, the backup is written and the input reduced.
    let out = run(
        dir.path(),
        &["reduce", "-i", "in.txt", "-q", "--", "grep", "-q", "KEEP"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt.orig")).unwrap(),
        "x KEEP y\n"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "KEEP"
    );
}

#[test]
fn numbers_out_of_range_are_usage_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x KEEP y\n").unwrap();
    let cases: [(&str, &str); 12] = [
        ("--timeout", "1e20"),
        ("--timeout", "0"),
        ("--timeout", "-1"),
        ("--timeout", "nan"),
        ("--timeout", "inf"),
        ("--timeout", "86401"),
        ("--jobs", "0"),
        ("--jobs", "100000"),
        ("--jobs", "-3"),
        ("--initial-runs", "0"),
        ("--initial-runs", "1000"),
        ("--initial-runs", "99999999999999999999"),
    ];
    for (flag, value) in cases {
        let flag = format!("{flag}={value}");
        let out = run(
            dir.path(),
            &["reduce", "in.txt", &flag, "--", "grep", "-q", "KEEP"],
        );
        assert_usage_error(&out, "invalid value");
        assert!(!dir.path().join("in.reduced.txt").exists());
    }
}

#[test]
fn match_with_a_script_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x KEEP y\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q KEEP in.txt\n");
    let out = run(
        dir.path(),
        &["reduce", "in.txt", "--test", "./t.sh", "--match", "KEEP"],
    );
    assert_usage_error(&out, "--match applies to -- CMD only");
}

#[test]
fn a_missing_test_program_is_named() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "x KEEP y\n").unwrap();
    let out = run(
        dir.path(),
        &["reduce", "in.txt", "--", "nosuchprog-7f3a", "{}"],
    );
    assert_usage_error(&out, "nosuchprog-7f3a");
    let out = run(dir.path(), &["reduce", "in.txt", "--", "./nosuchprog-7f3a"]);
    assert_usage_error(&out, "nosuchprog-7f3a");
}

/// The test deletes itself on its sixth run: later tests cannot start. hedge stops after a
/// few failed starts in a row, names the script, and keeps the best result so far.
#[test]
fn a_test_that_can_no_longer_start_is_named_and_the_best_result_kept() {
    let dir = tempfile::tempdir().unwrap();
    let lines: String = (0..40).map(|i| format!("line {i}\n")).collect();
    fs::write(dir.path().join("in.txt"), format!("{lines}KEEP\n{lines}")).unwrap();
    let count = dir.path().join("count");
    let test = script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\necho >> {count}\n[ $(wc -l < {count}) -ge 6 ] && rm -f \"$0\"\ngrep -q KEEP in.txt\n",
            count = count.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "in.txt", "-j", "1", "--test"])
        .arg(&test)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("t.sh"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
    let best = fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap();
    assert!(best.contains("KEEP"), "{best:?}");
}

#[test]
fn a_closed_stdout_ends_output_quietly() {
    for args in [
        &["langs"][..],
        &["parse", "corpus/c/format_warning/input.c"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = hedge()
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).is_empty(), "{args:?}: {}", stderr(&out));
    }
}

/// In directory mode, `-- CMD` counts as failing only when it ends as it did on NEW: here
/// NEW exits 3 and OLD 1. Without calibration every run that ended would count as failing.
#[test]
fn isolate_of_directories_with_a_command_learns_how_new_fails() {
    let dir = tempfile::tempdir().unwrap();
    for side in ["old", "new"] {
        fs::create_dir_all(dir.path().join(side)).unwrap();
    }
    fs::write(dir.path().join("old/a.txt"), "1\n2\n3\n").unwrap();
    fs::write(dir.path().join("new/a.txt"), "1\nTWO\n3\nBAD\n").unwrap();
    let check = script(
        dir.path(),
        "check.sh",
        "#!/bin/sh\ngrep -q BAD \"$1/a.txt\" && exit 3\nexit 1\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "isolate", "--pass", "old", "--fail", "new", "-o", "out", "--",
        ])
        .arg(&check)
        .arg("{}")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let patch = fs::read_to_string(dir.path().join("out/diff.patch")).unwrap();
    assert!(patch.contains("+BAD"), "{patch}");
    assert!(!patch.contains("+TWO"), "{patch}");
}

/// SIGINT during `isolate` and `maximize`: the running test is killed, the output holds a
/// complete result (the best so far) and hedge exits 130.
#[test]
fn isolate_and_maximize_stop_on_sigint_and_kill_their_tests() {
    for command in ["isolate", "maximize"] {
        let dir = tempfile::tempdir().unwrap();
        let old: String = (0..30).map(|i| format!("line {i}\n")).collect();
        let new: String = (0..30).map(|i| format!("line {i} changed\n")).collect();
        fs::write(dir.path().join("old.txt"), &old).unwrap();
        fs::write(dir.path().join("new.txt"), format!("{new}BAD\n")).unwrap();
        let marker = format!("99{}.5", std::process::id());
        let count = dir.path().join("count");
        // Answers at once on NEW and OLD (the checks, twice each), then sleeps.
        script(
            dir.path(),
            "t.sh",
            &format!(
                "#!/bin/sh\necho >> {count}\n[ $(wc -l < {count}) -gt 4 ] && sleep {marker}\ngrep -q BAD new.txt\n",
                count = count.display()
            ),
        );
        let output = if command == "isolate" {
            "out"
        } else {
            "out.txt"
        };
        let mut child = hedge()
            .current_dir(dir.path())
            .args([
                command, "--pass", "old.txt", "--fail", "new.txt", "--test", "./t.sh", "-o",
                output, "-j", "2",
            ])
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        assert!(
            wait_until(Duration::from_secs(10), || !processes_with(&marker)
                .is_empty()),
            "{command}: the slow test never started"
        );
        send(&child, libc::SIGINT);
        let status = wait_for(&mut child, Duration::from_secs(10));
        let mut err = String::new();
        std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).unwrap();
        assert_eq!(status.code(), Some(130), "{command}: {err}");
        assert!(err.contains("interrupted"), "{command}: {err}");
        assert!(
            processes_with(&marker).is_empty(),
            "{command}: the test still runs"
        );
        let result = dir.path().join(output);
        if command == "isolate" {
            assert!(result.join("diff.patch").exists(), "{err}");
        } else {
            // The best so far is a version the test passes on.
            let text = fs::read_to_string(&result).unwrap();
            assert!(!text.contains("BAD"), "{text}");
        }
    }
}

/// A rerun of a batch with another test does not reuse the first test's verdicts.
#[test]
fn batch_rerun_with_another_test_reduces_again() {
    let dir = tempfile::tempdir().unwrap();
    let inputs = dir.path().join("crashes");
    fs::create_dir(&inputs).unwrap();
    for i in 0..3 {
        fs::write(
            inputs.join(format!("c{i}.txt")),
            format!("a b KEEP{i} c d\n"),
        )
        .unwrap();
    }
    let batch = |test: &str| {
        script(dir.path(), "t.sh", test);
        run(
            dir.path(),
            &[
                "batch", "crashes", "--test", "./t.sh", "-o", "out", "-j", "1", "-q",
            ],
        )
    };
    let first = batch("#!/bin/sh\ngrep -q KEEP *.txt\n");
    assert!(first.status.success(), "{}", stderr(&first));
    assert_eq!(
        fs::read_to_string(dir.path().join("out/c1.txt")).unwrap(),
        "KEEP"
    );
    // The same test again: nothing is reduced again.
    let again = batch("#!/bin/sh\ngrep -q KEEP *.txt\n");
    assert!(again.status.success(), "{}", stderr(&again));
    let summary = common::stats(&dir.path().join("out/summary.json"));
    assert!(
        summary.to_string().contains("\"resumed\":true"),
        "{summary}"
    );
    // Another test: every input is reduced again, to what the new test keeps.
    let other = batch("#!/bin/sh\ngrep -q 'b KEEP' *.txt\n");
    assert!(other.status.success(), "{}", stderr(&other));
    assert_eq!(
        fs::read_to_string(dir.path().join("out/c1.txt")).unwrap(),
        "b KEEP"
    );
}

/// A batch never writes into a directory it did not make (unless it is empty).
#[test]
fn batch_output_that_is_a_foreign_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("crashes")).unwrap();
    fs::write(dir.path().join("crashes/c.txt"), "KEEP\n").unwrap();
    fs::create_dir(dir.path().join("mine")).unwrap();
    fs::write(dir.path().join("mine/notes"), "mine").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q KEEP c.txt\n");
    let out = run(
        dir.path(),
        &["batch", "crashes", "--test", "./t.sh", "-o", "mine"],
    );
    assert_usage_error(&out, "was not made by hedge");
    let out = run(
        dir.path(),
        &["batch", "crashes", "--test", "./t.sh", "-o", "crashes/out"],
    );
    assert_usage_error(&out, "hedge never writes over its inputs");
}

#[test]
fn an_output_onto_the_test_is_refused_in_every_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    versions(d);
    script(
        d,
        "keep.sh",
        "#!/bin/sh\ngrep -q KEEP \"${1:-input.txt}\"\n",
    );
    fs::write(
        d.join("check.py"),
        "import sys\nsys.exit('KEEP' not in open(sys.argv[1]).read())\n",
    )
    .unwrap();
    fs::write(d.join("input.txt"), "a\nKEEP\nb\n").unwrap();
    fs::create_dir(d.join("crashes")).unwrap();
    fs::write(d.join("crashes/one"), "KEEP\nx\n").unwrap();
    let attempts: [&[&str]; 6] = [
        &[
            "reduce",
            "input.txt",
            "--test",
            "./keep.sh",
            "-o",
            "keep.sh",
        ],
        &[
            "reduce",
            "input.txt",
            "-o",
            "check.py",
            "--",
            "python3",
            "check.py",
            "{}",
        ],
        &[
            "reduce",
            "input.txt",
            "--test",
            "./keep.sh",
            "--stats-json",
            "./keep.sh",
        ],
        &["reduce", "keep.sh", "--in-place", "--test", "./keep.sh"],
        &[
            "isolate", "--pass", "old.txt", "--fail", "new.txt", "--test", "./t.sh", "-o", "t.sh",
        ],
        &[
            "batch",
            "crashes",
            "--test",
            "./keep.sh",
            "--stats-json",
            "keep.sh",
        ],
    ];
    for args in attempts {
        let before = (
            fs::read(d.join("keep.sh")).unwrap(),
            fs::read(d.join("check.py")).unwrap(),
        );
        let out = run(d, args);
        assert_usage_error(
            &out,
            "the test is made of it, and hedge never writes over its test",
        );
        let after = (
            fs::read(d.join("keep.sh")).unwrap(),
            fs::read(d.join("check.py")).unwrap(),
        );
        assert_eq!(before, after, "{args:?} changed the test");
    }
}
