//! hedge as a library: a closure as the test, progress through an observer, and a stop
//! from another thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use hedge::{Observer, Oracle, Reducer, Silent};

const PROGRAM: &str = "import os\n\n\ndef area(w, h):\n    return w * h\n\n\ndef main():\n    total = 0\n    for i in range(3):\n        total += area(i, 2)\n    raise ValueError(total)\n\n\nmain()\n";

#[test]
fn a_closure_reduces_python_by_its_tree() {
    let oracle = Oracle::function(|candidate: &[u8]| {
        String::from_utf8_lossy(candidate).contains("raise ValueError")
    });
    let reduced = Reducer::new(PROGRAM.as_bytes().to_vec())
        .language(hedge::lang::by_name("python"))
        .run(oracle, Arc::new(Silent))
        .unwrap();
    let text = String::from_utf8(reduced.result).unwrap();
    assert!(text.contains("raise ValueError"), "{text}");
    assert!(text.len() < 40, "{text:?}");
}

/// Counts the tests it hears of.
#[derive(Default)]
struct Counter(AtomicU64);

impl Observer for Counter {
    fn tested(&self, tests_run: u64, _best: &[u8]) {
        self.0.store(tests_run, Ordering::SeqCst);
    }
}

#[test]
fn the_observer_hears_every_test() {
    let counter = Arc::new(Counter::default());
    let oracle = Oracle::function(|candidate: &[u8]| candidate.contains(&b'!'));
    let reduced = Reducer::new(b"hello, world!\n".to_vec())
        .run(oracle, counter.clone())
        .unwrap();
    assert_eq!(reduced.result, b"!");
    assert_eq!(counter.0.load(Ordering::SeqCst), reduced.report.tests_run);
}

#[test]
fn a_stop_from_another_thread_ends_the_reduction_with_its_best_so_far() {
    let input: Vec<u8> = (0..2000)
        .flat_map(|i| format!("line {i}\n").into_bytes())
        .collect();
    let oracle = Oracle::function(|candidate: &[u8]| {
        std::thread::sleep(Duration::from_millis(50));
        String::from_utf8_lossy(candidate).contains("line 1234")
    });
    let reducer = Reducer::new(input);
    let stop = reducer.stop_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stop.stop();
    });
    let started = Instant::now();
    let reduced = reducer.run(oracle, Arc::new(Silent)).unwrap();
    stopper.join().unwrap();
    // Run to the end, it takes about fifty 50 ms tests (2.6 s).
    assert!(
        started.elapsed() < Duration::from_millis(1500),
        "{:?}",
        started.elapsed()
    );
    assert!(
        reduced.report.tests_run < 20,
        "{}",
        reduced.report.tests_run
    );
    // The best so far: the input, or a part of it that is still interesting.
    assert!(String::from_utf8_lossy(&reduced.result).contains("line 1234"));
}

/// A tree of files through the library: the closure gets the encoded tree, which
/// `decode` reads; the result is a tree too.
#[test]
fn a_closure_reduces_a_tree_of_files() {
    use hedge::files::{FileTree, encode::decode};
    let mut tree = FileTree::default();
    tree.files
        .insert("app/main.py".into(), PROGRAM.as_bytes().to_vec());
    tree.files.insert(
        "app/util.py".into(),
        b"def helper():\n    return 1\n".to_vec(),
    );
    tree.files.insert("README".into(), b"An app.\n".to_vec());
    let oracle = Oracle::function(|candidate: &[u8]| {
        decode(candidate).is_ok_and(|tree| {
            tree.files.contains_key("app/util.py")
                && tree
                    .files
                    .get("app/main.py")
                    .is_some_and(|main| String::from_utf8_lossy(main).contains("raise ValueError"))
        })
    });
    let reduced = Reducer::new_tree(&tree)
        .run(oracle, Arc::new(Silent))
        .unwrap();
    let result = decode(&reduced.result).unwrap();
    let names: Vec<&str> = result.files.keys().map(String::as_str).collect();
    assert_eq!(names, ["app/main.py", "app/util.py"]);
    assert_eq!(result.files["app/util.py"], b"");
    assert!(result.files["app/main.py"].len() < 40, "{result:?}");
    assert_eq!(reduced.report.files.len(), 3);
}

#[test]
fn a_test_function_that_panics_is_a_test_that_could_not_run() {
    // On the original: the checks before reducing say so, nothing unwinds.
    let oracle = Oracle::function(|_: &[u8]| panic!("the test's own bug"));
    let error = Reducer::new(b"a\nb\n".to_vec())
        .run(oracle, Arc::new(Silent))
        .err()
        .expect("a test that cannot run is an error");
    assert!(error.to_string().contains("the test's own bug"), "{error}");

    // Later, on some candidates only: those are unresolved, and the reduction ends.
    let oracle = Oracle::function(|candidate: &[u8]| {
        assert!(candidate.len() != 4, "the test's own bug");
        candidate.contains(&b'!')
    });
    let reduced = Reducer::new(b"hello, world!\n".to_vec())
        .run(oracle, Arc::new(Silent))
        .unwrap();
    assert_eq!(reduced.result, b"!");
}
