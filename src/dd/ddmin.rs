//! ddmin, the minimizing delta-debugging algorithm of Zeller & Hildebrandt,
//! "Simplifying and Isolating Failure-Inducing Input" (TSE 2002), section 4.

use super::{Candidates, Config, ConfigCache, DdResult, Outcome, Stats, Test};

/// Minimizes the configuration `0..n_changes` with respect to `test`.
///
/// Precondition (as in the paper): the full configuration fails and the empty one passes.
/// The result fails and is 1-minimal: removing any single change from it makes the test
/// pass or become unresolved.
pub fn ddmin(n_changes: usize, test: &mut dyn Test) -> DdResult {
    let mut cache = ConfigCache::new();
    ddmin_with_cache(n_changes, test, &mut cache, Plan::PUBLISHED)
}

/// Which candidates a round tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// As published: every subset, then every complement.
    Published,
    /// Subsets only while there are two of them (where they equal the complements). A
    /// small subset of a large configuration is rarely interesting, so with many subsets
    /// their tests are mostly wasted (Hodován & Kiss, "Practical Improvements to the
    /// Minimizing Delta Debugging Algorithm", 2016). The result is still 1-minimal: the
    /// last round still tests every complement.
    ComplementsOnly,
}

/// The granularity of the first round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Two halves, as published.
    Halves,
    /// Single changes. For a configuration that has been through ddmin before (a later
    /// sweep of a reducer that repeats to a fixpoint), where few changes still go and
    /// rarely in groups, the coarse rounds mostly test candidates that fail: starting at
    /// single changes tests each one once. The last round, and so 1-minimality, is the same.
    Singles,
    /// Halves, but a list of more than [`COARSE_ABOVE`] changes stops before its round of
    /// single changes: coarse HDD (Hodován & Kiss), for a first sweep whose lists a later
    /// sweep tests change by change anyway. The result need not be 1-minimal.
    Coarse,
}

/// Lists up to this long keep their last round under [`Start::Coarse`]: it costs little.
pub const COARSE_ABOVE: usize = 16;

/// Where a round starts again after a removal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tail {
    /// As published: the next round goes all around the list, through the subsets before
    /// the removal too, and the rounds of single changes end when a whole round removes
    /// nothing. The result is 1-minimal.
    Recheck,
    /// The next round goes on from the removal to the end of the list, as CDD's rounds do:
    /// the subsets before it failed to go from a larger configuration, and at single
    /// changes each change is tried once on what the removals before it left. For a
    /// monotone test that is 1-minimal already; for any test it is once the caller's next
    /// pass over the same list removes nothing (a reducer repeating its passes to a
    /// fixpoint), so going around again would only test twice what that pass tests anyway.
    Once,
}

/// How ddmin runs: which candidates a round tests, the first round's granularity, and
/// what happens after a removal of a single change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Which candidates a round tests.
    pub schedule: Schedule,
    /// The granularity of the first round.
    pub start: Start,
    /// Where a round starts again after a removal.
    pub tail: Tail,
    /// How many removals of a round of removals one at a time (CDD's rounds, the round of
    /// single changes) are tried side by side on the same configuration: 1 tries each on
    /// what the ones before it left. With more, each of `width` removals is tried on the
    /// configuration the group starts from, those the test accepts are removed together
    /// when the test accepts that too (else the longest run of them it accepts together,
    /// found by bisection, and the round goes on after it); and CDD, after its first
    /// round, goes straight to the smallest removals that fit in one group. The candidates
    /// do not depend on the outcomes of the others in the group, so a parallel test keeps
    /// `width` tests busy with nothing thrown away, and the result depends on `width`, not
    /// on how many tests run at once.
    pub width: usize,
}

impl Plan {
    /// As published: every subset and complement, from halves, 1-minimal.
    pub const PUBLISHED: Plan = Plan {
        schedule: Schedule::Published,
        start: Start::Halves,
        tail: Tail::Recheck,
        width: 1,
    };
}

/// Like [`ddmin`], but shares `cache` with the caller and follows `plan`.
pub fn ddmin_with_cache(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    plan: Plan,
) -> DdResult {
    let Plan {
        schedule,
        start,
        tail,
        width: _,
    } = plan;
    let mut stats = Stats::default();
    let mut config: Config = (0..n_changes).collect();
    let mut n = match start {
        Start::Halves | Start::Coarse => 2,
        Start::Singles => n_changes.max(2),
    };
    // Where the next round starts looking: after a reduction to a complement, ddmin goes on
    // from the subset where it happened instead of retrying the subsets before it.
    let mut offset = 0;
    // Under `Tail::Once`: the changes whose single removal failed since the rounds of single
    // changes began, which those rounds do not try again.
    let mut tried = vec![false; n_changes];

    while config.len() >= 2 {
        let subsets = split(&config, n);
        let n_subsets = subsets.len();
        // Two subsets are tested as subsets, not complements: always both.
        let singles = n_subsets == config.len() && n_subsets > 2;
        let cyclic = (0..n_subsets).map(|k| (offset + k) % n_subsets);
        let order: Vec<usize> = match (tail, singles) {
            (Tail::Once, true) => cyclic.filter(|&i| !tried[config[i]]).collect(),
            // The subsets before `offset` failed to go from a larger configuration.
            (Tail::Once, false) if n_subsets > 2 => (offset..n_subsets).collect(),
            _ => cyclic.collect(),
        };
        if order.is_empty() {
            break;
        }

        // With two subsets each complement equals the other subset: nothing new to test.
        let round = Round {
            subsets: &subsets,
            order: &order,
            subsets_tested: n_subsets == 2 || schedule == Schedule::Published,
            complements: n_subsets > 2,
        };

        let outcomes = cache.first_failing(&round, test, &mut stats);
        let winner = outcomes.iter().position(|&o| o == Outcome::Fail);
        if tail == Tail::Once && singles {
            let failed = outcomes.len() - usize::from(winner.is_some());
            for k in 0..failed {
                let k = round.index(k);
                if k >= order.len() {
                    tried[config[order[k - order.len()]]] = true;
                }
            }
        }

        match winner.map(|k| round.index(k)) {
            // Reduce to subset.
            Some(k) if k < order.len() => {
                config = round.config(winner.expect("a winner"));
                n = 2;
                offset = 0;
                tried.fill(false);
            }
            // Reduce to complement.
            Some(k) => {
                let i = order[k - order.len()];
                config = round.config(winner.expect("a winner"));
                n = (n_subsets - 1).max(2);
                offset = i;
            }
            // Increase granularity, or stop when every change is its own subset.
            None if start == Start::Coarse
                && n_changes > COARSE_ABOVE
                && 2 * n_subsets >= config.len() =>
            {
                break;
            }
            None if n_subsets < config.len() => {
                n = (2 * n_subsets).min(config.len());
                offset = 0;
            }
            None => break,
        }
        if offset >= n {
            offset = 0;
        }
    }
    DdResult { config, stats }
}

/// One round's candidates: the subsets in `order`, then their complements (each part
/// optional).
struct Round<'a> {
    subsets: &'a [Config],
    order: &'a [usize],
    subsets_tested: bool,
    complements: bool,
}

impl Round<'_> {
    /// Maps a candidate's position to its index in "all subsets, then all complements".
    fn index(&self, k: usize) -> usize {
        if self.subsets_tested {
            k
        } else {
            k + self.order.len()
        }
    }
}

impl Candidates for Round<'_> {
    fn len(&self) -> usize {
        self.order.len() * (usize::from(self.subsets_tested) + usize::from(self.complements))
    }
    fn config(&self, k: usize) -> Config {
        let n = self.order.len();
        let k = self.index(k);
        if k < n {
            self.subsets[self.order[k]].clone()
        } else {
            complement(self.subsets, self.order[k - n])
        }
    }
}

/// Splits `config` into `n` contiguous subsets whose sizes differ by at most one.
pub(super) fn split(config: &[usize], n: usize) -> Vec<Config> {
    let n = n.min(config.len()).max(1);
    let (base, extra) = (config.len() / n, config.len() % n);
    let mut subsets = Vec::with_capacity(n);
    let mut start = 0;
    for i in 0..n {
        let len = base + usize::from(i < extra);
        subsets.push(config[start..start + len].to_vec());
        start += len;
    }
    subsets
}

/// The union of every subset but the `i`-th, in order.
pub(super) fn complement(subsets: &[Config], i: usize) -> Config {
    let len = subsets.iter().map(Vec::len).sum::<usize>() - subsets[i].len();
    let mut config = Vec::with_capacity(len);
    for (j, subset) in subsets.iter().enumerate() {
        if j != i {
            config.extend_from_slice(subset);
        }
    }
    config
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    use crate::dd::test_support::{fail_if, without_each};

    /// The paper's example 4.3: the test fails iff the input contains a `(` followed later by
    /// a `)`; ddmin reduces the 26-character input to `()`.
    #[test]
    fn paper_parenthesis_example_reduces_to_pair() {
        let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
        let mut test = |config: &[usize]| {
            let text: String = config.iter().map(|&i| input[i]).collect();
            fail_if(text.find('(').is_some_and(|p| text[p..].contains(')')))
        };
        let result = ddmin(input.len(), &mut test);
        let text: String = result.config.iter().map(|&i| input[i]).collect();
        assert_eq!(text, "()");
    }

    /// When no change can go, starting at single changes tests each one once; starting at
    /// halves also tests every coarser round (2 + 4 + ... + 64 candidates).
    #[test]
    fn a_singles_start_tests_each_change_once_when_none_can_go() {
        let n = 64;
        // A coarse start stops before the round of single changes: 2 + 4 + ... + 32.
        for (start, expected) in [
            (Start::Halves, 126),
            (Start::Singles, 64),
            (Start::Coarse, 62),
        ] {
            let mut tests = 0;
            let mut test = |config: &[usize]| {
                tests += 1;
                fail_if(config.len() == n)
            };
            let plan = Plan {
                schedule: Schedule::ComplementsOnly,
                start,
                tail: Tail::Recheck,
                width: 1,
            };
            let result = ddmin_with_cache(n, &mut test, &mut ConfigCache::new(), plan);
            assert_eq!(result.config.len(), n);
            assert_eq!(tests, expected, "{start:?}");
        }
    }

    /// From single changes, with two removable changes in a list of 64: `Tail::Recheck`
    /// goes around once more to the last removal (the 49 changes left before it),
    /// `Tail::Once` tries each change once, and both keep the same 62.
    #[test]
    fn a_once_tail_tries_each_change_once() {
        let removable = [10, 50];
        for (tail, expected) in [(Tail::Recheck, 64 + 49), (Tail::Once, 64)] {
            let mut tests = 0;
            let mut test = |config: &[usize]| {
                tests += 1;
                fail_if((0..64).all(|c| removable.contains(&c) || config.contains(&c)))
            };
            let plan = Plan {
                schedule: Schedule::ComplementsOnly,
                start: Start::Singles,
                tail,
                width: 1,
            };
            let result = ddmin_with_cache(64, &mut test, &mut ConfigCache::new(), plan);
            assert_eq!(result.config.len(), 62, "{tail:?}");
            assert_eq!(tests, expected, "{tail:?}");
        }
    }

    /// The paper's 8-change example (section 4.2): the failure needs changes 1, 7 and 8
    /// together; configurations holding only some of them are unresolved.
    #[test]
    fn paper_eight_change_example_yields_1_7_8() {
        let mut tests = Vec::new();
        let mut test = |config: &[usize]| {
            // Changes are numbered from 1 in the paper.
            let has: Vec<bool> = [1, 7, 8]
                .iter()
                .map(|c| config.contains(&(c - 1)))
                .collect();
            tests.push(config.to_vec());
            match has.iter().filter(|&&h| h).count() {
                3 => Outcome::Fail,
                0 => Outcome::Pass,
                _ => Outcome::Unresolved,
            }
        };
        let result = ddmin(8, &mut test);
        let changes: Vec<usize> = result.config.iter().map(|c| c + 1).collect();
        assert_eq!(changes, vec![1, 7, 8]);
        assert_eq!(result.stats.tests_run as usize, tests.len());
        assert!(result.stats.unresolved > 0);
    }

    #[test]
    fn single_change_and_empty_inputs_are_returned_unchanged() {
        let mut never = |_: &[usize]| -> Outcome { panic!("nothing to test") };
        assert_eq!(ddmin(0, &mut never).config, Vec::<usize>::new());
        assert_eq!(ddmin(1, &mut never).config, vec![0]);
    }

    #[test]
    fn split_sizes_differ_by_at_most_one() {
        let config: Config = (0..10).collect();
        let sizes: Vec<usize> = split(&config, 4).iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![3, 3, 2, 2]);
        assert_eq!(split(&config, 4).concat(), config);
    }

    /// A random test function: it fails iff the configuration contains one of a few random
    /// "causes" (sets of changes) entirely; random configurations are unresolved.
    #[derive(Debug, Clone)]
    struct RandomTest {
        causes: Vec<Vec<usize>>,
        unresolved_seed: u64,
    }

    impl RandomTest {
        fn outcome(&self, config: &[usize]) -> Outcome {
            let set: HashSet<usize> = config.iter().copied().collect();
            if self
                .causes
                .iter()
                .any(|c| c.iter().all(|x| set.contains(x)))
            {
                return Outcome::Fail;
            }
            // Deterministic pseudo-random unresolved outcomes.
            let mut h = self.unresolved_seed;
            for &x in config {
                h = h
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(x as u64 + 1);
            }
            if h.is_multiple_of(7) {
                Outcome::Unresolved
            } else {
                Outcome::Pass
            }
        }
    }

    fn random_test(max_changes: usize) -> impl Strategy<Value = (usize, RandomTest)> {
        (1..max_changes).prop_flat_map(|n| {
            let cause = prop::collection::vec(0..n, 1..4);
            (Just(n), prop::collection::vec(cause, 1..3), any::<u64>()).prop_map(
                |(n, causes, unresolved_seed)| {
                    (
                        n,
                        RandomTest {
                            causes,
                            unresolved_seed,
                        },
                    )
                },
            )
        })
    }

    proptest! {
        #[test]
        fn result_fails_is_1_minimal_and_within_worst_case((n, rt) in random_test(40)) {
            let mut distinct = HashSet::new();
            let mut test = |config: &[usize]| {
                assert!(distinct.insert(config.to_vec()), "configuration tested twice");
                rt.outcome(config)
            };
            let result = ddmin(n, &mut test);
            let tests = distinct.len();
            prop_assert_eq!(rt.outcome(&result.config), Outcome::Fail);
            for smaller in without_each(&result.config) {
                prop_assert_ne!(rt.outcome(&smaller), Outcome::Fail);
            }
            prop_assert!(tests <= (n * n + 3 * n) / 2, "{} tests for {} changes", tests, n);
            prop_assert_eq!(result.stats.tests_run as usize, tests);
        }

        /// The random tests fail on every superset of a failing configuration, so a single
        /// pass (`Tail::Once`) is 1-minimal too.
        #[test]
        fn complements_only_schedule_is_still_1_minimal(
            (n, rt) in random_test(40),
            start in prop_oneof![Just(Start::Halves), Just(Start::Singles)],
            tail in prop_oneof![Just(Tail::Recheck), Just(Tail::Once)],
        ) {
            let mut distinct = HashSet::new();
            let mut test = |config: &[usize]| {
                assert!(distinct.insert(config.to_vec()), "configuration tested twice");
                rt.outcome(config)
            };
            let plan = Plan { schedule: Schedule::ComplementsOnly, start, tail, width: 1 };
            let result = ddmin_with_cache(n, &mut test, &mut ConfigCache::new(), plan);
            prop_assert_eq!(rt.outcome(&result.config), Outcome::Fail);
            for smaller in without_each(&result.config) {
                prop_assert_ne!(rt.outcome(&smaller), Outcome::Fail);
            }
            prop_assert!(distinct.len() <= (n * n + 3 * n) / 2);
        }
    }
}
