//! hedge's own lossless syntax tree: an arena of nodes converted from a tree-sitter parse.
//!
//! Nodes are numbered in preorder, so the subtree of `n` is the id range
//! `n..subtree_end(n)`; that makes every traversal (and the printer) a simple loop.
//! Every byte of the source belongs to exactly one leaf (its `prefix` of skipped bytes
//! and its token) or to the tree's trailer, so printing an unchanged tree reproduces
//! the input exactly.

mod arena;
mod build;
mod edit;
mod id;
mod intern;
mod layout;
mod print;
mod regroup;
mod style;
mod window;

pub use arena::Tree;
pub use build::count_tokens;
pub use edit::{Edit, Edits};
pub use id::NodeId;
pub use print::{TextChange, reindent_into};
pub use regroup::{GROUP, GROUP_ID};
pub use style::PrintStyle;
pub use window::{errors_in, syntax_error_count};

#[cfg(test)]
mod tests;

/// Random edit sets, for tests that compare two ways of doing the same thing on them.
#[cfg(test)]
pub(crate) struct RandomEdits(u64);

#[cfg(test)]
impl RandomEdits {
    pub(crate) fn new(seed: u64) -> Self {
        RandomEdits(seed | 1)
    }

    /// A number below `n` (xorshift).
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// Between 1 and `most` edits of random nodes: deletions, hoists of a random node of
    /// the subtree (the node itself included, which the printer must ignore), and
    /// replacements by `text`.
    pub(crate) fn edits(&mut self, tree: &Tree, most: usize, text: &str) -> Edits<'static> {
        let mut edits = Edits::new();
        for _ in 0..1 + self.below(most) {
            let id = self.below(tree.len()) as NodeId;
            let edit = match self.below(3) {
                0 => Edit::Delete,
                1 => Edit::Text(text.into()),
                _ => {
                    let span = (tree.subtree_end(id) - id) as usize;
                    Edit::Hoist(id + self.below(span) as NodeId)
                }
            };
            edits.insert(id, edit);
        }
        edits
    }
}
