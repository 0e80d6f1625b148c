//! A member function defined out of its class moved into the class, in place of its
//! declaration: `struct B { int m(T*) const; };` with `int B::m(T* p) const { ... }` ->
//! `struct B { int m(T* p) const { ... } };`. The declaration and the definition each
//! hold the function's signature; once merged, one copy goes, and a test that needs the
//! body no longer needs the qualified name. clang_delta's "move definition to
//! declaration".
//!
//! The declaration keeps what only it says (`static`, `virtual`, the return type as it
//! was written in the class) and takes the definition's parameter list (the body names
//! its parameters) and what follows its declarator (a constructor's initializers, the
//! body). Only a member named once in its class and defined once out of it is moved:
//! overloads are left alone.

use std::collections::HashMap;

use crate::lang::MemberDefinitionRule;
use crate::tree::{NodeId, Tree};

/// One member to move: the in-class declaration to replace by `text`, and the
/// out-of-class definition to delete with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub declaration: NodeId,
    pub definition: NodeId,
    pub text: String,
}

/// A member by its class's name and its own.
type MemberName<'t> = (&'t [u8], &'t [u8]);

/// Every member function of a class in `tree` that can move into it, in the order of
/// their definitions.
pub fn member_moves(tree: &Tree, rule: &MemberDefinitionRule) -> Vec<Move> {
    // Out-of-class definitions with their declarators.
    let mut definitions: HashMap<MemberName<'_>, Vec<(NodeId, NodeId)>> = HashMap::new();
    let mut order = Vec::new();
    // Class name -> class bodies.
    let mut bodies: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    let field = |id: NodeId, f: &str| tree.children_by_field(id, f).next();
    for id in 0..tree.len() as NodeId {
        if rule.definition.matches(tree, id) {
            let Some(declarator) = function_declarator(tree, rule, id) else {
                continue;
            };
            let Some(qualified) =
                field(declarator, &rule.name).filter(|&n| rule.qualified.matches(tree, n))
            else {
                continue;
            };
            let (Some(scope), Some(member)) = (
                field(qualified, &rule.scope),
                field(qualified, &rule.member),
            ) else {
                continue;
            };
            if !tree.is_leaf(scope) || !tree.is_leaf(member) {
                continue;
            }
            let key = (tree.text(scope), tree.text(member));
            if !definitions.contains_key(&key) {
                order.push(key);
            }
            definitions.entry(key).or_default().push((id, declarator));
        } else if rule.classes.matches(tree, id)
            && let (Some(name), Some(body)) = (field(id, &rule.class_name), field(id, &rule.body))
        {
            bodies.entry(tree.text(name)).or_default().push(body);
        }
    }
    let mut moves = Vec::new();
    for key in order {
        let ([(definition, declarator)], Some([body])) = (
            definitions[&key].as_slice(),
            bodies.get(key.0).map(Vec::as_slice),
        ) else {
            continue;
        };
        let declared: Vec<(NodeId, NodeId)> = tree
            .named_children(*body)
            .filter_map(|m| Some((m, function_declarator(tree, rule, m)?)))
            .filter(|&(_, d)| field(d, &rule.name).is_some_and(|n| tree.text(n) == key.1))
            .collect();
        let [(declaration, in_class)] = declared.as_slice() else {
            continue;
        };
        if let Some(text) = merged(
            tree,
            rule,
            (*declaration, *in_class),
            (*definition, *declarator),
        ) {
            moves.push(Move {
                declaration: *declaration,
                definition: *definition,
                text,
            });
        }
    }
    moves
}

/// The function declarator of `node`: the first in it, not inside a body.
fn function_declarator(tree: &Tree, rule: &MemberDefinitionRule, node: NodeId) -> Option<NodeId> {
    let body = tree.children_by_field(node, &rule.body).next();
    tree.descendants(node)
        .filter(|&d| body.is_none_or(|b| !tree.is_descendant(d, b)))
        .find(|&d| rule.declarator.matches(tree, d))
}

/// The declaration's text up to its parameter list, the definition's parameter list,
/// the declaration's text after its parameters without its closing `;`, and the
/// definition's text after its declarator. `None` when the declaration does not end
/// with a `;` of its own, or the text is not UTF-8.
fn merged(
    tree: &Tree,
    rule: &MemberDefinitionRule,
    (declaration, in_class): (NodeId, NodeId),
    (definition, out_of_class): (NodeId, NodeId),
) -> Option<String> {
    let source = tree.source();
    let parameters = |d: NodeId| tree.children_by_field(d, &rule.parameters).next();
    let (own, theirs) = (parameters(in_class)?, parameters(out_of_class)?);
    let last = *tree.children(declaration).last()?;
    if tree.text(last) != b";" {
        return None;
    }
    let whole = tree.byte_range(declaration);
    let mut text = source[whole.start..tree.byte_range(own).start].to_vec();
    text.extend_from_slice(tree.text(theirs));
    text.extend_from_slice(&source[tree.byte_range(own).end..tree.byte_range(last).start]);
    let after = &source[tree.byte_range(out_of_class).end..tree.byte_range(definition).end];
    if !after.first().is_some_and(u8::is_ascii_whitespace) {
        text.push(b' ');
    }
    text.extend_from_slice(after);
    String::from_utf8(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved(src: &str) -> Vec<String> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.member_definitions.as_ref().unwrap();
        member_moves(&tree, rule)
            .into_iter()
            .map(|m| m.text)
            .collect()
    }

    #[test]
    fn a_member_defined_out_of_its_class_moves_in_with_what_only_the_declaration_says() {
        let src = "struct B {\n  B(int);\n  static int m(T*) const;\n  int k;\n};\n\
                   B::B(int x) : k(x) {}\n\
                   int B::m(T* p) const { return p->v; }\n";
        assert_eq!(
            moved(src),
            [
                "B(int x) : k(x) {}",
                "static int m(T* p) const { return p->v; }"
            ]
        );
    }

    #[test]
    fn overloads_and_unknown_classes_stay() {
        let src = "struct B { void f(int); void f(long); void g(); };\n\
                   void B::f(int) {}\nvoid B::f(long) {}\n\
                   void C::g() {}\nnamespace n { void h(); }\nvoid n::h() {}\n";
        assert!(moved(src).is_empty());
    }
}
