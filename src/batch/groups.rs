//! Inputs that likely hit the same bug form a group, represented by its smallest reduced
//! output (then the smallest original input, then the first by name).
//!
//! An input is one bug with another when their reductions kept the same strong failure
//! signature (command mode without `--match`), as fuzzing triage tools deduplicate crashes
//! by where they fail; otherwise when their reduced outputs are identical. Identical
//! outputs alone split one bug whenever its inputs are read differently: a C crash file
//! whose `)` is in a comment keeps the comment whole (`/* ) */`, one token), where the
//! same bug in a text file reduces to `)`; the language of a crash file without an
//! extension is only guessed. The failure the reduction kept is the same whatever the
//! file was read as. A weak signature (only a signal or an error line) does not group:
//! different bugs of one kind share it.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use serde::Serialize;

use super::result::{DISTINCT, FileResult, Status};

/// Inputs that likely hit one bug.
#[derive(Clone, Debug, Serialize)]
pub struct Group {
    /// The member with the smallest reduced output (then the smallest original input,
    /// then the first by path); its output stands for the group in `distinct/`.
    pub representative: String,
    /// Members, representative first.
    pub files: Vec<String>,
    /// The strong failure signature the members' reductions kept, when they are grouped
    /// by it; absent when they are grouped by identical outputs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
    /// The size of the representative's reduced output, in bytes.
    pub final_bytes: usize,
    /// The BLAKE3 digest of that output.
    pub output_digest: String,
}

/// What makes inputs one group.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Key<'a> {
    /// The strong signature their reductions kept.
    Failure(&'a str),
    /// The digest of their identical reduced output.
    Output(&'a str),
}

/// The group key of a reduced file; `None` for a file not reduced.
fn key(result: &FileResult) -> Option<Key<'_>> {
    if result.status != Status::Reduced {
        return None;
    }
    match &result.signature {
        Some(signature) if result.strong_signature => Some(Key::Failure(signature)),
        _ => result.output_digest.as_deref().map(Key::Output),
    }
}

/// Groups the reduced files (see the module's comment); groups are ordered by
/// representative.
pub fn group(results: &[FileResult]) -> Vec<Group> {
    let mut by_key: BTreeMap<Key, Vec<&FileResult>> = BTreeMap::new();
    for result in results {
        if let Some(key) = key(result) {
            by_key.entry(key).or_default().push(result);
        }
    }
    let mut groups: Vec<Group> = by_key
        .into_iter()
        .map(|(key, mut members)| {
            members.sort_by_key(|m| (m.final_bytes, m.original_bytes, &m.path));
            let representative = members[0];
            Group {
                representative: representative.path.clone(),
                files: members.iter().map(|m| m.path.clone()).collect(),
                failure: match key {
                    Key::Failure(signature) => Some(signature.to_string()),
                    Key::Output(_) => None,
                },
                final_bytes: representative.final_bytes.unwrap_or(0),
                output_digest: representative.output_digest.clone().unwrap_or_default(),
            }
        })
        .collect();
    groups.sort_by(|a, b| a.representative.cmp(&b.representative));
    groups
}

/// Crashes and distinct bugs among the reduced files that have a failure signature
/// (command mode): "12 crashes, 3 distinct bugs". `None` when none has one.
pub fn distinct_bugs(results: &[FileResult]) -> Option<(usize, usize)> {
    let signatures: Vec<&str> = results
        .iter()
        .filter(|r| r.status == Status::Reduced)
        .filter_map(|r| r.signature.as_deref())
        .collect();
    let distinct: std::collections::BTreeSet<&str> = signatures.iter().copied().collect();
    (!signatures.is_empty()).then_some((signatures.len(), distinct.len()))
}

/// Replaces `OUTDIR/distinct/` with one reduced file per group, under its representative's
/// relative path.
pub fn write_distinct(out_dir: &Path, groups: &[Group]) -> io::Result<()> {
    let distinct = out_dir.join(DISTINCT);
    match std::fs::remove_dir_all(&distinct) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    for group in groups {
        let target = distinct.join(&group.representative);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::copy(out_dir.join(&group.representative), target)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reduced(path: &str, original_bytes: usize, digest: &str) -> FileResult {
        FileResult {
            path: path.into(),
            status: Status::Reduced,
            reason: None,
            original_bytes,
            final_bytes: Some(3),
            tests: 1,
            seconds: 0.0,
            output_digest: Some(digest.into()),
            resumed: false,
            signature: Some(digest.into()),
            strong_signature: false,
            language: None,
        }
    }

    #[test]
    fn groups_by_output_with_smallest_original_first() {
        let mut skipped = reduced("x", 1, "a");
        skipped.status = Status::NotInteresting;
        let results = [
            reduced("c", 50, "a"),
            reduced("b", 20, "b"),
            reduced("a", 50, "a"),
            reduced("d", 10, "a"),
            skipped,
        ];
        let groups = group(&results);
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0].representative, "b");
        assert_eq!(groups[1].files, ["d", "a", "c"]);
        // Four reduced crashes; their signatures (here the digests) are two.
        assert_eq!(distinct_bugs(&results), Some((4, 2)));
        assert_eq!(distinct_bugs(&results[4..]), None);
    }

    #[test]
    fn a_strong_signature_groups_different_outputs() {
        // `a` and `c` failed the same assertion, reduced as text and as C.
        let failing = |path: &str, output: &str, final_bytes: usize| FileResult {
            final_bytes: Some(final_bytes),
            signature: Some("assertion `depth == 0' failed in read_group".into()),
            strong_signature: true,
            ..reduced(path, 50, output)
        };
        let mut weak = reduced("e", 40, "x");
        weak.signature = Some("killed by SIGSEGV".into());
        let results = [
            failing("c", "comment", 7),
            reduced("b", 20, "b"),
            failing("a", "paren", 1),
            weak.clone(),
            FileResult {
                path: "f".into(),
                output_digest: Some("y".into()),
                ..weak
            },
        ];
        let groups = group(&results);
        let files: Vec<&[String]> = groups.iter().map(|g| &g.files[..]).collect();
        assert_eq!(files, [&["a", "c"][..], &["b"], &["e"], &["f"]]);
        assert_eq!(groups[0].final_bytes, 1);
        assert!(groups[0].failure.as_deref().unwrap().contains("read_group"));
        assert_eq!(groups[1].failure, None);
    }
}
