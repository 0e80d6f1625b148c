//! Running ahead: while the reduction waits for a round's tests, a second run of the same
//! reduction goes on, taking every candidate it has no outcome for as not interesting.
//! It finds the candidates the reduction will test next if nothing it tests now is
//! accepted (the common case once the first sweeps are done), and workers left idle by
//! the reduction's short rounds test them. The reduction's path does not change: it finds
//! outcomes in the cache sooner, so its result is the same at every `-j`.
//!
//! One kind of candidate is taken as interesting instead: one that merges removals the
//! test accepted one by one (a wide round's, see `crate::dd::Plan::width`), which nearly
//! always is; taking it as not interesting would send the run ahead down the path where
//! the merge fails.
//!
//! When an outcome contradicts what the run ahead took for granted (a candidate it took
//! as not interesting is interesting, or the other way round), what it queued since is
//! stale: its tests are killed, and it starts again from the original with the outcomes
//! known, which brings it to the reduction's place without a test.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::dd::Outcome;
use crate::oracle::Cancel;

use super::key::TextKey;

/// The run ahead queues up to this many candidates per job before it waits.
const QUEUED_PER_JOB: usize = 2;

/// Tests started ahead that the reduction never used (killed, or their outcomes stale)
/// may reach this share of the tests it used (its own and those ahead it found in the
/// cache) before no more start. Killed tests are not counted in `tests_run`: in the
/// scaling bench (0.5 s tests on a C case), the tests run with a share of 1 were 1.00x
/// to 1.08x those without running ahead at the same `-j`; a quarter starved it.
const WASTE_SHARE: f64 = 1.0;

/// Shared by the reduction's judge, the run ahead's judge and the workers.
pub struct RunAhead {
    jobs: usize,
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Default)]
struct State {
    /// Bumped whenever an outcome contradicts the run ahead: its queue is stale.
    generation: u64,
    /// Candidates found ahead, in the order the reduction would reach them, not started.
    queue: VecDeque<(TextKey, Arc<[u8]>)>,
    /// Candidates the run ahead of this generation took without an outcome, each with
    /// the outcome it took.
    assumed: HashMap<TextKey, Outcome>,
    /// Tests running ahead, with their tokens and the order they started in.
    ahead: HashMap<TextKey, (Arc<Cancel>, u64)>,
    /// Tests started ahead so far, which orders them.
    started: u64,
    /// Candidates the reduction tests itself now, each with how many of its runs do.
    own: HashMap<TextKey, usize>,
    /// The reduction's tests running now.
    own_running: usize,
    /// Outcomes found ahead that the reduction has not looked up yet.
    unused: HashSet<TextKey>,
    /// Tests the reduction used: its own and those found ahead.
    used: u64,
    /// Tests ahead whose outcomes went stale unused.
    wasted: u64,
    /// What is reported (see [`AheadFigures`]).
    figures: AheadFigures,
    finished: bool,
}

/// What the run ahead did, for the report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct AheadFigures {
    /// Tests run ahead to their outcome.
    pub tests: u64,
    /// Of those, the outcomes the reduction used.
    pub used: u64,
}

/// What the reduction is to do with a candidate the cache has no outcome for.
pub enum Claim {
    /// Test it: no one else does.
    Test,
    /// It was tested ahead meanwhile, or its test ahead ended: look in the cache again.
    LookAgain,
}

impl RunAhead {
    /// Run-ahead state for `jobs` tests at once.
    pub fn new(jobs: usize) -> Self {
        RunAhead {
            jobs,
            state: Mutex::default(),
            changed: Condvar::new(),
        }
    }

    /// The current generation: a run ahead of an older one is stale.
    pub fn generation(&self) -> u64 {
        self.state.lock().unwrap().generation
    }

    /// What the run ahead did so far.
    pub fn figures(&self) -> AheadFigures {
        self.state.lock().unwrap().figures
    }

    /// Whether a run ahead of `generation` should stop.
    pub fn stale(&self, generation: u64) -> bool {
        let state = self.state.lock().unwrap();
        state.finished || state.generation != generation
    }

    /// The reduction is over: workers and the run ahead stop, tests ahead are killed.
    pub fn finish(&self) {
        let mut state = self.state.lock().unwrap();
        state.finished = true;
        state.queue.clear();
        for (cancel, _) in state.ahead.values() {
            cancel.cancel();
        }
        self.changed.notify_all();
    }

    /// Calls [`RunAhead::finish`] when dropped.
    pub fn finish_on_drop(&self) -> impl Drop + '_ {
        FinishOnDrop(self)
    }

    /// Waits until the generation is no longer `generation`; false once finished.
    pub fn wait_past(&self, generation: u64) -> bool {
        let mut state = self.state.lock().unwrap();
        while !state.finished && state.generation == generation {
            state = self.changed.wait(state).unwrap();
        }
        !state.finished
    }

    /// The run ahead of `generation` took `key`'s outcome to be `outcome` without a test:
    /// queue its test, and wait while the queue is long enough.
    pub fn assume(&self, generation: u64, key: TextKey, text: &[u8], outcome: Outcome) {
        let mut state = self.state.lock().unwrap();
        if state.finished || state.generation != generation {
            return;
        }
        state.assumed.insert(key, outcome);
        if !state.ahead.contains_key(&key) && !state.own.contains_key(&key) {
            state.queue.push_back((key, text.into()));
            self.changed.notify_all();
        }
        while !state.finished
            && state.generation == generation
            && state.queue.len() >= QUEUED_PER_JOB * self.jobs
        {
            state = self.changed.wait(state).unwrap();
        }
    }

    /// The reduction found `key` in the cache: if it was tested ahead, that test was used.
    pub fn found_in_cache(&self, key: &TextKey) {
        let mut state = self.state.lock().unwrap();
        if state.unused.remove(key) {
            state.used += 1;
            state.figures.used += 1;
            self.changed.notify_all();
        }
    }

    /// The reduction needs `key`'s outcome, which the cache does not hold: test it
    /// (`Claim::Test`, after which [`RunAhead::tested_own`] must be called), or wait
    /// for its test ahead and look again. `cancel` is the reduction's token for it.
    pub fn claim(&self, key: TextKey, cancel: &Cancel) -> Claim {
        let mut state = self.state.lock().unwrap();
        if state.ahead.contains_key(&key) {
            while state.ahead.contains_key(&key) && !cancel.is_cancelled() && !state.finished {
                state = self
                    .changed
                    .wait_timeout(state, Duration::from_millis(50))
                    .unwrap()
                    .0;
            }
            return Claim::LookAgain;
        }
        *state.own.entry(key).or_default() += 1;
        state.own_running += 1;
        state.queue.retain(|(queued, _)| *queued != key);
        // The reduction's own tests come first: a test ahead makes room.
        if state.own_running + state.ahead.len() > self.jobs
            && let Some(newest) = newest_ahead(&state)
            && let Some((cancel, _)) = state.ahead.remove(&newest)
        {
            cancel.cancel();
        }
        Claim::Test
    }

    /// The reduction's own test of `key` ended, with `outcome` (in the cache already) if
    /// it has one.
    pub fn tested_own(&self, key: TextKey, outcome: Option<Outcome>) {
        let mut state = self.state.lock().unwrap();
        if let Some(runs) = state.own.get_mut(&key) {
            *runs -= 1;
            if *runs == 0 {
                state.own.remove(&key);
            }
        }
        state.own_running -= 1;
        state.used += 1;
        if contradicts(&state, key, outcome) {
            bump(&mut state);
        }
        self.changed.notify_all();
    }

    /// For a worker: the next candidate to test ahead, with its token, once a worker is
    /// free and the waste allows it; `None` once the reduction is over.
    pub fn next(&self) -> Option<(TextKey, Arc<[u8]>, Arc<Cancel>)> {
        let mut state = self.state.lock().unwrap();
        loop {
            if state.finished {
                return None;
            }
            let free = state.own_running + state.ahead.len() < self.jobs;
            let allowed = (state.wasted as f64) <= WASTE_SHARE * state.used as f64;
            if free
                && allowed
                && let Some((key, text)) = state.queue.pop_front()
            {
                self.changed.notify_all();
                if state.ahead.contains_key(&key) || state.own.contains_key(&key) {
                    continue;
                }
                let cancel = Arc::new(Cancel::new());
                state.started += 1;
                let order = state.started;
                state.ahead.insert(key, (cancel.clone(), order));
                return Some((key, text, cancel));
            }
            state = self.changed.wait(state).unwrap();
        }
    }

    /// A worker's test ahead of `key` under `cancel` ended: with its outcome when it ran
    /// to one (which the worker has put in the cache), `None` when not.
    pub fn tested_ahead(&self, key: TextKey, cancel: &Arc<Cancel>, ended: Option<Outcome>) {
        let mut state = self.state.lock().unwrap();
        // A test killed to make room was taken off already; the key may run again since.
        if state
            .ahead
            .get(&key)
            .is_some_and(|(running, _)| Arc::ptr_eq(running, cancel))
        {
            state.ahead.remove(&key);
        }
        if ended.is_some() {
            state.figures.tests += 1;
            state.unused.insert(key);
            if contradicts(&state, key, ended) {
                bump(&mut state);
            }
        }
        self.changed.notify_all();
    }
}

/// Whether `outcome` contradicts what the run ahead took `key`'s to be. Taken as not
/// interesting, an unresolved outcome contradicts too, as the reduction may treat it
/// otherwise.
fn contradicts(state: &State, key: TextKey, outcome: Option<Outcome>) -> bool {
    match (state.assumed.get(&key), outcome) {
        (Some(Outcome::Fail), Some(outcome)) => outcome != Outcome::Fail,
        (Some(_), Some(outcome)) => outcome != Outcome::Pass,
        _ => false,
    }
}

/// The test ahead started last, which the reduction is least likely to need soon.
fn newest_ahead(state: &State) -> Option<TextKey> {
    state
        .ahead
        .iter()
        .max_by_key(|(_, (_, order))| *order)
        .map(|(key, _)| *key)
}

/// An outcome contradicted the run ahead: what it queued is stale and its tests are
/// killed; the outcomes it found and the reduction has not used count as wasted.
fn bump(state: &mut State) {
    state.generation += 1;
    state.queue.clear();
    state.assumed.clear();
    for (cancel, _) in state.ahead.values() {
        cancel.cancel();
    }
    state.wasted += state.unused.len() as u64 + state.ahead.len() as u64;
    state.unused.clear();
}

/// See [`RunAhead::finish_on_drop`].
struct FinishOnDrop<'a>(&'a RunAhead);

impl Drop for FinishOnDrop<'_> {
    fn drop(&mut self) {
        self.0.finish();
    }
}
