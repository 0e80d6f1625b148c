//! A failure's signature: what a candidate's run must show to fail the same way as the
//! original in command mode (`-- CMD`), when no `--match` pattern says it instead.
//!
//! Each recognizer knows one family of failures (compiler crashes, sanitizer reports,
//! Python tracebacks, ...) and keeps what names the bug (the ICE's function and file:line,
//! the exception's type and the first frames of the tool) while it masks what a reduction
//! changes (the input's line numbers, addresses, temporary paths, quoted names). Where
//! none matches, the whole last error-looking line is kept with its numbers masked.
//!
//! Where the program is the input (a script, a program compiled from it), its frames name
//! the bug too: they are kept, and their functions' names are the signature's
//! [`Signature::names`], which the reduction keeps as they are.

mod assertion;
mod compiler;
mod diagnostic;
mod fallback;
mod go;
mod java;
mod node;
mod parts;
mod python;
mod rust;
mod sanitizer;
mod signal;

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use super::Ending;
use parts::Output;
pub use parts::{Frame, Signature};

type Recognizer = fn(&Output) -> Option<Signature>;

/// The recognizers, most specific first: a sanitizer report ends with a signal, a rustc
/// or Go compiler crash also says "internal compiler error"; a compiler's first error
/// comes after the runtimes' reports, which a compile-and-run test prints after it.
const RECOGNIZERS: [Recognizer; 12] = [
    sanitizer::recognize,
    rust::recognize_ice,
    rust::recognize_panic,
    go::recognize,
    compiler::recognize_gcc,
    compiler::recognize_clang,
    java::recognize,
    python::recognize,
    node::recognize,
    assertion::recognize,
    diagnostic::recognize,
    signal::recognize,
];

/// The signature of a run that ended with `ending` and wrote `stderr` and `stdout`;
/// `input` is the candidate's file name. stderr is read first; stdout where no recognizer
/// knows what stderr says (the Go compiler, tsc and test runners report on stdout).
pub fn of(ending: Ending, stderr: &str, stdout: &str, input: &str) -> Signature {
    let on_stderr = read(ending, "stderr", stderr, input);
    if let Read::Recognized(signature) = on_stderr {
        return signature;
    }
    let on_stdout = read(ending, "stdout", stdout, input);
    match (on_stderr, on_stdout) {
        (_, Read::Recognized(signature)) => signature,
        (Read::LastLine(signature), _) | (_, Read::LastLine(signature)) => signature,
        _ => fallback::nothing(),
    }
}

/// Whether a candidate's stdout can decide if its signature is `reference`: not when the
/// reference was recognized on stderr, since [`of`] then gives `reference` only for a
/// candidate whose stderr is recognized too, which it reads first. Most failures are
/// recognized on stderr, and stdout, often the larger stream, then need not be read.
pub fn reads_stdout(reference: &Signature) -> bool {
    reference.stream != "stderr" || reference.family == fallback::FAMILY
}

/// What one stream tells.
enum Read {
    /// A recognizer knows the failure.
    Recognized(Signature),
    /// None does; this is its last line that looks like an error.
    LastLine(Signature),
    Nothing,
}

fn read(ending: Ending, stream: &'static str, text: &str, input: &str) -> Read {
    let text = normalize(text, input);
    let output = Output {
        ending,
        lines: text.lines().collect(),
        input,
    };
    let on_stream = |signature: Signature| Signature {
        stream,
        ..signature
    };
    if let Some(signature) = RECOGNIZERS.iter().find_map(|recognize| recognize(&output)) {
        return Read::Recognized(on_stream(signature));
    }
    match fallback::last_error_line(&output) {
        Some(signature) => Read::LastLine(on_stream(signature)),
        None => Read::Nothing,
    }
}

/// Masks what differs between two runs on the same bug before any recognizer reads the
/// text: directories of absolute paths (each test runs in its own temporary directory;
/// tools print their own install paths) and the line and column numbers after the
/// input's name.
fn normalize<'a>(stderr: &'a str, input: &str) -> Cow<'a, str> {
    // A path starts after a blank, a quote, a bracket or `=`: `../src/x.cc` and
    // `node:internal/x` are not absolute.
    static DIRS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"(?m)(^|[\s("'‘`=\[])(?:/[^\s/:()'"‘’`,\[\]]+)+/"#).unwrap());
    let text = DIRS.replace_all(stderr, "$1");
    if input.is_empty() || input == "." || !text.contains(input) {
        return text;
    }
    Cow::Owned(without_locations(&text, input))
}

/// `text` with the `:line:column` after each mention of `input` left out. Run on every
/// candidate's stderr, so a scan rather than a pattern compiled per input.
fn without_locations(text: &str, input: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(input) {
        let end = at + input.len();
        out.push_str(&rest[..end]);
        rest = &rest[end..];
        // Each `:` followed by digits goes, with the digits.
        while let Some(after) = rest.strip_prefix(':') {
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                break;
            }
            rest = &after[digits..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests;
