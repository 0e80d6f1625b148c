//! Python tracebacks: the exception's type, its message's shape and the innermost frame's
//! function outside the input.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_numbers, mask_quoted};

pub fn recognize(output: &Output) -> Option<Signature> {
    // `  File "checker.py", line 712, in handleNode`
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"^  File "([^"]*)", line \d+, in (.*)$"#).unwrap());
    static EXCEPTION: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^([A-Za-z_][\w.]*)(?:: ?(.*))?$").unwrap());
    // The last traceback: a chained exception's is the one that ended the program.
    let start = output
        .lines
        .iter()
        .rposition(|l| l.starts_with("Traceback (most recent call last):"))?;
    let mut function = None;
    for line in &output.lines[start + 1..] {
        if let Some(frame) = FRAME.captures(line) {
            if !output.in_input(&frame[1]) && &frame[1] != "<string>" {
                function = Some(frame[2].to_string());
            }
            continue;
        }
        if line.starts_with(' ') || line.is_empty() {
            continue; // the frame's source line, its carets
        }
        let c = EXCEPTION.captures(line)?;
        let mut text = format!("Python {}", &c[1]);
        if let Some(message) = c.get(2) {
            text.push_str(&format!(
                ": {}",
                mask_numbers(&mask_quoted(message.as_str()))
            ));
        }
        if let Some(function) = function {
            text.push_str(&format!(" in {function}"));
        }
        return Some(Signature {
            family: "python",
            text,
        });
    }
    None
}
