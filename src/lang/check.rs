//! Loading a rules file: it is read, checked for its own consistency and for naming only
//! kinds and fields its grammar has (so that a typo cannot silently disable a rule), then
//! compiled to the grammar's kind ids ([`Rules::from_toml`]).

use super::Rules;
use super::kinds::KindTable;
use super::rules::UnknownName;
use super::rules::{NodeType, RulesError, UnknownNames};

impl Rules {
    /// Reads rules from TOML for `grammar`, taking slot requirements from the grammar's
    /// `node-types.json` (shipped by every tree-sitter grammar crate), and resolves every
    /// kind the rules name to the grammar's kind ids. A kind, class or field the grammar
    /// lacks is an error ([`RulesError::UnknownNames`]), after the checks of the file's
    /// own consistency.
    pub fn from_toml(
        toml_text: &str,
        node_types_json: &str,
        grammar: &tree_sitter::Language,
    ) -> Result<Rules, RulesError> {
        let mut rules: Rules = toml::from_str(toml_text)?;
        for (key, list) in &rules.transforms {
            for t in list {
                t.validate().map_err(|problem| RulesError::Transform {
                    key: key.to_string(),
                    problem,
                })?;
            }
        }
        for pattern in &rules.missing_names {
            let regex = regex::Regex::new(pattern).map_err(|error| RulesError::Pattern {
                pattern: pattern.clone(),
                error,
            })?;
            if regex.captures_len() != 2 {
                return Err(RulesError::PatternGroups {
                    pattern: pattern.clone(),
                });
            }
        }
        if rules.inline.is_some() && rules.parameters.is_none() {
            return Err(RulesError::InlineWithoutParameters);
        }
        for slot in rules.required_fields.iter().chain(&rules.optional_fields) {
            if slot.split_once('.').is_none() {
                return Err(RulesError::Slot { slot: slot.clone() });
            }
        }
        let types: Vec<NodeType> =
            serde_json::from_str(node_types_json).map_err(RulesError::NodeTypes)?;
        let table = KindTable::new(grammar);
        let unknown = unknown_names(&rules, grammar, &table);
        if !unknown.is_empty() {
            return Err(RulesError::UnknownNames(UnknownNames(unknown)));
        }
        rules.resolve(&table, types);
        Ok(rules)
    }
}

/// Names in `rules` that `grammar` (whose kinds `table` lists) does not know.
pub(crate) fn unknown_names(
    rules: &Rules,
    grammar: &tree_sitter::Language,
    table: &KindTable,
) -> Vec<UnknownName> {
    // tree-sitter's own lookup decides which names are kinds (visible ones and
    // supertypes); a name must also have ids to match by (its lookup takes any prefix of
    // "ERROR" for ERROR).
    let kind_ok = |k: &str| {
        (grammar.id_for_node_kind(k, true) != 0 || grammar.id_for_node_kind(k, false) != 0)
            && !table.ids(k).is_empty()
    };
    let field_ok = |f: &str| grammar.field_id_for_name(f).is_some();
    let mut bad = Vec::new();
    let unknown_field = |key: &str, f: &str| UnknownName::Field {
        key: key.to_owned(),
        field: f.to_owned(),
    };
    let mut kinds: Vec<(String, String)> = Vec::new();
    let mut kind = |k: &str, what: &str| kinds.push((k.to_owned(), what.to_owned()));
    for s in &rules.separators {
        kind(s, "separators");
    }
    for s in &rules.introducers {
        kind(s, "introducers");
    }
    for k in rules.shrinkable_tokens.names() {
        kind(k, "shrinkable_tokens");
    }
    for k in rules.placeholders.keys() {
        kind(k, "placeholders");
    }
    for (class, kinds) in &rules.classes {
        for k in kinds {
            kind(k, &format!("classes.{class}"));
        }
    }
    for key in rules.transforms.keys().map(|k| k.name()) {
        if !rules.classes.contains_key(key) {
            kind(key, "transforms");
        }
    }
    for slot in rules.required_fields.iter().chain(&rules.optional_fields) {
        let (parent, field) = slot.split_once('.').unwrap_or((slot, ""));
        kind(parent, "slot");
        if !field_ok(field) {
            bad.push(unknown_field("slot", field));
        }
    }
    for k in rules.identifiers.names() {
        kind(k, "identifiers");
    }
    for k in rules.containers.names() {
        kind(k, "containers");
    }
    for pair in &rules.brackets {
        for k in pair {
            kind(k, "brackets");
        }
    }
    if let Some(p) = &rules.parameters {
        for k in p
            .signatures
            .names()
            .iter()
            .chain(p.method_signatures.names())
        {
            kind(k, "parameters.signatures");
        }
        let mut fields: Vec<&String> = vec![&p.name, &p.list, &p.arguments];
        for (k, f) in &p.calls {
            kind(k.name(), "parameters.calls");
            fields.push(f);
        }
        for (k, f) in &p.members {
            kind(k.name(), "parameters.members");
            fields.push(f);
        }
        if let Some(class) = &p.class {
            kind(class.name(), "parameters.class");
        }
        if let Some(receiver) = p.receiver.as_ref().filter(|r| r.name() != "first") {
            kind(receiver.name(), "parameters.receiver");
        }
        fields.extend(&p.class_name);
        for f in fields {
            if !field_ok(f) {
                bad.push(unknown_field("parameters", f));
            }
        }
    }
    if let Some(f) = &rules.formats {
        for (k, what) in [
            (&f.call, "call"),
            (&f.string, "string"),
            (&f.content, "content"),
        ] {
            kind(k.name(), &format!("formats.{what}"));
        }
        if !field_ok(&f.arguments) {
            bad.push(unknown_field("formats", &f.arguments));
        }
    }
    if let Some(i) = &rules.inline {
        kind(i.definition.name(), "inline.definition");
        kind(i.name.name(), "inline.name");
        kind(i.statement.name(), "inline.statement");
        if !field_ok(&i.body) {
            bad.push(unknown_field("inline", &i.body));
        }
    }
    if let Some(t) = &rules.typedefs {
        kind(t.definition.name(), "typedefs.definition");
        for f in [&t.r#type, &t.name] {
            if !field_ok(f) {
                bad.push(unknown_field("typedefs", f));
            }
        }
    }
    if let Some(t) = &rules.type_parameters {
        kind(t.template.name(), "type_parameters.template");
        kind(t.names.name(), "type_parameters.names");
        for k in t.kinds.names() {
            kind(k, "type_parameters.kinds");
        }
        if !field_ok(&t.parameters) {
            bad.push(unknown_field("type_parameters", &t.parameters));
        }
    }
    if let Some(t) = &rules.template_arguments {
        kind(t.template.name(), "template_arguments.template");
        for k in t.declares.keys() {
            kind(k.name(), "template_arguments.declares");
        }
        for k in t.uses.names() {
            kind(k, "template_arguments.uses");
        }
        for k in t.parameter_names.names() {
            kind(k, "template_arguments.parameter_names");
        }
        let path_fields = t.declares.values().flat_map(|path| path.split('.'));
        for f in [&t.parameters, &t.name, &t.arguments]
            .into_iter()
            .map(String::as_str)
            .chain(path_fields)
        {
            if !field_ok(f) {
                bad.push(unknown_field("template_arguments", f));
            }
        }
    }
    if let Some(m) = &rules.member_definitions {
        kind(m.definition.name(), "member_definitions.definition");
        kind(m.declarator.name(), "member_definitions.declarator");
        kind(m.qualified.name(), "member_definitions.qualified");
        for k in m.classes.names() {
            kind(k, "member_definitions.classes");
        }
        for f in [
            &m.name,
            &m.parameters,
            &m.scope,
            &m.member,
            &m.class_name,
            &m.body,
        ] {
            if !field_ok(f) {
                bad.push(unknown_field("member_definitions", f));
            }
        }
    }
    if let Some(a) = &rules.anonymous_classes {
        for k in a.classes.names() {
            kind(k, "anonymous_classes.classes");
        }
        for k in a.declarations.names() {
            kind(k, "anonymous_classes.declarations");
        }
        for f in [&a.name, &a.body, &a.r#type, &a.declarator] {
            if !field_ok(f) {
                bad.push(unknown_field("anonymous_classes", f));
            }
        }
    }
    if let Some(c) = &rules.public_classes {
        kind(c.class.name(), "public_classes.class");
        kind(c.specifier.name(), "public_classes.specifier");
        if !field_ok(&c.body) {
            bad.push(unknown_field("public_classes", &c.body));
        }
    }
    if let Some(m) = &rules.macros {
        kind(m.object.name(), "macros.object");
        kind(m.function.name(), "macros.function");
        for k in m.mentions.names() {
            kind(k, "macros.mentions");
        }
        for f in [&m.name, &m.parameters, &m.value] {
            if !field_ok(f) {
                bad.push(unknown_field("macros", f));
            }
        }
    }
    if let Some(d) = &rules.definitions {
        for k in d.kinds.names() {
            if !rules.classes.contains_key(k) {
                kind(k, "definitions.kinds");
            }
        }
        for f in &d.names {
            if !field_ok(f) {
                bad.push(unknown_field("definitions", f));
            }
        }
    }
    if let Some(b) = &rules.bodies {
        for k in b.kinds.names() {
            if !rules.classes.contains_key(k) {
                kind(k, "bodies.kinds");
            }
        }
        for k in b.unless.names() {
            kind(k, "bodies.unless");
        }
        for k in b.later.names() {
            kind(k, "bodies.later");
        }
        for k in b.later_drop.names() {
            kind(k, "bodies.later_drop");
        }
        if !field_ok(&b.body) {
            bad.push(unknown_field("bodies", &b.body));
        }
    }
    if let Some(i) = &rules.includes {
        kind(i.directive.name(), "includes.directive");
        kind(i.local.name(), "includes.local");
        if !field_ok(&i.path) {
            bad.push(unknown_field("includes", &i.path));
        }
    }
    if let Some(c) = &rules.conditionals {
        let kinds = (c.opens.names().iter())
            .chain(c.branches.names())
            .chain(c.closes.names())
            .map(String::as_str);
        for k in kinds.chain(c.unknown.as_ref().map(|k| k.name())) {
            kind(k, "conditionals");
        }
    }
    if let Some(p) = &rules.parallel {
        kind(p.assignment.name(), "parallel.assignment");
        for f in [&p.targets, &p.values] {
            if !field_ok(f) {
                bad.push(unknown_field("parallel", f));
            }
        }
    }
    for (key, list) in &rules.transforms {
        for k in list
            .iter()
            .filter_map(|t| t.kind.as_ref())
            .map(|k| k.name())
        {
            if !rules.classes.contains_key(k) {
                kind(k, &format!("transforms.{key}.kind"));
            }
        }
    }
    // Where a kind is expected, a class of kinds will do.
    for (k, what) in kinds {
        if !kind_ok(&k) && !rules.classes.contains_key(&k) {
            bad.push(UnknownName::Kind { key: what, kind: k });
        }
    }
    for (key, list) in &rules.transforms {
        for t in list {
            let mut fields: Vec<&str> = Vec::new();
            if let Some(sel) = &t.field {
                fields.push(sel);
            }
            if let Some(sel) = &t.children_of {
                fields.push(sel);
            }
            if let Some(path) = &t.path {
                fields.extend(path.split('.').filter(|s| *s != "*"));
            }
            fields.extend(t.replace_fields.keys().map(String::as_str));
            fields.extend(t.without.as_deref());
            fields.extend(t.in_field.as_deref());
            for f in fields {
                if !field_ok(f) {
                    bad.push(unknown_field(&format!("transforms.{key}"), f));
                }
            }
        }
    }
    bad
}
