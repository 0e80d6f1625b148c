//! What each pass cost and gained: tests run, bytes removed and time, summed over every
//! time the pass ran (each tree level, each round). Tells a user which passes earn their
//! tests on their kind of input, and shows hedge's own tuning where the tests go.

use std::sync::Mutex;
use std::time::Instant;

use serde::Serialize;

/// One pass's figures over the whole reduction.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PassFigures {
    /// The pass's name, as the observer hears it (e.g. "tree sweeps", "tokens").
    pub pass: String,
    /// Interestingness tests run while the pass was on.
    pub tests: u64,
    /// Bytes the best result lost while the pass was on.
    pub bytes_removed: u64,
    /// Wall time while the pass was on.
    pub seconds: f64,
}

/// The pass that is on, from where it started.
struct Current {
    at: usize,
    tests: u64,
    bytes: usize,
    started: Instant,
}

/// Collects [`PassFigures`] as passes start, in the order passes first ran.
#[derive(Default)]
pub struct PassLog {
    state: Mutex<(Vec<PassFigures>, Option<Current>)>,
}

impl PassLog {
    /// `pass` starts; the previous one ends. `tests` and `bytes` are the tests run so far
    /// and the size of the best result so far.
    pub fn start(&self, pass: &str, tests: u64, bytes: usize) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (figures, current) = &mut *state;
        close(figures, current.take(), tests, bytes);
        let at = match figures.iter().position(|f| f.pass == pass) {
            Some(at) => at,
            None => {
                figures.push(PassFigures {
                    pass: pass.to_string(),
                    tests: 0,
                    bytes_removed: 0,
                    seconds: 0.0,
                });
                figures.len() - 1
            }
        };
        *current = Some(Current {
            at,
            tests,
            bytes,
            started: Instant::now(),
        });
    }

    /// Ends the last pass and returns every pass's figures.
    pub fn finish(&self, tests: u64, bytes: usize) -> Vec<PassFigures> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (figures, current) = &mut *state;
        close(figures, current.take(), tests, bytes);
        std::mem::take(figures)
    }
}

fn close(figures: &mut [PassFigures], current: Option<Current>, tests: u64, bytes: usize) {
    if let Some(c) = current {
        let f = &mut figures[c.at];
        f.tests += tests.saturating_sub(c.tests);
        f.bytes_removed += c.bytes.saturating_sub(bytes) as u64;
        f.seconds += c.started.elapsed().as_secs_f64();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_add_up_over_every_run_of_a_pass_in_first_run_order() {
        let log = PassLog::default();
        log.start("tree sweeps", 0, 1000);
        log.start("tokens", 40, 300);
        log.start("tree sweeps", 55, 280);
        log.start("tokens", 60, 270);
        let figures = log.finish(61, 270);
        let summary: Vec<(&str, u64, u64)> = figures
            .iter()
            .map(|f| (f.pass.as_str(), f.tests, f.bytes_removed))
            .collect();
        assert_eq!(
            summary,
            [("tree sweeps", 40 + 5, 700 + 10), ("tokens", 15 + 1, 20)]
        );
    }
}
