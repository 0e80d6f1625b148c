//! Where tree-sitter could not parse: the bulk passes leave a definition in or beside
//! such a part alone, as it may not be what it seems.

use crate::tree::{NodeId, Tree};

/// The ERROR and MISSING nodes of a tree, in id order, so that whether a subtree holds
/// one is a binary search, not a walk of the subtree.
pub struct ParseErrors {
    ids: Vec<NodeId>,
}

impl ParseErrors {
    /// The error nodes of `tree`.
    pub fn of(tree: &Tree) -> Self {
        let ids = (0..tree.len() as NodeId)
            .filter(|&id| tree.is_error(id) || tree.is_missing(id))
            .collect();
        ParseErrors { ids }
    }

    /// Whether the subtree of `id` holds an error node (or is one).
    pub fn within(&self, tree: &Tree, id: NodeId) -> bool {
        let first = self.ids.partition_point(|&e| e < id);
        self.ids
            .get(first)
            .is_some_and(|&e| e < tree.subtree_end(id))
    }
}
