//! The inputs of a batch: every regular file under a directory, in a stable order, with
//! what `hedge reduce` leaves out of a tree left out here too (see [`crate::files::read`]:
//! version control, build outputs, hedge's own output markers).

use std::io;
use std::path::{Path, PathBuf};

/// Paths relative to `dir` of every regular file below it, sorted. Symbolic links are not
/// followed, so a link cannot pull in files from outside `dir` or loop. `dir` itself is
/// read whatever its name.
pub fn list(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    walk(dir, Path::new(""), &mut files)?;
    files.sort();
    Ok(files)
}

fn walk(root: &Path, relative: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(root.join(relative))? {
        let entry = entry?;
        let path = relative.join(entry.file_name());
        let kind = entry.file_type()?;
        let name = entry.file_name();
        let name = name.to_str().unwrap_or("");
        if kind.is_dir() {
            if !crate::files::read::IGNORED.contains(&name) {
                walk(root, &path, files)?;
            }
        } else if kind.is_file() && name != crate::files::OUTPUT_DIR_MARKER {
            files.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_nested_regular_files_sorted() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("b/c")).unwrap();
        for name in ["z", "a", "b/c/x", "b/y"] {
            std::fs::write(dir.path().join(name), name).unwrap();
        }
        std::os::unix::fs::symlink(dir.path().join("a"), dir.path().join("link")).unwrap();
        std::fs::create_dir_all(dir.path().join("b/.git")).unwrap();
        std::fs::write(dir.path().join("b/.git/HEAD"), "ref").unwrap();
        let names: Vec<String> = list(dir.path())
            .unwrap()
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["a", "b/c/x", "b/y", "z"]);
    }
}
