//! Signals sent to a running hedge: SIGINT, SIGTERM and SIGKILL.

mod common;
mod reliability_support;

use std::fs;
use std::path::Path;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use common::{hedge, processes_with, script};
use reliability_support::{kill_leftovers, send, wait_for, wait_until};

/// Eight lines, one of which holds the marker the tests look for.
const INPUT: &str = "a\nb\nc\nmarker\nd\ne\nf\ng\n";

/// A test that answers at once for its first `quick` interesting runs (the preflight's two
/// and one accepted candidate), then runs `slow` (a command line carrying a unique marker)
/// on every later interesting candidate.
fn counting_test(dir: &Path, quick: usize, slow: &str) {
    let count = dir.join("count");
    script(
        dir,
        "t.sh",
        &format!(
            "#!/bin/sh\ngrep -q marker in.txt || exit 1\necho >> {count}\n\
             [ $(wc -l < {count}) -le {quick} ] && exit 0\n{slow}\n",
            count = count.display()
        ),
    );
}

fn start(dir: &Path) -> Child {
    fs::write(dir.join("in.txt"), INPUT).unwrap();
    hedge()
        .current_dir(dir)
        .args(["reduce", "--test", "./t.sh", "in.txt", "-j", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Sends `signal` while a test sleeps; checks the exit code, the summary, the output and
/// that the sleeping test is gone.
fn interrupt_while_a_test_sleeps(signal: i32, marker: &str, code: i32) {
    let dir = tempfile::tempdir().unwrap();
    counting_test(dir.path(), 3, &format!("sleep {marker}"));
    let mut child = start(dir.path());
    assert!(
        wait_until(Duration::from_secs(10), || !processes_with(marker)
            .is_empty()),
        "the slow test never started"
    );
    let sent = Instant::now();
    send(&child, signal);
    let status = wait_for(&mut child, Duration::from_secs(5));
    let took = sent.elapsed();
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();

    assert_eq!(status.code(), Some(code), "{stderr}");
    assert!(took < Duration::from_secs(2), "took {took:?} to stop");
    assert!(stderr.contains("bytes"), "no summary: {stderr}");
    assert!(
        stderr.contains("interrupted; best so far"),
        "the summary looks finished: {stderr}"
    );
    assert!(processes_with(marker).is_empty(), "the test still runs");
    // The output holds the candidate accepted before the signal: smaller, still interesting.
    let output = fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap();
    assert!(output.contains("marker"), "{output:?}");
    assert!(output.len() < INPUT.len(), "{output:?}");
}

#[test]
fn sigint_kills_the_running_test_keeps_the_best_and_exits_130() {
    interrupt_while_a_test_sleeps(libc::SIGINT, "977.1", 130);
}

#[test]
fn sigterm_kills_the_running_test_keeps_the_best_and_exits_143() {
    interrupt_while_a_test_sleeps(libc::SIGTERM, "977.2", 143);
}

#[test]
fn sigint_during_the_initial_runs_stops_without_output() {
    let dir = tempfile::tempdir().unwrap();
    counting_test(dir.path(), 0, "sleep 977.3");
    let mut child = start(dir.path());
    assert!(wait_until(Duration::from_secs(10), || !processes_with(
        "977.3"
    )
    .is_empty()));
    send(&child, libc::SIGINT);
    let status = wait_for(&mut child, Duration::from_secs(5));
    assert_eq!(status.code(), Some(130));
    assert!(processes_with("977.3").is_empty());
    assert!(!dir.path().join("in.reduced.txt").exists());
}

/// `kill -9` of hedge at any moment leaves a complete, interesting output (or none yet).
#[test]
fn sigkill_at_any_moment_leaves_an_interesting_output() {
    let dir = tempfile::tempdir().unwrap();
    // Many lines, slow-ish tests: hedge is killed in the middle of the reduction.
    let mut input = String::new();
    for i in 0..400 {
        input.push_str(&format!("line {i} with some words\n"));
        if i == 250 {
            input.push_str("the marker line\n");
        }
    }
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nsleep 0.02\ngrep -q 'marker' in.txt\n",
    );
    let mut outputs_seen = 0;
    for (round, delay_ms) in [150u64, 400, 700, 1000, 1300].into_iter().enumerate() {
        let input_path = dir.path().join("in.txt");
        fs::write(&input_path, &input).unwrap();
        let output = dir.path().join(format!("out{round}.txt"));
        // A killed hedge cannot remove its tests' directories: they go where this test's
        // own directory takes them away.
        let scratch = dir.path().join(format!("tmp{round}"));
        fs::create_dir(&scratch).unwrap();
        let mut child = hedge()
            .current_dir(dir.path())
            .env("TMPDIR", &scratch)
            .args(["reduce", "--test", "./t.sh", "in.txt", "-q", "-o"])
            .arg(&output)
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(delay_ms));
        child.kill().unwrap();
        child.wait().unwrap();
        if let Ok(bytes) = fs::read(&output) {
            outputs_seen += 1;
            let text = String::from_utf8(bytes).unwrap();
            // The test itself, run on the output as the user would, finds it interesting.
            let status = std::process::Command::new("grep")
                .args(["-q", "marker"])
                .arg(&output)
                .status()
                .unwrap();
            assert!(status.success(), "round {round}: {text:?}");
            assert!(text.len() <= input.len());
        }
    }
    assert!(
        outputs_seen >= 3,
        "hedge was killed too early to test anything"
    );
}

/// `kill -9` of hedge takes the running test with it, and what the test started in the
/// background too (its whole process group).
#[test]
fn sigkill_of_hedge_takes_the_running_test_and_its_group_with_it() {
    let dir = tempfile::tempdir().unwrap();
    counting_test(dir.path(), 3, "sleep 977.5 &\nexec sleep 977.4");
    let mut child = start(dir.path());
    assert!(wait_until(Duration::from_secs(10), || {
        !processes_with("977.4").is_empty() && !processes_with("977.5").is_empty()
    }));
    child.kill().unwrap();
    child.wait().unwrap();
    let gone = wait_until(Duration::from_secs(2), || {
        processes_with("977.4").is_empty() && processes_with("977.5").is_empty()
    });
    kill_leftovers("977.4");
    kill_leftovers("977.5");
    assert!(gone, "the test or its background process outlived hedge");
}
