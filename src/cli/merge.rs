//! `hedge merge`: one summary from the shards of a batch (`hedge batch --shard K/N`).
//!
//! A subcommand of its own rather than `hedge batch merge` (a corpus directory named
//! `merge` would be ambiguous) or `hedge batch --merge` (none of batch's test flags apply).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::exit::{self, CliError};
use super::outputs::{self, Protected};
use crate::batch::merge::{self, MergeError, Problem};
use crate::batch::{SHARDS, groups, summary};

const MERGE_HELP: &str = "\
Every shard K-of-N under OUTDIR/shards/ must have finished, on the same inputs and with the
same test; the merged summary then lists and groups the inputs as one unsharded run would.

Exit codes:
  0  merged: OUTDIR/summary.json holds the combined summary
  1  usage or input/output error: OUTDIR is not an output of hedge batch, holds no shards,
     or holds shards of two different splits
  3  some shards are missing, unfinished or interrupted, or ran on other inputs or another
     test; they are named, and nothing was merged";

#[derive(Args, Debug)]
#[command(after_help = MERGE_HELP)]
pub struct MergeArgs {
    /// The OUTDIR that the shards (`hedge batch DIR --shard K/N -o OUTDIR`) wrote to.
    /// OUTDIR/summary.json receives the combined summary.
    pub dir: PathBuf,

    /// Also write one reduced file per group (the same failure, or identical outputs) to
    /// OUTDIR/distinct/.
    #[arg(long)]
    pub distinct: bool,

    /// Also write the combined summary to FILE.
    #[arg(long, value_name = "FILE")]
    pub stats_json: Option<PathBuf>,

    /// Print only errors: no table.
    #[arg(short, long)]
    pub quiet: bool,
}

pub fn run(args: MergeArgs) -> Result<ExitCode, CliError> {
    if !args.dir.is_dir() || !outputs::is_hedge_output(&args.dir) {
        return Err(CliError::usage(format!(
            "{} is not an output directory of hedge batch",
            args.dir.display()
        ))
        .with_hint("give the -o OUTDIR of `hedge batch DIR --shard K/N -o OUTDIR`"));
    }
    let mut protected = Protected::new(&[]);
    protected.add(&args.dir);
    if let Some(stats) = &args.stats_json {
        outputs::check_file(stats, "--stats-json", &protected)?;
    }
    let merged = merge::collect(&args.dir).map_err(|e| explain(&args, e))?;
    let groups = groups::group(&merged.files);
    summary::write_json(&args.dir, &merged.files, &groups)
        .map_err(|e| CliError::usage(format!("cannot write the summary: {e}")))?;
    if args.distinct {
        groups::write_distinct(&args.dir, &groups)
            .map_err(|e| CliError::usage(format!("cannot write distinct files: {e}")))?;
    }
    if let Some(path) = &args.stats_json {
        summary::write_json_to(path, &merged.files, &groups)
            .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))?;
    }
    if !args.quiet {
        say!("{}", summary::table(&merged.files, &groups).trim_end());
        say!(
            "hedge: merged {} shards ({} inputs) → {}",
            merged.count,
            merged.corpus.files,
            args.dir.join(crate::batch::SUMMARY).display()
        );
    }
    Ok(ExitCode::from(exit::DONE))
}

/// The message, hint and exit code of each way a merge can fail.
fn explain(args: &MergeArgs, error: MergeError) -> CliError {
    let dir = args.dir.display();
    match error {
        MergeError::NoShards => CliError::usage(format!("no shards in {dir}/{SHARDS}/")).with_hint(
            format!("run `hedge batch DIR --shard K/N -o {dir} ...` for K = 0 .. N-1 first"),
        ),
        MergeError::MixedCounts(counts) => {
            let counts: Vec<String> = counts.iter().map(|n| n.to_string()).collect();
            CliError::usage(format!(
                "{dir}/{SHARDS}/ holds shards of runs split into {} parts; hedge does not guess which to merge",
                counts.join(" and ")
            ))
            .with_hint(format!(
                "remove the directories K-of-N of the split you no longer use from {dir}/{SHARDS}/ (the reduced files stay)"
            ))
        }
        MergeError::Incomplete { count, problems } => {
            let lines: Vec<String> = problems
                .iter()
                .map(|(index, problem)| format!("  shard {index}/{count}: {}", describe(problem)))
                .collect();
            let numbers: Vec<String> = problems.iter().map(|(i, _)| i.to_string()).collect();
            CliError {
                code: exit::INCOMPLETE,
                message: format!(
                    "{} of {count} shards are not finished; nothing was merged\n{}",
                    problems.len(),
                    lines.join("\n")
                ),
                hint: Some(format!(
                    "run shards {} (again) with the same flags: `hedge batch DIR --shard K/{count} -o {dir} ...`; finished inputs are not redone",
                    numbers.join(", ")
                )),
            }
        }
        MergeError::Disagree { what, sides } => {
            let lines: Vec<String> = sides
                .iter()
                .map(|(side, shards)| {
                    let noun = if shards.len() == 1 { "shard" } else { "shards" };
                    let shards: Vec<String> = shards.iter().map(|s| s.to_string()).collect();
                    format!("  {noun} {}: {side}", shards.join(", "))
                })
                .collect();
            let (said, hint) = if what == "test" {
                (
                    "the shards ran different tests",
                    "run every shard again with the same test flags; inputs finished with that test are not redone",
                )
            } else {
                (
                    "the shards saw different input directories",
                    "run every shard again on the same directory; finished inputs are not redone",
                )
            };
            CliError {
                code: exit::INCOMPLETE,
                message: format!("{said}; nothing was merged\n{}", lines.join("\n")),
                hint: Some(hint.to_string()),
            }
        }
        MergeError::Io(e) => CliError::usage(format!("cannot merge the shards in {dir}: {e}")),
    }
}

fn describe(problem: &Problem) -> String {
    match problem {
        Problem::Missing => "missing: it never started (no directory of its own)".into(),
        Problem::Unfinished => {
            "unfinished: it started but wrote no summary (still running, or killed)".into()
        }
        Problem::Interrupted(n) => format!("interrupted: {n} inputs not reduced"),
        Problem::Unreadable(e) => format!("its summary cannot be read: {e}"),
    }
}
