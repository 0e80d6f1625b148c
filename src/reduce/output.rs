//! The output file: always the best interesting candidate found so far, replaced atomically.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

pub struct BestSoFar {
    path: Option<PathBuf>,
    bytes: Vec<u8>,
}

impl BestSoFar {
    /// Starts from `initial` (known interesting), written to `path` at once.
    pub fn new(path: Option<PathBuf>, initial: &[u8]) -> io::Result<Self> {
        let best = BestSoFar {
            path,
            bytes: initial.to_vec(),
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
            self.bytes = candidate.to_vec();
            if let Err(e) = self.write() {
                eprintln!("hedge: warning: cannot update the output file: {e}");
            }
        }
    }

    /// Sets the final result, whatever its size, and writes it.
    pub fn finish(&mut self, result: &[u8]) -> io::Result<()> {
        self.bytes = result.to_vec();
        self.write()
    }

    fn write(&self) -> io::Result<()> {
        match &self.path {
            Some(path) => write_atomically(path, &self.bytes),
            None => Ok(()),
        }
    }
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so that
/// `path` always holds either the old or the new contents in full.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::Builder::new()
        .prefix(".hedge-")
        .tempfile_in(dir)?;
    file.write_all(bytes)?;
    file.as_file().sync_data()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}
