//! `-- CMD`: a candidate is interesting when the command fails the same way as on the
//! original input.

mod common;

use std::fs;

use common::{hedge, stderr};

/// A Python program whose last group is empty: `mean` divides by zero.
const STATS_PY: &str = r#"import sys


def mean(values):
    total = 0
    for v in values:
        total += v
    return total / len(values)


def report(groups):
    lines = []
    for name, values in groups.items():
        lines.append(f"{name}: {mean(values):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    data = {"a": [1, 2, 3], "b": [4, 5], "empty": []}
    print(report(data))
"#;

/// Exit status 1 alone would accept a SyntaxError (hedge once reduced this program to
/// `(`); the kind of the last error line must stay ZeroDivisionError, raised in `mean`
/// called from `report` (the script is the input: its frames say where the bug is).
#[test]
fn a_python_crash_keeps_its_exception_not_just_its_exit_status() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("stats.py"), STATS_PY).unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "stats.py", "-q", "--", "python3", "{}"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let reduced = dir.path().join("stats.reduced.py");
    // `def mean():\n    0 / 0\n\ndef report():\n    mean()\nreport()`
    assert!(fs::metadata(&reduced).unwrap().len() < 70);
    let run = std::process::Command::new("python3")
        .arg(&reduced)
        .output()
        .unwrap();
    let err = stderr(&run);
    assert!(
        err.trim_end()
            .lines()
            .last()
            .unwrap()
            .starts_with("ZeroDivisionError:"),
        "{err}"
    );
    let frames: Vec<&str> = err.lines().filter(|l| l.starts_with("  File ")).collect();
    assert!(frames.len() >= 2, "{err}");
    assert!(frames[frames.len() - 1].ends_with(", in mean"), "{err}");
    assert!(frames[frames.len() - 2].ends_with(", in report"), "{err}");
}

/// AFL's `@@` works as `{}` does.
#[test]
fn at_at_stands_for_the_candidate() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a b KEEP c d\n").unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "in.txt", "-q", "--", "grep", "-q", "KEEP", "@@"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap(),
        "KEEP"
    );
}
