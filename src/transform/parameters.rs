//! Parameters that go together with their arguments: deleting a parameter of `f` alone,
//! or an argument of a call of `f` alone, breaks the program (C: too few or too many
//! arguments); deleting both at once may not.

use std::collections::HashMap;

use crate::tree::{NodeId, Tree};

use crate::lang::{ParameterRule, Rules};

/// One change per (function name, parameter position): the nodes to delete together,
/// in id order. For every signature named `f` (a C prototype and the definition, or
/// each Python definition), the parameter at that position, and for every call whose
/// callee is spelled `f`, the argument at that position. Methods pair with calls through
/// a member (`obj.f(...)`), their receiver left out, and a class's constructor with calls
/// of the class's name. Only positions that touch at least two nodes are listed;
/// deleting a single node is HDD's own change.
pub fn parameter_changes(tree: &Tree, rules: &Rules) -> Vec<Vec<NodeId>> {
    let Some(rule) = &rules.parameters else {
        return Vec::new();
    };
    let mut callees = Callees::default();
    let field_text = |id: NodeId, field: &str| {
        tree.children_by_field(id, field)
            .next()
            .map(|n| tree.text(n))
    };
    for id in 0..tree.len() as NodeId {
        if rule.signatures.matches_with_class(tree, id) {
            let (Some(name), Some(list)) = (
                field_text(id, &rule.name),
                tree.children_by_field(id, &rule.list).next(),
            ) else {
                continue;
            };
            let items: Vec<NodeId> = tree.named_children(list).collect();
            // A definition named through its class (C++'s `void C::m(...)`) is a method.
            if let Some(member) = tree
                .children_by_field(id, &rule.name)
                .next()
                .and_then(|n| member_name(tree, rule, n))
            {
                let items = without_receiver(tree, rule, id, items);
                callees.add(Callee::Method(member), items, true);
                continue;
            }
            if rule.method_signatures.matches_with_class(tree, id) {
                let items = without_receiver(tree, rule, id, items);
                callees.add(Callee::Method(name), items, true);
                continue;
            }
            match enclosing_class(tree, rule, id) {
                None => callees.add(Callee::Function(name), items, true),
                Some(class) => {
                    let items = without_receiver(tree, rule, id, items);
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
        } else if let Some(callee_field) = rule
            .calls
            .iter()
            .find(|(kind, _)| kind.matches_with_class(tree, id))
            .map(|(_, field)| field)
        {
            let (Some(callee), Some(list)) = (
                tree.children_by_field(id, callee_field).next(),
                tree.children_by_field(id, &rule.arguments).next(),
            ) else {
                continue;
            };
            let items = tree.named_children(list).collect();
            match member_name(tree, rule, callee) {
                Some(name) => callees.add(Callee::Method(name), items, false),
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
        changes.extend(by_position(parameters, arguments));
    }
    changes
}

/// For each position of the declared lists (parameters), the items at that position in
/// every declared and used list (arguments), in id order, where they are two or more:
/// a single node is HDD's own deletion.
pub(super) fn by_position(declared: &[Vec<NodeId>], used: &[Vec<NodeId>]) -> Vec<Vec<NodeId>> {
    let positions = declared.iter().map(Vec::len).max().unwrap_or(0);
    (0..positions)
        .filter_map(|k| {
            let mut nodes: Vec<NodeId> = declared
                .iter()
                .chain(used)
                .filter_map(|items| items.get(k).copied())
                .collect();
            nodes.sort_unstable();
            (nodes.len() >= 2).then_some(nodes)
        })
        .collect()
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
    let class = rule.class.as_ref()?;
    let mut at = tree.parent(signature);
    while let Some(id) = at {
        if class.matches_with_class(tree, id) {
            return Some(id);
        }
        if rule.signatures.matches_with_class(tree, id) {
            return None;
        }
        at = tree.parent(id);
    }
    None
}

/// The method `node` names, when it is a member callee (`obj.m`, `T::m`).
fn member_name<'t>(tree: &'t Tree, rule: &ParameterRule, node: NodeId) -> Option<&'t [u8]> {
    let (_, field) = rule
        .members
        .iter()
        .find(|(kind, _)| kind.matches_with_class(tree, node))?;
    tree.children_by_field(node, field)
        .next()
        .map(|n| tree.text(n))
}

/// A method's parameters without its receiver, which calls do not pass.
fn without_receiver(
    tree: &Tree,
    rule: &ParameterRule,
    signature: NodeId,
    mut items: Vec<NodeId>,
) -> Vec<NodeId> {
    let Some(receiver) = rule.receiver.as_ref() else {
        return items;
    };
    // A static method's definition (or the decorated definition around it) says so.
    let definition = tree.parent(signature).unwrap_or(signature);
    let starts_with = |id: NodeId, marker: &String| tree.text(id).starts_with(marker.as_bytes());
    if rule
        .receiverless
        .iter()
        .any(|m| starts_with(signature, m) || starts_with(definition, m))
    {
        return items;
    }
    if receiver.name() == "first" {
        items.drain(..items.len().min(1));
    } else {
        items.retain(|&item| !receiver.matches_with_class(tree, item));
    }
    items
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
        assert_eq!(
            texts(&tree, &parameter_changes(&tree, &c.rules)),
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
        assert_eq!(
            texts(&tree, &parameter_changes(&tree, &py.rules)),
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
        assert_eq!(
            texts(&tree, &parameter_changes(&tree, &py.rules)),
            [
                vec!["a", "1", "5"],
                vec!["b", "2", "6"],
                vec!["x", "3", "7"],
                vec!["y=1", "4"],
                vec!["z", "x"],
            ]
        );
    }

    fn changes_in(language: &str, source: &str) -> Vec<Vec<String>> {
        let language = lang::by_name(language).unwrap();
        let tree = Tree::parse(&language.grammar, source.as_bytes());
        texts(&tree, &parameter_changes(&tree, &language.rules))
    }

    #[test]
    fn python_static_methods_have_no_receiver() {
        let source = "class K:\n    @staticmethod\n    def mk(a, b):\n        return a\n\n\
                      K.mk(1, 2)\n";
        assert_eq!(
            changes_in("python", source),
            [vec!["a", "1"], vec!["b", "2"]]
        );
    }

    #[test]
    fn rust_receivers_are_self_parameters_and_paths_call_methods() {
        let source = "struct P;\nimpl P {\n    fn new(x: i32) -> P { P }\n\
                      fn get(&self, k: i32) -> i32 { k }\n}\n\
                      fn add(a: i32, b: i32) -> i32 { a + b }\n\
                      fn main() { let p = P::new(1); add(p.get(2), 3); }\n";
        assert_eq!(
            changes_in("rust", source),
            [
                vec!["x: i32", "1"],
                vec!["k: i32", "2"],
                vec!["a: i32", "p.get(2)"],
                vec!["b: i32", "3"],
            ]
        );
    }

    #[test]
    fn go_methods_pair_with_selector_calls() {
        let source = "package m\ntype S struct{}\n\
                      func (s *S) put(k string, v int) {}\n\
                      func use(s *S) { s.put(\"a\", 1) }\n";
        assert_eq!(
            changes_in("go", source),
            [vec!["k string", "\"a\""], vec!["v int", "1"]]
        );
    }

    #[test]
    fn java_constructors_pair_with_new() {
        let source = "class Box {\n  Box(int w, int h) {}\n  int area(int scale) { return scale; }\n\
                      static int make() { return new Box(2, 3).area(4); }\n}\n";
        assert_eq!(
            changes_in("java", source),
            [
                vec!["int w", "2"],
                vec!["int h", "3"],
                vec!["int scale", "4"],
            ]
        );
    }

    #[test]
    fn javascript_methods_and_constructors_pair_with_calls() {
        let source = "class Q {\n  constructor(size) { this.size = size; }\n\
                      push(item, at) { return at; }\n}\n\
                      function f(a) { return a; }\n\
                      new Q(8).push(f(1), 2);\n";
        assert_eq!(
            changes_in("javascript", source),
            [
                vec!["size", "8"],
                vec!["item", "f(1)"],
                vec!["at", "2"],
                vec!["a", "1"],
            ]
        );
    }
}
