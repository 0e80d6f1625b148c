//! Hierarchical Delta Debugging (Misherghi & Su, ICSE 2006) over hedge's syntax tree, with
//! the language's replacements as extra changes, repeated to a fixpoint (HDD*); then finer
//! passes for changes of several parts (typedefs with their uses, calls with the bodies
//! they run, parameters with their arguments, format conversions with theirs), tokens,
//! and the characters inside identifiers, numbers and strings.

use std::sync::{Arc, Mutex};

use crate::dd::{Start, Stats};
use crate::lang::{self, Language};
use crate::transform::{self, Group};
use crate::tree::{Edit, Edits, NodeId, PrintStyle, Tree};

use super::judge::text_key;
use super::spelling::{CharacterUnits, SharedCharacters, spellings};
use super::syntax_filter::{Parse, Screening, SyntaxFilter, keeps_syntax};
use super::{Candidate, Judge, ddmin_texts};

/// Sweeps beyond this many are not expected; the bound only guards against a cycle of
/// equal-size replacements.
const MAX_SWEEPS: usize = 100;
/// Likewise for rounds of (tree sweeps, tokens, characters).
const MAX_ROUNDS: usize = 20;

pub struct TreeReducer<'a> {
    pub judge: &'a Judge,
    pub language: &'static Language,
    pub filter: &'a SyntaxFilter,
    /// Hears each pass start: its name, and where it is (round, sweep, level) or "".
    pub on_pass: &'a (dyn Fn(&str, &str) + Sync),
    /// The tree parsed last: passes and levels that changed nothing leave the text as it
    /// was, and the next one needs no new parse.
    pub parsed: Mutex<Option<Arc<Tree>>>,
}

/// Whether a pass's candidates go through the syntax filter.
#[derive(Clone, Copy)]
enum Filtered {
    Yes,
    No,
}

/// How a pass runs ddmin: its first granularity, and whether its candidates go through
/// the syntax filter.
#[derive(Clone, Copy)]
struct Run {
    start: Start,
    filtered: Filtered,
}

impl Run {
    /// Filtered, from halves: every pass but the later tree sweeps and the final
    /// unfiltered token pass.
    const HALVES: Run = Run {
        start: Start::Halves,
        filtered: Filtered::Yes,
    };
}

/// One change at a level: an edit of one node.
pub struct Change {
    pub node: NodeId,
    pub edit: Edit,
}

/// The changes HDD makes at depth `level`: for each node, in id order, the language's
/// edits that shrink it, strongest first.
pub fn level_changes(tree: &Tree, level: usize, language: &Language) -> Vec<Change> {
    tree.nodes_at_depth(level)
        .into_iter()
        .flat_map(|node| {
            let own = tree.text(node).len();
            lang::changes(tree, node, language)
                .into_iter()
                .filter(move |edit| shrinks(tree, edit, own))
                .map(move |edit| Change { node, edit })
        })
        .collect()
}

/// The edits of the candidate that applies every change except those in `not_applied`
/// (sorted): a node takes its first applicable change, its strongest (a node's changes
/// are adjacent, in id order).
pub fn applied_edits<'c>(changes: &'c [Change], not_applied: &[usize]) -> Edits<'c> {
    let mut last = None;
    let applied = complement(changes.len(), not_applied).flat_map(|run| &changes[run]);
    Edits::from_sorted(
        applied
            .filter(|change| last.replace(change.node) != Some(change.node))
            .map(|change| (change.node, &change.edit)),
    )
}

/// The indices of `0..n` that are not in `config` (sorted), as runs. ddmin's
/// configurations are a few runs of consecutive indices, found by binary search, so the
/// work grows with what is applied, not with the thousands of changes a level can have.
fn complement(n: usize, config: &[usize]) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let (mut next, mut rest) = (0, config);
    std::iter::from_fn(move || {
        while let Some(&first) = rest.first() {
            let gap = next..first;
            let run = consecutive_run(rest);
            next = first + run;
            rest = &rest[run..];
            if !gap.is_empty() {
                return Some(gap);
            }
        }
        let tail = next..n;
        next = n;
        (!tail.is_empty()).then_some(tail)
    })
}

/// The length of the run of consecutive integers that starts `sorted` (strictly
/// increasing, not empty). `sorted[j] == sorted[0] + j` holds exactly for a prefix of the
/// positions, so a binary search finds where it stops.
fn consecutive_run(sorted: &[usize]) -> usize {
    let first = sorted[0];
    let (mut lo, mut hi) = (1, sorted.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if sorted[mid] == first + mid {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

impl TreeReducer<'_> {
    /// The syntax tree of `text`, parsed again only when `text` is not the last one parsed.
    fn parse(&self, text: &[u8]) -> Arc<Tree> {
        let mut parsed = self.parsed.lock().unwrap();
        match &*parsed {
            Some(tree) if tree.source() == text => tree.clone(),
            _ => {
                let tree = Arc::new(Tree::parse(&self.language.grammar, text));
                *parsed = Some(tree.clone());
                tree
            }
        }
    }

    /// Reduces `input`; stops early (returning the best so far) when the judge stops.
    pub fn reduce(&self, input: &[u8], stats: &mut Stats) -> Vec<u8> {
        let style = lang::style(self.language);
        let mut current = input.to_vec();
        // The finer passes can enable tree changes (a shortened string lets an argument go),
        // so the whole sequence repeats until a round changes nothing.
        for round in 1..=MAX_ROUNDS {
            let before = current.clone();
            match self.tree_sweeps(current, round, &style, stats) {
                Ok(next) => current = next,
                Err(stopped) => return stopped,
            }
            for pass in [
                Self::reduce_tokens,
                Self::shorten_identifiers,
                Self::delete_shared_characters,
                Self::shrink_characters,
            ] {
                match pass(self, &current, &style, stats) {
                    Some(next) => current = next,
                    None => return current,
                }
            }
            if current == before {
                // At the fixpoint, ask once whether the test needs well-formed input at
                // all: token removals the filter would skip are tested. If one is
                // accepted, the filter steps aside and the rounds go on without it.
                if !self.filter.filtering_by_sample() {
                    break;
                }
                let unfiltered = Run {
                    start: Start::Halves,
                    filtered: Filtered::No,
                };
                match self.tokens(&current, &style, unfiltered, stats) {
                    Some(next) if next != current => current = next,
                    Some(_) => break,
                    None => return current,
                }
            }
        }
        self.tidy(current)
    }

    /// HDD*: level by level from the root, sweep after sweep, each followed by the passes
    /// of several-part changes, until a sweep and those passes change nothing. `Err` holds
    /// the text reached when reduction was stopped.
    fn tree_sweeps(
        &self,
        mut current: Vec<u8>,
        round: usize,
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Vec<u8>> {
        for sweep in 1..=MAX_SWEEPS {
            let before = current.clone();
            // After the first sweep every level has been through ddmin: what is left goes
            // one node at a time, rarely in groups, so the coarse rounds are skipped (see
            // `Start::Singles`). The passes after the sweeps keep halving: tokens often go
            // only several at once, and starting the token pass at single tokens left
            // larger results.
            let run = Run {
                start: match (round, sweep) {
                    (1, 1) => Start::Halves,
                    _ => Start::Singles,
                },
                filtered: Filtered::Yes,
            };
            let mut level = 0;
            loop {
                let tree = self.parse(&current);
                if level > tree.max_depth() {
                    break;
                }
                self.begin(
                    "tree sweeps",
                    &format!("round {round}, sweep {sweep}, level {level}"),
                );
                match self.reduce_level(&tree, level, style, run, stats) {
                    Some(next) => current = next,
                    None => return Err(current),
                }
                level += 1;
            }
            // Changes of several parts, which no single level makes: they cost a few tests,
            // and what they remove (a function inlined, a parameter with its arguments)
            // then costs the next sweep no test per node.
            for pass in [
                Self::replace_typedefs,
                Self::inline_calls,
                Self::remove_pairs,
                Self::remove_format_pairs,
            ] {
                match pass(self, &current, style, stats) {
                    Some(next) => current = next,
                    None => return Err(current),
                }
            }
            if current == before {
                break;
            }
        }
        Ok(current)
    }

    /// ddmin over the changes to the nodes at depth `level`. A configuration lists the
    /// changes *not* applied, so ddmin's minimal configuration applies as many as possible.
    fn reduce_level(
        &self,
        tree: &Tree,
        level: usize,
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let changes = level_changes(tree, level, self.language);
        self.apply_best(tree, style, run, &changes, stats)
    }

    /// Runs ddmin over `changes` (in order, strongest first for each node) and returns the
    /// text with the chosen ones applied.
    fn apply_best(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        run: Run,
        changes: &[Change],
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let edits_for = |not_applied: &[usize]| applied_edits(changes, not_applied);
        self.choose(tree, style, run, changes.len(), edits_for, stats)
    }

    /// Every pass's ddmin: over `n` changes of `tree`, `edits_for` turning a configuration
    /// into edits. Returns the text the kept configuration prints, or `None` when
    /// reduction was stopped.
    fn choose<'e>(
        &self,
        tree: &Tree,
        style: &PrintStyle,
        run: Run,
        n: usize,
        edits_for: impl Fn(&[usize]) -> Edits<'e> + Sync,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        if n == 0 {
            return Some(tree.source().to_vec());
        }
        let build =
            |config: &[usize]| self.candidate(tree, &edits_for(config), style, run.filtered);
        let kept = ddmin_texts(self.judge, n, build, run.start, stats)?;
        let result = print(tree, &edits_for(&kept), style);
        // Parsed through the reducer's memo: the next pass starts from this tree.
        self.filter.accepted(&self.parse(&result));
        Some(result)
    }

    /// ddmin over type names that can be replaced by the types they name, each together
    /// with the deletion of its definition (see `transform::typedefs`).
    fn replace_typedefs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        if self.language.rules.typedefs.is_none() {
            return Some(current.to_vec());
        }
        let tree = self.parse(current);
        let groups = transform::typedef_groups(&tree, self.language);
        self.apply_groups(
            "type names replaced by their types",
            &tree,
            style,
            &groups,
            stats,
        )
    }

    /// ddmin over calls that can be replaced by the body they run, each together with
    /// the deletion of the called function (see `transform::inline`).
    fn inline_calls(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let rules = &self.language.rules;
        if rules.inline.is_none() || rules.parameters.is_none() {
            return Some(current.to_vec());
        }
        let tree = self.parse(current);
        let groups = transform::inline_groups(&tree, self.language, style);
        self.apply_groups(
            "calls replaced by the body they run",
            &tree,
            style,
            &groups,
            stats,
        )
    }

    /// ddmin over pairs the tree cannot express as one change: a function's parameter
    /// with the matching argument of each of its calls (and of its other declarations),
    /// and a target of a parallel assignment with its value.
    fn remove_pairs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let rules = &self.language.rules;
        if rules.parameters.is_none() && rules.parallel.is_none() {
            return Some(current.to_vec());
        }
        let tree = self.parse(current);
        let groups = transform::pair_groups(&tree, self.language, style);
        let name = "parameters with their arguments, targets with their values";
        self.apply_groups(name, &tree, style, &groups, stats)
    }

    /// ddmin over changes of several parts that only work together, each a group of
    /// edits: a configuration lists the groups *not* applied. `name` is the pass shown
    /// in the progress line when there is any group.
    fn apply_groups(
        &self,
        name: &'static str,
        tree: &Tree,
        style: &PrintStyle,
        groups: &[Group],
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        if groups.is_empty() {
            return Some(tree.source().to_vec());
        }
        self.begin(name, "");
        let edits_for = |kept: &[usize]| -> Edits<'static> {
            complement(groups.len(), kept)
                .flat_map(|run| &groups[run])
                .flatten()
                .cloned()
                .collect()
        };
        self.choose(tree, style, Run::HALVES, groups.len(), edits_for, stats)
    }

    /// ddmin over the conversions of format strings, each with the argument it consumes:
    /// another pair the tree cannot express as one change.
    fn remove_format_pairs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let Some(rule) = &self.language.rules.formats else {
            return Some(current.to_vec());
        };
        let tree = self.parse(current);
        let pairs = transform::format_pairs(&tree, rule);
        if pairs.is_empty() {
            return Some(current.to_vec());
        }
        self.begin("format conversions with their arguments", "");
        // A configuration lists the pairs *not* deleted. The pairs of one string token are
        // consecutive and in order, so they stay together among the deleted ones.
        let edits_for = |kept: &[usize]| -> Edits<'static> {
            let deleted: Vec<&transform::FormatPair> = complement(pairs.len(), kept)
                .flat_map(|run| &pairs[run])
                .collect();
            let mut edits: Edits = deleted.iter().map(|p| (p.argument, Edit::Delete)).collect();
            for same_token in deleted.chunk_by(|a, b| a.token == b.token) {
                let text = transform::without_conversions(&tree, same_token);
                edits.insert(same_token[0].token, Edit::Text(text.into()));
            }
            edits
        };
        self.choose(&tree, style, Run::HALVES, pairs.len(), edits_for, stats)
    }

    /// ddmin over the tokens: removes what the tree could not express.
    fn reduce_tokens(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        self.tokens(current, style, Run::HALVES, stats)
    }

    fn tokens(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let name = match run.filtered {
            Filtered::Yes => "tokens",
            Filtered::No => "tokens, syntax errors allowed",
        };
        self.begin(name, "");
        let tree = self.parse(current);
        let changes: Vec<Change> = tree
            .tokens(tree.root())
            .map(|node| Change {
                node,
                edit: Edit::Delete,
            })
            .collect();
        self.apply_best(&tree, style, run, &changes, stats)
    }

    /// ddmin over the characters that occur in more than one literal place, each deleted
    /// from every literal at once (see `SharedCharacters`).
    fn delete_shared_characters(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let tree = self.parse(current);
        let spellings = spellings(
            &tree,
            &self.language.rules.shrinkable_tokens,
            &self.language.rules.identifiers,
        );
        let shared = SharedCharacters::new(&spellings);
        if shared.len() == 0 {
            return Some(current.to_vec());
        }
        self.begin("characters in every literal at once", "");
        let edits_for = |kept: &[usize]| shared.edits(kept);
        self.choose(&tree, style, Run::HALVES, shared.len(), edits_for, stats)
    }

    /// ddmin over the characters of identifiers, numbers and strings (`"lua"` → `""`,
    /// `504` → `4`). An identifier is one *spelling* wherever it occurs, so shrinking it
    /// renames every occurrence at once and references stay consistent; each literal is a
    /// spelling of its own.
    fn shrink_characters(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        self.begin("characters in tokens", "");
        let tree = self.parse(current);
        let spellings = spellings(
            &tree,
            &self.language.rules.shrinkable_tokens,
            &self.language.rules.identifiers,
        );
        let units = CharacterUnits::new(&spellings);
        let edits_for = |kept: &[usize]| units.edits(kept);
        self.choose(&tree, style, Run::HALVES, units.len(), edits_for, stats)
    }

    /// Renames identifiers to their first character, each name everywhere at once, chosen
    /// by ddmin: one test can shorten many names, where character-level ddmin needs a test
    /// per character.
    fn shorten_identifiers(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let tree = self.parse(current);
        let groups: Vec<Group> = spellings(
            &tree,
            &self.language.rules.shrinkable_tokens,
            &self.language.rules.identifiers,
        )
        .iter()
        .filter(|s| s.identifier && s.text.chars().count() > 1)
        .map(|s| {
            let short = s.text.chars().next().map(String::from).unwrap_or_default();
            s.respelled(short.into()).collect()
        })
        .collect();
        self.apply_groups("short identifiers", &tree, style, &groups, stats)
    }

    /// The candidate for `tree` with `edits` applied, through the syntax filter: parsed
    /// again only around what the edits changed when the pass's candidates are all
    /// screened, from scratch when one is in the sample.
    fn candidate(
        &self,
        tree: &Tree,
        edits: &Edits,
        style: &PrintStyle,
        filtered: Filtered,
    ) -> Candidate {
        let screening = match filtered {
            Filtered::Yes => self.filter.screening(self.judge.pre_test_record()),
            Filtered::No => Screening::Off,
        };
        if screening == Screening::Off || keeps_syntax(tree, edits) {
            return Candidate::text(print(tree, edits, style));
        }
        if screening == Screening::Sample {
            // Most candidates go unparsed: printed without noting what changed.
            let text = print(tree, edits, style);
            let key = text_key(&text);
            return self.filter.screen(text, key, Parse::IfSampled);
        }
        let mut out = Vec::with_capacity(tree.source().len());
        let changes = tree.print_changes(edits, style, &mut out);
        let key = text_key(&out);
        let parse = Parse::Edited {
            base: tree,
            changes: &changes,
        };
        self.filter.screen(out, key, parse)
    }

    /// Tells the observer that `pass` starts (at `place`: round, sweep, level or ""), and
    /// the syntax filter, which keeps a record of each pass.
    fn begin(&self, pass: &'static str, place: &str) {
        self.filter.begin_pass(pass, self.judge.pre_test_record());
        (self.on_pass)(pass, place);
    }

    /// Where indentation is not syntax, also tries the text with every run of blanks
    /// between tokens made one space or one newline.
    fn tidy(&self, current: Vec<u8>) -> Vec<u8> {
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

fn print(tree: &Tree, edits: &Edits, style: &PrintStyle) -> Vec<u8> {
    let mut out = Vec::with_capacity(tree.source().len());
    tree.print_with(edits, style, &mut out);
    out
}

/// Whether `edit` makes the node's text smaller: replacements must shrink it (or, for fixed
/// texts, at least not grow it), so that sweeps cannot cycle.
fn shrinks(tree: &Tree, edit: &Edit, own: usize) -> bool {
    match edit {
        Edit::Delete => true,
        Edit::Hoist(node) => tree.text(*node).len() < own,
        Edit::Text(text) => text.len() <= own,
    }
}

/// Prints `tree` with the blanks before each token reduced to one newline (if they held
/// one) or one space, none at the start, and one newline at the end. Anything in a prefix
/// that is not blank is kept as it is.
pub fn normalize_blanks(tree: &Tree) -> Vec<u8> {
    let source = tree.source();
    let mut out = Vec::with_capacity(source.len());
    for id in 0..tree.len() as NodeId {
        if !tree.is_leaf(id) {
            continue;
        }
        let prefix = &source[tree.prefix_range(id)];
        let text = tree.text(id);
        if text.is_empty() && prefix.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if !prefix.iter().all(u8::is_ascii_whitespace) {
            out.extend_from_slice(prefix);
        } else if !prefix.is_empty() && !out.is_empty() {
            out.push(if prefix.contains(&b'\n') { b'\n' } else { b' ' });
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
    fn applied_edits_apply_each_nodes_first_change_outside_the_configuration() {
        // Nodes in id order with two or three adjacent changes each; texts tell them apart.
        let changes: Vec<Change> = (0..40)
            .map(|i| Change {
                node: (i * 2 / 5) as NodeId,
                edit: Edit::Text(i.to_string().into()),
            })
            .collect();
        let by_definition = |not_applied: &[usize]| -> Edits {
            let mut edits = Edits::new();
            for (i, change) in changes.iter().enumerate() {
                if !not_applied.contains(&i) && edits.get(change.node).is_none() {
                    edits.insert(change.node, change.edit.clone());
                }
            }
            edits
        };
        let mut seed = 0x2545_f491_u64;
        for _ in 0..500 {
            let not_applied: Vec<usize> = (0..changes.len())
                .filter(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    !seed.is_multiple_of(3)
                })
                .collect();
            assert_eq!(
                applied_edits(&changes, &not_applied),
                by_definition(&not_applied),
                "{not_applied:?}"
            );
        }
        assert_eq!(applied_edits(&changes, &[]), by_definition(&[]));
        let all: Vec<usize> = (0..changes.len()).collect();
        assert!(applied_edits(&changes, &all).is_empty());
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
