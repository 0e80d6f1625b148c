//! `hedge batch`: flags and checks for reducing a whole directory of inputs.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::exit::{self, CliError};
use super::interrupt;
use super::outputs::{self, Existing, Protected};
use super::test_args::TestArgs;
use crate::batch::BatchResults;
use crate::batch::{Batch, FileResult, LanguageChoice, groups, summary};
use crate::lang;
use crate::reduce::output::OUTPUT_DIR_MARKER;
use crate::reduce::syntax_filter::FilterMode;

#[derive(Args, Debug)]
pub struct BatchArgs {
    /// Directory of inputs (e.g. a fuzzer's crashes): every regular file below it is
    /// reduced. It is never modified.
    pub dir: PathBuf,

    #[command(flatten)]
    pub test: TestArgs,

    /// Where results go: OUTDIR/<relative path> per input, OUTDIR/summary.json, and the
    /// records that let a rerun skip the files already done.
    #[arg(short, long, value_name = "OUTDIR")]
    pub output: PathBuf,

    /// Language of every input: `c`, `python` or `text` [default: from each extension;
    /// text when unknown].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,

    /// Also write one reduced file per group of identical outputs to OUTDIR/distinct/.
    #[arg(long)]
    pub distinct: bool,

    /// Skip candidates with more syntax errors than the input without testing them.
    #[arg(long, value_enum, value_name = "WHEN", default_value = "auto")]
    pub syntax_filter: FilterMode,

    /// Reduce even inputs whose test finds the empty file interesting.
    #[arg(long)]
    pub allow_trivial: bool,

    /// No line per finished file and no table.
    #[arg(short, long)]
    pub quiet: bool,
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
    outputs::check_dir(
        &args.output,
        "-o",
        &Protected::new(&[&input_dir]),
        Existing::Resume,
    )?;
    let output_dir = outputs::resolve(&args.output);
    // The spec does not depend on the file name; each file gets its own oracle later.
    let spec = args.test.oracle("input")?.spec().clone();
    let batch = Batch {
        input_dir,
        output_dir: output_dir.clone(),
        spec,
        timeout: Duration::from_secs_f64(args.test.timeout),
        language: choose_language(args.lang.as_deref())?,
        jobs: args.test.jobs(),
        syntax_filter: args.syntax_filter,
        allow_trivial: args.allow_trivial,
    };
    std::fs::create_dir_all(&output_dir)
        .and_then(|()| std::fs::write(output_dir.join(OUTPUT_DIR_MARKER), "made by hedge batch\n"))
        .map_err(|e| CliError::usage(format!("cannot create {}: {e}", output_dir.display())))?;

    let quiet = args.quiet;
    let on_file = |r: &FileResult| {
        if !quiet {
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
    Ok(match interrupt::received() {
        Some(signal) if signal == libc::SIGTERM => ExitCode::from(exit::INTERRUPTED_SIGTERM),
        Some(_) => ExitCode::from(exit::INTERRUPTED_SIGINT),
        None => ExitCode::from(exit::DONE),
    })
}

fn choose_language(name: Option<&str>) -> Result<LanguageChoice, CliError> {
    match name {
        None => Ok(LanguageChoice::ByExtension),
        Some("text") => Ok(LanguageChoice::Fixed(None)),
        Some(name) => lang::by_name(name)
            .map(|l| LanguageChoice::Fixed(Some(l)))
            .ok_or_else(|| {
                let known: Vec<&str> = lang::all().iter().map(|l| l.name).chain(["text"]).collect();
                CliError::usage(format!(
                    "unknown language {name:?}; known: {}",
                    known.join(", ")
                ))
            }),
    }
}
