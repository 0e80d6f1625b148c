//! printf-style conversions that go together with their arguments: in
//! `printf("%d %s", a, b)`, deleting `%d` alone or `a` alone pairs every later conversion
//! with the wrong argument; deleting both at once keeps the rest in step.

use std::ops::Range;

use crate::tree::{NodeId, Tree};

use crate::lang::FormatRule;

/// A conversion of a format string and the argument it consumes.
#[derive(Clone, Debug)]
pub struct FormatPair {
    /// The string token that holds the conversion, and the conversion's bytes in it.
    pub token: NodeId,
    pub conversion: Range<usize>,
    pub argument: NodeId,
}

/// The conversion-argument pairs of every call whose format string (its first string
/// argument) has exactly as many conversions as there are arguments after it. Where the
/// counts differ, which conversion consumes which argument is a guess, so nothing is
/// paired.
pub fn format_pairs(tree: &Tree, rule: &FormatRule) -> Vec<FormatPair> {
    let mut pairs = Vec::new();
    for call in 0..tree.len() as NodeId {
        if !rule.call.matches(tree, call) {
            continue;
        }
        let Some(list) = tree.children_by_field(call, &rule.arguments).next() else {
            continue;
        };
        let arguments: Vec<NodeId> = tree.named_children(list).collect();
        let Some(at) = arguments.iter().position(|&a| rule.string.matches(tree, a)) else {
            continue;
        };
        let Some(conversions) = conversions_in(tree, arguments[at], rule) else {
            continue;
        };
        let consumed = &arguments[at + 1..];
        if conversions.len() != consumed.len() {
            continue;
        }
        pairs.extend(conversions.into_iter().zip(consumed).map(
            |((token, conversion), &argument)| FormatPair {
                token,
                conversion,
                argument,
            },
        ));
    }
    pairs
}

/// The conversions of the string `string`, token by token, in order.
fn conversions_in(
    tree: &Tree,
    string: NodeId,
    rule: &FormatRule,
) -> Option<Vec<(NodeId, Range<usize>)>> {
    let mut found = Vec::new();
    for id in string..tree.subtree_end(string) {
        if tree.is_leaf(id) && rule.content.matches(tree, id) {
            let text = tree.text(id);
            // Edits replace text with text: a token that is not UTF-8 is left alone.
            std::str::from_utf8(text).ok()?;
            let conversions = printf_conversions(text, &rule.no_argument)?;
            found.extend(conversions.into_iter().map(|r| (id, r)));
        }
    }
    Some(found)
}

/// The text of a format string token without the conversions of `pairs` (at least one,
/// all of that token, in order).
pub fn without_conversions(tree: &Tree, pairs: &[&FormatPair]) -> String {
    let text = tree.text(pairs[0].token);
    let mut kept = Vec::with_capacity(text.len());
    let mut from = 0;
    for pair in pairs {
        kept.extend_from_slice(&text[from..pair.conversion.start]);
        from = pair.conversion.end;
    }
    kept.extend_from_slice(&text[from..]);
    // The token is UTF-8 and conversions are ASCII, so nothing is lost here.
    String::from_utf8_lossy(&kept).into_owned()
}

/// The byte ranges of the conversions in `text` that consume an argument: `%` with
/// flags, width, precision and length, then the conversion letter. `%%` and the letters
/// of `no_argument` (C's `%m`, Java's `%n`) consume none. `None` when a width or precision
/// comes from an argument (`*`), an argument is named by position (`%1$s`) or a `%` ends
/// the text: then the pairing of conversions and arguments is not simple.
fn printf_conversions(text: &[u8], no_argument: &[char]) -> Option<Vec<Range<usize>>> {
    const FLAGS_WIDTH_LENGTH: &[u8] = b"-+ #0123456789.'hlLqjzt";
    let mut found = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i] != b'%' {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        if text.get(i) == Some(&b'%') {
            i += 1;
            continue;
        }
        while i < text.len() && FLAGS_WIDTH_LENGTH.contains(&text[i]) {
            i += 1;
        }
        match text.get(i) {
            Some(&c) if no_argument.contains(&char::from(c)) => i += 1,
            Some(c) if c.is_ascii_alphabetic() => {
                i += 1;
                found.push(start..i);
            }
            _ => return None,
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang;

    #[test]
    fn printf_conversions_skip_percent_signs_and_refuse_stars() {
        let text = b"%d%% %-8.3lf|%s %m %zu";
        let found: Vec<&[u8]> = printf_conversions(text, &['m'])
            .unwrap()
            .into_iter()
            .map(|r| &text[r])
            .collect();
        assert_eq!(found, vec![&b"%d"[..], b"%-8.3lf", b"%s", b"%zu"]);
        assert_eq!(printf_conversions(b"%*d", &['m']), None);
        assert_eq!(printf_conversions(b"100%", &['m']), None);
    }

    #[test]
    fn c_conversions_pair_with_the_arguments_after_the_format() {
        let c = lang::by_name("c").unwrap();
        let rule = c.rules.formats.as_ref().unwrap();
        let source = b"void f(long n, char *s) {\n  fprintf(stderr, \"%ld\\n=%s\", n, s);\n  printf(\"%d\", 1, 2);\n  puts(\"%d\");\n}\n";
        let tree = Tree::parse(&c.grammar, source);
        let pairs = format_pairs(&tree, rule);
        let shown: Vec<(String, String)> = pairs
            .iter()
            .map(|p| {
                (
                    String::from_utf8_lossy(&tree.text(p.token)[p.conversion.clone()]).into(),
                    String::from_utf8_lossy(tree.text(p.argument)).into(),
                )
            })
            .collect();
        // printf has more arguments than conversions and puts has none after its string:
        // neither is paired.
        assert_eq!(
            shown,
            vec![("%ld".into(), "n".into()), ("%s".into(), "s".into())]
        );
        assert_ne!(
            pairs[0].token, pairs[1].token,
            "an escape splits the string's text"
        );
        assert_eq!(without_conversions(&tree, &[&pairs[1]]), "=");
        assert_eq!(without_conversions(&tree, &[&pairs[0]]), "");
    }

    #[test]
    fn java_line_separators_consume_no_argument() {
        let java = lang::by_name("java").unwrap();
        let rule = java.rules.formats.as_ref().unwrap();
        let source = b"class R { String f(int n, String s) { return String.format(\"%d of %s%n\", n, s); } }\n";
        let tree = Tree::parse(&java.grammar, source);
        let pairs: Vec<String> = format_pairs(&tree, rule)
            .iter()
            .map(|p| String::from_utf8_lossy(tree.text(p.argument)).into())
            .collect();
        assert_eq!(pairs, ["n", "s"]);
    }
}
