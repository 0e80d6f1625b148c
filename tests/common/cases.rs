//! The reduction cases of `corpus/`: every `corpus/<group>/<case>/` directory with a
//! `test.sh` and an `input.*` file, or an `input/` directory (a tree of files reduced as
//! one input; isolate's cases have `old`/`new` instead). Found on
//! disk, so a new group needs no list to be updated. Shared by the corpus test and the
//! peers benchmark.

use std::path::{Path, PathBuf};

/// The case directories under `root` (the corpus), sorted.
pub fn reduction_cases(root: &Path) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = subdirectories(root)
        .iter()
        .flat_map(|group| subdirectories(group))
        .filter(|dir| is_reduction_case(dir))
        .collect();
    cases.sort();
    cases
}

fn is_reduction_case(dir: &Path) -> bool {
    let has_input = dir.join("input").is_dir()
        || std::fs::read_dir(dir).is_ok_and(|entries| {
            entries
                .filter_map(Result::ok)
                .any(|e| e.file_name().to_string_lossy().starts_with("input."))
        });
    has_input && dir.join("test.sh").is_file()
}

fn subdirectories(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir).map_or_else(
        |_| Vec::new(),
        |entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_dir())
                .collect()
        },
    )
}
