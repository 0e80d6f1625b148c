//! rustc's internal compiler errors (the ICE's message, where the compiler panicked and the
//! query it was in) and panics of Rust programs (where, and the message's shape).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_numbers, mask_quoted};

/// `thread 'main' panicked at src/main.rs:5:9:` (with a thread id since Rust 1.87), the
/// message on the next line; before Rust 1.73: `thread 'main' panicked at 'msg', src/x.rs:5:9`.
static PANIC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(\S+?):?$").unwrap()
});

pub fn recognize_ice(output: &Output) -> Option<Signature> {
    static ICE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^error: internal compiler error(?:\[E\d+\])?: (.*)$").unwrap()
    });
    static QUERY: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^#0 \[(\w+)\]").unwrap());
    let message = output.lines.iter().find_map(|l| ICE.captures(l))?;
    let mut text = format!(
        "rustc internal compiler error: {}",
        mask_numbers(&mask_quoted(&message[1]))
    );
    if let Some((at, _)) = panic(output) {
        text.push_str(&format!(", panicked at {at}"));
    }
    if let Some(query) = output.lines.iter().find_map(|l| QUERY.captures(l)) {
        text.push_str(&format!(", in query {}", &query[1]));
    }
    Some(Signature {
        family: "rustc-ice",
        text,
    })
}

pub fn recognize_panic(output: &Output) -> Option<Signature> {
    let (at, message) = panic(output)?;
    Some(Signature {
        family: "rust-panic",
        text: format!(
            "Rust panic at {at}: {}",
            mask_numbers(&mask_quoted(&message))
        ),
    })
}

/// Where the first panic happened and its message's first line.
fn panic(output: &Output) -> Option<(String, String)> {
    let (index, c) = output
        .lines
        .iter()
        .enumerate()
        .find_map(|(i, l)| Some((i, PANIC.captures(l)?)))?;
    let message = match c.get(1) {
        Some(old_style) => old_style.as_str().to_string(),
        None => output.lines.get(index + 1).unwrap_or(&"").to_string(),
    };
    Some((c[2].to_string(), message))
}
