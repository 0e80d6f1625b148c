use std::collections::HashMap;

use super::{Candidates, Config, Outcome, Stats, Test};

/// A 128-bit digest of a configuration: the cache keeps digests, not configurations, so its
/// memory stays small even when configurations hold many thousands of changes.
pub fn config_hash(config: &[usize]) -> u128 {
    // Sized up front: collecting a flat_map grows the vector step by step.
    let mut bytes = Vec::with_capacity(config.len() * 8);
    for &change in config {
        bytes.extend_from_slice(&(change as u64).to_le_bytes());
    }
    twox_hash::XxHash3_128::oneshot(&bytes)
}

/// Most candidates handed to a test at once: far more than tests run in parallel, few
/// enough that hashing them ahead costs little when an early one wins.
const RUN_LIMIT: usize = 64;

/// Remembers the outcome of every configuration tested, so that no configuration is ever
/// handed to the test twice.
#[derive(Default)]
pub struct ConfigCache {
    outcomes: HashMap<u128, Outcome>,
}

impl ConfigCache {
    /// The outcome of `config`, which merges removals the test accepted one by one (see
    /// [`Test::merged`]).
    pub fn merged(&mut self, config: &[usize], test: &mut dyn Test, stats: &mut Stats) -> Outcome {
        let hash = config_hash(config);
        if let Some(&outcome) = self.outcomes.get(&hash) {
            stats.cache_hits += 1;
            return outcome;
        }
        let outcome = test.merged(config);
        self.record_test(hash, outcome, stats);
        outcome
    }

    /// Counts a test that gave `outcome` and caches it under `hash`.
    fn record_test(&mut self, hash: u128, outcome: Outcome, stats: &mut Stats) {
        stats.tests_run += 1;
        stats.unresolved += u64::from(outcome == Outcome::Unresolved);
        self.outcomes.insert(hash, outcome);
    }

    /// The outcome of every candidate (see [`Test::each`]). Cached outcomes are reused; the
    /// rest are handed to `test` at once.
    pub fn each(
        &mut self,
        candidates: &dyn Candidates,
        test: &mut dyn Test,
        stats: &mut Stats,
    ) -> Vec<Outcome> {
        let hashes: Vec<u128> = (0..candidates.len())
            .map(|k| config_hash(&candidates.config(k)))
            .collect();
        let mut outcomes: Vec<Option<Outcome>> = hashes
            .iter()
            .map(|h| self.outcomes.get(h).copied())
            .collect();
        stats.cache_hits += outcomes.iter().filter(|o| o.is_some()).count() as u64;
        // A configuration twice in the list is tested once.
        let mut picked: Vec<usize> = Vec::new();
        for (k, outcome) in outcomes.iter().enumerate() {
            if outcome.is_none() && !picked.iter().any(|&p| hashes[p] == hashes[k]) {
                picked.push(k);
            }
        }
        if !picked.is_empty() {
            let tested = test.each(&Picked {
                all: candidates,
                picked: &picked,
            });
            assert_eq!(
                tested.len(),
                picked.len(),
                "a Test must judge each candidate"
            );
            for (&k, &outcome) in picked.iter().zip(&tested) {
                self.record_test(hashes[k], outcome, stats);
            }
        }
        for (k, outcome) in outcomes.iter_mut().enumerate() {
            if outcome.is_none() {
                *outcome = self.outcomes.get(&hashes[k]).copied();
            }
        }
        outcomes
            .into_iter()
            .map(|o| o.unwrap_or(Outcome::Unresolved))
            .collect()
    }
}

/// Some candidates of a round, picked by index.
struct Picked<'a> {
    all: &'a dyn Candidates,
    picked: &'a [usize],
}

impl Candidates for Picked<'_> {
    fn len(&self) -> usize {
        self.picked.len()
    }
    fn config(&self, k: usize) -> Config {
        self.all.config(self.picked[k])
    }
}

impl ConfigCache {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The outcome recorded for `config`, if it was tested (or recorded) before.
    pub fn get(&self, config: &[usize]) -> Option<Outcome> {
        self.outcomes.get(&config_hash(config)).copied()
    }

    /// Records an outcome found elsewhere (e.g. by isolation's own round logic).
    pub fn record(&mut self, config: &[usize], outcome: Outcome) {
        self.outcomes.insert(config_hash(config), outcome);
    }

    /// Returns the outcomes of `candidates` in order, up to and including the first `Fail`.
    /// Cached outcomes are reused; the rest are passed to `test`, in runs, in order.
    pub fn first_failing(
        &mut self,
        candidates: &dyn Candidates,
        test: &mut dyn Test,
        stats: &mut Stats,
    ) -> Vec<Outcome> {
        // Digests are taken lazily, in order: a round usually ends at an early candidate,
        // and building and hashing every configuration of a round up front would cost
        // O(round × configuration size) for candidates that are never looked at.
        let mut hashes: Vec<u128> = Vec::with_capacity(candidates.len());
        let hash = |k: usize, hashes: &mut Vec<u128>| -> u128 {
            while hashes.len() <= k {
                hashes.push(config_hash(&candidates.config(hashes.len())));
            }
            hashes[k]
        };
        let mut outcomes = Vec::with_capacity(candidates.len());
        let mut start = 0;
        while start < candidates.len() {
            if let Some(&outcome) = self.outcomes.get(&hash(start, &mut hashes)) {
                stats.cache_hits += 1;
                outcomes.push(outcome);
                if outcome == Outcome::Fail {
                    return outcomes;
                }
                start += 1;
                continue;
            }
            // Hand the following run of uncached candidates to the test at once, so that a
            // parallel test can work on all of them. A repeat within the run ends it (the
            // cache answers the repeat next time round), and so does RUN_LIMIT.
            let mut end = start;
            while end < candidates.len() && end - start < RUN_LIMIT {
                let h = hash(end, &mut hashes);
                if self.outcomes.contains_key(&h) || hashes[start..end].contains(&h) {
                    break;
                }
                end += 1;
            }
            let picked: Vec<usize> = (start..end).collect();
            let tested = test.first_failing(&Picked {
                all: candidates,
                picked: &picked,
            });
            let complete = tested.len() == picked.len() || tested.last() == Some(&Outcome::Fail);
            assert!(
                !tested.is_empty() && complete,
                "a Test must report the prefix up to the first Fail"
            );
            for (&k, &outcome) in picked.iter().zip(&tested) {
                self.record_test(hashes[k], outcome, stats);
                outcomes.push(outcome);
                if outcome == Outcome::Fail {
                    return outcomes;
                }
            }
            start = end;
        }
        outcomes
    }
}
