//! What passes learnt of the test, kept between their runs.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};

use crate::reduce::judging::TextKey;
use crate::tree::Tree;

/// What the bulk passes learnt: what they tried and the test kept, by text, not tried
/// again while the text is the same (what is inside a kept definition is); and whether
/// they go before the top level.
#[derive(Default)]
pub struct Kept {
    pub(super) definitions: Mutex<HashSet<TextKey>>,
    pub(super) bodies: Mutex<HashSet<TextKey>>,
    pub(super) before_top: OnceLock<bool>,
    /// Whether the unit the sweeps started from had a body to empty or an unused
    /// definition (see `bulk_finds_work`).
    pub(super) work: OnceLock<bool>,
    /// For each length of a run of tokens, the tree every run of that length was last
    /// tried on, and whether unfiltered (see `token_runs.rs`).
    pub(super) runs_tried: Mutex<HashMap<usize, (bool, Arc<Tree>)>>,
}
