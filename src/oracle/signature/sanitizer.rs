//! AddressSanitizer, MemorySanitizer, ThreadSanitizer, LeakSanitizer and
//! UndefinedBehaviorSanitizer reports: the kind of error and the first frames in the
//! program (not in the sanitizer's runtime or libc).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_numbers};

/// Frames kept after the runtime's.
const FRAMES: usize = 3;

pub fn recognize(output: &Output) -> Option<Signature> {
    static SUMMARY: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^SUMMARY: (\w+Sanitizer): (.*)$").unwrap());
    static UB: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(\S+?):(\d+):\d+: runtime error: (.*)$").unwrap());
    let summary = output.lines.iter().find_map(|l| SUMMARY.captures(l));
    let mut text = match summary {
        Some(c) => format!("{} {}", &c[1], kind(&c[2])),
        None => {
            // UBSan prints no summary unless asked to; its first error names the check.
            let c = output.lines.iter().find_map(|l| UB.captures(l))?;
            let at = match output.in_input(&c[1]) {
                true => c[1].to_string(),
                false => format!("{}:{}", &c[1], &c[2]),
            };
            format!(
                "UndefinedBehaviorSanitizer runtime error: {} at {at}",
                mask_numbers(&c[3])
            )
        }
    };
    if let Some(access) = output.lines.iter().find_map(|l| access(l)) {
        text.push(' ');
        text.push_str(access);
    }
    let frames = first_frames(output);
    if !frames.is_empty() {
        text.push_str(" in ");
        text.push_str(&frames.join(" < "));
    }
    Some(Signature {
        family: "sanitizer",
        text,
    })
}

/// The kind of error in a summary, before its place: `heap-buffer-overflow x.c:12 in f`,
/// `data race race.c:4 in bump`, `24 byte(s) leaked in 1 allocation(s).`
fn kind(summary: &str) -> String {
    let words: Vec<&str> = summary
        .split_whitespace()
        .take_while(|w| *w != "in" && !w.contains(['/', ':']) && !w.ends_with(".c"))
        .collect();
    mask_numbers(&words.join(" "))
}

/// ASan's `READ of size 4`: whether the bad access reads or writes.
fn access(line: &str) -> Option<&'static str> {
    match line.split_whitespace().next()? {
        "READ" if line.contains(" of size ") => Some("READ"),
        "WRITE" if line.contains(" of size ") => Some("WRITE"),
        _ => None,
    }
}

/// The functions of the report's first stack, up to [`FRAMES`], without the sanitizer's
/// interceptors, libc's start-up and frames outside any function.
fn first_frames(output: &Output) -> Vec<String> {
    // `#1 0x55669bc7b2a9 in copy_name records.c:12` (ASan, MSan, UBSan) or
    // `#0 bump race.c:4 (race+0x11e9)` (TSan).
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s*#(\d+) (?:0x[0-9a-f]+ in )?(\S.*)$").unwrap());
    let mut frames = Vec::new();
    let mut started = false;
    for line in &output.lines {
        let Some(c) = FRAME.captures(line) else {
            if started {
                break;
            }
            continue;
        };
        if started && &c[1] == "0" {
            break;
        }
        started = true;
        let rest = &c[2];
        if rest.starts_with('(') || rest.starts_with("0x") {
            continue; // no symbol: an address in a library
        }
        let (function, location) = rest.split_once(' ').unwrap_or((rest, ""));
        let runtime = [
            "__interceptor_",
            "__asan",
            "__msan",
            "__tsan",
            "__ubsan",
            "__sanitizer",
            "__libc_",
            "__GI_",
        ]
        .iter()
        .any(|p| function.starts_with(p))
            || function == "_start";
        if runtime {
            continue;
        }
        // A frame in the input: its name may be renamed or inlined by the reduction.
        let file = location.split(':').next().unwrap_or("");
        if output.in_input(file) {
            continue;
        }
        frames.push(super::parts::function_name(function).to_string());
        if frames.len() == FRAMES {
            break;
        }
    }
    frames
}
