//! Grammars loaded at run time (`--grammar LIB --rules FILE`), end to end: Lua, a
//! language hedge does not embed, is built here from the tree-sitter-lua crate's
//! `src/parser.c` with `cc`, and a real Lua failure reduces by its tree. Broken grammars
//! and rules files are refused with a clear message and exit 1.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{hedge, script, stderr};

/// The scheduler's failure: a job without a weight reaches the sum.
const WEIGHT_TEST: &str = "#!/bin/sh\n\
    lua5.4 input.lua 2>&1 | grep -q \"attempt to perform arithmetic on a nil value (field 'weight')\"\n";

/// The tree-sitter-lua crate's directory, as cargo resolved the dev-dependency.
fn lua_crate_dir() -> PathBuf {
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "cargo metadata: {}", stderr(&out));
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let package = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "tree-sitter-lua")
        .expect("tree-sitter-lua is a dev-dependency");
    Path::new(package["manifest_path"].as_str().unwrap())
        .parent()
        .unwrap()
        .to_owned()
}

/// Compiles C sources into a shared library named `name` in a directory of its own.
fn shared_library(name: &str, sources: &[PathBuf], include: Option<&Path>) -> PathBuf {
    let dir = tempfile::tempdir().unwrap().keep();
    let library = dir.join(name);
    let mut cc = Command::new("cc");
    cc.args(["-shared", "-fPIC", "-O1", "-o"]).arg(&library);
    if let Some(include) = include {
        cc.arg("-I").arg(include);
    }
    let out = cc.args(sources).output().expect("cc runs");
    assert!(out.status.success(), "cc: {}", stderr(&out));
    library
}

/// The Lua grammar, built once, with its node-types.json beside it.
fn lua_grammar() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let src = lua_crate_dir().join("src");
        let library = shared_library(
            "libtree-sitter-lua.so",
            &[src.join("parser.c"), src.join("scanner.c")],
            Some(&src),
        );
        std::fs::copy(
            src.join("node-types.json"),
            library.with_file_name("node-types.json"),
        )
        .unwrap();
        library
    })
}

fn lua_rules() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/lua/rules.toml")
}

fn scheduler() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lua/scheduler.lua"),
    )
    .unwrap()
}

/// Reduces `source` as input.lua with the Lua grammar (and `rules`, if any) and the test
/// script `test`; checks and returns the result.
fn reduce_lua(source: &str, test: &str, rules: Option<&Path>) -> String {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.lua");
    std::fs::write(&input, source).unwrap();
    let test = script(dir.path(), "test.sh", test);
    let output = dir.path().join("reduced.lua");
    let mut command = hedge();
    command
        .arg("reduce")
        .arg(&input)
        .arg("--grammar")
        .arg(lua_grammar())
        .arg("--test")
        .arg(&test)
        .arg("-o")
        .arg(&output)
        // Deleting a loop's exit makes a program run forever; don't wait 30 s for it.
        .args(["--timeout", "2", "-q"]);
    if let Some(rules) = rules {
        command.arg("--rules").arg(rules);
    }
    let out = command.output().unwrap();
    assert!(out.status.success(), "hedge: {}", stderr(&out));

    // The result still fails the same way.
    let check = tempfile::tempdir().unwrap();
    std::fs::copy(&output, check.path().join("input.lua")).unwrap();
    let status = Command::new(&test)
        .current_dir(check.path())
        .status()
        .unwrap();
    assert!(status.success(), "the result is not interesting");
    std::fs::read_to_string(&output).unwrap()
}

#[test]
fn a_lua_failure_reduces_by_the_loaded_grammar() {
    let original = scheduler();
    let reduced = reduce_lua(&original, WEIGHT_TEST, Some(&lua_rules()));
    eprintln!("lua: {} bytes -> {}", original.len(), reduced.len());
    // The failing sum stays; most of the 127-line program goes.
    assert!(reduced.contains(".weight"), "{reduced}");
    assert!(reduced.len() * 10 < original.len(), "{reduced}");
}

#[test]
fn the_rules_replacements_apply_to_a_loaded_grammar() {
    // Only `boom()` matters, but it sits inside two `if`s whose conditions must hold:
    // deleting subtrees cannot take a body out of its `if`; the rule `if -> body` can.
    let source = "local a, b = 1, 2\nif a > 0 then\n  if b > 0 then\n    boom()\n  end\nend\n";
    let test = "#!/bin/sh\nlua5.4 input.lua 2>&1 | grep -q \"attempt to call a nil value (global 'boom')\"\n";
    let deletion_only = reduce_lua(source, test, None);
    assert!(deletion_only.contains("if"), "{deletion_only}");
    let with_rules = reduce_lua(source, test, Some(&lua_rules()));
    assert_eq!(with_rules.trim(), "boom()");
}

#[test]
fn parse_shows_the_loaded_grammars_kinds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.lua");
    std::fs::write(&file, "if n > 1 then print(n) end\n").unwrap();
    let out = hedge()
        .arg("parse")
        .arg(&file)
        .arg("--grammar")
        .arg(lua_grammar())
        .arg("--rules")
        .arg(lua_rules())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let tree = String::from_utf8(out.stdout).unwrap();
    assert!(tree.contains("if_statement"), "{tree}");
    assert!(tree.contains("condition: binary_expression"), "{tree}");
}

/// Runs `hedge parse` with `args` on a small Lua file; it must fail with exit 1, no
/// panic, and a message containing `expected`.
fn refused(args: &[&std::ffi::OsStr], expected: &str) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.lua");
    std::fs::write(&file, "print(1)\n").unwrap();
    let out = hedge().arg("parse").arg(&file).args(args).output().unwrap();
    let message = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    assert!(
        message.contains(expected),
        "expected {expected:?} in: {message}"
    );
}

#[test]
fn a_garbled_rules_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("rules.toml");
    std::fs::write(&rules, "separators = [\",\"\n[classes\n").unwrap();
    refused(
        &[
            "--grammar".as_ref(),
            lua_grammar().as_os_str(),
            "--rules".as_ref(),
            rules.as_os_str(),
        ],
        "is not valid",
    );
    // Valid TOML, but a key the format does not have.
    std::fs::write(&rules, "separator = [\",\"]\n").unwrap();
    refused(
        &[
            "--grammar".as_ref(),
            lua_grammar().as_os_str(),
            "--rules".as_ref(),
            rules.as_os_str(),
        ],
        "unknown field `separator`",
    );
}

#[test]
fn rules_naming_what_the_grammar_lacks_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("rules.toml");
    std::fs::write(
        &rules,
        "[classes]\nloop = [\"while_statement\", \"whle_statement\"]\n\
         [transforms]\nif_statement = [{ field = \"consequense\" }]\n",
    )
    .unwrap();
    refused(
        &[
            "--grammar".as_ref(),
            lua_grammar().as_os_str(),
            "--rules".as_ref(),
            rules.as_os_str(),
        ],
        "classes.loop: kind \"whle_statement\"; transforms.if_statement: field \"consequense\"",
    );
}

#[test]
fn a_missing_grammar_library_is_refused() {
    refused(
        &[
            "--grammar".as_ref(),
            "no/such/libtree-sitter-lua.so".as_ref(),
        ],
        "cannot load the grammar library no/such/libtree-sitter-lua.so: no such file",
    );
    // A file that is not a shared library at all.
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("libtree-sitter-lua.so");
    std::fs::write(&fake, "not a library").unwrap();
    refused(
        &["--grammar".as_ref(), fake.as_os_str()],
        "cannot load the grammar library",
    );
}

#[test]
fn a_library_without_the_grammar_symbol_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("other.c");
    std::fs::write(&source, "int tree_sitter_other_thing(void) { return 0; }\n").unwrap();
    let library = shared_library("libtree-sitter-toml.so", &[source], None);
    refused(
        &["--grammar".as_ref(), library.as_os_str()],
        "has no symbol tree_sitter_toml",
    );
    // The Lua grammar under a name it does not export.
    refused(
        &[
            "--grammar".as_ref(),
            lua_grammar().as_os_str(),
            "--lang".as_ref(),
            "luau".as_ref(),
        ],
        "has no symbol tree_sitter_luau",
    );
}

#[test]
fn a_grammar_of_another_abi_is_refused() {
    // A language whose header says ABI 99: the first field of tree-sitter's TSLanguage.
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("future.c");
    std::fs::write(
        &source,
        "static const unsigned int language[64] = {99};\n\
         const void *tree_sitter_future(void) { return language; }\n",
    )
    .unwrap();
    let library = shared_library("libtree-sitter-future.so", &[source], None);
    refused(
        &["--grammar".as_ref(), library.as_os_str()],
        "was generated for tree-sitter ABI 99",
    );
}

#[test]
fn rules_need_a_grammar() {
    let out = hedge()
        .args(["parse", "x.lua", "--rules", "rules.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--grammar"), "{}", stderr(&out));
}
