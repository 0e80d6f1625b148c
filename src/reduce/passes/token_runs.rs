//! Runs of consecutive tokens that cut from one construct's boundary into the head of
//! another, deleted one run per test. The tree's deletions follow its nodes and ddmin's
//! parts over the tokens fall where halving puts them; a run such as `) ; b (` in
//! `a(x); b(y);` (leaving `a(y);`), `) func m (` (one function's head on the next one's
//! parameters and body) or `namespace N {` (a wrapper's head) is neither. C-Vise finds
//! these by trying every run of up to 16 tokens at every position. Trying only the runs
//! that end on a construct's opening token (`(`, `{`, a keyword that heads a statement)
//! and start on an opening or closing one found the same joins on the corpus for a
//! quarter of the tests or less (`c/format_warning`: 98 tests in the pass instead of 448).
//!
//! The pass runs at each fixpoint of the rounds. A later run of it tries only the runs
//! that hold or touch a token changed since every run of their length was last tried:
//! the others were tried with the same tokens and the same tokens beside them, and the
//! rounds in between were no more than single changes away from them. A run's place is
//! the run itself, not a node around it: a run crosses constructs, so the node that holds
//! it is most of a class or a function, whose text changes with any removal in it. On
//! the corpus (at 056f2e6), no later run of the pass removed anything, in 1,547 tests.

use crate::tree::{NodeId, PrintStyle, Tree};

use super::one_by_one::Deletion;
use super::reducer::{Filtered, TreeReducer};
use crate::reduce::judging::Stopped;

/// The longest run tried: C-Vise's longest token run.
const LONGEST_RUN: usize = 16;

/// The longest text whose tokens are compared with those of the text the runs were last
/// tried on (see `touched_since`), on either side: the diff's time grows with the tokens
/// times the changes, so on a longer text every run is tried.
const MOST_COMPARED: usize = 64 * 1024;

impl TreeReducer<'_> {
    /// Deletes runs of `LONGEST_RUN` down to two tokens that start on a boundary and end
    /// on an opening token (see [`boundaries`]): for each length, from the first token
    /// on, one test per run, taking every run the test accepts and going on from there.
    /// `filtered`: whether the syntax filter still screens the candidates.
    pub(super) fn delete_token_runs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Result<Vec<u8>, Stopped> {
        self.begin("runs of tokens", "");
        let mut current = current.to_vec();
        for length in (2..=LONGEST_RUN).rev() {
            // With `--retest-rejected`, every run is tried every time; and every run is
            // tried again once the filter lets broken candidates through, as the runs it
            // skipped were never tested.
            let unfiltered = matches!(filtered, Filtered::No);
            let tried = self.rejected.as_ref().and_then(|_| {
                let tried = self.kept.runs_tried.lock().unwrap();
                let (was_unfiltered, tree) = tried.get(&length)?;
                let comparable = *was_unfiltered == unfiltered && current.len() <= MOST_COMPARED;
                comparable.then(|| tree.clone())
            });
            let tried_tokens = tried.as_deref().map(token_texts);
            current = self.delete_one_by_one(&current, style, filtered, |tree| {
                let mut runs = runs(tree, length);
                if let Some(tried_tokens) = &tried_tokens {
                    let touched = touched_since(tried_tokens, tree);
                    runs.retain(|run| {
                        touched[run.position.saturating_sub(1)..=run.position + length]
                            .contains(&true)
                    });
                }
                runs
            })?;
            // The tree the pass parsed last (no parse of its own); a longer text is never
            // compared, and its tree is not kept.
            let mut runs_tried = self.kept.runs_tried.lock().unwrap();
            match current.len() <= MOST_COMPARED {
                true => runs_tried.insert(length, (unfiltered, self.parse(&current))),
                false => runs_tried.remove(&length),
            };
        }
        Ok(current)
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

/// For each token of `tree` and one past the last: whether it is new since the tokens
/// `before` (not one of the tokens the two have in common, in order) or stands just after
/// tokens `before` had and `tree` lost.
fn touched_since(before: &[&[u8]], tree: &Tree) -> Vec<bool> {
    let now = token_texts(tree);
    let mut touched = vec![false; now.len() + 1];
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, before, &now) {
        let (_, _, new_range) = op.as_tag_tuple();
        match op.tag() {
            similar::DiffTag::Equal => {}
            similar::DiffTag::Delete => touched[new_range.start] = true,
            similar::DiffTag::Insert | similar::DiffTag::Replace => {
                touched[new_range].fill(true);
            }
        }
    }
    touched
}

/// The texts of `tree`'s tokens, in order.
fn token_texts(tree: &Tree) -> Vec<&[u8]> {
    let tokens = tree.tokens(tree.root());
    tokens.map(|token| tree.text(token)).collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    fn c(source: &str) -> Tree {
        let c = crate::lang::by_name("c").unwrap();
        Tree::parse(&c.grammar, source.as_bytes())
    }

    #[test]
    fn tokens_new_or_after_a_loss_are_touched() {
        let before = c("int f(void) { a(1); b(2); c(3); }\n");
        // `b(2);` gone, `3` made `4`: the `c` after the loss and the `4` are touched.
        let after = c("int f(void) { a(1); c(4); }\n");
        let touched = touched_since(&token_texts(&before), &after);
        let tokens = token_texts(&after);
        let named: Vec<&[u8]> = (0..tokens.len())
            .filter(|&k| touched[k])
            .map(|k| tokens[k])
            .collect();
        assert_eq!(named, [&b"c"[..], b"4"]);
        assert!(!touched[tokens.len()]);
        // Nothing lost or new: nothing touched.
        assert!(!touched_since(&tokens, &after).contains(&true));
        // The last tokens lost: one past the last is touched.
        let shorter = c("int f(void) { a(1); c(4); }\nint g;\n");
        assert!(touched_since(&token_texts(&shorter), &after)[tokens.len()]);
    }
}
