//! Every case in `corpus/<group>/` reduces with the real binary and the case's own
//! `test.sh` to a result that is still interesting, within the case's `max_bytes`, and the
//! same however many tests run at once. Each case is its own test, so cases run side by
//! side under cargo's test threads and a failure names its case.
//!
//! A case's input is one file (`input.c`, ...) or a directory (`input/`, a tree of files
//! reduced as one input, whose `case.toml` also names the files the result must hold).
//! A case with a `command` in its `case.toml` is reduced with that command and no script
//! (`hedge reduce INPUT -- CMD`, which keeps the original's failure signature), and its
//! `test.sh` judges whether the result is still the same bug.
//!
//! Every case is reduced with two tests at a time (`-j2`), and its result must be what
//! one test at a time (`-j1`) gives, byte for byte, with the same sizes reported at each
//! pass and tree level (`-v`) and the same candidates in ddmin's order. The `-j1` run is
//! the one `corpus/ci-runs.toml` records (`scripts/corpus-results record-ci`) when the
//! `-j2` run matches it; when it does not (no record, or a change of the reducer since),
//! `-j1` runs here too and the two runs are compared. Each case costs one run when its
//! record is current, two otherwise.
//!
//! Cases whose tests compile and run programs take many minutes to run to the end;
//! `case.toml` gives them a `ci_tests` budget, passed as `--max-tests`: hedge stops after
//! that many candidates counted in ddmin's order, which is the same stopping point for
//! every `-j` and every machine, so these cases are checked like the others, at that
//! point, and their `max_bytes` bound is exact rather than a guess at a machine's speed.
//!
//! `corpus/results.toml` records what every case reaches run to the end at `-j1`
//! (`scripts/corpus-results record`). A case without a budget is run to the end here, so its
//! `-j1` run is held to its record as `scripts/corpus-results check` holds it: no more than
//! 10% larger in bytes or tokens, no more than 25% more tests. The budgeted cases are run to
//! the end by that script (`.ci/run` runs the quick ones, `.ci/scheduled` all of them).

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::hedge;
use hedge::files::{FileTree, read_inputs, write_tree};

macro_rules! corpus_cases {
    ($($test:ident => $dir:literal,)*) => {
        $(
            #[test]
            fn $test() {
                check_case($dir);
            }
        )*
        /// The cases that have a test above.
        const CASES: &[&str] = &[$($dir),*];
    };
}

corpus_cases! {
    c_asan_heap_overflow => "c/asan_heap_overflow",
    c_asan_copy_terminator => "c/asan_copy_terminator",
    c_asan_ring_push_write => "c/asan_ring_push_write",
    c_assert_heap => "c/assert_heap",
    c_assert_stack_push => "c/assert_stack_push",
    c_clang_struct_by_value => "c/clang_struct_by_value",
    c_crash_on_invalid => "c/crash_on_invalid",
    c_format_warning => "c/format_warning",
    c_incompatible_pointer => "c/incompatible_pointer",
    c_preprocessed_format => "c/preprocessed_format",
    c_sigfpe_histogram => "c/sigfpe_histogram",
    c_ubsan_shift => "c/ubsan_shift",
    c_macro_typeof => "c/macro_typeof",
    c_ifdef_header => "c/ifdef_header",
    c_multi_file_header => "c/multi_file_header",
    c_link_header_definition => "c/link_header_definition",
    c_omp_taskgroup_ice => "c/omp_taskgroup_ice",
    c_cppcheck_truncated_header => "c/cppcheck_truncated_header",
    c_cppcheck_ifdef_zero => "c/cppcheck_ifdef_zero",
    c_tcc_vararg_struct => "c/tcc_vararg_struct",
    c_tcc_case_range => "c/tcc_case_range",
    cpp_clang_auto_param_crash => "cpp/clang_auto_param_crash",
    cpp_deleted_copy => "cpp/deleted_copy",
    cpp_lambda_not_captured => "cpp/lambda_not_captured",
    cpp_class_used_once => "cpp/class_used_once",
    cpp_member_out_of_class => "cpp/member_out_of_class",
    cpp_template_extra_parameter => "cpp/template_extra_parameter",
    cpp_discards_qualifiers => "cpp/discards_qualifiers",
    cpp_ice_check_noexcept => "cpp/ice_check_noexcept",
    cpp_preprocessed_unique_ptr => "cpp/preprocessed_unique_ptr",
    cpp_visit_missing_overload => "cpp/visit_missing_overload",
    go_build_mismatch => "go/build_mismatch",
    go_compiler_ice => "go/compiler_ice",
    go_vet_printf => "go/vet_printf",
    java_lossy_conversion => "java/lossy_conversion",
    java_unreported_exception => "java/unreported_exception",
    javascript_esbuild_const_assign => "javascript/esbuild_const_assign",
    javascript_undefined_property => "javascript/undefined_property",
    json_geojson_bbox => "json/geojson_bbox",
    json_jq_add_string => "json/jq_add_string",
    python_deep_valueerror => "python/deep_valueerror",
    python_keyerror_in_function => "python/keyerror_in_function",
    python_pyflakes_undefined => "python/pyflakes_undefined",
    python_recursion_interpolate => "python/recursion_interpolate",
    python_remove_html_markup => "python/remove_html_markup",
    python_syntax_error_assign => "python/syntax_error_assign",
    python_type_error_report => "python/type_error_report",
    rust_borrow_conflict => "rust/borrow_conflict",
    rust_crate_modules => "rust/crate_modules",
    rust_index_out_of_bounds => "rust/index_out_of_bounds",
    rust_shift_overflow => "rust/shift_overflow",
    text_ini_duplicate_option => "text/ini_duplicate_option",
    text_paren => "text/paren",
    typescript_strict_null_argument => "typescript/strict_null_argument",
    typescript_tsx_prop_type => "typescript/tsx_prop_type",
}

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// Where `scripts/test` installs the npm packages the cases name (`npm install --prefix`):
/// `npm-tools` in the target directory.
fn npm_tools() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target directory")
        .join("npm-tools")
}

/// `PATH` for hedge and the tests: the npm packages' programs first.
fn test_path() -> std::ffi::OsString {
    let inherited = std::env::var_os("PATH").unwrap_or_default();
    let dirs = std::iter::once(npm_tools().join("node_modules/.bin"))
        .chain(std::env::split_paths(&inherited));
    std::env::join_paths(dirs).expect("PATH entries without ':'")
}

#[test]
fn every_corpus_case_has_a_test() {
    let root = corpus_root();
    let on_disk: Vec<String> = common::cases::reduction_cases(&root)
        .iter()
        .map(|dir| {
            dir.strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let missing: Vec<_> = on_disk
        .iter()
        .filter(|dir| !CASES.contains(&dir.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "corpus cases without a test (add them to corpus_cases! in tests/corpus.rs): {missing:?}"
    );
    let gone: Vec<_> = CASES
        .iter()
        .filter(|dir| !on_disk.iter().any(|d| d == *dir))
        .collect();
    assert!(gone.is_empty(), "tests for missing cases: {gone:?}");
}

/// The tables of `corpus/README.md` and `docs/benchmarks.md` are the ones
/// `scripts/corpus-results tables` writes from the records (a case without one says so).
#[test]
fn corpus_tables_are_generated_from_the_records() {
    let out = Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/corpus-results"))
        .args(["tables", "--check"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A case's record in `corpus/results.toml`: its result run to the end at `-j1`; also
/// the same numbers of a `-j1` run.
struct Record {
    bytes: u64,
    tokens: u64,
    tests: u64,
}

fn record(name: &str) -> Option<Record> {
    let text = fs::read_to_string(corpus_root().join("results.toml")).unwrap();
    let records: toml::Table = text.parse().expect("corpus/results.toml");
    let record = records.get(name)?.as_table().unwrap();
    let integer = |key: &str| record[key].as_integer().unwrap() as u64;
    Some(Record {
        bytes: integer("bytes"),
        tokens: integer("tokens"),
        tests: integer("tests"),
    })
}

impl Record {
    fn of_stats(stats: &serde_json::Value) -> Record {
        let integer = |key: &str| stats[key].as_u64().unwrap();
        Record {
            bytes: integer("final_bytes"),
            tokens: integer("final_tokens"),
            tests: integer("tests_run"),
        }
    }
}

/// What is wrong with a `-j1` run to the end against the case's record, by the rule of
/// `scripts/corpus-results check`.
fn against_record(name: &str, run: &Record) -> Vec<String> {
    let Some(record) = record(name) else {
        return vec![format!(
            "no record in corpus/results.toml: run scripts/corpus-results record {name}"
        )];
    };
    let limits = [
        ("bytes", run.bytes, record.bytes, 1.10),
        ("tokens", run.tokens, record.tokens, 1.10),
        ("tests", run.tests, record.tests, 1.25),
    ];
    limits
        .into_iter()
        .filter(|&(_, now, recorded, factor)| now as f64 > recorded as f64 * factor)
        .map(|(what, now, recorded, factor)| {
            format!(
                "{now} {what} at -j1, more than {factor:.2} x the recorded {recorded} \
                 (corpus/results.toml; re-record with scripts/corpus-results record {name} \
                 only when the change is meant)"
            )
        })
        .collect()
}

struct Case {
    name: String,
    dir: PathBuf,
    /// `input.<ext>`, or `input` for a tree of files.
    input: String,
    /// For a tree: the files the result must hold, no more, no fewer.
    expected_files: Option<Vec<String>>,
    /// Bound on the result's bytes (for a tree, of its files' contents).
    max_bytes: u64,
    /// `--max-tests` for the reductions.
    ci_tests: Option<u64>,
    /// The command the case is reduced with instead of `test.sh` (`hedge reduce INPUT --
    /// CMD`, no script): `test.sh` is then the strict judge of its result.
    command: Option<Vec<String>>,
    /// For a command case: the tokens hedge reaches with `test.sh` as the test.
    script_tokens: Option<u64>,
    toml: toml::Table,
}

impl Case {
    fn load(name: &str) -> Case {
        let dir = corpus_root().join(name);
        let toml: toml::Table = fs::read_to_string(dir.join("case.toml"))
            .unwrap()
            .parse()
            .unwrap_or_else(|e| panic!("{name}/case.toml: {e}"));
        let input = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .find(|file| file.starts_with("input.") || file == "input")
            .unwrap_or_else(|| panic!("{name} has no input file"));
        let expected_files = toml.get("expected_files").map(|files| {
            let files = files.as_array().expect("expected_files: a list of paths");
            files
                .iter()
                .map(|f| f.as_str().unwrap().to_string())
                .collect()
        });
        let integer = |key: &str| toml.get(key).map(|v| v.as_integer().unwrap() as u64);
        let command = toml.get("command").map(|argv| {
            let argv = argv.as_array().expect("command: a list of arguments");
            argv.iter()
                .map(|a| a.as_str().unwrap().to_string())
                .collect()
        });
        let script_tokens = integer("script_tokens");
        assert_eq!(
            command.is_some(),
            script_tokens.is_some(),
            "{name}: a command case gives script_tokens, and only it"
        );
        Case {
            name: name.to_string(),
            max_bytes: integer("max_bytes").unwrap_or_else(|| panic!("{name}: no max_bytes")),
            ci_tests: integer("ci_tests"),
            command,
            script_tokens,
            dir,
            input,
            expected_files,
            toml,
        }
    }

    fn is_tree(&self) -> bool {
        self.input == "input"
    }

    /// The original input, as a tree: a file is a tree of one file under its name.
    fn original(&self) -> FileTree {
        read_result(&self.dir.join(&self.input), self)
    }

    /// Panics, naming what to install, when a program or Python package that `test.sh`
    /// needs is missing.
    fn check_tools(&self) {
        let tools = self.toml.get("tools").and_then(|t| t.as_table());
        for (program, package) in tools.into_iter().flatten() {
            assert!(
                on_path(program),
                "{}: test.sh runs `{program}`, which is not on PATH; install it \
                 (Debian: apt-get install {})",
                self.name,
                package.as_str().unwrap()
            );
        }
        let npm = self.toml.get("npm_packages").and_then(|p| p.as_array());
        for requirement in npm.into_iter().flatten() {
            let requirement = requirement.as_str().unwrap();
            let (package, version) = requirement.rsplit_once('@').unwrap();
            let manifest = npm_tools()
                .join("node_modules")
                .join(package)
                .join("package.json");
            let installed = fs::read_to_string(&manifest)
                .ok()
                .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
                .and_then(|json| json["version"].as_str().map(str::to_string));
            assert!(
                installed.as_deref() == Some(version),
                "{}: test.sh needs the npm package {requirement} (found {installed:?}) in {}; \
                 install it with: npm install --prefix {} {requirement} (scripts/test does)",
                self.name,
                npm_tools().display(),
                npm_tools().display()
            );
        }
        let pip = self.toml.get("pip_packages").and_then(|p| p.as_array());
        for requirement in pip.into_iter().flatten() {
            let requirement = requirement.as_str().unwrap();
            let (package, version) = requirement.split_once("==").unwrap();
            let installed = Command::new("python3")
                .args([
                    "-c",
                    "import importlib.metadata, sys; print(importlib.metadata.version(sys.argv[1]))",
                    package,
                ])
                .stderr(Stdio::null())
                .output()
                .ok()
                .filter(|out| out.status.success())
                .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
            assert!(
                installed.as_deref() == Some(version),
                "{}: test.sh needs the Python package {requirement} (found {installed:?}); \
                 install it with: python3 -m pip install {requirement}",
                self.name
            );
        }
    }

    /// Runs `test.sh` on `candidate` the way hedge does: in a fresh directory holding the
    /// file under the input's name, or the tree under its paths.
    fn is_interesting(&self, candidate: &FileTree) -> bool {
        let dir = tempfile::tempdir().unwrap();
        write_tree(dir.path(), candidate).unwrap();
        Command::new(self.dir.join("test.sh"))
            .current_dir(dir.path())
            .env("PATH", test_path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap()
            .success()
    }
}

fn on_path(program: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|dir| dir.join(program).is_file())
}

/// What hedge wrote at `path`: the file (a tree of one file, under the input's name) or
/// the tree in the directory.
fn read_result(path: &Path, case: &Case) -> FileTree {
    if !case.is_tree() {
        let bytes = fs::read(path).unwrap();
        return FileTree::of_files([(case.input.clone(), bytes)].into());
    }
    read_inputs(&[path.to_path_buf()]).unwrap().tree
}

struct Reduction {
    result: FileTree,
    stats: serde_json::Value,
    /// What `-v` reports at the start of each pass and tree level, without the time and
    /// the test count (speculative tests make the count depend on `-j`): size in bytes
    /// and tokens, and the pass.
    levels: Vec<String>,
}

/// Reduces the case with `jobs` tests at once, within its `ci_tests` budget if it has one.
fn reduce(case: &Case, jobs: u32) -> Reduction {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join(&case.input);
    let original = case.original();
    match case.is_tree() {
        true => write_tree(&input, &original).unwrap(),
        false => write_tree(dir.path(), &original).unwrap(),
    }
    let mut hedge = hedge();
    hedge
        .current_dir(dir.path())
        .env("PATH", test_path())
        .args(["reduce", "-v", "-j", &jobs.to_string()])
        .args(["-o", "out", "--stats-json", "stats.json"]);
    if let Some(budget) = case.ci_tests {
        hedge.args(["--max-tests", &budget.to_string()]);
    }
    match &case.command {
        Some(command) => hedge.arg(&input).arg("--").args(command),
        None => hedge
            .arg("--test")
            .arg(case.dir.join("test.sh"))
            .arg(&input),
    };
    let out = hedge.output().unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{} -j{jobs}: exit {:?}\n{log}",
        case.name,
        out.status.code()
    );
    let levels = log
        .lines()
        .filter(|line| line.contains(" | "))
        .map(|line| {
            let after_tests = line.split_once(" tests ").map_or(line, |(_, rest)| rest);
            after_tests.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect();
    Reduction {
        result: read_result(&dir.path().join("out"), case),
        stats: common::stats(&dir.path().join("stats.json")),
        levels,
    }
}

fn report(case: &Case, jobs: u32, run: &Reduction) {
    let s = &run.stats;
    eprintln!(
        "{} -j{jobs}: {} -> {} bytes, {} -> {} tokens, {} tests, {:.1}s",
        case.name,
        s["original_bytes"],
        s["final_bytes"],
        s["original_tokens"],
        s["final_tokens"],
        s["tests_run"],
        s["wall_seconds"].as_f64().unwrap()
    );
}

fn check_case(name: &str) {
    let case = Case::load(name);
    case.check_tools();
    let original = case.original();
    assert!(
        case.is_interesting(&original),
        "{name}: the original input is not interesting"
    );
    let mut failures = Vec::new();
    let two = reduce(&case, 2);
    report(&case, 2, &two);
    // The -j1 run recorded in corpus/ci-runs.toml stands for a -j1 run here when the -j2
    // run matches it; otherwise -j1 runs here and the two are compared.
    let recorded = ci_run(name);
    let matched = recorded
        .as_ref()
        .and_then(|r| r.differences(&two).is_empty().then_some(r));
    let one = match matched {
        Some(recorded) => Record {
            bytes: recorded.final_bytes,
            tokens: recorded.final_tokens,
            tests: recorded.tests,
        },
        None => {
            match &recorded {
                Some(r) => eprintln!(
                    "{name}: -j2 differs from the -j1 run recorded at {} ({}); running -j1 \
                     (re-record with scripts/corpus-results record-ci {name} when the change \
                     is meant)",
                    r.commit,
                    r.differences(&two).join("; ")
                ),
                None => eprintln!("{name}: no -j1 run in corpus/ci-runs.toml; running -j1"),
            }
            let one = reduce(&case, 1);
            report(&case, 1, &one);
            if one.result != two.result {
                failures.push("-j1 and -j2 give different results".to_string());
            }
            if one.levels != two.levels {
                failures.push(format!(
                    "-j1 and -j2 report different sizes along the way:\n{}\n---\n{}",
                    one.levels.join("\n"),
                    two.levels.join("\n")
                ));
            }
            Record::of_stats(&one.stats)
        }
    };
    if let Some(budget) = case.ci_tests
        && two.stats["stopped_at_max_tests"] != true
    {
        failures.push(format!(
            "finished before its ci_tests budget of {budget}: drop the budget"
        ));
    }
    if case.ci_tests.is_none() {
        failures.extend(against_record(name, &one));
    }
    let result = two.result;
    if !case.is_interesting(&result) {
        failures.push(match case.command {
            Some(_) => "the command's result is another bug: test.sh rejects it".to_string(),
            None => "the result is not interesting".to_string(),
        });
    }
    if let (Some(script_tokens), None) = (case.script_tokens, case.ci_tests) {
        // Keeping the same bug without a script costs at most half again, and 5 tokens (a
        // budgeted case is held to this to the end by scripts/corpus-results).
        let tokens = two.stats["final_tokens"].as_u64().unwrap();
        let bound = (1.5 * script_tokens as f64) as u64 + 5;
        if tokens > bound {
            failures.push(format!(
                "{tokens} tokens by the command, over 1.5 x the {script_tokens} that test.sh \
                 reaches, + 5"
            ));
        }
    }
    let bytes = result.content_bytes() as u64;
    if bytes > case.max_bytes {
        failures.push(format!(
            "{bytes} bytes, over the bound of {}",
            case.max_bytes
        ));
    }
    if let Some(expected) = &case.expected_files {
        let kept: Vec<&String> = result.files.keys().collect();
        let mut expected: Vec<&String> = expected.iter().collect();
        expected.sort();
        if kept != expected {
            failures.push(format!("the result holds {kept:?}, not {expected:?}"));
        }
    }
    assert!(failures.is_empty(), "{name}: {}", failures.join("\n"));
}

/// A case's corpus-test run at `-j1` as `scripts/corpus-results record-ci` recorded it in
/// `corpus/ci-runs.toml`: to the case's `ci_tests` budget, or to the end.
struct CiRun {
    commit: String,
    final_bytes: u64,
    final_tokens: u64,
    /// Candidates judged in ddmin's order: the same at every `-j`.
    candidates: u64,
    /// Tests run at `-j1`.
    tests: u64,
    levels: Vec<String>,
}

fn ci_run(name: &str) -> Option<CiRun> {
    let text = fs::read_to_string(corpus_root().join("ci-runs.toml")).ok()?;
    let runs: toml::Table = text.parse().expect("corpus/ci-runs.toml");
    let run = runs.get(name)?.as_table().unwrap();
    let integer = |key: &str| run[key].as_integer().unwrap() as u64;
    Some(CiRun {
        commit: run["commit"].as_str().unwrap().to_string(),
        final_bytes: integer("final_bytes"),
        final_tokens: integer("final_tokens"),
        candidates: integer("candidates"),
        tests: integer("tests"),
        levels: run["levels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect(),
    })
}

impl CiRun {
    /// How `run` (at any `-j`) differs from this `-j1` run; empty when it does not.
    fn differences(&self, run: &Reduction) -> Vec<String> {
        let s = &run.stats;
        let mut differences: Vec<String> = [
            ("bytes", "final_bytes", self.final_bytes),
            ("tokens", "final_tokens", self.final_tokens),
            (
                "candidates in order",
                "candidates_in_order",
                self.candidates,
            ),
        ]
        .into_iter()
        .filter(|&(_, key, recorded)| s[key].as_u64() != Some(recorded))
        .map(|(what, key, recorded)| format!("{what}: {} against {recorded}", s[key]))
        .collect();
        if run.levels != self.levels {
            differences.push(format!(
                "sizes along the way:\n{}\n--- recorded:\n{}",
                run.levels.join("\n"),
                self.levels.join("\n")
            ));
        }
        differences
    }
}
