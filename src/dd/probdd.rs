//! ProbDD, probabilistic delta debugging: Wang, Xu, Xiong, Zhang and Hao, "Probabilistic
//! Delta Debugging" (ESEC/FSE 2021).
//!
//! Every change has a probability of being needed (all start at the same prior). Each
//! step removes the set of changes that maximises the expected number removed — the
//! least likely needed first, as many as the product of their "not needed" probabilities
//! still pays — and tests the rest. When the rest is still interesting the set is gone for
//! good; when not, the probabilities of its members rise by Bayes' rule (one of them is
//! needed), so the next set is smaller. A change tested alone and needed is certain. The
//! run ends when every change left is certain; a last pass removes, one at a time, the
//! changes never tested alone, so the result is 1-minimal for a monotone test.

use super::{Config, ConfigCache, DdResult, One, Outcome, Stats, Test};

/// The prior probability that a change is needed (the paper's p0).
const PRIOR: f64 = 0.1;

/// Minimizes `0..n_changes` with respect to `test`, as [`super::ddmin_with_cache`] does,
/// with ProbDD's choice of what to remove.
pub fn probdd_with_cache(
    n_changes: usize,
    test: &mut dyn Test,
    cache: &mut ConfigCache,
) -> DdResult {
    let mut stats = Stats::default();
    // The changes still in the configuration, each with its probability of being needed.
    let mut kept: Vec<(usize, f64)> = (0..n_changes).map(|i| (i, PRIOR)).collect();
    // Changes whose removal alone made the configuration uninteresting.
    let mut proven: std::collections::HashSet<usize> = std::collections::HashSet::new();

    while let Some(mut removal) = next_removal(&kept) {
        if removal.len() == kept.len() {
            // Removing everything is not a candidate (the empty configuration is assumed
            // uninteresting). A last change is needed; of several, keep the likeliest.
            if removal.len() == 1 {
                // The one change left: needed, as the empty configuration is not tested.
                kept[removal[0]].1 = 1.0;
                proven.insert(kept[removal[0]].0);
                continue;
            }
            let likeliest = (0..removal.len())
                .max_by(|&a, &b| kept[removal[a]].1.total_cmp(&kept[removal[b]].1))
                .unwrap_or(0);
            removal.remove(likeliest);
        }
        let rest: Config = kept
            .iter()
            .enumerate()
            .filter(|(k, _)| !removal.contains(k))
            .map(|(_, &(i, _))| i)
            .collect();
        let outcome = cache.first_failing(&One(rest), test, &mut stats)[0];
        if outcome == Outcome::Fail {
            let mut k = 0;
            kept.retain(|_| {
                let keep = !removal.contains(&k);
                k += 1;
                keep
            });
        } else {
            let none_needed: f64 = removal.iter().map(|&k| 1.0 - kept[k].1).product();
            for &k in &removal {
                kept[k].1 = if removal.len() == 1 {
                    proven.insert(kept[k].0);
                    1.0
                } else {
                    (kept[k].1 / (1.0 - none_needed)).min(1.0)
                };
            }
        }
    }

    // A change whose removal alone was tested and failed is needed in every smaller
    // configuration too when the test is monotone; the others are checked one by one, so
    // the result is 1-minimal for a monotone test.
    let mut config: Config = kept.iter().map(|&(i, _)| i).collect();
    let mut k = 0;
    while config.len() >= 2 && k < config.len() {
        if proven.contains(&config[k]) {
            k += 1;
            continue;
        }
        let mut rest = config.clone();
        rest.remove(k);
        if cache.first_failing(&One(rest.clone()), test, &mut stats)[0] == Outcome::Fail {
            config = rest;
        } else {
            k += 1;
        }
    }
    DdResult { config, stats }
}

/// Positions in `kept` of the changes to remove next: the uncertain ones, least likely
/// needed first, taken while the expected gain `|S| * prod(1 - p)` grows. `None` when
/// every change is certain.
fn next_removal(kept: &[(usize, f64)]) -> Option<Vec<usize>> {
    let mut uncertain: Vec<usize> = (0..kept.len()).filter(|&k| kept[k].1 < 1.0).collect();
    if uncertain.is_empty() {
        return None;
    }
    // Stable: among equal probabilities, earlier changes first.
    uncertain.sort_by(|&a, &b| kept[a].1.total_cmp(&kept[b].1));
    let mut best = (0.0, 0);
    let mut none_needed = 1.0;
    for (n, &k) in uncertain.iter().enumerate() {
        none_needed *= 1.0 - kept[k].1;
        let gain = (n + 1) as f64 * none_needed;
        if gain > best.0 {
            best = (gain, n + 1);
        }
    }
    let mut chosen = uncertain[..best.1.max(1)].to_vec();
    chosen.sort_unstable();
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashSet;

    use crate::dd::test_support::fail_if;

    fn probdd(n: usize, test: &mut dyn Test) -> DdResult {
        probdd_with_cache(n, test, &mut ConfigCache::new())
    }

    /// Zeller & Hildebrandt's example 4.3 (a `(` followed later by a `)`): ProbDD reaches
    /// the same `()` as ddmin.
    #[test]
    fn paper_parenthesis_example_reduces_to_pair() {
        let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
        let mut test = |config: &[usize]| {
            let text: String = config.iter().map(|&i| input[i]).collect();
            fail_if(text.find('(').is_some_and(|p| text[p..].contains(')')))
        };
        let result = probdd(input.len(), &mut test);
        let text: String = result.config.iter().map(|&i| input[i]).collect();
        assert_eq!(text, "()");
    }

    /// The first step removes as many changes as pays at the prior: with p0 = 0.1 the
    /// expected gain n * 0.9^n is largest at n = 9 or 10 (equal; the first wins).
    #[test]
    fn the_first_removal_has_the_best_expected_gain() {
        let kept: Vec<(usize, f64)> = (0..100).map(|i| (i, PRIOR)).collect();
        assert_eq!(next_removal(&kept).unwrap().len(), 9);
        let certain: Vec<(usize, f64)> = (0..3).map(|i| (i, 1.0)).collect();
        assert_eq!(next_removal(&certain), None);
    }

    /// One needed change among many: ProbDD finds it in far fewer tests than there are
    /// changes.
    #[test]
    fn one_needed_change_among_a_thousand() {
        let mut tests = 0;
        let mut test = |config: &[usize]| {
            tests += 1;
            fail_if(config.contains(&637))
        };
        let result = probdd(1000, &mut test);
        assert_eq!(result.config, vec![637]);
        assert!(tests < 300, "{tests} tests");
    }

    proptest! {
        /// With a monotone test (interesting iff a set of needed changes is kept), the
        /// result is exactly that set.
        #[test]
        fn monotone_tests_give_exactly_the_needed_changes(
            n in 1usize..80,
            needed in proptest::collection::hash_set(0usize..80, 1..6),
        ) {
            let needed: HashSet<usize> = needed.into_iter().filter(|&i| i < n).collect();
            prop_assume!(!needed.is_empty());
            let mut test = |config: &[usize]| {
                fail_if(needed.iter().all(|i| config.contains(i)))
            };
            let result = probdd(n, &mut test);
            let mut expected: Vec<usize> = needed.iter().copied().collect();
            expected.sort_unstable();
            prop_assert_eq!(result.config, expected);
        }

        /// Any test (not monotone, with unresolved outcomes): the result is interesting,
        /// and never larger than the input.
        #[test]
        fn any_test_gives_an_interesting_result(
            n in 2usize..40,
            seed in any::<u64>(),
        ) {
            let outcome_of = |config: &[usize]| -> Outcome {
                if config.len() == n {
                    return Outcome::Fail;
                }
                let h = super::super::config_hash(config) as u64 ^ seed;
                match h % 5 {
                    0 | 1 => Outcome::Fail,
                    2 => Outcome::Unresolved,
                    _ => Outcome::Pass,
                }
            };
            let mut test = |config: &[usize]| outcome_of(config);
            let result = probdd(n, &mut test);
            prop_assert_eq!(outcome_of(&result.config), Outcome::Fail);
            prop_assert!(result.config.len() <= n);
        }
    }
}
