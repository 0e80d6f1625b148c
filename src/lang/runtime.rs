//! Grammars loaded at run time: a tree-sitter grammar compiled to a shared library (what
//! `tree-sitter build` makes, exporting `tree_sitter_<name>`) plus an optional rules file,
//! so that hedge reduces by tree a language it was not built with.

use std::path::{Path, PathBuf};

use super::{Language, Rules, RulesError, UnknownNames};

/// Why a grammar or its rules could not be loaded. Each message names the file and what
/// to do about it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// The library is not a file, does not load, or its grammar function returns no
    /// language.
    #[error("cannot load the grammar library {path}: {reason}")]
    Library {
        /// The library as given.
        path: PathBuf,
        /// Why: no such file, the loader's message with its causes, or that the grammar
        /// function returned no language.
        reason: String,
    },
    /// The library exports no `tree_sitter_<name>` function for the grammar's name.
    #[error(
        "the grammar library {path} has no symbol {symbol} (the grammar's name is taken from \
         the file name; name it with --lang)"
    )]
    NoSymbol {
        /// The library as given.
        path: PathBuf,
        /// The symbol looked for, `tree_sitter_<name>`.
        symbol: String,
    },
    /// The grammar was generated for a tree-sitter ABI version that hedge cannot read.
    #[error(
        "the grammar library {path} was generated for tree-sitter ABI {found}; hedge reads \
         ABI {min} to {max} (regenerate it with a tree-sitter CLI of that range)"
    )]
    Abi {
        /// The library as given.
        path: PathBuf,
        /// The grammar's ABI version.
        found: usize,
        /// The oldest ABI version hedge reads.
        min: usize,
        /// The newest ABI version hedge reads.
        max: usize,
    },
    /// The rules file cannot be read.
    #[error("cannot read the rules file {path}: {reason}")]
    ReadRules {
        /// The rules file as given.
        path: PathBuf,
        /// The read error's message.
        reason: String,
    },
    /// The rules, or the grammar's `node-types.json` they are checked against, are not
    /// valid.
    #[error("the rules file {path} is not valid: {error}")]
    Rules {
        /// The rules file as given, or `(no rules file)` when there is none.
        path: PathBuf,
        /// What is wrong.
        error: RulesError,
    },
    /// The rules file names kinds, classes or fields that the grammar does not have.
    #[error("the rules file {path} names what grammar {grammar} lacks: {names}")]
    UnknownNames {
        /// The rules file as given.
        path: PathBuf,
        /// The grammar's name.
        grammar: String,
        /// All the names it lacks.
        names: UnknownNames,
    },
}

/// Loads the grammar in the shared library `library` and the rules in `rules` (none: only
/// deletion of subtrees, level by level). The grammar's name is `name`, else the library's
/// file name without `lib`, `tree-sitter-` and the extension (`libtree-sitter-lua.so` ->
/// `lua`). Slot requirements come from a `node-types.json` beside the library or in a
/// `src/` beside it, when there is one.
///
/// The language lives for the rest of the process, as the built-in ones do.
pub fn load_grammar(
    library: &Path,
    name: Option<&str>,
    rules: Option<&Path>,
) -> Result<&'static Language, LoadError> {
    let name = name.map_or_else(|| name_from_file(library), str::to_owned);
    let grammar = open_grammar(library, &name)?;

    let rules_text = match rules {
        Some(path) => std::fs::read_to_string(path).map_err(|e| LoadError::ReadRules {
            path: path.to_owned(),
            reason: e.to_string(),
        })?,
        None => String::new(),
    };
    let rules_path = rules.unwrap_or(Path::new("(no rules file)"));
    let node_types = find_node_types(library).unwrap_or_else(|| "[]".to_owned());
    let parsed = Rules::from_toml(&rules_text, &node_types, &grammar).map_err(|e| match e {
        RulesError::UnknownNames(names) => LoadError::UnknownNames {
            path: rules_path.to_owned(),
            grammar: name.clone(),
            names,
        },
        error => LoadError::Rules {
            path: rules_path.to_owned(),
            error,
        },
    })?;
    let language = Language {
        name: Box::leak(name.into_boxed_str()),
        extensions: &[],
        grammar,
        rules: parsed,
    };
    Ok(Box::leak(Box::new(language)))
}

/// An error and its causes: libloading's own message is only "dlopen failed".
fn with_sources(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text = format!("{text}: {cause}");
        source = cause.source();
    }
    text
}

/// `libtree-sitter-lua.so` -> `lua`; `wgsl.dylib` -> `wgsl`.
fn name_from_file(library: &Path) -> String {
    let stem = library
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let stem = stem.split('.').next().unwrap_or(stem);
    let stem = stem.strip_prefix("lib").unwrap_or(stem);
    let stem = stem.strip_prefix("tree-sitter-").unwrap_or(stem);
    stem.replace('-', "_")
}

fn open_grammar(library: &Path, name: &str) -> Result<tree_sitter::Language, LoadError> {
    let library_error = |reason: String| LoadError::Library {
        path: library.to_owned(),
        reason,
    };
    if !library.is_file() {
        return Err(library_error("no such file".into()));
    }
    // A path without a slash would be looked up in the system's library directories.
    let path = if library.is_absolute() {
        library.to_owned()
    } else {
        Path::new(".").join(library)
    };
    let symbol = format!("tree_sitter_{name}");
    // SAFETY: loading a library runs its initialisers; a tree-sitter grammar has none
    // beyond static data, and the user named this file as a grammar to load. Every
    // grammar exports `const TSLanguage *tree_sitter_<name>(void)`, which takes no
    // arguments and returns a pointer to static data, kept as the library is never
    // unloaded. No safe call exists: no crate can check what foreign code does.
    let language_fn = unsafe {
        let lib = libloading::Library::new(&path).map_err(|e| library_error(with_sources(&e)))?;
        let function = *lib
            .get::<unsafe extern "C" fn() -> *const ()>(symbol.as_bytes())
            .map_err(|_| LoadError::NoSymbol {
                path: library.to_owned(),
                symbol: symbol.clone(),
            })?;
        if function().is_null() {
            return Err(library_error(format!("{symbol} returned no language")));
        }
        // The grammar's code and tables must outlive every tree made with it.
        std::mem::forget(lib);
        tree_sitter_language::LanguageFn::from_raw(function)
    };
    let grammar = tree_sitter::Language::new(language_fn);
    let (min, max) = (
        tree_sitter::MIN_COMPATIBLE_LANGUAGE_VERSION,
        tree_sitter::LANGUAGE_VERSION,
    );
    let found = grammar.abi_version();
    if !(min..=max).contains(&found) {
        return Err(LoadError::Abi {
            path: library.to_owned(),
            found,
            min,
            max,
        });
    }
    Ok(grammar)
}

/// The grammar's `node-types.json`, looked for beside the library and in `src/` beside it
/// (where `tree-sitter generate` writes it).
fn find_node_types(library: &Path) -> Option<String> {
    let dir = library.parent()?;
    ["node-types.json", "src/node-types.json"]
        .iter()
        .map(|p| dir.join(p))
        .find_map(|p| std::fs::read_to_string(p).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_library_file_names() {
        assert_eq!(name_from_file(Path::new("x/libtree-sitter-lua.so")), "lua");
        assert_eq!(
            name_from_file(Path::new("tree-sitter-smt-lib.so")),
            "smt_lib"
        );
        assert_eq!(name_from_file(Path::new("wgsl.dylib")), "wgsl");
        assert_eq!(name_from_file(Path::new("libjson.so.1")), "json");
    }
}
