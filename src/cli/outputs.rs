//! Where hedge may write: one rule, checked before any test runs, for every subcommand.
//!
//! An output is never one of the user's inputs (by any spelling, symbolic or hard link),
//! never a file the test is made of (the script, or what `-- CMD` names), never inside an
//! input directory, never a device, pipe or other non-regular file, and
//! never an existing directory that hedge did not make. Output directories hedge makes
//! hold a [`MARKER`] file, which is how a later run knows it may replace (with `--force`)
//! or resume (batch) one.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::CliError;

use crate::files::OUTPUT_DIR_MARKER as MARKER;

/// `hedge batch`'s resume records, which also mark its output directories.
const BATCH_RECORDS: &str = crate::batch::done::DIR;

/// Paths hedge must never write to or remove: the user's inputs (files, or directories
/// with everything in them), the files the test is made of, and outputs already claimed
/// by another flag.
#[derive(Default)]
pub struct Protected {
    paths: Vec<Guarded>,
}

struct Guarded {
    resolved: PathBuf,
    /// Device and inode, when it exists: a hard link is the same file.
    identity: Option<(u64, u64)>,
    /// Whether what lies inside it is protected too (an input directory).
    with_contents: bool,
    /// What it is to the user, for the refusal.
    role: Role,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Input,
    /// A file the test is made of: written over, it could not judge the next candidate.
    Test,
    Output,
}

impl Protected {
    /// Protects the inputs at `paths`, and everything inside those that are directories.
    pub fn new(paths: &[&Path]) -> Self {
        let mut protected = Protected::default();
        for path in paths {
            protected.push(path, true, Role::Input);
        }
        protected
    }

    /// Protects the files the test is made of (see `TestArgs::files`).
    pub fn with_test(mut self, files: &[PathBuf]) -> Self {
        for file in files {
            self.push(file, false, Role::Test);
        }
        self
    }

    /// Protects the output `path` itself (another output may go inside it).
    pub fn add(&mut self, path: &Path) {
        self.push(path, false, Role::Output);
    }

    fn push(&mut self, path: &Path, with_contents: bool, role: Role) {
        self.paths.push(Guarded {
            resolved: resolve(path),
            identity: identity(path),
            with_contents,
            role,
        });
    }

    /// The protected path that `path` is, or lies inside of.
    fn holding(&self, path: &Path) -> Option<&Guarded> {
        let resolved = resolve(path);
        let identity = identity(path);
        self.paths.iter().find(|g| {
            g.resolved == resolved
                || (g.with_contents && resolved.starts_with(&g.resolved))
                || (identity.is_some() && g.identity == identity)
        })
    }

    /// Whether `path` is an output claimed by another flag.
    fn is_output(&self, path: &Path) -> bool {
        let resolved = resolve(path);
        self.paths
            .iter()
            .any(|g| g.role == Role::Output && g.resolved == resolved)
    }

    /// A protected path inside `dir`.
    fn inside(&self, dir: &Path) -> Option<&Guarded> {
        let resolved = resolve(dir);
        self.paths
            .iter()
            .find(|g| g.resolved.starts_with(&resolved))
    }

    /// Refuses to let `--in-place` rewrite `input` when the test is made of it.
    pub fn check_in_place(&self, input: &Path) -> Result<(), CliError> {
        let resolved = resolve(input);
        let identity = identity(input);
        match self.paths.iter().find(|g| {
            g.role == Role::Test
                && (g.resolved == resolved || (identity.is_some() && g.identity == identity))
        }) {
            Some(_) => Err(CliError::usage(format!(
                "--in-place would rewrite {}; the test is made of it, and hedge never writes over its test",
                input.display()
            ))
            .with_hint("reduce a copy of it, with -o or the default output")),
            None => Ok(()),
        }
    }
}

fn identity(path: &Path) -> Option<(u64, u64)> {
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Checks that `output` (named by `flag`) may receive a file: it is not protected, not a
/// directory or a special file, and its directory is writable.
pub fn check_file(output: &Path, flag: &str, protected: &Protected) -> Result<(), CliError> {
    if let Some(guarded) = protected.holding(output) {
        return Err(refused(output, flag, guarded));
    }
    if let Ok(meta) = std::fs::metadata(output) {
        if meta.is_dir() {
            return Err(CliError::usage(format!(
                "{flag} {} is a directory; give a file name",
                output.display()
            )));
        }
        if !meta.is_file() {
            return Err(CliError::usage(format!(
                "{flag} {} is not a regular file (a device, pipe or socket); hedge writes only regular files",
                output.display()
            )));
        }
    }
    let dir = parent(output);
    if !dir.exists() && protected.is_output(dir) {
        // Another output directory, made before this file is written.
        return Ok(());
    }
    tempfile::Builder::new()
        .prefix(".hedge-")
        .tempfile_in(dir)
        .map_err(|e| {
            CliError::usage(format!(
                "cannot write the output {} ({flag}): {e}",
                output.display()
            ))
        })?;
    Ok(())
}

/// What may happen to an existing output directory of hedge's.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// It is replaced: allowed with `--force` only.
    Replace { force: bool },
    /// It is added to (a batch resumes there).
    Resume,
}

/// Checks that `output` may be a directory hedge writes: it is not protected and holds
/// no protected path, and if it exists it is empty or one of hedge's outputs (see
/// [`Existing`]).
pub fn check_dir(
    output: &Path,
    flag: &str,
    protected: &Protected,
    existing: Existing,
) -> Result<(), CliError> {
    if let Some(guarded) = protected
        .holding(output)
        .or_else(|| protected.inside(output))
    {
        return Err(refused(output, flag, guarded));
    }
    match std::fs::symlink_metadata(output) {
        Err(_) => {}
        Ok(meta) if !meta.is_dir() => {
            return Err(CliError::usage(format!(
                "{flag} {} exists and is not a directory",
                output.display()
            )));
        }
        Ok(_) if is_empty(output) => {}
        Ok(_) if !is_hedge_output(output) => {
            return Err(CliError::usage(format!(
                "{flag} {} exists and was not made by hedge; hedge does not replace it",
                output.display()
            ))
            .with_hint("choose a new directory, or empty this one"));
        }
        Ok(_) => {
            if existing == (Existing::Replace { force: false }) {
                return Err(CliError::usage(format!(
                    "{flag} {} holds an earlier result",
                    output.display()
                ))
                .with_hint("pass --force to replace it, or choose another directory"));
            }
        }
    }
    Ok(())
}

/// Makes `dir` (and its parents) one of hedge's output directories, with its [`MARKER`]
/// saying which command made it. Safe when several hedge processes (shards sharing one
/// file system) make the same directory at once: each makes what is missing, and only
/// the first writes the marker.
pub fn make_dir(dir: &Path, made_by: &str) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let created = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(dir.join(MARKER));
    match created {
        Ok(mut marker) => {
            use std::io::Write as _;
            writeln!(marker, "made by {made_by}")
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// Whether `dir` is one of hedge's output directories.
pub fn is_hedge_output(dir: &Path) -> bool {
    dir.join(MARKER).is_file() || dir.join(BATCH_RECORDS).is_dir()
}

fn is_empty(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_none())
}

fn refused(output: &Path, flag: &str, guarded: &Guarded) -> CliError {
    let why = match guarded.role {
        Role::Input | Role::Output => "hedge never writes over its inputs",
        Role::Test => "the test is made of it, and hedge never writes over its test",
    };
    CliError::usage(format!(
        "{flag} {} would overwrite {}; {why}",
        output.display(),
        guarded.resolved.display()
    ))
    .with_hint(format!("choose another path for {flag}"))
}

fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// `path` made absolute with symbolic links resolved, whether it exists yet or not: the
/// nearest existing ancestor is canonicalized and the rest appended.
pub fn resolve(path: &Path) -> PathBuf {
    let Ok(absolute) = std::path::absolute(path) else {
        return path.to_path_buf();
    };
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    while std::fs::symlink_metadata(existing).is_err() {
        rest.push(existing.file_name().unwrap_or_default().to_owned());
        match existing.parent() {
            Some(parent) => existing = parent,
            None => break,
        }
    }
    let mut resolved = std::fs::canonicalize(existing).unwrap_or_else(|_| existing.to_path_buf());
    resolved.extend(rest.iter().rev());
    resolved
}
