//! Syntax as a cheap pre-test: a candidate that parses with more syntax errors than the
//! original input is predicted uninteresting without running the test. Crash-on-invalid
//! bugs need broken candidates, so a sample of them is tested anyway, and once an invalid
//! candidate is accepted the filter steps aside for the rest of the run.
//!
//! Parsing is not free next to a fast test, so the filter keeps, for each pass, how many of
//! its candidates broke the syntax, and parses only a sample of a pass's candidates while
//! too few do (see [`SyntaxFilter::screening`]).

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::lang::Language;
use crate::reduce::judging::judge::{Candidate, PreTest, PreTestRecord, TextKey};
use crate::reduce::settings::FilterMode;
use crate::tree::{self, Edit, Edits, TextChange, Tree};

/// ERROR and MISSING nodes in tree-sitter's parse of `text`: of the whole text, or of
/// its windows as hedge's tree of a large source is parsed. A candidate's count is made
/// the way the original's was, so that the two compare.
fn syntax_errors(language: &Language, text: &[u8], whole: bool) -> usize {
    with_parser(language, |parser| match whole {
        true => parser
            .parse(text, None)
            .map_or(usize::MAX, |tree| tree::errors_in(&tree)),
        false => tree::syntax_error_count(parser, text, &language.rules.brackets),
    })
}

/// Like [`syntax_errors`] for `text` printed from `base` with `changes`: tree-sitter
/// re-parses only around the changes and reuses the rest of `base`'s parse.
///
/// Editing a tree-sitter tree copies every node the edited ranges touch, so when the
/// changes replace much more of the source than the candidate holds (a ddmin complement
/// keeps a sliver of the input), parsing the candidate from scratch costs less.
///
/// A large `base` was parsed in windows and keeps no tree-sitter tree: then only the
/// top-level items the changes touch are parsed again, each run of them on its own.
fn syntax_errors_edited(
    language: &Language,
    text: &[u8],
    base: &Tree,
    changes: &[TextChange],
) -> usize {
    let Some(syntax) = base.syntax_tree() else {
        return errors_in_changed_items(language, text, base, changes);
    };
    let replaced: usize = changes.iter().map(|change| change.old.len()).sum();
    if replaced > FRESH_PARSE_COST * text.len() {
        syntax_errors(language, text, true)
    } else {
        errors_after_edits(language, text, base, syntax, changes)
    }
}

/// The errors of `text`, printed from `base` with `changes`: `base`'s errors outside the
/// runs of top-level items the changes touch, plus those of each run as `text` has it,
/// parsed on its own. An item's span runs from its prefix to the next item's.
fn errors_in_changed_items(
    language: &Language,
    text: &[u8],
    base: &Tree,
    changes: &[TextChange],
) -> usize {
    let items = base.children(base.root());
    if items.is_empty() {
        return syntax_errors(language, text, false);
    }
    let span_start = |i: usize| match i {
        0 => 0,
        _ => base.prefix_range(items[i]).start,
    };
    let span_end = |i: usize| match i + 1 == items.len() {
        true => base.source().len(),
        false => span_start(i + 1),
    };
    // The item whose span holds the source byte at `at`.
    let item_at =
        |at: usize| items[1..].partition_point(|&item| base.prefix_range(item).start <= at);
    let last_byte = |change: &TextChange| change.old.end.saturating_sub(1).max(change.old.start);
    let errors_of = |run: std::ops::RangeInclusive<usize>| -> usize {
        run.map(|i| base.errors_under(items[i])).sum()
    };

    // The runs of touched items, with where each is in the text.
    let mut runs: Vec<Run> = Vec::new();
    let mut shift = 0isize;
    let mut changes = changes.iter().peekable();
    while let Some(change) = changes.next() {
        let first = item_at(change.old.start);
        let mut last = item_at(last_byte(change));
        let new_start = span_start(first).wrapping_add_signed(shift);
        shift += change.new.len() as isize - change.old.len() as isize;
        while let Some(next) = changes.next_if(|next| next.old.start < span_end(last)) {
            last = last.max(item_at(last_byte(next)));
            shift += next.new.len() as isize - next.old.len() as isize;
        }
        let new_end = span_end(last).wrapping_add_signed(shift);
        runs.push(Run {
            items: first..=last,
            text: new_start..new_end,
        });
    }

    // An item untouched by every run, and the same in the text as in the source.
    let untouched = |i: usize, k: usize| {
        let in_run = |run: Option<&Run>| run.is_some_and(|run| run.items.contains(&i));
        i < items.len()
            && !in_run(k.checked_sub(1).and_then(|k| runs.get(k)))
            && !in_run(runs.get(k + 1))
    };
    let span_len = |i: usize| span_end(i) - span_start(i);
    with_parser(language, |parser| {
        // The errors a run's text adds to the base's in its items (fewer: negative).
        let mut added = |run: &Run| {
            let after =
                tree::syntax_error_count(parser, &text[run.text.clone()], &language.rules.brackets);
            after as isize - errors_of(run.items.clone()) as isize
        };
        let mut errors = base.error_count() as isize;
        for (k, run) in runs.iter().enumerate() {
            let mut change = added(run);
            // A changed item may now end where its neighbour starts (a `;` gone): the run
            // with its untouched neighbours says whether the text breaks.
            let (first, last) = (*run.items.start(), *run.items.end());
            let before = first.checked_sub(1).filter(|&i| untouched(i, k));
            let after = Some(last + 1).filter(|&i| untouched(i, k));
            if change > 0 && (before.is_some() || after.is_some()) {
                let wider = Run {
                    items: before.unwrap_or(first)..=after.unwrap_or(last),
                    text: run.text.start - before.map_or(0, span_len)
                        ..run.text.end + after.map_or(0, span_len),
                };
                change = change.min(added(&wider).max(0));
            }
            errors += change;
        }
        errors.max(0) as usize
    })
}

/// Touched top-level items of a base tree, and the bytes of the text that replace them.
struct Run {
    items: std::ops::RangeInclusive<usize>,
    text: std::ops::Range<usize>,
}

/// A parse from scratch costs about this many times as much per byte of the candidate as
/// the edited re-parse per byte replaced. Both timed on every candidate of two runs (a
/// 107 KB preprocessed C file, a 250 KB generated one): 0.12–0.13 µs per byte against
/// 0.027–0.035, and choosing by this ratio came within 3–14% of the faster of the two on
/// every candidate, where choosing at a ratio of 1 was 32–44% slower than that.
const FRESH_PARSE_COST: usize = 4;

/// The incremental re-parse itself, from `syntax`, `base`'s tree-sitter tree.
fn errors_after_edits(
    language: &Language,
    text: &[u8],
    base: &Tree,
    syntax: &tree_sitter::Tree,
    changes: &[TextChange],
) -> usize {
    let old = edited_syntax_tree(base, syntax, changes, text);
    with_parser(language, |parser| {
        parser
            .parse(text, Some(&old))
            .map_or(usize::MAX, |tree| tree::errors_in(&tree))
    })
}

/// `syntax`, `base`'s tree-sitter tree, with `changes` (ranges of its source replaced by
/// ranges of `text`) applied as edits, as tree-sitter's incremental parsing expects.
fn edited_syntax_tree(
    base: &Tree,
    syntax: &tree_sitter::Tree,
    changes: &[TextChange],
    text: &[u8],
) -> tree_sitter::Tree {
    let source = base.source();
    // Points of each change's start and old end in the source, by one forward scan.
    let mut points = Vec::with_capacity(changes.len());
    let mut at = (0, tree_sitter::Point::new(0, 0));
    let mut point_at = |offset: usize| {
        at.1 = advance(at.1, &source[at.0..offset]);
        at.0 = offset;
        at.1
    };
    for change in changes {
        points.push((point_at(change.old.start), point_at(change.old.end)));
    }
    let mut tree = syntax.clone();
    // Last change first, so the positions before each change are still the source's.
    for (change, (start, old_end)) in changes.iter().zip(points).rev() {
        tree.edit(&tree_sitter::InputEdit {
            start_byte: change.old.start,
            old_end_byte: change.old.end,
            new_end_byte: change.old.start + change.new.len(),
            start_position: start,
            old_end_position: old_end,
            new_end_position: advance(start, &text[change.new.clone()]),
        });
    }
    tree
}

/// The point after `bytes` when they start at `from`.
fn advance(from: tree_sitter::Point, bytes: &[u8]) -> tree_sitter::Point {
    match bytes.iter().rposition(|&b| b == b'\n') {
        Some(last) => tree_sitter::Point::new(
            from.row + bytes.iter().filter(|&&b| b == b'\n').count(),
            bytes.len() - last - 1,
        ),
        None => tree_sitter::Point::new(from.row, from.column + bytes.len()),
    }
}

/// Runs `f` with this thread's parser, set to `language`.
fn with_parser<T>(language: &Language, f: impl FnOnce(&mut tree_sitter::Parser) -> T) -> T {
    thread_local! {
        /// A parser per test thread, with the name of the language it is set to.
        static PARSER: std::cell::RefCell<(&'static str, tree_sitter::Parser)> =
            std::cell::RefCell::new(("", tree_sitter::Parser::new()));
    }
    PARSER.with_borrow_mut(|(name, parser)| {
        if *name != language.name {
            parser
                .set_language(&language.grammar)
                .expect("a grammar hedge was built with");
            *name = language.name;
        }
        f(parser)
    })
}

/// One in this many invalid candidates is tested anyway (chosen by the text's digest, so
/// the choice does not depend on timing or parallelism).
const SAMPLE_ONE_IN: u8 = 16;

/// A pass's candidates are all parsed until this many have been...
const FIRST_PARSED: u64 = 16;
/// ...and then while at least one in this many of those parsed broke the syntax. Below
/// that, parsing every candidate costs more than the tests it saves, unless the tests
/// are much slower than a parse...
const WORTH_ONE_IN: u64 = 32;
/// ...so one in this many candidates (by digest) is still parsed, to notice when a pass
/// starts breaking the syntax more often.
const PARSE_ONE_IN: u128 = 16;

/// The syntax pre-test of one reduction: a candidate with more syntax errors than the
/// original is predicted uninteresting, in the passes where parsing pays (see the module's
/// comment).
pub struct SyntaxFilter {
    mode: FilterMode,
    language: &'static Language,
    /// Syntax errors in the original input.
    baseline: AtomicUsize,
    /// Whether the original was parsed whole, not in windows: candidates parsed from
    /// scratch are parsed the same way.
    whole: bool,
    stepped_aside: AtomicBool,
    passes: Mutex<PassRecords>,
    /// Whether each text parsed so far has more syntax errors than the original: a text
    /// met again needs no parse.
    invalid: Mutex<HashMap<TextKey, bool>>,
}

/// The pre-tests of each pass, from the judge's [`PreTestRecord`], which counts only
/// candidates judged for every `-j`: the choice of what to parse is then the same for every
/// `-j` too.
#[derive(Default)]
struct PassRecords {
    current: &'static str,
    /// The current pass's pre-tests in its earlier runs, plus the judge's record since it
    /// began less `at_start`, make its record.
    earlier_rounds: PreTestRecord,
    /// The judge's record when the current pass began.
    at_start: PreTestRecord,
    /// The pre-tests of the passes before, by name, over all their runs so far.
    finished: HashMap<&'static str, PreTestRecord>,
}

impl PassRecords {
    /// The current pass's pre-tests, over all rounds so far.
    fn current(&self, judged: PreTestRecord) -> PreTestRecord {
        self.earlier_rounds + (judged - self.at_start)
    }
}

/// How the candidates of the current pass are screened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screening {
    /// Not at all: the filter is off, or has stepped aside.
    Off,
    /// Every candidate is parsed (incrementally, from the tree it is printed from).
    Every,
    /// One in [`PARSE_ONE_IN`], chosen by the text's digest, is parsed (from scratch).
    Sample,
}

/// How [`SyntaxFilter::screen`] parses a candidate.
pub enum Parse<'a> {
    /// Again only around `changes`, the spans of `base`'s source the text replaced.
    Edited {
        base: &'a Tree,
        changes: &'a [TextChange],
    },
    /// From scratch, and only when the candidate is in the sample.
    IfSampled,
}

/// Whether `edits` to `tree` cannot break its syntax, so the candidate needs no parse:
/// they only delete whole top-level items, which tree-sitter's grammars repeat at a
/// source file's root. On a large input these candidates are the largest, whose parses
/// cost the most.
pub fn keeps_syntax(tree: &Tree, edits: &Edits) -> bool {
    let root = Some(tree.root());
    edits
        .iter()
        .all(|(node, edit)| matches!(edit, Edit::Delete) && tree.parent(node) == root)
}

/// Whether a candidate is in the sample parsed while a pass rarely breaks the syntax.
fn in_parse_sample(key: &TextKey) -> bool {
    key.0.is_multiple_of(PARSE_ONE_IN)
}

impl SyntaxFilter {
    /// A filter for reducing `original`, parsed with `language`.
    pub fn new(mode: FilterMode, language: &'static Language, original: &Tree) -> Self {
        // hedge's tree counts the same errors as tree-sitter's (see the tests below).
        let baseline = original.error_count();
        SyntaxFilter {
            mode,
            language,
            baseline: AtomicUsize::new(baseline),
            whole: original.syntax_tree().is_some(),
            stepped_aside: AtomicBool::new(false),
            passes: Mutex::new(PassRecords::default()),
            invalid: Mutex::new(HashMap::new()),
        }
    }

    /// Starts the record of `pass`; `judged` is the judge's record now.
    pub fn begin_pass(&self, pass: &'static str, judged: PreTestRecord) {
        let mut passes = self.passes.lock().unwrap();
        let (finished, record) = (passes.current, passes.current(judged));
        passes.finished.insert(finished, record);
        passes.current = pass;
        passes.earlier_rounds = passes.finished.get(pass).copied().unwrap_or_default();
        passes.at_start = judged;
    }

    /// How the current pass's candidates are screened, the judge's record being `judged`.
    ///
    /// In auto mode the filter parses every candidate where its pass's record says parsing
    /// pays: for the pass's first candidates, and while at least one in [`WORTH_ONE_IN`]
    /// of those parsed broke the syntax; otherwise a sample. In always mode it parses
    /// every candidate.
    pub fn screening(&self, judged: PreTestRecord) -> Screening {
        if !self.active() {
            return Screening::Off;
        }
        let record = self.passes.lock().unwrap().current(judged);
        let pays = record.run < FIRST_PARSED || record.failed * WORTH_ONE_IN >= record.run;
        match self.mode == FilterMode::Always || pays {
            true => Screening::Every,
            false => Screening::Sample,
        }
    }

    /// The candidate `text` as the judge gets it: skipped when it is invalid and not in
    /// the sample tested anyway. A text met before is not parsed again.
    pub fn screen(&self, text: Vec<u8>, key: TextKey, parse: Parse) -> Candidate {
        if matches!(parse, Parse::IfSampled) && !in_parse_sample(&key) {
            return Candidate::Text(text, key, PreTest::NotRun);
        }
        let known = self.invalid.lock().unwrap().get(&key).copied();
        let invalid = known.unwrap_or_else(|| {
            let invalid = match parse {
                Parse::Edited { base, changes } => self.breaks_syntax(&text, base, changes),
                Parse::IfSampled => {
                    syntax_errors(self.language, &text, self.whole) > self.baseline()
                }
            };
            self.invalid.lock().unwrap().insert(key, invalid);
            invalid
        });
        if !invalid {
            return Candidate::Text(text, key, PreTest::Passed);
        }
        let sampled = self.mode == FilterMode::Auto
            && blake3::hash(&text).as_bytes()[0].is_multiple_of(SAMPLE_ONE_IN);
        match sampled {
            true => Candidate::Text(text, key, PreTest::Failed),
            false => Candidate::Skipped,
        }
    }

    /// Whether `text`, printed from `base` with `changes`, has more syntax errors than the
    /// original input. The parse is redone only around the changes.
    pub fn breaks_syntax(&self, text: &[u8], base: &Tree, changes: &[TextChange]) -> bool {
        syntax_errors_edited(self.language, text, base, changes) > self.baseline()
    }

    /// Whether candidates are checked at all.
    fn active(&self) -> bool {
        self.mode != FilterMode::Never && !self.stepped_aside.load(Ordering::Relaxed)
    }

    /// Called with the tree of each accepted result: an accepted invalid candidate shows the
    /// bug needs broken input, so (in auto mode) the filter steps aside from now on.
    pub fn accepted(&self, result: &Tree) {
        if self.mode == FilterMode::Auto && self.active() && result.error_count() > self.baseline()
        {
            self.stepped_aside.store(true, Ordering::Relaxed);
        }
    }

    /// Called with the tree of an accepted result whose changes keep code well-formed by
    /// construction (a definition deleted whole, a body emptied): errors beyond the
    /// baseline are tree-sitter misreading what surrounds them, not a sign that the bug
    /// needs broken input, so they become the baseline.
    pub fn accepted_well_formed(&self, result: &Tree) {
        self.baseline
            .fetch_max(result.error_count(), Ordering::Relaxed);
    }

    /// The most syntax errors a candidate may have and still be tested.
    fn baseline(&self) -> usize {
        self.baseline.load(Ordering::Relaxed)
    }

    /// Whether broken candidates are still skipped but for a sample (auto mode, not yet
    /// stepped aside).
    pub fn filtering_by_sample(&self) -> bool {
        self.mode == FilterMode::Auto && self.active()
    }

    /// Whether broken candidates are tested: the filter is off or has stepped aside.
    pub fn lets_broken_through(&self) -> bool {
        !self.active()
    }

    /// Whether the filter stopped filtering during the run.
    pub fn stepped_aside(&self) -> bool {
        self.stepped_aside.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::{NodeId, PrintStyle, RandomEdits};

    fn record(run: u64, failed: u64) -> PreTestRecord {
        PreTestRecord { run, failed }
    }

    /// How many of the keys `0..256` the filter would parse with the judge's record `judged`.
    fn parsed_keys(filter: &SyntaxFilter, judged: PreTestRecord) -> usize {
        let screening = filter.screening(judged);
        (0..256u128)
            .filter(|&k| match screening {
                Screening::Off => false,
                Screening::Every => true,
                Screening::Sample => in_parse_sample(&(k, 0)),
            })
            .count()
    }

    #[test]
    fn only_deletions_of_top_level_items_keep_the_syntax_unparsed() {
        let c = crate::lang::by_name("c").unwrap();
        let tree = Tree::parse(&c.grammar, b"int a; int f(void) { return 1; }");
        let items: Vec<_> = tree.children(tree.root()).to_vec();
        let deletes = |nodes: &[NodeId]| -> Edits<'static> {
            nodes.iter().map(|&n| (n, Edit::Delete)).collect()
        };
        assert!(keeps_syntax(&tree, &deletes(&items)));
        assert!(keeps_syntax(&tree, &deletes(&items[1..])));
        let inner = tree.children(items[1])[0];
        assert!(!keeps_syntax(&tree, &deletes(&[items[0], inner])));
        let replaced: Edits = [(items[0], Edit::Text("x".into()))].into_iter().collect();
        assert!(!keeps_syntax(&tree, &replaced));
    }

    #[test]
    fn parses_a_sample_only_while_a_pass_rarely_breaks_the_syntax() {
        let c = crate::lang::by_name("c").unwrap();
        let tree = Tree::parse(&c.grammar, b"int x;");
        let filter = SyntaxFilter::new(FilterMode::Auto, c, &tree);
        filter.begin_pass("tokens", record(0, 0));
        // The pass's first candidates are all parsed.
        assert_eq!(parsed_keys(&filter, record(FIRST_PARSED - 1, 0)), 256);
        // Then one in PARSE_ONE_IN while fewer than one in WORTH_ONE_IN were invalid...
        assert_eq!(parsed_keys(&filter, record(FIRST_PARSED, 0)), 16);
        assert_eq!(parsed_keys(&filter, record(2 * WORTH_ONE_IN, 1)), 16);
        // ...and all of them again once enough were.
        assert_eq!(parsed_keys(&filter, record(2 * WORTH_ONE_IN, 2)), 256);

        // Another pass has its own record, and the first one's is kept for its next round.
        filter.begin_pass("tree sweeps", record(100, 0));
        assert_eq!(parsed_keys(&filter, record(105, 0)), 256);
        filter.begin_pass("tokens", record(120, 0));
        assert_eq!(parsed_keys(&filter, record(120, 0)), 16);
        assert_eq!(parsed_keys(&filter, record(130, 10)), 256);

        // In always mode every candidate is parsed.
        let always = SyntaxFilter::new(FilterMode::Always, c, &tree);
        always.begin_pass("tokens", record(0, 0));
        assert_eq!(parsed_keys(&always, record(1000, 0)), 256);
    }

    #[test]
    fn well_formed_results_raise_the_baseline_and_broken_ones_step_the_filter_aside() {
        let c = crate::lang::by_name("c").unwrap();
        let clean = Tree::parse(&c.grammar, b"int x;");
        let one_error = Tree::parse(&c.grammar, b"int x; int f( {}");
        assert_eq!(
            (clean.error_count(), one_error.error_count() > 0),
            (0, true)
        );
        let filter = SyntaxFilter::new(FilterMode::Auto, c, &clean);
        filter.accepted_well_formed(&one_error);
        assert_eq!(filter.baseline(), one_error.error_count());
        assert!(!filter.stepped_aside());
        // A result of the other passes with errors beyond the baseline shows that the
        // test accepts broken input.
        let more = Tree::parse(&c.grammar, b"int x; int f( {}\nint g( {}\nint h( {}\n");
        assert!(
            more.error_count() > one_error.error_count(),
            "{}",
            more.error_count()
        );
        filter.accepted(&more);
        assert!(filter.stepped_aside());
    }

    #[test]
    fn counts_the_same_errors_as_the_tree() {
        let c = crate::lang::by_name("c").unwrap();
        for text in [
            &b"int main() { return 0; }"[..],
            b"int f( { x = ; }",
            b"}}} int",
            b"",
        ] {
            assert_eq!(
                syntax_errors(c, text, true),
                Tree::parse(&c.grammar, text).error_count(),
                "{:?}",
                text
            );
        }
    }

    /// A corpus case's input.
    fn corpus_input(path: &str) -> Vec<u8> {
        std::fs::read(format!("{}/corpus/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
    }

    /// `rounds` candidates of `tree`, each of 1 to 20 random edits (deletions, hoists and
    /// text that breaks the syntax), with the text it prints and the spans it changed.
    fn random_candidates(
        tree: &Tree,
        style: &PrintStyle,
        random: &mut RandomEdits,
        rounds: usize,
    ) -> Vec<(Edits<'static>, Vec<u8>, Vec<TextChange>)> {
        (0..rounds)
            .map(|round| {
                let edits = random.edits(tree, 1 + round % 20, "x\n(");
                let mut text = Vec::new();
                let changes = tree.print_changes(&edits, style, &mut text);
                let mut plain = Vec::new();
                tree.print_with(&edits, style, &mut plain);
                assert_eq!(text, plain);
                (edits, text, changes)
            })
            .collect()
    }

    /// The incremental re-parse must count the same errors as a parse from scratch, for
    /// any mix of edits, on clean and broken inputs.
    #[test]
    fn incremental_counts_equal_fresh_counts() {
        let mut random = RandomEdits::new(0x2545_f491_4f6c_dd1d);
        for (name, path) in [
            ("c", "c/format_warning/input.c"),
            ("c", "c/crash_on_invalid/input.c"),
            ("python", "python/type_error_report/input.py"),
            ("python", "python/syntax_error_assign/input.py"),
        ] {
            let language = crate::lang::by_name(name).unwrap();
            let style = crate::lang::style(language);
            let tree = Tree::parse(&language.grammar, &corpus_input(path));
            let mut differing_counts = 0;
            for (edits, text, changes) in random_candidates(&tree, &style, &mut random, 150) {
                let fresh = syntax_errors(language, &text, true);
                let syntax = tree.syntax_tree().unwrap();
                let incremental = errors_after_edits(language, &text, &tree, syntax, &changes);
                assert_eq!(incremental, fresh, "{name}: edits {edits:?}");
                differing_counts += usize::from(fresh != tree.error_count());
            }
            // The edits must actually break the input now and then, or the test shows
            // nothing.
            assert!(differing_counts > 10, "{name}: {differing_counts}");
        }
    }

    /// On a tree parsed in windows, the touched top-level items parsed on their own tell
    /// a candidate that breaks the syntax as a parse of the whole candidate does. (The
    /// counts themselves may differ where error recovery crosses an item.)
    #[test]
    fn verdicts_by_changed_items_equal_fresh_verdicts() {
        let mut random = RandomEdits::new(0x9e37_79b9_7f4a_7c15);
        for (name, path) in [
            ("c", "c/format_warning/input.c"),
            ("c", "c/preprocessed_format/input.c"),
            ("python", "python/deep_valueerror/input.py"),
        ] {
            let language = crate::lang::by_name(name).unwrap();
            let style = crate::lang::style(language);
            let source = corpus_input(path);
            let tree = Tree::parse_in_windows(&language.grammar, &source, 512);
            // Where windows leave a source's errors as a whole parse has them; past that,
            // a whole parse is no reference (and is what windows are there to avoid).
            let whole = Tree::parse(&language.grammar, &source);
            assert_eq!(tree.error_count(), whole.error_count(), "{name}");
            assert!(tree.syntax_tree().is_none());
            let mut differing_counts = 0;
            for (edits, text, changes) in random_candidates(&tree, &style, &mut random, 300) {
                let fresh = syntax_errors(language, &text, true);
                let by_items = errors_in_changed_items(language, &text, &tree, &changes);
                let baseline = tree.error_count();
                assert_eq!(
                    fresh > baseline,
                    by_items > baseline,
                    "{name}: {fresh} against {by_items} errors, edits {edits:?}"
                );
                differing_counts += usize::from(fresh != baseline);
            }
            assert!(differing_counts > 10, "{name}: {differing_counts}");
        }
    }
}
