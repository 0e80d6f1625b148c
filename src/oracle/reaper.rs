//! Kills the tests' process groups when hedge dies without doing it itself (`kill -9`).
//!
//! A small `sh`, started once, reads "+ GROUP" and "- GROUP" lines from a pipe whose only
//! writer is hedge. When hedge ends, however it ends, the pipe closes and the shell kills
//! every group still listed, background processes of the test included. Unlike a
//! parent-death signal this needs no code between fork and exec, so tests are started with
//! `posix_spawn`, which costs hedge far less CPU than `fork` per test.

use std::io::Write;
use std::os::unix::process::CommandExt;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;

/// Keeps a set of groups in a string (" 12 34 ") and kills what is left at end of input.
/// It ignores the signals a terminal or a supervisor sends, so that it outlives hedge.
const SCRIPT: &str = r#"trap '' INT TERM HUP QUIT
live=' '
while read -r op group; do
  case $op in
    +) live="$live$group " ;;
    -) case $live in *" $group "*) live="${live%% $group *} ${live#* $group }" ;; esac ;;
  esac
done
for group in $live; do kill -s KILL -- "-$group" 2>/dev/null; done
"#;

static REAPER: OnceLock<Option<ChildStdin>> = OnceLock::new();

/// A running test's process group, known to the reaper until this is dropped.
pub struct Registration {
    pgid: libc::pid_t,
}

/// Tells the reaper about a test's new process group. If no reaper could be started, a
/// `kill -9` of hedge leaves the tests running, as it would with any reducer.
pub fn register(pgid: libc::pid_t) -> Registration {
    tell('+', pgid);
    Registration { pgid }
}

impl Drop for Registration {
    /// Call after the group has been killed and its leader collected.
    fn drop(&mut self) {
        tell('-', self.pgid);
    }
}

fn tell(op: char, pgid: libc::pid_t) {
    if let Some(pipe) = REAPER.get_or_init(start) {
        // One short write is atomic on a pipe, so tests on other threads cannot interleave.
        // A write error means the reaper is gone: nothing to be done about it.
        let mut line = [0u8; 24];
        let mut cursor = std::io::Cursor::new(&mut line[..]);
        let _ = writeln!(cursor, "{op} {pgid}");
        let end = cursor.position() as usize;
        let _ = (&*pipe).write_all(&line[..end]);
    }
}

fn start() -> Option<ChildStdin> {
    let mut child = Command::new("/bin/sh")
        .arg("-c")
        .arg(SCRIPT)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        // Its own group: a Ctrl-C at the terminal is for hedge, not for the reaper.
        .process_group(0)
        .spawn()
        .ok()?;
    child.stdin.take()
}
