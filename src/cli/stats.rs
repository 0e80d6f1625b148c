//! The end-of-run summary on stderr and the `--stats-json` file.

use std::path::Path;

use super::CliError;
use crate::reduce::Report;

/// One line for the result, and a note on what may have held it back: an interrupt,
/// tests that timed out.
pub fn print_summary(report: &Report, output: &Path, interrupted: bool) {
    let percent = if report.original_bytes == 0 {
        100.0
    } else {
        100.0 * report.final_bytes as f64 / report.original_bytes as f64
    };
    let status = if interrupted {
        "interrupted; best so far: "
    } else {
        ""
    };
    say!(
        "hedge: {status}{} → {} bytes ({percent:.1}%), {} → {} tokens; {} tests, {} cache hits, {:.1}s → {}",
        report.original_bytes,
        report.final_bytes,
        report.original_tokens,
        report.final_tokens,
        report.tests_run,
        report.cache_hits,
        report.wall_seconds,
        output.display()
    );
    if report.original_bytes == 0 {
        say!("hedge: the input is empty: there was nothing to reduce");
    }
    if !report.files.is_empty() {
        let left: Vec<String> = report
            .files
            .iter()
            .filter_map(|f| Some(format!("{} ({} bytes)", f.path, f.final_bytes?)))
            .collect();
        let deleted = report.files.len() - left.len();
        say!(
            "hedge: {} of {} files left: {}; {deleted} deleted",
            left.len(),
            report.files.len(),
            left.join(", ")
        );
    }
    if report.stopped_at_max_tests {
        say!("hedge: stopped at --max-tests; the output holds the best result by then");
    }
    if report.timeouts > 0 {
        let why = match report.timeout_derived {
            true => format!(
                ", {} × the original's slowest run",
                crate::oracle::TIMEOUT_MULTIPLE
            ),
            false => ", the --timeout".to_string(),
        };
        say!(
            "hedge: {} test runs of {} timed out after {:.1} s{why} (each candidate's test ran again, and two timeouts count as not interesting): candidates that loop, or, if the test needs longer, give it --timeout SECS",
            report.timeouts,
            report.tests_run,
            report.timeout_seconds
        );
    }
}

pub fn write_json(report: &Report, path: &Path) -> Result<(), CliError> {
    let json = serde_json::to_string_pretty(report).expect("a report serializes");
    crate::files::write_atomically(path, (json + "\n").as_bytes())
        .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))
}
