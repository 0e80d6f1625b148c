//! A template's parameter deleted with the argument at its place in every use of the
//! template: `template <class, int> struct D {};` with `D<char, 0>` and `D<char, 2>` ->
//! `template <class> struct D {};` with `D<char>`. Deleting the parameter alone, or one
//! use's argument alone, leaves uses with the wrong number of arguments; together they
//! may not, and what only the argument needed (a typedef for its type, a constant) can
//! then go. clang_delta's "remove unused template parameter" with its arguments.

use std::collections::HashMap;

use crate::lang::TemplateArgumentRule;
use crate::tree::{NodeId, Tree};

/// One change per (template name, parameter position): the nodes to delete together, in
/// id order: the parameter at that position in each declaration of a template of that
/// name (a forward declaration and the definition), and the argument at that position
/// in each use spelled with that name. Names without a declaration in the tree (a
/// library's templates) have no changes, and a position that touches one node only is
/// left to HDD's own deletion.
pub fn template_argument_changes(tree: &Tree, rule: &TemplateArgumentRule) -> Vec<Vec<NodeId>> {
    let mut order: Vec<&[u8]> = Vec::new();
    let mut parameters: HashMap<&[u8], Vec<Vec<NodeId>>> = HashMap::new();
    let mut arguments: HashMap<&[u8], Vec<Vec<NodeId>>> = HashMap::new();
    let field = |id: NodeId, f: &str| tree.children_by_field(id, f).next();
    for id in 0..tree.len() as NodeId {
        if rule.template.matches(tree, id) {
            let (Some(list), Some(name)) =
                (field(id, &rule.parameters), declared_name(tree, rule, id))
            else {
                continue;
            };
            let name = tree.text(name);
            if !parameters.contains_key(name) {
                order.push(name);
            }
            parameters
                .entry(name)
                .or_default()
                .push(tree.named_children(list).collect());
        } else if rule.uses.matches(tree, id) {
            let (Some(name), Some(list)) = (field(id, &rule.name), field(id, &rule.arguments))
            else {
                continue;
            };
            arguments
                .entry(tree.text(name))
                .or_default()
                .push(tree.named_children(list).collect());
        }
    }
    let mut changes = Vec::new();
    for name in order {
        let declared = &parameters[name];
        let used = arguments.get(name).map_or(&[][..], Vec::as_slice);
        let positions = declared.iter().map(Vec::len).max().unwrap_or(0);
        for k in 0..positions {
            let mut nodes: Vec<NodeId> = declared
                .iter()
                .chain(used)
                .filter_map(|items| items.get(k).copied())
                .collect();
            if nodes.len() >= 2 {
                nodes.sort_unstable();
                changes.push(nodes);
            }
        }
    }
    changes
}

/// The plain name a template declares: the name at the rule's path in the one child of
/// the template that the rule lists. A specialization (`struct D<char, 0>`) names no
/// template of its own: its name is a use.
fn declared_name(tree: &Tree, rule: &TemplateArgumentRule, template: NodeId) -> Option<NodeId> {
    tree.named_children(template).find_map(|child| {
        let (_, path) = rule
            .declares
            .iter()
            .find(|(kind, _)| kind.matches(tree, child))?;
        let name = path.split('.').try_fold(child, |node, step| {
            tree.children_by_field(node, step).next()
        })?;
        tree.is_leaf(name).then_some(name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each change's nodes, printed.
    fn changes_of(src: &str) -> Vec<Vec<String>> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.template_arguments.as_ref().unwrap();
        template_argument_changes(&tree, rule)
            .into_iter()
            .map(|nodes| {
                let text = |n| String::from_utf8_lossy(tree.text(n)).into_owned();
                nodes.into_iter().map(text).collect()
            })
            .collect()
    }

    #[test]
    fn a_parameter_goes_with_the_argument_at_its_place_in_every_use() {
        let src = "template <class T, int N> struct D;\n\
                   template <class T, int N> struct D { T a[N]; };\n\
                   D<char, 0> x;\nD<char, 2> *y;\n\
                   template <class T> void f(T) {}\n\
                   void g() { f<long>(1); }\n";
        assert_eq!(
            changes_of(src),
            [
                vec!["class T", "class T", "char", "char"],
                vec!["int N", "int N", "0", "2"],
                vec!["class T", "long"],
            ]
        );
    }

    #[test]
    fn specializations_are_uses_and_library_templates_have_no_changes() {
        let src = "template <class A, class B> struct P {};\n\
                   template <class A> struct P<A, int> {};\n\
                   std::vector<int> v;\n";
        // The partial specialization's own parameter list declares no template named P;
        // its name `P<A, int>` is a use.
        assert_eq!(
            changes_of(src),
            [vec!["class A", "A"], vec!["class B", "int"]]
        );
    }
}
