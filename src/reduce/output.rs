//! The output file: always the best interesting candidate found so far, replaced atomically.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Accepted results kept for the final re-test to fall back on, newest last...
const HISTORY_LEN: usize = 8;
/// ...within this many bytes in all, so that huge inputs do not multiply memory use.
const HISTORY_BYTES: usize = 64 << 20;

pub struct BestSoFar {
    path: Option<PathBuf>,
    bytes: Vec<u8>,
    /// The last results accepted before the current one, oldest first.
    history: VecDeque<Vec<u8>>,
}

impl BestSoFar {
    /// Starts from `initial` (known interesting), written to `path` at once.
    pub fn new(path: Option<PathBuf>, initial: &[u8]) -> io::Result<Self> {
        let best = BestSoFar {
            path,
            bytes: initial.to_vec(),
            history: VecDeque::new(),
        };
        best.write()?;
        Ok(best)
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Keeps `candidate` (known interesting) if it is no larger than the best so far.
    /// A write error is reported on stderr but does not stop the reduction; the final
    /// write reports it as an error.
    pub fn offer(&mut self, candidate: &[u8]) {
        if candidate.len() <= self.bytes.len() && candidate != self.bytes {
            let previous = std::mem::replace(&mut self.bytes, candidate.to_vec());
            self.remember(previous);
            if let Err(e) = self.write() {
                eprintln!("hedge: warning: cannot update the output file: {e}");
            }
        }
    }

    /// Results accepted before the current best, newest first (the original input, which
    /// the caller knows, may have been dropped).
    pub fn history(&self) -> impl Iterator<Item = &[u8]> {
        self.history.iter().rev().map(Vec::as_slice)
    }

    fn remember(&mut self, text: Vec<u8>) {
        self.history.push_back(text);
        let mut total: usize = self.history.iter().map(Vec::len).sum();
        while self.history.len() > HISTORY_LEN || total > HISTORY_BYTES {
            let Some(dropped) = self.history.pop_front() else {
                break;
            };
            total -= dropped.len();
        }
    }

    /// Sets the final result, whatever its size, and writes it.
    pub fn finish(&mut self, result: &[u8]) -> io::Result<()> {
        self.bytes = result.to_vec();
        self.write()
    }

    fn write(&self) -> io::Result<()> {
        match &self.path {
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
    let mode = std::fs::metadata(path).map_or(0o644, |m| m.permissions().mode() & 0o7777);
    file.as_file()
        .set_permissions(std::fs::Permissions::from_mode(mode))?;
    file.write_all(bytes)?;
    if sync {
        file.as_file().sync_data()?;
    }
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}
