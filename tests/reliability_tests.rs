//! Tests that misbehave: flaky, noisy, destructive, or leaving processes behind.

mod common;
mod reliability_support;

use std::fs;

use common::{hedge, processes_with, script, stderr};
use reliability_support::with_peak_rss;

#[test]
fn a_flaky_test_is_refused_unless_allowed() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nmarker\nb\n").unwrap();
    // Interesting on odd-numbered runs only, whatever the candidate; the runs are
    // counted under a lock, as the original's runs may be side by side.
    let count = dir.path().join("count");
    script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\ngrep -q marker in.txt || exit 1\n\
             n=$(flock {c}.lock sh -c 'echo >> {c}; wc -l < {c}')\n[ $(( n % 2 )) = 1 ]\n",
            c = count.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("flaky"), "{}", stderr(&out));
    assert!(stderr(&out).contains("1 of 2 runs"), "{}", stderr(&out));
    assert!(!dir.path().join("in.reduced.txt").exists());

    // One run only cannot see it.
    fs::remove_file(&count).unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "--test",
            "./t.sh",
            "in.txt",
            "--initial-runs",
            "1",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));

    // Allowed: hedge reduces, and whatever it ends with still holds the marker.
    fs::remove_file(&count).unwrap();
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt", "--allow-flaky"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let result = fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap();
    assert!(result.contains("marker"), "{result:?}");
}

#[test]
fn a_result_that_fails_its_retest_falls_back_to_an_earlier_one() {
    let dir = tempfile::tempdir().unwrap();
    let input = "keep\nmarker\njunk1\njunk2\njunk3\njunk4\n";
    fs::write(dir.path().join("in.txt"), input).unwrap();
    // Needs the marker; a candidate without `keep` is interesting only the first time the
    // test sees it, so the final result (no `keep`) fails its re-test.
    let seen = dir.path().join("seen");
    fs::create_dir(&seen).unwrap();
    script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\ngrep -q marker in.txt || exit 1\ngrep -q keep in.txt && exit 0\n\
             h=$(cksum < in.txt | tr ' ' _)\n[ -e {s}/$h ] && exit 1\ntouch {s}/$h\n",
            s = seen.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt", "-j", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not interesting when tested again"),
        "{}",
        stderr(&out)
    );
    let result = fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap();
    assert!(
        result.contains("keep") && result.contains("marker"),
        "{result:?}"
    );
    assert!(
        result.len() < input.len(),
        "fell back to the original: {result:?}"
    );
}

#[test]
fn hundreds_of_megabytes_of_test_output_use_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nmarker\nb\n").unwrap();
    // 200 MB on stderr per run (script mode keeps its tail for error messages).
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\nhead -c 200000000 /dev/zero >&2\ngrep -q marker in.txt\n",
    );
    let (out, peak_mb) = with_peak_rss(
        hedge()
            .current_dir(dir.path())
            .args(["reduce", "--test", "./t.sh", "in.txt", "-o", "a.txt"]),
    );
    eprintln!("peak RSS with 200 MB of stderr per test: {peak_mb:.1} MB");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("a.txt")).unwrap(),
        "marker"
    );
    assert!(peak_mb < 200.0, "peak RSS {peak_mb:.1} MB");

    // Command mode with --match reads stdout: the candidate first, then 200 MB.
    let (out, peak_mb) = with_peak_rss(hedge().current_dir(dir.path()).args([
        "reduce",
        "in.txt",
        "-o",
        "b.txt",
        "--match",
        "marker",
        "--",
        "sh",
        "-c",
        "cat \"$1\"; head -c 200000000 /dev/zero",
        "sh",
    ]));
    eprintln!("peak RSS with 200 MB of stdout per test: {peak_mb:.1} MB");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("b.txt")).unwrap(),
        "marker"
    );
    assert!(peak_mb < 200.0, "peak RSS {peak_mb:.1} MB");
}

/// The test deletes and rewrites its candidate and fills its directory with files and
/// locked directories: the next test still finds only its candidate, the result is
/// unaffected and no sandbox is left behind.
#[test]
fn a_test_that_wrecks_its_directory_does_not_corrupt_the_reduction() {
    let dir = tempfile::tempdir().unwrap();
    let tmp = dir.path().join("tmp");
    fs::create_dir(&tmp).unwrap();
    fs::write(dir.path().join("in.txt"), "a\nb\nmarker\nc\n").unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\n[ \"$(ls -A)\" = in.txt ] || exit 1\ngrep -q marker in.txt; r=$?\nrm -f in.txt\necho garbage marker > in.txt\n\
         mkdir -p sub/deep && touch sub/deep/f junk && chmod 000 sub/deep && chmod 500 sub\n\
         exit $r\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .env("TMPDIR", &tmp)
        .args(["reduce", "--test", "./t.sh", "in.txt", "-q"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap(),
        "marker"
    );
    let left: Vec<_> = fs::read_dir(&tmp).unwrap().collect();
    assert!(left.is_empty(), "sandboxes left behind: {left:?}");
}

/// Every test gets a `TMPDIR` of its own that starts empty; what the tests leave there
/// (never removed, or left by a test killed at its timeout or cancelled) is gone when
/// hedge ends, and nothing lands in hedge's own temporary directory.
#[test]
fn temporary_files_of_killed_and_careless_tests_do_not_pile_up() {
    let dir = tempfile::tempdir().unwrap();
    let outer = dir.path().join("tmp");
    let keep = dir.path().join("keep");
    fs::create_dir(&outer).unwrap();
    fs::create_dir(&keep).unwrap();
    fs::write(dir.path().join("in.txt"), "a\nb\nmarker\nc\nd\ne\n").unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\n\
         case $TMPDIR in \"$OUTER\"/?*) ;; *) touch \"$KEEP/not-private\"; exit 1 ;; esac\n\
         [ -z \"$(ls -A \"$TMPDIR\")\" ] || { touch \"$KEEP/not-empty\"; exit 1; }\n\
         f=$(mktemp) && echo junk > \"$f\" && mktemp -d > /dev/null || exit 1\n\
         touch \"$KEEP/ran.$$\"\n\
         grep -q marker in.txt && exit 0\n\
         exec sleep 978.4\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .env("TMPDIR", &outer)
        .env("OUTER", &outer)
        .env("KEEP", &keep)
        .args(["reduce", "--test", "./t.sh", "in.txt", "-q", "-j2"])
        .args(["--timeout", "0.3"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap(),
        "marker"
    );
    assert!(
        !keep.join("not-private").exists(),
        "a test shared hedge's TMPDIR"
    );
    assert!(
        !keep.join("not-empty").exists(),
        "a test saw another's files"
    );
    let runs = fs::read_dir(&keep).unwrap().count();
    assert!(runs > 5, "{runs} runs");
    let left: Vec<_> = fs::read_dir(&outer).unwrap().collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    assert_eq!(processes_with("978.4"), Vec::<String>::new());
}

/// hedge reuses a test's directory and candidate file, but never writes through a link the
/// test left (a hard link elsewhere, a symbolic link in its place) and never hands a test
/// a file whose mode the previous test changed: every run sees a fresh plain file.
#[test]
fn a_candidate_the_test_linked_or_changed_is_never_written_through() {
    for mode in ["link", "symlink", "chmod"] {
        let dir = tempfile::tempdir().unwrap();
        let keep = dir.path().join("keep");
        fs::create_dir(&keep).unwrap();
        fs::write(keep.join("target"), "untouched\n").unwrap();
        fs::write(dir.path().join("in.txt"), "a\nb\nmarker\nc\nd\ne\n").unwrap();
        script(
            dir.path(),
            "t.sh",
            "#!/bin/sh\n\
             [ \"$(ls -A)\" = in.txt ] && [ -f in.txt ] && [ ! -L in.txt ] && [ ! -x in.txt ] \
               && [ \"$(stat -c %h in.txt)\" = 1 ] || { touch \"$KEEP/bad\"; exit 1; }\n\
             grep -q marker in.txt; r=$?\n\
             case $MODE in\n\
               link) run=$(mktemp -d \"$KEEP/run.XXXXXX\") && ln in.txt \"$run/link\" \
                       && cp in.txt \"$run/copy\" && touch \"$run/done\" ;;\n\
               symlink) rm in.txt; ln -s \"$KEEP/target\" in.txt ;;\n\
               chmod) chmod 755 in.txt ;;\n\
             esac\n\
             exit $r\n",
        );
        let out = hedge()
            .current_dir(dir.path())
            .env("KEEP", &keep)
            .env("MODE", mode)
            .args(["reduce", "--test", "./t.sh", "in.txt", "-q", "-j2"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{mode}: {}", stderr(&out));
        assert_eq!(
            fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap(),
            "marker",
            "{mode}"
        );
        assert!(!keep.join("bad").exists(), "{mode}: a test saw a used file");
        // Each finished run's hard link must still hold what that run saw; a run that was
        // cancelled before its record was complete is left out.
        let mut finished_runs = 0;
        for run in fs::read_dir(&keep)
            .unwrap()
            .map(|entry| entry.unwrap().path())
        {
            if run.join("done").exists() {
                finished_runs += 1;
                assert_eq!(
                    fs::read(run.join("link")).unwrap(),
                    fs::read(run.join("copy")).unwrap(),
                    "{mode}: written through a hard link"
                );
            }
        }
        assert!(
            mode != "link" || finished_runs > 3,
            "{mode}: {finished_runs} runs"
        );
        assert_eq!(
            fs::read_to_string(keep.join("target")).unwrap(),
            "untouched\n",
            "{mode}: written through a symbolic link"
        );
    }
}

/// Interesting runs leave a background child; the others ignore SIGTERM and hang until
/// the timeout. Nothing survives hedge.
#[test]
fn background_children_and_term_ignoring_tests_leave_no_process() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("in.txt"), "a\nb\nmarker\nc\n").unwrap();
    script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ntrap '' TERM\n\
         if grep -q marker in.txt; then (trap '' TERM; sleep 978.1) & exit 0; fi\n\
         (trap '' TERM; sleep 978.2) &\nsleep 978.3\n",
    );
    let out = hedge()
        .current_dir(dir.path())
        .args([
            "reduce",
            "--test",
            "./t.sh",
            "in.txt",
            "--timeout",
            "0.3",
            "-q",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap(),
        "marker"
    );
    for marker in ["978.1", "978.2", "978.3"] {
        assert_eq!(processes_with(marker), Vec::<String>::new());
    }
}

/// A busy machine can slow one run of a test past `--timeout`. Here every candidate that
/// still holds `keep`, but not the original, sleeps past the timeout on its first run
/// (a marker per candidate, outside hedge's test directories, says it was seen) and
/// answers at once on its second: hedge runs a timed-out candidate once more and judges
/// it by that run, so the reduction still reaches `keep`. Were the first timeout the
/// verdict, every smaller candidate that keeps `keep` would be unresolved and the result
/// would keep the lines' newlines (`\n\nkeep\n\n\n`, 20 tests unresolved, before the rerun).
#[test]
fn a_candidate_whose_test_timed_out_once_is_judged_by_its_second_run() {
    let dir = tempfile::tempdir().unwrap();
    let input = "alpha\nbeta\nkeep\ngamma\ndelta\n";
    fs::write(dir.path().join("in.txt"), input).unwrap();
    let seen = dir.path().join("seen");
    fs::create_dir(&seen).unwrap();
    script(
        dir.path(),
        "t.sh",
        &format!(
            "#!/bin/sh\ngrep -q keep in.txt || exit 1\n\
             [ \"$(wc -l < in.txt)\" -eq 5 ] && exit 0\n\
             marker={seen}/$(cksum < in.txt | tr ' ' _)\n\
             [ -e \"$marker\" ] && exit 0\n\
             : > \"$marker\"\nsleep 30\n",
            seen = seen.display()
        ),
    );
    let out = hedge()
        .current_dir(dir.path())
        .args(["reduce", "--test", "./t.sh", "in.txt", "-j", "1"])
        .args(["--timeout", "1", "--stats-json", "stats.json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let result = fs::read_to_string(dir.path().join("in.reduced.txt")).unwrap();
    assert_eq!(result.trim_end(), "keep", "{}", stderr(&out));
    let stats = common::stats(&dir.path().join("stats.json"));
    // Every interesting candidate timed out once; none twice.
    assert!(stats["timeouts"].as_u64().unwrap() >= 1, "{stats}");
    assert_eq!(stats["unresolved"], 0, "{stats}");
}
