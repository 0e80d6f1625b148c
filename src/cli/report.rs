//! `hedge report`: a plot of how fast reductions got small, from their `--stats-json`
//! files (the `trajectory`): size against time or tests, one line per file, so that
//! strategies or versions can be compared in one picture.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};

use super::exit::CliError;
use super::outputs::{self, Protected};
use super::plot::{self, Series};
use crate::reduce::figures::trajectory::Point;

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// Stats files written by `hedge reduce --stats-json FILE`; one line each.
    #[arg(required = true, value_name = "STATS.json")]
    pub stats: Vec<PathBuf>,

    /// The SVG file to write [default: the first stats file with the extension .svg].
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// The horizontal axis.
    #[arg(long, value_enum, default_value = "seconds")]
    pub x: Axis,

    /// The size on the vertical axis (log scale).
    #[arg(long, value_enum, default_value = "bytes")]
    pub y: Size,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    /// Wall-clock seconds since the reduction started.
    Seconds,
    /// Tests run.
    Tests,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Bytes,
    /// Tokens (counted for up to 200 points of each run).
    Tokens,
}

pub fn run(args: ReportArgs) -> Result<ExitCode, CliError> {
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| args.stats[0].with_extension("svg"));
    let inputs: Vec<&Path> = args.stats.iter().map(PathBuf::as_path).collect();
    outputs::check_file(&output, "-o", &Protected::new(&inputs))?;

    let series = args
        .stats
        .iter()
        .map(|path| load(path, args.x, args.y))
        .collect::<Result<Vec<Series>, CliError>>()?;
    let x_label = match args.x {
        Axis::Seconds => "seconds",
        Axis::Tests => "tests",
    };
    let y_label = match args.y {
        Size::Bytes => "bytes",
        Size::Tokens => "tokens",
    };
    let svg = plot::svg(&series, x_label, y_label);
    crate::files::write_atomically(&output, svg.as_bytes())
        .map_err(|e| CliError::usage(format!("cannot write {}: {e}", output.display())))?;
    say!("hedge: {} → {}", describe(&series), output.display());
    Ok(ExitCode::SUCCESS)
}

/// One file's line: its trajectory on the chosen axes, held level to where the run ended
/// (`wall_seconds`, `tests_run`).
fn load(path: &Path, x: Axis, y: Size) -> Result<Series, CliError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::usage(format!("cannot read {name}: {e}")))?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        CliError::usage(format!("{name} is not JSON: {e}"))
            .with_hint("give the file written by hedge reduce --stats-json FILE")
    })?;
    let no_trajectory = || {
        CliError::usage(format!("{name} has no trajectory")).with_hint(
            "it must be written by hedge reduce --stats-json FILE, by a hedge that records one",
        )
    };
    let trajectory = json.get("trajectory").ok_or_else(no_trajectory)?;
    let points: Vec<Point> = serde_json::from_value(trajectory.clone())
        .map_err(|e| CliError::usage(format!("{name}: the trajectory is not readable: {e}")))?;
    let x_of = |p: &Point| match x {
        Axis::Seconds => p.seconds,
        Axis::Tests => p.tests as f64,
    };
    let mut line: Vec<(f64, f64)> = points
        .iter()
        .filter_map(|p| {
            let size = match y {
                Size::Bytes => Some(p.bytes),
                Size::Tokens => p.tokens,
            };
            size.map(|size| (x_of(p), size as f64))
        })
        .collect();
    let Some(&(last_x, last_y)) = line.last() else {
        return Err(no_trajectory());
    };
    let end = match x {
        Axis::Seconds => json["wall_seconds"].as_f64(),
        Axis::Tests => json["tests_run"].as_f64(),
    };
    if let Some(end) = end.filter(|&end| end > last_x) {
        line.push((end, last_y));
    }
    Ok(Series { name, points: line })
}

/// "a.json: 5981 → 106, b.json: ..." (the sizes on the plot's axis).
fn describe(series: &[Series]) -> String {
    series
        .iter()
        .map(|s| {
            let first = s.points.first().map_or(0.0, |p| p.1);
            let last = s.points.last().map_or(0.0, |p| p.1);
            format!("{}: {first} → {last}", s.name)
        })
        .collect::<Vec<_>>()
        .join(", ")
}
