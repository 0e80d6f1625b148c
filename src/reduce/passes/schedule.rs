//! The pass schedule: which passes run in which order, each sequence repeated until it
//! changes nothing.

use crate::dd::{Start, Stats};
use crate::lang;
use crate::tree::PrintStyle;

use super::group_passes;
use super::reducer::{Filtered, Run, TreeReducer};
use crate::reduce::judging::{Stopped, text_key};

/// A pass after the tree sweeps: the text it reduces, how ddmin runs, the counters.
type Pass<'r> =
    fn(&TreeReducer<'r>, &[u8], &PrintStyle, Run, &mut Stats) -> Result<Vec<u8>, Stopped>;

/// Sweeps beyond this many are not expected; the bound only guards against a cycle of
/// equal-size replacements.
const MAX_SWEEPS: usize = 100;
/// Likewise for rounds of (tree sweeps, tokens, characters).
const MAX_ROUNDS: usize = 20;

impl TreeReducer<'_> {
    /// Reduces `input`; stops early (returning the best so far) when the judge stops.
    pub fn reduce(&self, input: &[u8], stats: &mut Stats) -> Vec<u8> {
        let mut current = input.to_vec();
        match self.rounds(&mut current, stats) {
            Ok(()) => self.tidy(current),
            // The text the stopped pass started from.
            Err(Stopped) => current,
        }
    }

    /// The rounds of passes, to a fixpoint; `current` holds the text each pass leaves.
    fn rounds(&self, current: &mut Vec<u8>, stats: &mut Stats) -> Result<(), Stopped> {
        let style = lang::style(self.language);
        // The text the last token pass left: when a round's sweeps leave it as it was,
        // that pass's coarse rounds were tried on it, and the tokens go one at a time.
        let mut tokens_left = None;
        // The finer passes can enable tree changes (a shortened string lets an argument go),
        // so the whole sequence repeats until a round changes nothing.
        for round in 1..=MAX_ROUNDS {
            // Texts to compare with are kept by their keys, which tell texts apart as the
            // judge's cache does: a copy of a large input would add to the peak.
            let before = text_key(current);
            self.tree_sweeps(current, round, &style, stats)?;
            let tokens = match tokens_left {
                Some(left) if left == text_key(current) => Run::SINGLES,
                _ => Run::HALVES,
            };
            *current = self.tokens(current, &style, tokens, stats)?;
            tokens_left = Some(text_key(current));
            // In later rounds the lists of characters have been through ddmin before and
            // mostly keep every change, as the later tree sweeps' do: each change is tried
            // alone. Tokens halve again whenever the sweeps changed the text: new groups
            // of them (a call's arguments with their commas) go only together.
            let finer = match round {
                1 if !self.resumed => Run::HALVES,
                _ => Run::SINGLES,
            };
            for (pass, run) in [
                (Self::reduce_macro_bodies as Pass<'_>, finer),
                (Self::shorten_identifiers, finer),
                (Self::delete_shared_characters, finer),
                (Self::shrink_characters, finer),
            ] {
                *current = pass(self, current, &style, run, stats)?;
            }
            if text_key(current) == before && !self.at_fixpoint(current, &style, stats)? {
                break;
            }
        }
        Ok(())
    }

    /// The passes at a fixpoint of the rounds, until one changes `current`; whether one
    /// did.
    fn at_fixpoint(
        &self,
        current: &mut Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<bool, Stopped> {
        // A class made a struct loses only its `public:`, and closes the way to making
        // its members private (a private copy constructor is shorter than a deleted
        // one): it waits until the sweeps have taken what they can. So does an access
        // specifier with its `:`, which no node's deletion takes (the colon is the class
        // body's child): in the sweeps it would turn members private early and close the
        // same ways.
        for pass in &group_passes::AT_FIXPOINT {
            let next = self.group_pass(pass, current, style, stats)?;
            if next != *current {
                *current = next;
                return Ok(true);
            }
        }
        // Then what no node's change gives: bracket pairs without what they hold, and
        // runs of tokens across nodes.
        let filtered = match self.filter.lets_broken_through() {
            true => Filtered::No,
            false => Filtered::Strictly,
        };
        let paired = self.delete_bracket_pairs(current, style, filtered)?;
        // Stopped in the runs, the pairs' result is the text reached.
        let before = std::mem::replace(current, paired);
        *current = self.delete_token_runs(current, style, filtered)?;
        if *current != before {
            return Ok(true);
        }
        // Last, when no well-formed change is left: does the test need well-formed input
        // at all? Asked of a few token removals that break the syntax (see
        // `accepts_broken_tokens`), once at the end where the test takes none. If it
        // takes one, the filter steps aside, the token pass runs without it and the
        // rounds go on. That pass starts from single tokens: the filtered pass of this
        // round tried every removal the filter lets through and the cache answers those;
        // halving tried new groups of tokens for each (−2.1% tests on the corpus, same
        // results).
        if self.filter.filtering_by_sample()
            && let Some(accepted) = self.accepts_broken_tokens(current, style)?
        {
            let unfiltered = Run {
                start: Start::Singles,
                filtered: Filtered::No,
            };
            // Stopped in the token pass, the accepted removal is the text reached.
            *current = accepted;
            *current = self.tokens(current, style, unfiltered, stats)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// HDD*: level by level from the root, sweep after sweep, each followed by the passes
    /// of several-part changes, until a sweep and those passes change nothing; `current`
    /// holds the text each pass leaves.
    fn tree_sweeps(
        &self,
        current: &mut Vec<u8>,
        round: usize,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<(), Stopped> {
        let bulk_work = round == 1 && self.bulk_finds_work(current);
        for sweep in 1..=MAX_SWEEPS {
            // By key, not a copy (see `rounds`).
            let before = text_key(current);
            // After the first sweep every level has been through ddmin: what is left goes
            // one node at a time, rarely in groups, so the coarse rounds are skipped (see
            // `Start::Singles`). Of the passes after the sweeps, the token pass starts
            // from halves whenever the sweeps changed the text (tokens often go only
            // several at once) and the others in the first round only (see `rounds`).
            let run = Run {
                start: match (round, sweep, self.settings.strategy) {
                    (1, 1, _) if self.resumed => Start::Singles,
                    (1, 1, crate::dd::Strategy::CoarseDdmin) => Start::Coarse,
                    // Where the bulk passes have work, a long list (ddmin's, see
                    // `adaptive_cdd_with_cache`) skips its round of single changes in the
                    // first sweep: the next sweep tries each change once anyway, after
                    // the bulk passes between the levels have taken what the coarse
                    // rounds left unused (on a large C++ unit the round of singles of its
                    // second level cost 400 tests for 18 kB). Elsewhere the extra sweep
                    // would only cost tests.
                    (1, 1, crate::dd::Strategy::AdaptiveCdd) if bulk_work => Start::Coarse,
                    (1, 1, _) => Start::Halves,
                    _ => Start::Singles,
                },
                filtered: Filtered::Yes,
            };
            self.sweep(current, (round, sweep), run, style, stats)?;
            // A coarse sweep leaves single changes untried: the next one tries them.
            if text_key(current) == before && run.start != Start::Coarse {
                break;
            }
        }
        Ok(())
    }

    /// One tree sweep: every level from the root, with the bulk passes between levels,
    /// then the passes of several-part changes; `current` holds the text each pass
    /// leaves.
    fn sweep(
        &self,
        current: &mut Vec<u8>,
        (round, sweep): (usize, usize),
        run: Run,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<(), Stopped> {
        if run.start == Start::Singles
            && self.judge.width() > 1
            && let tree = self.parse(current)
            && let Some(changes) = self.every_level_round(&tree, style)
        {
            // Every level in one round, after what the bulk passes take; the changes
            // found stand unless those changed the text.
            self.bulk(current, style, stats)?;
            let (tree, changes) = match tree.source() == current.as_slice() {
                true => (tree, changes),
                false => {
                    let tree = self.parse(current);
                    let changes = self.untried_every_level(&tree, style);
                    (tree, changes)
                }
            };
            self.begin(
                "tree sweeps",
                &format!("round {round}, sweep {sweep}, every level"),
            );
            *current = self.apply_best(&tree, style, run, &changes, stats)?;
            return self.after_sweep(current, style, stats);
        }
        let mut level = 0;
        loop {
            // What the levels above left unused goes at once, below the top level or,
            // when the test keeps nothing of the top level's first rounds, before it.
            if level >= 2 || level == 1 && self.bulk_before_top(current, style)? {
                self.bulk(current, style, stats)?;
            }
            // Once the top level and the first bulk passes are done, a preprocessed
            // unit's line markers and blank runs go (see `tidy_early`).
            if (round, sweep, level) == (1, 1, 2) {
                self.tidy_early(current);
            }
            let tree = self.parse(current);
            if level > tree.max_depth() {
                break;
            }
            self.begin(
                "tree sweeps",
                &format!("round {round}, sweep {sweep}, level {level}"),
            );
            *current = self.reduce_level(&tree, level, style, run, stats)?;
            level += 1;
        }
        self.after_sweep(current, style, stats)
    }

    /// Changes of several parts, which no single level makes: they cost a few tests, and
    /// what they remove (a function inlined, a parameter with its arguments) then costs
    /// the next sweep no test per node.
    fn after_sweep(
        &self,
        current: &mut Vec<u8>,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<(), Stopped> {
        for pass in &group_passes::AFTER_SWEEP {
            *current = self.group_pass(pass, current, style, stats)?;
        }
        *current = self.remove_format_pairs(current, style, stats)?;
        Ok(())
    }
}
