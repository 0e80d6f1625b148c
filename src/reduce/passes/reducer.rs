//! The tree reducer and what every pass shares.

use std::sync::{Arc, Mutex};

use crate::dd::{Start, Stats};
use crate::lang::Language;
use crate::tree::{Edits, PrintStyle, Tree};

use crate::reduce::judging::judge::{PreTest, TextKey, text_key};
use crate::reduce::judging::syntax_filter::{Parse, Screening, SyntaxFilter, keeps_syntax};
use crate::reduce::judging::{Candidate, Judge, Shape, Stopped, minimize};
use crate::reduce::settings::Settings;

use super::kept::Kept;
use super::rejected::RejectedChanges;

/// The largest text kept by a minimizer that is parsed to place its candidates' changes
/// (see `rejected.rs`): a parse per accepted round is small beside the tests it saves on
/// a text of this size, not on a large unit early in its reduction.
const MOST_PARSED_FOR_PLACES: usize = 64 * 1024;

/// The configuration a minimizer kept last and its text's tree (`None`: not parsed).
type CutFrom = Mutex<Option<(Vec<usize>, Option<Arc<Tree>>)>>;

pub struct TreeReducer<'a> {
    pub judge: &'a Judge,
    pub language: &'static Language,
    pub filter: &'a SyntaxFilter,
    /// Hears each pass start: its name, and where it is (round, sweep, level) or "".
    pub on_pass: &'a (dyn Fn(&str, &str) + Sync),
    /// The tree parsed last: passes and levels that changed nothing leave the text as it
    /// was, and the next one needs no new parse.
    pub parsed: Mutex<Option<Arc<Tree>>>,
    /// How to reduce: the strategy that minimizes each list of changes.
    pub settings: &'a Settings,
    /// The headers local includes name (see `transform::includes`); `None`: includes
    /// stay.
    pub headers: Option<crate::transform::includes::Headers<'a>>,
    /// The input has been through this reducer before (a file of a tree, in a later
    /// round): its first sweep goes one node at a time, as later sweeps do.
    pub resumed: bool,
    /// Single changes the test rejected, so that later sweeps need not test them again
    /// while their surroundings are unchanged; `None`: every one is tested again.
    pub rejected: Option<RejectedChanges>,
    /// What the bulk passes tried and the test kept (see `bulk.rs`).
    pub kept: Kept,
}

/// Whether a pass's candidates go through the syntax filter.
#[derive(Clone, Copy)]
pub(super) enum Filtered {
    Yes,
    /// Every candidate parsed while the filter is on, and a broken one never tested: for
    /// the passes tried one change per test at each fixpoint, whose broken candidates
    /// would otherwise be tested whenever the filter only samples its pass.
    Strictly,
    No,
    /// Not filtered, as the pass's changes keep code well-formed by construction: an
    /// accepted result with more errors raises the filter's baseline instead of showing
    /// that the test accepts broken input.
    WellFormed,
}

/// How a pass runs ddmin: its first granularity, and whether its candidates go through
/// the syntax filter.
#[derive(Clone, Copy)]
pub(super) struct Run {
    pub(super) start: Start,
    pub(super) filtered: Filtered,
}

impl Run {
    /// Filtered, from halves: the first pass over each list.
    pub(super) const HALVES: Run = Run {
        start: Start::Halves,
        filtered: Filtered::Yes,
    };
    /// Filtered, from single changes: the later tree sweeps, and the finer passes of later
    /// rounds.
    pub(super) const SINGLES: Run = Run {
        start: Start::Singles,
        filtered: Filtered::Yes,
    };
}

impl TreeReducer<'_> {
    /// The syntax tree of `text`, parsed again only when `text` is not the last one parsed.
    pub(super) fn parse(&self, text: &[u8]) -> Arc<Tree> {
        let mut parsed = self.parsed.lock().unwrap();
        match &*parsed {
            Some(tree) if tree.source() == text => tree.clone(),
            _ => {
                // The last tree goes first: on a large input, two trees at once would
                // double the memory at its peak.
                *parsed = None;
                let tree = Arc::new(self.language.parse(text));
                *parsed = Some(tree.clone());
                tree
            }
        }
    }

    /// Every pass's ddmin: over `n` changes of `tree`, `edits_for` turning a configuration
    /// into edits. Returns the text the kept configuration prints.
    pub(super) fn choose<'e>(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        run: Run,
        n: usize,
        edits_for: impl Fn(&[usize]) -> Edits<'e> + Sync,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        self.choose_shaped(tree, style, (run, Shape::default()), n, edits_for, stats)
    }

    /// [`Self::choose`] with what is known of the changes (see [`Shape`]).
    pub(super) fn choose_shaped<'e>(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        (run, shape): (Run, Shape),
        n: usize,
        edits_for: impl Fn(&[usize]) -> Edits<'e> + Sync,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        if n == 0 {
            return Ok(tree.source().to_vec());
        }
        // The text kept last, parsed once for all the candidates cut from it: their places
        // are where they differ from it (see `rejected.rs`).
        let cut_from: CutFrom = Mutex::new(None);
        let build = |config: &[usize], kept: &[usize]| {
            let edits = edits_for(config);
            // Until a round keeps less, the candidates are cut from `tree` itself.
            let cut = self.rejected.is_some() && kept.len() < n;
            let kept_tree = cut
                .then(|| self.kept_tree(tree, style, kept, &edits_for, &cut_from))
                .flatten();
            let from = kept_tree.as_deref().unwrap_or(tree);
            self.candidate_cut_from(tree, &edits, style, run.filtered, from)
        };
        let strategy = self.settings.strategy;
        let kept = minimize(self.judge, n, build, run.start, strategy, shape, stats)?;
        let result = print(tree, &edits_for(&kept), style);
        // Parsed through the reducer's memo: the next pass starts from this tree.
        self.accepted(&result, run.filtered);
        Ok(result)
    }

    /// Tells the syntax filter of an accepted result (parsed through the reducer's memo:
    /// the next pass starts from its tree).
    pub(super) fn accepted(&self, result: &[u8], filtered: Filtered) {
        let tree = self.parse(result);
        match filtered {
            Filtered::WellFormed => self.filter.accepted_well_formed(&tree),
            Filtered::Yes | Filtered::Strictly | Filtered::No => self.filter.accepted(&tree),
        }
    }

    /// The candidate for `tree` with `edits` applied: through the syntax filter, then
    /// predicted rejected when it is a change the test rejected before in the same
    /// surroundings (see `rejected.rs`).
    pub(super) fn candidate(
        &self,
        tree: &Tree,
        edits: &Edits,
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Candidate {
        self.candidate_cut_from(tree, edits, style, filtered, tree)
    }

    /// [`Self::candidate`] for a candidate cut from `from`, the text the minimizer kept
    /// last: its change is where the two differ.
    fn candidate_cut_from(
        &self,
        tree: &Tree,
        edits: &Edits,
        style: &PrintStyle,
        filtered: Filtered,
        from: &Tree,
    ) -> Candidate {
        let candidate = self.screened(tree, edits, style, filtered);
        if let Candidate::Text(text, key, _) = &candidate
            && self.rejected_before(from, text, *key)
        {
            return Candidate::Predicted;
        }
        candidate
    }

    /// Whether `text` (with key `key`), cut from `from`, makes a change the test rejected
    /// before in the same surroundings (see `rejected.rs`); false when rejected changes
    /// are not recorded.
    pub(super) fn rejected_before(&self, from: &Tree, text: &[u8], key: TextKey) -> bool {
        let Some(rejected) = &self.rejected else {
            return false;
        };
        rejected
            .place(from, &self.language.rules, text)
            .is_some_and(|place| {
                rejected.predicted(place, key, |earlier| self.judge.rejected_in_order(earlier))
            })
    }

    /// The tree of `tree` printed with the configuration `kept`, parsed once for every
    /// candidate cut from it (`cut_from` holds it). `None` for a text longer than
    /// `MOST_PARSED_FOR_PLACES`: candidates are then placed against the pass's start.
    fn kept_tree<'e>(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        kept: &[usize],
        edits_for: impl Fn(&[usize]) -> Edits<'e>,
        cut_from: &CutFrom,
    ) -> Option<Arc<Tree>> {
        let mut cut_from = cut_from.lock().unwrap();
        match &*cut_from {
            Some((config, kept_tree)) if config[..] == *kept => kept_tree.clone(),
            _ => {
                let text = print(tree, &edits_for(kept), style);
                let kept_tree = (text.len() <= MOST_PARSED_FOR_PLACES).then(|| self.parse(&text));
                *cut_from = Some((kept.to_vec(), kept_tree.clone()));
                kept_tree
            }
        }
    }

    /// Tells the record of rejected changes that a renaming pass made `after` of `before`,
    /// so that the names it renamed count as the names they were (see `rejected.rs`).
    pub(super) fn renamed(&self, before: &Tree, after: &[u8]) {
        if let Some(rejected) = &self.rejected
            && after != before.source()
        {
            let identifiers = &self.language.rules.identifiers;
            rejected.renamed(before, &self.parse(after), identifiers);
        }
    }

    /// `tree` with `edits` applied, through the syntax filter: parsed
    /// again only around what the edits changed when the pass's candidates are all
    /// screened, from scratch when one is in the sample.
    pub(super) fn screened(
        &self,
        tree: &Tree,
        edits: &Edits,
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Candidate {
        let screening = match filtered {
            Filtered::Yes => self.filter.screening(self.judge.pre_test_record()),
            Filtered::Strictly if self.filter.lets_broken_through() => Screening::Off,
            Filtered::Strictly => Screening::Every,
            Filtered::No | Filtered::WellFormed => Screening::Off,
        };
        if screening == Screening::Off || keeps_syntax(tree, edits) {
            return Candidate::text(print(tree, edits, style));
        }
        if screening == Screening::Sample {
            // Most candidates go unparsed: printed without noting what changed.
            let text = print(tree, edits, style);
            let key = text_key(&text);
            return self.filter.screen(text, key, Parse::IfSampled);
        }
        let mut out = Vec::with_capacity(tree.source().len());
        let changes = tree.print_changes(edits, style, &mut out);
        let key = text_key(&out);
        let parse = Parse::Edited {
            base: tree,
            changes: &changes,
        };
        match (self.filter.screen(out, key, parse), filtered) {
            // Strictly: a broken candidate is not tested as the filter's sample either.
            (Candidate::Text(_, _, PreTest::Failed), Filtered::Strictly) => Candidate::Skipped,
            (candidate, _) => candidate,
        }
    }

    /// Tells the observer that `pass` starts (at `place`: round, sweep, level or ""), and
    /// the syntax filter, which keeps a record of each pass.
    pub(super) fn begin(&self, pass: &'static str, place: &str) {
        self.filter.begin_pass(pass, self.judge.pre_test_record());
        (self.on_pass)(pass, place);
    }
}

pub(super) fn print(tree: &Tree, edits: &Edits, style: &PrintStyle) -> Vec<u8> {
    let mut out = Vec::with_capacity(tree.source().len());
    tree.print_with(edits, style, &mut out);
    out
}
