//! A construct's brackets deleted together, what they hold kept: `{ #pragma p s(); }` →
//! `#pragma p s();`, `(a + b) * c` → `a + b * c`, one pair per test. Deleting the node
//! removes what it holds too, and hoisting one child keeps only that child: neither gives
//! a block's statements without their braces when there are several. C-Vise's balanced
//! pass does this for every pair of brackets; here a pair is a node's first and last
//! children when those are matching bracket literals, so it works in every grammar.

use crate::tree::{NodeId, PrintStyle, Tree};

use super::one_by_one::Deletion;
use super::reducer::{Filtered, TreeReducer};
use crate::reduce::judging::Stopped;

/// The bracket literals a pair is made of.
const BRACKETS: [(&[u8], &[u8]); 3] = [(b"(", b")"), (b"{", b"}"), (b"[", b"]")];

impl TreeReducer<'_> {
    /// Deletes bracket pairs (see [`pairs`]) one per test, outermost first, taking every
    /// pair the test accepts. `filtered`: whether the syntax filter still screens the
    /// candidates.
    pub(super) fn delete_bracket_pairs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Result<Vec<u8>, Stopped> {
        self.begin("bracket pairs", "");
        self.delete_one_by_one(current, style, filtered, pairs)
    }
}

/// The nodes whose first and last children are a matching pair of bracket tokens, in
/// preorder (a pair's rank is its position): the pair of each.
fn pairs(tree: &Tree) -> Vec<Deletion> {
    let is_token = |node: NodeId| tree.is_leaf(node) && !tree.is_named(node);
    (0..tree.len() as NodeId)
        .filter_map(|node| {
            let children = tree.children(node);
            let (&open, &close) = (children.first()?, children.last()?);
            let matching = BRACKETS
                .iter()
                .any(|&(left, right)| tree.text(open) == left && tree.text(close) == right);
            (children.len() > 2 && matching && is_token(open) && is_token(close))
                .then_some([open, close])
        })
        .enumerate()
        .map(|(rank, nodes)| Deletion {
            position: rank,
            nodes: nodes.to_vec(),
        })
        .collect()
}
