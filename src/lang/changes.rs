//! The candidate edits for one node, derived from the language's rules.

use crate::tree::{Edit, NodeId, Tree};

use super::{Kind, Language, Transform};

/// Most replacements a `hoist` transform proposes.
const HOIST_LIMIT: usize = 8;
/// Most nodes a `hoist` transform scans, so deep trees stay cheap.
const HOIST_SCAN: usize = 4096;

/// Whether the node may simply be deleted: it is named, not the root, not a MISSING
/// token, and its slot in the parent may be left empty.
pub fn is_deletable(tree: &Tree, node: NodeId, lang: &Language) -> bool {
    let Some(parent) = tree.parent(node) else {
        return false;
    };
    if !tree.is_named(node) || tree.is_missing(node) {
        return false;
    }
    if tree.is_error(parent) || tree.is_error(node) || tree.is_extra(node) {
        return true;
    }
    // Children hang off the innermost node of a collapsed chain.
    let parent_kind = tree.kind_ids(parent).last();
    !parent_kind.is_some_and(|&kind| lang.rules.slot_required(kind, tree.field(node)))
}

/// All edits the tree sweeps try on `node`, strongest first: `Delete` if allowed, then
/// replacements by increasing printed size. Replacements that would print the node's
/// own text are left out, and so are those kept for the fixpoint.
pub fn changes(tree: &Tree, node: NodeId, lang: &Language) -> Vec<Edit> {
    let mut out: Vec<Edit> = Vec::new();
    if is_deletable(tree, node, lang) {
        out.push(Edit::Delete);
    }
    for e in replacements(tree, node, lang, false) {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    out
}

/// The replacements of `node` kept for the fixpoint of the sweeps (`at_fixpoint`), by
/// increasing printed size, none printing the node's own text.
pub fn fixpoint_changes(tree: &Tree, node: NodeId, lang: &Language) -> Vec<Edit> {
    replacements(tree, node, lang, true)
}

/// The replacements of `node` by the rules whose `at_fixpoint` is `at_fixpoint`, sorted
/// by printed size; placeholders count as sweep replacements.
fn replacements(tree: &Tree, node: NodeId, lang: &Language, at_fixpoint: bool) -> Vec<Edit> {
    let rules = &lang.rules;
    let mut found: Vec<Edit> = Vec::new();
    let mut keys: Vec<&str> = Vec::new();
    for (&kind, &id) in tree.kinds(node).iter().zip(tree.kind_ids(node)) {
        keys.push(kind);
        keys.extend(rules.classes_of(id).iter().map(String::as_str));
    }
    keys.dedup();
    let mut seen_keys: Vec<&str> = Vec::new();
    for key in keys {
        if seen_keys.contains(&key) {
            continue;
        }
        seen_keys.push(key);
        if key == "expression" && rules.classes.contains_key(key) && !at_fixpoint {
            for p in &rules.expression_placeholders {
                found.push(Edit::Text(p.as_str().into()));
            }
        }
        if key == "statement"
            && !at_fixpoint
            && rules.classes.contains_key(key)
            && !rules.statement_placeholder.is_empty()
        {
            found.push(Edit::Text(rules.statement_placeholder.as_str().into()));
        }
        if let Some((key, list)) = rules.transforms.get_key_value(key) {
            for t in list.iter().filter(|t| t.at_fixpoint == at_fixpoint) {
                apply(tree, node, key, t, &mut found);
            }
        }
    }

    let own = tree.text(node);
    let size = |e: &Edit| match e {
        Edit::Delete => 0,
        Edit::Hoist(d) => tree.text(*d).len(),
        Edit::Text(t) => t.len(),
    };
    found.retain(|e| match e {
        Edit::Delete => false,
        Edit::Hoist(d) => tree.is_descendant(*d, node) && tree.text(*d) != own,
        Edit::Text(t) => t.as_bytes() != own,
    });
    found.sort_by_key(size);
    found
}

fn apply(tree: &Tree, node: NodeId, key: &Kind, t: &Transform, out: &mut Vec<Edit>) {
    // Conditions: a `struct s` that names a type, not one that defines it or stands alone.
    let has_child_in = |field: &String| tree.children_by_field(node, field).next().is_some();
    let elsewhere = |field: &String| tree.field(node) != Some(field.as_str());
    if t.without.as_ref().is_some_and(has_child_in) || t.in_field.as_ref().is_some_and(elsewhere) {
        return;
    }
    if let Some(text) = &t.text {
        out.push(Edit::Text(text.as_str().into()));
    } else if t.hoist {
        out.extend(
            nearest_of_same(tree, node, key)
                .into_iter()
                .map(Edit::Hoist),
        );
    } else if !t.replace_fields.is_empty() {
        let with = |field: &str| t.replace_fields.get(field).map(|text| text.as_bytes());
        out.extend(replace_fields(tree, node, with).map(Edit::Text));
    } else if !t.copy_fields.is_empty() {
        let child_text = |field: &str| {
            tree.children_by_field(node, field)
                .next()
                .map(|c| tree.text(c))
        };
        let with = |field: &str| t.copy_fields.get(field).and_then(|from| child_text(from));
        out.extend(replace_fields(tree, node, with).map(Edit::Text));
    } else {
        let mut targets = match t.selection() {
            Some(path) => select(tree, node, &path),
            None => vec![node],
        };
        if let Some(kind) = &t.kind {
            targets.retain(|&target| kind.matches_with_class(tree, target));
        }
        for target in targets {
            if t.unwrap {
                out.extend(unwrap(tree, target));
            } else if let Some(suffix) = &t.suffix {
                out.extend(with_suffix(tree, target, suffix));
            } else {
                out.push(Edit::Hoist(target));
            }
        }
    }
}

/// Follows dotted steps (field names, or `*` for named children) from `node`.
fn select(tree: &Tree, node: NodeId, path: &str) -> Vec<NodeId> {
    let mut current = vec![node];
    for step in path.split('.') {
        let mut next = Vec::new();
        for &n in &current {
            if step == "*" {
                next.extend(tree.named_children(n));
            } else {
                next.extend(tree.children_by_field(n, step));
            }
        }
        current = next;
    }
    current
}

/// The contents of a block node: its unfielded named children. One child is hoisted;
/// several are spliced in as text.
fn unwrap(tree: &Tree, node: NodeId) -> Option<Edit> {
    // A block of one child without delimiters (a Lua or Python block of one statement)
    // is collapsed with that child into one node, whose text is the child's.
    if tree.kinds(node).len() > 1 {
        return Some(Edit::Hoist(node));
    }
    let contents: Vec<NodeId> = tree
        .children(node)
        .iter()
        .copied()
        .filter(|&c| tree.is_named(c) && tree.field(c).is_none())
        .collect();
    match contents.as_slice() {
        [] => None,
        [only] => Some(Edit::Hoist(*only)),
        [first, .., last] => {
            let range = tree.byte_range(*first).start..tree.byte_range(*last).end;
            let text = std::str::from_utf8(&tree.source()[range]).ok()?;
            Some(Edit::Text(text.into()))
        }
    }
}

/// The node's text followed by `suffix`.
fn with_suffix(tree: &Tree, node: NodeId, suffix: &str) -> Option<Edit> {
    let text = std::str::from_utf8(tree.text(node)).ok()?;
    Some(Edit::Text(format!("{text}{suffix}").into()))
}

/// The node's text with the child in each field `with` gives a text for replaced by it.
fn replace_fields<'t>(
    tree: &'t Tree,
    node: NodeId,
    with: impl Fn(&str) -> Option<&'t [u8]>,
) -> Option<std::sync::Arc<str>> {
    let src = tree.source();
    let mut pos = tree.byte_range(node).start;
    let mut text: Vec<u8> = Vec::new();
    let mut replaced = false;
    for &c in tree.children(node) {
        let Some(with) = tree.field(c).and_then(&with) else {
            continue;
        };
        let pre = tree.prefix_range(c);
        // Punctuation (such as `;` for a body) attaches to what precedes it.
        let glue = with.first().is_none_or(|b| b.is_ascii_punctuation());
        let start = if glue { pre.start } else { pre.end };
        text.extend_from_slice(&src[pos..start.max(pos)]);
        text.extend_from_slice(with);
        pos = tree.byte_range(c).end;
        replaced = true;
    }
    if !replaced {
        return None;
    }
    text.extend_from_slice(&src[pos..tree.byte_range(node).end]);
    String::from_utf8(text).ok().map(std::sync::Arc::from)
}

/// The nearest proper descendants that share the kind (or class) `key`, largest first.
fn nearest_of_same(tree: &Tree, node: NodeId, key: &Kind) -> Vec<NodeId> {
    let matches = |id: NodeId| key.matches_with_class(tree, id);
    let mut found = Vec::new();
    let end = tree.subtree_end(node);
    let mut i = node + 1;
    let mut scanned = 0;
    while i < end && scanned < HOIST_SCAN {
        scanned += 1;
        if matches(i) {
            found.push(i);
            i = tree.subtree_end(i);
        } else {
            i += 1;
        }
    }
    found.sort_by_key(|&d| std::cmp::Reverse(tree.text(d).len()));
    found.truncate(HOIST_LIMIT);
    found
}
