//! Printing a tree with edits applied, in one forward pass over the preorder ids.

use super::arena::Tree;
use super::edit::{Edit, Edits};
use super::id::{NONE, NodeId};
use super::layout::{Layout, NodeSet};
use super::style::PrintStyle;

/// What the printer does at a node, beyond printing it normally.
#[derive(Clone, Copy)]
enum Act<'e> {
    /// Stands in for an emptied block: print the node's prefix and this text.
    Placeholder(&'e str),
    Edit(&'e Edit),
    /// A separator dropped together with a deleted list item, or the token that opened a
    /// deleted field's node (`=` before a value); `before_item` when it precedes the item
    /// (the list's last items went, or an introducer).
    DropToken {
        before_item: bool,
    },
}

impl Act<'_> {
    fn rank(&self) -> u8 {
        match self {
            Act::Placeholder(_) => 0,
            Act::Edit(_) => 1,
            Act::DropToken { .. } => 2,
        }
    }
}

/// How the printer emits the nodes between edits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Untouched {
    /// One copy of their source bytes.
    CopySpan,
    /// Leaf by leaf, like edited subtrees (kept to check `CopySpan` against).
    #[cfg(test)]
    WalkLeaves,
}

/// Source bytes printed unchanged: `len` bytes from `src` in the source to `out` in the
/// output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct CopiedSpan {
    src: usize,
    out: usize,
    len: usize,
}

/// A range of the source replaced by a range of the printed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextChange {
    /// The bytes of the source replaced.
    pub old: std::ops::Range<usize>,
    /// The bytes of the printed text that replace them.
    pub new: std::ops::Range<usize>,
}

/// The gaps between the copied spans of a print: what changed, in source order.
pub(super) fn changes_between(
    copies: &[CopiedSpan],
    src_len: usize,
    out_len: usize,
) -> Vec<TextChange> {
    let mut changes = Vec::new();
    let (mut src, mut out) = (0, 0);
    let ends = copies.iter().copied().chain([CopiedSpan {
        src: src_len,
        out: out_len,
        len: 0,
    }]);
    for copy in ends {
        if copy.src > src || copy.out > out {
            changes.push(TextChange {
                old: src..copy.src,
                new: out..copy.out,
            });
        }
        (src, out) = (copy.src + copy.len, copy.out + copy.len);
    }
    changes
}

pub(super) fn print(
    tree: &Tree,
    edits: &Edits,
    style: &PrintStyle,
    untouched: Untouched,
    out: &mut Vec<u8>,
    copies: Option<&mut Vec<CopiedSpan>>,
) {
    let mut acts = plan(tree, edits, style);
    let mut p = Printer {
        src: tree.source(),
        out,
        copies,
        dropped: None,
        skip_prefix: false,
        boundary: false,
        shift: 0,
    };
    // Hoists in progress: (end of the hoisted subtree, where to resume, shift to restore).
    let mut hoists: Vec<(NodeId, NodeId, i64)> = Vec::new();
    let mut ignore_act_at = NONE;
    let mut i: NodeId = tree.root();
    let count = tree.len() as NodeId;
    let tail = tree.source().len() - tree.trailer().len();
    loop {
        while let Some(&(end, resume, shift)) = hoists.last() {
            if i < end {
                break;
            }
            hoists.pop();
            i = resume;
            p.shift = shift;
            p.boundary = true;
        }
        if i >= count {
            break;
        }
        acts.skip_to(i);
        let act = acts.at(i).filter(|_| i != ignore_act_at);
        let prefix = tree.prefix_range(i);
        // Nothing from here to the next edit (or the end of the hoisted subtree being
        // printed) changes; if no earlier edit affects how it starts, those nodes' leaves
        // are contiguous in the source and print as one copy.
        let next_edit = acts.next_node().unwrap_or(count);
        let copy_to = hoists.last().map_or(next_edit, |h| next_edit.min(h.0));
        match act {
            Some(Act::Edit(Edit::Delete)) | Some(Act::DropToken { .. }) => {
                let before_item = matches!(act, Some(Act::DropToken { before_item: true }));
                p.drop_prefix(prefix.start, prefix.end, before_item);
                i = tree.subtree_end(i);
            }
            Some(Act::Placeholder(text)) => {
                p.replace(prefix.start, prefix.end, text.as_bytes());
                i = tree.subtree_end(i);
            }
            Some(Act::Edit(Edit::Text(text))) => {
                p.replace(prefix.start, prefix.end, text.as_bytes());
                i = tree.subtree_end(i);
            }
            Some(Act::Edit(Edit::Hoist(d))) if tree.is_descendant(*d, i) => {
                p.prefix(prefix.start, prefix.end);
                hoists.push((tree.subtree_end(*d), tree.subtree_end(i), p.shift));
                if style.reindent {
                    p.shift += tree.column(i) as i64 - tree.column(*d) as i64;
                }
                p.skip_prefix = true;
                p.boundary = true;
                ignore_act_at = *d;
                i = *d;
            }
            _ if untouched == Untouched::CopySpan && p.is_clean() && copy_to > i => {
                let end = if copy_to < count {
                    tree.prefix_range(copy_to).start
                } else {
                    tail
                };
                p.copy(prefix.start, end);
                i = copy_to;
            }
            _ => {
                if tree.is_leaf(i) {
                    let token = tree.byte_range(i);
                    p.prefix(prefix.start, prefix.end);
                    p.token(token.start, token.end);
                }
                i += 1;
            }
        }
    }
    p.trailer(tail, tree.source().len());
}

/// The printer's actions in id order: the edits, merged with the few extra actions
/// (separators claimed by deleted list items, placeholders for emptied blocks), which are
/// sorted apart so that the edits, thousands in a large candidate, need no copy.
struct Acts<'e> {
    edits: &'e Edits<'e>,
    /// Sorted by node, then rank.
    extras: Vec<(NodeId, Act<'e>)>,
    next_edit: usize,
    next_extra: usize,
}

impl<'e> Acts<'e> {
    /// Moves past the actions before node `i`.
    fn skip_to(&mut self, i: NodeId) {
        while self.edits.nth(self.next_edit).is_some_and(|(id, _)| id < i) {
            self.next_edit += 1;
        }
        while self
            .extras
            .get(self.next_extra)
            .is_some_and(|&(id, _)| id < i)
        {
            self.next_extra += 1;
        }
    }

    /// The node of the next action.
    fn next_node(&self) -> Option<NodeId> {
        let edit = self.edits.nth(self.next_edit).map(|(id, _)| id);
        let extra = self.extras.get(self.next_extra).map(|&(id, _)| id);
        match (edit, extra) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The action at node `i` (after `skip_to(i)`): of several, the first by rank.
    fn at(&self, i: NodeId) -> Option<Act<'e>> {
        let edit = self
            .edits
            .nth(self.next_edit)
            .filter(|&(id, _)| id == i)
            .map(|(_, e)| Act::Edit(e));
        let extra = self
            .extras
            .get(self.next_extra)
            .filter(|&&(id, _)| id == i)
            .map(|&(_, act)| act);
        match (edit, extra) {
            (Some(e), Some(x)) => Some(if x.rank() < e.rank() { x } else { e }),
            (e, x) => e.or(x),
        }
    }
}

/// The printer's actions: the edits, plus separators claimed by deleted list items and
/// placeholders for emptied blocks.
fn plan<'e>(tree: &Tree, edits: &'e Edits<'e>, style: &'e PrintStyle) -> Acts<'e> {
    let mut acts = Acts {
        edits,
        extras: Vec::new(),
        next_edit: 0,
        next_extra: 0,
    };
    if style.separators.is_empty() && style.introducers.is_empty() && style.placeholders.is_empty()
    {
        return acts;
    }
    let layout = tree.layout(style);
    let placeholder_for = |id: NodeId| {
        if layout.with_placeholder.contains(id) {
            style.placeholder(tree.kinds(id))
        } else {
            None
        }
    };
    let deleted = NodeSet::from_iter(
        tree.len(),
        edits
            .iter()
            .filter(|(_, e)| **e == Edit::Delete)
            .map(|(id, _)| id),
    );
    let mut claimed = NodeSet::new(tree.len());
    let mut emptied = NodeSet::new(tree.len());
    for (id, edit) in edits.iter() {
        if *edit != Edit::Delete {
            continue;
        }
        if let Some(text) = placeholder_for(id) {
            // A block collapsed with its only statement: emptying it needs the placeholder.
            acts.extras.push((id, Act::Placeholder(text)));
            continue;
        }
        let Some(parent) = tree.parent(id) else {
            continue;
        };
        if let Some(token) = introducer_of(tree, &layout, id)
            && !deleted.contains(token)
            && claimed.insert(token)
        {
            acts.extras
                .push((token, Act::DropToken { before_item: true }));
        }
        if layout.separated_lists.contains(parent) {
            let siblings = tree.children(parent);
            let at = tree.index_in_parent(id);
            let is_sep = |s: NodeId| layout.separators.contains(s);
            // Prefer the separator after the item, else the nearest one before it.
            let after = siblings[at + 1..]
                .iter()
                .copied()
                .find(|&s| !deleted.contains(s));
            let take = match after {
                Some(s) if is_sep(s) && !claimed.contains(s) => Some((s, false)),
                _ => siblings[..at]
                    .iter()
                    .rev()
                    .copied()
                    .find(|&s| !deleted.contains(s) && !claimed.contains(s))
                    .filter(|&s| is_sep(s))
                    .map(|s| (s, true)),
            };
            if let Some((s, before_item)) = take {
                claimed.insert(s);
                acts.extras.push((s, Act::DropToken { before_item }));
            }
        }
        if let Some(text) = placeholder_for(parent)
            && emptied.insert(parent)
        {
            let mut named = tree.named_children(parent);
            if named.clone().all(|s| deleted.contains(s))
                && let Some(first) = named.next()
            {
                acts.extras.push((first, Act::Placeholder(text)));
            }
        }
    }
    acts.extras.sort_by_key(|(id, act)| (*id, act.rank()));
    acts
}

/// The token that opens `node`'s field (`=` before a value), if one does: the sibling right
/// before a node in a field.
fn introducer_of(tree: &Tree, layout: &Layout, node: NodeId) -> Option<NodeId> {
    tree.field(node)?;
    let at = tree.index_in_parent(node);
    let before = *tree.children(tree.parent(node)?).get(at.checked_sub(1)?)?;
    layout.introducers.contains(before).then_some(before)
}

/// The first node dropped since the last output.
#[derive(Clone, Copy)]
struct Dropped {
    /// Its prefix.
    prefix: (u32, u32),
    /// It is a separator before its item (`a, b` → `a`): what follows keeps its own
    /// prefix, which the item's predecessor had before the separator.
    keeps_next_prefix: bool,
}

struct Printer<'a> {
    src: &'a [u8],
    out: &'a mut Vec<u8>,
    /// Where source bytes were copied unchanged, when the caller asks.
    copies: Option<&'a mut Vec<CopiedSpan>>,
    /// The first node dropped since the last output, if any.
    dropped: Option<Dropped>,
    /// The next prefix starts a hoisted subtree and is not printed.
    skip_prefix: bool,
    /// An edit happened since the last token, so two words may need a space between them.
    boundary: bool,
    /// Columns to add to (or remove from) each line start in printed prefixes.
    shift: i64,
}

/// Appends `bytes` to `out` with `shift` leading blanks added to (or, if negative, at most
/// that many removed from) every line after the first. Blank lines get none.
pub fn reindent_into(out: &mut Vec<u8>, bytes: &[u8], shift: i64) {
    let mut rest = bytes;
    while let Some(nl) = rest.iter().position(|&b| b == b'\n') {
        out.extend_from_slice(&rest[..=nl]);
        rest = &rest[nl + 1..];
        if shift > 0 {
            if !matches!(rest.first(), Some(b'\n' | b'\r')) {
                out.extend(std::iter::repeat_n(b' ', shift as usize));
            }
        } else {
            let blanks = rest
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            rest = &rest[blanks.min(shift.unsigned_abs() as usize)..];
        }
    }
    out.extend_from_slice(rest);
}

fn has_newline(b: &[u8]) -> bool {
    b.contains(&b'\n')
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

impl Printer<'_> {
    /// Appends `src[start..end]` unchanged.
    fn copy(&mut self, start: usize, end: usize) {
        if start == end {
            return;
        }
        if let Some(copies) = self.copies.as_deref_mut() {
            let out = self.out.len();
            match copies.last_mut() {
                Some(last) if last.src + last.len == start && last.out + last.len == out => {
                    last.len += end - start
                }
                _ => copies.push(CopiedSpan {
                    src: start,
                    out,
                    len: end - start,
                }),
            }
        }
        self.out.extend_from_slice(&self.src[start..end]);
    }

    /// Whether the next bytes print exactly as in the source: no dropped prefix to take
    /// over, no hoisted prefix to skip, no word boundary to check, no reindentation.
    fn is_clean(&self) -> bool {
        self.dropped.is_none() && !self.skip_prefix && !self.boundary && self.shift == 0
    }

    fn drop_prefix(&mut self, start: usize, end: usize, separator_before_item: bool) {
        if self.dropped.is_none() {
            self.dropped = Some(Dropped {
                prefix: (start as u32, end as u32),
                keeps_next_prefix: separator_before_item,
            });
        }
        self.boundary = true;
    }

    /// Prints the prefix of the next printed token. After deletions, a prefix without a
    /// line break gives way to the first dropped prefix: that keeps a deleted statement's
    /// line break and a deleted first list item's spacing.
    fn prefix(&mut self, start: usize, end: usize) -> bool {
        let dropped = self
            .dropped
            .take()
            .filter(|d| !d.keeps_next_prefix)
            .map(|d| d.prefix);
        if std::mem::take(&mut self.skip_prefix) {
            return false;
        }
        let own = &self.src[start..end];
        let (s, e) = match dropped {
            Some((ds, de)) if !has_newline(own) => (ds as usize, de as usize),
            // A deleted line that started a line: its line break is the next prefix's first.
            Some((ds, de))
                if self.out.last().is_none_or(|&b| b == b'\n')
                    && !has_newline(&self.src[ds as usize..de as usize]) =>
            {
                let nl = own.iter().position(|&b| b == b'\n').unwrap_or(0);
                (start + nl + 1, end)
            }
            _ => (start, end),
        };
        self.write_prefix(s, e);
        e > s
    }

    fn write_prefix(&mut self, start: usize, end: usize) {
        let bytes = &self.src[start..end];
        if self.shift == 0 || !has_newline(bytes) {
            self.copy(start, end);
            return;
        }
        reindent_into(self.out, bytes, self.shift);
    }

    fn token(&mut self, start: usize, end: usize) {
        if start < end {
            self.keep_words_apart(self.src[start]);
            self.copy(start, end);
        }
    }

    /// Prints a replacement text, keeping words apart after edits.
    fn text(&mut self, bytes: &[u8]) {
        if let Some(&first) = bytes.first() {
            self.keep_words_apart(first);
            self.out.extend_from_slice(bytes);
        }
    }

    /// Before printing a token that starts with `first`: after an edit, two words that
    /// would touch get a space between them.
    fn keep_words_apart(&mut self, first: u8) {
        if self.boundary && is_word(first) && self.out.last().is_some_and(|&b| is_word(b)) {
            self.out.push(b' ');
        }
        self.boundary = false;
    }

    fn replace(&mut self, start: usize, end: usize, text: &[u8]) {
        self.prefix(start, end);
        self.boundary = true;
        self.text(text);
        self.boundary = true;
    }

    fn trailer(&mut self, start: usize, end: usize) {
        // A deleted last line keeps its line break.
        if let Some(Dropped {
            prefix: (ds, de), ..
        }) = self.dropped.take()
            && has_newline(&self.src[ds as usize..de as usize])
            && !has_newline(&self.src[start..end])
        {
            self.out.push(b'\n');
        }
        self.copy(start, end);
    }
}

impl Tree {
    /// Prints the tree unchanged; equals the source.
    pub fn print(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.source.len());
        self.print_with(&Edits::new(), &PrintStyle::default(), &mut out);
        out
    }

    /// Prints the tree with `edits` applied, appending to `out`.
    pub fn print_with(&self, edits: &Edits, style: &PrintStyle, out: &mut Vec<u8>) {
        print(self, edits, style, Untouched::CopySpan, out, None)
    }

    /// Like [`Tree::print_with`] (into an empty `out`), and also lists where the printed
    /// text differs from the source, for an incremental re-parse.
    pub fn print_changes(
        &self,
        edits: &Edits,
        style: &PrintStyle,
        out: &mut Vec<u8>,
    ) -> Vec<TextChange> {
        out.clear();
        let mut copies = Vec::new();
        print(
            self,
            edits,
            style,
            Untouched::CopySpan,
            out,
            Some(&mut copies),
        );
        changes_between(&copies, self.source.len(), out.len())
    }

    /// Whether the node holds a list whose items `style`'s separators separate.
    pub fn is_separated_list(&self, id: NodeId, style: &PrintStyle) -> bool {
        self.layout(style).separated_lists.contains(id)
    }

    /// The layout of the tree under `style`, worked out on first use and kept: a tree is
    /// printed with its language's style. Another style's layout is worked out each time.
    pub(super) fn layout(&self, style: &PrintStyle) -> std::borrow::Cow<'_, Layout> {
        let kept = self.layout.get_or_init(|| layout_of(self, style));
        if kept.is_for(style) {
            std::borrow::Cow::Borrowed(kept)
        } else {
            std::borrow::Cow::Owned(layout_of(self, style))
        }
    }
}

/// What the printer asks of `tree` under `style`, worked out once (see `layout.rs`).
fn layout_of(tree: &Tree, style: &PrintStyle) -> Layout {
    let nodes = tree.len();
    let mut layout = Layout {
        style: style.clone(),
        separators: NodeSet::new(nodes),
        introducers: NodeSet::new(nodes),
        separated_lists: NodeSet::new(nodes),
        with_placeholder: NodeSet::new(nodes),
    };
    for id in 0..nodes as NodeId {
        // An unnamed leaf (a token) whose kind is one of `kinds`.
        let token_of = |kinds: &[Box<str>]| {
            tree.is_leaf(id) && !tree.is_named(id) && kinds.iter().any(|k| **k == *tree.kind(id))
        };
        if token_of(&style.separators) {
            layout.separators.insert(id);
            if let Some(parent) = tree.parent(id) {
                layout.separated_lists.insert(parent);
            }
        }
        if token_of(&style.introducers) {
            layout.introducers.insert(id);
        }
        if style.placeholder(tree.kinds(id)).is_some() {
            layout.with_placeholder.insert(id);
        }
    }
    layout
}
