//! The language registry: one table row per supported language, with its grammar and
//! its reduction rules from `grammars/<name>.toml`.

mod changes;
mod compile;
mod describe;
mod errors;
mod guess;
mod kinds;
mod language;
mod registry;
mod rules;
mod runtime;
mod sections;

pub use changes::{changes, fixpoint_changes, is_deletable};
pub use describe::{describe, dump};
pub use errors::{RulesError, TransformError, UnknownName, UnknownNames};
pub use guess::{Found, for_file};
pub use kinds::{Kind, Kinds};
pub use language::{Language, style};
pub use registry::{C_RULES, PYTHON_RULES, all, by_name, for_path, for_path_among};
pub use rules::{Rules, Transform};
pub use runtime::{LoadError, load_grammar};
pub use sections::{
    AnonymousClassRule, BodyRule, ConditionalRule, CopyRule, DefinitionRule, FormatRule,
    IncludeRule, InlineRule, MacroRule, MemberDefinitionRule, ParallelRule, ParameterRule,
    PublicClassRule, TemplateArgumentRule, TypeParameterRule, TypedefRule,
};
