//! A tree of files as one value: read from a directory or from several files, written
//! into a directory, and encoded as bytes, so that the judge, its cache and the
//! best-so-far output treat a tree of files like any other candidate. Nothing here knows
//! of tests or syntax.
//!
//! - [`read`]: what is read from disk (ignored build outputs, links, limits);
//! - [`encode`]: the tree as bytes and back;
//! - [`write`](mod@write): the tree written into a directory;
//! - [`output`]: files replaced in one step, and the best-so-far output of a reduction.

pub mod encode;
mod file_tree;
pub mod output;
pub mod read;
pub mod write;

pub use encode::DecodeError;
pub use file_tree::{FileTree, Files};
pub use output::{BestSoFar, OUTPUT_DIR_MARKER, Offered, replace_dir, write_atomically};
pub use read::{ReadError, Skipped, read_inputs};
pub use write::write_tree;
