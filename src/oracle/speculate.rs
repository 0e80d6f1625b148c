//! Testing candidates in order, several at once: the answer is the one a single test at a
//! time would give, and tests that can no longer matter are killed.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::Cancel;

/// What [`first_where`] found.
pub struct Found<T> {
    /// Each candidate's result, up to and including the first that stops the search (all
    /// of them when none does). `None` where a run was cancelled or never started because
    /// the search was halted.
    pub results: Vec<Option<T>>,
    /// The first candidate whose result stopped the search.
    pub stopped_at: Option<usize>,
}

/// Runs `run(k, cancel)` for `k` in `0..count`, taking them in order, up to `jobs` at a
/// time on `pool`, until a result satisfies `stop`. Then the runs of later candidates are
/// cancelled (their tests killed) and no new ones start; earlier ones finish, since one
/// of them may stop the search first. `halt` stops everything (an interrupt). A run
/// returns `None` when it was cancelled.
pub fn first_where<T: Send>(
    pool: &rayon::ThreadPool,
    jobs: usize,
    count: usize,
    run: &(dyn Fn(usize, &Cancel) -> Option<T> + Sync),
    stop: &(dyn Fn(&T) -> bool + Sync),
    halt: &(dyn Fn() -> bool + Sync),
) -> Found<T> {
    let results: Vec<Mutex<Option<T>>> = (0..count).map(|_| Mutex::new(None)).collect();
    let cancels: Vec<Cancel> = (0..count).map(|_| Cancel::new()).collect();
    let next = AtomicUsize::new(0);
    let first_stop = AtomicUsize::new(usize::MAX);

    let worker = || {
        loop {
            let k = next.fetch_add(1, Ordering::SeqCst);
            if k >= count || k > first_stop.load(Ordering::SeqCst) || halt() {
                return;
            }
            let Some(result) = run(k, &cancels[k]) else {
                continue;
            };
            let stops = stop(&result);
            *results[k].lock().unwrap() = Some(result);
            if stops && k < first_stop.fetch_min(k, Ordering::SeqCst) {
                // Later candidates can no longer come first: kill their tests.
                for cancel in &cancels[k + 1..] {
                    cancel.cancel();
                }
            }
        }
    };
    if jobs <= 1 {
        worker();
    } else {
        pool.scope(|s| {
            for _ in 0..jobs.min(count) {
                s.spawn(|_| worker());
            }
        });
    }

    let stopped_at = Some(first_stop.load(Ordering::SeqCst)).filter(|&k| k < count);
    let end = stopped_at.map_or(count, |k| k + 1);
    let results = results
        .into_iter()
        .take(end)
        .map(|slot| slot.into_inner().unwrap())
        .collect();
    Found {
        results,
        stopped_at,
    }
}

/// A pool for [`first_where`] with `jobs` threads.
pub fn pool(jobs: usize) -> std::io::Result<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .thread_name(|i| format!("hedge-test-{i}"))
        .build()
        .map_err(std::io::Error::other)
}
