//! `hedge isolate`: the failure-inducing difference between a passing and a failing version.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::exit::{self, CliError};
use super::interrupt;
use super::outputs::{self, Existing, Protected};
use super::test_args::{ProgressMode, ReportArgs, TestArgs, describe_run, windows_line_ends};
use crate::dd::Outcome;
use crate::isolate::tester::outcome_of;
use crate::isolate::{
    Changes, Figures, Files, IsolateError, Isolation, Side, TestRun, load, output,
};
use crate::oracle::TestSpec;
use crate::reduce::Settings;

const ISOLATE_HELP: &str = "\
Inputs: OLD and NEW are two files or two directory trees. The changes from OLD to NEW are
single changed lines (per file) plus added and removed files. hedge tests subsets of them
applied to OLD and narrows the difference between a passing and a failing version down to
a 1-minimal set of failure-inducing changes (Zeller & Hildebrandt's dd algorithm).

dd works level by level: first on whole files, then on the top-level definitions of the
files in a language hedge knows (`hedge langs`; the members of a container its rules name,
such as a C++ namespace or a Java class, count on their own; changes outside any
definition: each hunk on its own), then on hunks, and finally on single lines, each level
only inside the groups the level before kept in the difference.

The test runs in a fresh directory holding the candidate: for files, the file under NEW's
name; for directories, the whole tree. Its exit status decides:
  0      fail  (the failure occurs: \"interesting\")
  125    unresolved (cannot test, as with git bisect), also a timeout
  other  pass
When a candidate is unresolved and the test's stderr names missing identifiers (in the
messages the languages' rules list as missing_names: gcc's 'x' undeclared, rustc's cannot
find value `x`, Python's NameError, ...), hedge adds the changes mentioning them, with the
rest of their definitions, and tests again (up to 3 times).

Output DIR (default isolate-out):
  pass/        OLD with the final passing configuration applied
  fail/        OLD with the final failing configuration applied
  diff.patch   unified diff from pass/ to fail/: the failure-inducing changes
The failure-inducing changes are also listed on stderr as file:line (line in NEW).

Exit codes:
  0    done
  1    usage or input/output error
  2    the test is not usable: NEW does not fail or OLD does not pass
  130  interrupted (SIGINT); DIR holds the best result so far, not minimal yet (nothing is
       written if the signal comes before the changes are tested)
  143  terminated (SIGTERM); as for 130";

#[derive(Args, Debug)]
#[command(after_help = ISOLATE_HELP)]
pub struct IsolateArgs {
    #[command(flatten)]
    pub versions: Versions,

    /// Directory for pass/, fail/ and diff.patch. An existing one is replaced only if an
    /// earlier hedge run made it, and only with --force.
    #[arg(short, long, value_name = "DIR", default_value = "isolate-out")]
    pub output: PathBuf,
}

/// The flags `hedge isolate` and `hedge maximize` share: the two versions, the test, and
/// the figures file.
#[derive(Args, Debug)]
pub struct Versions {
    /// The version the test passes on (a file or a directory).
    #[arg(long = "pass", value_name = "OLD")]
    pub old: PathBuf,

    /// The version the test fails on (a file or a directory of the same kind as OLD). The
    /// test runs in a fresh directory holding each candidate under NEW's file name (a
    /// directory's files under their paths in NEW), whichever version it is closer to.
    #[arg(long = "fail", value_name = "NEW")]
    pub new: PathBuf,

    /// Replace an output that an earlier hedge run made.
    #[arg(long)]
    pub force: bool,

    #[command(flatten)]
    pub test: TestArgs,

    #[command(flatten)]
    pub report: ReportArgs,
}

impl Versions {
    /// Checks the output paths before any test runs: `output` is a directory, or a file
    /// when OLD and NEW are files and `file_output` is set.
    pub fn check_outputs(&self, output: &Path, file_output: bool) -> Result<(), CliError> {
        let mut protected = Protected::new(&[&self.old, &self.new]).with_test(&self.test.files());
        if file_output && !self.old.is_dir() {
            outputs::check_file(output, "-o", &protected)?;
        } else {
            let existing = Existing::Replace { force: self.force };
            outputs::check_dir(output, "-o", &protected, existing)?;
        }
        protected.add(output);
        if let Some(stats) = &self.report.stats_json {
            outputs::check_file(stats, "--stats-json", &protected)?;
        }
        Ok(())
    }
}

pub fn run(args: IsolateArgs) -> Result<ExitCode, CliError> {
    interrupt::install();
    let started = Instant::now();
    args.versions.test.only_reducing_flags("isolate")?;
    args.versions.check_outputs(&args.output, false)?;
    let inputs = Inputs::load(&args.versions)?;
    let isolated = inputs
        .isolation
        .isolate(&*test_lines(&args.versions.report))
        .map_err(|e| inputs.error(e))?;
    let changes = inputs.isolation.changes();
    output::write(
        &args.output,
        &changes.apply(&isolated.pass),
        &changes.apply(&isolated.fail),
    )
    .map_err(|e| CliError::usage(format!("cannot write {}: {e}", args.output.display())))?;
    finish(
        &Found {
            headline: format!(
                "{} of {} changes induce the failure",
                isolated.difference.len(),
                changes.len()
            ),
            written: args.output.join("diff.patch"),
            listed: &isolated.difference,
            key: "failure_inducing",
            counts: &[],
            goal: "minimal",
        },
        changes,
        &isolated.figures,
        &args.versions.report,
        started,
    )
}

/// What `hedge isolate` or `hedge maximize` found, for [`finish`].
pub(super) struct Found<'a> {
    /// The summary's first words: what was found.
    pub headline: String,
    /// Where the result went, named at the end of the summary.
    pub written: PathBuf,
    /// The changes listed below the summary, and in the figures file under `key`.
    pub listed: &'a [usize],
    /// The figures file's name for `listed`.
    pub key: &'static str,
    /// Further figures for the figures file.
    pub counts: &'a [(&'static str, usize)],
    /// What the result becomes when the search ends: "minimal" or "maximal".
    pub goal: &'static str,
}

/// The end of `hedge isolate` and `hedge maximize`, once the result is written: the
/// interrupt note, the summary and the listed changes (unless `-q`), the figures file,
/// and the exit code.
pub(super) fn finish(
    found: &Found,
    changes: &Changes,
    figures: &Figures,
    report: &ReportArgs,
    started: Instant,
) -> Result<ExitCode, CliError> {
    let interrupted = interrupt::exit_code();
    if interrupted.is_some() {
        say!(
            "hedge: interrupted: the result is the best so far, not {} yet",
            found.goal
        );
    }
    // -q leaves only the figures file below.
    if !report.quiet {
        say!(
            "hedge: {} ({} tests, {} cache hits, {} unresolved, {} resolved by adding definitions, {} runs, {:.1}s) → {}",
            found.headline,
            figures.stats.tests_run,
            figures.stats.cache_hits,
            figures.stats.unresolved,
            figures.resolutions,
            figures.runs,
            started.elapsed().as_secs_f64(),
            found.written.display()
        );
        for &k in found.listed {
            say!("  {}", changes.describe(k));
        }
    }
    if let Some(path) = &report.stats_json {
        let mut json = serde_json::Map::new();
        json.insert("changes".into(), changes.len().into());
        for &(key, count) in found.counts {
            json.insert(key.into(), count.into());
        }
        let listed: Vec<String> = found.listed.iter().map(|&k| changes.location(k)).collect();
        json.insert(found.key.into(), listed.into());
        json.insert("tests_run".into(), figures.stats.tests_run.into());
        json.insert("cache_hits".into(), figures.stats.cache_hits.into());
        json.insert("unresolved".into(), figures.stats.unresolved.into());
        json.insert("resolutions".into(), figures.resolutions.into());
        json.insert("runs".into(), figures.runs.into());
        json.insert(
            "wall_seconds".into(),
            started.elapsed().as_secs_f64().into(),
        );
        json.insert("interrupted".into(), interrupted.is_some().into());
        write_json(path, &serde_json::Value::Object(json))?;
    }
    Ok(ExitCode::from(interrupted.unwrap_or(exit::DONE)))
}

fn write_json(path: &Path, json: &serde_json::Value) -> Result<(), CliError> {
    crate::files::write_atomically(
        path,
        (serde_json::to_string_pretty(json).expect("json") + "\n").as_bytes(),
    )
    .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))
}

/// What `-v` and `--progress json` ask of the test runs: a line on stderr for each, as
/// JSON or as text, or nothing.
pub(super) fn test_lines(report: &ReportArgs) -> Box<dyn Fn(&TestRun) + Sync> {
    let json = report.progress == ProgressMode::Json;
    let verbose = report.verbose;
    Box::new(move |run: &TestRun| {
        if json {
            let line = serde_json::json!({
                "event": "test",
                "run": run.run,
                "changes": run.changes,
                "of": run.of,
                "outcome": format!("{:?}", run.outcome),
                "seconds": run.duration.as_secs_f64(),
            });
            say!("{line}");
        } else if verbose {
            say!(
                "hedge: run {}: {} of {} changes → {:?} ({}, {:.2}s)",
                run.run,
                run.changes,
                run.of,
                run.outcome,
                run.ending,
                run.duration.as_secs_f64()
            );
        }
    })
}

/// The two versions read and the test built from the flags, ready to isolate or
/// maximize. Shared with `hedge maximize`.
pub(super) struct Inputs {
    /// The versions, the changes between them and the test.
    pub isolation: Isolation,
    /// OLD and NEW as given, for messages.
    pub paths: [PathBuf; 2],
}

impl Inputs {
    /// Reads OLD and NEW and builds the test from the flags (learning, for a command, how
    /// it fails on NEW).
    pub fn load(versions: &Versions) -> Result<Inputs, CliError> {
        let (old, new, test) = (&versions.old, &versions.new, &versions.test);
        let single_file = check_inputs(old, new)?;
        let name = new
            .file_name()
            .map_or_else(|| "input".to_string(), |n| n.to_string_lossy().into_owned());
        let oracle = test.oracle(&name)?;
        let mut settings = Settings::default();
        test.apply(&mut settings);
        let read = |path: &Path| {
            load(path, &name)
                .map_err(|e| CliError::usage(format!("cannot read {}: {e}", path.display())))
        };
        let (old_files, new_files) = (read(old)?, read(new)?);
        let paths = [old.clone(), new.clone()];
        let isolation = if single_file {
            let file = |mut files: Files| files.remove(&name).expect("read under its name");
            Isolation::new_file(&name, file(old_files), file(new_files), oracle, settings)
        } else {
            Isolation::new(old_files, new_files, oracle, settings)
        };
        let isolation = isolation.map_err(|e| error(e, &paths, None))?;
        Ok(Inputs { isolation, paths })
    }

    /// The message, hint and exit code for `e`.
    pub fn error(&self, e: IsolateError) -> CliError {
        error(e, &self.paths, Some(&self.isolation))
    }
}

/// The message, hint and exit code for `e`; `paths` are OLD and NEW as given.
fn error(e: IsolateError, paths: &[PathBuf; 2], isolation: Option<&Isolation>) -> CliError {
    match e {
        IsolateError::Same => CliError::not_interesting(e.to_string()),
        IsolateError::Threads(_) | IsolateError::Test(_) => CliError::usage(e.to_string()),
        IsolateError::Interrupted => CliError {
            code: interrupt::exit_code().unwrap_or(exit::INTERRUPTED_SIGINT),
            message: e.to_string(),
            hint: None,
        },
        IsolateError::Unusable {
            side,
            report,
            wrong,
            runs,
        } => {
            let word = match side.wanted() {
                Outcome::Fail => "fail",
                _ => "pass",
            };
            let side_name = side.name();
            if wrong < runs {
                return CliError::not_interesting(format!(
                    "the test is flaky: it did not {word} on {side_name} in {wrong} of {runs} runs"
                ))
                .with_hint("Make the test deterministic, or pass --allow-flaky.");
            }
            let path = &paths[usize::from(side == Side::New)];
            let found = match outcome_of(&report) {
                Outcome::Pass => "it passes",
                Outcome::Fail => "it fails",
                Outcome::Unresolved => "it cannot tell (exit status 125, or a timeout)",
            };
            let mut message = format!(
                "the test must {word} on {side_name} ({}), but {found}: {}",
                path.display(),
                describe_run(&report)
            );
            if let Some(TestSpec::Script(script)) = isolation.map(|i| i.oracle().spec())
                && let Some(note) = windows_line_ends(script)
            {
                message.push('\n');
                message.push_str(&note);
            }
            let mut error = CliError::not_interesting(message);
            if let Some((isolation, name)) = isolation.and_then(|i| Some((i, i.file_name()?))) {
                error = error.with_hint(format!(
                    "The test exits 0 when the failure is there, 125 when it cannot tell, anything else when not; it sees the file as {name}.\nReproduce that run by hand with:\n  {}",
                    isolation.oracle().reproduce_hint(path)
                ));
            }
            error
        }
    }
}

/// Both inputs must exist and be of the same kind. Returns whether they are single files.
fn check_inputs(old: &Path, new: &Path) -> Result<bool, CliError> {
    for path in [old, new] {
        if !path.exists() {
            return Err(CliError::usage(format!(
                "{} does not exist",
                path.display()
            )));
        }
    }
    match (old.is_dir(), new.is_dir()) {
        (false, false) => Ok(true),
        (true, true) => Ok(false),
        _ => Err(CliError::usage(
            "OLD and NEW must both be files or both be directories",
        )),
    }
}
