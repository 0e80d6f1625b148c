//! Reduction rules of one language, read from `grammars/<name>.toml`.

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;

use super::kinds::{Kind, KindTable, Kinds, Resolver};

/// What is wrong with a rules file: found when it loads, so that a loaded language's
/// rules name only kinds and fields its grammar has.
#[derive(Debug, thiserror::Error)]
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
pub enum TransformError {
    /// Two of `field`, `children_of`, `path`.
    #[error("use at most one of field, children_of, path")]
    TwoSelections,
    /// Two of the actions.
    #[error("use at most one of text, hoist, unwrap, replace_fields, suffix")]
    TwoActions,
    /// Neither a selection nor an action.
    #[error("a transform needs a selection or an action")]
    Empty,
    /// A selection with an action on the node itself.
    #[error("text, hoist and replace_fields act on the node itself")]
    SelectedOwnAction,
    /// `kind` or `suffix` without a selection.
    #[error("kind and suffix act on selected nodes: give field, children_of or path")]
    UnselectedAction,
}

/// A name in a rules file that its grammar does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
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

/// A language's rules, as written in its TOML file (see the comment block at the top of
/// `grammars/c.toml` for the format), plus slot facts taken from the grammar. Every kind
/// named is resolved to the grammar's kind ids when the rules load ([`Rules::from_toml`]):
/// the passes test nodes by id. What the printer and the parse read once a tree
/// (separators, introducers, placeholders, brackets) stays by name.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Token kinds between list items (`,`): deleting an item drops one.
    #[serde(default)]
    pub separators: Vec<String>,
    /// Token kinds that open an optional field (`=` before a variable's value, `->` before
    /// a return type): deleting the field's node drops the token right before it.
    #[serde(default)]
    pub introducers: Vec<String>,
    /// Whether indentation is syntax (Python): hoisted code is shifted to the column of
    /// the node it replaces.
    #[serde(default)]
    pub reindent: bool,
    /// Node kind -> text printed when every named child of such a node is deleted (an
    /// emptied block must still say something).
    #[serde(default)]
    pub placeholders: BTreeMap<String, String>,
    /// Text that replaces a node of class `statement`; empty for none.
    #[serde(default)]
    pub statement_placeholder: String,
    /// Texts that replace a node of class `expression` (`0`), each one a candidate.
    #[serde(default)]
    pub expression_placeholders: Vec<String>,
    /// Class name -> the node kinds in it. `expression` and `statement` get the
    /// placeholders above; transforms may be keyed by a class.
    #[serde(default)]
    pub classes: BTreeMap<String, Vec<String>>,
    /// `"parent_kind.field"` slots that may not be left empty, beyond the grammar's own.
    #[serde(default)]
    pub required_fields: Vec<String>,
    /// `"parent_kind.field"` slots that may be left empty although the grammar requires them.
    #[serde(default)]
    pub optional_fields: Vec<String>,
    /// Token kinds of names (variables, types, fields): every token of one spelling is
    /// shortened at once, so that a name stays the same name everywhere.
    #[serde(default)]
    pub identifiers: Kinds,
    /// Nodes whose members are definitions of their own (a C++ namespace, a Java class):
    /// `hedge isolate` groups changes by the definitions inside them, not by the whole.
    #[serde(default)]
    pub containers: Kinds,
    /// Patterns of the messages in which this language's compilers or interpreters say a
    /// name is missing (`'x' undeclared`, `NameError: name 'x'`), the name in the one
    /// capture group: `hedge isolate` brings back the changes that define it.
    #[serde(default)]
    pub missing_names: Vec<String>,
    /// Pairs of bracket token kinds (`["{", "}"]`) whose groups error recovery may flatten
    /// into their parent (a namespace tree-sitter cannot read the head of): a parse puts
    /// those groups back as nodes of their own (see `Tree::parse_regrouped`).
    #[serde(default)]
    pub brackets: Vec<[String; 2]>,
    /// Token kinds whose text may be shrunk character by character after the tree passes
    /// (identifiers, numbers, string contents): `"lua"` -> `""`, `504` -> `4`.
    #[serde(default)]
    pub shrinkable_tokens: Kinds,
    /// Node kind or class name -> its transforms, tried in order.
    #[serde(default)]
    pub transforms: BTreeMap<Kind, Vec<Transform>>,
    /// Where functions declare parameters and calls pass arguments, so that a parameter
    /// can go together with the matching argument of every call.
    pub parameters: Option<ParameterRule>,
    /// Where calls pass printf-style format strings, so that a conversion can go
    /// together with the argument it consumes.
    pub formats: Option<FormatRule>,
    /// Where function bodies and call statements are, so that a call can be replaced by
    /// the body it runs (needs `parameters` for names and calls).
    pub inline: Option<InlineRule>,
    /// Where assignments set several targets at once, so that a target can go together
    /// with its value.
    pub parallel: Option<ParallelRule>,
    /// Where type names are defined, so that a type name can be replaced by its type.
    pub typedefs: Option<TypedefRule>,
    /// Where templates declare type parameters, so that one can become a concrete type
    /// at every use.
    pub type_parameters: Option<TypeParameterRule>,
    /// Where templates are declared and used by name, so that a parameter can go with
    /// the argument at its place in every use.
    pub template_arguments: Option<TemplateArgumentRule>,
    /// Where member functions are defined out of their classes, so that a definition can
    /// move into its class in place of the declaration.
    pub member_definitions: Option<MemberDefinitionRule>,
    /// Where classes are defined and used as a declaration's type, so that a class used
    /// once can move to its use without its name.
    pub anonymous_classes: Option<AnonymousClassRule>,
    /// Where classes declare their members' access, so that a class whose members start
    /// public can become a struct.
    pub public_classes: Option<PublicClassRule>,
    /// Where preprocessor macros are defined, so that a use can become the macro's body
    /// and a body's tokens can go one by one.
    pub macros: Option<MacroRule>,
    /// Where files include others, so that a local header can be replaced by its
    /// contents.
    pub includes: Option<IncludeRule>,
    /// Which directive tokens open, continue and close a preprocessor conditional, so that
    /// a conditional the grammar cannot parse (its directives left as tokens of an ERROR
    /// node) can still go.
    pub conditionals: Option<ConditionalRule>,
    /// Which nodes define names and where they keep them, so that every definition whose
    /// names occur nowhere else can go at once.
    pub definitions: Option<DefinitionRule>,
    /// Which nodes are function definitions and where their bodies are, so that every
    /// body a unit's own code does not need can be emptied at once.
    pub bodies: Option<BodyRule>,
    /// Slot requirements by the parent's kind id: the grammar's, with `required_fields`
    /// and `optional_fields` applied.
    #[serde(skip)]
    slots: HashMap<u16, Slots>,
    /// The classes that list each kind, by kind id.
    #[serde(skip)]
    class_of: HashMap<u16, Vec<String>>,
}

/// One way to replace a node. Select targets with at most one of `field`, `children_of`,
/// `path`; then act: `text`, `replace_fields`, `unwrap`, `hoist`, or (with a selection
/// alone) hoist each selected node, or print it followed by `suffix`.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Transform {
    /// Replace by the child(ren) in this field.
    pub field: Option<String>,
    /// Replace by each named child of the child in this field.
    pub children_of: Option<String>,
    /// Dotted steps from the node: a field name, or `*` for every named child.
    pub path: Option<String>,
    /// Keep only the selected nodes of this kind (or class).
    pub kind: Option<Kind>,
    /// Replace by this text.
    pub text: Option<String>,
    /// Replace by each nearest descendant of the same kind or class (at most 8).
    #[serde(default)]
    pub hoist: bool,
    /// Replace the (selected) node by its unfielded named children, e.g. a
    /// preprocessor block by its contents.
    #[serde(default)]
    pub unwrap: bool,
    /// Replace by the node's own text with the children in these fields replaced.
    #[serde(default)]
    pub replace_fields: BTreeMap<String, String>,
    /// Replace by each selected node's text followed by this, e.g. a C declaration by
    /// its initializer as a statement (`T x = f(a);` -> `f(a);`).
    pub suffix: Option<String>,
    /// Applies only to a node with no child in this field: a C `struct s` that names a
    /// type, not `struct s { ... }` that defines one.
    pub without: Option<String>,
    /// Applies only to a node in this field of its parent: a declaration's `type`, not
    /// a forward declaration `struct s;` of its own.
    pub in_field: Option<String>,
    /// Tried only at the fixpoint of the tree sweeps, each node's change alone: a change
    /// that, made early, closes other ways (a type made `int` while its uses still need
    /// its members).
    #[serde(default)]
    pub at_fixpoint: bool,
}

impl Transform {
    /// The dotted path this transform selects, if any.
    pub fn selection(&self) -> Option<String> {
        self.field
            .clone()
            .or_else(|| self.children_of.as_ref().map(|f| format!("{f}.*")))
            .or_else(|| self.path.clone())
    }

    pub(super) fn validate(&self) -> Result<(), TransformError> {
        let selections = [&self.field, &self.children_of, &self.path]
            .iter()
            .filter(|s| s.is_some())
            .count();
        let actions = [
            self.text.is_some(),
            self.hoist,
            self.unwrap,
            !self.replace_fields.is_empty(),
            self.suffix.is_some(),
        ]
        .iter()
        .filter(|&&a| a)
        .count();
        if selections > 1 {
            return Err(TransformError::TwoSelections);
        }
        if actions > 1 {
            return Err(TransformError::TwoActions);
        }
        if selections == 0 && actions == 0 {
            return Err(TransformError::Empty);
        }
        if selections == 1 && (self.text.is_some() || self.hoist || !self.replace_fields.is_empty())
        {
            return Err(TransformError::SelectedOwnAction);
        }
        if selections == 0 && (self.kind.is_some() || self.suffix.is_some()) {
            return Err(TransformError::UnselectedAction);
        }
        Ok(())
    }
}

/// How a language names functions, their parameter lists and their calls: a parameter
/// of function `f` and the argument at the same position in every call of `f` by name
/// make one change (as C-Vise's clang_delta removes an unused parameter with its
/// arguments). Lists are the named children of the parameter and argument nodes. Kinds
/// may be classes.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ParameterRule {
    /// Node kinds that declare a function's parameters (`function_declarator` in C).
    pub signatures: Kinds,
    /// Field of a signature that holds the function's name.
    pub name: String,
    /// Field of a signature that holds the parameter list.
    pub list: String,
    /// Node kinds of calls, each with the field that holds what it calls: the function
    /// (`call_expression = "function"`), or the class whose constructor it runs (Java's
    /// `object_creation_expression = "type"`).
    pub calls: BTreeMap<Kind, String>,
    /// Field of a call that holds the argument list.
    pub arguments: String,
    /// Callees that call a method (`obj.m`, `T::m`), each with the field that names the
    /// method: such calls pair with methods of that name.
    #[serde(default)]
    pub members: BTreeMap<Kind, String>,
    /// Signatures directly inside a node of this kind (the nearest enclosing class or
    /// signature) are methods. Its field `class_name` names the class.
    pub class: Option<Kind>,
    /// Field of a `class` node that holds the class's name, for calls of the class's own
    /// name (see `constructor`).
    pub class_name: Option<String>,
    /// Signatures of these kinds are methods wherever they are (Go's `func (r T) m()`).
    #[serde(default)]
    pub method_signatures: Kinds,
    /// The method a call of the class's own name runs (`__init__` in Python).
    pub constructor: Option<String>,
    /// How a method's receiver, which calls do not pass as an argument, appears among its
    /// parameters: `"first"` (Python's `self`), or a node kind (Rust's `self_parameter`);
    /// none where the receiver is implicit (`this`).
    pub receiver: Option<Kind>,
    /// Texts a method's definition starts with when it has no receiver although it is
    /// a method (Python's `@staticmethod`).
    #[serde(default)]
    pub receiverless: Vec<String>,
}

/// Calls whose arguments include a printf-style format string: `printf("%d %s", a, b)`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct FormatRule {
    /// Node kind of a call.
    pub call: Kind,
    /// Field of the call that holds the argument list.
    pub arguments: String,
    /// Node kind of a string argument; the first one is taken as the format.
    pub string: Kind,
    /// Token kind inside the string that holds its text (between escape sequences).
    pub content: Kind,
    /// Conversion letters that consume no argument (C's `%m`, Java's `%n`); `%%` never
    /// does.
    #[serde(default)]
    pub no_argument: Vec<char>,
}

/// Function definitions and call statements, for replacing a call by the called body.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct InlineRule {
    /// Node kind of a function definition (holding a signature and a body).
    pub definition: Kind,
    /// Token kind of a plain name (a variable's, a parameter's): a parameter's name is its
    /// first token of this kind.
    pub name: Kind,
    /// Field of the definition that holds its body.
    pub body: String,
    /// Node kind of a statement that may consist of a call alone.
    pub statement: Kind,
}

/// Assignments of several targets at once: `a, b = x, y`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ParallelRule {
    /// Node kind of an assignment.
    pub assignment: Kind,
    /// Field of the assignment that holds the targets.
    pub targets: String,
    /// Field of the assignment that holds the values.
    pub values: String,
}

/// Definitions of type names: `typedef unsigned long word;`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TypedefRule {
    /// Node kind of a type name's definition.
    pub definition: Kind,
    /// Field of the definition that holds the type; uses of the name are tokens in a
    /// field of this name too.
    #[serde(rename = "type")]
    pub r#type: String,
    /// Field of the definition that holds the name.
    pub name: String,
}

/// Templates whose type parameters can each become a concrete type: `template <class T>
/// T f(T);` -> `template <class> int f(int);`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TypeParameterRule {
    /// Node kind of a template declaration.
    pub template: Kind,
    /// Field of the template that holds its parameter list.
    pub parameters: String,
    /// Node kinds of a type parameter in that list; its name is its child of the `names`
    /// kind.
    pub kinds: Kinds,
    /// Token kind of a type's name: the parameter's name and its uses.
    pub names: Kind,
    /// The type each use becomes.
    pub concrete: String,
}

/// Templates whose parameters can go with the argument at their place in every use:
/// `template <class, int> struct D` with `D<char, 0>` -> `template <class> struct D` with
/// `D<char>`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TemplateArgumentRule {
    /// Node kind of a template declaration.
    pub template: Kind,
    /// Field of the template that holds its parameter list.
    pub parameters: String,
    /// What a template declares (a class, a function), each kind with the dotted path of
    /// fields to its name, which must be a plain name.
    pub declares: BTreeMap<Kind, String>,
    /// Node kinds of a use of a template by its name with arguments (`D<char, 0>`).
    pub uses: Kinds,
    /// Field of a use that holds the template's name.
    pub name: String,
    /// Field of a use that holds its argument list.
    pub arguments: String,
    /// Token kinds of a parameter's name and of its uses in the template (a type's name,
    /// a constant's).
    pub parameter_names: Kinds,
}

/// Member functions defined out of their classes, to move in place of their declaration:
/// `struct B { void m(); };` with `void B::m() {}` -> `struct B { void m() {} };`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct MemberDefinitionRule {
    /// Node kind of a function definition.
    pub definition: Kind,
    /// Node kind of a function's declarator, in a definition and in a member's
    /// declaration.
    pub declarator: Kind,
    /// Field of the declarator that holds the function's name.
    pub name: String,
    /// Field of the declarator that holds the parameter list.
    pub parameters: String,
    /// Node kind of a qualified name (`B::m`).
    pub qualified: Kind,
    /// Field of a qualified name that holds the class's name.
    pub scope: String,
    /// Field of a qualified name that holds the member's name.
    pub member: String,
    /// Node kinds of a class.
    pub classes: Kinds,
    /// Field of a class that holds its name.
    pub class_name: String,
    /// Field of a class that holds its member list, and of a definition its body.
    pub body: String,
}

/// Classes used once as a declaration's type, to move there without their name:
/// `struct B { int x; }; B m;` -> `struct { int x; } m;`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct AnonymousClassRule {
    /// Node kinds of a class.
    pub classes: Kinds,
    /// Field of a class that holds its name.
    pub name: String,
    /// Field of a class that holds its member list.
    pub body: String,
    /// Node kinds of a variable's or member's declaration.
    pub declarations: Kinds,
    /// Field of a declaration that holds its type.
    #[serde(rename = "type")]
    pub r#type: String,
    /// Field of a declaration that holds what it declares.
    pub declarator: String,
}

/// Classes whose members start public, to become structs: `class A { public: A(); };`
/// -> `struct A { A(); };`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PublicClassRule {
    /// Node kind of a class, whose first token is its keyword.
    pub class: Kind,
    /// The keyword of a class whose members are private by default (`class`).
    pub keyword: String,
    /// The keyword it becomes, whose members are public by default (`struct`).
    pub public_keyword: String,
    /// Field of the class that holds its members.
    pub body: String,
    /// Node kind of an access specifier.
    pub specifier: Kind,
    /// The text of the public access specifier.
    pub public: String,
}

/// Preprocessor macro definitions (`#define N 4`, `#define MAX(a, b) ...`). Bodies are
/// one opaque token to the grammar; hedge reads them with the C preprocessor's token
/// rules (see `transform::macros`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct MacroRule {
    /// Node kind of an object-like macro's definition.
    pub object: Kind,
    /// Node kind of a function-like macro's definition.
    pub function: Kind,
    /// Field of a definition that holds the macro's name.
    pub name: String,
    /// Field of a function-like definition that holds its parameter list (whose named
    /// children are the parameters' names; `...` makes it variadic).
    pub parameters: String,
    /// Field of a definition that holds its body, one token.
    pub value: String,
    /// Node kinds whose name tokens only mention a macro and are no uses of it
    /// (`defined(X)`, `#ifdef X`, a parameter list).
    #[serde(default)]
    pub mentions: Kinds,
}

/// Include directives (`#include "x.h"`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct IncludeRule {
    /// Node kind of the directive.
    pub directive: Kind,
    /// Field of the directive that holds what it includes.
    pub path: String,
    /// Node kind of that path when it names a local file (a quoted string, not `<x.h>`).
    pub local: Kind,
}

/// Preprocessor conditionals (`#ifdef X` ... `#else` ... `#endif`). A well-formed one is a
/// node the transforms can unwrap; one the grammar cannot parse (`#ifdef 0`, a group left
/// open by a truncated file) is left as loose directive tokens in an ERROR node, which no
/// single node's deletion removes (see `transform::conditionals`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ConditionalRule {
    /// Token kinds of directives that open a group (`#if`, `#ifdef`, `#ifndef`).
    pub opens: Kinds,
    /// Token kinds of directives that start another branch of the open group (`#elif`,
    /// `#else`).
    #[serde(default)]
    pub branches: Kinds,
    /// Token kinds of directives that close the group (`#endif`).
    pub closes: Kinds,
    /// Token kind of a directive the grammar reads as one of no known kind, whose text
    /// names it: a `#else` or `#endif` whose `#if` the grammar did not see as one.
    pub unknown: Option<Kind>,
}

/// Definitions of names (functions, types, variables, namespaces): one whose names occur
/// nowhere else in the file is likely unused, and such definitions are deleted together.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct DefinitionRule {
    /// Node kinds (or classes) that define names.
    pub kinds: Kinds,
    /// Fields that lead from a definition to the names it defines (`declarator`, `name`),
    /// followed until a token of an `identifiers` kind; where a node has none of them,
    /// its unfielded named children are followed (a template's declaration).
    pub names: Vec<String>,
    /// Names that the program's runtime uses though nothing in the file names them
    /// (`main`): their definitions are never unused. A `*` stands for any text, so
    /// `__*__` keeps every Python special method.
    #[serde(default)]
    pub entry_points: Vec<String>,
    /// The input may be preprocessor output with line markers (`# 12 "x.h" 3`): when it
    /// has them, only definitions from system headers are candidates. The user's own
    /// code, which is what a bug report shows, is left to the tree sweeps: an uncalled
    /// function there may be the shortest way to the failure.
    #[serde(default)]
    pub line_markers: bool,
}

/// Function bodies, emptied together: a call compiles against a declaration, so in a
/// preprocessed unit most library bodies can go at once, and the names only they used
/// then go as unused definitions.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct BodyRule {
    /// Node kinds (or classes) of function definitions.
    pub kinds: Kinds,
    /// The field of a definition that holds its body.
    pub body: String,
    /// The text an emptied body becomes (`{}`).
    pub text: String,
    /// Kinds that mark a definition whose body its callers need, as a child of the
    /// definition or of one of its children (`constexpr`, a deduced `auto` return type):
    /// those bodies are left to the tree sweeps.
    #[serde(default)]
    pub unless: Kinds,
    /// Kinds that mark, as `unless` does, a definition whose body a constant expression
    /// may need (`constexpr`): those bodies go in a second candidate of their own, after
    /// the others, so that the first (the others at once) stays likely to pass.
    #[serde(default)]
    pub later: Kinds,
    /// What a `later` body becomes; `text` when empty. `;` makes the definition a
    /// declaration, which a call outside a constant expression compiles against, where
    /// g++ rejects a constexpr function whose body returns nothing.
    #[serde(default)]
    pub later_text: String,
    /// Kinds of a definition's children that go with its body when the body becomes
    /// `later_text` (a constructor's member initializers, which a declaration cannot
    /// have).
    #[serde(default)]
    pub later_drop: Kinds,
    /// Only the bodies in system headers of a preprocessed unit with line markers; a file
    /// without markers keeps its bodies for the tree sweeps.
    #[serde(default)]
    pub line_markers: bool,
}

/// Which child slots of one parent kind the grammar requires to be filled.
#[derive(Clone, Debug, Default)]
struct Slots {
    fields: HashMap<String, bool>,
    children: Option<bool>,
}

#[derive(Deserialize)]
pub(super) struct NodeType {
    #[serde(rename = "type")]
    kind: String,
    named: bool,
    #[serde(default)]
    fields: HashMap<String, ChildSpec>,
    children: Option<ChildSpec>,
}

#[derive(Deserialize)]
struct ChildSpec {
    multiple: bool,
    required: bool,
}

/// The slot is required when exactly one node must fill it; in a repeated slot each
/// item can go (emptying it entirely is left for the test to reject).
fn must_fill(spec: &ChildSpec) -> bool {
    spec.required && !spec.multiple
}

impl DefinitionRule {
    /// Whether the runtime uses `name`: it is one of `entry_points`, or matches one with
    /// a `*` (the text before it starts the name, the text after it ends it).
    pub fn is_entry_point(&self, name: &[u8]) -> bool {
        self.entry_points
            .iter()
            .any(|entry| match entry.split_once('*') {
                None => entry.as_bytes() == name,
                Some((start, end)) => {
                    name.len() >= start.len() + end.len()
                        && name.starts_with(start.as_bytes())
                        && name.ends_with(end.as_bytes())
                }
            })
    }
}

impl Rules {
    /// Sets the kind ids of every kind the rules name, and the tables by kind id.
    pub(super) fn resolve(&mut self, table: &KindTable, types: Vec<NodeType>) {
        let classes = self.classes.clone();
        let r = Resolver {
            table,
            classes: &classes,
        };
        self.identifiers.resolve(&r);
        self.containers.resolve(&r);
        self.shrinkable_tokens.resolve(&r);
        resolve_keys(&mut self.transforms, &r);
        for t in self.transforms.values_mut().flatten() {
            t.kind.iter_mut().for_each(|k| k.resolve(&r));
        }
        if let Some(p) = &mut self.parameters {
            p.signatures.resolve(&r);
            resolve_keys(&mut p.calls, &r);
            resolve_keys(&mut p.members, &r);
            p.class.iter_mut().for_each(|k| k.resolve(&r));
            p.method_signatures.resolve(&r);
            // `"first"`, no kind, resolves to nothing.
            p.receiver.iter_mut().for_each(|k| k.resolve(&r));
        }
        if let Some(f) = &mut self.formats {
            for k in [&mut f.call, &mut f.string, &mut f.content] {
                k.resolve(&r);
            }
        }
        if let Some(i) = &mut self.inline {
            for k in [&mut i.definition, &mut i.name, &mut i.statement] {
                k.resolve(&r);
            }
        }
        if let Some(p) = &mut self.parallel {
            p.assignment.resolve(&r);
        }
        if let Some(t) = &mut self.typedefs {
            t.definition.resolve(&r);
        }
        if let Some(t) = &mut self.type_parameters {
            for k in [&mut t.template, &mut t.names] {
                k.resolve(&r);
            }
            t.kinds.resolve(&r);
        }
        if let Some(t) = &mut self.template_arguments {
            t.template.resolve(&r);
            resolve_keys(&mut t.declares, &r);
            t.uses.resolve(&r);
            t.parameter_names.resolve(&r);
        }
        if let Some(m) = &mut self.member_definitions {
            for k in [&mut m.definition, &mut m.declarator, &mut m.qualified] {
                k.resolve(&r);
            }
            m.classes.resolve(&r);
        }
        if let Some(a) = &mut self.anonymous_classes {
            a.classes.resolve(&r);
            a.declarations.resolve(&r);
        }
        if let Some(c) = &mut self.public_classes {
            for k in [&mut c.class, &mut c.specifier] {
                k.resolve(&r);
            }
        }
        if let Some(m) = &mut self.macros {
            for k in [&mut m.object, &mut m.function] {
                k.resolve(&r);
            }
            m.mentions.resolve(&r);
        }
        if let Some(i) = &mut self.includes {
            for k in [&mut i.directive, &mut i.local] {
                k.resolve(&r);
            }
        }
        if let Some(c) = &mut self.conditionals {
            for k in [&mut c.opens, &mut c.branches, &mut c.closes] {
                k.resolve(&r);
            }
            c.unknown.iter_mut().for_each(|k| k.resolve(&r));
        }
        if let Some(d) = &mut self.definitions {
            d.kinds.resolve(&r);
        }
        if let Some(b) = &mut self.bodies {
            for k in [&mut b.kinds, &mut b.unless, &mut b.later, &mut b.later_drop] {
                k.resolve(&r);
            }
        }

        for t in types.into_iter().filter(|t| t.named) {
            let slots = Slots {
                fields: t
                    .fields
                    .iter()
                    .map(|(f, s)| (f.clone(), must_fill(s)))
                    .collect(),
                children: t.children.as_ref().map(must_fill),
            };
            for &id in table.ids(&t.kind) {
                self.slots.insert(id, slots.clone());
            }
        }
        // The rules' own slots override the grammar's; a required one wins.
        let overrides = (self.optional_fields.iter().map(|s| (s, false)))
            .chain(self.required_fields.iter().map(|s| (s, true)));
        for (slot, required) in overrides {
            let (parent, field) = slot.split_once('.').expect("checked when read");
            for &id in table.ids(parent) {
                let slots = self.slots.entry(id).or_default();
                slots.fields.insert(field.to_owned(), required);
            }
        }
        for (class, kinds) in &self.classes {
            for kind in kinds {
                for &id in table.ids(kind) {
                    self.class_of.entry(id).or_default().push(class.clone());
                }
            }
        }
    }

    /// Whether a transform is kept for the fixpoint of the tree sweeps.
    pub fn has_fixpoint_transforms(&self) -> bool {
        self.transforms.values().flatten().any(|t| t.at_fixpoint)
    }

    /// Classes that list the kind of id `kind`.
    pub fn classes_of(&self, kind: u16) -> &[String] {
        self.class_of.get(&kind).map_or(&[], |v| v.as_slice())
    }

    /// Whether a child of a node of kind id `parent` in `field` (or unfielded, when
    /// `None`) must stay.
    pub fn slot_required(&self, parent: u16, field: Option<&str>) -> bool {
        let Some(slots) = self.slots.get(&parent) else {
            return false;
        };
        match field {
            Some(f) => slots.fields.get(f).copied().unwrap_or(false),
            None => slots.children.unwrap_or(false),
        }
    }
}

/// Resolves the keys of a map keyed by kind (keys cannot change in place).
fn resolve_keys<V>(map: &mut BTreeMap<Kind, V>, r: &Resolver) {
    *map = std::mem::take(map)
        .into_iter()
        .map(|(mut key, value)| {
            key.resolve(r);
            (key, value)
        })
        .collect();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether a slot must stay, as it was worked out from kind names.
    fn required_by_name(
        rules: &Rules,
        types: &[NodeType],
        parent: &str,
        field: Option<&str>,
    ) -> bool {
        if let Some(f) = field {
            let key = format!("{parent}.{f}");
            if rules.required_fields.contains(&key) {
                return true;
            }
            if rules.optional_fields.contains(&key) {
                return false;
            }
        }
        // The last named entry of a kind counts.
        let Some(t) = types.iter().rev().find(|t| t.named && t.kind == parent) else {
            return false;
        };
        match field {
            Some(f) => t.fields.get(f).is_some_and(must_fill),
            None => t.children.as_ref().is_some_and(must_fill),
        }
    }

    #[test]
    fn slots_by_kind_id_are_the_slots_by_name() {
        let grammars = [
            ("c", tree_sitter_c::NODE_TYPES),
            ("cpp", tree_sitter_cpp::NODE_TYPES),
            ("python", tree_sitter_python::NODE_TYPES),
            ("rust", tree_sitter_rust::NODE_TYPES),
            ("java", tree_sitter_java::NODE_TYPES),
        ];
        for (name, node_types) in grammars {
            let lang = crate::lang::by_name(name).unwrap();
            let (rules, grammar) = (&lang.rules, &lang.grammar);
            let types: Vec<NodeType> = serde_json::from_str(node_types).unwrap();
            let fields: Vec<Option<&str>> = (1..=grammar.field_count() as u16)
                .map(|f| grammar.field_name_for_id(f))
                .chain([None])
                .collect();
            for id in 0..grammar.node_kind_count() as u16 {
                let kind = grammar.node_kind_for_id(id).unwrap();
                for &field in &fields {
                    assert_eq!(
                        rules.slot_required(id, field),
                        required_by_name(rules, &types, kind, field),
                        "{name}: {kind}.{field:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn an_entry_point_with_a_star_keeps_every_name_it_frames() {
        let rule = DefinitionRule {
            kinds: Kinds::default(),
            names: Vec::new(),
            entry_points: vec!["main".into(), "__*__".into()],
            line_markers: false,
        };
        for used in ["main", "__init__", "__add__", "____"] {
            assert!(rule.is_entry_point(used.as_bytes()), "{used}");
        }
        for unused in ["mains", "_main", "__init", "init__", "___", "__private"] {
            assert!(!rule.is_entry_point(unused.as_bytes()), "{unused}");
        }
    }
}
