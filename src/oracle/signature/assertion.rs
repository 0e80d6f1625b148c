//! Failed C and C++ assertions as glibc prints them: the asserted expression, the function
//! and the file (with its line when the file is not the input).

use std::sync::LazyLock;

use regex::Regex;

use super::parts::{Output, Signature};

pub fn recognize(output: &Output) -> Option<Signature> {
    // `rec: records.c:18: parse_value: Assertion `v < 1000' failed.`
    static ASSERTION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:.*?: )?([^\s:]+):(\d+): (.*): Assertion `(.*)' failed\.$").unwrap()
    });
    let c = output.lines.iter().find_map(|l| ASSERTION.captures(l))?;
    let place = match output.in_input(&c[1]) {
        true => c[1].to_string(),
        false => format!("{}:{}", &c[1], &c[2]),
    };
    Some(Signature {
        family: "assertion",
        text: format!("assertion `{}' failed in {} at {place}", &c[4], &c[3]),
    })
}
