//! Preprocessor macros, which the grammar leaves unexpanded: a crash inside the
//! expansion of a function-like macro needs the expanded text, not the definition and
//! its use. Three kinds of change, all read from the `[macros]` rules:
//!
//! - a use of a macro defined once replaced by the macro's body, parameters spelled as
//!   the use's arguments (see [`expand`]);
//! - every use of it at once, with the `#define` deleted;
//! - a body's tokens deleted (see [`body`]): the grammar keeps a body as one token, so
//!   neither the tree sweeps nor the token pass can shrink inside it.
//!
//! Expansion is one level per change and never rescans its result, so a recursive macro
//! (`#define A B`, `#define B A`) cannot make it loop: a change that keeps the `#define`
//! is offered only when its result names no macro, so each accepted change removes a
//! definition or a use of one.

pub mod body;
pub mod expand;
pub mod lex;

use std::collections::HashMap;
use std::ops::Range;

use crate::lang::{MacroRule, Rules};
use crate::tree::{Edit, NodeId, Tree};

use crate::transform::group::Group;
use expand::{Arguments, Macro};

/// Nested uses inside arguments are expanded to this depth, no deeper.
const MAX_NESTING: usize = 16;

/// A macro defined once: its definition and what it says.
struct Definition<'a> {
    node: NodeId,
    definition: Macro<'a>,
}

/// One use of a macro in the code: the tokens it spans (indices into the tree's tokens,
/// inclusive), its bytes, and its arguments' byte ranges.
struct Use<'a> {
    name: &'a [u8],
    first: usize,
    last: usize,
    bytes: Range<usize>,
    arguments: Vec<Range<usize>>,
}

/// The macros of one tree and their uses.
struct Macros<'a> {
    tree: &'a Tree,
    tokens: Vec<NodeId>,
    definitions: HashMap<&'a [u8], Definition<'a>>,
    /// In source order.
    uses: Vec<Use<'a>>,
}

/// The expansion groups of `tree`: one per use (when its result names no macro), and one
/// per macro with every use and the deletion of its `#define`.
pub fn expansion_groups(tree: &Tree, rules: &Rules) -> Vec<Group> {
    let Some(rule) = &rules.macros else {
        return Vec::new();
    };
    let macros = Macros::new(tree, rule, rules);
    let mut groups = Vec::new();
    let mut all: HashMap<&[u8], Option<Group>> = HashMap::new();
    let mut outer_end = 0;
    for (u, m) in macros.uses.iter().enumerate() {
        let outermost = m.bytes.start >= outer_end;
        outer_end = outer_end.max(m.bytes.end);
        let expansion = macros.expansion(u, 0);
        let edits = expansion.as_ref().map(|text| macros.edits(m, text));
        // Every use of a name not inside another use of it: the group deletes the
        // definition, so a use left behind would break it.
        let inside_same = macros.uses[..u]
            .iter()
            .any(|o| o.name == m.name && o.bytes.end >= m.bytes.end);
        if !inside_same {
            let entry = all.entry(m.name).or_insert_with(|| Some(Vec::new()));
            match (entry.as_mut(), &edits) {
                (Some(group), Some(edits)) => group.extend(edits.iter().cloned()),
                _ => *entry = None,
            }
        }
        if let (true, Some(text), Some(edits)) = (outermost, &expansion, edits)
            && !macros.names_a_macro(text)
        {
            groups.push(edits);
        }
    }
    let mut names: Vec<_> = all.into_iter().collect();
    names.sort_by_key(|(name, _)| macros.definitions[name].node);
    for (name, group) in names {
        if let Some(mut group) = group {
            group.push((macros.definitions[name].node, Edit::Delete));
            groups.push(group);
        }
    }
    groups
}

impl<'a> Macros<'a> {
    fn new(tree: &'a Tree, rule: &MacroRule, rules: &Rules) -> Self {
        let mut defined: HashMap<&[u8], Vec<Definition>> = HashMap::new();
        for node in tree.descendants(tree.root()) {
            let function = rule.function.matches(tree, node);
            if !function && !rule.object.matches(tree, node) {
                continue;
            }
            let Some(name) = tree.children_by_field(node, &rule.name).next() else {
                continue;
            };
            let params = tree.children_by_field(node, &rule.parameters).next();
            let variadic =
                params.is_some_and(|p| tree.children(p).iter().any(|&c| tree.text(c) == b"..."));
            let params = params.map(|p| {
                tree.named_children(p)
                    .filter(|&c| tree.is_leaf(c))
                    .map(|c| tree.text(c))
                    .collect()
            });
            if function != params.is_some() {
                continue;
            }
            let body = tree
                .children_by_field(node, &rule.value)
                .next()
                .map_or(&b""[..], |v| tree.text(v));
            defined
                .entry(tree.text(name))
                .or_default()
                .push(Definition {
                    node,
                    definition: Macro {
                        params,
                        variadic,
                        body,
                    },
                });
        }
        // A macro defined twice (under `#if` and `#else`) is left alone: which body a
        // use gets depends on conditions.
        let definitions: HashMap<&[u8], Definition> = defined
            .into_iter()
            .filter_map(|(name, mut d)| (d.len() == 1).then(|| (name, d.remove(0))))
            .collect();
        let tokens: Vec<NodeId> = tree.tokens(tree.root()).collect();
        let mut macros = Macros {
            tree,
            tokens,
            definitions,
            uses: Vec::new(),
        };
        macros.uses = (0..macros.tokens.len())
            .filter_map(|i| macros.use_at(i, rule, rules))
            .collect();
        macros
    }

    /// The use of a macro that starts at token `i`, if one does.
    fn use_at(&self, i: usize, rule: &MacroRule, rules: &Rules) -> Option<Use<'a>> {
        let tree = self.tree;
        let token = self.tokens[i];
        if !rules.identifiers.matches(tree, token) {
            return None;
        }
        let (name, definition) = self.definitions.get_key_value(tree.text(token))?;
        let parent = tree.parent(token)?;
        let mention = rule.object.matches(tree, parent)
            || rule.function.matches(tree, parent)
            || rule.mentions.matches(tree, parent);
        if mention {
            return None;
        }
        let start = tree.byte_range(token).start;
        if definition.definition.params.is_none() {
            return Some(Use {
                name,
                first: i,
                last: i,
                bytes: tree.byte_range(token),
                arguments: Vec::new(),
            });
        }
        // A function-like macro's name without `(` after it is no use.
        let open = *self.tokens.get(i + 1)?;
        if tree.text(open) != b"(" {
            return None;
        }
        // The arguments: split at commas outside parentheses (brackets and braces do
        // not protect a comma from the preprocessor).
        let mut depth = 0usize;
        let mut arguments = Vec::new();
        let mut argument_start = tree.byte_range(open).end;
        for j in i + 2..self.tokens.len() {
            let t = self.tokens[j];
            match tree.text(t) {
                b"(" => depth += 1,
                b")" if depth > 0 => depth -= 1,
                b")" | b"," if depth == 0 => {
                    let here = tree.byte_range(t);
                    arguments.push(argument_start..here.start);
                    argument_start = here.end;
                    if tree.text(t) == b")" {
                        return Some(Use {
                            name,
                            first: i,
                            last: j,
                            bytes: start..here.end,
                            arguments,
                        });
                    }
                }
                _ => {}
            }
        }
        // Left open to the end of the file: no use.
        None
    }

    /// The text that replaces use `u`: its macro's body with the arguments substituted,
    /// the uses inside each argument expanded first (as the preprocessor does).
    fn expansion(&self, u: usize, depth: usize) -> Option<Vec<u8>> {
        let m = &self.uses[u];
        let definition = &self.definitions[m.name].definition;
        let source = self.tree.source();
        let raw = m
            .arguments
            .iter()
            .map(|r| source[r.clone()].trim_ascii().to_vec())
            .collect();
        let expanded = m
            .arguments
            .iter()
            .map(|r| {
                self.expanded(r.clone(), u + 1, depth + 1)
                    .trim_ascii()
                    .to_vec()
            })
            .collect();
        definition.expand(&Arguments { raw, expanded })
    }

    /// The bytes in `range` with the outermost uses inside it (from use `from` on)
    /// expanded; as written below `MAX_NESTING`.
    fn expanded(&self, range: Range<usize>, from: usize, depth: usize) -> Vec<u8> {
        let source = self.tree.source();
        let mut out = Vec::new();
        let mut at = range.start;
        if depth <= MAX_NESTING {
            for (k, inner) in self.uses.iter().enumerate().skip(from) {
                if inner.bytes.start >= range.end {
                    break;
                }
                if inner.bytes.start < at || inner.bytes.end > range.end {
                    continue;
                }
                let Some(text) = self.expansion(k, depth) else {
                    continue;
                };
                out.extend_from_slice(&source[at..inner.bytes.start]);
                out.extend_from_slice(&text);
                at = inner.bytes.end;
            }
        }
        out.extend_from_slice(&source[at..range.end]);
        out
    }

    /// The edits that put `text` in place of a use: on the node that spans exactly the
    /// use when there is one (a call), else on its tokens (the first becomes the text,
    /// the others go).
    fn edits(&self, m: &Use, text: &[u8]) -> Group {
        let tree = self.tree;
        let text = Edit::Text(String::from_utf8_lossy(text).into());
        let mut node = self.tokens[m.first];
        let mut spanning = (tree.byte_range(node) == m.bytes).then_some(node);
        while let Some(parent) = tree.parent(node) {
            let r = tree.byte_range(parent);
            if r.start != m.bytes.start || r.end > m.bytes.end {
                break;
            }
            if r.end == m.bytes.end {
                spanning = Some(parent);
            }
            node = parent;
        }
        if let Some(node) = spanning {
            return vec![(node, text)];
        }
        let mut edits = vec![(self.tokens[m.first], text)];
        edits.extend(
            self.tokens[m.first + 1..=m.last]
                .iter()
                .map(|&t| (t, Edit::Delete)),
        );
        edits
    }

    /// Whether `text` names a macro defined in the file.
    fn names_a_macro(&self, text: &[u8]) -> bool {
        lex::tokens(text)
            .into_iter()
            .any(|t| self.definitions.contains_key(t.text(text)))
    }
}

#[cfg(test)]
mod tests;
