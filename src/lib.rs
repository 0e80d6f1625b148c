//! hedge: a fast, syntax-aware test-case reducer.
//!
//! - [`dd`]: delta debugging (ddmin, dd), generic over what is reduced;
//! - [`oracle`]: runs interestingness tests as real processes;
//! - [`reduce`]: reducers per input kind, driving `dd` with the oracle;
//! - [`cli`]: the command line.

pub mod cli;
pub mod dd;
pub mod oracle;
pub mod reduce;
