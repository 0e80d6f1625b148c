//! A local include replaced by the included file's contents, so that a `.c` file can be
//! reduced with its header without preprocessing it first: the test runs on the
//! candidate alone, and once a header is inlined the candidate no longer needs it.
//!
//! Only `hedge reduce` knows where the input lives; it passes the input's directory, in
//! which a local include's path is resolved (not the compiler's search path, not a
//! header's own directory). A header that includes itself, directly or through others,
//! is never inlined: each inlining would bring the include back.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::lang::{IncludeRule, Language};
use crate::tree::{Edit, NodeId, Tree};

use crate::transform::group::Group;

/// Headers larger than this stay included: inlining is a change to test, not a way to
/// paste a library in.
const MAX_HEADER_BYTES: u64 = 1 << 20;
/// How deep the check for an include cycle looks.
const MAX_DEPTH: usize = 8;

/// One group per local include that names a readable file in `dir`: the directive
/// replaced by the file's text.
pub fn inlining_groups(tree: &Tree, language: &Language, dir: &Path) -> Vec<Group> {
    let Some(rule) = &language.rules.includes else {
        return Vec::new();
    };
    local_includes(tree, rule)
        .into_iter()
        .filter_map(|(directive, name)| {
            let path = resolve(dir, &name)?;
            if includes_itself(&path, dir, rule, &language.grammar, 0, &mut HashSet::new()) {
                return None;
            }
            let text = read_header(&path)?;
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

/// `name` in `dir`, when it is a relative path to a regular file.
fn resolve(dir: &Path, name: &str) -> Option<PathBuf> {
    let relative = Path::new(name);
    if name.is_empty() || relative.is_absolute() {
        return None;
    }
    let path = dir.join(relative);
    path.is_file().then_some(path)
}

fn read_header(path: &Path) -> Option<String> {
    if std::fs::metadata(path).ok()?.len() > MAX_HEADER_BYTES {
        return None;
    }
    String::from_utf8(std::fs::read(path).ok()?).ok()
}

/// Whether the header at `path` leads back to itself through local includes (or
/// through more than `MAX_DEPTH` of them, which counts as a cycle).
fn includes_itself(
    path: &Path,
    dir: &Path,
    rule: &IncludeRule,
    grammar: &tree_sitter::Language,
    depth: usize,
    seen: &mut HashSet<PathBuf>,
) -> bool {
    let Ok(canonical) = path.canonicalize() else {
        return true;
    };
    if depth > MAX_DEPTH || !seen.insert(canonical.clone()) {
        return true;
    }
    let found = read_header(path).is_some_and(|text| {
        let tree = Tree::parse(grammar, text.as_bytes());
        local_includes(&tree, rule).into_iter().any(|(_, name)| {
            resolve(dir, &name)
                .is_some_and(|next| includes_itself(&next, dir, rule, grammar, depth + 1, seen))
        })
    });
    seen.remove(&canonical);
    found
}
