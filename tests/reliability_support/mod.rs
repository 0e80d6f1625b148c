//! Helpers shared by the reliability tests.
#![allow(dead_code)]

use std::process::{Child, Command, Output};
use std::time::{Duration, Instant};

/// Runs `command` under `/usr/bin/time` and returns its output and peak resident set size
/// in megabytes (`time` adds one line to stderr, removed from the output returned).
pub fn with_peak_rss(command: &mut Command) -> (Output, f64) {
    let program = command.get_program().to_owned();
    let args: Vec<_> = command.get_args().map(|a| a.to_owned()).collect();
    let dir = command.get_current_dir().map(|d| d.to_owned());
    let mut timed = Command::new("/usr/bin/time");
    timed
        .arg("-f")
        .arg("peak_rss_kb=%M")
        .arg(program)
        .args(args);
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => timed.env(key, value),
            None => timed.env_remove(key),
        };
    }
    if let Some(dir) = dir {
        timed.current_dir(dir);
    }
    let mut output = timed.output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let (rest, kb) = stderr
        .trim_end()
        .rsplit_once("peak_rss_kb=")
        .expect("/usr/bin/time reports the peak RSS");
    output.stderr = rest.as_bytes().to_vec();
    (output, kb.trim().parse::<f64>().unwrap() / 1024.0)
}

/// Waits up to `limit` for `cond`; whether it became true.
pub fn wait_until(limit: Duration, mut cond: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if cond() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    cond()
}

/// Waits for `child` to exit within `limit`, killing it (and failing) if it does not.
pub fn wait_for(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("hedge did not exit within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

pub fn send(child: &Child, signal: i32) {
    // SAFETY: kill only sends a signal to the process we started.
    unsafe {
        libc::kill(child.id() as libc::pid_t, signal);
    }
}

/// Kills, by pid, the processes whose command line contains `marker` (clean-up after a
/// test that deliberately leaves some behind).
pub fn kill_leftovers(marker: &str) {
    for line in crate::common::processes_with(marker) {
        if let Some(pid) = line.split_whitespace().next().and_then(|p| p.parse().ok()) {
            // SAFETY: as above.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}
