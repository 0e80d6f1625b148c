//! `hedge batch` end to end on the hdg crash corpus: the real binary, the real decoder
//! compiled with gcc, and real test processes.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::Command;

use common::{hedge, script, stats, stderr};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/batch");

/// The signal the decoder dies of on `input` (None: it does not crash), found by running
/// it directly, independently of hedge.
fn crash_signal(binary: &Path, input: &Path) -> Option<i32> {
    let out = Command::new(binary).arg(input).output().unwrap();
    out.status.signal()
}

fn copy_inputs(to: &Path, names: &[String]) {
    fs::create_dir_all(to).unwrap();
    for name in names {
        fs::copy(Path::new(CORPUS).join("inputs").join(name), to.join(name)).unwrap();
    }
}

fn run_batch(work: &Path, binary: &Path, extra: &[&str]) -> serde_json::Value {
    let out = hedge()
        .current_dir(work)
        .env("HEDGE_BATCH_TARGET", binary)
        .args(["batch", "inputs", "-o", "out", "-j", "2", "--timeout", "10"])
        .args(extra)
        .args(["--match", "crashed", "--"])
        .arg(Path::new(CORPUS).join("crash.sh"))
        .arg("{}")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains(" of likely the same bug"));
    stats(&work.join("out/summary.json"))
}

fn by_path(summary: &serde_json::Value) -> BTreeMap<String, serde_json::Value> {
    summary["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["path"].as_str().unwrap().to_string(), f.clone()))
        .collect()
}

#[test]
fn reduces_the_corpus_groups_by_bug_and_resumes() {
    let work = tempfile::tempdir().unwrap();
    let binary = common::compile_batch_target(work.path());
    let mut names: Vec<String> = fs::read_dir(Path::new(CORPUS).join("inputs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 20);
    let inputs = work.path().join("inputs");

    // First a subset, as if an earlier run had stopped after a few files.
    let subset = &names[..5];
    copy_inputs(&inputs, subset);
    run_batch(work.path(), &binary, &[]);

    copy_inputs(&inputs, &names);
    let summary = run_batch(work.path(), &binary, &["--distinct"]);
    let files = by_path(&summary);
    assert_eq!(files.len(), names.len());

    let mut expected: BTreeMap<i32, BTreeSet<String>> = BTreeMap::new();
    for name in &names {
        let original = inputs.join(name);
        let file = &files[name];
        // The input directory is left alone.
        assert_eq!(
            fs::read(&original).unwrap(),
            fs::read(Path::new(CORPUS).join("inputs").join(name)).unwrap()
        );
        match crash_signal(&binary, &original) {
            Some(signal) => {
                expected.entry(signal).or_default().insert(name.clone());
                assert_eq!(file["status"], "reduced", "{name}: {file}");
                let reduced = fs::read(work.path().join("out").join(name)).unwrap();
                assert!(reduced.len() < fs::metadata(&original).unwrap().len() as usize);
                assert_eq!(file["final_bytes"], reduced.len());
                // The reduced input still crashes the same way.
                let reduced_path = work.path().join("out").join(name);
                assert_eq!(crash_signal(&binary, &reduced_path), Some(signal), "{name}");
            }
            None => {
                assert_eq!(file["status"], "not interesting", "{name}: {file}");
                assert!(!work.path().join("out").join(name).exists());
            }
        }
        // Files finished by the first run were skipped; the others were reduced now.
        let resumed = subset.contains(name);
        assert_eq!(file["resumed"], resumed, "{name}: {file}");
        if resumed {
            assert_eq!(file["tests"], 0, "{name}");
        } else if file["status"] == "reduced" {
            assert!(file["tests"].as_u64().unwrap() > 0, "{name}");
        }
    }
    assert_eq!(expected.len(), 3, "the corpus exercises all three bugs");

    // One group per planted bug, holding exactly the inputs that crash with its signal.
    let groups: BTreeSet<BTreeSet<String>> = summary["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            g["files"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap().to_string())
                .collect()
        })
        .collect();
    let expected_groups: BTreeSet<BTreeSet<String>> = expected.values().cloned().collect();
    assert_eq!(groups, expected_groups);

    // --distinct: one file per group, the group's representative, crashing as its group.
    let distinct: Vec<_> = fs::read_dir(work.path().join("out/distinct"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(distinct.len(), 3);
    let signals: BTreeSet<Option<i32>> =
        distinct.iter().map(|p| crash_signal(&binary, p)).collect();
    assert_eq!(signals, expected.keys().map(|s| Some(*s)).collect());

    // A rerun redoes nothing.
    let again = run_batch(work.path(), &binary, &[]);
    assert_eq!(again["totals"]["tests"], 0);
    assert_eq!(again["totals"]["resumed"], names.len());
    assert_eq!(again["groups"].as_array().unwrap().len(), 3);
}

#[test]
fn hangs_trivial_tests_and_uninteresting_files_do_not_stop_the_batch() {
    let work = tempfile::tempdir().unwrap();
    let inputs = work.path().join("inputs");
    fs::create_dir_all(inputs.join("sub")).unwrap();
    fs::write(inputs.join("a-hang"), "hang\n").unwrap();
    fs::write(inputs.join("b-trivial"), "anything\n").unwrap();
    fs::write(inputs.join("c-plain"), "nothing here\n").unwrap();
    fs::write(inputs.join("sub/d-ok"), "xx ok yy\n").unwrap();
    // The candidate is the only file in the test's directory, under the input's name.
    let test = script(
        work.path(),
        "t.sh",
        "#!/bin/sh\ngrep -q hang ./* && sleep 30\ntest -f b-trivial && exit 0\ngrep -q ok ./* && exit 0\nexit 1\n",
    );
    let out = hedge()
        .current_dir(work.path())
        .args([
            "batch",
            "inputs",
            "-o",
            "out",
            "-j",
            "2",
            "--timeout",
            "0.5",
        ])
        .arg("--test")
        .arg(&test)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let files = by_path(&stats(&work.path().join("out/summary.json")));
    assert_eq!(files["a-hang"]["status"], "timeout");
    assert_eq!(files["b-trivial"]["status"], "error");
    assert!(
        files["b-trivial"]["reason"]
            .as_str()
            .unwrap()
            .contains("empty input")
    );
    assert_eq!(files["c-plain"]["status"], "not interesting");
    assert_eq!(files["sub/d-ok"]["status"], "reduced");
    assert_eq!(
        fs::read_to_string(work.path().join("out/sub/d-ok")).unwrap(),
        "ok"
    );
    let table = stderr(&out);
    for word in ["timeout", "error", "not interesting", "reduced"] {
        assert!(table.contains(word), "no {word} in:\n{table}");
    }
}

#[test]
fn output_inside_the_input_directory_is_refused() {
    let work = tempfile::tempdir().unwrap();
    fs::create_dir_all(work.path().join("inputs")).unwrap();
    fs::write(work.path().join("inputs/x"), "x").unwrap();
    let out = hedge()
        .current_dir(work.path())
        .args(["batch", "inputs", "-o", "inputs/out", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(!work.path().join("inputs/out").exists());
    let out = hedge()
        .current_dir(work.path())
        .args(["batch", "missing", "-o", "out", "--", "true"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

#[test]
fn sigint_keeps_finished_files_and_the_next_run_continues() {
    let work = tempfile::tempdir().unwrap();
    let binary = common::compile_batch_target(work.path());
    let names: Vec<String> = (0..8).map(|i| format!("in-{i}")).collect();
    fs::create_dir_all(work.path().join("inputs")).unwrap();
    for name in &names {
        // Every input is a slow-ish SIGFPE crash: a division by zero among harmless records.
        let mut text = String::from("HDG1\n");
        for i in 0..40 {
            text += &format!("W{}\nT title {i}\n", i + 1);
        }
        text += "S0\n";
        fs::write(work.path().join("inputs").join(name), text).unwrap();
    }
    let mut child = hedge()
        .current_dir(work.path())
        .env("HEDGE_BATCH_TARGET", &binary)
        .args([
            "batch", "inputs", "-o", "out", "-j", "1", "-q", "--match", "crashed", "--",
        ])
        .arg(Path::new(CORPUS).join("crash.sh"))
        .arg("{}")
        .spawn()
        .unwrap();
    let records = work.path().join("out/.hedge-batch");
    let done = || fs::read_dir(&records).map_or(0, |d| d.count());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while done() < 2 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SAFETY: sends a signal to our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));

    let first = by_path(&stats(&work.path().join("out/summary.json")));
    let finished: Vec<&String> = names
        .iter()
        .filter(|n| first[*n]["status"] == "reduced")
        .collect();
    assert!(
        finished.len() >= 2 && finished.len() < names.len(),
        "{first:?}"
    );
    assert!(names.iter().any(|n| first[n]["status"] == "interrupted"));

    let summary = run_batch(work.path(), &binary, &[]);
    let second = by_path(&summary);
    for name in &names {
        assert_eq!(second[name]["status"], "reduced", "{name}");
        assert_eq!(second[name]["resumed"], finished.contains(&name), "{name}");
    }
    assert_eq!(summary["groups"].as_array().unwrap().len(), 1);
}

/// The closing count: a file that was not interesting in the first run is not "done
/// earlier" in the second, and one of anything is not plural.
#[test]
fn the_batch_summary_counts_what_it_says() {
    let work = tempfile::tempdir().unwrap();
    let dir = work.path();
    fs::create_dir(dir.join("crashes")).unwrap();
    fs::write(dir.join("crashes/a"), "x\nKEEP\ny\n").unwrap();
    fs::write(dir.join("crashes/b"), "nothing here\n").unwrap();
    script(
        dir,
        "t.sh",
        "#!/bin/sh\nfor f in *; do grep -q KEEP \"$f\"; exit; done\n",
    );
    let batch = || {
        let out = hedge()
            .current_dir(dir)
            .args(["batch", "crashes", "-o", "out", "--test", "./t.sh"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        stderr(&out)
    };
    let first = batch();
    assert!(
        first.contains("2 files: 1 reduced (0 done earlier), 1 not interesting"),
        "{first}"
    );
    assert!(first.contains("1 group of likely the same bug"), "{first}");
    assert!(first.contains("1 file: a"), "{first}");
    let second = batch();
    assert!(
        second.contains("2 files: 1 reduced (1 done earlier), 1 not interesting"),
        "{second}"
    );
}

/// A reader that fails one assertion on an unbalanced `(` and another on a `@@` marker,
/// as glibc reports them, and aborts.
const READER: &str = "#!/bin/sh\n\
if grep -q '@@' \"$1\"; then\n  \
echo \"reader: lex.c:31: next_token: Assertion \\`c != MARKER' failed.\" >&2\n  kill -ABRT $$\nfi\n\
open=$(tr -cd '(' < \"$1\" | wc -c)\nclose=$(tr -cd ')' < \"$1\" | wc -c)\n\
if [ \"$open\" -gt \"$close\" ]; then\n  \
echo \"reader: parse.c:87: read_group: Assertion \\`depth == 0' failed.\" >&2\n  kill -ABRT $$\nfi\n";

/// Crash files without extensions, prose and C, of two bugs: each file is reduced as its
/// content reads (prose as text, C as C), and the files of one bug form one group though
/// their reduced outputs differ (`(` and `@@` for text; the C files' are in comments,
/// which C keeps whole). Grouped by output, they made five groups.
#[test]
fn crash_files_of_one_bug_form_one_group_whatever_they_are_read_as() {
    let work = tempfile::tempdir().unwrap();
    let inputs = work.path().join("inputs");
    fs::create_dir(&inputs).unwrap();
    let crashes = [
        (
            "crash-01",
            "The reader gives up on a line that opens a paren (like this one\n\
             and never closes it, so the rest of the file is lost.\n",
        ),
        (
            "crash-02",
            "Notes\n\
             # The reader gives up on a line that opens a paren (like this one\n\
             # and never closes it, so the rest of the file is lost.\n",
        ),
        (
            "crash-03",
            "#include <stdio.h>\n\
             /* Reads groups (nested ones too. */\n\
             static int depth(const char *s) {\n    int d = 0;\n    \
             for (; *s; s++)\n        d += (*s == '[') - (*s == ']');\n    return d;\n}\n\
             int main(void) {\n    printf(\"%d\\n\", depth(\"[[]]\"));\n    return 0;\n}\n",
        ),
        (
            "crash-04",
            "#include <stdio.h>\n\
             int main(void) {\n    puts(\"begin\");\n    \
             return 0; // @@ the end of the input\n}\n",
        ),
        (
            "crash-05",
            "The lexer stops at a marker like @@ in the middle of a sentence.\n",
        ),
    ];
    for (name, text) in crashes {
        fs::write(inputs.join(name), text).unwrap();
    }
    let reader = script(work.path(), "reader", READER);
    let out = hedge()
        .current_dir(work.path())
        .args([
            "batch",
            "inputs",
            "-o",
            "out",
            "-j",
            "2",
            "--distinct",
            "--",
        ])
        .arg(&reader)
        .arg("{}")
        .output()
        .unwrap();
    let said = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{said}");
    let summary = stats(&work.path().join("out/summary.json"));
    let files = by_path(&summary);
    for (name, language) in [
        ("crash-01", None),
        ("crash-02", None),
        ("crash-03", Some("c")),
        ("crash-04", Some("c")),
        ("crash-05", None),
    ] {
        assert_eq!(files[name]["status"], "reduced", "{name}: {said}");
        assert_eq!(files[name]["language"].as_str(), language, "{name}: {said}");
    }
    let groups: BTreeSet<BTreeSet<String>> = summary["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| serde_json::from_value(g["files"].clone()).unwrap())
        .collect();
    let expected: BTreeSet<BTreeSet<String>> = [
        &["crash-01", "crash-02", "crash-03"][..],
        &["crash-04", "crash-05"],
    ]
    .iter()
    .map(|g| g.iter().map(|f| f.to_string()).collect())
    .collect();
    assert_eq!(groups, expected, "{said}");
    assert_eq!(
        fs::read_dir(work.path().join("out/distinct"))
            .unwrap()
            .count(),
        2
    );
}
