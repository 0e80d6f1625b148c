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
//! count). Names are compared up to a consistent renaming: a region and its change are
//! keyed with each name replaced by the order of its first use there, so that the renaming
//! passes (`short identifiers`, the characters of identifiers) do not make the next round
//! test again every change in every region that spells a renamed name. A test whose
//! verdict depends on something else (what an unrelated function computes at run time,
//! the file's size, the spelling of a name) can keep a change that could go:
//! `--retest-rejected` turns predictions off.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, Mutex};

use twox_hash::XxHash3_128;

use crate::lang::Kinds;
use crate::reduce::judging::judge::TextKey;
use crate::tree::{Edits, NodeId, Tree};

/// Candidates with more edits than this have no place: a change of a few nodes (a run of
/// tokens, a pair of parts) is what a later pass tries again in the same surroundings;
/// a configuration of many rarely recurs, and finding what holds it costs a walk per edit.
const MOST_EDITS: usize = 16;

#[derive(Default)]
pub struct RejectedChanges {
    /// The names' counts of the tree seen last, by its id.
    names: Mutex<Option<(u64, NameCounts)>>,
    /// For each change, by [`Self::place`]'s key: the candidates built for it.
    built: Mutex<HashMap<u128, Vec<TextKey>>>,
}

/// How often each name occurs in a tree, and each region's names (see `region_names`).
struct NameCounts {
    total: HashMap<Vec<u8>, usize>,
    regions: HashMap<NodeId, Arc<RegionNames>>,
}

/// The names a region spells, each numbered by its first use there, and their context:
/// how often each occurs outside the region, in that order.
struct RegionNames {
    numbers: HashMap<Vec<u8>, u32>,
    context: u128,
}

impl RejectedChanges {
    /// Where the candidate `text` (`tree` printed with `edits`) changes `tree`: a key for
    /// the change in its surroundings, the lowest node that holds every edited node
    /// (see `common_parent`). `None` when the edits are more than `MOST_EDITS`, that
    /// node is the root (the text cache does as well), or the printer changed text
    /// outside it.
    pub fn place(
        &self,
        tree: &Tree,
        identifiers: &Kinds,
        edits: &Edits,
        text: &[u8],
    ) -> Option<u128> {
        if edits.len() > MOST_EDITS {
            return None;
        }
        let region = common_parent(tree, edits.iter().map(|(node, _)| node))
            .filter(|&parent| parent != tree.root())?;
        let Range { start, end } = tree.byte_range(region);
        let source = tree.source();
        let after = text.len().checked_sub(source.len() - end)?;
        if after < start || text[..start] != source[..start] || text[after..] != source[end..] {
            return None;
        }
        // Hashed in pieces: the parent's text is not copied for each candidate.
        let names = self.region_names(tree, identifiers, region);
        let mut key = XxHash3_128::default();
        key.write(&names.context.to_le_bytes());
        write_renamed(&mut key, &source[start..end], &names.numbers);
        key.write(&[0xFE]);
        write_renamed(&mut key, &text[start..after], &names.numbers);
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

    /// The names `region` spells, numbered by first use, and their counts outside it.
    fn region_names(&self, tree: &Tree, identifiers: &Kinds, region: NodeId) -> Arc<RegionNames> {
        let key = tree.id();
        let mut names = self.names.lock().unwrap();
        if names.as_ref().is_none_or(|(seen, _)| *seen != key) {
            let total = name_counts(tree, identifiers, tree.root());
            let regions = HashMap::new();
            *names = Some((key, NameCounts { total, regions }));
        }
        let (_, counts) = names.as_mut().expect("set above");
        if let Some(known) = counts.regions.get(&region) {
            return known.clone();
        }
        let inside = name_counts(tree, identifiers, region);
        let mut numbers = HashMap::new();
        let mut context = Vec::new();
        for token in tree.tokens(region) {
            let name = tree.text(token);
            if !identifiers.matches(tree, token) || numbers.contains_key(name) {
                continue;
            }
            numbers.insert(name.to_vec(), numbers.len() as u32);
            let outside = counts.total.get(name).copied().unwrap_or(0) - inside[name];
            context.extend_from_slice(&outside.to_le_bytes());
        }
        let context = XxHash3_128::oneshot(&context);
        let known = Arc::new(RegionNames { numbers, context });
        counts.regions.insert(region, known.clone());
        known
    }
}

/// The lowest node that holds all of `nodes` below it: the parent of a single node, the
/// block that holds a run of tokens. `None` when `nodes` is empty or one is the root.
fn common_parent(tree: &Tree, mut nodes: impl Iterator<Item = NodeId>) -> Option<NodeId> {
    let mut common = tree.parent(nodes.next()?)?;
    let mut depth = tree.depth(common);
    for node in nodes {
        // Both climb to the same depth, then together until they meet: O(depth) a node.
        let mut other = tree.parent(node)?;
        let mut other_depth = tree.depth(other);
        while other_depth > depth {
            other = tree.parent(other)?;
            other_depth -= 1;
        }
        while depth > other_depth || common != other {
            common = tree.parent(common)?;
            depth -= 1;
            if depth < other_depth {
                other = tree.parent(other)?;
                other_depth -= 1;
            }
        }
    }
    Some(common)
}

/// Hashes `text` with each word that is one of `numbers`' names replaced by its number.
/// A word is a run of letters, digits, `_`, `$` and non-ASCII bytes: what identifiers
/// are made of in the languages hedge parses. The same word inside a string or a comment
/// is replaced too, on both sides of a change alike, so that the key only errs towards
/// telling apart texts a renaming would have made equal.
fn write_renamed(key: &mut XxHash3_128, text: &[u8], numbers: &HashMap<Vec<u8>, u32>) {
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    let mut rest = text;
    while !rest.is_empty() {
        let word = rest.iter().take_while(|&&b| is_word(b)).count();
        let piece = match word {
            0 => rest.iter().take_while(|&&b| !is_word(b)).count(),
            _ => word,
        };
        let (head, tail) = rest.split_at(piece);
        match numbers.get(head).filter(|_| word > 0) {
            Some(number) => {
                key.write(&[0xFF]);
                key.write(&number.to_le_bytes());
            }
            None => key.write(head),
        }
        rest = tail;
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
    fn a_consistent_renaming_keeps_the_place() {
        let rejected = RejectedChanges::default();
        let first = place_of(&rejected, SOURCE, &["return 0;"]);
        assert!(first.is_some());
        // y renamed everywhere, as the renaming passes do: the same place.
        let renamed = SOURCE.replace("y", "q");
        assert_eq!(first, place_of(&rejected, &renamed, &["return 0;"]));
        // x and y swapped: still a renaming.
        let swapped = SOURCE.replace('x', "#").replace('y', "x").replace('#', "y");
        assert_eq!(first, place_of(&rejected, &swapped, &["return 0;"]));
        // y renamed only in g's body: it no longer names what f assigns.
        let inside = SOURCE.replace("x = y;", "x = q;");
        assert_ne!(first, place_of(&rejected, &inside, &["return 0;"]));
    }

    #[test]
    fn a_few_changes_have_the_place_that_holds_them_all() {
        let rejected = RejectedChanges::default();
        // Two statements of g's body: the body is their place, as it is each one's.
        let both = place_of(&rejected, SOURCE, &["x = y;", "return 0;"]);
        assert!(both.is_some());
        assert_ne!(both, place_of(&rejected, SOURCE, &["return 0;"]));
        // Changes in g and in f: held only by the whole text, the text cache's job.
        assert_eq!(place_of(&rejected, SOURCE, &["x = y;", "y = 2;"]), None);
        // A top-level item's surroundings are the whole text too.
        assert_eq!(place_of(&rejected, SOURCE, &["int y;"]), None);
    }
}
