//! hedge: a fast, syntax-aware test-case reducer.
//!
//! - [`dd`]: delta debugging (ddmin, dd), generic over what is reduced;
//! - [`oracle`]: runs interestingness tests as real processes;
//! - [`tree`]: hedge's lossless syntax tree, built from tree-sitter, and printing with edits;
//! - [`lang`]: the language registry and the reduction rules in `grammars/`;
//! - [`reduce`]: reducers per input kind, driving `dd` with the oracle;
//! - [`cli`]: the command line.

pub mod batch;
pub mod cli;
pub mod dd;
pub mod isolate;
pub mod lang;
pub mod oracle;
pub mod reduce;
pub mod tree;
