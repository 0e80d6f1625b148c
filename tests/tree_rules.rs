//! Every kind and field named in grammars/*.toml must exist in its grammar, so a typo
//! cannot silently disable a rule.

use hedge::lang::{self, Rules, RulesError, UnknownName};

#[test]
fn rule_names_exist_in_grammars() {
    // Loading checks the names: `all` panics on a rules file that names what its grammar
    // lacks.
    assert_eq!(lang::all().len(), 10);
    let c = lang::by_name("c").unwrap();
    assert!(Rules::from_toml(lang::C_RULES, tree_sitter_c::NODE_TYPES, &c.grammar).is_ok());
}

/// The names `text` (rules for `grammar`) has that the grammar lacks.
fn unknown_names(
    text: &str,
    node_types: &str,
    grammar: &tree_sitter::Language,
) -> Vec<UnknownName> {
    match Rules::from_toml(text, node_types, grammar) {
        Err(RulesError::UnknownNames(names)) => names.0,
        Err(e) => panic!("not about names: {e}"),
        Ok(_) => Vec::new(),
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
        (
            "calls = { call_expression = \"function\" }",
            "calls = { call_expresion = \"function\" }",
        ),
        (
            "calls = { call_expression = \"function\" }",
            "calls = { call_expression = \"funtion\" }",
        ),
        (
            "kind = \"call_expression\", suffix",
            "kind = \"call_expresion\", suffix",
        ),
        ("path = \"declarator.value\"", "path = \"declarator.valeu\""),
        (
            "statement = \"expression_statement\"",
            "statement = \"expresion_statement\"",
        ),
        ("string = \"string_literal\"", "string = \"string_literl\""),
        (
            "content = \"string_content\"",
            "content = \"string_contents\"",
        ),
    ];
    for (good, typo) in typos {
        assert!(lang::C_RULES.contains(good), "{good:?} not in c.toml");
        let broken = lang::C_RULES.replace(good, typo);
        let unknown = unknown_names(&broken, tree_sitter_c::NODE_TYPES, &c.grammar);
        assert!(!unknown.is_empty(), "typo {typo:?} not caught");
    }
    let py = lang::by_name("python").unwrap();
    let typos = [
        (
            "class = \"class_definition\"",
            "class = \"class_defintion\"",
        ),
        (
            "members = { attribute = \"attribute\" }",
            "members = { attribute = \"atribute\" }",
        ),
        ("receiver = \"first\"", "receiver = \"frist\""),
    ];
    for (good, typo) in typos {
        assert!(
            lang::PYTHON_RULES.contains(good),
            "{good:?} not in python.toml"
        );
        let broken = lang::PYTHON_RULES.replace(good, typo);
        let unknown = unknown_names(&broken, tree_sitter_python::NODE_TYPES, &py.grammar);
        assert!(!unknown.is_empty(), "typo {typo:?} not caught");
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
        "x = [{ field = \"a\", copy_fields = { b = \"c\" } }]",
        "x = [{ replace_fields = { a = \"b\" }, copy_fields = { b = \"c\" } }]",
    ];
    let c = lang::by_name("c").unwrap();
    for b in bad {
        let text = format!("{base}{b}\n");
        // The transform is wrong before its key names no kind of the grammar.
        let error = Rules::from_toml(&text, "[]", &c.grammar).err();
        assert!(
            matches!(
                error,
                Some(RulesError::Transform { .. } | RulesError::Toml(_))
            ),
            "{b}: {error:?}"
        );
    }
}

#[test]
fn unknown_names_say_where_the_rules_name_them() {
    let c = lang::by_name("c").unwrap();
    let text = "identifiers = [\"identifer\"]\n\
                [classes]\nloop = [\"while_statement\", \"whle_statement\"]\n\
                [transforms]\nif_statement = [{ field = \"consequense\" }]\n";
    let unknown = unknown_names(text, tree_sitter_c::NODE_TYPES, &c.grammar);
    let kind = |key: &str, kind: &str| UnknownName::Kind {
        key: key.into(),
        kind: kind.into(),
    };
    assert_eq!(
        unknown,
        [
            kind("classes.loop", "whle_statement"),
            kind("identifiers", "identifer"),
            UnknownName::Field {
                key: "transforms.if_statement".into(),
                field: "consequense".into(),
            },
        ]
    );
    let error = Rules::from_toml(text, tree_sitter_c::NODE_TYPES, &c.grammar).unwrap_err();
    assert_eq!(
        error.to_string(),
        "names what the grammar lacks: classes.loop: kind \"whle_statement\"; \
         identifiers: kind \"identifer\"; transforms.if_statement: field \"consequense\""
    );
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
