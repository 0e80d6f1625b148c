//! Calls replaced by the body of the function they call: a failure reached through a chain
//! of calls (`main` calls `b`, which calls `s`) needs the chain only because each link is
//! a separate function. Only a function defined once, named nowhere but in one call
//! statement without arguments, is inlined; its definition goes in the same change, so a
//! candidate is always smaller than the text it comes from.

use std::collections::{HashMap, HashSet};

use crate::tree::{NodeId, Tree};

use super::{InlineRule, ParameterRule};

/// One call statement to replace by `body`'s text, and the definition to delete with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inlining {
    pub statement: NodeId,
    pub definition: NodeId,
    pub body: NodeId,
}

/// Every call statement that can be inlined, in id order. Names come from `functions`
/// (the signature kind and its name field, as for parameters).
pub fn inlinings(tree: &Tree, rule: &InlineRule, functions: &ParameterRule) -> Vec<Inlining> {
    // Names of functions as declared (definitions and prototypes); other tokens with
    // the same text are uses.
    let mut declared_names: HashSet<NodeId> = HashSet::new();
    let mut definitions: HashMap<&[u8], Vec<(NodeId, NodeId)>> = HashMap::new();
    for signature in 0..tree.len() as NodeId {
        if !tree.has_kind(signature, &functions.signature) {
            continue;
        }
        let Some(name) = tree.children_by_field(signature, &functions.name).next() else {
            continue;
        };
        declared_names.insert(name);
        if let Some((definition, body)) = enclosing_definition(tree, signature, rule) {
            definitions
                .entry(tree.text(name))
                .or_default()
                .push((definition, body));
        }
    }
    let mut uses: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    for leaf in 0..tree.len() as NodeId {
        if tree.is_leaf(leaf)
            && definitions.contains_key(tree.text(leaf))
            && !declared_names.contains(&leaf)
        {
            uses.entry(tree.text(leaf)).or_default().push(leaf);
        }
    }
    let mut found = Vec::new();
    for (name, defined) in &definitions {
        let ([(definition, body)], Some([only_use])) =
            (defined.as_slice(), uses.get(name).map(Vec::as_slice))
        else {
            continue;
        };
        let Some(statement) = call_statement(tree, *only_use, rule, functions) else {
            continue;
        };
        if !tree.is_descendant(statement, *definition) {
            found.push(Inlining {
                statement,
                definition: *definition,
                body: *body,
            });
        }
    }
    found.sort_by_key(|i| i.statement);
    found
}

/// The definition a signature belongs to, with its body, when the signature is not inside
/// that body (a nested declaration).
fn enclosing_definition(
    tree: &Tree,
    signature: NodeId,
    rule: &InlineRule,
) -> Option<(NodeId, NodeId)> {
    // The signature may be the definition itself (Python's `def`).
    let mut node = signature;
    loop {
        if tree.has_kind(node, &rule.definition) {
            let body = tree.children_by_field(node, &rule.body).next()?;
            return (!tree.is_descendant(signature, body)).then_some((node, body));
        }
        node = tree.parent(node)?;
    }
}

/// The statement that consists of a call, without arguments, whose callee is `name`.
fn call_statement(
    tree: &Tree,
    name: NodeId,
    rule: &InlineRule,
    functions: &ParameterRule,
) -> Option<NodeId> {
    let call = tree.parent(name)?;
    if !tree.has_kind(call, &functions.call)
        || tree.children_by_field(call, &functions.callee).next() != Some(name)
    {
        return None;
    }
    let arguments = tree.children_by_field(call, &functions.arguments).next()?;
    if tree.named_children(arguments).next().is_some() {
        return None;
    }
    // A statement that is nothing but the call (Python's, without a `;`) is collapsed
    // with it into one node.
    if tree.has_kind(call, &rule.statement) {
        return Some(call);
    }
    let statement = tree.parent(call)?;
    let mut named = tree.named_children(statement);
    (tree.has_kind(statement, &rule.statement)
        && named.next() == Some(call)
        && named.next().is_none())
    .then_some(statement)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inlined(src: &str) -> Vec<(String, String)> {
        inlined_in("c", src)
    }

    fn inlined_in(language: &str, src: &str) -> Vec<(String, String)> {
        let language = crate::lang::by_name(language).unwrap();
        let tree = Tree::parse(&language.grammar, src.as_bytes());
        let rules = &language.rules;
        inlinings(
            &tree,
            rules.inline.as_ref().unwrap(),
            rules.parameters.as_ref().unwrap(),
        )
        .into_iter()
        .map(|i| {
            let text = |n| String::from_utf8(tree.text(n).to_vec()).unwrap();
            (text(i.statement), text(i.body))
        })
        .collect()
    }

    #[test]
    fn a_chain_of_calls_is_inlined_link_by_link() {
        let src = "void s(void) { puts(\"x\"); }\nvoid b(void);\nvoid b(void) { s(); }\n\
                   int main(void) { b(); return 0; }\n";
        assert_eq!(
            inlined(src),
            vec![
                ("s();".to_string(), "{ puts(\"x\"); }".to_string()),
                ("b();".to_string(), "{ s(); }".to_string()),
            ]
        );
    }

    #[test]
    fn functions_used_twice_with_arguments_or_by_address_stay() {
        let src = "void t(void) {}\nvoid u(int a) {}\nvoid v(void) {}\nvoid (*p)(void) = v;\n\
                   int main(void) { t(); t(); u(1); v(); int x = w(); return 0; }\n\
                   int w(void) { return 1; }\n";
        assert_eq!(inlined(src), vec![]);
    }

    #[test]
    fn a_recursive_call_is_not_inlined_into_itself() {
        assert_eq!(inlined("void r(void) { r(); }\n"), vec![]);
    }

    #[test]
    fn python_calls_of_plain_functions_are_inlined_and_methods_are_not() {
        let src = "def a():\n    b()\n\ndef b():\n    print(1)\n\n\
                   class C:\n    def m(self):\n        pass\n\nC().m()\na()\n";
        assert_eq!(
            inlined_in("python", src),
            vec![
                ("b()".to_string(), "print(1)".to_string()),
                ("a()".to_string(), "b()".to_string()),
            ]
        );
    }
}
