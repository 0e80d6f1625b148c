//! A local include replaced by the included file's contents, so that a `.c` file can be
//! reduced with its header without preprocessing it first: the test runs on the
//! candidate alone, and once a header is inlined the candidate no longer needs it.
//!
//! Where a local include's name leads is the caller's: for one input, a file in the
//! input's directory (not the compiler's search path, not a header's own directory); for
//! a file of a tree of files, the tree's file beside it as the tree is now, so that a
//! header inlined into each file that includes it can then be deleted. A header that
//! includes itself, directly or through others, is never inlined: each inlining would
//! bring the include back.

use std::collections::HashSet;
use std::path::Path;

use crate::lang::{IncludeRule, Language};
use crate::tree::{Edit, NodeId, Tree};

use crate::transform::group::Group;

/// Headers larger than this stay included: inlining is a change to test, not a way to
/// paste a library in.
const MAX_HEADER_BYTES: u64 = 1 << 20;
/// How deep the check for an include cycle looks.
const MAX_DEPTH: usize = 8;

/// The text of the header a local include names (`"name"` without its quotes), if it
/// names one.
pub type Headers<'a> = &'a (dyn Fn(&str) -> Option<Vec<u8>> + Sync);

/// The headers of a directory on disk: a relative name of a regular file in `dir`.
pub fn headers_in(dir: &Path) -> impl Fn(&str) -> Option<Vec<u8>> + Sync + '_ {
    move |name| {
        let relative = Path::new(name);
        if name.is_empty() || relative.is_absolute() {
            return None;
        }
        let path = dir.join(relative);
        if !path.is_file() || std::fs::metadata(&path).ok()?.len() > MAX_HEADER_BYTES {
            return None;
        }
        std::fs::read(path).ok()
    }
}

/// One group per local include that names a header `headers` has: the directive
/// replaced by the header's text.
pub fn inlining_groups(tree: &Tree, language: &Language, headers: Headers<'_>) -> Vec<Group> {
    let Some(rule) = &language.rules.includes else {
        return Vec::new();
    };
    local_includes(tree, rule)
        .into_iter()
        .filter_map(|(directive, name)| {
            let text = String::from_utf8(headers(&name)?).ok()?;
            if text.len() as u64 > MAX_HEADER_BYTES
                || includes_itself(
                    &name,
                    headers,
                    rule,
                    &language.grammar,
                    0,
                    &mut HashSet::new(),
                )
            {
                return None;
            }
            // The directive's line ends after it; the header's last newline is not
            // needed twice.
            let text = text.strip_suffix('\n').unwrap_or(&text).to_owned();
            Some(vec![(directive, Edit::Text(text.into()))])
        })
        .collect()
}

/// The local include directives of `tree`, with the names they include.
fn local_includes(tree: &Tree, rule: &IncludeRule) -> Vec<(NodeId, String)> {
    tree.descendants(tree.root())
        .filter(|&n| rule.directive.matches(tree, n))
        .filter_map(|n| {
            let path = tree.children_by_field(n, &rule.path).next()?;
            if !rule.local.matches(tree, path) {
                return None;
            }
            let quoted = std::str::from_utf8(tree.text(path)).ok()?;
            let name = quoted.strip_prefix('"')?.strip_suffix('"')?;
            Some((n, name.to_owned()))
        })
        .collect()
}

/// Whether the header `name` leads back to itself through local includes (or through
/// more than `MAX_DEPTH` of them, which counts as a cycle). Names are compared as
/// written: `"a.h"` and `"./a.h"` are two headers here, which only costs a deeper walk.
fn includes_itself(
    name: &str,
    headers: Headers<'_>,
    rule: &IncludeRule,
    grammar: &tree_sitter::Language,
    depth: usize,
    seen: &mut HashSet<String>,
) -> bool {
    if depth > MAX_DEPTH || !seen.insert(name.to_owned()) {
        return true;
    }
    let found = headers(name).is_some_and(|text| {
        let tree = Tree::parse(grammar, &text);
        local_includes(&tree, rule)
            .into_iter()
            .any(|(_, next)| includes_itself(&next, headers, rule, grammar, depth + 1, seen))
    });
    seen.remove(name);
    found
}
