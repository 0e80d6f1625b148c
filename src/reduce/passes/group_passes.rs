//! Passes over changes of several parts that only work together, which no single level
//! of the tree makes: the groups come from `crate::transform`, ddmin chooses among them.

use crate::dd::Stats;
use crate::transform::{self, Group};
use crate::tree::{Edit, Edits, PrintStyle, Tree};

use super::levels::complement;
use super::reducer::{Run, TreeReducer};
use crate::reduce::judging::Stopped;

/// A pass over changes of several parts: the name its progress line shows, whether it
/// has anything to do on this input (its language has the rule; for includes, the
/// input's directory is known), and the groups it finds in a tree.
pub(super) struct GroupPass {
    name: &'static str,
    applies: fn(&TreeReducer<'_>) -> bool,
    groups: fn(&TreeReducer<'_>, &Tree, &PrintStyle) -> Vec<Group>,
}

/// After each tree sweep, in this order: local includes replaced by the headers'
/// contents; type names replaced by the types they name, each with its definition's
/// deletion; template type parameters made concrete; template parameters deleted with
/// the argument at their place in every use; templates used with one list of arguments
/// made plain; member functions defined out of their classes moved into them; classes
/// used once moved to their use without their name; calls replaced by the body they
/// run, each with the called function's deletion; uses of preprocessor macros replaced
/// by the macros' bodies (one use, or every use with the `#define`); the directive lines
/// of preprocessor conditionals the grammar leaves in ERROR nodes (a group's lines
/// together, the group with its contents, an unmatched line alone); a function's
/// parameter with the matching argument of each call and other declaration, and a
/// target of a parallel assignment with its value.
pub(super) const AFTER_SWEEP: [GroupPass; 11] = [
    GroupPass {
        name: "includes replaced by the headers",
        applies: |r| r.headers.is_some() && r.language.rules.includes.is_some(),
        groups: |r, tree, _| {
            let groups_of =
                |headers| transform::includes::inlining_groups(tree, r.language, headers);
            r.headers.map(groups_of).unwrap_or_default()
        },
    },
    GroupPass {
        name: "type names replaced by their types",
        applies: |r| r.language.rules.typedefs.is_some(),
        groups: |r, tree, _| transform::typedef_groups(tree, r.language),
    },
    GroupPass {
        name: "type parameters made concrete",
        applies: |r| r.language.rules.type_parameters.is_some(),
        groups: |r, tree, _| transform::template_parameter_groups(tree, r.language),
    },
    GroupPass {
        name: "template parameters with their arguments",
        applies: |r| r.language.rules.template_arguments.is_some(),
        groups: |r, tree, _| transform::template_argument_groups(tree, r.language),
    },
    GroupPass {
        name: "templates made plain by their one instantiation",
        applies: |r| r.language.rules.template_arguments.is_some(),
        groups: |r, tree, _| transform::instantiation_groups(tree, r.language),
    },
    GroupPass {
        name: "member functions moved into their classes",
        applies: |r| r.language.rules.member_definitions.is_some(),
        groups: |r, tree, _| transform::member_definition_groups(tree, r.language),
    },
    GroupPass {
        name: "classes used once moved to their use",
        applies: |r| r.language.rules.anonymous_classes.is_some(),
        groups: |r, tree, _| transform::anonymous_class_groups(tree, r.language),
    },
    GroupPass {
        name: "calls replaced by the body they run",
        applies: |r| r.language.rules.inline.is_some() && r.language.rules.parameters.is_some(),
        groups: |r, tree, style| transform::inline_groups(tree, r.language, style),
    },
    GroupPass {
        name: "macro uses replaced by their bodies",
        applies: |r| r.language.rules.macros.is_some(),
        groups: |r, tree, _| transform::expansion_groups(tree, &r.language.rules),
    },
    GroupPass {
        name: "unparsed conditionals' directives",
        applies: |r| r.language.rules.conditionals.is_some(),
        groups: |r, tree, _| {
            let rule = r.language.rules.conditionals.as_ref();
            rule.map(|rule| transform::conditional_groups(tree, rule))
                .unwrap_or_default()
        },
    },
    GroupPass {
        name: "parameters with their arguments, targets with their values",
        applies: |r| r.language.rules.parameters.is_some() || r.language.rules.parallel.is_some(),
        groups: |r, tree, style| transform::pair_groups(tree, r.language, style),
    },
];

/// At the rounds' fixpoint (see `schedule.rs`): classes made structs, then access
/// specifiers deleted with their colons, then definitions whose body is empty made
/// declarations, then the replacements the rules keep for the fixpoint, then variables
/// spelled as their values (a small text's few variables), then definitions merged
/// into an earlier one of the same kind (Vulcan's identifier replacement, which pays
/// only on a text already 1-minimal). The third waits
/// for the fixpoint because an empty body replaced by `;` in the sweeps takes other ways
/// than `{}` does (a token pass that splits a declaration), which ended larger on a
/// corpus case; the fourth for the same reason (a type made `int` early).
pub(super) const AT_FIXPOINT: [GroupPass; 6] = [
    GroupPass {
        name: "classes made structs",
        applies: |r| r.language.rules.public_classes.is_some(),
        groups: |r, tree, _| transform::public_class_groups(tree, r.language),
    },
    GroupPass {
        name: "access specifiers with their colons",
        applies: |r| r.language.rules.public_classes.is_some(),
        groups: |r, tree, _| transform::access_specifier_groups(tree, r.language),
    },
    GroupPass {
        name: "empty bodies made declarations",
        applies: |r| {
            r.language
                .rules
                .bodies
                .as_ref()
                .is_some_and(|b| !b.later_text.is_empty())
        },
        groups: |r, tree, _| transform::empty_body_groups(tree, r.language),
    },
    GroupPass {
        name: "replacements kept for the fixpoint",
        applies: |r| r.language.rules.has_fixpoint_transforms(),
        groups: |r, tree, _| transform::fixpoint_replacement_groups(tree, r.language),
    },
    GroupPass {
        name: "variables spelled as their values",
        applies: |r| r.language.rules.copies.is_some(),
        groups: |r, tree, _| transform::copy_groups(tree, r.language),
    },
    GroupPass {
        name: "definitions merged into another of their kind",
        applies: |r| r.language.rules.definitions.is_some(),
        groups: |r, tree, _| transform::merge_groups(tree, r.language, &r.settings.fixed_names),
    },
];

impl TreeReducer<'_> {
    /// When `pass` applies, ddmin over the groups it finds in the tree of `current`.
    pub(super) fn group_pass(
        &self,
        pass: &GroupPass,
        current: &[u8],
        style: &PrintStyle,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        if !(pass.applies)(self) {
            return Ok(current.to_vec());
        }
        let tree = self.parse(current);
        let groups = (pass.groups)(self, &tree, style);
        self.apply_groups(pass.name, &tree, style, Run::HALVES, &groups, stats)
    }

    /// ddmin over the tokens of macro bodies, which the grammar keeps as one token each.
    pub(super) fn reduce_macro_bodies(
        &self,
        current: &[u8],
        style: &PrintStyle,
        run: Run,
        stats: &mut Stats,
    ) -> Result<Vec<u8>, Stopped> {
        if self.language.rules.macros.is_none() {
            return Ok(current.to_vec());
        }
        let tree = self.parse(current);
        let tokens = transform::BodyTokens::new(&tree, &self.language.rules);
        if tokens.is_empty() {
            return Ok(current.to_vec());
        }
        self.begin("tokens of macro bodies", "");
        let edits_for = |kept: &[usize]| tokens.edits(kept);
        self.choose(&tree, style, run, tokens.len(), edits_for, stats)
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
    ) -> Result<Vec<u8>, Stopped> {
        if groups.is_empty() {
            return Ok(tree.source().to_vec());
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
    ) -> Result<Vec<u8>, Stopped> {
        let Some(rule) = &self.language.rules.formats else {
            return Ok(current.to_vec());
        };
        let tree = self.parse(current);
        let pairs = transform::format_pairs(&tree, rule);
        if pairs.is_empty() {
            return Ok(current.to_vec());
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
