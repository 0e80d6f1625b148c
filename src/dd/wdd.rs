//! Wddmin, weighted delta debugging: Zhou, Xu, Zhang, Tian and Sun, "WDD: Weighted Delta
//! Debugging" (ICSE 2025).
//!
//! ddmin splits a list into parts with equal numbers of changes, as if every change were
//! as large as every other. In a syntax tree they are not: one change can be half the
//! input (and is then likely needed), the next a single token. Wddmin gives each change a
//! weight (its size) and splits each part in two of about equal *weight*: a heavy change
//! ends up alone early, and the light ones around it go in large groups.
//!
//! Otherwise it is ddmin over a list of parts, with hedge's schedule (subsets only while
//! there are two parts, then complements): a part alone that is interesting becomes the
//! whole list; a part whose complement is interesting goes; when nothing goes, every part
//! is split. It ends when every part is a single change and none can go, so the result is
//! 1-minimal. A round's candidates go to the test together (parallel speculation).

use super::{Candidates, Config, ConfigCache, DdResult, Outcome, Stats, Test};

/// Minimizes `0..weights.len()` with respect to `test`, splitting by `weights` (change
/// `i` weighs `weights[i]`; zero counts as one).
pub fn wdd_with_cache(weights: &[u64], test: &mut dyn Test, cache: &mut ConfigCache) -> DdResult {
    let mut stats = Stats::default();
    let weight = |i: usize| weights[i].max(1);
    let mut parts: Vec<Config> = split_in_two((0..weights.len()).collect(), &weight);
    // Where the next round starts: after a part goes, the search goes on from there.
    let mut offset = 0;

    while parts.iter().map(Vec::len).sum::<usize>() >= 2 {
        if parts.len() < 2 {
            parts = parts
                .into_iter()
                .flat_map(|p| split_in_two(p, &weight))
                .collect();
            offset = 0;
            continue;
        }
        let n = parts.len();
        let round = Round {
            parts: &parts,
            offset,
        };
        let outcomes = cache.first_failing(&round, test, &mut stats);
        match outcomes.iter().position(|&o| o == Outcome::Fail) {
            // With two parts the round tests each alone: keep the interesting one.
            Some(k) if n == 2 => {
                let kept = parts.swap_remove(round.part(k));
                parts = split_in_two(kept, &weight);
                offset = 0;
            }
            Some(k) => {
                let gone = round.part(k);
                parts.remove(gone);
                offset = gone % parts.len().max(1);
            }
            None if parts.iter().all(|p| p.len() == 1) => break,
            None => {
                parts = parts
                    .into_iter()
                    .flat_map(|p| split_in_two(p, &weight))
                    .collect();
                offset = 0;
            }
        }
    }
    let mut config = parts.concat();
    config.sort_unstable();
    DdResult { config, stats }
}

/// Splits `part` (in order) where the weight before the cut is closest to half its total:
/// two parts, or the part itself when it is a single change.
fn split_in_two(part: Config, weight: &dyn Fn(usize) -> u64) -> Vec<Config> {
    if part.len() < 2 {
        return vec![part];
    }
    let total: u64 = part.iter().map(|&i| weight(i)).sum();
    let (mut before, mut best, mut best_distance) = (0u64, 1, u64::MAX);
    for (cut, &i) in part.iter().enumerate().take(part.len() - 1) {
        before += weight(i);
        // Twice the distance from half, in integers.
        let distance = (2 * before).abs_diff(total);
        if distance < best_distance {
            (best, best_distance) = (cut + 1, distance);
        }
    }
    let mut first = part;
    let second = first.split_off(best);
    vec![first, second]
}

/// One round's candidates: with two parts, each part alone; with more, the complement of
/// each part, from `offset` on, round the list.
struct Round<'a> {
    parts: &'a [Config],
    offset: usize,
}

impl Round<'_> {
    /// The part that candidate `k` tests alone or leaves out.
    fn part(&self, k: usize) -> usize {
        (self.offset + k) % self.parts.len()
    }
}

impl Candidates for Round<'_> {
    fn len(&self) -> usize {
        self.parts.len()
    }
    fn config(&self, k: usize) -> Config {
        let i = self.part(k);
        if self.parts.len() == 2 {
            return self.parts[i].clone();
        }
        let mut config = super::ddmin::complement(self.parts, i);
        config.sort_unstable();
        config
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    use crate::dd::test_support::{fail_if, without_each};

    fn wdd(weights: &[u64], test: &mut dyn Test) -> DdResult {
        wdd_with_cache(weights, test, &mut ConfigCache::new())
    }

    #[test]
    fn a_heavy_change_is_split_off_alone() {
        let weight = |i: usize| [100, 1, 1, 1][i];
        assert_eq!(
            split_in_two(vec![0, 1, 2, 3], &weight),
            vec![vec![0], vec![1, 2, 3]]
        );
        let even = |_: usize| 1;
        assert_eq!(
            split_in_two(vec![5, 6, 7, 8, 9], &even),
            vec![vec![5, 6], vec![7, 8, 9]]
        );
        assert_eq!(split_in_two(vec![4], &even), vec![vec![4]]);
    }

    /// With equal weights Wddmin is ddmin: the paper's parenthesis example (Zeller &
    /// Hildebrandt, example 4.3) gives `()`.
    #[test]
    fn paper_parenthesis_example_reduces_to_pair() {
        let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
        let mut test = |config: &[usize]| {
            let text: String = config.iter().map(|&i| input[i]).collect();
            fail_if(text.find('(').is_some_and(|p| text[p..].contains(')')))
        };
        let result = wdd(&vec![1; input.len()], &mut test);
        let text: String = result.config.iter().map(|&i| input[i]).collect();
        assert_eq!(text, "()");
    }

    /// The WDD paper's motivation: one change is most of the input and needed, the many
    /// small ones around it are not. Splitting by weight isolates it in the first round
    /// and removes the rest in large groups: fewer tests than splitting by count.
    #[test]
    fn a_needed_heavy_change_costs_fewer_tests_than_with_equal_weights() {
        let n = 64;
        let heavy = 21;
        let mut weights = vec![1u64; n];
        weights[heavy] = 1000;
        let count = |weights: &[u64]| {
            let mut tests = 0;
            let mut test = |config: &[usize]| {
                tests += 1;
                fail_if(config.contains(&heavy))
            };
            let result = wdd(weights, &mut test);
            assert_eq!(result.config, vec![heavy]);
            tests
        };
        let (weighted, even) = (count(&weights), count(&vec![1; n]));
        assert!(weighted < even, "{weighted} tests weighted, {even} even");
    }

    proptest! {
        /// A monotone test, any weights: the result is interesting and 1-minimal, the
        /// empty configuration is never tested and none twice.
        #[test]
        fn monotone_tests_give_a_1_minimal_result(
            weights in proptest::collection::vec(0u64..50, 1..60),
            causes in proptest::collection::vec(proptest::collection::vec(0usize..60, 1..4), 1..3),
        ) {
            let n = weights.len();
            let causes: Vec<Vec<usize>> = causes
                .into_iter()
                .map(|c| c.into_iter().map(|i| i % n).collect())
                .collect();
            let outcome = |config: &[usize]| {
                fail_if(causes.iter().any(|c| c.iter().all(|i| config.contains(i))))
            };
            let mut seen = HashSet::new();
            let mut test = |config: &[usize]| {
                assert!(seen.insert(config.to_vec()), "tested twice");
                assert!(!config.is_empty(), "the empty configuration was tested");
                outcome(config)
            };
            let result = wdd(&weights, &mut test);
            prop_assert_eq!(outcome(&result.config), Outcome::Fail);
            if result.config.len() > 1 {
                for smaller in without_each(&result.config) {
                    prop_assert_eq!(outcome(&smaller), Outcome::Pass);
                }
            }
        }

        /// Any test (not monotone, with unresolved outcomes): no panic, and the result is
        /// interesting.
        #[test]
        fn any_test_gives_an_interesting_result(
            weights in proptest::collection::vec(0u64..50, 2..40),
            seed in any::<u64>(),
        ) {
            let n = weights.len();
            let outcome_of = |config: &[usize]| -> Outcome {
                if config.len() == n {
                    return Outcome::Fail;
                }
                match (super::super::config_hash(config) as u64 ^ seed) % 5 {
                    0 | 1 => Outcome::Fail,
                    2 => Outcome::Unresolved,
                    _ => Outcome::Pass,
                }
            };
            let mut test = |config: &[usize]| outcome_of(config);
            let result = wdd(&weights, &mut test);
            prop_assert_eq!(outcome_of(&result.config), Outcome::Fail);
            prop_assert!(result.config.len() <= n);
        }
    }
}
