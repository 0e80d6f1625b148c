//! Human-readable listings: a language's rules, and a parsed tree.

use std::fmt::Write;

use crate::tree::Tree;

use super::{Language, Transform};

/// The rules of `lang`, for `hedge langs`.
pub fn describe(lang: &Language) -> String {
    let r = &lang.rules;
    let mut s = String::new();
    let _ = writeln!(s, "{} ({})", lang.name, lang.extensions.join(", "));
    let _ = writeln!(s, "  separators: {:?}", r.separators);
    let _ = writeln!(s, "  introducers: {:?}", r.introducers);
    let _ = writeln!(s, "  reindent: {}", r.reindent);
    let _ = writeln!(s, "  statement placeholder: {:?}", r.statement_placeholder);
    let _ = writeln!(
        s,
        "  expression placeholders: {:?}",
        r.expression_placeholders
    );
    for [open, close] in &r.brackets {
        let _ = writeln!(
            s,
            "  {open} {close} groups that error recovery flattened become {} nodes",
            crate::tree::GROUP
        );
    }
    for (kind, text) in &r.placeholders {
        let _ = writeln!(s, "  emptied {kind} prints {text:?}");
    }
    for (class, kinds) in &r.classes {
        let _ = writeln!(s, "  class {class}: {}", kinds.join(" "));
    }
    if !r.required_fields.is_empty() {
        let _ = writeln!(s, "  also required: {}", r.required_fields.join(" "));
    }
    if !r.optional_fields.is_empty() {
        let _ = writeln!(s, "  also optional: {}", r.optional_fields.join(" "));
    }
    for (key, list) in &r.transforms {
        let shown: Vec<String> = list.iter().map(transform_text).collect();
        let _ = writeln!(s, "  {key} -> {}", shown.join(" | "));
    }
    for section in r.sections() {
        s.push_str(&section.describe());
    }
    if !r.shrinkable_tokens.is_empty() {
        let _ = writeln!(
            s,
            "  characters shrunk in: {}",
            r.shrinkable_tokens.names().join(" ")
        );
    }
    s
}

fn transform_text(t: &Transform) -> String {
    let mut text = action_text(t);
    if let Some(field) = &t.in_field {
        text = format!("{text} (in {field})");
    }
    if let Some(field) = &t.without {
        text = format!("{text} (when no {field})");
    }
    if t.at_fixpoint {
        text = format!("{text} (at the fixpoint)");
    }
    text
}

fn action_text(t: &Transform) -> String {
    if let Some(text) = &t.text {
        return format!("{text:?}");
    }
    if t.hoist {
        return "nearest of same".into();
    }
    if !t.replace_fields.is_empty() {
        let parts: Vec<String> = t
            .replace_fields
            .iter()
            .map(|(f, w)| format!("{f}={w:?}"))
            .collect();
        return format!("self with {}", parts.join(", "));
    }
    if !t.copy_fields.is_empty() {
        let parts: Vec<String> = (t.copy_fields.iter())
            .map(|(f, from)| format!("{f}=its {from}"))
            .collect();
        return format!("self with {}", parts.join(", "));
    }
    let mut sel = t.selection().unwrap_or_else(|| "self".into());
    if let Some(kind) = &t.kind {
        sel = format!("{sel} ({kind})");
    }
    if t.unwrap {
        format!("contents of {sel}")
    } else if let Some(suffix) = &t.suffix {
        format!("{sel} + {suffix:?}")
    } else {
        sel
    }
}

const MAX_INDENT: usize = 40;

/// The tree as an indented listing: one node per line with field, kinds and, for
/// leaves, the token text. Iterative, so deep trees are fine.
pub fn dump(tree: &Tree) -> String {
    let mut s = String::new();
    for id in tree.descendants(tree.root()) {
        // Indentation is capped (with the depth shown) so deep trees give linear output.
        let depth = tree.depth(id);
        for _ in 0..depth.min(MAX_INDENT) {
            s.push_str("  ");
        }
        if depth > MAX_INDENT {
            let _ = write!(s, "[{depth}] ");
        }
        if let Some(f) = tree.field(id) {
            let _ = write!(s, "{f}: ");
        }
        let kinds = tree.kinds(id);
        if tree.is_named(id) {
            let _ = write!(s, "{}", kinds.join(" > "));
        } else {
            let _ = write!(s, "{:?}", kinds.join(" > "));
        }
        if tree.is_missing(id) {
            s.push_str(" MISSING");
        }
        if tree.is_leaf(id) && tree.is_named(id) && !tree.is_missing(id) {
            let _ = write!(s, " {:?}", String::from_utf8_lossy(tree.text(id)));
        }
        s.push('\n');
    }
    let _ = writeln!(s, "trailer {:?}", String::from_utf8_lossy(tree.trailer()));
    s
}
