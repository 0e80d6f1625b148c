//! Wall time against `-j` when tests are slow and do not use this machine's cores: the
//! shape of a reduction whose test is a build or a run on another machine.
//!
//! `cargo bench --bench scaling -- [CASE] [--jobs 1,2,4,8,16,32,64] [--widths 1,64]
//!  [--run-ahead] [--sleep SECS] [--markdown FILE] [--svg FILE]`
//!
//! CASE is a corpus case (`c/format_warning`, the default, or its directory). Each test
//! sleeps `--sleep` seconds (default 0.5), then runs the case's own `test.sh`: a stand-in
//! for a test that waits for a slow or remote machine. For each `--width` and `-j`, the
//! input is copied into a fresh directory and reduced to the end by the release binary;
//! the table gives the wall time, the speed-up against `-j1` at the same width, the tests
//! started (hedge's `tests_run`), and the result's bytes and tokens, which must be the
//! same at every `-j` of one width (`same` says whether they are). With `--run-ahead`,
//! every `-j` above 1 runs a second time with hedge's `--run-ahead`, against the same
//! `-j1` run. `--svg` draws wall time against `-j`, one line per width (and per run
//! ahead or not), both axes logarithmic.

use std::fmt::Write as _;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

struct Options {
    case: PathBuf,
    jobs: Vec<usize>,
    widths: Vec<usize>,
    run_ahead: bool,
    sleep: f64,
    markdown: Option<PathBuf>,
    svg: Option<PathBuf>,
}

fn list(text: &str) -> Result<Vec<usize>, String> {
    text.split(',')
        .map(|n| n.trim().parse().map_err(|_| format!("not a number: {n}")))
        .collect()
}

fn parse_options() -> Result<Options, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut options = Options {
        case: root.join("corpus/c/format_warning"),
        jobs: vec![1, 2, 4, 8, 16, 32, 64],
        widths: vec![1, 64],
        run_ahead: false,
        sleep: 0.5,
        markdown: None,
        svg: None,
    };
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--jobs" => options.jobs = list(&value()?)?,
            "--widths" => options.widths = list(&value()?)?,
            "--run-ahead" => options.run_ahead = true,
            "--sleep" => {
                options.sleep = value()?.parse().map_err(|_| "--sleep: seconds")?;
            }
            "--markdown" => options.markdown = Some(PathBuf::from(value()?)),
            "--svg" => options.svg = Some(PathBuf::from(value()?)),
            case if !case.starts_with('-') => {
                let dir = Path::new(case);
                options.case = if dir.join("test.sh").is_file() {
                    dir.to_path_buf()
                } else {
                    root.join("corpus").join(case)
                };
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !options.case.join("test.sh").is_file() {
        return Err(format!("no test.sh in {}", options.case.display()));
    }
    Ok(options)
}

/// The case's input file (`input.*`).
fn input_of(case: &Path) -> Result<PathBuf, String> {
    std::fs::read_dir(case)
        .map_err(|e| e.to_string())?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| {
            p.is_file()
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("input."))
        })
        .ok_or(format!("no input.* file in {}", case.display()))
}

/// One reduction's figures.
struct Run {
    width: usize,
    ahead: bool,
    jobs: usize,
    seconds: f64,
    tests: u64,
    bytes: u64,
    tokens: u64,
}

fn reduce(
    options: &Options,
    work: &Path,
    (width, ahead): (usize, bool),
    jobs: usize,
) -> Result<Run, String> {
    let dir = work.join(format!("w{width}-a{ahead}-j{jobs}"));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let input = input_of(&options.case)?;
    let name = input.file_name().unwrap();
    std::fs::copy(&input, dir.join(name)).map_err(|e| e.to_string())?;
    let test = dir.join("slow-test.sh");
    let script = format!(
        "#!/bin/sh\nsleep {}\nexec sh {}\n",
        options.sleep,
        options.case.join("test.sh").display()
    );
    std::fs::write(&test, script).map_err(|e| e.to_string())?;
    std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755))
        .map_err(|e| e.to_string())?;
    let stats = dir.join("stats.json");
    let started = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_hedge"))
        .current_dir(&dir)
        .arg("reduce")
        .arg(name)
        .args(["-q", "-o", "out", "--test", "./slow-test.sh"])
        .args(["-j", &jobs.to_string(), "--width", &width.to_string()])
        .args(ahead.then_some("--run-ahead"))
        .arg("--stats-json")
        .arg(&stats)
        .output()
        .map_err(|e| format!("cannot run hedge: {e}"))?;
    let seconds = started.elapsed().as_secs_f64();
    if !out.status.success() {
        return Err(format!(
            "hedge failed at -j{jobs} --width {width}: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = std::fs::read_to_string(&stats).map_err(|e| e.to_string())?;
    let report: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let figure = |key: &str| report[key].as_u64().ok_or(format!("no {key} in the stats"));
    Ok(Run {
        width,
        ahead,
        jobs,
        seconds,
        tests: figure("tests_run")?,
        bytes: figure("final_bytes")?,
        tokens: figure("final_tokens")?,
    })
}

fn table(runs: &[Run]) -> String {
    let mut out = String::from(
        "| width | run ahead | -j | wall (s) | speed-up | tests | bytes | tokens | same as -j1 |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    for run in runs {
        let first = runs.iter().find(|r| r.width == run.width).unwrap();
        writeln!(
            out,
            "| {} | {} | {} | {:.1} | {:.2}× | {} | {} | {} | {} |",
            run.width,
            if run.ahead { "yes" } else { "no" },
            run.jobs,
            run.seconds,
            first.seconds / run.seconds,
            run.tests,
            run.bytes,
            run.tokens,
            if (run.bytes, run.tokens) == (first.bytes, first.tokens) {
                "same"
            } else {
                "DIFFERENT"
            }
        )
        .unwrap();
    }
    out
}

/// Wall time against `-j`, one line per width, both axes logarithmic.
fn svg(runs: &[Run]) -> String {
    let (w, h, margin) = (640.0, 400.0, 60.0);
    let max_jobs = runs.iter().map(|r| r.jobs).max().unwrap_or(1).max(2) as f64;
    let (min_s, max_s) = runs.iter().fold((f64::MAX, 0.0f64), |(lo, hi), r| {
        (lo.min(r.seconds), hi.max(r.seconds))
    });
    let (lo, hi) = ((min_s * 0.8).ln(), (max_s * 1.2).ln());
    let x = |jobs: usize| margin + (jobs as f64).ln() / max_jobs.ln() * (w - 2.0 * margin);
    let y = |s: f64| h - margin - (s.ln() - lo) / (hi - lo) * (h - 2.0 * margin);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    let mut jobs: Vec<usize> = runs.iter().map(|r| r.jobs).collect();
    jobs.sort();
    jobs.dedup();
    for &j in &jobs {
        writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{j}</text>",
            x(j),
            h - margin + 18.0
        )
        .unwrap();
    }
    writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">tests at once (-j)</text>",
        w / 2.0,
        h - 15.0
    )
    .unwrap();
    let mut tick = 10f64.powf((min_s * 0.8).log10().floor());
    while tick <= max_s * 1.2 {
        for m in [1.0, 2.0, 5.0] {
            let s = tick * m;
            if s.ln() >= lo && s.ln() <= hi {
                writeln!(
                    out,
                    "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{s} s</text>\
                     <line x1=\"{margin}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/>",
                    margin - 6.0,
                    y(s) + 4.0,
                    w - margin,
                    y(s),
                    y(s)
                )
                .unwrap();
            }
        }
        tick *= 10.0;
    }
    let colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"];
    let mut lines: Vec<(usize, bool)> = runs.iter().map(|r| (r.width, r.ahead)).collect();
    lines.sort();
    lines.dedup();
    for (i, &(width, ahead)) in lines.iter().enumerate() {
        let colour = colours[i % colours.len()];
        // A line ahead starts from its width's -j1 run, where nothing runs ahead.
        let points: Vec<String> = runs
            .iter()
            .filter(|r| r.width == width && (r.ahead == ahead || r.jobs == 1))
            .map(|r| format!("{:.1},{:.1}", x(r.jobs), y(r.seconds)))
            .collect();
        let label = match ahead {
            true => format!("--width {width} --run-ahead"),
            false => format!("--width {width}"),
        };
        writeln!(
            out,
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"{colour}\">{label}</text>",
            points.join(" "),
            w - margin - 160.0,
            margin + 16.0 * i as f64
        )
        .unwrap();
    }
    out.push_str("</svg>\n");
    out
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(e) => {
            eprintln!("scaling: {e}");
            std::process::exit(2);
        }
    };
    let work = tempfile::tempdir().expect("a work directory");
    let mut runs = Vec::new();
    for &width in &options.widths {
        let modes = |jobs: usize| match options.run_ahead && jobs > 1 {
            true => vec![false, true],
            false => vec![false],
        };
        for (jobs, ahead) in options
            .jobs
            .iter()
            .flat_map(|&j| modes(j).into_iter().map(move |a| (j, a)))
        {
            match reduce(&options, work.path(), (width, ahead), jobs) {
                Ok(run) => {
                    eprintln!(
                        "scaling: --width {width} -j{jobs}{}: {:.1} s, {} tests, {} bytes",
                        if ahead { " --run-ahead" } else { "" },
                        run.seconds,
                        run.tests,
                        run.bytes
                    );
                    runs.push(run);
                }
                Err(e) => {
                    eprintln!("scaling: {e}");
                    std::process::exit(1);
                }
            }
        }
    }
    let markdown = table(&runs);
    print!("{markdown}");
    if let Some(path) = &options.markdown {
        std::fs::write(path, &markdown).expect("write the table");
    }
    if let Some(path) = &options.svg {
        std::fs::write(path, svg(&runs)).expect("write the plot");
    }
}
