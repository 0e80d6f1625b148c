//! The definitions whose names occur nowhere else, deleted together: first all at once
//! in one test, then in halves, to a fixpoint. The schedule runs it before each level
//! below the first two (see docs/design.md for why not before them): on a large unit it
//! removes in a few tests what the levels above left unused, which HDD alone finds node
//! by node, in levels that mix them with the nodes the failure needs.

use crate::dd::Stats;
use crate::transform::{self, Group};
use crate::tree::{Edit, PrintStyle, Tree};

use super::several::applied_groups;
use super::{Filtered, Run, TreeReducer, print};
use crate::reduce::judge::text_key;

/// Rounds beyond this many are not expected: each deletes some definitions or tries the
/// ones inside those kept.
const MAX_ROUNDS: usize = 16;

impl TreeReducer<'_> {
    /// Deletes the definitions whose names occur nowhere else, to a fixpoint: a deletion
    /// leaves other names unused. A definition the test kept is not tried again while
    /// its text is the same; the definitions inside it are. `Err` holds the text reached
    /// when reduction was stopped.
    pub(super) fn delete_unused(
        &self,
        mut current: Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Vec<u8>> {
        if self.language.rules.definitions.is_none() {
            return Ok(current);
        }
        for _ in 0..MAX_ROUNDS {
            let tree = self.parse(&current);
            let found = {
                let kept = self.kept_definitions.lock().unwrap();
                let skip = |id| kept.contains(&text_key(tree.text(id)));
                transform::unused_definitions(&tree, self.language, skip)
            };
            if found.is_empty() {
                break;
            }
            let groups: Vec<Group> = found
                .iter()
                .map(|nodes| nodes.iter().map(|&id| (id, Edit::Delete)).collect())
                .collect();
            let name = "unused definitions";
            current = self
                .at_once_then_halves(name, &tree, style, &groups, stats)
                .ok_or_else(|| tree.source().to_vec())?;
            let mut kept = self.kept_definitions.lock().unwrap();
            kept.extend(found.iter().flatten().map(|&id| text_key(tree.text(id))));
        }
        Ok(current)
    }

    /// Applies every group of `groups` in one candidate; when the test rejects it, ddmin
    /// from halves chooses among them.
    fn at_once_then_halves(
        &self,
        name: &'static str,
        tree: &Tree,
        style: &PrintStyle,
        groups: &[Group],
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        self.begin(name, "");
        let edits_for = |kept: &[usize]| applied_groups(groups, kept);
        let all = edits_for(&[]);
        let build = |_: usize| self.candidate(tree, &all, style, Filtered::Yes);
        if self.judge.first_interesting(1, &build)[0].is_fail() {
            let result = print(tree, &all, style);
            self.filter.accepted(&self.parse(&result));
            return Some(result);
        }
        if self.judge.stopped() {
            return None;
        }
        self.choose(tree, style, Run::HALVES, groups.len(), edits_for, stats)
    }
}
