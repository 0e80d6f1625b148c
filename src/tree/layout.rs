//! What the printer asks of a tree under one print style, worked out once per tree: which
//! tokens separate list items, which nodes hold such a separator, which tokens open an
//! optional field, and which nodes have a placeholder. A candidate may delete thousands of
//! nodes; with these the printer answers each deletion from four small bit sets instead of
//! reading the nodes around it.

use super::id::NodeId;
use super::style::PrintStyle;

#[derive(Clone, Debug)]
pub(super) struct Layout {
    /// The style these sets were worked out for.
    pub(super) style: PrintStyle,
    /// Unnamed leaves whose kind is one of the style's separators.
    pub separators: NodeSet,
    /// Unnamed leaves whose kind is one of the style's introducers.
    pub introducers: NodeSet,
    /// Nodes with at least one separator among their children.
    pub separated_lists: NodeSet,
    /// Nodes with a kind that has a placeholder.
    pub with_placeholder: NodeSet,
}

impl Layout {
    pub fn is_for(&self, style: &PrintStyle) -> bool {
        self.style == *style
    }
}

/// A set of node ids as one bit per node.
#[derive(Clone, Debug)]
pub(super) struct NodeSet(Vec<u64>);

impl NodeSet {
    pub fn new(nodes: usize) -> Self {
        NodeSet(vec![0; nodes.div_ceil(64)])
    }

    pub fn from_iter(nodes: usize, ids: impl Iterator<Item = NodeId>) -> Self {
        let mut set = NodeSet::new(nodes);
        for id in ids {
            set.insert(id);
        }
        set
    }

    /// Adds `id`; false if it was already there.
    pub fn insert(&mut self, id: NodeId) -> bool {
        let (word, bit) = (id as usize / 64, 1u64 << (id % 64));
        let new = self.0[word] & bit == 0;
        self.0[word] |= bit;
        new
    }

    pub fn contains(&self, id: NodeId) -> bool {
        self.0[id as usize / 64] & (1u64 << (id % 64)) != 0
    }
}
