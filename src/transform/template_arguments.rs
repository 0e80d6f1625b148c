//! A template's parameter deleted with the argument at its place in every use of the
//! template: `template <class, int> struct D {};` with `D<char, 0>` and `D<char, 2>` ->
//! `template <class> struct D {};` with `D<char>`. Deleting the parameter alone, or one
//! use's argument alone, leaves uses with the wrong number of arguments; together they
//! may not, and what only the argument needed (a typedef for its type, a constant) can
//! then go. clang_delta's "remove unused template parameter" with its arguments.

use std::collections::HashMap;

use crate::lang::TemplateArgumentRule;
use crate::tree::{NodeId, Tree};

/// One change per (template name, parameter position): the nodes to delete together, in
/// id order: the parameter at that position in each declaration of a template of that
/// name (a forward declaration and the definition), and the argument at that position
/// in each use spelled with that name. Names without a declaration in the tree (a
/// library's templates) have no changes, and a position that touches one node only is
/// left to HDD's own deletion.
pub fn template_argument_changes(tree: &Tree, rule: &TemplateArgumentRule) -> Vec<Vec<NodeId>> {
    let mut order: Vec<&[u8]> = Vec::new();
    let mut parameters: HashMap<&[u8], Vec<Vec<NodeId>>> = HashMap::new();
    let mut arguments: HashMap<&[u8], Vec<Vec<NodeId>>> = HashMap::new();
    let field = |id: NodeId, f: &str| tree.children_by_field(id, f).next();
    for id in 0..tree.len() as NodeId {
        if rule.template.matches(tree, id) {
            let (Some(list), Some(name)) =
                (field(id, &rule.parameters), declared_name(tree, rule, id))
            else {
                continue;
            };
            let name = tree.text(name);
            if !parameters.contains_key(name) {
                order.push(name);
            }
            parameters
                .entry(name)
                .or_default()
                .push(tree.named_children(list).collect());
        } else if rule.uses.matches(tree, id) {
            let (Some(name), Some(list)) = (field(id, &rule.name), field(id, &rule.arguments))
            else {
                continue;
            };
            arguments
                .entry(tree.text(name))
                .or_default()
                .push(tree.named_children(list).collect());
        }
    }
    let mut changes = Vec::new();
    for name in order {
        let declared = &parameters[name];
        let used = arguments.get(name).map_or(&[][..], Vec::as_slice);
        changes.extend(super::parameters::by_position(declared, used));
    }
    changes
}

/// A template used with one list of arguments only, made a plain declaration: each
/// parameter's name in it spelled as its argument, and each use its name alone
/// (`template <class T> struct A { T x; };` with `A<S> a;` -> `struct A { S x; };` with
/// `A a;`). clang_delta's "instantiate template parameter" and "class template to
/// class" in one change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instantiation {
    pub template: NodeId,
    /// The declaration the template declares, with each parameter's name replaced.
    pub text: String,
    /// Each use of the template, with the text of its name.
    pub uses: Vec<(NodeId, String)>,
}

/// Every template of one definition in `tree` whose uses all pass the same arguments,
/// one for each parameter, in id order. Uses inside the template itself leave it alone.
pub fn instantiations(tree: &Tree, rule: &TemplateArgumentRule) -> Vec<Instantiation> {
    let mut templates: HashMap<&[u8], Vec<(NodeId, NodeId)>> = HashMap::new();
    let mut uses: HashMap<&[u8], Vec<NodeId>> = HashMap::new();
    let field = |id: NodeId, f: &str| tree.children_by_field(id, f).next();
    for id in 0..tree.len() as NodeId {
        if rule.template.matches(tree, id) {
            if let Some(name) = declared_name(tree, rule, id) {
                let declaration = declaration_of(tree, id, name);
                templates
                    .entry(tree.text(name))
                    .or_default()
                    .push((id, declaration));
            }
        } else if rule.uses.matches(tree, id)
            && let Some(name) = field(id, &rule.name)
        {
            uses.entry(tree.text(name)).or_default().push(id);
        }
    }
    let mut found = Vec::new();
    for (name, declared) in templates {
        let ([(template, declaration)], Some(used)) = (declared.as_slice(), uses.get(name)) else {
            continue;
        };
        if let Some(instantiation) = instantiate(tree, rule, (*template, *declaration), used) {
            found.push(instantiation);
        }
    }
    found.sort_by_key(|i| i.template);
    found
}

/// The child of `template` that holds `name`.
fn declaration_of(tree: &Tree, template: NodeId, name: NodeId) -> NodeId {
    tree.named_children(template)
        .find(|&child| tree.is_descendant(name, child))
        .unwrap_or(name)
}

/// The instantiation of `template` by the arguments its uses pass, when they all pass
/// the same ones, one for each named parameter, and none is inside the template.
fn instantiate(
    tree: &Tree,
    rule: &TemplateArgumentRule,
    (template, declaration): (NodeId, NodeId),
    used: &[NodeId],
) -> Option<Instantiation> {
    let list = tree.children_by_field(template, &rule.parameters).next()?;
    let names: Vec<Option<&[u8]>> = tree
        .named_children(list)
        .map(|p| parameter_name(tree, rule, p))
        .collect();
    let mut arguments: Option<Vec<&[u8]>> = None;
    for &u in used {
        if tree.is_descendant(u, template) {
            return None;
        }
        let list = tree.children_by_field(u, &rule.arguments).next()?;
        let these: Vec<&[u8]> = tree.named_children(list).map(|a| tree.text(a)).collect();
        if these.len() != names.len() || arguments.as_ref().is_some_and(|a| *a != these) {
            return None;
        }
        arguments = Some(these);
    }
    let arguments = arguments?;
    // The declaration's text with every name token of a parameter spelled as its argument.
    let source = tree.source();
    let range = tree.byte_range(declaration);
    let mut text = Vec::new();
    let mut at = range.start;
    for token in tree.tokens(declaration) {
        let Some(k) = names.iter().position(|n| *n == Some(tree.text(token))) else {
            continue;
        };
        if !rule.parameter_names.matches(tree, token) {
            continue;
        }
        let spot = tree.byte_range(token);
        text.extend_from_slice(&source[at..spot.start]);
        text.extend_from_slice(arguments[k]);
        at = spot.end;
    }
    text.extend_from_slice(&source[at..range.end]);
    let name_of = |u: NodeId| {
        let name = tree.children_by_field(u, &rule.name).next()?;
        Some((u, String::from_utf8(tree.text(name).to_vec()).ok()?))
    };
    Some(Instantiation {
        template,
        text: String::from_utf8(text).ok()?,
        uses: used.iter().map(|&u| name_of(u)).collect::<Option<_>>()?,
    })
}

/// A parameter's name: its last token of a `parameter_names` kind before any `=` (the
/// default). `None` for an unnamed parameter, which has no uses to spell.
fn parameter_name<'t>(
    tree: &'t Tree,
    rule: &TemplateArgumentRule,
    parameter: NodeId,
) -> Option<&'t [u8]> {
    tree.tokens(parameter)
        .take_while(|&t| tree.text(t) != b"=")
        .filter(|&t| rule.parameter_names.matches(tree, t))
        .last()
        .map(|t| tree.text(t))
}

/// The plain name a template declares: the name at the rule's path in the one child of
/// the template that the rule lists. A specialization (`struct D<char, 0>`) names no
/// template of its own: its name is a use.
fn declared_name(tree: &Tree, rule: &TemplateArgumentRule, template: NodeId) -> Option<NodeId> {
    tree.named_children(template).find_map(|child| {
        let (_, path) = rule
            .declares
            .iter()
            .find(|(kind, _)| kind.matches(tree, child))?;
        let name = path.split('.').try_fold(child, |node, step| {
            tree.children_by_field(node, step).next()
        })?;
        tree.is_leaf(name).then_some(name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each change's nodes, printed.
    fn changes_of(src: &str) -> Vec<Vec<String>> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.template_arguments.as_ref().unwrap();
        template_argument_changes(&tree, rule)
            .into_iter()
            .map(|nodes| {
                let text = |n| String::from_utf8_lossy(tree.text(n)).into_owned();
                nodes.into_iter().map(text).collect()
            })
            .collect()
    }

    #[test]
    fn a_parameter_goes_with_the_argument_at_its_place_in_every_use() {
        let src = "template <class T, int N> struct D;\n\
                   template <class T, int N> struct D { T a[N]; };\n\
                   D<char, 0> x;\nD<char, 2> *y;\n\
                   template <class T> void f(T) {}\n\
                   void g() { f<long>(1); }\n";
        assert_eq!(
            changes_of(src),
            [
                vec!["class T", "class T", "char", "char"],
                vec!["int N", "int N", "0", "2"],
                vec!["class T", "long"],
            ]
        );
    }

    /// Each instantiation: the template's new text and its uses' names.
    fn instantiated(src: &str) -> Vec<(String, Vec<String>)> {
        let cpp = crate::lang::by_name("cpp").unwrap();
        let tree = Tree::parse(&cpp.grammar, src.as_bytes());
        let rule = cpp.rules.template_arguments.as_ref().unwrap();
        instantiations(&tree, rule)
            .into_iter()
            .map(|i| (i.text, i.uses.into_iter().map(|(_, n)| n).collect()))
            .collect()
    }

    #[test]
    fn a_template_used_with_one_list_of_arguments_becomes_plain() {
        let src = "template <class T, int N, class> struct A { T x[N]; T f(); };
                   A<S, 4, long> a;
void g(A<S, 4, long> *p);
                   template <class T> T h(T t) { return t; }
                   int k = h<int>(1) + h<long>(2);
";
        assert_eq!(
            instantiated(src),
            [(
                "struct A { S x[4]; S f(); }".to_string(),
                vec!["A".to_string(), "A".to_string()]
            )]
        );
        // A use inside the template itself, or a second definition, leaves it alone.
        let src = "template <class T> struct L { L<T> *next; };
L<int> l;
                   template <class T> struct D;
template <class T> struct D {};
D<int> d;
";
        assert_eq!(instantiated(src), []);
    }

    #[test]
    fn specializations_are_uses_and_library_templates_have_no_changes() {
        let src = "template <class A, class B> struct P {};\n\
                   template <class A> struct P<A, int> {};\n\
                   std::vector<int> v;\n";
        // The partial specialization's own parameter list declares no template named P;
        // its name `P<A, int>` is a use.
        assert_eq!(
            changes_of(src),
            [vec!["class A", "A"], vec!["class B", "int"]]
        );
    }
}
