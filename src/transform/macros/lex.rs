//! The C preprocessor's tokens in a macro body, which the grammar keeps as one opaque
//! token: enough of them to substitute parameters and to delete tokens one by one.

/// One token of a body, as a byte range of the body's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub start: usize,
    pub end: usize,
}

impl Token {
    pub fn text(self, body: &[u8]) -> &[u8] {
        &body[self.start..self.end]
    }
}

/// Whether `b` continues a name or a number.
pub fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// The tokens of `body`. Whitespace, `\` line continuations and comments separate
/// tokens and are none; punctuators are one character except `##` and `...` (what
/// substitution needs); a string or character literal left open runs to the end.
pub fn tokens(body: &[u8]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let b = body[i];
        let rest = &body[i..];
        let len = if b.is_ascii_whitespace() || rest.starts_with(b"\\\n") {
            i += if b == b'\\' { 2 } else { 1 };
            continue;
        } else if rest.starts_with(b"\\\r\n") {
            i += 3;
            continue;
        } else if rest.starts_with(b"/*") {
            i += rest[2..]
                .windows(2)
                .position(|w| w == b"*/")
                .map_or(rest.len(), |p| p + 4);
            continue;
        } else if rest.starts_with(b"//") {
            // Runs to the end of the logical line: the rest of the body.
            break;
        } else if is_word(b) || (b == b'.' && rest.get(1).is_some_and(u8::is_ascii_digit)) {
            word_len(rest)
        } else if b == b'"' || b == b'\'' {
            quoted_len(rest)
        } else if rest.starts_with(b"##") || rest.starts_with(b"...") {
            if b == b'#' { 2 } else { 3 }
        } else {
            // One character: a UTF-8 sequence is taken whole.
            1 + rest[1..].iter().take_while(|&&c| c & 0xC0 == 0x80).count()
        };
        out.push(Token {
            start: i,
            end: i + len,
        });
        i += len;
    }
    out
}

/// A name or a number (a preprocessing number takes `.` and a sign after an exponent).
fn word_len(rest: &[u8]) -> usize {
    let number = rest[0].is_ascii_digit() || rest[0] == b'.';
    let mut n = 0;
    while n < rest.len() {
        let c = rest[n];
        let in_number = c == b'.'
            || (n > 0
                && (c == b'+' || c == b'-')
                && matches!(rest[n - 1], b'e' | b'E' | b'p' | b'P'));
        if is_word(c) || (number && in_number) {
            n += 1;
        } else {
            break;
        }
    }
    n.max(1)
}

/// A string or character literal, with its escapes; to the end when left open.
fn quoted_len(rest: &[u8]) -> usize {
    let quote = rest[0];
    let mut n = 1;
    while n < rest.len() {
        match rest[n] {
            b'\\' => n += 2,
            c if c == quote => return n + 1,
            b'\n' => return n,
            _ => n += 1,
        }
    }
    rest.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(body: &str) -> Vec<&str> {
        tokens(body.as_bytes())
            .into_iter()
            .map(|t| &body[t.start..t.end])
            .collect()
    }

    #[test]
    fn punctuators_names_numbers_and_literals() {
        assert_eq!(
            texts("((a) > 1.5e+3 ? \"x)\\\"\" : 'c')"),
            [
                "(",
                "(",
                "a",
                ")",
                ">",
                "1.5e+3",
                "?",
                "\"x)\\\"\"",
                ":",
                "'c'",
                ")"
            ]
        );
        assert_eq!(texts("a ## b #x ..."), ["a", "##", "b", "#", "x", "..."]);
    }

    #[test]
    fn continuations_and_comments_separate() {
        assert_eq!(
            texts("1 + \\\n  2 /* c */ - 3 // rest"),
            ["1", "+", "2", "-", "3"]
        );
        assert_eq!(texts("\"open"), ["\"open"]);
    }
}
