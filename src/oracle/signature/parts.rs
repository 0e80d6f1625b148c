//! What the recognizers share: the signature they make, the output they read, and the
//! masks that keep what the reduction changes out of a signature.

use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use crate::oracle::Ending;

/// What a failure must keep to count as the same bug.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Signature {
    /// The recognizer that made it: `gcc-ice`, `clang-crash`, `python`, ..., `fallback`.
    pub family: &'static str,
    /// What must stay the same, normalized; shown to the user as it is.
    pub text: String,
}

impl std::fmt::Display for Signature {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// One run's output as the recognizers read it.
pub struct Output<'a> {
    pub ending: Ending,
    /// stderr, normalized (see [`normalize`]), as lines.
    pub lines: Vec<&'a str>,
    /// The candidate's file name: frames and locations in it are the input's, which the
    /// reduction changes.
    pub input: &'a str,
}

impl Output<'_> {
    /// Whether a path (already without its directories) is the input's.
    pub fn in_input(&self, path: &str) -> bool {
        let name = path.rsplit('/').next().unwrap_or(path);
        !self.input.is_empty() && name == self.input
    }
}

/// `text` with every number (decimal, or hexadecimal as in addresses) as `N`.
pub fn mask_numbers(text: &str) -> String {
    static NUMBERS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"0x[0-9a-fA-F]+|[0-9]+").unwrap());
    NUMBERS.replace_all(text, "N").into_owned()
}

/// `text` with what it quotes as `_` (names from the input, which the reduction renames):
/// `'x'`, `‘x’`, `"x"`, `` `x` ``.
pub fn mask_quoted(text: &str) -> String {
    static QUOTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"'[^'\n]*'|‘[^’\n]*’|"[^"\n]*"|`[^`'\n]*[`']|«[^»\n]*»"#).unwrap()
    });
    QUOTED
        .replace_all(text, |c: &regex::Captures| {
            let quoted = &c[0];
            let open = quoted.chars().next().unwrap();
            let close = quoted.chars().next_back().unwrap();
            format!("{open}_{close}")
        })
        .into_owned()
}

/// A function's name without its parameter list: `f(int, char*)` -> `f`; `main.f(...)`
/// -> `main.f`. An `operator()` keeps its parentheses.
pub fn function_name(frame: &str) -> &str {
    let frame = frame.trim();
    let mut search_from = 0;
    if let Some(at) = frame.find("operator()") {
        search_from = at + "operator()".len();
    }
    match frame[search_from..].find('(') {
        Some(0) if search_from == 0 => frame,
        Some(at) => frame[..search_from + at].trim_end(),
        None => frame,
    }
}
