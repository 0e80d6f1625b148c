//! Kills the tests' processes and removes their directories when hedge dies without doing
//! it itself (`kill -9`).
//!
//! A small `sh`, started once, reads "+ GROUP", "- GROUP" and "d DIR" lines from a pipe
//! whose only writer is hedge. When hedge ends, however it ends, the pipe closes and the
//! shell kills every group still listed, background processes of the test included, then
//! every process that carries a test directory inside a DIR in its environment (those
//! that left their group: see [`super::leftovers`]), and removes each DIR. Unlike a
//! parent-death signal this needs no code between fork and exec, so tests are started with
//! `posix_spawn`, which costs hedge far less CPU than `fork` per test.

use std::io::Write;
use std::os::unix::process::CommandExt;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;

/// Keeps a set of groups in a string (" 12 34 ") and the directories in a file, and at end
/// of input kills what is left and removes the directories. The processes are looked for
/// a few times, since a process may start others until it is killed. It ignores the
/// signals a terminal or a supervisor sends, so that it outlives hedge.
const SCRIPT: &str = r#"trap '' INT TERM HUP QUIT
live=' '
dirs=''
while read -r op arg; do
  case $op in
    +) live="$live$arg " ;;
    -) case $live in *" $arg "*) live="${live%% $arg *} ${live#* $arg }" ;; esac ;;
    d) dirs="$dirs$arg
" ;;
  esac
done
for group in $live; do kill -s KILL -- "-$group" 2>/dev/null; done
[ -n "$dirs" ] || exit 0
for round in 1 2 3 4 5; do
  printf '%s' "$dirs" | while IFS= read -r dir; do
    grep -lsFz "HEDGE_TEST_DIR=$dir/" /proc/[0-9]*/environ | while IFS= read -r file; do
      pid=${file#/proc/}; kill -s KILL "${pid%/environ}" 2>/dev/null
    done
  done
  sleep 0.1 2>/dev/null || sleep 1
done
printf '%s' "$dirs" | while IFS= read -r dir; do chmod -R u+rwx "$dir" 2>/dev/null; rm -rf "$dir"; done
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

/// Tells the reaper to remove `dir`, and kill the processes of the tests in it, if hedge
/// ends without doing it. A path the shell could not read back (a newline) is left out.
pub fn remove_at_end(dir: &std::path::Path) {
    let Some(path) = dir.to_str().filter(|p| !p.contains('\n')) else {
        return;
    };
    if let Some(pipe) = REAPER.get_or_init(start) {
        // Up to PIPE_BUF bytes go in one piece; a longer path may interleave, as rare as
        // such a temporary directory is.
        let _ = (&*pipe).write_all(format!("d {path}\n").as_bytes());
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
