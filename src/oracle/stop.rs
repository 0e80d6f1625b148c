//! Stopping everything a reduction runs, from another thread or a signal handler.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Stops a running reduction, isolation or batch from another thread: no new test
/// starts, the tests of an oracle that holds this handle (see
/// [`crate::Oracle::with_stop`]) are killed, and the reduction returns its best result
/// so far soon after. Setting it only stores to an atomic, so a signal handler may.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    /// Asks to stop; every clone of this handle sees it.
    pub fn stop(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// The flag itself, for a signal handler to set (see `cli::interrupt`).
    #[cfg(feature = "cli")]
    pub(crate) fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.0)
    }

    /// Whether a stop was asked for.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}
