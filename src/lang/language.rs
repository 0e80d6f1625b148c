//! A language hedge reduces by syntax tree: its grammar and its rules.

use super::rules::Rules;
use crate::tree::{PrintStyle, Tree};

/// A language hedge reduces by syntax tree: its name, the extensions of its files, its
/// tree-sitter grammar and its reduction rules.
pub struct Language {
    /// The language's name (`c`, `cpp`, `python`), as `--lang` takes it.
    pub name: &'static str,
    /// File name extensions, without the dot, that select this language; none for a
    /// grammar loaded at run time.
    pub extensions: &'static [&'static str],
    /// The tree-sitter grammar that parses its files.
    pub grammar: tree_sitter::Language,
    /// Its reduction rules, with every kind resolved to the grammar's kind ids.
    pub rules: Rules,
}

impl Language {
    /// The syntax tree of `source` the passes work on: with the bracket groups that error
    /// recovery flattened put back (the rules' `brackets`).
    pub fn parse(&self, source: &[u8]) -> Tree {
        self.parse_shared(source.into())
    }

    /// [`Language::parse`] of a text shared with the tree, which keeps it instead of a
    /// copy: a large input's original is then held once.
    pub fn parse_shared(&self, source: std::sync::Arc<[u8]>) -> Tree {
        Tree::parse_regrouped(&self.grammar, source, &self.rules.brackets)
    }
}

/// How the printer should lay out edited trees of this language.
pub fn style(lang: &Language) -> PrintStyle {
    let r = &lang.rules;
    PrintStyle {
        separators: r.separators.iter().map(|s| s.as_str().into()).collect(),
        introducers: r.introducers.iter().map(|s| s.as_str().into()).collect(),
        reindent: r.reindent,
        placeholders: r
            .placeholders
            .iter()
            .map(|(k, v)| (k.as_str().into(), v.as_str().into()))
            .collect(),
    }
}
