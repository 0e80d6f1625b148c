//! Function bodies to empty. A call compiles against a declaration, so in a preprocessed
//! unit most library functions need no body; emptying them all in one candidate removes
//! the bulk of the unit, and the names only those bodies used become unused definitions.

use crate::lang::Language;
use crate::tree::{NodeId, Tree};

use super::line_markers::SystemHeaders;
use super::parse_errors::ParseErrors;

/// The bodies of `tree`'s function definitions that may be emptied, in order: longer than
/// the rule's `text`, outside every other such body, not in or beside a part
/// tree-sitter could not parse, not marked by an `unless` kind, and not of a definition
/// `skip` names (kept before). When the rule reads line markers, only the bodies in
/// system headers, and none in a unit without markers: there the bodies are the user's
/// own, which the tree sweeps reduce one by one at little cost.
pub fn emptiable_bodies(
    tree: &Tree,
    language: &Language,
    skip: impl Fn(NodeId) -> bool,
) -> Vec<NodeId> {
    let rules = &language.rules;
    let Some(rule) = &rules.bodies else {
        return Vec::new();
    };
    let system = SystemHeaders::new(tree.source(), rule.line_markers);
    if rule.line_markers && !system.marked() {
        return Vec::new();
    }
    let marked = |id: NodeId| {
        let is_marker = |c: NodeId| rule.unless.iter().any(|k| tree.has_kind(c, k));
        tree.children(id).iter().any(|&child| {
            tree.field(child) != Some(rule.body.as_str())
                && (is_marker(child) || tree.children(child).iter().any(|&g| is_marker(g)))
        })
    };
    let errors = ParseErrors::of(tree);
    let mut bodies = Vec::new();
    // Nodes before this id are inside a body already taken.
    let mut taken_until: NodeId = 0;
    for id in 0..tree.len() as NodeId {
        if id < taken_until || !rules.node_is_any(tree, id, &rule.kinds) {
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
            || marked(id)
            || skip(id)
            || errors.within(tree, id)
            || tree.parent(id).is_some_and(|p| tree.is_error(p))
        {
            continue;
        }
        bodies.push(body);
        taken_until = tree.subtree_end(body);
    }
    bodies
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang;

    fn bodies_of(source: &str) -> Vec<String> {
        let language = lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&language.grammar, source.as_bytes());
        emptiable_bodies(&tree, language, |_| false)
            .into_iter()
            .map(|id| String::from_utf8_lossy(tree.text(id)).into_owned())
            .collect()
    }

    #[test]
    fn constexpr_and_deduced_bodies_stay() {
        let source = "# 1 \"/usr/include/c++/12/a.h\" 1 3
struct A { int x; A() : x(1) { x = 2; } constexpr int f() const { return x; }
  auto g() { return 1; } int h() { return 3; } };
template <class T> inline T id(T t) noexcept { return t; }
void e() {}
";
        assert_eq!(
            bodies_of(source),
            ["{ x = 2; }", "{ return 3; }", "{ return t; }"]
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
