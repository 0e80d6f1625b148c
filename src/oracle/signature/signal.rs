//! A run killed by a fatal signal: which signal, and the faulting function where a
//! backtrace names it (Python's faulthandler, `#0 0x... in f` frames).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, function_name};
use crate::oracle::Ending;

pub fn recognize(output: &Output) -> Option<Signature> {
    let Ending::Signaled(signal) = output.ending else {
        return None;
    };
    let mut text = match crate::oracle::process::signal_name(signal) {
        Some(name) => format!("killed by {name}"),
        None => format!("killed by signal {signal}"),
    };
    let Some((function, in_input)) = faulting_function(output) else {
        return Some(Signature::kind_only("signal", text));
    };
    text.push_str(&format!(" in {function}"));
    let mut signature = Signature::new("signal", text);
    if in_input {
        signature.keep_names_of(std::iter::once(function.as_str()));
    }
    Some(signature)
}

/// The innermost frame's function, and whether it is in the input.
fn faulting_function(output: &Output) -> Option<(String, bool)> {
    // `  File "__init__.py", line 519 in string_at` (faulthandler: most recent call first)
    static PYTHON: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"^  File "([^"]*)", line \d+ in (.*)$"#).unwrap());
    // `#0  0x000055d in parse (p=0x0) at parse.c:12` (gdb) or `#0 0x55d in parse x.c:12`
    static FRAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^\s*#\d+\s+0x[0-9a-f]+ in (\S+)(?: .*?(\S+?)(?::\d+)*)?$").unwrap()
    });
    output.lines.iter().find_map(|line| {
        if let Some(c) = PYTHON.captures(line) {
            return (&c[1] != "<string>").then(|| (c[2].to_string(), output.in_input(&c[1])));
        }
        let c = FRAME.captures(line)?;
        let in_input = c.get(2).is_some_and(|file| output.in_input(file.as_str()));
        Some((function_name(&c[1]).to_string(), in_input))
    })
}
