//! `hedge isolate`: the failure-inducing difference between a passing and a failing version.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::exit::{self, CliError};
use super::interrupt;
use super::outputs::{self, Existing, Protected};
use super::test_args::{ProgressMode, ReportArgs, TestArgs, describe_run};
use crate::dd::{self, Outcome};
use crate::isolate::tester::{Tester, outcome_of};
use crate::isolate::{Changes, groups, load, output};
use crate::oracle::TestSpec;

const ISOLATE_HELP: &str = "\
Inputs: OLD and NEW are two files or two directory trees. The changes from OLD to NEW are
single changed lines (per file) plus added and removed files. hedge tests subsets of them
applied to OLD and narrows the difference between a passing and a failing version down to
a 1-minimal set of failure-inducing changes (Zeller & Hildebrandt's dd algorithm).

dd works level by level: first on whole files, then on the top-level definitions of C and
Python files (changes outside any definition: each hunk on its own), then on hunks, and
finally on single lines, each level only inside the groups the level before kept in the
difference.

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
  2    the test is not usable: NEW does not fail or OLD does not pass";

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
        let mut protected = Protected::new(&[&self.old, &self.new]);
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

/// After an interrupt: the exit code, and a note for the summary.
pub(super) fn interrupted() -> Option<(u8, &'static str)> {
    interrupt::received().map(|signal| {
        let code = if signal == libc::SIGTERM {
            exit::INTERRUPTED_SIGTERM
        } else {
            exit::INTERRUPTED_SIGINT
        };
        (
            code,
            "interrupted: the result is the best so far, not minimal yet",
        )
    })
}

pub fn run(args: IsolateArgs) -> Result<ExitCode, CliError> {
    interrupt::install();
    let started = Instant::now();
    args.versions.test.only_reducing_flags("isolate")?;
    args.versions.check_outputs(&args.output, false)?;
    let inputs = Inputs::load(&args.versions)?;
    let changes = &inputs.changes;
    let mut test = inputs.tester(&args.versions.test, &args.versions.report)?;
    let levels = groups::levels(changes);
    let result = dd::dd_levels(changes.len(), &levels, &mut test);
    if let Some(e) = test.take_failure() {
        return Err(CliError::usage(format!("cannot run the test: {e}")));
    }
    let pass = test.tested_as(&result.pass);
    let fail = test.tested_as(&result.fail);
    let difference: Vec<usize> = fail.iter().copied().filter(|k| !pass.contains(k)).collect();
    output::write(&args.output, &changes.apply(&pass), &changes.apply(&fail))
        .map_err(|e| CliError::usage(format!("cannot write {}: {e}", args.output.display())))?;
    let interrupted = interrupted();
    if let Some((_, note)) = interrupted {
        say!("hedge: {note}");
    }
    // -q leaves only the figures file below.
    if !args.versions.report.quiet {
        say!(
            "hedge: {} of {} changes induce the failure ({} tests, {} cache hits, {} unresolved, {} resolved by adding definitions, {} runs, {:.1}s) → {}",
            difference.len(),
            changes.len(),
            result.stats.tests_run,
            result.stats.cache_hits,
            result.stats.unresolved,
            test.resolutions(),
            test.runs(),
            started.elapsed().as_secs_f64(),
            args.output.join("diff.patch").display()
        );
        for &k in &difference {
            say!("  {}", changes.describe(k));
        }
    }
    if let Some(path) = &args.versions.report.stats_json {
        let json = serde_json::json!({
            "changes": changes.len(),
            "failure_inducing": difference.iter().map(|&k| changes.location(k)).collect::<Vec<_>>(),
            "tests_run": result.stats.tests_run,
            "cache_hits": result.stats.cache_hits,
            "unresolved": result.stats.unresolved,
            "resolutions": test.resolutions(),
            "runs": test.runs(),
            "wall_seconds": started.elapsed().as_secs_f64(),
            "interrupted": interrupted.is_some(),
        });
        write_json(path, &json)?;
    }
    Ok(ExitCode::from(
        interrupted.map_or(exit::DONE, |(code, _)| code),
    ))
}

pub(super) fn write_json(path: &Path, json: &serde_json::Value) -> Result<(), CliError> {
    crate::files::write_atomically(
        path,
        (serde_json::to_string_pretty(json).expect("json") + "\n").as_bytes(),
    )
    .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))
}

/// The two versions, the changes between them and the test, checked: OLD passes and NEW
/// fails. Shared with `hedge maximize`.
pub(super) struct Inputs {
    pub changes: Changes,
    pub oracle: crate::oracle::Oracle,
    pub jobs: usize,
    pub single_file: bool,
    /// NEW's file name; the single file's name in both versions.
    pub name: String,
    /// OLD and NEW as given, for messages.
    pub paths: [PathBuf; 2],
}

impl Inputs {
    pub fn load(versions: &Versions) -> Result<Inputs, CliError> {
        let (old, new, test) = (&versions.old, &versions.new, &versions.test);
        let single_file = check_inputs(old, new)?;
        let name = new
            .file_name()
            .map_or_else(|| "input".to_string(), |n| n.to_string_lossy().into_owned());
        let mut oracle = test.oracle(&name)?;
        let jobs = test.jobs();
        let read = |path: &Path| {
            load(path, &name)
                .map_err(|e| CliError::usage(format!("cannot read {}: {e}", path.display())))
        };
        let changes = Changes::new(read(old)?, read(new)?);
        if changes.is_empty() {
            return Err(CliError::not_interesting(
                "OLD and NEW are the same: nothing to do",
            ));
        }
        if let TestSpec::Command { .. } = oracle.spec() {
            // A candidate fails when the command ends as it does on NEW.
            let all = changes.apply(&(0..changes.len()).collect::<Vec<_>>());
            let calibrated = if single_file {
                oracle.calibrate(&all[&name])
            } else {
                oracle.calibrate_tree(&crate::files::FileTree::of_files(all))
            };
            calibrated.map_err(|e| CliError::usage(format!("cannot run the test: {e}")))?;
        }
        Ok(Inputs {
            changes,
            oracle,
            jobs,
            single_file,
            name,
            paths: [old.clone(), new.clone()],
        })
    }

    /// A tester, after checking, `--initial-runs` times each, that the test fails on NEW
    /// and passes on OLD (the same every time, unless `--allow-flaky`).
    pub fn tester(&self, test: &TestArgs, report: &ReportArgs) -> Result<Tester<'_>, CliError> {
        let tester = Tester::new(&self.oracle, &self.changes, self.jobs, self.single_file)
            .map_err(|e| CliError::usage(format!("cannot start test threads: {e}")))?
            .verbose(report.verbose, report.progress == ProgressMode::Json);
        let all: Vec<usize> = (0..self.changes.len()).collect();
        for (config, side, want) in [
            (&all[..], "NEW", Outcome::Fail),
            (&[][..], "OLD", Outcome::Pass),
        ] {
            let word = if want == Outcome::Fail {
                "fail"
            } else {
                "pass"
            };
            let mut wrong = None;
            let runs = usize::from(test.initial_runs);
            for _ in 0..runs {
                let report = tester
                    .run(config)
                    .map_err(|e| CliError::usage(format!("cannot run the test: {e}")))?;
                if let Some((code, _)) = interrupted() {
                    return Err(CliError {
                        code,
                        message: "interrupted before the changes were tested; nothing written"
                            .into(),
                        hint: None,
                    });
                }
                if outcome_of(&report) != want {
                    wrong.get_or_insert((0, report)).0 += 1;
                }
            }
            match wrong {
                None => {}
                Some((count, report)) if count == runs => {
                    let path = &self.paths[usize::from(side == "NEW")];
                    let found = match outcome_of(&report) {
                        Outcome::Pass => "it passes",
                        Outcome::Fail => "it fails",
                        Outcome::Unresolved => "it cannot tell (exit status 125, or a timeout)",
                    };
                    let mut error = CliError::not_interesting(format!(
                        "the test must {word} on {side} ({}), but {found}: {}",
                        path.display(),
                        describe_run(&report)
                    ));
                    if self.single_file {
                        error = error.with_hint(format!(
                            "The test exits 0 when the failure is there, 125 when it cannot tell, anything else when not; it sees the file as {}.\nReproduce that run by hand with:\n  {}",
                            self.name,
                            self.oracle.reproduce_hint(path)
                        ));
                    }
                    return Err(error);
                }
                Some(_) if test.allow_flaky => {}
                Some((count, _)) => {
                    return Err(CliError::not_interesting(format!(
                        "the test is flaky: it did not {word} on {side} in {count} of {runs} runs"
                    ))
                    .with_hint("Make the test deterministic, or pass --allow-flaky."));
                }
            }
        }
        Ok(tester)
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
