//! The preprocessor layer of C through the real binary: bad macro bodies never crash
//! hedge or make it loop, a use is expanded when only the expansion is interesting, and
//! a local header next to the input is inlined.

mod common;

use std::path::Path;
use std::process::Output;

use common::{script, stderr};

/// Reduces `source` (as input.c in a fresh directory) with a test whose body is `test`,
/// bounded by `timeout`; returns the run and the result.
fn reduce(dir: &Path, source: &str, test: &str) -> (Output, String) {
    let input = dir.join("input.c");
    std::fs::write(&input, source).unwrap();
    let test = script(dir, "t.sh", &format!("#!/bin/sh\n{test}\n"));
    let output = dir.join("out.c");
    let run = std::process::Command::new("timeout")
        .arg("120")
        .arg(env!("CARGO_BIN_EXE_hedge"))
        .args(["reduce", "-q", "-j1", "--test"])
        .arg(&test)
        .arg("-o")
        .arg(&output)
        .arg(&input)
        .output()
        .unwrap();
    let result = std::fs::read_to_string(&output).unwrap_or_default();
    (run, result)
}

/// hedge finished by itself (no timeout, no panic) with status 0.
fn finished(run: &Output) {
    let err = stderr(run);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(run.status.code(), Some(0), "{err}");
}

#[test]
fn unbalanced_parentheses_in_a_body() {
    let dir = tempfile::tempdir().unwrap();
    let src = "#define P(x) ((x) + \\\n  (1\nint keep_me = P(2);\nint other = P(3) * 4;\n";
    let (run, result) = reduce(dir.path(), src, "grep -q keep_me input.c");
    finished(&run);
    assert!(result.contains("keep_me"), "{result}");
}

#[test]
fn define_cut_off_at_the_end_of_the_file() {
    for tail in ["#define F(a, b) a + \\", "#define G(", "#define"] {
        let dir = tempfile::tempdir().unwrap();
        let src = format!("int keep_me = 1;\nint x = F(1, 2);\n{tail}");
        let (run, result) = reduce(dir.path(), &src, "grep -q keep_me input.c");
        finished(&run);
        assert!(result.contains("keep_me"), "{tail}: {result}");
    }
}

#[test]
fn recursive_macros_do_not_loop() {
    let dir = tempfile::tempdir().unwrap();
    let src = "#define A B + 1\n#define B A + 2\nint keep_me = A;\nint y = B;\n";
    // Interesting while the file is longer than 8 bytes and says keep_me: expansion
    // that grows would be accepted again and again if nothing bounded it.
    let test = "grep -q keep_me input.c && [ $(wc -c < input.c) -gt 8 ]";
    let (run, result) = reduce(dir.path(), src, test);
    finished(&run);
    assert!(result.contains("keep_me"), "{result}");
}

#[test]
fn variadic_macros_expand_and_a_define_goes() {
    let dir = tempfile::tempdir().unwrap();
    let src = "#include <stdio.h>\n#define LOG(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)\n\
               int main(void) {\n  int n = 3;\n  LOG(\"%d items\\n\", n, 7);\n  return 0;\n}\n";
    // The call as written with its macro, or expanded: the expansion is smaller.
    let test = "grep -q 'fprintf(stderr, \"%d items\\\\n\", n, 7)' input.c || \
                { grep -qF '#define LOG(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)' input.c && \
                  grep -qF 'LOG(\"%d items\\n\", n, 7)' input.c; }";
    let (run, result) = reduce(dir.path(), src, test);
    finished(&run);
    assert!(!result.contains("#define"), "{result}");
    assert!(
        result.contains("fprintf(stderr, \"%d items\\n\", n, 7)"),
        "{result}"
    );
}

#[test]
fn a_local_header_is_inlined() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("limits.h"),
        "#ifndef LIMITS_H\n#define LIMITS_H\nenum { queue_capacity = 16 };\nint unrelated(void);\n#endif\n",
    )
    .unwrap();
    let src = "#include \"limits.h\"\nint slots[queue_capacity];\nint main(void) { return 0; }\n";
    // Interesting iff the program, with the header found next to the test's own
    // directory or in the candidate, declares an array of queue_capacity ints.
    let header = dir.path().join("limits.h");
    let test = format!(
        "cat input.c $(grep -q '#include \"limits.h\"' input.c && echo {}) | grep -q 'queue_capacity = 16' && grep -q 'slots\\[queue_capacity\\]' input.c",
        header.display()
    );
    let (run, result) = reduce(dir.path(), src, &test);
    finished(&run);
    assert!(!result.contains("#include"), "{result}");
    assert!(result.contains("queue_capacity = 16"), "{result}");
}

/// A macro whose lines are emptied leaves backslash continuations and runs of blanks
/// between `#define` and the one name the test wants; they go when the test agrees.
#[test]
fn an_emptied_macro_leaves_no_continuations_or_blank_runs() {
    let dir = tempfile::tempdir().unwrap();
    let source = "#include <stdio.h>\n\
        #define GET_MTF_VAL(label1,label2,lval)           \\\n\
        {                                                 \\\n\
        \x20  if (groupPos == 0) {                           \\\n\
        \x20     groupNo++;                                  \\\n\
        \x20     nextHi = 1;                                 \\\n\
        \x20  }                                              \\\n\
        }\n\
        \n\
        int main(void) { printf(\"x\\n\"); return 0; }\n";
    let (run, result) = reduce(
        dir.path(),
        source,
        "gcc -c input.c -o input.o 2>/dev/null && grep -q nextHi input.c",
    );
    assert!(run.status.success(), "{}", stderr(&run));
    assert_eq!(result, "#define nextHi\n");
}
