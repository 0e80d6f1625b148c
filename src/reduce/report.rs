//! The figures a reduction reports (summary on stderr, `--stats-json`).

use serde::Serialize;

use super::passes::PassFigures;
use super::trajectory::Point;

#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    pub original_bytes: usize,
    pub final_bytes: usize,
    pub original_tokens: usize,
    pub final_tokens: usize,
    /// Interestingness tests actually run (each distinct candidate text at most once).
    pub tests_run: u64,
    /// Candidates answered from a cache (same configuration or same text) without a test.
    pub cache_hits: u64,
    pub unresolved: u64,
    pub timeouts: u64,
    /// Candidates predicted uninteresting from their syntax, not tested.
    pub skipped_invalid: u64,
    /// Tests that could not be started; their candidates counted as unresolved.
    pub start_failures: u64,
    pub jobs: usize,
    pub wall_seconds: f64,
    /// Sum of the tests' own durations.
    pub test_seconds: f64,
    /// CPU time hedge itself used (not its tests).
    pub hedge_cpu_seconds: f64,
    /// Tests, bytes removed and time per pass, in the order the passes first ran.
    pub passes: Vec<PassFigures>,
    /// The size at the start and after each accepted improvement.
    pub trajectory: Vec<Point>,
}

/// CPU seconds (user + system) used by this process so far, its children excluded.
pub fn own_cpu_seconds() -> f64 {
    // SAFETY: getrusage writes into the struct we pass and nothing else.
    let usage = unsafe {
        let mut usage = std::mem::zeroed::<libc::rusage>();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Counts tokens in text of unknown syntax: a run of letters, digits and `_` is one token,
/// any other non-blank byte is one token.
pub fn count_text_tokens(text: &[u8]) -> usize {
    let mut count = 0;
    let mut in_word = false;
    for &b in text {
        let word = b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
        if word {
            if !in_word {
                count += 1;
            }
        } else if !b.is_ascii_whitespace() {
            count += 1;
        }
        in_word = word;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_words_and_punctuation() {
        assert_eq!(count_text_tokens(b"int main() { return 42; }"), 9);
        assert_eq!(count_text_tokens(b""), 0);
    }
}
