use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Private directories for tests, emptied and kept between tests: making and removing a
/// directory costs more than the rest of a test's bookkeeping on some file systems. The
/// directories left are removed when the last user drops this.
#[derive(Debug, Default)]
pub struct Directories {
    idle: Mutex<Vec<Idle>>,
}

/// An emptied directory, maybe still holding the last candidate's file: overwriting it
/// costs the file system less than removing it and creating a new one.
#[derive(Debug)]
struct Idle {
    dir: PathBuf,
    kept: Option<KeptFile>,
}

/// A candidate file left in an idle directory, with the mode it was created with.
#[derive(Debug)]
struct KeptFile {
    path: PathBuf,
    mode: u32,
}

impl Directories {
    fn take(&self) -> io::Result<Idle> {
        if let Some(idle) = self.idle.lock().unwrap().pop() {
            return Ok(idle);
        }
        let dir = tempfile::Builder::new().prefix("hedge-").tempdir()?.keep();
        Ok(Idle { dir, kept: None })
    }

    /// Empties `dir` of whatever the test left there, but for `kept` when it is still a
    /// regular file, and keeps it for the next test; a directory that cannot be emptied is
    /// removed as far as possible.
    fn give_back(&self, dir: PathBuf, kept: Option<KeptFile>) {
        let mut emptied = empty(&dir, kept.as_ref().map(|k| k.path.as_path()));
        if emptied.is_err() {
            make_removable(&dir);
            emptied = empty(&dir, None);
        }
        match emptied {
            Ok(candidate_left) => self.idle.lock().unwrap().push(Idle {
                dir,
                kept: kept.filter(|_| candidate_left),
            }),
            Err(_) => {
                let _ = fs::remove_dir_all(&dir);
            }
        }
    }
}

impl Drop for Directories {
    fn drop(&mut self) {
        for idle in self.idle.get_mut().unwrap().drain(..) {
            let _ = fs::remove_dir_all(idle.dir);
        }
    }
}

/// A private directory holding only the candidate, under the input's own file name. It is
/// emptied, with whatever the test left in it, when dropped.
pub struct Sandbox<'a> {
    directories: &'a Directories,
    dir: PathBuf,
    candidate: PathBuf,
    /// The candidate's file, to be kept for the next test (single-file sandboxes only).
    kept: Option<KeptFile>,
}

impl<'a> Sandbox<'a> {
    pub fn new(directories: &'a Directories, file_name: &str, contents: &[u8]) -> io::Result<Self> {
        let Idle { dir, kept } = directories.take()?;
        // Made first, so that on an error the directory goes back to be emptied.
        let mut sandbox = Sandbox {
            directories,
            candidate: dir.join(file_name),
            dir,
            kept: None,
        };
        // A kept file that cannot be reused is removed (by `overwrite` or `discard`).
        let reused = match kept {
            Some(kept) if kept.path == sandbox.candidate => {
                overwrite(&kept, contents)?.then_some(kept.mode)
            }
            other => {
                discard(other)?;
                None
            }
        };
        let mode = match reused {
            Some(mode) => mode,
            None => create(&sandbox.candidate, contents)?,
        };
        sandbox.kept = Some(KeptFile {
            path: sandbox.candidate.clone(),
            mode,
        });
        Ok(sandbox)
    }

    /// A private directory holding the files of a candidate tree (relative paths). The
    /// candidate's path is the directory itself.
    pub fn new_tree(directories: &'a Directories, files: &[(String, Vec<u8>)]) -> io::Result<Self> {
        let Idle { dir, kept } = directories.take()?;
        let sandbox = Sandbox {
            directories,
            candidate: dir.clone(),
            dir,
            kept: None,
        };
        discard(kept)?;
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
        self.directories
            .give_back(std::mem::take(&mut self.dir), self.kept.take());
    }
}

/// Creates the candidate's file and returns its mode.
fn create(path: &Path, contents: &[u8]) -> io::Result<u32> {
    let mut file = fs::File::create_new(path)?;
    file.write_all(contents)?;
    Ok(file.metadata()?.mode())
}

/// Removes a kept file that will not be reused.
fn discard(kept: Option<KeptFile>) -> io::Result<()> {
    match kept {
        Some(kept) => fs::remove_file(kept.path),
        None => Ok(()),
    }
}

/// Writes `contents` over the file a previous test left, when it is still the plain file
/// that hedge created: not a link to a file elsewhere, which must not be written through,
/// and with the mode it was created with. Otherwise removes it and returns false.
fn overwrite(kept: &KeptFile, contents: &[u8]) -> io::Result<bool> {
    // No truncation on opening: only once the file is known to be ours.
    let file = fs::OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(&kept.path);
    let ours = file.and_then(|file| {
        let meta = file.metadata()?;
        Ok(
            (meta.is_file() && meta.nlink() == 1 && meta.mode() == kept.mode)
                .then_some((file, meta)),
        )
    });
    let Ok(Some((mut file, meta))) = ours else {
        fs::remove_file(&kept.path)?;
        return Ok(false);
    };
    // Written first and cut after: ext4 flushes a file truncated to zero when it is
    // closed (its auto_da_alloc), which costs more than the new file this avoids.
    file.write_all(contents)?;
    if meta.len() > contents.len() as u64 {
        file.set_len(contents.len() as u64)?;
    }
    Ok(true)
}

/// Removes everything inside `dir` but `keep` (when it is a regular file) and gives the
/// directory back the permissions of a fresh one. Returns whether `keep` is still there.
fn empty(dir: &Path, keep: Option<&Path>) -> io::Result<bool> {
    let mut kept = false;
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let file_type = entry.file_type()?;
        if file_type.is_dir() {
            fs::remove_dir_all(entry.path())?;
        } else if file_type.is_file() && keep == Some(entry.path().as_path()) {
            kept = true;
        } else {
            fs::remove_file(entry.path())?;
        }
    }
    fs::set_permissions(dir, fs::Permissions::from_mode(0o700))?;
    Ok(kept)
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
