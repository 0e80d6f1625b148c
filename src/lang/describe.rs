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
    if let Some(p) = &r.parameters {
        let _ = writeln!(
            s,
            "  pairs: a parameter of a {} with the same argument of each {}",
            p.signatures.names().join("/"),
            p.calls
                .keys()
                .map(|k| k.name())
                .collect::<Vec<_>>()
                .join("/")
        );
    }
    if let Some(f) = &r.formats {
        let _ = writeln!(
            s,
            "  pairs: a printf conversion in a {} argument with the argument it consumes in a {}",
            f.string, f.call
        );
    }
    if let Some(i) = &r.inline {
        let _ = writeln!(
            s,
            "  inlined: a call that is a whole {} (one argument per named parameter; the only use of a function defined once) becomes that {}'s {}, each parameter spelled as its argument",
            i.statement, i.definition, i.body
        );
    }
    if let Some(t) = &r.typedefs {
        let _ = writeln!(
            s,
            "  type names: a {} of one plain name goes, and each use of the name becomes the {}",
            t.definition, t.r#type
        );
    }
    if let Some(t) = &r.type_parameters {
        let _ = writeln!(
            s,
            "  type parameters: a named parameter of a {} loses its name, and each {} that uses it becomes {}",
            t.template, t.names, t.concrete
        );
    }
    if let Some(t) = &r.template_arguments {
        let _ = writeln!(
            s,
            "  template arguments: a parameter of a {} goes with the argument at its place in each {} of the template's name",
            t.template,
            t.uses.names().join(" or ")
        );
    }
    if let Some(m) = &r.member_definitions {
        let _ = writeln!(
            s,
            "  member definitions: a {} of a member out of its class moves into the class in place of the member's declaration",
            m.definition
        );
    }
    if let Some(a) = &r.anonymous_classes {
        let _ = writeln!(
            s,
            "  anonymous classes: a {} used once as the type of a {} moves there without its name",
            a.classes.names().join(" or "),
            a.declarations.names().join(" or ")
        );
    }
    if let Some(c) = &r.public_classes {
        let _ = writeln!(
            s,
            "  public classes: a {} whose members start `{}:` becomes a {} without it",
            c.class, c.public, c.public_keyword
        );
    }
    if let Some(m) = &r.macros {
        let _ = writeln!(
            s,
            "  macros: each use of a {} or {} becomes its body (arguments substituted), every use at once with the definition deleted; a body's tokens go one by one",
            m.object, m.function
        );
    }
    if let Some(i) = &r.includes {
        let _ = writeln!(
            s,
            "  includes: a {} of a {} naming a file next to the input becomes that file's contents",
            i.directive, i.local
        );
    }
    if let Some(c) = &r.conditionals {
        let _ = writeln!(
            s,
            "  conditionals the grammar cannot parse: the directive lines of a group ({} ... {}) go together, or the group with its contents; an unmatched one goes alone",
            c.opens.names().join(" "),
            c.closes.names().join(" ")
        );
    }
    if let Some(d) = &r.definitions {
        let _ = writeln!(
            s,
            "  unused definitions: each {} whose names (through fields {}) occur nowhere else goes, all at once first",
            d.kinds.names().join(" "),
            d.names.join(" ")
        );
    }
    if let Some(b) = &r.bodies {
        let _ = writeln!(
            s,
            "  bodies: the {} of each {} becomes {}, all at once first",
            b.body,
            b.kinds.names().join(" "),
            b.text
        );
        if !b.later.is_empty() {
            let _ = writeln!(
                s,
                "    those marked {} after the others",
                b.later.names().join(" ")
            );
        }
    }
    if let Some(p) = &r.parallel {
        let _ = writeln!(
            s,
            "  pairs: in each {}, a target (field {}) with the value at its position (field {})",
            p.assignment, p.targets, p.values
        );
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
