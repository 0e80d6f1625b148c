//! The end-of-run summary on stderr and the `--stats-json` file.

use std::path::Path;

use super::CliError;
use crate::reduce::Report;

pub fn print_summary(report: &Report, output: &Path) {
    let percent = if report.original_bytes == 0 {
        100.0
    } else {
        100.0 * report.final_bytes as f64 / report.original_bytes as f64
    };
    say!(
        "hedge: {} → {} bytes ({percent:.1}%), {} → {} tokens; {} tests, {} cache hits, {:.1}s → {}",
        report.original_bytes,
        report.final_bytes,
        report.original_tokens,
        report.final_tokens,
        report.tests_run,
        report.cache_hits,
        report.wall_seconds,
        output.display()
    );
}

pub fn write_json(report: &Report, path: &Path) -> Result<(), CliError> {
    let json = serde_json::to_string_pretty(report).expect("a report serializes");
    crate::reduce::write_atomically(path, (json + "\n").as_bytes())
        .map_err(|e| CliError::usage(format!("cannot write {}: {e}", path.display())))
}
