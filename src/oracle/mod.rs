//! The oracle: runs an interestingness test on a candidate as a real process.
//!
//! It knows nothing of trees or delta debugging: it takes bytes and says how a test run on
//! them ended and whether that counts as "interesting".

mod cancel;
mod capture;
mod leftovers;
mod process;
mod reaper;
mod sandbox;
pub mod signature;
mod spawn;
pub mod speculate;
mod stop;

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use regex::bytes::Regex;

pub use cancel::Cancel;
pub use capture::Captured;
pub use process::Ending;
pub use sandbox::remove_scratch;
pub use signature::Signature;
pub use stop::Stop;

/// A test derived its timeout from the original's runs ([`Oracle::with_derived_timeout`])
/// may run this many times as long as the slowest of them: a candidate is rarely slower
/// than the original, and a test slowed down by the others running beside it is not
/// mistaken for one that loops.
pub const TIMEOUT_MULTIPLE: u32 = 10;
/// The least a derived timeout allows: a test of a few milliseconds can still be held up
/// by the machine now and then, and a command's own `timeout 1` should fire first.
pub const TIMEOUT_FLOOR: Duration = Duration::from_secs(2);
/// How long each of the original's runs may take when the timeout is derived from them:
/// C-Vise's timeout for every test.
pub const ORIGINAL_RUN_LIMIT: Duration = Duration::from_secs(300);

/// A test written in Rust: whether a candidate is interesting.
pub type TestFn = Arc<dyn Fn(&[u8]) -> bool + Send + Sync>;

/// How a candidate is judged.
#[derive(Clone)]
pub enum TestSpec {
    /// C-Reduce's convention: run SCRIPT in a private directory holding the candidate under
    /// the input's own name; exit status 0 means interesting.
    Script(PathBuf),
    /// Run a command; `{}` in an argument stands for the candidate's path (appended as the
    /// last argument when no argument contains `{}`). A candidate is interesting when the
    /// command ends the same way as on the original input and, with a pattern, its stdout or
    /// stderr matches.
    Command {
        /// The program and its arguments.
        argv: Vec<String>,
        /// What stdout or stderr must match too; `None`: the ending alone decides.
        pattern: Option<Regex>,
    },
    /// A function of the library's user, called in hedge's own process (several at once
    /// with more than one job): no files, no processes, no timeout.
    Function(TestFn),
}

impl std::fmt::Debug for TestSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            TestSpec::Script(path) => f.debug_tuple("Script").field(path).finish(),
            TestSpec::Command { argv, pattern } => f
                .debug_struct("Command")
                .field("argv", argv)
                .field("pattern", pattern)
                .finish(),
            TestSpec::Function(_) => f.write_str("Function"),
        }
    }
}

impl TestSpec {
    /// A digest that changes when the test does: the script's path and contents, or the
    /// command line and pattern. Results recorded for one test are not reused for another.
    pub fn identity(&self) -> String {
        let mut hasher = blake3::Hasher::new();
        match self {
            TestSpec::Script(script) => {
                hasher.update(b"script\0");
                hasher.update(script.as_os_str().as_encoded_bytes());
                hasher.update(b"\0");
                hasher.update(&std::fs::read(script).unwrap_or_default());
            }
            TestSpec::Function(function) => {
                hasher.update(b"function\0");
                hasher.update(&(Arc::as_ptr(function) as *const () as usize).to_le_bytes());
            }
            TestSpec::Command { argv, pattern } => {
                hasher.update(b"command\0");
                for arg in argv {
                    hasher.update(arg.as_bytes());
                    hasher.update(b"\0");
                }
                if let Some(pattern) = pattern {
                    hasher.update(b"match\0");
                    hasher.update(pattern.as_str().as_bytes());
                }
            }
        }
        hasher.finalize().to_hex().to_string()
    }
}

/// Everything known about one test run.
#[derive(Clone, Debug)]
pub struct RunReport {
    /// How the test ended.
    pub ending: Ending,
    /// Whether the test found the candidate interesting.
    pub interesting: bool,
    /// Wall time of the run.
    pub duration: Duration,
    /// The machine the test ran on, when it was started through a launcher (see
    /// [`Oracle::with_launcher`]) that ran it.
    pub ran_on: Option<String>,
    /// CPU time the test used on this machine (its process and the children it waited
    /// for): about `duration` for a compiler run here, next to nothing for a test that
    /// waits for another machine.
    pub cpu: Duration,
    /// The start and end of the test's stdout.
    pub stdout: Captured,
    /// The start and end of the test's stderr.
    pub stderr: Captured,
}

/// Runs interestingness tests. Cheap to share between threads.
#[derive(Clone, Debug)]
pub struct Oracle {
    spec: TestSpec,
    file_name: String,
    /// How long a test may run; with a derived timeout, how long the original's runs may.
    timeout: Duration,
    /// With a derived timeout: how long tests may run once the original's runs set it
    /// (see [`Oracle::settle_timeout`]), shared by every clone.
    derived_timeout: Option<Arc<OnceLock<Duration>>>,
    /// For `TestSpec::Command`: how the command ended on the original input.
    reference: Option<Reference>,
    /// The tests' private directories, shared by every clone.
    directories: Arc<sandbox::Directories>,
    /// hedge's environment, passed on to every test (with the test's own `TMPDIR`).
    environment: Arc<spawn::Environment>,
    /// Whether the test program runs with `/bin/sh` (a script without a `#!` line).
    with_sh: Arc<AtomicBool>,
    /// Whether candidates are trees of files (see [`crate::files::encode`]), written
    /// into the test's directory under their relative paths.
    tree: bool,
    /// The command each test is started through (`srun -N1 -n1`), if any (see
    /// [`Oracle::with_launcher`]).
    launcher: Option<Arc<[String]>>,
    /// Stops every test of every clone (see [`Oracle::with_stop`]).
    stop: Stop,
}

/// The file, beside a test's working directory, where a launched test writes the name of
/// the machine it ran on.
const RAN_ON: &str = "ran-on";

/// Run through a launcher, the test first writes the name of its machine into the file
/// `$0` names, then becomes the test itself. `sh` and `uname` are on every machine.
const RECORD_MACHINE: &str = "uname -n > \"$0\" 2>/dev/null; exec \"$@\"";

impl Oracle {
    /// `file_name` is the name the candidate gets in the test's directory (the input's own).
    pub fn new(spec: TestSpec, file_name: &str, timeout: Duration) -> Self {
        let mut environment = spawn::Environment::capture();
        if let TestSpec::Command { .. } = spec {
            // A Rust program's panic names its functions only with a backtrace: they are
            // where the bug is (see `signature`).
            environment.set_default("RUST_BACKTRACE", "1");
        }
        Oracle {
            spec,
            file_name: file_name.to_string(),
            timeout,
            derived_timeout: None,
            reference: None,
            directories: Arc::default(),
            environment: Arc::new(environment),
            with_sh: Arc::default(),
            tree: false,
            launcher: None,
            stop: Stop::default(),
        }
    }

    /// Stops when `stop` is set: running tests are killed and no new one starts, in every
    /// clone; whatever drives this oracle (a [`crate::Reducer`], an isolation, a batch)
    /// stops too and keeps what it has.
    pub fn with_stop(mut self, stop: Stop) -> Self {
        self.stop = stop;
        self
    }

    /// Whether this oracle's [`Stop`] was set.
    pub fn stopped(&self) -> bool {
        self.stop.is_stopped()
    }

    /// Starts each test through `launcher` (a program and its arguments, such as `srun
    /// -N1 -n1`), which runs it, perhaps on another machine, in the same working
    /// directory: the tests' directories must then be on a filesystem the machines share
    /// (`TMPDIR`). Each report says which machine the test ran on.
    pub fn with_launcher(mut self, launcher: Vec<String>) -> Self {
        self.launcher = (!launcher.is_empty()).then(|| launcher.into());
        self
    }

    /// An oracle for candidates that are trees of files, encoded as bytes (see
    /// [`crate::files::encode`]): the test runs in a directory holding the tree; in
    /// command mode `{}` stands for that directory. A function test gets the encoded
    /// bytes ([`crate::files::encode::decode`] reads them).
    pub fn for_tree(spec: TestSpec, timeout: Duration) -> Self {
        Oracle {
            tree: true,
            ..Oracle::new(spec, ".", timeout)
        }
    }

    /// Lets a test run `timeout` (a fixed timeout).
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self.derived_timeout = None;
        self
    }

    /// Derives the timeout from the original's runs instead: until
    /// [`Oracle::settle_timeout`] is given their times, a test may run
    /// [`ORIGINAL_RUN_LIMIT`]; after, [`TIMEOUT_MULTIPLE`] times the slowest of them, and
    /// at least [`TIMEOUT_FLOOR`]. A looping candidate then costs seconds, not the minutes
    /// a fixed timeout chosen for every test must allow.
    pub fn with_derived_timeout(mut self) -> Self {
        self.timeout = ORIGINAL_RUN_LIMIT;
        self.derived_timeout = Some(Arc::default());
        self
    }

    /// With a derived timeout, sets it (once; every clone sees it) from the durations of
    /// the original's runs, and returns it; `None` for a fixed timeout, or once set.
    pub fn settle_timeout(&self, runs: impl IntoIterator<Item = Duration>) -> Option<Duration> {
        let derived = self.derived_timeout.as_ref()?;
        let slowest = runs.into_iter().max().unwrap_or_default();
        let timeout = (slowest * TIMEOUT_MULTIPLE).max(TIMEOUT_FLOOR);
        derived.set(timeout).ok()?;
        Some(timeout)
    }

    /// How long a test may run now.
    pub fn timeout(&self) -> Duration {
        self.derived_timeout
            .as_ref()
            .and_then(|derived| derived.get().copied())
            .unwrap_or(self.timeout)
    }

    /// Whether the timeout is derived from the original's runs.
    pub fn derives_timeout(&self) -> bool {
        self.derived_timeout.is_some()
    }

    /// Whether candidates are trees of files.
    pub fn is_tree(&self) -> bool {
        self.tree
    }

    /// An oracle that asks `test` whether a candidate is interesting.
    pub fn function(test: impl Fn(&[u8]) -> bool + Send + Sync + 'static) -> Self {
        Oracle::new(TestSpec::Function(Arc::new(test)), "input", Duration::MAX)
    }

    /// How candidates are judged.
    pub fn spec(&self) -> &TestSpec {
        &self.spec
    }

    /// The name the candidate gets in the test's directory (the input's own; "." for a
    /// tree).
    pub fn file_name(&self) -> &str {
        &self.file_name
    }

    /// In command mode, records how the command ends on `original`: later candidates are
    /// interesting when they end the same way. Returns that run's report, judged against
    /// the reference it set.
    pub fn calibrate(&mut self, original: &[u8]) -> std::io::Result<RunReport> {
        let report = self.run(original, &Cancel::new())?;
        Ok(self.set_reference(report))
    }

    /// [`Oracle::calibrate`] with a run of the original made before (side by side with
    /// other runs, which [`Oracle::judged_again`] then judges).
    pub fn calibrate_on(&mut self, report: RunReport) -> RunReport {
        self.set_reference(report)
    }

    /// A run made before the command was calibrated, judged as a run made now is.
    pub fn judged_again(&self, mut report: RunReport) -> RunReport {
        report.interesting = self.judge(report.ending, &report.stdout, &report.stderr);
        report
    }

    /// [`Oracle::calibrate`] for a test of a directory tree (see [`Oracle::run_tree`]).
    pub fn calibrate_tree(&mut self, files: &crate::files::FileTree) -> std::io::Result<RunReport> {
        let report = self.run_tree(files, &Cancel::new())?;
        Ok(self.set_reference(report))
    }

    fn set_reference(&mut self, mut report: RunReport) -> RunReport {
        if let TestSpec::Command { .. } = self.spec {
            self.reference = Some(Reference {
                ending: report.ending,
                signature: self.signature_of(report.ending, &report.stderr, &report.stdout),
            });
            report.interesting = self.judge(report.ending, &report.stdout, &report.stderr);
        }
        report
    }

    /// Whether a command without `--match` ended with exit status 0 on the original: it
    /// does not fail there, so there is no failure to keep.
    pub fn command_succeeded(&self) -> bool {
        matches!(self.spec, TestSpec::Command { pattern: None, .. })
            && self
                .reference
                .as_ref()
                .is_some_and(|r| r.ending == Ending::Exited(0))
    }

    /// What a candidate must show besides its ending to count as failing the same way:
    /// the original's failure signature, when no `--match` pattern replaces it.
    pub fn signature(&self) -> Option<&Signature> {
        match &self.spec {
            TestSpec::Command { pattern: None, .. } => Some(&self.reference.as_ref()?.signature),
            _ => None,
        }
    }

    /// How the run is described to the user: its ending and, without `--match`, its
    /// signature.
    pub fn describe_failure(&self) -> Option<String> {
        let reference = self.reference.as_ref()?;
        Some(match self.signature() {
            Some(signature) => format!("{}, {signature}", reference.ending),
            None => reference.ending.to_string(),
        })
    }

    /// The signature of one run of this test.
    pub fn signature_of(&self, ending: Ending, stderr: &Captured, stdout: &Captured) -> Signature {
        signature::of(ending, &stderr.text(), &stdout.text(), &self.file_name)
    }

    /// Runs the test once on `candidate`. Cancelling `cancel` (or the oracle's stop) kills the run.
    pub fn run(&self, candidate: &[u8], cancel: &Cancel) -> std::io::Result<RunReport> {
        if let TestSpec::Function(test) = &self.spec {
            return call(test, candidate);
        }
        self.run_in(self.sandbox(candidate)?, cancel, Reading::All)
    }

    /// Like [`Oracle::run`], for the verdict only: output the verdict does not depend on
    /// (all of a script's) goes to `/dev/null` instead of through pipes hedge reads, and
    /// the report holds none of it.
    pub fn verdict(&self, candidate: &[u8], cancel: &Cancel) -> std::io::Result<RunReport> {
        if let TestSpec::Function(test) = &self.spec {
            return call(test, candidate);
        }
        self.run_in(self.sandbox(candidate)?, cancel, Reading::ForVerdict)
    }

    /// The test's directory, holding the candidate: one file, or a tree of files.
    fn sandbox(&self, candidate: &[u8]) -> std::io::Result<sandbox::Sandbox<'_>> {
        if !self.tree {
            return sandbox::Sandbox::new(&self.directories, &self.file_name, candidate);
        }
        let tree = crate::files::encode::decode(candidate)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
        sandbox::Sandbox::new_tree(&self.directories, &tree)
    }

    /// Runs the test once in a directory holding `files` (relative path, contents); in
    /// command mode `{}` stands for that directory.
    pub fn run_tree(
        &self,
        files: &crate::files::FileTree,
        cancel: &Cancel,
    ) -> std::io::Result<RunReport> {
        if let TestSpec::Function(_) = &self.spec {
            return Err(std::io::Error::new(
                std::io::ErrorKind::Unsupported,
                "a function test takes one file's bytes, not a directory",
            ));
        }
        self.run_in(
            sandbox::Sandbox::new_tree(&self.directories, files)?,
            cancel,
            Reading::All,
        )
    }

    fn run_in(
        &self,
        sandbox: sandbox::Sandbox<'_>,
        cancel: &Cancel,
        reading: Reading,
    ) -> std::io::Result<RunReport> {
        let (program, args) = self.command_line(sandbox.candidate_path());
        // Only a launched test writes where it ran (no path built per test otherwise).
        let ran_on = self.launcher.as_ref().map(|_| sandbox.root().join(RAN_ON));
        let (program, args) = match &ran_on {
            Some(ran_on) => self.launched(program, args, ran_on),
            None => (program, args),
        };
        // A command's stderr tells its failure's signature and goes into reports; stdout
        // is read where the verdict can depend on it.
        let command = matches!(self.spec, TestSpec::Command { .. });
        let capture = spawn::Capture {
            stdout: self.reads_stdout(),
            stderr: command || reading == Reading::All,
        };
        let launch = spawn::Launch {
            program: &program,
            args: &args,
            dir: sandbox.dir(),
            tmp: sandbox.tmp(),
            test_dir: sandbox.root(),
            env: &self.environment,
            with_sh: &self.with_sh,
            term_first: self.launcher.is_some(),
        };
        let run = process::run(&launch, self.timeout(), capture, cancel, &self.stop)?;
        let interesting = self.judge(run.ending, &run.stdout, &run.stderr);
        let ran_on = ran_on.and_then(|ran_on| {
            let name = std::fs::read_to_string(&ran_on).ok();
            let _ = std::fs::remove_file(&ran_on);
            name.map(|name| name.trim().to_string())
                .filter(|name| !name.is_empty())
        });
        Ok(RunReport {
            ending: run.ending,
            interesting,
            duration: run.duration,
            ran_on,
            cpu: run.cpu,
            stdout: run.stdout,
            stderr: run.stderr,
        })
    }

    /// Whether a run's stdout can change its verdict: a command's pattern is matched
    /// against it, and its signature may be read from it (see
    /// [`signature::reads_stdout`]; the original's run is read whole).
    fn reads_stdout(&self) -> bool {
        match &self.spec {
            TestSpec::Command {
                pattern: Some(_), ..
            } => true,
            TestSpec::Command { pattern: None, .. } => self
                .reference
                .as_ref()
                .is_none_or(|r| signature::reads_stdout(&r.signature)),
            TestSpec::Script(_) | TestSpec::Function(_) => false,
        }
    }

    fn judge(&self, ending: Ending, stdout: &Captured, stderr: &Captured) -> bool {
        match &self.spec {
            TestSpec::Script(_) | TestSpec::Function(_) => ending == Ending::Exited(0),
            TestSpec::Command { pattern, .. } => {
                let same_ending = match &self.reference {
                    Some(reference) => reference.ending == ending && ending.is_complete(),
                    None => ending.is_complete(),
                };
                let same_output = match (pattern, self.signature()) {
                    (Some(p), _) => p.is_match(stdout.head()) || p.is_match(stderr.head()),
                    // Read only for a run that ended as the original did.
                    (None, Some(signature)) => {
                        same_ending && self.signature_of(ending, stderr, stdout) == *signature
                    }
                    (None, None) => true,
                };
                same_ending && same_output
            }
        }
    }

    /// `program` and `args` as the launcher starts them: through `sh`, which records the
    /// machine in `ran_on` first.
    fn launched(
        &self,
        program: PathBuf,
        args: Vec<String>,
        ran_on: &Path,
    ) -> (PathBuf, Vec<String>) {
        let Some(launcher) = &self.launcher else {
            return (program, args);
        };
        let mut words: Vec<String> = launcher[1..].to_vec();
        words.extend(["/bin/sh".into(), "-c".into(), RECORD_MACHINE.into()]);
        words.push(ran_on.to_string_lossy().into_owned());
        words.push(program.to_string_lossy().into_owned());
        words.extend(args);
        (PathBuf::from(&launcher[0]), words)
    }

    fn command_line(&self, candidate: &Path) -> (PathBuf, Vec<String>) {
        match &self.spec {
            TestSpec::Script(script) => (script.clone(), Vec::new()),
            TestSpec::Function(_) => unreachable!("function tests start no process"),
            TestSpec::Command { argv, .. } => {
                let args = with_candidate(&argv[1..], &candidate.to_string_lossy());
                (PathBuf::from(&argv[0]), args)
            }
        }
    }

    /// A shell command that reproduces one run by hand, for error messages.
    pub fn reproduce_hint(&self, input: &Path) -> String {
        let input = shell_quote(&input.to_string_lossy());
        let name = shell_quote(&self.file_name);
        format!(
            "d=$(mktemp -d) && cp {input} \"$d\"/{name} && (cd \"$d\" && {}; echo \"exit status: $?\")",
            self.shell_words(&self.file_name)
        )
    }

    /// [`Oracle::reproduce_hint`] for a tree of files: `paths` relative to `base`.
    pub fn reproduce_hint_tree(&self, base: &Path, paths: &[&str]) -> String {
        let base = shell_quote(&base.to_string_lossy());
        let files: Vec<String> = paths.iter().map(|p| shell_quote(p)).collect();
        format!(
            "d=$(mktemp -d) && (cd {base} && cp -P --parents {} \"$d\") && (cd \"$d\" && {}; echo \"exit status: $?\")",
            files.join(" "),
            self.shell_words(".")
        )
    }

    /// The test's command line for a candidate at `candidate`, quoted for a shell.
    fn shell_words(&self, candidate: &str) -> String {
        match &self.spec {
            TestSpec::Script(script) => shell_quote(&script.to_string_lossy()),
            TestSpec::Function(_) => "(a function of the program that called hedge)".into(),
            TestSpec::Command { argv, .. } => {
                let mut words = vec![argv[0].clone()];
                words.extend(with_candidate(&argv[1..], candidate));
                words
                    .iter()
                    .map(|w| shell_quote(w))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        }
    }
}

/// Runs a function test: its answer, reported as a script's exit status would be.
/// The message a panic was raised with, or "" when it is not text.
pub(crate) fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    (panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

/// A function test's run. A panic in the function is a test that could not run, as a
/// script that cannot start is, not a failure of hedge's: it does not unwind out of the
/// reduction.
fn call(test: &TestFn, candidate: &[u8]) -> std::io::Result<RunReport> {
    let started = std::time::Instant::now();
    let interesting = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| test(candidate)))
        .map_err(|panic| {
            let message = panic_message(panic.as_ref());
            std::io::Error::other(format!("the test function panicked: {message}"))
        })?;
    Ok(RunReport {
        ending: Ending::Exited(if interesting { 0 } else { 1 }),
        interesting,
        duration: started.elapsed(),
        ran_on: None,
        cpu: Duration::ZERO,
        stdout: Captured::default(),
        stderr: Captured::default(),
    })
}

/// How the command ended on the original input.
#[derive(Clone, Debug)]
struct Reference {
    ending: Ending,
    signature: Signature,
}

/// The placeholders for the candidate's path in a command: C-Reduce users' `{}`, and
/// AFL's and treereduce's `@@`.
const PLACEHOLDERS: [&str; 2] = ["{}", "@@"];

/// `args` with the placeholders replaced by `path`, which is appended when there is none.
fn with_candidate(args: &[String], path: &str) -> Vec<String> {
    let has_placeholder = |a: &String| PLACEHOLDERS.iter().any(|p| a.contains(p));
    let mut out: Vec<String> = args
        .iter()
        .map(|a| {
            PLACEHOLDERS
                .iter()
                .fold(a.clone(), |a, p| a.replace(p, path))
        })
        .collect();
    if !args.iter().any(has_placeholder) {
        out.push(path.to_string());
    }
    out
}

/// Which output of a test hedge reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// What reports show: stderr, and stdout where a pattern is matched against it.
    All,
    /// Only what the verdict depends on.
    ForVerdict,
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/._-+=:,@".contains(&b))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_placeholders_stand_for_the_candidate() {
        let args = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        assert_eq!(
            with_candidate(&args(&["-x", "{}"]), "/d/in.c"),
            args(&["-x", "/d/in.c"])
        );
        assert_eq!(
            with_candidate(&args(&["--file=@@", "-q"]), "/d/in.c"),
            args(&["--file=/d/in.c", "-q"])
        );
        assert_eq!(
            with_candidate(&args(&["-q"]), "/d/in.c"),
            args(&["-q", "/d/in.c"])
        );
    }
}
