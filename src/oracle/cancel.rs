//! Stopping a running test from another thread, at once: the thread that decides kills the
//! test's process group itself, so the thread waiting for the test needs no polling.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

use rustix::process::{Pid, Signal, kill_process_group};

/// A cancellation token for one test run.
#[derive(Debug, Default)]
pub struct Cancel {
    requested: AtomicBool,
    /// The process group of the test running under this token, or 0.
    group: AtomicI32,
    /// Whether the group is asked to end (SIGTERM) instead of killed: the thread that
    /// waits for the test kills it after a grace period (see `process::run`).
    term_first: AtomicBool,
}

impl Cancel {
    /// A token for a test not cancelled yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Stops the test: kills its process group if it runs, or keeps it from starting.
    pub fn cancel(&self) {
        self.requested.store(true, Ordering::SeqCst);
        let group = self.group.load(Ordering::SeqCst);
        if group != 0 {
            self.stop_group(group);
        }
    }

    /// Kills `group`, or asks it to end when the test is to be stopped gently.
    fn stop_group(&self, group: libc::pid_t) {
        stop_group(group, self.term_first.load(Ordering::SeqCst));
    }

    /// Whether [`Cancel::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.requested.load(Ordering::SeqCst)
    }

    /// Records the running test's group. Of this and `cancel` racing, at least one sees the
    /// other's store (both are sequentially consistent), so the group is killed either way.
    pub(super) fn attach(&self, group: libc::pid_t, term_first: bool) {
        self.term_first.store(term_first, Ordering::SeqCst);
        self.group.store(group, Ordering::SeqCst);
        if self.is_cancelled() {
            self.stop_group(group);
        }
    }

    /// The test is over and its group collected.
    pub(super) fn detach(&self) {
        self.group.store(0, Ordering::SeqCst);
    }
}

/// Kills every process of the group `pgid`.
pub(super) fn kill_group(pgid: libc::pid_t) {
    signal_group(pgid, Signal::KILL);
}

/// Stops the group `pgid`: asks it to end (SIGTERM) when `term_first`, for the caller to
/// kill it after a grace period, else kills it.
pub(super) fn stop_group(pgid: libc::pid_t, term_first: bool) {
    match term_first {
        true => signal_group(pgid, Signal::TERM),
        false => kill_group(pgid),
    }
}

/// Sends `signal` to every process of the group `pgid`.
fn signal_group(pgid: libc::pid_t, signal: Signal) {
    // A group that no longer exists yields ESRCH, which changes nothing. A `pgid` of 0
    // or below names no test's group (killpg would take 0 for hedge's own group): there
    // is nothing to signal.
    if let Some(pgid) = Pid::from_raw(pgid) {
        let _ = kill_process_group(pgid, signal);
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::time::{Duration, Instant};

    use super::Cancel;
    use crate::oracle::Ending;
    use crate::oracle::process::run;
    use crate::oracle::spawn::{Capture, Environment, Launch};

    fn sleep_a_minute(cancel: &Cancel) -> (Ending, Duration) {
        let started = Instant::now();
        let args = ["-c".to_string(), "sleep 60".to_string()];
        let dir = std::env::temp_dir();
        let launch = Launch {
            program: Path::new("/bin/sh"),
            args: &args,
            dir: &dir,
            tmp: &dir,
            test_dir: &dir,
            env: &Environment::capture(),
            with_sh: &Default::default(),
            term_first: false,
        };
        let capture = Capture {
            stdout: false,
            stderr: true,
        };
        let stop = crate::oracle::Stop::default();
        let finished = run(&launch, Duration::from_secs(120), capture, cancel, &stop).unwrap();
        (finished.ending, started.elapsed())
    }

    #[test]
    fn cancelling_kills_a_running_test() {
        let cancel = Cancel::new();
        let (ending, took) = std::thread::scope(|s| {
            let test = s.spawn(|| sleep_a_minute(&cancel));
            std::thread::sleep(Duration::from_millis(200));
            cancel.cancel();
            test.join().unwrap()
        });
        assert_eq!(ending, Ending::Cancelled);
        assert!(took < Duration::from_secs(30), "took {took:?}");
    }

    #[test]
    fn a_cancelled_token_stops_the_test_it_starts() {
        let cancel = Cancel::new();
        cancel.cancel();
        let (ending, took) = sleep_a_minute(&cancel);
        assert_eq!(ending, Ending::Cancelled);
        assert!(took < Duration::from_secs(30), "took {took:?}");
    }
}
