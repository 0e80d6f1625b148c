//! What can be wrong with a rules file, found when it loads.

/// What is wrong with a rules file: found when it loads, so that a loaded language's
/// rules name only kinds and fields its grammar has.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The text is not TOML, or not of the rules' format (an unknown key, a wrong type).
    #[error(transparent)]
    Toml(#[from] toml::de::Error),
    /// A transform's settings do not fit together.
    #[error("transforms.{key}: {problem}")]
    Transform {
        /// The kind or class the transform is listed under.
        key: String,
        /// What does not fit.
        problem: TransformError,
    },
    /// A `missing_names` pattern is not a regular expression.
    #[error("missing_names: {pattern:?}: {error}")]
    Pattern {
        /// The pattern as written.
        pattern: String,
        /// Why it does not compile.
        error: regex::Error,
    },
    /// A `missing_names` pattern does not have exactly one capture group.
    #[error("missing_names: {pattern:?} needs exactly one capture group (the name)")]
    PatternGroups {
        /// The pattern as written.
        pattern: String,
    },
    /// `[inline]` without `[parameters]`, which it takes function names and calls from.
    #[error("[inline] needs [parameters] (for function names and calls)")]
    InlineWithoutParameters,
    /// A `required_fields` or `optional_fields` entry without a dot.
    #[error("slot {slot:?} is not of the form parent_kind.field")]
    Slot {
        /// The entry as written.
        slot: String,
    },
    /// The grammar's `node-types.json` does not parse.
    #[error("node-types.json: {0}")]
    NodeTypes(serde_json::Error),
    /// Kinds, classes or fields that the grammar does not have (all of them).
    #[error("names what the grammar lacks: {0}")]
    UnknownNames(UnknownNames),
}

/// Why a transform's settings do not fit together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TransformError {
    /// Two of `field`, `children_of`, `path`.
    #[error("use at most one of field, children_of, path")]
    TwoSelections,
    /// Two of the actions.
    #[error("use at most one of text, hoist, unwrap, replace_fields, copy_fields, suffix")]
    TwoActions,
    /// Neither a selection nor an action.
    #[error("a transform needs a selection or an action")]
    Empty,
    /// A selection with an action on the node itself.
    #[error("text, hoist, replace_fields and copy_fields act on the node itself")]
    SelectedOwnAction,
    /// `kind` or `suffix` without a selection.
    #[error("kind and suffix act on selected nodes: give field, children_of or path")]
    UnselectedAction,
}

/// A name in a rules file that its grammar does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum UnknownName {
    /// A node kind (that is no class of the rules either).
    #[error("{key}: kind {kind:?}")]
    Kind {
        /// Where the rules name it (`classes.loop`, `parameters.calls`).
        key: String,
        /// The name.
        kind: String,
    },
    /// A field.
    #[error("{key}: field {field:?}")]
    Field {
        /// Where the rules name it (`transforms.if_statement`, `slot`).
        key: String,
        /// The name.
        field: String,
    },
}

/// The names a rules file uses that its grammar lacks, in the order of the checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownNames(pub Vec<UnknownName>);

impl std::fmt::Display for UnknownNames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, name) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{name}")?;
        }
        Ok(())
    }
}
