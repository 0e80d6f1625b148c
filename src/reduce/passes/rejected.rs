//! Single changes the test rejected, and where: a change is not tested again while its
//! surroundings are as they were.
//!
//! Later sweeps and rounds try again every change an earlier one rejected, because a
//! removal elsewhere may have made it possible: a declaration can go once its uses have.
//! Most removals have nothing to do with most changes, and trying each change again after
//! any removal is much of what a fixpoint costs. So a rejected change is predicted
//! rejected again while four things are as they were: the text of the node's parent (the
//! block, call or expression that holds it; for a top-level item, the items it touches),
//! what the change makes of that text, the tokens just before and after that parent, and
//! how often each name spelled in it occurs outside it (a use removed elsewhere changes
//! that count). A change at a literal's level (a string's parts, a literal operand or
//! argument) is predicted only while every literal of the file is as it was too: what it
//! computes is compared at run time with values spelled elsewhere (a dict key an f-string
//! builds, a name looked up by its spelling), and a character pass shrinking those
//! changes no name and no text near it. Names are compared as
//! they were first spelled: when the renaming passes (`short identifiers`, the
//! characters of identifiers) rename `foo` to `a`, `a` still counts as `foo` (see
//! [`RejectedChanges::renamed`]), so that the next round does not test again every
//! change in every region that spells a renamed name. Two names that
//! were never one are never taken for each other: `len(x)` and `foo(x)` differ. A test
//! whose verdict depends on something else (what an unrelated function computes at run
//! time, the file's size, the spelling of a name) can keep a change that could go:
//! `--retest-rejected` turns predictions off.

use std::collections::{BTreeMap, HashMap};
use std::ops::Range;
use std::sync::{Arc, Mutex};

use twox_hash::XxHash3_128;

use crate::lang::{Kinds, Rules};
use crate::reduce::judging::judge::TextKey;
use crate::tree::{NodeId, Tree};

/// For each name a renaming pass gave, the name it had first.
type FirstNames = Arc<HashMap<Vec<u8>, Vec<u8>>>;

#[derive(Default)]
pub struct RejectedChanges {
    /// The names' counts and the regions of the tree seen last, by its id.
    names: Mutex<Option<(u64, NameCounts)>>,
    /// The name each renamed name had first (see [`Self::renamed`]).
    first_names: Mutex<FirstNames>,
    /// For each change, by [`Self::place`]'s key: the candidates built for it.
    built: Mutex<HashMap<u128, Vec<TextKey>>>,
}

/// How often each name occurs in a tree, and each region's part of a key (see
/// `region_key`), with the renamings known when the tree was first seen.
struct NameCounts {
    total: HashMap<Vec<u8>, usize>,
    /// The texts of the tree's literals, hashed in text order (see [`literals_key`]).
    literals: u128,
    first_names: FirstNames,
    regions: HashMap<Region, u128>,
}

impl RejectedChanges {
    /// Where the candidate `text` changes `tree`, the text it was cut from: a key for the
    /// change in its surroundings, the lowest node of `tree` that holds every byte the
    /// candidate changed and more, or the top-level items it changes (see [`region`]),
    /// with the tokens beside it. `None` when the text is unchanged or the change is
    /// before every item.
    ///
    /// `tree` is the text the minimizer kept last, not the pass's start: once a round
    /// removes something, every later candidate of the pass differs from the start there
    /// too, and only its difference from what was kept is the change it tries.
    pub fn place(&self, tree: &Tree, rules: &Rules, text: &[u8]) -> Option<u128> {
        let source = tree.source();
        let same_start = common_prefix(source, text);
        if same_start == source.len() && same_start == text.len() {
            return None;
        }
        let most_end = source.len().min(text.len()) - same_start;
        let same_end = common_prefix(source.iter().rev(), text.iter().rev()).min(most_end);
        let changed = same_start..source.len() - same_end;
        let region = region(tree, changed.clone())?;
        let start = tree.byte_range(region.first).start.min(changed.start);
        let end = tree.byte_range(region.last).end.max(changed.end);
        let after = text.len() - (source.len() - end);
        // Hashed in pieces: the region's text is not copied for each candidate.
        let (region_key, first_names) = self.region_key(tree, rules, region);
        let mut key = XxHash3_128::default();
        key.write(&region_key.to_le_bytes());
        write_first_names(&mut key, &text[start..after], &first_names);
        Some(key.finish_128())
    }

    /// Whether the change at `place` was built before as another candidate, one that
    /// `rejected` says the test rejected. Otherwise notes `candidate` as built for it.
    pub fn predicted(
        &self,
        place: u128,
        candidate: TextKey,
        rejected: impl Fn(&TextKey) -> bool,
    ) -> bool {
        let mut built = self.built.lock().unwrap();
        let earlier = built.entry(place).or_default();
        if earlier.iter().any(|key| *key != candidate && rejected(key)) {
            return true;
        }
        if !earlier.contains(&candidate) {
            earlier.push(candidate);
        }
        false
    }

    /// Notes the names a renaming pass changed from `before` to `after`, whose tokens are
    /// the same but for the spelling of names: each new name counts as the one it
    /// renamed, as first spelled. A name that now stands for two earlier ones (a word
    /// shrunk onto another name) counts as a new name, equal to none before. Nothing is
    /// noted when the tokens differ otherwise (the renamed text parsed differently): its
    /// changes are then tried again.
    pub fn renamed(&self, before: &Tree, after: &Tree, identifiers: &Kinds) {
        let (old, new) = (before.tokens(before.root()), after.tokens(after.root()));
        let mut was: BTreeMap<&[u8], Vec<&[u8]>> = BTreeMap::new();
        let mut tokens = (old, new);
        loop {
            match (tokens.0.next(), tokens.1.next()) {
                (None, None) => break,
                (Some(o), Some(n)) if identifiers.matches(after, n) => {
                    let earlier = was.entry(after.text(n)).or_default();
                    if !earlier.contains(&before.text(o)) {
                        earlier.push(before.text(o));
                    }
                }
                (Some(o), Some(n)) if before.text(o) == after.text(n) => {}
                _ => return,
            }
        }
        let mut first_names = self.first_names.lock().unwrap();
        // Looked up in the names before this renaming: it may swap two names.
        let before = first_names.clone();
        let first_of = |one: &[u8]| before.get(one).map_or(one, |first| &first[..]).to_vec();
        let mut known = (*before).clone();
        for (name, earlier) in was {
            let first = match earlier[..] {
                [one] if one == name => continue,
                [one] => first_of(one),
                // Bytes no name is made of: equal to no name, only to the same merger.
                _ => earlier
                    .iter()
                    .flat_map(|one| [vec![0], first_of(one)])
                    .flatten()
                    .collect(),
            };
            known.insert(name.to_vec(), first);
        }
        *first_names = Arc::new(known);
        // The regions' keys are hashed again with these names.
        *self.names.lock().unwrap() = None;
    }

    /// `region`'s part of every key of a change in it: its text and its names' counts
    /// outside it, names as first spelled; with the renamings those are spelled by.
    fn region_key(&self, tree: &Tree, rules: &Rules, region: Region) -> (u128, FirstNames) {
        let identifiers = &rules.identifiers;
        let id = tree.id();
        let mut names = self.names.lock().unwrap();
        if names.as_ref().is_none_or(|(seen, _)| *seen != id) {
            let root = Region {
                first: tree.root(),
                last: tree.root(),
            };
            let total = name_counts(tree, identifiers, root);
            let literals = literals_key(tree, rules);
            let first_names = self.first_names.lock().unwrap().clone();
            let regions = HashMap::new();
            *names = Some((
                id,
                NameCounts {
                    total,
                    literals,
                    first_names,
                    regions,
                },
            ));
        }
        let (_, counts) = names.as_mut().expect("set above");
        let first_names = counts.first_names.clone();
        if let Some(&known) = counts.regions.get(&region) {
            return (known, first_names);
        }
        let mut outside: Vec<(Vec<u8>, usize)> = name_counts(tree, identifiers, region)
            .into_iter()
            .map(|(name, inside)| {
                let total = counts.total.get(&name).copied().unwrap_or(inside);
                let first = first_names.get(&name).cloned().unwrap_or(name);
                (first, total - inside)
            })
            .collect();
        outside.sort_unstable();
        let mut key = XxHash3_128::default();
        for (name, count) in outside {
            key.write(&(name.len() as u64).to_le_bytes());
            key.write(&name);
            key.write(&count.to_le_bytes());
        }
        key.write(&[0xFE]);
        let text = tree.byte_range(region.first).start..tree.byte_range(region.last).end;
        write_first_names(&mut key, &tree.source()[text], &first_names);
        key.write(&[0xFE]);
        for token in tokens_beside(tree, region) {
            write_first_names(&mut key, token, &first_names);
            key.write(&[0xFE]);
        }
        if holds_literal(tree, rules, region) {
            key.write(&counts.literals.to_le_bytes());
        }
        let known = key.finish_128();
        counts.regions.insert(region, known);
        (known, first_names)
    }
}
/// Where a change is: siblings `first..=last`, one node when they are the same.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Region {
    first: NodeId,
    last: NodeId,
}

/// The lowest node whose text holds `changed` and more: the block around a removed
/// statement, the call around a removed argument, the statement around a run of tokens,
/// the parentheses `(f(x))` made `f(x)` (which differ in `(f(x)` alone). When only the
/// root holds it, the top-level items it touches: a top-level item's change does not
/// hang on the text of every other item, only on the names they use (counted outside
/// the region) and the tokens beside it. `None` when the change is before every item.
fn region(tree: &Tree, changed: Range<usize>) -> Option<Region> {
    let holds = |node: NodeId| {
        let range = tree.byte_range(node);
        range.start <= changed.start && changed.end <= range.end && range != changed
    };
    let mut node = tree.root();
    loop {
        // Children are in text order: the one that can hold `changed` starts last at or
        // before it.
        let children = tree.children(node);
        let after =
            children.partition_point(|&child| tree.byte_range(child).start <= changed.start);
        match after.checked_sub(1).map(|k| children[k]) {
            Some(child) if holds(child) => node = child,
            _ => break,
        }
    }
    if node != tree.root() {
        return Some(Region {
            first: node,
            last: node,
        });
    }
    let items = tree.children(node);
    let starts_by = |at: usize| items.partition_point(|&item| tree.byte_range(item).start <= at);
    let first = starts_by(changed.start).checked_sub(1)?;
    // The last item that starts before the change ends (the first when it is empty).
    let last = items
        .partition_point(|&item| tree.byte_range(item).start < changed.end)
        .saturating_sub(1)
        .max(first);
    Some(Region {
        first: items[first],
        last: items[last],
    })
}

/// The tokens just before and just after `node` (empty at either end of the text): what
/// a change of the node means can hang on them (`(f(x))` made `f(x)` after `return` and
/// after `*`), while they stay the same when a sibling further away goes.
fn tokens_beside(tree: &Tree, region: Region) -> [&[u8]; 2] {
    let is_token = |n: &NodeId| tree.is_leaf(*n) && !tree.text(*n).is_empty();
    // Ids are in preorder: the last token before the region's first id is the one before
    // it in the text, the first after its last subtree the one after it.
    let before = (0..region.first).rev().find(is_token);
    let after = (tree.subtree_end(region.last)..tree.len() as NodeId).find(is_token);
    [before, after].map(|token| token.map_or(&[][..], |token| tree.text(token)))
}

/// How many items `a` and `b` share from their start.
fn common_prefix<T: PartialEq>(
    a: impl IntoIterator<Item = T>,
    b: impl IntoIterator<Item = T>,
) -> usize {
    a.into_iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Hashes `text` with each word that is a renamed name spelled as the name was first
/// (see [`RejectedChanges::renamed`]): the same bytes as before the renaming. A word is a
/// run of letters, digits, `_`, `$` and non-ASCII bytes: what identifiers are made of in
/// the languages hedge parses. The same word inside a string or a comment is respelled
/// too, on both sides of a change alike; a renamed name never spells an earlier one.
fn write_first_names(key: &mut XxHash3_128, text: &[u8], first_names: &HashMap<Vec<u8>, Vec<u8>>) {
    if first_names.is_empty() {
        key.write(text);
        return;
    }
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    let mut rest = text;
    while !rest.is_empty() {
        let word = rest.iter().take_while(|&&b| is_word(b)).count();
        let piece = match word {
            0 => rest.iter().take_while(|&&b| !is_word(b)).count(),
            _ => word,
        };
        let (head, tail) = rest.split_at(piece);
        match first_names.get(head).filter(|_| word > 0) {
            Some(first) => key.write(first),
            None => key.write(head),
        }
        rest = tail;
    }
}

/// Whether `node` is a literal: a token of the rules' `shrinkable_tokens` kinds that is
/// not a name (a number, a string's content).
fn is_literal(tree: &Tree, rules: &Rules, node: NodeId) -> bool {
    tree.is_leaf(node)
        && rules.shrinkable_tokens.matches(tree, node)
        && !rules.identifiers.matches(tree, node)
}

/// Whether `region` is one node with a literal among its children: a change in it is at
/// the literal's level (see the module's comment).
fn holds_literal(tree: &Tree, rules: &Rules, region: Region) -> bool {
    region.first == region.last
        && (tree.children(region.first).iter()).any(|&child| is_literal(tree, rules, child))
}

/// Every literal's text in `tree`, in text order, hashed.
fn literals_key(tree: &Tree, rules: &Rules) -> u128 {
    let mut key = XxHash3_128::default();
    for literal in (tree.tokens(tree.root())).filter(|&n| is_literal(tree, rules, n)) {
        key.write(&(tree.text(literal).len() as u64).to_le_bytes());
        key.write(tree.text(literal));
    }
    key.finish_128()
}

/// How often each name (a token of an `identifiers` kind) occurs in `region`.
fn name_counts(tree: &Tree, identifiers: &Kinds, region: Region) -> HashMap<Vec<u8>, usize> {
    let mut counts = HashMap::new();
    // Ids are in preorder: the region's nodes are the ids from its first to the end of
    // its last subtree.
    for token in (region.first..tree.subtree_end(region.last))
        .filter(|&n| tree.is_leaf(n) && !tree.text(n).is_empty() && identifiers.matches(tree, n))
    {
        *counts.entry(tree.text(token).to_vec()).or_insert(0) += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use crate::reduce::judging::judge::text_key;
    use crate::tree::{Edit, Edits};

    const SOURCE: &str =
        "int y;\nint g(int x) { x = y; return 0; }\nint f(void) { y = 2; return g(2); }\n";

    fn c() -> &'static Language {
        crate::lang::by_name("c").unwrap()
    }

    /// The place of the candidate that applies `edit` to each node of `source` whose text
    /// is one of `nodes` (the first such node for each).
    fn place_of(rejected: &RejectedChanges, source: &str, nodes: &[&str]) -> Option<u128> {
        let tree = Tree::parse(&c().grammar, source.as_bytes());
        let mut edits = Edits::new();
        for text in nodes {
            let node = (0..tree.len() as NodeId)
                .find(|&n| tree.text(n) == text.as_bytes())
                .unwrap();
            edits.insert(node, Edit::Delete);
        }
        let mut candidate = Vec::new();
        tree.print_with(&edits, &crate::lang::style(c()), &mut candidate);
        rejected.place(&tree, &c().rules, &candidate)
    }

    #[test]
    fn a_rejected_change_is_predicted_while_its_surroundings_are_unchanged() {
        let rejected = RejectedChanges::default();
        let was_rejected = |_: &TextKey| true;
        let first = place_of(&rejected, SOURCE, &["return 0;"]).unwrap();
        assert!(!rejected.predicted(first, text_key(b"first"), was_rejected));
        // The same change after an edit in f that uses no name of g's body less: predicted.
        let other = SOURCE.replace("return g(2);", "g(2);");
        let second = place_of(&rejected, &other, &["return 0;"]).unwrap();
        assert_eq!(first, second);
        assert!(rejected.predicted(second, text_key(b"second"), was_rejected));
        // Not when no earlier candidate was rejected, nor for the same candidate again.
        let fresh = RejectedChanges::default();
        assert!(!fresh.predicted(first, text_key(b"a"), was_rejected));
        assert!(!fresh.predicted(first, text_key(b"b"), |_| false));
        assert!(!fresh.predicted(first, text_key(b"a"), |key| *key == text_key(b"a")));
        assert!(fresh.predicted(first, text_key(b"c"), |key| *key == text_key(b"a")));
    }

    #[test]
    fn a_change_is_tried_again_when_its_parent_or_the_uses_of_its_names_change() {
        let rejected = RejectedChanges::default();
        let first = place_of(&rejected, SOURCE, &["return 0;"]);
        assert!(first.is_some());
        // g's body changed.
        let edited = SOURCE.replace("return 0; ", "return 0; x = 3; ");
        assert_ne!(first, place_of(&rejected, &edited, &["return 0;"]));
        // f no longer uses y, a name g's body holds.
        let unused = SOURCE.replace("y = 2; ", "");
        assert_ne!(first, place_of(&rejected, &unused, &["return 0;"]));
    }

    #[test]
    fn a_change_at_a_literals_level_is_tried_again_when_another_literal_changes() {
        let rejected = RejectedChanges::default();
        let source = "int y;\nint g(int x) { return f(x, 7); }\nint f(void) { y = 2; return 0; }\n";
        // A literal argument goes: its place is the argument list, which holds a literal.
        let argument = place_of(&rejected, source, &["7"]);
        let statement = place_of(&rejected, source, &["return f(x, 7);"]);
        assert!(argument.is_some() && statement.is_some());
        // Another item's number shrunk: the argument's place changes, the block's does not.
        let shrunk = source.replace("y = 2;", "y = 0;");
        assert_ne!(argument, place_of(&rejected, &shrunk, &["7"]));
        assert_eq!(
            statement,
            place_of(&rejected, &shrunk, &["return f(x, 7);"])
        );
    }

    /// Tells `rejected` that a renaming pass made `after` of `before`.
    fn rename(rejected: &RejectedChanges, before: &str, after: &str) {
        let parse = |source: &str| Tree::parse(&c().grammar, source.as_bytes());
        rejected.renamed(&parse(before), &parse(after), &c().rules.identifiers);
    }

    #[test]
    fn a_renamed_name_counts_as_the_name_it_was() {
        let rejected = RejectedChanges::default();
        let first = place_of(&rejected, SOURCE, &["return 0;"]);
        assert!(first.is_some());
        // y renamed everywhere: another place until the renaming pass says so.
        let renamed = SOURCE.replace("y", "q");
        assert_ne!(first, place_of(&rejected, &renamed, &["return 0;"]));
        rename(&rejected, SOURCE, &renamed);
        assert_eq!(first, place_of(&rejected, &renamed, &["return 0;"]));
        // Then x and q swapped: still the names they were.
        let swapped = renamed
            .replace('x', "#")
            .replace('q', "x")
            .replace('#', "q");
        rename(&rejected, &renamed, &swapped);
        assert_eq!(first, place_of(&rejected, &swapped, &["return 0;"]));
    }

    #[test]
    fn names_that_were_never_one_are_told_apart() {
        let rejected = RejectedChanges::default();
        // The same text but for a name no pass renamed: another place.
        let called = "int f(int x) { int a; a = len(x); return a; }\n";
        let other = called.replace("len", "foo");
        let first = place_of(&rejected, called, &["return a;"]);
        assert!(first.is_some());
        assert_ne!(first, place_of(&rejected, &other, &["return a;"]));
        // A name shrunk onto another one stands for both: equal to neither.
        let two = "int f(int ab, int a) { a = ab; return a; }\n";
        let merged = two.replace("ab", "a");
        let before = place_of(&rejected, two, &["return a;"]);
        rename(&rejected, two, &merged);
        let after = place_of(&rejected, &merged, &["return a;"]);
        assert!(after.is_some());
        assert_ne!(before, after);
        assert_ne!(
            place_of(&RejectedChanges::default(), &merged, &["return a;"]),
            after
        );
        // A renaming that changes more than names notes nothing.
        let fresh = RejectedChanges::default();
        let first = place_of(&fresh, SOURCE, &["return 0;"]);
        rename(&fresh, SOURCE, &SOURCE.replace("y = 2;", "q = 2; 1;"));
        assert_ne!(
            first,
            place_of(&fresh, &SOURCE.replace('y', "q"), &["return 0;"])
        );
    }

    #[test]
    fn a_few_changes_have_the_place_that_holds_them_all() {
        let rejected = RejectedChanges::default();
        // Two statements of g's body: the body is their place, as it is each one's.
        let both = place_of(&rejected, SOURCE, &["x = y;", "return 0;"]);
        assert!(both.is_some());
        assert_ne!(both, place_of(&rejected, SOURCE, &["return 0;"]));
        // Changes in g and in f: the two items and what lies between them.
        let across = place_of(&rejected, SOURCE, &["x = y;", "y = 2;"]);
        assert!(across.is_some());
        assert_ne!(across, both);
    }

    #[test]
    fn a_top_level_item_is_its_own_place_with_the_uses_of_its_names() {
        let rejected = RejectedChanges::default();
        let first = place_of(&rejected, SOURCE, &["int y;"]);
        assert!(first.is_some());
        // Another item changed, every name as often as before: the same place.
        let edited = SOURCE.replace("y = 2;", "y = 3;");
        assert_eq!(first, place_of(&rejected, &edited, &["int y;"]));
        // A use of y gone elsewhere: another place.
        let unused = SOURCE.replace("y = 2; ", "");
        assert_ne!(first, place_of(&rejected, &unused, &["int y;"]));
        // Another token beside it: another place.
        let moved = format!("int z;\n{SOURCE}");
        assert_ne!(first, place_of(&rejected, &moved, &["int y;"]));
    }

    #[test]
    fn a_change_is_placed_in_what_holds_it_with_the_tokens_beside() {
        // `(g(x))` made `g(x)` differs from it in `(g(x)` alone: the place is the
        // parentheses' node, and the tokens beside it tell `x = (g(x));` from
        // `return (g(x));`.
        let source = "int g(int x) { x = (g(x)); return (g(x)); }\n";
        let tree = Tree::parse(&c().grammar, source.as_bytes());
        let start = source.find("(g(x))").unwrap();
        let parentheses = region(&tree, start..start + "(g(x)".len()).unwrap();
        assert_eq!(parentheses.first, parentheses.last);
        assert_eq!(tree.text(parentheses.first), b"(g(x))");
        assert_eq!(tokens_beside(&tree, parentheses), [&b"="[..], b";"]);
        let rejected = RejectedChanges::default();
        let unwrapped = |from: &str, to: &str| {
            let text = source.replacen(from, to, 1);
            rejected.place(&tree, &c().rules, text.as_bytes())
        };
        let assigned = unwrapped("= (g(x))", "= g(x)").unwrap();
        let returned = unwrapped("return (g(x))", "return g(x)").unwrap();
        assert_ne!(assigned, returned);
        // A removed statement: the block that holds it.
        let start = source.find("return (g(x));").unwrap();
        let block = region(&tree, start..start + "return (g(x));".len()).unwrap();
        assert_eq!(tree.kind(block.first), "compound_statement");
        // At the ends of the text, nothing beside.
        let last = tree.children(tree.root()).last().copied().unwrap();
        let last = Region { first: last, last };
        assert_eq!(tokens_beside(&tree, last)[1], b"");
    }
}
