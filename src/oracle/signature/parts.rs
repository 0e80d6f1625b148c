//! What the recognizers share: the signature they make, the output they read, the frames
//! they keep, and the masks that keep what the reduction changes out of a signature.

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
    /// The stream it was read from: `stderr`, or `stdout` when stderr told nothing; `none`
    /// when neither printed an error.
    pub stream: &'static str,
    /// It says only a type, a signal or a line of output, not where the failure is:
    /// another bug of the same kind passes for this one.
    pub weak: bool,
    /// Names of the input's own functions that its frames keep: renamed or gone, the
    /// failure is another one, so the reduction keeps them as they are.
    pub names: Vec<String>,
}

impl Signature {
    /// A signature that says where the failure is (not weak).
    pub fn new(family: &'static str, text: String) -> Self {
        Signature {
            family,
            text,
            stream: "stderr",
            weak: false,
            names: Vec::new(),
        }
    }

    /// A signature that says only what kind of failure it is (it is weak).
    pub fn kind_only(family: &'static str, text: String) -> Self {
        Signature {
            weak: true,
            ..Signature::new(family, text)
        }
    }

    /// Appends the kept frames, innermost first, after `joiner` (` in `, ` at `); the
    /// names of those in the input are kept fixed.
    pub fn with_frames(mut self, joiner: &str, frames: &[Frame]) -> Self {
        if frames.is_empty() {
            return self;
        }
        let functions: Vec<&str> = frames.iter().map(|f| f.function.as_str()).collect();
        self.text.push_str(joiner);
        self.text.push_str(&functions.join(" < "));
        self.keep_names_of(frames.iter().filter(|f| f.in_input).map(|f| &*f.function));
        self
    }

    /// Keeps the identifiers of `functions` (`Matrix::get` gives `Matrix` and `get`)
    /// fixed in the input.
    pub fn keep_names_of<'f>(&mut self, functions: impl Iterator<Item = &'f str>) {
        static WORD: LazyLock<Regex> =
            LazyLock::new(|| Regex::new(r"[A-Za-z_$][A-Za-z0-9_$]*").unwrap());
        for function in functions {
            for word in WORD.find_iter(function) {
                if !self.names.iter().any(|n| n == word.as_str()) {
                    self.names.push(word.as_str().to_string());
                }
            }
        }
    }
}

impl std::fmt::Display for Signature {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.text)?;
        if self.stream == "stdout" {
            write!(f, " (on {})", self.stream)?;
        }
        Ok(())
    }
}

/// One frame of a stack as a recognizer reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The function, without its parameters.
    pub function: String,
    /// Whether its file is the input (the program is the input: a script, or a program
    /// compiled from it).
    pub in_input: bool,
}

/// Frames a signature keeps: the crash state of ClusterFuzz, three.
const FRAMES: usize = 3;
/// Of those, frames in the input: the function that failed and its caller (an index out
/// of bounds in `Matrix::get` reached from `Matrix::mul`, not from anywhere). Callers
/// further out are how the input reaches the bug, which the reduction may shorten; a
/// tool's own frames name the bug wherever they are.
const INPUT_FRAMES: usize = 2;

/// The frames a signature keeps of a stack given innermost first (the runtime's frames
/// already left out): up to three, of which up to two in the input.
pub fn kept_frames(stack: impl IntoIterator<Item = Frame>) -> Vec<Frame> {
    let mut kept = Vec::new();
    let mut in_input = 0;
    for frame in stack {
        in_input += frame.in_input as usize;
        kept.push(frame);
        if kept.len() == FRAMES || in_input == INPUT_FRAMES {
            break;
        }
    }
    kept
}

/// One run's output as the recognizers read it: one stream.
pub struct Output<'a> {
    pub ending: Ending,
    /// The stream, normalized (see [`super::normalize`]), as lines.
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

    /// The input's name without its extension: the crate of a Rust program built from it,
    /// the module of a Python one.
    pub fn input_stem(&self) -> &str {
        self.input.split('.').next().unwrap_or(self.input)
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
    QUOTED
        .replace_all(text, |c: &regex::Captures| {
            let quoted = &c[0];
            let open = quoted.chars().next().unwrap();
            let close = quoted.chars().next_back().unwrap();
            format!("{open}_{close}")
        })
        .into_owned()
}

static QUOTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"'[^'\n]*'|‘[^’\n]*’|"[^"\n]*"|`[^`'\n]*[`']|«[^»\n]*»"#).unwrap()
});

/// `text` with the names inside its quotes as `_` but the words of the languages' types
/// and qualifiers kept, and its numbers as `N`: a compiler's `'const struct circle *'`
/// is `'const struct _ *'`, the type's shape without the input's name for it.
pub fn mask_quoted_names(text: &str) -> String {
    let shaped = QUOTED.replace_all(text, |c: &regex::Captures| mask_names(&c[0]));
    mask_numbers(&shaped)
}

/// `code` with every name that is not a type word or keyword as `_`, a path of them
/// (`s->top`, `a.b`, `ns::x`) as one: the reduction renames and flattens them; string
/// literals stay.
pub fn mask_names(code: &str) -> String {
    static WORD_OR_STRING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#""(?:[^"\\]|\\.)*"|[A-Za-z_$][A-Za-z0-9_$]*(?:\s*(?:->|\.|::)\s*[A-Za-z_$][A-Za-z0-9_$]*)*"#)
            .unwrap()
    });
    WORD_OR_STRING
        .replace_all(code, |c: &regex::Captures| {
            let word = &c[0];
            match word.starts_with('"') || TYPE_WORDS.contains(&word) {
                true => word.to_string(),
                false => "_".to_string(),
            }
        })
        .into_owned()
}

/// Words of C, C++, Rust, Java and TypeScript types and qualifiers: a type's shape in a
/// diagnostic, which the reduction does not rename.
const TYPE_WORDS: &[&str] = &[
    "auto",
    "bool",
    "boolean",
    "byte",
    "char",
    "char8_t",
    "char16_t",
    "char32_t",
    "class",
    "const",
    "constexpr",
    "decltype",
    "double",
    "dyn",
    "enum",
    "false",
    "float",
    "f32",
    "f64",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "impl",
    "int",
    "isize",
    "long",
    "mut",
    "never",
    "noexcept",
    "null",
    "nullptr",
    "number",
    "object",
    "operator",
    "restrict",
    "short",
    "signed",
    "sizeof",
    "static",
    "str",
    "string",
    "struct",
    "true",
    "typename",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "undefined",
    "union",
    "unknown",
    "unsigned",
    "usize",
    "void",
    "volatile",
    "wchar_t",
    "_Bool",
    "__int128",
    "any",
];

/// A function's name without its parameter list: `f(int, char*)` -> `f`; `main.f(...)`
/// -> `main.f`. An `operator()` keeps its parentheses, and so does a Go method's receiver
/// (`noder.(*reader).expr(...)`).
pub fn function_name(frame: &str) -> &str {
    let frame = frame.trim();
    let mut search_from = 0;
    if let Some(at) = frame.find("operator()") {
        search_from = at + "operator()".len();
    }
    while let Some(at) = frame[search_from..].find(".(") {
        let receiver = search_from + at + 1;
        match frame[receiver..].find(')') {
            Some(close) => search_from = receiver + close + 1,
            None => break,
        }
    }
    match frame[search_from..].find('(') {
        Some(0) if search_from == 0 => frame,
        Some(at) => frame[..search_from + at].trim_end(),
        None => frame,
    }
}
