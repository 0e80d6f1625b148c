//! Large sources are parsed in windows: runs of top-level items, each parsed on its own
//! and converted before the next is parsed. tree-sitter's tree of a source takes about 40
//! times its size, so a whole parse of a large input would cost more memory than the
//! whole rest of a reduction; a window's parse costs 40 times the window.
//!
//! A window ends where a line starts with a word at column 0, the usual start of a
//! top-level item, and is kept only if it parses without errors: one that does not is
//! grown to a later line (an item was cut, or a string, comment or block runs on), up to
//! [`MOST_WINDOWS`] times the usual size, past which its errors are taken as the
//! source's own. A source that fits one window, or whose first window grows to its end,
//! is parsed whole.
//!
//! A source larger than the largest window cannot be parsed whole at this cost, and may
//! have errors anywhere (tree-sitter-cpp cannot parse the opening of libstdc++'s
//! namespaces, so every preprocessed unit that includes it has them): its windows are
//! kept once their last top-level node parses without errors, which a cut inside that
//! node would not.

use std::ops::Range;

/// Sources up to this size are parsed whole.
pub(super) const WINDOW: usize = 256 * 1024;

/// A window with errors grows to at most this many times [`WINDOW`].
const MOST_WINDOWS: usize = 8;

/// Words that continue the statement before them (`else:` after an `if` block at the top
/// level of a Python module), so no window starts at them.
const CONTINUATIONS: [&[u8]; 4] = [b"else", b"elif", b"except", b"finally"];

/// The windows of a source, in order, each with tree-sitter's tree of its bytes alone.
pub(super) struct Windows<'p, 's> {
    parser: &'p mut tree_sitter::Parser,
    source: &'s [u8],
    /// The size of a window ([`WINDOW`] but in tests).
    size: usize,
    /// Pairs of bracket token kinds (`{`, `}`): a window may end in its closing ones.
    brackets: &'s [[String; 2]],
    /// Where the next window starts; `None` once the last was given.
    start: Option<usize>,
}

impl<'p, 's> Windows<'p, 's> {
    /// The windows of `source`, of about `size` bytes each; `brackets` are the pairs of
    /// token kinds the tree's bracket groups are put back from (see `regroup.rs`).
    pub(super) fn new(
        parser: &'p mut tree_sitter::Parser,
        source: &'s [u8],
        size: usize,
        brackets: &'s [[String; 2]],
    ) -> Self {
        Windows {
            parser,
            source,
            size,
            brackets,
            start: Some(0),
        }
    }

    fn parse(&mut self, range: Range<usize>) -> tree_sitter::Tree {
        self.parser
            .parse(&self.source[range], None)
            .expect("tree-sitter parse without timeout or cancellation returned no tree")
    }
}

impl Iterator for Windows<'_, '_> {
    /// tree-sitter's tree of the window's bytes (offsets from its start), and where the
    /// window is in the source.
    type Item = (tree_sitter::Tree, Range<usize>);

    fn next(&mut self) -> Option<Self::Item> {
        let start = self.start?;
        let most = self.size.saturating_mul(MOST_WINDOWS);
        let ends_clean = self.source.len() > most;
        let mut end = window_end(self.source, start.saturating_add(self.size));
        let tree = loop {
            let tree = self.parse(start..end);
            let done = end == self.source.len() || end - start >= most;
            if done || parsed_to_its_end(&tree, ends_clean, self.brackets) {
                break tree;
            }
            end = window_end(self.source, start.saturating_add(2 * (end - start)));
        };
        self.start = (end < self.source.len()).then_some(end);
        Some((tree, start..end))
    }
}

/// ERROR and MISSING nodes in the parse of `source`, window by window as
/// [`Tree::parse_regrouped`](super::Tree::parse_regrouped) makes it with `brackets` (so
/// the count is the tree's `error_count`), keeping one window's tree at a time.
pub fn syntax_error_count(
    parser: &mut tree_sitter::Parser,
    source: &[u8],
    brackets: &[[String; 2]],
) -> usize {
    Windows::new(parser, source, WINDOW, brackets)
        .map(|(tree, _)| errors_in(&tree))
        .sum()
}

/// ERROR and MISSING nodes in `tree`. It descends only into subtrees that hold an error,
/// so a clean parse costs one flag check.
pub fn errors_in(tree: &tree_sitter::Tree) -> usize {
    let mut errors = 0;
    let mut cursor = tree.walk();
    loop {
        let node = cursor.node();
        errors += usize::from(node.is_error() || node.is_missing());
        if node.has_error() && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return errors;
            }
        }
    }
}

/// Whether a window's parse shows it was not cut inside something: it has no errors,
/// or, with `ends_clean`, its last top-level node has none or is an ERROR of closing
/// brackets only (a `}` whose `{` an earlier window holds: no later text can pair it,
/// and putting back bracket groups pairs it across windows).
fn parsed_to_its_end(tree: &tree_sitter::Tree, ends_clean: bool, brackets: &[[String; 2]]) -> bool {
    let root = tree.root_node();
    if !root.has_error() {
        return true;
    }
    // The last node that is not a comment or another extra (tree-sitter makes some ERROR
    // nodes extras too: those count).
    let last = (0..root.child_count())
        .rev()
        .filter_map(|i| root.child(i))
        .find(|child| !child.is_extra() || child.has_error());
    let closes_only = |node: tree_sitter::Node| {
        let mut cursor = node.walk();
        let is_closer =
            |leaf: tree_sitter::Node| brackets.iter().any(|[_, close]| leaf.kind() == close);
        node.children(&mut cursor)
            .all(|child| child.child_count() == 0 && is_closer(child))
    };
    ends_clean
        && !root.is_error()
        && last.is_some_and(|last| !last.has_error() || last.is_error() && closes_only(last))
}

/// The first line start at or after `from` where a window may begin, or the source's end.
fn window_end(source: &[u8], from: usize) -> usize {
    if from >= source.len() {
        return source.len();
    }
    let mut at = from;
    while let Some(newline) = source[at..].iter().position(|&b| b == b'\n') {
        let line = at + newline + 1;
        if may_start_window(source, line) {
            return line;
        }
        at = line;
    }
    source.len()
}

/// Whether the line starting at `line` starts with a word that is not a continuation,
/// and the line before does not continue onto it with a backslash.
fn may_start_window(source: &[u8], line: usize) -> bool {
    let rest = &source[line..];
    let word_len = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    let word = &rest[..word_len];
    let starts_word = word
        .first()
        .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_');
    let before = source[..line - 1]
        .strip_suffix(b"\r")
        .unwrap_or(&source[..line - 1]);
    starts_word && !CONTINUATIONS.contains(&word) && !before.ends_with(b"\\")
}
