//! Fuzzers name their crash files `crash-<sha1>` or `id:000001,sig:11,...`, without an
//! extension: hedge reads C, JSON and JavaScript in such files by their content and
//! reduces them by tree without `--lang`, in `hedge reduce` and in `hedge batch`.

mod common;

use std::fs;
use std::path::Path;

use common::{hedge, script, stats, stderr};

const JSON: &str = r#"{
  "version": 3,
  "items": [
    {"id": 1, "tags": ["a", "b", "c"], "price": 12.5},
    {"id": 2, "tags": [], "nested": {"deep": [true, false, "needle"]}},
    {"id": 3, "tags": ["d"], "price": null}
  ],
  "meta": {"source": "fuzz", "count": 3}
}
"#;

const C: &str = "#include <stddef.h>\n\
struct node { int value; struct node *next; };\n\
static int sum(const struct node *n) {\n    int total = 0;\n    \
for (; n != NULL; n = n->next)\n        total += n->value;\n    return total;\n}\n\
int needle(int a, int b) {\n    if (a > b)\n        return a - b;\n    return b - a;\n}\n\
int main(void) {\n    struct node n = {1, NULL};\n    return sum(&n) + needle(1, 2);\n}\n";

const JS: &str = "const v0 = [1, 2, 3];\n\
function f1(a2, a3) {\n    const v4 = a2.map((x) => x * a3);\n    return v4.length;\n}\n\
let v5 = { needle: f1(v0, 2), other: 'text' };\n\
for (let i = 0; i < 3; i++) {\n    v5.other += i;\n}\n";

/// Each sample with a test that keeps `needle` and the file's syntax (the file is the
/// candidate's name in the test's directory).
fn samples() -> [(&'static str, &'static str, String); 3] {
    let check = |name: &str, command: &str| {
        format!("#!/bin/sh\n{command} >/dev/null 2>&1 && grep -q needle {name}\n")
    };
    [
        (
            "json",
            JSON,
            check(
                "crash-5f1e",
                "python3 -c 'import json; json.load(open(\"crash-5f1e\"))'",
            ),
        ),
        (
            "c",
            C,
            check("crash-5f1e", "gcc -fsyntax-only -x c crash-5f1e"),
        ),
        (
            "javascript",
            JS,
            check("crash-5f1e", "node --check crash-5f1e"),
        ),
    ]
}

/// Runs `hedge reduce NAME` in `dir` with `test` and `extra` flags, to `out` with the
/// stats in `s.json`; returns what it said and the stats.
fn reduce(dir: &Path, name: &str, test: &Path, extra: &[&str]) -> (String, serde_json::Value) {
    let out = hedge()
        .current_dir(dir)
        .args(["reduce", name, "-o", "out", "--stats-json", "s.json"])
        .args(extra)
        .arg("--test")
        .arg(test)
        .output()
        .unwrap();
    let said = stderr(&out);
    assert!(out.status.success(), "{name}: {said}");
    (said, stats(&dir.join("s.json")))
}

#[test]
fn reduce_reads_crash_files_by_their_content() {
    for (language, text, test) in samples() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("crash-5f1e");
        fs::write(&input, text).unwrap();
        let test = script(dir.path(), "t.sh", &test);
        let (err, figures) = reduce(dir.path(), "crash-5f1e", &test, &[]);
        assert!(
            err.contains(&format!("reducing it as {language} (from its content")),
            "{language}: {err}"
        );
        assert_eq!(figures["language"], language, "{language}");
        let passes: Vec<&str> = figures["passes"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|p| p["pass"].as_str())
            .collect();
        assert!(passes.contains(&"tree sweeps"), "{language}: {passes:?}");
        let result = fs::read_to_string(dir.path().join("out")).unwrap();
        assert!(result.contains("needle"), "{language}: {result}");
        assert!(result.len() * 3 < text.len(), "{language}: {result}");
    }
}

#[test]
fn a_script_is_read_as_its_interpreter_and_lang_text_overrides_the_guess() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("job"),
        "#!/usr/bin/env python3\nimport sys\nneedle = [1, 2]\nprint(needle)\n",
    )
    .unwrap();
    let test = script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q needle job\n");
    let run = |extra: &[&str]| reduce(dir.path(), "job", &test, extra);
    let (err, figures) = run(&[]);
    assert!(
        err.contains("reducing it as python (from its #! line"),
        "{err}"
    );
    assert_eq!(figures["language"], "python");
    let (err, figures) = run(&["--lang", "text"]);
    assert!(!err.contains("reducing it as"), "{err}");
    assert!(figures["language"].is_null(), "{figures}");
}

#[test]
fn batch_reads_each_crash_file_by_its_content() {
    let dir = tempfile::tempdir().unwrap();
    let crashes = dir.path().join("crashes");
    fs::create_dir(&crashes).unwrap();
    let names = ["crash-0a1b", "id:000001,sig:11,src:000000,op:havoc,rep:4"];
    fs::write(crashes.join(names[0]), JSON).unwrap();
    fs::write(crashes.join(names[1]), JS).unwrap();
    // Any file name: the test reads the one candidate the directory holds.
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nf=$(ls)\ngrep -q needle \"$f\" && { python3 -c 'import json, sys; json.load(open(sys.argv[1]))' \"$f\" 2>/dev/null || node --check \"$f\" 2>/dev/null; }\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["batch", "crashes", "-o", "reduced", "--test"])
        .arg(&test)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let summary: serde_json::Value =
        serde_json::from_slice(&fs::read(dir.path().join("reduced/summary.json")).unwrap())
            .unwrap();
    let language_of = |name: &str| {
        summary["files"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["path"] == name)
            .map(|f| f["language"].clone())
    };
    assert_eq!(language_of(names[0]), Some("json".into()), "{summary}");
    assert_eq!(
        language_of(names[1]),
        Some("javascript".into()),
        "{summary}"
    );
    for name in names {
        let reduced = fs::read_to_string(dir.path().join("reduced").join(name)).unwrap();
        assert!(reduced.contains("needle"), "{name}: {reduced}");
    }
}

/// The crash input of a tool that fails on an unbalanced parenthesis: English sentences
/// with one `(`, in `#` lines under a title. Python reads it without an error, as a name
/// and two comments (no evidence of Python), and as Python the result kept the whole
/// comment line that holds the `(`.
const PROSE: &str = "Notes\n\
# The reader gives up on a line that opens a paren (like this one\n\
# and never closes it, so the rest of the file is lost.\n";

#[test]
fn prose_with_one_paren_is_reduced_as_text() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("crash-7c0d"), PROSE).unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nopen=$(tr -cd '(' < crash-7c0d | wc -c)\nclose=$(tr -cd ')' < crash-7c0d | wc -c)\ntest \"$open\" -gt \"$close\"\n",
    );
    let (err, guessed) = reduce(dir.path(), "crash-7c0d", &test, &[]);
    assert!(!err.contains("reducing it as"), "{err}");
    assert!(guessed["language"].is_null(), "{guessed}");
    let (_, as_text) = reduce(dir.path(), "crash-7c0d", &test, &["--lang", "text"]);
    assert_eq!(guessed["final_bytes"], as_text["final_bytes"], "{err}");
    assert_eq!(fs::read_to_string(dir.path().join("out")).unwrap(), "(");
}
