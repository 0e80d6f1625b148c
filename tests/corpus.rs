//! Every case in `corpus/{c,python,text}` reduces with the real binary and the case's own
//! `test.sh` to a result that is still interesting and within the case's recorded bound.
//!
//! Cases whose tests compile and run programs take many minutes; `case.toml` gives them a
//! `ci_seconds` budget, after which the test interrupts hedge with SIGINT, as a user would,
//! and checks the best result so far. The other cases run to the end twice, with one test
//! at a time and with four, and must give byte-identical results.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::{hedge, stderr};

struct Case {
    dir: PathBuf,
    input: String,
    max_bytes: u64,
    ci_seconds: Option<u64>,
}

fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut cases = Vec::new();
    for group in ["c", "python", "text"] {
        let mut dirs: Vec<PathBuf> = fs::read_dir(root.join(group))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        dirs.sort();
        for dir in dirs {
            let toml: toml::Table = fs::read_to_string(dir.join("case.toml"))
                .unwrap()
                .parse()
                .unwrap();
            let input = fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .find(|name| name.starts_with("input."))
                .unwrap_or_else(|| panic!("{} has no input file", dir.display()));
            let max_bytes = toml["max_bytes"].as_integer().unwrap() as u64;
            let ci_seconds = toml
                .get("ci_seconds")
                .map(|v| v.as_integer().unwrap() as u64);
            cases.push(Case {
                dir,
                input,
                max_bytes,
                ci_seconds,
            });
        }
    }
    cases
}

/// Runs `test.sh` on `candidate` the way hedge does: in a fresh directory, under the
/// input's name.
fn is_interesting(case: &Case, candidate: &[u8]) -> bool {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(&case.input), candidate).unwrap();
    std::process::Command::new(case.dir.join("test.sh"))
        .current_dir(dir.path())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap()
        .success()
}

/// Reduces the case with `jobs` tests at once; with a budget, interrupts hedge when it
/// runs out.
fn reduce(case: &Case, jobs: &str, budget: Option<u64>) -> (Vec<u8>, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join(&case.input);
    fs::copy(case.dir.join(&case.input), &input).unwrap();
    let mut child = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "-q",
            "-j",
            jobs,
            "-o",
            "out",
            "--stats-json",
            "stats.json",
            "--test",
        ])
        .arg(case.dir.join("test.sh"))
        .arg(&input)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = budget.map(|s| Instant::now() + Duration::from_secs(s));
    let mut interrupted = false;
    while child.try_wait().unwrap().is_none() {
        if !interrupted && deadline.is_some_and(|d| Instant::now() >= d) {
            // SAFETY: sends a signal to our own child.
            unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
            interrupted = true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let out = child.wait_with_output().unwrap();
    // An interrupt may land just as hedge finishes on its own.
    let code = out.status.code();
    assert!(
        code == Some(0) || (interrupted && code == Some(130)),
        "{}: {code:?} {}",
        case.dir.display(),
        stderr(&out)
    );
    let stats = common::stats(&dir.path().join("stats.json"));
    (fs::read(dir.path().join("out")).unwrap(), stats)
}

#[test]
fn every_corpus_case_reduces_within_its_bound_and_is_deterministic() {
    let mut failures = Vec::new();
    for case in cases() {
        let name = case
            .dir
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap()
            .display()
            .to_string();
        let original = fs::read(case.dir.join(&case.input)).unwrap();
        assert!(
            is_interesting(&case, &original),
            "{name}: the original input is not interesting"
        );
        let (one, stats) = reduce(
            &case,
            if case.ci_seconds.is_some() { "2" } else { "1" },
            case.ci_seconds,
        );
        let four = match case.ci_seconds {
            Some(_) => one.clone(),
            None => reduce(&case, "4", None).0,
        };
        eprintln!(
            "{name}: {} -> {} bytes, {} -> {} tokens, {} tests, {:.1}s",
            stats["original_bytes"],
            stats["final_bytes"],
            stats["original_tokens"],
            stats["final_tokens"],
            stats["tests_run"],
            stats["wall_seconds"].as_f64().unwrap()
        );
        if !is_interesting(&case, &one) {
            failures.push(format!("{name}: the result is not interesting"));
        }
        if one.len() as u64 > case.max_bytes {
            failures.push(format!(
                "{name}: {} bytes, bound {}",
                one.len(),
                case.max_bytes
            ));
        }
        if one != four {
            failures.push(format!("{name}: -j1 and -j4 give different results"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
