use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A fresh private directory holding only the candidate, under the input's own file name.
/// Removed, with whatever the test left in it, when dropped.
pub struct Sandbox {
    dir: PathBuf,
    candidate: PathBuf,
}

impl Sandbox {
    pub fn new(file_name: &str, contents: &[u8]) -> io::Result<Self> {
        let dir = tempfile::Builder::new().prefix("hedge-").tempdir()?.keep();
        let sandbox = Sandbox {
            candidate: dir.join(file_name),
            dir,
        };
        fs::write(&sandbox.candidate, contents)?;
        Ok(sandbox)
    }

    /// A fresh private directory holding the files of a candidate tree (relative paths).
    /// The candidate's path is the directory itself.
    pub fn new_tree(files: &[(String, Vec<u8>)]) -> io::Result<Self> {
        let dir = tempfile::Builder::new().prefix("hedge-").tempdir()?.keep();
        for (relative, contents) in files {
            let path = dir.join(relative);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)?;
            }
            fs::write(&path, contents)?;
        }
        let candidate = dir.clone();
        Ok(Sandbox { dir, candidate })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn candidate_path(&self) -> &Path {
        &self.candidate
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        if fs::remove_dir_all(&self.dir).is_ok() {
            return;
        }
        // The test may have left directories it made unwritable or unreadable: open them
        // up and try again, so that no run leaves a directory behind.
        make_removable(&self.dir);
        let _ = fs::remove_dir_all(&self.dir);
    }
}

fn make_removable(dir: &Path) {
    let _ = fs::set_permissions(dir, fs::Permissions::from_mode(0o700));
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            make_removable(&entry.path());
        }
    }
}
