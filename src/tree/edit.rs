//! Edits to apply when printing a tree: a small sorted map from node to edit.

use std::borrow::Cow;

use super::id::NodeId;

/// What to do with one node when printing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Edit {
    /// Print nothing (and drop the node's leading whitespace).
    Delete,
    /// Print this descendant's subtree in place of the node.
    Hoist(NodeId),
    /// Print this fixed text in place of the node (shared: candidates copy edits often).
    Text(std::sync::Arc<str>),
}

/// Edits keyed by node, kept sorted by id. Candidates usually carry few edits, so a
/// sorted vector is cheaper to build than a per-node table or a hash map.
///
/// An edit is owned, or borrowed from where it is kept (a level's list of changes): a
/// candidate can apply thousands, and borrowing copies a pointer where cloning a
/// `Text` edit would count a reference atomically, once up and once down.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Edits<'e> {
    items: Vec<(NodeId, Cow<'e, Edit>)>,
}

impl<'e> Edits<'e> {
    /// No edits.
    pub fn new() -> Self {
        Self::default()
    }

    /// Edits kept elsewhere, given in increasing node order, one per node.
    pub fn from_sorted(edits: impl Iterator<Item = (NodeId, &'e Edit)>) -> Self {
        let items: Vec<_> = edits.map(|(id, edit)| (id, Cow::Borrowed(edit))).collect();
        debug_assert!(items.windows(2).all(|w| w[0].0 < w[1].0));
        Edits { items }
    }

    /// Sets the edit of `id`, replacing any earlier one.
    pub fn insert(&mut self, id: NodeId, edit: Edit) {
        let edit = Cow::Owned(edit);
        // Edits are usually built in id order: appending needs no search.
        if self.items.last().is_none_or(|last| last.0 < id) {
            self.items.push((id, edit));
            return;
        }
        match self.items.binary_search_by_key(&id, |e| e.0) {
            Ok(i) => self.items[i].1 = edit,
            Err(i) => self.items.insert(i, (id, edit)),
        }
    }

    /// Takes the edit of `id` out, if it has one.
    pub fn remove(&mut self, id: NodeId) -> Option<Edit> {
        let i = self.items.binary_search_by_key(&id, |e| e.0).ok()?;
        Some(self.items.remove(i).1.into_owned())
    }

    /// The edit of `id`, if it has one.
    pub fn get(&self, id: NodeId) -> Option<&Edit> {
        let i = self.items.binary_search_by_key(&id, |e| e.0).ok()?;
        Some(&self.items[i].1)
    }

    /// Whether `id` is deleted.
    pub fn is_deleted(&self, id: NodeId) -> bool {
        matches!(self.get(id), Some(Edit::Delete))
    }

    /// The number of nodes with an edit.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether no node has an edit.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Removes every edit.
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// The `k`th edit in increasing node order.
    pub(super) fn nth(&self, k: usize) -> Option<(NodeId, &Edit)> {
        self.items.get(k).map(|(id, e)| (*id, &**e))
    }

    /// Edits in increasing node order.
    pub fn iter(&self) -> impl Iterator<Item = (NodeId, &Edit)> {
        self.items.iter().map(|(id, e)| (*id, &**e))
    }
}

impl FromIterator<(NodeId, Edit)> for Edits<'_> {
    fn from_iter<I: IntoIterator<Item = (NodeId, Edit)>>(iter: I) -> Self {
        let mut items: Vec<(NodeId, Edit)> = iter.into_iter().collect();
        // Stable sort, then keep the last edit given for each node, like repeated insert.
        items.sort_by_key(|e| e.0);
        let mut out: Vec<(NodeId, Cow<Edit>)> = Vec::with_capacity(items.len());
        for (id, edit) in items {
            let item = (id, Cow::Owned(edit));
            match out.last_mut() {
                Some(last) if last.0 == item.0 => *last = item,
                _ => out.push(item),
            }
        }
        Edits { items: out }
    }
}
