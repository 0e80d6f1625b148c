use std::collections::HashSet;
use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::{leftovers, reaper};

/// The one directory (`$TMPDIR/hedge-XXXXXX`) that holds every test's directory of this
/// process, made when the first test runs. hedge removes what it put there as it goes and
/// the directory itself at its end ([`remove_scratch`]); if hedge is killed, the reaper
/// removes it (see [`reaper`]).
static SCRATCH: Mutex<Option<PathBuf>> = Mutex::new(None);

/// The test directories that a test is using now; a process that carries any other
/// directory in [`SCRATCH`] was left by a test that is over (see [`leftovers`]).
static IN_USE: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);

fn scratch() -> io::Result<PathBuf> {
    let mut scratch = SCRATCH.lock().unwrap();
    if let Some(dir) = scratch.as_ref() {
        return Ok(dir.clone());
    }
    let dir = tempfile::Builder::new().prefix("hedge-").tempdir()?.keep();
    reaper::remove_at_end(&dir);
    *scratch = Some(dir.clone());
    Ok(dir)
}

fn in_use(dir: &Path) -> bool {
    IN_USE
        .lock()
        .unwrap()
        .as_ref()
        .is_some_and(|set| set.contains(dir))
}

fn set_in_use(dir: &Path, using: bool) {
    let mut set = IN_USE.lock().unwrap();
    let set = set.get_or_insert_with(HashSet::new);
    if using {
        set.insert(dir.to_path_buf());
    } else {
        set.remove(dir);
    }
}

/// Kills what tests that are over left running, at most once a second.
fn sweep() {
    if let Some(scratch) = SCRATCH.lock().unwrap().clone() {
        leftovers::sweep(&scratch, in_use);
    }
}

/// Kills what tests left running and removes the directory of this process's tests: for
/// the end of the program, when no test runs any more.
pub fn remove_scratch() {
    let Some(scratch) = SCRATCH.lock().unwrap().take() else {
        return;
    };
    leftovers::kill_outside(&scratch, in_use);
    make_removable(&scratch);
    let _ = fs::remove_dir_all(&scratch);
}

/// Private directories for tests, emptied and kept between tests: making and removing a
/// directory costs more than the rest of a test's bookkeeping on some file systems. The
/// directories left are removed when the last user drops this.
#[derive(Debug, Default)]
pub struct Directories {
    idle: Mutex<Vec<Idle>>,
}

/// Where one test runs: `work`, its working directory, and `tmp`, its `TMPDIR`, both in
/// `root`. A test killed half-way (or a careless one) leaves its temporary files in `tmp`
/// (gcc's `cc*.s`, `mktemp` directories), where hedge removes them, not in `/tmp`.
#[derive(Debug)]
struct TestDir {
    root: PathBuf,
    work: PathBuf,
    tmp: PathBuf,
}

impl TestDir {
    fn new() -> io::Result<TestDir> {
        let root = tempfile::Builder::new()
            .prefix("test-")
            .tempdir_in(scratch()?)?
            .keep();
        let place = TestDir {
            work: root.join("work"),
            tmp: root.join("tmp"),
            root,
        };
        let made = fs::create_dir(&place.work).and_then(|()| fs::create_dir(&place.tmp));
        if let Err(error) = made {
            let _ = fs::remove_dir_all(&place.root);
            return Err(error);
        }
        Ok(place)
    }

    /// Empties both directories, but for `keep` in `work` when it is still a regular
    /// file; returns whether it is.
    fn empty(&self, keep: Option<&Path>) -> io::Result<bool> {
        let kept = empty(&self.work, keep)?;
        empty(&self.tmp, None)?;
        Ok(kept)
    }
}

/// An emptied place, maybe still holding the last candidate's file: overwriting it costs
/// the file system less than removing it and creating a new one.
#[derive(Debug)]
struct Idle {
    place: TestDir,
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
        Ok(Idle {
            place: TestDir::new()?,
            kept: None,
        })
    }

    /// Empties `place` of whatever the test left there, but for `kept` when it is still a
    /// regular file, and keeps it for the next test; a place that cannot be emptied is
    /// removed as far as possible.
    fn give_back(&self, place: TestDir, kept: Option<KeptFile>) {
        let mut emptied = place.empty(kept.as_ref().map(|k| k.path.as_path()));
        if emptied.is_err() {
            make_removable(&place.root);
            emptied = place.empty(None);
        }
        match emptied {
            Ok(candidate_left) => self.idle.lock().unwrap().push(Idle {
                place,
                kept: kept.filter(|_| candidate_left),
            }),
            Err(_) => {
                let _ = fs::remove_dir_all(&place.root);
            }
        }
    }
}

impl Drop for Directories {
    fn drop(&mut self) {
        // Killed first: a process left running would write into the directories again.
        if let Some(scratch) = SCRATCH.lock().unwrap().clone() {
            leftovers::kill_outside(&scratch, in_use);
        }
        for idle in self.idle.get_mut().unwrap().drain(..) {
            let _ = fs::remove_dir_all(idle.place.root);
        }
    }
}

/// A private directory holding only the candidate, under the input's own file name, and
/// a private directory for the test's temporary files. Both are emptied, with whatever
/// the test left in them, when dropped.
pub struct Sandbox<'a> {
    directories: &'a Directories,
    /// Taken out only by `drop`.
    place: Option<TestDir>,
    candidate: PathBuf,
    /// The candidate's file, to be kept for the next test (single-file sandboxes only).
    kept: Option<KeptFile>,
}

impl<'a> Sandbox<'a> {
    pub fn new(directories: &'a Directories, file_name: &str, contents: &[u8]) -> io::Result<Self> {
        let Idle { place, kept } = directories.take()?;
        set_in_use(&place.root, true);
        // Made first, so that on an error the place goes back to be emptied.
        let mut sandbox = Sandbox {
            directories,
            candidate: place.work.join(file_name),
            place: Some(place),
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
    pub fn new_tree(
        directories: &'a Directories,
        files: &crate::files::FileTree,
    ) -> io::Result<Self> {
        let Idle { place, kept } = directories.take()?;
        set_in_use(&place.root, true);
        let sandbox = Sandbox {
            directories,
            candidate: place.work.clone(),
            place: Some(place),
            kept: None,
        };
        discard(kept)?;
        crate::files::write_tree(&sandbox.candidate, files)?;
        Ok(sandbox)
    }

    /// The directory that holds the test's working and temporary directories.
    pub fn root(&self) -> &Path {
        &self.place().root
    }

    /// The test's working directory.
    pub fn dir(&self) -> &Path {
        &self.place().work
    }

    /// The directory for the test's temporary files (its `TMPDIR`).
    pub fn tmp(&self) -> &Path {
        &self.place().tmp
    }

    fn place(&self) -> &TestDir {
        self.place
            .as_ref()
            .expect("a sandbox has its place until dropped")
    }

    pub fn candidate_path(&self) -> &Path {
        &self.candidate
    }
}

impl Drop for Sandbox<'_> {
    fn drop(&mut self) {
        if let Some(place) = self.place.take() {
            set_in_use(&place.root, false);
            self.directories.give_back(place, self.kept.take());
        }
        sweep();
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
    // Looked at first: changing a directory's mode costs the file system more than
    // reading it, and tests rarely change it.
    if fs::symlink_metadata(dir)?.permissions().mode() & 0o7777 != 0o700 {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o700))?;
    }
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
