//! The command line: clap flags are turned into validated settings and handed to the
//! reducers. Nothing here reduces anything.

/// Prints a line on stderr. A closed stderr (`hedge ... 2>&1 | head`) loses the line
/// instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

mod batch;
mod exit;
mod inspect;
mod interrupt;
mod isolate;
mod lang_args;
mod maximize;
mod merge;
mod outputs;
mod plot;
mod progress;
mod reduce;
mod report;
mod settings;
mod signature;
mod stats;
mod test_args;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

pub use exit::CliError;

#[derive(Parser, Debug)]
#[command(
    name = "hedge",
    version,
    about = "A fast, syntax-aware test-case reducer",
    after_help = exit::EXIT_CODES_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Shrink INPUT to the smallest file that the test still finds interesting.
    #[command(
        after_help = exit::EXIT_CODES_HELP,
        override_usage = "hedge reduce [OPTIONS] <INPUT> --test <SCRIPT>\n       hedge reduce [OPTIONS] <INPUT> -- <CMD> [ARGS]..."
    )]
    Reduce(reduce::ReduceArgs),
    /// Reduce every file of DIR (e.g. a fuzzer's crashes) and group those of one bug.
    Batch(batch::BatchArgs),
    /// Combine the shards of `hedge batch --shard K/N -o OUTDIR` into one summary.
    Merge(merge::MergeArgs),
    /// List the languages hedge parses and their reduction rules (or only LANG's).
    Langs {
        /// Only this language (a name `hedge langs` lists).
        #[arg(value_name = "LANG")]
        lang: Option<String>,
    },
    /// Isolate the changes between a passing OLD and a failing NEW that cause the failure.
    Isolate(isolate::IsolateArgs),
    /// Grow a passing OLD toward a failing NEW: keep every change that does not cause the failure (ddmax).
    Maximize(maximize::MaximizeArgs),
    /// Plot size against time or tests from `--stats-json` files, one line each (SVG).
    Report(report::ReportArgs),
    /// Print the failure `hedge reduce FILE -- CMD` would keep: run CMD once on FILE, without reducing.
    Signature(signature::SignatureArgs),
    /// Print the syntax tree of FILE with node kinds and field names (to write rules).
    Parse(inspect::ParseArgs),
    /// Print a shell completion script: `hedge completions bash > /etc/bash_completion.d/hedge`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print hedge's man page (roff), or a subcommand's: `hedge man reduce > hedge-reduce.1`.
    Man {
        /// The subcommand [default: hedge itself].
        subcommand: Option<String>,
    },
}

/// The man page of hedge or of one of its subcommands (as `hedge-<name>`).
fn man_page(subcommand: Option<&str>) -> Result<ExitCode, CliError> {
    let mut command = Cli::command();
    command.build();
    let page = match subcommand {
        None => command,
        Some(name) => {
            let Some(sub) = command.find_subcommand(name) else {
                let known: Vec<String> = command
                    .get_subcommands()
                    .map(|c| c.get_name().to_string())
                    .collect();
                return Err(CliError::usage(format!(
                    "no subcommand {name:?}; known: {}",
                    known.join(", ")
                )));
            };
            sub.clone().display_name(format!("hedge-{name}"))
        }
    };
    // The exit codes get a section of their own, filled to the reader's width, instead of
    // `--help`'s text, whose lines are broken for 80 columns.
    let page = page.after_help(clap::builder::Resettable::Reset);
    let mut text = Vec::new();
    clap_mangen::Man::new(page).render(&mut text)?;
    let mut text = String::from_utf8_lossy(&text).into_owned();
    let at = text.find(".SH VERSION").unwrap_or(text.len());
    text.insert_str(at, &exit::exit_status_roff());
    inspect::print_stdout(&text)
}

/// Runs hedge's command line: parses the arguments, runs the subcommand, removes what the
/// tests left behind, and prints the error if there is one.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    ExitCode::SUCCESS
                }
                _ => ExitCode::from(exit::USAGE_OR_IO),
            };
        }
    };
    let result = match cli.command {
        Command::Reduce(args) => reduce::run(args),
        Command::Batch(args) => batch::run(args),
        Command::Merge(args) => merge::run(args),
        Command::Langs { lang } => inspect::langs(lang.as_deref()),
        Command::Isolate(args) => isolate::run(args),
        Command::Maximize(args) => maximize::run(args),
        Command::Parse(args) => inspect::parse(args),
        Command::Signature(args) => signature::run(args),
        Command::Report(args) => report::run(args),
        Command::Completions { shell } => {
            let mut text = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "hedge", &mut text);
            inspect::print_stdout(&String::from_utf8_lossy(&text))
        }
        Command::Man { subcommand } => man_page(subcommand.as_deref()),
    };
    // Every test has ended: nothing of them stays behind, neither process nor directory.
    crate::oracle::remove_scratch();
    match result {
        Ok(code) => code,
        Err(e) => {
            say!("{e}");
            e.exit_code()
        }
    }
}
