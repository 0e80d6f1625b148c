//! A language hedge reduces by syntax tree: its grammar and its rules.

use super::rules::Rules;
use crate::tree::{PrintStyle, Tree};

pub struct Language {
    pub name: &'static str,
    pub extensions: &'static [&'static str],
    pub grammar: tree_sitter::Language,
    pub rules: Rules,
}

impl Language {
    /// The syntax tree of `source` the passes work on: with the bracket groups that error
    /// recovery flattened put back (the rules' `brackets`).
    pub fn parse(&self, source: &[u8]) -> Tree {
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
