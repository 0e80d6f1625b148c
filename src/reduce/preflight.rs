//! Checks made before reducing: the test must find the original input interesting and the
//! empty input not.

use crate::oracle::{Oracle, RunReport};

pub enum PreflightError {
    /// The test does not find the original input interesting.
    OriginalNotInteresting(Box<RunReport>),
    /// The test finds the empty input interesting: it is almost certainly wrong.
    EmptyIsInteresting,
    Io(std::io::Error),
}

impl From<std::io::Error> for PreflightError {
    fn from(e: std::io::Error) -> Self {
        PreflightError::Io(e)
    }
}

/// Runs the checks; calibrates a command-mode oracle on the original input.
pub fn check(
    oracle: &mut Oracle,
    original: &[u8],
    allow_trivial: bool,
) -> Result<(), PreflightError> {
    let report = oracle.calibrate(original)?;
    if !report.interesting {
        return Err(PreflightError::OriginalNotInteresting(Box::new(report)));
    }
    if !original.is_empty() && !allow_trivial {
        let empty = oracle.run(b"", &std::sync::atomic::AtomicBool::new(false))?;
        if empty.interesting {
            return Err(PreflightError::EmptyIsInteresting);
        }
    }
    Ok(())
}
