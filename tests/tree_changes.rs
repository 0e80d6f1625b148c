//! The edits the rules propose for real nodes of the built-in languages, and how they print.

use hedge::lang::{self, Language};
use hedge::tree::{Edit, Edits, NodeId, Tree};

fn find(tree: &Tree, kind: &str, text: &str) -> NodeId {
    tree.descendants(tree.root())
        .find(|&n| tree.has_kind(n, kind) && tree.text(n) == text.as_bytes())
        .unwrap_or_else(|| panic!("no {kind} {text:?}"))
}

/// Every change of `node`, printed.
fn variants(lang: &Language, src: &str, kind: &str, text: &str) -> Vec<String> {
    let tree = Tree::parse(&lang.grammar, src.as_bytes());
    let node = find(&tree, kind, text);
    let style = lang::style(lang);
    lang::changes(&tree, node, lang)
        .into_iter()
        .map(|e| {
            let mut edits = Edits::new();
            edits.insert(node, e);
            let mut out = Vec::new();
            tree.print_with(&edits, &style, &mut out);
            String::from_utf8(out).unwrap()
        })
        .collect()
}

fn c() -> &'static Language {
    lang::by_name("c").unwrap()
}

fn py() -> &'static Language {
    lang::by_name("python").unwrap()
}

#[test]
fn c_if_statement() {
    let src = "void f() {\n  if (a) b(); else c();\n}\n";
    let v = variants(c(), src, "if_statement", "if (a) b(); else c();");
    assert_eq!(v[0], "void f() {\n}\n", "delete first");
    assert!(v.contains(&"void f() {\n  ;\n}\n".to_string()));
    assert!(v.contains(&"void f() {\n  b();\n}\n".to_string()));
    assert!(v.contains(&"void f() {\n  c();\n}\n".to_string()));
}

#[test]
fn c_expressions() {
    let src = "int x = f(1, y + 2);";
    let v = variants(c(), src, "call_expression", "f(1, y + 2)");
    assert!(
        !v.contains(&"int x = ;".to_string()),
        "value slot is required"
    );
    assert_eq!(v[0], "int x = 0;");
    assert!(v.contains(&"int x = 1;".to_string()));
    assert!(v.contains(&"int x = y + 2;".to_string()));
    let v = variants(c(), src, "binary_expression", "y + 2");
    assert!(v.contains(&"int x = f(1, y);".to_string()));
    assert!(v.contains(&"int x = f(1, 2);".to_string()));
    assert!(
        v.contains(&"int x = f(1);".to_string()),
        "arguments are deletable: {v:?}"
    );
    let v = variants(c(), src, "init_declarator", "x = f(1, y + 2)");
    assert!(v.contains(&"int x;".to_string()));
}

#[test]
fn c_function_to_prototype_and_preproc_unwrap() {
    let src = "static int f(int a) {\n  return a;\n}\n";
    let v = variants(
        c(),
        src,
        "function_definition",
        "static int f(int a) {\n  return a;\n}",
    );
    assert!(v.contains(&"static int f(int a);\n".to_string()), "{v:?}");
    let src = "#ifdef X\nint a;\nint b;\n#else\nint c;\n#endif\nint d;\n";
    let tree = Tree::parse(&c().grammar, src.as_bytes());
    let ifdef = tree
        .descendants(tree.root())
        .find(|&n| tree.kind(n) == "preproc_ifdef")
        .unwrap();
    let v = variants(
        c(),
        src,
        "preproc_ifdef",
        std::str::from_utf8(tree.text(ifdef)).unwrap(),
    );
    assert!(v.iter().any(|s| s.starts_with("int a;\nint b;")), "{v:?}");
    assert!(v.iter().any(|s| s.starts_with("int c;")), "{v:?}");
}

#[test]
fn c_conditional_chain_every_branch_and_defined() {
    let src =
        "#if defined(A)\nint a;\n#elif B\nint b;\n#elifdef C\nint c;\n#else\nint d;\n#endif\n";
    let whole = src.trim_end();
    let v = variants(c(), src, "preproc_if", whole);
    for branch in ["int a;", "int b;", "int c;", "int d;"] {
        assert!(v.contains(&format!("{branch}\n")), "{branch}: {v:?}");
    }
    // A branch of the chain drops out: `#elif B` gives way to what follows it.
    let elif = &whole[whole.find("#elif B").unwrap()..whole.find("#endif").unwrap()];
    let v = variants(c(), src, "preproc_elif", elif.trim_end());
    assert!(
        v.iter()
            .any(|s| s.contains("int a;") && !s.contains("int b;") && s.contains("#elifdef C")),
        "{v:?}"
    );
    let v = variants(c(), src, "preproc_defined", "defined(A)");
    assert!(v.iter().any(|s| s.starts_with("#if 1\n")), "{v:?}");
    assert!(v.iter().any(|s| s.starts_with("#if 0\n")), "{v:?}");
}

#[test]
fn c_declaration_to_its_initializers_as_statements() {
    let src = "void g() {\n  struct e x = f(q), y = h();\n}\n";
    let v = variants(c(), src, "declaration", "struct e x = f(q), y = h();");
    assert!(v.contains(&"void g() {\n  f(q);\n}\n".to_string()), "{v:?}");
    assert!(v.contains(&"void g() {\n  h();\n}\n".to_string()), "{v:?}");
    // Only calls are kept: a constant initializer alone does nothing.
    let v = variants(
        c(),
        "void g() {\n  int x = 5;\n}\n",
        "declaration",
        "int x = 5;",
    );
    assert!(!v.iter().any(|s| s.contains("  5;")), "{v:?}");
    // Without an initializer there is nothing to keep.
    let v = variants(c(), "void g() {\n  long x;\n}\n", "declaration", "long x;");
    assert!(
        v.iter().all(|s| !s.contains(';') || s.contains("long")),
        "{v:?}"
    );
}

#[test]
fn cpp_lambdas_and_calls_lose_their_variables_and_pointer_declarators_their_star() {
    let cpp = lang::by_name("cpp").unwrap();
    let src = "void u(T *p, T &r) {\n  auto s = [&] { return p->v; };\n  int k = f(3);\n}\n";
    let v = variants(cpp, src, "declaration", "auto s = [&] { return p->v; };");
    assert!(
        v.contains(&"void u(T *p, T &r) {\n  [&] { return p->v; };\n  int k = f(3);\n}\n".into()),
        "{v:?}"
    );
    let v = variants(cpp, src, "declaration", "int k = f(3);");
    assert!(v.iter().any(|s| s.contains("\n  f(3);\n")), "{v:?}");
    let v = variants(cpp, src, "pointer_declarator", "*p");
    assert!(
        v.iter().any(|s| s.starts_with("void u(T p, T &r)")),
        "{v:?}"
    );
}

#[test]
fn c_and_cpp_type_uses_become_int() {
    let src = "void s(struct sum_ctx *ctx, unsigned long n);\n";
    let v = variants(c(), src, "struct_specifier", "struct sum_ctx");
    assert!(
        v.contains(&"void s(int *ctx, unsigned long n);\n".to_string()),
        "{v:?}"
    );
    // A definition is not replaced: deleting it is the change that removes it.
    let src = "struct s { int x; } v;\n";
    let v = variants(c(), src, "struct_specifier", "struct s { int x; }");
    assert!(!v.contains(&"int v;\n".to_string()), "{v:?}");
    let cpp = lang::by_name("cpp").unwrap();
    let src = "void f(class A *p);\nclass A { int x; } a;\n";
    let v = variants(cpp, src, "class_specifier", "class A");
    assert!(
        v.contains(&"void f(int *p);\nclass A { int x; } a;\n".to_string()),
        "{v:?}"
    );
    let v = variants(cpp, src, "class_specifier", "class A { int x; }");
    assert!(!v.iter().any(|s| s.contains("int a;")), "{v:?}");
    // Nor is a forward declaration, which declares the name and is no type of anything.
    let src = "struct s;\nstruct s *p;\n";
    let v = variants(c(), src, "struct_specifier", "struct s");
    assert!(!v.iter().any(|s| s.starts_with("int;")), "{v:?}");
}

#[test]
fn cpp_type_names_become_int_only_at_the_fixpoint() {
    let cpp = lang::by_name("cpp").unwrap();
    let src = "void p(Sensor *s) { Sensor::Kind k; }\n";
    let tree = Tree::parse(&cpp.grammar, src.as_bytes());
    let name = find(&tree, "type_identifier", "Sensor");
    // The sweeps leave the name alone; the fixpoint makes it `int`.
    assert!(
        !lang::changes(&tree, name, cpp).contains(&Edit::Text("int".into())),
        "{src}"
    );
    assert_eq!(
        lang::fixpoint_changes(&tree, name, cpp),
        vec![Edit::Text("int".into())]
    );
    // Nothing else is, not the names of `Sensor::Kind` (a scope, a qualified name's part).
    for node in tree.descendants(tree.root()).filter(|&n| n != name) {
        assert!(
            lang::fixpoint_changes(&tree, node, cpp).is_empty(),
            "{node}"
        );
    }
}

#[test]
fn punctuation_and_required_slots_are_not_deletable() {
    let tree = Tree::parse(&c().grammar, b"int x = (a + b);");
    for id in tree.descendants(tree.root()) {
        let deletable = lang::is_deletable(&tree, id, c());
        if !tree.is_named(id) {
            assert!(!deletable, "{:?}", tree.kind(id));
        }
    }
    let sum = find(&tree, "binary_expression", "a + b");
    let a = find(&tree, "identifier", "a");
    assert!(
        !lang::is_deletable(&tree, sum, c()),
        "sole child of parentheses"
    );
    assert!(
        !lang::is_deletable(&tree, a, c()),
        "binary operands are required"
    );
    assert!(!lang::is_deletable(&tree, tree.root(), c()));
}

#[test]
fn changes_are_ordered_by_size() {
    let tree = Tree::parse(&c().grammar, b"int x = g(h(1, 2), 33333);");
    let call = find(&tree, "call_expression", "g(h(1, 2), 33333)");
    let ch = lang::changes(&tree, call, c());
    let sizes: Vec<usize> = ch
        .iter()
        .map(|e| match e {
            Edit::Delete => 0,
            Edit::Hoist(d) => tree.text(*d).len(),
            Edit::Text(t) => t.len(),
        })
        .collect();
    assert!(sizes.windows(2).all(|w| w[0] <= w[1]), "{sizes:?}");
    let unique: std::collections::HashSet<_> = ch.iter().collect();
    assert_eq!(unique.len(), ch.len(), "no duplicates");
}

#[test]
fn python_function_body_is_hoisted_and_reindented() {
    let src = "def f(x):\n    y = x\n    return y\nprint(f(1))\n";
    let v = variants(
        py(),
        src,
        "function_definition",
        "def f(x):\n    y = x\n    return y",
    );
    assert_eq!(v[0], "print(f(1))\n", "delete first");
    assert!(v.contains(&"pass\nprint(f(1))\n".to_string()));
    assert!(
        v.contains(&"y = x\nreturn y\nprint(f(1))\n".to_string()),
        "{v:?}"
    );
}

#[test]
fn python_conditions_and_blocks() {
    let src = "if a == b:\n    x()\nelse:\n    y()\n";
    let v = variants(py(), src, "comparison_operator", "a == b");
    assert!(v.contains(&"if True:\n    x()\nelse:\n    y()\n".to_string()));
    assert!(v.contains(&"if False:\n    x()\nelse:\n    y()\n".to_string()));
    let v = variants(
        py(),
        src,
        "if_statement",
        "if a == b:\n    x()\nelse:\n    y()",
    );
    assert!(v.contains(&"x()\n".to_string()), "{v:?}");
    assert!(v.contains(&"y()\n".to_string()), "{v:?}");
    // A block holding one statement is collapsed with it; it can become `pass`.
    let v = variants(py(), src, "expression_statement", "x()");
    assert!(v.contains(&"if a == b:\n    pass\nelse:\n    y()\n".to_string()));
    // Deleting the statements of a block leaves `pass`.
    let src = "while a:\n    x()\n    y()\n";
    let v = variants(py(), src, "expression_statement", "x()");
    assert_eq!(v[0], "while a:\n    y()\n");
    // A decorator can go.
    let v = variants(py(), "@dec\ndef f():\n    pass\n", "decorator", "@dec");
    assert_eq!(v[0], "def f():\n    pass\n");
}

/// Every change of every node in the samples prints, and never grows a deleted node.
#[test]
fn every_change_of_every_sample_node_prints() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        let Some(l) = lang::for_path(&path) else {
            continue;
        };
        let src = std::fs::read(&path).unwrap();
        let tree = Tree::parse(&l.grammar, &src);
        let style = lang::style(l);
        let mut out = Vec::new();
        for id in tree.descendants(tree.root()) {
            for e in lang::changes(&tree, id, l) {
                let delete = e == Edit::Delete;
                let edits: Edits = [(id, e)].into_iter().collect();
                out.clear();
                tree.print_with(&edits, &style, &mut out);
                if delete {
                    assert!(out.len() < src.len() + 2, "{}: node {id}", path.display());
                }
            }
        }
    }
}

#[test]
fn an_optional_fields_opening_token_goes_with_it() {
    let rust = lang::by_name("rust").unwrap();
    let src = "fn a() -> Option<W> {\n    let r = W::default();\n    Some(r)\n}\n";
    let v = variants(rust, src, "call_expression", "W::default()");
    assert_eq!(
        v[0], "fn a() -> Option<W> {\n    let r;\n    Some(r)\n}\n",
        "{v:?}"
    );
    let v = variants(rust, src, "generic_type", "Option<W>");
    assert_eq!(
        v[0],
        "fn a() {\n    let r = W::default();\n    Some(r)\n}\n"
    );
    let js = lang::by_name("javascript").unwrap();
    let v = variants(js, "let x = f(1);\n", "call_expression", "f(1)");
    assert_eq!(v[0], "let x;\n", "{v:?}");
    // An enumerator's value goes with its `=`.
    let v = variants(c(), "enum e { A = 1, B };\n", "number_literal", "1");
    assert_eq!(v[0], "enum e { A, B };\n", "{v:?}");
}

/// The texts of the unused definitions' groups, each group's nodes joined by " + ".
fn unused_groups(lang: &Language, src: &str) -> Vec<String> {
    let tree = Tree::parse(&lang.grammar, src.as_bytes());
    hedge::internals::unused_definitions(&tree, lang, &[], |_| false)
        .into_iter()
        .map(|group| {
            let texts: Vec<String> = group
                .iter()
                .map(|&n| String::from_utf8_lossy(tree.text(n)).into_owned())
                .collect();
            texts.join(" + ")
        })
        .collect()
}

#[test]
fn cpp_definitions_whose_names_occur_nowhere_else_go_by_name() {
    let cpp = lang::by_name("cpp").unwrap();
    let src = "\
int helper();
int used(int);
int helper() { return 1; }
int used(int x) { return x; }
template <class T> struct Box { T v; };
template <> struct Box<int> { int v; };
struct Kept { int a; };
namespace detail { int only_here; }
int main() { Kept k; return used(k.a); }
";
    assert_eq!(
        unused_groups(cpp, src),
        [
            // A declaration and its definition name the function twice: they go together.
            "int helper(); + int helper() { return 1; }",
            // A template with its specialization; the template's struct only with it.
            "template <class T> struct Box { T v; }; + template <> struct Box<int> { int v; };",
            // Inside a namespace, which itself stays: its contents need not name it.
            "int only_here;",
        ]
    );
    // `main` is used by the runtime; `used` and `Kept` by `main`.
    let kept_by_a_use =
        "int f() { return 0; }\nint g() { return f(); }\nint main() { return g(); }\n";
    assert!(unused_groups(cpp, kept_by_a_use).is_empty());
}

#[test]
fn cpp_definitions_beside_a_parse_error_are_left_alone() {
    let cpp = lang::by_name("cpp").unwrap();
    // GNU's attribute after a declarator is misread; the statements after it are not
    // what tree-sitter makes of them, and nothing around it is called unused.
    let src = "struct S {\n  void clear() {\n    int b __attribute__((unused)) = 1;\n    do { } while (false);\n  }\n};\nint unused_one;\n";
    let groups = unused_groups(cpp, src);
    assert_eq!(groups, ["int unused_one;"], "{groups:?}");
}

#[test]
fn cpp_preprocessed_units_lose_only_unused_system_header_definitions() {
    let cpp = lang::by_name("cpp").unwrap();
    // g++ -E output: the system header's unused definition is a candidate; the user's
    // uncalled function is not (it may be the shortest way to the failure).
    let src = "\
# 1 \"job.cpp\"
# 1 \"/usr/include/c++/12/memory\" 1 3
int library_unused();
int library_used();
# 2 \"job.cpp\" 2
int uncalled() { return 0; }
int main() { return library_used(); }
";
    assert_eq!(unused_groups(cpp, src), ["int library_unused();"]);
    // Without line markers every definition is a candidate.
    let plain = "int uncalled() { return 0; }\nint main() { return 0; }\n";
    assert_eq!(unused_groups(cpp, plain), ["int uncalled() { return 0; }"]);
}

#[test]
fn cpp_variable_initialized_from_itself() {
    // The copy stays (a deleted copy constructor is still called) without the value.
    let cpp = lang::by_name("cpp").unwrap();
    let src = "void f() { std::unique_ptr<Job> best = it->second.front(); }";
    let v = variants(cpp, src, "init_declarator", "best = it->second.front()");
    let without_value = "void f() { std::unique_ptr<Job> best; }";
    let from_itself = "void f() { std::unique_ptr<Job> best = best; }";
    let at = |text: &str| v.iter().position(|t| t == text);
    assert!(
        at(without_value) < at(from_itself) && at(from_itself).is_some(),
        "{v:?}"
    );
}
