//! Parallel assignments (`a, b = x, y`): the target and the value at one position go
//! together. Deleting a target alone, or a value alone, leaves the two lists of unequal
//! length (Python: "too many values to unpack"); deleting both keeps the rest as it was.

use crate::tree::{NodeId, PrintStyle, Tree};

use crate::lang::ParallelRule;

/// One change per position of every assignment whose targets and values are both lists
/// (separated, as the printer sees them under `style`) of the same length: the target and
/// the value at that position, in id order.
pub fn parallel_pairs(tree: &Tree, rule: &ParallelRule, style: &PrintStyle) -> Vec<Vec<NodeId>> {
    let is_list = |id: NodeId| tree.is_separated_list(id, style);
    let mut pairs = Vec::new();
    for id in 0..tree.len() as NodeId {
        if !rule.assignment.matches(tree, id) {
            continue;
        }
        let (Some(targets), Some(values)) = (
            tree.children_by_field(id, &rule.targets).next(),
            tree.children_by_field(id, &rule.values).next(),
        ) else {
            continue;
        };
        if !is_list(targets) || !is_list(values) {
            continue;
        }
        let targets: Vec<NodeId> = tree.named_children(targets).collect();
        let values: Vec<NodeId> = tree.named_children(values).collect();
        if targets.len() == values.len() {
            pairs.extend(targets.into_iter().zip(values).map(|(t, v)| vec![t, v]));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paired(src: &str) -> Vec<(String, String)> {
        let python = crate::lang::by_name("python").unwrap();
        let tree = Tree::parse(&python.grammar, src.as_bytes());
        let rule = python.rules.parallel.as_ref().unwrap();
        parallel_pairs(&tree, rule, &crate::lang::style(python))
            .into_iter()
            .map(|pair| {
                let text = |n| String::from_utf8(tree.text(n).to_vec()).unwrap();
                (text(pair[0]), text(pair[1]))
            })
            .collect()
    }

    #[test]
    fn targets_pair_with_values_by_position() {
        assert_eq!(
            paired("a, b = f(1, 2), 0\n(c, d) = [3, 4]\n"),
            [("a", "f(1, 2)"), ("b", "0"), ("c", "3"), ("d", "4")]
                .map(|(t, v)| (t.to_string(), v.to_string()))
        );
    }

    #[test]
    fn unpacking_and_unequal_lists_are_not_paired() {
        // One value unpacked, a call's two children, lists of different lengths.
        assert_eq!(paired("a, b = pair\nx = f(1, 2)\na, b = 1, 2, 3\n"), []);
    }
}
