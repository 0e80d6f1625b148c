//! `hedge signature FILE -- CMD`: runs the command once on FILE and prints the failure
//! that `hedge reduce FILE -- CMD` would keep, without reducing anything: the stream it
//! was read from, the input's names it keeps fixed, and whether it is weak.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::exit::{self, CliError};
use super::inspect::print_stdout;
use super::test_args::{command_argv, parse_timeout};
use crate::oracle::{Ending, Oracle, TestSpec};

#[derive(Args, Debug)]
pub struct SignatureArgs {
    /// The file the command runs on, as `hedge reduce` would run it (in a fresh directory,
    /// under its own name).
    #[arg(value_name = "FILE")]
    pub input: PathBuf,

    /// Seconds the command may run before it is killed.
    #[arg(long, value_name = "SECS", default_value_t = 30.0, value_parser = parse_timeout)]
    pub timeout: f64,

    /// The command: `{}` or `@@` stands for the file's path (appended when absent).
    #[arg(last = true, required = true, value_name = "CMD")]
    pub command: Vec<String>,
}

pub fn run(args: SignatureArgs) -> Result<ExitCode, CliError> {
    let original = std::fs::read(&args.input)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", args.input.display())))?;
    let file_name = args
        .input
        .file_name()
        .ok_or_else(|| CliError::usage(format!("{} is not a file", args.input.display())))?
        .to_string_lossy()
        .into_owned();
    let spec = TestSpec::Command {
        argv: command_argv(&args.command, &file_name)?,
        pattern: None,
    };
    let mut oracle = Oracle::new(spec, &file_name, Duration::from_secs_f64(args.timeout));
    let report = oracle
        .calibrate(&original)
        .map_err(|e| CliError::usage(format!("cannot run the test: {e}")))?;
    if report.ending == Ending::TimedOut {
        return Err(CliError::not_interesting(format!(
            "the command did not end within {} s",
            args.timeout
        ))
        .with_hint("give it longer with --timeout SECS"));
    }
    let signature = oracle
        .signature()
        .expect("a calibrated command has a signature");
    let mut said = format!(
        "ending: {}\nfamily: {}\nstream: {}\nsignature: {}\n",
        report.ending, signature.family, signature.stream, signature.text
    );
    if !signature.names.is_empty() {
        said += &format!("fixed in the input: {}\n", signature.names.join(" "));
    }
    if signature.weak {
        said += &format!("{}\n", super::progress::weak_failure_note(signature));
    }
    print_stdout(&said)?;
    Ok(ExitCode::from(exit::DONE))
}
