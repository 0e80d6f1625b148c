//! The flags that say how candidates are tested, shared by every subcommand.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use regex::bytes::Regex;

use super::CliError;
use crate::oracle::{Oracle, RunReport, TestSpec};
use crate::reduce::Settings;
use crate::reduce::settings::cores;

#[derive(Args, Debug, Clone)]
pub struct TestArgs {
    /// Interestingness test (C-Reduce convention): run in a fresh directory holding the
    /// candidate under the input's own file name; exit status 0 means "still interesting".
    #[arg(long, value_name = "SCRIPT", conflicts_with = "command")]
    pub test: Option<PathBuf>,

    /// With `-- CMD`: require stdout or stderr to match this regular expression instead of
    /// the failure signature (the command must still end as on the original input).
    #[arg(long = "match", value_name = "REGEX")]
    pub pattern: Option<String>,

    /// Seconds a test may run before its whole process group is killed (outcome
    /// unresolved): more than 0, at most a day [default: 10 × the original's slowest run,
    /// at least 2; the original's runs may take 300].
    #[arg(long, value_name = "SECS", value_parser = parse_timeout)]
    pub timeout: Option<f64>,

    /// Tests to run at once, from 1 to 1024 [default: number of cores]. Above 4 × the
    /// cores only for tests that run elsewhere (srun, a remote build): hedge warns when
    /// the original's run used this machine's CPU.
    #[arg(short, long, value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,

    /// Times the original input is tested before reducing (for isolate and maximize: OLD
    /// and NEW each); if the answers differ, the test is flaky and hedge stops (exit 2)
    /// unless --allow-flaky. From 1 to 100.
    #[arg(long, value_name = "N", default_value_t = 2,
          value_parser = clap::value_parser!(u16).range(1..=100))]
    pub initial_runs: u16,

    /// Go on even if the test gives different answers on the original input. A reduced
    /// result is still re-tested at the end, falling back to an earlier one that re-tests
    /// interesting.
    #[arg(long)]
    pub allow_flaky: bool,

    /// Stop after N candidates, counted in ddmin's order (each round's up to its first
    /// interesting one, whether tested, cached or skipped; not those tested ahead in
    /// parallel), so the stop and the result are the same for every -j. For reduce and
    /// batch (per input).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_tests: Option<u64>,

    /// Start each test through CMD (its words), e.g. 'srun -N1 -n1 --quiet': the test
    /// runs where CMD runs it, in the same directory, which must then be on a filesystem
    /// the machines share (set TMPDIR). --stats-json counts the runs per machine.
    #[arg(long, value_name = "CMD", value_parser = parse_launcher)]
    pub launcher: Option<Launcher>,

    /// Removals of a round tried side by side on the same input, those the test accepts
    /// then kept together: N tests at a time with none thrown away, for slow tests on many
    /// workers (give -j's value or a multiple of it). The result depends on N, not on -j.
    /// From 1 (each removal tried on what the ones before it left) to 1024. For reduce and
    /// batch.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub width: u16,

    /// Let idle workers test ahead: while a round's few tests run, the candidates the
    /// reduction tests next if none of them is accepted. The result is the same; with
    /// slow tests and many workers it comes sooner, for some tests thrown away. For
    /// reduce and batch, with -j above 1.
    #[arg(long)]
    pub run_ahead: bool,

    /// Test command instead of --test: `{}` stands for the candidate's path (appended when
    /// absent). A candidate is interesting when CMD ends as it does on the original input
    /// (same exit status or signal) with the same failure signature (`hedge signature`).
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<String>,
}

impl TestArgs {
    /// Checks the flags and builds the oracle. `file_name` is the input's own name.
    pub fn oracle(&self, file_name: &str) -> Result<Oracle, CliError> {
        let spec = match (&self.test, self.command.is_empty()) {
            (Some(_), true) if self.pattern.is_some() => {
                return Err(CliError::usage(
                    "--match applies to -- CMD only; with --test SCRIPT the script decides",
                )
                .with_hint("check the output inside the script, e.g. with grep -q"));
            }
            (Some(script), true) => TestSpec::Script(checked_script(script)?),
            (None, false) => {
                let pattern =
                    match &self.pattern {
                        Some(p) => Some(Regex::new(p).map_err(|e| {
                            CliError::usage(format!("invalid --match pattern: {e}"))
                        })?),
                        None => None,
                    };
                TestSpec::Command {
                    argv: command_argv(&self.command, file_name)?,
                    pattern,
                }
            }
            (Some(_), false) => {
                return Err(CliError::usage(
                    "give either --test SCRIPT or -- CMD, not both",
                ));
            }
            (None, true) => {
                return Err(CliError::usage(
                    "no interestingness test: give --test SCRIPT or -- CMD ARGS...",
                )
                .with_hint("example: hedge reduce crash.c --test ./test.sh"));
            }
        };
        Ok(self.launched(self.timed(Oracle::new(spec, file_name, Duration::ZERO))))
    }

    /// `oracle` starting its tests through `--launcher`, when given, and stopped by
    /// SIGINT and SIGTERM (see `interrupt`).
    pub fn launched(&self, oracle: Oracle) -> Oracle {
        let oracle = oracle.with_stop(super::interrupt::stop());
        match &self.launcher {
            Some(Launcher(words)) => oracle.with_launcher(words.clone()),
            None => oracle,
        }
    }

    /// `--timeout`, when given.
    pub fn fixed_timeout(&self) -> Option<Duration> {
        self.timeout.map(Duration::from_secs_f64)
    }

    /// `oracle` with `--timeout`, or else with the timeout derived from the original's
    /// runs.
    pub fn timed(&self, oracle: Oracle) -> Oracle {
        match self.fixed_timeout() {
            Some(timeout) => oracle.with_timeout(timeout),
            None => oracle.with_derived_timeout(),
        }
    }

    /// The files the test is made of, which no output may be: the script, or the
    /// command's program (found in `PATH` when it is a bare name) and each of its words
    /// that names an existing file (`check.py` in `-- python3 check.py {}`).
    pub fn files(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = self.test.iter().cloned().collect();
        if let Some(program) = self.command.first()
            && !program.contains('/')
            && let Some(found) = find_in_path(program)
        {
            files.push(found);
        }
        files.extend(
            self.command
                .iter()
                .filter(|word| !matches!(word.as_str(), "{}" | "@@"))
                .map(PathBuf::from)
                .filter(|path| path.is_file()),
        );
        files
    }

    /// Refuses the flags that only reduce and batch take (`subcommand` names the one
    /// that was run).
    pub fn only_reducing_flags(&self, subcommand: &str) -> Result<(), CliError> {
        let flag = match (self.max_tests, self.width, self.run_ahead) {
            (Some(_), ..) => "--max-tests",
            (None, 1, false) => return Ok(()),
            (None, 1, true) => "--run-ahead",
            (None, ..) => "--width",
        };
        Err(CliError::usage(format!(
            "{flag} applies to hedge reduce and hedge batch, not to hedge {subcommand}"
        )))
    }

    /// `-j`, with room made for its tests' descriptors.
    pub fn jobs(&self) -> usize {
        let jobs = self.jobs.unwrap_or_else(cores);
        make_room_for(jobs);
        jobs
    }

    /// Sets what these flags say in a reduction's settings.
    pub fn apply(&self, settings: &mut Settings) {
        settings.jobs = self.jobs();
        settings.initial_runs = self.initial_runs.into();
        settings.allow_flaky = self.allow_flaky;
        settings.max_tests = self.max_tests;
        settings.width = self.width.into();
        settings.run_ahead = self.run_ahead;
    }
}

/// How a subcommand reports: the figures file, and how much it says on stderr. Shared by
/// every subcommand that runs tests.
#[derive(Args, Debug, Clone)]
pub struct ReportArgs {
    /// Write the figures of the run as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub stats_json: Option<PathBuf>,

    /// Print only errors: no progress and no summary.
    #[arg(short, long, conflicts_with = "verbose")]
    pub quiet: bool,

    /// Print a line for every step: each pass and tree level (reduce, batch), each test
    /// (isolate, maximize).
    #[arg(short, long)]
    pub verbose: bool,

    /// `json`: instead of the progress line, one JSON object per line on stderr for every
    /// pass, improvement and finished file or test (for CI systems and editors).
    #[arg(long, value_enum, value_name = "HOW", default_value = "auto")]
    pub progress: ProgressMode,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressMode {
    /// A progress line on a terminal, nothing otherwise.
    Auto,
    /// JSON lines on stderr.
    Json,
}

/// `--launcher`'s words.
#[derive(Clone, Debug)]
pub struct Launcher(pub Vec<String>);

/// Splits `--launcher` into words at blanks (no quoting: a launcher's arguments are
/// options and names); its program must exist here, where hedge starts it.
fn parse_launcher(text: &str) -> Result<Launcher, String> {
    let words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    let Some(program) = words.first() else {
        return Err("give the launcher's command, e.g. 'srun -N1 -n1 --quiet'".into());
    };
    let found = match program.contains('/') {
        true => Path::new(program).is_file(),
        false => find_in_path(program).is_some(),
    };
    if !found {
        return Err(format!("{program}: no such program (on PATH)"));
    }
    Ok(Launcher(words))
}

/// The longest `--timeout`: a day. Longer is surely a typo, and `Duration` has limits.
const MAX_TIMEOUT_SECONDS: f64 = 86_400.0;

pub(super) fn parse_timeout(text: &str) -> Result<f64, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds"))?;
    if !(seconds > 0.0 && seconds <= MAX_TIMEOUT_SECONDS) {
        return Err(format!(
            "{text} is out of range: give more than 0 and at most {MAX_TIMEOUT_SECONDS} seconds (a day)"
        ));
    }
    Ok(seconds)
}

/// The most tests at once: each needs a thread and a few descriptors. Past a few per
/// core, tests that run here only wait for each other (see `Observer::crowded`); tests
/// that run on a cluster's nodes can use hundreds.
pub const MOST_JOBS: usize = 1024;

/// Descriptors a running test holds at most (its pipes, its pidfd, its directory's),
/// with room to spare.
const DESCRIPTORS_PER_TEST: u64 = 8;

/// Raises the soft limit of open descriptors, within the hard one, when `jobs` tests
/// at once (hundreds, for tests on a cluster) need more than the usual 1024. Failing
/// leaves the limit as it is: tests that cannot start then say so.
fn make_room_for(jobs: usize) {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let needed = 256 + DESCRIPTORS_PER_TEST * jobs as u64;
    let mut limit = getrlimit(Resource::Nofile);
    if limit.current.is_some_and(|current| current < needed) {
        limit.current = Some(limit.maximum.map_or(needed, |most| most.min(needed)));
        let _ = setrlimit(Resource::Nofile, limit);
    }
}

fn parse_jobs(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MOST_JOBS).contains(&n) => Ok(n),
        _ => Err(format!(
            "{text:?} is out of range: give a whole number from 1 to {MOST_JOBS} (at most {} on this machine's {} cores, unless the tests run elsewhere)",
            crate::reduce::settings::JOBS_PER_CORE * cores(),
            cores()
        )),
    }
}

/// The command with its program made absolute when it is a path (`./target`): tests run
/// in another directory. A bare name is looked up in `PATH` as usual; either way the
/// program must exist before any work starts. An argument that names an existing file
/// from where hedge was started (`check.py` in `-- python3 check.py {}`) is made absolute
/// too, but for the candidate's own name (`file_name`), which the test's directory holds.
pub(super) fn command_argv(command: &[String], file_name: &str) -> Result<Vec<String>, CliError> {
    let mut argv = command.to_vec();
    for arg in &mut argv[1..] {
        let path = Path::new(arg.as_str());
        if !arg.starts_with('-')
            && path.is_relative()
            && arg != file_name
            && path.is_file()
            && let Ok(absolute) = std::path::absolute(path)
        {
            *arg = absolute.to_string_lossy().into_owned();
        }
    }
    if argv[0].contains('/') {
        argv[0] = checked_executable(Path::new(&argv[0]), "test program")?
            .to_string_lossy()
            .into_owned();
    } else if !in_path(&argv[0]) {
        return Err(CliError::usage(format!(
            "cannot find the test program {:?} in PATH",
            argv[0]
        ))
        .with_hint("install it, or give its path (./program)"));
    }
    Ok(argv)
}

/// Whether an executable file called `name` is in one of `PATH`'s directories.
fn in_path(name: &str) -> bool {
    find_in_path(name).is_some()
}

/// The executable file called `name` in the first of `PATH`'s directories that has one.
fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| {
            std::fs::metadata(candidate)
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// The script as an absolute path (tests run in another directory), checked to be an
/// executable file before any work starts.
fn checked_script(script: &Path) -> Result<PathBuf, CliError> {
    checked_executable(script, "test script")
}

/// `program` as an absolute path, checked to be an executable file; `what` names it in
/// errors.
fn checked_executable(program: &Path, what: &str) -> Result<PathBuf, CliError> {
    let absolute = std::path::absolute(program)?;
    let meta = std::fs::metadata(&absolute)
        .map_err(|e| CliError::usage(format!("cannot use {what} {}: {e}", program.display())))?;
    if !meta.is_file() {
        return Err(CliError::usage(format!(
            "{what} {} is not a file",
            program.display()
        )));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(
            CliError::usage(format!("{what} {} is not executable", program.display()))
                .with_hint(format!("fix: chmod +x {}", program.display())),
        );
    }
    Ok(absolute)
}

/// Why a run expected to be interesting was not: a `--match` pattern its output missed,
/// or how it ended.
pub fn explain_miss(test: &TestArgs, report: &RunReport) -> String {
    let mut text = match &test.pattern {
        Some(pattern) if report.ending.is_complete() && !test.command.is_empty() => format!(
            "its output did not match --match {pattern:?} ({})",
            describe_run(report)
        ),
        _ => describe_run(report),
    };
    if let Some(note) = test.test.as_deref().and_then(windows_line_ends) {
        text.push('\n');
        text.push_str(&note);
    }
    text
}

/// Says so when `script` has Windows line ends and no `#!` line: `/bin/sh` runs it, and
/// takes the `\r` ending each line as part of its last word (`input.c\r` is another
/// file), so the script fails, often in silence. (With a `#!` line, the test cannot
/// start, and [`crate::oracle`] says why.)
pub(super) fn windows_line_ends(script: &Path) -> Option<String> {
    let mut head = Vec::new();
    std::io::Read::read_to_end(
        &mut std::io::Read::take(std::fs::File::open(script).ok()?, 4096),
        &mut head,
    )
    .ok()?;
    (!head.starts_with(b"#!") && head.windows(2).any(|pair| pair == b"\r\n")).then(|| {
        format!(
            "{} has Windows line ends (\\r\\n) and no #! line: /bin/sh runs it and reads the \\r ending each line as part of its last word; fix: sed -i 's/\\r$//' {}",
            script.display(),
            script.display()
        )
    })
}

/// Explains a run of the test that was expected to be interesting but was not.
pub fn describe_run(report: &RunReport) -> String {
    let mut text = format!("the test {}", report.ending.told());
    let tail = report.stderr.last_lines(10);
    if tail.trim().is_empty() {
        text.push_str(" and printed nothing on stderr");
    } else {
        text.push_str("; the last lines of its stderr:\n");
        for line in tail.lines() {
            text.push_str("  | ");
            text.push_str(line);
            text.push('\n');
        }
        text.pop();
    }
    text
}
