//! Starting a test with `posix_spawn`, its environment made once.
//!
//! Every test gets its own `TMPDIR`. With `std::process::Command`, changing one variable
//! makes every spawn copy, sort and convert hedge's whole environment again, which cost
//! more than the rest of hedge's work for a test. Here the environment is converted once
//! and each spawn only adds its `TMPDIR` and `HEDGE_TEST_DIR`.

use std::ffi::{CStr, CString, OsStr};
use std::io;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use nix::spawn::{PosixSpawnAttr, PosixSpawnFileActions, PosixSpawnFlags, posix_spawnp};
use nix::sys::signal::{SigSet, Signal};
use rustix::io::fcntl_dupfd_cloexec;
use rustix::pipe::{PipeFlags, pipe_with};
use rustix::process::{Resource, getrlimit};

/// hedge's environment without `TMPDIR` and `HEDGE_TEST_DIR`, as `NAME=value` C strings.
#[derive(Debug)]
pub struct Environment {
    entries: Vec<CString>,
}

impl Environment {
    pub fn capture() -> Environment {
        // A hedge run by a test inherits that test's `HEDGE_TEST_DIR`: its own tests get
        // theirs instead, not a second one, which programs read differently (a shell
        // keeps the last, Python the first, a C program passes both on).
        let entries = std::env::vars_os()
            .filter(|(name, _)| name != "TMPDIR" && name != super::leftovers::TEST_DIR_VARIABLE)
            .filter_map(|(name, value)| {
                let mut entry = name.into_vec();
                entry.push(b'=');
                entry.extend_from_slice(value.as_bytes());
                CString::new(entry).ok()
            })
            .collect();
        Environment { entries }
    }

    /// Sets `name` to `value` unless it is set already.
    pub fn set_default(&mut self, name: &str, value: &str) {
        let prefix = format!("{name}=");
        if !self
            .entries
            .iter()
            .any(|e| e.as_bytes().starts_with(prefix.as_bytes()))
        {
            let entry = CString::new(format!("{prefix}{value}")).expect("no NUL in a name");
            self.entries.push(entry);
        }
    }
}

/// What to start: `program args`, in `dir`, with `TMPDIR=tmp` and
/// `HEDGE_TEST_DIR=test_dir` (see [`super::leftovers`]) added to `env`.
pub struct Launch<'a> {
    pub program: &'a Path,
    pub args: &'a [String],
    pub dir: &'a Path,
    pub tmp: &'a Path,
    pub test_dir: &'a Path,
    pub env: &'a Environment,
    /// Whether `program` runs with `/bin/sh` (see `spawn`). Shared by every launch of the
    /// same program, so that the kernel refuses it only once.
    pub with_sh: &'a AtomicBool,
    /// Whether a test stopped early is asked to end (SIGTERM) before it is killed: a
    /// launcher such as `srun` must tell its scheduler, or a job it waits for is left.
    pub term_first: bool,
}

/// Which of a test's output streams go into pipes for hedge to read; the others go to
/// `/dev/null`.
#[derive(Clone, Copy, Debug)]
pub struct Capture {
    pub stdout: bool,
    pub stderr: bool,
}

/// A started test: the leader of its own session and process group, with the read ends
/// of its pipes.
pub struct Spawned {
    pub pid: libc::pid_t,
    pub stdout: Option<OwnedFd>,
    pub stderr: Option<OwnedFd>,
    /// Readable (at end of file) once every process holding [`token_fd`] has ended.
    pub token: OwnedFd,
}

/// The descriptor every process of a test inherits unless it closes it: the write end of
/// a pipe whose read end tells hedge whether any process of the test may still run. High,
/// out of the way of the descriptors scripts use, and below the limit of open files.
fn token_fd() -> RawFd {
    static FD: OnceLock<RawFd> = OnceLock::new();
    *FD.get_or_init(|| {
        // No soft limit (`None`, RLIM_INFINITY) counts as the largest. rustix treats the
        // call as infallible: for this resource and this process it cannot fail.
        let soft = getrlimit(Resource::Nofile)
            .current
            .unwrap_or(u64::MAX)
            .min(1 << 20) as RawFd;
        (soft - 1).clamp(3, 254)
    })
}

/// Starts the test in a new session (so a new process group), with stdin from `/dev/null`, stdout and stderr
/// into pipes as `capture` says (else to `/dev/null`), and signals at their defaults. A
/// program name without `/` is looked up in `PATH`.
///
/// A file the kernel cannot execute (`ENOEXEC`: a script without a `#!` line) runs with
/// `/bin/sh`, as `execvp` and shells do, so a test written as plain shell commands works;
/// `launch.with_sh` remembers it for the next launches.
pub fn spawn(launch: &Launch, capture: Capture) -> io::Result<Spawned> {
    start(launch, capture).map_err(|error| {
        let program = launch.program.display();
        let message = match crlf_interpreter(launch.program) {
            Some(line) if error.kind() == io::ErrorKind::NotFound => format!(
                "cannot start {program}: its first line {line:?} ends in \\r (Windows line ends), so the system looks for an interpreter whose name ends in \\r; fix: sed -i 's/\\r$//' {program}"
            ),
            _ => format!("cannot start {program}: {error}"),
        };
        io::Error::new(error.kind(), message)
    })
}

/// The `#!` line of `program` when it ends in a carriage return.
fn crlf_interpreter(program: &Path) -> Option<String> {
    let mut head = [0u8; 256];
    let n = std::io::Read::read(&mut std::fs::File::open(program).ok()?, &mut head).ok()?;
    let line = head[..n].split(|&b| b == b'\n').next()?;
    (line.starts_with(b"#!") && line.ends_with(b"\r"))
        .then(|| String::from_utf8_lossy(line).into_owned())
}

/// `/dev/null`, opened once for every test's standard input and unread output: a test
/// may delete the node (a compiler run as root with `-o /dev/null` removes its output on
/// failure), and later tests must still start.
fn dev_null() -> io::Result<RawFd> {
    static DEV_NULL: OnceLock<Result<OwnedFd, (io::ErrorKind, String)>> = OnceLock::new();
    let opened = DEV_NULL.get_or_init(|| {
        std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open("/dev/null")
            .map(OwnedFd::from)
            .map_err(|e| (e.kind(), format!("cannot open /dev/null: {e}")))
    });
    match opened {
        Ok(fd) => Ok(fd.as_raw_fd()),
        Err((kind, message)) => Err(io::Error::new(*kind, message.clone())),
    }
}

fn start(launch: &Launch, capture: Capture) -> io::Result<Spawned> {
    // argv[0] is also the program to run; room is left for `/bin/sh`.
    let mut argv = Vec::with_capacity(launch.args.len() + 2);
    argv.push(c_string(&[launch.program.as_os_str()])?);
    for arg in launch.args {
        argv.push(c_string(&[OsStr::new(arg)])?);
    }
    if !launch.with_sh.load(Ordering::Relaxed) {
        match spawn_argv(&argv, launch, capture) {
            Err(error) if error.raw_os_error() == Some(libc::ENOEXEC) => {
                launch.with_sh.store(true, Ordering::Relaxed)
            }
            result => return result,
        }
    }
    argv.insert(0, c"/bin/sh".to_owned());
    spawn_argv(&argv, launch, capture)
}

fn spawn_argv(argv: &[CString], launch: &Launch, capture: Capture) -> io::Result<Spawned> {
    let dir = c_string(&[launch.dir.as_os_str()])?;
    let tmpdir = c_string(&[OsStr::new("TMPDIR="), launch.tmp.as_os_str()])?;
    let test_dir = c_string(&[
        OsStr::new(super::leftovers::TEST_DIR_VARIABLE),
        OsStr::new("="),
        launch.test_dir.as_os_str(),
    ])?;
    let envp: Vec<&CStr> = launch
        .env
        .entries
        .iter()
        .map(CString::as_c_str)
        .chain([tmpdir.as_c_str(), test_dir.as_c_str()])
        .collect();

    let stdout_pipe = if capture.stdout { Some(pipe()?) } else { None };
    let stderr_pipe = if capture.stderr { Some(pipe()?) } else { None };
    let (token, token_write) = pipe()?;

    let null = dev_null()?;
    let mut actions = PosixSpawnFileActions::init()?;
    actions.add_dup2(null, 0)?;
    for (fd, pipe) in [(1, &stdout_pipe), (2, &stderr_pipe)] {
        match pipe {
            Some((_, write)) => actions.add_dup2(write.as_raw_fd(), fd)?,
            None => actions.add_dup2(null, fd)?,
        }
    }
    actions.add_dup2(token_write.as_raw_fd(), token_fd())?;
    add_chdir(&mut actions, &dir)?;

    let pid = posix_spawnp(&argv[0], &actions, &attributes()?, argv, &envp)?;
    Ok(Spawned {
        pid: pid.as_raw(),
        stdout: stdout_pipe.map(|(read, _)| read),
        stderr: stderr_pipe.map(|(read, _)| read),
        token,
    })
}

/// `parts` joined into one C string, allocated once at its final size.
fn c_string(parts: &[&OsStr]) -> io::Result<CString> {
    let mut bytes = Vec::with_capacity(parts.iter().map(|p| p.len()).sum::<usize>() + 1);
    for part in parts {
        bytes.extend_from_slice(part.as_bytes());
    }
    CString::new(bytes)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a NUL byte in an argument"))
}

/// A pipe with both ends closed on exec, its write end above the standard descriptors
/// (a `dup2` onto itself would keep it closed on exec).
fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let (read, write) = pipe_with(PipeFlags::CLOEXEC)?;
    if write.as_raw_fd() > 2 {
        return Ok((read, write));
    }
    Ok((read, fcntl_dupfd_cloexec(&write, 3)?))
}

/// A new session, no blocked signals, and SIGPIPE (which Rust programs ignore) back
/// at its default; handled signals return to their defaults on exec anyway.
fn attributes() -> io::Result<PosixSpawnAttr> {
    let mut attributes = PosixSpawnAttr::init()?;
    // nix has no name for glibc's POSIX_SPAWN_SETSID.
    let setsid = PosixSpawnFlags::from_bits_retain(libc::POSIX_SPAWN_SETSID.into());
    attributes.set_flags(
        setsid | PosixSpawnFlags::POSIX_SPAWN_SETSIGMASK | PosixSpawnFlags::POSIX_SPAWN_SETSIGDEF,
    )?;
    attributes.set_sigmask(&SigSet::empty())?;
    let mut default = SigSet::empty();
    default.add(Signal::SIGPIPE);
    attributes.set_sigdefault(&default)?;
    Ok(attributes)
}

// The cast in `add_chdir` needs nix's actions to be the libc object itself.
const _: () = assert!(
    size_of::<PosixSpawnFileActions>() == size_of::<libc::posix_spawn_file_actions_t>()
        && align_of::<PosixSpawnFileActions>() == align_of::<libc::posix_spawn_file_actions_t>()
);

/// Adds a `chdir` into `dir` to `actions`.
fn add_chdir(actions: &mut PosixSpawnFileActions, dir: &CStr) -> io::Result<()> {
    let raw = (actions as *mut PosixSpawnFileActions).cast::<libc::posix_spawn_file_actions_t>();
    // SAFETY: nix declares PosixSpawnFileActions `#[repr(transparent)]` over the
    // initialized libc object (the assertion above fails the build if its layout
    // changes), so `raw` points to that object, borrowed mutably for the call; `dir` is
    // NUL-terminated and glibc copies it. No safe call exists: nix wraps adddup2,
    // addclose and addopen but not addchdir_np, and rustix and std have no posix_spawn.
    match unsafe { libc::posix_spawn_file_actions_addchdir_np(raw, dir.as_ptr()) } {
        0 => Ok(()),
        error => Err(io::Error::from_raw_os_error(error)),
    }
}
