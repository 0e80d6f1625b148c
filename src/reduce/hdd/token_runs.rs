//! Runs of consecutive tokens that cut from one construct's boundary into the head of
//! another, deleted one run per test. The tree's deletions follow its nodes and ddmin's
//! parts over the tokens fall where halving puts them; a run such as `) ; b (` in
//! `a(x); b(y);` (leaving `a(y);`), `) func m (` (one function's head on the next one's
//! parameters and body) or `namespace N {` (a wrapper's head) is neither. C-Vise finds
//! these by trying every run of up to 16 tokens at every position. Trying only the runs
//! that end on a construct's opening token (`(`, `{`, a keyword that heads a statement)
//! and start on an opening or closing one found the same joins on the corpus for a
//! quarter of the tests or less (`c/format_warning`: 98 tests in the pass instead of 448).

use crate::tree::{NodeId, PrintStyle, Tree};

use super::one_by_one::Deletion;
use super::reducer::{Filtered, TreeReducer};

/// The longest run tried: C-Vise's longest token run.
const LONGEST_RUN: usize = 16;

impl TreeReducer<'_> {
    /// Deletes runs of `LONGEST_RUN` down to two tokens that start on a boundary and end
    /// on an opening token (see [`boundaries`]): for each length, from the first token
    /// on, one test per run, taking every run the test accepts and going on from there.
    /// `filtered`: whether the syntax filter still screens the candidates. `None` when
    /// reduction was stopped.
    pub(super) fn delete_token_runs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Option<Vec<u8>> {
        self.begin("runs of tokens", "");
        let mut current = current.to_vec();
        for length in (2..=LONGEST_RUN).rev() {
            current =
                self.delete_one_by_one(&current, style, filtered, |tree| runs(tree, length))?;
        }
        Some(current)
    }
}

/// The runs of `length` tokens of `tree` that start on a boundary and end on an opening
/// token, each at the index of its first token.
fn runs(tree: &Tree, length: usize) -> Vec<Deletion> {
    let tokens: Vec<NodeId> = tree.tokens(tree.root()).collect();
    let bounds = boundaries(tree, &tokens);
    (0..(tokens.len() + 1).saturating_sub(length))
        .filter(|&i| bounds[i].starts_run() && bounds[i + length - 1].opens)
        .map(|i| Deletion {
            position: i,
            nodes: tokens[i..i + length].to_vec(),
        })
        .collect()
}

/// Where a token stands in the constructs around it.
#[derive(Clone, Copy, Default)]
struct Boundary {
    /// The token is a literal (`(`, `{`, `namespace`) that begins a larger node.
    opens: bool,
    /// The token is a literal (`)`, `}`, `;`) that ends a larger node.
    closes: bool,
}

impl Boundary {
    fn starts_run(self) -> bool {
        self.opens || self.closes
    }
}

/// Each token's [`Boundary`]: a literal token (not a named one, such as an identifier)
/// that is the first or the last of its parent's several children, or any literal token
/// in an ERROR node.
fn boundaries(tree: &Tree, tokens: &[NodeId]) -> Vec<Boundary> {
    let boundary = |token: NodeId| {
        let Some(parent) = tree.parent(token).filter(|_| !tree.is_named(token)) else {
            return Boundary::default();
        };
        // Error recovery flattens what it cannot read into one node: there, any literal
        // may be where a construct begins or ends.
        let flattened = tree.is_error(parent);
        let siblings = tree.children(parent);
        let several = siblings.len() > 1;
        Boundary {
            opens: flattened || several && siblings.first() == Some(&token),
            closes: flattened || several && siblings.last() == Some(&token),
        }
    };
    tokens.iter().map(|&token| boundary(token)).collect()
}
