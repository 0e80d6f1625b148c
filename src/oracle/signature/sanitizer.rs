//! AddressSanitizer, MemorySanitizer, ThreadSanitizer, LeakSanitizer and
//! UndefinedBehaviorSanitizer reports: the kind of error, the bad access, and the first
//! frames in the program (not in the sanitizer's runtime or libc), the input's among them.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Frame, Output, Signature, kept_frames, mask_numbers};

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
    let (frames, in_runtime) = first_frames(output);
    if let Some(access) = output.lines.iter().find_map(|l| access(l, in_runtime)) {
        text.push(' ');
        text.push_str(&access);
    }
    let frames = kept_frames(frames);
    let signature = match frames.is_empty() {
        true => Signature::kind_only("sanitizer", text),
        false => Signature::new("sanitizer", text),
    };
    Some(signature.with_frames(" in ", &frames))
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

/// ASan's `WRITE of size 4`: whether the bad access reads or writes, and its size but
/// where the access is the runtime's (`memcpy`, `strcpy`), whose size is the data's.
fn access(line: &str, in_runtime: bool) -> Option<String> {
    let mut words = line.split_whitespace();
    let kind = words.next().filter(|w| ["READ", "WRITE"].contains(w))?;
    let size = match (words.next(), words.next(), words.next()) {
        (Some("of"), Some("size"), Some(size)) => size,
        _ => return None,
    };
    Some(match in_runtime {
        true => kind.to_string(),
        false => format!("{kind} of size {size}"),
    })
}

/// The functions of the report's first stack, innermost first, without the sanitizer's
/// interceptors, libc's start-up and frames outside any function; and whether its
/// innermost frame was the runtime's.
fn first_frames(output: &Output) -> (Vec<Frame>, bool) {
    // `#1 0x55669bc7b2a9 in copy_name records.c:12` (ASan, MSan, UBSan) or
    // `#0 bump race.c:4 (race+0x11e9)` (TSan).
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s*#(\d+) (?:0x[0-9a-f]+ in )?(\S.*)$").unwrap());
    let mut frames = Vec::new();
    let mut started = false;
    let mut in_runtime = false;
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
            in_runtime |= frames.is_empty();
            continue;
        }
        let file = location.split(':').next().unwrap_or("");
        frames.push(Frame {
            function: super::parts::function_name(function).to_string(),
            in_input: output.in_input(file),
        });
    }
    (frames, in_runtime)
}
