//! The optional sections of a rules file (`[parameters]`, `[typedefs]`, ...), each a
//! struct and its [`Section`] impl: the one step that checks the names it holds against
//! the grammar and resolves its kinds to kind ids, and its line in `hedge langs`.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::compile::{Compiler, Section};
use super::kinds::{Kind, Kinds};

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

impl Section for ParameterRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kinds(&mut self.signatures, "signatures");
        c.kinds(&mut self.method_signatures, "method_signatures");
        c.keys(&mut self.calls, "calls");
        c.keys(&mut self.members, "members");
        if let Some(class) = &mut self.class {
            c.kind(class, "class");
        }
        // `"first"` is a position, not a kind: it stays unresolved, and the pass asks for
        // it by name.
        if let Some(receiver) = self.receiver.as_mut().filter(|r| r.name() != "first") {
            c.kind(receiver, "receiver");
        }
        c.fields([&self.name, &self.list, &self.arguments]);
        c.fields(self.calls.values().chain(self.members.values()));
        c.fields(&self.class_name);
    }

    fn describe(&self) -> String {
        let calls: Vec<&str> = self.calls.keys().map(Kind::name).collect();
        format!(
            "  pairs: a parameter of a {} with the same argument of each {}\n",
            self.signatures.names().join("/"),
            calls.join("/")
        )
    }
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

impl Section for FormatRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.call, "call");
        c.kind(&mut self.string, "string");
        c.kind(&mut self.content, "content");
        c.field(&self.arguments);
    }

    fn describe(&self) -> String {
        format!(
            "  pairs: a printf conversion in a {} argument with the argument it consumes in a {}\n",
            self.string, self.call
        )
    }
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

impl Section for InlineRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.definition, "definition");
        c.kind(&mut self.name, "name");
        c.kind(&mut self.statement, "statement");
        c.field(&self.body);
    }

    fn describe(&self) -> String {
        format!(
            "  inlined: a call that is a whole {} (one argument per named parameter; the only use of a function defined once) becomes that {}'s {}, each parameter spelled as its argument\n",
            self.statement, self.definition, self.body
        )
    }
}

/// Variables given their value where they are declared, so that a variable's uses can
/// be spelled as its value and its declaration deleted (copy propagation).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CopyRule {
    /// Node kind of a variable with its value (C's `init_declarator`, Rust's
    /// `let_declaration`).
    pub variable: Kind,
    /// Field of the variable that holds its name: one token of kind `identifier`,
    /// alone or inside `wrappers`.
    pub name: String,
    /// Node kinds that may hold the name in the name field (C's `pointer_declarator`
    /// in `*c`, Rust's `mut_pattern`); anything else there (an array's size, Python's
    /// `x[0] = ...`) is not a variable of its own.
    #[serde(default)]
    pub wrappers: Kinds,
    /// A variable with a child of one of these kinds stays (Rust's `mut`: methods may
    /// change it where no assignment shows).
    #[serde(default)]
    pub unless: Kinds,
    /// Field of the variable that holds its value.
    pub value: String,
    /// Token kind of a variable's name and of its uses.
    pub identifier: Kind,
    /// Node kinds of the statement that declares the variable and goes with it when it
    /// declares no other (C's `declaration`); when empty, the variable is the statement.
    #[serde(default)]
    pub statement: Kinds,
    /// Node kinds that change a variable, each with the field that holds it
    /// (`assignment_expression = "left"`): a variable changed after its declaration
    /// keeps it.
    #[serde(default)]
    pub changes: BTreeMap<Kind, String>,
    /// Node kinds whose child in the field is a member's name, not a use (Python's
    /// `attribute = "attribute"`).
    #[serde(default)]
    pub members: BTreeMap<Kind, String>,
    /// Kinds of values that need no parentheses in place of a use (a call, a literal);
    /// other values of more than one token get them.
    #[serde(default)]
    pub bare: Kinds,
}

impl Section for CopyRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.variable, "variable");
        c.kind(&mut self.identifier, "identifier");
        c.kinds(&mut self.statement, "statement");
        c.kinds(&mut self.wrappers, "wrappers");
        c.kinds(&mut self.unless, "unless");
        c.keys(&mut self.changes, "changes");
        c.keys(&mut self.members, "members");
        c.kinds(&mut self.bare, "bare");
        c.fields([&self.name, &self.value]);
        c.fields(self.changes.values().chain(self.members.values()));
    }

    fn describe(&self) -> String {
        format!(
            "  copies: a {} whose {} is never changed has each use spelled as its {}, and goes\n",
            self.variable, self.name, self.value
        )
    }
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

impl Section for ParallelRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.assignment, "assignment");
        c.fields([&self.targets, &self.values]);
    }

    fn describe(&self) -> String {
        format!(
            "  pairs: in each {}, a target (field {}) with the value at its position (field {})\n",
            self.assignment, self.targets, self.values
        )
    }
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

impl Section for TypedefRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.definition, "definition");
        c.fields([&self.r#type, &self.name]);
    }

    fn describe(&self) -> String {
        format!(
            "  type names: a {} of one plain name goes, and each use of the name becomes the {}\n",
            self.definition, self.r#type
        )
    }
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

impl Section for TypeParameterRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.template, "template");
        c.kind(&mut self.names, "names");
        c.kinds(&mut self.kinds, "kinds");
        c.field(&self.parameters);
    }

    fn describe(&self) -> String {
        format!(
            "  type parameters: a named parameter of a {} loses its name, and each {} that uses it becomes {}\n",
            self.template, self.names, self.concrete
        )
    }
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

impl Section for TemplateArgumentRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.template, "template");
        c.keys(&mut self.declares, "declares");
        c.kinds(&mut self.uses, "uses");
        c.kinds(&mut self.parameter_names, "parameter_names");
        c.fields([&self.parameters, &self.name, &self.arguments]);
        for path in self.declares.values() {
            c.path(path);
        }
    }

    fn describe(&self) -> String {
        format!(
            "  template arguments: a parameter of a {} goes with the argument at its place in each {} of the template's name\n",
            self.template,
            self.uses.names().join(" or ")
        )
    }
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

impl Section for MemberDefinitionRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.definition, "definition");
        c.kind(&mut self.declarator, "declarator");
        c.kind(&mut self.qualified, "qualified");
        c.kinds(&mut self.classes, "classes");
        c.fields([&self.name, &self.parameters, &self.scope, &self.member]);
        c.fields([&self.class_name, &self.body]);
    }

    fn describe(&self) -> String {
        format!(
            "  member definitions: a {} of a member out of its class moves into the class in place of the member's declaration\n",
            self.definition
        )
    }
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

impl Section for AnonymousClassRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kinds(&mut self.classes, "classes");
        c.kinds(&mut self.declarations, "declarations");
        c.fields([&self.name, &self.body, &self.r#type, &self.declarator]);
    }

    fn describe(&self) -> String {
        format!(
            "  anonymous classes: a {} used once as the type of a {} moves there without its name\n",
            self.classes.names().join(" or "),
            self.declarations.names().join(" or ")
        )
    }
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

impl Section for PublicClassRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.class, "class");
        c.kind(&mut self.specifier, "specifier");
        c.field(&self.body);
    }

    fn describe(&self) -> String {
        format!(
            "  public classes: a {} whose members start `{}:` becomes a {} without it\n",
            self.class, self.public, self.public_keyword
        )
    }
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

impl Section for MacroRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.object, "object");
        c.kind(&mut self.function, "function");
        c.kinds(&mut self.mentions, "mentions");
        c.fields([&self.name, &self.parameters, &self.value]);
    }

    fn describe(&self) -> String {
        format!(
            "  macros: each use of a {} or {} becomes its body (arguments substituted), every use at once with the definition deleted; a body's tokens go one by one\n",
            self.object, self.function
        )
    }
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

impl Section for IncludeRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kind(&mut self.directive, "directive");
        c.kind(&mut self.local, "local");
        c.field(&self.path);
    }

    fn describe(&self) -> String {
        format!(
            "  includes: a {} of a {} naming a file next to the input becomes that file's contents\n",
            self.directive, self.local
        )
    }
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

impl Section for ConditionalRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kinds(&mut self.opens, "opens");
        c.kinds(&mut self.branches, "branches");
        c.kinds(&mut self.closes, "closes");
        if let Some(unknown) = &mut self.unknown {
            c.kind(unknown, "unknown");
        }
    }

    fn describe(&self) -> String {
        format!(
            "  conditionals the grammar cannot parse: the directive lines of a group ({} ... {}) go together, or the group with its contents; an unmatched one goes alone\n",
            self.opens.names().join(" "),
            self.closes.names().join(" ")
        )
    }
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

impl Section for DefinitionRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kinds(&mut self.kinds, "kinds");
        c.fields(&self.names);
    }

    fn describe(&self) -> String {
        format!(
            "  unused definitions: each {} whose names (through fields {}) occur nowhere else goes, all at once first\n",
            self.kinds.names().join(" "),
            self.names.join(" ")
        )
    }
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

impl Section for BodyRule {
    fn compile(&mut self, c: &mut Compiler) {
        c.kinds(&mut self.kinds, "kinds");
        c.kinds(&mut self.unless, "unless");
        c.kinds(&mut self.later, "later");
        c.kinds(&mut self.later_drop, "later_drop");
        c.field(&self.body);
    }

    fn describe(&self) -> String {
        let mut lines = format!(
            "  bodies: the {} of each {} becomes {}, all at once first\n",
            self.body,
            self.kinds.names().join(" "),
            self.text
        );
        if !self.later.is_empty() {
            let later = self.later.names().join(" ");
            lines.push_str(&format!("    those marked {later} after the others\n"));
        }
        lines
    }
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
