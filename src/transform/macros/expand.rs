//! A macro body with its parameters replaced by a use's arguments: one level of the
//! preprocessor's expansion (the result is not scanned again, so a recursive macro
//! cannot loop; what it names stays a use for a later change).

use super::lex::{Token, is_word, tokens};

/// A macro as defined: its parameters' names (`None` for an object-like macro), whether
/// it takes `...`, and its body's text.
#[derive(Clone, Debug)]
pub struct Macro<'a> {
    pub params: Option<Vec<&'a [u8]>>,
    pub variadic: bool,
    pub body: &'a [u8],
}

/// One use's arguments: as written (for `#` and `##`), and with the uses of macros inside
/// them expanded (everywhere else), trimmed.
pub struct Arguments {
    pub raw: Vec<Vec<u8>>,
    pub expanded: Vec<Vec<u8>>,
}

const VA_ARGS: &[u8] = b"__VA_ARGS__";

impl Macro<'_> {
    /// Whether `count` arguments fit the parameters (`F()` passes one empty argument).
    pub fn accepts(&self, count: usize) -> bool {
        let named = self.params.as_ref().map_or(0, Vec::len);
        match self.variadic {
            true => count >= named || (named == 0 && count == 1),
            false => count == named.max(1) && (named > 0 || count == 1),
        }
    }

    /// The body with each parameter replaced: `#p` by the argument as a string literal,
    /// `a ## b` by the two spelled together, `__VA_ARGS__` by the variadic arguments
    /// (a `, ## __VA_ARGS__` comma goes when there are none). `None` when the arguments
    /// do not fit.
    pub fn expand(&self, args: &Arguments) -> Option<Vec<u8>> {
        let body = self.body;
        let toks = tokens(body);
        let Some(params) = &self.params else {
            let pieces = toks.iter().map(|t| Piece::Text(t.text(body).to_vec()));
            return Some(join(&toks, pieces.collect()));
        };
        if !self.accepts(args.raw.len()) {
            return None;
        }
        let named = params.len();
        let va = |which: &[Vec<u8>]| which.get(named..).unwrap_or(&[]).join(&b", "[..]);
        // The argument a token names: index into the arguments, or the variadic ones.
        let argument = |t: Token, raw: bool| -> Option<Vec<u8>> {
            let text = t.text(body);
            let which = if raw { &args.raw } else { &args.expanded };
            if self.variadic && text == VA_ARGS {
                return Some(va(which));
            }
            let i = params.iter().position(|p| *p == text)?;
            which.get(i).cloned()
        };
        let is_paste = |i: usize| toks.get(i).is_some_and(|t| t.text(body) == b"##");
        let mut pieces = Vec::with_capacity(toks.len());
        let mut skip_next = false;
        for (i, &t) in toks.iter().enumerate() {
            if std::mem::take(&mut skip_next) {
                pieces.push(Piece::Skipped);
                continue;
            }
            let text = t.text(body);
            let next = toks.get(i + 1).copied();
            if text == b"#"
                && let Some(arg) = next.and_then(|n| argument(n, true))
            {
                pieces.push(Piece::Text(stringified(&arg)));
                skip_next = true;
                continue;
            }
            if text == b"##" {
                let empty_va =
                    next.is_some_and(|n| n.text(body) == VA_ARGS) && va(&args.raw).is_empty();
                if empty_va && i > 0 && toks[i - 1].text(body) == b"," {
                    // GNU's `, ## __VA_ARGS__`: no arguments, no comma.
                    if let Some(last) = pieces.last_mut() {
                        *last = Piece::Skipped;
                    }
                }
                pieces.push(Piece::Paste);
                continue;
            }
            let raw = (i > 0 && is_paste(i - 1)) || is_paste(i + 1);
            pieces.push(match argument(t, raw) {
                Some(arg) => Piece::Text(arg),
                None => Piece::Text(text.to_vec()),
            });
        }
        Some(join(&toks, pieces))
    }
}

/// What a body token becomes.
enum Piece {
    Text(Vec<u8>),
    /// `##`: the pieces on either side are spelled together.
    Paste,
    /// Consumed by the token before it (the parameter after `#`).
    Skipped,
}

/// The pieces of the tokens (one per token, in order), one space where the body had any
/// blank between two tokens (line continuations become spaces: the text stays one line,
/// so that it can replace a use inside a directive too).
fn join(toks: &[Token], pieces: Vec<Piece>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut glue = false;
    let mut previous_end: Option<usize> = None;
    for (&t, piece) in toks.iter().zip(pieces) {
        let gap = previous_end.is_some_and(|e| e < t.start);
        previous_end = Some(t.end);
        match piece {
            Piece::Paste => {
                while out.last().is_some_and(u8::is_ascii_whitespace) {
                    out.pop();
                }
                glue = true;
            }
            Piece::Skipped => {}
            Piece::Text(text) => {
                let text = text.trim_ascii();
                if text.is_empty() {
                    // An empty operand of `##` pastes nothing to what follows.
                    glue = false;
                    continue;
                }
                let joins_words = out.last().is_some_and(|&b| is_word(b)) && is_word(text[0]);
                if !out.is_empty() && !std::mem::take(&mut glue) && (gap || joins_words) {
                    out.push(b' ');
                }
                out.extend_from_slice(text);
            }
        }
    }
    out
}

/// `#x`: the argument as a string literal, its blanks as single spaces.
fn stringified(arg: &[u8]) -> Vec<u8> {
    let mut out = vec![b'"'];
    let mut blank = false;
    for &b in arg.trim_ascii() {
        if b.is_ascii_whitespace() {
            blank = true;
            continue;
        }
        if std::mem::take(&mut blank) {
            out.push(b' ');
        }
        if b == b'"' || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
    out.push(b'"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(
        params: Option<&[&str]>,
        variadic: bool,
        body: &str,
        args: &[&str],
    ) -> Option<String> {
        let m = Macro {
            params: params.map(|p| p.iter().map(|s| s.as_bytes()).collect()),
            variadic,
            body: body.as_bytes(),
        };
        let raw: Vec<Vec<u8>> = args.iter().map(|a| a.as_bytes().to_vec()).collect();
        let args = Arguments {
            expanded: raw.clone(),
            raw,
        };
        m.expand(&args).map(|t| String::from_utf8(t).unwrap())
    }

    #[test]
    fn parameters_are_replaced_by_arguments() {
        let max = "((a) > (b) ? (a) : (b))";
        assert_eq!(
            expand(Some(&["a", "b"]), false, max, &["x + 1", "y"]).as_deref(),
            Some("((x + 1) > (y) ? (x + 1) : (y))")
        );
        assert_eq!(expand(Some(&["a", "b"]), false, max, &["x"]), None);
        assert_eq!(
            expand(None, false, "10 + \\\n  2", &[]).as_deref(),
            Some("10 + 2")
        );
        assert_eq!(
            expand(Some(&[]), false, "f()", &[""]).as_deref(),
            Some("f()")
        );
    }

    #[test]
    fn stringify_and_paste() {
        assert_eq!(
            expand(Some(&["x"]), false, "#x", &["a  \"q\"\n+ b"]).as_deref(),
            Some("\"a \\\"q\\\" + b\"")
        );
        assert_eq!(
            expand(Some(&["a", "b"]), false, "a ## b", &["foo", "_bar"]).as_deref(),
            Some("foo_bar")
        );
        assert_eq!(
            expand(Some(&["n"]), false, "int v_ ## n = n;", &["3"]).as_deref(),
            Some("int v_3 = 3;")
        );
    }

    #[test]
    fn pasted_and_stringified_arguments_are_not_expanded() {
        let m = Macro {
            params: Some(vec![b"x".as_slice()]),
            variadic: false,
            body: b"x #x p ## x",
        };
        let args = Arguments {
            raw: vec![b"N".to_vec()],
            expanded: vec![b"4".to_vec()],
        };
        assert_eq!(m.expand(&args).unwrap(), b"4 \"N\" pN");
    }

    #[test]
    fn variadic_arguments() {
        let log = "printf(fmt, __VA_ARGS__)";
        assert_eq!(
            expand(Some(&["fmt"]), true, log, &["\"%d %d\"", "a", "b"]).as_deref(),
            Some("printf(\"%d %d\", a, b)")
        );
        let gnu = "printf(fmt , ## __VA_ARGS__)";
        assert_eq!(
            expand(Some(&["fmt"]), true, gnu, &["\"hi\""]).as_deref(),
            Some("printf(\"hi\")")
        );
        assert_eq!(
            expand(Some(&[]), true, "g(__VA_ARGS__)", &["1", "2"]).as_deref(),
            Some("g(1, 2)")
        );
    }
}
