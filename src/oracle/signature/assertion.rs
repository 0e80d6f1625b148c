//! Failed C and C++ assertions as glibc prints them: the asserted expression's shape, the
//! function and the file (with its line when the file is not the input).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature, mask_names};

pub fn recognize(output: &Output) -> Option<Signature> {
    // `rec: records.c:18: parse_value: Assertion `v < 1000' failed.`; the input's line
    // is masked before: `prog: input.c: stack_push: Assertion ...`.
    static ASSERTION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:.*?: )?([^\s:]+)(?::(\d+))?: (.*): Assertion `(.*)' failed\.$").unwrap()
    });
    let c = output.lines.iter().find_map(|l| ASSERTION.captures(l))?;
    let in_input = output.in_input(&c[1]);
    let (place, expression) = match (in_input, c.get(2)) {
        // The input's expression may be renamed: its operators and literals stay.
        (true, _) | (false, None) => (c[1].to_string(), mask_names(&c[4])),
        (false, Some(line)) => (format!("{}:{}", &c[1], line.as_str()), c[4].to_string()),
    };
    let function = &c[3];
    let mut signature = Signature::new(
        "assertion",
        format!("assertion `{expression}' failed in {function} at {place}"),
    );
    if in_input {
        signature.keep_names_of(std::iter::once(super::parts::function_name(function)));
    }
    Some(signature)
}
