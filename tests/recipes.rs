//! Every shell example of docs/recipes.md, run as written: each ```sh block is read from
//! the file and run by `sh -e` in a directory holding the files it names, with the
//! `hedge` under test first in `PATH`. What the blocks cannot have here is stood in for:
//! `gcc` by a script that reports an internal compiler error for a marked file (and is
//! the real gcc otherwise), `./target` by a script that reports a heap-buffer-overflow
//! for a marked file. The shard block's `/shared` becomes a directory of the test, and
//! its first line runs for every shard from 0/16 to 15/16 before the merge, as its
//! comment says. The `git bisect run` block needs a compiler's history and is only
//! checked to be there; the Rust block is the crate's documentation example, which
//! `cargo test --doc` runs.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

use common::script;

/// The ```sh blocks of docs/recipes.md.
fn sh_blocks() -> Vec<String> {
    let text =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/recipes.md")).unwrap();
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        match (&mut current, line.trim_end()) {
            (None, "```sh") => current = Some(String::new()),
            (Some(block), "```") => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            (Some(block), line) => {
                block.push_str(line);
                block.push('\n');
            }
            (None, _) => {}
        }
    }
    blocks
}

/// Runs `block` with `sh -e` in `dir`, `dir/bin` and hedge's directory first in `PATH`.
fn run_block(dir: &Path, block: &str) {
    let hedge_dir = Path::new(env!("CARGO_BIN_EXE_hedge")).parent().unwrap();
    let path = format!(
        "{}:{}:{}",
        dir.join("bin").display(),
        hedge_dir.display(),
        std::env::var("PATH").unwrap()
    );
    let out = Command::new("sh")
        .args(["-e", "-c", block])
        .current_dir(dir)
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{block}\nfailed: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        common::stderr(&out)
    );
}

/// A `gcc` that reports an internal compiler error on a file holding `crashme`.
fn stand_in_gcc(dir: &Path) {
    fs::create_dir_all(dir.join("bin")).unwrap();
    script(
        &dir.join("bin"),
        "gcc",
        "#!/bin/sh\nfor a; do case $a in *.c) grep -q crashme \"$a\" && \
         { echo \"$a:2:1: internal compiler error: Segmentation fault\" >&2; exit 1; };; esac; done\n\
         exec /usr/bin/gcc \"$@\"\n",
    );
}

/// A fuzzing target that reports a heap-buffer-overflow on a file holding `BUG`.
fn stand_in_target(dir: &Path) {
    script(
        dir,
        "target",
        "#!/bin/sh\ngrep -q BUG \"$1\" || exit 0\n\
         echo 'ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020' >&2\nexit 1\n",
    );
    fs::create_dir_all(dir.join("crashes")).unwrap();
    fs::write(dir.join("crashes/a"), "xx\nyy BUG zz\nww\n").unwrap();
    fs::write(dir.join("crashes/b"), "1 2 3\nBUG\n4 5 6\n").unwrap();
}

fn block_with(needle: &str) -> String {
    let blocks = sh_blocks();
    let found: Vec<_> = blocks.iter().filter(|b| b.contains(needle)).collect();
    assert_eq!(found.len(), 1, "one block with {needle:?} in {blocks:#?}");
    found[0].clone()
}

#[test]
fn the_gcc_crash_recipe_runs() {
    let dir = tempfile::tempdir().unwrap();
    stand_in_gcc(dir.path());
    fs::write(
        dir.path().join("crash.c"),
        "int a;\nint crashme;\nint f(void) { return a; }\n",
    )
    .unwrap();
    run_block(dir.path(), &block_with("internal compiler error"));
    let reduced = fs::read_to_string(dir.path().join("crash.reduced.c")).unwrap();
    assert!(reduced.contains("crashme"), "{reduced}");
    assert!(!reduced.contains("return"), "{reduced}");
}

#[test]
fn the_python_recipe_runs() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("report.py"),
        "import os\nx = 1\ndef f():\n    return 1 / 0\ny = 2\nf()\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("config.ini"),
        "[main]\nname = a\nsize = 3\n[other]\nkey = v\n[main2]\nname = b\nname = c\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("load.py"),
        "import configparser, sys\nconfigparser.ConfigParser().read(sys.argv[1])\n",
    )
    .unwrap();
    run_block(dir.path(), &block_with("python3 load.py"));
    let ini = fs::read_to_string(dir.path().join("config.reduced.ini")).unwrap();
    assert!(ini.len() < 30, "{ini}");
    assert!(dir.path().join("report.reduced.py").exists());
}

#[test]
fn the_fuzzer_corpus_recipe_runs() {
    let dir = tempfile::tempdir().unwrap();
    stand_in_target(dir.path());
    let block = block_with("hedge batch crashes/ -o crashes.reduced");
    run_block(dir.path(), &block);
    let summary = common::stats(&dir.path().join("crashes.reduced/summary.json"));
    assert_eq!(summary["totals"]["reduced"], 2, "{summary}");
}

#[test]
fn the_shard_recipe_runs() {
    let dir = tempfile::tempdir().unwrap();
    stand_in_target(dir.path());
    let block = block_with("--shard 3/16");
    let shared = dir.path().join("shared");
    fs::create_dir(&shared).unwrap();
    let block = block.replace("/shared", &shared.to_string_lossy());
    let mut lines = block.lines();
    let shard = lines.next().unwrap();
    let merge: String = lines.collect::<Vec<_>>().join("\n");
    for k in 0..16 {
        run_block(dir.path(), &shard.replace("3/16", &format!("{k}/16")));
    }
    run_block(dir.path(), &merge);
    assert!(shared.join("crashes.reduced/distinct").is_dir());
}

#[test]
fn the_regression_recipe_runs() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("old.c"), "int a;\nint b;\nint c;\n").unwrap();
    fs::write(dir.path().join("new.c"), "int a;\nint bad;\nint c2;\n").unwrap();
    // The candidate is written as new.c; exit 0 means it still fails (holds `bad`).
    script(dir.path(), "test.sh", "#!/bin/sh\ngrep -q bad new.c\n");
    run_block(dir.path(), &block_with("hedge isolate"));
    let patch = fs::read_to_string(dir.path().join("why/diff.patch")).unwrap();
    assert!(patch.contains("bad"), "{patch}");
    assert!(!patch.contains("c2"), "{patch}");
}

#[test]
fn the_git_bisect_recipe_is_there() {
    let block = block_with("git bisect run");
    assert!(block.contains("hedge reduce crash.c --test ./test.sh -q -o"));
}

/// The README's 30-second example: its `$` commands (but the last, which shows the
/// result) in a directory where `corpus` is the repository's, with `test.sh` the script
/// the README shows above them.
#[test]
fn the_readme_example_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let example = &readme[readme.find("## A 30-second example").unwrap()..];
    let example = &example[..example[3..].find("\n## ").unwrap() + 3];
    let commands: Vec<&str> = example
        .lines()
        .filter_map(|l| l.strip_prefix("$ "))
        .filter(|l| !l.starts_with("cat "))
        .collect();
    let script_start = example.find("```sh\n").unwrap() + "```sh\n".len();
    let script_text = &example[script_start..];
    let script_text = &script_text[..script_text.find("```").unwrap()];

    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(root.join("corpus"), dir.path().join("corpus")).unwrap();
    fs::write(dir.path().join("test.sh"), script_text).unwrap();
    run_block(dir.path(), &commands.join("\n"));
    let reduced = fs::read_to_string(dir.path().join("input.reduced.c")).unwrap();
    assert!(reduced.contains("printf"), "{reduced}");
    assert!(reduced.len() < 400, "{reduced}");
}
