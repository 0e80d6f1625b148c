//! One level of HDD: the changes to the nodes at one depth of the tree, and ddmin over
//! them. `schedule.rs` sweeps the levels.

use crate::dd::Stats;
use crate::lang::{self, Language};
use crate::tree::{Edit, Edits, NodeId, PrintStyle, Tree};

use super::reducer::{Run, TreeReducer};
use crate::reduce::judging::{Shape, Stopped, text_key};

/// One change at a level: an edit of one node.
pub struct NodeEdit {
    /// The node the edit applies to.
    pub node: NodeId,
    /// What is done to the node.
    pub edit: Edit,
}

/// The changes HDD makes at depth `level`: for each node, in id order, the language's
/// edits that shrink it, strongest first.
pub fn level_changes(tree: &Tree, level: usize, language: &Language) -> Vec<NodeEdit> {
    tree.nodes_at_depth(level)
        .into_iter()
        .flat_map(|node| {
            let own = tree.text(node).len();
            lang::changes(tree, node, language)
                .into_iter()
                .filter(move |edit| shrinks(tree, edit, own))
                .map(move |edit| NodeEdit { node, edit })
        })
        .collect()
}

/// The changes of all levels in node order; stable, so each node's changes keep their
/// order, strongest first.
fn in_node_order(levels: Vec<Vec<NodeEdit>>) -> Vec<NodeEdit> {
    let mut changes: Vec<NodeEdit> = levels.into_iter().flatten().collect();
    changes.sort_by_key(|change| change.node);
    changes
}

/// The edits of the candidate that applies every change except those in `not_applied`
/// (sorted): a node takes its first applicable change, its strongest (a node's changes
/// are adjacent, in id order).
pub fn applied_edits<'c>(changes: &'c [NodeEdit], not_applied: &[usize]) -> Edits<'c> {
    let mut last = None;
    let applied = complement(changes.len(), not_applied).flat_map(|run| &changes[run]);
    Edits::from_sorted(
        applied
            .filter(|change| last.replace(change.node) != Some(change.node))
            .map(|change| (change.node, &change.edit)),
    )
}

/// The indices of `0..n` that are not in `config` (sorted), as runs. ddmin's
/// configurations are a few runs of consecutive indices, found by binary search, so the
/// work grows with what is applied, not with the thousands of changes a level can have.
pub(super) fn complement(
    n: usize,
    config: &[usize],
) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let (mut next, mut rest) = (0, config);
    std::iter::from_fn(move || {
        while let Some(&first) = rest.first() {
            let gap = next..first;
            let run = consecutive_run(rest);
            next = first + run;
            rest = &rest[run..];
            if !gap.is_empty() {
                return Some(gap);
            }
        }
        let tail = next..n;
        next = n;
        (!tail.is_empty()).then_some(tail)
    })
}

/// The length of the run of consecutive integers that starts `sorted` (strictly
/// increasing, not empty). `sorted[j] == sorted[0] + j` holds exactly for a prefix of the
/// positions, so a binary search finds where it stops.
fn consecutive_run(sorted: &[usize]) -> usize {
    let first = sorted[0];
    let (mut lo, mut hi) = (1, sorted.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if sorted[mid] == first + mid {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Whether `edit` makes the node's text smaller: replacements must shrink it (or, for fixed
/// texts, at least not grow it), so that sweeps cannot cycle.
fn shrinks(tree: &Tree, edit: &Edit, own: usize) -> bool {
    match edit {
        Edit::Delete => true,
        Edit::Hoist(node) => tree.text(*node).len() < own,
        Edit::Text(text) => text.len() <= own,
    }
}

impl TreeReducer<'_> {
    /// ddmin over the changes to the nodes at depth `level`. A configuration lists the
    /// changes *not* applied, so ddmin's minimal configuration applies as many as possible.
    pub(super) fn reduce_level(
        &self,
        tree: &Tree,
        level: usize,
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        let changes = level_changes(tree, level, self.language);
        self.apply_best(tree, style, run, &changes, stats)
    }

    /// The changes of every level, for a sweep from single changes with `--width` above
    /// 1 that tries them all in one round, side by side on the same text: a level's
    /// removals then wait for no other level's. A removal the test accepts goes with the
    /// others accepted beside it, as in a wide round of one level (a node's change and
    /// its descendant's may both go: the descendant's is then moot). Those tests of
    /// descendants whose ancestor goes are what it costs, so the round is taken only
    /// where it at least halves the sweep's steps against level by level (many short
    /// levels at a large `--width`, not a few); `None` otherwise. Changes already
    /// rejected in the same surroundings are left out, so that they take no place among
    /// the side-by-side tests. In node order, each node's changes strongest first.
    pub(super) fn every_level_round(
        &self,
        tree: &Tree,
        style: &PrintStyle,
    ) -> Option<Vec<NodeEdit>> {
        let width = self.judge.width();
        let levels = self.untried_by_level(tree, style);
        let by_level: usize = levels.iter().map(|level| level.len().div_ceil(width)).sum();
        let at_once = levels.iter().map(Vec::len).sum::<usize>().div_ceil(width);
        (at_once * 2 <= by_level).then(|| in_node_order(levels))
    }

    /// The changes of every level not rejected before in the same surroundings, in node
    /// order (see [`Self::every_level_round`]).
    pub(super) fn untried_every_level(&self, tree: &Tree, style: &PrintStyle) -> Vec<NodeEdit> {
        in_node_order(self.untried_by_level(tree, style))
    }

    /// The changes of each level not rejected before in the same surroundings.
    fn untried_by_level(&self, tree: &Tree, style: &PrintStyle) -> Vec<Vec<NodeEdit>> {
        (0..=tree.max_depth())
            .map(|level| {
                level_changes(tree, level, self.language)
                    .into_iter()
                    .filter(|change| !self.rejected_alone(tree, style, change))
                    .collect()
            })
            .collect()
    }

    /// Whether `change` applied alone to `tree` is a change the test rejected before in
    /// the same surroundings.
    fn rejected_alone(&self, tree: &Tree, style: &PrintStyle, change: &NodeEdit) -> bool {
        if self.rejected.is_none() {
            return false;
        }
        let edits = Edits::from_sorted(std::iter::once((change.node, &change.edit)));
        let text = super::reducer::print(tree, &edits, style);
        self.rejected_before(tree, &text, text_key(&text))
    }

    /// Runs ddmin over `changes` (in order, strongest first for each node) and returns the
    /// text with the chosen ones applied.
    pub(super) fn apply_best(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        run: Run,
        changes: &[NodeEdit],
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        let edits_for = |not_applied: &[usize]| applied_edits(changes, not_applied);
        // A change weighs what its node's text does: what keeping the node keeps.
        let weights: Vec<u64> = changes
            .iter()
            .map(|change| tree.text(change.node).len() as u64)
            .collect();
        // The changes of one parent's children (a level's nodes, a node's tokens) are
        // neighbours in the list, and often go only together.
        let groups: Vec<usize> = changes
            .iter()
            .map(|change| {
                tree.parent(change.node)
                    .map_or(usize::MAX, |parent| parent as usize)
            })
            .collect();
        let shape = Shape {
            weights: Some(&weights),
            groups: Some(&groups),
        };
        let n = changes.len();
        self.choose_shaped(tree, style, (run, shape), n, edits_for, stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applied_edits_apply_each_nodes_first_change_outside_the_configuration() {
        // Nodes in id order with two or three adjacent changes each; texts tell them apart.
        let changes: Vec<NodeEdit> = (0..40)
            .map(|i| NodeEdit {
                node: (i * 2 / 5) as NodeId,
                edit: Edit::Text(i.to_string().into()),
            })
            .collect();
        let by_definition = |not_applied: &[usize]| -> Edits {
            let mut edits = Edits::new();
            for (i, change) in changes.iter().enumerate() {
                if !not_applied.contains(&i) && edits.get(change.node).is_none() {
                    edits.insert(change.node, change.edit.clone());
                }
            }
            edits
        };
        let mut seed = 0x2545_f491_u64;
        for _ in 0..500 {
            let not_applied: Vec<usize> = (0..changes.len())
                .filter(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    !seed.is_multiple_of(3)
                })
                .collect();
            assert_eq!(
                applied_edits(&changes, &not_applied),
                by_definition(&not_applied),
                "{not_applied:?}"
            );
        }
        assert_eq!(applied_edits(&changes, &[]), by_definition(&[]));
        let all: Vec<usize> = (0..changes.len()).collect();
        assert!(applied_edits(&changes, &all).is_empty());
    }
}
