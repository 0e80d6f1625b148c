//! The built-in languages beyond C and Python: each is registered, parses real code, and
//! reduces by its tree with a real tool's failure.

mod common;

use std::fs;
use std::path::Path;

use common::{hedge, stderr};

const NAMES: [&str; 11] = [
    "c",
    "cpp",
    "python",
    "rust",
    "javascript",
    "typescript",
    "tsx",
    "go",
    "java",
    "json",
    "text",
];

/// One real-code sample per new language, each holding the word MARKER.
const SAMPLES: [&str; 8] = [
    "shapes.cpp",
    "queue.rs",
    "cart.js",
    "inventory.ts",
    "widget.tsx",
    "stats.go",
    "Ledger.java",
    "config.json",
];

fn sample(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/languages")
        .join(name)
}

#[test]
fn langs_lists_every_language() {
    let out = hedge().arg("langs").output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let listed: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(listed, NAMES, "{text}");
}

#[test]
fn every_sample_parses_without_errors() {
    for name in SAMPLES {
        let out = hedge().arg("parse").arg(sample(name)).output().unwrap();
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let tree = String::from_utf8(out.stdout).unwrap();
        assert!(!tree.contains("ERROR"), "{name}:\n{tree}");
        assert!(tree.lines().count() > 50, "{name}:\n{tree}");
    }
}

/// Reduces `name` (a copy) with `-- CMD`; returns the result and the tests run.
fn reduce(name: &str, extra: &[&str], command: &[&str]) -> (String, u64) {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(sample(name), dir.path().join(name)).unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            name,
            "-q",
            "-j",
            "2",
            "-o",
            "out",
            "--stats-json",
            "s.json",
        ])
        .args(extra)
        .arg("--")
        .args(command)
        .output()
        .unwrap();
    assert!(out.status.success(), "{name}: {}", stderr(&out));
    let stats = common::stats(&dir.path().join("s.json"));
    (
        fs::read_to_string(dir.path().join("out")).unwrap(),
        stats["tests_run"].as_u64().unwrap(),
    )
}

/// With a test that keeps one word, the tree reduction ends no larger than the text one
/// (but for the final newline, which the tree keeps).
#[test]
fn tree_results_are_no_larger_than_text_results() {
    for name in SAMPLES {
        let grep = ["grep", "-q", "MARKER"];
        let (tree, _) = reduce(name, &[], &grep);
        let (text, _) = reduce(name, &["--lang", "text"], &grep);
        assert!(tree.contains("MARKER"), "{name}: {tree:?}");
        assert!(
            tree.trim_end().len() <= text.trim_end().len(),
            "{name}: {tree:?} against {text:?}"
        );
    }
}

/// Real compilers and runtimes: the result still fails the same way and is small. The
/// bounds are about twice what hedge reached when they were set (bytes: C++ 30, Rust 24,
/// JavaScript 7, Java 37, JSON 23).
#[test]
fn real_tools_failures_reduce_by_tree() {
    let cases: [(&str, &[&str], usize); 5] = [
        (
            "shapes.cpp",
            &[
                "sh",
                "-c",
                "g++ -fsyntax-only \"$1\" 2>&1 | grep -q \"MARKER_missing_function. was not declared\"",
                "sh",
                "{}",
            ],
            60,
        ),
        (
            "queue.rs",
            &[
                "sh",
                "-c",
                // Not `-o /dev/null`: rustc renames its output into place, and a test run
                // as root would replace the device with a file.
                "cd \"$(dirname \"$1\")\" && out=$(mktemp -d) && rustc --edition 2021 --emit=metadata --out-dir \"$out\" queue.rs 2>&1 | grep -q \"expected .u32., found .&str.\"; s=$?; rm -rf \"$out\"; exit $s",
                "sh",
                "{}",
            ],
            48,
        ),
        (
            "cart.js",
            &[
                "sh",
                "-c",
                "node \"$1\" 2>&1 | grep -q \"MARKER is not defined\"",
                "sh",
                "{}",
            ],
            14,
        ),
        (
            "Ledger.java",
            &[
                "sh",
                "-c",
                "cd \"$(dirname \"$1\")\" && javac -d classes Ledger.java 2>&1 | grep -q \"symbol: *variable MARKER\"",
                "sh",
                "{}",
            ],
            74,
        ),
        (
            "config.json",
            &[
                "python3",
                "-c",
                "import json,sys; d=json.load(open(sys.argv[1])); assert 'MARKER' in json.dumps(d['limits'])",
                "{}",
            ],
            46,
        ),
    ];
    for (name, command, bound) in cases {
        let (result, tests) = reduce(name, &[], command);
        eprintln!("{name}: {} bytes, {tests} tests", result.len());
        assert!(result.len() <= bound, "{name}: {result:?}");
    }
}
