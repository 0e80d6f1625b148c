//! Go: panics and fatal errors of Go programs (the message's shape and the first frames
//! outside the input), and crashes of the Go compiler (its "internal compiler error"
//! message and the first frames of the compiler).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_numbers, mask_quoted};

/// Frames kept.
const FRAMES: usize = 3;

pub fn recognize(output: &Output) -> Option<Signature> {
    static ICE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"internal compiler error: (.*)$").unwrap());
    static PANIC: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(panic|fatal error): (.*?)(?: \[recovered\])?$").unwrap());
    let go_bug_link = output
        .lines
        .iter()
        .any(|l| l.contains("go.dev/issue/new") || l.contains("golang.org/issue/new"));
    let (family, mut text) = match output.lines.iter().find_map(|l| ICE.captures(l)) {
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
    let frames = frames(output);
    if !frames.is_empty() {
        text.push_str(" in ");
        text.push_str(&frames.join(" < "));
    }
    Some(Signature { family, text })
}

fn mask(message: &str) -> String {
    mask_numbers(&mask_quoted(message))
}

/// The first goroutine's first functions outside the runtime, the compiler's error
/// reporting and the input: a function line, then its location indented by a tab.
fn frames(output: &Output) -> Vec<String> {
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
        if plumbing || output.in_input(file) {
            continue;
        }
        frames.push(name.to_string());
        if frames.len() == FRAMES {
            break;
        }
    }
    frames
}
