//! `hedge maximize`: the largest part of the changes from a passing OLD toward a failing
//! NEW that still passes (ddmax).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::CliError;
use super::isolate::{Inputs, Versions, write_json};
use crate::dd;
use crate::isolate::{Files, groups};

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

    /// Where to write the maximal passing version.
    #[arg(short, long, value_name = "OUT")]
    pub output: PathBuf,
}

pub fn run(args: MaximizeArgs) -> Result<ExitCode, CliError> {
    let started = Instant::now();
    let inputs = Inputs::load(&args.versions)?;
    let changes = &inputs.changes;
    let mut test = inputs.tester()?;
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
    write_version(
        &args.output,
        &files,
        inputs.single_file.then_some(&inputs.name),
    )?;

    eprintln!(
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
        args.output.display()
    );
    for &k in &lacking {
        eprintln!("  {}", changes.describe(k));
    }
    if let Some(path) = &args.versions.stats_json {
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
        });
        write_json(path, &json)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the single file `name` to `out`, or the whole tree under the directory `out`.
fn write_version(out: &Path, files: &Files, single: Option<&String>) -> Result<(), CliError> {
    let failed =
        |e: std::io::Error| CliError::usage(format!("cannot write {}: {e}", out.display()));
    if let Some(name) = single {
        return std::fs::write(out, &files[name]).map_err(failed);
    }
    if out.exists() {
        std::fs::remove_dir_all(out).map_err(failed)?;
    }
    std::fs::create_dir_all(out).map_err(failed)?;
    for (name, bytes) in files {
        let path = out.join(name);
        std::fs::create_dir_all(path.parent().expect("under out")).map_err(failed)?;
        std::fs::write(path, bytes).map_err(failed)?;
    }
    Ok(())
}
