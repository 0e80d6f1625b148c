//! A list of changes minimized by the engine in `crate::dd`, each configuration judged as
//! the text it builds.

use crate::dd::{self, Candidates, Outcome, Stats};
use crate::reduce::judging::judge::{Candidate, Judge};

/// Adapts a judge to the delta-debugging engine: `build` turns a configuration into a
/// candidate text.
pub struct JudgedTest<'a, F> {
    pub judge: &'a Judge,
    pub build: F,
}

impl<F: Fn(&[usize]) -> Candidate + Sync> dd::Test for JudgedTest<'_, F> {
    fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let build = &self.build;
        self.judge
            .first_interesting(candidates.len(), &|k| build(&candidates.config(k)))
    }
}

/// What a caller knows of a list's changes beyond their number.
#[derive(Clone, Copy, Default)]
pub struct Shape<'a> {
    /// One per change, its size: WDD balances its parts by them (without them every
    /// change weighs one).
    pub weights: Option<&'a [u64]>,
    /// One per change, its group (the node that holds it): adaptive CDD tries each group's
    /// removal once before going to single changes.
    pub groups: Option<&'a [usize]>,
}

/// Runs `strategy`'s minimizer (ddmin, CDD, ProbDD, WDD, ...) over `n_changes` changes from `start`'s
/// granularity, `build` making the text for a configuration (the configuration lists the
/// changes that are kept). `shape` tells what else is known of the changes. Returns the
/// configuration kept, or `None` when reduction was stopped. ddmin assumes the empty
/// configuration uninteresting and never tests it; when one change remains, that is the
/// only single removal left, so it is tried here and the result is 1-minimal.
pub fn minimize(
    judge: &Judge,
    n_changes: usize,
    build: impl Fn(&[usize]) -> Candidate + Sync,
    start: dd::Start,
    strategy: dd::Strategy,
    shape: Shape,
    stats: &mut Stats,
) -> Option<Vec<usize>> {
    let Shape { weights, groups } = shape;
    let mut test = JudgedTest { judge, build };
    let mut cache = dd::ConfigCache::new();
    // Every reducer repeats its passes until one removes nothing, and that last pass tries
    // each change alone: ddmin need not go around its list once more (`Tail::Once`).
    let plan = dd::Plan {
        schedule: dd::Schedule::ComplementsOnly,
        start,
        tail: dd::Tail::Once,
    };
    // A list that has been through minimization before (a later sweep) mostly keeps every
    // change: testing each once, as ddmin from single changes does, is cheapest, whatever
    // the strategy.
    let result = match (strategy, start) {
        (dd::Strategy::ProbDd, dd::Start::Halves) => {
            dd::probdd_with_cache(n_changes, &mut test, &mut cache)
        }
        (dd::Strategy::Cdd, dd::Start::Halves) => {
            dd::cdd_with_cache(n_changes, &mut test, &mut cache)
        }
        (dd::Strategy::HalvingCdd, dd::Start::Halves) => {
            dd::halving_cdd_with_cache(n_changes, &mut test, &mut cache, plan)
        }
        (dd::Strategy::AdaptiveCdd, dd::Start::Halves | dd::Start::Coarse) => {
            dd::adaptive_cdd_with_cache(n_changes, &mut test, &mut cache, plan, groups)
        }
        (dd::Strategy::Wdd, dd::Start::Halves) => {
            let ones;
            let weights = match weights {
                Some(weights) if weights.len() == n_changes => weights,
                _ => {
                    ones = vec![1; n_changes];
                    &ones
                }
            };
            dd::wdd_with_cache(weights, &mut test, &mut cache)
        }
        // ddmin itself; and from single changes every strategy is ddmin's last round
        // (see above); only adaptive CDD has a coarse start of its own, the others take
        // ddmin's.
        (dd::Strategy::Ddmin | dd::Strategy::CoarseDdmin, _)
        | (_, dd::Start::Singles)
        | (
            dd::Strategy::ProbDd | dd::Strategy::Cdd | dd::Strategy::HalvingCdd | dd::Strategy::Wdd,
            dd::Start::Coarse,
        ) => dd::ddmin_with_cache(n_changes, &mut test, &mut cache, plan),
    };
    *stats += result.stats;
    let mut config = result.config;
    if config.len() == 1 && judge.first_interesting(1, &|_| (test.build)(&[]))[0].is_fail() {
        config.clear();
    }
    if judge.stopped() { None } else { Some(config) }
}
