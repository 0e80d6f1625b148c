//! A tree of files reduced as one input: whole files deleted, then emptied, then each
//! file reduced inside the tree with its own language (by its extension; text for the
//! rest), largest first, and all of it again until a round over every file changes
//! nothing, so that what one file lost can let another lose more.
//!
//! After the files, the changes of several parts that span files (`program`): a
//! function's parameter with the arguments of its calls in other files, and the like.
//!
//! The judge tests whole trees (encoded, see [`crate::files::encode`]); a file's reducer
//! sees only its file and works through the judge's frame, which puts each of its
//! candidates back into the tree.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::dd::{Start, Stats};
use crate::files::FileTree;
use crate::files::encode::{encode, encode_replacing};
use crate::lang::Language;

mod program;

use super::passes::TreeReducer;
use super::settings::Settings;
use crate::reduce::judging::syntax_filter::SyntaxFilter;
use crate::reduce::judging::{Candidate, Judge, Shape, Stopped, minimize};
use crate::reduce::text;
use program::Program;

/// Rounds over every file beyond this many are not expected; the bound only guards
/// against a cycle of equal-size changes.
const MAX_ROUNDS: usize = 10;

pub struct FilesReducer<'a> {
    pub judge: &'a Judge,
    /// Hears each pass start: its name, and where it is (the file, round, level) or "".
    pub on_pass: &'a (dyn Fn(&str, &str) + Sync),
    /// How to reduce.
    pub settings: &'a Settings,
    /// The language a file is reduced by (`None`: as text).
    pub language_of: &'a (dyn Fn(&str) -> Option<&'static Language> + Sync),
}

impl FilesReducer<'_> {
    /// Reduces `original`; stops early (returning the best so far) when the judge stops.
    pub fn reduce(&self, original: &FileTree, stats: &mut Stats) -> FileTree {
        let mut current = original.clone();
        match self.rounds(&mut current, stats) {
            // Stopped or not, the tree reached is the result.
            Ok(()) | Err(Stopped) => current,
        }
    }

    /// The rounds over every file, `current` holding the tree each pass leaves.
    fn rounds(&self, current: &mut FileTree, stats: &mut Stats) -> Result<(), Stopped> {
        // Kept over the rounds: each learns how often its file's broken candidates pass.
        let mut filters: HashMap<String, SyntaxFilter> = HashMap::new();
        for round in 1..=MAX_ROUNDS {
            let before = current.clone();
            let start = match round {
                1 => Start::Halves,
                _ => Start::Singles,
            };
            let place = format!("round {round}");
            (self.on_pass)("files deleted", &place);
            *current = self.delete_files(current, start, stats)?;
            (self.on_pass)("files emptied", &place);
            *current = self.empty_files(current, start, stats)?;
            for path in largest_first(current) {
                // A file's reducer returns the text it reached when stopped.
                *current = self.reduce_file(current, &path, round, &mut filters, stats);
                self.judge.not_stopped()?;
            }
            *current = self.across_files(current, &place, stats)?;
            if *current == before {
                break;
            }
        }
        Ok(())
    }

    /// ddmin over the files: those not kept are deleted.
    fn delete_files(
        &self,
        tree: &FileTree,
        start: Start,
        stats: &mut Stats,
    ) -> Result<FileTree, Stopped> {
        let paths: Vec<&String> = tree.files.keys().collect();
        let keeping = |config: &[usize]| {
            let kept: std::collections::HashSet<&str> =
                config.iter().map(|&i| paths[i].as_str()).collect();
            tree.retain(|path| kept.contains(path))
        };
        self.choose_files(tree, &paths, keeping, start, stats)
    }

    /// ddmin over the files that are not empty: those not kept are emptied (a file that
    /// must exist but whose contents do not matter, like an included header).
    fn empty_files(
        &self,
        tree: &FileTree,
        start: Start,
        stats: &mut Stats,
    ) -> Result<FileTree, Stopped> {
        let paths: Vec<&String> = tree
            .files
            .iter()
            .filter(|(_, bytes)| !bytes.is_empty())
            .map(|(path, _)| path)
            .collect();
        let emptying = |config: &[usize]| {
            let mut emptied = tree.clone();
            for (i, path) in paths.iter().enumerate() {
                if config.binary_search(&i).is_err() {
                    emptied.files.insert(path.to_string(), Vec::new());
                }
            }
            emptied
        };
        self.choose_files(tree, &paths, emptying, start, stats)
    }

    /// ddmin over `paths`, each weighing its size: `change` makes the tree that keeps
    /// the configuration's files as they are.
    fn choose_files(
        &self,
        tree: &FileTree,
        paths: &[&String],
        change: impl Fn(&[usize]) -> FileTree + Sync,
        start: Start,
        stats: &mut Stats,
    ) -> Result<FileTree, Stopped> {
        let build = |config: &[usize], _: &[usize]| Candidate::text(encode(&change(config)));
        let weights: Vec<u64> = paths.iter().map(|p| tree.files[*p].len() as u64).collect();
        let (n, strategy) = (paths.len(), self.settings.strategy);
        let shape = Shape {
            weights: Some(&weights),
            groups: None,
        };
        let kept = minimize(self.judge, n, build, start, strategy, shape, stats)?;
        Ok(change(&kept))
    }

    /// Reduces the file at `path` inside `tree` with its own reducer, the rest of the tree
    /// as it is.
    fn reduce_file(
        &self,
        tree: &FileTree,
        path: &str,
        round: usize,
        filters: &mut HashMap<String, SyntaxFilter>,
        stats: &mut Stats,
    ) -> FileTree {
        let text = &tree.files[path];
        if text.is_empty() {
            return tree.clone();
        }
        let base = Arc::new(tree.clone());
        let framed_path = path.to_string();
        self.judge.set_frame(Some(Arc::new(move |candidate: &[u8]| {
            Some(encode_replacing(&base, Some((&framed_path, candidate))))
        })));
        let on_pass = |pass: &str, place: &str| {
            let place = match place {
                "" => format!("{path}, files round {round}"),
                _ => format!("{path}, files round {round}, {place}"),
            };
            (self.on_pass)(pass, &place)
        };
        let headers = headers_beside(tree, path);
        let reduced = match (self.language_of)(path) {
            Some(language) => {
                let parsed = Arc::new(language.parse(text));
                let filter = filters.entry(path.to_string()).or_insert_with(|| {
                    SyntaxFilter::new(self.settings.syntax_filter, language, &parsed)
                });
                let reducer = TreeReducer {
                    judge: self.judge,
                    language,
                    filter,
                    on_pass: &on_pass,
                    parsed: Mutex::new(Some(parsed)),
                    settings: self.settings,
                    // A header inlined here is still a file of the tree: once no file
                    // includes it, the next round deletes it.
                    headers: Some(&headers),
                    resumed: round > 1,
                    rejected: (!self.settings.retest_rejected).then(Default::default),
                    kept: Default::default(),
                };
                reducer.reduce(text, stats)
            }
            None => text::reduce(self.judge, text, stats, &on_pass),
        };
        self.judge.set_frame(None);
        tree.with_file(path, &reduced)
    }
}

impl FilesReducer<'_> {
    /// For each language with two files or more: ddmin over the several-part changes
    /// that span its files (see `program`).
    fn across_files(
        &self,
        tree: &FileTree,
        place: &str,
        stats: &mut Stats,
    ) -> Result<FileTree, Stopped> {
        let mut current = tree.clone();
        let mut languages: Vec<&'static Language> = Vec::new();
        for path in current.files.keys() {
            if let Some(language) = (self.language_of)(path)
                && !languages.iter().any(|l| std::ptr::eq(*l, language))
            {
                languages.push(language);
            }
        }
        for language in languages {
            let paths = program::files_of(&current, language, self.language_of);
            if paths.is_empty() {
                continue;
            }
            let program = Program::join(&current, paths);
            let parsed = language.parse(&program.text);
            let groups = program.groups(&parsed, language);
            if groups.is_empty() {
                continue;
            }
            (self.on_pass)(
                "changes across files",
                &format!("{}, {place}", language.name),
            );
            let style = crate::lang::style(language);
            let base = &current;
            let split = |kept: &[usize]| {
                let edits = program::edits_without(&groups, kept);
                let mut printed = Vec::new();
                let changes = parsed.print_changes(&edits, &style, &mut printed);
                program.split(base, &printed, &changes)
            };
            let build = |config: &[usize], _: &[usize]| match split(config) {
                Some(tree) => Candidate::text(encode(&tree)),
                None => Candidate::Skipped,
            };
            let kept = minimize(
                self.judge,
                groups.len(),
                build,
                Start::Halves,
                self.settings.strategy,
                Shape::default(),
                stats,
            )?;
            let next = split(&kept).unwrap_or_else(|| current.clone());
            current = next;
        }
        Ok(current)
    }
}

/// The headers a file at `path` includes by name: the tree's files as they are now,
/// named relative to the file's own directory.
fn headers_beside<'t>(
    tree: &'t FileTree,
    path: &'t str,
) -> impl Fn(&str) -> Option<Vec<u8>> + Sync + 't {
    let dir = path.rsplit_once('/').map_or("", |(dir, _)| dir);
    move |name| {
        if name.starts_with('/') {
            return None;
        }
        let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
        for part in name.split('/') {
            match part {
                "" | "." => {}
                ".." => {
                    parts.pop()?;
                }
                _ => parts.push(part),
            }
        }
        tree.files.get(&parts.join("/")).cloned()
    }
}

/// The files of `tree` that are not empty, largest first (ties in path order): the
/// largest have the most to lose, and what they lose may let smaller ones go.
fn largest_first(tree: &FileTree) -> Vec<String> {
    let mut paths: Vec<(&String, usize)> = tree
        .files
        .iter()
        .filter(|(_, bytes)| !bytes.is_empty())
        .map(|(path, bytes)| (path, bytes.len()))
        .collect();
    paths.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    paths.into_iter().map(|(path, _)| path.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_is_named_from_the_including_file_s_directory() {
        let mut tree = FileTree::default();
        for path in ["src/a.c", "src/a.h", "include/b.h", "c.h"] {
            tree.files.insert(path.into(), path.as_bytes().to_vec());
        }
        let headers = headers_beside(&tree, "src/a.c");
        assert_eq!(headers("a.h").as_deref(), Some(&b"src/a.h"[..]));
        assert_eq!(headers("./a.h").as_deref(), Some(&b"src/a.h"[..]));
        assert_eq!(
            headers("../include/b.h").as_deref(),
            Some(&b"include/b.h"[..])
        );
        assert_eq!(headers("../c.h").as_deref(), Some(&b"c.h"[..]));
        // Not beside the file, above the tree, or absolute: not the tree's.
        assert_eq!(headers("b.h"), None);
        assert_eq!(headers("../../c.h"), None);
        assert_eq!(headers("/src/a.h"), None);
        let at_top = headers_beside(&tree, "c.h");
        assert_eq!(at_top("src/a.h").as_deref(), Some(&b"src/a.h"[..]));
    }
}
