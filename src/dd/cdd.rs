//! CDD, counter-based delta debugging, and halving CDD (ddmin on long lists): Zhang, Xu, Tian, Cheng and Sun, "Toward a Better
//! Understanding of Probabilistic Delta Debugging" (ICSE 2025).
//!
//! The paper shows that ProbDD's probabilities carry no information beyond a counter: every
//! change still in the configuration has been in the same number of failed removals, its
//! probability is `p0 / (1 - 1/e)^r` after `r` of them, and the size of the next removal
//! follows from that alone. So CDD keeps one counter (the round) and a schedule of sizes:
//! each round cuts the configuration into consecutive subsets of the round's size and
//! tries to remove each one in turn; then the counter goes up and the size down, until a
//! round of single changes, which makes the result 1-minimal for a monotone test.
//!
//! Within a round each removal is tried on what the earlier ones left, so the candidates
//! after a given one assume it failed (the usual case): they are handed to the test
//! together, and a parallel test runs them speculatively.

use super::{Candidates, Config, ConfigCache, DdResult, Outcome, Stats, Test};

/// Halving CDD runs ddmin on lists longer than this: on shorter ones CDD's first round
/// costs at most 15 tests, and its results were as small or smaller on the corpus.
const HALVING_ABOVE: usize = 128;

/// The prior probability that a change is needed (ProbDD's p0).
const PRIOR: f64 = 0.1;

/// Minimizes `0..n_changes` with respect to `test`, as [`super::ddmin_with_cache`] does,
/// with CDD's schedule of removals.
pub fn cdd_with_cache(n_changes: usize, test: &mut dyn Test, cache: &mut ConfigCache) -> DdResult {
    let mut stats = Stats::default();
    let mut config: Config = (0..n_changes).collect();
    let mut round = 0;
    loop {
        let size = round_size(round);
        config = sweep(config, size, test, cache, &mut stats);
        if size == 1 {
            break;
        }
        round += 1;
    }
    DdResult { config, stats }
}

/// ddmin on a list of more than [`HALVING_ABOVE`] changes, CDD on a shorter one. CDD
/// starts at removals of nine changes, which on a level of thousands of declarations (a
/// preprocessed file) costs hundreds of tests of nearly the whole input before anything
/// large goes, where ddmin's halves remove most of it in a few; on short lists CDD's
/// sizes take fewer tests. ddmin runs as `plan` says.
pub fn halving_cdd_with_cache(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    plan: super::Plan,
) -> DdResult {
    match n_changes > HALVING_ABOVE {
        true => super::ddmin_with_cache(n_changes, test, cache, plan),
        false => cdd_with_cache(n_changes, test, cache),
    }
}

/// The size of round `round`'s removals: the `s` that maximizes ProbDD's expected gain
/// `s * (1 - p)^s` at the round's probability `p = p0 / (1 - 1/e)^round`.
pub(super) fn round_size(round: u32) -> usize {
    let p = PRIOR / (1.0 - (-1.0f64).exp()).powi(round as i32);
    if p >= 1.0 {
        return 1;
    }
    // The real maximum is at -1/ln(1 - p); the best integer is one of its neighbours.
    let x = -1.0 / (1.0 - p).ln();
    let gain = |s: f64| s * (1.0 - p).powf(s);
    let (low, high) = (x.floor().max(1.0), x.ceil().max(1.0));
    (if gain(low) >= gain(high) { low } else { high }) as usize
}

/// One round: tries to remove each consecutive `size`-subset of `config` in turn, keeping
/// every removal that leaves the configuration interesting.
fn sweep(
    config: Config,
    size: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
    stats: &mut Stats,
) -> Config {
    let mut chunks: Vec<Config> = config.chunks(size).map(<[usize]>::to_vec).collect();
    let mut next = 0;
    // Removing the only subset left would leave nothing, which is assumed uninteresting.
    while next < chunks.len() && chunks.len() > 1 {
        let candidates = Without {
            chunks: &chunks,
            from: next,
        };
        let outcomes = cache.first_failing(&candidates, test, stats);
        match outcomes.iter().position(|&o| o == Outcome::Fail) {
            Some(k) => {
                chunks.remove(next + k);
                next += k;
            }
            None => break,
        }
    }
    chunks.concat()
}

/// The configurations without subset `from`, without subset `from + 1`, ...
struct Without<'a> {
    chunks: &'a [Config],
    from: usize,
}

impl Candidates for Without<'_> {
    fn len(&self) -> usize {
        self.chunks.len() - self.from
    }
    fn config(&self, k: usize) -> Config {
        super::ddmin::complement(self.chunks, self.from + k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    use crate::dd::test_support::{fail_if, without_each};

    fn cdd(n: usize, test: &mut dyn Test) -> DdResult {
        cdd_with_cache(n, test, &mut ConfigCache::new())
    }

    fn halving_cdd(n: usize, test: &mut dyn Test) -> DdResult {
        let plan = crate::dd::Plan {
            schedule: crate::dd::Schedule::ComplementsOnly,
            start: crate::dd::Start::Halves,
            tail: crate::dd::Tail::Once,
        };
        halving_cdd_with_cache(n, test, &mut ConfigCache::new(), plan)
    }

    type Minimizer = fn(usize, &mut dyn Test) -> DdResult;

    /// Both minimizers of this file, by name, for the tests that hold for each.
    const BOTH: [(&str, Minimizer); 2] = [("cdd", cdd), ("halving cdd", halving_cdd)];

    /// The schedule the paper derives from ProbDD at p0 = 0.1: the first size is ProbDD's
    /// first (9), and the sizes fall until single changes.
    #[test]
    fn the_sizes_follow_probdds_schedule_down_to_one() {
        let sizes: Vec<usize> = (0..6).map(round_size).collect();
        assert_eq!(sizes, vec![9, 6, 3, 2, 1, 1]);
    }

    /// Zeller & Hildebrandt's example 4.3 (a `(` followed later by a `)`): the same `()`
    /// as ddmin.
    #[test]
    fn paper_parenthesis_example_reduces_to_pair() {
        let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
        let mut test = |config: &[usize]| {
            let text: String = config.iter().map(|&i| input[i]).collect();
            fail_if(text.find('(').is_some_and(|p| text[p..].contains(')')))
        };
        for (name, minimize) in BOTH {
            let result = minimize(input.len(), &mut test);
            let text: String = result.config.iter().map(|&i| input[i]).collect();
            assert_eq!(text, "()", "{name}");
        }
    }

    /// Zeller & Hildebrandt's 8-change example (section 4.2): the failure needs changes 1,
    /// 7 and 8; configurations with only some of them are unresolved.
    #[test]
    fn paper_eight_change_example_yields_1_7_8() {
        let mut test = |config: &[usize]| {
            let has = [0, 6, 7].iter().filter(|c| config.contains(c)).count();
            match has {
                3 => Outcome::Fail,
                0 => Outcome::Pass,
                _ => Outcome::Unresolved,
            }
        };
        for (name, minimize) in BOTH {
            assert_eq!(minimize(8, &mut test).config, vec![0, 6, 7], "{name}");
        }
    }

    /// One needed change among a thousand: CDD's first round removes all but its subset in
    /// about n / 9 tests; halving CDD gets there in two tests per halving.
    #[test]
    fn one_needed_change_among_a_thousand() {
        for (name, minimize, most) in [("cdd", BOTH[0].1, 130), ("halving cdd", BOTH[1].1, 30)] {
            let mut tests = 0;
            let mut test = |config: &[usize]| {
                tests += 1;
                fail_if(config.contains(&637))
            };
            let result = minimize(1000, &mut test);
            assert_eq!(result.config, vec![637], "{name}");
            assert!(tests < most, "{name}: {tests} tests");
        }
    }

    /// Speculation does not change the answer: a test that reports a whole run at once
    /// (as a parallel one does) gets the same result and the same tests as one by one.
    #[test]
    fn runs_of_candidates_give_the_same_result_as_one_at_a_time() {
        struct Batch<'a>(&'a dyn Fn(&[usize]) -> Outcome, Vec<Config>);
        impl Test for Batch<'_> {
            fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
                let mut outcomes = Vec::new();
                for k in 0..candidates.len() {
                    let config = candidates.config(k);
                    outcomes.push((self.0)(&config));
                    self.1.push(config);
                    if outcomes.last() == Some(&Outcome::Fail) {
                        break;
                    }
                }
                outcomes
            }
        }
        let outcome = |c: &[usize]| fail_if(c.contains(&3) && c.contains(&40));
        for (name, minimize) in BOTH {
            let mut one_by_one = Vec::new();
            let mut single = |c: &[usize]| {
                one_by_one.push(c.to_vec());
                outcome(c)
            };
            let a = minimize(64, &mut single).config;
            let mut batch = Batch(&outcome, Vec::new());
            let b = minimize(64, &mut batch).config;
            assert_eq!(a, vec![3, 40], "{name}");
            assert_eq!(a, b, "{name}");
            assert_eq!(one_by_one, batch.1, "{name}");
        }
    }

    /// Deterministic pseudo-random outcomes for configurations that are not full.
    fn noise(config: &[usize], seed: u64) -> u64 {
        (super::super::config_hash(config) as u64) ^ seed
    }

    proptest! {
        /// A monotone test (interesting iff one of a few sets of changes is all kept): the
        /// result is interesting and 1-minimal, and no configuration is tested twice.
        #[test]
        fn monotone_tests_give_a_1_minimal_result(
            n in 1usize..80,
            causes in proptest::collection::vec(proptest::collection::vec(0usize..80, 1..4), 1..3),
        ) {
            let causes: Vec<Vec<usize>> = causes
                .into_iter()
                .map(|c| c.into_iter().map(|i| i % n).collect())
                .collect();
            let outcome = |config: &[usize]| {
                fail_if(causes.iter().any(|c| c.iter().all(|i| config.contains(i))))
            };
            for (_, minimize) in BOTH {
                let mut seen = HashSet::new();
                let mut test = |config: &[usize]| {
                    assert!(seen.insert(config.to_vec()), "tested twice");
                    assert!(!config.is_empty(), "the empty configuration was tested");
                    outcome(config)
                };
                let result = minimize(n, &mut test);
                prop_assert_eq!(outcome(&result.config), Outcome::Fail);
                if result.config.len() > 1 {
                    for smaller in without_each(&result.config) {
                        prop_assert_eq!(outcome(&smaller), Outcome::Pass);
                    }
                }
            }
        }

        /// Any test (not monotone, with unresolved outcomes): no panic, and the result is
        /// interesting and no larger than the input.
        #[test]
        fn any_test_gives_an_interesting_result(n in 2usize..40, seed in any::<u64>()) {
            let outcome_of = |config: &[usize]| -> Outcome {
                if config.len() == n {
                    return Outcome::Fail;
                }
                match noise(config, seed) % 5 {
                    0 | 1 => Outcome::Fail,
                    2 => Outcome::Unresolved,
                    _ => Outcome::Pass,
                }
            };
            for (_, minimize) in BOTH {
                let mut test = |config: &[usize]| outcome_of(config);
                let result = minimize(n, &mut test);
                prop_assert_eq!(outcome_of(&result.config), Outcome::Fail);
                prop_assert!(result.config.len() <= n);
            }
        }
    }
}
