//! Syntactic grouping of changes: file → top-level definition → hunk → line.
//!
//! dd first narrows the difference over coarse groups (changes that belong together, like
//! the edits of one function) and only splits a group when it must, level by level.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::Path;

use super::{Changes, Edit, Files};
use crate::dd::Config;
use crate::lang::{self, Language};
use crate::tree::{NodeId, Tree};

/// Where a change sits among the top-level definitions of its file in NEW.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Place {
    /// Inside the definition with this index.
    Definition(usize),
    /// Outside every definition (or in a file hedge does not parse): its hunk alone.
    Outside(usize),
}

/// Where a change sits, coarse to fine: what the levels group changes by.
#[derive(Clone, Copy, Debug)]
struct Key {
    /// The file's number among the changed files.
    file: usize,
    /// The top-level definition, or the hunk outside every definition.
    place: Place,
    /// The hunk (numbered over all files).
    hunk: usize,
    /// The change's own index.
    change: usize,
}

/// The partitions of the changes, coarse to fine: by file, by definition, by hunk, and
/// finally one change per unit. Each is a refinement of the one before; levels that split
/// nothing further (or that hold one unit) are left out; the last level is always the
/// single changes.
pub fn levels(changes: &Changes) -> Vec<Vec<Config>> {
    let keys = keys(changes);
    let mut levels: Vec<Vec<Config>> = Vec::new();
    let partitions = [
        group_by(&keys, |k| (k.file, Place::Outside(0), 0)),
        group_by(&keys, |k| (k.file, k.place, 0)),
        group_by(&keys, |k| (k.file, k.place, k.hunk)),
        (0..changes.len()).map(|k| vec![k]).collect(),
    ];
    let n = changes.len();
    for partition in partitions {
        let coarser = levels.last().map_or(1, Vec::len);
        if coarser < partition.len() || (partition.len() == n && levels.is_empty()) {
            levels.push(partition);
        }
    }
    levels
}

/// For each change, the changes of the same top-level definition (or of the same hunk
/// outside definitions): what must come along when a change defines a missing name.
pub fn definitions(changes: &Changes) -> Vec<Config> {
    let groups = group_by(&keys(changes), |k| (k.file, k.place));
    let mut of = vec![Vec::new(); changes.len()];
    for group in groups {
        for &k in &group {
            of[k] = group.clone();
        }
    }
    of
}

/// Per change, in change order: where it sits.
fn keys(changes: &Changes) -> Vec<Key> {
    let files: Vec<&String> = {
        let mut names: Vec<&String> = changes.changes.iter().map(|c| &c.file).collect();
        names.dedup();
        names
    };
    let definitions: BTreeMap<&String, Vec<Range<usize>>> = files
        .iter()
        .map(|&name| (name, definition_lines(name, &changes.new)))
        .collect();
    changes
        .changes
        .iter()
        .enumerate()
        .map(|(k, c)| {
            let file = files.binary_search(&&c.file).expect("listed");
            let place = place(&c.edit, &definitions[&c.file], c.hunk);
            Key {
                file,
                place,
                hunk: c.hunk,
                change: k,
            }
        })
        .collect()
}

/// The changes grouped by `key`, in change order (keys grow with the change index).
fn group_by<K: Ord>(keys: &[Key], key: impl Fn(&Key) -> K) -> Vec<Config> {
    let mut groups: BTreeMap<K, Config> = BTreeMap::new();
    for k in keys {
        groups.entry(key(k)).or_default().push(k.change);
    }
    let mut groups: Vec<Config> = groups.into_values().collect();
    groups.sort_by_key(|g| g[0]);
    groups
}

/// The definition a change falls in: its NEW line, or for a deletion, the place between
/// two NEW lines of the same definition.
fn place(edit: &Edit, definitions: &[Range<usize>], hunk: usize) -> Place {
    let Edit::Lines { new, .. } = edit else {
        return Place::Outside(hunk);
    };
    let inside = |d: &Range<usize>| {
        if new.is_empty() {
            d.start < new.start && new.start < d.end
        } else {
            d.contains(&new.start)
        }
    };
    match definitions.iter().position(inside) {
        Some(d) => Place::Definition(d),
        None => Place::Outside(hunk),
    }
}

/// The line ranges (0-based, end exclusive) of the top-level definitions of NEW's `name`,
/// when hedge knows its language. The members of a container (a C++ namespace, a Java
/// class: the rules' `containers`) are definitions of their own.
pub fn definition_lines(name: &str, new: &Files) -> Vec<Range<usize>> {
    let Some(bytes) = new.get(name) else {
        return Vec::new();
    };
    let Some((language, _)) = lang::for_file(Path::new(name), bytes) else {
        return Vec::new();
    };
    let tree = language.parse(bytes);
    let line_of = |byte: usize| bytes[..byte].iter().filter(|&&b| b == b'\n').count();
    let root = tree.root();
    // A file with one top-level node has it collapsed into the root.
    let top: Vec<NodeId> = if tree.kinds(root).len() > 1 {
        vec![root]
    } else {
        tree.children(root).to_vec()
    };
    let mut nodes = Vec::new();
    for id in top {
        definitions_in(&tree, language, id, &mut nodes);
    }
    nodes
        .into_iter()
        .map(|id| {
            let range = tree.byte_range(id);
            line_of(range.start)..line_of(range.end.max(range.start + 1) - 1) + 1
        })
        .collect()
}

/// `id` itself, or, for a container, the definitions among its children.
fn definitions_in(tree: &Tree, language: &Language, id: NodeId, out: &mut Vec<NodeId>) {
    if !language.rules.containers.matches_with_class(tree, id) {
        out.push(id);
        return;
    }
    for &child in tree.children(id) {
        definitions_in(tree, language, child, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(name: &str, text: &str) -> Files {
        [(name.to_string(), text.as_bytes().to_vec())].into()
    }

    const OLD: &str = "\
int limit = 3;

int twice(int x)
{
    return x * 2;
}

int main(void)
{
    int a = twice(limit);
    return a - 6;
}
";

    const NEW: &str = "\
int limit = 4;

int twice(int x)
{
    int y = x;
    return y * 2;
}

int main(void)
{
    int a = twice(limit);
    /* done */
    return a - 8;
}
";

    #[test]
    fn changes_of_a_c_file_are_grouped_by_definition() {
        let changes = Changes::new(files("a.c", OLD), files("a.c", NEW));
        let at: Vec<String> = (0..changes.len()).map(|k| changes.location(k)).collect();
        assert_eq!(
            at,
            ["a.c:1", "a.c:5", "a.c:6", "a.c:12", "a.c:13"],
            "one-line changes; twice's and main's edits are two-line hunks"
        );
        assert_eq!(definition_lines("a.c", &changes.new), [0..1, 2..7, 8..14]);
        let levels = levels(&changes);
        // One file: the file level splits nothing and is left out.
        assert_eq!(
            levels,
            [
                vec![vec![0], vec![1, 2], vec![3, 4]],
                vec![vec![0], vec![1], vec![2], vec![3], vec![4]],
            ]
        );
        assert_eq!(definitions(&changes)[2], [1, 2]);
    }

    #[test]
    fn hunks_outside_definitions_and_unknown_languages_stand_alone() {
        // A .txt file: no definitions, so hunk then line.
        let changes = Changes::new(
            files("a.txt", "a\nb\nc\nd\n"),
            files("a.txt", "A\nB\nc\nD\n"),
        );
        assert_eq!(
            levels(&changes),
            [vec![vec![0, 1], vec![2]], vec![vec![0], vec![1], vec![2]]]
        );
        // Two hunks inside one Python function form one group; a new blank line between
        // definitions is its own.
        let old = "def f():\n    a = 1\n    b = 2\n    return a\n\ndef g():\n    pass\n";
        let new = "def f():\n    a = 5\n    b = 2\n    return b\n\n\ndef g():\n    pass\n";
        let changes = Changes::new(files("m.py", old), files("m.py", new));
        assert_eq!(changes.len(), 3);
        assert_eq!(levels(&changes)[0], [vec![0, 1], vec![2]]);
    }

    #[test]
    fn members_of_containers_are_definitions() {
        let java = "class Shop {\n    int stock = 3;\n\n    int sell(int n) {\n        return stock - n;\n    }\n}\n";
        let lines = definition_lines("Shop.java", &files("Shop.java", java));
        // The class's header and braces are lines of their own; its field and its method
        // are separate definitions.
        assert!(lines.contains(&(1..2)), "{lines:?}");
        assert!(lines.contains(&(3..6)), "{lines:?}");
        let cpp = "namespace io {\nint open();\nint close();\n}\n";
        let lines = definition_lines("io.cpp", &files("io.cpp", cpp));
        assert!(
            lines.contains(&(1..2)) && lines.contains(&(2..3)),
            "{lines:?}"
        );
    }
}
