use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use tempfile::TempDir;

/// A fresh private directory holding only the candidate, under the input's own file name.
/// Removed, with whatever the test left in it, when dropped.
pub struct Sandbox {
    dir: TempDir,
    candidate: PathBuf,
}

impl Sandbox {
    pub fn new(file_name: &str, contents: &[u8]) -> io::Result<Self> {
        let dir = tempfile::Builder::new().prefix("hedge-").tempdir()?;
        let candidate = dir.path().join(file_name);
        fs::write(&candidate, contents)?;
        Ok(Sandbox { dir, candidate })
    }

    /// A fresh private directory holding the files of a candidate tree (relative paths).
    /// The candidate's path is the directory itself.
    pub fn new_tree(files: &[(String, Vec<u8>)]) -> io::Result<Self> {
        let dir = tempfile::Builder::new().prefix("hedge-").tempdir()?;
        for (relative, contents) in files {
            let path = dir.path().join(relative);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)?;
            }
            fs::write(&path, contents)?;
        }
        let candidate = dir.path().to_path_buf();
        Ok(Sandbox { dir, candidate })
    }

    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    pub fn candidate_path(&self) -> &Path {
        &self.candidate
    }
}
