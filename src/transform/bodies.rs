//! Function bodies to empty. A call compiles against a declaration, so in a preprocessed
//! unit most library functions need no body; emptying them all in one candidate removes
//! the bulk of the unit, and the names only those bodies used become unused definitions.

use crate::lang::{Kinds, Language};
use crate::tree::{NodeId, Tree};

use super::line_markers::SystemHeaders;
use super::parse_errors::ParseErrors;

/// The bodies a tree's definitions may lose, in two lists in order.
#[derive(Debug, Default)]
pub struct EmptiableBodies {
    /// Bodies no constant expression needs: emptied all at once first.
    pub first: Vec<NodeId>,
    /// Bodies of definitions marked by the rule's `later` kinds (`constexpr`): a
    /// constant expression may evaluate them, so they go in a candidate of their own.
    pub later: Vec<NodeId>,
}

/// The bodies of `tree`'s function definitions that may be emptied: longer than the
/// rule's `text`, outside every other such body, not in or beside a part tree-sitter
/// could not parse, not marked by an `unless` kind, and not of a definition `skip` names
/// (kept before). When the rule reads line markers, only the bodies in system headers,
/// and none in a unit without markers: there the bodies are the user's own, which the
/// tree sweeps reduce one by one at little cost.
pub fn emptiable_bodies(
    tree: &Tree,
    language: &Language,
    skip: impl Fn(NodeId) -> bool,
) -> EmptiableBodies {
    let rules = &language.rules;
    let mut found = EmptiableBodies::default();
    let Some(rule) = &rules.bodies else {
        return found;
    };
    let system = SystemHeaders::new(tree.source(), rule.line_markers);
    if rule.line_markers && !system.marked() {
        return found;
    }
    // Whether a child of the definition, or one of its children, is of one of `kinds`
    // (the body aside).
    let marked = |id: NodeId, kinds: &Kinds| {
        let is_marker = |c: NodeId| kinds.matches(tree, c);
        tree.children(id).iter().any(|&child| {
            tree.field(child) != Some(rule.body.as_str())
                && (is_marker(child) || tree.children(child).iter().any(|&g| is_marker(g)))
        })
    };
    let errors = ParseErrors::of(tree);
    // Nodes before this id are inside a body already taken.
    let mut taken_until: NodeId = 0;
    for id in 0..tree.len() as NodeId {
        if id < taken_until || !rule.kinds.matches_with_class(tree, id) {
            continue;
        }
        let Some(body) = tree
            .children(id)
            .iter()
            .copied()
            .find(|&c| tree.field(c) == Some(rule.body.as_str()))
        else {
            continue;
        };
        if tree.text(body).len() <= rule.text.len()
            || !system.holds(tree.byte_range(id).start)
            || marked(id, &rule.unless)
            || skip(id)
            || errors.within(tree, id)
            || tree.parent(id).is_some_and(|p| tree.is_error(p))
        {
            continue;
        }
        match marked(id, &rule.later) {
            true => found.later.push(body),
            false => found.first.push(body),
        }
        taken_until = tree.subtree_end(body);
    }
    found
}

/// The definitions whose body is already empty (the rule's `text`, blanks aside) that
/// the rule's `later_text` can make declarations (`int f() {}` -> `int f() ;`), each with
/// the children that go with the body (`later_drop`): the body's node first. A
/// declaration is a token shorter, and a class member needs no body to be called.
pub fn empty_bodies(tree: &Tree, language: &Language) -> Vec<Vec<NodeId>> {
    let Some(rule) = &language.rules.bodies else {
        return Vec::new();
    };
    if rule.later_text.is_empty() {
        return Vec::new();
    }
    let blank_free = |text: &[u8]| -> Vec<u8> {
        text.iter()
            .copied()
            .filter(|b| !b.is_ascii_whitespace())
            .collect()
    };
    let empty = blank_free(rule.text.as_bytes());
    (0..tree.len() as NodeId)
        .filter(|&id| rule.kinds.matches_with_class(tree, id))
        .filter_map(|id| {
            let body = tree.children_by_field(id, &rule.body).next()?;
            if blank_free(tree.text(body)) != empty {
                return None;
            }
            let dropped = tree
                .children(id)
                .iter()
                .copied()
                .filter(|&c| rule.later_drop.matches(tree, c));
            Some([body].into_iter().chain(dropped).collect())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang;

    /// The texts of the bodies found, first those of the first list, then a `|`, then
    /// the later ones.
    fn bodies_of(source: &str) -> Vec<String> {
        let language = lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&language.grammar, source.as_bytes());
        let found = emptiable_bodies(&tree, language, |_| false);
        let text = |&id: &NodeId| String::from_utf8_lossy(tree.text(id)).into_owned();
        let mut texts: Vec<String> = found.first.iter().map(text).collect();
        if !found.later.is_empty() {
            texts.push("|".into());
            texts.extend(found.later.iter().map(text));
        }
        texts
    }

    #[test]
    fn empty_bodies_become_declarations_with_their_initializers() {
        let language = lang::by_name("cpp").unwrap();
        let source = "struct A { int x; A() : x(1) { } int f() {} int g() { return 1; } };\n";
        let tree = Tree::parse(&language.grammar, source.as_bytes());
        let text = |id: NodeId| String::from_utf8_lossy(tree.text(id)).into_owned();
        let found: Vec<Vec<String>> = empty_bodies(&tree, language)
            .into_iter()
            .map(|nodes| nodes.into_iter().map(text).collect())
            .collect();
        assert_eq!(found, [vec!["{ }", ": x(1)"], vec!["{}"]]);
        // C's rules make no declarations of definitions: no later text.
        let c = lang::by_name("c").unwrap();
        let tree = Tree::parse(&c.grammar, b"int f() {}\n");
        assert!(empty_bodies(&tree, c).is_empty());
    }

    #[test]
    fn deduced_bodies_stay_and_constexpr_bodies_come_later() {
        let source = "# 1 \"/usr/include/c++/12/a.h\" 1 3
struct A { int x; A() : x(1) { x = 2; } constexpr int f() const { return x; }
  auto g() { return 1; } int h() { return 3; } };
template <class T> inline T id(T t) noexcept { return t; }
void e() {}
";
        assert_eq!(
            bodies_of(source),
            [
                "{ x = 2; }",
                "{ return 3; }",
                "{ return t; }",
                "|",
                "{ return x; }"
            ]
        );
    }

    #[test]
    fn only_outermost_bodies_and_only_system_headers_with_markers() {
        let source = "# 1 \"/usr/include/c++/12/x.h\" 1 3
void lib() { struct L { void m() { int i; } }; }
# 3 \"main.cpp\" 2
void own() { int j; }
";
        assert_eq!(bodies_of(source), ["{ struct L { void m() { int i; } }; }"]);
        assert!(bodies_of("void own() { int j; }\n").is_empty());
    }
}
