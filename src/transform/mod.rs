//! Rule-driven changes of several places at once, which deleting or replacing one subtree
//! cannot express: a function's parameter with its argument at every call, a call with
//! the body it runs, a type name with its definition, a parallel assignment's target with
//! its value, a format conversion with its argument. Each reads its section of the
//! language's rules (`[parameters]`, `[inline]`, ...) and knows nothing of tests; the
//! reducer tries the groups it returns with ddmin.
//!
//! - [`parameters`]: a parameter and the matching argument of every call;
//! - [`inline`]: a call statement replaced by the called body, the function deleted;
//! - [`copies`]: a variable's uses spelled as its value, the declaration deleted;
//! - [`merged_names`]: a definition's uses spelled as the name of an earlier one of the
//!   same kind, the definition deleted;
//! - [`typedefs`]: uses of a type name replaced by its type, the definition deleted;
//! - [`type_parameters`]: a template's type parameter unnamed, its uses a concrete type;
//! - [`template_arguments`]: a template's parameter with the argument at its place in
//!   every use, and a template used with one list of arguments made plain;
//! - [`member_definitions`]: a member function defined out of its class moved into it;
//! - [`anonymous_classes`]: a class used once moved to its use without its name;
//! - [`public_classes`]: a class whose members start public made a struct, and any
//!   access specifier deleted with its `:`;
//! - [`parallel`]: a target of `a, b = x, y` with its value;
//! - [`macros`]: a preprocessor macro's use replaced by its body, every use with the
//!   `#define` deleted, and a body's tokens;
//! - [`includes`]: a local `#include` replaced by the header's contents;
//! - [`conditionals`]: the directive lines of a preprocessor conditional the grammar
//!   cannot parse, together (or with the group's contents), or one left unmatched;
//! - [`unused`]: the definitions whose names occur nowhere else, all at once;
//! - [`bodies`]: function bodies emptied, all at once;
//! - [`fixpoint_replacement_groups`]: the replacements the rules keep for the fixpoint;
//! - [`formats`]: a printf-style conversion with the argument it consumes (several
//!   conversions of one string share an edit, so these are pairs, not groups).

pub mod anonymous_classes;
pub mod bodies;
pub mod conditionals;
pub mod copies;
pub mod formats;
mod group;
pub mod includes;
pub mod inline;
pub mod line_markers;
pub mod macros;
pub mod member_definitions;
pub mod merged_names;
pub mod parallel_assignment;
pub mod parameters;
pub mod parse_errors;
pub mod public_classes;
pub mod template_arguments;
pub mod type_parameters;
pub mod typedefs;
pub mod unused;

use crate::lang::Language;
use crate::tree::{Edit, NodeId, PrintStyle, Tree, reindent_into};

pub use bodies::emptiable_bodies;
pub use conditionals::conditional_groups;
pub use formats::{FormatPair, format_pairs, without_conversions};
pub use group::Group;
pub use macros::body::BodyTokens;
pub use macros::expansion_groups;
pub use unused::unused_definitions;

/// Type names replaced by the types they name, each with the deletion of its definition.
pub fn typedef_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.typedefs else {
        return Vec::new();
    };
    typedefs::substitutions(tree, rule)
        .into_iter()
        .map(|s| respelled(s.uses, s.type_text, s.definition))
        .collect()
}

/// One group: each of `uses` spelled `text`, `deleted` deleted.
fn respelled(uses: Vec<NodeId>, text: String, deleted: NodeId) -> Group {
    let text = Edit::Text(text.into());
    let uses = uses.into_iter().map(|u| (u, text.clone()));
    uses.chain([(deleted, Edit::Delete)]).collect()
}

/// A template's type parameters, each unnamed with its uses made the concrete type (see
/// `type_parameters`).
pub fn template_parameter_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.type_parameters else {
        return Vec::new();
    };
    let concrete = Edit::Text(rule.concrete.as_str().into());
    type_parameters::concretions(tree, rule)
        .into_iter()
        .map(|c| {
            let uses = c.uses.into_iter().map(|u| (u, concrete.clone()));
            [(c.name, Edit::Delete)].into_iter().chain(uses).collect()
        })
        .collect()
}

/// A template's parameter with the argument at its place in every use (see
/// `template_arguments`).
pub fn template_argument_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.template_arguments else {
        return Vec::new();
    };
    template_arguments::template_argument_changes(tree, rule)
        .into_iter()
        .map(|nodes| nodes.into_iter().map(|n| (n, Edit::Delete)).collect())
        .collect()
}

/// Definitions whose body is already empty, each made a declaration (see
/// `bodies::empty_bodies`).
pub fn empty_body_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.bodies else {
        return Vec::new();
    };
    let declaration = Edit::Text(rule.later_text.as_str().into());
    bodies::empty_bodies(tree, language)
        .into_iter()
        .map(|nodes| {
            let (body, dropped) = nodes.split_first().expect("a body first");
            [(*body, declaration.clone())]
                .into_iter()
                .chain(dropped.iter().map(|&d| (d, Edit::Delete)))
                .collect()
        })
        .collect()
}

/// Each node's smallest replacement kept for the fixpoint of the sweeps (a transform's
/// `at_fixpoint`), a group of its own.
pub fn fixpoint_replacement_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    (0..tree.len() as NodeId)
        .filter_map(|node| {
            let smallest = crate::lang::fixpoint_changes(tree, node, language)
                .into_iter()
                .next();
            smallest.map(|edit| vec![(node, edit)])
        })
        .collect()
}

/// Templates used with one list of arguments, each made a plain declaration with its
/// uses (see `template_arguments::instantiations`).
pub fn instantiation_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.template_arguments else {
        return Vec::new();
    };
    template_arguments::instantiations(tree, rule)
        .into_iter()
        .map(|i| {
            let uses = i
                .uses
                .into_iter()
                .map(|(u, name)| (u, Edit::Text(name.into())));
            [(i.template, Edit::Text(i.text.into()))]
                .into_iter()
                .chain(uses)
                .collect()
        })
        .collect()
}

/// Member functions defined out of their classes, each moved into its class in place of
/// its declaration (see `member_definitions`).
pub fn member_definition_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.member_definitions else {
        return Vec::new();
    };
    member_definitions::member_moves(tree, rule)
        .into_iter()
        .map(|m| {
            vec![
                (m.declaration, Edit::Text(m.text.into())),
                (m.definition, Edit::Delete),
            ]
        })
        .collect()
}

/// Classes used once, each moved to its use without its name (see `anonymous_classes`).
pub fn anonymous_class_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.anonymous_classes else {
        return Vec::new();
    };
    anonymous_classes::anonymizations(tree, rule)
        .into_iter()
        .map(|a| {
            vec![
                (a.definition, Edit::Delete),
                (a.use_type, Edit::Text(a.text.into())),
            ]
        })
        .collect()
}

/// Classes whose members start public, each made a struct without its `public:` (see
/// `public_classes`).
pub fn public_class_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.public_classes else {
        return Vec::new();
    };
    let keyword = Edit::Text(rule.public_keyword.as_str().into());
    public_classes::public_classes(tree, rule)
        .into_iter()
        .map(|c| {
            let specifier = c.specifier.into_iter().map(|s| (s, Edit::Delete));
            [(c.keyword, keyword.clone())]
                .into_iter()
                .chain(specifier)
                .collect()
        })
        .collect()
}

/// Access specifiers, each deleted with its `:` (see `public_classes`).
pub fn access_specifier_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.public_classes else {
        return Vec::new();
    };
    public_classes::access_specifiers(tree, rule)
        .into_iter()
        .map(|nodes| nodes.into_iter().map(|n| (n, Edit::Delete)).collect())
        .collect()
}

/// Calls replaced by the body they run, each with the deletion of the called function.
pub fn inline_groups(tree: &Tree, language: &Language, style: &PrintStyle) -> Vec<Group> {
    // Each call is replaced by the body's text (a body is not a descendant of the call,
    // so it cannot be hoisted). Where indentation is syntax, the body's lines move to the
    // call's column.
    inline::inlinings(tree, &language.rules)
        .into_iter()
        .filter_map(|i| {
            let shift = match style.reindent {
                true => tree.column(i.statement) as i64 - tree.column(i.body) as i64,
                false => 0,
            };
            let mut body = Vec::new();
            reindent_into(&mut body, &i.body_text, shift);
            let body = String::from_utf8(body).ok()?;
            Some(vec![
                (i.statement, Edit::Text(body.into())),
                (i.definition, Edit::Delete),
            ])
        })
        .collect()
}

/// Variables spelled as their values: each use replaced by the value, the declaration
/// deleted (see `copies`).
pub fn copy_groups(tree: &Tree, language: &Language) -> Vec<Group> {
    let Some(rule) = &language.rules.copies else {
        return Vec::new();
    };
    copies::copies(tree, rule)
        .into_iter()
        .map(|c| respelled(c.uses, c.value, c.statement))
        .collect()
}

/// Definitions merged into an earlier one of the same kind: each deleted with its uses
/// spelled as the earlier one's name (see `merged_names`).
pub fn merge_groups(tree: &Tree, language: &Language, fixed: &[String]) -> Vec<Group> {
    merged_names::merges(tree, language, fixed)
        .into_iter()
        .map(|m| respelled(m.uses, m.into, m.definition))
        .collect()
}

/// A function's parameter with the matching argument of each of its calls (and of its
/// other declarations), and a target of a parallel assignment with its value.
pub fn pair_groups(tree: &Tree, language: &Language, style: &PrintStyle) -> Vec<Group> {
    let rules = &language.rules;
    let parameters = parameters::parameter_changes(tree, rules);
    let parallel = rules
        .parallel
        .iter()
        .flat_map(|r| parallel_assignment::parallel_pairs(tree, r, style));
    parameters
        .into_iter()
        .chain(parallel)
        .map(|nodes| nodes.into_iter().map(|n| (n, Edit::Delete)).collect())
        .collect()
}
