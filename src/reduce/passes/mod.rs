//! Hierarchical Delta Debugging (Misherghi & Su, ICSE 2006) over hedge's syntax tree, with
//! the language's replacements as extra changes, repeated to a fixpoint (HDD*); then finer
//! passes for changes of several parts (typedefs with their uses, calls with the bodies
//! they run, parameters with their arguments, format conversions with theirs), tokens,
//! and the characters inside identifiers, numbers and strings.
//!
//! One file per job:
//! - `reducer.rs`: the reducer and what every pass shares: the memoised parse, candidates
//!   through the syntax filter, and ddmin over a pass's changes (`choose`);
//! - `kept.rs`: what the bulk passes learnt;
//! - `bulk.rs`: function bodies emptied and the definitions whose names occur nowhere
//!   else deleted, at once first, before the levels: most of a large input goes in few
//!   tests;
//! - `schedule.rs`: which passes run in which order, each sequence to a fixpoint (the
//!   rounds, and HDD*'s sweeps over the levels);
//! - `levels.rs`: one level of HDD: the changes at one depth of the tree, and ddmin over
//!   them;
//! - `group_passes.rs`: the passes of several-part changes, whose groups come from
//!   `crate::transform`;
//! - `tokens.rs`: the passes over tokens and the characters inside them;
//! - `one_by_one.rs`: deletions tried one per test, each accepted one taken: the shape
//!   of the two passes at each fixpoint of the rounds, which follow;
//! - `bracket_pairs.rs`: a construct's brackets deleted together, what they hold kept;
//! - `token_runs.rs`: runs of consecutive tokens from one construct's boundary into the
//!   head of another;
//! - `tidy.rs`: the final tidying of blanks.

mod bracket_pairs;
mod bulk;
mod group_passes;
mod kept;
mod levels;
mod one_by_one;
mod reducer;
mod rejected;
mod schedule;
mod spelling;
mod tidy;
mod token_runs;
mod tokens;

pub use levels::{NodeEdit, applied_edits, level_changes};
pub use reducer::TreeReducer;
