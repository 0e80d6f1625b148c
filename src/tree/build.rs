//! Conversion of a tree-sitter tree into the arena, with one cursor and no recursion.

use std::collections::HashMap;

use super::arena::{Chain, ERROR, EXTRA, Extent, MISSING, NAMED, Node, Tree};
use super::id::{NONE, NodeId};
use super::intern::{intern, intern_chain, intern_ids};
use super::window::{WINDOW, Windows};

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
    fn at(&mut self, pos: usize) -> u16 {
        if pos > self.scanned {
            if let Some(nl) = self.source[self.scanned..pos]
                .iter()
                .rposition(|&b| b == b'\n')
            {
                self.line_start = self.scanned + nl + 1;
            }
            self.scanned = pos;
        }
        Node::column_of(pos - self.line_start)
    }
}

const UNSET: u32 = u32::MAX;

/// A tree being converted from tree-sitter's: the arena's arrays and the walk's state,
/// kept across the windows of a source parsed in pieces.
struct Builder<'s> {
    source: &'s [u8],
    nodes: Vec<Node>,
    extents: Vec<Extent>,
    parents: Vec<NodeId>,
    child_ids: Vec<NodeId>,
    chains: Chains,
    fields: Vec<&'static str>,
    field_slots: HashMap<u16, u8>,
    kind_names: HashMap<u16, &'static str>,
    chain: Vec<&'static str>,
    chain_ids: Vec<u16>,
    stack: Vec<Open>,
    pending: Vec<NodeId>,
    cols: Columns<'s>,
    /// End of the last token so far.
    pos: u32,
    tokens: usize,
    errors: usize,
    max_depth: u32,
}

impl<'s> Builder<'s> {
    fn new(source: &'s [u8]) -> Self {
        assert!(
            source.len() < u32::MAX as usize,
            "inputs of 4 GiB or more are not supported"
        );
        Builder {
            source,
            nodes: Vec::new(),
            extents: Vec::new(),
            parents: Vec::new(),
            child_ids: Vec::new(),
            chains: Chains::default(),
            fields: Vec::new(),
            field_slots: HashMap::new(),
            kind_names: HashMap::new(),
            chain: Vec::new(),
            chain_ids: Vec::new(),
            stack: Vec::new(),
            pending: Vec::new(),
            cols: Columns {
                source,
                scanned: 0,
                line_start: 0,
            },
            pos: 0,
            tokens: 0,
            errors: 0,
            max_depth: 0,
        }
    }

    /// Room for `more` nodes. tree-sitter's node count bounds hedge's (chains collapse
    /// into one node), so a whole parse sizes the arrays once instead of doubling past
    /// what they need.
    fn reserve(&mut self, more: usize) {
        self.nodes.reserve(more);
        self.extents.reserve(more);
        self.parents.reserve(more);
        self.child_ids.reserve(more);
    }

    /// Gives back what the arrays' doubling reserved beyond the nodes.
    fn shrink(&mut self) {
        self.nodes.shrink_to_fit();
        self.extents.shrink_to_fit();
        self.parents.shrink_to_fit();
        self.child_ids.shrink_to_fit();
    }

    fn kind_of(&mut self, n: &tree_sitter::Node) -> &'static str {
        self.kind_names
            .entry(n.kind_id())
            .or_insert_with(|| intern(n.kind()))
    }

    /// Adds the node under `cur` and its subtree as the next child of the open node on
    /// top of the stack (as the root if none is open), and leaves `cur` where it was.
    /// Its byte offsets are `offset` more than tree-sitter's.
    fn add_subtree(&mut self, cur: &mut tree_sitter::TreeCursor, offset: u32) {
        let floor = self.stack.len();
        'visit: loop {
            let id = self.nodes.len() as NodeId;
            let field = match cur.field_id() {
                None => 0,
                Some(f) => *self.field_slots.entry(f.get()).or_insert_with(|| {
                    self.fields.push(intern(cur.field_name().unwrap_or("")));
                    // Grammars have far fewer than 255 fields; past that, none is recorded.
                    u8::try_from(self.fields.len()).unwrap_or(0)
                }),
            };
            let mut n = cur.node();
            self.chain.clear();
            self.chain_ids.clear();
            let kind = self.kind_of(&n);
            self.chain.push(kind);
            self.chain_ids.push(n.kind_id());
            let mut flags = flags_of(&n);
            // Fold chains of single children with the same span: one level is one real step.
            let mut levels = 0;
            while n.child_count() == 1 {
                let only = n.child(0).expect("child_count is 1");
                if only.byte_range() != n.byte_range() || !cur.goto_first_child() {
                    break;
                }
                n = cur.node();
                let kind = self.kind_of(&n);
                self.chain.push(kind);
                self.chain_ids.push(n.kind_id());
                flags |= flags_of(&n) & (NAMED | ERROR | EXTRA);
                flags = (flags & !MISSING) | (flags_of(&n) & MISSING);
                levels += 1;
            }
            let chain = self.chains.id(&self.chain, &self.chain_ids);
            self.push(chain, field, flags);

            if n.child_count() > 0 && cur.goto_first_child() {
                self.stack.push(Open {
                    id,
                    levels,
                    pending: self.pending.len(),
                });
                continue 'visit;
            }

            // A leaf: it owns the bytes since the previous token as its prefix. Clamping
            // keeps the pieces in order even if error recovery reports odd ranges.
            let start = (n.start_byte() as u32 + offset).max(self.pos);
            let end = (n.end_byte() as u32 + offset).max(start);
            let col = self.cols.at(start as usize);
            if end > start {
                self.tokens += 1;
            }
            self.nodes[id as usize].col = col;
            self.extents[id as usize] = Extent {
                pre: self.pos,
                start,
                end,
                end_id: id + 1,
            };
            // Open ancestors without a token yet start here too.
            for open in self.stack.iter().rev() {
                let a = &mut self.extents[open.id as usize];
                if a.pre != UNSET {
                    break;
                }
                a.pre = self.pos;
                a.start = start;
                self.nodes[open.id as usize].col = col;
            }
            self.pos = end;

            // Move to the next node: a sibling, or else close finished ancestors, until
            // back at the subtree's own node.
            let mut up = levels;
            loop {
                for _ in 0..up {
                    cur.goto_parent();
                }
                if self.stack.len() == floor {
                    break 'visit;
                }
                if cur.goto_next_sibling() {
                    continue 'visit;
                }
                let done = self.stack.pop().expect("above the floor");
                cur.goto_parent();
                self.close(&done);
                up = done.levels;
            }
        }
    }

    /// Adds a node, without a token yet, as the next child of the open node on top of
    /// the stack (as the root if none is open).
    fn push(&mut self, chain: u32, field: u8, flags: u8) {
        let id = self.nodes.len() as NodeId;
        let parent = self.stack.last().map_or(NONE, |open| open.id);
        if flags & (ERROR | MISSING) != 0 {
            self.errors += 1;
        }
        self.max_depth = self.max_depth.max(self.stack.len() as u32);
        self.nodes.push(Node {
            chain,
            field,
            children: (0, 0),
            col: 0,
            flags,
        });
        self.parents.push(parent);
        self.extents.push(Extent {
            pre: UNSET,
            start: UNSET,
            end: UNSET,
            end_id: id + 1,
        });
        if parent != NONE {
            self.pending.push(id);
        }
    }

    /// Opens the root from tree-sitter's `root` of the first window, unfolded, so that
    /// the windows' top-level nodes become its children.
    fn open_root(&mut self, root: &tree_sitter::Node) {
        let kind = self.kind_of(root);
        let chain = self.chains.id(&[kind], &[root.kind_id()]);
        self.push(chain, 0, flags_of(root));
        self.stack.push(Open {
            id: 0,
            levels: 0,
            pending: 0,
        });
    }

    /// Adds the top-level nodes of `window`, tree-sitter's parse of the source from
    /// `offset`, under the open root; a window whose root is of another kind (an error)
    /// is added as one node.
    fn add_window(&mut self, window: &tree_sitter::Tree, offset: u32) {
        let root = window.root_node();
        let mut cur = window.walk();
        if root.kind_id() != self.chains.list[0].ids[0] {
            self.add_subtree(&mut cur, offset);
            return;
        }
        if cur.goto_first_child() {
            loop {
                self.add_subtree(&mut cur, offset);
                if !cur.goto_next_sibling() {
                    break;
                }
            }
        }
    }

    /// Closes the open node `done`: its children are the pending nodes since it opened.
    fn close(&mut self, done: &Open) {
        let child_start = self.child_ids.len() as u32;
        self.child_ids
            .extend_from_slice(&self.pending[done.pending..]);
        self.pending.truncate(done.pending);
        let end_id = self.nodes.len() as NodeId;
        self.nodes[done.id as usize].children =
            (child_start, self.child_ids.len() as u32 - child_start);
        let extent = &mut self.extents[done.id as usize];
        extent.end_id = end_id;
        extent.end = self.pos;
    }

    fn finish(mut self, syntax: Option<tree_sitter::Tree>) -> Tree {
        while let Some(done) = self.stack.pop() {
            self.close(&done);
        }
        if syntax.is_none() {
            self.shrink();
        }
        // A root without a token (an empty source) starts and ends at 0.
        let root = &mut self.extents[0];
        if root.pre == UNSET {
            (root.pre, root.start, root.end) = (0, 0, 0);
        }
        Tree {
            id: next_tree_id(),
            source: self.source.into(),
            nodes: self.nodes,
            extents: self.extents,
            parents: self.parents,
            chains: self.chains.list,
            fields: self.fields,
            child_ids: self.child_ids,
            trailer: self.pos,
            max_depth: self.max_depth,
            tokens: self.tokens,
            errors: self.errors,
            syntax,
            layout: Default::default(),
        }
    }
}

/// The tree of `source`; `brackets` are the pairs of token kinds whose groups are put
/// back afterwards, which a window may end in (see `window.rs`).
pub(super) fn build(
    language: &tree_sitter::Language,
    source: &[u8],
    brackets: &[[String; 2]],
) -> Tree {
    build_in_windows(language, source, WINDOW, brackets)
}

/// [`build`] with windows of about `size` bytes (`usize::MAX`: the whole source at once).
pub(super) fn build_in_windows(
    language: &tree_sitter::Language,
    source: &[u8],
    size: usize,
    brackets: &[[String; 2]],
) -> Tree {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(language)
        .expect("grammar ABI incompatible with the tree-sitter library");
    let mut windows = Windows::new(&mut parser, source, size, brackets);
    let (first, range) = windows.next().expect("a source has a first window");
    let end = range.end;
    let mut builder = Builder::new(source);
    if end == source.len() {
        // One window: the whole parse, kept for the syntax pre-test's re-parses.
        builder.reserve(first.root_node().descendant_count());
        builder.add_subtree(&mut first.walk(), 0);
        return builder.finish(Some(first));
    }
    builder.open_root(&first.root_node());
    let mut window = Some((first, 0..end));
    while let Some((tree, range)) = window {
        builder.reserve(tree.root_node().descendant_count());
        builder.add_window(&tree, range.start as u32);
        // Each window's parse is dropped before the next is made.
        drop(tree);
        window = windows.next();
    }
    builder.finish(None)
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

impl Tree {
    /// Parses `source` in windows of about `size` bytes, as [`Tree::parse`] does a large
    /// source: for tests of what depends on how a tree was parsed.
    #[cfg(test)]
    pub(crate) fn parse_in_windows(
        language: &tree_sitter::Language,
        source: &[u8],
        size: usize,
    ) -> Tree {
        build_in_windows(language, source, size, &[])
    }

    /// Parses `source` with a tree-sitter grammar.
    ///
    /// Panics only if the grammar's ABI is incompatible with the linked tree-sitter.
    pub fn parse(language: &tree_sitter::Language, source: &[u8]) -> Tree {
        build(language, source, &[])
    }
}
