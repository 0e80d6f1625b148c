//! Definitions whose names occur nowhere else. A preprocessed C++ file holds thousands of
//! library definitions that nothing in it uses; HDD deletes them level by level, node by
//! node, where one candidate that deletes every unused definition at once often passes.

use std::collections::HashMap;

use crate::lang::{self, DefinitionRule, Language};
use crate::tree::{NodeId, Tree};

use super::line_markers::SystemHeaders;
use super::parse_errors::ParseErrors;

/// The definitions of `tree` whose names occur nowhere outside them, grouped by name:
/// a name's declarations, definitions, overloads and specializations go together (a
/// function declared before it is defined names itself twice, so neither goes alone).
/// Groups are in the order of their first definition; definitions `skip` names (kept
/// before) are left out, and so are the definitions of `fixed` names (kept as they are,
/// see [`crate::reduce::Settings::fixed_names`]). A definition's names are the identifier
/// tokens reached from it through the rule's name fields (see [`DefinitionRule`]); one
/// without names is never unused, nor one that defines a name used elsewhere.
pub fn unused_definitions(
    tree: &Tree,
    language: &Language,
    fixed: &[String],
    skip: impl Fn(NodeId) -> bool,
) -> Vec<Vec<NodeId>> {
    let rules = &language.rules;
    let Some(rule) = &rules.definitions else {
        return Vec::new();
    };
    let is_name = |id: NodeId| tree.is_leaf(id) && rules.identifiers.matches(tree, id);
    let mut everywhere: HashMap<&[u8], u32> = HashMap::new();
    for id in 0..tree.len() as NodeId {
        if is_name(id) {
            *everywhere.entry(tree.text(id)).or_default() += 1;
        }
    }
    // A definition in, around or beside a part tree-sitter could not parse may not be
    // what it seems (a statement after a misread attribute reads as a declaration of a
    // variable named `while`): such are left alone.
    let errors = ParseErrors::of(tree);
    let has_error = |id: NodeId| errors.within(tree, id);
    let near_error = |id: NodeId| {
        let siblings = tree.parent(id).map_or(&[][..], |p| tree.children(p));
        let at = tree.index_in_parent(id);
        let beside = [at.checked_sub(1), Some(at + 1)]
            .into_iter()
            .flatten()
            .filter_map(|i| siblings.get(i));
        has_error(id)
            || beside.into_iter().any(|&s| has_error(s))
            || std::iter::successors(tree.parent(id), |&p| tree.parent(p)).any(|p| tree.is_error(p))
    };
    let system = SystemHeaders::new(tree.source(), rule.line_markers);
    // Every definition with the names it defines, and each name's definitions, in id order.
    // One directly inside another (a template's function) goes only with it.
    let mut definitions: Vec<(NodeId, Vec<&[u8]>)> = Vec::new();
    let mut by_name: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    for id in 0..tree.len() as NodeId {
        if !is_outer_definition(tree, id, rule)
            || !system.holds(tree.byte_range(id).start)
            || skip(id)
            || !lang::is_deletable(tree, id, language)
            || near_error(id)
        {
            continue;
        }
        let names = names_defined(tree, id, rule, &is_name);
        for &name in &names {
            by_name.entry(name).or_default().push(id);
        }
        if !names.is_empty() {
            definitions.push((id, names));
        }
    }
    // A name is unused when its definitions hold all its occurrences (counted in the
    // outermost ones only: a class holds its constructors, which name it too).
    let unused: HashMap<&[u8], bool> = by_name
        .iter()
        .map(|(&name, nodes)| {
            let mut inside = 0;
            let mut end = 0;
            for &node in nodes {
                if node < end {
                    continue;
                }
                end = tree.subtree_end(node);
                inside += tree
                    .descendants(node)
                    .filter(|&id| is_name(id) && tree.text(id) == name)
                    .count() as u32;
            }
            let outside = everywhere.get(name).copied().unwrap_or(0) > inside;
            let fixed = fixed.iter().any(|f| f.as_bytes() == name);
            (name, !rule.is_entry_point(name) && !fixed && !outside)
        })
        .collect();
    // One group per unused name, of its definitions that define no used name.
    let mut groups: Vec<Vec<NodeId>> = Vec::new();
    let mut group_of: HashMap<&[u8], usize> = HashMap::new();
    for (node, names) in &definitions {
        if !names.iter().all(|name| unused[name]) {
            continue;
        }
        let group = *group_of.entry(names[0]).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[group].push(*node);
    }
    groups
}

/// Whether `id` is a definition of the rule's kinds that is not directly inside another
/// (a template's function goes only with its template).
pub(super) fn is_outer_definition(tree: &Tree, id: NodeId, rule: &DefinitionRule) -> bool {
    rule.kinds.matches_with_class(tree, id)
        && !tree
            .parent(id)
            .is_some_and(|p| rule.kinds.matches_with_class(tree, p))
}

/// The names `node` defines, sorted, each once (see [`defined_names`]).
pub(super) fn names_defined<'t>(
    tree: &'t Tree,
    node: NodeId,
    rule: &DefinitionRule,
    is_name: &impl Fn(NodeId) -> bool,
) -> Vec<&'t [u8]> {
    let mut names = Vec::new();
    defined_names(tree, node, rule, is_name, &mut names);
    names.sort_unstable();
    names.dedup();
    names
}

/// The names `node` defines: identifier tokens reached through the rule's name fields,
/// or through the unfielded named children where the node has none of those fields.
fn defined_names<'t>(
    tree: &'t Tree,
    node: NodeId,
    rule: &DefinitionRule,
    is_name: &impl Fn(NodeId) -> bool,
    out: &mut Vec<&'t [u8]>,
) {
    if is_name(node) {
        out.push(tree.text(node));
        return;
    }
    let in_name_field = |c: &NodeId| {
        tree.field(*c)
            .is_some_and(|f| rule.names.iter().any(|n| n == f))
    };
    let fielded: Vec<NodeId> = tree
        .children(node)
        .iter()
        .copied()
        .filter(in_name_field)
        .collect();
    let next: Vec<NodeId> = if fielded.is_empty() {
        tree.named_children(node)
            .filter(|&c| tree.field(c).is_none())
            .collect()
    } else {
        fielded
    };
    for child in next {
        defined_names(tree, child, rule, is_name, out);
    }
}
