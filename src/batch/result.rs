//! What happened to one input, and the names the batch writes beside the results.

use serde::{Deserialize, Serialize};

/// Names inside the output directory that belong to the batch itself.
pub const SUMMARY: &str = "summary.json";
/// `OUTDIR/distinct/` holds one reduced file per group (likely one bug).
pub const DISTINCT: &str = "distinct";
/// `OUTDIR/shards/K-of-N/` holds what shard K of N writes besides its inputs' results.
pub const SHARDS: &str = "shards";

/// How the reduction of one input ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Reduced; the output is in the output directory.
    #[serde(rename = "reduced")]
    Reduced,
    /// The test does not find the original input interesting: nothing to reduce.
    #[serde(rename = "not interesting")]
    NotInteresting,
    /// The command does not fail on the input: nothing to reduce.
    #[serde(rename = "not reproducing")]
    NotReproducing,
    /// Not reduced for another reason, given in the result's `reason`: the input could not
    /// be read, the test could not be run or is flaky, the output could not be written, or
    /// hedge failed.
    #[serde(rename = "error")]
    Error,
    /// The test timed out on the original input.
    #[serde(rename = "timeout")]
    Timeout,
    /// Not finished because the batch was interrupted: reduced again by the next run.
    #[serde(rename = "interrupted")]
    Interrupted,
}

impl Status {
    /// The status as `summary.json` and the table on stderr spell it.
    pub fn name(self) -> &'static str {
        match self {
            Status::Reduced => "reduced",
            Status::NotInteresting => "not interesting",
            Status::NotReproducing => "not reproducing",
            Status::Error => "error",
            Status::Timeout => "timeout",
            Status::Interrupted => "interrupted",
        }
    }
}

/// What happened to one input.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FileResult {
    /// Relative to the input directory.
    pub path: String,
    /// How the reduction ended.
    pub status: Status,
    /// Why the input was not reduced, in one line; `None` when it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The input's size, in bytes (0 when it could not be read).
    pub original_bytes: usize,
    /// The reduced output's size, in bytes; `None` when the input was not reduced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_bytes: Option<usize>,
    /// Tests the reduction ran in this run (0 when the result was final from an earlier one).
    pub tests: u64,
    /// Wall time of the reduction in this run, in seconds (0 when the result was final from
    /// an earlier one).
    pub seconds: f64,
    /// BLAKE3 of the reduced output: identical outputs are grouped (see `groups`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output_digest: Option<String>,
    /// The result was final from an earlier run and the file was skipped.
    #[serde(default)]
    pub resumed: bool,
    /// In command mode without `--match`: the failure the reduction kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<String>,
    /// The signature is strong: it says where the failure is (frames, an assertion, a
    /// compiler's error), not only its kind. Inputs whose reductions kept the same strong
    /// signature are grouped as one bug. Absent when weak, and in records made before it
    /// was kept (those are grouped by output).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub strong_signature: bool,
    /// The language the file was reduced as (absent: as text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}
