//! `hedge maximize`: the largest part of the changes from a passing OLD toward a failing
//! NEW that still passes (ddmax).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::exit::{self, CliError};
use super::interrupt;
use super::isolate::{Inputs, Versions, interrupted, write_json};
use crate::dd;
use crate::files::{replace_dir, write_atomically};
use crate::isolate::{Files, groups, output};

const MAXIMIZE_HELP: &str = "\
ddmax (Kirschner, Soremekun & Zeller, \"Debugging Inputs\", ICSE 2020): instead of
shrinking the failing input, grow the passing one toward it. hedge starts from OLD, which
the test passes, and adds as many of the changes from OLD to NEW as it can while the test
still passes. The result is 1-maximal: adding any single change it lacks makes the test
fail or leaves it unresolved, so the changes it lacks are the ones the failure needs, and
everything else of NEW is kept.

Changes and the test are as for `hedge isolate`: single changed lines plus added and
removed files, grouped by file, top-level definition (C, Python) and hunk; ddmax adds
whole groups first and single lines last. The test runs in a fresh directory holding the
candidate; its exit status decides:
  0      fail  (the failure occurs: \"interesting\")
  125    unresolved (cannot test), also a timeout
  other  pass
An unresolved candidate whose errors name missing identifiers is tested again with the
definitions that mention them.

Output OUT: the maximal passing version (a file, or a directory for directory inputs).
The changes it lacks are listed on stderr as file:line (line in NEW).

Exit codes:
  0    done
  1    usage or input/output error
  2    the test is not usable: NEW does not fail or OLD does not pass";

#[derive(Args, Debug)]
#[command(after_help = MAXIMIZE_HELP)]
pub struct MaximizeArgs {
    #[command(flatten)]
    pub versions: Versions,

    /// Where to write the maximal passing version (a file, or a directory for directory
    /// inputs). It may not be OLD or NEW; an existing directory is replaced only if an
    /// earlier hedge run made it, and only with --force [default: NEW's name with
    /// `.maximized` before the extension, beside NEW].
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

pub fn run(args: MaximizeArgs) -> Result<ExitCode, CliError> {
    interrupt::install();
    let started = Instant::now();
    args.versions.test.only_reducing_flags("maximize")?;
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&args.versions.new));
    args.versions.check_outputs(&output, true)?;
    let inputs = Inputs::load(&args.versions)?;
    let changes = &inputs.changes;
    let mut test = inputs.tester(&args.versions.test, &args.versions.report)?;
    let levels = groups::levels(changes);
    let result = dd::ddmax_levels(&levels, &mut test);
    if let Some(e) = test.take_failure() {
        return Err(CliError::usage(format!("cannot run the test: {e}")));
    }
    let pass = test.tested_as(&result.pass);
    let lacking: Vec<usize> = (0..changes.len())
        .filter(|k| pass.binary_search(k).is_err())
        .collect();
    let files = changes.apply(&pass);
    write_version(&output, &files, inputs.single_file.then_some(&inputs.name))?;
    let interrupted = interrupted();
    if let Some((_, note)) = interrupted {
        say!("hedge: {note}");
    }
    if !args.versions.report.quiet {
        say!(
            "hedge: kept {} of {} changes; {} lacking ({} tests, {} cache hits, {} unresolved, {} resolved by adding definitions, {} runs, {:.1}s) → {}",
            pass.len(),
            changes.len(),
            lacking.len(),
            result.stats.tests_run,
            result.stats.cache_hits,
            result.stats.unresolved,
            test.resolutions(),
            test.runs(),
            started.elapsed().as_secs_f64(),
            output.display()
        );
        for &k in &lacking {
            say!("  {}", changes.describe(k));
        }
    }
    if let Some(path) = &args.versions.report.stats_json {
        let json = serde_json::json!({
            "changes": changes.len(),
            "kept": pass.len(),
            "lacking": lacking.iter().map(|&k| changes.location(k)).collect::<Vec<_>>(),
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

/// `new.maximized.c` for `new.c`, `new.maximized` for a directory `new`.
fn default_output(new: &Path) -> PathBuf {
    let stem = new.file_stem().unwrap_or_default().to_string_lossy();
    let name = match new.extension() {
        Some(ext) if !new.is_dir() => format!("{stem}.maximized.{}", ext.to_string_lossy()),
        _ => format!(
            "{}.maximized",
            new.file_name().unwrap_or_default().to_string_lossy()
        ),
    };
    new.with_file_name(name)
}

/// Writes the single file `name` to `out`, or the whole tree as the directory `out`, in
/// one step.
fn write_version(out: &Path, files: &Files, single: Option<&String>) -> Result<(), CliError> {
    let written = match single {
        Some(name) => write_atomically(out, &files[name]),
        None => replace_dir(out, |staged| output::write_files(staged, files)),
    };
    written.map_err(|e| CliError::usage(format!("cannot write {}: {e}", out.display())))
}
