//! The figures a reduction reports (summary on stderr, `--stats-json`).

use nix::sys::resource::{UsageWho, getrusage};
use nix::sys::time::TimeVal;
use serde::Serialize;

use crate::reduce::figures::passes::PassFigures;
use crate::reduce::figures::trajectory::Point;

/// The figures of one reduction: sizes before and after, tests and their outcomes, time.
#[derive(Clone, Debug, Default, Serialize)]
#[non_exhaustive]
pub struct Report {
    /// The language the input was reduced as: `None` for text, or a tree of files (each
    /// by its own).
    pub language: Option<&'static str>,
    /// The input's size, in bytes (for a tree of files, its files' contents).
    pub original_bytes: usize,
    /// The result's size, in bytes, counted the same way.
    pub final_bytes: usize,
    /// The input's tokens (see [`count_tokens`]; for a tree, summed over its files).
    pub original_tokens: usize,
    /// The result's tokens, counted the same way.
    pub final_tokens: usize,
    /// Interestingness tests actually run (each distinct candidate text at most once).
    pub tests_run: u64,
    /// Candidates judged in ddmin's order (tested, answered from a cache or skipped):
    /// the same for every `-j` and every machine, as `--max-tests` counts them.
    pub candidates_in_order: u64,
    /// Candidates answered from a cache (same configuration or same text) without a test.
    pub cache_hits: u64,
    /// Tests that left their candidate unresolved: it timed out twice.
    pub unresolved: u64,
    /// Test runs cut at the timeout, the second run of a candidate included.
    pub timeouts: u64,
    /// How long each test could run.
    pub timeout_seconds: f64,
    /// Whether that timeout was derived from the original's runs (no fixed timeout given).
    pub timeout_derived: bool,
    /// Candidates predicted uninteresting from their syntax, not tested.
    pub skipped_invalid: u64,
    /// Single changes predicted rejected from an earlier test in the same surroundings,
    /// not tested again.
    pub predicted_rejected: u64,
    /// Tests that could not be started; their candidates counted as unresolved.
    pub start_failures: u64,
    /// Tests run at once (`-j`).
    pub jobs: usize,
    /// Removals of a round tried side by side (`--width`).
    pub width: usize,
    /// With `--run-ahead`: tests run ahead to their outcome (counted in `tests_run` too),
    /// and how many of those outcomes the reduction used (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run_ahead: Option<crate::reduce::judging::ahead::AheadFigures>,
    /// Test runs per machine, when tests were started through `--launcher` (absent
    /// otherwise).
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub machines: std::collections::BTreeMap<String, u64>,
    /// Wall time of the whole reduction, its checks included.
    pub wall_seconds: f64,
    /// Sum of the tests' own durations.
    pub test_seconds: f64,
    /// CPU time hedge itself used (not its tests).
    pub hedge_cpu_seconds: f64,
    /// Tests, bytes removed and time per pass, in the order the passes first ran.
    pub passes: Vec<PassFigures>,
    /// For a tree of files: each file of the original, with its size before and after.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<FileFigures>,
    /// Whether the reduction stopped at its `--max-tests` budget.
    pub stopped_at_max_tests: bool,
    /// In command mode without `--match`: the failure every candidate kept.
    pub signature: Option<crate::oracle::Signature>,
    /// The size at the start and after each accepted improvement.
    pub trajectory: Vec<Point>,
}

/// One file of a tree, before and after.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FileFigures {
    /// The file's path in the tree.
    pub path: String,
    /// Its size in the original, in bytes.
    pub original_bytes: usize,
    /// `None`: the file was deleted.
    pub final_bytes: Option<usize>,
    /// Its tokens in the original.
    pub original_tokens: usize,
    /// Its tokens in the result; `None`: the file was deleted.
    pub final_tokens: Option<usize>,
}

/// How a reduction counts sizes: one file in a language (or as text), or a tree of files
/// (encoded, see [`crate::files::encode`]), each file by its own language, the encoding
/// itself not counted.
#[derive(Clone, Copy)]
pub enum Sizing {
    /// One file in a language (`None`: text), its tokens those of that language's syntax.
    File(Option<&'static crate::lang::Language>),
    /// A tree of files, encoded: each file's tokens by its own language.
    Tree,
}

impl Sizing {
    /// The size of `text` in bytes; for a tree, its files' contents, not the encoding.
    pub fn bytes(self, text: &[u8]) -> usize {
        match (self, self.tree(text)) {
            (Sizing::Tree, Some(tree)) => tree.content_bytes(),
            _ => text.len(),
        }
    }

    /// The tokens of `text` (see [`count_tokens`]); for a tree, summed over its files.
    pub fn tokens(self, text: &[u8]) -> usize {
        match self {
            Sizing::File(language) => count_tokens(language, text),
            Sizing::Tree => match self.tree(text) {
                Some(tree) => file_tokens(&tree).into_values().sum(),
                None => count_text_tokens(text),
            },
        }
    }

    fn tree(self, text: &[u8]) -> Option<crate::files::FileTree> {
        match self {
            Sizing::Tree => crate::files::encode::decode(text).ok(),
            Sizing::File(_) => None,
        }
    }
}

/// Leaf tokens of the syntax tree, or words and symbols for text.
pub fn count_tokens(language: Option<&crate::lang::Language>, text: &[u8]) -> usize {
    match language {
        Some(language) => crate::tree::count_tokens(&language.grammar, text),
        None => count_text_tokens(text),
    }
}

/// Tokens of each file of `tree`, by its language among the tree's files.
pub fn file_tokens(tree: &crate::files::FileTree) -> std::collections::BTreeMap<&str, usize> {
    let paths = tree.files.keys().map(String::as_str);
    tree.files
        .iter()
        .map(|(path, bytes)| {
            let language = crate::lang::for_path_among(path, paths.clone());
            (path.as_str(), count_tokens(language, bytes))
        })
        .collect()
}

/// The figures of each file of `original`, and what became of it in `result`.
pub fn file_figures(
    original: &crate::files::FileTree,
    result: &crate::files::FileTree,
) -> Vec<FileFigures> {
    let before = file_tokens(original);
    let after = file_tokens(result);
    original
        .files
        .iter()
        .map(|(path, bytes)| FileFigures {
            path: path.clone(),
            original_bytes: bytes.len(),
            final_bytes: result.files.get(path).map(Vec::len),
            original_tokens: before[path.as_str()],
            final_tokens: after.get(path.as_str()).copied(),
        })
        .collect()
}

/// CPU seconds (user + system) used by this process so far, its children excluded.
pub fn own_cpu_seconds() -> f64 {
    // It cannot fail for this process.
    let Ok(usage) = getrusage(UsageWho::RUSAGE_SELF) else {
        return 0.0;
    };
    let seconds = |t: TimeVal| t.tv_sec() as f64 + t.tv_usec() as f64 / 1e6;
    seconds(usage.user_time()) + seconds(usage.system_time())
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
