//! Runs one process in its own process group, with a deadline, and kills the whole group
//! when it ends, so that background children of a test never outlive it.

use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use super::Captured;

/// How a test run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    Exited(i32),
    Signaled(i32),
    /// Killed at the timeout.
    TimedOut,
    /// Killed because its result was no longer needed (or hedge was interrupted).
    Cancelled,
}

impl Ending {
    /// Whether the test ended by itself (its outcome means something).
    pub fn is_complete(self) -> bool {
        matches!(self, Ending::Exited(_) | Ending::Signaled(_))
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Ending::Exited(code) => write!(f, "exit status {code}"),
            Ending::Signaled(sig) => write!(f, "killed by signal {sig} ({})", signal_name(*sig)),
            Ending::TimedOut => write!(f, "timed out"),
            Ending::Cancelled => write!(f, "cancelled"),
        }
    }
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGBUS => "SIGBUS",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        _ => "signal",
    }
}

pub struct Finished {
    pub ending: Ending,
    pub duration: Duration,
    pub stdout: Captured,
    pub stderr: Captured,
}

/// How often a running test checks for cancellation. Exits are noticed at once.
const CANCEL_POLL: Duration = Duration::from_millis(10);
/// How long to wait for output readers after the process group is gone; a process that left
/// the group (setsid) may hold the pipes open for ever.
const READER_GRACE: Duration = Duration::from_millis(200);

/// Runs `program args` in `dir`, in a new process group, with stdin closed.
pub fn run(
    program: &Path,
    args: &[String],
    dir: &Path,
    timeout: Duration,
    capture_stdout: bool,
    cancelled: &dyn Fn() -> bool,
) -> io::Result<Finished> {
    let start = Instant::now();
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(if capture_stdout {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::piped())
        .process_group(0);
    die_with_hedge(&mut command);
    let mut child = command.spawn()?;
    let pgid = child.id() as libc::pid_t;

    let stdout = child.stdout.take().map(spawn_reader);
    let stderr = child.stderr.take().map(spawn_reader);

    let (done_tx, done_rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = done_tx.send(child.wait());
    });

    let deadline = start + timeout;
    let mut killed_as = None;
    let status = loop {
        let now = Instant::now();
        let wait = CANCEL_POLL.min(deadline.saturating_duration_since(now));
        match done_rx.recv_timeout(wait) {
            Ok(status) => break status?,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if killed_as.is_none() {
                    if cancelled() {
                        killed_as = Some(Ending::Cancelled);
                    } else if Instant::now() >= deadline {
                        killed_as = Some(Ending::TimedOut);
                    }
                    if killed_as.is_some() {
                        kill_group(pgid);
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(io::Error::other("lost track of a test process"));
            }
        }
    };
    // The leader is gone; make sure nothing it started lives on.
    kill_group(pgid);
    let duration = start.elapsed();

    let ending = match killed_as {
        Some(ending) => ending,
        None => match (status.code(), status.signal()) {
            (Some(code), _) => Ending::Exited(code),
            (None, Some(sig)) => Ending::Signaled(sig),
            (None, None) => Ending::Exited(-1),
        },
    };
    Ok(Finished {
        ending,
        duration,
        stdout: stdout.map(collect_reader).unwrap_or_default(),
        stderr: stderr.map(collect_reader).unwrap_or_default(),
    })
}

/// Makes the test's direct child die with SIGKILL if hedge itself dies (even by `kill -9`),
/// when the tests' own process groups can no longer be killed by hedge. Processes the test
/// started in the background are not covered: they outlive a `kill -9` of hedge.
fn die_with_hedge(command: &mut Command) {
    // SAFETY: getpid is async-signal-safe.
    let hedge = unsafe { libc::getpid() };
    // SAFETY: the closure runs between fork and exec and only makes async-signal-safe calls.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(io::Error::last_os_error());
            }
            // hedge died between fork and prctl: nobody would ever collect this test.
            if libc::getppid() != hedge {
                libc::_exit(1);
            }
            Ok(())
        });
    }
}

fn kill_group(pgid: libc::pid_t) {
    // SAFETY: killpg only sends a signal; a group that no longer exists yields ESRCH.
    unsafe {
        libc::killpg(pgid, libc::SIGKILL);
    }
}

fn spawn_reader(stream: impl io::Read + Send + 'static) -> mpsc::Receiver<Captured> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = tx.send(Captured::read_from(stream));
    });
    rx
}

fn collect_reader(rx: mpsc::Receiver<Captured>) -> Captured {
    rx.recv_timeout(READER_GRACE).unwrap_or_default()
}
