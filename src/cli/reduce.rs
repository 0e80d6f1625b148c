//! `hedge reduce`: flags, checks, and the wiring of oracle, judge and reducers.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;

use super::exit::{self, CliError};
use super::lang_args::LangArgs;
use super::outputs::{self, Protected};
use super::progress::ProgressLine;
use super::test_args::{ProgressMode, ReportArgs, TestArgs, describe_run, explain_miss};
use super::{interrupt, stats};
use crate::oracle::{Ending, Oracle};
use crate::reduce::preflight::PreflightError;
use crate::reduce::session::{Reducer, SessionError};

#[derive(Args, Debug)]
pub struct ReduceArgs {
    /// The file to reduce; or a directory, or several files, reduced together as one tree
    /// of files. Inputs are never modified, unless --in-place.
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    #[command(flatten)]
    pub test: TestArgs,

    /// Where the result goes [default: <stem>.reduced.<ext> beside INPUT; for a tree of
    /// files, the directory <DIR>.reduced, or <stem of the first file>.reduced]. It always
    /// holds the smallest interesting candidate found so far.
    #[arg(short, long, value_name = "PATH", conflicts_with = "in_place")]
    pub output: Option<PathBuf>,

    /// Reduce INPUT itself: its original contents are first saved to INPUT.orig, then INPUT
    /// always holds the best result so far (a directory is moved to DIR.orig whole).
    /// Refused when INPUT.orig exists, unless --force (files only).
    #[arg(short = 'i', long)]
    pub in_place: bool,

    /// Overwrite an existing INPUT.orig (--in-place), or replace an output directory of
    /// an earlier run.
    #[arg(long)]
    pub force: bool,

    #[command(flatten)]
    pub lang: LangArgs,

    /// Reduce even if the test finds the empty file (or the empty tree) interesting.
    #[arg(long)]
    pub allow_trivial: bool,

    #[command(flatten)]
    pub report: ReportArgs,
}

/// What a reduction needs besides the flags: set up for one file or for a tree of files.
struct Prepared {
    session: Reducer,
    oracle: Oracle,
    output: PathBuf,
    backup: Option<PathBuf>,
    /// How the test's directory holds the candidate, for the hint when the test fails.
    holding: String,
    /// The input as the messages name it.
    named: String,
    /// "file" or "tree".
    noun: &'static str,
}

pub fn run(args: ReduceArgs) -> Result<ExitCode, CliError> {
    interrupt::install();
    let is_tree = args.inputs.len() > 1 || args.inputs[0].is_dir();
    let prepared = match is_tree {
        true => prepare_tree(&args)?,
        false => prepare_file(&args, &args.inputs[0])?,
    };
    reduce(&args, prepared)
}

fn prepare_file(args: &ReduceArgs, input: &Path) -> Result<Prepared, CliError> {
    let original = std::fs::read(input)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", input.display())))?;
    let (output, backup) = match (&args.output, args.in_place) {
        (_, true) => (input.to_path_buf(), Some(check_backup(input, args.force)?)),
        (Some(output), false) => (output.clone(), None),
        (None, false) => (default_output(input), None),
    };
    let mut protected = Protected::new(&[input]).with_test(&args.test.files());
    if args.in_place {
        protected.check_in_place(input)?;
    } else {
        outputs::check_file(&output, "-o", &protected)?;
        // A file named with -o may be anything of the user's: replacing it is said, even
        // with -q, before anything is written (the default output is hedge's own name).
        if args.output.is_some() && output.is_file() {
            say!(
                "hedge: replacing {}, which exists, with the result",
                output.display()
            );
        }
    }
    protected.add(&output);
    check_stats_output(args, &protected)?;
    let language = args.lang.for_file(input, &original)?;
    if let Some((language, found)) = language
        && found.is_guess()
        && !args.report.quiet
    {
        say!(
            "hedge: {} has no extension; reducing it as {} ({}; --lang text reduces it as text)",
            input.display(),
            language.name,
            found.describe()
        );
    }
    let language = language.map(|(l, _)| l);
    let file_name = input
        .file_name()
        .ok_or_else(|| CliError::usage(format!("{} is not a file", input.display())))?
        .to_string_lossy()
        .into_owned();
    let oracle = args.test.oracle(&file_name)?;
    let mut session = Reducer::new(original)
        .language(language)
        .settings(settings(args));
    // The input's directory: a header next to it can be inlined.
    if let Some(dir) = input.parent() {
        session = session.include_dir(match dir.as_os_str().is_empty() {
            true => PathBuf::from("."),
            false => dir.to_path_buf(),
        });
    }
    Ok(Prepared {
        holding: format!(
            "The test runs in a fresh temporary directory holding only the candidate, named {file_name}.\nReproduce that run by hand with:\n  {}",
            oracle.reproduce_hint(input)
        ),
        session,
        oracle,
        output,
        backup,
        named: input.display().to_string(),
        noun: "file",
    })
}

/// A directory, or several files and directories: one tree of files.
fn prepare_tree(args: &ReduceArgs) -> Result<Prepared, CliError> {
    if args.lang.lang.is_some() || args.lang.grammar.grammar.is_some() {
        return Err(CliError::usage(
            "--lang and --grammar apply to one file; in a tree, each file's language comes from its extension",
        ));
    }
    let read =
        crate::files::read_inputs(&args.inputs).map_err(|e| CliError::usage(e.to_string()))?;
    for skipped in &read.skipped {
        say!("hedge: warning: {} left out: {}", skipped.path, skipped.why);
    }
    if read.tree.files.is_empty() {
        return Err(CliError::usage(format!(
            "no file to reduce in {}",
            describe_inputs(&args.inputs)
        ))
        .with_hint(
            "a directory is reduced as one tree of files; to reduce many inputs one by one, use hedge batch DIR",
        ));
    }
    let first = &args.inputs[0];
    let single_dir = args.inputs.len() == 1;
    let (output, backup) = match (&args.output, args.in_place) {
        (_, true) if !single_dir => {
            return Err(CliError::usage(
                "--in-place takes one file or one directory; for several files give -o DIR",
            ));
        }
        (_, true) => (first.clone(), Some(check_dir_backup(first)?)),
        (Some(output), false) => (output.clone(), None),
        (None, false) => (default_tree_output(first, single_dir), None),
    };
    let inputs: Vec<&Path> = args.inputs.iter().map(PathBuf::as_path).collect();
    let mut protected = Protected::new(&inputs).with_test(&args.test.files());
    if args.in_place {
        protected.check_in_place(first)?;
    } else {
        let existing = outputs::Existing::Replace { force: args.force };
        outputs::check_dir(&output, "-o", &protected, existing)?;
    }
    protected.add(&output);
    check_stats_output(args, &protected)?;
    // The oracle is made for one file, then for the tree: one set of checks of the test.
    let spec = args.test.oracle(".")?.spec().clone();
    let oracle = args.test.launched(
        args.test
            .timed(Oracle::for_tree(spec, std::time::Duration::ZERO)),
    );
    let paths: Vec<&str> = read.tree.files.keys().map(String::as_str).collect();
    let holding = format!(
        "The test runs in a fresh temporary directory holding the files under their paths relative to {}: {}.\nReproduce that run by hand with:\n  {}",
        read.base.display(),
        paths.join(", "),
        oracle.reproduce_hint_tree(&read.base, &paths)
    );
    Ok(Prepared {
        session: Reducer::new_tree(&read.tree).settings(settings(args)),
        oracle,
        output,
        backup,
        holding,
        named: describe_inputs(&args.inputs),
        noun: "tree",
    })
}

fn settings(args: &ReduceArgs) -> crate::reduce::Settings {
    super::settings::settings(&args.test, &args.lang, args.allow_trivial)
}

fn check_stats_output(args: &ReduceArgs, protected: &Protected) -> Result<(), CliError> {
    match &args.report.stats_json {
        Some(stats) => outputs::check_file(stats, "--stats-json", protected),
        None => Ok(()),
    }
}

fn describe_inputs(inputs: &[PathBuf]) -> String {
    let names: Vec<String> = inputs.iter().map(|p| p.display().to_string()).collect();
    names.join(", ")
}

fn reduce(args: &ReduceArgs, prepared: Prepared) -> Result<ExitCode, CliError> {
    let Prepared {
        mut session,
        oracle,
        output,
        backup,
        holding,
        named,
        noun,
    } = prepared;
    session = session.output(output.clone());
    if let Some(backup) = &backup {
        session = session.backup(backup.clone());
    }
    let progress = Arc::new(ProgressLine::new(
        args.report.quiet,
        args.report.verbose,
        args.report.progress == ProgressMode::Json,
        session.original(),
        session.sizing(),
    ));
    let reduced = match session.run(oracle, progress.clone()) {
        Ok(reduced) => reduced,
        Err(error) => {
            let input = Input {
                named: &named,
                noun,
                holding,
                backup: backup.as_deref(),
                output: &output,
            };
            return Err(not_reduced(args, error, input));
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
    Ok(ExitCode::from(interrupt::exit_code().unwrap_or(exit::DONE)))
}

/// The names a failed run's message uses.
struct Input<'a> {
    /// The input as the messages name it.
    named: &'a str,
    /// "file" or "tree".
    noun: &'static str,
    /// How the test's directory holds the candidate, for the hint when the test fails.
    holding: String,
    backup: Option<&'a Path>,
    output: &'a Path,
}

/// The message, hint and exit code of a run that could not reduce.
fn not_reduced(args: &ReduceArgs, error: SessionError, input: Input) -> CliError {
    let (named, noun) = (input.named, input.noun);
    match error {
        SessionError::Preflight(PreflightError::OriginalNotInteresting(report)) => {
            let mut hint = input.holding;
            if report.ending == Ending::TimedOut {
                hint = format!(
                    "It was stopped after {} s: give it longer with --timeout SECS.\n{hint}",
                    args.test
                        .fixed_timeout()
                        .unwrap_or(crate::oracle::ORIGINAL_RUN_LIMIT)
                        .as_secs_f64()
                );
            }
            CliError::not_interesting(format!(
                "the test does not find {named} interesting: {}",
                explain_miss(&args.test, &report)
            ))
            .with_hint(hint)
        }
        SessionError::Preflight(PreflightError::DoesNotFail(_)) => {
            CliError::not_interesting(format!(
                "{} does not fail on {named}: it ends with exit status 0",
                args.test.command.join(" ")
            ))
            .with_hint("hedge keeps a failure: give an input on which the command fails (a non-zero exit status or a signal), or --match REGEX for output it prints when it succeeds.")
        }
        SessionError::Preflight(PreflightError::EmptyIsInteresting(original)) => {
            let mut message = match args.test.command.is_empty() {
                true => format!(
                    "the test finds the empty {noun} interesting too, so it cannot tell the failure apart"
                ),
                false => format!(
                    "{} fails the same way on the empty {noun} as on {named}, so it cannot tell the failure apart",
                    args.test.command.join(" ")
                ),
            };
            // Its stderr often tells the reason: a file it cannot open, a missing module.
            if !original.stderr.last_lines(1).trim().is_empty() {
                message.push_str(&format!("; on {named}, {}", describe_run(&original)));
            }
            CliError::not_interesting(message)
            .with_hint("Make the test check for the specific failure (an error message, a signal), or pass --allow-trivial.")
        }
        SessionError::Preflight(PreflightError::Flaky { interesting, runs }) => {
            CliError::not_interesting(format!(
                "the test is flaky: it found {named} interesting in {interesting} of {runs} runs"
            ))
            .with_hint("Make the test deterministic (fixed seeds, no timing dependence, a longer --timeout), or pass --allow-flaky.")
        }
        SessionError::Preflight(PreflightError::Interrupted) => {
            CliError {
                code: interrupt::exit_code().unwrap_or(exit::INTERRUPTED_SIGINT),
                message: "interrupted before reduction started; no output written".into(),
                hint: None,
            }
        }
        SessionError::Preflight(PreflightError::Io(e)) => {
            CliError::usage(format!("cannot run the test: {e}"))
        }
        SessionError::Backup(e) => {
            CliError::usage(format!(
                "cannot save the original to {}: {e}",
                input.backup.unwrap_or(Path::new("")).display()
            ))
        }
        SessionError::Output(e) => {
            CliError::usage(format!(
                "cannot write {}: {e}",
                input.output.display()
            ))
        }
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

/// `DIR.orig`, where --in-place moves a directory once the test is checked; refused when
/// it exists (it may be an earlier backup).
fn check_dir_backup(dir: &Path) -> Result<PathBuf, CliError> {
    let resolved = outputs::resolve(dir);
    let mut name = resolved.as_os_str().to_owned();
    name.push(".orig");
    let saved = PathBuf::from(name);
    if std::fs::symlink_metadata(&saved).is_ok() {
        return Err(CliError::usage(format!(
            "{} already exists; --in-place would need that name for the original",
            saved.display()
        ))
        .with_hint("move it away first"));
    }
    Ok(saved)
}

/// `DIR.reduced` beside a directory; `<stem>.reduced` beside the first of several files.
fn default_tree_output(first: &Path, single_dir: bool) -> PathBuf {
    let resolved = outputs::resolve(first);
    let name = match single_dir {
        true => resolved
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned(),
        false => resolved
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned(),
    };
    resolved.with_file_name(format!("{name}.reduced"))
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
