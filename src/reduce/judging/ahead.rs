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
//! as not interesting is interesting, or the other way round), what it queued is stale,
//! and it starts again from the original with the outcomes known, which brings it to the
//! reduction's place without a test. Its tests still running are not killed then: those
//! before the contradicted candidate are on the new way too, and the new run takes them
//! up; the rest are killed once it has gone past them.
//!
//! A test ahead starts only when it is likely to be used: when the outcomes still to come
//! before it (those of earlier steps, see [`Guess::step`]) confirm the run ahead with a
//! chance of at least [`MIN_USE_CHANCE`], from how often outcomes contradicted it
//! lately. Early in a reduction, when most rounds accept something, it stays a step or
//! two ahead; once few candidates are accepted, it runs far ahead.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::dd::Outcome;
use crate::oracle::Cancel;

use super::key::TextKey;

/// The run ahead queues up to this many candidates per job before it waits.
const QUEUED_PER_JOB: usize = 2;

/// A test ahead starts only when the outcomes before it confirm the run ahead with at
/// least this chance. In the scaling bench (0.5 s tests on a C case, width 64, 64 jobs),
/// 0.3 and 0.5 gave about the same wall time (28-30 s), 0.5 fewer tests (1.16-1.18x
/// against 1.26-1.41x those of one job).
const MIN_USE_CHANCE: f64 = 0.5;
/// The weight of the latest outcome in the moving share of outcomes that contradict the
/// run ahead.
const SURPRISE_WEIGHT: f64 = 0.1;
/// That share before any outcome: about that of a first sweep's removals.
const FIRST_SURPRISE: f64 = 0.2;

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
    queue: VecDeque<(TextKey, Arc<[u8]>, Guess)>,
    /// Candidates the run ahead of this generation took without an outcome, each with
    /// the outcome it took.
    assumed: HashMap<TextKey, Outcome>,
    /// Tests running ahead.
    ahead: HashMap<TextKey, Running>,
    /// Tests started ahead so far, which orders them.
    started: u64,
    /// Candidates the reduction tests itself now, each with how many of its runs do.
    own: HashMap<TextKey, usize>,
    /// The reduction's tests running now, by what a run ahead takes their outcomes to be.
    own_running: ByGuess<usize>,
    /// Outcomes found ahead that the reduction has not looked up yet.
    unused: HashSet<TextKey>,
    /// How often an outcome contradicts what the run ahead took it to be, lately (a
    /// moving average), for candidates taken as not interesting and as interesting.
    surprise: ByGuess<f64>,
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
    /// Tests ahead killed before their end: stale, or making room for the reduction's.
    pub killed: u64,
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
            state: Mutex::new(State {
                surprise: ByGuess {
                    taken_as_pass: FIRST_SURPRISE,
                    taken_as_fail: FIRST_SURPRISE,
                },
                ..State::default()
            }),
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
        for running in state.ahead.values() {
            running.cancel.cancel();
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

    /// The run ahead of `generation` took `key`'s outcome to be `guess.outcome` without a
    /// test: queue its test (or take up one an earlier generation started), and wait
    /// while the queue is long enough.
    pub fn assume(&self, generation: u64, key: TextKey, text: &[u8], guess: Guess) {
        let mut state = self.state.lock().unwrap();
        if state.finished || state.generation != generation {
            return;
        }
        state.assumed.insert(key, guess.outcome);
        if let Some(running) = state.ahead.get_mut(&key) {
            // Started by an earlier generation, and on this one's way too.
            running.generation = generation;
            running.guess = guess;
        } else if !state.own.contains_key(&key) {
            state.queue.push_back((key, text.into(), guess));
            self.changed.notify_all();
        }
        if state.queue.len() >= QUEUED_PER_JOB * self.jobs {
            // As far ahead as it goes for now: what earlier generations started and this
            // one did not take up is stale.
            kill_stale(&mut state);
        }
        while !state.finished
            && state.generation == generation
            && state.queue.len() >= QUEUED_PER_JOB * self.jobs
        {
            state = self.changed.wait(state).unwrap();
        }
    }

    /// The run ahead of `generation` reached the end of the reduction: the tests ahead
    /// that earlier generations started and this one did not take up are stale.
    pub fn reached_end(&self, generation: u64) {
        let mut state = self.state.lock().unwrap();
        if state.generation == generation {
            kill_stale(&mut state);
            self.changed.notify_all();
        }
    }

    /// The reduction found `key` in the cache: if it was tested ahead, that test was used.
    pub fn found_in_cache(&self, key: &TextKey) {
        let mut state = self.state.lock().unwrap();
        if state.unused.remove(key) {
            state.figures.used += 1;
            self.changed.notify_all();
        }
    }

    /// The reduction needs `key`'s outcome, which the cache does not hold: test it
    /// (`Claim::Test`, after which [`RunAhead::tested_own`] must be called), or wait
    /// for its test ahead and look again. `cancel` is the reduction's token for it;
    /// `likely`, what a run ahead takes its outcome to be.
    pub fn claim(&self, key: TextKey, cancel: &Cancel, likely: Outcome) -> Claim {
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
        *state.own_running.of(likely) += 1;
        state.queue.retain(|(queued, ..)| *queued != key);
        // The reduction's own tests come first: a test ahead makes room.
        if state.own_running.total() + state.ahead.len() > self.jobs
            && let Some(newest) = newest_ahead(&state)
            && let Some(running) = state.ahead.remove(&newest)
        {
            running.cancel.cancel();
            state.figures.killed += 1;
        }
        Claim::Test
    }

    /// The reduction's own test of `key` (claimed with `likely`) ended, with `outcome`
    /// (in the cache already) if it has one.
    pub fn tested_own(&self, key: TextKey, outcome: Option<Outcome>, likely: Outcome) {
        let mut state = self.state.lock().unwrap();
        if let Some(runs) = state.own.get_mut(&key) {
            *runs -= 1;
            if *runs == 0 {
                state.own.remove(&key);
            }
        }
        *state.own_running.of(likely) -= 1;
        if learn(&mut state, key, outcome) {
            bump(&mut state);
        }
        self.changed.notify_all();
    }

    /// For a worker: the next candidate to test ahead, with its token, once a worker is
    /// free and the candidate is likely to be used; `None` once the reduction is over.
    pub fn next(&self) -> Option<(TextKey, Arc<[u8]>, Arc<Cancel>)> {
        let mut state = self.state.lock().unwrap();
        loop {
            if state.finished {
                return None;
            }
            if let Some(started) = self.start_next(&mut state) {
                return Some(started);
            }
            state = self.changed.wait(state).unwrap();
        }
    }

    /// Starts the next queued candidate when a worker is free and it is likely to be
    /// used.
    fn start_next(&self, state: &mut State) -> Option<(TextKey, Arc<[u8]>, Arc<Cancel>)> {
        loop {
            let free = state.own_running.total() + state.ahead.len() < self.jobs;
            let (.., guess) = state.queue.front()?;
            if !free || !likely_used(state, guess.step) {
                return None;
            }
            let (key, text, guess) = state.queue.pop_front()?;
            self.changed.notify_all();
            if state.ahead.contains_key(&key) || state.own.contains_key(&key) {
                continue;
            }
            let cancel = Arc::new(Cancel::new());
            state.started += 1;
            let running = Running {
                cancel: cancel.clone(),
                order: state.started,
                generation: state.generation,
                guess,
            };
            state.ahead.insert(key, running);
            return Some((key, text, cancel));
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
            .is_some_and(|running| Arc::ptr_eq(&running.cancel, cancel))
        {
            state.ahead.remove(&key);
        }
        if ended.is_some() {
            state.figures.tests += 1;
            state.unused.insert(key);
            if learn(&mut state, key, ended) {
                bump(&mut state);
            }
        }
        self.changed.notify_all();
    }
}

/// Whether `outcome` contradicts what the run ahead took `key`'s to be, learning from it
/// how often outcomes do.
fn learn(state: &mut State, key: TextKey, outcome: Option<Outcome>) -> bool {
    let contradicted = contradicts(state, key, outcome);
    if let (Some(_), Some(&likely)) = (outcome, state.assumed.get(&key)) {
        let sample = if contradicted { 1.0 } else { 0.0 };
        let surprise = state.surprise.of(likely);
        *surprise += SURPRISE_WEIGHT * (sample - *surprise);
    }
    contradicted
}

/// Whether a test ahead of `step` is likely enough to be used: the outcomes to come
/// before it (the reduction's tests running now, and those ahead of earlier steps)
/// confirm the run ahead with a chance of at least [`MIN_USE_CHANCE`].
fn likely_used(state: &State, step: u64) -> bool {
    let generation = state.generation;
    let mut before = state.own_running;
    for running in state.ahead.values() {
        if running.generation == generation && running.guess.step < step {
            *before.of(running.guess.outcome) += 1;
        }
    }
    let confirmed = |surprise: f64, outcomes: usize| (1.0 - surprise).powi(outcomes as i32);
    let chance = confirmed(state.surprise.taken_as_pass, before.taken_as_pass)
        * confirmed(state.surprise.taken_as_fail, before.taken_as_fail);
    chance >= MIN_USE_CHANCE
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
        .max_by_key(|(_, running)| running.order)
        .map(|(key, _)| *key)
}

/// An outcome contradicted the run ahead: what it queued is stale. Its tests still
/// running are left to the next generation, which finds most of them on its way again
/// (all those before the contradicted candidate): killed now, they would start again
/// from the beginning.
fn bump(state: &mut State) {
    state.generation += 1;
    state.queue.clear();
    state.assumed.clear();
}

/// Kills the tests ahead that the current generation did not take up.
fn kill_stale(state: &mut State) {
    let generation = state.generation;
    let before = state.ahead.len();
    state.ahead.retain(|_, running| {
        let current = running.generation == generation;
        if !current {
            running.cancel.cancel();
        }
        current
    });
    state.figures.killed += (before - state.ahead.len()) as u64;
}

/// A test running ahead.
struct Running {
    cancel: Arc<Cancel>,
    /// When it started, among the tests ahead.
    order: u64,
    /// The generation that last took it up.
    generation: u64,
    /// What the run ahead took its outcome to be.
    guess: Guess,
}

/// What the run ahead takes a candidate's outcome to be, and where it is on its way.
#[derive(Clone, Copy)]
pub struct Guess {
    /// The outcome taken.
    pub outcome: Outcome,
    /// The step of the reduction the candidate belongs to: the candidates of one step
    /// are tested whatever the others' outcomes are (a wide round's removals), those of
    /// a later step only if no earlier outcome contradicts the run ahead. Steps count up
    /// in the order the reduction takes them.
    pub step: u64,
}

/// A figure for each outcome a run ahead takes: not interesting, interesting.
#[derive(Clone, Copy, Default)]
struct ByGuess<T> {
    taken_as_pass: T,
    taken_as_fail: T,
}

impl<T: Copy + std::ops::Add<Output = T>> ByGuess<T> {
    fn of(&mut self, taken_as: Outcome) -> &mut T {
        match taken_as {
            Outcome::Fail => &mut self.taken_as_fail,
            _ => &mut self.taken_as_pass,
        }
    }

    fn total(&self) -> T {
        self.taken_as_pass + self.taken_as_fail
    }
}

/// See [`RunAhead::finish_on_drop`].
struct FinishOnDrop<'a>(&'a RunAhead);

impl Drop for FinishOnDrop<'_> {
    fn drop(&mut self) {
        self.0.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::judging::key::text_key;

    fn key(n: u8) -> TextKey {
        text_key(&[n])
    }

    fn not_interesting(step: u64) -> Guess {
        Guess {
            outcome: Outcome::Pass,
            step,
        }
    }

    /// Starts what can start now, as idle workers would.
    fn start_all(ahead: &RunAhead) -> Vec<(TextKey, Arc<Cancel>)> {
        let mut state = ahead.state.lock().unwrap();
        std::iter::from_fn(|| ahead.start_next(&mut state))
            .map(|(key, _, cancel)| (key, cancel))
            .collect()
    }

    #[test]
    fn tests_ahead_start_while_the_outcomes_before_them_likely_confirm_the_run_ahead() {
        let ahead = RunAhead::new(64);
        // One candidate per step: with one outcome in five contradicting, the fourth is
        // used with a chance of 0.8^3 = 0.51, the fifth 0.41.
        for n in 0..6 {
            ahead.assume(0, key(n), &[n], not_interesting(n.into()));
        }
        let started: Vec<TextKey> = start_all(&ahead).into_iter().map(|(k, _)| k).collect();
        assert_eq!(started, (0..4).map(key).collect::<Vec<_>>());
        // Candidates of one step do not wait for one another.
        let ahead = RunAhead::new(64);
        for n in 0..6 {
            ahead.assume(0, key(n), &[n], not_interesting(0));
        }
        assert_eq!(start_all(&ahead).len(), 6);
    }

    #[test]
    fn a_contradiction_leaves_the_tests_before_it_to_the_next_run_ahead() {
        let ahead = RunAhead::new(64);
        for n in 0..4 {
            ahead.assume(0, key(n), &[n], not_interesting(n.into()));
        }
        let running = start_all(&ahead);
        assert_eq!(running.len(), 4);
        // The third is interesting: the run ahead starts again, and nothing is killed.
        ahead.tested_ahead(key(2), &running[2].1, Some(Outcome::Fail));
        assert_eq!(ahead.generation(), 1);
        assert!(running.iter().all(|(_, cancel)| !cancel.is_cancelled()));
        // The new run takes up the first two on its way, and goes elsewhere after them.
        ahead.assume(1, key(0), &[0], not_interesting(0));
        ahead.assume(1, key(1), &[1], not_interesting(1));
        ahead.assume(1, key(9), &[9], not_interesting(2));
        ahead.reached_end(1);
        let cancelled: Vec<bool> = running.iter().map(|(_, c)| c.is_cancelled()).collect();
        assert_eq!(cancelled, [false, false, false, true]);
        assert_eq!(ahead.figures().killed, 1);
        // Taken up, not queued again: the new candidate is next.
        let started: Vec<TextKey> = start_all(&ahead).into_iter().map(|(k, _)| k).collect();
        assert_eq!(started, [key(9)]);
    }
}
