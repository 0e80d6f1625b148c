//! A macro body's tokens, each deletable: the grammar keeps a body as one token, so
//! without this a body shrinks only by being expanded where it is used.

use crate::lang::Rules;
use crate::tree::{Edit, Edits, NodeId, Tree};

use super::lex::{Token, is_word, tokens};

/// The tokens of every macro body in a tree, in order (one body's are consecutive).
pub struct BodyTokens<'a> {
    tree: &'a Tree,
    tokens: Vec<(NodeId, Token)>,
}

impl<'a> BodyTokens<'a> {
    pub fn new(tree: &'a Tree, rules: &Rules) -> Self {
        let mut found = Vec::new();
        if let Some(rule) = &rules.macros {
            for node in tree.descendants(tree.root()) {
                if !rule.object.matches(tree, node) && !rule.function.matches(tree, node) {
                    continue;
                }
                for value in tree.children_by_field(node, &rule.value) {
                    let body = tree.text(value);
                    found.extend(tokens(body).into_iter().map(|t| (value, t)));
                }
            }
        }
        BodyTokens {
            tree,
            tokens: found,
        }
    }

    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }

    /// The edits that delete every token not listed in `kept` (sorted indices): one new
    /// text per body that loses a token.
    pub fn edits(&self, kept: &[usize]) -> Edits<'static> {
        let mut edits = Edits::new();
        let mut k = 0;
        let mut i = 0;
        while i < self.tokens.len() {
            let value = self.tokens[i].0;
            let end = i + self.tokens[i..].iter().take_while(|t| t.0 == value).count();
            let mut deleted = Vec::new();
            for j in i..end {
                while k < kept.len() && kept[k] < j {
                    k += 1;
                }
                if kept.get(k) != Some(&j) {
                    deleted.push(self.tokens[j].1);
                }
            }
            if !deleted.is_empty() {
                let text = without(self.tree.text(value), &deleted);
                edits.insert(value, Edit::Text(String::from_utf8_lossy(&text).into()));
            }
            i = end;
        }
        edits
    }
}

/// `body` without the `deleted` tokens (in order). Blanks and line continuations stay,
/// so the body spans the same lines; a space keeps two words that would touch apart.
pub fn without(body: &[u8], deleted: &[Token]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut at = 0;
    let ends = deleted.iter().map(|t| t.start).chain([body.len()]);
    for (kept_until, next) in ends.zip(deleted.iter().map(|t| t.end).chain([body.len()])) {
        let kept = &body[at..kept_until];
        let touching =
            out.last().is_some_and(|&b| is_word(b)) && kept.first().is_some_and(|&b| is_word(b));
        if touching {
            out.push(b' ');
        }
        out.extend_from_slice(kept);
        at = next;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deleted_tokens_keep_continuations_and_words_apart() {
        let body = b"f(x) + \\\n  g(y)";
        let toks = tokens(body);
        // Delete `(`, `x`, `)` of f(x) and `+`.
        let text = without(body, &toks[1..5]);
        assert_eq!(text, b"f  \\\n  g(y)");
        let text = without(b"a(b)", &tokens(b"a(b)")[1..2]);
        assert_eq!(text, b"a b)");
    }
}
