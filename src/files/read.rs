//! Reading a tree of files: one directory, or several files and directories named
//! together. What is read is decided here, once, for every subcommand:
//! - build outputs and version control ([`IGNORED`]) are left out, unless the directory
//!   is named itself;
//! - symbolic links are kept as links, never followed (a link to a directory does not
//!   pull that directory in, and nothing is read outside the inputs);
//! - devices, pipes and sockets are left out and reported;
//! - more than [`MAX_FILES`] files or [`MAX_BYTES`] bytes is refused: such a tree is
//!   better narrowed first than copied into every test.

use std::path::{Path, PathBuf};

use super::file_tree::FileTree;

/// Directories that hold what a build or a tool made, not the input: left out of a tree
/// unless named as an input.
pub const IGNORED: &[&str] = &[
    ".git",
    ".hg",
    ".svn",
    "target",
    "node_modules",
    "__pycache__",
];

/// The file that marks one of hedge's output directories: never part of a tree.
const OUTPUT_MARKER: &str = super::OUTPUT_DIR_MARKER;

/// The most files (and links) a tree may hold.
pub const MAX_FILES: usize = 20_000;
/// The most bytes of file contents a tree may hold: 512 MiB.
pub const MAX_BYTES: usize = 512 << 20;

/// A file left out, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The file's path in the tree.
    pub path: String,
    /// Why it was left out.
    pub why: &'static str,
}

/// Why a tree cannot be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// A file or directory cannot be read.
    #[error("cannot read {path}: {error}")]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// A name that is not UTF-8 or holds a line break (or an input with no name of its
    /// own).
    #[error("{0}: hedge takes file names that are UTF-8 without line breaks")]
    BadName(PathBuf),
    /// A path reached twice: named twice, or inside a directory also named.
    #[error("{0} is named twice (or lies inside a directory also named)")]
    Twice(String),
    /// The tree passes [`MAX_FILES`] or [`MAX_BYTES`].
    #[error(
        "the tree is too large ({files} files, {bytes} bytes; at most {MAX_FILES} files and {MAX_BYTES} bytes): name the directories that matter, or remove build outputs first"
    )]
    TooLarge {
        /// Files and links read when the limit was passed.
        files: usize,
        /// Bytes of file contents read when the limit was passed.
        bytes: usize,
    },
}

/// What was read: the tree, the directory its paths are relative to, and what was left
/// out.
#[derive(Debug)]
pub struct ReadTree {
    /// The files read.
    pub tree: FileTree,
    /// The directory the tree's paths are relative to.
    pub base: PathBuf,
    /// What was left out (devices, pipes, sockets).
    pub skipped: Vec<Skipped>,
}

/// Reads `inputs`. One directory: the tree is its contents. Otherwise (files, or several
/// directories) each input keeps its path relative to the deepest directory holding them
/// all: `src/a.c include/b.h` gives `src/a.c` and `include/b.h`.
pub fn read_inputs(inputs: &[PathBuf]) -> Result<ReadTree, ReadError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |error| ReadError::Io { path, error }
    };
    let mut places = Vec::new();
    for input in inputs {
        // The parent resolved, the name kept: an input that is a link is read as a link.
        let name = input.file_name().map(PathBuf::from);
        let parent = match input.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let place = match name {
            Some(name) if name != Path::new("..") => {
                parent.canonicalize().map_err(io(input))?.join(name)
            }
            _ => input.canonicalize().map_err(io(input))?,
        };
        places.push(place);
    }
    if places.len() == 1 && places[0].is_dir() {
        // One directory, through a link if it is one: its contents are the tree.
        places[0] = places[0].canonicalize().map_err(io(&places[0]))?;
    }
    let single_dir = places.len() == 1 && places[0].is_dir();
    let base = match single_dir {
        true => places[0].clone(),
        false => common_parent(&places),
    };
    let mut reading = Reading {
        tree: FileTree::default(),
        skipped: Vec::new(),
        bytes: 0,
    };
    for place in &places {
        let relative = place.strip_prefix(&base).unwrap_or(place);
        let name = relative_name(relative).ok_or_else(|| ReadError::BadName(place.clone()))?;
        reading.entry(place, &name, true)?;
    }
    Ok(ReadTree {
        tree: reading.tree,
        base,
        skipped: reading.skipped,
    })
}

struct Reading {
    tree: FileTree,
    skipped: Vec<Skipped>,
    bytes: usize,
}

impl Reading {
    /// Reads `path`, whose name in the tree is `name` ("" for the root); `named` when the
    /// user named it (an ignored directory is read then).
    fn entry(&mut self, path: &Path, name: &str, named: bool) -> Result<(), ReadError> {
        let io = |error| ReadError::Io {
            path: path.to_path_buf(),
            error,
        };
        let meta = std::fs::symlink_metadata(path).map_err(io)?;
        let kind = meta.file_type();
        let join = |child: &str| match name {
            "" => child.to_string(),
            _ => format!("{name}/{child}"),
        };
        if kind.is_dir() {
            let base_name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !named && IGNORED.contains(&base_name) {
                return Ok(());
            }
            let mut children = Vec::new();
            for entry in std::fs::read_dir(path).map_err(io)? {
                let entry = entry.map_err(io)?;
                let child = entry.file_name();
                let child = child
                    .to_str()
                    .filter(|c| !c.contains('\n'))
                    .ok_or_else(|| ReadError::BadName(entry.path()))?
                    .to_string();
                children.push(child);
            }
            children.sort();
            for child in children {
                if child == OUTPUT_MARKER {
                    continue;
                }
                self.entry(&path.join(&child), &join(&child), false)?;
            }
            return Ok(());
        }
        if name.is_empty() {
            return Err(ReadError::BadName(path.to_path_buf()));
        }
        if self.tree.files.contains_key(name) || self.tree.links.contains_key(name) {
            return Err(ReadError::Twice(name.to_string()));
        }
        if kind.is_symlink() {
            let target = std::fs::read_link(path).map_err(io)?;
            let target = target
                .to_str()
                .ok_or_else(|| ReadError::BadName(path.to_path_buf()))?;
            self.tree.links.insert(name.to_string(), target.to_string());
        } else if kind.is_file() {
            let bytes = std::fs::read(path).map_err(io)?;
            self.bytes += bytes.len();
            use std::os::unix::fs::PermissionsExt;
            if meta.permissions().mode() & 0o111 != 0 {
                self.tree.executable.insert(name.to_string());
            }
            self.tree.files.insert(name.to_string(), bytes);
        } else {
            self.skipped.push(Skipped {
                path: name.to_string(),
                why: "not a regular file, directory or link",
            });
        }
        let files = self.tree.files.len() + self.tree.links.len();
        if files > MAX_FILES || self.bytes > MAX_BYTES {
            return Err(ReadError::TooLarge {
                files,
                bytes: self.bytes,
            });
        }
        Ok(())
    }
}

/// The deepest directory that holds every one of `places` (absolute, resolved paths).
fn common_parent(places: &[PathBuf]) -> PathBuf {
    let mut common = places[0].parent().unwrap_or(Path::new("/")).to_path_buf();
    for place in &places[1..] {
        while !place.starts_with(&common) || place == &common {
            if !common.pop() {
                break;
            }
        }
    }
    common
}

/// `relative` as a tree's path: `/`-separated UTF-8 without line breaks.
fn relative_name(relative: &Path) -> Option<String> {
    let parts: Option<Vec<&str>> = relative
        .components()
        .map(|c| c.as_os_str().to_str().filter(|s| !s.contains('\n')))
        .collect();
    Some(parts?.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(root: &Path, files: &[(&str, &str)]) {
        for (name, text) in files {
            let path = root.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
    }

    fn names(tree: &FileTree) -> Vec<&str> {
        tree.files.keys().map(String::as_str).collect()
    }

    #[test]
    fn a_directory_is_read_without_build_outputs_and_links_stay_links() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("crate");
        write(
            &root,
            &[
                ("Cargo.toml", "[package]\n"),
                ("src/main.rs", "fn main() {}\n"),
                ("target/debug/x", "built"),
                (".git/HEAD", "ref"),
                ("node_modules/a/index.js", "1"),
            ],
        );
        std::os::unix::fs::symlink("/etc", root.join("src/etc-link")).unwrap();
        let read = read_inputs(std::slice::from_ref(&root)).unwrap();
        assert_eq!(names(&read.tree), ["Cargo.toml", "src/main.rs"]);
        assert_eq!(read.tree.links["src/etc-link"], "/etc");
        assert_eq!(read.base, root.canonicalize().unwrap());
        // Named, an ignored directory is read.
        let read = read_inputs(&[root.join("target")]).unwrap();
        assert_eq!(names(&read.tree), ["debug/x"]);
    }

    #[test]
    fn several_inputs_keep_their_paths_below_the_directory_holding_them() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            &[("p/src/a.c", "a"), ("p/include/b.h", "b"), ("p/other", "o")],
        );
        let p = dir.path().join("p");
        let read = read_inputs(&[p.join("src/a.c"), p.join("include")]).unwrap();
        assert_eq!(names(&read.tree), ["include/b.h", "src/a.c"]);
        let read = read_inputs(&[p.join("src/a.c"), p.join("src/../other")]).unwrap();
        assert_eq!(names(&read.tree), ["other", "src/a.c"]);
        let twice = read_inputs(&[p.clone(), p.join("other")]);
        assert!(matches!(twice, Err(ReadError::Twice(_))), "{twice:?}");
    }
}
