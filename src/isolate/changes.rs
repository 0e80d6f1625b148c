//! The changes from OLD to NEW, and the versions that subsets of them produce.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use similar::{Algorithm, DiffOp, capture_diff_slices};

use crate::files::Files;

/// Reads a version: a single file (kept under `name`) or a directory tree, read as every
/// subcommand reads one (see [`crate::files::read`]: no build outputs, links left out
/// here as isolation compares contents).
pub fn load(path: &Path, name: &str) -> io::Result<Files> {
    if !path.is_dir() {
        return Ok(Files::from([(name.to_string(), std::fs::read(path)?)]));
    }
    crate::files::read_inputs(&[path.to_path_buf()])
        .map(|read| read.tree.files)
        .map_err(|e| io::Error::other(e.to_string()))
}

/// What one change does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Replaces OLD's lines `old` of a file by NEW's lines `new`: at most one line each,
    /// either may be empty.
    Lines {
        /// The lines of OLD's file replaced, numbered from 0.
        old: std::ops::Range<usize>,
        /// The lines of NEW's file that replace them, numbered from 0.
        new: std::ops::Range<usize>,
    },
    /// Adds NEW's file, absent from OLD.
    AddFile,
    /// Removes OLD's file, absent from NEW.
    RemoveFile,
}

/// One change from OLD to NEW: the smallest unit dd adds or leaves out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The file's relative path.
    pub file: String,
    /// What the change does to that file.
    pub edit: Edit,
    /// The hunk (diff op, added or removed file) the change comes from, numbered over all
    /// files.
    pub hunk: usize,
}

/// The changes from OLD to NEW, in file order then line order. A hunk that replaces `k`
/// lines by `m` becomes `max(k, m)` single-line changes: line `j` of the old side paired
/// with line `j` of the new side, so dd can split a hunk when it must.
pub struct Changes {
    pub(super) old: Files,
    pub(super) new: Files,
    /// Per file present in both versions: the line diff.
    ops: BTreeMap<String, Vec<DiffOp>>,
    /// Every change, in file order then line order; a configuration indexes into this list.
    pub changes: Vec<Change>,
}

/// Lines with their line ends.
fn lines(text: &[u8]) -> Vec<&[u8]> {
    text.split_inclusive(|&b| b == b'\n').collect()
}

impl Changes {
    /// Diffs `old` and `new` line by line into their changes.
    pub fn new(old: Files, new: Files) -> Self {
        let mut ops = BTreeMap::new();
        let mut changes = Vec::new();
        let mut hunk = 0;
        let names: std::collections::BTreeSet<&String> = old.keys().chain(new.keys()).collect();
        for name in names {
            let file = name.clone();
            match (old.get(name), new.get(name)) {
                (Some(a), Some(b)) => {
                    let diff = capture_diff_slices(Algorithm::Myers, &lines(a), &lines(b));
                    for op in &diff {
                        if matches!(op, DiffOp::Equal { .. }) {
                            continue;
                        }
                        let (old, new) = (op.old_range(), op.new_range());
                        for j in 0..old.len().max(new.len()) {
                            let side = |r: &std::ops::Range<usize>| {
                                let at = (r.start + j).min(r.end);
                                at..(at + 1).min(r.end)
                            };
                            let edit = Edit::Lines {
                                old: side(&old),
                                new: side(&new),
                            };
                            changes.push(Change {
                                file: file.clone(),
                                edit,
                                hunk,
                            });
                        }
                        hunk += 1;
                    }
                    ops.insert(file, diff);
                }
                (None, Some(_)) => {
                    let edit = Edit::AddFile;
                    changes.push(Change { file, edit, hunk });
                    hunk += 1;
                }
                (Some(_), None) => {
                    let edit = Edit::RemoveFile;
                    changes.push(Change { file, edit, hunk });
                    hunk += 1;
                }
                (None, None) => unreachable!("the name comes from one of the versions"),
            }
        }
        Changes {
            old,
            new,
            ops,
            changes,
        }
    }

    /// The number of changes.
    pub fn len(&self) -> usize {
        self.changes.len()
    }

    /// Whether OLD and NEW have no difference.
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }

    /// OLD with the changes of `config` (sorted indices) applied.
    pub fn apply(&self, config: &[usize]) -> Files {
        let chosen = |k: usize| config.binary_search(&k).is_ok();
        let mut out = Files::new();
        let mut k = 0;
        let names: std::collections::BTreeSet<&String> =
            self.old.keys().chain(self.new.keys()).collect();
        for name in names {
            match (self.old.get(name), self.new.get(name)) {
                (Some(a), Some(b)) => {
                    let (a, b) = (lines(a), lines(b));
                    let mut text = Vec::new();
                    for op in &self.ops[name] {
                        let (old, new) = (op.old_range(), op.new_range());
                        if matches!(op, DiffOp::Equal { .. }) {
                            a[old].iter().for_each(|line| text.extend_from_slice(line));
                            continue;
                        }
                        for j in 0..old.len().max(new.len()) {
                            let (side, len) = if chosen(k) {
                                (&b[new.start..], new.len())
                            } else {
                                (&a[old.start..], old.len())
                            };
                            if j < len {
                                text.extend_from_slice(side[j]);
                            }
                            k += 1;
                        }
                    }
                    out.insert(name.clone(), text);
                }
                (None, Some(b)) => {
                    if chosen(k) {
                        out.insert(name.clone(), b.clone());
                    }
                    k += 1;
                }
                (Some(a), None) => {
                    if !chosen(k) {
                        out.insert(name.clone(), a.clone());
                    }
                    k += 1;
                }
                (None, None) => {}
            }
        }
        out
    }

    /// The text a change adds and removes, to look for identifiers in.
    pub fn text(&self, k: usize) -> String {
        let change = &self.changes[k];
        let bytes = match &change.edit {
            Edit::Lines { old, new } => {
                let (a, b) = (
                    lines(&self.old[&change.file]),
                    lines(&self.new[&change.file]),
                );
                [a[old.clone()].concat(), b[new.clone()].concat()].concat()
            }
            Edit::AddFile => self.new[&change.file].clone(),
            Edit::RemoveFile => self.old[&change.file].clone(),
        };
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// `file:line` (in NEW, 1-based) and what the change does, for the summary.
    pub fn describe(&self, k: usize) -> String {
        let change = &self.changes[k];
        match &change.edit {
            Edit::Lines { old, new } if new.is_empty() => format!(
                "{}:{}: delete {} line(s) of OLD ({}-{})",
                change.file,
                new.start + 1,
                old.len(),
                old.start + 1,
                old.end
            ),
            Edit::Lines { old, new } if old.is_empty() => {
                format!(
                    "{}:{}: insert {} line(s)",
                    change.file,
                    new.start + 1,
                    new.len()
                )
            }
            Edit::Lines { old, new } => format!(
                "{}:{}: replace {} line(s) of OLD by {}",
                change.file,
                new.start + 1,
                old.len(),
                new.len()
            ),
            Edit::AddFile => format!("{}: add the file", change.file),
            Edit::RemoveFile => format!("{}: remove the file", change.file),
        }
    }

    /// `file:line` in NEW where the change starts.
    pub fn location(&self, k: usize) -> String {
        let change = &self.changes[k];
        match &change.edit {
            Edit::Lines { new, .. } => format!("{}:{}", change.file, new.start + 1),
            _ => change.file.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(pairs: &[(&str, &str)]) -> Files {
        pairs
            .iter()
            .map(|(n, t)| (n.to_string(), t.as_bytes().to_vec()))
            .collect()
    }

    #[test]
    fn applying_all_or_none_gives_new_or_old() {
        let old = files(&[("a.c", "1\n2\n3\n4\n"), ("gone", "x\n")]);
        let new = files(&[("a.c", "1\nTWO\n3\n4\nfive\n"), ("added", "y\n")]);
        let changes = Changes::new(old.clone(), new.clone());
        assert_eq!(changes.len(), 4);
        assert_eq!(changes.apply(&[]), old);
        assert_eq!(changes.apply(&(0..4).collect::<Vec<_>>()), new);
        assert_eq!(changes.apply(&[0])["a.c"], b"1\nTWO\n3\n4\n");
        let partial = changes.apply(&[1, 2]);
        assert_eq!(partial["a.c"], b"1\n2\n3\n4\nfive\n");
        assert!(partial.contains_key("added") && partial.contains_key("gone"));
        assert_eq!(changes.location(1), "a.c:5");
    }

    #[test]
    fn hunks_split_into_single_line_changes() {
        // One hunk replaces 2 lines by 3: three changes, each line on its own.
        let old = files(&[("a.c", "x\nb\nc\ny\n")]);
        let new = files(&[("a.c", "x\nB\nC\nD\ny\n")]);
        let changes = Changes::new(old.clone(), new.clone());
        assert_eq!(changes.len(), 3);
        assert!(changes.changes.iter().all(|c| c.hunk == 0));
        assert_eq!(changes.apply(&[0, 1, 2]), new);
        assert_eq!(changes.apply(&[1])["a.c"], b"x\nb\nC\ny\n");
        assert_eq!(changes.apply(&[2])["a.c"], b"x\nb\nc\nD\ny\n");
        assert_eq!(changes.apply(&[0])["a.c"], b"x\nB\nc\ny\n");
        assert_eq!(changes.text(2), "D\n");
        assert_eq!(changes.location(2), "a.c:4");
        // Three deleted lines in a row are three changes too.
        let new = files(&[("a.c", "y\n")]);
        let changes = Changes::new(old.clone(), new.clone());
        assert_eq!(changes.len(), 3);
        assert_eq!(changes.apply(&[1])["a.c"], b"x\nc\ny\n");
        assert_eq!(changes.apply(&[0, 1, 2]), new);
    }
}
