//! `hedge reduce`: flags, checks, and the wiring of oracle, judge and reducers.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;

use super::exit::{self, CliError};
use super::lang_args::LangArgs;
use super::outputs::{self, Protected};
use super::progress::ProgressLine;
use super::test_args::{ProgressMode, ReportArgs, TestArgs, explain_miss};
use super::{interrupt, stats};
use crate::oracle::Ending;
use crate::reduce::preflight::PreflightError;
use crate::reduce::session::{Reducer, SessionError};

#[derive(Args, Debug)]
pub struct ReduceArgs {
    /// The file to reduce. It is never modified, unless --in-place.
    pub input: PathBuf,

    #[command(flatten)]
    pub test: TestArgs,

    /// Where the result goes [default: <stem>.reduced.<ext> beside INPUT]. It always holds
    /// the smallest interesting candidate found so far.
    #[arg(short, long, value_name = "FILE", conflicts_with = "in_place")]
    pub output: Option<PathBuf>,

    /// Reduce INPUT itself: its original contents are first saved to INPUT.orig, then INPUT
    /// always holds the best result so far. Refused when INPUT.orig exists, unless --force.
    #[arg(short = 'i', long)]
    pub in_place: bool,

    /// With --in-place: overwrite an existing INPUT.orig.
    #[arg(long, requires = "in_place")]
    pub force: bool,

    #[command(flatten)]
    pub lang: LangArgs,

    /// Reduce even if the test finds the empty file interesting.
    #[arg(long)]
    pub allow_trivial: bool,

    #[command(flatten)]
    pub report: ReportArgs,
}

pub fn run(args: ReduceArgs) -> Result<ExitCode, CliError> {
    interrupt::install();

    if args.input.is_dir() {
        return Err(CliError::usage(format!(
            "{} is a directory; hedge reduce takes one file",
            args.input.display()
        ))
        .with_hint(format!(
            "to reduce every file in it, one by one: hedge batch {} --test SCRIPT",
            args.input.display()
        )));
    }
    let original = std::fs::read(&args.input)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", args.input.display())))?;
    let (output, backup) = match (&args.output, args.in_place) {
        (_, true) => (
            args.input.clone(),
            Some(check_backup(&args.input, args.force)?),
        ),
        (Some(output), false) => (output.clone(), None),
        (None, false) => (default_output(&args.input), None),
    };
    let mut protected = Protected::new(&[&args.input]);
    if !args.in_place {
        outputs::check_file(&output, "-o", &protected)?;
    }
    protected.add(&output);
    if let Some(stats) = &args.report.stats_json {
        outputs::check_file(stats, "--stats-json", &protected)?;
    }
    let language = args.lang.for_path(&args.input)?;
    let file_name = args
        .input
        .file_name()
        .ok_or_else(|| CliError::usage(format!("{} is not a file", args.input.display())))?
        .to_string_lossy()
        .into_owned();
    let oracle = args.test.oracle(&file_name)?;
    let jobs = args.test.jobs();

    let session = Reducer {
        original,
        output: Some(output.clone()),
        backup: backup.clone(),
        language,
        jobs,
        syntax_filter: args.lang.syntax_filter,
        strategy: args.lang.strategy.into(),
        allow_trivial: args.allow_trivial,
        initial_runs: args.test.initial_runs.into(),
        allow_flaky: args.test.allow_flaky,
        stop: Default::default(),
        // The input's directory: a header next to it can be inlined.
        include_dir: args.input.parent().map(|d| match d.as_os_str().is_empty() {
            true => std::path::PathBuf::from("."),
            false => d.to_path_buf(),
        }),
    };
    let progress = Arc::new(ProgressLine::new(
        args.report.quiet,
        args.report.verbose,
        args.report.progress == ProgressMode::Json,
        &session.original,
        session.language,
    ));
    let reduced = match session.run(oracle.clone(), progress.clone()) {
        Ok(reduced) => reduced,
        Err(SessionError::Preflight(PreflightError::OriginalNotInteresting(report))) => {
            let mut hint = format!(
                "The test runs in a fresh temporary directory holding only the candidate, named {file_name}.\nReproduce that run by hand with:\n  {}",
                oracle.reproduce_hint(&args.input)
            );
            if report.ending == Ending::TimedOut {
                hint = format!(
                    "It was stopped after {} s: give it longer with --timeout SECS.\n{hint}",
                    args.test.timeout
                );
            }
            return Err(CliError::not_interesting(format!(
                "the test does not find {} interesting: {}",
                args.input.display(),
                explain_miss(&args.test, &report)
            ))
            .with_hint(hint));
        }
        Err(SessionError::Preflight(PreflightError::EmptyIsInteresting)) => {
            return Err(CliError::not_interesting(
                "the test finds the empty file interesting too, so it cannot tell the failure apart",
            )
            .with_hint("Make the test check for the specific failure (an error message, a signal), or pass --allow-trivial."));
        }
        Err(SessionError::Preflight(PreflightError::Flaky { interesting, runs })) => {
            return Err(CliError::not_interesting(format!(
                "the test is flaky: it found {} interesting in {interesting} of {runs} runs",
                args.input.display()
            ))
            .with_hint("Make the test deterministic (fixed seeds, no timing dependence, a longer --timeout), or pass --allow-flaky."));
        }
        Err(SessionError::Preflight(PreflightError::Interrupted)) => {
            return Err(CliError {
                code: interrupted_code(),
                message: "interrupted before reduction started; no output written".into(),
                hint: None,
            });
        }
        Err(SessionError::Preflight(PreflightError::Io(e))) => {
            return Err(CliError::usage(format!("cannot run the test: {e}")));
        }
        Err(SessionError::Backup(e)) => {
            let backup = backup.unwrap_or_default();
            return Err(CliError::usage(format!(
                "cannot save the original to {}: {e}",
                backup.display()
            )));
        }
        Err(SessionError::Output(e)) => {
            return Err(CliError::usage(format!(
                "cannot write {}: {e}",
                output.display()
            )));
        }
    };
    progress.finish();
    let report = &reduced.report;
    for warning in &reduced.warnings {
        say!("hedge: warning: {warning}");
    }
    if args.report.progress == ProgressMode::Json {
        let mut line = serde_json::to_value(report).expect("a report serializes");
        line["event"] = "done".into();
        line["interrupted"] = interrupt::received().is_some().into();
        line["output"] = output.to_string_lossy().into();
        say!("{line}");
    } else if !args.report.quiet {
        stats::print_summary(report, &output, interrupt::received().is_some());
    }
    if let Some(path) = &args.report.stats_json {
        stats::write_json(report, path)?;
    }
    if let Some(e) = &reduced.test_failure {
        return Err(CliError::usage(format!("a test could not be run: {e}")));
    }
    Ok(match interrupt::received() {
        Some(_) => ExitCode::from(interrupted_code()),
        None => ExitCode::from(exit::DONE),
    })
}

/// 130 after SIGINT, 143 after SIGTERM.
fn interrupted_code() -> u8 {
    match interrupt::received() {
        Some(libc::SIGTERM) => exit::INTERRUPTED_SIGTERM,
        _ => exit::INTERRUPTED_SIGINT,
    }
}

/// `INPUT.orig`, where --in-place saves the original once the test is checked, before
/// INPUT is first overwritten; refused when it exists, unless `force`.
fn check_backup(input: &Path, force: bool) -> Result<PathBuf, CliError> {
    let mut name = input.as_os_str().to_owned();
    name.push(".orig");
    let saved = PathBuf::from(name);
    if saved.exists() && !force {
        return Err(CliError::usage(format!(
            "{} already exists; --in-place would overwrite that backup",
            saved.display()
        ))
        .with_hint("move it away, or pass --force to overwrite it"));
    }
    let input_meta = std::fs::metadata(input)?;
    if !input_meta.is_file() {
        return Err(CliError::usage(format!(
            "--in-place needs a regular file; {} is not one",
            input.display()
        )));
    }
    outputs::check_file(&saved, "the backup", &Protected::new(&[input]))?;
    Ok(saved)
}

/// `<stem>.reduced.<ext>` beside the input.
fn default_output(input: &Path) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match input.extension() {
        Some(ext) => format!("{stem}.reduced.{}", ext.to_string_lossy()),
        None => format!("{stem}.reduced"),
    };
    input.with_file_name(name)
}
