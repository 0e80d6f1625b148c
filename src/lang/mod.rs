//! The language registry: one table row per supported language, with its grammar and
//! its reduction rules from `grammars/<name>.toml`.

mod changes;
mod check;
mod describe;
mod guess;
mod kinds;
mod language;
mod registry;
mod rules;
mod runtime;

pub use changes::{changes, fixpoint_changes, is_deletable};
pub use describe::{describe, dump};
pub use guess::{Found, for_file};
pub use kinds::{Kind, Kinds};
pub use language::{Language, style};
pub use registry::{C_RULES, PYTHON_RULES, all, by_name, for_path, for_path_among};
pub use rules::{
    AnonymousClassRule, ConditionalRule, DefinitionRule, FormatRule, IncludeRule, InlineRule,
    MacroRule, MemberDefinitionRule, ParallelRule, ParameterRule, PublicClassRule, Rules,
    RulesError, TemplateArgumentRule, Transform, TransformError, TypeParameterRule, TypedefRule,
    UnknownName, UnknownNames,
};
pub use runtime::{LoadError, load_grammar};
