//! A stop asked for from another thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Stops a running reduction from another thread: no new test starts, and the reduction
/// returns its best result so far soon after (a running test is let finish).
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    /// Asks the reduction to stop; every clone of this handle sees it.
    pub fn stop(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// Whether a stop was asked for.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}
