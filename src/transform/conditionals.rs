//! Preprocessor conditionals the grammar cannot parse. tree-sitter parses `#ifdef X` ...
//! `#endif` as one node only when the group is well formed; `#ifdef 0`, or a group that a
//! truncated file leaves open, ends up as loose directive tokens in an ERROR node. No
//! single node's deletion removes such a directive's line, and the token pass removes
//! tokens one or a few at a time, never two distant directive lines at once, so an empty
//! `#ifdef 0` / `#endif` pair would stay in every result. Here the directives are read as
//! lines and paired by nesting, as the preprocessor does:
//!
//! - a matched group gives two changes: its directive lines deleted together (the
//!   contents stay), and the whole group deleted with its contents;
//! - a group never closed (an `#ifndef` of a truncated file) has its lines deleted
//!   together, and a stray `#else` or `#endif` is deleted alone.
//!
//! Well-formed conditionals are left to the tree (their transforms unwrap them).

use crate::lang::{ConditionalRule, Kinds};
use crate::tree::{Edit, NodeId, Tree};

use crate::transform::group::Group;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Open,
    Branch,
    Close,
}

/// One directive line: the directive token and the tokens after it on its line.
struct Line {
    role: Role,
    tokens: Vec<NodeId>,
}

/// The groups for the loose directives of `tree`: each matched group's lines together,
/// then the group with its contents; the lines of a group never closed together; a stray
/// line alone. In source order of the groups' first lines.
pub fn conditional_groups(tree: &Tree, rule: &ConditionalRule) -> Vec<Group> {
    let lines = loose_directives(tree, rule);
    // (first line, changes): sorted by where they start, so that the changes of nearby
    // directives sit together among ddmin's halves.
    let mut found: Vec<(usize, Vec<Group>)> = Vec::new();
    // Open groups: the indices of their lines so far.
    let mut open: Vec<Vec<usize>> = Vec::new();
    let alone = |i: usize| vec![deleted(&lines[i].tokens)];
    for (i, line) in lines.iter().enumerate() {
        match (line.role, open.last_mut()) {
            (Role::Open, _) => open.push(vec![i]),
            (Role::Branch, Some(group)) => group.push(i),
            (Role::Close, Some(_)) => {
                let mut group = open.pop().unwrap_or_default();
                group.push(i);
                found.push((group[0], matched(tree, &lines, &group)));
            }
            (Role::Branch | Role::Close, None) => found.push((i, alone(i))),
        }
    }
    // A group never closed (a truncated file): its lines go together, as a stray `#else`
    // would not stay valid without its `#if`.
    for group in open {
        let lines: Vec<NodeId> = group
            .iter()
            .flat_map(|&i| lines[i].tokens.clone())
            .collect();
        found.push((group[0], vec![deleted(&lines)]));
    }
    found.sort_by_key(|(first, _)| *first);
    found.into_iter().flat_map(|(_, groups)| groups).collect()
}

/// A matched group's two changes: its directive lines deleted, and all of it deleted.
fn matched(tree: &Tree, lines: &[Line], group: &[usize]) -> Vec<Group> {
    let directives: Vec<NodeId> = group
        .iter()
        .flat_map(|&i| lines[i].tokens.iter().copied())
        .collect();
    let first = lines[group[0]].tokens[0];
    let last = *directives.last().expect("a line has its directive");
    vec![deleted(&directives), deleted(&covering(tree, first, last))]
}

fn deleted(nodes: &[NodeId]) -> Group {
    nodes.iter().map(|&n| (n, Edit::Delete)).collect()
}

/// The directive lines of `tree` that are not part of a well-formed conditional: a
/// directive token whose parent is an ERROR node (or that is one), or a directive the
/// grammar knows by no kind (`unknown`) whose text names one.
fn loose_directives(tree: &Tree, rule: &ConditionalRule) -> Vec<Line> {
    let roles = [
        (Role::Open, &rule.opens),
        (Role::Branch, &rule.branches),
        (Role::Close, &rule.closes),
    ];
    let role = |n: NodeId| {
        let in_error = tree.is_error(n) || tree.parent(n).is_some_and(|p| tree.is_error(p));
        if in_error && let Some((role, _)) = roles.iter().find(|(_, kinds)| kinds.matches(tree, n))
        {
            return Some(*role);
        }
        let unknown = rule.unknown.as_ref().is_some_and(|k| k.matches(tree, n));
        // `# endif` is `#endif`: blanks may follow the `#`.
        let text: Vec<u8> = tree
            .text(n)
            .iter()
            .copied()
            .filter(|b| !b.is_ascii_whitespace())
            .collect();
        let named = |kinds: &Kinds| kinds.names().iter().any(|k| k.as_bytes() == text);
        roles
            .iter()
            .find(|(_, kinds)| unknown && named(kinds))
            .map(|(role, _)| *role)
    };
    let mut lines = Vec::new();
    let mut n = 0;
    while (n as usize) < tree.len() {
        if let Some(role) = (tree.is_leaf(n) && !tree.is_missing(n))
            .then(|| role(n))
            .flatten()
        {
            let tokens = line_from(tree, n);
            n = *tokens.last().expect("the directive itself") + 1;
            lines.push(Line { role, tokens });
        } else {
            n += 1;
        }
    }
    lines
}

/// The directive `start` and the leaves after it up to the end of its line (a line
/// continued by a backslash goes on).
fn line_from(tree: &Tree, start: NodeId) -> Vec<NodeId> {
    let mut tokens = vec![start];
    for n in start + 1..tree.len() as NodeId {
        if !tree.is_leaf(n) || tree.is_missing(n) {
            continue;
        }
        if ends_line(&tree.source()[tree.prefix_range(n)]) {
            break;
        }
        tokens.push(n);
        // Well-formed directives end in a token of their own newline.
        if ends_line(tree.text(n)) {
            break;
        }
    }
    tokens
}

/// Whether `text` (a token or the blanks before one) holds a newline that no backslash
/// continues.
fn ends_line(prefix: &[u8]) -> bool {
    prefix.iter().enumerate().any(|(i, &b)| {
        b == b'\n' && !prefix[..i].ends_with(b"\\") && !prefix[..i].ends_with(b"\\\r")
    })
}

/// The fewest nodes whose deletion removes every token from `first` to `last` (leaves, in
/// source order) and nothing else: walking the ids in preorder, a node that lies wholly in
/// the span is taken with its subtree, any other is descended into.
fn covering(tree: &Tree, first: NodeId, last: NodeId) -> Vec<NodeId> {
    let span = tree.byte_range(first).start..tree.byte_range(last).end;
    let mut nodes = Vec::new();
    let mut n = first;
    while n <= last {
        let range = tree.byte_range(n);
        if span.start <= range.start && range.end <= span.end {
            nodes.push(n);
            n = tree.subtree_end(n);
        } else {
            n += 1;
        }
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::{Edits, PrintStyle};

    /// Each group's text after it alone is applied.
    fn applied(src: &str) -> Vec<String> {
        let c = crate::lang::by_name("c").unwrap();
        let tree = Tree::parse(&c.grammar, src.as_bytes());
        let rule = c.rules.conditionals.as_ref().unwrap();
        conditional_groups(&tree, rule)
            .into_iter()
            .map(|group| {
                let edits: Edits = group.into_iter().collect();
                let mut out = Vec::new();
                tree.print_with(&edits, &PrintStyle::default(), &mut out);
                String::from_utf8(out).unwrap()
            })
            .collect()
    }

    #[test]
    fn an_unparsable_group_loses_its_directives_or_everything() {
        // `#ifdef 0` is no valid directive: the grammar leaves an ERROR node.
        // Its `#else` and `#endif` are directives of no known kind (`preproc_call`).
        let src = "#ifdef 0\nint a;\n#  else\nint b;\n#endif\nstruct s {\n  int x;\n";
        assert_eq!(
            applied(src),
            [
                "int a;\nint b;\nstruct s {\n  int x;\n",
                "struct s {\n  int x;\n",
            ]
        );
        let empty = "#ifdef 0\n#endif\nstruct s {\n  int x;\n";
        assert_eq!(applied(empty), ["struct s {\n  int x;\n"; 2]);
    }

    #[test]
    fn unterminated_directives_go_one_by_one() {
        // The well-formed `#if` inside the ERROR node is the tree's to unwrap.
        let src = "#ifndef A\n#ifndef B\n#if X\n#endif\nint f(void) { return ({ 1; }\n";
        assert_eq!(
            applied(src),
            [
                "#ifndef B\n#if X\n#endif\nint f(void) { return ({ 1; }\n",
                "#ifndef A\n#if X\n#endif\nint f(void) { return ({ 1; }\n",
            ]
        );
    }

    #[test]
    fn a_line_continued_by_a_backslash_goes_whole() {
        let src = "#ifdef 0\n#endif\n#if A && \\\n  B\nint f(void) { return ({ 1; }\n";
        let applied = applied(src);
        assert_eq!(applied.len(), 3, "{applied:?}");
        assert_eq!(
            applied[2],
            "#ifdef 0\n#endif\nint f(void) { return ({ 1; }\n"
        );
    }

    #[test]
    fn a_group_never_closed_loses_its_lines_together() {
        let src = "#ifdef 0\nint x;\n#else\nstruct {\n} *\n";
        assert_eq!(applied(src), ["int x;\nstruct {\n} *\n"]);
    }

    #[test]
    fn well_formed_conditionals_are_left_to_the_tree() {
        assert!(applied("#ifdef A\nint a;\n#endif\n#if B\nint b;\n#endif\n").is_empty());
    }
}
