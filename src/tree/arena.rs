//! The arena: a parsed source's nodes in preorder, with their kinds, fields, byte ranges
//! and depths, and what every pass asks of them.

use super::id::{NONE, NodeId};
use super::layout::Layout;

pub(super) const NAMED: u8 = 1;
pub(super) const ERROR: u8 = 2;
pub(super) const MISSING: u8 = 4;
pub(super) const EXTRA: u8 = 8;

/// The kinds of a collapsed chain of single-child nodes, outermost first: by name, for
/// printing, and by the grammar's kind id, for the passes' tests of a node's kind.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chain {
    pub(super) names: &'static [&'static str],
    /// Indexed like `names`.
    pub(super) ids: &'static [u16],
}

/// 12 bytes a node: a large input has a node every two bytes or so, so each field
/// counts. What is rarely asked (a node's depth, its place among its siblings) is worked
/// out when asked.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    /// Index in `Tree::chains`: the kinds of the collapsed chain, outermost first.
    pub(super) chain: u32,
    /// Where its children start in `Tree::child_ids`. The lists are in the nodes' order
    /// (a leaf's is empty), so a node's ends where the next node's starts.
    pub(super) children: u32,
    /// Byte column of the first token within its line, or [`FAR_COLUMN`] for a column
    /// that far or farther, which [`Tree::column`] then counts from the source.
    pub(super) col: u16,
    /// Index in `Tree::fields` plus one; 0 when the node is in no field.
    pub(super) field: u8,
    pub(super) flags: u8,
}

/// The column a node stores for columns too far to store.
pub(super) const FAR_COLUMN: u16 = u16::MAX;

impl Node {
    /// `col` as a node stores it.
    pub(super) fn column_of(col: usize) -> u16 {
        u16::try_from(col).unwrap_or(FAR_COLUMN)
    }
}

/// Where a node's bytes and subtree are: all the printer reads of most nodes, kept apart
/// from the rest so that a candidate's jumps from edit to edit touch a small array.
/// A node's end is not stored (12 bytes instead of 16): its last token is its subtree's
/// last leaf, and the next node's prefix starts where that leaf ends (see [`Tree::end`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extent {
    /// Start of the first leaf's prefix: the end of the leaf before it in preorder (0 for
    /// the first).
    pub(super) pre: u32,
    /// Start of the first token (for a leaf: its token).
    pub(super) start: u32,
    /// One past the last node of this subtree.
    pub(super) end_id: NodeId,
}

/// A parsed source file as an arena of nodes.
#[derive(Clone, Debug)]
pub struct Tree {
    /// Unique to each parse (a clone shares it, with the same source): callers memoise
    /// what they derive from a tree by it, without hashing the source.
    pub(super) id: u64,
    /// Shared with whoever else holds the text (the reduction's original), not copied.
    pub(super) source: std::sync::Arc<[u8]>,
    pub(super) nodes: Vec<Node>,
    /// Indexed like `nodes`.
    pub(super) extents: Vec<Extent>,
    /// Each node's parent (`NONE` for the root), indexed like `nodes`: dense, because the
    /// printer looks up the parent of every deleted node.
    pub(super) parents: Vec<NodeId>,
    /// The distinct kind chains of this tree's nodes (a few hundred at most).
    pub(super) chains: Vec<Chain>,
    /// The distinct field names of this tree's nodes.
    pub(super) fields: Vec<&'static str>,
    pub(super) child_ids: Vec<NodeId>,
    /// Start of the bytes after the last token.
    pub(super) trailer: u32,
    /// The depth of the deepest node.
    pub(super) max_depth: u32,
    pub(super) tokens: usize,
    pub(super) errors: usize,
    /// tree-sitter's own tree of `source`, the base for incremental re-parses of edited
    /// versions; kept only when the source was parsed whole (see `window.rs`).
    pub(super) syntax: Option<tree_sitter::Tree>,
    /// The printer's view of the tree under the style it is printed with.
    pub(super) layout: std::sync::OnceLock<Layout>,
}

impl Tree {
    pub(super) fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    pub(super) fn extent(&self, id: NodeId) -> &Extent {
        &self.extents[id as usize]
    }

    /// The root node: the first in preorder.
    pub fn root(&self) -> NodeId {
        0
    }

    /// Number of nodes; ids are `0..len()`.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: even an empty input has a root.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node's kind (the outermost of a collapsed chain).
    pub fn kind(&self, id: NodeId) -> &'static str {
        self.kinds(id)[0]
    }

    /// All kinds of a collapsed chain of single-child nodes, outermost first.
    pub fn kinds(&self, id: NodeId) -> &[&'static str] {
        self.chains[self.node(id).chain as usize].names
    }

    /// The grammar's ids of the kinds of [`Tree::kinds`], in the same order. A grammar may
    /// have several ids of one name; a node of kind [`GROUP`](super::GROUP) has [`GROUP_ID`](super::GROUP_ID).
    pub fn kind_ids(&self, id: NodeId) -> &[u16] {
        self.chains[self.node(id).chain as usize].ids
    }

    /// Whether any kind in the node's chain is `kind`.
    pub fn has_kind(&self, id: NodeId, kind: &str) -> bool {
        self.kinds(id).contains(&kind)
    }

    /// The field name of this node in its parent.
    pub fn field(&self, id: NodeId) -> Option<&'static str> {
        match self.node(id).field {
            0 => None,
            f => Some(self.fields[f as usize - 1]),
        }
    }

    /// The node's children, in source order.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let start = self.node(id).children as usize;
        let end = self
            .nodes
            .get(id as usize + 1)
            .map_or(self.child_ids.len(), |next| next.children as usize);
        &self.child_ids[start..end]
    }

    /// The children a list is made of: named ones, without extras such as comments.
    pub fn named_children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + Clone + '_ {
        self.children(id)
            .iter()
            .copied()
            .filter(|&c| self.is_named(c) && !self.is_extra(c))
    }

    /// Children of `id` in the given field.
    pub fn children_by_field<'a>(
        &'a self,
        id: NodeId,
        field: &'a str,
    ) -> impl Iterator<Item = NodeId> + 'a {
        self.children(id)
            .iter()
            .copied()
            .filter(move |&c| self.field(c) == Some(field))
    }

    /// The node's parent; `None` for the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let p = self.parents[id as usize];
        (p != NONE).then_some(p)
    }

    /// Position of the node among its parent's children (0 for the root).
    pub fn index_in_parent(&self, id: NodeId) -> usize {
        // Children are in preorder, so in increasing id order.
        self.parent(id).map_or(0, |parent| {
            self.children(parent)
                .binary_search(&id)
                .expect("a node is among its parent's children")
        })
    }

    /// The node's depth: 0 for the root.
    pub fn depth(&self, id: NodeId) -> usize {
        std::iter::successors(self.parent(id), |&p| self.parent(p)).count()
    }

    /// Whether the grammar names the node's kind (`identifier`), as opposed to a
    /// literal token (`;`).
    pub fn is_named(&self, id: NodeId) -> bool {
        self.node(id).flags & NAMED != 0
    }

    /// Whether the node has no children: a token.
    pub fn is_leaf(&self, id: NodeId) -> bool {
        // In preorder, a node without children is its whole subtree.
        self.subtree_end(id) == id + 1
    }

    /// Whether the node is an ERROR node of tree-sitter's error recovery.
    pub fn is_error(&self, id: NodeId) -> bool {
        self.node(id).flags & ERROR != 0
    }

    /// Whether the node is a MISSING token error recovery inserted (it has no bytes).
    pub fn is_missing(&self, id: NodeId) -> bool {
        self.node(id).flags & MISSING != 0
    }

    /// Extras are nodes the grammar allows anywhere, such as comments.
    pub fn is_extra(&self, id: NodeId) -> bool {
        self.node(id).flags & EXTRA != 0
    }

    /// One past the last id of the node's subtree (ids are in preorder).
    pub fn subtree_end(&self, id: NodeId) -> NodeId {
        self.extent(id).end_id
    }

    /// Whether `desc` is a proper descendant of `id`.
    pub fn is_descendant(&self, desc: NodeId, id: NodeId) -> bool {
        desc > id && desc < self.subtree_end(id)
    }

    /// Nodes at depth `d` (the root is at depth 0), in source order. One walk in
    /// preorder that steps over each found node's subtree, so it visits only the nodes
    /// at depth `d` or above.
    pub fn nodes_at_depth(&self, d: usize) -> Vec<NodeId> {
        let mut found = Vec::new();
        // The ends of the subtrees the walk is in: their number is the depth.
        let mut open: Vec<NodeId> = Vec::new();
        let mut id = 0;
        while (id as usize) < self.len() {
            while open.last().is_some_and(|&end| end <= id) {
                open.pop();
            }
            if open.len() == d {
                found.push(id);
                id = self.subtree_end(id);
            } else {
                open.push(self.subtree_end(id));
                id += 1;
            }
        }
        found
    }

    /// The depth of the deepest node.
    pub fn max_depth(&self) -> usize {
        self.max_depth as usize
    }

    /// Number of leaves with non-empty text.
    pub fn token_count(&self) -> usize {
        self.tokens
    }

    /// The leaves with non-empty text in the subtree of `id`, in source order.
    pub fn tokens(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.descendants(id)
            .filter(|&n| self.is_leaf(n) && !self.text(n).is_empty())
    }

    /// Number of ERROR and MISSING nodes.
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Number of ERROR and MISSING nodes in the subtree of `id`.
    pub fn errors_under(&self, id: NodeId) -> usize {
        (self.descendants(id))
            .filter(|&n| self.node(n).flags & (ERROR | MISSING) != 0)
            .count()
    }

    /// The node's bytes from its first token to its last, without its leading prefix.
    pub fn text(&self, id: NodeId) -> &[u8] {
        &self.source[self.byte_range(id)]
    }

    /// Source range from the node's first token to its last.
    pub fn byte_range(&self, id: NodeId) -> std::ops::Range<usize> {
        self.extent(id).start as usize..self.end(id) as usize
    }

    /// End of the node's last token: where the prefix of the node after its subtree
    /// starts, or the trailer for the last subtree.
    pub(super) fn end(&self, id: NodeId) -> u32 {
        match self.extents.get(self.subtree_end(id) as usize) {
            Some(next) => next.pre,
            None => self.trailer,
        }
    }

    /// Source range of the bytes before the node's first token (whitespace, skipped bytes).
    pub fn prefix_range(&self, id: NodeId) -> std::ops::Range<usize> {
        let n = self.extent(id);
        n.pre as usize..n.start as usize
    }

    /// Byte column where the node's first token starts.
    pub fn column(&self, id: NodeId) -> usize {
        match self.node(id).col {
            FAR_COLUMN => {
                let start = self.extent(id).start as usize;
                let line = self.source[..start].iter().rposition(|&b| b == b'\n');
                start - line.map_or(0, |newline| newline + 1)
            }
            col => col as usize,
        }
    }

    /// The source the tree was parsed from.
    pub fn source(&self) -> &[u8] {
        &self.source
    }

    /// The bytes after the last token.
    pub fn trailer(&self) -> &[u8] {
        &self.source[self.trailer as usize..]
    }

    /// All node ids of the subtree of `id`, in preorder (`id` first).
    pub fn descendants(&self, id: NodeId) -> std::ops::Range<NodeId> {
        id..self.subtree_end(id)
    }

    /// This parse's id: two trees with the same id have the same source.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// tree-sitter's own tree of the source, the base of incremental re-parses; `None`
    /// for a large source, which is parsed in windows that are not kept.
    pub fn syntax_tree(&self) -> Option<&tree_sitter::Tree> {
        self.syntax.as_ref()
    }
}
