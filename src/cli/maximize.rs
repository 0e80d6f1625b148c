//! `hedge maximize`: the largest part of the changes from a passing OLD toward a failing
//! NEW that still passes (ddmax).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::exit::CliError;
use super::interrupt;
use super::isolate::{Found, Inputs, Versions, finish, test_lines};
use crate::files::{replace_dir, write_atomically};
use crate::isolate::{Files, output};

const MAXIMIZE_HELP: &str = "\
ddmax (Kirschner, Soremekun & Zeller, \"Debugging Inputs\", ICSE 2020): instead of
shrinking the failing input, grow the passing one toward it. hedge starts from OLD, which
the test passes, and adds as many of the changes from OLD to NEW as it can while the test
still passes. The result is 1-maximal: adding any single change it lacks makes the test
fail or leaves it unresolved, so the changes it lacks are the ones the failure needs, and
everything else of NEW is kept.

Changes and the test are as for `hedge isolate`: single changed lines plus added and
removed files, grouped by file, top-level definition (in any language `hedge langs` lists)
and hunk; ddmax adds whole groups first and single lines last. The test runs in a fresh
directory holding the candidate; its exit status decides:
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
  2    the test is not usable: NEW does not fail or OLD does not pass
  130  interrupted (SIGINT); OUT holds the best result so far, not maximal yet (nothing is
       written if the signal comes before the changes are tested)
  143  terminated (SIGTERM); as for 130";

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
    let maximized = inputs
        .isolation
        .maximize(&*test_lines(&args.versions.report))
        .map_err(|e| inputs.error(e))?;
    let changes = inputs.isolation.changes();
    let files = changes.apply(&maximized.pass);
    write_version(&output, &files, inputs.isolation.file_name())?;
    finish(
        &Found {
            headline: format!(
                "kept {} of {} changes; {} lacking",
                maximized.pass.len(),
                changes.len(),
                maximized.lacking.len()
            ),
            written: output,
            listed: &maximized.lacking,
            key: "lacking",
            counts: &[("kept", maximized.pass.len())],
            goal: "maximal",
        },
        changes,
        &maximized.figures,
        &args.versions.report,
        started,
    )
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
fn write_version(out: &Path, files: &Files, single: Option<&str>) -> Result<(), CliError> {
    let written = match single {
        Some(name) => write_atomically(out, &files[name]),
        None => replace_dir(out, |staged| output::write_files(staged, files)),
    };
    written.map_err(|e| CliError::usage(format!("cannot write {}: {e}", out.display())))
}
