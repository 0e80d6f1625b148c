//! Passes over tokens, and over the characters inside identifiers, numbers and strings.

use super::spelling::{CharacterUnits, SharedCharacters, short_names, spellings};
use crate::dd::Stats;
use crate::transform::Group;
use crate::tree::{Edit, Edits, PrintStyle};

use super::levels::NodeEdit;
use super::one_by_one::Deletion;
use super::reducer::{Filtered, Run, TreeReducer};
use crate::reduce::judging::Stopped;

/// How many token removals that break the syntax the fixpoint's question tries before it
/// takes the test to need well-formed input (see `accepts_broken_tokens`). Where a test
/// accepts broken input, one of the first few such removals is accepted (on the corpus's
/// C cases, the first to the sixth); where it does not, each one asked costs a test.
const ASKED_BROKEN: usize = 16;

impl TreeReducer<'_> {
    /// ddmin over the tokens: removes what the tree could not express. `run` says where
    /// ddmin starts and whether the syntax filter screens the candidates.
    pub(super) fn tokens(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        let name = match run.filtered {
            Filtered::Yes | Filtered::Strictly => "tokens",
            Filtered::No | Filtered::WellFormed => "tokens, syntax errors allowed",
        };
        self.begin(name, "");
        let tree = self.parse(current);
        let changes: Vec<NodeEdit> = tree
            .tokens(tree.root())
            .map(|node| NodeEdit {
                node,
                edit: Edit::Delete,
            })
            .collect();
        self.apply_best(&tree, style, run, &changes, stats)
    }

    /// Whether the test accepts a token removal that breaks the syntax, asked of the first
    /// `ASKED_BROKEN` such removals in text order, one per test: the text the first one
    /// accepted leaves (the filter then steps aside), `None` when none is.
    pub(super) fn accepts_broken_tokens(
        &self,
        current: &[u8],
        style: &PrintStyle,
    ) -> Result<Option<Vec<u8>>, Stopped> {
        self.begin("tokens, syntax errors allowed", "");
        let tree = self.parse(current);
        let breaks = |node| {
            let deletion: Edits = [(node, Edit::Delete)].into_iter().collect();
            let mut out = Vec::new();
            let changes = tree.print_changes(&deletion, style, &mut out);
            self.filter.breaks_syntax(&out, &tree, &changes)
        };
        let asked: Vec<Deletion> = tree
            .tokens(tree.root())
            .filter(|&node| breaks(node))
            .take(ASKED_BROKEN)
            .enumerate()
            .map(|(position, node)| Deletion {
                position,
                nodes: vec![node],
            })
            .collect();
        let accepted = self.first_accepted(&tree, &asked, style, Filtered::No)?;
        Ok(accepted.map(|(_, text)| text))
    }

    /// ddmin over the characters that occur in more than one literal place, each deleted
    /// from every literal at once (see `SharedCharacters`).
    pub(super) fn delete_shared_characters(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        let tree = self.parse(current);
        let spellings = self.spellings(&tree);
        let shared = SharedCharacters::new(&spellings);
        if shared.len() == 0 {
            return Ok(current.to_vec());
        }
        self.begin("characters in every literal at once", "");
        let edits_for = |kept: &[usize]| shared.edits(kept);
        self.choose(&tree, style, run, shared.len(), edits_for, stats)
    }

    /// ddmin over the characters of numbers and strings (`"lua"` → `""`, `504` → `4`),
    /// and in the first round the words of identifiers (`MARKER_unused` → `MARKER`). An
    /// identifier is one *spelling* wherever it occurs, so shrinking it renames every
    /// occurrence at once and references stay consistent; each literal is a spelling of
    /// its own (see `CharacterUnits`).
    pub(super) fn shrink_characters(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        self.begin("characters in tokens", "");
        let tree = self.parse(current);
        let spellings = self.spellings(&tree);
        let first_round = run.start == crate::dd::Start::Halves;
        let units = CharacterUnits::new(&spellings, first_round);
        let edits_for = |kept: &[usize]| units.edits(kept);
        let result = self.choose(&tree, style, run, units.len(), edits_for, stats)?;
        self.renamed(&tree, &result);
        Ok(result)
    }

    /// Renames identifiers to one letter (their first, or a free one: `short_names`), each
    /// name everywhere at once, chosen by ddmin: one test can shorten many names, where
    /// character-level ddmin needs a test per character.
    pub(super) fn shorten_identifiers(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        let tree = self.parse(current);
        let spellings = self.spellings(&tree);
        let groups: Vec<Group> = short_names(&spellings)
            .into_iter()
            .map(|(s, short)| spellings[s].respelled(short.into()).collect())
            .collect();
        let result = self.apply_groups("short identifiers", &tree, style, run, &groups, stats)?;
        self.renamed(&tree, &result);
        Ok(result)
    }

    /// The spellings of `tree` that its passes may change: all but the identifiers the
    /// settings keep fixed.
    fn spellings(&self, tree: &crate::tree::Tree) -> Vec<super::spelling::Spelling> {
        let fixed = &self.settings.fixed_names;
        let mut found = spellings(tree, &self.language.rules);
        found.retain(|s| !s.identifier || !fixed.contains(&s.text));
        found
    }
}
