//! Reduction rules of one language, read from `grammars/<name>.toml`.

use std::collections::{BTreeMap, HashMap};

use regex::Regex;
use serde::Deserialize;

use super::compile::{Compiler, Section};
use super::errors::{RulesError, TransformError};
use super::kinds::{Kind, KindTable, Kinds};
use super::sections::{
    AnonymousClassRule, BodyRule, ConditionalRule, CopyRule, DefinitionRule, FormatRule,
    IncludeRule, InlineRule, MacroRule, MemberDefinitionRule, ParallelRule, ParameterRule,
    PublicClassRule, TemplateArgumentRule, TypeParameterRule, TypedefRule,
};

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
    /// Where variables are declared with their values, so that a variable's uses can be
    /// spelled as its value and its declaration deleted.
    pub copies: Option<CopyRule>,
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
    /// Replace by the node's own text with the child in each key field replaced by the
    /// text of the child in the value field: a C++ variable's initializer by the
    /// variable's own name (`T x = f(a);` -> `T x = x;`), which keeps the declaration's
    /// copy without what the initializer needed.
    #[serde(default)]
    pub copy_fields: BTreeMap<String, String>,
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

    /// Checks the kind and fields the transform names, and resolves its kind.
    fn compile(&mut self, c: &mut Compiler) {
        if let Some(kind) = &mut self.kind {
            c.kind(kind, "kind");
        }
        let selected = [&self.field, &self.children_of].into_iter().flatten();
        c.fields(selected);
        if let Some(path) = &self.path {
            c.path(path);
        }
        c.fields(self.replace_fields.keys());
        c.fields(self.copy_fields.keys().chain(self.copy_fields.values()));
        c.fields(self.without.iter().chain(&self.in_field));
    }

    fn validate(&self) -> Result<(), TransformError> {
        let selections = [&self.field, &self.children_of, &self.path]
            .iter()
            .filter(|s| s.is_some())
            .count();
        let actions = [
            self.text.is_some(),
            self.hoist,
            self.unwrap,
            !self.replace_fields.is_empty(),
            !self.copy_fields.is_empty(),
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
        let on_itself = self.text.is_some()
            || self.hoist
            || !self.replace_fields.is_empty()
            || !self.copy_fields.is_empty();
        if selections == 1 && on_itself {
            return Err(TransformError::SelectedOwnAction);
        }
        if selections == 0 && (self.kind.is_some() || self.suffix.is_some()) {
            return Err(TransformError::UnselectedAction);
        }
        Ok(())
    }
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

/// Every optional section of `$rules` by its key, in the order they are compiled and
/// listed: `$get` is `as_ref` or `as_mut`, `$section` `&dyn Section` or `&mut dyn
/// Section`. A new section is a field of [`Rules`] and its name in the list below; the
/// other fields are named too, so that a field added to `Rules` does not build until it
/// is listed, as a section or not.
macro_rules! sections {
    ($rules:expr, $get:ident, $section:ty) => {
        sections!(@list $rules, $get, $section;
            parameters formats inline typedefs type_parameters template_arguments
            member_definitions anonymous_classes public_classes macros includes conditionals
            definitions bodies parallel copies)
    };
    (@list $rules:expr, $get:ident, $section:ty; $($name:ident)*) => {{
        let Rules {
            $($name,)*
            separators: _,
            introducers: _,
            reindent: _,
            placeholders: _,
            statement_placeholder: _,
            expression_placeholders: _,
            classes: _,
            required_fields: _,
            optional_fields: _,
            identifiers: _,
            containers: _,
            missing_names: _,
            brackets: _,
            shrinkable_tokens: _,
            transforms: _,
            slots: _,
            class_of: _,
        } = $rules;
        [$((stringify!($name), $name.$get().map(|s| s as $section))),*]
    }};
}

impl Rules {
    /// Reads rules from TOML for `grammar`, taking slot requirements from the grammar's
    /// `node-types.json` (shipped by every tree-sitter grammar crate), and resolves every
    /// kind the rules name to the grammar's kind ids. A kind, class or field the grammar
    /// lacks is an error ([`RulesError::UnknownNames`]), after the checks of the file's
    /// own consistency.
    pub fn from_toml(
        toml_text: &str,
        node_types_json: &str,
        grammar: &tree_sitter::Language,
    ) -> Result<Rules, RulesError> {
        let mut rules: Rules = toml::from_str(toml_text)?;
        rules.check_consistency()?;
        let types: Vec<NodeType> =
            serde_json::from_str(node_types_json).map_err(RulesError::NodeTypes)?;
        let mut compiler = Compiler::new(grammar, rules.classes.clone());
        rules.compile(&mut compiler);
        let table = compiler.finish()?;
        rules.set_tables(&table, types);
        Ok(rules)
    }

    /// The optional sections the rules have, in the order `hedge langs` lists them.
    pub(super) fn sections(&self) -> impl Iterator<Item = &dyn Section> {
        let all = sections!(self, as_ref, &dyn Section);
        all.into_iter().filter_map(|(_, section)| section)
    }

    /// The checks of the rules' own consistency, which need no grammar. The
    /// `missing_names` patterns are compiled to be checked and not kept: every language's
    /// rules load at once, and their compiled Unicode `\w` classes would take megabytes
    /// that only `isolate` uses.
    fn check_consistency(&mut self) -> Result<(), RulesError> {
        for (key, list) in &self.transforms {
            for t in list {
                t.validate().map_err(|problem| RulesError::Transform {
                    key: key.to_string(),
                    problem,
                })?;
            }
        }
        for pattern in &self.missing_names {
            let regex = Regex::new(pattern).map_err(|error| RulesError::Pattern {
                pattern: pattern.clone(),
                error,
            })?;
            if regex.captures_len() != 2 {
                return Err(RulesError::PatternGroups {
                    pattern: pattern.clone(),
                });
            }
        }
        if self.inline.is_some() && self.parameters.is_none() {
            return Err(RulesError::InlineWithoutParameters);
        }
        for slot in self.required_fields.iter().chain(&self.optional_fields) {
            if slot.split_once('.').is_none() {
                return Err(RulesError::Slot { slot: slot.clone() });
            }
        }
        Ok(())
    }

    /// Checks every name the rules hold and resolves every kind, through `c`.
    fn compile(&mut self, c: &mut Compiler) {
        for s in &self.separators {
            c.kind_name(s, "separators");
        }
        for s in &self.introducers {
            c.kind_name(s, "introducers");
        }
        c.kinds(&mut self.shrinkable_tokens, "shrinkable_tokens");
        for k in self.placeholders.keys() {
            c.kind_name(k, "placeholders");
        }
        for (class, kinds) in &self.classes {
            for k in kinds {
                c.kind_name(k, &format!("classes.{class}"));
            }
        }
        c.keys(&mut self.transforms, "transforms");
        c.enter("slot");
        for slot in self.required_fields.iter().chain(&self.optional_fields) {
            let (parent, field) = slot.split_once('.').unwrap_or((slot, ""));
            c.kind_name(parent, "");
            c.field(field);
        }
        c.enter("");
        c.kinds(&mut self.identifiers, "identifiers");
        c.kinds(&mut self.containers, "containers");
        for k in self.brackets.iter().flatten() {
            c.kind_name(k, "brackets");
        }
        let all = sections!(self, as_mut, &mut dyn Section);
        for (key, section) in all {
            if let Some(section) = section {
                c.enter(key);
                section.compile(c);
            }
        }
        for (key, list) in &mut self.transforms {
            c.enter(format!("transforms.{key}"));
            for t in list {
                t.compile(c);
            }
        }
    }

    /// Sets the tables by kind id: slot requirements (the grammar's `types`, with the
    /// rules' own slots applied) and the classes of each kind.
    fn set_tables(&mut self, table: &KindTable, types: Vec<NodeType>) {
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
