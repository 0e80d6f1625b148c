//! Delta debugging, independent of what is being reduced.
//!
//! The engine works on *configurations*: sorted lists of indices into the caller's list of
//! changes (lines, tokens, tree edits, ...). It never sees files, processes or syntax; the
//! caller supplies a [`Test`] that judges configurations.

mod cache;
mod cdd;
mod ddmax;
mod ddmin;
mod difference;
mod probdd;
#[cfg(test)]
mod test_support;
mod wdd;

pub use cache::{ConfigCache, config_hash};
pub use cdd::{
    adaptive_cdd_with_cache, cdd_with_cache, halving_cdd_with_cache, singles_with_cache,
};
pub use ddmax::{MaxResult, ddmax, ddmax_levels};
pub use ddmin::{COARSE_ABOVE, Plan, Schedule, Start, Tail, ddmin, ddmin_with_cache};
pub use difference::{IsolateResult, dd, dd_levels};
pub use probdd::probdd_with_cache;
pub use wdd::wdd_with_cache;

/// How a list of changes is minimized.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Strategy {
    /// ddmin (Zeller & Hildebrandt 2002), with [`Schedule`] and [`Start`].
    Ddmin,
    /// ProbDD (Wang et al. 2021): removes the changes least likely needed, learning from
    /// each outcome; one test at a time within a list.
    ProbDd,
    /// CDD (Zhang et al. 2025): ProbDD's schedule of removal sizes from a round counter,
    /// without probabilities; speculates in parallel.
    Cdd,
    /// ddmin on a list of more than 128 changes, CDD on a shorter one: on the corpus
    /// fewer tests than either for results as small, where CDD alone spends hundreds of
    /// tests on a long list before anything large goes (docs/experiments.md).
    HalvingCdd,
    /// Halving CDD whose CDD cuts its schedule short when the outcomes say the list is
    /// nearly all needed, after trying each group of changes the caller names once (see
    /// [`adaptive_cdd_with_cache`]). The default: the fewest tests on the corpus for
    /// results as small (docs/experiments.md).
    #[default]
    AdaptiveCdd,
    /// Wddmin (Zhou et al. 2025): ddmin whose parts are balanced by the changes' sizes,
    /// not their number.
    Wdd,
    /// ddmin, with the first tree sweep coarse (see [`Start::Coarse`]).
    CoarseDdmin,
}

/// The result of testing one configuration, in the terms of Zeller & Hildebrandt (2002).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The failure does not occur (✓): the candidate is *not* interesting.
    Pass,
    /// The failure occurs (✗): the candidate is interesting.
    Fail,
    /// The test could not decide (?): e.g. it timed out or the candidate is invalid.
    Unresolved,
}

impl Outcome {
    /// Whether the candidate is interesting (the failure occurs).
    pub fn is_fail(self) -> bool {
        self == Outcome::Fail
    }
}

/// A configuration: sorted indices of the changes it contains.
pub type Config = Vec<usize>;

/// The candidates of one round, in the algorithm's own order. They are built on demand, one
/// at a time, so a round over many changes never holds all its configurations in memory.
pub trait Candidates: Sync {
    /// The number of candidates in the round.
    fn len(&self) -> usize;
    /// Builds candidate `k` (`k < len()`).
    fn config(&self, k: usize) -> Config;
    /// Whether the round has no candidate.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Candidates for [Config] {
    fn len(&self) -> usize {
        <[Config]>::len(self)
    }
    fn config(&self, k: usize) -> Config {
        self[k].clone()
    }
}

/// A single candidate.
pub(crate) struct One(pub(crate) Config);

impl Candidates for One {
    fn len(&self) -> usize {
        1
    }
    fn config(&self, _: usize) -> Config {
        self.0.clone()
    }
}

/// Judges configurations. `first_failing` returns the outcomes of the prefix of `candidates`
/// that ends at the first `Fail` (all of them when none fails). An implementation may test
/// candidates speculatively in parallel, but must report exactly that prefix, so results do
/// not depend on the amount of parallelism.
pub trait Test {
    /// Tests `candidates` in order and gives the outcomes of the prefix that ends at the
    /// first `Fail` (all of them when none fails).
    fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome>;

    /// The outcome of every candidate: all of them are judged, none stops the others (a
    /// wide round, see [`Plan::width`]). A parallel test runs them side by side.
    fn each(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        (0..candidates.len())
            .map(|k| self.first_failing(&One(candidates.config(k)))[0])
            .collect()
    }

    /// The outcome of `config`, which removes together removals the test accepted one by
    /// one (a wide round's), as `first_failing` gives it. Most such merges are interesting
    /// too, which a test guessing outcomes ahead may assume.
    fn merged(&mut self, config: &[usize]) -> Outcome {
        self.first_failing(&One(config.to_vec()))[0]
    }

    /// The minimizer keeps `config`, found interesting by [`Test::each`] (a test that cuts
    /// candidates from the configuration kept last hears of it here; [`Test::first_failing`]
    /// tells it by its answer).
    fn keep(&mut self, _config: &[usize]) {}

    /// Like `first_failing`, but the prefix ends at the first outcome that is not
    /// `Unresolved` (isolation acts on passes as well as on failures). Sequential by default.
    fn first_resolved(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let mut outcomes = Vec::new();
        for k in 0..candidates.len() {
            let outcome = self.first_failing(&One(candidates.config(k)))[0];
            outcomes.push(outcome);
            if outcome != Outcome::Unresolved {
                break;
            }
        }
        outcomes
    }
}

/// Any `FnMut(&[usize]) -> Outcome` is a sequential test.
impl<F: FnMut(&[usize]) -> Outcome> Test for F {
    fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        let mut outcomes = Vec::with_capacity(candidates.len());
        for k in 0..candidates.len() {
            let outcome = self(&candidates.config(k));
            outcomes.push(outcome);
            if outcome == Outcome::Fail {
                break;
            }
        }
        outcomes
    }
}

/// Counters reported by a delta-debugging run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Configurations handed to the test (each distinct configuration at most once).
    pub tests_run: u64,
    /// Configurations answered from the cache instead of being tested again.
    pub cache_hits: u64,
    /// Tests whose outcome was `Unresolved`.
    pub unresolved: u64,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.tests_run += other.tests_run;
        self.cache_hits += other.cache_hits;
        self.unresolved += other.unresolved;
    }
}

/// What a delta-debugging run returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DdResult {
    /// The failing configuration the run ends with (1-minimal when the algorithm and its
    /// plan promise it).
    pub config: Config,
    /// What the run cost.
    pub stats: Stats,
}
