//! Line markers of preprocessor output (`# 42 "/usr/include/stdio.h" 3 4`): which parts
//! of a preprocessed unit come from system headers. The bulk passes touch only those when
//! the unit has markers: the user's own code is what a bug report shows, and an uncalled
//! function there may be the shortest way to the failure.

use std::ops::Range;

/// Where a unit's system-header text is; every byte counts as such when the unit has no
/// line markers or the rule does not ask for them.
pub struct SystemHeaders {
    regions: Option<Vec<Range<usize>>>,
}

impl SystemHeaders {
    /// The regions of `source`, when `by_markers` (the rule's `line_markers`) is set.
    pub fn new(source: &[u8], by_markers: bool) -> Self {
        let regions = match by_markers {
            true => system_header_regions(source),
            false => None,
        };
        SystemHeaders { regions }
    }

    /// Whether the unit has line markers and the rule reads them.
    pub fn marked(&self) -> bool {
        self.regions.is_some()
    }

    /// Whether byte `at` is in a system header (always, without markers).
    pub fn holds(&self, at: usize) -> bool {
        self.regions.as_ref().is_none_or(|regions| {
            let after = regions.partition_point(|r| r.start <= at);
            after > 0 && regions[after - 1].contains(&at)
        })
    }
}

/// `source` without its line markers, when it has any.
pub fn without_line_markers(source: &[u8]) -> Option<Vec<u8>> {
    let kept: Vec<u8> = source
        .split_inclusive(|&b| b == b'\n')
        .filter(|line| line_marker_flags(line).is_none())
        .flatten()
        .copied()
        .collect();
    (kept.len() < source.len()).then_some(kept)
}

/// The byte ranges of a preprocessed file that come from system headers: from a line
/// marker whose flags include 3 (`# 42 "/usr/include/stdio.h" 3 4`) to the next marker.
/// `None` when the file has no line markers (not preprocessed, or with `-P`).
fn system_header_regions(source: &[u8]) -> Option<Vec<std::ops::Range<usize>>> {
    let mut regions = Vec::new();
    let mut open: Option<usize> = None;
    let mut any = false;
    let mut at = 0;
    for line in source.split_inclusive(|&b| b == b'\n') {
        if let Some(flags) = line_marker_flags(line) {
            any = true;
            if let Some(start) = open.take() {
                regions.push(start..at);
            }
            if flags.split(|&b| b == b' ').any(|flag| flag == b"3") {
                open = Some(at);
            }
        }
        at += line.len();
    }
    if let Some(start) = open {
        regions.push(start..at);
    }
    any.then_some(regions)
}

/// The flags of a line marker (`# 42 "file" 3 4`: `3 4`), or `None` for another line.
fn line_marker_flags(line: &[u8]) -> Option<&[u8]> {
    let rest = line.strip_prefix(b"# ")?;
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let rest = rest[digits..].strip_prefix(b" \"")?;
    if digits == 0 {
        return None;
    }
    let close = rest.iter().rposition(|&b| b == b'"')?;
    Some(rest[close + 1..].trim_ascii())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_go_and_the_rest_stays() {
        let unit = b"# 1 \"a.c\"\nint x;\n# 1 \"/usr/include/s.h\" 1 3 4\n# not a marker\n#define N 1\nint y;";
        assert_eq!(
            without_line_markers(unit).unwrap(),
            b"int x;\n# not a marker\n#define N 1\nint y;"
        );
        assert_eq!(without_line_markers(b"int x;\n#define N 1\n"), None);
    }
}
