//! Helpers for driving the real `hedge` binary against real scripts.
#![allow(dead_code)]

pub mod cases;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn hedge() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hedge"))
}

/// Writes an executable script.
pub fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, body).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub fn stats(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Reduces `input` at -j1 with `test` to `out`, and returns the `--stats-json` figures
/// (written beside `out`); fails unless hedge exits 0.
pub fn reduce_with_stats(input: &Path, test: &Path, out: &Path) -> serde_json::Value {
    let stats_path = out.with_extension("stats.json");
    let run = hedge()
        .args(["reduce", "-q", "-j1", "--test"])
        .arg(test)
        .arg("-o")
        .arg(out)
        .arg("--stats-json")
        .arg(&stats_path)
        .arg(input)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    stats(&stats_path)
}

/// The figures of the pass named `name` in `--stats-json` figures.
pub fn pass<'a>(stats: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    stats["passes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["pass"] == name)
        .unwrap_or_else(|| panic!("no pass {name:?} in {stats}"))
}

/// Processes whose command line contains `marker`.
pub fn processes_with(marker: &str) -> Vec<String> {
    let out = Command::new("ps")
        .args(["-eo", "pid,args"])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.contains(marker) && !l.contains("ps -eo"))
        .map(str::to_string)
        .collect()
}

/// Compiles the batch corpus's decoder (`corpus/batch/target.c`) into `dir`.
pub fn compile_batch_target(dir: &Path) -> PathBuf {
    let binary = dir.join("hdg");
    let status = Command::new("gcc")
        .args(["-O0", "-o"])
        .arg(&binary)
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/batch/target.c"))
        .status()
        .unwrap();
    assert!(status.success(), "gcc failed");
    binary
}
