//! Syntax as a free pre-test: a candidate that parses with more syntax errors than the
//! original input is predicted uninteresting without running the test. Crash-on-invalid
//! bugs need broken candidates, so a sample of them is tested anyway, and once an invalid
//! candidate is accepted the filter steps aside for the rest of the run.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::lang::Language;
use crate::tree::Tree;

use super::Candidate;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FilterMode {
    /// Never test candidates with more syntax errors than the input.
    Always,
    /// Skip them, but test a sample; stop filtering once a broken candidate is accepted.
    Auto,
    /// Test every candidate.
    Never,
}

/// Whether tree-sitter finds any syntax error in `text`.
fn parses_with_errors(language: &Language, text: &[u8]) -> bool {
    thread_local! {
        /// A parser per test thread, with the name of the language it is set to.
        static PARSER: std::cell::RefCell<(&'static str, tree_sitter::Parser)> =
            std::cell::RefCell::new(("", tree_sitter::Parser::new()));
    }
    PARSER.with_borrow_mut(|(name, parser)| {
        if *name != language.name {
            if parser.set_language(&language.grammar).is_err() {
                return false;
            }
            *name = language.name;
        }
        parser
            .parse(text, None)
            .is_none_or(|tree| tree.root_node().has_error())
    })
}

/// One in this many invalid candidates is tested anyway (chosen by the text's digest, so
/// the choice does not depend on timing or parallelism).
const SAMPLE_ONE_IN: u8 = 16;

pub struct SyntaxFilter {
    mode: FilterMode,
    language: &'static Language,
    /// Syntax errors in the original input.
    baseline: usize,
    stepped_aside: AtomicBool,
}

impl SyntaxFilter {
    pub fn new(mode: FilterMode, language: &'static Language, original: &[u8]) -> Self {
        let baseline = Tree::parse(&language.grammar, original).error_count();
        SyntaxFilter {
            mode,
            language,
            baseline,
            stepped_aside: AtomicBool::new(false),
        }
    }

    fn active(&self) -> bool {
        self.mode != FilterMode::Never && !self.stepped_aside.load(Ordering::Relaxed)
    }

    fn is_invalid(&self, text: &[u8]) -> bool {
        // Most candidates parse cleanly: tree-sitter's own flag says so without building
        // hedge's tree; only a candidate with errors needs them counted.
        if self.baseline == 0 {
            return parses_with_errors(self.language, text);
        }
        Tree::parse(&self.language.grammar, text).error_count() > self.baseline
    }

    /// The candidate to hand to the judge for `text`.
    pub fn check(&self, text: Vec<u8>) -> Candidate {
        if !self.active() || !self.is_invalid(&text) {
            return Candidate::Text(text);
        }
        let sampled = self.mode == FilterMode::Auto
            && blake3::hash(&text).as_bytes()[0].is_multiple_of(SAMPLE_ONE_IN);
        if sampled {
            Candidate::Text(text)
        } else {
            Candidate::Skipped
        }
    }

    /// Called with each accepted result: an accepted invalid candidate shows the bug needs
    /// broken input, so (in auto mode) the filter steps aside from now on.
    pub fn accepted(&self, text: &[u8]) {
        if self.mode == FilterMode::Auto && self.active() && self.is_invalid(text) {
            self.stepped_aside.store(true, Ordering::Relaxed);
        }
    }

    /// Whether the filter stopped filtering during the run.
    pub fn stepped_aside(&self) -> bool {
        self.stepped_aside.load(Ordering::Relaxed)
    }
}
