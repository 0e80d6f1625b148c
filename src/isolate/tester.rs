//! Tests configurations of changes with the real test, several at once, and tries to
//! resolve unresolved ones by adding the changes that define what the test's errors name.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{LazyLock, Mutex};

use regex::Regex;

use crate::lang;

use super::{Changes, Files};
use crate::dd::{Candidates, Config, Outcome, Test};
use crate::oracle::{Cancel, Ending, Oracle, RunReport, speculate};
use crate::reduce::judging::judge::{TextKey, text_key};

/// How many times an unresolved configuration is extended by the changes its errors name.
const RESOLUTION_ROUNDS: usize = 3;

/// Isolation's reading of a run: exit status 125 (git bisect's "cannot test") or a timeout
/// is unresolved; an interesting run (script exit status 0) fails; anything else passes.
pub fn outcome_of(report: &RunReport) -> Outcome {
    match report.ending {
        Ending::Exited(125) | Ending::TimedOut | Ending::Cancelled => Outcome::Unresolved,
        _ if report.interesting => Outcome::Fail,
        _ => Outcome::Pass,
    }
}

/// Identifiers that compiler or interpreter errors say are missing, by the messages the
/// languages' rules name (`missing_names`).
pub fn missing_identifiers(stderr: &str) -> Vec<String> {
    // Compiled once, here: they are matched after every unresolved run. The rules
    // checked each pattern when they loaded.
    static PATTERNS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
        let texts: std::collections::BTreeSet<&str> = lang::all()
            .iter()
            .flat_map(|l| l.rules.missing_names.iter().map(String::as_str))
            .collect();
        let compile = |text: &str| Regex::new(text).expect("checked when the rules loaded");
        texts.into_iter().map(compile).collect()
    });
    let mut names: Vec<String> = PATTERNS
        .iter()
        .flat_map(|pattern| pattern.captures_iter(stderr))
        .filter_map(|c| c.get(1))
        .map(|m| m.as_str().to_string())
        .collect();
    names.sort();
    names.dedup();
    names
}

/// One test run of an isolation or a maximization, as the caller hears it.
#[derive(Clone, Debug)]
pub struct TestRun {
    /// Test processes run so far, this one included.
    pub run: usize,
    /// The changes applied to OLD in this run's version.
    pub changes: usize,
    /// All the changes between OLD and NEW.
    pub of: usize,
    /// What the run says of that version.
    pub outcome: Outcome,
    /// How the test ended.
    pub ending: Ending,
    /// How long it ran.
    pub duration: std::time::Duration,
}

/// What hears each [`TestRun`] (it may be called from several test threads at once).
pub type Hear<'a> = &'a (dyn Fn(&TestRun) + Sync);

/// Isolation's [`Test`]: applies each configuration to OLD, runs the test on the files,
/// several at once, and reads the run with [`outcome_of`]; configurations that give the
/// same files are tested once.
pub struct Tester<'a> {
    oracle: &'a Oracle,
    changes: &'a Changes,
    /// Per change, the changes that come along with it when it is added to resolve a
    /// configuration (its whole definition).
    together: Vec<Config>,
    jobs: usize,
    pool: rayon::ThreadPool,
    /// What the test said of each version tested, by its contents: configurations that
    /// give the same files are tested once.
    seen: Mutex<HashMap<TextKey, Seen>>,
    /// OLD and NEW are single files: the test gets the file, not a directory.
    single_file: bool,
    /// Configurations whose outcome was found by testing a resolved (extended) one.
    resolved_as: Mutex<HashMap<Config, Config>>,
    /// Test processes run, resolution attempts included.
    runs: AtomicUsize,
    /// Hears every test run (see [`TestRun`]).
    hear: Option<Hear<'a>>,
    failure: Mutex<Option<std::io::Error>>,
}

/// What one test run said, as far as isolation needs it.
#[derive(Clone)]
struct Seen {
    outcome: Outcome,
    /// The identifiers its errors say are missing (for unresolved runs).
    missing: Vec<String>,
}

impl<'a> Tester<'a> {
    /// A tester of configurations of `changes` with `oracle`, at most `jobs` runs at once;
    /// `single_file` when OLD and NEW are single files, so the test gets a file, not a
    /// directory.
    pub fn new(
        oracle: &'a Oracle,
        changes: &'a Changes,
        jobs: usize,
        single_file: bool,
    ) -> std::io::Result<Self> {
        Ok(Tester {
            oracle,
            changes,
            together: super::groups::definitions(changes),
            jobs: jobs.max(1),
            pool: speculate::pool(jobs)?,
            seen: Mutex::new(HashMap::new()),
            single_file,
            resolved_as: Mutex::new(HashMap::new()),
            runs: AtomicUsize::new(0),
            hear: None,
            failure: Mutex::new(None),
        })
    }

    /// `hear` hears every test run.
    pub fn hearing(mut self, hear: Hear<'a>) -> Self {
        self.hear = Some(hear);
        self
    }

    /// The configuration that was really tested in place of `config`.
    pub fn tested_as(&self, config: &[usize]) -> Config {
        let map = self.resolved_as.lock().unwrap();
        map.get(config).cloned().unwrap_or_else(|| config.to_vec())
    }

    /// How many unresolved configurations were resolved by testing an extended one.
    pub fn resolutions(&self) -> usize {
        self.resolved_as.lock().unwrap().len()
    }

    /// Test processes run, resolution attempts included.
    pub fn runs(&self) -> usize {
        self.runs.load(Ordering::Relaxed)
    }

    /// The first error of a test that could not be run, if any (testing stops after one);
    /// taken, so a second call gives `None`.
    pub fn take_failure(&self) -> Option<std::io::Error> {
        self.failure.lock().unwrap().take()
    }

    /// Runs the test once on OLD with `config` applied.
    pub fn run(&self, config: &[usize]) -> std::io::Result<RunReport> {
        self.run_files(self.changes.apply(config), &Cancel::new())
    }

    /// Runs the test once on OLD with each of `configs` applied, at most `jobs` at once;
    /// the reports in order.
    pub fn run_each(&self, configs: &[&[usize]]) -> Vec<std::io::Result<RunReport>> {
        use rayon::prelude::*;
        self.pool
            .install(|| configs.par_iter().map(|config| self.run(config)).collect())
    }

    fn run_files(&self, files: Files, cancel: &Cancel) -> std::io::Result<RunReport> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        if self.single_file {
            let (_, bytes) = files.iter().next().expect("one file");
            return self.oracle.run(bytes, cancel);
        }
        self.oracle
            .run_tree(&crate::files::FileTree::of_files(files), cancel)
    }

    /// What the test says of `config`, from an earlier run of the same files if there
    /// was one. `None` when the run was cancelled or could not start.
    fn test(&self, config: &[usize], cancel: &Cancel) -> Option<Seen> {
        let files = self.changes.apply(config);
        let key = files_key(&files);
        if let Some(seen) = self.seen.lock().unwrap().get(&key) {
            return Some(seen.clone());
        }
        let report = match self.run_files(files, cancel) {
            Ok(report) => report,
            Err(e) => {
                self.failure.lock().unwrap().get_or_insert(e);
                return None;
            }
        };
        if report.ending == Ending::Cancelled {
            return None;
        }
        let outcome = outcome_of(&report);
        if let Some(hear) = self.hear {
            hear(&TestRun {
                run: self.runs(),
                changes: config.len(),
                of: self.changes.len(),
                outcome,
                ending: report.ending,
                duration: report.duration,
            });
        }
        let missing = match outcome {
            Outcome::Unresolved => missing_identifiers(&report.stderr.last_lines(200)),
            _ => Vec::new(),
        };
        let seen = Seen { outcome, missing };
        self.seen.lock().unwrap().insert(key, seen.clone());
        Some(seen)
    }

    /// Tests `config`; when unresolved, adds the changes that mention the identifiers the
    /// test's errors name and tries again, a few times. `None` when cancelled.
    fn judge(&self, config: Config, cancel: &Cancel) -> Option<Outcome> {
        let mut tried = config.clone();
        for round in 0..=RESOLUTION_ROUNDS {
            let Seen { outcome, missing } = self.test(&tried, cancel)?;
            if outcome != Outcome::Unresolved || round == RESOLUTION_ROUNDS {
                if tried != config {
                    self.resolved_as.lock().unwrap().insert(config, tried);
                }
                return Some(outcome);
            }
            let extra = self.changes_mentioning(&missing, &tried);
            if extra.is_empty() {
                return Some(outcome);
            }
            tried.extend(extra);
            tried.sort_unstable();
        }
        unreachable!("the last round returns")
    }

    /// Changes outside `config` whose text holds one of `names` as a word, with the rest of
    /// their definitions (a definition's first line alone does not define anything).
    fn changes_mentioning(&self, names: &[String], config: &[usize]) -> Vec<usize> {
        if names.is_empty() {
            return Vec::new();
        }
        let words = names
            .iter()
            .map(|n| regex::escape(n))
            .collect::<Vec<_>>()
            .join("|");
        let pattern = Regex::new(&format!(r"\b(?:{words})\b")).expect("escaped names");
        let mut found: Vec<usize> = (0..self.changes.len())
            .filter(|&k| {
                config.binary_search(&k).is_err() && pattern.is_match(&self.changes.text(k))
            })
            .flat_map(|k| self.together[k].iter().copied())
            .filter(|k| config.binary_search(k).is_err())
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    }

    /// Outcomes of the prefix of `candidates` that ends at the first one where `stop`
    /// holds, tested in order, up to `jobs` at once, later tests killed once it is found.
    fn first_where(&self, candidates: &dyn Candidates, stop: fn(Outcome) -> bool) -> Vec<Outcome> {
        let found = speculate::first_where(
            &self.pool,
            self.jobs,
            candidates.len(),
            &|k, cancel| self.judge(candidates.config(k), cancel),
            &|outcome| stop(*outcome),
            &|| self.oracle.stopped() || self.failure.lock().unwrap().is_some(),
        );
        let end = found.stopped_at.unwrap_or(usize::MAX);
        let mut outcomes = Vec::new();
        for (k, outcome) in found.results.into_iter().enumerate() {
            match outcome {
                Some(outcome) => outcomes.push(outcome),
                // Only an interrupt or a failure leaves a hole before the one found.
                None if k < end => outcomes.push(Outcome::Unresolved),
                None => break,
            }
        }
        outcomes
    }
}

/// A digest of a version's files, names and contents.
fn files_key(files: &Files) -> TextKey {
    let mut joined = Vec::new();
    for (name, bytes) in files {
        joined.extend_from_slice(&(name.len() as u64).to_le_bytes());
        joined.extend_from_slice(name.as_bytes());
        joined.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        joined.extend_from_slice(bytes);
    }
    text_key(&joined)
}

impl Test for Tester<'_> {
    fn first_failing(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        self.first_where(candidates, Outcome::is_fail)
    }

    fn first_resolved(&mut self, candidates: &dyn Candidates) -> Vec<Outcome> {
        self.first_where(candidates, |o| o != Outcome::Unresolved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_gcc_and_python_errors() {
        let gcc = "a.c:3:5: error: ‘total_count’ undeclared (first use in this function)\n\
                   a.c:9:1: warning: implicit declaration of function 'scale_by' [-Wimplicit]";
        assert_eq!(missing_identifiers(gcc), vec!["scale_by", "total_count"]);
        let python = "NameError: name 'parse_row' is not defined";
        assert_eq!(missing_identifiers(python), vec!["parse_row"]);
        assert!(missing_identifiers("Segmentation fault").is_empty());
    }

    #[test]
    fn names_from_other_languages_errors() {
        let cases = [
            (
                "a.cpp:4:3: error: 'scale' was not declared in this scope",
                "scale",
            ),
            (
                "a.cpp:2:1: error: use of undeclared identifier 'limit'",
                "limit",
            ),
            (
                "error[E0425]: cannot find function `checksum` in this scope",
                "checksum",
            ),
            ("ReferenceError: renderRow is not defined", "renderRow"),
            (
                "x.ts(3,5): error TS2304: Cannot find name 'Widget'.",
                "Widget",
            ),
            ("./main.go:7:2: undefined: parseLine", "parseLine"),
            ("  symbol:   method total(int)", "total"),
        ];
        for (message, name) in cases {
            assert_eq!(missing_identifiers(message), vec![name], "{message}");
        }
    }
}
