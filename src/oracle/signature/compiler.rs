//! C and C++ compiler crashes: GCC's "internal compiler error" (its message keeps the
//! function and the compiler's own file:line) and Clang's crash report (the first frames of
//! its stack dump).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, function_name, mask_quoted};

/// Clang frames kept.
const FRAMES: usize = 3;

pub fn recognize_gcc(output: &Output) -> Option<Signature> {
    static ICE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"internal compiler error: (.*)$").unwrap());
    // GCC's backtrace, where it prints one: `0x7ee9b1 lookup_template_class(...)`.
    static FRAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^0x[0-9a-f]+ (\S.*)$").unwrap());
    let c = output.lines.iter().find_map(|l| ICE.captures(l))?;
    // Quoted names are the input's (`unexpected expression 'I'`); `in f, at cp/pt.cc:10126`
    // is GCC's own place and stays.
    let mut text = format!("GCC internal compiler error: {}", mask_quoted(&c[1]));
    if !c[1].contains(", at ") {
        let first = output.lines.iter().find_map(|l| FRAME.captures(l));
        if let Some(frame) = first {
            text.push_str(&format!(" in {}", function_name(&frame[1])));
        }
    }
    Some(Signature::new("gcc-ice", text))
}

pub fn recognize_clang(output: &Output) -> Option<Signature> {
    // ` #5 0x00007f845feb6d02 clang::Preprocessor::Lex(clang::Token&) (libclang-cpp.so.15+0xab6d02)`
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s*#\d+ 0x[0-9a-f]+ (.*)$").unwrap());
    let reported = output
        .lines
        .iter()
        .any(|l| l.starts_with("PLEASE submit a bug report to") || l.starts_with("Stack dump:"));
    if !reported {
        return None;
    }
    let frames: Vec<&str> = output
        .lines
        .iter()
        .filter_map(|l| FRAME.captures(l))
        .filter_map(|c| {
            let frame = c.get(1)?.as_str();
            // Without a symbol it is only `(library+0x...)`.
            (!frame.starts_with('(')).then(|| function_name(frame))
        })
        // The crash handler's own frames come first.
        .filter(|f| !f.starts_with("llvm::sys::") && !f.starts_with("SignalHandler"))
        .take(FRAMES)
        .collect();
    if frames.is_empty() {
        return None;
    }
    Some(Signature::new(
        "clang-crash",
        format!("Clang crash in {}", frames.join(" < ")),
    ))
}
