//! The language registry: one table row per supported language, with its grammar and
//! its reduction rules from `grammars/<name>.toml`.

mod changes;
mod describe;
mod formats;
mod inline;
mod parallel;
mod parameters;
mod rules;
mod typedefs;

use std::path::Path;
use std::sync::OnceLock;

pub use changes::{changes, is_deletable};
pub use describe::{describe, dump};
pub use formats::{FormatPair, format_pairs, without_conversions};
pub use inline::{Inlining, inlinings};
pub use parallel::parallel_pairs;
pub use parameters::parameter_changes;
pub use rules::{
    FormatRule, InlineRule, ParallelRule, ParameterRule, Rules, Transform, TypedefRule,
};
pub use typedefs::{Substitution, substitutions};

use crate::tree::PrintStyle;

pub struct Language {
    pub name: &'static str,
    pub extensions: &'static [&'static str],
    pub grammar: tree_sitter::Language,
    pub rules: Rules,
}

/// The rules sources, embedded so the binary needs no files at run time.
pub const C_RULES: &str = include_str!("../../grammars/c.toml");
pub const PYTHON_RULES: &str = include_str!("../../grammars/python.toml");

fn load(
    name: &'static str,
    extensions: &'static [&'static str],
    grammar: tree_sitter::Language,
    rules_toml: &str,
    node_types: &str,
) -> Language {
    let rules = Rules::from_toml(rules_toml, node_types)
        .unwrap_or_else(|e| panic!("grammars/{name}.toml: {e}"));
    Language {
        name,
        extensions,
        grammar,
        rules,
    }
}

/// All supported languages.
pub fn all() -> &'static [Language] {
    static ALL: OnceLock<Vec<Language>> = OnceLock::new();
    ALL.get_or_init(|| {
        vec![
            load(
                "c",
                &["c", "h"],
                tree_sitter_c::LANGUAGE.into(),
                C_RULES,
                tree_sitter_c::NODE_TYPES,
            ),
            load(
                "python",
                &["py", "pyi"],
                tree_sitter_python::LANGUAGE.into(),
                PYTHON_RULES,
                tree_sitter_python::NODE_TYPES,
            ),
        ]
    })
}

pub fn by_name(name: &str) -> Option<&'static Language> {
    all().iter().find(|l| l.name.eq_ignore_ascii_case(name))
}

/// The language of a file, by its extension.
pub fn for_path(path: &Path) -> Option<&'static Language> {
    let ext = path.extension()?.to_str()?;
    all()
        .iter()
        .find(|l| l.extensions.iter().any(|e| e.eq_ignore_ascii_case(ext)))
}

/// How the printer should lay out edited trees of this language.
pub fn style(lang: &Language) -> PrintStyle {
    let r = &lang.rules;
    PrintStyle {
        separators: r.separators.iter().map(|s| s.as_str().into()).collect(),
        reindent: r.reindent,
        placeholders: r
            .placeholders
            .iter()
            .map(|(k, v)| (k.as_str().into(), v.as_str().into()))
            .collect(),
    }
}
