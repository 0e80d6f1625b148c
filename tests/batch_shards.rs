//! `hedge batch --shard K/N` and `hedge merge` on the hdg crash corpus: the real binary,
//! the real decoder compiled with gcc, real test processes, and shards run as separate
//! processes at once on one output directory, as a cluster's tasks would.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output};
use std::time::{Duration, Instant};

use common::{hedge, stats, stderr};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/batch");

/// `hedge batch inputs -o out` with the corpus's crash test, plus `extra` flags.
fn batch(work: &Path, binary: &Path, out: &str, extra: &[&str]) -> Command {
    let mut command = hedge();
    command
        .current_dir(work)
        .env("HEDGE_BATCH_TARGET", binary)
        .args(["batch", "inputs", "-o", out, "--timeout", "10"])
        .args(extra)
        .args(["--match", "crashed", "--"])
        .arg(Path::new(CORPUS).join("crash.sh"))
        .arg("{}");
    command
}

fn merge(work: &Path, out: &str, extra: &[&str]) -> Output {
    hedge()
        .current_dir(work)
        .args(["merge", out])
        .args(extra)
        .output()
        .unwrap()
}

/// The corpus's inputs under `work/inputs`, plus a copy of one under another name in a
/// subdirectory (a duplicate must land in the same shard as its original).
fn corpus_inputs(work: &Path) -> Vec<String> {
    let inputs = work.join("inputs");
    fs::create_dir_all(inputs.join("dup")).unwrap();
    let mut names = Vec::new();
    for entry in fs::read_dir(Path::new(CORPUS).join("inputs")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        fs::copy(
            Path::new(CORPUS).join("inputs").join(&name),
            inputs.join(&name),
        )
        .unwrap();
        names.push(name);
    }
    names.sort();
    fs::copy(inputs.join(&names[3]), inputs.join("dup/copy")).unwrap();
    names.push("dup/copy".into());
    names
}

fn paths(summary: &serde_json::Value) -> Vec<String> {
    summary["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap().to_string())
        .collect()
}

fn by_path(summary: &serde_json::Value) -> BTreeMap<String, serde_json::Value> {
    summary["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["path"].as_str().unwrap().to_string(), f.clone()))
        .collect()
}

/// The shard an input's contents belong to, computed here from the documented rule: the
/// first 8 bytes of the BLAKE3 hash, little-endian, mod N.
fn expected_shard(contents: &[u8], count: u64) -> usize {
    let hash = blake3::hash(contents);
    let head: [u8; 8] = hash.as_bytes()[..8].try_into().unwrap();
    (u64::from_le_bytes(head) % count) as usize
}

#[test]
fn shards_split_the_inputs_and_merge_into_the_unsharded_result() {
    let work = tempfile::tempdir().unwrap();
    let work = work.path();
    let binary = common::compile_batch_target(work);
    let names = corpus_inputs(work);

    let whole = batch(work, &binary, "whole", &["-j", "2", "--distinct"])
        .output()
        .unwrap();
    assert_eq!(whole.status.code(), Some(0), "{}", stderr(&whole));
    let whole = stats(&work.join("whole/summary.json"));

    // Three shards started at once on one output directory that does not exist yet.
    const N: usize = 3;
    let shards: Vec<Child> = (0..N)
        .map(|k| {
            batch(
                work,
                &binary,
                "out",
                &["-j", "1", "--shard", &format!("{k}/{N}")],
            )
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap()
        })
        .collect();
    for mut shard in shards {
        assert_eq!(shard.wait().unwrap().code(), Some(0));
    }
    // Nothing of the merged result exists before the merge.
    assert!(!work.join("out/summary.json").exists());

    // Every input is in exactly one shard, the one its contents hash to.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for k in 0..N {
        let summary = stats(&work.join(format!("out/shards/{k}-of-{N}/summary.json")));
        assert_eq!(summary["shard"]["index"], k);
        assert_eq!(summary["shard"]["corpus"]["files"], names.len());
        for path in paths(&summary) {
            let contents = fs::read(work.join("inputs").join(&path)).unwrap();
            assert_eq!(expected_shard(&contents, N as u64), k, "{path}");
            assert!(seen.insert(path.clone(), k).is_none(), "{path} twice");
        }
    }
    assert_eq!(
        seen.keys().cloned().collect::<BTreeSet<_>>(),
        names.iter().cloned().collect::<BTreeSet<_>>()
    );
    assert_eq!(seen["dup/copy"], seen[&names[3]]);
    let sizes: BTreeSet<usize> = seen.values().copied().collect();
    assert_eq!(sizes.len(), N, "every shard got inputs: {seen:?}");

    let out = merge(work, "out", &["--distinct"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains("merged 3 shards (26 inputs)"));
    let merged = stats(&work.join("out/summary.json"));

    // The same files in the same order, the same results, groups and totals.
    assert_eq!(paths(&merged), paths(&whole));
    for (path, one) in by_path(&whole) {
        let other = &by_path(&merged)[&path];
        for key in ["status", "final_bytes", "output_digest", "tests"] {
            assert_eq!(one[key], other[key], "{path}: {key}");
        }
    }
    assert_eq!(merged["groups"], whole["groups"]);
    assert_eq!(merged["groups"].as_array().unwrap().len(), 3);
    assert_eq!(merged["totals"], whole["totals"]);
    assert!(merged.get("shard").is_none());

    // Byte-identical reduced files, and the same distinct/.
    for name in &names {
        let one = work.join("whole").join(name);
        let other = work.join("out").join(name);
        assert_eq!(one.exists(), other.exists(), "{name}");
        if one.exists() {
            assert_eq!(fs::read(one).unwrap(), fs::read(other).unwrap(), "{name}");
        }
    }
    let listing = |dir: &Path| -> BTreeMap<String, Vec<u8>> {
        fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (
                    e.file_name().to_string_lossy().into_owned(),
                    fs::read(e.path()).unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(
        listing(&work.join("whole/distinct")),
        listing(&work.join("out/distinct"))
    );
}

/// Slow-ish SIGFPE crashes: a division by zero among harmless records.
fn slow_inputs(work: &Path, count: usize) {
    fs::create_dir_all(work.join("inputs")).unwrap();
    for i in 0..count {
        let mut text = format!("HDG1\n# input {i}\n");
        for r in 0..40 {
            text += &format!("W{}\nT title {r}\n", r + 1);
        }
        text += "S0\n";
        fs::write(work.join(format!("inputs/in-{i:02}")), text).unwrap();
    }
}

/// The finished inputs' records; a SIGKILL can leave a half-written temporary file beside
/// them (`.hedge-*`, renamed into place only when complete), which is not a record.
fn records(out: &Path) -> BTreeSet<String> {
    fs::read_dir(out.join(".hedge-batch")).map_or_else(
        |_| BTreeSet::new(),
        |d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|name| !name.starts_with(".hedge-"))
                .collect()
        },
    )
}

#[test]
fn a_killed_shard_reruns_only_what_it_had_not_finished() {
    let work = tempfile::tempdir().unwrap();
    let work = work.path();
    let binary = common::compile_batch_target(work);
    slow_inputs(work, 14);
    let shard = ["-j", "1", "-q", "--shard", "0/2"];

    let mut child = batch(work, &binary, "out", &shard).spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while records(&work.join("out")).len() < 2 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    child.kill().unwrap(); // SIGKILL: no chance to write anything more
    child.wait().unwrap();
    let finished = records(&work.join("out"));
    assert!(finished.len() >= 2, "{finished:?}");
    assert!(!work.join("out/shards/0-of-2/summary.json").exists());

    // The merge names the killed shard and the one never started, and merges nothing.
    let out = merge(work, "out", &[]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(said.contains("2 of 2 shards are not finished"), "{said}");
    assert!(said.contains("shard 0/2: unfinished"), "{said}");
    assert!(said.contains("shard 1/2: missing"), "{said}");
    assert!(!work.join("out/summary.json").exists());

    // Run again and stopped by SIGINT after one more input: the shard says what it left.
    let mut child = batch(work, &binary, "out", &shard).spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while records(&work.join("out")).len() <= finished.len() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    // SAFETY: sends a signal to our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    assert_eq!(child.wait().unwrap().code(), Some(130));
    let stopped = stats(&work.join("out/shards/0-of-2/summary.json"));
    let left = stopped["totals"]["interrupted"].as_u64().unwrap();
    assert!(left > 0, "{stopped}");
    assert!(stopped["totals"]["resumed"].as_u64().unwrap() >= finished.len() as u64);
    let out = merge(work, "out", &[]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains(&format!(
            "shard 0/2: interrupted: {left} inputs not reduced"
        )),
        "{said}"
    );
    let finished = records(&work.join("out"));

    let rerun = batch(work, &binary, "out", &shard).output().unwrap();
    assert_eq!(rerun.status.code(), Some(0), "{}", stderr(&rerun));
    let summary = stats(&work.join("out/shards/0-of-2/summary.json"));
    let files = by_path(&summary);
    assert!(files.len() > finished.len(), "{files:?}");
    for (path, file) in &files {
        assert_eq!(file["status"], "reduced", "{path}");
        let was_finished = finished.contains(&format!("{path}.done"));
        assert_eq!(file["resumed"], was_finished, "{path}");
        if was_finished {
            assert_eq!(file["tests"], 0, "{path}");
        } else {
            assert!(file["tests"].as_u64().unwrap() > 0, "{path}");
        }
    }

    let other = batch(work, &binary, "out", &["-j", "1", "-q", "--shard", "1/2"])
        .output()
        .unwrap();
    assert_eq!(other.status.code(), Some(0), "{}", stderr(&other));
    let out = merge(work, "out", &["-q"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let merged = stats(&work.join("out/summary.json"));
    assert_eq!(merged["totals"]["files"], 14);
    assert_eq!(merged["totals"]["reduced"], 14);
    assert_eq!(merged["groups"].as_array().unwrap().len(), 1);
}

/// A small corpus of text inputs with a test that keeps the line "bug".
fn text_inputs(work: &Path, count: usize) -> PathBuf {
    fs::create_dir_all(work.join("inputs")).unwrap();
    for i in 0..count {
        fs::write(
            work.join(format!("inputs/f{i}")),
            format!("a {i}\nbug\nz\n"),
        )
        .unwrap();
    }
    common::script(work, "t.sh", "#!/bin/sh\ngrep -q bug ./*\n")
}

fn text_batch(work: &Path, test: &Path, shard: &str) -> Output {
    hedge()
        .current_dir(work)
        .args(["batch", "inputs", "-o", "out", "-q", "--shard", shard])
        .arg("--test")
        .arg(test)
        .output()
        .unwrap()
}

#[test]
fn merge_refuses_missing_mixed_and_disagreeing_shards() {
    let work = tempfile::tempdir().unwrap();
    let work = work.path();
    let test = text_inputs(work, 6);

    // Not an output of hedge batch, then one with no shards.
    let out = merge(work, "inputs", &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("not an output directory of hedge batch"));
    fs::create_dir_all(work.join("plain")).unwrap();
    fs::write(work.join("plain/.hedge-output"), "").unwrap();
    let out = merge(work, "plain", &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("no shards in"), "{}", stderr(&out));

    // Shard 1 of 3 alone: shards 0 and 2 are missing.
    let one = text_batch(work, &test, "1/3");
    assert_eq!(one.status.code(), Some(0), "{}", stderr(&one));
    let out = merge(work, "out", &[]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(said.contains("2 of 3 shards are not finished"), "{said}");
    assert!(said.contains("shard 0/3: missing"), "{said}");
    assert!(said.contains("shard 2/3: missing"), "{said}");
    assert!(!said.contains("shard 1/3"), "{said}");
    assert!(said.contains("run shards 0, 2 (again)"), "{said}");
    assert!(!work.join("out/summary.json").exists());

    // The other two, but after an input was added: shard 1 saw other inputs.
    fs::write(work.join("inputs/late"), "late\nbug\n").unwrap();
    for shard in ["0/3", "2/3"] {
        let run = text_batch(work, &test, shard);
        assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    }
    let out = merge(work, "out", &[]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(said.contains("different input directories"), "{said}");
    assert!(said.contains("shards 0, 2: 7 inputs"), "{said}");
    assert!(said.contains("shard 1: 6 inputs"), "{said}");

    // Run again, shard 1 catches up without redoing its inputs, and the merge works.
    let run = text_batch(work, &test, "1/3");
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let shard1 = stats(&work.join("out/shards/1-of-3/summary.json"));
    let redone = shard1["files"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["resumed"] == false)
        .count();
    assert!(redone <= 1, "{shard1}");
    let out = merge(work, "out", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stats(&work.join("out/summary.json"))["totals"]["files"], 7);

    // Shards of a split into 2 beside those of 3: which to merge is not guessed.
    let run = text_batch(work, &test, "0/2");
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let out = merge(work, "out", &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("split into 2 and 3 parts"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bad_shard_values_are_usage_errors() {
    let work = tempfile::tempdir().unwrap();
    let work = work.path();
    let test = text_inputs(work, 1);
    for (value, says) in [
        ("3/3", "K must be less than N"),
        ("0/0", "N must be at least 1"),
        ("one/4", "not a number"),
        ("2", "expected K/N"),
        ("1/-2", "not a number"),
        ("1.5/4", "not a number"),
    ] {
        let out = text_batch(work, &test, value);
        assert_eq!(out.status.code(), Some(1), "{value}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{value}: {}", stderr(&out));
        assert!(!work.join("out").exists(), "{value}");
    }
    // --distinct belongs to the merge when sharding.
    let out = hedge()
        .current_dir(work)
        .args(["batch", "inputs", "--shard", "0/2", "--distinct", "--test"])
        .arg(&test)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("cannot be used with"),
        "{}",
        stderr(&out)
    );
}
