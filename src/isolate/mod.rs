//! Isolation between two versions: the changes that turn OLD into NEW and the file trees
//! that subsets of them produce ([`Changes`], in `changes.rs`), their grouping
//! ([`groups`]), the tester that runs the test on them ([`tester`]), and one whole
//! isolation or maximization, the entry point for the command line and library users
//! ([`Isolation`], in `session.rs`).

mod changes;
pub mod groups;
pub mod output;
mod session;
pub mod tester;

pub use changes::{Change, Changes, Edit, load};
pub use session::{Figures, IsolateError, Isolated, Isolation, Maximized, Side};
pub use tester::{Hear, TestRun};

/// A version: relative path → contents.
pub use crate::files::Files;
