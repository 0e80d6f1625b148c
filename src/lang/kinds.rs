//! Kind names of a rules file resolved to the grammar's kind ids when the rules load, so
//! that a pass tests a node's kind by number instead of comparing names.

use std::borrow::Borrow;
use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;

use crate::tree::{GROUP, GROUP_ID, NodeId, Tree};

/// Every kind id of one grammar by its name. A name may have several ids: a named and an
/// anonymous kind of one spelling, or aliases.
pub(crate) struct KindTable {
    by_name: HashMap<String, Vec<u16>>,
}

impl KindTable {
    /// The table of `grammar`'s kinds.
    pub(crate) fn new(grammar: &tree_sitter::Language) -> KindTable {
        let mut by_name: HashMap<String, Vec<u16>> = HashMap::new();
        // ERROR nodes have tree-sitter's id 0xFFFF, beyond the grammar's own kinds.
        let ids = (0..grammar.node_kind_count() as u16).chain([u16::MAX]);
        for id in ids {
            if let Some(name) = grammar.node_kind_for_id(id) {
                by_name.entry(name.to_owned()).or_default().push(id);
            }
        }
        // The node regrouping makes has a kind of its own, matched by name as any other.
        by_name.entry(GROUP.to_owned()).or_default().push(GROUP_ID);
        KindTable { by_name }
    }

    /// The ids of kind `name`; none when the grammar has no such kind.
    pub(crate) fn ids(&self, name: &str) -> &[u16] {
        self.by_name.get(name).map_or(&[], Vec::as_slice)
    }
}

/// Resolves names to the sets of ids a node's kind is tested against.
pub(crate) struct Resolver<'r> {
    pub(crate) table: &'r KindTable,
    /// The rules' classes: class name -> kind names.
    pub(crate) classes: &'r BTreeMap<String, Vec<String>>,
}

impl Resolver<'_> {
    /// The ids of kind `name` alone.
    pub(crate) fn kind(&self, name: &str) -> KindSet {
        let mut set = KindSet::default();
        set.extend(self.table.ids(name));
        set
    }

    /// The ids of kind `name` and of the kinds class `name` lists (one level: a class
    /// listed in a class stands for the kind of that name only).
    pub(crate) fn kind_or_class(&self, name: &str) -> KindSet {
        let mut set = self.kind(name);
        for member in self.classes.get(name).into_iter().flatten() {
            set.extend(self.table.ids(member));
        }
        set
    }
}

/// A set of kind ids, one bit each, up to the largest id in it (rules name few kinds, of
/// ids below the grammar's kind count, or ERROR's 0xFFFF).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct KindSet {
    words: Vec<u64>,
}

impl KindSet {
    fn insert(&mut self, id: u16) {
        let word = usize::from(id / 64);
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (id % 64);
    }

    fn extend(&mut self, ids: &[u16]) {
        for &id in ids {
            self.insert(id);
        }
    }

    fn union(&mut self, other: &KindSet) {
        if other.words.len() > self.words.len() {
            self.words.resize(other.words.len(), 0);
        }
        for (word, bits) in self.words.iter_mut().zip(&other.words) {
            *word |= bits;
        }
    }

    /// Whether the set holds kind id `id`.
    pub(crate) fn contains(&self, id: u16) -> bool {
        self.words
            .get(usize::from(id / 64))
            .is_some_and(|w| w & (1 << (id % 64)) != 0)
    }

    /// Whether one of the kinds of `node`'s chain is in the set.
    pub(crate) fn matches(&self, tree: &Tree, node: NodeId) -> bool {
        tree.kind_ids(node).iter().any(|&id| self.contains(id))
    }
}

/// One kind name of a rules file (or a class name, where a pass takes one), with the kind
/// ids it matches in the grammar the rules were loaded for: as a kind alone, and as a
/// kind or class. Compared and ordered by name. [`Rules::from_toml`] resolves the ids in
/// the step that checks the name against the grammar; a `Kind` it has not resolved (one
/// deserialized on its own, or one its section forgot to compile) panics when it is
/// matched instead of silently matching nothing.
///
/// [`Rules::from_toml`]: super::Rules::from_toml
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(from = "String")]
pub struct Kind {
    name: String,
    /// The ids of the kind of this name.
    kind: KindSet,
    /// Those and the ids of the kinds the class of this name lists.
    with_class: KindSet,
    /// Whether the ids are set.
    resolved: bool,
}

impl Kind {
    /// The name as the rules file spells it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether one of the kinds of `node`'s chain is this kind.
    pub fn matches(&self, tree: &Tree, node: NodeId) -> bool {
        if !self.resolved {
            unresolved(&self.name);
        }
        self.kind.matches(tree, node)
    }

    /// Whether one of the kinds of `node`'s chain is this kind or one the class of this
    /// name lists.
    pub fn matches_with_class(&self, tree: &Tree, node: NodeId) -> bool {
        if !self.resolved {
            unresolved(&self.name);
        }
        self.with_class.matches(tree, node)
    }

    /// Sets the ids from the grammar's.
    pub(crate) fn resolve(&mut self, r: &Resolver) {
        self.kind = r.kind(&self.name);
        self.with_class = r.kind_or_class(&self.name);
        self.resolved = true;
    }
}

/// A kind matched before the rules' compile step resolved it is a section whose
/// `compile` leaves it out: a bug in hedge, not in the rules.
#[cold]
fn unresolved(name: &str) -> ! {
    panic!("rules kind {name:?} is matched but was never compiled");
}

impl From<String> for Kind {
    fn from(name: String) -> Kind {
        Kind {
            name,
            kind: KindSet::default(),
            with_class: KindSet::default(),
            resolved: false,
        }
    }
}

impl PartialEq for Kind {
    fn eq(&self, other: &Kind) -> bool {
        self.name == other.name
    }
}

impl Eq for Kind {}

impl PartialOrd for Kind {
    fn partial_cmp(&self, other: &Kind) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Kind {
    fn cmp(&self, other: &Kind) -> std::cmp::Ordering {
        self.name.cmp(&other.name)
    }
}

/// Maps keyed by kind are looked up by name.
impl Borrow<str> for Kind {
    fn borrow(&self) -> &str {
        &self.name
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

/// A list of kind names of a rules file (or class names, where a pass takes them), with
/// the kind ids any of them matches in the grammar the rules were loaded for, as
/// [`Kind`] has them. Compared by names. An empty list matches nothing without being
/// resolved; another one panics when it is matched unresolved, as a [`Kind`] does.
#[derive(Clone, Debug, Deserialize)]
#[serde(from = "Vec<String>")]
pub struct Kinds {
    names: Vec<String>,
    kind: KindSet,
    with_class: KindSet,
    resolved: bool,
}

impl Default for Kinds {
    fn default() -> Kinds {
        Kinds::from(Vec::new())
    }
}

impl Kinds {
    /// The names as the rules file lists them.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Whether one of the kinds of `node`'s chain is one of these kinds.
    pub fn matches(&self, tree: &Tree, node: NodeId) -> bool {
        if !self.resolved {
            unresolved(&self.names.join(" "));
        }
        self.kind.matches(tree, node)
    }

    /// Whether one of the kinds of `node`'s chain is one of these kinds or one the class
    /// of one of these names lists.
    pub fn matches_with_class(&self, tree: &Tree, node: NodeId) -> bool {
        if !self.resolved {
            unresolved(&self.names.join(" "));
        }
        self.with_class.matches(tree, node)
    }

    /// Sets the ids from the grammar's.
    pub(crate) fn resolve(&mut self, r: &Resolver) {
        self.kind = KindSet::default();
        self.with_class = KindSet::default();
        for name in &self.names {
            self.kind.union(&r.kind(name));
            self.with_class.union(&r.kind_or_class(name));
        }
        self.resolved = true;
    }
}

impl From<Vec<String>> for Kinds {
    fn from(names: Vec<String>) -> Kinds {
        Kinds {
            resolved: names.is_empty(),
            names,
            kind: KindSet::default(),
            with_class: KindSet::default(),
        }
    }
}

impl PartialEq for Kinds {
    fn eq(&self, other: &Kinds) -> bool {
        self.names == other.names
    }
}

impl Eq for Kinds {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small inputs, one a language, with an error each so that ERROR nodes occur.
    const SOURCES: &[(&str, &str)] = &[
        (
            "c",
            "int f(int a) { return a + 1; }\nstruct s { int x; } v = {1};\nint g( {\n",
        ),
        (
            "cpp",
            "namespace n { template <class T> T f(T a) { return a; } }\nint x = ;\n",
        ),
        (
            "python",
            "class C:\n    def m(self, a):\n        return a\nx = (1,\n",
        ),
        (
            "rust",
            "fn f(&self, a: u8) -> u8 { a + 1 }\nstruct S { x: u8 }\nfn g( {\n",
        ),
        (
            "javascript",
            "function f(a) { return a + 1; }\nclass C { m() {} }\nlet x = ;\n",
        ),
        (
            "typescript",
            "function f(a: number): number { return a; }\nlet x: = 1;\n",
        ),
        ("tsx", "const e = <div>{f(1)}</div>;\nlet x = ;\n"),
        (
            "go",
            "package p\nfunc (r T) m(a int) int { return a }\nvar x = \n",
        ),
        (
            "java",
            "class C { int m(int a) { return a; } C() {} }\nclass D {\n",
        ),
        ("json", "{\"a\": [1, 2, {\"b\": null}], \"c\": }\n"),
    ];

    #[test]
    fn a_trees_kind_ids_name_its_kinds() {
        for &(name, source) in SOURCES {
            let lang = crate::lang::by_name(name).unwrap();
            let tree = lang.parse(source.as_bytes());
            assert!(tree.error_count() > 0, "{name}");
            for id in 0..tree.len() as NodeId {
                let names = tree.kinds(id).iter().map(|&k| Some(k));
                let by_id = tree.kind_ids(id).iter().map(|&k| match k {
                    GROUP_ID => Some(GROUP),
                    k => lang.grammar.node_kind_for_id(k),
                });
                assert!(names.eq(by_id), "{name}: {:?}", tree.kinds(id));
            }
        }
    }

    /// Whether a node of kind `kind` matches `name` as the passes compared names: equal,
    /// or (with classes) listed in the class `name`.
    fn by_name(rules: &crate::lang::Rules, name: &str, kind: &str, with_class: bool) -> bool {
        let listed = || {
            rules
                .classes
                .get(name)
                .is_some_and(|c| c.iter().any(|k| k == kind))
        };
        name == kind || (with_class && listed())
    }

    #[test]
    #[should_panic(expected = "never compiled")]
    fn a_kind_its_section_did_not_compile_is_refused_not_empty() {
        let kind = Kind::from("identifier".to_owned());
        let tree = crate::lang::by_name("c").unwrap().parse(b"int x;");
        kind.matches(&tree, tree.root());
    }

    #[test]
    fn kind_ids_match_what_the_names_matched() {
        let mut checked = 0;
        for lang in crate::lang::all() {
            let r = &lang.rules;
            let mut kinds: Vec<&Kind> = r.transforms.keys().collect();
            kinds.extend(
                r.transforms
                    .values()
                    .flatten()
                    .filter_map(|t| t.kind.as_ref()),
            );
            let mut lists: Vec<&Kinds> = vec![&r.identifiers, &r.containers, &r.shrinkable_tokens];
            if let Some(p) = &r.parameters {
                kinds.extend(p.calls.keys().chain(p.members.keys()).chain(&p.class));
                lists.extend([&p.signatures, &p.method_signatures]);
            }
            if let Some(b) = &r.bodies {
                lists.extend([&b.kinds, &b.unless, &b.later, &b.later_drop]);
            }
            if let Some(f) = &r.formats {
                kinds.extend([&f.call, &f.string, &f.content]);
            }
            if let Some(d) = &r.definitions {
                lists.push(&d.kinds);
            }
            let ids = (0..lang.grammar.node_kind_count() as u16).chain([u16::MAX, GROUP_ID]);
            for id in ids {
                let kind = match id {
                    GROUP_ID => GROUP,
                    id => lang.grammar.node_kind_for_id(id).unwrap_or_default(),
                };
                for k in &kinds {
                    assert_eq!(k.kind.contains(id), by_name(r, k.name(), kind, false));
                    let with_class = by_name(r, k.name(), kind, true);
                    assert_eq!(k.with_class.contains(id), with_class, "{}: {k}", lang.name);
                }
                for list in &lists {
                    let any =
                        |with_class| (list.names().iter()).any(|n| by_name(r, n, kind, with_class));
                    assert_eq!(list.kind.contains(id), any(false), "{}", lang.name);
                    assert_eq!(list.with_class.contains(id), any(true), "{}", lang.name);
                }
            }
            checked += kinds.len() + lists.len();
        }
        assert!(checked > 100);
    }
}
