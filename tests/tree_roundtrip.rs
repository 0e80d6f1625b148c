//! Printing an unedited tree gives back the input byte for byte, for every sample we
//! have: the project's `corpus/` (when present) and `tests/data/`.

use std::path::{Path, PathBuf};

use hedge::lang;
use hedge::tree::Tree;

/// Files under `dir`, walked without recursion.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Each node is its parent's child at its index, one level below it, inside its subtree.
fn assert_consistent(tree: &Tree, path: &Path) {
    for id in tree.descendants(tree.root()).skip(1) {
        let parent = tree.parent(id).unwrap();
        assert!(
            tree.depth(id) == tree.depth(parent) + 1
                && tree.is_descendant(id, parent)
                && tree.children(parent)[tree.index_in_parent(id)] == id,
            "{}: node {id} is out of place",
            path.display()
        );
    }
}

#[test]
fn every_sample_roundtrips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for dir in ["corpus", "tests/data"] {
        for path in files_under(&root.join(dir)) {
            let Some(l) = lang::for_path(&path) else {
                continue;
            };
            let src = std::fs::read(&path).unwrap();
            let tree = Tree::parse(&l.grammar, &src);
            assert!(
                tree.print() == src,
                "{} does not round-trip",
                path.display()
            );
            // The tree the passes see, with flattened bracket groups put back.
            let regrouped = l.parse(&src);
            assert!(
                regrouped.print() == src,
                "{} does not round-trip regrouped",
                path.display()
            );
            assert_consistent(&regrouped, &path);
            checked += 1;
        }
    }
    assert!(checked >= 4, "only {checked} samples found");
}

#[test]
fn broken_samples_have_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for name in ["broken.c", "broken.py"] {
        let path = root.join("tests/data").join(name);
        let l = lang::for_path(&path).unwrap();
        let tree = Tree::parse(&l.grammar, &std::fs::read(&path).unwrap());
        assert!(tree.error_count() > 0, "{name}");
    }
}

/// Runs `f` on a thread with a small, ordinary stack.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

const DEEP: usize = 100_000;

#[test]
fn deep_c_nesting_does_not_overflow() {
    on_small_stack(|| {
        let mut src = b"int x = ".to_vec();
        src.extend(std::iter::repeat_n(b'(', DEEP));
        src.push(b'1');
        src.extend(std::iter::repeat_n(b')', DEEP));
        src.extend_from_slice(b";\n");
        let c = lang::by_name("c").unwrap();
        let tree = Tree::parse(&c.grammar, &src);
        assert_eq!(tree.print(), src);
        assert!(tree.max_depth() >= DEEP);
        assert!(!lang::dump(&tree).is_empty());
        // Edits deep inside work too: hoist the outermost parentheses to the innermost.
        let outer = tree
            .descendants(tree.root())
            .find(|&n| tree.kind(n) == "parenthesized_expression")
            .unwrap();
        let one = tree
            .descendants(tree.root())
            .find(|&n| tree.text(n) == b"1")
            .unwrap();
        let mut edits = hedge::tree::Edits::new();
        edits.insert(outer, hedge::tree::Edit::Hoist(one));
        let mut out = Vec::new();
        tree.print_with(&edits, &lang::style(c), &mut out);
        assert_eq!(out, b"int x = 1;\n");
        let _ = lang::changes(&tree, outer, c);
        drop(tree);
    });
}

#[test]
fn deep_python_nesting_does_not_overflow() {
    on_small_stack(|| {
        let mut src = b"x = ".to_vec();
        src.extend(std::iter::repeat_n(b'[', DEEP));
        src.extend(std::iter::repeat_n(b']', DEEP));
        src.push(b'\n');
        let py = lang::by_name("python").unwrap();
        let tree = Tree::parse(&py.grammar, &src);
        assert_eq!(tree.print(), src);
        assert!(tree.max_depth() >= DEEP);
        assert_eq!(tree.nodes_at_depth(tree.max_depth()).len(), 2); // `[` and `]`
        drop(tree);
    });
}
