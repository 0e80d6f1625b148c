//! Inputs whose reduced outputs are identical likely hit the same bug: they form a group,
//! represented by its smallest original input (then the first by name).

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use serde::Serialize;

use super::result::{DISTINCT, FileResult, Status};

/// Inputs whose reduced outputs are identical: likely one bug.
#[derive(Clone, Debug, Serialize)]
pub struct Group {
    /// The member with the smallest original input (then the first by path); its output
    /// stands for the group in `distinct/`.
    pub representative: String,
    /// Members, representative first.
    pub files: Vec<String>,
    /// The size of the members' common reduced output, in bytes.
    pub final_bytes: usize,
    /// The BLAKE3 digest of that output.
    pub output_digest: String,
}

/// Groups the reduced files by output; groups are ordered by representative.
pub fn group(results: &[FileResult]) -> Vec<Group> {
    let mut by_output: BTreeMap<&str, Vec<&FileResult>> = BTreeMap::new();
    for result in results {
        if result.status == Status::Reduced
            && let Some(digest) = &result.output_digest
        {
            by_output.entry(digest).or_default().push(result);
        }
    }
    let mut groups: Vec<Group> = by_output
        .into_iter()
        .map(|(digest, mut members)| {
            members.sort_by(|a, b| (a.original_bytes, &a.path).cmp(&(b.original_bytes, &b.path)));
            Group {
                representative: members[0].path.clone(),
                files: members.iter().map(|m| m.path.clone()).collect(),
                final_bytes: members[0].final_bytes.unwrap_or(0),
                output_digest: digest.to_string(),
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
}
