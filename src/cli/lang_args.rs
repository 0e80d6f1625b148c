//! The language flags of the subcommands that reduce: which language, and the syntax
//! pre-test.

use std::path::{Path, PathBuf};

use clap::Args;

use super::CliError;
use crate::batch::LanguageChoice as Choice;
use crate::lang::{self, Language};
use crate::reduce::{FilterMode, Settings};

#[derive(Args, Debug, Clone)]
pub struct LangArgs {
    /// Language of the input (see `hedge langs`), or `text` to reduce by lines, words and
    /// characters whatever the file is [default: from the extension; for a file without
    /// one (a fuzzer's crash file), from its #! line, mode line or content; else text].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,

    #[command(flatten)]
    pub grammar: GrammarArgs,

    /// Skip candidates with more syntax errors than the input without testing them.
    /// `auto` tests a sample of them and stops filtering once one is interesting.
    #[arg(long, value_enum, value_name = "WHEN", default_value = "auto")]
    pub syntax_filter: FilterName,

    /// How the tree passes minimize each list of changes: adaptive-cdd (halving-cdd, whose
    /// CDD goes to single changes as soon as its outcomes say nearly all are needed,
    /// trying the children of each node together first); halving-cdd (ddmin's halves on
    /// a list of more than 128 changes, CDD on a shorter one); ddmin (Zeller & Hildebrandt);
    /// probdd (Wang et al. 2021: the changes least likely needed go first, learning from
    /// each test; sequential); cdd (Zhang et al. 2025: ProbDD's removal sizes from a
    /// counter); wdd (Zhou et al. 2025: ddmin with parts balanced by the nodes' sizes);
    /// coarse (ddmin; the first tree sweep skips the last round of large levels).
    #[arg(long, value_enum, value_name = "NAME", default_value = "adaptive-cdd")]
    pub strategy: StrategyName,

    /// Test again every change the test rejected whenever anything else changed, as
    /// C-Reduce and C-Vise do. By default a rejected change is tried again only when its
    /// surroundings changed (the node's parent, or how often the names in it are used
    /// elsewhere): fewer tests, and results as small unless the test depends on the
    /// whole program (what an unrelated function computes at run time).
    #[arg(long)]
    pub retest_rejected: bool,
}

/// The names `--syntax-filter` takes.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterName {
    /// Never test candidates with more syntax errors than the input.
    Always,
    /// Skip them, but test a sample; stop filtering once a broken candidate is accepted.
    Auto,
    /// Test every candidate.
    Never,
}

impl From<FilterName> for FilterMode {
    fn from(name: FilterName) -> Self {
        match name {
            FilterName::Always => FilterMode::Always,
            FilterName::Auto => FilterMode::Auto,
            FilterName::Never => FilterMode::Never,
        }
    }
}

/// The names `--strategy` takes.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrategyName {
    Ddmin,
    Probdd,
    Cdd,
    HalvingCdd,
    AdaptiveCdd,
    Wdd,
    Coarse,
}

impl From<StrategyName> for crate::dd::Strategy {
    fn from(name: StrategyName) -> Self {
        match name {
            StrategyName::Ddmin => crate::dd::Strategy::Ddmin,
            StrategyName::Probdd => crate::dd::Strategy::ProbDd,
            StrategyName::Cdd => crate::dd::Strategy::Cdd,
            StrategyName::HalvingCdd => crate::dd::Strategy::HalvingCdd,
            StrategyName::AdaptiveCdd => crate::dd::Strategy::AdaptiveCdd,
            StrategyName::Wdd => crate::dd::Strategy::Wdd,
            StrategyName::Coarse => crate::dd::Strategy::CoarseDdmin,
        }
    }
}

/// A grammar to load at run time, with its rules.
#[derive(Args, Debug, Clone)]
pub struct GrammarArgs {
    /// A tree-sitter grammar compiled to a shared library (`tree-sitter build`), for a
    /// language hedge was not built with. Its name (the `tree_sitter_NAME` symbol) is
    /// --lang's, else the file's name: libtree-sitter-lua.so is lua.
    #[arg(long, value_name = "LIBRARY")]
    pub grammar: Option<PathBuf>,

    /// The reduction rules for --grammar's language (see docs/rules.md); without them
    /// hedge deletes subtrees level by level, with no replacements.
    #[arg(long, value_name = "FILE", requires = "grammar")]
    pub rules: Option<PathBuf>,
}

impl GrammarArgs {
    /// The grammar --grammar names, loaded and checked against its rules.
    pub fn load(&self, name: Option<&str>) -> Result<Option<&'static Language>, CliError> {
        let Some(library) = &self.grammar else {
            return Ok(None);
        };
        lang::load_grammar(library, name, self.rules.as_deref())
            .map(Some)
            .map_err(|e| CliError::usage(e.to_string()))
    }
}

impl LangArgs {
    /// Sets what these flags say in a reduction's settings.
    pub fn apply(&self, settings: &mut Settings) {
        settings.syntax_filter = self.syntax_filter.into();
        settings.strategy = self.strategy.into();
        settings.retest_rejected = self.retest_rejected;
    }

    /// The language `--grammar` loads or `--lang` names, checked against the registry.
    pub fn choice(&self) -> Result<Choice, CliError> {
        if let Some(language) = self.grammar.load(self.lang.as_deref())? {
            return Ok(Choice::Fixed(Some(language)));
        }
        match self.lang.as_deref() {
            None => Ok(Choice::ByFile),
            Some(name) if name.eq_ignore_ascii_case("text") => Ok(Choice::Fixed(None)),
            Some(name) => lang::by_name(name)
                .map(|l| Choice::Fixed(Some(l)))
                .ok_or_else(|| unknown(name)),
        }
    }

    /// The language of `path`, which holds `bytes`: `--lang`'s, else its extension's, else
    /// its content's (for a file without an extension), with how it was found; `None` is
    /// text.
    pub fn for_file(
        &self,
        path: &Path,
        bytes: &[u8],
    ) -> Result<Option<(&'static Language, lang::Found)>, CliError> {
        Ok(self.choice()?.for_file(path, bytes))
    }
}

/// An unknown language, with the known ones.
pub fn unknown(name: &str) -> CliError {
    CliError::usage(format!(
        "unknown language {name:?}; known: {}",
        known().join(", ")
    ))
}

/// The names `--lang` takes.
pub fn known() -> Vec<&'static str> {
    lang::all().iter().map(|l| l.name).chain(["text"]).collect()
}
