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
    pub pass: Config,
    pub fail: Config,
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

/// Sorted `a \ b` for sorted configurations.
fn minus(a: &[usize], b: &[usize]) -> Config {
    a.iter()
        .copied()
        .filter(|x| b.binary_search(x).is_err())
        .collect()
}

/// Sorted `a ∪ b` for sorted configurations.
fn union(a: &[usize], b: &[usize]) -> Config {
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
struct Slice<'a> {
    all: &'a dyn Candidates,
    start: usize,
    end: usize,
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
fn first_resolved(
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

    proptest! {
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
