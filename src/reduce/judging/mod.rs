//! Deciding candidates: the [`Judge`] runs tests through the oracle, with the outcome
//! cache, parallel speculation, the best-so-far output, a stop and a budget; the syntax
//! pre-test screens candidates before a test; the run ahead lets idle workers test what
//! the reduction tests next; [`minimize`] lets a minimizer of
//! `crate::dd` choose among a list of changes, each configuration judged as a text.

pub mod ahead;
pub mod judge;
pub mod key;
pub mod limits;
pub mod minimize;
pub mod syntax_filter;

pub use judge::{Candidate, Judge, TextKey, text_key};
pub use limits::{Limits, Stop, Stopped};
pub use minimize::{Shape, minimize};
