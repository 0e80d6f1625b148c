//! ddmax, the maximizing delta-debugging algorithm of Kirschner, Soremekun and Zeller,
//! "Debugging Inputs" (ICSE 2020): instead of shrinking the failing input, grow the
//! passing one (initially empty) toward the failing one (all changes) while it passes.
//!
//! The result is 1-maximal: it passes, and adding any single change it lacks makes the
//! test fail or leaves it unresolved. The changes it lacks are those the failure needs.

use super::ddmin::split;
use super::difference::{Lifted, Slice, expand, first_resolved, minus, union};
use super::{Candidates, Config, ConfigCache, Outcome, Stats, Test};

/// The maximal passing configuration ddmax ends with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaxResult {
    /// The 1-maximal passing configuration.
    pub pass: Config,
    /// What the run cost.
    pub stats: Stats,
}

/// Grows a passing configuration among `0..n_changes` to a 1-maximal one.
///
/// Precondition: the empty configuration passes and the full one does not.
pub fn ddmax(n_changes: usize, test: &mut dyn Test) -> MaxResult {
    let mut cache = ConfigCache::new();
    let mut stats = Stats::default();
    let all: Config = (0..n_changes).collect();
    let mut pass: Config = Vec::new();
    cache.record(&pass, Outcome::Pass);
    cache.record(&all, Outcome::Fail);
    let mut n = 2;
    loop {
        let delta = minus(&all, &pass);
        if delta.is_empty() {
            break;
        }
        let round = Round {
            pass: &pass,
            all: &all,
            subsets: split(&delta, n),
        };
        let n_subsets = round.subsets.len();
        match first_passing(&mut cache, &round, test, &mut stats) {
            // Increase to complement: c✗ \ Δi passes.
            Some(k) if k < round.complements() => (pass, n) = (round.config(k), 2),
            // Increase to subset: c✓ ∪ Δi passes.
            Some(k) => (pass, n) = (round.config(k), (n_subsets - 1).max(2)),
            // Increase granularity, or stop when every change is its own subset.
            None if n_subsets < delta.len() => n = (2 * n_subsets).min(delta.len()),
            None => break,
        }
    }
    MaxResult { pass, stats }
}

/// ddmax level by level over finer and finer units: `levels` partition `0..n_changes`,
/// each a refinement of the one before. Each level grows the passing configuration by
/// whole units of the changes still missing; with single changes as the last level the
/// result is 1-maximal over single changes.
pub fn ddmax_levels(levels: &[Vec<Config>], test: &mut dyn Test) -> MaxResult {
    let mut pass: Config = Vec::new();
    let mut stats = Stats::default();
    for units in levels {
        // By refinement a unit is wholly in the passing configuration or wholly missing.
        let missing: Vec<Config> = units
            .iter()
            .filter(|u| pass.binary_search(&u[0]).is_err())
            .cloned()
            .collect();
        if missing.is_empty() {
            break;
        }
        let result = ddmax(
            missing.len(),
            &mut Lifted {
                test,
                base: &pass,
                units: &missing,
            },
        );
        pass = expand(&pass, &missing, &result.pass);
        stats += result.stats;
    }
    MaxResult { pass, stats }
}

/// One round's candidates, complements first: c✗ \ Δ1, ..., c✗ \ Δn, c✓ ∪ Δ1, ..., c✓ ∪ Δn.
/// With a single subset its complement is c✓ itself and is left out.
struct Round<'a> {
    pass: &'a [usize],
    all: &'a [usize],
    subsets: Vec<Config>,
}

impl Round<'_> {
    fn complements(&self) -> usize {
        if self.subsets.len() > 1 {
            self.subsets.len()
        } else {
            0
        }
    }
}

impl Candidates for Round<'_> {
    fn len(&self) -> usize {
        self.complements() + self.subsets.len()
    }
    fn config(&self, k: usize) -> Config {
        match k.checked_sub(self.complements()) {
            None => minus(self.all, &self.subsets[k]),
            Some(i) => union(self.pass, &self.subsets[i]),
        }
    }
}

/// The index of the first candidate that passes. Tests stop at each resolved outcome, so
/// after a failure the search goes on from the next candidate.
fn first_passing(
    cache: &mut ConfigCache,
    round: &dyn Candidates,
    test: &mut dyn Test,
    stats: &mut Stats,
) -> Option<usize> {
    let mut start = 0;
    while start < round.len() {
        let rest = Slice {
            all: round,
            start,
            end: round.len(),
        };
        match first_resolved(cache, &rest, test, stats)? {
            (k, Outcome::Pass) => return Some(start + k),
            (k, _) => start += k + 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dd::config_hash;
    use proptest::prelude::*;

    #[test]
    fn single_failure_inducing_change_is_left_out() {
        // Change 5 of 8 makes the test fail: everything else can be added.
        let result = ddmax(8, &mut |c: &[usize]| {
            if c.contains(&5) {
                Outcome::Fail
            } else {
                Outcome::Pass
            }
        });
        assert_eq!(result.pass, vec![0, 1, 2, 3, 4, 6, 7]);
        assert!(result.stats.tests_run <= 8, "{:?}", result.stats);
    }

    #[test]
    fn complements_come_first() {
        // Only change 0 fails: the first complement already passes.
        let mut tested = Vec::new();
        let result = ddmax(6, &mut |c: &[usize]| {
            tested.push(c.to_vec());
            if c.contains(&0) {
                Outcome::Fail
            } else {
                Outcome::Pass
            }
        });
        assert_eq!(result.pass, vec![1, 2, 3, 4, 5]);
        assert_eq!(tested[0], vec![3, 4, 5], "{tested:?}");
    }

    /// Fails iff the configuration holds one of `causes` entirely; configurations whose
    /// hash hits the seed are unresolved (never the empty or the full one).
    fn random_test(
        n: usize,
        causes: Vec<Vec<usize>>,
        seed: u64,
    ) -> impl FnMut(&[usize]) -> Outcome + Clone {
        move |c: &[usize]| {
            if !c.is_empty() && c.len() < n && (config_hash(c) as u64 ^ seed).is_multiple_of(3) {
                Outcome::Unresolved
            } else if causes
                .iter()
                .any(|cause| cause.iter().all(|x| c.contains(x)))
            {
                Outcome::Fail
            } else {
                Outcome::Pass
            }
        }
    }

    fn causes_strategy() -> impl Strategy<Value = (usize, Vec<Vec<usize>>)> {
        (1usize..40).prop_flat_map(|n| {
            let cause = proptest::collection::vec(0..n, 1..4);
            (Just(n), proptest::collection::vec(cause, 1..3))
        })
    }

    proptest! {
        #[test]
        fn result_is_one_maximal(
            (n, causes) in causes_strategy(),
            seed in any::<u64>(),
            with_unresolved in any::<bool>(),
            group in 1usize..6,
        ) {
            let seed = if with_unresolved { seed } else { u64::MAX };
            let mut oracle = random_test(n, causes, seed);
            let coarse: Vec<Config> = (0..n)
                .collect::<Vec<_>>()
                .chunks(group)
                .map(<[usize]>::to_vec)
                .collect();
            let levels = vec![coarse, (0..n).map(|k| vec![k]).collect()];
            for result in [
                ddmax(n, &mut oracle.clone()),
                ddmax_levels(&levels, &mut oracle.clone()),
            ] {
                prop_assert_eq!(oracle(&result.pass), Outcome::Pass);
                for change in minus(&(0..n).collect::<Vec<_>>(), &result.pass) {
                    prop_assert_ne!(oracle(&union(&result.pass, &[change])), Outcome::Pass);
                }
            }
        }
    }
}
