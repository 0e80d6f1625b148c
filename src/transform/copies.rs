//! Variables spelled as their values (copy propagation): `struct a s = a(); return s;`
//! becomes `return a();`. A failure often needs a value but not the variable that holds
//! it, and no deletion of one node removes the variable: its declaration and its uses
//! are apart. Only a variable declared alone with its value, never changed after, with
//! each use in the declaration's scope after it, is propagated; the declaration goes in
//! the same change, and a candidate must be smaller than the text it comes from.

use std::collections::{BTreeMap, HashSet};

use crate::lang::{CopyRule, Kind};
use crate::tree::{NodeId, Tree};

/// One variable to propagate: the statement to delete, each use to replace by `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copy {
    pub statement: NodeId,
    pub uses: Vec<NodeId>,
    /// The value's text, in parentheses unless it is one token or of a `bare` kind.
    pub value: String,
}

/// Every variable that can be propagated, in the order of its declaration.
pub fn copies(tree: &Tree, rule: &CopyRule) -> Vec<Copy> {
    let variables: Vec<(NodeId, NodeId)> = (0..tree.len() as NodeId)
        .filter(|&variable| rule.variable.matches(tree, variable))
        .filter_map(|variable| Some((variable, name_of(tree, variable, rule)?)))
        .collect();
    let declared: HashSet<NodeId> = variables.iter().map(|&(_, name)| name).collect();
    variables
        .into_iter()
        .filter_map(|(variable, name)| copy_of(tree, variable, name, &declared, rule))
        .collect()
}

/// The name token of `variable`: the one `identifier` token in its name field, alone
/// or inside `wrappers` only (`c` in C's `*c`, in Rust's `mut c`).
fn name_of(tree: &Tree, variable: NodeId, rule: &CopyRule) -> Option<NodeId> {
    let field = tree.children_by_field(variable, &rule.name).next()?;
    let mut names = tree
        .tokens(field)
        .filter(|&leaf| rule.identifier.matches(tree, leaf));
    let name = names.next()?;
    if names.next().is_some() {
        return None;
    }
    let mut node = name;
    while node != field {
        node = tree.parent(node)?;
        if !rule.wrappers.matches(tree, node) {
            return None;
        }
    }
    Some(name)
}

/// The propagation of `variable` named by the token `name`, when its value does not
/// name it, it has a statement of its own, and no change or other declaration (of
/// `declared`, every variable's name token) spoils its uses.
fn copy_of(
    tree: &Tree,
    variable: NodeId,
    name: NodeId,
    declared: &HashSet<NodeId>,
    rule: &CopyRule,
) -> Option<Copy> {
    if tree
        .children(variable)
        .iter()
        .any(|&child| rule.unless.matches(tree, child))
    {
        return None;
    }
    let value = tree.children_by_field(variable, &rule.value).next()?;
    let name_text = tree.text(name);
    if tree.tokens(value).any(|t| tree.text(t) == name_text) {
        return None;
    }
    let statement = statement_of(tree, variable, rule)?;
    let scope = tree.parent(statement)?;
    let after = tree.byte_range(statement).end;
    let mut uses = Vec::new();
    for leaf in tree.tokens(scope) {
        if tree.byte_range(leaf).start < after
            || tree.text(leaf) != name_text
            || !rule.identifier.matches(tree, leaf)
            || in_field(tree, leaf, &rule.members)
        {
            continue;
        }
        // Changed, or declared again (a shadowing `let`): the value is not the one
        // declared here everywhere after.
        if in_field(tree, leaf, &rule.changes) || declared.contains(&leaf) {
            return None;
        }
        uses.push(leaf);
    }
    let value_text = std::str::from_utf8(tree.text(value)).ok()?;
    let value = match tree.tokens(value).nth(1).is_none() || rule.bare.matches(tree, value) {
        true => value_text.to_string(),
        false => format!("({value_text})"),
    };
    let added = uses.len() * value.len().saturating_sub(name_text.len());
    (!uses.is_empty() && added < tree.text(statement).len()).then_some(Copy {
        statement,
        uses,
        value,
    })
}

/// The statement that declares `variable` and nothing else: its parent of a `statement`
/// kind holding no other variable, or the variable itself where the rule names none.
fn statement_of(tree: &Tree, variable: NodeId, rule: &CopyRule) -> Option<NodeId> {
    // A statement that is nothing but the variable (Python's, without a `;`) is
    // collapsed with it into one node.
    if rule.statement.is_empty() || rule.statement.matches(tree, variable) {
        return Some(variable);
    }
    let statement = tree.parent(variable)?;
    let variables = tree
        .named_children(statement)
        .filter(|&child| rule.variable.matches(tree, child))
        .count();
    (rule.statement.matches(tree, statement) && variables == 1).then_some(statement)
}

/// Whether `leaf` is the child in the field `fields` gives for its parent's kind.
fn in_field(tree: &Tree, leaf: NodeId, fields: &BTreeMap<Kind, String>) -> bool {
    let Some(parent) = tree.parent(leaf) else {
        return false;
    };
    fields
        .iter()
        .any(|(kind, field)| tree.field(leaf) == Some(field.as_str()) && kind.matches(tree, parent))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn propagated(language: &str, src: &str) -> Vec<(String, usize, String)> {
        let language = crate::lang::by_name(language).unwrap();
        let tree = Tree::parse(&language.grammar, src.as_bytes());
        let rule = language.rules.copies.as_ref().unwrap();
        copies(&tree, rule)
            .into_iter()
            .map(|c| {
                let statement = String::from_utf8(tree.text(c.statement).to_vec()).unwrap();
                (statement, c.uses.len(), c.value)
            })
            .collect()
    }

    fn copy(statement: &str, uses: usize, value: &str) -> (String, usize, String) {
        (statement.to_string(), uses, value.to_string())
    }

    #[test]
    fn a_variable_used_once_becomes_its_value() {
        let src = "struct a e(void) { struct a s = a(); return s; }\n\
                   int f(int x) { int y = x + 1; return y * 2; }\n\
                   void g(void) { char *c = malloc(1); strcpy(c, \"ab\"); }\n";
        assert_eq!(
            propagated("c", src),
            vec![
                copy("struct a s = a();", 1, "a()"),
                copy("int y = x + 1;", 1, "(x + 1)"),
                copy("char *c = malloc(1);", 1, "malloc(1)"),
            ]
        );
    }

    #[test]
    fn changed_shared_or_self_naming_variables_stay() {
        // `i` changes, `a` and `b` share a declaration, `p`'s address is taken, `z`
        // names itself, `u` is never used, `r` is an array.
        let src = "void f(void) { int i = 0; i++; int a = 1, b = 2; g(a, b);\n\
                   int p = 3; h(&p); int z = z; h(z); int u = 4;\n\
                   int r[2] = {1, 2}; h(r); }\n";
        assert_eq!(propagated("c", src), vec![]);
    }

    #[test]
    fn uses_are_counted_in_the_scope_after_the_declaration() {
        // The `n` of `g` is another variable; a short value may replace several uses.
        let src = "void f(void) { int n = 7; h(n, n); }\nvoid g(int n) { h(n); }\n";
        assert_eq!(propagated("c", src), vec![copy("int n = 7;", 2, "7")]);
    }

    #[test]
    fn a_long_value_is_not_copied_into_many_uses() {
        let src = "void f(void) { int n = g(1, 2, 3); h(n, n, n, n); }\n";
        assert_eq!(propagated("c", src), vec![]);
    }

    #[test]
    fn other_languages_propagate_by_their_rules() {
        // Python: `y` is rebound by the loop; `o.v` and `f(v=1)` name members, not `v`.
        // `x[0] = ...` sets an item, not a variable.
        let src = "v = f()\ng(v, o.v, f(v=1))\ny = 2\nfor y in z:\n    pass\nx[0] = 1\nh(x)\n";
        assert_eq!(propagated("python", src), vec![copy("v = f()", 1, "f()")]);
        // Rust: a `let` is its own statement; the first `w` is declared again (shadowed),
        // the second names itself; `m` is mutable, `r` borrowed.
        let src = "fn f() { let s = a(1); g(s); let w = 1; let w = w + 1; h(w);\n\
                   let mut m = b(); k(m); let r = c(); k(&r); }\n";
        assert_eq!(
            propagated("rust", src),
            vec![copy("let s = a(1);", 1, "a(1)")]
        );
        // JavaScript: `i` changes.
        let src = "const q = load(p);\nlet i = 0;\ni++;\nuse(q.x, i);\n";
        assert_eq!(
            propagated("javascript", src),
            vec![copy("const q = load(p);", 1, "load(p)")]
        );
    }
}
