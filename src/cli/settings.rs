//! The flags of a reduction turned into its [`Settings`].

use super::lang_args::LangArgs;
use super::test_args::TestArgs;
use crate::reduce::Settings;

/// The settings of a reduction from its flags: the test's, the language's, and
/// `--allow-trivial`. Each flag group sets its own fields.
pub(super) fn settings(test: &TestArgs, lang: &LangArgs, allow_trivial: bool) -> Settings {
    let mut settings = Settings {
        allow_trivial,
        ..Default::default()
    };
    test.apply(&mut settings);
    lang.apply(&mut settings);
    settings
}
