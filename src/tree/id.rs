//! Node ids.

/// Index of a node in a [`Tree`](super::Tree).
pub type NodeId = u32;

/// Marks "no node" (the root's parent).
pub(crate) const NONE: NodeId = u32::MAX;
