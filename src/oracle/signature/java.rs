//! Java's uncaught exceptions: the exception's class, its message's shape and the first
//! frame outside the input.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_numbers, mask_quoted};

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
    let frame = output.lines[start + 1..]
        .iter()
        .map_while(|l| FRAME.captures(l))
        .find(|f| !output.in_input(&f[2]));
    if let Some(frame) = frame {
        text.push_str(&format!(" at {}", &frame[1]));
    }
    Some(Signature {
        family: "java",
        text,
    })
}
