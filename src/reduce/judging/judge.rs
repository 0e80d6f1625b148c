//! The judge stands between the reducers and the oracle: it caches outcomes by the
//! candidate's text, runs tests in parallel while keeping ddmin's sequential semantics, and
//! keeps the best result so far on disk.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::dd::Outcome;
use crate::oracle::{Cancel, Ending, Oracle, RunReport, speculate};

use super::ahead::{Claim, Guess, RunAhead};
pub use super::key::{TextKey, text_key};
use super::limits::{Limits, Stopped};
use crate::files::BestSoFar;
use crate::reduce::figures::Observer;
use crate::reduce::figures::trajectory::Trajectory;

/// A candidate as the reducer built it: its text with its cache key and what a pre-test
/// said of it, or an outcome predicted without a test.
pub enum Candidate {
    Text(Vec<u8>, TextKey, PreTest),
    /// Predicted not to be interesting by a pre-test (e.g. it breaks the syntax): no test
    /// is run.
    Skipped,
    /// Predicted not to be interesting from an earlier test of the same change in the
    /// same surroundings: no test is run.
    Predicted,
}

impl Candidate {
    /// A candidate no pre-test has seen.
    pub fn text(text: Vec<u8>) -> Self {
        let key = text_key(&text);
        Candidate::Text(text, key, PreTest::NotRun)
    }

    /// What the pre-test said, as counted in a [`PreTestRecord`].
    fn pre_test(&self) -> PreTest {
        match self {
            Candidate::Text(_, _, pre_test) => *pre_test,
            Candidate::Skipped => PreTest::Failed,
            Candidate::Predicted => PreTest::NotRun,
        }
    }
}

/// A cheap prediction made before the real test (the syntax filter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreTest {
    NotRun,
    /// Predicted that the candidate may be interesting.
    Passed,
    /// Predicted that it is not (the candidate is skipped, or tested anyway as a sample).
    Failed,
}

/// Pre-tests run and failed on the candidates of every [`Judge::first_interesting`] call
/// up to the first interesting one: the candidates built for every number of jobs (the
/// others are speculation), so the record is the same for every `-j` and can steer the
/// pre-test without making results depend on `-j`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PreTestRecord {
    pub run: u64,
    pub failed: u64,
}

impl PreTestRecord {
    fn add(&mut self, pre_test: PreTest) {
        self.run += u64::from(pre_test != PreTest::NotRun);
        self.failed += u64::from(pre_test == PreTest::Failed);
    }
}

impl std::ops::Add for PreTestRecord {
    type Output = PreTestRecord;
    fn add(self, other: PreTestRecord) -> PreTestRecord {
        PreTestRecord {
            run: self.run + other.run,
            failed: self.failed + other.failed,
        }
    }
}

impl std::ops::Sub for PreTestRecord {
    type Output = PreTestRecord;
    fn sub(self, earlier: PreTestRecord) -> PreTestRecord {
        PreTestRecord {
            run: self.run - earlier.run,
            failed: self.failed - earlier.failed,
        }
    }
}

/// Figures about the tests the judge ran.
#[derive(Clone, Copy, Debug, Default)]
pub struct JudgeStats {
    pub tests_run: u64,
    pub cache_hits: u64,
    pub unresolved: u64,
    /// Test runs cut at the timeout. A candidate whose test timed out is run once more (its
    /// second run is not counted in `tests_run`); only a second timeout leaves it unresolved.
    pub timeouts: u64,
    pub skipped_invalid: u64,
    /// Candidates predicted not interesting from an earlier test (see `Candidate::Predicted`).
    pub predicted: u64,
    /// Tests that could not be started (counted as unresolved).
    pub start_failures: u64,
    pub test_time: Duration,
}

/// A test that cannot be started counts as unresolved for its candidate; this many in a
/// row, with no test started between them, stop the reduction.
const START_FAILURES_IN_A_ROW: u64 = 5;

/// Tests that could not be started, for the warning and the decision to stop.
#[derive(Default)]
struct StartFailures {
    in_a_row: u64,
    first: Option<String>,
}

/// A judged candidate: its outcome, what its pre-test said, its text if it is
/// interesting, and its key as the reducer built it.
type Judged = (Outcome, PreTest, Option<Vec<u8>>, Option<TextKey>);

/// Turns the text a reducer builds into the candidate the test judges: one file of a
/// tree of files into the whole tree. `None`: the text cannot be one (it is skipped).
pub type Frame = Arc<dyn Fn(&[u8]) -> Option<Vec<u8>> + Send + Sync>;

pub struct Judge {
    oracle: Oracle,
    /// Applied to every candidate before it is cached or tested (see [`Judge::set_frame`]).
    frame: Mutex<Option<Frame>>,
    pool: rayon::ThreadPool,
    jobs: usize,
    /// Removals tried side by side on the same configuration (see [`crate::dd::Plan::width`]).
    width: usize,
    /// Shared with the run ahead's judge (see [`Judge::predictor`]).
    cache: Arc<Mutex<HashMap<TextKey, Outcome>>>,
    /// Candidates tested ahead by idle workers (see [`Judge::with_run_ahead`]).
    ahead: Option<Arc<RunAhead>>,
    /// For the run ahead's judge: the generation it runs in. It tests nothing, and takes
    /// each candidate without an outcome as not interesting.
    predicting: Option<u64>,
    /// Steps of the reduction judged so far (see [`Guess::step`]).
    steps: AtomicU64,
    /// The keys of candidates judged not interesting in ddmin's order (see
    /// [`Judge::rejected_in_order`]).
    rejected_in_order: Mutex<HashSet<TextKey>>,
    stats: Mutex<JudgeStats>,
    pre_tests: Mutex<PreTestRecord>,
    best: Mutex<BestSoFar>,
    observer: Arc<dyn Observer>,
    /// The first error that stopped testing (e.g. the test can no longer be started).
    failure: Mutex<Option<std::io::Error>>,
    start_failures: Mutex<StartFailures>,
    /// When testing stops: the library's cancellation, and the budget of candidates.
    limits: Limits,
    /// Hears each accepted improvement.
    trajectory: Option<Arc<Trajectory>>,
    /// Runs per machine, for tests started through a launcher that runs them elsewhere.
    machines: Mutex<BTreeMap<String, u64>>,
}

impl Judge {
    pub fn new(oracle: Oracle, jobs: usize, best: BestSoFar, observer: Arc<dyn Observer>) -> Self {
        let jobs = jobs.max(1);
        let pool = speculate::pool(jobs).expect("cannot start test threads");
        Judge {
            oracle,
            frame: Mutex::new(None),
            pool,
            jobs,
            width: 1,
            cache: Arc::default(),
            ahead: None,
            predicting: None,
            steps: AtomicU64::new(0),
            rejected_in_order: Mutex::new(HashSet::new()),
            stats: Mutex::new(JudgeStats::default()),
            pre_tests: Mutex::new(PreTestRecord::default()),
            best: Mutex::new(best),
            failure: Mutex::new(None),
            start_failures: Mutex::new(StartFailures::default()),
            observer,
            limits: Limits::default(),
            trajectory: None,
            machines: Mutex::default(),
        }
    }

    /// Stops testing at `limits` (see [`Limits`]).
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Tries `width` removals of a round side by side (see [`crate::dd::Plan::width`]).
    pub fn with_width(mut self, width: usize) -> Self {
        self.width = width.max(1);
        self
    }

    /// Lets idle workers test the candidates a run ahead finds (see `ahead.rs`): the
    /// reduction's path and result are the same, its outcomes come sooner.
    pub fn with_run_ahead(mut self) -> Self {
        if self.jobs > 1 {
            self.ahead = Some(Arc::new(RunAhead::new(self.jobs)));
        }
        self
    }

    /// The run-ahead state, when there is one.
    pub fn run_ahead(&self) -> Option<&Arc<RunAhead>> {
        self.ahead.as_ref()
    }

    /// A judge for a run ahead of this one, from `original`, in the current generation:
    /// it shares the outcomes, tests nothing and writes nothing.
    pub fn predictor(&self, original: &[u8]) -> Option<Judge> {
        let ahead = self.ahead.clone()?;
        let best = BestSoFar::new(None, original.to_vec()).ok()?;
        let mut judge = Judge::new(
            self.oracle.clone(),
            1,
            best,
            Arc::new(crate::reduce::Silent),
        )
        .with_width(self.width);
        judge.cache = self.cache.clone();
        judge.predicting = Some(ahead.generation());
        judge.ahead = Some(ahead);
        Some(judge)
    }

    /// For a worker thread: tests the candidates the run ahead queues, while a worker is
    /// free, until the reduction is over.
    pub fn work_ahead(&self) {
        let Some(ahead) = &self.ahead else { return };
        while let Some((key, text, cancel)) = ahead.next() {
            if self.stopped() {
                ahead.tested_ahead(key, &cancel, None);
                continue;
            }
            self.run_test(&text, key, &cancel);
            // Not `run_test`'s answer: a test that could not start is not cached.
            let outcome = self.cached(&key);
            ahead.tested_ahead(key, &cancel, outcome);
        }
    }

    /// Removals tried side by side (see [`Judge::with_width`]).
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the reduction stopped because its budget was spent.
    pub fn budget_spent(&self) -> bool {
        self.limits.spent()
    }

    /// Records each accepted improvement in `trajectory`.
    pub fn with_trajectory(mut self, trajectory: Arc<Trajectory>) -> Self {
        self.trajectory = Some(trajectory);
        self
    }

    pub fn oracle(&self) -> &Oracle {
        &self.oracle
    }

    pub fn stats(&self) -> JudgeStats {
        *self.stats.lock().unwrap()
    }

    /// Candidates judged in ddmin's order so far: the same for every `-j`, unlike the
    /// tests that speculation ran.
    pub fn judged_in_order(&self) -> u64 {
        self.limits.judged_in_order()
    }

    /// The test runs per machine that ran them, for tests started through a launcher
    /// (see [`crate::oracle::Oracle::with_launcher`]); empty otherwise.
    pub fn machines(&self) -> BTreeMap<String, u64> {
        self.machines.lock().unwrap().clone()
    }

    /// A run's verdict, its machine counted.
    fn verdict(&self, text: &[u8], cancel: &Cancel) -> std::io::Result<RunReport> {
        let report = self.oracle.verdict(text, cancel)?;
        if let Some(machine) = &report.ran_on {
            *self
                .machines
                .lock()
                .unwrap()
                .entry(machine.clone())
                .or_default() += 1;
        }
        Ok(report)
    }

    /// The pre-tests so far (see [`PreTestRecord`]).
    pub fn pre_test_record(&self) -> PreTestRecord {
        *self.pre_tests.lock().unwrap()
    }

    /// Whether reduction must stop now (interrupt, or a test that can no longer run).
    pub fn stopped(&self) -> bool {
        let stale = match (&self.ahead, self.predicting) {
            (Some(ahead), Some(generation)) => ahead.stale(generation),
            _ => false,
        };
        stale
            || self.oracle.stopped()
            || self.limits.reached()
            || self.failure.lock().unwrap().is_some()
    }

    /// `Err(Stopped)` when reduction must stop now (see [`Self::stopped`]): asked after a
    /// pass's tests, with `?`.
    pub fn not_stopped(&self) -> Result<(), Stopped> {
        match self.stopped() {
            true => Err(Stopped),
            false => Ok(()),
        }
    }

    pub fn take_failure(&self) -> Option<std::io::Error> {
        self.failure.lock().unwrap().take()
    }

    /// The first error of a test that could not be started, if any was.
    pub fn first_start_failure(&self) -> Option<String> {
        self.start_failures.lock().unwrap().first.clone()
    }

    /// A test could not be started: its candidate counts as unresolved, unless it happens
    /// again and again, which stops the reduction (`None`).
    fn start_failed(&self, error: std::io::Error) -> Option<Outcome> {
        self.stats.lock().unwrap().start_failures += 1;
        let mut failures = self.start_failures.lock().unwrap();
        failures.in_a_row += 1;
        failures.first.get_or_insert_with(|| error.to_string());
        if failures.in_a_row >= START_FAILURES_IN_A_ROW {
            self.failure.lock().unwrap().get_or_insert(error);
            return None;
        }
        Some(Outcome::Unresolved)
    }

    /// The best result so far.
    pub fn best(&self) -> Vec<u8> {
        self.best.lock().unwrap().bytes().to_vec()
    }

    /// The best result so far, shared rather than copied.
    pub fn best_shared(&self) -> Arc<[u8]> {
        self.best.lock().unwrap().shared()
    }

    /// The size of the best result so far, without copying it.
    pub fn best_len(&self) -> usize {
        self.best.lock().unwrap().bytes().len()
    }

    /// Results accepted before the best so far, newest first.
    pub fn history(&self) -> Vec<Vec<u8>> {
        self.best
            .lock()
            .unwrap()
            .history()
            .map(<[u8]>::to_vec)
            .collect()
    }

    /// Writes the final result to the output, whatever its size.
    pub fn finish(&self, result: &[u8]) -> std::io::Result<()> {
        self.best.lock().unwrap().finish(result)
    }

    /// From now on the reducers' candidates are put in `frame` before they are cached,
    /// tested and kept as the best result (`None`: as they are). Lets a reducer of one
    /// file work inside a tree of files without knowing of it.
    pub fn set_frame(&self, frame: Option<Frame>) {
        *self.frame.lock().unwrap() = frame;
    }

    /// Records the outcome of `text` as known (e.g. from the preflight runs on the
    /// original and the empty input), so it is never tested again.
    pub fn assume(&self, text: &[u8], outcome: Outcome) {
        self.cache.lock().unwrap().insert(text_key(text), outcome);
    }

    /// Whether the candidate with `key` (as the reducer built it) was judged not
    /// interesting in ddmin's order: the same at every `-j`, unlike what speculation
    /// happened to test.
    pub fn rejected_in_order(&self, key: &TextKey) -> bool {
        self.rejected_in_order.lock().unwrap().contains(key)
    }

    /// Tests `text` alone.
    pub fn test(&self, text: &[u8]) -> Outcome {
        let bytes = text.to_vec();
        self.first_interesting(1, &|_| Candidate::text(bytes.clone()))[0]
    }

    /// Judges candidates `0..count` (built on demand by `build`) in order and returns the
    /// outcomes of the prefix that ends at the first interesting one. Up to `jobs` tests run
    /// at once; tests of candidates after an interesting one are killed. The answer is the
    /// same as testing one by one. The winner becomes the best result so far when it is no
    /// larger than the current best.
    pub fn first_interesting(
        &self,
        count: usize,
        build: &(dyn Fn(usize) -> Candidate + Sync),
    ) -> Vec<Outcome> {
        self.first_interesting_taken_as(count, build, Outcome::Pass)
    }

    /// Judges one candidate that merges removals each found interesting alone, as
    /// [`Judge::first_interesting`] judges one. Most such merges are interesting too: a
    /// run ahead takes it as interesting until its outcome comes.
    pub fn merged(&self, build: &(dyn Fn(usize) -> Candidate + Sync)) -> Outcome {
        self.first_interesting_taken_as(1, build, Outcome::Fail)[0]
    }

    /// [`Judge::first_interesting`], a run ahead taking the candidates it has no outcome
    /// for as `likely`.
    fn first_interesting_taken_as(
        &self,
        count: usize,
        build: &(dyn Fn(usize) -> Candidate + Sync),
        likely: Outcome,
    ) -> Vec<Outcome> {
        if !self.limits.allow_round() {
            // As after an interrupt: none decided, and the reduction stops.
            return vec![Outcome::Unresolved; count.max(1)];
        }
        let mut prefix = self.judge_in_order(count, build, true, likely);
        if prefix.is_empty() {
            prefix.push(Outcome::Unresolved);
        }
        prefix
    }

    /// Judges every candidate of `0..count` (built on demand by `build`), up to `jobs` at
    /// once, none stopping the others: all of them are judged at every `-j`. Those found
    /// interesting are offered as the best result so far, in order.
    pub fn each(&self, count: usize, build: &(dyn Fn(usize) -> Candidate + Sync)) -> Vec<Outcome> {
        if !self.limits.allow_round() {
            return vec![Outcome::Unresolved; count];
        }
        self.judge_in_order(count, build, false, Outcome::Pass)
    }

    /// Judges candidates `0..count` in order, up to `jobs` at once, up to the first
    /// interesting one when `to_first_interesting` (else all of them): the outcomes of
    /// the candidates judged in order, whose pre-tests and rejections are recorded and
    /// whose interesting texts are offered as the best result so far. A run ahead takes
    /// those it has no outcome for as `likely`.
    fn judge_in_order(
        &self,
        count: usize,
        build: &(dyn Fn(usize) -> Candidate + Sync),
        to_first_interesting: bool,
        likely: Outcome,
    ) -> Vec<Outcome> {
        let frame = self.frame.lock().unwrap().clone();
        // Candidates tested whatever the others' outcomes are one step; in order up to
        // the first interesting one, each is a step of its own.
        let first_step = self.steps.fetch_add(
            if to_first_interesting {
                count as u64
            } else {
                1
            },
            Ordering::Relaxed,
        );
        let guess = |k: usize| Guess {
            outcome: likely,
            step: first_step + if to_first_interesting { k as u64 } else { 0 },
        };
        let run = |k: usize, cancel: &Cancel| {
            self.judge_built(build(k), frame.as_ref(), cancel, guess(k))
        };
        let found = speculate::first_where(
            &self.pool,
            self.jobs,
            count,
            &run,
            &|(outcome, ..)| to_first_interesting && outcome.is_fail(),
            &|| self.stopped(),
        );
        let mut prefix = Vec::new();
        let mut interesting = Vec::new();
        let mut record = self.pre_tests.lock().unwrap();
        let mut rejected = self.rejected_in_order.lock().unwrap();
        let end = found.stopped_at.unwrap_or(usize::MAX);
        for (k, slot) in found.results.into_iter().enumerate() {
            match slot {
                Some((outcome, pre_test, text, key)) => {
                    prefix.push(outcome);
                    record.add(pre_test);
                    if let (Outcome::Pass, Some(key)) = (outcome, key) {
                        rejected.insert(key);
                    }
                    interesting.extend(text);
                }
                // Only an interrupt or a failure leaves a hole before the winner.
                None if k < end => prefix.push(Outcome::Unresolved),
                None => break,
            }
        }
        drop((record, rejected));
        self.limits.judged(prefix.len() as u64);
        for text in interesting {
            // One copy, shared by the best result and the trajectory.
            let text: Arc<[u8]> = text.into();
            let offered = self.best.lock().unwrap().offer(&text);
            if let Some(error) = &offered.unwritten {
                self.observer.output_unwritten(error);
            }
            if let (true, Some(trajectory)) = (offered.kept, &self.trajectory) {
                trajectory.record(self.stats().tests_run, text);
            }
        }
        prefix
    }

    /// Judges a candidate as the reducer built it: its outcome, what its pre-test said,
    /// its text if it is interesting, and its key as built (before the frame). `None` when
    /// the test was cancelled. A run ahead takes it as `likely` without an outcome.
    fn judge_built(
        &self,
        built: Candidate,
        frame: Option<&Frame>,
        cancel: &Cancel,
        guess: Guess,
    ) -> Option<Judged> {
        let key = match &built {
            Candidate::Text(_, key, _) => Some(*key),
            _ => None,
        };
        let candidate = framed(frame, built);
        let outcome = self.judge_one(&candidate, cancel, guess)?;
        let pre_test = candidate.pre_test();
        let text = match (outcome, candidate) {
            (Outcome::Fail, Candidate::Text(text, ..)) => Some(text),
            _ => None,
        };
        Some((outcome, pre_test, text, key))
    }

    /// Tests one candidate, through the cache. `None` when the test was cancelled. A run
    /// ahead takes it as `likely` without an outcome.
    fn judge_one(&self, candidate: &Candidate, cancel: &Cancel, guess: Guess) -> Option<Outcome> {
        let (text, key) = match candidate {
            Candidate::Skipped => {
                self.stats.lock().unwrap().skipped_invalid += 1;
                return Some(Outcome::Unresolved);
            }
            Candidate::Predicted => {
                self.stats.lock().unwrap().predicted += 1;
                return Some(Outcome::Unresolved);
            }
            Candidate::Text(text, key, _) => (text, *key),
        };
        if let Some(generation) = self.predicting {
            return Some(self.predict(key, text, generation, guess));
        }
        let Some(ahead) = &self.ahead else {
            return self
                .cache_hit(&key)
                .or_else(|| self.run_test(text, key, cancel));
        };
        // The cache, or a test ahead of the same candidate that ends meanwhile, may
        // answer; else this thread tests it.
        loop {
            if let Some(outcome) = self.cache_hit(&key) {
                ahead.found_in_cache(&key);
                return Some(outcome);
            }
            match ahead.claim(key, cancel, guess.outcome) {
                Claim::Test => break,
                Claim::LookAgain if cancel.is_cancelled() => return None,
                Claim::LookAgain => {}
            }
        }
        let outcome = self.run_test(text, key, cancel);
        // Not `run_test`'s answer: a test that could not start is not cached.
        let known = self.cached(&key);
        ahead.tested_own(key, known, guess.outcome);
        outcome
    }

    /// The cached outcome of `key`, if any.
    fn cached(&self, key: &TextKey) -> Option<Outcome> {
        self.cache.lock().unwrap().get(key).copied()
    }

    /// The cached outcome of `key`, counted as a cache hit.
    fn cache_hit(&self, key: &TextKey) -> Option<Outcome> {
        let outcome = self.cached(key)?;
        self.stats.lock().unwrap().cache_hits += 1;
        Some(outcome)
    }

    /// The run ahead's answer for a candidate: its outcome if known, else `likely`, its
    /// test queued for an idle worker.
    fn predict(&self, key: TextKey, text: &[u8], generation: u64, guess: Guess) -> Outcome {
        if let Some(outcome) = self.cached(&key) {
            return outcome;
        }
        if let Some(ahead) = &self.ahead {
            ahead.assume(generation, key, text, guess);
        }
        // Looked up again: an outcome that came meanwhile is not contradicted by anyone.
        self.cached(&key).unwrap_or(guess.outcome)
    }

    /// Runs the test of a candidate missing from the cache and caches its outcome.
    /// `None` when the test was cancelled.
    fn run_test(&self, text: &[u8], key: TextKey, cancel: &Cancel) -> Option<Outcome> {
        let mut report = match self.verdict(text, cancel) {
            Ok(report) => report,
            Err(error) => return self.start_failed(error),
        };
        self.start_failures.lock().unwrap().in_a_row = 0;
        // A test cut at the timeout may have been slowed by the machine's load rather than
        // by the candidate: it runs once more, and only a second timeout is its verdict, so
        // that a busy moment does not decide what the reduction keeps.
        if report.ending == Ending::TimedOut && !report.interesting {
            {
                let mut stats = self.stats.lock().unwrap();
                stats.timeouts += 1;
                stats.test_time += report.duration;
            }
            report = match self.verdict(text, cancel) {
                Ok(report) => report,
                Err(error) => return self.start_failed(error),
            };
        }
        if report.ending == Ending::Cancelled {
            return None;
        }
        let outcome = match (report.interesting, report.ending) {
            (true, _) => Outcome::Fail,
            (false, Ending::TimedOut) => Outcome::Unresolved,
            (false, _) => Outcome::Pass,
        };
        {
            let mut stats = self.stats.lock().unwrap();
            stats.tests_run += 1;
            stats.test_time += report.duration;
            if outcome == Outcome::Unresolved {
                stats.unresolved += 1;
            }
            if report.ending == Ending::TimedOut {
                stats.timeouts += 1;
            }
        }
        self.cache.lock().unwrap().insert(key, outcome);
        let tests_run = self.stats.lock().unwrap().tests_run;
        // Not under the lock: an observer that takes its time holds up no other worker.
        self.observer.tested(tests_run, &self.best_shared());
        Some(outcome)
    }
}

/// `candidate` put in `frame`.
fn framed(frame: Option<&Frame>, candidate: Candidate) -> Candidate {
    match (frame, candidate) {
        (Some(frame), Candidate::Text(text, _, pre_test)) => match frame(&text) {
            Some(text) => {
                let key = text_key(&text);
                Candidate::Text(text, key, pre_test)
            }
            None => Candidate::Skipped,
        },
        (_, candidate) => candidate,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::TestSpec;
    use std::os::unix::fs::PermissionsExt;

    /// A judge whose test (a real script) finds a candidate interesting when it holds `x`.
    fn judge(dir: &std::path::Path, jobs: usize) -> Judge {
        let script = dir.join("test.sh");
        std::fs::write(&script, "#!/bin/sh\ngrep -q x input.txt\n").unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        let oracle = Oracle::new(
            TestSpec::Script(script),
            "input.txt",
            Duration::from_secs(30),
        );
        let best = BestSoFar::new(None, &b"x"[..]).unwrap();
        Judge::new(oracle, jobs, best, Arc::new(crate::reduce::Silent))
    }

    /// The pre-test record counts the candidates up to the first interesting one, not
    /// those built speculatively after it, so it is the same for every number of jobs.
    #[test]
    fn the_pre_test_record_stops_at_the_winner_for_every_jobs() {
        let dir = tempfile::tempdir().unwrap();
        // Candidate 3 is the first interesting one; the others are skipped, or pass the
        // pre-test and fail the real one.
        let build = |k: usize| match k {
            0 | 5 | 6 => Candidate::Skipped,
            3 => Candidate::Text(b"x".to_vec(), text_key(b"x"), PreTest::Passed),
            _ => {
                let text = format!("candidate {k}").into_bytes();
                let key = text_key(&text);
                Candidate::Text(text, key, PreTest::Passed)
            }
        };
        for jobs in [1, 4] {
            let judge = judge(dir.path(), jobs);
            let outcomes = judge.first_interesting(8, &build);
            assert_eq!(outcomes.len(), 4, "-j{jobs}");
            assert!(outcomes[3].is_fail());
            let expected = PreTestRecord { run: 4, failed: 1 };
            assert_eq!(judge.pre_test_record(), expected, "-j{jobs}");
        }
    }

    /// A test that cannot be started counts as unresolved for its candidate and does not
    /// stop the judge; once it starts again, so do the tests.
    #[test]
    fn a_test_that_cannot_start_once_is_unresolved_and_testing_goes_on() {
        let dir = tempfile::tempdir().unwrap();
        let judge = judge(dir.path(), 1);
        assert_eq!(judge.test(b"x1"), Outcome::Fail);
        let script = dir.path().join("test.sh");
        let away = dir.path().join("away.sh");
        std::fs::rename(&script, &away).unwrap();
        assert_eq!(judge.test(b"x2"), Outcome::Unresolved);
        assert!(!judge.stopped());
        let first = judge.first_start_failure().unwrap();
        assert!(first.contains("test.sh"), "{first}");
        std::fs::rename(&away, &script).unwrap();
        assert_eq!(judge.test(b"x3"), Outcome::Fail);
        // The failed candidate was not cached as unresolved: it is tested again.
        assert_eq!(judge.test(b"x2"), Outcome::Fail);
        assert_eq!(judge.stats().start_failures, 1);
    }
}
