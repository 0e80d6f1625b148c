//! Syntax as a free pre-test: a candidate that parses with more syntax errors than the
//! original input is predicted uninteresting without running the test. Crash-on-invalid
//! bugs need broken candidates, so a sample of them is tested anyway, and once an invalid
//! candidate is accepted the filter steps aside for the rest of the run.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::lang::Language;

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

/// ERROR and MISSING nodes in tree-sitter's parse of `text`. It reads tree-sitter's tree
/// directly (hedge's own tree is not needed) and descends only into subtrees that hold an
/// error, so a clean candidate costs one parse and one flag check.
fn syntax_errors(language: &Language, text: &[u8]) -> usize {
    thread_local! {
        /// A parser per test thread, with the name of the language it is set to.
        static PARSER: std::cell::RefCell<(&'static str, tree_sitter::Parser)> =
            std::cell::RefCell::new(("", tree_sitter::Parser::new()));
    }
    PARSER.with_borrow_mut(|(name, parser)| {
        if *name != language.name {
            parser
                .set_language(&language.grammar)
                .expect("a grammar hedge was built with");
            *name = language.name;
        }
        let Some(tree) = parser.parse(text, None) else {
            return usize::MAX;
        };
        let mut errors = 0;
        let mut cursor = tree.walk();
        loop {
            let node = cursor.node();
            errors += usize::from(node.is_error() || node.is_missing());
            if node.has_error() && cursor.goto_first_child() {
                continue;
            }
            while !cursor.goto_next_sibling() {
                if !cursor.goto_parent() {
                    return errors;
                }
            }
        }
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
        let baseline = syntax_errors(language, original);
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
        syntax_errors(self.language, text) > self.baseline
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

    /// Whether broken candidates are still skipped but for a sample (auto mode, not yet
    /// stepped aside).
    pub fn filtering_by_sample(&self) -> bool {
        self.mode == FilterMode::Auto && self.active()
    }

    /// Whether the filter stopped filtering during the run.
    pub fn stepped_aside(&self) -> bool {
        self.stepped_aside.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::Tree;

    #[test]
    fn counts_the_same_errors_as_the_tree() {
        let c = crate::lang::by_name("c").unwrap();
        for text in [
            &b"int main() { return 0; }"[..],
            b"int f( { x = ; }",
            b"}}} int",
            b"",
        ] {
            assert_eq!(
                syntax_errors(c, text),
                Tree::parse(&c.grammar, text).error_count(),
                "{:?}",
                text
            );
        }
    }
}
