//! How a reduction runs, whatever it reduces: the one value the command line builds from
//! its flags and hands to [`crate::Reducer`] and [`crate::batch::Batch`].

use crate::dd::Strategy;

/// Whether candidates with more syntax errors than the input are tested (the syntax
/// pre-test).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FilterMode {
    /// Never test candidates with more syntax errors than the input.
    Always,
    /// Skip them, but test a sample; stop filtering once a broken candidate is accepted.
    #[default]
    Auto,
    /// Test every candidate.
    Never,
}

/// How a reduction runs. `Settings::default()` is what the command line does without
/// flags; a caller sets the fields it wants on it (the struct cannot be written out
/// whole outside hedge, so that a new setting breaks no caller). A new setting is a
/// field here, its flag in `cli`, and the code that reads it.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Settings {
    /// Tests run at once (for `hedge batch`: files reduced at once, each with one test at
    /// a time). The default is the number of cores.
    pub jobs: usize,
    /// The syntax pre-test.
    pub syntax_filter: FilterMode,
    /// How the tree passes minimize each list of changes.
    pub strategy: Strategy,
    /// Whether a change the test rejected is tested again after any change elsewhere
    /// (`true`: every later sweep and round tries every change again, as C-Reduce does),
    /// or only when its surroundings changed: its parent node's text, or how often the
    /// names in that text occur elsewhere (`false`, the default: fewer tests).
    pub retest_rejected: bool,
    /// Reduce even when the test finds the empty input interesting.
    pub allow_trivial: bool,
    /// Times the original input is tested before reducing (a flaky test is refused).
    pub initial_runs: usize,
    /// Reduce even when the test answers differently on the original input.
    pub allow_flaky: bool,
    /// Stop after this many candidates judged in ddmin's order: the same stopping point
    /// for every number of jobs.
    pub max_tests: Option<u64>,
    /// Removals of a round tried side by side on the same input (see
    /// [`crate::dd::Plan::width`]); 1 tries each on what the ones before it left.
    pub width: usize,
    /// Whether idle workers test ahead: the candidates the reduction will test next if
    /// none it tests now is accepted (see `judging/ahead.rs`). The result is the same;
    /// with short rounds and slow tests it comes sooner, for some tests thrown away.
    pub run_ahead: bool,
    /// Names the passes keep as they are: no identifier spelled so is renamed, and no
    /// definition of one goes as unused. A command's failure signature adds the input's
    /// functions its frames name (see [`crate::oracle::Signature::names`]).
    pub fixed_names: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            jobs: cores(),
            syntax_filter: FilterMode::Auto,
            strategy: Strategy::default(),
            retest_rejected: false,
            allow_trivial: false,
            initial_runs: 2,
            allow_flaky: false,
            max_tests: None,
            width: 1,
            run_ahead: false,
            fixed_names: Vec::new(),
        }
    }
}

/// Tests per core that run well on this machine; more wait for each other, unless the
/// tests run elsewhere (a cluster's nodes, a remote build).
pub const JOBS_PER_CORE: usize = 4;

/// The number of cores this process may use.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
