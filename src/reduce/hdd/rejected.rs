//! Single changes the test rejected, and where: a change is not tested again while its
//! surroundings are as they were.
//!
//! Later sweeps and rounds try again every change an earlier one rejected, because a
//! removal elsewhere may have made it possible: a declaration can go once its uses have.
//! Most removals have nothing to do with most changes, and trying each change again after
//! any removal is much of what a fixpoint costs. So a rejected change is predicted
//! rejected again while three things are as they were: the text of the node's parent (the
//! block, call or expression that holds it), what the change makes of that text, and how
//! often each name spelled in it occurs outside it (a use removed elsewhere changes that
//! count). A test whose verdict depends on something else (what an unrelated function
//! computes at run time, the file's size) can keep a change that could go:
//! `--retest-rejected` turns predictions off.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Mutex;

use twox_hash::XxHash3_128;

use crate::lang::Kinds;
use crate::reduce::judging::judge::TextKey;
use crate::tree::{Edits, NodeId, Tree};

#[derive(Default)]
pub struct RejectedChanges {
    /// The names' counts of the tree seen last, by its id.
    names: Mutex<Option<(u64, NameCounts)>>,
    /// For each change, by [`Self::place`]'s key: the candidates built for it.
    built: Mutex<HashMap<u128, Vec<TextKey>>>,
}

/// How often each name occurs in a tree, and each region's context (see `context`).
struct NameCounts {
    total: HashMap<Vec<u8>, usize>,
    contexts: HashMap<NodeId, u128>,
}

impl RejectedChanges {
    /// Where the candidate `text` (`tree` printed with `edits`) changes `tree`: a key for
    /// the change in its surroundings. `None` when it is not one change, the node's parent
    /// is the root (the text cache does as well), or the printer changed text outside
    /// that parent.
    pub fn place(
        &self,
        tree: &Tree,
        identifiers: &Kinds,
        edits: &Edits,
        text: &[u8],
    ) -> Option<u128> {
        let mut edited = edits.iter();
        let (node, _) = edited.next()?;
        if edited.next().is_some() {
            return None;
        }
        let region = tree.parent(node).filter(|&parent| parent != tree.root())?;
        let Range { start, end } = tree.byte_range(region);
        let source = tree.source();
        let after = text.len().checked_sub(source.len() - end)?;
        if after < start || text[..start] != source[..start] || text[after..] != source[end..] {
            return None;
        }
        // Hashed in pieces: the parent's text is not copied for each candidate.
        let mut key = XxHash3_128::default();
        key.write(&self.context(tree, identifiers, region).to_le_bytes());
        key.write(&(end - start).to_le_bytes());
        key.write(&source[start..end]);
        key.write(&text[start..after]);
        Some(key.finish_128())
    }

    /// Whether the change at `place` was built before as another candidate, one that
    /// `rejected` says the test rejected. Otherwise notes `candidate` as built for it.
    pub fn predicted(
        &self,
        place: u128,
        candidate: TextKey,
        rejected: impl Fn(&TextKey) -> bool,
    ) -> bool {
        let mut built = self.built.lock().unwrap();
        let earlier = built.entry(place).or_default();
        if earlier.iter().any(|key| *key != candidate && rejected(key)) {
            return true;
        }
        if !earlier.contains(&candidate) {
            earlier.push(candidate);
        }
        false
    }

    /// The context of `region`: each name spelled in it with its count outside it.
    fn context(&self, tree: &Tree, identifiers: &Kinds, region: NodeId) -> u128 {
        let key = tree.id();
        let mut names = self.names.lock().unwrap();
        if names.as_ref().is_none_or(|(seen, _)| *seen != key) {
            let total = name_counts(tree, identifiers, tree.root());
            let contexts = HashMap::new();
            *names = Some((key, NameCounts { total, contexts }));
        }
        let (_, counts) = names.as_mut().expect("set above");
        if let Some(&context) = counts.contexts.get(&region) {
            return context;
        }
        let mut inside: Vec<(Vec<u8>, usize)> =
            name_counts(tree, identifiers, region).into_iter().collect();
        inside.sort_unstable();
        let mut bytes = Vec::new();
        for (name, count) in inside {
            let outside = counts.total.get(&name).copied().unwrap_or(count) - count;
            bytes.extend_from_slice(&name);
            bytes.push(0);
            bytes.extend_from_slice(&outside.to_le_bytes());
        }
        let context = XxHash3_128::oneshot(&bytes);
        counts.contexts.insert(region, context);
        context
    }
}

/// How often each name (a token of an `identifiers` kind) occurs under `node`.
fn name_counts(tree: &Tree, identifiers: &Kinds, node: NodeId) -> HashMap<Vec<u8>, usize> {
    let mut counts = HashMap::new();
    for token in tree.tokens(node) {
        if identifiers.matches(tree, token) {
            *counts.entry(tree.text(token).to_vec()).or_insert(0) += 1;
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use crate::reduce::judging::judge::text_key;
    use crate::tree::Edit;

    const SOURCE: &str =
        "int y;\nint g(int x) { x = y; return 0; }\nint f(void) { y = 2; return g(2); }\n";

    fn c() -> &'static Language {
        crate::lang::by_name("c").unwrap()
    }

    /// The place of the candidate that applies `edit` to each node of `source` whose text
    /// is one of `nodes` (the first such node for each).
    fn place_of(rejected: &RejectedChanges, source: &str, nodes: &[&str]) -> Option<u128> {
        let tree = Tree::parse(&c().grammar, source.as_bytes());
        let mut edits = Edits::new();
        for text in nodes {
            let node = (0..tree.len() as NodeId)
                .find(|&n| tree.text(n) == text.as_bytes())
                .unwrap();
            edits.insert(node, Edit::Delete);
        }
        let mut candidate = Vec::new();
        tree.print_with(&edits, &crate::lang::style(c()), &mut candidate);
        rejected.place(&tree, &c().rules.identifiers, &edits, &candidate)
    }

    #[test]
    fn a_rejected_change_is_predicted_while_its_surroundings_are_unchanged() {
        let rejected = RejectedChanges::default();
        let was_rejected = |_: &TextKey| true;
        let first = place_of(&rejected, SOURCE, &["return 0;"]).unwrap();
        assert!(!rejected.predicted(first, text_key(b"first"), was_rejected));
        // The same change after an edit in f that uses no name of g's body less: predicted.
        let other = SOURCE.replace("return g(2);", "g(2);");
        let second = place_of(&rejected, &other, &["return 0;"]).unwrap();
        assert_eq!(first, second);
        assert!(rejected.predicted(second, text_key(b"second"), was_rejected));
        // Not when no earlier candidate was rejected, nor for the same candidate again.
        let fresh = RejectedChanges::default();
        assert!(!fresh.predicted(first, text_key(b"a"), was_rejected));
        assert!(!fresh.predicted(first, text_key(b"b"), |_| false));
        assert!(!fresh.predicted(first, text_key(b"a"), |key| *key == text_key(b"a")));
        assert!(fresh.predicted(first, text_key(b"c"), |key| *key == text_key(b"a")));
    }

    #[test]
    fn a_change_is_tried_again_when_its_parent_or_the_uses_of_its_names_change() {
        let rejected = RejectedChanges::default();
        let first = place_of(&rejected, SOURCE, &["return 0;"]);
        assert!(first.is_some());
        // g's body changed.
        let edited = SOURCE.replace("return 0; ", "return 0; x = 3; ");
        assert_ne!(first, place_of(&rejected, &edited, &["return 0;"]));
        // f no longer uses y, a name g's body holds.
        let unused = SOURCE.replace("y = 2; ", "");
        assert_ne!(first, place_of(&rejected, &unused, &["return 0;"]));
    }

    #[test]
    fn only_single_changes_have_a_place() {
        let rejected = RejectedChanges::default();
        let both = ["x = y;", "return 0;"];
        assert_eq!(place_of(&rejected, SOURCE, &both), None);
        // A top-level item's surroundings are the whole text: the text cache's job.
        assert_eq!(place_of(&rejected, SOURCE, &["int y;"]), None);
    }
}
