//! The language of a file without an extension (a libFuzzer `crash-<sha1>`, an AFL
//! `id:000001,sig:11,...`, a script): from its `#!` line, an Emacs or Vim mode line, or
//! else from how well each grammar parses its first bytes.
//!
//! Content is judged by parsing: the grammar that leaves the fewest tokens in syntax
//! errors wins, and among those the one that reads more of the text as its own keywords
//! and operators (tree-sitter's C grammar reads `fn main() { let x = 1; }` without an
//! error, as declarations of types named `fn` and `let`; Rust's reads `fn` and `let` as
//! keywords). The winner must also show positive evidence of its language: few tokens in
//! errors, and its keywords and operators among the words outside comments. English prose
//! with one `(` has neither in any grammar: Python reads a `#` line as one comment token,
//! C a `# ...` line as one preprocessor line, and bare words as names, none of which is
//! evidence. A file that no grammar reads well enough stays text.

use std::path::Path;
use std::sync::OnceLock;

use regex::bytes::Regex;

use super::language::Language;
use super::registry::{all, by_name, for_path};
use crate::tree::{NodeId, Tree};

/// How a file's language was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// Named by the caller (`--lang`, `--grammar`).
    Given,
    /// From the extension of its file name.
    Extension,
    /// From the interpreter its `#!` line names.
    Interpreter,
    /// From an Emacs `-*- mode -*-` or Vim `vim: ft=...` line.
    ModeLine,
    /// From parsing its first bytes with each grammar.
    Content,
}

impl Found {
    /// Whether the language was guessed from what the file holds (worth saying).
    pub fn is_guess(self) -> bool {
        matches!(self, Found::Interpreter | Found::ModeLine | Found::Content)
    }

    /// How the language was found, for a message: "by its extension", ...
    pub fn describe(self) -> &'static str {
        match self {
            Found::Given => "as named",
            Found::Extension => "by its extension",
            Found::Interpreter => "from its #! line",
            Found::ModeLine => "from its mode line",
            Found::Content => "from its content",
        }
    }
}

/// Content parsed to guess: enough for a few hundred lines, cheap with every grammar.
const SAMPLE_BYTES: usize = 32 * 1024;

/// A grammar reads a file well enough when at most one in this many tokens is in a syntax
/// error: a fuzzer's crash may be broken on purpose, prose is broken everywhere.
const BROKEN_ONE_IN: usize = 10;

/// ... and when at least one in this many words outside comments is its keyword or
/// operator: code has two to four in five (whole C, C++, Python with docstrings, JSON
/// files alike), prose that a grammar reads without errors hardly any.
const WORDS_PER_KEYWORD: usize = 4;

/// The language of a file without an extension, from `bytes`; `None` is text (or bytes).
pub fn guess(bytes: &[u8]) -> Option<(&'static Language, Found)> {
    if let Some(interpreter) = interpreter(bytes) {
        return language_named(&interpreter).map(|l| (l, Found::Interpreter));
    }
    if let Some(language) = mode_line(bytes).as_deref().and_then(language_named) {
        return Some((language, Found::ModeLine));
    }
    by_content(bytes).map(|l| (l, Found::Content))
}

/// The language hedge knows by a name an interpreter, Emacs mode or Vim filetype uses.
fn language_named(name: &str) -> Option<&'static Language> {
    let name = name.to_ascii_lowercase();
    let known = match name.as_str() {
        "c++" | "cpp" | "cc" => "cpp",
        "js" | "js2" | "javascript" | "node" | "nodejs" | "deno" | "bun" => "javascript",
        "ts" | "ts-node" | "typescript" => "typescript",
        "typescriptreact" | "tsx" => "tsx",
        "rust-script" => "rust",
        "golang" => "go",
        other if other.starts_with("python") || other.starts_with("pypy") => "python",
        other => other,
    };
    by_name(known)
}

/// The program a `#!` line runs (`python3` in `#!/usr/bin/env -S python3 -u`).
fn interpreter(bytes: &[u8]) -> Option<String> {
    let line = bytes.strip_prefix(b"#!")?.split(|&b| b == b'\n').next()?;
    let line = std::str::from_utf8(line).ok()?;
    let mut words = line.split_whitespace();
    let program = words.next()?.rsplit('/').next()?;
    let program = match program {
        "env" => words.find(|w| !w.starts_with('-'))?,
        other => other,
    };
    Some(program.to_string())
}

/// The mode an Emacs `-*- ... -*-` line names in the first two lines, or the filetype a
/// Vim modeline sets in the first or last five.
fn mode_line(bytes: &[u8]) -> Option<String> {
    static EMACS: OnceLock<Regex> = OnceLock::new();
    static VIM: OnceLock<Regex> = OnceLock::new();
    let emacs = EMACS.get_or_init(|| {
        Regex::new(r"-\*-\s*(?:mode:\s*([\w+-]+)|([\w+-]+)\s*-\*-|.*?[;\s]mode:\s*([\w+-]+))")
            .expect("a valid pattern")
    });
    let vim = VIM.get_or_init(|| {
        Regex::new(r"(?:^|\s)(?:vi|vim|ex):.*?\b(?:ft|filetype|syntax)=([\w+-]+)")
            .expect("a valid pattern")
    });
    let lines = || bytes.split(|&b| b == b'\n');
    let text = |m: regex::bytes::Match| String::from_utf8_lossy(m.as_bytes()).into_owned();
    if let Some(found) = lines().take(2).find_map(|line| emacs.captures(line)) {
        return (1..=3).find_map(|i| found.get(i)).map(text);
    }
    // A short file's lines are both first and last: read twice, found the same.
    let ends = lines().take(5).chain(bytes.rsplit(|&b| b == b'\n').take(5));
    ends.filter_map(|line| vim.captures(line)?.get(1))
        .next()
        .map(text)
}

/// The grammar that reads the first bytes of `bytes` best, if one reads them well enough.
fn by_content(bytes: &[u8]) -> Option<&'static Language> {
    let sample = sample(bytes)?;
    // JSON first: every JSON value but an object is a JavaScript expression too.
    let json = by_name("json");
    let order = json
        .into_iter()
        .chain(all().iter().filter(|l| l.name != "json"));
    let mut best: Option<(Reading, &'static Language)> = None;
    for language in order {
        let reading = Reading::of(&Tree::parse(&language.grammar, sample));
        if best.as_ref().is_none_or(|(b, _)| reading.better_than(b)) {
            best = Some((reading, language));
        }
    }
    let (reading, language) = best?;
    reading.reads_well().then_some(language)
}

/// The first [`SAMPLE_BYTES`] of `bytes`, cut after a line when there is more; `None` for
/// bytes that are not text (a NUL).
fn sample(bytes: &[u8]) -> Option<&[u8]> {
    let mut sample = &bytes[..bytes.len().min(SAMPLE_BYTES)];
    if sample.len() < bytes.len()
        && let Some(newline) = sample.iter().rposition(|&b| b == b'\n')
    {
        sample = &sample[..newline + 1];
    }
    (!sample.contains(&0)).then_some(sample)
}

/// How a grammar read a sample.
struct Reading {
    /// Tokens the grammar could not fit into any construct (loose in an ERROR node; a
    /// construct it did read inside an ERROR node is not broken), plus MISSING ones.
    broken: usize,
    tokens: usize,
    /// Tokens outside comments and syntax errors that the grammar reads as its own
    /// keywords and operators (anonymous leaves), rather than as names or literals: the
    /// evidence of its language.
    keywords: usize,
    /// Of those, the ones that are not sentence punctuation, which prose has too.
    beyond_punctuation: usize,
    /// The words of the text outside comments: one for a token of a string literal, and
    /// for any other token the runs of non-blanks in it, so that prose read as one token
    /// (JSX text, the argument of a `#` line) counts as the words it has.
    words: usize,
}

impl Reading {
    fn of(tree: &Tree) -> Reading {
        let mut reading = Reading {
            broken: 0,
            tokens: tree.token_count(),
            keywords: 0,
            beyond_punctuation: 0,
            words: 0,
        };
        // Ids are in preorder: a subtree is the ids up to its end.
        let mut string_end = 0;
        let mut id = 0;
        while (id as usize) < tree.len() {
            if is_comment(tree, id) {
                id = tree.subtree_end(id);
                continue;
            }
            if id >= string_end && is_string(tree, id) {
                string_end = tree.subtree_end(id);
            }
            if tree.is_leaf(id) {
                reading.count_token(tree, id, id < string_end);
            }
            id += 1;
        }
        reading
    }

    fn count_token(&mut self, tree: &Tree, leaf: NodeId, quoted: bool) {
        let text = tree.text(leaf);
        if tree.is_missing(leaf) {
            self.broken += 1;
            return;
        }
        if text.is_empty() {
            return;
        }
        self.words += if quoted { 1 } else { words_in(text) };
        if tree.is_error(leaf) || tree.parent(leaf).is_some_and(|p| tree.is_error(p)) {
            self.broken += 1;
        } else if !tree.is_named(leaf) {
            self.keywords += 1;
            self.beyond_punctuation += usize::from(!SENTENCE_PUNCTUATION.contains(&text));
        }
    }

    /// Few tokens in syntax errors, and enough of the grammar's keywords and operators
    /// among the words, not all of them sentence punctuation. A grammar reads English
    /// prose with errors everywhere, or without them only as bare names, as one long token
    /// (a comment, JSX text) or as names between commas (`Hello, world!`).
    fn reads_well(&self) -> bool {
        self.tokens > 0
            && self.broken * BROKEN_ONE_IN <= self.tokens
            && self.beyond_punctuation > 0
            && self.keywords * WORDS_PER_KEYWORD >= self.words
    }

    /// Clearly fewer broken tokens (by more than one in [`CLEARLY_FEWER_ONE_IN`]), or
    /// about as many and a tenth more keywords. Otherwise the earlier grammar stays: C++'s
    /// grammar reads a C file with a few less errors and a few more keywords than C's does,
    /// but Rust's reads `fn` and `let` where C's sees type names.
    fn better_than(&self, other: &Reading) -> bool {
        let margin = self.tokens.max(other.tokens) / CLEARLY_FEWER_ONE_IN;
        if self.broken + margin < other.broken {
            return true;
        }
        self.broken <= other.broken + margin && self.keywords * 10 > other.keywords * 11
    }
}

/// Tokens prose uses as much as code does.
const SENTENCE_PUNCTUATION: &[&[u8]] = &[
    b",", b".", b";", b":", b"!", b"?", b"'", b"\"", b"(", b")", b"-",
];

/// A comment (an extra the grammar allows anywhere): it tells nothing of the language.
fn is_comment(tree: &Tree, id: NodeId) -> bool {
    tree.is_extra(id) && !tree.is_error(id)
}

/// A string literal, as tree-sitter grammars name them (`string`, `string_literal`,
/// `raw_string_literal`, ...).
fn is_string(tree: &Tree, id: NodeId) -> bool {
    tree.kinds(id).iter().any(|kind| kind.contains("string"))
}

/// The runs of non-blanks in `text`, at least one.
fn words_in(text: &[u8]) -> usize {
    let words = text
        .split(|b| b.is_ascii_whitespace())
        .filter(|w| !w.is_empty());
    words.count().max(1)
}

/// See [`Reading::better_than`].
const CLEARLY_FEWER_ONE_IN: usize = 50;

/// The language of the file `path` holding `bytes`: by its extension, or, when it has
/// none, by its `#!` line, its mode line or its content (see `guess`). A file with an
/// extension no language takes is text.
pub fn for_file(path: &Path, bytes: &[u8]) -> Option<(&'static Language, Found)> {
    match path.extension() {
        Some(_) => for_path(path).map(|l| (l, Found::Extension)),
        None => guess(bytes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guessed(text: &str) -> Option<(&'static str, Found)> {
        guess(text.as_bytes()).map(|(l, found)| (l.name, found))
    }

    #[test]
    fn interpreters_and_mode_lines_name_the_language() {
        assert_eq!(
            guessed("#!/usr/bin/env -S python3 -u\nprint(1)\n"),
            Some(("python", Found::Interpreter))
        );
        assert_eq!(
            guessed("#!/usr/local/bin/node\nlet x = 1;\n"),
            Some(("javascript", Found::Interpreter))
        );
        // A script of a language hedge has no grammar for stays text, however it parses.
        assert_eq!(guessed("#!/bin/sh\nx = 1\n"), None);
        assert_eq!(
            guessed("/* -*- mode: c++; indent-tabs-mode: nil -*- */\nint x;\n"),
            Some(("cpp", Found::ModeLine))
        );
        // `indent-tabs-mode` is not the mode.
        assert_eq!(
            guessed("# -*- indent-tabs-mode: nil; mode: python -*-\nx = 1\n"),
            Some(("python", Found::ModeLine))
        );
        assert_eq!(
            guessed("// -*- C++ -*-\nint x;\n"),
            Some(("cpp", Found::ModeLine))
        );
        assert_eq!(
            guessed("x = 1\n\n\n\n\n\n\n# vim: set ts=4 ft=python :\n"),
            Some(("python", Found::ModeLine))
        );
    }

    #[test]
    fn content_picks_the_grammar_that_reads_it_best() {
        let cases = [
            ("{\"a\": [1, 2.5, {\"b\": null}], \"c\": \"d\"}\n", "json"),
            ("[1, 2, 3]\n", "json"),
            (
                "#include <stdio.h>\nstatic int f(int *p) { return p[1] << 2; }\n",
                "c",
            ),
            (
                "template <typename T> struct A { T x; };\nnamespace n { A<int> a; }\n",
                "cpp",
            ),
            (
                "const v0 = [1, 2];\nfunction f1(a2) { return a2 => a2 + 1; }\nlet v3 = f1(v0);\n",
                "javascript",
            ),
            ("fn main() { let x = 1; }\n", "rust"),
            (
                "def f(a, b=2):\n    if a:\n        return [x for x in b]\n",
                "python",
            ),
            ("package main\n\nfunc main() { println(1) }\n", "go"),
        ];
        for (text, name) in cases {
            assert_eq!(guessed(text), Some((name, Found::Content)), "{text}");
        }
    }

    /// Every one-file input of the corpus, its extension taken away, is guessed as the
    /// language its extension names.
    #[test]
    fn corpus_inputs_are_guessed_as_their_extension_says() {
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
        let mut checked = 0;
        let entries = |dir: &std::path::Path| {
            let list = std::fs::read_dir(dir).map(|d| d.map(|e| e.unwrap().path()).collect());
            list.unwrap_or_else(|_| Vec::new())
        };
        for group in entries(&corpus) {
            for case in entries(&group) {
                for path in entries(&case) {
                    let is_input = path.file_stem().is_some_and(|s| s == "input");
                    let Some(language) = crate::lang::for_path(&path).filter(|_| is_input) else {
                        continue;
                    };
                    let bytes = std::fs::read(&path).unwrap();
                    let found = guess(&bytes).map(|(l, _)| l.name);
                    assert_eq!(found, Some(language.name), "{}", path.display());
                    checked += 1;
                }
            }
        }
        assert!(checked >= 30, "{checked}");
    }

    #[test]
    fn prose_binary_and_empty_files_stay_text() {
        let prose = [
            "The quick brown fox, it seems, jumps over the lazy dog's back.\n",
            // A comment is no evidence: Python read this as a name and a comment.
            "Title\n# The parser fails on a line with an open paren (like this one\n",
            // Nor is a preprocessor line (C), nor JSX text holding the sentences.
            "# The parser fails on a line with an open paren (like this one\n",
            "<p><img src=\"logo.png\"></p>\n\nThe parser fails on a line (like this one, and the rest\n\
             of the paragraph goes on for a while before it ends.\n",
            // Bare names, and names between sentence punctuation.
            "hello\nworld\n",
            "Hello, world!\n",
        ];
        for text in prose {
            assert_eq!(guessed(text), None, "{text}");
        }
        assert!(guess(b"\x7fELF\x02\x01\x01\0\0\0").is_none());
        assert_eq!(guessed(""), None);
    }
}
