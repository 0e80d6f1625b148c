//! `hedge reduce`: flags, checks, and the wiring of oracle, judge and reducers.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::exit::{self, CliError};
use super::test_args::{TestArgs, describe_run};
use super::{interrupt, stats};
use crate::lang::{self, Language};
use crate::reduce::preflight::PreflightError;
use crate::reduce::session::{Session, SessionError};
use crate::reduce::syntax_filter::FilterMode;

#[derive(Args, Debug)]
pub struct ReduceArgs {
    /// The file to reduce. It is never modified.
    pub input: PathBuf,

    #[command(flatten)]
    pub test: TestArgs,

    /// Where the result goes [default: <stem>.reduced.<ext> beside INPUT]. It always holds
    /// the smallest interesting candidate found so far.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Language of INPUT: `c`, `python`, or `text` to reduce by lines, words and characters
    /// whatever the file is [default: from the extension; text when unknown].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,

    /// Skip candidates with more syntax errors than the input without testing them.
    /// `auto` tests a sample of them and stops filtering once one is interesting.
    #[arg(long, value_enum, value_name = "WHEN", default_value = "auto")]
    pub syntax_filter: FilterMode,

    /// Write the figures of the run as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub stats_json: Option<PathBuf>,

    /// Reduce even if the test finds the empty file interesting.
    #[arg(long)]
    pub allow_trivial: bool,

    /// No progress line and no summary.
    #[arg(short, long)]
    pub quiet: bool,
}

pub fn run(args: ReduceArgs) -> Result<ExitCode, CliError> {
    interrupt::install();

    let original = std::fs::read(&args.input)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", args.input.display())))?;
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&args.input));
    check_output(&args.input, &output)?;
    let language = choose_language(args.lang.as_deref(), &args.input)?;
    let file_name = args
        .input
        .file_name()
        .ok_or_else(|| CliError::usage(format!("{} is not a file", args.input.display())))?
        .to_string_lossy()
        .into_owned();
    let oracle = args.test.oracle(&file_name)?;
    let jobs = args.test.jobs()?;

    let session = Session {
        original,
        output: Some(output.clone()),
        language,
        jobs,
        syntax_filter: args.syntax_filter,
        allow_trivial: args.allow_trivial,
    };
    let on_pass = |_: &str| {};
    let reduced = match session.run(oracle.clone(), &on_pass) {
        Ok(reduced) => reduced,
        Err(SessionError::Preflight(PreflightError::OriginalNotInteresting(report))) => {
            return Err(CliError::not_interesting(format!(
                "the test does not find {} interesting: {}",
                args.input.display(),
                describe_run(&report)
            ))
            .with_hint(format!(
                "The test runs in a fresh temporary directory holding only the candidate, named {file_name}.\nReproduce that run by hand with:\n  {}",
                oracle.reproduce_hint(&args.input)
            )));
        }
        Err(SessionError::Preflight(PreflightError::EmptyIsInteresting)) => {
            return Err(CliError::not_interesting(
                "the test finds the empty file interesting too, so it cannot tell the failure apart",
            )
            .with_hint("Make the test check for the specific failure (an error message, a signal), or pass --allow-trivial."));
        }
        Err(SessionError::Preflight(PreflightError::Io(e))) => {
            return Err(CliError::usage(format!("cannot run the test: {e}")));
        }
        Err(SessionError::Output(e)) => {
            return Err(CliError::usage(format!(
                "cannot write {}: {e}",
                output.display()
            )));
        }
    };
    let report = &reduced.report;
    if !args.quiet {
        stats::print_summary(report, &output);
    }
    if let Some(path) = &args.stats_json {
        stats::write_json(report, path)?;
    }
    if let Some(e) = &reduced.test_failure {
        return Err(CliError::usage(format!("a test could not be run: {e}")));
    }
    Ok(match interrupt::received() {
        Some(signal) if signal == libc::SIGTERM => ExitCode::from(exit::INTERRUPTED_SIGTERM),
        Some(_) => ExitCode::from(exit::INTERRUPTED_SIGINT),
        None => ExitCode::from(exit::DONE),
    })
}

/// The language named by `--lang`, else the one the extension says; `None` means text.
fn choose_language(
    name: Option<&str>,
    input: &Path,
) -> Result<Option<&'static Language>, CliError> {
    match name {
        Some("text") => Ok(None),
        Some(name) => lang::by_name(name).map(Some).ok_or_else(|| {
            let known: Vec<&str> = lang::all().iter().map(|l| l.name).chain(["text"]).collect();
            CliError::usage(format!(
                "unknown language {name:?}; known: {}",
                known.join(", ")
            ))
        }),
        None => Ok(lang::for_path(input)),
    }
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

/// The output must not be the input, and its directory must be writable: both are checked
/// before the first test.
fn check_output(input: &Path, output: &Path) -> Result<(), CliError> {
    if let (Ok(a), Ok(b)) = (std::fs::canonicalize(input), std::fs::canonicalize(output))
        && a == b
    {
        return Err(CliError::usage(
            "the output file is the input file; hedge never overwrites its input",
        )
        .with_hint("choose another file with -o"));
    }
    let dir = match output.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    tempfile::Builder::new()
        .prefix(".hedge-")
        .tempfile_in(dir)
        .map_err(|e| {
            CliError::usage(format!("cannot write the output {}: {e}", output.display()))
        })?;
    Ok(())
}
