use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Private directories for tests, emptied and kept between tests: making and removing a
/// directory costs more than the rest of a test's bookkeeping on some file systems. The
/// directories left are removed when the last user drops this.
#[derive(Debug, Default)]
pub struct Directories {
    idle: Mutex<Vec<PathBuf>>,
}

impl Directories {
    fn take(&self) -> io::Result<PathBuf> {
        if let Some(dir) = self.idle.lock().unwrap().pop() {
            return Ok(dir);
        }
        Ok(tempfile::Builder::new().prefix("hedge-").tempdir()?.keep())
    }

    /// Empties `dir` of whatever the test left there and keeps it for the next test; a
    /// directory that cannot be emptied is removed as far as possible.
    fn give_back(&self, dir: PathBuf) {
        let mut emptied = empty(&dir).is_ok();
        if !emptied {
            make_removable(&dir);
            emptied = empty(&dir).is_ok();
        }
        if emptied {
            self.idle.lock().unwrap().push(dir);
        } else {
            let _ = fs::remove_dir_all(&dir);
        }
    }
}

impl Drop for Directories {
    fn drop(&mut self) {
        for dir in self.idle.get_mut().unwrap().drain(..) {
            let _ = fs::remove_dir_all(dir);
        }
    }
}

/// A private directory holding only the candidate, under the input's own file name. It is
/// emptied, with whatever the test left in it, when dropped.
pub struct Sandbox<'a> {
    directories: &'a Directories,
    dir: PathBuf,
    candidate: PathBuf,
}

impl<'a> Sandbox<'a> {
    pub fn new(directories: &'a Directories, file_name: &str, contents: &[u8]) -> io::Result<Self> {
        let dir = directories.take()?;
        let sandbox = Sandbox {
            directories,
            candidate: dir.join(file_name),
            dir,
        };
        fs::write(&sandbox.candidate, contents)?;
        Ok(sandbox)
    }

    /// A private directory holding the files of a candidate tree (relative paths). The
    /// candidate's path is the directory itself.
    pub fn new_tree(directories: &'a Directories, files: &[(String, Vec<u8>)]) -> io::Result<Self> {
        let dir = directories.take()?;
        let sandbox = Sandbox {
            directories,
            candidate: dir.clone(),
            dir,
        };
        for (relative, contents) in files {
            let path = sandbox.dir.join(relative);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)?;
            }
            fs::write(&path, contents)?;
        }
        Ok(sandbox)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn candidate_path(&self) -> &Path {
        &self.candidate
    }
}

impl Drop for Sandbox<'_> {
    fn drop(&mut self) {
        self.directories.give_back(std::mem::take(&mut self.dir));
    }
}

/// Removes everything inside `dir` and gives it back the permissions of a fresh one.
fn empty(dir: &Path) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            fs::remove_dir_all(entry.path())?;
        } else {
            fs::remove_file(entry.path())?;
        }
    }
    fs::set_permissions(dir, fs::Permissions::from_mode(0o700))
}

/// The test may have left directories it made unwritable or unreadable: opens them up.
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
