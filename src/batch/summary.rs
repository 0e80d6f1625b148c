//! The batch's report: `OUTDIR/summary.json` and a table on stderr.

use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::groups::Group;
use super::result::{FileResult, SUMMARY, Status};
use super::shard::{Corpus, Shard};
use crate::files::write_atomically;

#[derive(Serialize)]
struct Summary<'a> {
    /// In a shard's summary only: what the merge checks.
    #[serde(skip_serializing_if = "Option::is_none")]
    shard: Option<&'a ShardRun>,
    files: &'a [FileResult],
    groups: &'a [Group],
    totals: Totals,
}

#[derive(Default, Serialize)]
struct Totals {
    files: usize,
    reduced: usize,
    not_interesting: usize,
    not_reproducing: usize,
    error: usize,
    timeout: usize,
    interrupted: usize,
    /// Final from an earlier run, skipped in this one.
    resumed: usize,
    /// Of `reduced`, those reduced in an earlier run.
    reduced_earlier: usize,
    groups: usize,
    tests: u64,
}

fn totals(results: &[FileResult], groups: &[Group]) -> Totals {
    let mut t = Totals {
        files: results.len(),
        groups: groups.len(),
        ..Totals::default()
    };
    for r in results {
        match r.status {
            Status::Reduced => t.reduced += 1,
            Status::NotInteresting => t.not_interesting += 1,
            Status::NotReproducing => t.not_reproducing += 1,
            Status::Error => t.error += 1,
            Status::Timeout => t.timeout += 1,
            Status::Interrupted => t.interrupted += 1,
        }
        t.resumed += usize::from(r.resumed);
        t.reduced_earlier += usize::from(r.resumed && r.status == Status::Reduced);
        t.tests += r.tests;
    }
    t
}

/// Which shard a summary is of, with what the merge checks all shards agree on.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ShardRun {
    /// The shard, `K` of `N`.
    #[serde(flatten)]
    pub shard: Shard,
    /// [`crate::oracle::TestSpec::identity`] of the test the shard ran.
    pub test: String,
    /// The whole input directory, as the shard saw it.
    pub corpus: Corpus,
}

/// A shard's summary as the merge reads it.
#[derive(Deserialize)]
pub struct ShardSummary {
    /// Which shard wrote the summary, and what it ran on.
    pub shard: ShardRun,
    /// The results of the shard's inputs, in input order.
    pub files: Vec<FileResult>,
}

/// Writes `OUTDIR/summary.json`: every input's result, the groups and the totals.
pub fn write_json(out_dir: &Path, results: &[FileResult], groups: &[Group]) -> io::Result<()> {
    write_json_to(&out_dir.join(SUMMARY), results, groups)
}

/// The summary as JSON in the file `path` (also for `--stats-json`).
pub fn write_json_to(path: &Path, results: &[FileResult], groups: &[Group]) -> io::Result<()> {
    write_summary(path, None, results, groups)
}

/// A shard's summary, at `path`.
pub fn write_shard_json(
    path: &Path,
    shard: &ShardRun,
    results: &[FileResult],
    groups: &[Group],
) -> io::Result<()> {
    write_summary(path, Some(shard), results, groups)
}

fn write_summary(
    path: &Path,
    shard: Option<&ShardRun>,
    results: &[FileResult],
    groups: &[Group],
) -> io::Result<()> {
    let summary = Summary {
        shard,
        files: results,
        groups,
        totals: totals(results, groups),
    };
    let json = serde_json::to_string_pretty(&summary).expect("a summary serializes") + "\n";
    write_atomically(path, json.as_bytes())
}

/// The status column: a result final from an earlier run says so.
pub fn status_text(result: &FileResult) -> String {
    if result.resumed {
        format!("{} (done earlier)", result.status.name())
    } else {
        result.status.name().to_string()
    }
}

/// The table of files, then the groups.
pub fn table(results: &[FileResult], groups: &[Group]) -> String {
    let width = results
        .iter()
        .map(|r| r.path.len())
        .max()
        .unwrap_or(4)
        .max(4);
    let mut out = format!(
        "{:<width$}  {:>8}    {:>8}  {:>6}  {:>7}  status\n",
        "file", "before", "after", "tests", "seconds"
    );
    for r in results {
        let after = r.final_bytes.map_or("-".to_string(), |b| b.to_string());
        out += &format!(
            "{:<width$}  {:>8} -> {:>8}  {:>6}  {:>7.1}  {}",
            r.path,
            r.original_bytes,
            after,
            r.tests,
            r.seconds,
            status_text(r)
        );
        if let Some(reason) = &r.reason {
            out += &format!(": {reason}");
        }
        out.push('\n');
    }
    let t = totals(results, groups);
    out += &format!(
        "{}: {} reduced ({} done earlier), {} not interesting, {} not reproducing, {}, {}, {} interrupted; {}\n",
        counted(t.files, "file"),
        t.reduced,
        t.reduced_earlier,
        t.not_interesting,
        t.not_reproducing,
        counted(t.error, "error"),
        counted(t.timeout, "timeout"),
        t.interrupted,
        counted(t.tests as usize, "test")
    );
    if let Some((crashes, bugs)) = super::groups::distinct_bugs(results) {
        out += &format!("{crashes} crashes, {bugs} distinct bugs (by failure signature)\n");
    }
    out += &format!(
        "{} of likely the same bug (the same failure, else identical reduced outputs):\n",
        counted(groups.len(), "group")
    );
    for (i, g) in groups.iter().enumerate() {
        out += &format!(
            "  group {}: {}, {}: {}\n",
            i + 1,
            counted(g.final_bytes, "byte"),
            counted(g.files.len(), "file"),
            g.files.join(" ")
        );
        if let Some(failure) = &g.failure {
            out += &format!("    failure: {failure}\n");
        }
    }
    out
}

/// `n` and `noun`, plural unless `n` is 1: "1 file", "3 files".
fn counted(n: usize, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        _ => format!("{n} {noun}s"),
    }
}
