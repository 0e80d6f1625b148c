//! The passes at each fixpoint of the rounds, through the real binary and gcc: runs of
//! tokens across constructs and bracket pairs, which make changes no deletion or hoist of
//! whole nodes gives.

mod common;

use common::{pass, reduce_with_stats, script};

/// Reduces `source` (as in.c) with a test that wants gcc to accept it and each of `wanted`
/// in it; returns the result and the `--stats-json` figures.
fn reduce_c(source: &str, wanted: &[&str]) -> (String, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.c");
    std::fs::write(&input, source).unwrap();
    let greps: String = wanted
        .iter()
        .map(|w| format!(" && grep -qF '{w}' in.c"))
        .collect();
    let test = script(
        dir.path(),
        "t.sh",
        &format!("#!/bin/sh\ngcc -fsyntax-only -Werror in.c 2>/dev/null{greps}\n"),
    );
    let out = dir.path().join("out.c");
    let stats = reduce_with_stats(&input, &test, &out);
    (std::fs::read_to_string(&out).unwrap(), stats)
}

#[test]
fn a_run_joins_one_functions_head_to_the_next_ones_body() {
    // HDD alone keeps both functions (`int f(); int g() { return 7; }`); deleting
    // `) ; int g (` leaves one.
    let (result, stats) = reduce_c(
        "int f(int x) { x = x * 3; return x; }\nint g(int y) { return 7; }\n",
        &["int f(", "return 7"],
    );
    assert_eq!(result.trim(), "int f() { return 7; }");
    let runs = pass(&stats, "runs of tokens");
    assert!(runs["bytes_removed"].as_u64().unwrap() > 0, "{runs}");
}

/// Reduces a function whose inner block holds two statements and needs `y` outside it:
/// no node's deletion or hoist leaves both statements without the block's braces, which
/// only the bracket-pairs pass takes. Checks that they went; returns the figures.
fn reduce_block_without_braces() -> serde_json::Value {
    let (result, stats) = reduce_c(
        "int f(int x) {\n  int y = 3;\n  {\n    x = x + y;\n    return x * 2;\n  }\n}\n",
        &["int y = 3;", "x = x + y;", "return x * 2;"],
    );
    assert_eq!(result.matches('{').count(), 1, "{result}");
    stats
}

#[test]
fn a_blocks_braces_go_and_its_statements_stay() {
    let stats = reduce_block_without_braces();
    let pairs = pass(&stats, "bracket pairs");
    assert!(pairs["bytes_removed"].as_u64().unwrap() > 0, "{pairs}");
}

#[test]
fn a_test_that_needs_well_formed_input_is_asked_of_a_few_broken_removals_only() {
    // Every statement is needed and python3 takes no broken program, so at the fixpoint
    // each of the 30 or so token removals that break the syntax would be rejected: the
    // question stops after the first 16 of them (hedge asked all of them before).
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.py");
    let names: Vec<char> = ('a'..='f').collect();
    let mut source: String = names
        .iter()
        .zip(1..)
        .map(|(name, value)| format!("{name} = {value}\n"))
        .collect();
    let sum: Vec<String> = names.iter().map(char::to_string).collect();
    source.push_str(&format!("print({})\n", sum.join(" + ")));
    std::fs::write(&input, &source).unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\n[ \"$(python3 in.py 2>/dev/null)\" = 21 ]\n",
    );
    let out = dir.path().join("out.py");
    let stats = reduce_with_stats(&input, &test, &out);
    let asked = pass(&stats, "tokens, syntax errors allowed");
    assert!(asked["tests"].as_u64().unwrap() <= 16, "{asked}");
    assert_eq!(asked["bytes_removed"].as_u64(), Some(0), "{asked}");
}

#[test]
fn the_broken_input_question_waits_for_the_well_formed_passes() {
    // gcc takes no broken program. The block's braces go in the bracket-pairs pass at the
    // fixpoint; the question whether broken input is accepted is asked after it
    // (and after the runs of tokens), once, not at each fixpoint before them.
    let stats = reduce_block_without_braces();
    let order: Vec<&str> = (stats["passes"].as_array().unwrap().iter())
        .map(|p| p["pass"].as_str().unwrap())
        .collect();
    let at = |name: &str| order.iter().position(|p| *p == name);
    let asked = at("tokens, syntax errors allowed").expect("the question was asked");
    assert!(at("bracket pairs").unwrap() < asked, "{order:?}");
    assert!(at("runs of tokens").unwrap() < asked, "{order:?}");
    let question = pass(&stats, "tokens, syntax errors allowed");
    assert!(question["tests"].as_u64().unwrap() <= 16, "{question}");
}

#[test]
fn a_function_called_where_another_of_its_kind_would_do_goes_with_its_calls_renamed() {
    // Both functions are called, so neither goes by deletion, and calls inside arguments
    // are not inlined; with `lucky()` spelled `seven()`, `lucky`'s definition goes.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.c");
    std::fs::write(
        &input,
        "#include <stdio.h>\nint seven(void) { return 7; }\nint lucky(void) { return 7; }\n\
         int main(void) { printf(\"%d %d\\n\", seven(), lucky()); return 0; }\n",
    )
    .unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        // Errors where a function returns nothing, so that no output comes from garbage.
        "#!/bin/sh\ngcc -Werror=return-type -Werror=implicit-int \
         -Werror=implicit-function-declaration in.c -o p 2>/dev/null && [ \"$(./p)\" = '7 7' ]\n",
    );
    let out = dir.path().join("out.c");
    let stats = reduce_with_stats(&input, &test, &out);
    let result = std::fs::read_to_string(&out).unwrap();
    assert_eq!(result.matches("return 7").count(), 1, "{result}");
    let merged = pass(&stats, "definitions merged into another of their kind");
    assert!(merged["bytes_removed"].as_u64().unwrap() > 0, "{merged}");
}
