//! Bracket groups that error recovery flattened, put back. tree-sitter-cpp cannot parse
//! `namespace std __attribute__ ((__visibility__ ("default"))) {`, the opening of every
//! namespace in a preprocessed unit that includes libstdc++: it ends in an ERROR node
//! holding the head and the `{`, the namespace's contents become the unit's own children,
//! and a later ERROR holds the `}`. HDD would then see thousands of top-level nodes where
//! the unit has a hundred namespaces. Here each such ERROR whose brackets do not match
//! within it is dissolved into its children, and each opening bracket is paired with the
//! closing one among its siblings: the opening's head (the tokens of its ERROR before it),
//! everything up to the closing bracket, and that bracket become the children of a new
//! node of kind [`GROUP`]. The source, tokens and error count stay those of the parse.

use super::arena::{Chain, Extent, NAMED, Node, Tree};
use super::build::{self, build};
use super::id::{NONE, NodeId};
use super::intern::{intern, intern_chain, intern_ids};

/// The kind of a node that holds a bracket group error recovery had flattened.
pub const GROUP: &str = "bracket_group";

/// The kind id of a [`GROUP`] node: above every grammar's kind count, and none of
/// tree-sitter's own ids (`0xFFFF` is ERROR, `0xFFFE` a hidden repetition of errors).
pub const GROUP_ID: u16 = 0xFFFD;

/// A child in the rebuilt tree: a node of the parse, or a new group of children.
enum Item {
    Old(NodeId),
    Group(Vec<Item>),
}

/// `tree` with its flattened bracket groups put back, for the pairs of token kinds in
/// `brackets` (`["{", "}"]`); `tree` itself when it has none.
pub(super) fn regroup(tree: Tree, brackets: &[[String; 2]]) -> Tree {
    if brackets.is_empty() || tree.errors == 0 {
        return tree;
    }
    let mut regrouper = Regrouper {
        tree: &tree,
        brackets,
        unbalanced: Vec::new(),
    };
    // Each ERROR's subtree is walked once here; `flatten` only looks the answer up.
    regrouper.unbalanced = (0..tree.len() as NodeId)
        .filter(|&id| tree.is_error(id) && regrouper.brackets_unpaired(id))
        .collect();
    let mut parents: Vec<NodeId> = (regrouper.unbalanced.iter())
        .filter_map(|&id| tree.parent(id))
        .filter(|&p| !tree.is_error(p))
        .collect();
    parents.sort_unstable();
    parents.dedup();
    if parents.is_empty() {
        return tree;
    }
    regrouper.rebuild(&parents)
}

struct Regrouper<'t> {
    tree: &'t Tree,
    brackets: &'t [[String; 2]],
    /// The ERROR nodes whose brackets do not pair within them, in id order.
    unbalanced: Vec<NodeId>,
}

/// What a leaf is to the pairing: `Some((pair, opens))`.
type Bracket = Option<(usize, bool)>;

impl Regrouper<'_> {
    fn bracket(&self, id: NodeId) -> Bracket {
        if !self.tree.is_leaf(id) {
            return None;
        }
        let kind = self.tree.kinds(id).last().copied().unwrap_or("");
        self.brackets
            .iter()
            .enumerate()
            .find_map(|(i, [open, close])| {
                (kind == open)
                    .then_some((i, true))
                    .or((kind == close).then_some((i, false)))
            })
    }

    /// Whether the brackets among the leaves of `id` do not all pair up.
    fn brackets_unpaired(&self, id: NodeId) -> bool {
        let mut open: Vec<usize> = Vec::new();
        for leaf in self.tree.descendants(id) {
            match self.bracket(leaf) {
                Some((pair, true)) => open.push(pair),
                Some((pair, false)) if open.last() == Some(&pair) => {
                    open.pop();
                }
                Some(_) => return true,
                None => {}
            }
        }
        !open.is_empty()
    }

    /// The children of `parent`, with unbalanced ERROR children dissolved and bracket
    /// groups formed. An ERROR none of whose brackets pairs up stays whole: dissolving it
    /// would only scatter its tokens.
    fn plan(&self, parent: NodeId) -> Vec<Item> {
        let mut whole: Vec<NodeId> = Vec::new();
        loop {
            let flat = self.flatten(parent, &whole);
            let (groups, paired) = self.pair(&flat);
            let mut unpaired: Vec<NodeId> = flat
                .iter()
                .map(|&(_, origin)| origin)
                .filter(|&origin| origin != NONE && !paired.contains(&origin))
                .collect();
            unpaired.dedup();
            if unpaired.is_empty() {
                return nest(&flat, &groups);
            }
            whole.extend(unpaired);
        }
    }

    /// The children of `parent` with the unbalanced ERROR nodes among them (and among
    /// theirs) replaced by their children, unless in `whole`; each with the ERROR it came
    /// from (`NONE`: a child of `parent`).
    fn flatten(&self, parent: NodeId, whole: &[NodeId]) -> Vec<(NodeId, NodeId)> {
        let mut flat = Vec::new();
        let mut stack: Vec<(NodeId, NodeId)> = self
            .tree
            .children(parent)
            .iter()
            .rev()
            .map(|&c| (c, NONE))
            .collect();
        while let Some((id, origin)) = stack.pop() {
            if !self.tree.is_leaf(id)
                && self.unbalanced.binary_search(&id).is_ok()
                && !whole.contains(&id)
            {
                stack.extend(self.tree.children(id).iter().rev().map(|&c| (c, id)));
            } else {
                flat.push((id, origin));
            }
        }
        flat
    }

    /// The bracket groups of `flat`, each from its head to its closing bracket (outermost
    /// first; they nest, as pairs do and heads stop at brackets), and the ERROR nodes
    /// that gave a paired bracket.
    fn pair(&self, flat: &[(NodeId, NodeId)]) -> (Vec<std::ops::Range<usize>>, Vec<NodeId>) {
        let mut open: Vec<(usize, usize)> = Vec::new();
        let mut groups: Vec<std::ops::Range<usize>> = Vec::new();
        let mut paired: Vec<NodeId> = Vec::new();
        for (at, &(id, _)) in flat.iter().enumerate() {
            match self.bracket(id) {
                Some((pair, true)) => open.push((pair, at)),
                Some((pair, false)) => {
                    let Some(start) = open.iter().rposition(|&(p, _)| p == pair) else {
                        continue;
                    };
                    let (_, opening) = open[start];
                    open.truncate(start);
                    let origin = flat[opening].1;
                    paired.extend([origin, flat[at].1]);
                    // The head: the tokens of the opening's ERROR before it.
                    let mut head = opening;
                    while head > 0
                        && origin != NONE
                        && flat[head - 1].1 == origin
                        && self.bracket(flat[head - 1].0).is_none()
                    {
                        head -= 1;
                    }
                    // A group of the whole list adds nothing.
                    if head > 0 || at + 1 < flat.len() {
                        groups.push(head..at + 1);
                    }
                }
                None => {}
            }
        }
        groups.sort_by_key(|g| (g.start, std::cmp::Reverse(g.end)));
        (groups, paired)
    }

    /// The node of a new group of `items`, of chain `chain`: it starts where its first
    /// old node does; its end is its last leaf's, which the leaves' order, kept as it
    /// was, gives (see `Tree::end`).
    fn group_node(&self, items: &[Item], chain: u32) -> (Node, Extent) {
        let first = first_old(items);
        let node = Node {
            chain,
            field: 0,
            children: 0,
            col: self.tree.node(first).col,
            flags: NAMED,
        };
        let extent = Extent {
            pre: self.tree.extent(first).pre,
            start: self.tree.extent(first).start,
            end_id: 0,
        };
        (node, extent)
    }

    fn rebuild(&self, parents: &[NodeId]) -> Tree {
        let old = self.tree;
        let group_chain = Chain {
            names: intern_chain(&[intern(GROUP)]),
            ids: intern_ids(&[GROUP_ID]),
        };
        let mut chains = old.chains.clone();
        let group_chain_id = chains.len() as u32;
        chains.push(group_chain);
        let n = old.len() + parents.len() * 8;
        let mut nodes: Vec<Node> = Vec::with_capacity(n);
        let mut extents: Vec<Extent> = Vec::with_capacity(n);
        let mut new_parents: Vec<NodeId> = Vec::with_capacity(n);
        let mut child_ids: Vec<NodeId> = Vec::with_capacity(n);

        let children_of = |id: NodeId| -> Vec<Item> {
            if parents.binary_search(&id).is_ok() {
                self.plan(id)
            } else {
                old.children(id).iter().map(|&c| Item::Old(c)).collect()
            }
        };
        let mut emit =
            |item: &Item, parent: NodeId, nodes: &mut Vec<Node>, extents: &mut Vec<Extent>| {
                let id = nodes.len() as NodeId;
                let (node, extent) = match item {
                    Item::Old(old_id) => (old.node(*old_id).clone(), *old.extent(*old_id)),
                    Item::Group(items) => self.group_node(items, group_chain_id),
                };
                nodes.push(node);
                extents.push(extent);
                new_parents.push(parent);
                id
            };

        let root_item = Item::Old(old.root());
        let root = emit(&root_item, NONE, &mut nodes, &mut extents);
        let mut max_depth = 0;
        let mut stack = vec![open(
            root,
            children_of(old.root()),
            &mut nodes,
            &mut child_ids,
        )];
        while let Some(top) = stack.last_mut() {
            let Some(item) = top.items.next() else {
                let done = stack.pop().expect("the loop holds a frame");
                extents[done.id as usize].end_id = nodes.len() as NodeId;
                continue;
            };
            let parent = top.id;
            max_depth = max_depth.max(stack.len() as u32);
            let id = emit(&item, parent, &mut nodes, &mut extents);
            let top = stack.last_mut().expect("just used");
            child_ids[top.next] = id;
            top.next += 1;
            let items = match item {
                Item::Old(old_id) => children_of(old_id),
                Item::Group(items) => items,
            };
            stack.push(open(id, items, &mut nodes, &mut child_ids));
        }

        Tree {
            id: build::next_tree_id(),
            source: old.source.clone(),
            nodes,
            extents,
            parents: new_parents,
            chains,
            fields: old.fields.clone(),
            child_ids,
            trailer: old.trailer,
            max_depth,
            tokens: old.tokens,
            errors: old.errors,
            syntax: old.syntax.clone(),
            layout: Default::default(),
        }
    }
}

/// `flat` as items, with each range of `groups` (sorted outermost first, nested or
/// disjoint) made a group.
fn nest(flat: &[(NodeId, NodeId)], groups: &[std::ops::Range<usize>]) -> Vec<Item> {
    // Open groups: where each ends, and its items so far; the bottom is the whole list.
    let mut open: Vec<(usize, Vec<Item>)> = vec![(flat.len(), Vec::new())];
    let mut next_group = groups.iter().peekable();
    for (at, &(id, _)) in flat.iter().enumerate() {
        while let Some(g) = next_group.next_if(|g| g.start == at) {
            open.push((g.end, Vec::new()));
        }
        open.last_mut()
            .expect("the bottom stays")
            .1
            .push(Item::Old(id));
        while open.len() > 1 && open.last().expect("more than one").0 == at + 1 {
            let (_, items) = open.pop().expect("more than one");
            open.last_mut()
                .expect("the bottom stays")
                .1
                .push(Item::Group(items));
        }
    }
    open.pop().expect("the bottom stays").1
}

fn first_old(items: &[Item]) -> NodeId {
    match &items[0] {
        Item::Old(id) => *id,
        Item::Group(inner) => first_old(inner),
    }
}

impl Tree {
    /// Parses `source` and puts back the groups of `brackets` (pairs of token kinds, `{`
    /// and `}`) that error recovery flattened into their parent (see `regroup.rs`).
    pub fn parse_regrouped(
        language: &tree_sitter::Language,
        source: impl Into<std::sync::Arc<[u8]>>,
        brackets: &[[String; 2]],
    ) -> Tree {
        regroup(build(language, source.into(), brackets), brackets)
    }
}

/// A node being emitted by `Regrouper::rebuild`: its new id, the children still to emit,
/// and the slot in `child_ids` of the next.
struct Frame {
    id: NodeId,
    items: std::vec::IntoIter<Item>,
    next: usize,
}

/// A node just emitted keeps the next slots of `child_ids` for its children: a node's
/// list ends where the next node's starts (see `Tree::children`).
fn open(id: NodeId, items: Vec<Item>, nodes: &mut [Node], child_ids: &mut Vec<NodeId>) -> Frame {
    let next = child_ids.len();
    nodes[id as usize].children = next as u32;
    child_ids.resize(next + items.len(), NONE);
    Frame {
        id,
        items: items.into_iter(),
        next,
    }
}
