//! The progress line on stderr: current size in bytes and tokens, the pass, tests run and
//! their rate, elapsed time. Only on a terminal, and never with `-q`; cut to the
//! terminal's width, so that it never wraps.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::oracle::Signature;
use crate::reduce::Observer;
use crate::reduce::figures::report::Sizing;

pub struct ProgressLine {
    bar: Option<ProgressBar>,
    /// With `--progress json`: JSON lines instead of the bar.
    json: bool,
    /// With `--verbose`: one line per pass on stderr, whether or not it is a terminal.
    verbose: bool,
    /// With `--quiet`: nothing but errors.
    quiet: bool,
    original_bytes: usize,
    original_tokens: usize,
    sizing: Sizing,
    started: Instant,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    pass: String,
    best_bytes: usize,
    best_tokens: usize,
    tests_run: u64,
}

impl ProgressLine {
    pub fn new(quiet: bool, verbose: bool, json: bool, original: &[u8], sizing: Sizing) -> Self {
        let bar = (!quiet && !json && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template("{spinner} {wide_msg}").expect("a valid template"),
            );
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        let original_tokens = if bar.is_some() || verbose || json {
            sizing.tokens(original)
        } else {
            0
        };
        ProgressLine {
            bar,
            json,
            verbose,
            quiet,
            original_bytes: sizing.bytes(original),
            original_tokens,
            sizing,
            started: Instant::now(),
            state: Mutex::new(State {
                best_bytes: sizing.bytes(original),
                best_tokens: original_tokens,
                ..State::default()
            }),
        }
    }

    /// One JSON object on a line of its own: what happened, when, and the sizes then.
    fn json_line(&self, event: &str, state: &State, pass: Option<&str>, best: Option<&[u8]>) {
        let mut line = serde_json::json!({
            "event": event,
            "seconds": self.started.elapsed().as_secs_f64(),
            "tests": state.tests_run,
            "bytes": state.best_bytes,
            "tokens": state.best_tokens,
        });
        if let Some(pass) = pass {
            line["pass"] = pass.into();
        }
        // For a tree of files: each file's size, so that a log shows which files shrink.
        if let (Sizing::Tree, Some(best)) = (self.sizing, best)
            && let Ok(tree) = crate::files::encode::decode(best)
        {
            let sizes: serde_json::Map<String, serde_json::Value> = tree
                .files
                .iter()
                .map(|(path, bytes)| (path.clone(), bytes.len().into()))
                .collect();
            line["files"] = sizes.into();
        }
        say!("{line}");
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }

    fn redraw(&self, state: &State) {
        let Some(bar) = &self.bar else { return };
        let percent = |now: usize, was: usize| {
            if was == 0 {
                100.0
            } else {
                100.0 * now as f64 / was as f64
            }
        };
        let elapsed = self.started.elapsed().as_secs_f64();
        bar.set_message(format!(
            "{} bytes ({:.1}%), {} tokens ({:.1}%) | {} | {} tests, {:.1}/s | {:.0}s",
            state.best_bytes,
            percent(state.best_bytes, self.original_bytes),
            state.best_tokens,
            percent(state.best_tokens, self.original_tokens),
            state.pass,
            state.tests_run,
            state.tests_run as f64 / elapsed.max(1e-3),
            elapsed
        ));
    }
}

impl Observer for ProgressLine {
    fn keeping(&self, failure: &Signature) {
        if self.json {
            let line = serde_json::json!({"event": "keeping", "signature": failure});
            say!("{line}");
        } else if !self.quiet {
            let mut lines = vec![format!("hedge: keeping the failure: {failure}")];
            if failure.weak {
                lines.push(weak_failure_note(failure));
            }
            for line in lines {
                match &self.bar {
                    Some(bar) => bar.println(line),
                    None => say!("{line}"),
                }
            }
        }
    }

    fn timeout(&self, each_test: std::time::Duration) {
        if self.json {
            let seconds = each_test.as_secs_f64();
            say!(
                "{}",
                serde_json::json!({"event": "timeout", "seconds": seconds})
            );
        } else if !self.quiet {
            let line = format!(
                "hedge: each test may run {:.1} s ({} × the original's slowest run, at least {} s; --timeout SECS sets it)",
                each_test.as_secs_f64(),
                crate::oracle::TIMEOUT_MULTIPLE,
                crate::oracle::TIMEOUT_FLOOR.as_secs()
            );
            match &self.bar {
                Some(bar) => bar.println(line),
                None => say!("{line}"),
            }
        }
    }

    fn crowded(&self, jobs: usize, cores: usize, load: crate::reduce::preflight::TestLoad) {
        let (cpu, wall) = (load.cpu.as_secs_f64(), load.wall.as_secs_f64());
        if self.json {
            say!(
                "{}",
                serde_json::json!({"event": "crowded", "jobs": jobs, "cores": cores,
                    "test_cpu_seconds": cpu, "test_seconds": wall})
            );
            return;
        }
        let most = crate::reduce::settings::JOBS_PER_CORE * cores;
        let line = format!(
            "hedge: warning: the test used {cpu:.1} s of this machine's CPU in its {wall:.1} s, so -j {jobs} runs {jobs} of them on {cores} cores; give -j {most} or less unless the tests run elsewhere"
        );
        match &self.bar {
            Some(bar) => bar.println(line),
            None => say!("{line}"),
        }
    }

    fn output_unwritten(&self, error: &std::io::Error) {
        if self.json {
            let line = serde_json::json!({"event": "output_unwritten", "error": error.to_string()});
            say!("{line}");
            return;
        }
        let line = format!("hedge: warning: cannot update the output file: {error}");
        match &self.bar {
            Some(bar) => bar.println(line),
            None => say!("{line}"),
        }
    }

    fn pass(&self, pass: &str, detail: &str) {
        let name = match detail {
            "" => pass.to_string(),
            _ => format!("{pass}, {detail}"),
        };
        let mut state = self.state.lock().unwrap();
        if self.json {
            self.json_line("pass", &state, Some(&name), None);
        }
        if self.verbose {
            let line = format!(
                "hedge: {:>7.1}s {:>6} tests {:>8} bytes {:>6} tokens | {name}",
                self.started.elapsed().as_secs_f64(),
                state.tests_run,
                state.best_bytes,
                state.best_tokens
            );
            match &self.bar {
                Some(bar) => bar.println(line),
                None => say!("{line}"),
            }
        }
        state.pass = name;
        self.redraw(&state);
    }

    fn tested(&self, tests_run: u64, best: &[u8]) {
        if self.bar.is_none() && !self.verbose && !self.json {
            return;
        }
        let mut state = self.state.lock().unwrap();
        state.tests_run = tests_run;
        let best_bytes = self.sizing.bytes(best);
        if best_bytes != state.best_bytes {
            state.best_bytes = best_bytes;
            state.best_tokens = self.sizing.tokens(best);
            if self.json {
                self.json_line("improved", &state, None, Some(best));
            }
        }
        self.redraw(&state);
    }
}

/// What a user should know of a signature that does not say where the failure is: another
/// failure of the same kind passes for it.
pub fn weak_failure_note(failure: &Signature) -> String {
    format!(
        "hedge: the failure is only \"{}\": another failure of that kind counts as the same; \
         pass --match or a script if the place matters",
        failure.text
    )
}
