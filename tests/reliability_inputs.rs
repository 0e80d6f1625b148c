//! Hostile inputs and output safety.

mod common;
mod reliability_support;

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use common::{hedge, script, stderr};
use reliability_support::with_peak_rss;

/// Reduces `name` (holding `input`) with a test that greps for `needle`; returns the
/// output of hedge and the result.
fn reduce(
    name: &str,
    input: &[u8],
    needle: &str,
    extra: &[&str],
) -> (std::process::Output, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(name), input).unwrap();
    script(
        dir.path(),
        "t.sh",
        &format!("#!/bin/sh\ngrep -qa -- '{needle}' {name}\n"),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", name, "-o", "out", "-q"])
        .args(extra)
        .output()
        .unwrap();
    let result = fs::read(dir.path().join("out")).unwrap_or_default();
    (out, result)
}

#[test]
fn empty_input() {
    let (out, _) = reduce("e.txt", b"", "marker", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("does not find"), "{}", stderr(&out));

    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("e.c"), "").unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\nexit 0\n");
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "e.c", "-q"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(dir.path().join("e.reduced.c")).unwrap(), b"");
}

#[test]
fn nul_bytes() {
    let (out, result) = reduce("n.txt", b"a\0b\nx\0marker\0y\n\0\0\n", "marker", &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(result, b"marker");
}

#[test]
fn invalid_utf8_in_a_c_file() {
    let input = b"int a = 1;\nchar *s = \"\xff\xfe\xc3\";\nint marker = 2;\n\xff\n";
    let (out, result) = reduce("bad.c", input, "marker", &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(result.windows(6).any(|w| w == b"marker"));
    assert!(result.len() < input.len());
}

#[test]
fn crlf_line_endings_are_kept() {
    for name in ["crlf.txt", "crlf.c"] {
        let dir = tempfile::tempdir().unwrap();
        let input = b"int a;\r\nint keep;\r\nint b;\r\n";
        fs::write(dir.path().join(name), input).unwrap();
        // Interesting while `keep;` is followed by CR LF.
        script(
            dir.path(),
            "t.sh",
            &format!("#!/bin/sh\ntr '\\r\\n' 'RN' < {name} | grep -q 'keep;RN'\n"),
        );
        let out = hedge()
            .current_dir(dir.path())
            .args(["reduce", "--test", "./t.sh", name, "-o", "out", "-q"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let text = fs::read_to_string(dir.path().join("out")).unwrap();
        assert!(text.contains("keep;\r\n"), "{name}: {text:?}");
        assert!(!text.contains("int b"), "{name}: {text:?}");
    }
}

#[test]
fn twenty_megabytes_of_text() {
    let mut input = Vec::new();
    let mut i = 0;
    while input.len() < 20 << 20 {
        input.extend_from_slice(
            format!("line {i:08} of filler text for the big input\n").as_bytes(),
        );
        if i == 300_000 {
            input.extend_from_slice(b"the BIGMARKER line\n");
        }
        i += 1;
    }
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("big.txt"), &input).unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q BIGMARKER big.txt\n");
    let started = Instant::now();
    let (out, peak_mb) = with_peak_rss(hedge().current_dir(dir.path()).args([
        "reduce",
        "--test",
        "./t.sh",
        "big.txt",
        "-o",
        "out",
        "--timeout",
        "10",
    ]));
    let took = started.elapsed();
    eprintln!("20 MB input: peak RSS {peak_mb:.1} MB, {took:.1?}");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read(dir.path().join("out")).unwrap(), b"BIGMARKER");
    assert!(peak_mb < 400.0, "peak RSS {peak_mb:.1} MB");
    assert!(took < Duration::from_secs(20), "took {took:?}");
}

#[test]
fn a_single_ten_megabyte_line() {
    let mut input = Vec::new();
    let mut i = 0u64;
    while input.len() < 10 << 20 {
        input.extend_from_slice(format!("w{} ", i % 1000).as_bytes());
        if i == 1_000_000 {
            input.extend_from_slice(b"LINEMARKER ");
        }
        i += 1;
    }
    input.push(b'\n');
    let started = Instant::now();
    let (out, result) = reduce("one.txt", &input, "LINEMARKER", &["--timeout", "10"]);
    let took = started.elapsed();
    eprintln!("10 MB line: {took:.1?}");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(result, b"LINEMARKER");
    assert!(took < Duration::from_secs(20), "took {took:?}");
}

#[test]
fn a_ten_megabyte_word() {
    // No blank at all: one word, so the characters pass faces 10 million units.
    let mut input = vec![b'x'; 10 << 20];
    input[5 << 20..(5 << 20) + 5].copy_from_slice(b"Q9Z7K");
    let started = Instant::now();
    let (out, result) = reduce("word.txt", &input, "Q9Z7K", &["--timeout", "10"]);
    let took = started.elapsed();
    eprintln!("10 MB word: {took:.1?}");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(result.windows(5).any(|w| w == b"Q9Z7K"));
    assert!(result.len() < 1000, "{} bytes left", result.len());
    assert!(took < Duration::from_secs(20), "took {took:?}");
}

#[test]
fn a_hundred_thousand_levels_of_nesting_in_c() {
    let depth = 100_000;
    let mut input = b"int y = 2;\nint x = ".to_vec();
    input.extend(std::iter::repeat_n(b'(', depth));
    input.push(b'1');
    input.extend(std::iter::repeat_n(b')', depth));
    input.extend_from_slice(b";\nint z = 3;\n");
    let started = Instant::now();
    let (out, result) = reduce("deep.c", &input, "int x", &["--timeout", "10"]);
    let took = started.elapsed();
    eprintln!("100,000 levels: {took:.1?}, {} bytes left", result.len());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(result.windows(5).any(|w| w == b"int x"));
    assert!(result.len() < input.len());
    // Generous: each tree-sitter parse of this input takes about 2 s in a debug build.
    assert!(took < Duration::from_secs(60), "took {took:?}");
}

#[test]
fn unwritable_output_is_an_error_before_the_first_test() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "marker\n").unwrap();
    let ran = dir.path().join("ran");
    script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\ntouch {}\ngrep -q marker in.txt\n",
            ran.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "--test",
            "./t.sh",
            "in.txt",
            "-o",
            "no/such/dir/out.txt",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("cannot write the output"),
        "{}",
        stderr(&out)
    );
    assert!(!ran.exists(), "a test ran");
}

fn in_place(dir: &Path, extra: &[&str]) -> std::process::Output {
    hedge()
        .current_dir(dir)
        .args(["reduce", "--test", "./t.sh", "in.txt", "--in-place", "-q"])
        .args(extra)
        .output()
        .unwrap()
}

#[test]
fn in_place_saves_the_original_first_and_never_overwrites_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let input = "a\nmarker\nb\n";
    fs::write(dir.path().join("in.txt"), input).unwrap();
    script(dir.path(), "t.sh", "#!/bin/sh\ngrep -q marker in.txt\n");

    let out = in_place(dir.path(), &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "marker"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt.orig")).unwrap(),
        input
    );

    // A second run would overwrite the backup: refused, nothing touched.
    fs::write(dir.path().join("in.txt"), "x\nmarker\n").unwrap();
    let out = in_place(dir.path(), &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("--force"), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "x\nmarker\n"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt.orig")).unwrap(),
        input
    );

    let out = in_place(dir.path(), &["--force"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt")).unwrap(),
        "marker"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("in.txt.orig")).unwrap(),
        "x\nmarker\n"
    );

    let help = hedge().args(["reduce", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    for flag in ["--in-place", "--force", "--initial-runs", "--allow-flaky"] {
        assert!(help.contains(flag), "--help lacks {flag}");
    }
}
