//! hedge against other reducers, end to end on `corpus/` with the cases' real tests.
//!
//! `cargo bench --bench peers -- [CASE ...] [--tools hedge,hedge-j1,hedge-text,cvise,creduce,treereduce,lithium]
//!  [--limit SECS] [--strategy-jobs N] [--markdown FILE] [--plot]`
//!
//! hedge's own list minimizers compare the same way: `--tools hedge-ddmin,hedge-probdd,
//! hedge-cdd,hedge-halving-cdd,hedge-adaptive-cdd,hedge-wdd,hedge-coarse` runs hedge with
//! each `--strategy`, at `-j1` so that the test counts do not depend on timing
//! (`--strategy-jobs N`: at `-j N`, for wall times). Each run's stats JSON, trajectory
//! included, stays in its work directory (`<target>/peers/<case>/<tool>/stats.json`) for
//! `hedge report`. Each peer run gets a `stats.json` there too (and so does a hedge run
//! killed at the time limit before writing its own), with a trajectory in the
//! same form made from the wrapper's copies of interesting candidates (below): the
//! original at 0 s, then each candidate smaller than all before it, with the wrapper's
//! test count by then. `--plot` draws the trajectories of all tools of each case with
//! `hedge report` into `<target>/peers/<case>/trajectory.svg`.
//!
//! A CASE is a directory (`corpus/c/format_warning`), `c/format_warning` or `format_warning`;
//! without cases every corpus case is run (that takes hours with every tool). For each case
//! and tool the input is copied into a fresh work directory and reduced there. Every tool's
//! test is a counting wrapper around the case's `test.sh` (one line appended to a counter
//! file per invocation, then the real test, whose status it returns), so "tests" counts
//! test invocations the same way for every tool, including tests a tool started and then
//! killed. The wrapper also keeps a copy of every candidate its test found interesting,
//! named by the time and the test count by then, so that a second table can say when
//! hedge first reached each peer's final size (a candidate found interesting that a tool
//! then did not adopt counts too; with one test at a time that cannot happen; only
//! candidates smaller in bytes than all before them are counted in tokens). hedge's
//! own count of completed tests (`tests_run` in its stats JSON) is shown beside it. Final
//! tokens are counted the same way for every tool: with hedge's syntax tree for every
//! language hedge parses (by the input's extension), else with hedge's text token count.
//!
//! C-Vise and C-Reduce get `--not-c` where the input is neither C nor C++. `treereduce` is
//! the treereduce binary for the input's language where one exists: `treereduce-c`,
//! `treereduce-javascript` (`.js`), `treereduce-rust`, `treereduce-java`; other languages
//! are skipped. Tests that run npm tools find them the way the corpus test does: the
//! target directory's `npm-tools/node_modules/.bin` goes first on `PATH`.
//!
//! Missing peers are installed on first use: `apt-get install -y cvise creduce`,
//! `pip install lithium-reducer`, `cargo install treereduce-<lang> --locked` (into a tool
//! directory under the target directory). Each run has a time limit (default 600 s); a run
//! that fails or times out is reported as such.

use std::fmt::Write as _;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use hedge::reduce::figures::report::count_text_tokens;
use hedge::reduce::figures::trajectory::Point;
use hedge::tree::Tree;

#[path = "../tests/common/cases.rs"]
mod cases;

const ALL_TOOLS: [&str; 7] = [
    "hedge",
    "hedge-j1",
    "hedge-text",
    "cvise",
    "creduce",
    "treereduce",
    "lithium",
];

/// hedge at -j1 with each `--strategy`; not run unless named in `--tools`.
const STRATEGY_TOOLS: [&str; 7] = [
    "hedge-ddmin",
    "hedge-probdd",
    "hedge-cdd",
    "hedge-halving-cdd",
    "hedge-adaptive-cdd",
    "hedge-wdd",
    "hedge-coarse",
];

struct Options {
    cases: Vec<String>,
    tools: Vec<String>,
    limit: Duration,
    /// `-j` of the strategy tools (`hedge-ddmin`, ...).
    strategy_jobs: String,
    markdown: Option<PathBuf>,
    /// Draw each case's trajectories with `hedge report`.
    plot: bool,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        cases: Vec::new(),
        tools: ALL_TOOLS.iter().map(|t| t.to_string()).collect(),
        limit: Duration::from_secs(600),
        strategy_jobs: "1".to_string(),
        markdown: None,
        plot: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--bench" => {}
            "--tools" => {
                options.tools = value("--tools")?
                    .split(',')
                    .map(|t| t.trim().to_string())
                    .filter(|t| !t.is_empty())
                    .collect();
                if let Some(bad) = options.tools.iter().find(|t| {
                    !ALL_TOOLS.contains(&t.as_str()) && !STRATEGY_TOOLS.contains(&t.as_str())
                }) {
                    return Err(format!(
                        "unknown tool {bad}; known: {},{}",
                        ALL_TOOLS.join(","),
                        STRATEGY_TOOLS.join(",")
                    ));
                }
            }
            "--limit" => {
                let secs: f64 = value("--limit")?
                    .parse()
                    .map_err(|e| format!("--limit: {e}"))?;
                options.limit = Duration::from_secs_f64(secs);
            }
            "--strategy-jobs" => {
                let jobs: usize = value("--strategy-jobs")?
                    .parse()
                    .map_err(|e| format!("--strategy-jobs: {e}"))?;
                options.strategy_jobs = jobs.max(1).to_string();
            }
            "--markdown" => options.markdown = Some(PathBuf::from(value("--markdown")?)),
            "--plot" => options.plot = true,
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            case => options.cases.push(case.to_string()),
        }
    }
    Ok(options)
}

/// One corpus case.
struct Case {
    /// `kind/name`, e.g. `c/format_warning`.
    name: String,
    input: PathBuf,
    test: PathBuf,
    /// The extension of the input (`c`, `py`, `txt`).
    ext: String,
}

/// hedge's language for an extension; `None` for text.
fn language(ext: &str) -> Option<&'static hedge::lang::Language> {
    hedge::lang::for_path(Path::new(&format!("input.{ext}")))
}

/// C or C++, which C-Vise and C-Reduce reduce without `--not-c`.
fn is_c_family(ext: &str) -> bool {
    language(ext).is_some_and(|l| l.name == "c" || l.name == "cpp")
}

/// The treereduce binary for an input, where treereduce has one for its language.
fn treereduce_binary(ext: &str) -> Option<&'static str> {
    match language(ext)?.name {
        "c" => Some("treereduce-c"),
        "javascript" if ext == "js" => Some("treereduce-javascript"),
        "rust" => Some("treereduce-rust"),
        "java" => Some("treereduce-java"),
        _ => None,
    }
}

/// `PATH` for the tools and the tests: the npm packages' programs (see `corpus/README.md`)
/// first.
fn test_path(target: &Path) -> std::ffi::OsString {
    let inherited = std::env::var_os("PATH").unwrap_or_default();
    let dirs = std::iter::once(target.join("npm-tools/node_modules/.bin"))
        .chain(std::env::split_paths(&inherited));
    std::env::join_paths(dirs).expect("PATH entries without ':'")
}

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

fn load_case(dir: &Path) -> Result<Case, String> {
    let dir = dir
        .canonicalize()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    let input = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("input."))
        })
        .ok_or(format!("{}: no input.* file", dir.display()))?;
    let test = dir.join("test.sh");
    if !test.is_file() {
        return Err(format!("{}: no test.sh", dir.display()));
    }
    let kind = dir
        .parent()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = format!(
        "{kind}/{}",
        dir.file_name().unwrap_or_default().to_string_lossy()
    );
    let ext = input
        .extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(Case {
        name,
        input,
        test,
        ext,
    })
}

fn find_cases(names: &[String]) -> Result<Vec<Case>, String> {
    let root = corpus_root();
    if names.is_empty() {
        let mut cases = Vec::new();
        // The peers reduce one file: trees of files (`input/`) are left out.
        for dir in cases::reduction_cases(&root) {
            if !dir.join("input").is_dir() {
                cases.push(load_case(&dir)?);
            }
        }
        return Ok(cases);
    }
    names
        .iter()
        .map(|name| {
            let given = Path::new(name);
            let mut candidates = vec![
                given.to_path_buf(),
                root.join(name),
                root.join(name.trim_start_matches("corpus/")),
            ];
            candidates.extend(
                cases::reduction_cases(&root)
                    .into_iter()
                    .filter(|dir| dir.file_name().is_some_and(|n| n == name.as_str())),
            );
            match candidates.iter().find(|p| p.join("test.sh").is_file()) {
                Some(dir) => load_case(dir),
                None => Err(format!("no corpus case {name}")),
            }
        })
        .collect()
}

/// Where the target directory is: `CARGO_TARGET_DIR`, else the bench binary's
/// `<target>/release/deps/..` location.
fn target_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(dir);
    }
    let exe = std::env::current_exe().expect("the bench's own path");
    exe.ancestors()
        .nth(3)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("target"))
}

fn on_path(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program} >/dev/null 2>&1")])
        .status()
        .is_ok_and(|s| s.success())
}

fn run_quietly(program: &str, args: &[&str]) -> bool {
    eprintln!("peers: installing: {program} {}", args.join(" "));
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .status()
        .is_ok_and(|s| s.success())
}

/// Makes sure `tool` can run for inputs with extension `ext`, installing it if needed.
/// Returns why it cannot otherwise.
fn ensure_tool(tool: &str, ext: &str, tools_dir: &Path) -> Result<(), String> {
    match tool {
        "cvise" | "creduce" => {
            if !on_path(tool) {
                run_quietly("apt-get", &["install", "-y", tool]);
            }
            if on_path(tool) {
                Ok(())
            } else {
                Err(format!(
                    "{tool} not installed (apt-get install -y {tool} failed)"
                ))
            }
        }
        "lithium" => {
            let works = || {
                Command::new("python3")
                    .args(["-c", "import lithium"])
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success())
            };
            if !works() {
                run_quietly("python3", &["-m", "pip", "install", "lithium-reducer"]);
            }
            if works() {
                Ok(())
            } else {
                Err("lithium not installed (pip install lithium-reducer failed)".into())
            }
        }
        "treereduce" => {
            let name = treereduce_binary(ext).ok_or("no treereduce for this language")?;
            let bin = tools_dir.join("bin").join(name);
            if !bin.is_file() {
                let root = tools_dir.to_string_lossy().into_owned();
                let build = tools_dir.join("build").to_string_lossy().into_owned();
                eprintln!("peers: installing: cargo install {name} --locked --root {root}");
                let ok = Command::new("cargo")
                    .args(["install", name, "--locked", "--root", &root])
                    .env("CARGO_TARGET_DIR", &build)
                    .stdin(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success());
                if !ok {
                    return Err(format!("cargo install {name} failed"));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// What one run produced.
struct Row {
    case: String,
    tool: String,
    /// `ok`, `timeout`, `failed (...)`, `skipped (...)`.
    status: String,
    seconds: Option<f64>,
    /// Test invocations counted by the wrapper.
    tests: Option<u64>,
    /// Tests the tool itself reports (hedge: `tests_run`).
    reported_tests: Option<u64>,
    final_bytes: Option<usize>,
    final_tokens: Option<usize>,
    /// The interesting candidates the wrapper saw that were smaller than all before them,
    /// in time order.
    reached: Vec<Candidate>,
}

/// An interesting candidate the wrapper kept.
struct Candidate {
    /// From the start of the run.
    seconds: f64,
    /// Test invocations the wrapper had counted by then.
    tests: u64,
    bytes: usize,
    tokens: usize,
}

fn count_tokens(ext: &str, text: &[u8]) -> usize {
    match language(ext) {
        Some(language) => Tree::parse(&language.grammar, text).token_count(),
        None => count_text_tokens(text),
    }
}

fn write_executable(path: &Path, text: &str) -> std::io::Result<()> {
    std::fs::write(path, text)?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))
}

fn sh_quote(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', r"'\''"))
}

/// The Lithium condition: copies the testcase into a fresh directory under its own name
/// and runs the test there (Lithium reduces the file in place).
const LITHIUM_CONDITION: &str = r#"import os, shutil, subprocess, tempfile

def interesting(args, temp_prefix):
    test, testcase = args[0], args[-1]
    with tempfile.TemporaryDirectory() as d:
        shutil.copy(testcase, os.path.join(d, os.path.basename(testcase)))
        return subprocess.run([test], cwd=d, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
"#;

/// Runs `command` in its own process group for at most `limit`; `Ok(true)` when it
/// exited successfully, `Ok(false)` when it exited otherwise, `Err` on timeout or when it
/// cannot start.
fn run_limited(mut command: Command, limit: Duration, log: &Path) -> Result<bool, String> {
    let log_file = std::fs::File::create(log).map_err(|e| e.to_string())?;
    command
        .stdin(Stdio::null())
        .stdout(log_file.try_clone().map_err(|e| e.to_string())?)
        .stderr(log_file)
        .process_group(0);
    let mut child = command.spawn().map_err(|e| format!("cannot start: {e}"))?;
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Ok(status.success());
        }
        if start.elapsed() > limit {
            // SAFETY: killpg only sends a signal to the group the child leads.
            unsafe {
                libc::killpg(child.id() as libc::pid_t, libc::SIGKILL);
            }
            let _ = child.wait();
            return Err("timeout".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Where a case's runs are, one directory per tool.
fn case_dir(work_root: &Path, case: &Case) -> PathBuf {
    work_root.join(case.name.replace('/', "__"))
}

fn run_one(
    case: &Case,
    tool: &str,
    work_root: &Path,
    tools_dir: &Path,
    path: &std::ffi::OsStr,
    limit: Duration,
    strategy_jobs: &str,
) -> Row {
    let mut row = Row {
        case: case.name.clone(),
        tool: tool.to_string(),
        status: String::new(),
        seconds: None,
        tests: None,
        reported_tests: None,
        final_bytes: None,
        final_tokens: None,
        reached: Vec::new(),
    };
    if tool == "treereduce" && treereduce_binary(&case.ext).is_none() {
        row.status = "skipped (no treereduce for this language)".into();
        return row;
    }
    if let Err(why) = ensure_tool(tool, &case.ext, tools_dir) {
        row.status = format!("failed ({why})");
        return row;
    }

    let dir = case_dir(work_root, case).join(tool);
    let _ = std::fs::remove_dir_all(&dir);
    let run_dir = dir.join("run");
    if let Err(e) = std::fs::create_dir_all(&run_dir) {
        row.status = format!("failed ({e})");
        return row;
    }
    let file_name = case.input.file_name().expect("an input file name");
    let input = run_dir.join(file_name);
    std::fs::copy(&case.input, &input).expect("copy the input");
    let counter = dir.join("tests.count");
    let interesting = dir.join("interesting");
    std::fs::create_dir_all(&interesting).expect("create the directory of interesting candidates");
    let wrapper = dir.join("test.sh");
    write_executable(
        &wrapper,
        &format!(
            "#!/bin/sh\necho >> {counter}\n{test} \"$@\"\nrc=$?\n\
             [ $rc -eq 0 ] && cp -- {name} {interesting}/\"$(date +%s%N)-$(wc -l < {counter})\" 2>/dev/null\n\
             exit $rc\n",
            counter = sh_quote(&counter),
            test = sh_quote(&case.test),
            name = sh_quote(Path::new(file_name)),
            interesting = sh_quote(&interesting),
        ),
    )
    .expect("write the counting wrapper");
    let stats = dir.join("stats.json");
    let output = dir.join(format!("out.{}", case.ext));
    let log = dir.join("log.txt");

    let hedge = |jobs: &str, text: bool| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_hedge"));
        c.arg("reduce")
            .arg(&input)
            .arg("--test")
            .arg(&wrapper)
            .arg("-o")
            .arg(&output)
            .arg("-q")
            .arg("--stats-json")
            .arg(&stats)
            .args(["-j", jobs]);
        if text {
            c.args(["--lang", "text"]);
        }
        c
    };
    let not_c = !is_c_family(&case.ext);
    let (command, result) = match tool {
        "hedge" => (hedge("2", false), output.clone()),
        "hedge-j1" => (hedge("1", false), output.clone()),
        "hedge-text" => (hedge("2", true), output.clone()),
        strategy if STRATEGY_TOOLS.contains(&strategy) => {
            let mut c = hedge(strategy_jobs, false);
            c.args(["--strategy", strategy.trim_start_matches("hedge-")]);
            (c, output.clone())
        }
        "cvise" | "creduce" => {
            let mut c = Command::new(tool);
            c.args(["--n", "2"]);
            if not_c {
                c.arg("--not-c");
            }
            c.arg(&wrapper).arg(file_name);
            (c, input.clone())
        }
        "treereduce" => {
            // treereduce runs the command with the candidate's path in place of `@@`; the
            // test script wants the candidate under the input's name in its working
            // directory, so a shim copies it into a fresh directory first.
            let shim = dir.join("treereduce-test.sh");
            write_executable(
                &shim,
                &format!(
                    "#!/bin/sh\nd=$(mktemp -d) || exit 1\ncp \"$1\" \"$d\"/{name} || exit 1\n\
                     (cd \"$d\" && {wrapper})\nrc=$?\nrm -rf \"$d\"\nexit $rc\n",
                    name = sh_quote(Path::new(file_name)),
                    wrapper = sh_quote(&wrapper)
                ),
            )
            .expect("write the treereduce shim");
            let binary = treereduce_binary(&case.ext).expect("checked above");
            let mut c = Command::new(tools_dir.join("bin").join(binary));
            c.arg("--source")
                .arg(&input)
                .arg("--output")
                .arg(&output)
                .args(["--jobs", "2"])
                .arg("--")
                .arg(&shim)
                .arg("@@");
            (c, output.clone())
        }
        "lithium" => {
            let condition = dir.join("lithium_condition.py");
            std::fs::write(&condition, LITHIUM_CONDITION).expect("write the Lithium condition");
            let mut c = Command::new("python3");
            c.args(["-m", "lithium"])
                .arg(&condition)
                .arg(&wrapper)
                .arg(&input);
            (c, input.clone())
        }
        other => panic!("unknown tool {other}"),
    };
    let mut command = command;
    command.current_dir(&run_dir).env("PATH", path);

    let start = Instant::now();
    let started_ns = epoch_nanos();
    let mut outcome = run_limited(command, limit, &log);
    row.seconds = Some(start.elapsed().as_secs_f64());
    row.reached = reached(&interesting, started_ns, &case.ext);
    if tool == "lithium" {
        // Lithium exits with status 1 when it could not remove anything; its log says
        // whether it succeeded, and how many tests it performed.
        let log_text = std::fs::read_to_string(&log).unwrap_or_default();
        if outcome == Ok(false) && log_text.contains("Lithium result: succeeded") {
            outcome = Ok(true);
        }
        row.reported_tests = log_text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("Tests performed: "))
            .next_back()
            .and_then(|n| n.trim().parse().ok());
    }
    row.tests = std::fs::read(&counter)
        .ok()
        .map(|c| c.iter().filter(|&&b| b == b'\n').count() as u64);
    if tool.starts_with("hedge") {
        row.reported_tests = std::fs::read_to_string(&stats)
            .ok()
            .and_then(|s| serde_json::from_str::<serde_json::Value>(&s).ok())
            .and_then(|v| v["tests_run"].as_u64());
    }
    let final_text = std::fs::read(&result).ok();
    let interesting = final_text
        .as_ref()
        .map(|text| still_interesting(case, text, path));
    if let Some(text) = &final_text {
        row.final_bytes = Some(text.len());
        row.final_tokens = Some(count_tokens(&case.ext, text));
    }
    row.status = match outcome {
        Ok(true) if interesting == Some(true) => "ok".into(),
        Ok(true) if interesting == Some(false) => "failed (result not interesting)".into(),
        Ok(true) => "failed (no result)".into(),
        Ok(false) => format!("failed (exit status; see {})", log.display()),
        Err(why) if why == "timeout" => format!("timeout ({} s)", limit.as_secs()),
        Err(why) => format!("failed ({why})"),
    };
    if !row.status.starts_with("ok") && !row.status.starts_with("failed (result") {
        // A partial result of a failed or stopped run is not a reduction: keep its size
        // only as information.
        row.status.push_str(", partial result");
    }
    // A hedge run stopped at the limit is killed before it writes its stats: its
    // trajectory comes from the wrapper's copies, as a peer's does.
    if !tool.starts_with("hedge") || !stats.is_file() {
        let original = std::fs::read(&case.input).expect("read the input");
        if let Err(e) = write_peer_stats(&stats, &row, &original, &case.ext) {
            eprintln!("peers: cannot write {}: {e}", stats.display());
        }
    }
    row
}

fn epoch_nanos() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a clock after 1970")
        .as_nanos()
}

/// The interesting candidates the wrapper kept in `dir` (named `<date +%s%N>-<tests>`),
/// timed from `started_ns`, in time order: each one smaller in bytes than all before it,
/// the path a reducer adopts. Only those are read and parsed for their tokens (the
/// others are judged by their length on disk): a peer keeps thousands of megabyte
/// candidates on a large unit, and parsing each took minutes.
fn reached(dir: &Path, started_ns: u128, ext: &str) -> Vec<Candidate> {
    let mut found: Vec<(f64, u64, usize, PathBuf)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let (ns, tests) = name.split_once('-')?;
            let ns: u128 = ns.parse().ok()?;
            let seconds = ns.saturating_sub(started_ns) as f64 / 1e9;
            let bytes = entry.metadata().ok()?.len() as usize;
            Some((seconds, tests.trim().parse().ok()?, bytes, entry.path()))
        })
        .collect();
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut candidates: Vec<Candidate> = Vec::new();
    for (seconds, tests, bytes, path) in found {
        if candidates.last().is_some_and(|c| c.bytes <= bytes) {
            continue;
        }
        let Ok(text) = std::fs::read(&path) else {
            continue;
        };
        candidates.push(Candidate {
            seconds,
            tests,
            bytes: text.len(),
            tokens: count_tokens(ext, &text),
        });
    }
    candidates
}

/// A peer's trajectory in the form of hedge's: the original at 0 s, then each candidate
/// smaller than all before it (a reducer adopts only smaller candidates).
fn trajectory(original: &[u8], ext: &str, reached: &[Candidate]) -> Vec<Point> {
    let mut points = vec![Point {
        seconds: 0.0,
        tests: 0,
        bytes: original.len(),
        tokens: Some(count_tokens(ext, original)),
    }];
    for c in reached.iter().filter(|c| c.bytes < original.len()) {
        points.push(Point {
            seconds: c.seconds,
            tests: c.tests,
            bytes: c.bytes,
            tokens: Some(c.tokens),
        });
    }
    points
}

/// Writes a peer run's `stats.json` with the fields `hedge report` reads (`trajectory`,
/// `wall_seconds`, `tests_run`).
fn write_peer_stats(path: &Path, row: &Row, original: &[u8], ext: &str) -> std::io::Result<()> {
    let stats = serde_json::json!({
        "tool": row.tool,
        "status": row.status,
        "original_bytes": original.len(),
        "final_bytes": row.final_bytes,
        "wall_seconds": row.seconds,
        "tests_run": row.tests,
        "trajectory": trajectory(original, ext, &row.reached),
    });
    std::fs::write(path, serde_json::to_string_pretty(&stats)? + "\n")
}

/// Draws the trajectories of one case's runs (`<tool>/stats.json` under `case_dir`) with
/// `hedge report`. Paths are given relative to `case_dir` so that each line's label
/// starts with its tool.
fn plot(case_dir: &Path, tools: &[String]) -> Result<PathBuf, String> {
    let stats: Vec<String> = tools
        .iter()
        .map(|tool| format!("{tool}/stats.json"))
        .filter(|s| case_dir.join(s).is_file())
        .collect();
    if stats.is_empty() {
        return Err("no stats.json to plot".into());
    }
    let svg = case_dir.join("trajectory.svg");
    let output = Command::new(env!("CARGO_BIN_EXE_hedge"))
        .arg("report")
        .args(&stats)
        .arg("-o")
        .arg(&svg)
        .current_dir(case_dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run hedge report: {e}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
    }
    Ok(svg)
}

/// For each case, when each hedge run first reached each peer's final tokens.
fn time_to_reach(rows: &[Row]) -> String {
    let mut s = String::new();
    s.push_str("| case | peer | peer's final tokens | peer's seconds | hedge run | hedge's seconds to as few tokens |\n");
    s.push_str("|---|---|---:|---:|---|---:|\n");
    let is_hedge = |r: &&Row| r.tool.starts_with("hedge");
    for peer in rows.iter().filter(|r| !is_hedge(r) && r.status == "ok") {
        let (Some(tokens), Some(seconds)) = (peer.final_tokens, peer.seconds) else {
            continue;
        };
        for run in rows.iter().filter(is_hedge).filter(|r| r.case == peer.case) {
            let first = run.reached.iter().find(|c| c.tokens <= tokens);
            writeln!(
                s,
                "| {} | {} | {tokens} | {seconds:.1} | {} | {} |",
                peer.case,
                peer.tool,
                run.tool,
                first.map_or("not reached".into(), |c| format!("{:.1}", c.seconds)),
            )
            .unwrap();
        }
    }
    s
}

/// Runs the real test on `text`, in a fresh directory under the input's name.
fn still_interesting(case: &Case, text: &[u8], path: &std::ffi::OsStr) -> bool {
    let Ok(dir) = tempfile::tempdir() else {
        return false;
    };
    let file_name = case.input.file_name().expect("an input file name");
    if std::fs::write(dir.path().join(file_name), text).is_err() {
        return false;
    }
    Command::new(&case.test)
        .current_dir(dir.path())
        .env("PATH", path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn opt<T: std::fmt::Display>(v: &Option<T>) -> String {
    v.as_ref().map_or("–".into(), |v| v.to_string())
}

fn table(rows: &[Row]) -> String {
    let mut s = String::new();
    s.push_str("| case | tool | status | seconds | tests | tests (tool's count) | final bytes | final tokens |\n");
    s.push_str("|---|---|---|---:|---:|---:|---:|---:|\n");
    for r in rows {
        writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.case,
            r.tool,
            r.status,
            r.seconds.map_or("–".into(), |t| format!("{t:.1}")),
            opt(&r.tests),
            opt(&r.reported_tests),
            opt(&r.final_bytes),
            opt(&r.final_tokens),
        )
        .unwrap();
    }
    s
}

fn main() {
    let options = match parse_options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("peers: {e}");
            std::process::exit(2);
        }
    };
    let cases = match find_cases(&options.cases) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("peers: {e}");
            std::process::exit(2);
        }
    };
    let target = target_dir();
    let tools_dir = target.join("tools");
    let work_root = target.join("peers");
    let path = test_path(&target);
    let mut rows = Vec::new();
    let mut header = String::new();
    for case in &cases {
        let original = std::fs::read(&case.input).expect("read the input");
        writeln!(
            header,
            "- {}: {} bytes, {} tokens",
            case.name,
            original.len(),
            count_tokens(&case.ext, &original)
        )
        .unwrap();
        for tool in &options.tools {
            eprintln!("peers: {} with {tool} ...", case.name);
            let row = run_one(
                case,
                tool,
                &work_root,
                &tools_dir,
                &path,
                options.limit,
                &options.strategy_jobs,
            );
            eprintln!(
                "peers: {} with {tool}: {} in {} s, {} tests, {} bytes",
                case.name,
                row.status,
                row.seconds.map_or("–".into(), |t| format!("{t:.1}")),
                opt(&row.tests),
                opt(&row.final_bytes)
            );
            rows.push(row);
        }
        if options.plot {
            match plot(&case_dir(&work_root, case), &options.tools) {
                Ok(svg) => eprintln!("peers: {}: trajectories in {}", case.name, svg.display()),
                Err(why) => eprintln!("peers: {}: no plot: {why}", case.name),
            }
        }
    }
    let markdown = format!(
        "Inputs:\n\n{header}\n{}\n\"tests\" counts test invocations through a counting wrapper \
         (including tests a tool killed early); \"tool's count\" is hedge's `tests_run` \
         (completed tests) and Lithium's 'Tests performed'. Seconds are wall clock on a shared machine.\n\n\
         When hedge first found a candidate as small as each peer's final result (tokens \
         counted as above):\n\n{}",
        table(&rows),
        time_to_reach(&rows)
    );
    print!("{markdown}");
    if let Some(path) = &options.markdown
        && let Err(e) = std::fs::write(path, &markdown)
    {
        eprintln!("peers: cannot write {}: {e}", path.display());
        std::process::exit(1);
    }
}
