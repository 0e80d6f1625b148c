//! A tree of files written into a directory: for a test's private directory and for the
//! output. Paths are checked to stay inside; links are made last, so that no file is
//! written through one.

use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use super::file_tree::{FileTree, is_inside};

/// Writes `tree` under `root` (created if missing; what is already there is not removed).
pub fn write_tree(root: &Path, tree: &FileTree) -> io::Result<()> {
    std::fs::create_dir_all(root)?;
    for (name, bytes) in &tree.files {
        let path = checked(root, name)?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, bytes)?;
        if tree.executable.contains(name) {
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))?;
        }
    }
    for (name, target) in &tree.links {
        let path = checked(root, name)?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::os::unix::fs::symlink(target, &path)?;
    }
    Ok(())
}

fn checked(root: &Path, name: &str) -> io::Result<std::path::PathBuf> {
    if !is_inside(name) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{name} is not a path inside the tree"),
        ));
    }
    Ok(root.join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_written_and_read_back_is_the_same_tree() {
        let mut tree = FileTree::default();
        tree.files.insert("a/b/c.txt".into(), b"c".to_vec());
        tree.files.insert("run.sh".into(), b"#!/bin/sh\n".to_vec());
        tree.executable.insert("run.sh".into());
        tree.links.insert("a/link".into(), "b/c.txt".into());
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        write_tree(&root, &tree).unwrap();
        let read = super::super::read_inputs(&[root]).unwrap();
        assert_eq!(read.tree, tree);
        assert!(read.skipped.is_empty());
    }

    #[test]
    fn a_path_outside_the_root_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["../x", "/tmp/x", "a/../../x", ""] {
            let tree = FileTree::of_files([(name.to_string(), vec![])].into());
            assert!(write_tree(dir.path(), &tree).is_err(), "{name}");
        }
    }
}
