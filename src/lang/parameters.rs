//! Parameters that go together with their arguments: deleting a parameter of `f` alone,
//! or an argument of a call of `f` alone, breaks the program (C: too few or too many
//! arguments); deleting both at once may not.

use std::collections::HashMap;

use crate::tree::{NodeId, Tree};

use super::ParameterRule;

/// One change per (function name, parameter position): the nodes to delete together,
/// in id order. For every signature named `f` (a C prototype and the definition, or
/// each Python definition), the parameter at that position, and for every call whose
/// callee is spelled `f`, the argument at that position. Only positions that touch at
/// least two nodes are listed; deleting a single node is HDD's own change.
pub fn parameter_changes(tree: &Tree, rule: &ParameterRule) -> Vec<Vec<NodeId>> {
    // Function name -> its lists; names in order of first appearance.
    let mut order: Vec<&[u8]> = Vec::new();
    let mut lists: HashMap<&[u8], Lists> = HashMap::new();
    for id in 0..tree.len() as NodeId {
        let is_signature = tree.has_kind(id, &rule.signature);
        let is_call = tree.has_kind(id, &rule.call);
        if !is_signature && !is_call {
            continue;
        }
        let (name_field, list_field) = if is_signature {
            (&rule.name, &rule.list)
        } else {
            (&rule.callee, &rule.arguments)
        };
        let (Some(name), Some(list)) = (
            tree.children_by_field(id, name_field).next(),
            tree.children_by_field(id, list_field).next(),
        ) else {
            continue;
        };
        let name = tree.text(name);
        let items = tree.named_children(list).collect();
        let entry = lists.entry(name).or_insert_with(|| {
            order.push(name);
            Default::default()
        });
        if is_signature {
            entry.parameters.push(items);
        } else {
            entry.arguments.push(items);
        }
    }

    let mut changes = Vec::new();
    for name in order {
        let Lists {
            parameters,
            arguments,
        } = &lists[name];
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
}
