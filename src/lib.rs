//! hedge: a fast, syntax-aware test-case reducer.
//!
//! Given an input and a test that says whether a candidate is still "interesting" (still
//! fails the same way), hedge finds a much smaller interesting input: by syntax tree for
//! the languages in [`lang`] (Hierarchical Delta Debugging over ddmin), as text otherwise.
//!
//! The command line is one user of this API; a Rust program is another. A [`Reducer`]
//! reduces bytes with a test that is a closure ([`Oracle::function`]), a script or a
//! command ([`Oracle::new`]), reports progress to an [`Observer`], and can be stopped from
//! another thread ([`Reducer::stop_handle`]):
//!
//! ```
//! use std::sync::Arc;
//! use hedge::{Oracle, Reducer, Settings, Silent};
//!
//! let input = b"int a = 1;\nint keep = 2;\nint b = 3;\n".to_vec();
//! // Interesting: the text still declares `keep`.
//! let oracle = Oracle::function(|candidate: &[u8]| {
//!     candidate.windows(4).any(|w| w == b"keep")
//! });
//! let mut settings = Settings::default();
//! settings.jobs = 2;
//! let reduced = Reducer::new(input)
//!     .language(hedge::lang::by_name("c"))
//!     .settings(settings)
//!     .run(oracle, Arc::new(Silent))?;
//! assert_eq!(reduced.result.trim_ascii(), b"keep");
//! assert!(reduced.report.tests_run > 0);
//! # Ok::<(), hedge::SessionError>(())
//! ```
//!
//! The modules, from the bottom up:
//! - [`dd`]: delta debugging (ddmin, dd, ddmax), generic over what is reduced;
//! - [`oracle`]: runs interestingness tests, as real processes or as a function;
//! - [`tree`]: hedge's lossless syntax tree, built from tree-sitter, and printing with edits;
//! - [`lang`]: the language registry and the reduction rules in `grammars/`;
//! - [`reduce`]: reducers per input kind, driving `dd` with the oracle; [`Reducer`];
//! - [`isolate`], [`batch`]: failure-inducing differences, and many inputs at once;
//! - `cli`: the command line (the default `cli` feature; without it, the library alone).

// Every public item says what it is: the docs are the API.
#![deny(missing_docs)]

// The test runner needs Linux's pidfd_open, renameat2 and pipe2 (README, "Platforms").
#[cfg(not(target_os = "linux"))]
compile_error!(
    "hedge builds on Linux only: its test runner uses pidfd_open, renameat2 and pipe2 (see README.md, Platforms)"
);

pub mod batch;
#[cfg(feature = "cli")]
pub mod cli;
pub mod dd;
pub mod files;
pub mod isolate;
pub mod lang;
pub mod oracle;
pub mod reduce;
pub(crate) mod transform;
pub mod tree;

pub use oracle::{Oracle, TestSpec};
pub use reduce::preflight::PreflightError;
pub use reduce::{FilterMode, Observer, Report, Settings, Silent};

/// What the benches and tests in this repository measure or check inside hedge; not part
/// of the API, and it may change at any time.
#[doc(hidden)]
pub mod internals {
    pub use crate::reduce::judging::syntax_filter::SyntaxFilter;
    pub use crate::reduce::judging::{TextKey, text_key};
    pub use crate::reduce::passes::{NodeEdit, applied_edits, level_changes};
    pub use crate::transform::unused_definitions;
}
pub use reduce::{Reduced, Reducer, SessionError, Stop};
