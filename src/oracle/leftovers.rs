//! Finding and killing what a test left running after it ended.
//!
//! A test runs in a session of its own and its processes carry `HEDGE_TEST_DIR`, the
//! test's directory, in their environment. Killing the test's process group is not
//! enough: GNU `timeout` moves its command to a group of its own and `setsid` to a
//! session of its own, and such a process lives on after the test, writing into a
//! directory that the next test uses. So every process of the test's session, and every
//! process whose `HEDGE_TEST_DIR` is (or lies in) the test's directory, is killed, found
//! by reading `/proc`. Reading `/proc` costs more than a short test, so it is done only when
//! something may be left: a pipe that every process of the test inherits (see
//! [`super::spawn`]) is still open once the group is dead.
//!
//! A hedge run by a test keeps its own tests' directories in that test's `TMPDIR`, inside
//! the test's directory, and gives its tests their own `HEDGE_TEST_DIR` in place of the
//! one it inherited (see [`super::spawn::Environment`]). So a process belongs to a test
//! when the directory it carries is the test's or lies inside it: the inner hedge finds
//! what its tests left by their directories, and the outer hedge finds the same
//! processes as its test's. (An inner hedge whose `TMPDIR` lies elsewhere still kills
//! what its tests left when it ends, but if the outer hedge kills it first, the outer
//! hedge cannot tell those processes are its test's.)
//!
//! A process is found by its number, which another process may hold by the time it is
//! killed: the signal goes through a pidfd, opened once the process is found and then
//! checked to name the same process, by its start time (see [`kill`]).
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

use rustix::io::Errno;
use rustix::process::{
    Pid, PidfdFlags, Signal, getsid, kill_process, pidfd_open, pidfd_send_signal,
};

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
    /// When it started, in clock ticks since boot: with the number, it names one process.
    start_time: u64,
}

/// Kills the processes of the test whose session is `session` and whose directory is
/// `dir`, until none is left or `gone` says the test's last process has ended.
pub fn kill_test(session: libc::pid_t, dir: &Path, mut gone: impl FnMut() -> bool) {
    for _ in 0..ROUNDS {
        let found: Vec<Process> = processes()
            .filter(|p| p.session == session || carries_dir_in(p.pid, dir))
            .collect();
        if found.is_empty() {
            return;
        }
        for process in &found {
            kill(process);
        }
        if gone() {
            return;
        }
    }
}

/// Kills every process that carries a directory of a test of `base` (or one inside it)
/// for which `in_use` is false: what tests that are over left running.
pub fn kill_outside(base: &Path, in_use: impl Fn(&Path) -> bool) {
    // This process's own session (`getsid(0)`, which does not fail; -1 as libc's would
    // say if it did).
    let own_session = getsid(None).map_or(-1, Pid::as_raw_pid);
    for process in processes().filter(|p| p.session != own_session) {
        if let Some(dir) = test_dir(process.pid)
            && let Some(test) = test_holding(base, &dir)
            && !in_use(&test)
        {
            kill(&process);
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

/// Whether process `pid` carries `dir`, or a directory inside it: that of a test of a
/// hedge that the test runs.
fn carries_dir_in(pid: libc::pid_t, dir: &Path) -> bool {
    test_dir(pid).is_some_and(|carried| carried.starts_with(dir))
}

/// The directory of the test of `base` that `dir` is or lies in.
fn test_holding(base: &Path, dir: &Path) -> Option<PathBuf> {
    let first = dir.strip_prefix(base).ok()?.components().next()?;
    Some(base.join(first))
}

/// The test directory process `pid` carries in its environment, if any (one: see
/// [`super::spawn::Environment`]).
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

/// The processes alive now but hedge.
fn processes() -> impl Iterator<Item = Process> {
    let own = std::process::id() as libc::pid_t;
    fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter(move |&pid| pid != own)
        .filter_map(read_process)
}

/// Process `pid`, unless it is gone or a zombie (which holds nothing and cannot be
/// killed).
fn read_process(pid: libc::pid_t) -> Option<Process> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The name in parentheses may hold spaces and parentheses: the fields that matter
    // come after the last `)`, which is followed by the third field: the state, the
    // session (6th) and the start time (22nd).
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    if matches!(fields.first(), Some(&"Z") | Some(&"X")) {
        return None;
    }
    Some(Process {
        pid,
        session: fields.get(6 - 3)?.parse().ok()?,
        start_time: fields.get(22 - 3)?.parse().ok()?,
    })
}

/// Whether `process` still runs under its number.
fn still_runs(process: &Process) -> bool {
    read_process(process.pid).is_some_and(|now| now.start_time == process.start_time)
}

/// Kills `process` unless its number now names another process. The pidfd is opened
/// first and the start time checked after: had the number passed to another process
/// before the pidfd held it, the check sees a later start; if the process ends after the
/// check, the pidfd still holds it and the signal goes nowhere.
fn kill(process: &Process) {
    let Some(pid) = Pid::from_raw(process.pid) else {
        return;
    };
    match pidfd_open(pid, PidfdFlags::empty()) {
        Ok(pidfd) => {
            if still_runs(process) {
                let _ = pidfd_send_signal(&pidfd, Signal::KILL);
            }
        }
        Err(Errno::SRCH) => {}
        // No pidfd (a kernel before 5.3, or a seccomp filter that forbids it): by number,
        // as soon after the check as can be.
        Err(_) => {
            if still_runs(process) {
                kill_by_number(pid);
            }
        }
    }
}

fn kill_by_number(pid: Pid) {
    // A process that is gone yields ESRCH, which changes nothing.
    let _ = kill_process(pid, Signal::KILL);
}

#[cfg(test)]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::path::Path;
    use std::process::{Child, Command};
    use std::time::Duration;

    use super::{TEST_DIR_VARIABLE, kill, kill_outside, read_process, test_holding};

    /// `sleep 60` in a session of its own, carrying `test_dir` as a test's process does.
    fn escaped_sleeper(test_dir: &Path) -> Child {
        Command::new("setsid")
            .args(["sleep", "60"])
            .env(TEST_DIR_VARIABLE, test_dir)
            .spawn()
            .unwrap()
    }

    /// Whether `child` is still running a moment after whatever was meant to kill it.
    fn still_running(child: &mut Child) -> bool {
        std::thread::sleep(Duration::from_millis(100));
        child.try_wait().unwrap().is_none()
    }

    fn stop(mut child: Child) {
        let _ = child.kill();
        let _ = child.wait();
    }

    #[test]
    fn a_process_found_is_killed() {
        let mut child = Command::new("sleep").arg("60").spawn().unwrap();
        let found = read_process(child.id() as libc::pid_t).unwrap();
        kill(&found);
        assert_eq!(child.wait().unwrap().signal(), Some(libc::SIGKILL));
    }

    /// The process now under the number found started later than the one found: it took
    /// the number since, and is left alone.
    #[test]
    fn a_process_that_took_the_number_of_one_found_is_not_killed() {
        let mut child = Command::new("sleep").arg("60").spawn().unwrap();
        let mut found = read_process(child.id() as libc::pid_t).unwrap();
        found.start_time -= 1;
        kill(&found);
        let survived = still_running(&mut child);
        stop(child);
        assert!(survived);
    }

    #[test]
    fn a_test_holds_the_directories_of_a_hedge_it_runs() {
        let base = Path::new("/tmp/hedge-a");
        let test = Some(base.join("test-1"));
        assert_eq!(test_holding(base, Path::new("/tmp/hedge-a/test-1")), test);
        let nested = Path::new("/tmp/hedge-a/test-1/tmp/hedge-b/test-2");
        assert_eq!(test_holding(base, nested), test);
        assert_eq!(test_holding(base, Path::new("/tmp/hedge-b/test-1")), None);
        assert_eq!(test_holding(base, base), None);
    }

    /// A process of a hedge that a running test runs belongs to that test: it is not
    /// swept until the test is over.
    #[test]
    fn the_processes_of_a_hedge_run_by_a_running_test_are_not_swept() {
        let base = tempfile::tempdir().unwrap();
        let test = base.path().join("test-1");
        let mut child = escaped_sleeper(&test.join("tmp/hedge-b/test-2"));
        std::thread::sleep(Duration::from_millis(100));
        kill_outside(base.path(), |dir| dir == test);
        let kept = still_running(&mut child);
        kill_outside(base.path(), |_| false);
        let swept = !still_running(&mut child);
        stop(child);
        assert!(kept, "swept while its test runs");
        assert!(swept, "not swept once its test is over");
    }
}
