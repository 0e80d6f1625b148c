//! The token texts the last passes shrink: identifiers, each one spelling wherever it
//! occurs, and literals (numbers, strings), each a spelling of its own. Here are the units
//! those passes hand to ddmin and the edits a configuration of them makes.

use std::collections::HashMap;
use std::sync::Arc;

use crate::lang::Kinds;
use crate::tree::{Edit, Edits, NodeId, Tree};

/// A token text that shrinks as one: an identifier with all its occurrences, or a literal.
pub struct Spelling {
    pub text: String,
    pub tokens: Vec<NodeId>,
    pub identifier: bool,
}

impl Spelling {
    /// The edits that print every occurrence as `text`.
    pub fn respelled(&self, text: Arc<str>) -> impl Iterator<Item = (NodeId, Edit)> + '_ {
        self.tokens
            .iter()
            .map(move |&token| (token, Edit::Text(text.clone())))
    }

    fn respell(&self, text: &str, edits: &mut Edits) {
        for (token, edit) in self.respelled(text.into()) {
            edits.insert(token, edit);
        }
    }
}

/// The shrinkable tokens of `tree` grouped into spellings, in order of first occurrence.
/// Tokens of the rules' `shrinkable_tokens` and `identifiers` kinds; those of an
/// `identifiers` kind are names: one spelling for all of them.
pub fn spellings(tree: &Tree, rules: &crate::lang::Rules) -> Vec<Spelling> {
    let (shrinkable, names) = (&rules.shrinkable_tokens, &rules.identifiers);
    let mut spellings: Vec<Spelling> = Vec::new();
    let mut identifiers: HashMap<String, usize> = HashMap::new();
    for id in 0..tree.len() as NodeId {
        let listed = |list: &Kinds| list.matches(tree, id);
        if !tree.is_leaf(id) || !(listed(shrinkable) || listed(names)) {
            continue;
        }
        let Ok(text) = std::str::from_utf8(tree.text(id)) else {
            continue;
        };
        if text.is_empty() {
            continue;
        }
        let identifier = listed(names);
        if identifier {
            if let Some(&s) = identifiers.get(text) {
                spellings[s].tokens.push(id);
                continue;
            }
            identifiers.insert(text.to_string(), spellings.len());
        }
        spellings.push(Spelling {
            text: text.to_string(),
            tokens: vec![id],
            identifier,
        });
    }
    spellings
}

/// One unit per character of every literal, and with `names` one per word of every
/// identifier of more than one word, for ddmin over characters: (spelling, byte range of
/// the unit). A name that cannot become one letter (`short_names`) is nearly always one
/// the test needs spelled as it is (`printf`, `main`, `size_t`), so trying its characters
/// cost most of this pass's tests for nothing. A test that needs only part of a name
/// (`grep MARKER` on `MARKER_unused`) needs whole words of it: the first round tries
/// those (see [`name_words`]).
pub struct CharacterUnits<'s> {
    spellings: &'s [Spelling],
    units: Vec<(usize, std::ops::Range<usize>)>,
}

impl<'s> CharacterUnits<'s> {
    pub fn new(spellings: &'s [Spelling], names: bool) -> Self {
        let units = spellings
            .iter()
            .enumerate()
            .flat_map(|(s, spelling)| {
                let ranges: Vec<std::ops::Range<usize>> = match spelling.identifier {
                    true if names => match name_words(&spelling.text) {
                        words if words.len() > 1 => words,
                        _ => Vec::new(),
                    },
                    true => Vec::new(),
                    false => spelling
                        .text
                        .char_indices()
                        .map(|(i, c)| i..i + c.len_utf8())
                        .collect(),
                };
                ranges.into_iter().map(move |range| (s, range))
            })
            .collect();
        CharacterUnits { spellings, units }
    }

    pub fn len(&self) -> usize {
        self.units.len()
    }

    /// The edits that keep only the characters in `kept` (sorted unit indices).
    pub fn edits(&self, kept: &[usize]) -> Edits<'static> {
        let mut edits = Edits::new();
        let mut kept = kept.iter().peekable();
        let mut i = 0;
        while i < self.units.len() {
            let s = self.units[i].0;
            let text = &self.spellings[s].text;
            let mut shrunk = String::new();
            while i < self.units.len() && self.units[i].0 == s {
                if kept.peek() == Some(&&i) {
                    shrunk.push_str(&text[self.units[i].1.clone()]);
                    kept.next();
                }
                i += 1;
            }
            if shrunk.len() != text.len() {
                self.spellings[s].respell(&shrunk, &mut edits);
            }
        }
        edits
    }
}

/// The words of a name, as byte ranges: runs of letters and digits, each with the
/// underscores before it, a new word at each capital after a small letter
/// (`MARKER_missing_function`: `MARKER`, `_missing`, `_function`; `getValue`: `get`,
/// `Value`); underscores at the end go with the last word.
pub fn name_words(name: &str) -> Vec<std::ops::Range<usize>> {
    let mut words: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start = 0;
    let mut previous: Option<char> = None;
    for (i, c) in name.char_indices() {
        let boundary = match previous {
            None => false,
            Some(p) => (c == '_' && p != '_') || (c.is_uppercase() && p.is_lowercase()),
        };
        if boundary && name[start..i].chars().any(|c| c != '_') {
            words.push(start..i);
            start = i;
        }
        previous = Some(c);
    }
    match words.last_mut() {
        // Trailing underscores join the last word.
        Some(last) if name[start..].chars().all(|c| c == '_') => last.end = name.len(),
        _ => words.push(start..name.len()),
    }
    words
}

/// A one-letter name for each identifier of more than one character, in order: its first
/// character when no other identifier is spelled so and no earlier one took it, else the
/// first free letter of the same case, so that names starting alike (`buf`, `b`) can all
/// shrink. Returns (spelling index, short name).
pub fn short_names(spellings: &[Spelling]) -> Vec<(usize, String)> {
    let mut taken: std::collections::HashSet<String> = spellings
        .iter()
        .filter(|s| s.identifier && s.text.chars().count() == 1)
        .map(|s| s.text.clone())
        .collect();
    let mut names = Vec::new();
    for (i, spelling) in spellings.iter().enumerate().filter(|(_, s)| s.identifier) {
        let mut chars = spelling.text.chars();
        let (Some(first), Some(_)) = (chars.next(), chars.next()) else {
            continue;
        };
        let letters = match first {
            'A'..='Z' => 'A'..='Z',
            _ => 'a'..='z',
        };
        let free = std::iter::once(first)
            .chain(letters)
            .map(String::from)
            .find(|name| !taken.contains(name))
            .unwrap_or_else(|| first.to_string());
        taken.insert(free.clone());
        names.push((i, free));
    }
    names
}

/// The characters that occur more than once in the literals, for ddmin over characters
/// deleted from every literal at once. Text often refers to other text by content: a
/// delimiter in a pattern and in the strings it parses, a key in a reference to it. Such
/// text only shrinks when every copy shrinks together, which no single deletion does.
/// A character that occurs once is left to the character pass.
pub struct SharedCharacters<'s> {
    literals: Vec<&'s Spelling>,
    characters: Vec<char>,
}

impl<'s> SharedCharacters<'s> {
    pub fn new(spellings: &'s [Spelling]) -> Self {
        let literals: Vec<&Spelling> = spellings.iter().filter(|s| !s.identifier).collect();
        // In order of first occurrence, so ddmin's chunks follow the text.
        let mut counts: Vec<(char, usize)> = Vec::new();
        for c in literals.iter().flat_map(|s| s.text.chars()) {
            match counts.iter_mut().find(|(seen, _)| *seen == c) {
                Some((_, n)) => *n += 1,
                None => counts.push((c, 1)),
            }
        }
        let characters = counts
            .into_iter()
            .filter(|&(_, n)| n > 1)
            .map(|(c, _)| c)
            .collect();
        SharedCharacters {
            literals,
            characters,
        }
    }

    pub fn len(&self) -> usize {
        self.characters.len()
    }

    /// The edits that delete every character not in `kept` (sorted indices) from every
    /// literal.
    pub fn edits(&self, kept: &[usize]) -> Edits<'static> {
        let deleted: Vec<char> = (0..self.characters.len())
            .filter(|i| kept.binary_search(i).is_err())
            .map(|i| self.characters[i])
            .collect();
        let mut edits = Edits::new();
        for literal in &self.literals {
            if literal.text.contains(deleted.as_slice()) {
                let shrunk: String = literal
                    .text
                    .chars()
                    .filter(|c| !deleted.contains(c))
                    .collect();
                literal.respell(&shrunk, &mut edits);
            }
        }
        edits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn python(source: &str) -> Tree {
        Tree::parse(
            &crate::lang::by_name("python").unwrap().grammar,
            source.as_bytes(),
        )
    }

    fn python_rules() -> &'static crate::lang::Rules {
        &crate::lang::by_name("python").unwrap().rules
    }

    #[test]
    fn identifiers_are_one_spelling_and_literals_each_their_own() {
        let tree = python("ab = 'x'\nab = 'x'\nprint(ab)\n");
        let spellings = spellings(&tree, python_rules());
        let texts: Vec<(&str, usize, bool)> = spellings
            .iter()
            .map(|s| (s.text.as_str(), s.tokens.len(), s.identifier))
            .collect();
        assert_eq!(
            texts,
            [
                ("ab", 3, true),
                ("x", 1, false),
                ("x", 1, false),
                ("print", 1, true)
            ]
        );
    }

    #[test]
    fn shared_characters_leave_every_literal_at_once() {
        let tree = python("p = '{(.*)'\nd = {'a': '{b', 'b': '{a'}\nq = 'z'\n");
        let spellings = spellings(&tree, python_rules());
        let shared = SharedCharacters::new(&spellings);
        // `{` is in three literals, `a` and `b` in two each; the rest occur once.
        assert_eq!(shared.characters, ['{', 'a', 'b']);
        let mut out = Vec::new();
        // Keep `a` and `b`, delete `{`.
        tree.print_with(&shared.edits(&[1, 2]), &Default::default(), &mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "p = '(.*)'\nd = {'a': 'b', 'b': 'a'}\nq = 'z'\n"
        );
        assert!(shared.edits(&[0, 1, 2]).is_empty());
    }

    #[test]
    fn character_units_are_the_literals_characters_and_the_names_words() {
        let tree = python("name = 'xyz'\nname\nlong_name = name\n");
        let spellings = spellings(&tree, python_rules());
        // x y z, long _name; without names, x y z.
        assert_eq!(CharacterUnits::new(&spellings, true).len(), 5);
        let units = CharacterUnits::new(&spellings, false);
        assert_eq!(units.len(), 3);
        let mut out = Vec::new();
        tree.print_with(&units.edits(&[1]), &Default::default(), &mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name = 'y'\nname\nlong_name = name\n"
        );
        let units = CharacterUnits::new(&spellings, true);
        let mut out = Vec::new();
        tree.print_with(&units.edits(&[0, 1, 2, 3]), &Default::default(), &mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name = 'xyz'\nname\nlong = name\n"
        );
    }

    #[test]
    fn names_split_into_words_at_underscores_and_capitals() {
        let words = |name: &str| -> Vec<String> {
            name_words(name)
                .into_iter()
                .map(|r| name[r].to_string())
                .collect()
        };
        assert_eq!(
            words("MARKER_missing_function"),
            ["MARKER", "_missing", "_function"]
        );
        assert_eq!(words("getValueFor"), ["get", "Value", "For"]);
        assert_eq!(words("size_t"), ["size", "_t"]);
        assert_eq!(words("__attribute__"), ["__attribute__"]);
        assert_eq!(words("HTTPServer"), ["HTTPServer"]);
        assert_eq!(words("a__b_"), ["a", "__b_"]);
        assert_eq!(words("printf"), ["printf"]);
        assert_eq!(words("_"), ["_"]);
    }

    #[test]
    fn short_names_are_distinct_letters() {
        let tree = python("buf = b = bar = Big = B = 1\nx = 'text'\n");
        let spellings = spellings(&tree, python_rules());
        let short: Vec<(&str, String)> = short_names(&spellings)
            .into_iter()
            .map(|(s, name)| (spellings[s].text.as_str(), name))
            .collect();
        // `b` and `B` are taken: the longer names get the first free letter of their case.
        let expected = [("buf", "a"), ("bar", "c"), ("Big", "A")];
        let expected: Vec<(&str, String)> =
            expected.iter().map(|&(t, n)| (t, n.to_string())).collect();
        assert_eq!(short, expected);
    }
}
