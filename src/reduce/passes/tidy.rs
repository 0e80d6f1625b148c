//! The final tidying: blanks between tokens and blank lines, each kept only when the test
//! still finds the result interesting.

use crate::tree::{NodeId, Tree};

use super::reducer::TreeReducer;

impl TreeReducer<'_> {
    /// Once the first sweep is past the top level and the bulk passes have run, a
    /// preprocessed unit's line markers all at once, then its blanks made single (as
    /// `tidy` does at the end), one test each. The sweeps would take the markers node by
    /// node, and the blanks stay to the end, where until then they count in every size a
    /// user watches (on a large C++ unit a quarter of the bytes left after 5 minutes).
    /// Without markers the bulk passes then treat the whole unit as library code: by
    /// then they have emptied what bodies they could. Only for a language whose rules
    /// read line markers (elsewhere `# 1 "x"` may be a comment).
    pub(super) fn tidy_early(&self, current: &mut Vec<u8>) {
        let rules = &self.language.rules;
        let reads_markers = rules.definitions.as_ref().is_some_and(|r| r.line_markers)
            || rules.bodies.as_ref().is_some_and(|r| r.line_markers);
        if !reads_markers {
            return;
        }
        let Some(unmarked) = crate::transform::line_markers::without_line_markers(current) else {
            return;
        };
        self.begin("line markers and blanks", "");
        if self.judge.test(&unmarked).is_fail() {
            *current = unmarked;
        }
        if !rules.reindent {
            let normalized = tidy_blank_lines(&normalize_blanks(&self.parse(current)));
            if normalized != *current && self.judge.test(&normalized).is_fail() {
                *current = normalized;
            }
        }
    }

    /// Where indentation is not syntax, also tries the text with every run of blanks
    /// between tokens made one space or one newline.
    pub(super) fn tidy(&self, current: Vec<u8>) -> Vec<u8> {
        self.begin("tidy", "");
        let mut current = current;
        if !self.language.rules.reindent {
            let normalized = normalize_blanks(&self.parse(&current));
            if normalized != current && self.judge.test(&normalized).is_fail() {
                current = normalized;
            }
        }
        let tidied = tidy_blank_lines(&current);
        if tidied != current && self.judge.test(&tidied).is_fail() {
            tidied
        } else {
            current
        }
    }
}

/// Prints `tree` with the blanks before each token reduced to one newline (if they held
/// one) or one space, none at the start, and one newline at the end. Line continuations
/// (a backslash ending a line: a macro's lines, emptied) count as blanks that hold no
/// newline, so the logical line they continue stays one. Anything in a prefix that is not
/// blank is kept as it is.
pub fn normalize_blanks(tree: &Tree) -> Vec<u8> {
    let source = tree.source();
    let mut out = Vec::with_capacity(source.len());
    for id in 0..tree.len() as NodeId {
        if !tree.is_leaf(id) {
            continue;
        }
        let prefix = &source[tree.prefix_range(id)];
        let text = tree.text(id);
        let Some(breaks_line) = blank(prefix) else {
            out.extend_from_slice(prefix);
            out.extend_from_slice(text);
            continue;
        };
        if text.is_empty() {
            continue;
        }
        if !prefix.is_empty() && !out.is_empty() {
            out.push(if breaks_line { b'\n' } else { b' ' });
        }
        out.extend_from_slice(text);
    }
    let trailer = tree.trailer();
    if trailer.iter().all(u8::is_ascii_whitespace) {
        if !out.is_empty() && !trailer.is_empty() {
            out.push(b'\n');
        }
    } else {
        out.extend_from_slice(trailer);
    }
    out
}

/// Whether `prefix` is blank (whitespace and line continuations), and if so whether it
/// ends a line (holds a newline that no backslash continues).
fn blank(prefix: &[u8]) -> Option<bool> {
    let mut breaks_line = false;
    let mut rest = prefix;
    while let Some((&first, tail)) = rest.split_first() {
        let continued = [&b"\\\n"[..], b"\\\r\n"]
            .iter()
            .find_map(|continuation| rest.strip_prefix(*continuation));
        rest = match (first, continued) {
            (_, Some(after)) => after,
            (b'\n', None) => {
                breaks_line = true;
                tail
            }
            (b, None) if b.is_ascii_whitespace() => tail,
            _ => return None,
        };
    }
    Some(breaks_line)
}

/// Removes trailing blanks on each line, blank lines at the start, and runs of blank lines.
pub fn tidy_blank_lines(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut blank_run = 0;
    for line in text.split_inclusive(|&b| b == b'\n') {
        let (body, ending): (&[u8], &[u8]) = match line.strip_suffix(b"\r\n") {
            Some(body) => (body, b"\r\n"),
            None => match line.strip_suffix(b"\n") {
                Some(body) => (body, b"\n"),
                None => (line, b""),
            },
        };
        let end = body
            .iter()
            .rposition(|b| !b" \t".contains(b))
            .map_or(0, |p| p + 1);
        let body = &body[..end];
        if body.is_empty() {
            blank_run += 1;
            if blank_run > 1 || out.is_empty() {
                continue;
            }
        } else {
            blank_run = 0;
        }
        out.extend_from_slice(body);
        out.extend_from_slice(ending);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_blanks_keeps_tokens_apart_and_lines_broken() {
        let c = crate::lang::by_name("c").unwrap();
        let tree = Tree::parse(
            &c.grammar,
            b"\n\nint   main()\n{\n\n    return  1 ;  /* x */\n}\n\n",
        );
        assert_eq!(
            normalize_blanks(&tree),
            b"int main()\n{\nreturn 1 ; /* x */\n}\n"
        );
    }

    #[test]
    fn normalize_blanks_joins_the_lines_a_backslash_continues() {
        let c = crate::lang::by_name("c").unwrap();
        let tree = Tree::parse(
            &c.grammar,
            b"#define        \\\n          \\\r\n     \\\n   nextHi\n\nint x;\n",
        );
        assert_eq!(normalize_blanks(&tree), b"#define nextHi\nint x;\n");
    }

    #[test]
    fn tidy_collapses_blank_runs_and_trailing_blanks() {
        assert_eq!(
            tidy_blank_lines(b"\n\nint x;  \n\n\n\nint y;\n"),
            b"int x;\n\nint y;\n"
        );
        assert_eq!(tidy_blank_lines(b"a\r\n\r\n\r\nb"), b"a\r\n\r\nb");
    }
}
