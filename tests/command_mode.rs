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

/// A loop that runs off its list's end: the candidates that drop `i += 1` loop forever.
const TOTAL_PY: &str = r#"def total(items):
    s = 0
    i = 0
    while i <= len(items):
        s += items[i]
        i += 1
    return s


def report(groups):
    for name in groups:
        print(name, total(groups[name]))


report({"a": [1, 2], "b": [3]})
"#;

/// With no --timeout, a test may run 10 × the original's slowest run, at least 2 s: the
/// candidates that loop cost what they cost with `--timeout 2` (with 30 s each, seven of
/// them, each run twice, cost minutes), and the result is the same.
#[test]
fn candidates_that_loop_cost_a_timeout_derived_from_the_original() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("total.py"), TOTAL_PY).unwrap();
    let reduce = |name: &str, flags: &[&str]| {
        let out = hedge()
            .current_dir(dir.path())
            .args(["reduce", "total.py", "-j", "2", "-o", name])
            .args(["--stats-json", &format!("{name}.json")])
            .args(flags)
            .args(["--", "python3", "{}"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let stats: serde_json::Value =
            serde_json::from_slice(&fs::read(dir.path().join(format!("{name}.json"))).unwrap())
                .unwrap();
        (
            fs::read(dir.path().join(name)).unwrap(),
            stats,
            stderr(&out),
        )
    };
    let (given, given_stats, _) = reduce("given.py", &["--timeout", "2"]);
    let (derived, derived_stats, said) = reduce("derived.py", &[]);
    assert_eq!(given, derived);
    assert!(
        derived_stats["timeouts"].as_u64().unwrap() > 0,
        "{derived_stats}"
    );
    assert_eq!(derived_stats["timeout_derived"], true);
    // 10 x the original's run, at least 2 s: the floor, unless a busy machine slowed
    // the original's run past 0.2 s.
    let timeout = derived_stats["timeout_seconds"].as_f64().unwrap();
    assert!((2.0..4.0).contains(&timeout), "{derived_stats}");
    assert!(
        said.contains(&format!("hedge: each test may run {timeout:.1} s")),
        "{said}"
    );
    let seconds = |stats: &serde_json::Value| stats["wall_seconds"].as_f64().unwrap();
    assert!(
        seconds(&derived_stats) < 3.0 * seconds(&given_stats),
        "{} s with no --timeout against {} s with --timeout 2",
        seconds(&derived_stats),
        seconds(&given_stats)
    );
}
