//! `hedge langs` and `hedge parse`: what hedge knows of languages, for users writing rules.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::CliError;
use crate::lang;
use crate::tree::Tree;

#[derive(Args, Debug)]
pub struct ParseArgs {
    /// The file to parse.
    pub file: PathBuf,
    /// Its language [default: from the extension].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

pub fn langs() -> Result<ExitCode, CliError> {
    for language in lang::all() {
        println!("{}", lang::describe(language));
    }
    println!("text (any other file): lines, then words, then characters (bytes if not UTF-8)");
    Ok(ExitCode::SUCCESS)
}

pub fn parse(args: ParseArgs) -> Result<ExitCode, CliError> {
    let language = match &args.lang {
        Some(name) => lang::by_name(name),
        None => lang::for_path(&args.file),
    }
    .ok_or_else(|| {
        CliError::usage(format!("no language for {}", args.file.display()))
            .with_hint("name one with --lang c|python")
    })?;
    let source = std::fs::read(&args.file)
        .map_err(|e| CliError::usage(format!("cannot read {}: {e}", args.file.display())))?;
    print!("{}", lang::dump(&Tree::parse(&language.grammar, &source)));
    Ok(ExitCode::SUCCESS)
}
