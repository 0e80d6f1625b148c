//! Whether hedge was interrupted: a signal handler sets it, every test loop reads it.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the signal handler: every running test is killed and no new one starts.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Whether hedge was interrupted (see [`INTERRUPTED`]).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}
