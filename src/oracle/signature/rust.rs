//! rustc's internal compiler errors (the ICE's message, where the compiler panicked and the
//! query it was in) and panics of Rust programs (where, the message's shape, and with a
//! backtrace the first frames of the program, the input's among them).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Frame, Output, Signature, kept_frames, mask_numbers, mask_quoted};

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
    Some(Signature::new("rustc-ice", text))
}

pub fn recognize_panic(output: &Output) -> Option<Signature> {
    let (at, message) = panic(output)?;
    let text = format!(
        "Rust panic at {at}: {}",
        mask_numbers(&mask_quoted(&message))
    );
    let frames = kept_frames(backtrace(output));
    Some(Signature::new("rust-panic", text).with_frames(" in ", &frames))
}

/// The frames of the first backtrace (`RUST_BACKTRACE=1`), innermost first, without the
/// panic machinery and the standard library: `   4: tally::parse`, then its place
/// indented, `at ./tally.rs:6:47`, where the program has debug information.
fn backtrace(output: &Output) -> Vec<Frame> {
    static FRAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s*\d+: (\S.*)$").unwrap());
    static PLACE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\s+at ([^\s:]+)").unwrap());
    let Some(start) = output
        .lines
        .iter()
        .position(|l| l.starts_with("stack backtrace:"))
    else {
        return Vec::new();
    };
    // Without debug information, a function of the input's crate is the input's.
    let crate_prefix = format!("{}::", output.input_stem());
    let mut frames = Vec::new();
    let lines = &output.lines[start + 1..];
    for (i, line) in lines.iter().enumerate() {
        let Some(c) = FRAME.captures(line) else {
            if PLACE.is_match(line) {
                continue;
            }
            break;
        };
        let function = super::parts::function_name(&c[1]).to_string();
        // `<usize as core::slice::index::SliceIndex<[T]>>::index` is the library's, as
        // its type is; `<input::M as core::ops::Mul>::mul` is the program's.
        let path = function.trim_start_matches('<');
        let own_type = path.split(" as ").next().unwrap_or(path);
        let library = ["std::", "core::", "alloc::", "__rust", "rust_begin_unwind"]
            .iter()
            .any(|p| own_type.starts_with(p))
            || (function.starts_with('<') && !own_type.contains("::"));
        if library {
            continue;
        }
        let place = lines.get(i + 1).and_then(|l| PLACE.captures(l));
        let in_input = match place {
            Some(place) => output.in_input(&place[1]),
            None => function.starts_with(&crate_prefix),
        };
        frames.push(Frame { function, in_input });
    }
    frames
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
