//! A list of changes minimized by the engine in `crate::dd`, each configuration judged as
//! the text it builds.

use crate::dd::{self, Candidates, Outcome, Stats};
use crate::reduce::judging::judge::{Candidate, Judge};
use crate::reduce::judging::limits::Stopped;

/// Adapts a judge to the delta-debugging engine: `build` turns a configuration into a
/// candidate text, given the configuration kept last.
pub struct JudgedTest<'a, F> {
    pub judge: &'a Judge,
    pub build: F,
    /// The configuration of the last round's first interesting candidate (at first every
    /// change): what the minimizer keeps, and what the next candidates are cut from. Taken
    /// in the rounds' order, so it is the same for every number of jobs.
    pub kept: Vec<usize>,
}

impl<F: Fn(&[usize], &[usize]) -> Candidate + Sync> dd::Test for JudgedTest<'_, F> {
    fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let (build, kept) = (&self.build, &self.kept);
        let outcomes = self
            .judge
            .first_interesting(candidates.len(), &|k| build(&candidates.config(k), kept));
        if let Some(k) = outcomes.iter().position(|outcome| outcome.is_fail()) {
            self.kept = candidates.config(k);
        }
        outcomes
    }

    fn each(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let (build, kept) = (&self.build, &self.kept);
        self.judge
            .each(candidates.len(), &|k| build(&candidates.config(k), kept))
    }

    fn merged(&mut self, config: &[usize]) -> Outcome {
        let (build, kept) = (&self.build, &self.kept);
        let outcome = self.judge.merged(&|_| build(config, kept));
        if outcome.is_fail() {
            self.kept = config.to_vec();
        }
        outcome
    }

    fn keep(&mut self, config: &[usize]) {
        self.kept = config.to_vec();
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
/// changes that are kept) given the configuration the minimizer kept last, which the
/// candidate is cut from. `shape` tells what else is known of the changes. Returns the
/// configuration kept, or [`Stopped`]. ddmin assumes the empty configuration
/// uninteresting and never tests it; when one change remains, that is the only single
/// removal left, so it is tried here and the result is 1-minimal.
pub fn minimize(
    judge: &Judge,
    n_changes: usize,
    build: impl Fn(&[usize], &[usize]) -> Candidate + Sync,
    start: dd::Start,
    strategy: dd::Strategy,
    shape: Shape,
    stats: &mut Stats,
) -> Result<Vec<usize>, Stopped> {
    let Shape { weights, groups } = shape;
    let mut test = JudgedTest {
        judge,
        build,
        kept: (0..n_changes).collect(),
    };
    let mut cache = dd::ConfigCache::new();
    // Every reducer repeats its passes until one removes nothing, and that last pass tries
    // each change alone: ddmin need not go around its list once more (`Tail::Once`).
    let plan = dd::Plan {
        schedule: dd::Schedule::ComplementsOnly,
        start,
        tail: dd::Tail::Once,
        width: judge.width(),
    };
    // A list that has been through minimization before (a later sweep) mostly keeps every
    // change: testing each once, as ddmin from single changes does, is cheapest, whatever
    // the strategy.
    let result = match (strategy, start) {
        (_, dd::Start::Singles) if plan.width > 1 => {
            dd::singles_with_cache(n_changes, &mut test, &mut cache, plan.width)
        }
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
    if config.len() == 1 && judge.first_interesting(1, &|_| (test.build)(&[], &config))[0].is_fail()
    {
        config.clear();
    }
    judge.not_stopped()?;
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::BestSoFar;
    use crate::oracle::{Oracle, TestSpec};
    use std::os::unix::fs::PermissionsExt;
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    /// Each candidate is built with the configuration the minimizer kept last: the whole
    /// list until a round keeps less, then what that round kept, for every number of jobs.
    #[test]
    fn candidates_are_built_with_the_configuration_kept_last() {
        let dir = tempfile::tempdir().unwrap();
        let script = dir.path().join("test.sh");
        std::fs::write(&script, "#!/bin/sh\ngrep -q x input.txt\n").unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        let units = ["a", "b", "x", "c", "d", "e", "f", "g"];
        let text = |config: &[usize]| config.iter().map(|&k| units[k]).collect::<String>();
        let mut seen_by_jobs = Vec::new();
        for jobs in [1, 4] {
            let oracle = Oracle::new(
                TestSpec::Script(script.clone()),
                "input.txt",
                Duration::from_secs(30),
            );
            let best = BestSoFar::new(None, &b"abxcdefg"[..]).unwrap();
            let judge = Judge::new(oracle, jobs, best, Arc::new(crate::reduce::Silent));
            let built = Mutex::new(Vec::new());
            let build = |config: &[usize], kept: &[usize]| {
                built.lock().unwrap().push((config.to_vec(), kept.to_vec()));
                Candidate::text(text(config).into_bytes())
            };
            let (start, strategy) = (dd::Start::Halves, dd::Strategy::Ddmin);
            let mut stats = Stats::default();
            let result = minimize(
                &judge,
                units.len(),
                build,
                start,
                strategy,
                Shape::default(),
                &mut stats,
            );
            assert_eq!(result, Ok(vec![2]), "-j{jobs}");
            let built = built.into_inner().unwrap();
            // Every candidate is cut from what was kept: it keeps no change that is gone.
            for (config, kept) in &built {
                assert!(
                    config.iter().all(|k| kept.contains(k)),
                    "-j{jobs}: {config:?} from {kept:?}"
                );
            }
            assert_eq!(built[0].1, (0..units.len()).collect::<Vec<_>>());
            // The first half was kept: the next candidates are cut from it.
            assert!(
                built.iter().any(|(_, kept)| *kept == [0, 1, 2, 3]),
                "-j{jobs}: {built:?}"
            );
            let mut kepts: Vec<Vec<usize>> = built.into_iter().map(|(_, kept)| kept).collect();
            kepts.dedup();
            seen_by_jobs.push(kepts);
        }
        // The same configurations were kept, in the same order, at -j1 and -j4.
        assert_eq!(seen_by_jobs[0], seen_by_jobs[1]);
    }
}
