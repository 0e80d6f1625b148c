//! Calls replaced by the body of the function they call: a failure reached through a chain
//! of calls (`main` calls `b`, which calls `s`) needs the chain only because each link is
//! a separate function. Only a function defined once and named nowhere but in one call
//! statement is inlined, and only where the call passes as many arguments as the function
//! names parameters: in the body, each parameter's name becomes its argument (in
//! parentheses unless the argument is one token). The definition goes in the same change,
//! and a candidate must be smaller than the text it comes from.

use std::collections::{HashMap, HashSet};

use crate::tree::{NodeId, Tree};

use crate::lang::{InlineRule, ParameterRule, Rules};

/// One call statement to replace by `body`'s text, and the definition to delete with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inlining {
    pub statement: NodeId,
    pub definition: NodeId,
    pub body: NodeId,
    /// The body's text with each use of a parameter spelled as its argument.
    pub body_text: Vec<u8>,
}

/// Every call statement that can be inlined, in id order. Names come from `functions`
/// (the signature kind and its name field, as for parameters).
pub fn inlinings(tree: &Tree, rules: &Rules) -> Vec<Inlining> {
    let (Some(rule), Some(functions)) = (&rules.inline, &rules.parameters) else {
        return Vec::new();
    };
    // Names of functions as declared (definitions and prototypes); other tokens with
    // the same text are uses.
    let mut declared_names: HashSet<NodeId> = HashSet::new();
    // Name -> (definition, its signature, its body).
    let mut definitions: HashMap<&[u8], Vec<(NodeId, NodeId, NodeId)>> = HashMap::new();
    for signature in 0..tree.len() as NodeId {
        if !functions.signatures.matches_with_class(tree, signature) {
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
                .push((definition, signature, body));
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
        let ([(definition, signature, body)], Some([only_use])) =
            (defined.as_slice(), uses.get(name).map(Vec::as_slice))
        else {
            continue;
        };
        let Some((statement, call)) = call_statement(tree, *only_use, rules) else {
            continue;
        };
        if tree.is_descendant(statement, *definition) {
            continue;
        }
        let Some(uses) = argument_uses(tree, *signature, *body, call, rule, functions) else {
            continue;
        };
        let body_text = spliced(tree, *body, &uses);
        let removed = tree.text(statement).len() + tree.text(*definition).len();
        if body_text.len() < removed {
            found.push(Inlining {
                statement,
                definition: *definition,
                body: *body,
                body_text,
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
        if rule.definition.matches(tree, node) {
            let body = tree.children_by_field(node, &rule.body).next()?;
            return (!tree.is_descendant(signature, body)).then_some((node, body));
        }
        node = tree.parent(node)?;
    }
}

/// The statement that consists of a call whose callee is `name`, and the call.
fn call_statement(tree: &Tree, name: NodeId, rules: &Rules) -> Option<(NodeId, NodeId)> {
    let (rule, functions) = (rules.inline.as_ref()?, rules.parameters.as_ref()?);
    let call = tree.parent(name)?;
    let callee_field = functions
        .calls
        .iter()
        .find(|(kind, _)| kind.matches_with_class(tree, call))
        .map(|(_, field)| field)?;
    if tree.children_by_field(call, callee_field).next() != Some(name) {
        return None;
    }
    // A statement that is nothing but the call (Python's, without a `;`) is collapsed
    // with it into one node.
    if rule.statement.matches(tree, call) {
        return Some((call, call));
    }
    let statement = tree.parent(call)?;
    let mut named = tree.named_children(statement);
    (rule.statement.matches(tree, statement)
        && named.next() == Some(call)
        && named.next().is_none())
    .then_some((statement, call))
}

/// Whether `leaf` names a member (`m` in Python's `obj.m`), not a variable.
fn is_member_name(tree: &Tree, leaf: NodeId, functions: &ParameterRule) -> bool {
    let Some(parent) = tree.parent(leaf) else {
        return false;
    };
    functions
        .members
        .iter()
        .any(|(kind, field)| tree.field(leaf) == Some(field.as_str()) && kind.matches(tree, parent))
}

/// The uses of the function's parameters in `body`, in id order, each with the text of
/// the argument `call` passes for it (in parentheses unless it is one token); `None` when
/// the call does not pass one argument per named parameter. A parameter's name is its
/// first plain name (`q` in `struct s *q`, in `q: int` and in `q=1`); a parameter without
/// one (C's `void`) names nothing.
fn argument_uses(
    tree: &Tree,
    signature: NodeId,
    body: NodeId,
    call: NodeId,
    rule: &InlineRule,
    functions: &ParameterRule,
) -> Option<Vec<(NodeId, String)>> {
    let name_kind = &rule.name;
    let arguments: Vec<NodeId> = tree
        .named_children(tree.children_by_field(call, &functions.arguments).next()?)
        .collect();
    let list = tree.children_by_field(signature, &functions.list).next()?;
    let names: Vec<&[u8]> = tree
        .named_children(list)
        .filter_map(|parameter| {
            tree.tokens(parameter)
                .find(|&leaf| name_kind.matches(tree, leaf))
                .map(|leaf| tree.text(leaf))
        })
        .collect();
    if names.len() != arguments.len() {
        return None;
    }
    let mut uses = Vec::new();
    for leaf in tree.tokens(body) {
        let Some(at) = names.iter().position(|n| *n == tree.text(leaf)) else {
            continue;
        };
        if !name_kind.matches(tree, leaf) || is_member_name(tree, leaf, functions) {
            continue;
        }
        let argument = std::str::from_utf8(tree.text(arguments[at])).ok()?;
        let text = match tree.tokens(arguments[at]).nth(1) {
            None => argument.to_string(),
            Some(_) => format!("({argument})"),
        };
        uses.push((leaf, text));
    }
    Some(uses)
}

/// The text of `id` with each of `replaced` (descendants, in id order) spelled as given.
fn spliced(tree: &Tree, id: NodeId, replaced: &[(NodeId, String)]) -> Vec<u8> {
    let source = tree.source();
    let range = tree.byte_range(id);
    let mut text = Vec::with_capacity(range.len());
    let mut at = range.start;
    for (node, replacement) in replaced {
        let node = tree.byte_range(*node);
        text.extend_from_slice(&source[at..node.start]);
        text.extend_from_slice(replacement.as_bytes());
        at = node.end;
    }
    text.extend_from_slice(&source[at..range.end]);
    text
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
        inlinings(&tree, &language.rules)
            .into_iter()
            .map(|i| {
                let text = |n| String::from_utf8(tree.text(n).to_vec()).unwrap();
                (text(i.statement), String::from_utf8(i.body_text).unwrap())
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
    fn functions_used_twice_by_address_or_with_other_arguments_stay() {
        let src = "void t(void) {}\nvoid u(int a) {}\nvoid v(void) {}\nvoid (*p)(void) = v;\n\
                   int main(void) { t(); t(); u(1, 2); v(); int x = w(); return 0; }\n\
                   int w(void) { return 1; }\n";
        assert_eq!(inlined(src), vec![]);
    }

    #[test]
    fn parameters_become_their_arguments() {
        // `n` the field stays; an argument of several tokens is parenthesized.
        let src = "struct s { int n; };\nvoid d(struct s *q, int n) { q->n = n; g(q); }\n\
                   int main(void) { struct s v; d(&v, 3); return 0; }\n";
        assert_eq!(
            inlined(src),
            vec![(
                "d(&v, 3);".to_string(),
                "{ (&v)->n = 3; g((&v)); }".to_string()
            )]
        );
        let src = "def f(a, b):\n    print(a.b, b)\n\nf(x, y + 1)\n";
        assert_eq!(
            inlined_in("python", src),
            vec![("f(x, y + 1)".to_string(), "print(x.b, (y + 1))".to_string())]
        );
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
