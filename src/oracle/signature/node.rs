//! Node.js and V8 errors, and the `ERROR: message` of tools written in JavaScript (terser,
//! esbuild's API): the error's type, its message's shape and the first frames, the
//! input's among them.

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Frame, Output, Signature, kept_frames, mask_numbers, mask_quoted};

pub fn recognize(output: &Output) -> Option<Signature> {
    // `TypeError: Cannot read properties of undefined (reading 'width')`,
    // `Uncaught RangeError [ERR_X]: ...`, terser's `ERROR: ...`.
    static ERROR: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:Uncaught )?([A-Z]\w*Error|Error|ERROR)(?: \[[\w-]+\])?: (.*)$").unwrap()
    });
    // `    at area (crash.js:2:21)` or `    at node:internal/main/run_main_module:28:49`
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s+at (?:(.+) \((.*)\)|(.*))$").unwrap());
    let (index, c) = output.lines.iter().enumerate().find_map(|(i, l)| {
        let c = ERROR.captures(l)?;
        // A JavaScript stack follows the message.
        let next = output.lines.get(i + 1)?;
        FRAME.is_match(next).then_some((i, c))
    })?;
    let text = format!(
        "JavaScript {}: {}",
        &c[1],
        mask_numbers(&mask_quoted(&c[2]))
    );
    let stack = output.lines[index + 1..]
        .iter()
        .map_while(|l| FRAME.captures(l))
        .filter_map(|f| {
            let (function, place) = match (f.get(1), f.get(2), f.get(3)) {
                (Some(function), Some(place), _) => (Some(function.as_str()), place.as_str()),
                (_, _, Some(place)) => (None, place.as_str()),
                _ => return None,
            };
            let file = place.split(':').next().unwrap_or("");
            let file = if file == "node" { place } else { file };
            // Without a name, the place without its line and column.
            let function = function.unwrap_or_else(|| {
                place.trim_end_matches(|c: char| c.is_ascii_digit() || c == ':')
            });
            Some(Frame {
                function: function.to_string(),
                in_input: output.in_input(file),
            })
        });
    let frames = kept_frames(stack);
    Some(Signature::new("javascript", text).with_frames(" at ", &frames))
}
