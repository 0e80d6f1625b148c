//! Runs one process in its own process group, with a deadline, and kills the whole group
//! when it ends, so that background children of a test never outlive it.

use std::fs::File;
use std::io::{self, Read};
use std::os::fd::OwnedFd;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::fs::{OFlags, fcntl_getfl, fcntl_setfl};
use rustix::io::Errno;
use rustix::process::{Pid, PidfdFlags, pidfd_open};

use super::cancel::{Cancel, kill_group, stop_group};
use super::capture::Captured;
use super::spawn::{Capture, Launch, spawn};
use super::stop::Stop;
use super::{leftovers, reaper};

/// How a test run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Exited by itself with this exit status.
    Exited(i32),
    /// Killed by this signal number (hedge's own kills are `TimedOut` and `Cancelled`).
    Signaled(i32),
    /// Killed at the timeout.
    TimedOut,
    /// Killed because its result was no longer needed (or the oracle was stopped).
    Cancelled,
}

impl Ending {
    /// How a run ended, as the verb phrase after "the test": "ended with exit status 1",
    /// "timed out".
    pub fn told(self) -> String {
        match self {
            Ending::Exited(_) => format!("ended with {self}"),
            Ending::Signaled(_) => format!("was {self}"),
            Ending::TimedOut => "timed out".into(),
            Ending::Cancelled => "was cancelled".into(),
        }
    }

    /// Whether the test ended by itself (its outcome means something).
    pub fn is_complete(self) -> bool {
        matches!(self, Ending::Exited(_) | Ending::Signaled(_))
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Ending::Exited(code) => write!(f, "exit status {code}"),
            Ending::Signaled(sig) => write!(
                f,
                "killed by signal {sig} ({})",
                signal_name(*sig).unwrap_or("signal")
            ),
            Ending::TimedOut => write!(f, "timed out"),
            Ending::Cancelled => write!(f, "cancelled"),
        }
    }
}

/// The name of a signal that ends a test (`SIGSEGV`), when it is one of the usual ones.
pub(super) fn signal_name(sig: i32) -> Option<&'static str> {
    Some(match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGBUS => "SIGBUS",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        libc::SIGTRAP => "SIGTRAP",
        _ => return None,
    })
}

pub struct Finished {
    pub ending: Ending,
    pub duration: Duration,
    /// CPU time the test's process and the children it waited for used on this machine.
    pub cpu: Duration,
    pub stdout: Captured,
    pub stderr: Captured,
}

/// How often a running test checks whether its oracle was stopped. Exits, output and
/// cancellations wake it at once.
const INTERRUPT_POLL: Duration = Duration::from_millis(100);
/// How long to wait for output after the process group is gone; a process that left the
/// group (setsid) may hold the pipes open for ever.
const READER_GRACE: Duration = Duration::from_millis(200);

/// How long a test asked to end (SIGTERM, see `Launch::term_first`) has before its group
/// is killed: enough for a launcher to tell its scheduler.
const TERM_GRACE: Duration = Duration::from_secs(2);

/// How long the processes killed with the test's group take to end and close their copy
/// of the test's token; a token still open after that means something else holds it.
const LEFTOVER_GRACE: Duration = Duration::from_millis(50);

/// Whether every copy of the test's token (see `spawn`) is closed within `limit`.
fn closed_within(token: &OwnedFd, limit: Duration) -> bool {
    let mut fds = [PollFd::new(token, PollFlags::IN)];
    let end = Instant::now() + limit;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        match poll(&mut fds, Some(&poll_timeout(left))) {
            // Nobody writes to the token: readable means every writer is gone.
            Ok(ready) => return ready > 0,
            Err(Errno::INTR) => {}
            Err(_) => return false,
        }
    }
}

/// `limit` as a timeout for `poll`, in whole milliseconds up to `i32::MAX` as `poll(2)`
/// takes them.
fn poll_timeout(limit: Duration) -> Timespec {
    let millis = limit.as_millis().min(i32::MAX as u128) as u64;
    Timespec::try_from(Duration::from_millis(millis)).expect("i32::MAX ms fit a timespec")
}

/// A test that cannot be started may start a moment later (`ETXTBSY` while the script is
/// being rewritten, `EAGAIN` at a process limit): it is tried again after these pauses.
const START_RETRY_PAUSES: [Duration; 3] = [
    Duration::from_millis(10),
    Duration::from_millis(50),
    Duration::from_millis(200),
];

fn spawn_retrying(
    launch: &Launch,
    capture: Capture,
    stop: &Stop,
) -> io::Result<super::spawn::Spawned> {
    let mut result = spawn(launch, capture);
    for pause in START_RETRY_PAUSES {
        if result.is_ok() || stop.is_stopped() {
            break;
        }
        std::thread::sleep(pause);
        result = spawn(launch, capture);
    }
    result
}

/// Runs the launch in a new process group (see `spawn`).
///
/// One thread does everything: it waits in `poll` for the test to exit (a pidfd) or to
/// write output, so a test costs hedge no helper threads and no periodic wake-ups.
pub fn run(
    launch: &Launch,
    timeout: Duration,
    capture: Capture,
    cancel: &Cancel,
    stop: &Stop,
) -> io::Result<Finished> {
    let start = Instant::now();
    let child = spawn_retrying(launch, capture, stop)?;
    let pgid = child.pid;
    let token = child.token;
    let registration = reaper::register(pgid);
    cancel.attach(pgid, launch.term_first);
    let exit_fd = PidFd::open(pgid);
    let mut stdout = child.stdout.map(Stream::new).transpose()?;
    let mut stderr = child.stderr.map(Stream::new).transpose()?;

    let deadline = start + timeout;
    let mut killed_as = None;
    // For a test asked to end first: when its group is killed if it has not.
    let mut kill_at: Option<Instant> = None;
    let (status, cpu) = loop {
        match try_wait(pgid) {
            Ok(Some(ended)) => break ended,
            Ok(None) => {}
            Err(error) => {
                kill_group(pgid);
                cancel.detach();
                return Err(error);
            }
        }
        let now = Instant::now();
        // A cancellation kills the group from the cancelling thread (see `Cancel`); only
        // a stop and the deadline are this thread's to notice.
        if killed_as.is_none() {
            if stop.is_stopped() {
                killed_as = Some(Ending::Cancelled);
            } else if now >= deadline {
                killed_as = Some(Ending::TimedOut);
            }
            if killed_as.is_some() {
                stop_group(pgid, launch.term_first);
            }
        }
        if launch.term_first {
            let stopping = killed_as.is_some() || cancel.is_cancelled();
            match kill_at {
                None if stopping => kill_at = Some(now + TERM_GRACE),
                Some(at) if now >= at => kill_group(pgid),
                _ => {}
            }
        }
        // Without a pidfd (kernels before 5.3) an exit is noticed within a millisecond.
        let poll_limit = if exit_fd.is_some() {
            INTERRUPT_POLL
        } else {
            Duration::from_millis(1)
        };
        let wait = poll_limit.min(deadline.saturating_duration_since(now));
        wait_for(exit_fd.as_ref(), &mut [&mut stdout, &mut stderr], wait)?;
    };
    // The leader is gone; make sure nothing it started lives on, whatever group or
    // session it moved to.
    kill_group(pgid);
    if !closed_within(&token, LEFTOVER_GRACE) {
        leftovers::kill_test(pgid, launch.test_dir, || {
            closed_within(&token, LEFTOVER_GRACE)
        });
    }
    cancel.detach();
    drop(registration);
    if killed_as.is_none() && cancel.is_cancelled() {
        // Killed by the canceller before this thread looked.
        killed_as = Some(Ending::Cancelled);
    }
    let grace_end = Instant::now() + READER_GRACE;
    while let Some(left) = grace_end.checked_duration_since(Instant::now()) {
        if stdout.as_ref().is_none_or(Stream::closed) && stderr.as_ref().is_none_or(Stream::closed)
        {
            break;
        }
        wait_for(None, &mut [&mut stdout, &mut stderr], left)?;
    }
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
        cpu,
        stdout: stdout.map(|s| s.captured).unwrap_or_default(),
        stderr: stderr.map(|s| s.captured).unwrap_or_default(),
    })
}

/// The exit status of child `pid` if it has ended (and reaps it), with the CPU time it
/// and the children it waited for used.
fn try_wait(pid: libc::pid_t) -> io::Result<Option<(ExitStatus, Duration)>> {
    let seconds = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    loop {
        // SAFETY: an all-zero rusage is a valid value of the plain C struct, and wait4
        // writes the status and resource usage of our own child into the two locals it
        // is given. No safe call exists: rustix's and nix's `waitpid` and `waitid`, like
        // std's `Child::try_wait`, do not return the child's resource usage.
        let (rc, status, usage) = unsafe {
            let mut status: libc::c_int = 0;
            let mut usage: libc::rusage = std::mem::zeroed();
            let rc = libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage);
            (rc, status, usage)
        };
        match rc {
            0 => return Ok(None),
            rc if rc == pid => {
                let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
                return Ok(Some((ExitStatus::from_raw(status), cpu)));
            }
            _ => {
                let error = io::Error::last_os_error();
                if error.kind() != io::ErrorKind::Interrupted {
                    return Err(error);
                }
            }
        }
    }
}

/// A file descriptor that becomes readable when a process exits.
struct PidFd(OwnedFd);

impl PidFd {
    fn open(pid: libc::pid_t) -> Option<PidFd> {
        // A number that names no process (0 or below) gets none, as from the kernel.
        let pid = Pid::from_raw(pid)?;
        pidfd_open(pid, PidfdFlags::empty()).ok().map(PidFd)
    }
}

/// A test's output pipe, read without blocking as data arrives.
struct Stream {
    pipe: File,
    captured: Captured,
    closed: bool,
}

impl Stream {
    fn new(pipe: impl Into<OwnedFd>) -> io::Result<Stream> {
        let pipe = File::from(pipe.into());
        let flags = fcntl_getfl(&pipe)?;
        fcntl_setfl(&pipe, flags | OFlags::NONBLOCK)?;
        Ok(Stream {
            pipe,
            captured: Captured::default(),
            closed: false,
        })
    }

    fn closed(&self) -> bool {
        self.closed
    }

    /// Reads what is there now.
    fn read_available(&mut self) {
        let mut buf = [0u8; 16 << 10];
        while !self.closed {
            match self.pipe.read(&mut buf) {
                Ok(0) => self.closed = true,
                Ok(n) => self.captured.push(&buf[..n]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                Err(_) => self.closed = true,
            }
        }
    }
}

/// Waits up to `limit` for the process to exit or a stream to have data, then reads the
/// streams that have some.
fn wait_for(
    exit_fd: Option<&PidFd>,
    streams: &mut [&mut Option<Stream>; 2],
    limit: Duration,
) -> io::Result<()> {
    // The streams still open; the others are not watched.
    let pipes: [Option<&File>; 2] =
        [0, 1].map(|i| streams[i].as_ref().filter(|s| !s.closed).map(|s| &s.pipe));
    // The exit first (when there is a pidfd), then the open streams in order.
    let mut fds: Vec<PollFd> = exit_fd
        .map(|exit_fd| PollFd::new(&exit_fd.0, PollFlags::IN))
        .into_iter()
        .chain(
            pipes
                .iter()
                .flatten()
                .map(|pipe| PollFd::new(*pipe, PollFlags::IN)),
        )
        .collect();
    let timeout = poll_timeout(limit.max(Duration::from_millis(1)));
    match poll(&mut fds, Some(&timeout)) {
        Err(error) if error != Errno::INTR => return Err(error.into()),
        _ => {}
    }
    let mut pipe_events = fds[usize::from(exit_fd.is_some())..]
        .iter()
        .map(PollFd::revents);
    let ready =
        pipes.map(|pipe| pipe.is_some() && pipe_events.next().is_some_and(|e| !e.is_empty()));
    for (ready, stream) in ready.into_iter().zip(streams.iter_mut()) {
        if ready && let Some(stream) = stream.as_mut() {
            stream.read_available();
        }
    }
    Ok(())
}
