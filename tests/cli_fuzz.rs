//! Random argument vectors thrown at the real binary: whatever the flags, hedge ends with
//! 0, 1 or 2 and a message, never a panic, an abort or a signal.

mod common;

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{hedge, script};
use proptest::prelude::*;

const SUBCOMMANDS: &[&str] = &[
    "reduce", "batch", "isolate", "maximize", "langs", "parse", "bogus", "",
];

/// The flags of every subcommand.
const FLAGS: &[&str] = &[
    "--test",
    "--match",
    "--timeout",
    "-j",
    "--jobs",
    "--initial-runs",
    "--allow-flaky",
    "--allow-trivial",
    "-o",
    "--output",
    "-i",
    "--in-place",
    "--force",
    "--lang",
    "--syntax-filter",
    "--strategy",
    "--grammar",
    "--rules",
    "--stats-json",
    "-q",
    "-v",
    "--distinct",
    "--pass",
    "--fail",
    "--",
];

/// Numbers in and out of every range.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2.5",
    "1e20",
    "nan",
    "inf",
    "-inf",
    "99999999999999999999",
    "100000",
    "0.001",
    "86401",
];

/// Other values, among them the names of the files each case's directory holds.
const VALUES: &[&str] = &[
    "",
    " ",
    "c",
    "python",
    "text",
    "klingon",
    "always",
    "never",
    "probdd",
    "ddmin",
    "in.txt",
    "in.c",
    "other.txt",
    "dir",
    "dir/",
    "nonexistent",
    "./t.sh",
    "t.sh",
    "{}",
    "@@",
    "grep",
    "-q",
    "KEEP",
    "(",
    "out",
    ".",
    "..",
    "in.txt.orig",
];

/// A value, or now and then a byte string that is not UTF-8.
fn value() -> impl Strategy<Value = OsString> {
    prop_oneof![
        10 => proptest::sample::select(NUMBERS).prop_map(OsString::from),
        10 => proptest::sample::select(VALUES).prop_map(OsString::from),
        1 => Just(OsString::from_vec(vec![b'x', 0xff, 0xfe])),
    ]
}

/// A flag with a value, a flag alone, or a value alone.
fn words() -> impl Strategy<Value = Vec<OsString>> {
    let flag = || proptest::sample::select(FLAGS).prop_map(OsString::from);
    prop_oneof![
        4 => (flag(), value()).prop_map(|(f, v)| vec![f, v]),
        1 => flag().prop_map(|f| vec![f]),
        1 => value().prop_map(|v| vec![v]),
    ]
}

/// Arguments that make a working command of each subcommand, so that random flags after
/// them reach the checks past the parser's.
fn working_base(sub: &str) -> &'static [&'static str] {
    match sub {
        "reduce" => &["in.txt", "--test", "./t.sh"],
        "batch" => &["dir", "--test", "./t.sh", "-o", "out"],
        "isolate" | "maximize" => &[
            "--pass",
            "in.txt",
            "--fail",
            "other.txt",
            "--test",
            "./t.sh",
            "-o",
            "out",
        ],
        "parse" => &["in.c"],
        _ => &[],
    }
}

fn argv() -> impl Strategy<Value = Vec<OsString>> {
    (
        proptest::sample::select(SUBCOMMANDS),
        proptest::bool::weighted(0.8),
        proptest::collection::vec(words(), 0..5),
    )
        .prop_map(|(sub, base, rest)| {
            let mut argv = Vec::new();
            if !sub.is_empty() {
                argv.push(OsString::from(sub));
            }
            if base {
                argv.extend(working_base(sub).iter().map(OsString::from));
            }
            argv.extend(rest.into_iter().flatten());
            argv
        })
}

/// A fresh directory with inputs, a quick test and a directory of inputs.
fn fixture(dir: &Path) {
    std::fs::write(dir.join("in.txt"), "a KEEP b\n").unwrap();
    std::fs::write(dir.join("other.txt"), "a KEEP c\n").unwrap();
    std::fs::write(dir.join("in.c"), "int main(void) { return 0; } // KEEP\n").unwrap();
    std::fs::create_dir(dir.join("dir")).unwrap();
    std::fs::write(dir.join("dir/x.txt"), "KEEP\n").unwrap();
    script(dir, "t.sh", "#!/bin/sh\ngrep -q KEEP -r .\n");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn no_argument_vector_makes_hedge_panic(args in argv()) {
        let dir = tempfile::tempdir().unwrap();
        fixture(dir.path());
        let mut child = hedge()
            .current_dir(dir.path())
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // A reduction of these small inputs takes well under a second.
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > Duration::from_secs(60) {
                child.kill().unwrap();
                panic!("hedge {args:?} ran for a minute");
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        prop_assert!(!stderr.contains("panicked"), "hedge {:?}: {}", args, stderr);
        prop_assert!(
            matches!(status.code(), Some(0..=2)),
            "hedge {:?} ended with {:?}: {}", args, status, stderr
        );
        // An error says what went wrong.
        if status.code() != Some(0) {
            prop_assert!(!stderr.trim().is_empty(), "hedge {:?}: no message", args);
        }
    }
}
