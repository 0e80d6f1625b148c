//! Deletions tried one per test, in order, each one the test accepts taken: the shape of
//! the passes that run at each fixpoint of the rounds (runs of tokens, bracket pairs),
//! whose changes overlap or seldom go together, so that ddmin's groups would buy nothing.

use crate::tree::{Edit, Edits, NodeId, PrintStyle, Tree};

use super::reducer::{Filtered, TreeReducer, print};
use crate::reduce::judging::Stopped;

/// One deletion: the nodes it deletes, and where it stands among the others (a token's
/// index, a pair's rank) so that the pass can go on from there once it is taken.
pub(super) struct Deletion {
    pub position: usize,
    pub nodes: Vec<NodeId>,
}

impl TreeReducer<'_> {
    /// Tries the deletions `deletions_of` finds in the tree of `current`, one per test, from
    /// the first on; takes the first the test accepts, finds them again in the text it
    /// leaves and goes on from its position, until the test accepts none. `filtered`:
    /// whether the syntax filter still screens the candidates ([`Filtered::Strictly`]:
    /// each one parsed, a broken one never tested as the filter's sample, since the token
    /// pass without the filter asked whether the test accepts broken input).
    pub(super) fn delete_one_by_one(
        &self,
        current: &[u8],
        style: &PrintStyle,
        filtered: Filtered,
        deletions_of: impl Fn(&Tree) -> Vec<Deletion>,
    ) -> Result<Vec<u8>, Stopped> {
        let mut current = current.to_vec();
        let mut from = 0;
        loop {
            let tree = self.parse(&current);
            let deletions: Vec<Deletion> = deletions_of(&tree)
                .into_iter()
                .filter(|deletion| deletion.position >= from)
                .collect();
            let Some((k, next)) = self.first_accepted(&tree, &deletions, style, filtered)? else {
                return Ok(current);
            };
            current = next;
            from = deletions[k].position;
        }
    }

    /// The first of `deletions` of `tree` the test accepts, tried one per test in order:
    /// its index and the text it leaves, noted as accepted; `None` when the test accepts
    /// none.
    pub(super) fn first_accepted(
        &self,
        tree: &Tree,
        deletions: &[Deletion],
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Result<Option<(usize, Vec<u8>)>, Stopped> {
        let edits = |k: usize| -> Edits<'static> {
            let nodes = deletions[k].nodes.iter();
            nodes.map(|&node| (node, Edit::Delete)).collect()
        };
        let build = |k: usize| self.candidate(tree, &edits(k), style, filtered);
        let outcomes = self.judge.first_interesting(deletions.len(), &build);
        self.judge.not_stopped()?;
        let Some(k) = outcomes.iter().position(|outcome| outcome.is_fail()) else {
            return Ok(None);
        };
        let result = print(tree, &edits(k), style);
        self.accepted(&result, filtered);
        Ok(Some((k, result)))
    }
}
