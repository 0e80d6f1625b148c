//! One whole reduction of one input: checks, the reducer for its language, the best-so-far
//! output and the figures. The command line, `hedge batch` and library users all drive
//! this, through [`Reducer`].

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::dd::{Outcome, Stats};
use crate::lang::Language;
use crate::oracle::{Cancel, Oracle};

use super::judging::{Judge, Limits, Stop};
use super::passes::TreeReducer;
use super::preflight::{self, PreflightError};
use super::settings::Settings;
use super::text;
use crate::files::{BestSoFar, write_atomically};
use crate::reduce::figures::passes::PassLog;
use crate::reduce::figures::report::{Sizing, count_text_tokens, own_cpu_seconds};
use crate::reduce::figures::trajectory::Trajectory;
use crate::reduce::figures::{Observer, Report};
use crate::reduce::judging::syntax_filter::SyntaxFilter;
use crate::reduce::tree_of_files::FilesReducer;

/// What to reduce, and how ([`Settings`]).
pub struct Reducer {
    /// The input to reduce: its bytes, or a tree of files' encoding. Shared, not copied,
    /// with what keeps it during the reduction (the trajectory, the first tree).
    original: Arc<[u8]>,
    /// Where the best result so far is kept (`None`: only returned).
    output: Option<PathBuf>,
    /// Where the original is saved once the checks pass, before the output is first
    /// written (the output is the input itself, reduced in place).
    backup: Option<PathBuf>,
    /// `None` reduces the input as text.
    language: Option<&'static Language>,
    /// The directory local includes (`#include "x.h"`) are resolved in: the input's,
    /// so that a header can be replaced by its contents. `None`: headers stay.
    include_dir: Option<PathBuf>,
    /// The input is a tree of files, `original` its encoding (see [`Reducer::new_tree`]).
    tree: bool,
    /// Stops the reduction when set (see [`Reducer::stop_handle`]).
    stop: Stop,
    /// How the reduction runs (jobs, minimizer, checks, test budget).
    settings: Settings,
}

/// Why a reduction could not run or finish.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SessionError {
    /// The checks before reducing failed.
    #[error(transparent)]
    Preflight(PreflightError),
    /// The output file cannot be written.
    #[error("cannot write the output: {0}")]
    Output(std::io::Error),
    /// The original cannot be saved to the backup file.
    #[error("cannot save the original: {0}")]
    Backup(std::io::Error),
}

/// What a reduction returns: its result and its figures.
#[non_exhaustive]
pub struct Reduced {
    /// The smallest interesting input found, re-tested at the end unless the reduction was
    /// stopped (see `warnings`); a tree of files' encoding for a tree.
    pub result: Vec<u8>,
    /// The reduction's figures.
    pub report: Report,
    /// Set when testing had to stop because a test could no longer be run.
    pub test_failure: Option<std::io::Error>,
    /// Things the user should know about the result (e.g. it failed its re-test).
    pub warnings: Vec<String>,
}

impl Reducer {
    /// Reduces `original` as text, with the command line's defaults ([`Settings`]); the
    /// setters below change that.
    pub fn new(original: Vec<u8>) -> Self {
        Reducer {
            original: original.into(),
            output: None,
            backup: None,
            language: None,
            include_dir: None,
            tree: false,
            stop: Stop::default(),
            settings: Settings::default(),
        }
    }

    /// Reduces a tree of files as one input: whole files go first, then each file is
    /// reduced by the language of its extension (as text for the rest). The test gets the
    /// tree in its directory: make the oracle with [`Oracle::for_tree`]. The result is
    /// the tree's encoding ([`crate::files::encode::decode`] reads it); the empty tree is
    /// the empty input.
    pub fn new_tree(tree: &crate::files::FileTree) -> Self {
        Reducer {
            tree: true,
            ..Reducer::new(crate::files::encode::encode(tree))
        }
    }

    /// How this reduction counts sizes.
    pub fn sizing(&self) -> Sizing {
        match self.tree {
            true => Sizing::Tree,
            false => Sizing::File(self.language),
        }
    }

    /// Reduces by the syntax tree of `language` (see [`crate::lang::by_name`]); `None`
    /// reduces as text.
    pub fn language(mut self, language: Option<&'static Language>) -> Self {
        self.language = language;
        self
    }

    /// How to reduce (see [`Settings`]).
    pub fn settings(mut self, settings: Settings) -> Self {
        self.settings = settings;
        self
    }

    /// A file that always holds the best result so far.
    pub fn output(mut self, path: PathBuf) -> Self {
        self.output = Some(path);
        self
    }

    /// A file the original is saved to once the checks pass, before the output is first
    /// written: for an output that is the input itself, reduced in place.
    pub fn backup(mut self, path: PathBuf) -> Self {
        self.backup = Some(path);
        self
    }

    /// The directory local includes (`#include "x.h"`) are resolved in, so that a header
    /// there can be replaced by its contents; without one, headers stay.
    pub fn include_dir(mut self, dir: PathBuf) -> Self {
        self.include_dir = Some(dir);
        self
    }

    /// Stopped by `stop`, which other work may share, instead of a handle of its own.
    pub fn with_stop(mut self, stop: Stop) -> Self {
        self.stop = stop;
        self
    }

    /// The input being reduced (a tree of files' encoding for a tree).
    pub fn original(&self) -> &[u8] {
        &self.original
    }

    /// A handle that stops this reduction from another thread.
    pub fn stop_handle(&self) -> Stop {
        self.stop.clone()
    }

    /// Runs the preflight checks, then reduces. `observer` hears how it goes.
    pub fn run(
        &self,
        mut oracle: Oracle,
        observer: Arc<dyn Observer>,
    ) -> Result<Reduced, SessionError> {
        let started = Instant::now();
        let load = preflight::check(&mut oracle, &self.original, &self.settings)
            .map_err(SessionError::Preflight)?;
        let cores = super::settings::cores();
        if self.settings.jobs > super::settings::JOBS_PER_CORE * cores && load.runs_here() {
            observer.crowded(self.settings.jobs, cores, load);
        }
        let signature = oracle.signature().cloned();
        let mut settings = self.settings.clone();
        if let Some(signature) = &signature {
            observer.keeping(signature);
            settings.fixed_names.extend(signature.names.iter().cloned());
        }
        let (timeout, timeout_derived) = (oracle.timeout(), oracle.derives_timeout());
        if timeout_derived {
            observer.timeout(timeout);
        }
        let settings = &settings;
        self.back_up()?;
        let original = self.original.clone();
        let best = match self.tree {
            true => BestSoFar::for_tree(self.output.clone(), original.clone()),
            false => BestSoFar::new(self.output.clone(), original.clone()),
        }
        .map_err(SessionError::Output)?;
        let sizing = self.sizing();
        let trajectory = Arc::new(Trajectory::new(started).measured_by(move |t| sizing.bytes(t)));
        trajectory.record(0, original.clone());
        let judge = Judge::new(oracle, settings.jobs, best, observer.clone())
            .with_limits(Limits::new(self.stop.clone(), settings.max_tests))
            .with_width(settings.width)
            .with_trajectory(trajectory.clone());
        let judge = match settings.run_ahead {
            true => judge.with_run_ahead(),
            false => judge,
        };
        let pass_log = PassLog::default();
        let sizing = self.sizing();
        // The best result's size without copying it, but for a tree, which is decoded.
        let best_bytes = || match sizing {
            Sizing::File(_) => judge.best_len(),
            Sizing::Tree => sizing.bytes(&judge.best_shared()),
        };
        let on_pass = &|pass: &str, detail: &str| {
            let tests_run = judge.stats().tests_run;
            pass_log.start(pass, tests_run, best_bytes());
            // The observer hears the best result as of the pass's start: after its last
            // test it may have changed (a round keeps its winner once its tests are done),
            // and how many tests a round runs depends on -j (speculation fills the cache).
            observer.tested(tests_run, &judge.best_shared());
            observer.pass(pass, detail);
        };
        judge.assume(&self.original, Outcome::Fail);
        if !settings.allow_trivial {
            // The preflight showed the empty input is not interesting.
            judge.assume(b"", Outcome::Pass);
        }

        let mut dd_stats = Stats::default();
        let (reduced, original_tokens, original_tree) = match judge.run_ahead() {
            Some(ahead) => std::thread::scope(|scope| {
                // Even if the reduction panics, the threads ahead stop (else the scope
                // would wait for them forever).
                let _finish = ahead.finish_on_drop();
                for _ in 0..settings.jobs {
                    scope.spawn(|| judge.work_ahead());
                }
                scope.spawn(|| self.run_ahead(&judge, settings));
                self.reduce_input(&judge, on_pass, settings, &mut dd_stats)
            })?,
            None => self.reduce_input(&judge, on_pass, settings, &mut dd_stats)?,
        };
        let passes = pass_log.finish(judge.stats().tests_run, best_bytes());
        let mut warnings = Vec::new();
        let result = match judge.stopped() {
            true => judge.best(),
            false => self.confirm(&judge, reduced, &mut warnings),
        };
        judge.finish(&result).map_err(SessionError::Output)?;
        if let Some(first) = judge.first_start_failure() {
            warnings.push(format!(
                "{} tests could not be started and counted as unresolved; the first: {first}",
                judge.stats().start_failures
            ));
        }

        let figures = Figures {
            started,
            original_tokens,
            original_tree,
            dd_stats: &dd_stats,
            timeout,
            timeout_derived,
            passes,
            signature,
            trajectory: &trajectory,
        };
        let report = self.report(&judge, settings, &result, figures);
        Ok(Reduced {
            result,
            report,
            test_failure: judge.take_failure(),
            warnings,
        })
    }

    /// Keeps the original before anything is written: a file's bytes, or a tree reduced
    /// in place moved aside whole (the original directory, with whatever hedge does not
    /// read in it: version control, build outputs).
    fn back_up(&self) -> Result<(), SessionError> {
        match (&self.backup, &self.output) {
            (Some(backup), Some(output)) if self.tree => {
                std::fs::rename(output, backup).map_err(SessionError::Backup)
            }
            (Some(backup), _) => {
                write_atomically(backup, &self.original).map_err(SessionError::Backup)
            }
            (None, _) => Ok(()),
        }
    }

    /// The run ahead (see `judging/ahead.rs`): the same reduction again and again, from
    /// the original with the outcomes known, each time an outcome contradicts it, until
    /// the reduction is over.
    fn run_ahead(&self, judge: &Judge, settings: &Settings) {
        let Some(ahead) = judge.run_ahead() else {
            return;
        };
        loop {
            let generation = ahead.generation();
            if let Some(predictor) = judge.predictor(&self.original) {
                let _ = self.reduce_input(&predictor, &|_, _| {}, settings, &mut Stats::default());
                ahead.reached_end(generation);
            }
            if !ahead.wait_past(generation) {
                return;
            }
        }
    }

    /// Reduces the input as what it is: a tree of files, a file of a language, or text.
    /// Returns the result, the input's token count and, for a tree, the input decoded.
    fn reduce_input(
        &self,
        judge: &Judge,
        on_pass: &(dyn Fn(&str, &str) + Sync),
        settings: &Settings,
        dd_stats: &mut Stats,
    ) -> Result<(Vec<u8>, usize, Option<crate::files::FileTree>), SessionError> {
        let original = &self.original;
        if self.tree {
            let tree = crate::files::encode::decode(original)
                .map_err(|e| SessionError::Output(std::io::Error::other(e)))?;
            let paths: Vec<String> = tree.files.keys().cloned().collect();
            let language_of =
                |path: &str| crate::lang::for_path_among(path, paths.iter().map(String::as_str));
            let reducer = FilesReducer {
                judge,
                on_pass,
                settings,
                language_of: &language_of,
            };
            let reduced = crate::files::encode::encode(&reducer.reduce(&tree, dd_stats));
            return Ok((reduced, Sizing::Tree.tokens(original), Some(tree)));
        }
        let Some(language) = self.language else {
            let tokens = count_text_tokens(original);
            return Ok((
                text::reduce(judge, original, dd_stats, on_pass),
                tokens,
                None,
            ));
        };
        let headers = self
            .include_dir
            .as_deref()
            .map(crate::transform::includes::headers_in);
        // Parsed once for the figures, the filter's baseline and the first pass.
        let parsed = Arc::new(language.parse_shared(original.clone()));
        let tokens = parsed.token_count();
        let filter = SyntaxFilter::new(settings.syntax_filter, language, &parsed);
        let reducer = TreeReducer {
            judge,
            language,
            filter: &filter,
            on_pass,
            parsed: Mutex::new(Some(parsed)),
            settings,
            headers: headers.as_ref().map(|h| h as _),
            resumed: false,
            rejected: (!settings.retest_rejected).then(Default::default),
            kept: Default::default(),
        };
        Ok((reducer.reduce(original, dd_stats), tokens, None))
    }

    /// The figures of a finished run.
    fn report(
        &self,
        judge: &Judge,
        settings: &Settings,
        result: &[u8],
        figures: Figures,
    ) -> Report {
        let sizing = self.sizing();
        let files = match (figures.original_tree, crate::files::encode::decode(result)) {
            (Some(original), Ok(result)) => {
                crate::reduce::figures::report::file_figures(&original, &result)
            }
            _ => Vec::new(),
        };
        let judged = judge.stats();
        Report {
            language: self.language.filter(|_| !self.tree).map(|l| l.name),
            original_bytes: sizing.bytes(&self.original),
            final_bytes: sizing.bytes(result),
            original_tokens: figures.original_tokens,
            final_tokens: sizing.tokens(result),
            tests_run: judged.tests_run,
            candidates_in_order: judge.judged_in_order(),
            cache_hits: judged.cache_hits + figures.dd_stats.cache_hits,
            unresolved: judged.unresolved,
            timeouts: judged.timeouts,
            timeout_seconds: figures.timeout.as_secs_f64(),
            timeout_derived: figures.timeout_derived,
            skipped_invalid: judged.skipped_invalid,
            predicted_rejected: judged.predicted,
            start_failures: judged.start_failures,
            jobs: settings.jobs,
            width: settings.width,
            machines: judge.machines(),
            run_ahead: judge.run_ahead().map(|ahead| ahead.figures()),
            wall_seconds: figures.started.elapsed().as_secs_f64(),
            test_seconds: judged.test_time.as_secs_f64(),
            hedge_cpu_seconds: own_cpu_seconds(),
            passes: figures.passes,
            files,
            stopped_at_max_tests: judge.budget_spent(),
            signature: figures.signature,
            trajectory: figures.trajectory.points(|text| sizing.tokens(text)),
        }
    }

    /// Re-tests the result once: a flaky test may have accepted it by chance. When it is no
    /// longer interesting, falls back to the newest earlier result that re-tests interesting,
    /// and to the original input when none does.
    fn confirm(&self, judge: &Judge, result: Vec<u8>, warnings: &mut Vec<String>) -> Vec<u8> {
        let retest = |text: &[u8]| {
            judge
                .oracle()
                .run(text, &Cancel::new())
                .is_ok_and(|r| r.interesting)
        };
        if *result == *self.original || retest(&result) {
            return result;
        }
        let mut message = format!(
            "the result ({} bytes) is not interesting when tested again",
            result.len()
        );
        let earlier = judge.history();
        let fallback = earlier
            .into_iter()
            .filter(|text| *text != result && **text != *self.original)
            .find(|text| !judge.oracle().stopped() && retest(text));
        let fallback = match fallback {
            Some(text) => {
                message += &format!("; using an earlier result ({} bytes) that is", text.len());
                text
            }
            None => {
                message += "; no earlier result is either, so the output is the original input";
                self.original.to_vec()
            }
        };
        warnings.push(message + " (the test may be flaky)");
        fallback
    }
}

pub use crate::reduce::figures::report::count_tokens;

/// What a run measured along the way, for its report.
struct Figures<'a> {
    started: Instant,
    original_tokens: usize,
    /// A tree of files' input, decoded.
    original_tree: Option<crate::files::FileTree>,
    dd_stats: &'a Stats,
    timeout: std::time::Duration,
    timeout_derived: bool,
    passes: Vec<crate::reduce::figures::passes::PassFigures>,
    signature: Option<crate::oracle::Signature>,
    trajectory: &'a Trajectory,
}
