//! The bulk passes: function bodies emptied and the definitions whose names occur
//! nowhere else deleted, each first all at once in one test, then in halves, in turns to
//! a fixpoint (an emptied body leaves the names only it used unused). The schedule runs
//! them before each level: on a large unit they remove in a few tests what HDD alone
//! finds node by node, in levels that mix them with the nodes the failure needs.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use crate::dd::Stats;
use crate::transform::{self, Group};
use crate::tree::{Edit, NodeId, PrintStyle, Tree};

use super::several::applied_groups;
use super::{Filtered, Run, TreeReducer, print};
use crate::reduce::judge::{TextKey, text_key};

/// Rounds beyond this many are not expected: each deletes some definitions or tries the
/// ones inside those kept.
const MAX_ROUNDS: usize = 16;

/// What the bulk passes tried and the test kept, by text: not tried again while the text
/// is the same (what is inside a kept definition is).
#[derive(Default)]
pub struct Kept {
    definitions: Mutex<HashSet<TextKey>>,
    bodies: Mutex<HashSet<TextKey>>,
}

impl TreeReducer<'_> {
    /// Empties bodies and deletes unused definitions, in turns until neither changes the
    /// text. `Err` holds the text reached when reduction was stopped.
    pub(super) fn bulk(
        &self,
        mut current: Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Vec<u8>> {
        for _ in 0..MAX_ROUNDS {
            let before = current.clone();
            current = self.delete_unused(current, style, stats)?;
            current = self.empty_bodies(current, style, stats)?;
            if current == before {
                break;
            }
        }
        Ok(current)
    }

    /// Empties the function bodies the rules allow (see `transform::bodies`). A body the
    /// test kept is not tried again while its definition's text is the same.
    fn empty_bodies(
        &self,
        current: Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Vec<u8>> {
        let Some(rule) = &self.language.rules.bodies else {
            return Ok(current);
        };
        let tree = self.parse(&current);
        let definition = |body: NodeId| tree.parent(body).expect("a body has its definition");
        let found = {
            let kept = self.kept.bodies.lock().unwrap();
            let skip = |id| kept.contains(&text_key(tree.text(id)));
            transform::emptiable_bodies(&tree, self.language, skip)
        };
        if found.is_empty() {
            return Ok(current);
        }
        let empty = Edit::Text(Arc::from(rule.text.as_str()));
        let groups: Vec<Group> = found
            .iter()
            .map(|&body| vec![(body, empty.clone())])
            .collect();
        let next = self
            .at_once_then_halves("empty bodies", &tree, style, &groups, stats)
            .ok_or_else(|| tree.source().to_vec())?;
        let mut kept = self.kept.bodies.lock().unwrap();
        kept.extend(
            found
                .iter()
                .map(|&body| text_key(tree.text(definition(body)))),
        );
        Ok(next)
    }

    /// Deletes the definitions whose names occur nowhere else, to a fixpoint: a deletion
    /// leaves other names unused. A definition the test kept is not tried again while
    /// its text is the same; the definitions inside it are. `Err` holds the text reached
    /// when reduction was stopped.
    fn delete_unused(
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
                let kept = self.kept.definitions.lock().unwrap();
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
            let mut kept = self.kept.definitions.lock().unwrap();
            kept.extend(found.iter().flatten().map(|&id| text_key(tree.text(id))));
        }
        Ok(current)
    }

    /// Applies every group of `groups` in one candidate; when the test rejects it, ddmin
    /// from halves chooses among them. The candidates skip the syntax filter: a deleted
    /// definition or an emptied body leaves well-formed code, but tree-sitter, which
    /// misreads parts of a library's headers, may recover from those differently and
    /// count one error more, and one such group among thousands would keep every
    /// candidate that holds it from being tested.
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
        let build = |_: usize| self.candidate(tree, &all, style, Filtered::No);
        if self.judge.first_interesting(1, &build)[0].is_fail() {
            let result = print(tree, &all, style);
            self.filter.accepted(&self.parse(&result));
            return Some(result);
        }
        if self.judge.stopped() {
            return None;
        }
        let run = Run {
            start: crate::dd::Start::Halves,
            filtered: Filtered::No,
        };
        self.choose(tree, style, run, groups.len(), edits_for, stats)
    }
}
