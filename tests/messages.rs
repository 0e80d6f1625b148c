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

/// `-- python3 check.py {}` with check.py beside the input, as docs/recipes.md has it: the
/// script is found although the test runs in another directory.
#[test]
fn a_file_named_in_the_command_is_found_from_where_hedge_started() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("config.json"),
        "{\"a\": [1, 2, {\"b\": null}], \"c\": \"x\"}\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("check.py"),
        "import json, sys\nd = json.load(open(sys.argv[1]))\n\
         if 'b' in str(d.get('a')): raise ValueError('b')\n",
    )
    .unwrap();
    let out = run(
        dir.path(),
        &["reduce", "config.json", "--", "python3", "check.py", "{}"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let reduced = fs::read_to_string(dir.path().join("config.reduced.json")).unwrap();
    assert!(reduced.contains("b"), "{reduced}");
}

/// A command that fails the same way on everything (here: a script that is not there)
/// shows the original run's stderr, which says why.
#[test]
fn a_command_failing_on_the_empty_file_too_shows_its_stderr() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.json"), "[1, 2]\n").unwrap();
    let out = run(
        dir.path(),
        &["reduce", "in.json", "--", "python3", "missing.py", "{}"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out)
            .contains("python3 missing.py {} fails the same way on the empty file as on in.json"),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("missing.py"), "{}", stderr(&out));
    assert!(stderr(&out).contains("No such file"), "{}", stderr(&out));
}

#[test]
fn a_command_that_does_not_fail_is_said_not_to_fail() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a b c\n").unwrap();
    let out = run(dir.path(), &["reduce", "in.txt", "--", "cat", "{}"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("cat {} does not fail on in.txt"),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("empty"), "{}", stderr(&out));
}

/// In a batch, an input the target does not crash on does not reproduce: not an error,
/// and not in a group.
#[test]
fn a_batch_input_that_does_not_fail_is_not_reproducing() {
    let dir = tempfile::tempdir().unwrap();
    let crashes = dir.path().join("crashes");
    fs::create_dir(&crashes).unwrap();
    fs::write(crashes.join("bad"), "x\nBUG\ny\n").unwrap();
    fs::write(crashes.join("harmless"), "x\ny\n").unwrap();
    fs::write(crashes.join("empty"), "").unwrap();
    script(dir.path(), "target", "#!/bin/sh\n! grep -q BUG \"$1\"\n");
    let out = run(
        dir.path(),
        &["batch", "crashes", "-o", "out", "--", "./target", "@@"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let summary = common::stats(&dir.path().join("out/summary.json"));
    for name in ["harmless", "empty"] {
        let file = summary["files"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["path"] == name)
            .unwrap();
        assert_eq!(file["status"], "not reproducing", "{summary}");
    }
    assert_eq!(summary["totals"]["error"], 0, "{summary}");
    let grouped = summary["groups"].to_string();
    assert!(
        !grouped.contains("harmless") && !grouped.contains("empty"),
        "{summary}"
    );
}

#[test]
fn a_script_with_windows_line_ends_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\n").unwrap();
    script(dir.path(), "crlf.sh", "#!/bin/sh\r\nexit 0\r\n");
    let out = run(dir.path(), &["reduce", "in.txt", "--test", "./crlf.sh"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("ends in \\r"), "{}", stderr(&out));
    assert!(stderr(&out).contains("sed -i"), "{}", stderr(&out));
}

/// Without a `#!` line, /bin/sh runs the script and its \r line ends fail it in silence
/// (`grep -s` of `in.txt\r`): the message names the line ends, for reduce and isolate.
#[test]
fn a_script_without_a_shebang_and_with_windows_line_ends_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    fs::write(d.join("in.txt"), "a KEEP\n").unwrap();
    fs::write(d.join("old.txt"), "a\n").unwrap();
    script(d, "crlf.sh", "grep -qs KEEP in.txt\r\n");
    let runs: [&[&str]; 2] = [
        &["reduce", "in.txt", "--test", "./crlf.sh"],
        &[
            "isolate",
            "--pass",
            "old.txt",
            "--fail",
            "in.txt",
            "--test",
            "./crlf.sh",
        ],
    ];
    for args in runs {
        let out = run(d, args);
        let text = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {text}");
        assert!(text.contains("has Windows line ends"), "{args:?}: {text}");
        assert!(text.contains("sed -i 's/\\r$//'"), "{args:?}: {text}");
    }
}

#[test]
fn a_timed_out_run_is_told_in_words() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a b c\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\nsleep 5\n");
    let out = run(
        dir.path(),
        &["reduce", "in.txt", "--test", "./t.sh", "--timeout", "0.2"],
    );
    assert!(
        stderr(&out).contains("the test timed out"),
        "{}",
        stderr(&out)
    );
    assert!(
        !stderr(&out).contains("ended with timed out"),
        "{}",
        stderr(&out)
    );
}

/// isolate names the file, tells how to reproduce the run, and shows no internal names.
#[test]
fn isolate_names_the_version_the_test_disagrees_on() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("old.c"), "int a;\n").unwrap();
    fs::write(dir.path().join("new.c"), "int b;\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\nexit 125\n");
    let out = run(
        dir.path(),
        &[
            "isolate", "--pass", "old.c", "--fail", "new.c", "--test", "./t.sh",
        ],
    );
    let text = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(text.contains("on NEW (new.c)"), "{text}");
    assert!(text.contains("cannot tell"), "{text}");
    assert!(text.contains("Reproduce that run by hand"), "{text}");
    assert!(
        !text.contains("Unresolved") && !text.contains("Pass"),
        "{text}"
    );
    let help = hedge().args(["isolate", "--help"]).output().unwrap();
    assert!(
        String::from_utf8_lossy(&help.stdout).contains("under NEW's file name"),
        "{}",
        String::from_utf8_lossy(&help.stdout)
    );
}

/// The man page's exit codes are filled to the reader's width: in an 80-column rendering
/// every line of the section is a code's first line or a continuation at the code's
/// indent, none falls back to the section's margin.
#[test]
fn the_man_page_exit_codes_render_without_ragged_lines() {
    let page = hedge().arg("man").output().unwrap();
    let mut man = std::process::Command::new("man")
        .args(["-l", "-"])
        .env("MANWIDTH", "80")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("man (man-db) is installed: tests/tools.toml");
    std::io::Write::write_all(&mut man.stdin.take().unwrap(), &page.stdout).unwrap();
    let shown = String::from_utf8_lossy(&man.wait_with_output().unwrap().stdout).into_owned();
    let section = shown
        .split("\nEXIT STATUS\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no EXIT STATUS section:\n{shown}"));
    let section = section.split("\n\n\n").next().unwrap();
    let section: String = section
        .lines()
        .take_while(|l| l.is_empty() || l.starts_with(' '))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(section.contains("130"), "{section}");
    for line in section.lines().filter(|l| !l.trim().is_empty()) {
        let indent = line.len() - line.trim_start().len();
        let first = line.trim_start().chars().next().unwrap();
        assert!(
            (indent == 7 && first.is_ascii_digit()) || indent == 14,
            "ragged line {line:?} in:\n{section}"
        );
    }
}

/// `-o` naming a file that exists replaces it, and says so first, even with `-q`.
#[test]
fn replacing_an_existing_output_file_is_said() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nKEEP\nb\n").unwrap();
    fs::write(dir.path().join("notes.txt"), "my notes\n").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q KEEP in.txt\n");
    let out = run(
        dir.path(),
        &[
            "reduce",
            "in.txt",
            "--test",
            "./t.sh",
            "-q",
            "-o",
            "notes.txt",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("replacing notes.txt"),
        "{}",
        stderr(&out)
    );
    // A new file is not announced.
    let out = run(
        dir.path(),
        &[
            "reduce",
            "in.txt",
            "--test",
            "./t.sh",
            "-q",
            "-o",
            "fresh.txt",
        ],
    );
    assert!(!stderr(&out).contains("replacing"), "{}", stderr(&out));
}

/// `hedge langs LANG` shows one language; `hedge parse` says which language it guessed
/// for a file without an extension, on stderr, the tree alone on stdout.
#[test]
fn langs_shows_one_language_and_parse_says_its_guess() {
    let out = hedge().args(["langs", "c"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(listed.starts_with("c "), "{listed}");
    assert!(!listed.contains("\npython"), "{listed}");
    let unknown = hedge().args(["langs", "klingon"]).output().unwrap();
    assert_eq!(unknown.status.code(), Some(1), "{}", stderr(&unknown));

    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("tool"),
        "#!/usr/bin/env python3\nprint(1)\n",
    )
    .unwrap();
    let out = run(dir.path(), &["parse", "tool"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("hedge: parsing tool as python (from its #! line)"),
        "{}",
        stderr(&out)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("module"));
}

/// `-j` beyond this machine's cores is for tests that run elsewhere: taken up to 1024,
/// with a warning when the original's run used this machine's CPU; a test that waits (a
/// stand-in for `srun`) gets none. Past 1024, or 0, is refused.
#[test]
fn many_jobs_are_taken_and_a_test_that_runs_here_is_warned_of() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "KEEP\nx\ny\nz\n").unwrap();
    // Busy on this machine's CPU, then the check.
    script(
        dir.path(),
        "busy.sh",
        "#!/bin/sh\ni=0\nwhile [ $i -lt 40000 ]; do i=$((i+1)); done\ngrep -q KEEP in.txt\n",
    );
    script(
        dir.path(),
        "waits.sh",
        "#!/bin/sh\nsleep 0.3\ngrep -q KEEP in.txt\n",
    );
    let many = (4 * std::thread::available_parallelism().unwrap().get() + 1).to_string();
    for (test, warned) in [("./busy.sh", true), ("./waits.sh", false)] {
        let out = run(
            dir.path(),
            &[
                "reduce", "in.txt", "--test", test, "-j", &many, "-o", "out.txt",
            ],
        );
        assert!(out.status.success(), "{test}: {}", stderr(&out));
        assert_eq!(
            stderr(&out).contains("of this machine's CPU"),
            warned,
            "{test}: {}",
            stderr(&out)
        );
        assert_eq!(
            fs::read_to_string(dir.path().join("out.txt"))
                .unwrap()
                .trim(),
            "KEEP"
        );
    }
    for jobs in ["0", "1025"] {
        let out = run(
            dir.path(),
            &["reduce", "in.txt", "--test", "./waits.sh", "-j", jobs],
        );
        assert_eq!(out.status.code(), Some(1), "-j {jobs}");
        assert!(stderr(&out).contains("from 1 to 1024"), "{}", stderr(&out));
    }
}
