//! Type names replaced by the types they name: `typedef unsigned long word;` goes, and
//! every `word` becomes `unsigned long`. A failure that needs a variable's type seldom
//! needs the name given to it, but deleting the typedef alone breaks every use, and no
//! single use can go while it is there.

use std::collections::HashMap;

use crate::tree::{NodeId, Tree};

use crate::lang::TypedefRule;

/// One typedef to delete, with the uses to print as its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Substitution {
    pub definition: NodeId,
    pub uses: Vec<NodeId>,
    pub type_text: String,
}

/// A typedef of one name: the definition, its type, and the mark tokens before the name.
type Definition = (NodeId, NodeId, Vec<NodeId>);

/// Every typedef that can go, in id order: one that defines a single name, plain or
/// behind pointer and reference marks (`typedef T *p;`, whose uses become `T*`; not a
/// function or array declarator), is the only definition of that name, and is used
/// somewhere, in the same field its type is in (which leaves out a `struct` tag spelled
/// like it). When the type is longer than a name, its copies must not outgrow the
/// definition, so that every candidate has fewer tokens.
pub fn substitutions(tree: &Tree, rule: &TypedefRule) -> Vec<Substitution> {
    // Name -> its definitions of one name.
    let mut defined: HashMap<&[u8], Vec<Definition>> = HashMap::new();
    for id in 0..tree.len() as NodeId {
        if !rule.definition.matches(tree, id) {
            continue;
        }
        let names: Vec<NodeId> = tree.children_by_field(id, &rule.name).collect();
        let ty = tree.children_by_field(id, &rule.r#type).next();
        let ([declarator], Some(ty)) = (names.as_slice(), ty) else {
            continue;
        };
        let tokens: Vec<NodeId> = tree.tokens(*declarator).collect();
        let Some((&name, marks)) = tokens.split_last() else {
            continue;
        };
        let is_mark = |&m: &NodeId| matches!(tree.text(m), b"*" | b"&" | b"&&");
        if marks.iter().all(is_mark) {
            let marks = marks.to_vec();
            defined
                .entry(tree.text(name))
                .or_default()
                .push((id, ty, marks));
        }
    }
    let mut uses: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    for leaf in 0..tree.len() as NodeId {
        if tree.is_leaf(leaf)
            && tree.field(leaf) == Some(rule.r#type.as_str())
            && defined.contains_key(tree.text(leaf))
        {
            uses.entry(tree.text(leaf)).or_default().push(leaf);
        }
    }
    let mut found = Vec::new();
    for (name, defined) in &defined {
        let ([(definition, ty, marks)], Some(uses)) = (defined.as_slice(), uses.get(name)) else {
            continue;
        };
        let mark_text = marks.iter().flat_map(|&m| tree.text(m).iter().copied());
        let text: Vec<u8> = tree.text(*ty).iter().copied().chain(mark_text).collect();
        let Ok(type_text) = String::from_utf8(text) else {
            continue;
        };
        let uses: Vec<NodeId> = uses
            .iter()
            .copied()
            .filter(|&u| !tree.is_descendant(u, *definition))
            .collect();
        let added = uses.len() * (tree.tokens(*ty).count() + marks.len()).saturating_sub(1);
        if !uses.is_empty() && added < tree.tokens(*definition).count() {
            found.push(Substitution {
                definition: *definition,
                uses,
                type_text,
            });
        }
    }
    found.sort_by_key(|s| s.definition);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn substituted(src: &str) -> Vec<(String, usize, String)> {
        substituted_in("c", src)
    }

    fn substituted_in(language: &str, src: &str) -> Vec<(String, usize, String)> {
        let c = crate::lang::by_name(language).unwrap();
        let tree = Tree::parse(&c.grammar, src.as_bytes());
        substitutions(&tree, c.rules.typedefs.as_ref().unwrap())
            .into_iter()
            .map(|s| {
                let name = String::from_utf8(tree.text(s.definition).to_vec()).unwrap();
                (name, s.uses.len(), s.type_text)
            })
            .collect()
    }

    #[test]
    fn plain_typedefs_give_their_type_to_every_use() {
        let src = "typedef unsigned long word;\ntypedef struct node { int v; } node;\n\
                   word f(word w) { node *n = 0; return (word)w; }\n";
        assert_eq!(
            substituted(src),
            [
                ("typedef unsigned long word;", 3, "unsigned long"),
                // The tag `node` in `struct node` is not a use.
                (
                    "typedef struct node { int v; } node;",
                    1,
                    "struct node { int v; }"
                ),
            ]
            .map(|(d, n, t)| (d.to_string(), n, t.to_string()))
        );
    }

    #[test]
    fn pointer_typedefs_give_their_type_and_marks() {
        let src = "typedef char *str;\ntypedef int **table;\nstr s; table t;\n";
        assert_eq!(
            substituted(src),
            [
                ("typedef char *str;", 1, "char*"),
                ("typedef int **table;", 1, "int**")
            ]
            .map(|(d, n, t)| (d.to_string(), n, t.to_string()))
        );
    }

    #[test]
    fn a_mark_of_two_characters_is_one_token() {
        // `int&&` at three uses adds three tokens, fewer than the definition's five.
        let src = "typedef int &&r;\nvoid f(r a, r b, r c);\n";
        assert_eq!(
            substituted_in("cpp", src),
            [("typedef int &&r;".to_string(), 3, "int&&".to_string())]
        );
    }

    #[test]
    fn functions_arrays_unused_redefined_and_outgrowing_typedefs_stay() {
        let src = "typedef int (*fn)(int);\ntypedef char line[80];\ntypedef int unused;\n\
                   typedef int twice;\ntypedef int twice;\n\
                   typedef struct { int a, b; } pair;\n\
                   fn f; line l; twice t; pair p, q; pair r;\n";
        assert_eq!(substituted(src), []);
    }
}
