use std::collections::HashMap;

use super::{Config, Outcome, Stats, Test};

/// Remembers the outcome of every configuration tested, so that no configuration is ever
/// handed to the test twice.
#[derive(Default)]
pub struct ConfigCache {
    outcomes: HashMap<Config, Outcome>,
}

impl ConfigCache {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn get(&self, config: &[usize]) -> Option<Outcome> {
        self.outcomes.get(config).copied()
    }

    /// Returns the outcomes of `candidates` in order, up to and including the first `Fail`.
    /// Cached outcomes are reused; the remaining candidates are passed to `test` in order.
    pub fn first_failing(
        &mut self,
        candidates: &[Config],
        test: &mut dyn Test,
        stats: &mut Stats,
    ) -> Vec<Outcome> {
        let mut outcomes = Vec::with_capacity(candidates.len());
        let mut start = 0;
        while start < candidates.len() {
            // Answer the leading cached candidates from the cache.
            if let Some(outcome) = self.get(&candidates[start]) {
                stats.cache_hits += 1;
                outcomes.push(outcome);
                if outcome == Outcome::Fail {
                    return outcomes;
                }
                start += 1;
                continue;
            }
            // Hand the following run of uncached candidates to the test at once, so that a
            // parallel test can work on all of them. Duplicates within the run are left for
            // the next run, where the cache answers them.
            let mut end = start;
            while end < candidates.len()
                && self.get(&candidates[end]).is_none()
                && !candidates[start..end].contains(&candidates[end])
            {
                end += 1;
            }
            let batch = &candidates[start..end];
            let tested = test.first_failing(batch);
            assert!(
                !tested.is_empty() && tested.len() <= batch.len(),
                "a Test must report a non-empty prefix of its candidates"
            );
            for (config, &outcome) in batch.iter().zip(&tested) {
                stats.tests_run += 1;
                if outcome == Outcome::Unresolved {
                    stats.unresolved += 1;
                }
                self.outcomes.insert(config.clone(), outcome);
                outcomes.push(outcome);
                if outcome == Outcome::Fail {
                    return outcomes;
                }
            }
            start += tested.len();
        }
        outcomes
    }
}
