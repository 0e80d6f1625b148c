//! Passes over changes of several parts that only work together, which no single level
//! of the tree makes: the groups come from `crate::transform`, ddmin chooses among them.

use crate::dd::Stats;
use crate::transform::{self, Group};
use crate::tree::{Edit, Edits, PrintStyle, Tree};

use super::levels::complement;
use super::reducer::{Run, TreeReducer};

impl TreeReducer<'_> {
    /// ddmin over type names that can be replaced by the types they name, each together
    /// with the deletion of its definition (see `transform::typedefs`).
    pub(super) fn replace_typedefs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let applies = self.language.rules.typedefs.is_some();
        let name = "type names replaced by their types";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::typedef_groups(tree, self.language)
        })
    }

    /// ddmin over template type parameters made concrete (see
    /// `transform::template_parameter_groups`).
    pub(super) fn make_type_parameters_concrete(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let applies = self.language.rules.type_parameters.is_some();
        let name = "type parameters made concrete";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::template_parameter_groups(tree, self.language)
        })
    }

    /// ddmin over classes made structs (see `transform::public_class_groups`).
    pub(super) fn make_classes_structs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let applies = self.language.rules.public_classes.is_some();
        let name = "classes made structs";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::public_class_groups(tree, self.language)
        })
    }

    /// ddmin over access specifiers deleted with their colons (see
    /// `transform::access_specifier_groups`).
    pub(super) fn delete_access_specifiers(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let applies = self.language.rules.public_classes.is_some();
        let name = "access specifiers with their colons";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::access_specifier_groups(tree, self.language)
        })
    }

    /// ddmin over calls that can be replaced by the body they run, each together with
    /// the deletion of the called function (see `transform::inline`).
    pub(super) fn inline_calls(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let rules = &self.language.rules;
        let applies = rules.inline.is_some() && rules.parameters.is_some();
        let name = "calls replaced by the body they run";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::inline_groups(tree, self.language, style)
        })
    }

    /// ddmin over local includes replaced by the headers' contents (see
    /// `transform::includes`): only when the input's directory is known.
    pub(super) fn inline_includes(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let Some(dir) = self.include_dir else {
            return Some(current.to_vec());
        };
        let applies = self.language.rules.includes.is_some();
        let name = "includes replaced by the headers";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::includes::inlining_groups(tree, self.language, dir)
        })
    }

    /// ddmin over uses of preprocessor macros replaced by the macros' bodies, one use at
    /// a time or every use with the `#define` deleted (see `transform::macros`).
    pub(super) fn expand_macros(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let applies = self.language.rules.macros.is_some();
        let name = "macro uses replaced by their bodies";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::expansion_groups(tree, &self.language.rules)
        })
    }

    /// ddmin over the directive lines of preprocessor conditionals the grammar leaves in
    /// ERROR nodes: a group's lines together, the group with its contents, an unmatched
    /// line alone (see `transform::conditionals`).
    pub(super) fn remove_loose_conditionals(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let Some(rule) = &self.language.rules.conditionals else {
            return Some(current.to_vec());
        };
        let name = "unparsed conditionals' directives";
        self.group_pass(name, current, style, stats, true, |tree| {
            transform::conditional_groups(tree, rule)
        })
    }

    /// ddmin over the tokens of macro bodies, which the grammar keeps as one token each.
    pub(super) fn reduce_macro_bodies(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        if self.language.rules.macros.is_none() {
            return Some(current.to_vec());
        }
        let tree = self.parse(current);
        let tokens = transform::BodyTokens::new(&tree, &self.language.rules);
        if tokens.is_empty() {
            return Some(current.to_vec());
        }
        self.begin("tokens of macro bodies", "");
        let edits_for = |kept: &[usize]| tokens.edits(kept);
        self.choose(&tree, style, run, tokens.len(), edits_for, stats)
    }

    /// ddmin over pairs the tree cannot express as one change: a function's parameter
    /// with the matching argument of each of its calls (and of its other declarations),
    /// and a target of a parallel assignment with its value.
    pub(super) fn remove_pairs(
        &self,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        let rules = &self.language.rules;
        let applies = rules.parameters.is_some() || rules.parallel.is_some();
        let name = "parameters with their arguments, targets with their values";
        self.group_pass(name, current, style, stats, applies, |tree| {
            transform::pair_groups(tree, self.language, style)
        })
    }

    /// When `applies`, ddmin over the groups `groups_of` finds in the tree of `current`.
    fn group_pass(
        &self,
        name: &'static str,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
        applies: bool,
        groups_of: impl FnOnce(&Tree) -> Vec<Group>,
    ) -> Option<Vec<u8>> {
        if !applies {
            return Some(current.to_vec());
        }
        let tree = self.parse(current);
        let groups = groups_of(&tree);
        self.apply_groups(name, &tree, style, Run::HALVES, &groups, stats)
    }

    /// ddmin over changes of several parts that only work together, each a group of
    /// edits: a configuration lists the groups *not* applied. `name` is the pass shown
    /// in the progress line when there is any group.
    pub(super) fn apply_groups(
        &self,
        name: &'static str,
        tree: &Tree,
        style: &PrintStyle,
        run: Run,
        groups: &[Group],
        stats: &mut Stats,
    ) -> Option<Vec<u8>> {
        if groups.is_empty() {
            return Some(tree.source().to_vec());
        }
        self.begin(name, "");
        let edits_for = |kept: &[usize]| applied_groups(groups, kept);
        self.choose(tree, style, run, groups.len(), edits_for, stats)
    }

    /// ddmin over the conversions of format strings, each with the argument it consumes:
    /// another pair the tree cannot express as one change.
    pub(super) fn remove_format_pairs(
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
}

/// The edits of every group of `groups` but those in `kept` (sorted): a configuration of
/// a pass over groups lists the groups *not* applied.
pub(super) fn applied_groups(groups: &[Group], kept: &[usize]) -> Edits<'static> {
    complement(groups.len(), kept)
        .flat_map(|run| &groups[run])
        .flatten()
        .cloned()
        .collect()
}
