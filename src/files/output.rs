//! The output file: always the best interesting candidate found so far, replaced atomically.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Accepted results kept for the final re-test to fall back on, newest last...
const HISTORY_LEN: usize = 8;
/// ...within twice the input's size in all (but at least this many bytes)...
const HISTORY_FLOOR: usize = 1 << 20;
/// ...and never more than this, so that a large input's reduction does not hold many
/// copies of it.
const HISTORY_BYTES: usize = 64 << 20;

/// The bytes the history of a reduction of `initial` may hold.
fn history_bytes(initial: &[u8]) -> usize {
    (2 * initial.len()).clamp(HISTORY_FLOOR, HISTORY_BYTES)
}

/// What became of a candidate offered as the best result (see [`BestSoFar::offer`]).
#[derive(Debug)]
pub struct Offered {
    /// Whether it is the best result now.
    pub kept: bool,
    /// Why it is not in the output file, when writing it failed.
    pub unwritten: Option<io::Error>,
}

/// The best interesting candidate so far, kept in memory and written to the output path (if
/// any) each time it changes.
pub struct BestSoFar {
    path: Option<PathBuf>,
    /// Whether the bytes are a tree of files, written as a directory.
    tree: bool,
    /// Shared, not copied, with whoever else keeps the result (the trajectory's texts).
    bytes: Arc<[u8]>,
    /// The last results accepted before the current one, oldest first.
    history: VecDeque<Arc<[u8]>>,
    /// The most bytes `history` holds.
    history_bytes: usize,
}

impl BestSoFar {
    /// Starts from `initial` (known interesting), written to `path` at once.
    pub fn new(path: Option<PathBuf>, initial: impl Into<Arc<[u8]>>) -> io::Result<Self> {
        let bytes = initial.into();
        let best = BestSoFar {
            path,
            tree: false,
            history: VecDeque::new(),
            history_bytes: history_bytes(&bytes),
            bytes,
        };
        best.write()?;
        Ok(best)
    }

    /// Like [`BestSoFar::new`] for a tree of files (encoded, see
    /// [`crate::files::encode`]): `path` is a directory, replaced whole at each change, so
    /// that it always holds one complete tree.
    pub fn for_tree(path: Option<PathBuf>, initial: impl Into<Arc<[u8]>>) -> io::Result<Self> {
        let bytes = initial.into();
        let best = BestSoFar {
            path,
            tree: true,
            history: VecDeque::new(),
            history_bytes: history_bytes(&bytes),
            bytes,
        };
        best.write()?;
        Ok(best)
    }

    /// The best candidate so far.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The best result so far, shared: held after the lock on this value is let go.
    pub fn shared(&self) -> Arc<[u8]> {
        self.bytes.clone()
    }

    /// Keeps `candidate` (known interesting) if it is no larger than the best so far, and
    /// says whether it did, and whether writing it failed. A write error does not stop
    /// the reduction (the caller may warn); the final write reports it as an error.
    pub fn offer(&mut self, candidate: &Arc<[u8]>) -> Offered {
        let kept = candidate.len() <= self.bytes.len() && *candidate != self.bytes;
        let mut unwritten = None;
        if kept {
            let previous = std::mem::replace(&mut self.bytes, candidate.clone());
            self.remember(previous);
            unwritten = self.write().err();
        }
        Offered { kept, unwritten }
    }

    /// Results accepted before the current best, newest first (the original input, which
    /// the caller knows, may have been dropped).
    pub fn history(&self) -> impl Iterator<Item = &[u8]> {
        self.history.iter().rev().map(|text| &text[..])
    }

    fn remember(&mut self, text: Arc<[u8]>) {
        self.history.push_back(text);
        let mut total: usize = self.history.iter().map(|text| text.len()).sum();
        while self.history.len() > HISTORY_LEN || total > self.history_bytes {
            let Some(dropped) = self.history.pop_front() else {
                break;
            };
            total -= dropped.len();
        }
    }

    /// Sets the final result, whatever its size, and writes it.
    pub fn finish(&mut self, result: &[u8]) -> io::Result<()> {
        self.bytes = result.into();
        self.write()
    }

    fn write(&self) -> io::Result<()> {
        match &self.path {
            Some(dir) if self.tree => {
                let tree = super::encode::decode(&self.bytes).map_err(io::Error::other)?;
                replace_dir(dir, |staged| super::write::write_tree(staged, &tree))
            }
            Some(path) => replace_file(path, &self.bytes, false),
            None => Ok(()),
        }
    }
}

/// Writes `bytes` to a temporary file beside `path`, synced to disk, then renames it over
/// `path`, so that `path` always holds either the old or the new contents in full, even if
/// hedge or the machine stops. An existing file keeps its permissions; a new one gets
/// rw-r--r--. For files hedge writes once, like the backup of an input reduced in place.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    replace_file(path, bytes, true)
}

/// Like [`write_atomically`] without the sync, for the best-so-far output rewritten at
/// every accepted candidate: a killed hedge loses nothing the kernel already holds, and a
/// sync per candidate cost more CPU than the rest of a fast test's bookkeeping.
fn replace_file(path: &Path, bytes: &[u8], sync: bool) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::Builder::new()
        .prefix(".hedge-")
        .tempfile_in(dir)?;
    // One look at what is there gives the mode to keep and whether it can be swapped.
    let existing = std::fs::metadata(path).ok();
    let mode = existing
        .as_ref()
        .map_or(0o644, |m| m.permissions().mode() & 0o7777);
    file.as_file()
        .set_permissions(std::fs::Permissions::from_mode(mode))?;
    file.write_all(bytes)?;
    if sync {
        file.as_file().sync_data()?;
    }
    // Swapped with the old file, which the temporary file's drop then removes: renaming
    // over it makes ext4 start writing the new file out at once (its auto_da_alloc),
    // which cost more than the rest of the update. A plain rename where the update must
    // survive a crash whole (no stray old file), where swapping is not supported, or
    // where there is no old file (or a directory, which a rename refuses).
    let swapped = !sync && existing.is_some_and(|m| !m.is_dir()) && exchange(file.path(), path);
    if !swapped {
        file.persist(path).map_err(|e| e.error)?;
    }
    Ok(())
}

/// The file that marks a directory as one of hedge's outputs (which a later run may
/// replace with `--force`, or resume).
pub const OUTPUT_DIR_MARKER: &str = ".hedge-output";

/// Replaces the directory `dir` with one that `fill` writes (given its path), plus the
/// [`OUTPUT_DIR_MARKER`], in one step: the new tree is written beside `dir`, then swapped
/// in, so `dir` always holds a complete result, old or new.
pub fn replace_dir(dir: &Path, fill: impl FnOnce(&Path) -> io::Result<()>) -> io::Result<()> {
    let parent = match dir.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let staged = tempfile::Builder::new()
        .prefix(".hedge-")
        .tempdir_in(parent)?;
    std::fs::write(
        staged.path().join(OUTPUT_DIR_MARKER),
        "made by hedge; may be replaced by it\n",
    )?;
    fill(staged.path())?;
    let is_dir = std::fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir());
    if is_dir && exchange(staged.path(), dir) {
        // `staged` now names the old tree, which its drop removes.
        return Ok(());
    }
    if is_dir {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::rename(staged.path(), dir)?;
    let _ = staged.keep();
    Ok(())
}

/// Swaps the files at `a` and `b` in one step (Linux's `renameat2` with
/// `RENAME_EXCHANGE`); false when that cannot be done.
fn exchange(a: &Path, b: &Path) -> bool {
    use rustix::fs::{CWD, RenameFlags, renameat_with};
    // A path with a NUL byte is refused before any system call is made: false too.
    renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// Every offer replaces the file whole (the first by a rename, the next by swapping
    /// with the old file), keeps its permissions and leaves no temporary file behind.
    #[test]
    fn offers_replace_the_output_and_leave_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.c");
        let mut best =
            BestSoFar::new(Some(path.clone()), &b"int main() { return 0; }"[..]).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        for candidate in [&b"int main() { }"[..], b"int main;", b""] {
            best.offer(&Arc::from(candidate));
            assert_eq!(std::fs::read(&path).unwrap(), candidate);
            assert_eq!(names_in(dir.path()), ["out.c"]);
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    /// A directory in the output's place is not swapped away: the update fails.
    #[test]
    fn a_directory_in_the_way_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out");
        std::fs::create_dir(&path).unwrap();
        assert!(replace_file(&path, b"x", false).is_err());
        assert!(path.is_dir());
        assert_eq!(names_in(dir.path()), ["out"]);
    }
}
