//! `hedge batch`: flags and checks for reducing a whole directory of inputs.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;

use super::exit::{self, CliError};
use super::interrupt;
use super::lang_args::LangArgs;
use super::outputs::{self, Existing, Protected};
use super::test_args::{ProgressMode, ReportArgs, TestArgs};
use crate::batch::BatchResults;
use crate::batch::shard::Shard;
use crate::batch::summary::ShardRun;
use crate::batch::{Batch, FileResult, SUMMARY, groups, summary};
use crate::reduce::Observer;

#[derive(Args, Debug)]
pub struct BatchArgs {
    /// Directory of inputs (e.g. a fuzzer's crashes): every regular file below it is
    /// reduced. It is never modified.
    pub dir: PathBuf,

    #[command(flatten)]
    pub test: TestArgs,

    /// Where results go: OUTDIR/<relative path> per input, OUTDIR/summary.json, and the
    /// records that let a rerun skip the files already done [default: DIR.reduced beside
    /// DIR].
    #[arg(short, long, value_name = "OUTDIR")]
    pub output: Option<PathBuf>,

    /// Also write one reduced file per group (the same failure, or identical outputs) to
    /// OUTDIR/distinct/.
    #[arg(long, conflicts_with = "shard")]
    pub distinct: bool,

    /// Reduce only shard K (numbered from 0) of N: the inputs whose contents hash to K
    /// mod N. N runs with the same OUTDIR, one per K, may run at once on several machines
    /// sharing a file system; `hedge merge OUTDIR` then combines them.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,

    #[command(flatten)]
    pub lang: LangArgs,

    /// Reduce even inputs whose test finds the empty file interesting.
    #[arg(long)]
    pub allow_trivial: bool,

    #[command(flatten)]
    pub report: ReportArgs,
}

pub fn run(args: BatchArgs) -> Result<ExitCode, CliError> {
    interrupt::install();

    if !args.dir.is_dir() {
        return Err(CliError::usage(format!(
            "{} is not a directory",
            args.dir.display()
        )));
    }
    let input_dir = std::fs::canonicalize(&args.dir)?;
    let output = args.output.clone().unwrap_or_else(|| beside(&input_dir));
    let mut protected = Protected::new(&[&input_dir]).with_test(&args.test.files());
    outputs::check_dir(&output, "-o", &protected, Existing::Resume)?;
    protected.add(&output);
    if let Some(stats) = &args.report.stats_json {
        outputs::check_file(stats, "--stats-json", &protected)?;
    }
    let output_dir = outputs::resolve(&output);
    let started = std::time::Instant::now();
    // The spec does not depend on the file name; each file gets its own oracle later.
    let spec = args.test.oracle("input")?.spec().clone();
    let test_identity = spec.identity();
    let batch = Batch {
        input_dir,
        output_dir: output_dir.clone(),
        spec,
        timeout: args.test.fixed_timeout(),
        launcher: args.test.launcher.clone().map(|l| l.0).unwrap_or_default(),
        language: args.lang.choice()?,
        settings: super::settings::settings(&args.test, &args.lang, args.allow_trivial),
        observer_for: {
            let verbose = args.report.verbose;
            Box::new(move |relative| {
                Arc::new(FileLines::new(relative, verbose)) as Arc<dyn Observer>
            })
        },
        shard: args.shard,
        stop: super::interrupt::stop(),
    };
    outputs::make_dir(&output_dir, "hedge batch")
        .map_err(|e| CliError::usage(format!("cannot create {}: {e}", output_dir.display())))?;
    if let Some(shard) = args.shard {
        start_shard(&output_dir, shard)?;
    }

    let quiet = args.report.quiet;
    let json = args.report.progress == ProgressMode::Json;
    let on_file = |r: &FileResult| say_file(r, json, quiet);
    let BatchResults {
        files: results,
        redone_for_other_test,
        corpus,
    } = batch
        .run(&on_file)
        .map_err(|e| CliError::usage(format!("cannot list {}: {e}", args.dir.display())))?;
    if redone_for_other_test > 0 && !quiet {
        say!(
            "hedge: {redone_for_other_test} earlier results in {} were made by a different test; those inputs were reduced again",
            output_dir.display()
        );
    }
    let groups = groups::group(&results);
    let shard_run = match (args.shard, corpus) {
        (Some(shard), Some(corpus)) => {
            if !quiet {
                say!(
                    "hedge: shard {shard}: {} of the {} inputs",
                    results.len(),
                    corpus.files
                );
            }
            Some(ShardRun {
                shard,
                test: test_identity,
                corpus,
            })
        }
        _ => None,
    };
    write_summary(&output_dir, shard_run, &results, &groups)?;
    if args.distinct {
        groups::write_distinct(&output_dir, &groups)
            .map_err(|e| CliError::usage(format!("cannot write distinct files: {e}")))?;
    }
    if !quiet {
        say!("{}", summary::table(&results, &groups).trim_end());
    }
    if let Some(path) = &args.report.stats_json {
        summary::write_json_to(path, &results, &groups)
            .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))?;
    }
    if args.report.verbose {
        say!(
            "hedge: {:.1}s in all → {}",
            started.elapsed().as_secs_f64(),
            output_dir.display()
        );
    }
    Ok(ExitCode::from(interrupt::exit_code().unwrap_or(exit::DONE)))
}

/// The default output directory: the input directory's name with `.reduced`, beside it.
fn beside(input_dir: &Path) -> PathBuf {
    let mut name = input_dir.file_name().unwrap_or_default().to_owned();
    name.push(".reduced");
    input_dir.with_file_name(name)
}

/// One line on a file's result: JSON with `--progress json`, else text unless quiet.
fn say_file(r: &FileResult, json: bool, quiet: bool) {
    if json {
        let mut line = serde_json::to_value(r).expect("a result serializes");
        line["event"] = "file".into();
        say!("{line}");
    } else if !quiet {
        let after = r.final_bytes.map_or("-".into(), |b| b.to_string());
        say!(
            "hedge: {}: {} ({} -> {} bytes, {} tests)",
            r.path,
            summary::status_text(r),
            r.original_bytes,
            after,
            r.tests
        );
    }
}

/// The summary of the run: a shard's in its own directory, else the whole batch's.
fn write_summary(
    output_dir: &Path,
    shard_run: Option<ShardRun>,
    results: &[FileResult],
    groups: &[groups::Group],
) -> Result<(), CliError> {
    match shard_run {
        Some(run) => summary::write_shard_json(
            &run.shard.dir(output_dir).join(SUMMARY),
            &run,
            results,
            groups,
        ),
        None => summary::write_json(output_dir, results, groups),
    }
    .map_err(|e| CliError::usage(format!("cannot write the summary: {e}")))
}

/// Makes the shard's own directory and removes the summary of an earlier run of it, so
/// that until this run finishes the merge sees the shard as unfinished.
fn start_shard(output_dir: &Path, shard: Shard) -> Result<(), CliError> {
    let dir = shard.dir(output_dir);
    std::fs::create_dir_all(&dir)
        .map_err(|e| CliError::usage(format!("cannot create {}: {e}", dir.display())))?;
    match std::fs::remove_file(dir.join(SUMMARY)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(CliError::usage(format!(
            "cannot remove the earlier {}: {e}",
            dir.join(SUMMARY).display()
        ))),
        _ => Ok(()),
    }
}

/// What a file's reduction says: a warning when its output cannot be written, and with
/// `-v` a line for every pass.
struct FileLines {
    file: String,
    started: std::time::Instant,
    verbose: bool,
}

impl FileLines {
    fn new(relative: &Path, verbose: bool) -> Self {
        FileLines {
            file: relative.display().to_string(),
            started: std::time::Instant::now(),
            verbose,
        }
    }
}

impl Observer for FileLines {
    fn output_unwritten(&self, error: &std::io::Error) {
        say!(
            "hedge: {}: warning: cannot update the output file: {error}",
            self.file
        );
    }

    fn pass(&self, pass: &str, detail: &str) {
        if !self.verbose {
            return;
        }
        say!(
            "hedge: {}: {:>7.1}s {pass} {detail}",
            self.file,
            self.started.elapsed().as_secs_f64()
        );
    }
}
