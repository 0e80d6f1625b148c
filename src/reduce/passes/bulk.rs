//! The bulk passes: function bodies emptied and the definitions whose names occur
//! nowhere else deleted, each first all at once in one test, then in halves, in turns to
//! a fixpoint (an emptied body leaves the names only it used unused). The schedule runs
//! them before each level below the top one, and before the top one when the test keeps
//! none of its first ddmin rounds (see `bulk_before_top`): on a large unit they remove in
//! a few tests what HDD alone finds node by node, in levels that mix them with the nodes
//! the failure needs.

use std::sync::Arc;

use crate::dd::Stats;
use crate::lang::Kinds;
use crate::transform::{self, Group};
use crate::tree::{Edit, NodeId, PrintStyle, Tree};

use super::group_passes::applied_groups;
use super::levels::{applied_edits, level_changes};
use super::reducer::{Filtered, Run, TreeReducer, print};
use crate::reduce::judging::{Stopped, text_key};

/// The top level's first ddmin rounds, by their number of parts: at most 30 tests.
const PROBED_PARTS: [usize; 4] = [2, 4, 8, 16];

/// The finest parts the later bodies are tried in (see `at_once_then_parts`).
const FINEST_PARTS: usize = 16;

/// Rounds beyond this many are not expected: each deletes some definitions or tries the
/// ones inside those kept.
const MAX_ROUNDS: usize = 16;

impl TreeReducer<'_> {
    /// Whether the bulk passes run before the top level (level 1), decided once, the
    /// first time it is asked: when ddmin's first rounds over the top level's changes
    /// (each part's deletion, in halves, quarters, eighths, sixteenths) find nothing the
    /// test keeps. A test that keeps one (a diagnostic among other errors) loses most of
    /// a unit fastest through the top level's ddmin, and deletions made before it change
    /// where its parts fall (on `cpp/preprocessed_unique_ptr`: 1,331 bytes in 7,490 tests
    /// instead of 240 in 896); a test that keeps none (a crash behind a clean compile)
    /// gets little from the top level for hundreds of tests, where the bulk passes remove
    /// most of the unit in a few. A part's deletion the test keeps only decides: the top
    /// level's ddmin then runs from `current` as it would without the probe (taking the
    /// part changes the path as much: 3,065 bytes after 2,343 tests).
    pub(super) fn bulk_before_top(
        &self,
        current: &[u8],
        style: &PrintStyle,
    ) -> Result<bool, Stopped> {
        if let Some(&decided) = self.kept.before_top.get() {
            return Ok(decided);
        }
        // A unit the bulk passes find nothing in (a file without line markers, where
        // they touch only system headers) needs no probe.
        if !self.bulk_finds_work(current) {
            return Ok(*self.kept.before_top.get_or_init(|| false));
        }
        let tree = self.parse(current);
        let changes = level_changes(&tree, 1, self.language);
        let n = changes.len();
        self.begin("top level's first rounds", "");
        for parts in PROBED_PARTS {
            if parts > n {
                break;
            }
            // A configuration lists the changes not applied: all but one part's.
            let part = |i: usize| part_of(n, parts, i);
            let not_applied =
                |i: usize| -> Vec<usize> { (0..n).filter(|j| !part(i).contains(j)).collect() };
            let build = |i: usize| {
                let edits = applied_edits(&changes, &not_applied(i));
                self.candidate(&tree, &edits, style, Filtered::Yes)
            };
            let outcomes = self.judge.first_interesting(parts, &build);
            self.judge.not_stopped()?;
            if outcomes.iter().any(|outcome| outcome.is_fail()) {
                return Ok(*self.kept.before_top.get_or_init(|| false));
            }
        }
        Ok(*self.kept.before_top.get_or_init(|| true))
    }

    /// Whether the bulk passes have anything to try in the unit: a body to empty or an
    /// unused definition. Decided once, on the text first asked about (the input, as
    /// the first sweep starts): the scan walks the whole unit.
    pub(super) fn bulk_finds_work(&self, current: &[u8]) -> bool {
        *self.kept.work.get_or_init(|| {
            let rules = &self.language.rules;
            if rules.definitions.is_none() && rules.bodies.is_none() {
                return false;
            }
            let tree = self.parse(current);
            let bodies = transform::emptiable_bodies(&tree, self.language, |_| false);
            !bodies.first.is_empty()
                || !bodies.later.is_empty()
                || !transform::unused_definitions(
                    &tree,
                    self.language,
                    &self.settings.fixed_names,
                    |_| false,
                )
                .is_empty()
        })
    }

    /// Empties bodies and deletes unused definitions, in turns until neither changes the
    /// text; `current` holds the text each pass leaves.
    pub(super) fn bulk(
        &self,
        current: &mut Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<(), Stopped> {
        for _ in 0..MAX_ROUNDS {
            // By key, not a copy (see `rounds`).
            let before = text_key(current);
            self.delete_unused(current, style, stats)?;
            self.empty_bodies(current, style, stats)?;
            if text_key(current) == before {
                break;
            }
        }
        Ok(())
    }

    /// Empties the function bodies the rules allow (see `transform::bodies`): first those
    /// no constant expression needs, then the `later` ones. A body the test kept is not
    /// tried again while its definition's text is the same.
    fn empty_bodies(
        &self,
        current: &mut Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<(), Stopped> {
        let Some(rule) = &self.language.rules.bodies else {
            return Ok(());
        };
        let empty = Edit::Text(Arc::from(rule.text.as_str()));
        let declared = match rule.later_text.as_str() {
            "" => empty.clone(),
            text => Edit::Text(Arc::from(text)),
        };
        // Each list: its pass's name, what a body becomes, the definition's children that
        // go with it (a declaration has no member initializers).
        let no_kinds = Kinds::default();
        let lists = [
            ("empty bodies", false, empty, &no_kinds),
            ("empty later bodies", true, declared, &rule.later_drop),
        ];
        for (name, later, edit, drop) in lists {
            let tree = self.parse(current);
            let definition = |body: NodeId| tree.parent(body).expect("a body has its definition");
            let found = {
                let kept = self.kept.bodies.lock().unwrap();
                let skip = |id| kept.contains(&text_key(tree.text(id)));
                let found = transform::emptiable_bodies(&tree, self.language, skip);
                if later { found.later } else { found.first }
            };
            if found.is_empty() {
                continue;
            }
            let group = |body: NodeId| -> Group {
                let dropped = tree
                    .children(definition(body))
                    .iter()
                    .filter(|&&c| c != body && drop.matches(&tree, c));
                let mut group: Group = dropped.map(|&c| (c, Edit::Delete)).collect();
                group.push((body, edit.clone()));
                group
            };
            let groups: Vec<Group> = found.iter().map(|&body| group(body)).collect();
            *current = match later {
                false => self.at_once_then_halves(name, &tree, style, &groups, stats)?,
                true => self.at_once_then_parts(name, &tree, style, &groups)?,
            };
            let mut kept = self.kept.bodies.lock().unwrap();
            kept.extend(
                found
                    .iter()
                    .map(|&body| text_key(tree.text(definition(body)))),
            );
        }
        Ok(())
    }

    /// Deletes the definitions whose names occur nowhere else, to a fixpoint: a deletion
    /// leaves other names unused. A definition the test kept is not tried again while
    /// its text is the same; the definitions inside it are.
    fn delete_unused(
        &self,
        current: &mut Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<(), Stopped> {
        if self.language.rules.definitions.is_none() {
            return Ok(());
        }
        for _ in 0..MAX_ROUNDS {
            let tree = self.parse(current);
            let found = {
                let kept = self.kept.definitions.lock().unwrap();
                let skip = |id| kept.contains(&text_key(tree.text(id)));
                transform::unused_definitions(
                    &tree,
                    self.language,
                    &self.settings.fixed_names,
                    skip,
                )
            };
            if found.is_empty() {
                break;
            }
            let groups: Vec<Group> = found
                .iter()
                .map(|nodes| nodes.iter().map(|&id| (id, Edit::Delete)).collect())
                .collect();
            let name = "unused definitions";
            *current = self.at_once_then_halves(name, &tree, style, &groups, stats)?;
            let mut kept = self.kept.definitions.lock().unwrap();
            kept.extend(found.iter().flatten().map(|&id| text_key(tree.text(id))));
        }
        Ok(())
    }

    /// Applies every group of `groups` in one candidate; when the test rejects it, each
    /// half, quarter, eighth and sixteenth in turn, each part the test accepts on top of
    /// those before, and no smaller parts: at most 31 tests that fail. For groups of which
    /// the test may need many (the bodies a constant expression evaluates), where ddmin
    /// would go on to single groups: on `cpp/ice_check_noexcept` it spent 853 tests to
    /// empty 12 kB of its 900 constexpr bodies. What is left goes through the tree sweeps.
    /// Candidates as in [`Self::at_once_then_halves`].
    fn at_once_then_parts(
        &self,
        name: &'static str,
        tree: &Tree,
        style: &PrintStyle,
        groups: &[Group],
    ) -> Result<Vec<u8>, Stopped> {
        self.begin(name, "");
        let n = groups.len();
        let mut applied = vec![false; n];
        let mut parts = 1;
        while parts <= n.min(FINEST_PARTS) {
            let part = |i: usize| part_of(n, parts, i);
            // The parts not applied yet, in order; after an accepted one, those after it.
            let mut pending: Vec<usize> = (0..parts)
                .filter(|&i| !applied[part(i)].iter().all(|&a| a))
                .collect();
            while !pending.is_empty() {
                let edits_with = |i: usize| {
                    let not_applied: Vec<usize> = (0..n)
                        .filter(|&j| !applied[j] && !part(i).contains(&j))
                        .collect();
                    applied_groups(groups, &not_applied)
                };
                let build = |k: usize| {
                    self.candidate(tree, &edits_with(pending[k]), style, Filtered::WellFormed)
                };
                let outcomes = self.judge.first_interesting(pending.len(), &build);
                self.judge.not_stopped()?;
                let Some(k) = outcomes.iter().position(|outcome| outcome.is_fail()) else {
                    break;
                };
                let accepted = pending[k];
                applied[part(accepted)].iter_mut().for_each(|a| *a = true);
                pending.drain(..=k);
            }
            parts *= 2;
        }
        let not_applied: Vec<usize> = (0..n).filter(|&j| !applied[j]).collect();
        let result = print(tree, &applied_groups(groups, &not_applied), style);
        self.accepted(&result, Filtered::WellFormed);
        Ok(result)
    }

    /// Applies every group of `groups` in one candidate; when the test rejects it, ddmin
    /// from halves chooses among them. The candidates skip the syntax filter, and what
    /// they leave does not count as broken input (see `Filtered::WellFormed`): a deleted
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
    ) -> Result<Vec<u8>, Stopped> {
        self.begin(name, "");
        let edits_for = |kept: &[usize]| applied_groups(groups, kept);
        let all = edits_for(&[]);
        let build = |_: usize| self.candidate(tree, &all, style, Filtered::WellFormed);
        if self.judge.first_interesting(1, &build)[0].is_fail() {
            let result = print(tree, &all, style);
            self.accepted(&result, Filtered::WellFormed);
            return Ok(result);
        }
        self.judge.not_stopped()?;
        let run = Run {
            start: crate::dd::Start::Halves,
            filtered: Filtered::WellFormed,
        };
        self.choose(tree, style, run, groups.len(), edits_for, stats)
    }
}

/// The `i`th of `parts` nearly equal runs of `0..n`, as ddmin divides a list.
fn part_of(n: usize, parts: usize, i: usize) -> std::ops::Range<usize> {
    i * n / parts..(i + 1) * n / parts
}
