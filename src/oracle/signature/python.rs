//! Python tracebacks: the exception's type, its message's shape and the innermost frames,
//! the input's among them.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Frame, Output, Signature, kept_frames, mask_numbers, mask_quoted};

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
    let mut stack = Vec::new();
    for line in &output.lines[start + 1..] {
        if let Some(frame) = FRAME.captures(line) {
            // Code run by `exec` or `-c` has no file: its names are no one's.
            if &frame[1] != "<string>" {
                stack.push(Frame {
                    function: frame[2].to_string(),
                    in_input: output.in_input(&frame[1]),
                });
            }
            continue;
        }
        if line.starts_with(' ') || line.is_empty() {
            continue; // the frame's source line, its carets
        }
        let c = EXCEPTION.captures(line)?;
        let mut text = format!("Python {}", &c[1]);
        let message = c.get(2).filter(|m| !m.as_str().is_empty());
        if let Some(message) = message {
            text.push_str(&format!(": {}", message_shape(&c[1], message.as_str())));
        }
        // Most recent call last.
        let frames = kept_frames(stack.into_iter().rev());
        let signature = match message.is_none() && frames.is_empty() {
            true => Signature::kind_only("python", text),
            false => Signature::new("python", text),
        };
        return Some(signature.with_frames(" in ", &frames));
    }
    None
}

/// A message's shape: its numbers and quoted names masked. A `KeyError`'s message is the
/// missing key, whatever its type (`'elderberry'`, `0`, `('a', 1)`): data, all of it.
fn message_shape(exception: &str, message: &str) -> String {
    match exception.rsplit('.').next() {
        Some("KeyError") => "_".to_string(),
        _ => mask_numbers(&mask_quoted(message)),
    }
}
