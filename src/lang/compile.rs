//! The compile step of a rules file: each kind and field it names is checked against the
//! grammar (so that a typo cannot silently disable a rule) by the same call that resolves
//! the kind to the grammar's kind ids. [`Rules::from_toml`] runs it.
//!
//! [`Rules::from_toml`]: super::Rules::from_toml

use std::collections::BTreeMap;

use super::errors::{RulesError, UnknownName, UnknownNames};
use super::kinds::{Kind, KindTable, Kinds, Resolver};

/// One optional section of a rules file (`[parameters]`, `[typedefs]`, ...).
pub(crate) trait Section {
    /// Checks every kind and field the section names and resolves its kinds, each in one
    /// call to `c`: a kind the section does not pass to `c` is refused when a pass tests
    /// a node against it.
    fn compile(&mut self, c: &mut Compiler);

    /// What the section does, for `hedge langs`: whole lines, each indented two spaces.
    fn describe(&self) -> String;
}

/// Checks names against one grammar and resolves kinds to its ids, collecting every name
/// the grammar lacks.
pub(crate) struct Compiler<'g> {
    grammar: &'g tree_sitter::Language,
    table: KindTable,
    /// The rules' classes: a class name stands wherever a kind does.
    classes: BTreeMap<String, Vec<String>>,
    /// Where the names being compiled are (`parameters`, `transforms.if_statement`): the
    /// key of the names reported.
    section: String,
    unknown: Vec<UnknownName>,
}

impl<'g> Compiler<'g> {
    pub(super) fn new(
        grammar: &'g tree_sitter::Language,
        classes: BTreeMap<String, Vec<String>>,
    ) -> Self {
        Compiler {
            grammar,
            table: KindTable::new(grammar),
            classes,
            section: String::new(),
            unknown: Vec::new(),
        }
    }

    /// Names from here on are in `section`.
    pub(crate) fn enter(&mut self, section: impl Into<String>) {
        self.section = section.into();
    }

    /// `section.key`, or either alone when the other is empty.
    fn key(&self, key: &str) -> String {
        match (self.section.as_str(), key) {
            (section, "") => section.to_owned(),
            ("", key) => key.to_owned(),
            (section, key) => format!("{section}.{key}"),
        }
    }

    /// Checks that `name` is a kind of the grammar or a class of the rules.
    pub(crate) fn kind_name(&mut self, name: &str, key: &str) {
        // tree-sitter's own lookup decides which names are kinds (visible ones and
        // supertypes); a name must also have ids to match by (its lookup takes any
        // prefix of "ERROR" for ERROR).
        let grammar = self.grammar;
        let is_kind = (grammar.id_for_node_kind(name, true) != 0
            || grammar.id_for_node_kind(name, false) != 0)
            && !self.table.ids(name).is_empty();
        if !is_kind && !self.classes.contains_key(name) {
            let key = self.key(key);
            let kind = name.to_owned();
            self.unknown.push(UnknownName::Kind { key, kind });
        }
    }

    fn resolver(&self) -> Resolver<'_> {
        Resolver {
            table: &self.table,
            classes: &self.classes,
        }
    }

    /// Checks `kind` and resolves it.
    pub(crate) fn kind(&mut self, kind: &mut Kind, key: &str) {
        self.kind_name(kind.name(), key);
        kind.resolve(&self.resolver());
    }

    /// Checks every name of `kinds` and resolves them.
    pub(crate) fn kinds(&mut self, kinds: &mut Kinds, key: &str) {
        for name in kinds.names() {
            self.kind_name(name, key);
        }
        kinds.resolve(&self.resolver());
    }

    /// Checks and resolves the keys of a map keyed by kind (keys cannot change in place).
    pub(crate) fn keys<V>(&mut self, map: &mut BTreeMap<Kind, V>, key: &str) {
        *map = std::mem::take(map)
            .into_iter()
            .map(|(mut kind, value)| {
                self.kind(&mut kind, key);
                (kind, value)
            })
            .collect();
    }

    /// Checks that `field` is a field of the grammar.
    pub(crate) fn field(&mut self, field: &str) {
        if self.grammar.field_id_for_name(field).is_none() {
            let key = self.key("");
            let field = field.to_owned();
            self.unknown.push(UnknownName::Field { key, field });
        }
    }

    /// Checks every field of `fields`.
    pub(crate) fn fields<'f>(&mut self, fields: impl IntoIterator<Item = &'f String>) {
        for field in fields {
            self.field(field);
        }
    }

    /// Checks the fields of a dotted path (`declarator.value`); `*` stands for every named
    /// child.
    pub(crate) fn path(&mut self, path: &str) {
        for step in path.split('.').filter(|s| *s != "*") {
            self.field(step);
        }
    }

    /// The grammar's kind table, or every name the grammar lacks in the order they were
    /// compiled.
    pub(super) fn finish(self) -> Result<KindTable, RulesError> {
        match self.unknown.is_empty() {
            true => Ok(self.table),
            false => Err(RulesError::UnknownNames(UnknownNames(self.unknown))),
        }
    }
}
