//! Every kind and field named in grammars/*.toml must exist in its grammar, so a typo
//! cannot silently disable a rule.

use hedge::lang::{self, Rules};

/// Names in `rules` that `grammar` does not know.
fn unknown_names(rules: &Rules, grammar: &tree_sitter::Language) -> Vec<String> {
    let kind_ok =
        |k: &str| grammar.id_for_node_kind(k, true) != 0 || grammar.id_for_node_kind(k, false) != 0;
    let field_ok = |f: &str| grammar.field_id_for_name(f).is_some();
    let mut bad = Vec::new();
    let mut kinds: Vec<(String, String)> = Vec::new();
    let mut kind = |k: &str, what: &str| kinds.push((k.to_owned(), what.to_owned()));
    for s in &rules.separators {
        kind(s, "separators");
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
    if let Some(p) = &rules.parameters {
        kind(&p.signature, "parameters.signature");
        kind(&p.call, "parameters.call");
        for k in p.method_callee.iter().chain(&p.class) {
            kind(k, "parameters.method_callee/class");
        }
        let optional = p.method_name.iter().chain(&p.class_name);
        for f in [&p.name, &p.list, &p.callee, &p.arguments]
            .into_iter()
            .chain(optional)
        {
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
    for (k, what) in kinds {
        if !kind_ok(&k) {
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
            for f in fields {
                if !field_ok(f) {
                    bad.push(format!("transforms.{key}: field {f:?}"));
                }
            }
        }
    }
    bad
}

#[test]
fn rule_names_exist_in_grammars() {
    assert_eq!(lang::all().len(), 10);
    for l in lang::all() {
        let bad = unknown_names(&l.rules, &l.grammar);
        assert!(bad.is_empty(), "{}: {bad:?}", l.name);
    }
}

#[test]
fn misspelled_names_are_caught() {
    let c = lang::by_name("c").unwrap();
    let typos = [
        ("\nif_statement = [", "\nif_statment = ["),
        (
            "{ field = \"consequence\" }, { children_of",
            "{ field = \"consequense\" }, { children_of",
        ),
        ("\"while_statement\",", "\"whiel_statement\","),
        ("separators = [\",\"]", "separators = [\";;\"]"),
        ("call = \"call_expression\"", "call = \"call_expresion\""),
        (
            "kind = \"call_expression\", suffix",
            "kind = \"call_expresion\", suffix",
        ),
        ("path = \"declarator.value\"", "path = \"declarator.valeu\""),
        (
            "statement = \"expression_statement\"",
            "statement = \"expresion_statement\"",
        ),
        ("callee = \"function\"", "callee = \"funtion\""),
        ("string = \"string_literal\"", "string = \"string_literl\""),
        (
            "content = \"string_content\"",
            "content = \"string_contents\"",
        ),
    ];
    for (good, typo) in typos {
        assert!(lang::C_RULES.contains(good), "{good:?} not in c.toml");
        let broken = lang::C_RULES.replace(good, typo);
        let rules = Rules::from_toml(&broken, tree_sitter_c::NODE_TYPES).unwrap();
        assert!(
            !unknown_names(&rules, &c.grammar).is_empty(),
            "typo {typo:?} not caught"
        );
    }
    let py = lang::by_name("python").unwrap();
    let typos = [
        (
            "class = \"class_definition\"",
            "class = \"class_defintion\"",
        ),
        ("method_name = \"attribute\"", "method_name = \"atribute\""),
    ];
    for (good, typo) in typos {
        assert!(
            lang::PYTHON_RULES.contains(good),
            "{good:?} not in python.toml"
        );
        let broken = lang::PYTHON_RULES.replace(good, typo);
        let rules = Rules::from_toml(&broken, tree_sitter_python::NODE_TYPES).unwrap();
        assert!(
            !unknown_names(&rules, &py.grammar).is_empty(),
            "typo {typo:?} not caught"
        );
    }
}

#[test]
fn bad_transforms_are_rejected() {
    let base = "statement_placeholder = \";\"\n[transforms]\n";
    let bad = [
        "x = [{ field = \"a\", text = \"0\" }]",
        "x = [{ field = \"a\", path = \"b\" }]",
        "x = [{}]",
        "x = [{ feild = \"a\" }]",
        "x = [{ suffix = \";\" }]",
        "x = [{ kind = \"identifier\" }]",
        "x = [{ field = \"a\", suffix = \";\", unwrap = true }]",
    ];
    for b in bad {
        let text = format!("{base}{b}\n");
        assert!(Rules::from_toml(&text, "[]").is_err(), "accepted {b}");
    }
}

#[test]
fn registry_lookups() {
    use std::path::Path;
    assert_eq!(lang::for_path(Path::new("a/b.c")).unwrap().name, "c");
    assert_eq!(lang::for_path(Path::new("x.H")).unwrap().name, "c");
    assert_eq!(lang::for_path(Path::new("x.py")).unwrap().name, "python");
    for (file, name) in [
        ("x.rs", "rust"),
        ("x.cpp", "cpp"),
        ("x.hpp", "cpp"),
        ("x.ii", "cpp"),
        ("x.mjs", "javascript"),
        ("x.jsx", "javascript"),
        ("x.ts", "typescript"),
        ("x.tsx", "tsx"),
        ("x.go", "go"),
        ("x.java", "java"),
        ("x.json", "json"),
    ] {
        assert_eq!(
            lang::for_path(Path::new(file)).unwrap().name,
            name,
            "{file}"
        );
    }
    assert!(lang::for_path(Path::new("x.lua")).is_none());
    assert!(lang::for_path(Path::new("Makefile")).is_none());
    assert_eq!(lang::by_name("python").unwrap().extensions, &["py", "pyi"]);
    assert!(lang::by_name("cobol").is_none());
    let py = lang::style(lang::by_name("python").unwrap());
    assert!(py.reindent);
    let c_rules = lang::describe(lang::by_name("c").unwrap());
    assert!(c_rules.contains("if_statement"));
    assert!(
        c_rules.contains("printf conversion in a string_literal"),
        "{c_rules}"
    );
    assert!(
        c_rules.contains("parameter of a function_declarator"),
        "{c_rules}"
    );
}
