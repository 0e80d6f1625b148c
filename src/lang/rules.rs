//! Reduction rules of one language, read from `grammars/<name>.toml`.

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;

/// A language's rules, as written in its TOML file (see the comment block at the top of
/// `grammars/c.toml` for the format), plus slot facts taken from the grammar.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    #[serde(default)]
    pub separators: Vec<String>,
    /// Token kinds that open an optional field (`=` before a variable's value, `->` before
    /// a return type): deleting the field's node drops the token right before it.
    #[serde(default)]
    pub introducers: Vec<String>,
    #[serde(default)]
    pub reindent: bool,
    #[serde(default)]
    pub placeholders: BTreeMap<String, String>,
    /// Text that replaces a node of class `statement`; empty for none.
    #[serde(default)]
    pub statement_placeholder: String,
    #[serde(default)]
    pub expression_placeholders: Vec<String>,
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
    pub identifiers: Vec<String>,
    /// Nodes whose members are definitions of their own (a C++ namespace, a Java class):
    /// `hedge isolate` groups changes by the definitions inside them, not by the whole.
    #[serde(default)]
    pub containers: Vec<String>,
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
    pub shrinkable_tokens: Vec<String>,
    /// Node kind or class name -> its transforms, tried in order.
    #[serde(default)]
    pub transforms: BTreeMap<String, Vec<Transform>>,
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
    #[serde(skip)]
    slots: HashMap<String, Slots>,
    #[serde(skip)]
    class_of: HashMap<String, Vec<String>>,
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
    pub kind: Option<String>,
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
}

impl Transform {
    /// The dotted path this transform selects, if any.
    pub fn selection(&self) -> Option<String> {
        self.field
            .clone()
            .or_else(|| self.children_of.as_ref().map(|f| format!("{f}.*")))
            .or_else(|| self.path.clone())
    }

    fn validate(&self) -> Result<(), String> {
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
            return Err("use at most one of field, children_of, path".into());
        }
        if actions > 1 {
            return Err("use at most one of text, hoist, unwrap, replace_fields, suffix".into());
        }
        if selections == 0 && actions == 0 {
            return Err("a transform needs a selection or an action".into());
        }
        if selections == 1 && (self.text.is_some() || self.hoist || !self.replace_fields.is_empty())
        {
            return Err("text, hoist and replace_fields act on the node itself".into());
        }
        if selections == 0 && (self.kind.is_some() || self.suffix.is_some()) {
            return Err(
                "kind and suffix act on selected nodes: give field, children_of or path".into(),
            );
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
    pub signatures: Vec<String>,
    /// Field of a signature that holds the function's name.
    pub name: String,
    /// Field of a signature that holds the parameter list.
    pub list: String,
    /// Node kinds of calls, each with the field that holds what it calls: the function
    /// (`call_expression = "function"`), or the class whose constructor it runs (Java's
    /// `object_creation_expression = "type"`).
    pub calls: BTreeMap<String, String>,
    /// Field of a call that holds the argument list.
    pub arguments: String,
    /// Callees that call a method (`obj.m`, `T::m`), each with the field that names the
    /// method: such calls pair with methods of that name.
    #[serde(default)]
    pub members: BTreeMap<String, String>,
    /// Signatures directly inside a node of this kind (the nearest enclosing class or
    /// signature) are methods. Its field `class_name` names the class.
    pub class: Option<String>,
    pub class_name: Option<String>,
    /// Signatures of these kinds are methods wherever they are (Go's `func (r T) m()`).
    #[serde(default)]
    pub method_signatures: Vec<String>,
    /// The method a call of the class's own name runs (`__init__` in Python).
    pub constructor: Option<String>,
    /// How a method's receiver, which calls do not pass as an argument, appears among its
    /// parameters: `"first"` (Python's `self`), or a node kind (Rust's `self_parameter`);
    /// none where the receiver is implicit (`this`).
    pub receiver: Option<String>,
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
    pub call: String,
    /// Field of the call that holds the argument list.
    pub arguments: String,
    /// Node kind of a string argument; the first one is taken as the format.
    pub string: String,
    /// Token kind inside the string that holds its text (between escape sequences).
    pub content: String,
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
    pub definition: String,
    /// Token kind of a plain name (a variable's, a parameter's): a parameter's name is its
    /// first token of this kind.
    pub name: String,
    /// Field of the definition that holds its body.
    pub body: String,
    /// Node kind of a statement that may consist of a call alone.
    pub statement: String,
}

/// Assignments of several targets at once: `a, b = x, y`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ParallelRule {
    /// Node kind of an assignment.
    pub assignment: String,
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
    pub definition: String,
    /// Field of the definition that holds the type; uses of the name are tokens in a
    /// field of this name too.
    #[serde(rename = "type")]
    pub r#type: String,
    /// Field of the definition that holds the name.
    pub name: String,
}

/// Preprocessor macro definitions (`#define N 4`, `#define MAX(a, b) ...`). Bodies are
/// one opaque token to the grammar; hedge reads them with the C preprocessor's token
/// rules (see `transform::macros`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct MacroRule {
    /// Node kind of an object-like macro's definition.
    pub object: String,
    /// Node kind of a function-like macro's definition.
    pub function: String,
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
    pub mentions: Vec<String>,
}

/// Include directives (`#include "x.h"`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct IncludeRule {
    /// Node kind of the directive.
    pub directive: String,
    /// Field of the directive that holds what it includes.
    pub path: String,
    /// Node kind of that path when it names a local file (a quoted string, not `<x.h>`).
    pub local: String,
}

/// Preprocessor conditionals (`#ifdef X` ... `#else` ... `#endif`). A well-formed one is a
/// node the transforms can unwrap; one the grammar cannot parse (`#ifdef 0`, a group left
/// open by a truncated file) is left as loose directive tokens in an ERROR node, which no
/// single node's deletion removes (see `transform::conditionals`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ConditionalRule {
    /// Token kinds of directives that open a group (`#if`, `#ifdef`, `#ifndef`).
    pub opens: Vec<String>,
    /// Token kinds of directives that start another branch of the open group (`#elif`,
    /// `#else`).
    #[serde(default)]
    pub branches: Vec<String>,
    /// Token kinds of directives that close the group (`#endif`).
    pub closes: Vec<String>,
    /// Token kind of a directive the grammar reads as one of no known kind, whose text
    /// names it: a `#else` or `#endif` whose `#if` the grammar did not see as one.
    pub unknown: Option<String>,
}

/// Definitions of names (functions, types, variables, namespaces): one whose names occur
/// nowhere else in the file is likely unused, and such definitions are deleted together.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct DefinitionRule {
    /// Node kinds (or classes) that define names.
    pub kinds: Vec<String>,
    /// Fields that lead from a definition to the names it defines (`declarator`, `name`),
    /// followed until a token of an `identifiers` kind; where a node has none of them,
    /// its unfielded named children are followed (a template's declaration).
    pub names: Vec<String>,
    /// Names that the program's runtime uses though nothing in the file names them
    /// (`main`): their definitions are never unused.
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
    pub kinds: Vec<String>,
    /// The field of a definition that holds its body.
    pub body: String,
    /// The text an emptied body becomes (`{}`).
    pub text: String,
    /// Kinds that mark a definition whose body its callers need, as a child of the
    /// definition or of one of its children (`constexpr`, a deduced `auto` return type):
    /// those bodies are left to the tree sweeps.
    #[serde(default)]
    pub unless: Vec<String>,
    /// Kinds that mark, as `unless` does, a definition whose body a constant expression
    /// may need (`constexpr`): those bodies go in a second candidate of their own, after
    /// the others, so that the first (the others at once) stays likely to pass.
    #[serde(default)]
    pub later: Vec<String>,
    /// What a `later` body becomes; `text` when empty. `;` makes the definition a
    /// declaration, which a call outside a constant expression compiles against, where
    /// g++ rejects a constexpr function whose body returns nothing.
    #[serde(default)]
    pub later_text: String,
    /// Kinds of a definition's children that go with its body when the body becomes
    /// `later_text` (a constructor's member initializers, which a declaration cannot
    /// have).
    #[serde(default)]
    pub later_drop: Vec<String>,
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
struct NodeType {
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

impl Rules {
    /// Reads rules from TOML, taking slot requirements from the grammar's
    /// `node-types.json` (shipped by every tree-sitter grammar crate).
    pub fn from_toml(toml_text: &str, node_types_json: &str) -> Result<Rules, String> {
        let mut rules: Rules = toml::from_str(toml_text).map_err(|e| e.to_string())?;
        for (key, list) in &rules.transforms {
            for t in list {
                t.validate().map_err(|e| format!("transforms.{key}: {e}"))?;
            }
        }
        for pattern in &rules.missing_names {
            let regex = regex::Regex::new(pattern)
                .map_err(|e| format!("missing_names: {pattern:?}: {e}"))?;
            if regex.captures_len() != 2 {
                return Err(format!(
                    "missing_names: {pattern:?} needs exactly one capture group (the name)"
                ));
            }
        }
        if rules.inline.is_some() && rules.parameters.is_none() {
            return Err("[inline] needs [parameters] (for function names and calls)".into());
        }
        for slot in rules.required_fields.iter().chain(&rules.optional_fields) {
            if slot.split_once('.').is_none() {
                return Err(format!(
                    "slot {slot:?} is not of the form parent_kind.field"
                ));
            }
        }
        let types: Vec<NodeType> =
            serde_json::from_str(node_types_json).map_err(|e| format!("node-types.json: {e}"))?;
        for t in types.into_iter().filter(|t| t.named) {
            let slots = Slots {
                fields: t
                    .fields
                    .iter()
                    .map(|(f, s)| (f.clone(), must_fill(s)))
                    .collect(),
                children: t.children.as_ref().map(must_fill),
            };
            rules.slots.insert(t.kind, slots);
        }
        for (class, kinds) in &rules.classes {
            for kind in kinds {
                rules
                    .class_of
                    .entry(kind.clone())
                    .or_default()
                    .push(class.clone());
            }
        }
        Ok(rules)
    }

    /// Whether one of the node's kinds is `key` or belongs to class `key`.
    pub fn node_is(&self, tree: &crate::tree::Tree, node: crate::tree::NodeId, key: &str) -> bool {
        tree.kinds(node)
            .iter()
            .any(|k| *k == key || self.classes_of(k).iter().any(|c| c == key))
    }

    /// Whether the node is of any of `keys` (kinds or classes).
    pub fn node_is_any(
        &self,
        tree: &crate::tree::Tree,
        node: crate::tree::NodeId,
        keys: &[String],
    ) -> bool {
        keys.iter().any(|key| self.node_is(tree, node, key))
    }

    /// Classes that list `kind`.
    pub fn classes_of(&self, kind: &str) -> &[String] {
        self.class_of.get(kind).map_or(&[], |v| v.as_slice())
    }

    /// Whether a child of a `parent` node in `field` (or unfielded, when `None`) must stay.
    pub fn slot_required(&self, parent: &str, field: Option<&str>) -> bool {
        if let Some(f) = field {
            let key = format!("{parent}.{f}");
            if self.required_fields.contains(&key) {
                return true;
            }
            if self.optional_fields.contains(&key) {
                return false;
            }
        }
        let Some(slots) = self.slots.get(parent) else {
            return false;
        };
        match field {
            Some(f) => slots.fields.get(f).copied().unwrap_or(false),
            None => slots.children.unwrap_or(false),
        }
    }
}
