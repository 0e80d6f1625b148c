//! Java's uncaught exceptions: the exception's class, its message's shape and the first
//! frames, the input's among them.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Frame, Output, Signature, kept_frames, mask_numbers, mask_quoted};

pub fn recognize(output: &Output) -> Option<Signature> {
    static THROWN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r#"^Exception in thread "[^"]*" ([\w.$]+)(?:: (.*))?$"#).unwrap()
    });
    // `\tat java.base/java.util.HashMap.get(HashMap.java:556)`
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s+at (?:[\w.]+/)?([\w.$<>]+)\(([^):]*)").unwrap());
    let start = output.lines.iter().position(|l| THROWN.is_match(l))?;
    let c = THROWN.captures(output.lines[start])?;
    let mut text = format!("Java {}", &c[1]);
    if let Some(message) = c.get(2) {
        text.push_str(&format!(
            ": {}",
            mask_numbers(&mask_quoted(message.as_str()))
        ));
    }
    let stack = output.lines[start + 1..]
        .iter()
        .map_while(|l| FRAME.captures(l))
        .map(|f| Frame {
            function: f[1].to_string(),
            in_input: output.in_input(&f[2]),
        });
    let frames = kept_frames(stack);
    let signature = match c.get(2).is_none() && frames.is_empty() {
        true => Signature::kind_only("java", text),
        false => Signature::new("java", text),
    };
    Some(signature.with_frames(" at ", &frames))
}
