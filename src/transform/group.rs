//! What every transform returns.

use crate::tree::{Edit, NodeId};

/// Edits that only work together: one change for ddmin.
pub type Group = Vec<(NodeId, Edit)>;
