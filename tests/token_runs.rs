//! Runs of tokens across constructs, through the real binary and gcc: one function's head
//! joined to the next one's parameters and body, which no deletion of whole nodes gives.

mod common;

use common::{hedge, script, stats, stderr};

#[test]
fn a_run_joins_one_functions_head_to_the_next_ones_body() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.c");
    std::fs::write(
        &input,
        "int f(int x) { x = x * 3; return x; }\nint g(int y) { return 7; }\n",
    )
    .unwrap();
    // The test wants f's name and g's return value in a file gcc accepts: HDD alone
    // keeps both functions (`int f(); int g() { return 7; }`); deleting `) ; int g (`
    // leaves one.
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ngcc -fsyntax-only -Werror in.c 2>/dev/null \
         && grep -q 'int f(' in.c && grep -q 'return 7' in.c\n",
    );
    let out = dir.path().join("out.c");
    let stats_path = dir.path().join("stats.json");
    let run = hedge()
        .args(["reduce", "-q", "-j1", "--test"])
        .arg(&test)
        .arg("-o")
        .arg(&out)
        .arg("--stats-json")
        .arg(&stats_path)
        .arg(&input)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let result = std::fs::read_to_string(&out).unwrap();
    assert_eq!(result.trim(), "int f() { return 7; }");
    let stats = stats(&stats_path);
    let runs = stats["passes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["pass"] == "runs of tokens")
        .unwrap_or_else(|| panic!("no pass of token runs in {stats}"));
    assert!(runs["bytes_removed"].as_u64().unwrap() > 0, "{runs}");
}
