//! `hedge batch`: reduces every file of a directory (a fuzzer's crash corpus), groups the
//! inputs that hit the same failure or reduce to identical outputs, and can resume an
//! interrupted run.
//!
//! - [`inputs`]: which files, in which order;
//! - [`done`]: the records that make finished files final across runs;
//! - [`groups`]: "likely the same bug" groups and their representatives;
//! - [`summary`]: `summary.json` and the table on stderr;
//! - [`shard`]: which inputs one of N independent runs reduces;
//! - [`merge`]: the shards' results combined into one summary.

pub mod done;
pub mod groups;
pub mod inputs;
pub mod merge;
mod result;
pub mod shard;
pub mod summary;

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::lang::{self, Language};
use crate::oracle::{Ending, Oracle, RunReport, TestSpec};
use crate::reduce::Observer;
use crate::reduce::Settings;
use crate::reduce::preflight::PreflightError;
use crate::reduce::session::{Reducer, SessionError};
pub use result::{DISTINCT, FileResult, SHARDS, SUMMARY, Status};
use shard::{Corpus, Shard};
use std::sync::Arc;

/// Which language each file is reduced as.
#[derive(Clone, Copy)]
pub enum LanguageChoice {
    /// From each file's extension, or from its content when it has none (text when
    /// neither names a language hedge knows; see [`lang::for_file`]).
    ByFile,
    /// The same for all files; `None` is text.
    Fixed(Option<&'static Language>),
}

impl LanguageChoice {
    /// The language of the file `path` holding `bytes`, and how it was found; `None` is
    /// text.
    pub fn for_file(self, path: &Path, bytes: &[u8]) -> Option<(&'static Language, lang::Found)> {
        match self {
            LanguageChoice::ByFile => lang::for_file(path, bytes),
            LanguageChoice::Fixed(language) => language.map(|l| (l, lang::Found::Given)),
        }
    }
}

/// A batch run: reduces every input under one directory with one test, into the same
/// relative paths under another.
pub struct Batch {
    /// The directory of the inputs, read recursively.
    pub input_dir: PathBuf,
    /// Where the reduced files go, at their inputs' relative paths, with the batch's own
    /// records and summary beside them.
    pub output_dir: PathBuf,
    /// The interestingness test, run on every input.
    pub spec: TestSpec,
    /// How long one test run may take before it counts as timed out; `None`: derived
    /// from each input's own runs (see [`Oracle::with_derived_timeout`]).
    pub timeout: Option<Duration>,
    /// The command each test is started through (see [`Oracle::with_launcher`]); empty:
    /// none.
    pub launcher: Vec<String>,
    /// Which language each input is reduced as.
    pub language: LanguageChoice,
    /// How each input is reduced; `jobs` is the number of inputs reduced at once, each
    /// with one test at a time, and `max_tests` applies to each input.
    pub settings: Settings,
    /// What hears each file's reduction, given the file's relative path.
    pub observer_for: ObserverFor,
    /// Reduce only this shard's inputs (all of them when `None`).
    pub shard: Option<Shard>,
    /// Stops the batch: running tests are killed, and the inputs not yet reduced are left
    /// for a later run (see [`Oracle::with_stop`]).
    pub stop: crate::oracle::Stop,
}

/// Makes the observer of one file's reduction, given the file's relative path.
pub type ObserverFor = Box<dyn Fn(&Path) -> Arc<dyn Observer> + Sync>;

/// The results of a batch run, in input order.
pub struct BatchResults {
    /// Each input's result, in input order.
    pub files: Vec<FileResult>,
    /// Inputs whose earlier results were made by another test, and were reduced again.
    pub redone_for_other_test: usize,
    /// With a shard: the whole input directory as the shard saw it.
    pub corpus: Option<Corpus>,
}

impl Batch {
    /// Reduces every input not already final; `on_file` hears each result as it comes.
    /// Returns the results in input order (files not started because of an interrupt are
    /// `Interrupted`).
    pub fn run(&self, on_file: &(dyn Fn(&FileResult) + Sync)) -> std::io::Result<BatchResults> {
        let files = inputs::list(&self.input_dir)?;
        let test = self.spec.identity();
        let redone = AtomicUsize::new(0);
        if let Some(clash) = files.iter().find(|f| is_reserved(f)) {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!(
                    "input {} would clash with the batch's own {SUMMARY}, {DISTINCT}/, {SHARDS}/ or {}/",
                    clash.display(),
                    done::DIR
                ),
            ));
        }
        let (files, corpus) = match self.shard {
            Some(shard) => {
                let (mine, corpus) = shard::select(&self.input_dir, files, shard);
                (mine, Some(corpus))
            }
            None => (files, None),
        };
        let results: Mutex<Vec<Option<FileResult>>> = Mutex::new(vec![None; files.len()]);
        let next = AtomicUsize::new(0);
        // N plain worker threads, each reducing one file at a time with a single test job:
        // a reduction's tests mostly depend on each other (ddmin ends on one candidate at a
        // time), so whole files in parallel keep N cores busier than parallel tests within
        // a file. Plain threads rather than a rayon pool because each reduction waits on its
        // own test pool, and a waiting rayon worker may start another file meanwhile.
        std::thread::scope(|scope| {
            for _ in 0..self.settings.jobs.max(1) {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        let Some(relative) = files.get(i) else { break };
                        let result = self.reduce_one_safely(relative, &test, &redone);
                        on_file(&result);
                        results.lock().unwrap()[i] = Some(result);
                    }
                });
            }
        });
        let files = results
            .into_inner()
            .unwrap()
            .into_iter()
            .map(|r| r.expect("every file has a result"))
            .collect();
        Ok(BatchResults {
            files,
            redone_for_other_test: redone.into_inner(),
            corpus,
        })
    }

    /// [`Batch::reduce_one`], with a failure of hedge itself on one input (a panic)
    /// recorded as that input's error: the batch goes on with the others.
    fn reduce_one_safely(&self, relative: &Path, test: &str, redone: &AtomicUsize) -> FileResult {
        let reduced = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.reduce_one(relative, test, redone)
        }));
        reduced.unwrap_or_else(|panic| {
            let message = crate::oracle::panic_message(panic.as_ref());
            let mut result = new_result(relative);
            result.reason = Some(format!("hedge failed on this input (a bug): {message}"));
            result
        })
    }

    fn reduce_one(&self, relative: &Path, test: &str, redone: &AtomicUsize) -> FileResult {
        let started = Instant::now();
        let mut result = new_result(relative);
        let original = match std::fs::read(self.input_dir.join(relative)) {
            Ok(bytes) => bytes,
            Err(e) => {
                result.reason = Some(format!("cannot read: {e}"));
                return result;
            }
        };
        result.original_bytes = original.len();
        let input_digest = done::digest(&original);
        match done::load(&self.output_dir, relative, &input_digest, test) {
            done::Earlier::Done(mut earlier) if self.output_intact(relative, &earlier) => {
                earlier.resumed = true;
                earlier.tests = 0;
                earlier.seconds = 0.0;
                return earlier;
            }
            done::Earlier::OtherTest => {
                redone.fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
        if self.stop.is_stopped() {
            result.status = Status::Interrupted;
            return result;
        }

        let final_result = self.reduce_file(relative, original, &mut result);
        result.seconds = started.elapsed().as_secs_f64();
        if final_result && !self.stop.is_stopped() {
            if let Err(e) = done::save(&self.output_dir, relative, &input_digest, test, &result) {
                result.status = Status::Error;
                result.reason = Some(format!("cannot record the result: {e}"));
            }
        } else if self.stop.is_stopped() {
            result.status = Status::Interrupted;
        }
        result
    }

    /// A recorded reduction still has its output, unchanged (it may have been deleted).
    fn output_intact(&self, relative: &Path, earlier: &FileResult) -> bool {
        match &earlier.output_digest {
            Some(digest) => std::fs::read(self.output_dir.join(relative))
                .is_ok_and(|bytes| done::digest(&bytes) == *digest),
            None => true,
        }
    }

    /// Reduces one file into `result`. Returns whether the result is final (the same input
    /// and test would give it again), as opposed to a failure to run or write.
    fn reduce_file(&self, relative: &Path, original: Vec<u8>, result: &mut FileResult) -> bool {
        let output = self.output_dir.join(relative);
        if let Some(parent) = output.parent()
            && let Err(e) = std::fs::create_dir_all(parent)
        {
            result.reason = Some(format!("cannot create {}: {e}", parent.display()));
            return false;
        }
        let file_name = relative
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let language = self.language.for_file(relative, &original).map(|(l, _)| l);
        result.language = language.map(|l| l.name.to_string());
        // Each file is reduced on its own, one test at a time: its headers stay as they
        // are (no include directory).
        let session = Reducer::new(original)
            .language(language)
            .output(output.clone())
            .with_stop(self.stop.clone())
            .settings(Settings {
                jobs: 1,
                ..self.settings.clone()
            });
        let oracle = match self.timeout {
            Some(timeout) => Oracle::new(self.spec.clone(), &file_name, timeout),
            None => {
                Oracle::new(self.spec.clone(), &file_name, Duration::ZERO).with_derived_timeout()
            }
        }
        .with_launcher(self.launcher.clone())
        .with_stop(self.stop.clone());
        match session.run(oracle, (self.observer_for)(relative)) {
            Ok(reduced) => {
                result.tests = reduced.report.tests_run;
                if let Some(e) = reduced.test_failure {
                    result.reason = Some(format!("a test could not be run: {e}"));
                    return false;
                }
                result.status = Status::Reduced;
                result.final_bytes = Some(reduced.result.len());
                result.output_digest = Some(done::digest(&reduced.result));
                if let Some(signature) = reduced.report.signature {
                    result.strong_signature = !signature.weak;
                    result.signature = Some(signature.text);
                }
                true
            }
            Err(SessionError::Preflight(PreflightError::OriginalNotInteresting(report))) => {
                if report.ending == Ending::TimedOut {
                    result.status = Status::Timeout;
                    result.reason = Some("the test timed out on the original input".into());
                } else {
                    result.status = Status::NotInteresting;
                    result.reason = Some(describe(&report));
                }
                true
            }
            Err(SessionError::Preflight(PreflightError::DoesNotFail(_))) => {
                result.status = Status::NotReproducing;
                result.reason = Some("the command does not fail on it (exit status 0)".into());
                true
            }
            Err(SessionError::Preflight(PreflightError::EmptyIsInteresting(_))) => {
                result.reason = Some(
                    "the test finds the empty input interesting too (pass --allow-trivial to reduce anyway)"
                        .into(),
                );
                true
            }
            Err(SessionError::Preflight(PreflightError::Flaky { interesting, runs })) => {
                result.reason = Some(format!(
                    "the test is flaky: interesting in {interesting} of {runs} runs"
                ));
                true
            }
            Err(SessionError::Preflight(PreflightError::Interrupted)) => {
                result.status = Status::Interrupted;
                false
            }
            Err(SessionError::Preflight(PreflightError::Io(e))) => {
                result.reason = Some(format!("cannot run the test: {e}"));
                false
            }
            Err(SessionError::Output(e) | SessionError::Backup(e)) => {
                result.reason = Some(format!("cannot write {}: {e}", output.display()));
                false
            }
        }
    }
}

/// A result for `relative` that says nothing has happened yet.
fn new_result(relative: &Path) -> FileResult {
    FileResult {
        path: relative.to_string_lossy().into_owned(),
        status: Status::Error,
        reason: None,
        original_bytes: 0,
        final_bytes: None,
        tests: 0,
        seconds: 0.0,
        output_digest: None,
        resumed: false,
        signature: None,
        strong_signature: false,
        language: None,
    }
}

/// Inputs whose outputs would land on the batch's own files.
fn is_reserved(relative: &Path) -> bool {
    let first = relative.components().next().map(|c| c.as_os_str());
    first.is_some_and(|f| f == SUMMARY || f == DISTINCT || f == SHARDS || f == done::DIR)
}

/// One line on why the original input is not interesting.
fn describe(report: &RunReport) -> String {
    let tail = report.stderr.last_lines(1);
    let tail = tail.trim();
    if tail.is_empty() {
        format!("the test {}", report.ending.told())
    } else {
        format!("the test {}: {tail}", report.ending.told())
    }
}
