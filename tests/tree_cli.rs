//! `hedge reduce` on a directory and on several files, with the real binary and real
//! scripts: what the test sees, what the output holds (also when interrupted), and what
//! hedge refuses.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{hedge, script, stderr};
use hedge::files::{FileTree, read_inputs, write_tree};

/// A project: a file with the needle among others, a header that must exist, build
/// outputs and version control that hedge must not copy.
fn project(root: &Path) {
    let files = [
        (
            "notes/a.txt",
            "alpha\nbeta\nthe needle is here\ngamma\ndelta\n",
        ),
        ("include/b.h", "#define B 1\nint b(void);\n"),
        ("src/c.c", "int c(void) { return 3; }\n"),
        ("src/d.c", "int d(void) { return 4; }\n"),
        ("README", "A project.\n"),
        ("target/debug/built", "binary\n"),
        (".git/HEAD", "ref: refs/heads/main\n"),
    ];
    for (name, text) in files {
        let path = root.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

/// The tree in `dir`, as hedge reads it (its output marker left out).
fn tree_in(dir: &Path) -> FileTree {
    read_inputs(&[dir.to_path_buf()]).unwrap().tree
}

fn names(tree: &FileTree) -> Vec<&str> {
    tree.files.keys().map(String::as_str).collect()
}

/// Interesting when the needle is in notes/a.txt and include/b.h exists; fails when build
/// outputs or version control are in the test's directory.
const NEEDLE_TEST: &str = "#!/bin/sh\n\
    [ ! -e target ] && [ ! -e .git ] || exit 3\n\
    [ -f include/b.h ] && grep -q needle notes/a.txt\n";

#[test]
fn a_directory_reduces_to_the_files_the_test_needs_and_the_input_stays() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("proj");
    project(&input);
    let before = tree_in(&input);
    let test = script(dir.path(), "test.sh", NEEDLE_TEST);
    let stats = dir.path().join("stats.json");
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "proj", "--test"])
        .arg(&test)
        .arg("--stats-json")
        .arg(&stats)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = tree_in(&dir.path().join("proj.reduced"));
    assert_eq!(names(&result), ["include/b.h", "notes/a.txt"]);
    assert_eq!(result.files["include/b.h"], b"");
    assert_eq!(result.files["notes/a.txt"], b"needle");
    // The input is as it was, build outputs and version control included.
    assert_eq!(tree_in(&input), before);
    assert!(input.join("target/debug/built").is_file() && input.join(".git/HEAD").is_file());
    let summary = stderr(&out);
    assert!(summary.contains("2 of 5 files left"), "{summary}");
    let stats = common::stats(&stats);
    let figures = stats["files"].as_array().unwrap();
    assert_eq!(figures.len(), 5);
    let readme = figures.iter().find(|f| f["path"] == "README").unwrap();
    assert!(readme["final_bytes"].is_null());
    assert_eq!(stats["final_bytes"], 6);
}

/// Several files keep their paths below the directory holding them; `{}` is the test's
/// directory.
#[test]
fn several_files_keep_their_relative_paths_and_braces_name_the_directory() {
    let dir = tempfile::tempdir().unwrap();
    project(&dir.path().join("proj"));
    let out = hedge()
        .current_dir(dir.path().join("proj"))
        .args(["reduce", "notes/a.txt", "include/b.h", "src/c.c", "-o"])
        .arg(dir.path().join("out"))
        .args([
            "--",
            "sh",
            "-c",
            "grep -q needle \"$1/notes/a.txt\" && test -f \"$1/src/c.c\"",
            "sh",
            "{}",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = tree_in(&dir.path().join("out"));
    assert_eq!(names(&result), ["notes/a.txt", "src/c.c"]);
    assert_eq!(result.files["src/c.c"], b"");
}

/// Whatever a test leaves in its directory is gone before the next candidate: a test
/// that fails when it finds its own leftovers still reduces.
#[test]
fn what_a_test_writes_in_its_directory_does_not_reach_the_next_candidate() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("proj");
    project(&input);
    let test = script(
        dir.path(),
        "test.sh",
        "#!/bin/sh\n[ ! -e leftover ] && [ ! -e notes/leftover ] || exit 5\n\
         touch leftover notes/leftover\ngrep -q needle notes/a.txt\n",
    );
    let out = hedge()
        .args(["reduce", "-j2", "--progress", "json", "--test"])
        .arg(&test)
        .arg(&input)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = tree_in(&dir.path().join("proj.reduced"));
    assert_eq!(names(&result), ["notes/a.txt"]);
    assert_eq!(result.files["notes/a.txt"], b"needle");
    // The JSON progress gives each file's size at each improvement.
    let last_improvement = stderr(&out)
        .lines()
        .rfind(|line| line.contains("\"improved\""))
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .unwrap();
    assert_eq!(
        last_improvement["files"]["notes/a.txt"], 6,
        "{last_improvement}"
    );
}

/// The empty tree (every file deleted) is refused up front when the test accepts it,
/// and is the result with --allow-trivial.
#[test]
fn deleting_every_file_needs_allow_trivial() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("proj");
    project(&input);
    let test = script(dir.path(), "test.sh", "#!/bin/sh\nexit 0\n");
    let run = |extra: &[&str]| {
        hedge()
            .current_dir(dir.path())
            .args(["reduce", "proj", "--force", "--test"])
            .arg(&test)
            .args(extra)
            .output()
            .unwrap()
    };
    let refused = run(&[]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("empty tree"),
        "{}",
        stderr(&refused)
    );
    assert!(!dir.path().join("proj.reduced").exists());
    let allowed = run(&["--allow-trivial"]);
    assert!(allowed.status.success(), "{}", stderr(&allowed));
    assert!(tree_in(&dir.path().join("proj.reduced")).is_empty());
}

/// SIGINT in the middle: exit 130, and the output directory holds a complete tree that
/// the test finds interesting, smaller than the input.
#[test]
fn an_interrupted_reduction_leaves_a_complete_interesting_tree() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("proj");
    project(&input);
    // Many lines, so that the reduction is still running when interrupted.
    let lines: String = (0..400).map(|i| format!("line {i}\n")).collect();
    std::fs::write(input.join("notes/long.txt"), lines).unwrap();
    let slow = format!(
        "#!/bin/sh\nsleep 0.05\n{}",
        &NEEDLE_TEST["#!/bin/sh\n".len()..]
    );
    let test = script(dir.path(), "test.sh", &slow);
    let child = hedge()
        .current_dir(dir.path())
        .args(["reduce", "proj", "-j2", "--test"])
        .arg(&test)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let output = dir.path().join("proj.reduced");
    // Interrupted once the output has improved at least once, while the long file is
    // still being worked on.
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        let improved = output.is_dir() && !tree_in(&output).files.contains_key("README");
        if improved {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // SAFETY: sends a signal to our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    let result = tree_in(&output);
    assert!(result.content_bytes() < tree_in(&input).content_bytes());
    let check = tempfile::tempdir().unwrap();
    write_tree(check.path(), &result).unwrap();
    let status = Command::new(&test)
        .current_dir(check.path())
        .status()
        .unwrap();
    assert!(
        status.success(),
        "the output is not interesting: {result:?}"
    );
}

#[test]
fn in_place_moves_the_directory_aside_whole() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("proj");
    project(&input);
    let before = tree_in(&input);
    let test = script(dir.path(), "test.sh", NEEDLE_TEST);
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "-i", "proj", "--test"])
        .arg(&test)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let saved = dir.path().join("proj.orig");
    assert_eq!(tree_in(&saved), before);
    assert!(
        saved.join(".git/HEAD").is_file(),
        "version control moved with it"
    );
    assert_eq!(names(&tree_in(&input)), ["include/b.h", "notes/a.txt"]);
    // A second run would need the backup's name: refused, nothing touched.
    let again = hedge()
        .current_dir(dir.path())
        .args(["reduce", "-i", "proj", "--test"])
        .arg(&test)
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(1), "{}", stderr(&again));
    assert!(stderr(&again).contains("proj.orig"), "{}", stderr(&again));
    assert_eq!(tree_in(&saved), before);
}

/// Outputs that would touch an input or a directory hedge did not make are refused
/// before any test runs; an earlier result is replaced only with --force.
#[test]
fn outputs_that_are_not_hedges_to_write_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("proj");
    project(&input);
    let before = tree_in(&input);
    let test = script(dir.path(), "test.sh", NEEDLE_TEST);
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(dir.path().join("mine/keep"), "mine").unwrap();
    let run = |extra: &[&str]| {
        hedge()
            .current_dir(dir.path())
            .args(["reduce", "proj", "--test"])
            .arg(&test)
            .args(extra)
            .output()
            .unwrap()
    };
    for (flags, says) in [
        (&["-o", "proj/out"][..], "never writes over its inputs"),
        (&["-o", "proj"], "never writes over its inputs"),
        (&["-o", "mine"], "not made by hedge"),
        (&["-o", "."], "never writes over its inputs"),
        (&["--lang", "c"], "--lang"),
    ] {
        let out = run(flags);
        assert_eq!(out.status.code(), Some(1), "{flags:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{flags:?}: {}", stderr(&out));
    }
    assert_eq!(
        std::fs::read(dir.path().join("mine/keep")).unwrap(),
        b"mine"
    );
    assert_eq!(tree_in(&input), before);
    assert!(run(&[]).status.success());
    let again = run(&[]);
    assert_eq!(again.status.code(), Some(1));
    assert!(stderr(&again).contains("--force"), "{}", stderr(&again));
    assert!(run(&["--force"]).status.success());
}

/// A parameter whose declaration, definition and calls are in three files goes in one
/// change, which no file's own passes can make (gcc -Wall -Werror links the program, and
/// the header keeps a prototype with parameters, which both sources must still include,
/// so none of the three can change alone).
#[test]
fn a_parameter_goes_with_its_arguments_across_files() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p");
    std::fs::create_dir(&input).unwrap();
    let files = [
        ("util.h", "int add(int a, int b, int c);\n"),
        (
            "util.c",
            "#include \"util.h\"\nint add(int a, int b, int c) { return a + b; }\n",
        ),
        (
            "main.c",
            "#include \"util.h\"\nint main(void) { return add(1, 2, 3); }\n",
        ),
    ];
    for (name, text) in files {
        std::fs::write(input.join(name), text).unwrap();
    }
    let test = script(
        dir.path(),
        "test.sh",
        "#!/bin/sh\n[ -f main.c ] && [ -f util.c ] && grep -q 'add(' main.c && grep -q 'a + b' util.c || exit 1\n\
         grep -q 'int add(int' util.h && grep -q 'include \"util.h\"' main.c && grep -q 'include \"util.h\"' util.c || exit 1\n\
         t=$(mktemp -d); trap 'rm -rf \"$t\"' EXIT\ngcc -Wall -Werror -o \"$t/x\" main.c util.c\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "p", "-v", "--test"])
        .arg(&test)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("changes across files, c"),
        "{}",
        stderr(&out)
    );
    let result = tree_in(&dir.path().join("p.reduced"));
    let main = String::from_utf8_lossy(&result.files["main.c"]).into_owned();
    let call = &main[main.find("add(").unwrap()..];
    let arguments = call[..call.find(')').unwrap()].matches(',').count() + 1;
    assert_eq!(arguments, 2, "{result:?}");
    let util = String::from_utf8_lossy(&result.files["util.c"]).into_owned();
    assert!(!util.contains("int c"), "{util}");
}
