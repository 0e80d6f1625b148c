//! Conversion of a tree-sitter tree into the arena, with one cursor and no recursion.

use std::collections::HashMap;
use std::sync::Arc;

use super::arena::{Chain, ERROR, EXTRA, Extent, MISSING, NAMED, Node, Tree};
use super::id::{NONE, NodeId};
use super::intern::{intern, intern_chain, intern_ids};
use super::window::{WINDOW, Windows};

/// A node whose children are still being visited.
struct Open {
    id: NodeId,
    /// Extra tree-sitter levels folded into this node by collapsing.
    levels: u32,
    /// The slots of `child_ids` kept for its children when it opened (tree-sitter counts
    /// them): the next to fill, and the end. [`UNCOUNTED`] for the root of a source in
    /// windows, whose children go to `root_children`.
    slots: (usize, usize),
}

/// The slots of a node whose children are not counted ahead.
const UNCOUNTED: (usize, usize) = (usize::MAX, usize::MAX);

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
    /// The children of the root of a source in windows, put first in `child_ids` at the
    /// end: until the last window, their number is not known.
    root_children: Vec<NodeId>,
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
            root_children: Vec::new(),
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
                // The children's slots follow those of the nodes before: a node's list
                // ends where the next node's starts (see `Tree::children`).
                let (slot, count) = (self.child_ids.len(), n.child_count() as usize);
                self.child_ids.resize(slot + count, NONE);
                self.stack.push(Open {
                    id,
                    levels,
                    slots: (slot, slot + count),
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
        match self.stack.last_mut() {
            None => {}
            Some(open) if open.slots == UNCOUNTED => self.root_children.push(id),
            Some(open) => {
                let (next, end) = &mut open.slots;
                assert!(
                    *next < *end,
                    "a node has more children than tree-sitter counts"
                );
                self.child_ids[*next] = id;
                *next += 1;
            }
        }
        self.nodes.push(Node {
            chain,
            field,
            children: self.child_ids.len() as u32,
            col: 0,
            flags,
        });
        self.parents.push(parent);
        self.extents.push(Extent {
            pre: UNSET,
            start: UNSET,
            end_id: id + 1,
        });
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
            slots: UNCOUNTED,
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

    /// Closes the open node `done`: its subtree ends here.
    fn close(&mut self, done: &Open) {
        assert!(
            done.slots == UNCOUNTED || done.slots.0 == done.slots.1,
            "a node has fewer children than tree-sitter counts"
        );
        self.extents[done.id as usize].end_id = self.nodes.len() as NodeId;
    }

    /// The tree of `source`, the bytes the builder was made with.
    fn finish(mut self, source: Arc<[u8]>, syntax: Option<tree_sitter::Tree>) -> Tree {
        while let Some(done) = self.stack.pop() {
            self.close(&done);
        }
        // The root's children (of a source in windows) go first, as the root does.
        let shift = self.root_children.len() as u32;
        if shift > 0 {
            for node in &mut self.nodes[1..] {
                node.children += shift;
            }
            self.child_ids
                .splice(0..0, std::mem::take(&mut self.root_children));
        }
        if syntax.is_none() {
            self.shrink();
        }
        // A root without a token (an empty source) starts and ends at 0.
        let root = &mut self.extents[0];
        if root.pre == UNSET {
            (root.pre, root.start) = (0, 0);
        }
        Tree {
            id: next_tree_id(),
            source,
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
    source: Arc<[u8]>,
    brackets: &[[String; 2]],
) -> Tree {
    build_in_windows(language, source, WINDOW, brackets)
}

/// [`build`] with windows of about `size` bytes (`usize::MAX`: the whole source at once).
/// The tree keeps `source` itself, not a copy.
pub(super) fn build_in_windows(
    language: &tree_sitter::Language,
    source: Arc<[u8]>,
    size: usize,
    brackets: &[[String; 2]],
) -> Tree {
    let text: &[u8] = &source;
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(language)
        .expect("grammar ABI incompatible with the tree-sitter library");
    let mut windows = Windows::new(&mut parser, text, size, brackets);
    let (first, range) = windows.next().expect("a source has a first window");
    let end = range.end;
    let mut builder = Builder::new(text);
    if end == text.len() {
        // One window: the whole parse, kept for the syntax pre-test's re-parses.
        builder.reserve(first.root_node().descendant_count());
        builder.add_subtree(&mut first.walk(), 0);
        return builder.finish(source.clone(), Some(first));
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
    release_free_memory();
    builder.finish(source.clone(), None)
}

/// Gives the allocator's free pages back to the system. A window's parse is many small
/// blocks, freed when it is dropped, below blocks that live on: the heap cannot shrink
/// past those, and what the windows' parses left free stayed resident (3.5 MB of the
/// peak of a 1.8 MB input's reduction).
fn release_free_memory() {
    #[cfg(target_env = "gnu")]
    // SAFETY: malloc_trim only hands free memory back; it is safe to call at any time.
    // No safe call exists: it is glibc's own, and neither std, rustix nor nix wraps it.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// [`Tree::token_count`] of [`Tree::parse`]'s tree of `source`, counted window by window
/// without making the tree: the figures count the tokens of texts as large as the input
/// once it is reduced, where a tree of each would be the run's peak.
pub fn count_tokens(language: &tree_sitter::Language, source: &[u8]) -> usize {
    count_tokens_in_windows(language, source, WINDOW)
}

/// [`count_tokens`] in windows of about `size` bytes: the leaves the builder makes, in
/// its order, and of them those whose bytes, clamped as it clamps them, are not empty.
pub(super) fn count_tokens_in_windows(
    language: &tree_sitter::Language,
    source: &[u8],
    size: usize,
) -> usize {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(language)
        .expect("grammar ABI incompatible with the tree-sitter library");
    let (mut pos, mut tokens) = (0u32, 0);
    let mut root_kind = None;
    for (tree, range) in Windows::new(&mut parser, source, size, &[]) {
        let root = tree.root_node();
        // A source in one window is added whole; in windows, the builder adds the
        // top-level nodes of those with the first one's root, and the others whole.
        let whole = range == (0..source.len());
        let first_kind = *root_kind.get_or_insert(root.kind_id());
        if !whole && root.kind_id() == first_kind && root.child_count() == 0 {
            continue;
        }
        let offset = range.start as u32;
        let mut cur = tree.walk();
        'walk: loop {
            if cur.node().child_count() > 0 && cur.goto_first_child() {
                continue;
            }
            let n = cur.node();
            let start = (n.start_byte() as u32 + offset).max(pos);
            let end = (n.end_byte() as u32 + offset).max(start);
            tokens += usize::from(end > start);
            pos = end;
            while !cur.goto_next_sibling() {
                if !cur.goto_parent() {
                    break 'walk;
                }
            }
        }
    }
    tokens
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
        build_in_windows(language, source.into(), size, &[])
    }

    /// Parses `source` with a tree-sitter grammar.
    ///
    /// Panics only if the grammar's ABI is incompatible with the linked tree-sitter.
    pub fn parse(language: &tree_sitter::Language, source: &[u8]) -> Tree {
        build(language, source.into(), &[])
    }
}
