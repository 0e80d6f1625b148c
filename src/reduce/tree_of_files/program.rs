//! The program view: the files of one language read as one program, so that a change of
//! several parts can span files: a function's parameter with the arguments of its calls
//! in other files, a call replaced by the body of a function defined elsewhere, a type
//! name with its definition in a header, a macro's uses with its `#define`.
//!
//! The files are joined into one text and parsed once; the groups come from
//! `crate::transform` as for one file, and only those that touch two files or more are
//! tried (the others are each file's own passes'). A candidate is printed with the
//! places it changed, which split it back into files.

use std::ops::Range;

use crate::files::FileTree;
use crate::lang::{self, Language};
use crate::transform::{self, Group};
use crate::tree::{Edits, TextChange, Tree};

/// One language's files joined: the text and where each file's part starts and ends.
pub struct Program {
    pub paths: Vec<String>,
    pub text: Vec<u8>,
    /// Each file's part of `text`.
    parts: Vec<Range<usize>>,
    /// Files to which a line end was added so that their last token does not run into
    /// the next file's first; it is taken off again when splitting.
    line_end_added: Vec<bool>,
}

impl Program {
    /// The files of `paths` in `tree`, joined in that order.
    pub fn join(tree: &FileTree, paths: Vec<String>) -> Program {
        let mut text = Vec::new();
        let mut parts = Vec::new();
        let mut line_end_added = Vec::new();
        for path in &paths {
            let start = text.len();
            let bytes = &tree.files[path];
            text.extend_from_slice(bytes);
            let add = !bytes.is_empty() && !bytes.ends_with(b"\n");
            if add {
                text.push(b'\n');
            }
            line_end_added.push(add);
            parts.push(start..text.len());
        }
        Program {
            paths,
            text,
            parts,
            line_end_added,
        }
    }

    /// Which file the byte at `offset` of the joined text belongs to.
    fn file_at(&self, offset: usize) -> usize {
        self.parts
            .partition_point(|part| part.end <= offset)
            .min(self.parts.len() - 1)
    }

    /// The groups of `language`'s several-part changes in the program that touch two files
    /// or more.
    pub fn groups(&self, tree: &Tree, language: &Language) -> Vec<Group> {
        let style = lang::style(language);
        let rules = &language.rules;
        let mut groups = Vec::new();
        if rules.typedefs.is_some() {
            groups.extend(transform::typedef_groups(tree, language));
        }
        if rules.inline.is_some() && rules.parameters.is_some() {
            groups.extend(transform::inline_groups(tree, language, &style));
        }
        if rules.macros.is_some() {
            groups.extend(transform::expansion_groups(tree, rules));
        }
        groups.extend(transform::pair_groups(tree, language, &style));
        groups.retain(|group| {
            let mut files = group
                .iter()
                .map(|(node, _)| self.file_at(tree.byte_range(*node).start));
            let first = files.next();
            files.any(|file| Some(file) != first)
        });
        groups
    }

    /// `base` with each file of the program replaced by its part of `printed`, the joined
    /// text after `changes`. `None` when a change that adds text crosses from one file
    /// into the next, which leaves no place to split.
    pub fn split(
        &self,
        base: &FileTree,
        printed: &[u8],
        changes: &[TextChange],
    ) -> Option<FileTree> {
        let mut tree = base.clone();
        let mut start = 0;
        for (i, path) in self.paths.iter().enumerate() {
            let end = match i + 1 == self.parts.len() {
                true => printed.len(),
                false => new_offset(self.parts[i].end, changes)?,
            };
            let mut part = printed.get(start..end)?.to_vec();
            if self.line_end_added[i] && part.ends_with(b"\n") {
                part.pop();
            }
            tree.files.insert(path.clone(), part);
            start = end;
        }
        Some(tree)
    }
}

/// Where `offset` of the source lands in the printed text. A deletion that spans it (a
/// node's leading blanks come from the file before) lands at the deletion; any other
/// change that spans it gives `None`. Text inserted exactly at `offset` goes after it.
fn new_offset(offset: usize, changes: &[TextChange]) -> Option<usize> {
    let mut shift: isize = 0;
    for change in changes {
        if change.old.start >= offset {
            break;
        }
        if change.old.end <= offset {
            shift += change.new.len() as isize - change.old.len() as isize;
            continue;
        }
        return change.new.is_empty().then_some(change.new.start);
    }
    Some((offset as isize + shift) as usize)
}

/// The files of `tree` that `language_of` gives `language`, when there are two or more.
pub fn files_of(
    tree: &FileTree,
    language: &'static Language,
    language_of: &dyn Fn(&str) -> Option<&'static Language>,
) -> Vec<String> {
    let paths: Vec<String> = tree
        .files
        .iter()
        .filter(|(path, bytes)| {
            !bytes.is_empty() && language_of(path).is_some_and(|l| std::ptr::eq(l, language))
        })
        .map(|(path, _)| path.clone())
        .collect();
    if paths.len() < 2 { Vec::new() } else { paths }
}

/// The edits of every group not in `kept` (sorted).
pub fn edits_without(groups: &[Group], kept: &[usize]) -> Edits<'static> {
    groups
        .iter()
        .enumerate()
        .filter(|(i, _)| kept.binary_search(i).is_err())
        .flat_map(|(_, group)| group.iter().cloned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(old: Range<usize>, new: Range<usize>) -> TextChange {
        TextChange { old, new }
    }

    #[test]
    fn an_offset_moves_with_the_changes_before_it() {
        // 10 bytes deleted before, 3 replaced by 5 after.
        let changes = [change(2..12, 2..2), change(30..33, 20..25)];
        assert_eq!(new_offset(20, &changes), Some(10));
        // A deletion across the offset: it lands where the deletion was.
        assert_eq!(new_offset(5, &changes), Some(2));
        // A replacement across it cannot be split.
        assert_eq!(new_offset(31, &changes), None);
        // Text inserted at the offset goes after it.
        assert_eq!(new_offset(7, &[change(7..7, 7..9)]), Some(7));
    }

    #[test]
    fn a_joined_program_splits_back_into_its_files() {
        let mut tree = FileTree::default();
        tree.files.insert("a.c".into(), b"int a;\n".to_vec());
        tree.files.insert("b.c".into(), b"int b;".to_vec());
        tree.files.insert("c.txt".into(), b"other".to_vec());
        let program = Program::join(&tree, vec!["a.c".into(), "b.c".into()]);
        assert_eq!(program.text, b"int a;\nint b;\n");
        let split = program.split(&tree, &program.text, &[]).unwrap();
        assert_eq!(split, tree);
        // "a;" deleted from the first file and "b" replaced in the second.
        let printed = b"int \nint bb;\n";
        let changes = [change(4..6, 4..4), change(11..12, 9..11)];
        let split = program.split(&tree, printed, &changes).unwrap();
        assert_eq!(split.files["a.c"], b"int \n");
        assert_eq!(split.files["b.c"], b"int bb;");
        assert_eq!(split.files["c.txt"], b"other");
    }
}
