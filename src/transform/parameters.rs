//! Parameters that go together with their arguments: deleting a parameter of `f` alone,
//! or an argument of a call of `f` alone, breaks the program (C: too few or too many
//! arguments); deleting both at once may not.

use std::collections::HashMap;

use crate::tree::{NodeId, Tree};

use crate::lang::ParameterRule;

/// One change per (function name, parameter position): the nodes to delete together,
/// in id order. For every signature named `f` (a C prototype and the definition, or
/// each Python definition), the parameter at that position, and for every call whose
/// callee is spelled `f`, the argument at that position. Methods pair with calls through
/// a member (`obj.f(...)`), their receiver left out, and a class's constructor with calls
/// of the class's name. Only positions that touch at least two nodes are listed;
/// deleting a single node is HDD's own change.
pub fn parameter_changes(tree: &Tree, rule: &ParameterRule) -> Vec<Vec<NodeId>> {
    let mut callees = Callees::default();
    let field_text = |id: NodeId, field: &str| {
        tree.children_by_field(id, field)
            .next()
            .map(|n| tree.text(n))
    };
    for id in 0..tree.len() as NodeId {
        if tree.has_kind(id, &rule.signature) {
            let (Some(name), Some(list)) = (
                field_text(id, &rule.name),
                tree.children_by_field(id, &rule.list).next(),
            ) else {
                continue;
            };
            let items: Vec<NodeId> = tree.named_children(list).collect();
            match enclosing_class(tree, rule, id) {
                None => callees.add(Callee::Function(name), items, true),
                Some(class) => {
                    // The receiver is not among a call's arguments.
                    let items = items.get(1..).unwrap_or_default().to_vec();
                    let class_name = rule
                        .class_name
                        .as_deref()
                        .and_then(|f| field_text(class, f));
                    match class_name {
                        Some(class_name)
                            if rule.constructor.as_deref().map(str::as_bytes) == Some(name) =>
                        {
                            callees.add(Callee::Function(class_name), items, true)
                        }
                        _ => callees.add(Callee::Method(name), items, true),
                    }
                }
            }
        } else if tree.has_kind(id, &rule.call) {
            let (Some(callee), Some(list)) = (
                tree.children_by_field(id, &rule.callee).next(),
                tree.children_by_field(id, &rule.arguments).next(),
            ) else {
                continue;
            };
            let items = tree.named_children(list).collect();
            let member = rule
                .method_callee
                .as_deref()
                .filter(|&kind| tree.has_kind(callee, kind))
                .and(rule.method_name.as_deref());
            match member {
                Some(field) => {
                    if let Some(name) = field_text(callee, field) {
                        callees.add(Callee::Method(name), items, false);
                    }
                }
                None => callees.add(Callee::Function(tree.text(callee)), items, false),
            }
        }
    }

    let mut changes = Vec::new();
    for callee in &callees.order {
        let Lists {
            parameters,
            arguments,
        } = &callees.lists[callee];
        let positions = parameters.iter().map(Vec::len).max().unwrap_or(0);
        for k in 0..positions {
            let mut nodes: Vec<NodeId> = parameters
                .iter()
                .chain(arguments)
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

/// Each callee's lists, callees in order of first appearance.
#[derive(Default)]
struct Callees<'t> {
    order: Vec<Callee<'t>>,
    lists: HashMap<Callee<'t>, Lists>,
}

impl<'t> Callees<'t> {
    fn add(&mut self, callee: Callee<'t>, items: Vec<NodeId>, is_signature: bool) {
        let entry = self.lists.entry(callee).or_insert_with(|| {
            self.order.push(callee);
            Lists::default()
        });
        if is_signature {
            entry.parameters.push(items);
        } else {
            entry.arguments.push(items);
        }
    }
}

/// What a call names: a function (or a class, for its constructor), or a method.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Callee<'t> {
    Function(&'t [u8]),
    Method(&'t [u8]),
}

/// The class a signature is a method of: the nearest enclosing class or signature, when
/// it is a class.
fn enclosing_class(tree: &Tree, rule: &ParameterRule, signature: NodeId) -> Option<NodeId> {
    let class = rule.class.as_deref()?;
    let mut at = tree.parent(signature);
    while let Some(id) = at {
        if tree.has_kind(id, class) {
            return Some(id);
        }
        if tree.has_kind(id, &rule.signature) {
            return None;
        }
        at = tree.parent(id);
    }
    None
}

/// The parameter lists of a function's signatures and the argument lists of its calls.
#[derive(Default)]
struct Lists {
    parameters: Vec<Vec<NodeId>>,
    arguments: Vec<Vec<NodeId>>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang;

    fn texts(tree: &Tree, changes: &[Vec<NodeId>]) -> Vec<Vec<String>> {
        changes
            .iter()
            .map(|nodes| {
                nodes
                    .iter()
                    .map(|&n| String::from_utf8_lossy(tree.text(n)).into_owned())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn c_parameters_pair_with_prototypes_and_call_arguments() {
        let c = lang::by_name("c").unwrap();
        let source = b"int f(int a, char *b);\n\
            int g(void) { return f(1, \"x\") + f(2, 0) + h(3); }\n\
            int f(int a, char *b) { return a; }\n";
        let tree = Tree::parse(&c.grammar, source);
        let rule = c.rules.parameters.as_ref().unwrap();
        assert_eq!(
            texts(&tree, &parameter_changes(&tree, rule)),
            [
                vec!["int a", "1", "2", "int a"],
                vec!["char *b", "\"x\"", "0", "char *b"],
            ]
        );
    }

    #[test]
    fn python_parameters_pair_with_call_arguments() {
        let py = lang::by_name("python").unwrap();
        let source = b"def pick(unused, value):\n    return value\n\nprint(pick(7, 42))\n";
        let tree = Tree::parse(&py.grammar, source);
        let rule = py.rules.parameters.as_ref().unwrap();
        assert_eq!(
            texts(&tree, &parameter_changes(&tree, rule)),
            [vec!["unused", "7"], vec!["value", "42"]]
        );
    }

    #[test]
    fn python_methods_and_constructors_pair_without_the_receiver() {
        let py = lang::by_name("python").unwrap();
        let source = b"class R:\n\
            \x20   def __init__(self, a, b):\n        self.a = a\n\
            \x20   def f(self, x, y=1):\n        def f(z):\n            return z\n        return f(x)\n\
            d = R(1, 2)\nprint(d.f(3, 4), R(5, 6).f(7))\n";
        let tree = Tree::parse(&py.grammar, source);
        let rule = py.rules.parameters.as_ref().unwrap();
        assert_eq!(
            texts(&tree, &parameter_changes(&tree, rule)),
            [
                vec!["a", "1", "5"],
                vec!["b", "2", "6"],
                vec!["x", "3", "7"],
                vec!["y=1", "4"],
                vec!["z", "x"],
            ]
        );
    }
}
