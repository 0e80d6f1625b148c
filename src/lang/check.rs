//! The check that a rules file names only kinds and fields its grammar has, so that a
//! typo cannot silently disable a rule. Built-in rules are checked by the tests; rules
//! loaded at run time are checked when they load.

use super::Rules;

/// Names in `rules` that `grammar` does not know.
pub fn unknown_names(rules: &Rules, grammar: &tree_sitter::Language) -> Vec<String> {
    let kind_ok =
        |k: &str| grammar.id_for_node_kind(k, true) != 0 || grammar.id_for_node_kind(k, false) != 0;
    let field_ok = |f: &str| grammar.field_id_for_name(f).is_some();
    let mut bad = Vec::new();
    let mut kinds: Vec<(String, String)> = Vec::new();
    let mut kind = |k: &str, what: &str| kinds.push((k.to_owned(), what.to_owned()));
    for s in &rules.separators {
        kind(s, "separators");
    }
    for s in &rules.introducers {
        kind(s, "introducers");
    }
    for k in &rules.shrinkable_tokens {
        kind(k, "shrinkable_tokens");
    }
    for k in rules.placeholders.keys() {
        kind(k, "placeholders");
    }
    for (class, kinds) in &rules.classes {
        for k in kinds {
            kind(k, &format!("classes.{class}"));
        }
    }
    for key in rules.transforms.keys() {
        if !rules.classes.contains_key(key) {
            kind(key, "transforms");
        }
    }
    for slot in rules.required_fields.iter().chain(&rules.optional_fields) {
        let (parent, field) = slot.split_once('.').unwrap_or((slot, ""));
        kind(parent, "slot");
        if !field_ok(field) {
            bad.push(format!("slot: field {field:?}"));
        }
    }
    for k in &rules.identifiers {
        kind(k, "identifiers");
    }
    for k in &rules.containers {
        kind(k, "containers");
    }
    for pair in &rules.brackets {
        for k in pair {
            kind(k, "brackets");
        }
    }
    if let Some(p) = &rules.parameters {
        for k in p.signatures.iter().chain(&p.method_signatures) {
            kind(k, "parameters.signatures");
        }
        let mut fields: Vec<&String> = vec![&p.name, &p.list, &p.arguments];
        for (k, f) in &p.calls {
            kind(k, "parameters.calls");
            fields.push(f);
        }
        for (k, f) in &p.members {
            kind(k, "parameters.members");
            fields.push(f);
        }
        if let Some(class) = &p.class {
            kind(class, "parameters.class");
        }
        if let Some(receiver) = p.receiver.as_ref().filter(|r| *r != "first") {
            kind(receiver, "parameters.receiver");
        }
        fields.extend(&p.class_name);
        for f in fields {
            if !field_ok(f) {
                bad.push(format!("parameters: field {f:?}"));
            }
        }
    }
    if let Some(f) = &rules.formats {
        for (k, what) in [
            (&f.call, "call"),
            (&f.string, "string"),
            (&f.content, "content"),
        ] {
            kind(k, &format!("formats.{what}"));
        }
        if !field_ok(&f.arguments) {
            bad.push(format!("formats: field {:?}", f.arguments));
        }
    }
    if let Some(i) = &rules.inline {
        kind(&i.definition, "inline.definition");
        kind(&i.name, "inline.name");
        kind(&i.statement, "inline.statement");
        if !field_ok(&i.body) {
            bad.push(format!("inline: field {:?}", i.body));
        }
    }
    if let Some(t) = &rules.typedefs {
        kind(&t.definition, "typedefs.definition");
        for f in [&t.r#type, &t.name] {
            if !field_ok(f) {
                bad.push(format!("typedefs: field {f:?}"));
            }
        }
    }
    if let Some(m) = &rules.macros {
        kind(&m.object, "macros.object");
        kind(&m.function, "macros.function");
        for k in &m.mentions {
            kind(k, "macros.mentions");
        }
        for f in [&m.name, &m.parameters, &m.value] {
            if !field_ok(f) {
                bad.push(format!("macros: field {f:?}"));
            }
        }
    }
    if let Some(d) = &rules.definitions {
        for k in &d.kinds {
            if !rules.classes.contains_key(k) {
                kind(k, "definitions.kinds");
            }
        }
        for f in &d.names {
            if !field_ok(f) {
                bad.push(format!("definitions: field {f:?}"));
            }
        }
    }
    if let Some(b) = &rules.bodies {
        for k in &b.kinds {
            if !rules.classes.contains_key(k) {
                kind(k, "bodies.kinds");
            }
        }
        for k in &b.unless {
            kind(k, "bodies.unless");
        }
        for k in &b.later {
            kind(k, "bodies.later");
        }
        for k in &b.later_drop {
            kind(k, "bodies.later_drop");
        }
        if !field_ok(&b.body) {
            bad.push(format!("bodies: field {:?}", b.body));
        }
    }
    if let Some(i) = &rules.includes {
        kind(&i.directive, "includes.directive");
        kind(&i.local, "includes.local");
        if !field_ok(&i.path) {
            bad.push(format!("includes: field {:?}", i.path));
        }
    }
    if let Some(c) = &rules.conditionals {
        let kinds = c.opens.iter().chain(&c.branches).chain(&c.closes);
        for k in kinds.chain(&c.unknown) {
            kind(k, "conditionals");
        }
    }
    if let Some(p) = &rules.parallel {
        kind(&p.assignment, "parallel.assignment");
        for f in [&p.targets, &p.values] {
            if !field_ok(f) {
                bad.push(format!("parallel: field {f:?}"));
            }
        }
    }
    for (key, list) in &rules.transforms {
        for k in list.iter().filter_map(|t| t.kind.as_ref()) {
            if !rules.classes.contains_key(k) {
                kind(k, &format!("transforms.{key}.kind"));
            }
        }
    }
    // Where a kind is expected, a class of kinds will do.
    for (k, what) in kinds {
        if !kind_ok(&k) && !rules.classes.contains_key(&k) {
            bad.push(format!("{what}: kind {k:?}"));
        }
    }
    for (key, list) in &rules.transforms {
        for t in list {
            let mut fields: Vec<&str> = Vec::new();
            if let Some(sel) = &t.field {
                fields.push(sel);
            }
            if let Some(sel) = &t.children_of {
                fields.push(sel);
            }
            if let Some(path) = &t.path {
                fields.extend(path.split('.').filter(|s| *s != "*"));
            }
            fields.extend(t.replace_fields.keys().map(String::as_str));
            fields.extend(t.without.as_deref());
            fields.extend(t.in_field.as_deref());
            for f in fields {
                if !field_ok(f) {
                    bad.push(format!("transforms.{key}: field {f:?}"));
                }
            }
        }
    }
    bad
}
