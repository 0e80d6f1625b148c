//! The flags that say how candidates are tested, shared by every subcommand.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use regex::bytes::Regex;

use super::CliError;
use crate::oracle::{Oracle, RunReport, TestSpec};

#[derive(Args, Debug, Clone)]
pub struct TestArgs {
    /// Interestingness test (C-Reduce convention): run in a fresh directory holding the
    /// candidate under the input's own file name; exit status 0 means "still interesting".
    #[arg(long, value_name = "SCRIPT", conflicts_with = "command")]
    pub test: Option<PathBuf>,

    /// With `-- CMD`: also require stdout or stderr to match this regular expression.
    #[arg(long = "match", value_name = "REGEX", requires = "command")]
    pub pattern: Option<String>,

    /// Seconds a test may run before its whole process group is killed (outcome unresolved).
    #[arg(long, value_name = "SECS", default_value_t = 30.0)]
    pub timeout: f64,

    /// Tests to run at once [default: number of cores].
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,

    /// Test command instead of --test: `{}` stands for the candidate's path (appended when
    /// absent). A candidate is interesting when CMD ends as it does on the original input
    /// (same exit status or signal).
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<String>,
}

impl TestArgs {
    /// Checks the flags and builds the oracle. `file_name` is the input's own name.
    pub fn oracle(&self, file_name: &str) -> Result<Oracle, CliError> {
        let spec = match (&self.test, self.command.is_empty()) {
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
                    argv: command_argv(&self.command)?,
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
        if !(self.timeout > 0.0 && self.timeout.is_finite()) {
            return Err(CliError::usage(
                "--timeout must be a positive number of seconds",
            ));
        }
        Ok(Oracle::new(
            spec,
            file_name,
            Duration::from_secs_f64(self.timeout),
        ))
    }

    pub fn jobs(&self) -> Result<usize, CliError> {
        match self.jobs {
            Some(0) => Err(CliError::usage("--jobs must be at least 1")),
            Some(n) => Ok(n),
            None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
        }
    }
}

/// The command with its program made absolute when it is a path (`./target`): tests run
/// in another directory. A bare name is looked up in `PATH` as usual.
fn command_argv(command: &[String]) -> Result<Vec<String>, CliError> {
    let mut argv = command.to_vec();
    if argv[0].contains('/') {
        argv[0] = std::path::absolute(&argv[0])?
            .to_string_lossy()
            .into_owned();
    }
    Ok(argv)
}

/// The script as an absolute path (tests run in another directory), checked to be an
/// executable file before any work starts.
fn checked_script(script: &Path) -> Result<PathBuf, CliError> {
    let absolute = std::path::absolute(script)?;
    let meta = std::fs::metadata(&absolute).map_err(|e| {
        CliError::usage(format!("cannot use test script {}: {e}", script.display()))
    })?;
    if !meta.is_file() {
        return Err(CliError::usage(format!(
            "test script {} is not a file",
            script.display()
        )));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(CliError::usage(format!(
            "test script {} is not executable",
            script.display()
        ))
        .with_hint(format!("fix: chmod +x {}", script.display())));
    }
    Ok(absolute)
}

/// Explains a run of the test that was expected to be interesting but was not.
pub fn describe_run(report: &RunReport) -> String {
    let mut text = format!("the test ended with {}", report.ending);
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
