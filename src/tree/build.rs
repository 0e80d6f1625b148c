//! Conversion of a tree-sitter tree into the arena, with one cursor and no recursion.

use std::collections::HashMap;

use super::arena::{Chain, ERROR, EXTRA, Extent, MISSING, NAMED, Node, Tree};
use super::id::{NONE, NodeId};
use super::intern::{intern, intern_chain, intern_ids};

/// A node whose children are still being visited.
struct Open {
    id: NodeId,
    /// Extra tree-sitter levels folded into this node by collapsing.
    levels: u32,
    /// Where this node's children start in the pending list.
    pending: usize,
}

/// Tracks line starts while leaves arrive in source order, to get columns in linear time.
struct Columns<'s> {
    source: &'s [u8],
    scanned: usize,
    line_start: usize,
}

impl Columns<'_> {
    fn at(&mut self, pos: usize) -> u32 {
        if pos > self.scanned {
            if let Some(nl) = self.source[self.scanned..pos]
                .iter()
                .rposition(|&b| b == b'\n')
            {
                self.line_start = self.scanned + nl + 1;
            }
            self.scanned = pos;
        }
        (pos - self.line_start) as u32
    }
}

const UNSET: u32 = u32::MAX;

pub(super) fn build(language: &tree_sitter::Language, source: &[u8]) -> Tree {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(language)
        .expect("grammar ABI incompatible with the tree-sitter library");
    let ts = parser
        .parse(source, None)
        .expect("tree-sitter parse without timeout or cancellation returned no tree");
    assert!(
        source.len() < u32::MAX as usize,
        "inputs of 4 GiB or more are not supported"
    );

    // tree-sitter's node count bounds hedge's (chains collapse into one node), so the
    // arrays are sized once instead of doubling past what they need.
    let most = ts.root_node().descendant_count();
    let mut nodes: Vec<Node> = Vec::with_capacity(most);
    let mut extents: Vec<Extent> = Vec::with_capacity(most);
    let mut parents: Vec<NodeId> = Vec::with_capacity(most);
    let mut child_ids: Vec<NodeId> = Vec::with_capacity(most);
    let mut chains = Chains::default();
    let mut fields: Vec<&'static str> = Vec::new();
    let mut field_slots: HashMap<u16, u8> = HashMap::new();
    let mut kind_names: HashMap<u16, &'static str> = HashMap::new();
    let mut chain: Vec<&'static str> = Vec::new();
    let mut chain_ids: Vec<u16> = Vec::new();
    let mut stack: Vec<Open> = Vec::new();
    let mut pending: Vec<NodeId> = Vec::new();
    let mut cols = Columns {
        source,
        scanned: 0,
        line_start: 0,
    };
    let mut pos: u32 = 0;
    let mut tokens = 0;
    let mut errors = 0;

    let mut kind_of = |n: &tree_sitter::Node| -> &'static str {
        kind_names
            .entry(n.kind_id())
            .or_insert_with(|| intern(n.kind()))
    };

    let ts_root = ts.clone();
    let mut cur = ts_root.walk();
    'visit: loop {
        let id = nodes.len() as NodeId;
        let field = match cur.field_id() {
            None => 0,
            Some(f) => *field_slots.entry(f.get()).or_insert_with(|| {
                fields.push(intern(cur.field_name().unwrap_or("")));
                // Grammars have far fewer than 255 fields; past that, none is recorded.
                u8::try_from(fields.len()).unwrap_or(0)
            }),
        };
        let mut n = cur.node();
        chain.clear();
        chain_ids.clear();
        chain.push(kind_of(&n));
        chain_ids.push(n.kind_id());
        let mut flags = flags_of(&n);
        // Fold chains of single children with the same span: one level is one real step.
        let mut levels = 0;
        while n.child_count() == 1 {
            let only = n.child(0).expect("child_count is 1");
            if only.byte_range() != n.byte_range() || !cur.goto_first_child() {
                break;
            }
            n = cur.node();
            chain.push(kind_of(&n));
            chain_ids.push(n.kind_id());
            flags |= flags_of(&n) & (NAMED | ERROR | EXTRA);
            flags = (flags & !MISSING) | (flags_of(&n) & MISSING);
            levels += 1;
        }
        let (parent, index) = match stack.last() {
            Some(top) => (top.id, (pending.len() - top.pending) as u32),
            None => (NONE, 0),
        };
        if flags & (ERROR | MISSING) != 0 {
            errors += 1;
        }
        nodes.push(Node {
            chain: chains.id(&chain, &chain_ids),
            field,
            children: (0, 0),
            index,
            depth: stack.len() as u32,
            col: 0,
            flags,
        });
        parents.push(parent);
        extents.push(Extent {
            pre: UNSET,
            start: UNSET,
            end: UNSET,
            end_id: id + 1,
        });
        if parent != NONE {
            pending.push(id);
        }

        if n.child_count() > 0 && cur.goto_first_child() {
            stack.push(Open {
                id,
                levels,
                pending: pending.len(),
            });
            continue 'visit;
        }

        // A leaf: it owns the bytes since the previous token as its prefix. Clamping keeps
        // the pieces in order even if error recovery reports odd ranges.
        let start = (n.start_byte() as u32).max(pos);
        let end = (n.end_byte() as u32).max(start);
        let col = cols.at(start as usize);
        if end > start {
            tokens += 1;
        }
        nodes[id as usize].col = col;
        extents[id as usize] = Extent {
            pre: pos,
            start,
            end,
            end_id: id + 1,
        };
        // Open ancestors without a token yet start here too.
        for open in stack.iter().rev() {
            let a = &mut extents[open.id as usize];
            if a.pre != UNSET {
                break;
            }
            a.pre = pos;
            a.start = start;
            nodes[open.id as usize].col = col;
        }
        pos = end;

        // Move to the next node: a sibling, or else close finished ancestors.
        let mut up = levels;
        loop {
            for _ in 0..up {
                cur.goto_parent();
            }
            if cur.goto_next_sibling() {
                continue 'visit;
            }
            let Some(done) = stack.pop() else {
                break 'visit;
            };
            cur.goto_parent();
            let child_start = child_ids.len() as u32;
            child_ids.extend_from_slice(&pending[done.pending..]);
            pending.truncate(done.pending);
            let end_id = nodes.len() as NodeId;
            nodes[done.id as usize].children = (child_start, child_ids.len() as u32 - child_start);
            let extent = &mut extents[done.id as usize];
            extent.end_id = end_id;
            extent.end = pos;
            up = done.levels;
        }
    }
    drop(cur);

    let (by_depth, depth_at) = group_by_depth(&nodes);
    Tree {
        id: next_tree_id(),
        source: source.into(),
        nodes,
        extents,
        parents,
        chains: chains.list,
        fields,
        child_ids,
        trailer: pos,
        by_depth,
        depth_at,
        tokens,
        errors,
        syntax: ts,
        layout: Default::default(),
    }
}

/// The distinct kind chains met so far, numbered in order.
#[derive(Default)]
struct Chains {
    list: Vec<Chain>,
    /// By kind ids, which give the names: a grammar has one name an id.
    numbers: HashMap<&'static [u16], u32>,
}

impl Chains {
    /// The number of the chain of kinds `names`, whose ids are `ids`.
    fn id(&mut self, names: &[&'static str], ids: &[u16]) -> u32 {
        if let Some(&number) = self.numbers.get(ids) {
            return number;
        }
        let chain = Chain {
            names: intern_chain(names),
            ids: intern_ids(ids),
        };
        let number = self.list.len() as u32;
        self.list.push(chain);
        self.numbers.insert(chain.ids, number);
        number
    }
}

fn flags_of(n: &tree_sitter::Node) -> u8 {
    let mut f = 0;
    if n.is_named() {
        f |= NAMED;
    }
    if n.is_error() {
        f |= ERROR;
    }
    if n.is_missing() {
        f |= MISSING;
    }
    if n.is_extra() {
        f |= EXTRA;
    }
    f
}

/// A number no other tree of this process has (see `Tree::id`).
pub(super) fn next_tree_id() -> u64 {
    static PARSES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    PARSES.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// Counting sort of node ids by depth; preorder keeps each group in source order.
pub(super) fn group_by_depth(nodes: &[Node]) -> (Vec<NodeId>, Vec<u32>) {
    let max = nodes.iter().map(|n| n.depth).max().unwrap_or(0) as usize;
    let mut depth_at = vec![0u32; max + 2];
    for n in nodes {
        depth_at[n.depth as usize + 1] += 1;
    }
    for d in 1..depth_at.len() {
        depth_at[d] += depth_at[d - 1];
    }
    let mut next = depth_at.clone();
    let mut by_depth = vec![0; nodes.len()];
    for (id, n) in nodes.iter().enumerate() {
        let slot = &mut next[n.depth as usize];
        by_depth[*slot as usize] = id as NodeId;
        *slot += 1;
    }
    (by_depth, depth_at)
}

impl Tree {
    /// Parses `source` with a tree-sitter grammar.
    ///
    /// Panics only if the grammar's ABI is incompatible with the linked tree-sitter.
    pub fn parse(language: &tree_sitter::Language, source: &[u8]) -> Tree {
        build(language, source)
    }
}
