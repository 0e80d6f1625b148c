//! The languages hedge is built with, and a file's language by its extension.

use std::path::Path;
use std::sync::OnceLock;

use super::language::Language;
use super::rules::Rules;

/// The rules sources, embedded so the binary needs no files at run time.
pub const C_RULES: &str = include_str!("../../grammars/c.toml");
/// The Python rules source, `grammars/python.toml`, embedded as [`C_RULES`] is.
pub const PYTHON_RULES: &str = include_str!("../../grammars/python.toml");

fn load(
    name: &'static str,
    extensions: &'static [&'static str],
    grammar: tree_sitter::Language,
    rules_toml: &str,
    node_types: &str,
) -> Language {
    let rules = Rules::from_toml(rules_toml, node_types, &grammar)
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
                "cpp",
                // `.h` is C's first (a lone header is C); in a tree with C++ sources, C++'s.
                &[
                    "cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "h++", "ii", "h",
                ],
                tree_sitter_cpp::LANGUAGE.into(),
                include_str!("../../grammars/cpp.toml"),
                tree_sitter_cpp::NODE_TYPES,
            ),
            load(
                "python",
                &["py", "pyi"],
                tree_sitter_python::LANGUAGE.into(),
                PYTHON_RULES,
                tree_sitter_python::NODE_TYPES,
            ),
            load(
                "rust",
                &["rs"],
                tree_sitter_rust::LANGUAGE.into(),
                include_str!("../../grammars/rust.toml"),
                tree_sitter_rust::NODE_TYPES,
            ),
            load(
                "javascript",
                &["js", "mjs", "cjs", "jsx"],
                tree_sitter_javascript::LANGUAGE.into(),
                include_str!("../../grammars/javascript.toml"),
                tree_sitter_javascript::NODE_TYPES,
            ),
            load(
                "typescript",
                &["ts", "mts", "cts"],
                tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
                include_str!("../../grammars/typescript.toml"),
                tree_sitter_typescript::TYPESCRIPT_NODE_TYPES,
            ),
            load(
                "tsx",
                &["tsx"],
                tree_sitter_typescript::LANGUAGE_TSX.into(),
                include_str!("../../grammars/tsx.toml"),
                tree_sitter_typescript::TSX_NODE_TYPES,
            ),
            load(
                "go",
                &["go"],
                tree_sitter_go::LANGUAGE.into(),
                include_str!("../../grammars/go.toml"),
                tree_sitter_go::NODE_TYPES,
            ),
            load(
                "java",
                &["java"],
                tree_sitter_java::LANGUAGE.into(),
                include_str!("../../grammars/java.toml"),
                tree_sitter_java::NODE_TYPES,
            ),
            load(
                "json",
                &["json"],
                tree_sitter_json::LANGUAGE.into(),
                include_str!("../../grammars/json.toml"),
                tree_sitter_json::NODE_TYPES,
            ),
        ]
    })
}

/// The language hedge is built with that is called `name`, in any ASCII case.
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

/// The language of a file among `paths` (a tree of files), by its extension. When
/// several languages take the extension (C's and C++'s `.h`), the one with the most files
/// in the tree by the extensions it alone takes: a header beside C++ sources is C++.
pub fn for_path_among<'p>(
    path: &str,
    paths: impl IntoIterator<Item = &'p str> + Clone,
) -> Option<&'static Language> {
    let ext = |p: &str| {
        Path::new(p)
            .extension()?
            .to_str()
            .map(str::to_ascii_lowercase)
    };
    let takes = |language: &Language, ext: &str| language.extensions.iter().any(|e| e == &ext);
    let own = ext(path)?;
    let candidates: Vec<&'static Language> = all().iter().filter(|l| takes(l, &own)).collect();
    if candidates.len() < 2 {
        return candidates.first().copied();
    }
    // Files whose extension only this candidate takes.
    let alone = |language: &Language| {
        paths
            .clone()
            .into_iter()
            .filter_map(ext)
            .filter(|e| {
                takes(language, e) && candidates.iter().filter(|c| takes(c, e)).count() == 1
            })
            .count()
    };
    // The first (registration order) among the most.
    let most = candidates.iter().map(|c| alone(c)).max().unwrap_or(0);
    candidates.iter().copied().find(|c| alone(c) == most)
}
