//! How a reduction tells the outside world what it is doing (for a progress line).

/// Hears about a reduction as it runs. Both methods may be called from test threads.
pub trait Observer: Send + Sync {
    /// Before any work, in command mode without `--match`: what every candidate must show
    /// to fail the same way as the original.
    fn keeping(&self, _failure: &crate::oracle::Signature) {}
    /// Before any work, when no fixed timeout was given: how long each test may run,
    /// derived from the original's runs.
    fn timeout(&self, _each_test: std::time::Duration) {}
    /// Before any work: more tests run at once than this machine's cores run well
    /// (`jobs` above [`crate::reduce::settings::JOBS_PER_CORE`] × `cores`), and the
    /// original's run used this machine's CPU (`load`): the tests do not run elsewhere.
    fn crowded(&self, _jobs: usize, _cores: usize, _load: crate::reduce::preflight::TestLoad) {}
    /// A new pass (or tree level) starts: `pass` names it, the same every time it runs;
    /// `detail` says where it is (round, sweep, level), or is empty.
    fn pass(&self, _pass: &str, _detail: &str) {}
    /// A test finished; `best` is the smallest interesting text so far.
    fn tested(&self, _tests_run: u64, _best: &[u8]) {}
    /// A better result could not be written to the output file (`error` says why). The
    /// reduction goes on with it; the final write reports a failure as an error.
    fn output_unwritten(&self, _error: &std::io::Error) {}
}

/// Hears nothing.
pub struct Silent;

impl Observer for Silent {}
