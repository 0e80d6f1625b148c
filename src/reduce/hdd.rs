//! Hierarchical Delta Debugging (Misherghi & Su, ICSE 2006) over hedge's syntax tree, with
//! the language's replacements as extra changes, repeated to a fixpoint (HDD*); then finer
//! passes over tokens and over the characters inside identifiers, numbers and strings.

use crate::dd::Stats;
use crate::lang::{self, Language};
use crate::tree::{Edit, Edits, NodeId, PrintStyle, Tree};

use super::syntax_filter::SyntaxFilter;
use super::{Judge, ddmin_texts};

/// Sweeps beyond this many are not expected; the bound only guards against a cycle of
/// equal-size replacements.
const MAX_SWEEPS: usize = 100;

pub struct TreeReducer<'a> {
    pub judge: &'a Judge,
    pub language: &'static Language,
    pub filter: &'a SyntaxFilter,
    pub on_pass: &'a (dyn Fn(&str) + Sync),
}

/// One change at a level: an edit of one node.
struct Change {
    node: NodeId,
    edit: Edit,
}

impl TreeReducer<'_> {
    /// Reduces `input`; stops early (returning the best so far) when the judge stops.
    pub fn reduce(&self, input: &[u8], stats: &mut Stats) -> Vec<u8> {
        let style = lang::style(self.language);
        let mut current = input.to_vec();
        for sweep in 1..=MAX_SWEEPS {
            let before = current.clone();
            let mut level = 0;
            loop {
                let tree = Tree::parse(&self.language.grammar, &current);
                if level > tree.max_depth() {
                    break;
                }
                (self.on_pass)(&format!("tree sweep {sweep}, level {level}"));
                match self.reduce_level(&tree, level, &style, stats) {
                    Some(next) => current = next,
                    None => return current,
                }
                level += 1;
            }
            if current == before {
                break;
            }
        }
        for pass in [Self::reduce_tokens, Self::shrink_tokens] {
            match pass(self, &current, &style, stats) {
                Some(next) => current = next,
                None => return current,
            }
        }
        self.tidy(current)
    }

    /// ddmin over the changes to the nodes at depth `level`. A configuration lists the
    /// changes *not* applied, so ddmin's minimal configuration applies as many as possible.
    fn reduce_level(
        &self,
        tree: &Tree,
        level: usize,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let changes: Vec<Change> = tree
            .nodes_at_depth(level)
            .into_iter()
            .flat_map(|node| {
                let own = tree.text(node).len();
                lang::changes(tree, node, self.language)
                    .into_iter()
                    .filter(move |edit| shrinks(tree, edit, own))
                    .map(move |edit| Change { node, edit })
            })
            .collect();
        self.apply_best(tree, style, &changes, stats)
    }

    /// Runs ddmin over `changes` (in order, strongest first for each node) and returns the
    /// text with the chosen ones applied.
    fn apply_best(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        changes: &[Change],
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let current = tree.source();
        if changes.is_empty() {
            return Some(current.to_vec());
        }
        let print = |not_applied: &[usize]| -> Vec<u8> {
            let mut edits = Edits::with_capacity(changes.len());
            let mut skip = not_applied.iter().peekable();
            for (i, change) in changes.iter().enumerate() {
                if skip.peek() == Some(&&i) {
                    skip.next();
                    continue;
                }
                // A node's first applicable change is its strongest.
                if edits.get(change.node).is_none() {
                    edits.insert(change.node, change.edit.clone());
                }
            }
            let mut out = Vec::with_capacity(current.len());
            tree.print_with(&edits, style, &mut out);
            out
        };
        let build = |config: &[usize]| self.filter.check(print(config));
        let kept = ddmin_texts(self.judge, changes.len(), build, stats)?;
        // ddmin never tests its empty configuration (here: every change applied); a single
        // remaining change must still be tried alone for the result to be 1-minimal.
        let kept =
            if kept.len() == 1 && self.judge.first_interesting(1, &|_| build(&[]))[0].is_fail() {
                Vec::new()
            } else {
                kept
            };
        let result = print(&kept);
        self.filter.accepted(&result);
        if self.judge.stopped() {
            None
        } else {
            Some(result)
        }
    }

    /// ddmin over the tokens: removes what the tree could not express.
    fn reduce_tokens(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        (self.on_pass)("tokens");
        let tree = Tree::parse(&self.language.grammar, current);
        let changes: Vec<Change> = (0..tree.len() as NodeId)
            .filter(|&id| tree.is_leaf(id) && !tree.text(id).is_empty())
            .map(|node| Change {
                node,
                edit: Edit::Delete,
            })
            .collect();
        self.apply_best(&tree, style, &changes, stats)
    }

    /// ddmin over the characters of identifiers, numbers and strings (`504` → `4`).
    fn shrink_tokens(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        (self.on_pass)("characters in tokens");
        let tree = Tree::parse(&self.language.grammar, current);
        let shrinkable = &self.language.rules.shrinkable_tokens;
        // One unit per character of every shrinkable token: (token, char start, char end).
        let mut units: Vec<(NodeId, usize, usize)> = Vec::new();
        for id in 0..tree.len() as NodeId {
            if !tree.is_leaf(id)
                || !tree
                    .kinds(id)
                    .iter()
                    .any(|k| shrinkable.iter().any(|s| s == k))
            {
                continue;
            }
            let Ok(text) = std::str::from_utf8(tree.text(id)) else {
                continue;
            };
            units.extend(text.char_indices().map(|(i, c)| (id, i, i + c.len_utf8())));
        }
        if units.is_empty() {
            return Some(current.to_vec());
        }
        let print = |kept: &[usize]| -> Vec<u8> {
            let mut edits = Edits::new();
            let mut k = 0;
            let mut i = 0;
            while i < units.len() {
                let token = units[i].0;
                let text = std::str::from_utf8(tree.text(token)).expect("checked above");
                let mut shrunk = String::new();
                let mut all = true;
                while i < units.len() && units[i].0 == token {
                    if kept.get(k) == Some(&i) {
                        shrunk.push_str(&text[units[i].1..units[i].2]);
                        k += 1;
                    } else {
                        all = false;
                    }
                    i += 1;
                }
                if !all {
                    edits.insert(token, Edit::Text(shrunk.into()));
                }
            }
            let mut out = Vec::with_capacity(current.len());
            tree.print_with(&edits, style, &mut out);
            out
        };
        let build = |config: &[usize]| self.filter.check(print(config));
        let kept = ddmin_texts(self.judge, units.len(), build, stats)?;
        let result = print(&kept);
        self.filter.accepted(&result);
        Some(result)
    }

    /// Collapses runs of blank lines and trailing blanks left by deletions, if the test
    /// still agrees.
    fn tidy(&self, current: Vec<u8>) -> Vec<u8> {
        let tidied = tidy_blank_lines(&current);
        if tidied != current && self.judge.test(&tidied).is_fail() {
            tidied
        } else {
            current
        }
    }
}

/// Whether `edit` makes the node's text smaller: replacements must shrink it (or, for fixed
/// texts, at least not grow it), so that sweeps cannot cycle.
fn shrinks(tree: &Tree, edit: &Edit, own: usize) -> bool {
    match edit {
        Edit::Delete => true,
        Edit::Hoist(node) => tree.text(*node).len() < own,
        Edit::Text(text) => text.len() <= own,
    }
}

/// Removes trailing blanks on each line, blank lines at the start, and runs of blank lines.
pub fn tidy_blank_lines(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut blank_run = 0;
    for line in text.split_inclusive(|&b| b == b'\n') {
        let (body, ending): (&[u8], &[u8]) = match line.strip_suffix(b"\r\n") {
            Some(body) => (body, b"\r\n"),
            None => match line.strip_suffix(b"\n") {
                Some(body) => (body, b"\n"),
                None => (line, b""),
            },
        };
        let end = body
            .iter()
            .rposition(|b| !b" \t".contains(b))
            .map_or(0, |p| p + 1);
        let body = &body[..end];
        if body.is_empty() {
            blank_run += 1;
            if blank_run > 1 || out.is_empty() {
                continue;
            }
        } else {
            blank_run = 0;
        }
        out.extend_from_slice(body);
        out.extend_from_slice(ending);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidy_collapses_blank_runs_and_trailing_blanks() {
        assert_eq!(
            tidy_blank_lines(b"\n\nint x;  \n\n\n\nint y;\n"),
            b"int x;\n\nint y;\n"
        );
        assert_eq!(tidy_blank_lines(b"a\r\n\r\n\r\nb"), b"a\r\n\r\nb");
    }
}
