//! A tree of files as one value.

use std::collections::{BTreeMap, BTreeSet};

/// Files by relative path (`/`-separated, no `..`): their contents.
pub type Files = BTreeMap<String, Vec<u8>>;

/// A tree of files: regular files with their contents, which reducers change, and what
/// they keep as it is (executable bits, symbolic links).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileTree {
    /// The regular files and their contents.
    pub files: Files,
    /// Files with the executable bit, so that a `configure` script stays runnable.
    pub executable: BTreeSet<String>,
    /// Symbolic links: path → target as written. Kept, never followed, never reduced.
    pub links: BTreeMap<String, String>,
}

impl FileTree {
    /// A tree of the regular files `files`, none executable, no links.
    pub fn of_files(files: Files) -> Self {
        FileTree {
            files,
            ..FileTree::default()
        }
    }

    /// Whether the tree has neither files nor links.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty() && self.links.is_empty()
    }

    /// Bytes of every file's contents (not of the encoding).
    pub fn content_bytes(&self) -> usize {
        self.files.values().map(Vec::len).sum()
    }

    /// This tree with only the files `keep` says yes to (links stay).
    pub fn retain(&self, keep: impl Fn(&str) -> bool) -> FileTree {
        let files: Files = self
            .files
            .iter()
            .filter(|(path, _)| keep(path))
            .map(|(path, bytes)| (path.clone(), bytes.clone()))
            .collect();
        let executable = self
            .executable
            .iter()
            .filter(|path| files.contains_key(*path))
            .cloned()
            .collect();
        FileTree {
            files,
            executable,
            links: self.links.clone(),
        }
    }

    /// This tree with `path`'s contents replaced by `bytes`.
    pub fn with_file(&self, path: &str, bytes: &[u8]) -> FileTree {
        let mut tree = self.clone();
        tree.files.insert(path.to_string(), bytes.to_vec());
        tree
    }
}

/// Whether `path` is a relative path that stays inside the directory it is joined to.
pub fn is_inside(path: &str) -> bool {
    let path = std::path::Path::new(path);
    !path.as_os_str().is_empty()
        && path
            .components()
            .all(|c| matches!(c, std::path::Component::Normal(_)))
}
