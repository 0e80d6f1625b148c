//! Reduction of one input: [`Reducer`] checks the test, picks the reducer for the input
//! (by syntax tree, as text, or a tree of files), and keeps the best result so far.
//!
//! - [`session`]: the [`Reducer`] and what it returns;
//! - [`settings`]: how a reduction runs;
//! - [`preflight`]: the checks of the test before reducing;
//! - `judging`: deciding candidates (tests, cache, pre-test, stop, minimizers' bridge);
//! - `passes`: the tree reducer: HDD's sweeps and the passes after them (bulk, groups,
//!   tokens, characters);
//! - `text`: the text reducer (lines, then characters or bytes);
//! - `tree_of_files`: the reducer of a tree of files;
//! - [`figures`]: what a reduction tells as it runs and at its end.

pub mod figures;
pub(crate) mod judging;
pub(crate) mod passes;
pub mod preflight;
pub mod session;
pub mod settings;
pub(crate) mod text;
pub(crate) mod tree_of_files;

pub use figures::{Observer, Report, Silent};
pub use judging::Stop;
pub use session::{Reduced, Reducer, SessionError};
pub use settings::{FilterMode, Settings};
