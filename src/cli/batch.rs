//! `hedge batch`: flags and checks for reducing a whole directory of inputs.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;

use super::exit::{self, CliError};
use super::interrupt;
use super::lang_args::LangArgs;
use super::outputs::{self, Existing, Protected};
use super::test_args::{ProgressMode, ReportArgs, TestArgs};
use crate::batch::BatchResults;
use crate::batch::{Batch, FileResult, groups, summary};
use crate::reduce::output::OUTPUT_DIR_MARKER;
use crate::reduce::{Observer, Silent};

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

    /// Also write one reduced file per group of identical outputs to OUTDIR/distinct/.
    #[arg(long)]
    pub distinct: bool,

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
    let output = args.output.clone().unwrap_or_else(|| {
        let mut name = input_dir.file_name().unwrap_or_default().to_owned();
        name.push(".reduced");
        input_dir.with_file_name(name)
    });
    let mut protected = Protected::new(&[&input_dir]);
    outputs::check_dir(&output, "-o", &protected, Existing::Resume)?;
    protected.add(&output);
    if let Some(stats) = &args.report.stats_json {
        outputs::check_file(stats, "--stats-json", &protected)?;
    }
    let output_dir = outputs::resolve(&output);
    let started = std::time::Instant::now();
    // The spec does not depend on the file name; each file gets its own oracle later.
    let spec = args.test.oracle("input")?.spec().clone();
    let batch = Batch {
        input_dir,
        output_dir: output_dir.clone(),
        spec,
        timeout: Duration::from_secs_f64(args.test.timeout),
        language: args.lang.choice()?,
        jobs: args.test.jobs(),
        syntax_filter: args.lang.syntax_filter,
        allow_trivial: args.allow_trivial,
        initial_runs: args.test.initial_runs.into(),
        allow_flaky: args.test.allow_flaky,
        observer_for: if args.report.verbose {
            Box::new(|relative| Arc::new(PassLines::new(relative)) as Arc<dyn Observer>)
        } else {
            Box::new(|_| Arc::new(Silent) as Arc<dyn Observer>)
        },
    };
    std::fs::create_dir_all(&output_dir)
        .and_then(|()| std::fs::write(output_dir.join(OUTPUT_DIR_MARKER), "made by hedge batch\n"))
        .map_err(|e| CliError::usage(format!("cannot create {}: {e}", output_dir.display())))?;

    let quiet = args.report.quiet;
    let json = args.report.progress == ProgressMode::Json;
    let on_file = |r: &FileResult| {
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
    };
    let BatchResults {
        files: results,
        redone_for_other_test,
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
    summary::write_json(&output_dir, &results, &groups)
        .map_err(|e| CliError::usage(format!("cannot write the summary: {e}")))?;
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
    Ok(match interrupt::received() {
        Some(signal) if signal == libc::SIGTERM => ExitCode::from(exit::INTERRUPTED_SIGTERM),
        Some(_) => ExitCode::from(exit::INTERRUPTED_SIGINT),
        None => ExitCode::from(exit::DONE),
    })
}

/// With `-v`: a line for every pass of every file's reduction.
struct PassLines {
    file: String,
    started: std::time::Instant,
}

impl PassLines {
    fn new(relative: &Path) -> Self {
        PassLines {
            file: relative.display().to_string(),
            started: std::time::Instant::now(),
        }
    }
}

impl Observer for PassLines {
    fn pass(&self, pass: &str, detail: &str) {
        say!(
            "hedge: {}: {:>7.1}s {pass} {detail}",
            self.file,
            self.started.elapsed().as_secs_f64()
        );
    }
}
