//! Reduction of any file as plain text: by lines, then by characters (bytes when the file is
//! not valid UTF-8).

use std::ops::Range;

use crate::dd::{Start, Stats};

use super::judging::{Candidate, Judge, Shape, Stopped, minimize};

/// The units text reduction works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Lines, each with its line ending.
    Lines,
    /// Words (runs of letters, digits and `_`) and single other characters, each with the
    /// blanks after it: fewer units than characters, so a cheap step between the two.
    Words,
    /// Unicode scalar values (the text must be valid UTF-8).
    Chars,
    Bytes,
}

impl Unit {
    pub fn name(self) -> &'static str {
        match self {
            Unit::Lines => "lines",
            Unit::Words => "words",
            Unit::Chars => "characters",
            Unit::Bytes => "bytes",
        }
    }
}

/// Splits `text` into the byte ranges of its units; concatenated they give back `text`.
pub fn split(text: &[u8], unit: Unit) -> Vec<Range<usize>> {
    match unit {
        Unit::Lines => {
            let mut ranges = Vec::new();
            let mut start = 0;
            for (i, &b) in text.iter().enumerate() {
                if b == b'\n' {
                    ranges.push(start..i + 1);
                    start = i + 1;
                }
            }
            if start < text.len() {
                ranges.push(start..text.len());
            }
            ranges
        }
        Unit::Words => {
            let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
            let mut ranges = Vec::new();
            let mut i = 0;
            while i < text.len() {
                let start = i;
                if is_word(text[i]) {
                    while i < text.len() && is_word(text[i]) {
                        i += 1;
                    }
                } else {
                    i += 1;
                }
                while i < text.len() && text[i].is_ascii_whitespace() {
                    i += 1;
                }
                ranges.push(start..i);
            }
            ranges
        }
        Unit::Chars => match std::str::from_utf8(text) {
            Ok(s) => s.char_indices().map(|(i, c)| i..i + c.len_utf8()).collect(),
            Err(_) => split(text, Unit::Bytes),
        },
        Unit::Bytes => (0..text.len()).map(|i| i..i + 1).collect(),
    }
}

/// The units to use after lines: characters for UTF-8 text, bytes otherwise.
pub fn fine_unit(text: &[u8]) -> Unit {
    if std::str::from_utf8(text).is_ok() {
        Unit::Chars
    } else {
        Unit::Bytes
    }
}

/// Above this many units, a pass starts on groups of adjacent units, so that huge inputs
/// (a 10 MB line) cost a few coarse tests rather than millions of tiny candidates.
const MAX_UNITS: usize = 10_000;

/// One pass over the units of `text`: ddmin over groups of units, the groups halving in
/// size down to single units. Returns the reduced text (which is `text` itself when nothing
/// could be removed).
pub fn reduce_units(
    judge: &Judge,
    text: &[u8],
    unit: Unit,
    stats: &mut Stats,
) -> Result<Vec<u8>, Stopped> {
    let mut current = text.to_vec();
    let mut group = usize::MAX;
    loop {
        group = group.min(current.len().div_ceil(MAX_UNITS)).max(1);
        let units = split_grouped(&current, unit, group);
        if units.len() >= 2 {
            let build =
                |config: &[usize], _: &[usize]| Candidate::text(join(&current, &units, config));
            let kept = minimize(
                judge,
                units.len(),
                build,
                Start::Halves,
                crate::dd::Strategy::Ddmin,
                Shape::default(),
                stats,
            )?;
            current = join(&current, &units, &kept);
        }
        if group == 1 {
            return Ok(current);
        }
        group /= 2;
    }
}

/// The units of `text` in groups of about `group` units. Character and byte groups are cut
/// straight from the bytes, so a huge text never holds one range per character.
fn split_grouped(text: &[u8], unit: Unit, group: usize) -> Vec<Range<usize>> {
    if group == 1 {
        return split(text, unit);
    }
    if matches!(unit, Unit::Chars | Unit::Bytes) {
        let mut ranges = Vec::new();
        let mut start = 0;
        while start < text.len() {
            let mut end = (start + group).min(text.len());
            // Never cut inside a UTF-8 sequence.
            while end < text.len() && text[end] & 0xC0 == 0x80 {
                end += 1;
            }
            ranges.push(start..end);
            start = end;
        }
        return ranges;
    }
    split(text, unit)
        .chunks(group)
        .map(|c| c[0].start..c[c.len() - 1].end)
        .collect()
}

/// Reduces by lines, then words, then characters (or bytes), until a round removes nothing.
pub fn reduce(
    judge: &Judge,
    input: &[u8],
    stats: &mut Stats,
    on_pass: &dyn Fn(&str, &str),
) -> Vec<u8> {
    let mut current = input.to_vec();
    loop {
        let before = current.len();
        for unit in [Unit::Lines, Unit::Words, fine_unit(&current)] {
            on_pass(unit.name(), "");
            match reduce_units(judge, &current, unit, stats) {
                Ok(reduced) => current = reduced,
                // The text the stopped pass started from is the result.
                Err(Stopped) => return current,
            }
        }
        if current.len() == before {
            return current;
        }
    }
}

fn join(text: &[u8], units: &[Range<usize>], config: &[usize]) -> Vec<u8> {
    let len = config.iter().map(|&i| units[i].len()).sum();
    let mut out = Vec::with_capacity(len);
    for &i in config {
        out.extend_from_slice(&text[units[i].clone()]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_lines_keeps_every_byte() {
        let text = b"a\nbb\r\n\nlast";
        let ranges = split(text, Unit::Lines);
        let parts: Vec<&[u8]> = ranges.iter().map(|r| &text[r.clone()]).collect();
        assert_eq!(parts, vec![&b"a\n"[..], b"bb\r\n", b"\n", b"last"]);
    }

    #[test]
    fn split_words_keeps_blanks_with_the_unit_before() {
        let text = b"int x = f(a1);\n";
        let parts: Vec<&[u8]> = split(text, Unit::Words)
            .iter()
            .map(|r| &text[r.clone()])
            .collect();
        assert_eq!(
            parts,
            vec![&b"int "[..], b"x ", b"= ", b"f", b"(", b"a1", b")", b";\n"]
        );
    }

    #[test]
    fn groups_cover_the_text_and_respect_utf8() {
        let text = "aé€b".repeat(50);
        for unit in [Unit::Words, Unit::Chars, Unit::Bytes] {
            for group in [1, 2, 3, 7] {
                let ranges = split_grouped(text.as_bytes(), unit, group);
                let joined: Vec<u8> = ranges
                    .iter()
                    .flat_map(|r| text.as_bytes()[r.clone()].to_vec())
                    .collect();
                assert_eq!(joined, text.as_bytes());
                if unit == Unit::Chars {
                    assert!(ranges.iter().all(|r| text.is_char_boundary(r.start)));
                }
            }
        }
    }

    #[test]
    fn split_chars_respects_utf8_and_falls_back_to_bytes() {
        assert_eq!(split("aé".as_bytes(), Unit::Chars), vec![0..1, 1..3]);
        assert_eq!(split(b"a\xff", Unit::Chars), vec![0..1, 1..2]);
        assert_eq!(fine_unit(b"a\xff"), Unit::Bytes);
    }
}
