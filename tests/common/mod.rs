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
