//! Checks made before reducing: the test must find the original input interesting, every
//! time it is asked, and the empty input not.

use super::settings::Settings;
use crate::oracle::{Cancel, Oracle, RunReport, speculate};

/// Why a reduction did not start: the test is not usable on this input.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PreflightError {
    /// The test does not find the original input interesting.
    #[error("the test does not find the original input interesting (it {})", .0.ending.told())]
    OriginalNotInteresting(Box<RunReport>),
    /// The test answered differently on the same original input: `interesting` of `runs`.
    #[error("the test is flaky: it found the original interesting in {interesting} of {runs} runs")]
    Flaky {
        /// Runs that found it interesting.
        interesting: usize,
        /// Runs made.
        runs: usize,
    },
    /// The test finds the empty input interesting: it is almost certainly wrong. The run
    /// on the original, whose stderr may tell why (a file the command cannot open).
    #[error("the test finds the empty input interesting too")]
    EmptyIsInteresting(Box<RunReport>),
    /// In command mode without `--match`: the command succeeds on the original input and
    /// on the empty one (or the original is empty).
    #[error("the command does not fail on the input")]
    DoesNotFail(Box<RunReport>),
    /// SIGINT or SIGTERM arrived before reduction started.
    #[error("interrupted before reduction started")]
    Interrupted,
    /// A test could not be run.
    #[error("cannot run the test: {0}")]
    Io(#[from] std::io::Error),
}

/// What the original's first run cost this machine: a test that waits for another one
/// (`srun`, a remote build) uses little CPU here, whatever its wall time.
#[derive(Clone, Copy, Debug)]
pub struct TestLoad {
    /// The run's wall time.
    pub wall: std::time::Duration,
    /// The CPU time it used here.
    pub cpu: std::time::Duration,
}

impl TestLoad {
    /// Whether the test ran on this machine's CPU: at least a quarter of its wall time
    /// (a compiler run here uses nearly all of it, one shared with other programs less;
    /// `srun` waiting for a node a few hundredths).
    pub fn runs_here(&self) -> bool {
        self.cpu * 4 >= self.wall
    }
}

/// Runs the checks; calibrates a command-mode oracle on the original input.
pub fn check(
    oracle: &mut Oracle,
    original: &[u8],
    settings: &Settings,
) -> Result<TestLoad, PreflightError> {
    let runs = settings.initial_runs.max(1);
    // The runs do not depend on each other: with several jobs they run side by side, the
    // empty input's among them, and a command is calibrated on the first once it ends.
    let check_empty = !original.is_empty() && !settings.allow_trivial;
    let mut inputs: Vec<&[u8]> = vec![original; runs];
    if check_empty {
        inputs.push(b"");
    }
    let mut reports = run_side_by_side(oracle, &inputs, settings.jobs)?.into_iter();
    let first = oracle.calibrate_on(reports.next().expect("the original's first run"));
    let load = TestLoad {
        wall: first.duration,
        cpu: first.cpu,
    };
    // A command that succeeds on an empty input has no failure to keep.
    if original.is_empty() && oracle.command_succeeded() && !settings.allow_trivial {
        return Err(PreflightError::DoesNotFail(Box::new(first)));
    }
    let mut reports: Vec<RunReport> = std::iter::once(first)
        .chain(reports.map(|report| oracle.judged_again(report)))
        .collect();
    let empty = check_empty.then(|| reports.pop().expect("the empty input's run"));
    if oracle.stopped() {
        return Err(PreflightError::Interrupted);
    }
    oracle.settle_timeout(reports.iter().map(|r| r.duration));
    let interesting = reports.iter().filter(|r| r.interesting).count();
    if interesting == 0 {
        let first = reports.swap_remove(0);
        return Err(PreflightError::OriginalNotInteresting(Box::new(first)));
    }
    if interesting < runs && !settings.allow_flaky {
        return Err(PreflightError::Flaky { interesting, runs });
    }
    if empty.is_some_and(|empty| empty.interesting) {
        // Succeeding on both: the command does not fail; `grep -q KEEP {}` that
        // succeeds on the input only is a test like any other.
        let original = Box::new(reports.swap_remove(0));
        return Err(match oracle.command_succeeded() {
            true => PreflightError::DoesNotFail(original),
            false => PreflightError::EmptyIsInteresting(original),
        });
    }
    Ok(load)
}

/// Runs the test on each of `inputs`, at most `jobs` at a time (the test pool
/// reduction uses); the reports in order.
fn run_side_by_side(
    oracle: &Oracle,
    inputs: &[&[u8]],
    jobs: usize,
) -> std::io::Result<Vec<RunReport>> {
    use rayon::prelude::*;
    let never = Cancel::new();
    speculate::pool(jobs)?.install(|| {
        inputs
            .par_iter()
            .map(|input| oracle.run(input, &never))
            .collect()
    })
}
