//! Combining the shards of a batch: every shard `K-of-N` under `OUTDIR/shards/` must have
//! finished, on the same inputs and with the same test; their results together are then
//! exactly those of one unsharded run, and are grouped the same way.

use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::path::Path;

use super::result::{FileResult, SHARDS, SUMMARY, Status};
use super::shard::{Corpus, Shard};
use super::summary::ShardSummary;

/// The results of all N shards, in input order.
pub struct Merged {
    /// The results of every shard's inputs, in the order of one unsharded run.
    pub files: Vec<FileResult>,
    /// The number of shards, N.
    pub count: usize,
    /// The whole input directory, as all shards saw it.
    pub corpus: Corpus,
}

/// Why a shard's results cannot be used yet.
#[derive(Debug, PartialEq, Eq)]
pub enum Problem {
    /// No `shards/K-of-N/`: the shard never started.
    Missing,
    /// A directory but no summary: the shard is running, or was killed.
    Unfinished,
    /// A summary with this many inputs interrupted.
    Interrupted(usize),
    /// A summary that cannot be read or parsed.
    Unreadable(String),
}

/// Why the shards cannot be merged.
#[derive(Debug)]
pub enum MergeError {
    /// `OUTDIR/shards/` holds no shard.
    NoShards,
    /// Shards of runs split differently (the N found).
    MixedCounts(Vec<usize>),
    /// Shards whose results cannot be used yet, by number.
    Incomplete {
        /// The number of shards, N.
        count: usize,
        /// Each unusable shard's number and what is wrong with it.
        problems: Vec<(usize, Problem)>,
    },
    /// Finished shards that ran different tests (`what` = "test") or saw different input
    /// directories ("inputs"); each entry is a description and the shards it fits.
    Disagree {
        /// What differs: "test" or "inputs".
        what: &'static str,
        /// Each distinct description and the numbers of the shards it fits.
        sides: Vec<(String, Vec<usize>)>,
    },
    /// A shard directory cannot be read, or the summaries do not add up to the input
    /// directory.
    Io(io::Error),
}

impl From<io::Error> for MergeError {
    fn from(e: io::Error) -> Self {
        MergeError::Io(e)
    }
}

/// Reads every shard's summary under `out_dir` and combines them.
pub fn collect(out_dir: &Path) -> Result<Merged, MergeError> {
    let count = shard_count(out_dir)?;
    let mut problems = Vec::new();
    let mut summaries = Vec::new();
    for index in 0..count {
        let shard = Shard { index, count };
        let dir = shard.dir(out_dir);
        if !dir.is_dir() {
            problems.push((index, Problem::Missing));
            continue;
        }
        let text = match std::fs::read_to_string(dir.join(SUMMARY)) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                problems.push((index, Problem::Unfinished));
                continue;
            }
            Err(e) => {
                problems.push((index, Problem::Unreadable(e.to_string())));
                continue;
            }
        };
        let summary: ShardSummary = match serde_json::from_str(&text) {
            Ok(summary) => summary,
            Err(e) => {
                problems.push((index, Problem::Unreadable(e.to_string())));
                continue;
            }
        };
        if summary.shard.shard != shard {
            problems.push((
                index,
                Problem::Unreadable(format!("it says it is shard {}", summary.shard.shard)),
            ));
            continue;
        }
        let interrupted = summary
            .files
            .iter()
            .filter(|f| f.status == Status::Interrupted)
            .count();
        if interrupted > 0 {
            problems.push((index, Problem::Interrupted(interrupted)));
            continue;
        }
        summaries.push(summary);
    }
    if !problems.is_empty() {
        return Err(MergeError::Incomplete { count, problems });
    }
    agree(&summaries, "test", |s| {
        format!("test {}", short(&s.shard.test))
    })?;
    agree(&summaries, "inputs", |s| {
        format!(
            "{} inputs (digest {})",
            s.shard.corpus.files,
            short(&s.shard.corpus.digest)
        )
    })?;

    let corpus = summaries[0].shard.corpus.clone();
    let mut files: Vec<FileResult> = summaries.into_iter().flat_map(|s| s.files).collect();
    // The order of one unsharded run: `inputs::list` sorts paths component by component.
    files.sort_by(|a, b| Path::new(&a.path).cmp(Path::new(&b.path)));
    let distinct: BTreeSet<&str> = files.iter().map(|f| f.path.as_str()).collect();
    if distinct.len() != files.len() || files.len() != corpus.files {
        return Err(MergeError::Io(io::Error::other(format!(
            "the shards hold {} results for {} distinct inputs of {}; their summaries were changed by hand",
            files.len(),
            distinct.len(),
            corpus.files
        ))));
    }
    Ok(Merged {
        files,
        count,
        corpus,
    })
}

/// N, from the names under `OUTDIR/shards/`; other names there are not hedge's and are
/// ignored.
fn shard_count(out_dir: &Path) -> Result<usize, MergeError> {
    let entries = match std::fs::read_dir(out_dir.join(SHARDS)) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(MergeError::NoShards),
        Err(e) => return Err(e.into()),
    };
    let mut counts = BTreeSet::new();
    for entry in entries {
        if let Some(shard) = Shard::from_dir_name(&entry?.file_name().to_string_lossy()) {
            counts.insert(shard.count);
        }
    }
    match counts.len() {
        0 => Err(MergeError::NoShards),
        1 => Ok(counts.into_iter().next().expect("one count")),
        _ => Err(MergeError::MixedCounts(counts.into_iter().collect())),
    }
}

/// The start of a digest, enough to tell two apart in a message.
fn short(digest: &str) -> String {
    digest.chars().take(12).collect()
}

/// Fails when the shards' `key`s differ, saying which shards have which.
fn agree(
    summaries: &[ShardSummary],
    what: &'static str,
    key: impl Fn(&ShardSummary) -> String,
) -> Result<(), MergeError> {
    let mut sides: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for summary in summaries {
        sides
            .entry(key(summary))
            .or_default()
            .push(summary.shard.shard.index);
    }
    if sides.len() <= 1 {
        return Ok(());
    }
    let mut sides: Vec<(String, Vec<usize>)> = sides.into_iter().collect();
    sides.sort_by_key(|(_, shards)| shards[0]);
    Err(MergeError::Disagree { what, sides })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::summary::{ShardRun, write_shard_json};

    fn result(path: &str) -> FileResult {
        FileResult {
            path: path.into(),
            status: Status::Reduced,
            reason: None,
            original_bytes: 10,
            final_bytes: Some(1),
            tests: 3,
            seconds: 0.1,
            output_digest: Some("d".into()),
            resumed: false,
            signature: None,
            strong_signature: false,
            language: None,
        }
    }

    fn write_shard(out: &Path, index: usize, count: usize, files: &[FileResult], inputs: usize) {
        let shard = Shard { index, count };
        std::fs::create_dir_all(shard.dir(out)).unwrap();
        let run = ShardRun {
            shard,
            test: "t".repeat(64),
            corpus: Corpus {
                files: inputs,
                digest: "c".repeat(64),
            },
        };
        write_shard_json(&shard.dir(out).join(SUMMARY), &run, files, &[]).unwrap();
    }

    #[test]
    fn merges_in_input_order() {
        let out = tempfile::tempdir().unwrap();
        write_shard(out.path(), 0, 2, &[result("b"), result("a/z")], 4);
        write_shard(out.path(), 1, 2, &[result("a-b"), result("c")], 4);
        let merged = collect(out.path()).unwrap();
        let paths: Vec<&str> = merged.files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["a/z", "a-b", "b", "c"]);
        assert_eq!(merged.count, 2);
    }

    #[test]
    fn names_missing_unfinished_and_interrupted_shards() {
        let out = tempfile::tempdir().unwrap();
        write_shard(out.path(), 0, 4, &[result("a")], 3);
        std::fs::create_dir_all(Shard { index: 2, count: 4 }.dir(out.path())).unwrap();
        let mut stopped = result("c");
        stopped.status = Status::Interrupted;
        write_shard(out.path(), 3, 4, &[stopped], 3);
        match collect(out.path()) {
            Err(MergeError::Incomplete { count, problems }) => {
                assert_eq!(count, 4);
                assert_eq!(
                    problems,
                    [
                        (1, Problem::Missing),
                        (2, Problem::Unfinished),
                        (3, Problem::Interrupted(1))
                    ]
                );
            }
            other => panic!("{:?}", other.map(|m| m.count)),
        }
    }

    #[test]
    fn refuses_shards_of_different_splits_or_none() {
        let out = tempfile::tempdir().unwrap();
        assert!(matches!(collect(out.path()), Err(MergeError::NoShards)));
        write_shard(out.path(), 0, 2, &[result("a")], 1);
        write_shard(out.path(), 0, 3, &[result("a")], 1);
        assert!(matches!(
            collect(out.path()),
            Err(MergeError::MixedCounts(counts)) if counts == [2, 3]
        ));
    }
}
