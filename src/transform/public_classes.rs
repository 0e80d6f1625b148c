//! A class whose members start public made a struct: `class A { public: A(int); };` →
//! `struct A { A(int); };`. The two differ only in their default access, and the access
//! specifier cannot go alone (the members would turn private) nor the keyword change
//! alone (a struct's `public:` stays until a test lets it go).
//!
//! Any access specifier with its `:` (`private:` before the closing brace): the colon is
//! the class body's child, not the specifier's, so no node's deletion takes both.

use crate::lang::PublicClassRule;
use crate::tree::{NodeId, Tree};

/// A class's keyword, with the first member's access specifier and the tokens after it
/// up to the first member (`public` `:`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicClass {
    pub keyword: NodeId,
    pub specifier: Vec<NodeId>,
}

/// Every class whose body starts with the public access specifier, in id order.
pub fn public_classes(tree: &Tree, rule: &PublicClassRule) -> Vec<PublicClass> {
    let mut found = Vec::new();
    for class in 0..tree.len() as NodeId {
        if !rule.class.matches(tree, class) {
            continue;
        }
        let keyword = tree.children(class).first().copied();
        let Some(keyword) = keyword.filter(|&k| tree.text(k) == rule.keyword.as_bytes()) else {
            continue;
        };
        let Some(body) = tree.children_by_field(class, &rule.body).next() else {
            continue;
        };
        // The body's opening bracket, then the specifier and its `:`.
        let members = tree.children(body);
        let Some(at) = members.iter().position(|&m| tree.is_named(m)) else {
            continue;
        };
        let first = members[at];
        if !rule.specifier.matches(tree, first) || tree.text(first) != rule.public.as_bytes() {
            continue;
        }
        let colon = members.get(at + 1).copied().filter(|&c| !tree.is_named(c));
        found.push(PublicClass {
            keyword,
            specifier: [first].into_iter().chain(colon).collect(),
        });
    }
    found
}

/// Every access specifier of a class body with the literal token after it (its `:`), in
/// id order.
pub fn access_specifiers(tree: &Tree, rule: &PublicClassRule) -> Vec<Vec<NodeId>> {
    let mut found = Vec::new();
    for specifier in 0..tree.len() as NodeId {
        if !rule.specifier.matches(tree, specifier) {
            continue;
        }
        let Some(parent) = tree.parent(specifier) else {
            continue;
        };
        let next = tree
            .children(parent)
            .get(tree.index_in_parent(specifier) + 1);
        let colon = next.copied().filter(|&c| !tree.is_named(c));
        found.push([specifier].into_iter().chain(colon).collect());
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn public_of(src: &str) -> Vec<String> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.public_classes.as_ref().unwrap();
        public_classes(&tree, rule)
            .into_iter()
            .map(|c| {
                let parent = tree.parent(c.keyword).unwrap();
                let name = tree.children_by_field(parent, "name").next().unwrap();
                let removed: Vec<&[u8]> = c.specifier.iter().map(|&s| tree.text(s)).collect();
                let removed = String::from_utf8_lossy(&removed.concat()).into_owned();
                format!("{} {removed}", String::from_utf8_lossy(tree.text(name)))
            })
            .collect()
    }

    #[test]
    fn classes_that_start_public() {
        let src = "class A { public: A(int); private: int x; };\n\
                   class B { int y; public: B(); };\n\
                   struct C { public: int z; };\n\
                   class D { private: int w; };\n";
        assert_eq!(public_of(src), ["A public:"]);
    }

    #[test]
    fn access_specifiers_with_their_colons() {
        let src = "class A { public: A(int); private: int x; };\nstruct B { protected: };\n";
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.public_classes.as_ref().unwrap();
        let texts: Vec<String> = access_specifiers(&tree, rule)
            .into_iter()
            .map(|nodes| {
                let texts: Vec<&[u8]> = nodes.iter().map(|&n| tree.text(n)).collect();
                String::from_utf8_lossy(&texts.concat()).into_owned()
            })
            .collect();
        assert_eq!(texts, ["public:", "private:", "protected:"]);
    }
}
