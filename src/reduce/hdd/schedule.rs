//! The pass schedule: which passes run in which order, each sequence repeated until it
//! changes nothing.

use crate::dd::{Start, Stats};
use crate::lang;
use crate::tree::PrintStyle;

use super::group_passes;
use super::reducer::{Filtered, Run, TreeReducer};
use crate::reduce::judging::text_key;

/// A pass after the tree sweeps: the text it reduces, how ddmin runs, the counters.
type Pass<'r> = fn(&TreeReducer<'r>, &[u8], &PrintStyle, Run, &mut Stats) -> Option<Vec<u8>>;

/// What the passes at a fixpoint of the rounds did.
enum AtFixpoint {
    /// A pass changed the text: the rounds go on from it.
    Changed(Vec<u8>),
    /// None changed it: the reduction is done.
    Unchanged,
    /// Reduction was stopped; the text reached.
    Stopped(Vec<u8>),
}

/// Sweeps beyond this many are not expected; the bound only guards against a cycle of
/// equal-size replacements.
const MAX_SWEEPS: usize = 100;
/// Likewise for rounds of (tree sweeps, tokens, characters).
const MAX_ROUNDS: usize = 20;

impl TreeReducer<'_> {
    /// Reduces `input`; stops early (returning the best so far) when the judge stops.
    pub fn reduce(&self, input: &[u8], stats: &mut Stats) -> Vec<u8> {
        let style = lang::style(self.language);
        let mut current = input.to_vec();
        // The text the last token pass left: when a round's sweeps leave it as it was,
        // that pass's coarse rounds were tried on it, and the tokens go one at a time.
        let mut tokens_left = None;
        // The finer passes can enable tree changes (a shortened string lets an argument go),
        // so the whole sequence repeats until a round changes nothing.
        for round in 1..=MAX_ROUNDS {
            // Texts to compare with are kept by their keys, which tell texts apart as the
            // judge's cache does: a copy of a large input would add to the peak.
            let before = text_key(&current);
            match self.tree_sweeps(current, round, &style, stats) {
                Ok(next) => current = next,
                Err(stopped) => return stopped,
            }
            let tokens = match tokens_left {
                Some(left) if left == text_key(&current) => Run::SINGLES,
                _ => Run::HALVES,
            };
            match self.tokens(&current, &style, tokens, stats) {
                Some(next) => current = next,
                None => return current,
            }
            tokens_left = Some(text_key(&current));
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
                match pass(self, &current, &style, run, stats) {
                    Some(next) => current = next,
                    None => return current,
                }
            }
            if text_key(&current) == before {
                match self.at_fixpoint(&current, &style, stats) {
                    AtFixpoint::Changed(next) => current = next,
                    AtFixpoint::Unchanged => break,
                    AtFixpoint::Stopped(text) => return text,
                }
            }
        }
        self.tidy(current)
    }

    /// The passes at a fixpoint of the rounds, until one changes the text.
    fn at_fixpoint(&self, current: &[u8], style: &PrintStyle, stats: &mut Stats) -> AtFixpoint {
        // A class made a struct loses only its `public:`, and closes the way to making
        // its members private (a private copy constructor is shorter than a deleted
        // one): it waits until the sweeps have taken what they can. So does an access
        // specifier with its `:`, which no node's deletion takes (the colon is the class
        // body's child): in the sweeps it would turn members private early and close the
        // same ways.
        for pass in &group_passes::AT_FIXPOINT {
            match self.group_pass(pass, current, style, stats) {
                Some(next) if next != current => return AtFixpoint::Changed(next),
                Some(_) => {}
                None => return AtFixpoint::Stopped(current.to_vec()),
            }
        }
        // Then what no node's change gives: bracket pairs without what they hold, and
        // runs of tokens across nodes.
        let filtered = match self.filter.lets_broken_through() {
            true => Filtered::No,
            false => Filtered::Strictly,
        };
        let Some(paired) = self.delete_bracket_pairs(current, style, filtered) else {
            return AtFixpoint::Stopped(current.to_vec());
        };
        match self.delete_token_runs(&paired, style, filtered) {
            Some(next) if next != current => return AtFixpoint::Changed(next),
            Some(_) => {}
            None => return AtFixpoint::Stopped(paired),
        }
        // Last, when no well-formed change is left: does the test need well-formed input
        // at all? Asked of a few token removals that break the syntax (see
        // `accepts_broken_tokens`), once at the end where the test takes none. If it
        // takes one, the filter steps aside, the token pass runs without it and the
        // rounds go on. That pass starts from single tokens: the filtered pass of this
        // round tried every removal the filter lets through and the cache answers those;
        // halving tried new groups of tokens for each (−2.1% tests on the corpus, same
        // results).
        if self.filter.filtering_by_sample() {
            let Some(asked) = self.accepts_broken_tokens(current, style) else {
                return AtFixpoint::Stopped(current.to_vec());
            };
            if let Some(accepted) = asked {
                let unfiltered = Run {
                    start: Start::Singles,
                    filtered: Filtered::No,
                };
                return match self.tokens(&accepted, style, unfiltered, stats) {
                    Some(next) => AtFixpoint::Changed(next),
                    None => AtFixpoint::Stopped(accepted),
                };
            }
        }
        AtFixpoint::Unchanged
    }

    /// HDD*: level by level from the root, sweep after sweep, each followed by the passes
    /// of several-part changes, until a sweep and those passes change nothing. `Err` holds
    /// the text reached when reduction was stopped.
    fn tree_sweeps(
        &self,
        mut current: Vec<u8>,
        round: usize,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Vec<u8>> {
        let bulk_work = round == 1 && self.bulk_finds_work(&current);
        for sweep in 1..=MAX_SWEEPS {
            // By key, not a copy (see `reduce`).
            let before = text_key(&current);
            // After the first sweep every level has been through ddmin: what is left goes
            // one node at a time, rarely in groups, so the coarse rounds are skipped (see
            // `Start::Singles`). Of the passes after the sweeps, the token pass starts
            // from halves whenever the sweeps changed the text (tokens often go only
            // several at once) and the others in the first round only (see `reduce`).
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
            current = self.sweep(current, (round, sweep), run, style, stats)?;
            // A coarse sweep leaves single changes untried: the next one tries them.
            if text_key(&current) == before && run.start != Start::Coarse {
                break;
            }
        }
        Ok(current)
    }

    /// One tree sweep: every level from the root, with the bulk passes between levels,
    /// then the passes of several-part changes. `Err` holds the text reached when
    /// reduction was stopped.
    fn sweep(
        &self,
        mut current: Vec<u8>,
        (round, sweep): (usize, usize),
        run: Run,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Vec<u8>> {
        let mut level = 0;
        loop {
            // What the levels above left unused goes at once, below the top level or,
            // when the test keeps nothing of the top level's first rounds, before it.
            if level >= 2 || level == 1 && self.bulk_before_top(&current, style)? {
                current = self.bulk(current, style, stats)?;
            }
            // Once the top level and the first bulk passes are done, a preprocessed
            // unit's line markers and blank runs go (see `tidy_early`).
            if (round, sweep, level) == (1, 1, 2) {
                current = self.tidy_early(current);
            }
            let tree = self.parse(&current);
            if level > tree.max_depth() {
                break;
            }
            self.begin(
                "tree sweeps",
                &format!("round {round}, sweep {sweep}, level {level}"),
            );
            match self.reduce_level(&tree, level, style, run, stats) {
                Some(next) => current = next,
                None => return Err(current),
            }
            level += 1;
        }
        // Changes of several parts, which no single level makes: they cost a few tests,
        // and what they remove (a function inlined, a parameter with its arguments)
        // then costs the next sweep no test per node.
        for pass in &group_passes::AFTER_SWEEP {
            match self.group_pass(pass, &current, style, stats) {
                Some(next) => current = next,
                None => return Err(current),
            }
        }
        self.remove_format_pairs(&current, style, stats)
            .ok_or(current)
    }
}
