//! `hedge langs` and `hedge parse`: what hedge knows of languages, for users writing rules.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::{CliError, lang_args};
use crate::lang;

#[derive(Args, Debug)]
pub struct ParseArgs {
    /// The file to parse.
    pub file: PathBuf,
    /// Its language [default: from the extension, or the content of a file without one].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,

    #[command(flatten)]
    pub grammar: lang_args::GrammarArgs,
}

pub fn langs(only: Option<&str>) -> Result<ExitCode, CliError> {
    if let Some(name) = only {
        let language = lang::by_name(name).ok_or_else(|| lang_args::unknown(name))?;
        return print_stdout(&format!("{}\n", lang::describe(language)));
    }
    let mut text = String::new();
    for language in lang::all() {
        text.push_str(&lang::describe(language));
        text.push('\n');
    }
    text.push_str(
        "text (any other file): lines, then words, then characters (bytes if not UTF-8)\n",
    );
    print_stdout(&text)
}

/// Writes `text` to stdout. A reader that stops early (`hedge langs | head`) ends hedge
/// quietly, as it does other Unix tools.
pub(super) fn print_stdout(text: &str) -> Result<ExitCode, CliError> {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => Err(CliError::usage(format!("cannot write to stdout: {e}"))),
    }
}

pub fn parse(args: ParseArgs) -> Result<ExitCode, CliError> {
    let loaded = args.grammar.load(args.lang.as_deref())?;
    let source = std::fs::read(&args.file)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", args.file.display())))?;
    let language = match (loaded, &args.lang) {
        (Some(language), _) => language,
        (None, Some(name)) => lang::by_name(name).ok_or_else(|| lang_args::unknown(name))?,
        (None, None) => lang::for_file(&args.file, &source)
            .map(|(language, found)| {
                // The tree shown depends on the language: a guess is said (on stderr,
                // so that the dump stays the tree alone).
                if found.is_guess() {
                    say!(
                        "hedge: parsing {} as {} ({})",
                        args.file.display(),
                        language.name,
                        found.describe()
                    );
                }
                language
            })
            .ok_or_else(|| {
                let names: Vec<&str> = lang::all().iter().map(|l| l.name).collect();
                CliError::usage(format!("no language for {}", args.file.display()))
                    .with_hint(format!("name one with --lang: {}", names.join(", ")))
            })?,
    };
    print_stdout(&lang::dump(&language.parse(&source)))
}
