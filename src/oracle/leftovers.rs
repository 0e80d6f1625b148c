//! Finding and killing what a test left running after it ended.
//!
//! A test runs in a session of its own and its processes carry `HEDGE_TEST_DIR`, the
//! test's directory, in their environment. Killing the test's process group is not
//! enough: GNU `timeout` moves its command to a group of its own and `setsid` to a
//! session of its own, and such a process lives on after the test, writing into a
//! directory that the next test uses. So every process of the test's session, and every
//! process whose `HEDGE_TEST_DIR` is the test's directory, is killed, found by reading
//! `/proc`. Reading `/proc` costs more than a short test, so it is done only when
//! something may be left: a pipe that every process of the test inherits (see
//! [`super::spawn`]) is still open once the group is dead.
//!
//! A process that leaves the session, closes that pipe and clears its environment is not
//! found; [`sweep`] kills, now and then, the processes of tests that are over which
//! closed the pipe but kept their environment.

use std::ffi::OsStr;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The environment variable naming a test's directory in every process it starts.
pub const TEST_DIR_VARIABLE: &str = "HEDGE_TEST_DIR";

/// How many times the processes found are killed and looked for again: each round kills
/// what the last one's processes started in between.
const ROUNDS: usize = 20;
/// How often [`sweep`] looks for processes of tests that are over.
const SWEEP_EVERY: Duration = Duration::from_secs(1);

/// One process, as `/proc/PID/stat` tells it.
struct Process {
    pid: libc::pid_t,
    session: libc::pid_t,
}

/// Kills the processes of the test whose session is `session` and whose directory is
/// `dir`, until none is left or `gone` says the test's last process has ended.
pub fn kill_test(session: libc::pid_t, dir: &Path, mut gone: impl FnMut() -> bool) {
    for _ in 0..ROUNDS {
        let found: Vec<libc::pid_t> = processes()
            .filter(|p| p.session == session || test_dir(p.pid).as_deref() == Some(dir))
            .map(|p| p.pid)
            .collect();
        if found.is_empty() {
            return;
        }
        for pid in found {
            kill(pid);
        }
        if gone() {
            return;
        }
    }
}

/// Kills every process that carries a test directory inside `base` for which `in_use` is
/// false: what tests that are over left running.
pub fn kill_outside(base: &Path, in_use: impl Fn(&Path) -> bool) {
    // SAFETY: getsid(0) only reads this process's session.
    let own_session = unsafe { libc::getsid(0) };
    for process in processes().filter(|p| p.session != own_session) {
        if let Some(dir) = test_dir(process.pid)
            && dir.starts_with(base)
            && !in_use(&dir)
        {
            kill(process.pid);
        }
    }
}

/// [`kill_outside`], at most once a [`SWEEP_EVERY`] over all threads.
pub fn sweep(base: &Path, in_use: impl Fn(&Path) -> bool) {
    static LAST: Mutex<Option<Instant>> = Mutex::new(None);
    let Ok(mut last) = LAST.try_lock() else {
        return;
    };
    if last.is_some_and(|at| at.elapsed() < SWEEP_EVERY) {
        return;
    }
    *last = Some(Instant::now());
    drop(last);
    kill_outside(base, in_use);
}

/// The test directory process `pid` carries in its environment, if any.
fn test_dir(pid: libc::pid_t) -> Option<PathBuf> {
    let env = environment(pid)?;
    let prefix = format!("{TEST_DIR_VARIABLE}=");
    env.split(|&b| b == 0).find_map(|entry| {
        let value = entry.strip_prefix(prefix.as_bytes())?;
        Some(PathBuf::from(OsStr::from_bytes(value)))
    })
}

fn environment(pid: libc::pid_t) -> Option<Vec<u8>> {
    fs::read(format!("/proc/{pid}/environ")).ok()
}

/// The processes alive now, zombies left out (they hold nothing and cannot be killed).
fn processes() -> impl Iterator<Item = Process> {
    let own = std::process::id() as libc::pid_t;
    fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter(move |&pid| pid != own)
        .filter_map(|pid| {
            let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // The name in parentheses may hold spaces and parentheses: the fields that
            // matter come after the last `)`: state, parent, group, session.
            let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
            if matches!(fields.first(), Some(&"Z") | Some(&"X")) {
                return None;
            }
            Some(Process {
                pid,
                session: fields.get(3)?.parse().ok()?,
            })
        })
}

fn kill(pid: libc::pid_t) {
    // SAFETY: kill only sends a signal; a process that is gone yields ESRCH.
    unsafe {
        libc::kill(pid, libc::SIGKILL);
    }
}
