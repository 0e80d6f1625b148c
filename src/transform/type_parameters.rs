//! A template's type parameter made a concrete type: `template <class T> T f(T x);` →
//! `template <class> int f(int x);`. A failure inside a template seldom needs the type to
//! stay a parameter, but deleting the parameter breaks every use, and no use can go while
//! the parameter names it. C-Vise's clang_delta does the same for C++ templates.

use std::collections::HashMap;

use crate::lang::TypeParameterRule;
use crate::tree::{NodeId, Tree};

/// One type parameter: its name to delete, with the uses to print as the concrete type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concretion {
    pub name: NodeId,
    pub uses: Vec<NodeId>,
}

/// Every named type parameter of every template that the template uses, in id order.
/// Its uses are the type-name tokens of the template spelled like it, the parameter list
/// included (a later parameter's default); a use in a nested template that declares the
/// same name again is one too (rare, and the test judges the result).
pub fn concretions(tree: &Tree, rule: &TypeParameterRule) -> Vec<Concretion> {
    let mut found = Vec::new();
    for template in 0..tree.len() as NodeId {
        if !rule.template.matches(tree, template) {
            continue;
        }
        let Some(list) = tree.children_by_field(template, &rule.parameters).next() else {
            continue;
        };
        // The template's type names by spelling, walked once for all its parameters.
        let mut type_names: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
        for u in tree.descendants(template) {
            if rule.names.matches(tree, u) {
                type_names.entry(tree.text(u)).or_default().push(u);
            }
        }
        for &parameter in tree.children(list) {
            if !rule.kinds.matches(tree, parameter) {
                continue;
            }
            let mut children = tree.children(parameter).iter().copied();
            let Some(name) = children.find(|&c| rule.names.matches(tree, c)) else {
                continue;
            };
            let spelled = type_names
                .get(tree.text(name))
                .map_or(&[][..], Vec::as_slice);
            let uses: Vec<NodeId> = spelled.iter().copied().filter(|&u| u != name).collect();
            if !uses.is_empty() {
                found.push(Concretion { name, uses });
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn concretions_of(src: &str) -> Vec<(String, usize)> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.type_parameters.as_ref().unwrap();
        concretions(&tree, rule)
            .into_iter()
            .map(|c| {
                (
                    String::from_utf8(tree.text(c.name).to_vec()).unwrap(),
                    c.uses.len(),
                )
            })
            .collect()
    }

    #[test]
    fn each_used_type_parameter_with_its_uses() {
        let src = "template <class T, typename D = box<T>, class U> struct S { T *a; D d; };\n\
                   template <typename V> V f(V v) { return v; }\n";
        // U is never used; V's parameter `v` is not a type name.
        assert_eq!(
            concretions_of(src),
            [("T", 2), ("D", 1), ("V", 2)].map(|(n, k)| (n.to_string(), k))
        );
    }

    #[test]
    fn unnamed_and_non_type_parameters_have_none() {
        let src = "template <class, int N> struct S { int a[N]; };\n";
        assert_eq!(concretions_of(src), []);
    }
}
