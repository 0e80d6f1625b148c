use super::*;

fn c() -> tree_sitter::Language {
    tree_sitter_c::LANGUAGE.into()
}

fn py() -> tree_sitter::Language {
    tree_sitter_python::LANGUAGE.into()
}

fn py_style() -> PrintStyle {
    PrintStyle {
        separators: vec![",".into()],
        reindent: true,
        introducers: Vec::new(),
        placeholders: vec![("block".into(), "pass".into())],
    }
}

fn c_style() -> PrintStyle {
    PrintStyle {
        separators: vec![",".into()],
        ..PrintStyle::default()
    }
}

fn roundtrip(lang: &tree_sitter::Language, src: &[u8]) {
    let tree = Tree::parse(lang, src);
    assert_eq!(
        tree.print(),
        src,
        "round trip of {:?}",
        String::from_utf8_lossy(src)
    );
}

/// The first node (in preorder) whose kinds include `kind` and whose text is `text`.
fn find(tree: &Tree, kind: &str, text: &str) -> NodeId {
    tree.descendants(tree.root())
        .find(|&n| tree.has_kind(n, kind) && tree.text(n) == text.as_bytes())
        .unwrap_or_else(|| panic!("no {kind} {text:?}"))
}

fn printed(tree: &Tree, edits: &[(NodeId, Edit)], style: &PrintStyle) -> String {
    let edits: Edits = edits.iter().cloned().collect();
    let mut out = Vec::new();
    tree.print_with(&edits, style, &mut out);
    String::from_utf8(out).unwrap()
}

#[test]
fn roundtrips_tricky_inputs() {
    let cases: &[&[u8]] = &[
        b"",
        b"   \n\n",
        b"int main(void) { return 0; }\n",
        b"int main(void) {\r\n  return 0;\r\n}\r\n",
        b"int x = ;; }}} (( garbage @@@ \n",
        b"int f( { if (x) \n",
        b"char s[] = \"a\0b\";\0\0 int \0 y;",
        b"int x = 1; // comment\n/* block\n comment */ int y;\n",
        b"\xff\xfe int \x80x = 1;\n",
        b"#define X(a) \\\n  a + 1\n#ifdef X\nint a;\n#else\nint b;\n#endif\n",
        b"int a = 1  ",
    ];
    for src in cases {
        roundtrip(&c(), src);
    }
    let py_cases: &[&[u8]] = &[
        b"",
        b"def f(x):\n    if x:\n        return 1\n    # note\n    return 2\n",
        b"class A:\n\tdef g(self): pass\n\n\n",
        b"x = [1,\n     2,  # two\n     3]\r\n",
        b"if x:\n  y = (1 +\n  2)\n  \n z\n",
        b"s = '''a\n   b\n'''\nprint(s)",
        b"def (:\n    \xff\n",
    ];
    for src in py_cases {
        roundtrip(&py(), src);
    }
}

#[test]
fn node_queries() {
    let tree = Tree::parse(&c(), b"int main(void) {\n  return f(1, 2);\n}\n");
    let root = tree.root();
    assert_eq!(tree.kind(root), "translation_unit");
    assert_eq!(tree.parent(root), None);
    assert_eq!(tree.depth(root), 0);
    let call = find(&tree, "call_expression", "f(1, 2)");
    assert!(tree.is_named(call));
    assert_eq!(tree.column(call), 9);
    let args = tree.children_by_field(call, "arguments").next().unwrap();
    assert_eq!(tree.text(args), b"(1, 2)");
    assert_eq!(tree.parent(args), Some(call));
    assert_eq!(tree.depth(args), tree.depth(call) + 1);
    assert_eq!(tree.token_count(), 15);
    assert_eq!(tree.error_count(), 0);
    assert!(tree.nodes_at_depth(1).contains(&1));
    assert!(tree.max_depth() > tree.depth(args));
    for d in 0..=tree.max_depth() {
        for n in tree.nodes_at_depth(d) {
            assert_eq!(tree.depth(n), d);
        }
    }
    // `return f(1, 2);` in a block is not collapsed; `1` is a leaf.
    let one = find(&tree, "number_literal", "1");
    assert!(tree.is_leaf(one));
}

#[test]
fn collapses_single_child_chains() {
    // In Python `x` is an expression_statement holding an identifier with the same span.
    let tree = Tree::parse(&py(), b"x\n");
    let id = find(&tree, "identifier", "x");
    assert_eq!(tree.kinds(id), &["expression_statement", "identifier"]);
    assert_eq!(tree.kind(id), "expression_statement");
    assert!(tree.is_leaf(id));
}

#[test]
fn counts_errors_and_missing() {
    let tree = Tree::parse(&c(), b"int x = 1\nint y = 2;\n");
    assert!(tree.error_count() >= 1);
    let missing = tree
        .descendants(tree.root())
        .any(|n| tree.is_missing(n) || tree.is_error(n));
    assert!(missing);
    assert_eq!(tree.print(), b"int x = 1\nint y = 2;\n");
}

#[test]
fn delete_with_separators() {
    let src = b"int x = f(a, b, c);";
    let tree = Tree::parse(&c(), src);
    let a = find(&tree, "identifier", "a");
    let b = find(&tree, "identifier", "b");
    let cc = find(&tree, "identifier", "c");
    let s = c_style();
    assert_eq!(printed(&tree, &[(b, Edit::Delete)], &s), "int x = f(a, c);");
    assert_eq!(
        printed(&tree, &[(b, Edit::Delete), (cc, Edit::Delete)], &s),
        "int x = f(a);"
    );
    assert_eq!(printed(&tree, &[(a, Edit::Delete)], &s), "int x = f(b, c);");
    assert_eq!(
        printed(&tree, &[(cc, Edit::Delete)], &s),
        "int x = f(a, b);"
    );
    let all = [(a, Edit::Delete), (b, Edit::Delete), (cc, Edit::Delete)];
    assert_eq!(printed(&tree, &all, &s), "int x = f();");
    assert_eq!(
        printed(&tree, &[(a, Edit::Delete), (b, Edit::Delete)], &s),
        "int x = f(c);"
    );
}

#[test]
fn a_deleted_field_takes_the_token_that_opens_it() {
    let src = b"x: int = 5\ndef f() -> int:\n    return a[1:2]\n";
    let tree = Tree::parse(&py(), src);
    let five = find(&tree, "integer", "5");
    let annotation = find(&tree, "type", "int");
    let returns = tree
        .descendants(tree.root())
        .filter(|&n| tree.has_kind(n, "type"))
        .nth(1)
        .unwrap();
    let two = find(&tree, "integer", "2");
    let s = PrintStyle {
        introducers: vec!["=".into(), "->".into(), ":".into()],
        ..py_style()
    };
    assert_eq!(
        printed(&tree, &[(five, Edit::Delete)], &s),
        "x: int\ndef f() -> int:\n    return a[1:2]\n"
    );
    assert_eq!(
        printed(
            &tree,
            &[(annotation, Edit::Delete), (five, Edit::Delete)],
            &s
        ),
        "x\ndef f() -> int:\n    return a[1:2]\n"
    );
    assert_eq!(
        printed(&tree, &[(returns, Edit::Delete)], &s),
        "x: int = 5\ndef f():\n    return a[1:2]\n"
    );
    // A slice's bounds are in no field: the `:` stays.
    assert_eq!(
        printed(&tree, &[(two, Edit::Delete)], &s),
        "x: int = 5\ndef f() -> int:\n    return a[1:]\n"
    );
    // Without introducers the token stays.
    assert_eq!(
        printed(&tree, &[(five, Edit::Delete)], &py_style()),
        "x: int =\ndef f() -> int:\n    return a[1:2]\n"
    );
}

#[test]
fn a_deleted_last_item_leaves_the_next_token_its_own_spacing() {
    let src = b"a, b = 1, 2\nf(x,\n  y)\n";
    let tree = Tree::parse(&py(), src);
    let b = find(&tree, "identifier", "b");
    let two = find(&tree, "integer", "2");
    let y = find(&tree, "identifier", "y");
    let s = py_style();
    assert_eq!(
        printed(&tree, &[(b, Edit::Delete), (two, Edit::Delete)], &s),
        "a = 1\nf(x,\n  y)\n"
    );
    assert_eq!(
        printed(&tree, &[(y, Edit::Delete)], &s),
        "a, b = 1, 2\nf(x)\n"
    );
}

#[test]
fn delete_statement_removes_its_line() {
    let src = b"int main() {\n  a();\n  b();\n  c();\n}\n";
    let tree = Tree::parse(&c(), src);
    let b = find(&tree, "expression_statement", "b();");
    let cc = find(&tree, "expression_statement", "c();");
    let s = c_style();
    assert_eq!(
        printed(&tree, &[(b, Edit::Delete)], &s),
        "int main() {\n  a();\n  c();\n}\n"
    );
    assert_eq!(
        printed(&tree, &[(cc, Edit::Delete)], &s),
        "int main() {\n  a();\n  b();\n}\n"
    );
    // Two statements on a line: keep the line break of the deleted one.
    let tree = Tree::parse(&c(), b"x;\ny; z;\n");
    let y = find(&tree, "expression_statement", "y;");
    assert_eq!(printed(&tree, &[(y, Edit::Delete)], &s), "x;\nz;\n");
    // Deleting the first line, or a line after a directive, leaves no blank line.
    let x = find(&tree, "expression_statement", "x;");
    assert_eq!(printed(&tree, &[(x, Edit::Delete)], &s), "y; z;\n");
    let tree = Tree::parse(&c(), b"#include <a.h>\nint x;\nint y;\n");
    let x = find(&tree, "declaration", "int x;");
    assert_eq!(
        printed(&tree, &[(x, Edit::Delete)], &s),
        "#include <a.h>\nint y;\n"
    );
}

#[test]
fn never_glues_words() {
    let tree = Tree::parse(&c(), b"int f() { return(x); }");
    let paren = find(&tree, "parenthesized_expression", "(x)");
    let x = find(&tree, "identifier", "x");
    let s = c_style();
    assert_eq!(
        printed(&tree, &[(paren, Edit::Hoist(x))], &s),
        "int f() { return x; }"
    );
    assert_eq!(
        printed(&tree, &[(paren, Edit::Text("0".into()))], &s),
        "int f() { return 0; }"
    );
    // Unedited adjacent words stay as they were.
    roundtrip(&py(), b"y = 1if x else 2\n");
}

#[test]
fn hoist_with_reindent() {
    let src = b"if c:\n    x = 1\n    y = 2\nz = 3\n";
    let tree = Tree::parse(&py(), src);
    let if_ = find(&tree, "if_statement", "if c:\n    x = 1\n    y = 2");
    let block = tree.children_by_field(if_, "consequence").next().unwrap();
    assert_eq!(
        printed(&tree, &[(if_, Edit::Hoist(block))], &py_style()),
        "x = 1\ny = 2\nz = 3\n"
    );

    // Into a deeper position: lines gain indentation.
    let src = b"def f():\n    if a:\n        pass\n    for i in r:\n        g(i)\n        h(i)\n";
    let tree = Tree::parse(&py(), src);
    let outer_if = find(&tree, "if_statement", "if a:\n        pass");
    let for_ = find(
        &tree,
        "for_statement",
        "for i in r:\n        g(i)\n        h(i)",
    );
    let body = tree.children_by_field(for_, "body").next().unwrap();
    let out = printed(
        &tree,
        &[(for_, Edit::Hoist(body)), (outer_if, Edit::Delete)],
        &py_style(),
    );
    assert_eq!(out, "def f():\n    g(i)\n    h(i)\n");
}

#[test]
fn nested_hoists_and_outermost_wins() {
    let tree = Tree::parse(&c(), b"int x = (1 + (2 * 3));");
    let outer = find(&tree, "parenthesized_expression", "(1 + (2 * 3))");
    let sum = find(&tree, "binary_expression", "1 + (2 * 3)");
    let inner = find(&tree, "parenthesized_expression", "(2 * 3)");
    let prod = find(&tree, "binary_expression", "2 * 3");
    let two = find(&tree, "number_literal", "2");
    let s = c_style();
    let e = [(outer, Edit::Hoist(sum)), (inner, Edit::Hoist(prod))];
    assert_eq!(printed(&tree, &e, &s), "int x = 1 + 2 * 3;");
    let e = [(outer, Edit::Text("7".into())), (inner, Edit::Hoist(prod))];
    assert_eq!(printed(&tree, &e, &s), "int x = 7;");
    let e = [(outer, Edit::Hoist(inner)), (inner, Edit::Hoist(two))];
    assert_eq!(printed(&tree, &e, &s), "int x = (2 * 3);");
}

#[test]
fn placeholder_for_emptied_block() {
    let src = b"if c:\n    x = 1\n    y = 2\nz = 3\n";
    let tree = Tree::parse(&py(), src);
    let x = find(&tree, "expression_statement", "x = 1");
    let y = find(&tree, "expression_statement", "y = 2");
    let out = printed(&tree, &[(x, Edit::Delete), (y, Edit::Delete)], &py_style());
    assert_eq!(out, "if c:\n    pass\nz = 3\n");
    let out = printed(&tree, &[(x, Edit::Delete)], &py_style());
    assert_eq!(out, "if c:\n    y = 2\nz = 3\n");
    // A block collapsed with its only statement prints the placeholder when deleted.
    let tree = Tree::parse(&py(), b"if c:\n    x = 1\nz = 3\n");
    let x = find(&tree, "expression_statement", "x = 1");
    assert!(tree.has_kind(x, "block"));
    let out = printed(&tree, &[(x, Edit::Delete)], &py_style());
    assert_eq!(out, "if c:\n    pass\nz = 3\n");
}

#[test]
fn edits_api() {
    let mut e = Edits::new();
    assert!(e.is_empty());
    e.insert(5, Edit::Delete);
    e.insert(2, Edit::Text("x".into()));
    e.insert(5, Edit::Hoist(6));
    assert_eq!(e.len(), 2);
    assert_eq!(e.get(5), Some(&Edit::Hoist(6)));
    assert_eq!(e.iter().map(|(id, _)| id).collect::<Vec<_>>(), vec![2, 5]);
    assert_eq!(e.remove(2), Some(Edit::Text("x".into())));
    assert!(!e.is_deleted(5));
}

/// Copying untouched subtrees whole must print exactly what walking them leaf by leaf
/// prints, for any mix of deletions, hoists and replacement texts.
#[test]
fn span_copies_print_like_leaf_walks() {
    let inputs: [(tree_sitter::Language, PrintStyle, &[u8]); 3] = [
        (
            c(),
            c_style(),
            include_bytes!("../../corpus/c/format_warning/input.c"),
        ),
        (
            py(),
            py_style(),
            include_bytes!("../../corpus/python/remove_html_markup/input.py"),
        ),
        (
            py(),
            py_style(),
            include_bytes!("../../corpus/python/type_error_report/input.py"),
        ),
    ];
    let mut random = RandomEdits::new(0x9e37_79b9_7f4a_7c15);
    for (lang, style, src) in inputs {
        let tree = Tree::parse(&lang, src);
        for round in 0..300 {
            let edits = random.edits(&tree, 1 + round % 40, "0");
            let (mut fast, mut slow, mut copies) = (Vec::new(), Vec::new(), Vec::new());
            let span = print::Untouched::CopySpan;
            print::print(&tree, &edits, &style, span, &mut fast, Some(&mut copies));
            let walk = print::Untouched::WalkLeaves;
            print::print(&tree, &edits, &style, walk, &mut slow, None);
            assert_eq!(
                String::from_utf8_lossy(&fast),
                String::from_utf8_lossy(&slow),
                "edits {edits:?}"
            );
            // The source with the reported changes applied is the printed text.
            let mut rebuilt = Vec::new();
            let mut at = 0;
            for change in print::changes_between(&copies, src.len(), fast.len()) {
                assert!(change.old.start >= at);
                rebuilt.extend_from_slice(&src[at..change.old.start]);
                rebuilt.extend_from_slice(&fast[change.new.clone()]);
                at = change.old.end;
            }
            rebuilt.extend_from_slice(&src[at..]);
            assert_eq!(rebuilt, fast, "edits {edits:?}");
        }
    }
}

/// The printer's layout is worked out for the first style a tree is printed with and kept;
/// printing the same tree with another style must not use it.
#[test]
fn a_second_style_gets_its_own_layout() {
    let tree = Tree::parse(&c(), b"int x = f(a, b);\n");
    let a = find(&tree, "identifier", "a");
    let with_separators = c_style();
    let without = PrintStyle {
        placeholders: vec![("compound_statement".into(), "{}".into())],
        ..PrintStyle::default()
    };
    for _ in 0..2 {
        assert_eq!(
            printed(&tree, &[(a, Edit::Delete)], &with_separators),
            "int x = f(b);\n"
        );
        assert_eq!(
            printed(&tree, &[(a, Edit::Delete)], &without),
            "int x = f(, b);\n"
        );
    }
}

fn cpp() -> tree_sitter::Language {
    tree_sitter_cpp::LANGUAGE.into()
}

fn braces() -> Vec<[String; 2]> {
    vec![["{".to_string(), "}".to_string()]]
}

/// The kinds of `id`'s children.
fn child_kinds(tree: &Tree, id: NodeId) -> Vec<&'static str> {
    tree.children(id).iter().map(|&c| tree.kind(c)).collect()
}

/// libstdc++'s namespaces open with an attribute tree-sitter-cpp cannot parse. Either the
/// head ends in an ERROR node and the body parses as a block (the first namespace here),
/// or the head and `{` end in one ERROR node, the `}` in another, and the members in
/// between become the unit's own children (the second). Regrouped, the second is one
/// node again.
const ATTRIBUTED_NAMESPACES: &str = "namespace std __attribute__ ((__visibility__ (\"default\")))
{
  int e();
}
namespace std __attribute__ ((__visibility__ (\"default\")))
{
  template<typename T> struct A { T x; };
  int f();
}
int main() { return 0; }
";

#[test]
fn flattened_namespaces_become_groups_that_print_back() {
    let src = ATTRIBUTED_NAMESPACES.as_bytes();
    let flat = Tree::parse(&cpp(), src);
    let flat_kinds = child_kinds(&flat, flat.root());
    assert!(
        flat_kinds.contains(&"template_declaration"),
        "{flat_kinds:?}"
    );
    let tree = Tree::parse_regrouped(&cpp(), src, &braces());
    assert_eq!(tree.print(), src);
    let root = tree.root();
    assert_eq!(
        child_kinds(&tree, root),
        ["ERROR", "compound_statement", GROUP, "function_definition"]
    );
    let group = tree.children(root)[2];
    let members = child_kinds(&tree, group);
    assert!(members.contains(&"template_declaration"), "{members:?}");
    assert!(members.contains(&"declaration"), "{members:?}");
    assert!(tree.text(group).starts_with(b"namespace std"));
    assert!(tree.text(group).ends_with(b"}"));
    // Depths, parents and subtree ranges agree with the new shape.
    assert_eq!(tree.nodes_at_depth(1), tree.children(root).to_vec());
    for id in tree.descendants(root).skip(1) {
        let parent = tree.parent(id).unwrap();
        assert_eq!(tree.depth(id), tree.depth(parent) + 1);
        assert!(tree.is_descendant(id, parent));
        assert_eq!(tree.children(parent)[tree.index_in_parent(id)], id);
    }
    assert_eq!(tree.error_count(), flat.error_count());
    let mut e = Edits::new();
    e.insert(group, Edit::Delete);
    let mut out = Vec::new();
    tree.print_with(&e, &PrintStyle::default(), &mut out);
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("int e();") && out.contains("int main()"),
        "{out}"
    );
    assert!(
        !out.contains("struct A") && !out.contains("int f();"),
        "{out}"
    );
    assert_eq!(out.matches("namespace").count(), 1, "{out}");
}

#[test]
fn without_bracket_rules_or_pairs_the_parse_is_kept() {
    let src = ATTRIBUTED_NAMESPACES.as_bytes();
    let plain = Tree::parse(&cpp(), src);
    let unruled = Tree::parse_regrouped(&cpp(), src, &[]);
    assert_eq!(
        child_kinds(&plain, plain.root()),
        child_kinds(&unruled, unruled.root())
    );
    // A truncated namespace: its `{` pairs with nothing, and its ERROR stays whole.
    let truncated = b"namespace std __attribute__ ((x)) {\n int f();\n";
    let plain = Tree::parse(&cpp(), truncated);
    let tree = Tree::parse_regrouped(&cpp(), &truncated[..], &braces());
    assert_eq!(tree.print(), truncated);
    assert_eq!(
        child_kinds(&plain, plain.root()),
        child_kinds(&tree, tree.root())
    );
}

/// Every node's kinds, field, flags and bytes, in preorder, and its parent.
fn shape(tree: &Tree) -> Vec<String> {
    (0..tree.len() as NodeId)
        .map(|id| {
            format!(
                "{:?} {:?} {} {:?} {:?} {:?}",
                tree.kinds(id),
                tree.field(id),
                tree.is_error(id) || tree.is_missing(id),
                tree.prefix_range(id),
                tree.byte_range(id),
                tree.parent(id),
            )
        })
        .collect()
}

/// A source parsed in windows gives the tree of a whole parse when the whole parse has
/// no errors, prints back the source either way, and counts the errors that
/// `syntax_error_count` counts.
#[test]
fn windows_give_the_whole_parse() {
    let python_blocks: &[u8] =
        b"if x:\n    pass\nelse:\n    pass\nclass A:\n    '''\nnot code\n'''\ndef f():\n    pass\n";
    let functions: String = (0..2000)
        .map(|i| format!("static int f{i}(int a)\n{{\n    if (a > {i}) {{\n        a--;\n    }}\n    return a;\n}}\n\n"))
        .collect();
    let cases: [(tree_sitter::Language, &[u8], usize); 7] = [
        (c(), functions.as_bytes(), 4096),
        // Past eight windows, where a window with errors before its last item is kept.
        (
            py(),
            include_bytes!("../../corpus/python/deep_valueerror/input.py"),
            512,
        ),
        (
            c(),
            include_bytes!("../../corpus/c/omp_taskgroup_ice/input.c"),
            4096,
        ),
        (
            c(),
            include_bytes!("../../corpus/c/preprocessed_format/input.c"),
            1024,
        ),
        (
            py(),
            include_bytes!("../../corpus/python/type_error_report/input.py"),
            1024,
        ),
        (
            cpp(),
            include_bytes!("../../corpus/cpp/visit_missing_overload/input.ii"),
            4096,
        ),
        (py(), python_blocks, 16),
    ];
    let mut compared = 0;
    for (language, source, size) in cases {
        let whole = build::build_in_windows(&language, source.into(), usize::MAX, &[]);
        let windowed = build::build_in_windows(&language, source.into(), size, &[]);
        assert!(windowed.syntax_tree().is_none(), "{size}: in windows");
        assert_eq!(windowed.print(), source);
        if whole.error_count() == 0 {
            assert!(shape(&windowed) == shape(&whole), "window of {size}");
            compared += 1;
        }
        assert_eq!(
            windowed.error_count(),
            errors_by_windows(&language, source, size)
        );
        // Tokens counted without the tree are the tree's.
        for (tree, size) in [(&whole, usize::MAX), (&windowed, size)] {
            let counted = build::count_tokens_in_windows(&language, source, size);
            assert_eq!(counted, tree.token_count(), "window of {size}");
        }
    }
    assert!(compared >= 4, "{compared}");
}

fn errors_by_windows(language: &tree_sitter::Language, source: &[u8], size: usize) -> usize {
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(language).unwrap();
    window::Windows::new(&mut parser, source, size, &[])
        .map(|(tree, _)| errors_in(&tree))
        .sum()
}

/// A column too far to store in a node is counted from the source when asked.
#[test]
fn far_columns_are_counted_from_the_source() {
    let mut source = b"int a;\n".to_vec();
    source.extend(std::iter::repeat_n(b' ', 70_000));
    source.extend(b"int b; int c;\n");
    let tree = Tree::parse(&c(), &source);
    let b = find(&tree, "identifier", "b");
    let c_id = find(&tree, "identifier", "c");
    assert_eq!(tree.column(b), 70_004);
    assert_eq!(tree.column(c_id), 70_011);
    assert_eq!(tree.column(find(&tree, "identifier", "a")), 4);
}

/// A source larger than the largest window, with an error in every window (the opening
/// of each libstdc++ namespace, which tree-sitter-cpp cannot parse), is still cut into
/// windows where their last item parses clean, and its bracket groups are put back.
#[test]
fn sources_with_errors_everywhere_are_cut_after_clean_items() {
    let namespace = |i: usize| {
        format!(
            "namespace std __attribute__ ((__visibility__ (\"default\"))) {{\n\
             template<typename T> struct s{i} {{ T x; int f() const {{ return {i}; }} }};\n\
             int g{i}(int a) {{ return a + {i}; }}\n\
             }}\n"
        )
    };
    let source: String = (0..300).map(namespace).collect();
    let brackets = [["{".to_string(), "}".to_string()]];
    let whole = Tree::parse_regrouped(&cpp(), source.as_bytes(), &brackets);
    assert!(whole.error_count() > 0);
    let windowed = super::regroup::regroup(
        build::build_in_windows(&cpp(), source.as_bytes().into(), 1024, &brackets),
        &brackets,
    );
    assert!(windowed.syntax_tree().is_none());
    assert_eq!(windowed.print(), source.as_bytes());
    // tree-sitter reads a namespace that opens a source as an ERROR and a block, not as
    // the later ones: so it does a namespace that opens a window, one node more for such
    // a window. Otherwise the unit's top level is the whole parse's: each namespace a
    // bracket group, though windows start within them.
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&cpp()).unwrap();
    let windows = window::Windows::new(&mut parser, source.as_bytes(), 1024, &brackets).count();
    assert!(windows > 10, "{windows}");
    let groups = |tree: &Tree| {
        (tree.children(tree.root()).iter())
            .filter(|&&id| tree.kind(id) == GROUP)
            .count()
    };
    assert_eq!(groups(&whole), 299);
    assert!(
        groups(&windowed) >= 300 - windows / 4,
        "{}",
        groups(&windowed)
    );
    let extra = windowed.children(windowed.root()).len() - whole.children(whole.root()).len();
    assert_eq!(extra, 299 - groups(&windowed));
}
