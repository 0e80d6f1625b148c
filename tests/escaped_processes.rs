//! Processes a test starts outside its process group (GNU `timeout` makes a group of its
//! own, `setsid` a session of its own) are killed with the test, and no `hedge-*`
//! directory is left: after a normal end, a test that timed out, SIGINT and `kill -9` of
//! hedge.

mod common;
mod reliability_support;

use std::fs;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::{hedge, processes_with, script};
use reliability_support::{kill_leftovers, send, wait_for, wait_until};

/// A test script that leaves two sleepers behind on every run: one under `timeout` (its
/// own process group) and one under `setsid` (its own session), which after a second
/// writes into the test's `TMPDIR` as a compiler's cache would. `then` runs last.
fn escaping_test(dir: &Path, marker: &str, then: &str) {
    script(
        dir,
        "t.sh",
        &format!(
            "#!/bin/sh\n\
             timeout 600 sleep {marker}1 &\n\
             setsid sh -c 'sleep 1; mkdir -p \"$TMPDIR/cache\"; exec sleep {marker}2' &\n\
             grep -q KEEP in.txt || exit 1\n{then}\n"
        ),
    );
}

/// hedge reducing `in.txt` with `t.sh`, its tests' directories in `dir/scratch`.
fn command(dir: &Path, extra: &[&str]) -> Command {
    fs::write(dir.join("in.txt"), "KEEP\na\nb\nc\nd\n").unwrap();
    fs::create_dir_all(dir.join("scratch")).unwrap();
    let mut command = hedge();
    command
        .current_dir(dir)
        .env("TMPDIR", dir.join("scratch"))
        .args(["reduce", "in.txt", "--test", "./t.sh", "-j", "2"])
        .args(extra);
    command
}

fn start(dir: &Path) -> Child {
    command(dir, &[])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Checks that no sleeper runs and, once a sleeper would have recreated one, that no
/// directory is left in the scratch directory; kills what is left either way.
fn assert_nothing_left(dir: &Path, marker: &str, within: Duration) {
    let sleepers = |m: &str| {
        processes_with(&format!("sleep {m}1"))
            .into_iter()
            .chain(processes_with(&format!("sleep {m}2")))
            .collect::<Vec<_>>()
    };
    let gone = wait_until(within, || sleepers(marker).is_empty());
    let left = sleepers(marker);
    std::thread::sleep(Duration::from_millis(1500));
    let dirs = || -> Vec<_> {
        fs::read_dir(dir.join("scratch"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect()
    };
    wait_until(within, || dirs().is_empty());
    let dirs = dirs();
    kill_leftovers(&format!("sleep {marker}1"));
    kill_leftovers(&format!("sleep {marker}2"));
    assert!(gone, "processes outlived hedge: {left:?}");
    assert!(dirs.is_empty(), "left in TMPDIR: {dirs:?}");
}

#[test]
fn escaped_processes_are_killed_after_a_normal_end() {
    let dir = tempfile::tempdir().unwrap();
    escaping_test(dir.path(), "8101", "exit 0");
    let out = command(dir.path(), &[]).output().unwrap();
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_nothing_left(dir.path(), "8101", Duration::from_millis(500));
}

#[test]
fn escaped_processes_are_killed_after_a_test_times_out() {
    let dir = tempfile::tempdir().unwrap();
    escaping_test(
        dir.path(),
        "8102",
        "[ $(wc -l < in.txt) -lt 3 ] && exec sleep 30\nexit 0",
    );
    let out = command(dir.path(), &["--timeout", "2"]).output().unwrap();
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(
        common::stderr(&out).contains("timed out"),
        "{}",
        common::stderr(&out)
    );
    assert_nothing_left(dir.path(), "8102", Duration::from_millis(500));
}

#[test]
fn escaped_processes_are_killed_after_sigint() {
    let dir = tempfile::tempdir().unwrap();
    escaping_test(dir.path(), "8103", "exec sleep 30");
    let mut child = start(dir.path());
    assert!(wait_until(Duration::from_secs(10), || {
        !processes_with("sleep 81032").is_empty()
    }));
    send(&child, libc::SIGINT);
    let status = wait_for(&mut child, Duration::from_secs(10));
    assert_eq!(status.code(), Some(130));
    assert_nothing_left(dir.path(), "8103", Duration::from_millis(500));
}

/// hedge cannot clean up after `kill -9`; the small process it leaves watching does.
#[test]
fn escaped_processes_are_killed_after_kill_9_of_hedge() {
    let dir = tempfile::tempdir().unwrap();
    escaping_test(dir.path(), "8104", "exec sleep 30");
    let mut child = start(dir.path());
    assert!(wait_until(Duration::from_secs(10), || {
        !processes_with("sleep 81042").is_empty()
    }));
    child.kill().unwrap();
    child.wait().unwrap();
    assert_nothing_left(dir.path(), "8104", Duration::from_secs(5));
}

/// A test program that leaves `sleep 81051` behind in a session of its own, with the
/// environment and descriptors hedge gave the test as they are: written in C because a
/// shell or a launcher script in between would rebuild the environment, keeping one
/// entry per name.
const ESCAPING_PROGRAM: &str = r#"#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
    if (fork() == 0) {
        setsid();
        execlp("sleep", "sleep", "81051", (char *)0);
        _exit(127);
    }
    char text[64] = {0};
    FILE *input = fopen("inner.txt", "r");
    if (input) fread(text, 1, sizeof text - 1, input);
    return strstr(text, "KEEP") ? 0 : 1;
}
"#;

/// A hedge run by another hedge's test: its tests inherit the outer test's
/// `HEDGE_TEST_DIR` and get their own. The inner hedge must kill what its tests left,
/// checked by the outer test as soon as the inner hedge has ended.
#[test]
fn escaped_processes_of_a_hedge_run_by_a_test_are_killed() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    fs::write(dir.join("escape.c"), ESCAPING_PROGRAM).unwrap();
    let compiled = Command::new("gcc")
        .arg("-o")
        .arg(dir.join("escape"))
        .arg(dir.join("escape.c"))
        .status()
        .unwrap();
    assert!(compiled.success(), "gcc failed");
    let (left, inner_runs) = (dir.join("left.log"), dir.join("inner_runs.log"));
    script(
        dir,
        "outer.sh",
        &format!(
            "#!/bin/sh\ngrep -q KEEP in.txt || exit 1\ncp in.txt inner.txt\n\
             {hedge} reduce inner.txt --test {escape} -j 1 -o inner.out >/dev/null 2>&1 || exit 1\n\
             echo >> {inner_runs}\n\
             ps -eo args | grep '^sleep 81051' >> {left}\nexit 0\n",
            hedge = env!("CARGO_BIN_EXE_hedge"),
            escape = dir.join("escape").display(),
            inner_runs = inner_runs.display(),
            left = left.display(),
        ),
    );
    fs::write(dir.join("in.txt"), "KEEP\na\nb\n").unwrap();
    fs::create_dir_all(dir.join("scratch")).unwrap();
    let out = hedge()
        .current_dir(dir)
        .env("TMPDIR", dir.join("scratch"))
        .args(["reduce", "in.txt", "--test", "./outer.sh", "-j", "1"])
        .output()
        .unwrap();
    let left = fs::read_to_string(&left).unwrap_or_default();
    let inner_runs = fs::read_to_string(&inner_runs).unwrap_or_default();
    kill_leftovers("sleep 81051");
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(!inner_runs.is_empty(), "the inner hedge never ended well");
    assert!(left.is_empty(), "left by the inner hedge's tests: {left}");
    assert_nothing_left(dir, "8105", Duration::from_millis(500));
}
