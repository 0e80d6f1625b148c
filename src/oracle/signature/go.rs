//! Go: panics and fatal errors of Go programs (the message's shape and the first frames,
//! the input's among them), and crashes of the Go compiler (its "internal compiler error"
//! message and the first frames of the compiler).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Frame, Output, Signature, kept_frames, mask_numbers, mask_quoted};

pub fn recognize(output: &Output) -> Option<Signature> {
    static ICE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"internal compiler error: (.*)$").unwrap());
    static PANIC: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(panic|fatal error): (.*?)(?: \[recovered\])?$").unwrap());
    let go_bug_link = output
        .lines
        .iter()
        .any(|l| l.contains("go.dev/issue/new") || l.contains("golang.org/issue/new"));
    let (family, text) = match output.lines.iter().find_map(|l| ICE.captures(l)) {
        Some(c) if go_bug_link => (
            "go-ice",
            format!("Go compiler internal compiler error: {}", mask(&c[1])),
        ),
        _ => {
            let c = output.lines.iter().find_map(|l| PANIC.captures(l))?;
            // A Go program's trace follows: without one, `panic:` is someone else's word.
            if !output.lines.iter().any(|l| l.starts_with("goroutine ")) {
                return None;
            }
            ("go-panic", format!("Go {}: {}", &c[1], mask(&c[2])))
        }
    };
    let frames = kept_frames(frames(output));
    Some(Signature::new(family, text).with_frames(" in ", &frames))
}

fn mask(message: &str) -> String {
    mask_numbers(&mask_quoted(message))
}

/// The first goroutine's functions outside the runtime and the compiler's error reporting,
/// innermost first: a function line, then its location indented by a tab.
fn frames(output: &Output) -> Vec<Frame> {
    let Some(start) = output
        .lines
        .iter()
        .position(|l| l.starts_with("goroutine "))
    else {
        return Vec::new();
    };
    let mut frames = Vec::new();
    let lines = &output.lines[start + 1..];
    for pair in lines.chunks(2) {
        let [function, location] = pair else { break };
        if function.is_empty() || !location.starts_with('\t') {
            break;
        }
        let name = super::parts::function_name(function);
        let file = location.trim().split([':', ' ']).next().unwrap_or("");
        let plumbing = [
            "runtime.",
            "runtime/debug.",
            "panic",
            "cmd/compile/internal/base.",
        ]
        .iter()
        .any(|p| name.starts_with(p));
        if plumbing {
            continue;
        }
        frames.push(Frame {
            function: name.to_string(),
            in_input: output.in_input(file),
        });
    }
    frames
}
