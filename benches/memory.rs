//! Peak memory of a whole `hedge reduce` run on large generated C files, per byte of input.
//!
//! `cargo bench --bench memory [-- --functions N]` (default 20,000 functions, written three
//! ways: spread over eight lines each, about 2.5 MB, dense in five, about 1.8 MB, and one
//! a line, about 1.8 MB: as many top-level items, each a single line). It
//! builds nothing itself: it runs the release binary (`cargo build --release` first) with
//! a `grep` test that keeps one function and `main`, reads the child's peak resident set
//! size from `wait4`, and prints it with the ratio to the input's size. Each input is
//! also run with `--syntax-filter never`, to show what the syntax pre-test costs.
//!
//! `-- --record docs/records/memory.md --label LABEL` also adds the run's row, labelled
//! (a commit), to that table, which docs/benchmarks.md shows (`scripts/corpus-results
//! tables`).

use std::path::Path;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let option = |name: &str| {
        (args.iter().position(|a| a == name))
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let functions = option("--functions")
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000usize);
    let record = option("--record").map(|path| (path, option("--label").unwrap_or_default()));
    let mut cells = Vec::new();
    let hedge = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/hedge");
    assert!(
        hedge.exists(),
        "build the release binary first: cargo build --release"
    );
    println!(
        "{:<10} {:>10} {:<24} {:>11} {:>9} {:>8}",
        "input", "bytes", "run", "peak RSS", "per byte", "seconds"
    );
    for (input_name, shape) in [
        ("spread", Shape::Spread),
        ("dense", Shape::Dense),
        ("oneline", Shape::OneLine),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("big.c");
        std::fs::write(&input, generate(functions, shape)).unwrap();
        let keep = functions / 2;
        let test = dir.path().join("t.sh");
        std::fs::write(
            &test,
            format!("#!/bin/sh\ngrep -q MARKER big.c && grep -q 'func_{keep}(' big.c\n"),
        )
        .unwrap();
        std::fs::set_permissions(&test, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .unwrap();
        let size = std::fs::metadata(&input).unwrap().len();
        for (name, extra) in [
            ("default", &[][..]),
            ("--syntax-filter never", &["--syntax-filter", "never"][..]),
        ] {
            let started = Instant::now();
            let output = dir.path().join(format!("out-{}.c", extra.len()));
            let mut argv = vec![
                hedge.as_os_str().to_owned(),
                "reduce".into(),
                input.as_os_str().to_owned(),
                "--test".into(),
                test.as_os_str().to_owned(),
                "-q".into(),
                "-j".into(),
                "2".into(),
                "-o".into(),
                output.into_os_string(),
            ];
            argv.extend(extra.iter().map(Into::into));
            let peak_kb = run_for_peak_kb(dir.path(), &argv);
            let peak = peak_kb * 1024;
            println!(
                "{input_name:<10} {size:>10} {name:<24} {:>8.1} MB {:>8.1}x {:>8.2}",
                peak as f64 / 1e6,
                peak as f64 / size as f64,
                started.elapsed().as_secs_f64()
            );
            cells.push(format!(
                "{:.1} MB ({:.1}×)",
                peak as f64 / 1e6,
                peak as f64 / size as f64
            ));
        }
    }
    if let Some((path, label)) = record {
        // The table's columns: each input by default, then with the pre-test off.
        let row = format!("| {label} | {} |\n", cells.join(" | "));
        let mut table = std::fs::read_to_string(&path).expect("the record's table");
        table.push_str(&row);
        std::fs::write(&path, table).expect("write the record");
    }
}

/// How the generated functions are written.
#[derive(Clone, Copy)]
enum Shape {
    /// Eight lines each, with a block and blank lines (about 125 bytes a function).
    Spread,
    /// Five short lines each (about 90 bytes): more nodes per byte.
    Dense,
    /// One line each, padded to about 90 bytes like `Dense`: one line per top-level item.
    OneLine,
}

/// Small functions, each with a branch, and a `main` that calls one of them.
fn generate(functions: usize, shape: Shape) -> String {
    let mut text = String::new();
    for i in 0..functions {
        let (m, k) = (i % 97, i % 13);
        text.push_str(&match shape {
            Shape::Spread => format!(
                "static int func_{i}(int a, int b)\n{{\n    int x = a * {m} + b;\n    if (x > {k}) {{\n        x -= b;\n    }}\n    return x + {i};\n}}\n\n"
            ),
            Shape::Dense => format!(
                "static int func_{i}(int a, int b)\n{{\n    if (a > {k}) a -= b;\n    return a * {m} + {i};\n}}\n"
            ),
            Shape::OneLine => format!(
                "static int func_{i}(int a, int b) {{ if (a > {k}) a = a - b; return a * {m} + {i} + b; }}\n"
            ),
        });
    }
    text.push_str(&format!(
        "int main(void)\n{{\n    return func_{}(1, 2) == 99999 ? 0 : 1; /* MARKER */\n}}\n",
        functions / 2
    ));
    text
}

/// Runs `argv` in `dir` and returns its peak resident set size in KB (from `wait4`).
fn run_for_peak_kb(dir: &Path, argv: &[std::ffi::OsString]) -> u64 {
    // Reaped by `wait4` below, which also reports its peak memory.
    #[allow(clippy::zombie_processes)]
    let child = std::process::Command::new(&argv[0])
        .args(&argv[1..])
        .current_dir(dir)
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills for our own child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4 failed");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "hedge failed: {status}"
    );
    usage.ru_maxrss as u64
}
