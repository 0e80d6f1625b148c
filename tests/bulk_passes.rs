//! The bulk passes through the real binary on a small preprocessed C++ unit: the bodies
//! of a system header go all at once, and its constexpr bodies after them, in a bounded
//! number of tests even when the test needs one of them; in a Python module, the
//! definitions nothing names go at once too.

mod common;

use common::{pass, reduce_with_stats, script};

/// A unit as `g++ -E` prints it: a system header (line marker flag 3) with plain and
/// constexpr functions, then the user's code, which calls all of them and evaluates one
/// constexpr function in a constant expression.
fn unit() -> String {
    let mut s = String::from("# 1 \"main.cpp\"\n# 1 \"/usr/include/c++/12/lib.h\" 1 3\n");
    for i in 0..24 {
        s.push_str(&format!(
            "int plain{i}(int x) {{ int y = x * {i}; y += {i}; return y; }}\n"
        ));
        s.push_str(&format!(
            "constexpr int folded{i}(int x) {{ int y = x + {i}; y *= 2; return y; }}\n"
        ));
    }
    s.push_str("# 3 \"main.cpp\" 2\nint main() {\n  int t = 0;\n");
    for i in 0..24 {
        s.push_str(&format!("  t += plain{i}(t) + folded{i}(t);\n"));
    }
    s.push_str("  static_assert(folded7(1) == 16, \"MARK\");\n  return t;\n}\n");
    s
}

/// Reduces `unit` in `dir` (to `out.ii`) with a test that wants the static_assert's
/// message and a unit g++ accepts; returns the `--stats-json` figures.
fn reduce(dir: &std::path::Path, unit: &str) -> serde_json::Value {
    let input = dir.join("unit.ii");
    std::fs::write(&input, unit).unwrap();
    let test = script(
        dir,
        "t.sh",
        "#!/bin/sh\ngrep -q MARK unit.ii && g++ -std=c++17 -fsyntax-only unit.ii\n",
    );
    reduce_with_stats(&input, &test, &dir.join("out.ii"))
}

#[test]
fn constexpr_bodies_go_after_the_others_in_few_tests() {
    let dir = tempfile::tempdir().unwrap();
    let stats = reduce(dir.path(), &unit());
    // Every plain body at once: one test.
    let plain = pass(&stats, "empty bodies");
    assert_eq!(plain["tests"], 1, "{plain}");
    assert!(
        plain["bytes_removed"].as_u64().unwrap() > 24 * 20,
        "{plain}"
    );
    // The constexpr bodies: all at once fails (the static_assert needs one), then halves
    // down to sixteenths, never single bodies: at most 1 + 2 + 4 + 8 + 16 tests.
    let later = pass(&stats, "empty later bodies");
    assert!(later["tests"].as_u64().unwrap() <= 31, "{later}");
    // Declared, not emptied: g++ rejects a constexpr function whose body returns
    // nothing, so `{}` would take none of them.
    assert!(
        later["bytes_removed"].as_u64().unwrap() > 12 * 20,
        "{later}"
    );
}

#[test]
fn line_markers_and_blanks_go_in_two_tests_after_the_top_level() {
    let dir = tempfile::tempdir().unwrap();
    // The unit inside a namespace, as libstdc++'s markers are (the top level's deletions
    // do not reach them), with blank runs as `g++ -E` leaves them.
    let unit = format!(
        "namespace n {{\n{}}}\n",
        unit().replace("int main", "int user")
    );
    let spaced = unit.replace("\n", "\n\n\n").replace("{ ", "{      ");
    let stats = reduce(dir.path(), &spaced);
    let early = pass(&stats, "line markers and blanks");
    assert_eq!(early["tests"], 2, "{early}");
    // Four markers and the blank runs, in the first sweep rather than the last tidy.
    assert!(
        early["bytes_removed"].as_u64().unwrap() > 4 * 10 + 100,
        "{early}"
    );
    let out = std::fs::read_to_string(dir.path().join("out.ii")).unwrap();
    assert!(!out.contains("# 1 \""), "{out}");
}

/// A Python module whose class has many methods nothing calls, beside the one whose
/// division fails; the call is at the top level, the methods one level below the class.
fn module_with_unused_methods() -> String {
    let mut s = String::from("class Ledger:\n");
    for i in 0..24 {
        s.push_str(&format!(
            "    def unused_{i}(self, amount):\n        rate = amount * {i} + 1\n        return rate // 3\n\n"
        ));
    }
    s.push_str("    def share(self, total, parts):\n        return total // parts\n\n");
    s.push_str("print(Ledger().share(10, 0))\n");
    s
}

#[test]
fn definitions_nothing_names_go_at_once_in_a_language_without_a_preprocessor() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("ledger.py");
    std::fs::write(&input, module_with_unused_methods()).unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\npython3 ledger.py 2>&1 | grep -q ZeroDivisionError\n",
    );
    let stats = reduce_with_stats(&input, &test, &dir.path().join("out.py"));
    // Below the top level, before its sweep reaches them: every unused method in one
    // candidate (grammars/python.toml's `[definitions]`), and at most one more for what
    // that leaves unused, not one ddmin round after another.
    let unused = pass(&stats, "unused definitions");
    assert!(unused["tests"].as_u64().unwrap() <= 2, "{unused}");
    assert!(
        unused["bytes_removed"].as_u64().unwrap() > 24 * 60,
        "{unused}"
    );
    let out = std::fs::read_to_string(dir.path().join("out.py")).unwrap();
    assert!(!out.contains("unused_"), "{out}");
}
