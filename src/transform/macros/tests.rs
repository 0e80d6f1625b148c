//! Expansion groups on real C parsed by tree-sitter.

use super::*;
use crate::lang;
use crate::tree::{Edits, PrintStyle};

/// Each group applied alone, printed.
fn candidates(src: &str) -> Vec<String> {
    let language = lang::by_name("c").unwrap();
    let tree = Tree::parse(&language.grammar, src.as_bytes());
    let style: PrintStyle = lang::style(language);
    expansion_groups(&tree, &language.rules)
        .into_iter()
        .map(|group| {
            let mut edits = Edits::new();
            for (node, edit) in group {
                edits.insert(node, edit);
            }
            let mut out = Vec::new();
            tree.print_with(&edits, &style, &mut out);
            String::from_utf8(out).unwrap()
        })
        .collect()
}

#[test]
fn a_use_becomes_the_body_and_every_use_drops_the_define() {
    let src = "#define SQ(x) ((x) * (x))\nint f(int a) { return SQ(a + 1) + SQ(2); }\n";
    let c = candidates(src);
    assert!(
        c.contains(
            &"#define SQ(x) ((x) * (x))\nint f(int a) { return ((a + 1) * (a + 1)) + SQ(2); }\n"
                .into()
        ),
        "{c:#?}"
    );
    assert!(
        c.contains(
            &"#define SQ(x) ((x) * (x))\nint f(int a) { return SQ(a + 1) + ((2) * (2)); }\n".into()
        ),
        "{c:#?}"
    );
    assert!(
        c.contains(&"int f(int a) { return ((a + 1) * (a + 1)) + ((2) * (2)); }\n".into()),
        "{c:#?}"
    );
    assert_eq!(c.len(), 3);
}

#[test]
fn nested_uses_are_expanded_inside_arguments() {
    let src = "#define MAX(a, b) ((a) > (b) ? (a) : (b))\nint m = MAX(MAX(1, 2), 3);\n";
    let c = candidates(src);
    let all = "int m = ((((1) > (2) ? (1) : (2))) > (3) ? (((1) > (2) ? (1) : (2))) : (3));\n";
    assert!(
        c.iter().any(|s| s.ends_with(all) && !s.contains("#define")),
        "{c:#?}"
    );
    // The outer use alone, the inner use expanded with it.
    assert!(
        c.iter()
            .any(|s| s.starts_with("#define") && s.ends_with(all)),
        "{c:#?}"
    );
}

#[test]
fn object_like_macros_in_code_and_conditions() {
    let src = "#define N 4\n#if N > 2\nint a[N];\n#endif\n";
    let c = candidates(src);
    assert!(
        c.contains(&"#if 4 > 2\nint a[4];\n#endif\n".into()),
        "{c:#?}"
    );
    // `defined(N)` and `#ifdef N` only mention it.
    let c = candidates("#define N 4\n#ifdef N\nint a;\n#endif\n#if defined(N)\n#endif\n");
    assert!(c.is_empty(), "{c:#?}");
}

#[test]
fn uses_at_top_level_are_found_by_their_tokens() {
    // Not a call to tree-sitter: a declaration macro at file scope.
    let src = "#define DECL(t, n) static t n##_v;\nDECL(int, count)\nint x;\n";
    let c = candidates(src);
    assert!(
        c.iter()
            .any(|s| s.starts_with("static int count_v;") && s.contains("int x;")),
        "{c:#?}"
    );
}

#[test]
fn recursive_macros_expand_one_level() {
    let src = "#define A B\n#define B A\nint v = A;\n";
    let c = candidates(src);
    // The result names B, a macro: only the change that deletes A's definition is offered.
    assert_eq!(c, ["#define B A\nint v = B;\n"]);
}

#[test]
fn bad_definitions_are_no_uses() {
    // Unbalanced parentheses in a body, a use left open at the end of the file, a
    // variadic macro, a `#define` cut off: nothing panics, and only whole uses count.
    let src = "#define P(x) ((x)\n#define L(f, ...) g(f, __VA_ARGS__)\nint a = P(1);\nint b = L(\"s\", 1, 2);\nint c = P(2\n#define";
    let c = candidates(src);
    assert!(c.iter().any(|s| s.contains("int a = ((1);")), "{c:#?}");
    assert!(
        c.iter().any(|s| s.contains("int b = g(\"s\", 1, 2);")),
        "{c:#?}"
    );
    assert!(c.iter().all(|s| s.contains("P(2")), "{c:#?}");
}
