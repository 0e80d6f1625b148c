//! dd, the isolating delta-debugging algorithm of Zeller & Hildebrandt, "Simplifying and
//! Isolating Failure-Inducing Input" (TSE 2002), section 5.
//!
//! Instead of shrinking one failing configuration, dd narrows the difference between a
//! passing configuration c✓ (initially empty) and a failing one c✗ (initially all changes)
//! until it is 1-minimal.

use super::ddmin::split;
use super::{Candidates, Config, ConfigCache, Outcome, Stats, Test, config_hash};

/// The two configurations dd ends with; `fail \ pass` is the failure-inducing difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IsolateResult {
    /// The passing configuration, c✓.
    pub pass: Config,
    /// The failing configuration, c✗: a superset of `pass`.
    pub fail: Config,
    /// What the run cost.
    pub stats: Stats,
}

impl IsolateResult {
    /// The changes in `fail` that are not in `pass`.
    pub fn difference(&self) -> Config {
        minus(&self.fail, &self.pass)
    }
}

/// Isolates a 1-minimal failure-inducing difference among `0..n_changes`.
///
/// Precondition (as in the paper): the empty configuration passes and the full one fails.
/// The result satisfies: adding any single change of the difference to `pass` does not make
/// it pass, and removing any single one from `fail` does not make it fail.
pub fn dd(n_changes: usize, test: &mut dyn Test) -> IsolateResult {
    let mut cache = ConfigCache::new();
    let mut stats = Stats::default();
    let mut pass: Config = Vec::new();
    let mut fail: Config = (0..n_changes).collect();
    cache.record(&pass, Outcome::Pass);
    cache.record(&fail, Outcome::Fail);
    let mut n = 2;

    loop {
        let delta = minus(&fail, &pass);
        if delta.len() <= 1 {
            break;
        }
        let round = Round {
            pass: &pass,
            fail: &fail,
            subsets: split(&delta, n),
        };
        let n_subsets = round.subsets.len();
        match first_resolved(&mut cache, &round, test, &mut stats) {
            Some((k, outcome)) => {
                let config = round.config(k);
                let with_subset = k.is_multiple_of(2);
                match (with_subset, outcome) {
                    // Reduce to failure: c✓ ∪ Δi fails.
                    (true, Outcome::Fail) => (fail, n) = (config, 2),
                    // Increase to success: c✗ \ Δi passes.
                    (false, Outcome::Pass) => (pass, n) = (config, 2),
                    // Increase to success: c✓ ∪ Δi passes.
                    (true, _) => (pass, n) = (config, (n_subsets - 1).max(2)),
                    // Reduce to failure: c✗ \ Δi fails.
                    (false, _) => (fail, n) = (config, (n_subsets - 1).max(2)),
                }
            }
            // Increase granularity, or stop when every change is its own subset.
            None if n_subsets < delta.len() => n = (2 * n_subsets).min(delta.len()),
            None => break,
        }
    }
    IsolateResult { pass, fail, stats }
}

/// dd level by level, as HDD works on a tree: `levels` partition `0..n_changes` into
/// units, each level a refinement of the one before, the last one normally single changes.
/// Each level runs dd over the units left in the difference by the level before, so
/// groups of changes that belong together are kept or dropped together while that is
/// enough, and the final difference is 1-minimal over the units of the last level.
pub fn dd_levels(n_changes: usize, levels: &[Vec<Config>], test: &mut dyn Test) -> IsolateResult {
    let mut pass: Config = Vec::new();
    let mut fail: Config = (0..n_changes).collect();
    let mut stats = Stats::default();
    for units in levels {
        // By refinement a unit is wholly inside the difference or wholly outside it.
        let inside: Vec<Config> = units
            .iter()
            .filter(|u| fail.binary_search(&u[0]).is_ok() && pass.binary_search(&u[0]).is_err())
            .cloned()
            .collect();
        if inside.len() <= 1 {
            continue;
        }
        let result = dd(
            inside.len(),
            &mut Lifted {
                test,
                base: &pass,
                units: &inside,
            },
        );
        fail = expand(&pass, &inside, &result.fail);
        pass = expand(&pass, &inside, &result.pass);
        stats += result.stats;
    }
    IsolateResult { pass, fail, stats }
}

/// `base` plus the changes of the chosen `units`.
pub(super) fn expand(base: &[usize], units: &[Config], chosen: &[usize]) -> Config {
    let mut all = base.to_vec();
    all.extend(chosen.iter().flat_map(|&u| units[u].iter().copied()));
    all.sort_unstable();
    all
}

/// A test over units: configuration `c` of units is `base` plus the changes of `c`.
pub(super) struct Lifted<'a> {
    pub test: &'a mut dyn Test,
    pub base: &'a [usize],
    pub units: &'a [Config],
}

/// The candidates of a round over units, as configurations of changes.
struct LiftedCandidates<'a> {
    inner: &'a dyn Candidates,
    base: &'a [usize],
    units: &'a [Config],
}

impl Candidates for LiftedCandidates<'_> {
    fn len(&self) -> usize {
        self.inner.len()
    }
    fn config(&self, k: usize) -> Config {
        expand(self.base, self.units, &self.inner.config(k))
    }
}

impl Test for Lifted<'_> {
    fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let lifted = self.lift(candidates);
        self.test.first_failing(&lifted)
    }
    fn first_resolved(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let lifted = self.lift(candidates);
        self.test.first_resolved(&lifted)
    }
}

impl<'a> Lifted<'a> {
    fn lift<'c>(&self, candidates: &'c dyn Candidates) -> LiftedCandidates<'c>
    where
        'a: 'c,
    {
        LiftedCandidates {
            inner: candidates,
            base: self.base,
            units: self.units,
        }
    }
}

/// Sorted `a \ b` for sorted configurations.
pub(super) fn minus(a: &[usize], b: &[usize]) -> Config {
    a.iter()
        .copied()
        .filter(|x| b.binary_search(x).is_err())
        .collect()
}

/// Sorted `a ∪ b` for sorted configurations.
pub(super) fn union(a: &[usize], b: &[usize]) -> Config {
    let mut all: Config = a.iter().chain(b).copied().collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// One round's candidates in the algorithm's order: c✓ ∪ Δ1, c✗ \ Δ1, c✓ ∪ Δ2, ... Each of
/// them triggers a rule unless unresolved, so the first resolved one decides the round.
struct Round<'a> {
    pass: &'a [usize],
    fail: &'a [usize],
    subsets: Vec<Config>,
}

impl Candidates for Round<'_> {
    fn len(&self) -> usize {
        2 * self.subsets.len()
    }
    fn config(&self, k: usize) -> Config {
        let subset = &self.subsets[k / 2];
        if k.is_multiple_of(2) {
            union(self.pass, subset)
        } else {
            minus(self.fail, subset)
        }
    }
}

/// The candidates `start..end` of a round.
pub(super) struct Slice<'a> {
    pub all: &'a dyn Candidates,
    pub start: usize,
    pub end: usize,
}

impl Candidates for Slice<'_> {
    fn len(&self) -> usize {
        self.end - self.start
    }
    fn config(&self, k: usize) -> Config {
        self.all.config(self.start + k)
    }
}

/// The index and outcome of the first candidate that is not unresolved. Cached outcomes are
/// reused; each run of uncached candidates goes to the test at once, so a parallel test can
/// work on them speculatively.
pub(super) fn first_resolved(
    cache: &mut ConfigCache,
    candidates: &dyn Candidates,
    test: &mut dyn Test,
    stats: &mut Stats,
) -> Option<(usize, Outcome)> {
    let configs: Vec<Config> = (0..candidates.len())
        .map(|k| candidates.config(k))
        .collect();
    let mut start = 0;
    while start < configs.len() {
        if let Some(outcome) = cache.get(&configs[start]) {
            stats.cache_hits += 1;
            if outcome != Outcome::Unresolved {
                return Some((start, outcome));
            }
            start += 1;
            continue;
        }
        // A repeat within the run ends it; the cache answers the repeat next time round.
        let mut seen = vec![config_hash(&configs[start])];
        let mut end = start + 1;
        while end < configs.len() && cache.get(&configs[end]).is_none() {
            let hash = config_hash(&configs[end]);
            if seen.contains(&hash) {
                break;
            }
            seen.push(hash);
            end += 1;
        }
        let tested = test.first_resolved(&Slice {
            all: candidates,
            start,
            end,
        });
        assert!(
            !tested.is_empty() && tested.len() <= end - start,
            "a Test must report the prefix up to the first resolved outcome"
        );
        for (k, &outcome) in (start..end).zip(&tested) {
            stats.tests_run += 1;
            cache.record(&configs[k], outcome);
            if outcome == Outcome::Unresolved {
                stats.unresolved += 1;
            } else {
                return Some((k, outcome));
            }
        }
        start += tested.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Change `k` of the paper's examples is index `k - 1` here.
    fn has(config: &[usize], change: usize) -> bool {
        config.contains(&(change - 1))
    }

    #[test]
    fn single_failure_inducing_change_is_found_by_binary_search() {
        // Paper, first example: 8 changes, change 7 alone induces the failure.
        let mut tested = Vec::new();
        let mut test = |c: &[usize]| {
            tested.push(c.to_vec());
            if has(c, 7) {
                Outcome::Fail
            } else {
                Outcome::Pass
            }
        };
        let result = dd(8, &mut test);
        assert_eq!(result.difference(), vec![6]);
        // log2(8) = 3 steps: {1..4} ✓, {1..6} ✓, {1..7} ✗.
        assert_eq!(
            tested,
            vec![
                vec![0, 1, 2, 3],
                vec![0, 1, 2, 3, 4, 5],
                vec![0, 1, 2, 3, 4, 5, 6]
            ]
        );
        assert_eq!(result.stats.tests_run, 3);
        for n in [16usize, 64, 1000] {
            let result = dd(n, &mut |c: &[usize]| {
                if c.contains(&(n / 3)) {
                    Outcome::Fail
                } else {
                    Outcome::Pass
                }
            });
            assert_eq!(result.difference(), vec![n / 3]);
            let log2 = (n as f64).log2().ceil() as u64;
            assert!(
                result.stats.tests_run <= 2 * log2 + 2,
                "{n}: {:?}",
                result.stats
            );
        }
    }

    #[test]
    fn interfering_changes_are_isolated_together() {
        // Paper, second example: changes 3 and 6 induce the failure only together; either
        // one alone leaves the program unable to run (unresolved), as a declaration and its
        // use do.
        let mut test = |c: &[usize]| match (has(c, 3), has(c, 6)) {
            (true, true) => Outcome::Fail,
            (false, false) => Outcome::Pass,
            _ => Outcome::Unresolved,
        };
        let result = dd(8, &mut test);
        assert_eq!(result.difference(), vec![2, 5]);
        assert!(!has(&result.pass, 3) && !has(&result.pass, 6));
    }

    #[test]
    fn nothing_to_isolate_with_one_change() {
        let result = dd(1, &mut |_: &[usize]| panic!("no test is needed"));
        assert_eq!(result.difference(), vec![0]);
        assert_eq!(result.stats.tests_run, 0);
    }

    /// A monotone test with random unresolved configurations: it fails iff the
    /// configuration holds every change of `cause`, and a configuration is unresolved
    /// when its hash hits the random seed (never the empty or the full configuration).
    fn random_test(n: usize, cause: Vec<usize>, seed: u64) -> impl FnMut(&[usize]) -> Outcome {
        move |c: &[usize]| {
            let unresolved =
                !c.is_empty() && c.len() < n && (config_hash(c) as u64 ^ seed).is_multiple_of(3);
            if cause.iter().all(|x| c.contains(x)) {
                if unresolved {
                    Outcome::Unresolved
                } else {
                    Outcome::Fail
                }
            } else if unresolved {
                Outcome::Unresolved
            } else {
                Outcome::Pass
            }
        }
    }

    #[test]
    fn levels_keep_groups_together_until_they_must_split() {
        // Three groups of three changes; change 4 alone fails. The group level finds the
        // middle group, the change level the single change.
        let levels = vec![
            vec![vec![0, 1, 2], vec![3, 4, 5], vec![6, 7, 8]],
            (0..9).map(|k| vec![k]).collect(),
        ];
        let mut tested = Vec::new();
        let mut test = |c: &[usize]| {
            tested.push(c.to_vec());
            if c.contains(&4) {
                Outcome::Fail
            } else {
                Outcome::Pass
            }
        };
        let result = dd_levels(9, &levels, &mut test);
        assert_eq!(result.difference(), vec![4]);
        // Only changes of the middle group vary at the second level.
        assert!(
            tested
                .iter()
                .all(|c| c.starts_with(&[0, 1, 2]) && c.iter().all(|&x| x < 6)),
            "{tested:?}"
        );
        assert_eq!(result.stats.tests_run, tested.len() as u64);
    }

    proptest! {
        #[test]
        fn levels_end_one_minimal_over_single_changes(
            n in 1usize..40,
            group in 1usize..8,
            picks in proptest::collection::vec(0usize..1000, 1..4),
            seed in any::<u64>(),
        ) {
            let mut cause: Vec<usize> = picks.iter().map(|p| p % n).collect();
            cause.sort_unstable();
            cause.dedup();
            let coarse: Vec<Config> = (0..n).collect::<Vec<_>>().chunks(group).map(<[usize]>::to_vec).collect();
            let levels = vec![coarse, (0..n).map(|k| vec![k]).collect()];
            let mut test = random_test(n, cause.clone(), seed);
            let mut oracle = random_test(n, cause, seed);
            let result = dd_levels(n, &levels, &mut test);
            prop_assert_eq!(oracle(&result.pass), Outcome::Pass);
            prop_assert_eq!(oracle(&result.fail), Outcome::Fail);
            for change in result.difference() {
                prop_assert_ne!(oracle(&union(&result.pass, &[change])), Outcome::Pass);
                prop_assert_ne!(oracle(&minus(&result.fail, &[change])), Outcome::Fail);
            }
        }

        #[test]
        fn result_difference_is_one_minimal(
            n in 1usize..40,
            picks in proptest::collection::vec(0usize..1000, 1..4),
            seed in any::<u64>(),
            with_unresolved in any::<bool>(),
        ) {
            let mut cause: Vec<usize> = picks.iter().map(|p| p % n).collect();
            cause.sort_unstable();
            cause.dedup();
            let seed = if with_unresolved { seed } else { u64::MAX };
            let mut test = random_test(n, cause.clone(), seed);
            let mut oracle = random_test(n, cause, seed);
            let result = dd(n, &mut test);
            prop_assert_eq!(oracle(&result.pass), Outcome::Pass);
            prop_assert_eq!(oracle(&result.fail), Outcome::Fail);
            for change in result.difference() {
                prop_assert_ne!(oracle(&union(&result.pass, &[change])), Outcome::Pass);
                prop_assert_ne!(oracle(&minus(&result.fail, &[change])), Outcome::Fail);
            }
        }
    }
}
