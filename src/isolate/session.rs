//! One whole isolation or maximization between two versions: the changes, the checks that
//! the test tells the versions apart, and delta debugging over the grouped changes. The
//! command line and library users drive this, through [`Isolation`].

use std::time::Instant;

use super::tester::{Hear, Tester, outcome_of};
use super::{Changes, Files, groups};
use crate::dd::{self, Config, Outcome, Stats};
use crate::files::FileTree;
use crate::oracle::{Oracle, RunReport, TestSpec};
use crate::reduce::Settings;

/// The two versions, the changes between them, the test and how it runs: what
/// [`Isolation::isolate`] and [`Isolation::maximize`] work on.
pub struct Isolation {
    changes: Changes,
    oracle: Oracle,
    settings: Settings,
    /// NEW's file name, the single file's name in both versions; `None` for trees.
    file_name: Option<String>,
}

/// One of the two versions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The version the test must pass on.
    Old,
    /// The version the test must fail on.
    New,
}

impl Side {
    /// `OLD` or `NEW`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Old => "OLD",
            Side::New => "NEW",
        }
    }

    /// What the test must say of this version: pass on OLD, fail on NEW.
    pub fn wanted(self) -> Outcome {
        match self {
            Side::Old => Outcome::Pass,
            Side::New => Outcome::Fail,
        }
    }
}

/// Why an isolation or maximization could not run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum IsolateError {
    /// OLD and NEW have no difference.
    #[error("OLD and NEW are the same: nothing to do")]
    Same,
    /// The threads that run the tests cannot be started.
    #[error("cannot start test threads: {0}")]
    Threads(std::io::Error),
    /// The test cannot be run (or, for a command, calibrated on NEW).
    #[error("cannot run the test: {0}")]
    Test(std::io::Error),
    /// An interrupt came during the first runs on NEW and OLD, before any change was
    /// tested.
    #[error("interrupted before the changes were tested; nothing written")]
    Interrupted,
    /// The test does not fail on NEW or does not pass on OLD: in every one of the first
    /// `runs` runs, or, unless flaky tests are allowed, in some of them (`wrong < runs`:
    /// the test is flaky).
    #[error(
        "the test must {} on {}: it did not in {wrong} of {runs} runs",
        if side.wanted() == Outcome::Fail { "fail" } else { "pass" },
        side.name()
    )]
    Unusable {
        /// The version the test disagrees on.
        side: Side,
        /// The first run that did not say what it must.
        report: Box<RunReport>,
        /// Runs that did not say what they must.
        wrong: usize,
        /// Runs made on that version.
        runs: usize,
    },
}

impl IsolateError {
    /// For [`IsolateError::Unusable`]: whether the test answered differently on the same
    /// version (some runs but not all said the wrong thing).
    pub fn is_flaky(&self) -> bool {
        matches!(self, IsolateError::Unusable { wrong, runs, .. } if wrong < runs)
    }
}

/// The figures of one isolation or maximization.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    /// Delta debugging's figures: configurations tested, answered from the cache, and
    /// unresolved.
    pub stats: Stats,
    /// Unresolved configurations resolved by adding the definitions their errors name.
    pub resolutions: usize,
    /// Test processes run, the first runs on OLD and NEW and resolution attempts included.
    pub runs: usize,
    /// Wall-clock seconds from the start of the first run on NEW.
    pub seconds: f64,
}

/// What [`Isolation::isolate`] returns: a passing and a failing configuration whose
/// difference is 1-minimal.
#[derive(Clone, Debug)]
pub struct Isolated {
    /// The final passing configuration (sorted change indices), as tested.
    pub pass: Config,
    /// The final failing configuration, as tested.
    pub fail: Config,
    /// The changes in `fail` and not in `pass`: the failure-inducing ones.
    pub difference: Config,
    /// How it went.
    pub figures: Figures,
    /// Stopped by an interrupt: the result is the best so far, not minimal yet.
    pub interrupted: bool,
}

/// What [`Isolation::maximize`] returns: a passing configuration that is 1-maximal.
#[derive(Clone, Debug)]
pub struct Maximized {
    /// The maximal passing configuration (sorted change indices), as tested.
    pub pass: Config,
    /// The changes it lacks: the ones the failure needs.
    pub lacking: Config,
    /// How it went.
    pub figures: Figures,
    /// Stopped by an interrupt: the result is the best so far, not maximal yet.
    pub interrupted: bool,
}

impl Isolation {
    /// Isolation between two single files, `old` and `new`; the test sees each candidate
    /// as `name`. See [`Isolation::new`].
    pub fn new_file(
        name: &str,
        old: Vec<u8>,
        new: Vec<u8>,
        oracle: Oracle,
        settings: Settings,
    ) -> Result<Self, IsolateError> {
        let version = |bytes| Files::from([(name.to_string(), bytes)]);
        Isolation::build(
            version(old),
            version(new),
            Some(name.to_string()),
            oracle,
            settings,
        )
    }

    /// Isolation between two trees of files (relative path → contents, as
    /// [`super::load`] reads a directory); the test gets each candidate's tree in its
    /// directory. Of `settings`, `jobs`, `initial_runs` and `allow_flaky` apply.
    ///
    /// Fails when the versions are the same, or when a test command cannot be run on
    /// NEW to learn how it fails there (a candidate fails when the command ends as it
    /// does on NEW).
    pub fn new(
        old: Files,
        new: Files,
        oracle: Oracle,
        settings: Settings,
    ) -> Result<Self, IsolateError> {
        Isolation::build(old, new, None, oracle, settings)
    }

    fn build(
        old: Files,
        new: Files,
        file_name: Option<String>,
        mut oracle: Oracle,
        settings: Settings,
    ) -> Result<Self, IsolateError> {
        let changes = Changes::new(old, new);
        if changes.is_empty() {
            return Err(IsolateError::Same);
        }
        if let TestSpec::Command { .. } = oracle.spec() {
            let all = changes.apply(&(0..changes.len()).collect::<Vec<_>>());
            let calibrated = match &file_name {
                Some(name) => oracle.calibrate(&all[name]),
                None => oracle.calibrate_tree(&FileTree::of_files(all)),
            };
            calibrated.map_err(IsolateError::Test)?;
        }
        Ok(Isolation {
            changes,
            oracle,
            settings,
            file_name,
        })
    }

    /// The changes from OLD to NEW; configurations index into them.
    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    /// The test (calibrated on NEW when it is a command).
    pub fn oracle(&self) -> &Oracle {
        &self.oracle
    }

    /// The single file's name when the versions are single files; `None` for trees.
    pub fn file_name(&self) -> Option<&str> {
        self.file_name.as_deref()
    }

    /// Narrows the difference between OLD (passing) and NEW (failing) down to a 1-minimal
    /// set of failure-inducing changes (dd, level by level over [`groups::levels`]), after
    /// checking that the test fails on NEW and passes on OLD.
    /// `hear` hears every test run.
    pub fn isolate(&self, hear: Hear<'_>) -> Result<Isolated, IsolateError> {
        let started = Instant::now();
        let mut tester = self.tester(hear)?;
        let levels = groups::levels(&self.changes);
        let result = dd::dd_levels(self.changes.len(), &levels, &mut tester);
        if let Some(e) = tester.take_failure() {
            return Err(IsolateError::Test(e));
        }
        let pass = tester.tested_as(&result.pass);
        let fail = tester.tested_as(&result.fail);
        let difference = fail.iter().copied().filter(|k| !pass.contains(k)).collect();
        Ok(Isolated {
            pass,
            fail,
            difference,
            figures: figures(result.stats, &tester, started),
            interrupted: self.oracle.stopped(),
        })
    }

    /// Grows OLD toward NEW by as many changes as keep the test passing (ddmax, level by
    /// level over [`groups::levels`]), after checking that the test fails on NEW and
    /// passes on OLD.
    /// `hear` hears every test run.
    pub fn maximize(&self, hear: Hear<'_>) -> Result<Maximized, IsolateError> {
        let started = Instant::now();
        let mut tester = self.tester(hear)?;
        let levels = groups::levels(&self.changes);
        let result = dd::ddmax_levels(&levels, &mut tester);
        if let Some(e) = tester.take_failure() {
            return Err(IsolateError::Test(e));
        }
        let pass = tester.tested_as(&result.pass);
        let lacking = (0..self.changes.len())
            .filter(|k| pass.binary_search(k).is_err())
            .collect();
        Ok(Maximized {
            pass,
            lacking,
            figures: figures(result.stats, &tester, started),
            interrupted: self.oracle.stopped(),
        })
    }

    /// A tester, after checking, `initial_runs` times each, that the test fails on NEW
    /// and passes on OLD (the same every time, unless `allow_flaky`).
    fn tester<'s>(&'s self, hear: Hear<'s>) -> Result<Tester<'s>, IsolateError> {
        let tester = Tester::new(
            &self.oracle,
            &self.changes,
            self.settings.jobs,
            self.file_name.is_some(),
        )
        .map_err(IsolateError::Threads)?
        .hearing(hear);
        let all: Vec<usize> = (0..self.changes.len()).collect();
        let runs = self.settings.initial_runs;
        // The runs do not depend on each other: up to `jobs` of them run side by side.
        let sides = [(&all[..], Side::New), (&[][..], Side::Old)];
        let configs: Vec<&[usize]> = sides
            .iter()
            .flat_map(|&(config, _)| std::iter::repeat_n(config, runs))
            .collect();
        let reports = tester.run_each(&configs);
        let durations = reports.iter().flatten().map(|report| report.duration);
        self.oracle.settle_timeout(durations);
        let mut reports = reports.into_iter();
        if self.oracle.stopped() {
            return Err(IsolateError::Interrupted);
        }
        for (_, side) in sides {
            let mut wrong = None;
            for report in reports.by_ref().take(runs) {
                let report = report.map_err(IsolateError::Test)?;
                if outcome_of(&report) != side.wanted() {
                    wrong.get_or_insert((0, report)).0 += 1;
                }
            }
            match wrong {
                None => {}
                Some((count, _)) if count < runs && self.settings.allow_flaky => {}
                Some((count, report)) => {
                    return Err(IsolateError::Unusable {
                        side,
                        report: Box::new(report),
                        wrong: count,
                        runs,
                    });
                }
            }
        }
        Ok(tester)
    }
}

/// The figures of a run that `tester` tested and delta debugging counted in `stats`.
fn figures(stats: Stats, tester: &Tester, started: Instant) -> Figures {
    Figures {
        stats,
        resolutions: tester.resolutions(),
        runs: tester.runs(),
        seconds: started.elapsed().as_secs_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        Settings {
            jobs: 2,
            ..Settings::default()
        }
    }

    /// Fails (is interesting) when the file holds `C`.
    fn holds_c() -> Oracle {
        Oracle::function(|text: &[u8]| text.contains(&b'C'))
    }

    #[test]
    fn isolates_and_maximizes_single_files() {
        let isolation = Isolation::new_file(
            "f.txt",
            b"a\nb\nc\nd\n".to_vec(),
            b"a\nB\nC\nD\n".to_vec(),
            holds_c(),
            settings(),
        )
        .unwrap();
        assert_eq!(isolation.changes().len(), 3);
        let isolated = isolation.isolate(&|_| {}).unwrap();
        assert_eq!(isolated.difference, [1]);
        assert!(isolated.fail.contains(&1) && !isolated.pass.contains(&1));
        assert!(isolated.figures.runs >= 4, "{:?}", isolated.figures);
        let maximized = isolation.maximize(&|_| {}).unwrap();
        assert_eq!((maximized.pass, maximized.lacking), (vec![0, 2], vec![1]));
    }

    #[test]
    fn refuses_same_versions_and_unusable_tests() {
        let same =
            Isolation::new_file("f", b"a\n".to_vec(), b"a\n".to_vec(), holds_c(), settings());
        assert!(matches!(same, Err(IsolateError::Same)));
        // The test passes on NEW: not usable, and not flaky.
        let never = Oracle::function(|_: &[u8]| false);
        let isolation =
            Isolation::new_file("f", b"a\n".to_vec(), b"b\n".to_vec(), never, settings()).unwrap();
        let error = isolation.isolate(&|_| {}).unwrap_err();
        assert!(
            matches!(
                error,
                IsolateError::Unusable {
                    side: Side::New,
                    wrong: 2,
                    runs: 2,
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(!error.is_flaky());
    }
}
