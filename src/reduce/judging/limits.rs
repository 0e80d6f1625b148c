//! When the judge stops testing: a stop asked for from another thread, and a budget of
//! candidates; and [`Stopped`], what a pass returns when testing stopped.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

pub use crate::oracle::Stop;

/// A pass's error when reduction was stopped (by the user, an interrupt, a limit, a test
/// that can no longer run): its result is not finished. It carries no text: the caller
/// holds the text the pass started from, which is the best it has, and passes it on with
/// `?` to where the reduction ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// The limits of one reduction's testing: its [`Stop`], and at most `budget` candidates
/// judged in ddmin's order (those up to the first interesting one of each round, tested,
/// found in the cache or skipped; not the ones tested ahead in parallel). The budget is
/// checked between rounds, never inside one, so a reduction stops at the same candidate,
/// with the same result, for every `-j`.
#[derive(Debug, Default)]
pub struct Limits {
    stop: Stop,
    budget: Option<u64>,
    /// Candidates judged in ddmin's order so far.
    judged_in_order: AtomicU64,
    /// Set once the budget is spent.
    spent: AtomicBool,
}

impl Limits {
    /// The limits of `stop` and `budget` (`None`: no budget).
    pub fn new(stop: Stop, budget: Option<u64>) -> Self {
        Limits {
            stop,
            budget,
            ..Limits::default()
        }
    }

    /// Whether the budget leaves room for another round; once it does not, it is spent.
    pub fn allow_round(&self) -> bool {
        match self.budget {
            Some(budget) if self.judged_in_order() >= budget => {
                self.spent.store(true, Ordering::SeqCst);
                false
            }
            _ => true,
        }
    }

    /// Counts `n` more candidates judged in ddmin's order.
    pub fn judged(&self, n: u64) {
        self.judged_in_order.fetch_add(n, Ordering::SeqCst);
    }

    /// Candidates judged in ddmin's order so far: the same for every `-j`, unlike the
    /// tests that speculation ran.
    pub fn judged_in_order(&self) -> u64 {
        self.judged_in_order.load(Ordering::SeqCst)
    }

    /// Whether the budget is spent.
    pub fn spent(&self) -> bool {
        self.spent.load(Ordering::SeqCst)
    }

    /// Whether testing must stop: a stop was asked for, or the budget is spent.
    pub fn reached(&self) -> bool {
        self.stop.is_stopped() || self.spent()
    }
}
