//! Names merged (the identifier replacement of Vulcan, Xu et al. 2023): a definition
//! deleted with every other occurrence of its name spelled as the name of an earlier
//! definition of the same kind beside it. `int a = 1; int b = 2; f(a, b);` becomes
//! `int a = 1; f(a, a);`. A 1-minimal result often keeps two variables, functions or
//! types where the failure needs one of them twice; no deletion removes either, since
//! each is used.

use std::collections::HashMap;

use crate::lang::Language;
use crate::tree::{NodeId, Tree};

use super::parse_errors::ParseErrors;
use super::unused::{is_outer_definition, names_defined};

/// One definition to merge: `definition` deleted, each of `uses` spelled `into`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merge {
    pub definition: NodeId,
    pub uses: Vec<NodeId>,
    pub into: String,
}

/// Every definition (of the rules' `[definitions]` kinds) that defines one name, is used
/// outside itself, and follows a definition of the same kind in the same parent that
/// defines another name: merged into the first such definition, so that no two merges
/// spell a name that another deletes. Entry points and `fixed` names are left as they are.
pub fn merges(tree: &Tree, language: &Language, fixed: &[String]) -> Vec<Merge> {
    let rules = &language.rules;
    let Some(rule) = &rules.definitions else {
        return Vec::new();
    };
    let is_name = |id: NodeId| tree.is_leaf(id) && rules.identifiers.matches(tree, id);
    let errors = ParseErrors::of(tree);
    let kept =
        |name: &[u8]| rule.is_entry_point(name) || fixed.iter().any(|f| f.as_bytes() == name);
    // The first definition of each kind in each parent, by its one name.
    let mut first: HashMap<(Option<NodeId>, &str), &[u8]> = HashMap::new();
    let mut later: Vec<(NodeId, &[u8], &[u8])> = Vec::new();
    for id in 0..tree.len() as NodeId {
        if !is_outer_definition(tree, id, rule) || errors.within(tree, id) {
            continue;
        }
        let [name] = names_defined(tree, id, rule, &is_name)[..] else {
            continue;
        };
        let key = (tree.parent(id), tree.kind(id));
        match first.get(&key) {
            Some(&into) if into != name && !kept(name) => later.push((id, name, into)),
            Some(_) => {}
            None => {
                first.insert(key, name);
            }
        }
    }
    // The uses of the names to merge, found in one scan of the tree (none when there
    // is nothing to merge, the usual case at a fixpoint).
    let mut occurrences: HashMap<&[u8], Vec<NodeId>> = later
        .iter()
        .map(|&(_, name, _)| (name, Vec::new()))
        .collect();
    if !occurrences.is_empty() {
        for id in (0..tree.len() as NodeId).filter(|&id| is_name(id)) {
            if let Some(uses) = occurrences.get_mut(tree.text(id)) {
                uses.push(id);
            }
        }
    }
    later
        .into_iter()
        .filter_map(|(definition, name, into)| {
            let inside = definition..tree.subtree_end(definition);
            let uses: Vec<NodeId> = occurrences[name]
                .iter()
                .copied()
                .filter(|id| !inside.contains(id))
                .collect();
            let into = std::str::from_utf8(into).ok()?.to_string();
            (!uses.is_empty()).then_some(Merge {
                definition,
                uses,
                into,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (the definition deleted, its uses, the name they take).
    fn merged(language: &str, src: &str, fixed: &[&str]) -> Vec<(String, usize, String)> {
        let language = crate::lang::by_name(language).unwrap();
        let tree = Tree::parse(&language.grammar, src.as_bytes());
        let fixed: Vec<String> = fixed.iter().map(|f| f.to_string()).collect();
        merges(&tree, language, &fixed)
            .into_iter()
            .map(|m| {
                let definition = String::from_utf8(tree.text(m.definition).to_vec()).unwrap();
                (definition, m.uses.len(), m.into)
            })
            .collect()
    }

    fn merge(definition: &str, uses: usize, into: &str) -> (String, usize, String) {
        (definition.to_string(), uses, into.to_string())
    }

    #[test]
    fn later_definitions_of_a_kind_go_into_the_first_beside_them() {
        let src = "int f(void) { return 1; }\nint g(void) { return 2; }\n\
                   int main(void) { int a = f(); int b = g(); int c = 3; return a + b + c + b; }\n";
        assert_eq!(
            merged("c", src, &[]),
            vec![
                merge("int g(void) { return 2; }", 1, "f"),
                merge("int b = g();", 2, "a"),
                merge("int c = 3;", 1, "a"),
            ]
        );
    }

    #[test]
    fn unused_entry_point_fixed_and_other_scope_definitions_stay() {
        // `u` is never used; `main` is an entry point; `keep` is fixed; `y` is the first
        // declaration of its block, not a later one of `f`'s.
        let src = "int x = 1;\nint u = 2;\nint keep = 3;\n\
                   void f(void) { int y = x + keep; h(y); }\nint main(void) { f(); }\n";
        assert_eq!(merged("c", src, &["keep"]), vec![]);
    }

    #[test]
    fn python_assignments_and_functions_merge() {
        let src = "def f():\n    return 1\n\ndef g():\n    return 2\n\n\
                   a = f()\nb = g()\nprint(a, b)\n";
        assert_eq!(
            merged("python", src, &[]),
            vec![
                merge("def g():\n    return 2", 1, "f"),
                merge("b = g()", 1, "a")
            ]
        );
    }
}
