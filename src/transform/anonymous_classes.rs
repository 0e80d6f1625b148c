//! A class used once made anonymous where it is used: `struct B { int x; };` with one
//! `B m;` -> `struct { int x; } m;`. The class's name then no longer has to stay, and a
//! test that needs the member's type needs no separate definition of it. C-Vise reaches
//! the same shape.
//!
//! Only a class defined on its own (no variable declared with it, no base classes),
//! whose name occurs exactly once elsewhere, as the type of a variable or member
//! declaration, is moved: a parameter's type or a cast cannot define a class.

use std::collections::HashMap;

use crate::lang::AnonymousClassRule;
use crate::tree::{NodeId, Tree};

/// One class to move: what to delete (the class's own declaration), and the type to
/// replace by `text`, the class without its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Anonymization {
    pub definition: NodeId,
    pub use_type: NodeId,
    pub text: String,
}

/// Every class that can move to its one use, in id order.
pub fn anonymizations(tree: &Tree, rule: &AnonymousClassRule) -> Vec<Anonymization> {
    let mut tokens: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    for leaf in 0..tree.len() as NodeId {
        if tree.is_leaf(leaf) {
            tokens.entry(tree.text(leaf)).or_default().push(leaf);
        }
    }
    let field = |id: NodeId, f: &str| tree.children_by_field(id, f).next();
    let mut found = Vec::new();
    for class in 0..tree.len() as NodeId {
        if !rule.classes.matches(tree, class) {
            continue;
        }
        let (Some(name), Some(body)) = (field(class, &rule.name), field(class, &rule.body)) else {
            continue;
        };
        let Some(definition) = standalone(tree, rule, class) else {
            continue;
        };
        // A name that is no single token (`struct A::B { ... }`, a specialization's
        // `S<int>`) is left alone.
        let Some(spelled) = tokens.get(tree.text(name)).filter(|_| tree.is_leaf(name)) else {
            continue;
        };
        let others: Vec<NodeId> = spelled.iter().copied().filter(|&t| t != name).collect();
        let [use_type] = others.as_slice() else {
            continue;
        };
        let declares = tree
            .parent(*use_type)
            .is_some_and(|p| rule.declarations.matches(tree, p));
        if tree.is_descendant(*use_type, class)
            || !declares
            || tree.field(*use_type) != Some(rule.r#type.as_str())
        {
            continue;
        }
        if let Some(text) = without_name(tree, class, name, body) {
            found.push(Anonymization {
                definition,
                use_type: *use_type,
                text,
            });
        }
    }
    found
}

/// What to delete with the class: the declaration that only defines it (a member
/// `struct B { ... };`), or the class itself (at namespace scope, where its `;` is the
/// parent's). `None` when a variable is declared with it (`struct B { ... } b;`).
fn standalone(tree: &Tree, rule: &AnonymousClassRule, class: NodeId) -> Option<NodeId> {
    let parent = tree.parent(class)?;
    if !rule.declarations.matches(tree, parent) {
        return Some(class);
    }
    let declares_a_name = tree
        .children_by_field(parent, &rule.declarator)
        .next()
        .is_some();
    (!declares_a_name).then_some(parent)
}

/// The class's text without its name: only blanks may come between the name and the
/// body (no base classes, no `final`).
fn without_name(tree: &Tree, class: NodeId, name: NodeId, body: NodeId) -> Option<String> {
    let source = tree.source();
    let (whole, name_at, body_at) = (
        tree.byte_range(class),
        tree.byte_range(name),
        tree.byte_range(body),
    );
    let between = source.get(name_at.end..body_at.start)?;
    if !between.iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    let head = source[whole.start..name_at.start].trim_ascii_end();
    let mut text = head.to_vec();
    text.push(b' ');
    text.extend_from_slice(&source[body_at.start..whole.end]);
    String::from_utf8(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved(src: &str) -> Vec<(String, String)> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.anonymous_classes.as_ref().unwrap();
        let text = |n| String::from_utf8_lossy(tree.text(n)).into_owned();
        anonymizations(&tree, rule)
            .into_iter()
            .map(|a| (text(a.definition), a.text))
            .collect()
    }

    #[test]
    fn a_class_used_once_as_a_declaration_s_type_moves_there_without_its_name() {
        let src = "struct P { int x; };\n\
                   struct W {\n  class B { int y; };\n  B m;\n  P p;\n};\n";
        assert_eq!(
            moved(src),
            [
                ("struct P { int x; }".into(), "struct { int x; }".into()),
                ("class B { int y; };".into(), "class { int y; }".into()),
            ]
        );
    }

    #[test]
    fn classes_used_twice_in_parameters_with_bases_or_declaring_a_variable_stay() {
        let src = "struct A { int x; };\nA a1, a2;\nA a3;\n\
                   struct P { int x; };\nvoid f(P p);\n\
                   struct D : A { };\nD d;\n\
                   struct V { int v; } v;\nV w;\n\
                   struct S { S(); };\nS s;\n\
                   struct N::Q { int q; };\nN::Q q;\n\
                   template <> struct T<int> { int t; };\nT<int> t;\n";
        assert_eq!(moved(src), []);
    }
}
