//! Isolation between two versions: the changes that turn OLD into NEW, and the file trees
//! that subsets of those changes produce. No processes and no delta debugging here.

pub mod output;
pub mod tester;

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use similar::{Algorithm, DiffOp, capture_diff_slices};

/// A version: relative path → contents.
pub type Files = BTreeMap<String, Vec<u8>>;

/// Reads a version: a single file (kept under `name`) or a directory tree.
pub fn load(path: &Path, name: &str) -> io::Result<Files> {
    let mut files = Files::new();
    if path.is_dir() {
        read_dir(path, "", &mut files)?;
    } else {
        files.insert(name.to_string(), std::fs::read(path)?);
    }
    Ok(files)
}

fn read_dir(dir: &Path, prefix: &str, files: &mut Files) -> io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if entry.file_type()?.is_dir() {
            read_dir(&entry.path(), &format!("{name}/"), files)?;
        } else {
            files.insert(name, std::fs::read(entry.path())?);
        }
    }
    Ok(())
}

/// What one change does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Replaces OLD's lines `old` of a file by NEW's lines `new` (either may be empty).
    Lines {
        old: std::ops::Range<usize>,
        new: std::ops::Range<usize>,
    },
    AddFile,
    RemoveFile,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub file: String,
    pub edit: Edit,
}

/// The changes from OLD to NEW, in file order then line order.
pub struct Changes {
    old: Files,
    new: Files,
    /// Per file present in both versions: the line diff.
    ops: BTreeMap<String, Vec<DiffOp>>,
    pub changes: Vec<Change>,
}

/// Lines with their line ends.
fn lines(text: &[u8]) -> Vec<&[u8]> {
    text.split_inclusive(|&b| b == b'\n').collect()
}

impl Changes {
    pub fn new(old: Files, new: Files) -> Self {
        let mut ops = BTreeMap::new();
        let mut changes = Vec::new();
        let names: std::collections::BTreeSet<&String> = old.keys().chain(new.keys()).collect();
        for name in names {
            let file = name.clone();
            match (old.get(name), new.get(name)) {
                (Some(a), Some(b)) => {
                    let diff = capture_diff_slices(Algorithm::Myers, &lines(a), &lines(b));
                    for op in &diff {
                        if !matches!(op, DiffOp::Equal { .. }) {
                            let (old, new) = (op.old_range(), op.new_range());
                            let edit = Edit::Lines { old, new };
                            changes.push(Change {
                                file: file.clone(),
                                edit,
                            });
                        }
                    }
                    ops.insert(file, diff);
                }
                (None, Some(_)) => changes.push(Change {
                    file,
                    edit: Edit::AddFile,
                }),
                (Some(_), None) => changes.push(Change {
                    file,
                    edit: Edit::RemoveFile,
                }),
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

    pub fn len(&self) -> usize {
        self.changes.len()
    }

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
                        let taken = match op {
                            DiffOp::Equal { .. } => &a[op.old_range()],
                            _ => {
                                k += 1;
                                if chosen(k - 1) {
                                    &b[op.new_range()]
                                } else {
                                    &a[op.old_range()]
                                }
                            }
                        };
                        taken.iter().for_each(|line| text.extend_from_slice(line));
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
}
