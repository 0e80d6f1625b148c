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
    if let Some(function) = faulting_function(output) {
        text.push_str(&format!(" in {function}"));
    }
    Some(Signature {
        family: "signal",
        text,
    })
}

fn faulting_function(output: &Output) -> Option<String> {
    // `  File "__init__.py", line 519 in string_at` (faulthandler: most recent call first)
    static PYTHON: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r#"^  File "([^"]*)", line \d+ in (.*)$"#).unwrap());
    // `#0  0x000055d in parse (p=0x0) at parse.c:12` (gdb) or `#0 0x55d in parse x.c:12`
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\s*#\d+\s+0x[0-9a-f]+ in (\S+)(?: \S+)?").unwrap());
    output.lines.iter().find_map(|line| {
        if let Some(c) = PYTHON.captures(line) {
            return (!output.in_input(&c[1]) && &c[1] != "<string>").then(|| c[2].to_string());
        }
        let c = FRAME.captures(line)?;
        Some(function_name(&c[1]).to_string())
    })
}
