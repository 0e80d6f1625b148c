//! A compiler's first error: GCC's and Clang's `error:` (a `-Werror` warning among them),
//! javac's, rustc's `error[E0308]:` and tsc's `error TS2345:`. The first, because the
//! reduction easily adds others after it; its message's wording and the shapes of the
//! types it quotes stay, the input's names in them do not (`'struct circle'` is
//! `'struct _'`). Notes, and summaries such as `2 errors generated.`, are not errors.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_quoted_names};

pub fn recognize(output: &Output) -> Option<Signature> {
    // `input.c: error: passing ...` (the input's line and column are masked before),
    // `stdio.h:12:3: error: ...`, `cc1: error: ...`, `S.java: error: ...`,
    // `input.ts(3,5): error TS2345: ...`, rustc's `error[E0308]: mismatched types`.
    static ERROR: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"^(?:([^\s:(]+)(?:\(\d+,\d+\)|(?::\d+)*): )?(?:fatal )?error(?:\[(E\d+)\]| (TS\d+))?: (.+)$",
        )
        .unwrap()
    });
    let (file, code, message) = output.lines.iter().find_map(|line| {
        let c = ERROR.captures(line)?;
        let message = c.get(4)?.as_str();
        let summary = ["aborting due to", "could not compile", "compilation failed"]
            .iter()
            .any(|s| message.starts_with(s))
            || message.starts_with("ld returned")
            || message.starts_with("linker command failed");
        if summary {
            return None;
        }
        let code = c.get(2).or(c.get(3)).map(|m| m.as_str());
        Some((c.get(1).map(|m| m.as_str()), code, message))
    })?;
    let mut text = String::from("error");
    if let Some(code) = code {
        text.push_str(&format!(" {code}"));
    }
    text.push_str(&format!(": {}", mask_quoted_names(message)));
    // An error in another file (a system header, the compiler's own) names that file.
    if let Some(file) = file.filter(|f| !output.in_input(f)) {
        text.push_str(&format!(" in {file}"));
    }
    Some(Signature::new("compiler-error", text))
}
