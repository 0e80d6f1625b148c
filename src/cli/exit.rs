//! Exit codes and the user-facing error type.

use std::fmt;
use std::process::ExitCode;

/// Reduction finished; the output holds the result.
pub const DONE: u8 = 0;
/// Bad usage, or an input/output error.
pub const USAGE_OR_IO: u8 = 1;
/// The test is not usable: the input is not interesting, the empty file is, or the test is flaky.
pub const NOT_INTERESTING: u8 = 2;
/// `hedge merge`: some shards are missing, unfinished or disagree; nothing was merged.
pub const INCOMPLETE: u8 = 3;
/// Interrupted by SIGINT (128 + 2); the output holds the best result so far.
pub const INTERRUPTED_SIGINT: u8 = 130;
/// Interrupted by SIGTERM (128 + 15); the output holds the best result so far.
pub const INTERRUPTED_SIGTERM: u8 = 143;

/// Shown at the end of `--help`.
pub const EXIT_CODES_HELP: &str = "\
Exit codes:
  0    done: the output file holds the reduced input
  1    usage or input/output error
  2    the test is not usable: the original input is not interesting, the empty input is
       (use --allow-trivial), or the test gives different answers on the same input
  3    merge: some shards are missing or unfinished, or ran on other inputs or tests;
       nothing was merged
  130  interrupted (SIGINT); the output file holds the best result so far
  143  terminated (SIGTERM); the output file holds the best result so far";

/// The exit codes as the man page's EXIT STATUS section lists them: a code, then its
/// meaning as one paragraph, which the man page fills to the reader's width.
pub const EXIT_CODES: [(&str, &str); 6] = [
    ("0", "done: the output file holds the reduced input"),
    ("1", "usage or input/output error"),
    (
        "2",
        "the test is not usable: the original input is not interesting, the empty input is (use --allow-trivial), or the test gives different answers on the same input",
    ),
    (
        "3",
        "merge: some shards are missing or unfinished, or ran on other inputs or tests; nothing was merged",
    ),
    (
        "130",
        "interrupted (SIGINT); the output file holds the best result so far",
    ),
    (
        "143",
        "terminated (SIGTERM); the output file holds the best result so far",
    ),
];

/// [`EXIT_CODES`] as a roff section, each code a tagged paragraph.
pub fn exit_status_roff() -> String {
    let mut roff = String::from(".SH \"EXIT STATUS\"\n");
    for (code, meaning) in EXIT_CODES {
        roff.push_str(&format!(
            ".TP\n\\fB{code}\\fR\n{}\n",
            meaning.replace('-', "\\-")
        ));
    }
    roff
}

/// An error for the user: what went wrong, what to do about it, and the exit code.
#[derive(Debug)]
pub struct CliError {
    /// The exit code (see `EXIT_CODES`).
    pub code: u8,
    /// What went wrong, in one line.
    pub message: String,
    /// What to do about it, printed on the lines after the message; `None`: nothing to add.
    pub hint: Option<String>,
}

impl CliError {
    /// An error with exit code `USAGE_OR_IO`: bad usage, or an input/output error.
    pub fn usage(message: impl Into<String>) -> Self {
        CliError {
            code: USAGE_OR_IO,
            message: message.into(),
            hint: None,
        }
    }

    /// An error with exit code `NOT_INTERESTING`: the test is not usable on this input.
    pub fn not_interesting(message: impl Into<String>) -> Self {
        CliError {
            code: NOT_INTERESTING,
            message: message.into(),
            hint: None,
        }
    }

    /// This error with `hint` added after its message.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// The exit code, for the process to end with.
    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(self.code)
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "hedge: error: {}", self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, "\n{hint}")?;
        }
        Ok(())
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::usage(e.to_string())
    }
}
