//! A tree of files as bytes: what the judge caches and tests, and the best-so-far output
//! keeps. The empty tree is the empty string, so that "the empty input" means the same
//! for a tree as for a file.
//!
//! After a header line, each entry is `<kind> <length> <path>\n` and `length` bytes:
//! kind `f` a file, `x` an executable file, `l` a link (the bytes are its target).
//! Entries come in path order, so equal trees have equal bytes.

use super::file_tree::{FileTree, is_inside};

const HEADER: &[u8] = b"hedge-tree 1\n";

/// Why bytes are not an encoded tree.
#[derive(Debug, thiserror::Error)]
#[error("not a tree of files (at byte {at}): {what}")]
pub struct DecodeError {
    at: usize,
    what: &'static str,
}

/// The bytes of `tree`.
pub fn encode(tree: &FileTree) -> Vec<u8> {
    encode_replacing(tree, None)
}

/// The bytes of `tree` with one file's contents replaced: `(path, contents)`. Saves a
/// copy of the tree for each candidate of a reduction inside one file.
pub fn encode_replacing(tree: &FileTree, replacement: Option<(&str, &[u8])>) -> Vec<u8> {
    if tree.is_empty() {
        return Vec::new();
    }
    let size = HEADER.len() + tree.content_bytes() + 64 * (tree.files.len() + tree.links.len());
    let mut out = Vec::with_capacity(size);
    out.extend_from_slice(HEADER);
    let mut entry = |kind: u8, path: &str, bytes: &[u8]| {
        out.push(kind);
        out.extend_from_slice(format!(" {} {path}\n", bytes.len()).as_bytes());
        out.extend_from_slice(bytes);
    };
    // Files and links merged in path order.
    let mut links = tree.links.iter().peekable();
    for (path, bytes) in &tree.files {
        while let Some((link, target)) = links.next_if(|(link, _)| *link < path) {
            entry(b'l', link, target.as_bytes());
        }
        let bytes = match replacement {
            Some((replaced, contents)) if replaced == path => contents,
            _ => bytes,
        };
        let kind = if tree.executable.contains(path) {
            b'x'
        } else {
            b'f'
        };
        entry(kind, path, bytes);
    }
    for (link, target) in links {
        entry(b'l', link, target.as_bytes());
    }
    out
}

/// The tree `bytes` encode.
pub fn decode(bytes: &[u8]) -> Result<FileTree, DecodeError> {
    let mut tree = FileTree::default();
    if bytes.is_empty() {
        return Ok(tree);
    }
    let error = |at: usize, what| DecodeError { at, what };
    let fail = |at: usize, what| Err(error(at, what));
    let Some(mut rest) = bytes.strip_prefix(HEADER) else {
        return fail(0, "no header");
    };
    while !rest.is_empty() {
        let at = bytes.len() - rest.len();
        let Some(end) = rest.iter().position(|&b| b == b'\n') else {
            return fail(at, "an entry without its line end");
        };
        let line =
            std::str::from_utf8(&rest[..end]).map_err(|_| error(at, "a path that is not UTF-8"))?;
        let mut parts = line.splitn(3, ' ');
        let (Some(kind), Some(length), Some(path)) = (parts.next(), parts.next(), parts.next())
        else {
            return fail(at, "an entry line without kind, length and path");
        };
        let Ok(length) = length.parse::<usize>() else {
            return fail(at, "a length that is not a number");
        };
        if !is_inside(path) {
            return fail(at, "a path outside the tree");
        }
        let body = &rest[end + 1..];
        if body.len() < length {
            return fail(at, "an entry longer than what is left");
        }
        let (contents, next) = body.split_at(length);
        let path = path.to_string();
        match kind {
            "f" | "x" => {
                if kind == "x" {
                    tree.executable.insert(path.clone());
                }
                tree.files.insert(path, contents.to_vec());
            }
            "l" => {
                let target = std::str::from_utf8(contents)
                    .map_err(|_| error(at, "a link target that is not UTF-8"))?;
                tree.links.insert(path, target.to_string());
            }
            _ => return fail(at, "an unknown kind of entry"),
        }
        rest = next;
    }
    Ok(tree)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree() -> FileTree {
        let mut tree = FileTree::default();
        tree.files
            .insert("b/main.c".into(), b"int main;\n".to_vec());
        tree.files
            .insert("configure".into(), b"#!/bin/sh\n".to_vec());
        tree.files
            .insert("with space\0and nul".replace('\0', "_"), vec![0, 10, 255]);
        tree.executable.insert("configure".into());
        tree.links.insert("a-link".into(), "b/main.c".into());
        tree.links.insert("z".into(), "../outside".into());
        tree
    }

    #[test]
    fn a_tree_comes_back_as_it_was_and_the_empty_tree_is_the_empty_string() {
        let tree = tree();
        assert_eq!(decode(&encode(&tree)).unwrap(), tree);
        assert_eq!(encode(&FileTree::default()), b"");
        assert_eq!(decode(b"").unwrap(), FileTree::default());
    }

    #[test]
    fn replacing_one_file_encodes_like_the_changed_tree() {
        let tree = tree();
        let changed = tree.with_file("b/main.c", b"");
        assert_eq!(
            encode_replacing(&tree, Some(("b/main.c", b""))),
            encode(&changed)
        );
    }

    #[test]
    fn bytes_that_are_no_tree_are_refused_not_misread() {
        let good = encode(&tree());
        for bad in [
            &b"int main;"[..],
            &good[..good.len() - 1],
            b"hedge-tree 1\nf 3 ../x\nabc",
            b"hedge-tree 1\nf 3 /etc/x\nabc",
            b"hedge-tree 1\nq 3 x\nabc",
            b"hedge-tree 1\nf three x\nabc",
        ] {
            assert!(decode(bad).is_err(), "{}", String::from_utf8_lossy(bad));
        }
    }
}
