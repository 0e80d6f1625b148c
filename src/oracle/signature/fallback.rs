//! Where no recognizer knows the failure: the whole last line of a stream that looks like
//! an error, with its numbers masked; or, when there is none, that there is none.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_numbers};

/// The family of the signatures made here.
pub const FAMILY: &str = "fallback";

pub fn last_error_line(output: &Output) -> Option<Signature> {
    static ERROR: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(error|fatal|panic|exception|abort(ed)?|fail(ed|ure)?|crash(ed)?|fault)\b|^[A-Za-z_][\w.]*:")
            .unwrap()
    });
    // A compiler's quote of a source line (`  12 |   f(x);`, `      |   ^`) is the input's
    // text, not its verdict.
    static SOURCE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*\d*\s*\|").unwrap());
    let line = output
        .lines
        .iter()
        .rev()
        .map(|l| l.trim())
        .find(|l| !l.is_empty() && !SOURCE.is_match(l) && ERROR.is_match(l));
    let text = format!("last error line \"{}\"", mask_numbers(line?));
    Some(Signature::kind_only(FAMILY, text))
}

/// The signature of a run that printed no line that looks like an error.
pub fn nothing() -> Signature {
    Signature {
        stream: "none",
        ..Signature::kind_only(FAMILY, "no error line on stderr or stdout".to_string())
    }
}
