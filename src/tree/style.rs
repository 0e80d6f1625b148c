//! How a language's trees are printed.

/// Language-specific layout knowledge the printer needs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintStyle {
    /// Token kinds that separate list items (e.g. `,`); one is dropped with a deleted item.
    pub separators: Vec<Box<str>>,
    /// Token kinds that open an optional field (`=`, `->`); one is dropped with the deleted
    /// field's node that follows it.
    pub introducers: Vec<Box<str>>,
    /// Shift the lines of hoisted code to the column of the node they replace (Python).
    pub reindent: bool,
    /// Node kind -> text to print when all of its named children are deleted.
    pub placeholders: Vec<(Box<str>, Box<str>)>,
}

impl PrintStyle {
    /// The placeholder of the first of `kinds` that has one.
    pub(super) fn placeholder(&self, kinds: &[&str]) -> Option<&str> {
        self.placeholders
            .iter()
            .find(|(k, _)| kinds.contains(&&**k))
            .map(|(_, t)| &**t)
    }
}
