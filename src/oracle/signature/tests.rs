//! Each recognizer on output captured from the real tool (`testdata/`, see its README),
//! and near-misses from the same tool that must not match.

use super::parts::{function_name, mask_quoted};
use super::*;

fn captured(name: &str) -> String {
    let path = format!(
        "{}/src/oracle/signature/testdata/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The signature of a captured stderr, for a run that exited with `code`.
fn exited(name: &str, code: i32, input: &str) -> Signature {
    of(Ending::Exited(code), &captured(name), input)
}

#[test]
fn python_keeps_the_exception_type_and_the_message_shape() {
    let keyerror = exited("python_keyerror.txt", 1, "prices.py");
    assert_eq!(keyerror.family, "python");
    // Every frame is the input's: its names may be renamed, so none is kept.
    assert_eq!(keyerror.text, "Python KeyError: '_'");
    let json = exited("python_jsondecode.txt", 1, "input.py");
    assert_eq!(
        json.text,
        "Python json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line N column N (char N) in raw_decode"
    );
    // A syntax error has no traceback: another failure.
    let syntax = exited("python_syntaxerror.txt", 1, "syntax.py");
    assert_eq!(syntax.family, "fallback");
    assert_ne!(syntax, keyerror);
}

#[test]
fn javascript_keeps_the_error_and_the_first_frame_outside_the_input() {
    let crash = exited("node_typeerror.txt", 1, "crash.js");
    assert_eq!(
        crash.text,
        "JavaScript TypeError: Cannot read properties of undefined (reading '_') at Module._compile"
    );
    // The same tool's syntax error, and another TypeError (null, not undefined).
    assert_ne!(exited("node_syntaxerror.txt", 1, "syntax.js"), crash);
    assert_ne!(exited("node_other_typeerror.txt", 1, "other.js"), crash);
    // Renamed, the same crash is the same signature.
    let renamed = captured("node_typeerror.txt")
        .replace("crash.js", "c.js")
        .replace("'width'", "'w'");
    assert_eq!(of(Ending::Exited(1), &renamed, "c.js"), crash);
}

#[test]
fn java_keeps_the_exception_class_and_message() {
    let arithmetic = exited("java_arithmetic.txt", 1, "Ledger.java");
    assert_eq!(
        arithmetic.text,
        "Java java.lang.ArithmeticException: / by zero"
    );
    let npe = exited("java_npe.txt", 1, "N.java");
    assert_eq!(
        npe.text,
        "Java java.lang.NullPointerException: Cannot invoke \"_\" because \"_\" is null"
    );
    for other in ["java_compile_error.txt", "java_empty.txt"] {
        let signature = exited(other, 1, "Ledger.java");
        assert_eq!(signature.family, "fallback", "{other}");
        assert_ne!(signature, arithmetic);
    }
    // The empty file and a compile error fail differently from each other too.
    assert_ne!(
        exited("java_compile_error.txt", 1, "S.java"),
        exited("java_empty.txt", 1, "Empty.java")
    );
}

#[test]
fn sanitizers_keep_the_kind_and_the_first_frames_of_the_program() {
    let asan = exited("asan_heap_overflow.txt", 1, "in1");
    assert_eq!(
        asan.text,
        "AddressSanitizer heap-buffer-overflow WRITE in copy_name < main"
    );
    let msan = exited("msan_uninit.txt", 66, "in");
    assert_eq!(
        msan.text,
        "MemorySanitizer use-of-uninitialized-value in main"
    );
    let tsan = exited("tsan_race.txt", 66, "in");
    assert_eq!(tsan.text, "ThreadSanitizer data race in bump");
    let ubsan = exited("ubsan_overflow.txt", 1, "in2");
    assert_eq!(
        ubsan.text,
        "UndefinedBehaviorSanitizer runtime error: signed integer overflow: N * N cannot be represented in type 'int' at records.c:19"
    );
    let with_stack = exited("ubsan_overflow_stack.txt", 0, "in2");
    assert_eq!(
        with_stack.text,
        format!("{} in parse_value < main", ubsan.text)
    );
    assert_ne!(asan, msan);
}

#[test]
fn a_failed_assertion_keeps_its_expression_and_place() {
    let signature = of(
        Ending::Signaled(libc::SIGABRT),
        &captured("assert_glibc.txt"),
        "in3",
    );
    assert_eq!(
        signature.text,
        "assertion `v < 1000' failed in parse_value at records.c:18"
    );
    // The same abort without the message is another failure.
    let bare = of(Ending::Signaled(libc::SIGABRT), "", "in3");
    assert_eq!(bare.text, "killed by SIGABRT");
}

#[test]
fn a_fatal_signal_keeps_the_signal_and_the_faulting_function() {
    let python = of(
        Ending::Signaled(libc::SIGSEGV),
        &captured("python_faulthandler_segv.txt"),
        "crash.py",
    );
    assert_eq!(python.text, "killed by SIGSEGV in string_at");
    assert_eq!(
        of(Ending::Signaled(libc::SIGSEGV), "", "x").text,
        "killed by SIGSEGV"
    );
    assert_ne!(
        of(Ending::Signaled(libc::SIGSEGV), "", "x"),
        of(Ending::Signaled(libc::SIGFPE), "", "x")
    );
}

#[test]
fn rust_panics_keep_the_place_and_the_message_shape() {
    let expect = exited("rust_panic_expect.txt", 101, "t1");
    assert_eq!(
        expect.text,
        "Rust panic at tally.rs:6:47: a count: ParseIntError { kind: InvalidDigit }"
    );
    let index = exited("rust_panic_index.txt", 101, "t2");
    assert_eq!(
        index.text,
        "Rust panic at tally.rs:18:26: no entry found for key"
    );
    // The thread id differs from run to run.
    let other_run = captured("rust_panic_index.txt").replace("(12934)", "(99)");
    assert_eq!(of(Ending::Exited(101), &other_run, "t2"), index);
}

#[test]
fn a_rustc_ice_keeps_its_message_panic_and_query() {
    let ice = exited("rustc_ice_treat_err_as_bug.txt", 101, "bad.rs");
    assert_eq!(ice.family, "rustc-ice");
    assert_eq!(
        ice.text,
        "rustc internal compiler error: mismatched types, panicked at lib.rs:N:N, in query typeck"
            .replace("N:N", "1531:17")
    );
    let error = exited("rustc_type_error.txt", 1, "bad.rs");
    assert_eq!(error.family, "fallback");
}

#[test]
fn go_panics_keep_the_message_shape() {
    let index = exited("go_panic_index.txt", 1, "inventory.go");
    assert_eq!(
        index.text,
        "Go panic: runtime error: index out of range [N] with length N"
    );
    let nil_map = exited("go_panic_nilmap.txt", 1, "nilmap.go");
    assert_eq!(nil_map.text, "Go panic: assignment to entry in nil map");
    // Syntax errors and the empty file: `go run` fails another way.
    assert_ne!(exited("go_syntax_error.txt", 1, "syn.go"), index);
    assert_ne!(exited("go_empty.txt", 1, "empty.go"), index);
}

#[test]
fn a_clang_crash_keeps_the_first_frames_after_the_crash_handler() {
    let crash = exited("clang_stack_dump_signal.txt", 1, "big.cpp");
    assert_eq!(
        crash.text,
        "Clang crash in clang::Preprocessor::Lex < clang::Parser::ParsePostfixExpressionSuffix < clang::Parser::ParseCastExpression"
    );
}

#[test]
fn the_fallback_is_the_last_error_line_with_numbers_masked() {
    let a = of(
        Ending::Exited(1),
        "x.c:3:1: warning: w\nx.c:4:2: error: expected ';'\n  4 | int error\n    | ^\n",
        "x.c",
    );
    assert_eq!(a.text, "last error line \"x.c: error: expected ';'\"");
    let b = of(Ending::Exited(1), "x.c:9:7: error: expected ';'\n", "x.c");
    assert_eq!(a, b);
    let other = of(Ending::Exited(1), "x.c:9:7: error: expected '}'\n", "x.c");
    assert_ne!(a, other);
    assert_eq!(
        of(Ending::Exited(1), "", "x.c").text,
        "no error line on stderr"
    );
    assert_ne!(of(Ending::Exited(1), "", "x.c"), a);
}

#[test]
fn paths_lose_their_directories_and_the_input_its_positions() {
    assert_eq!(
        normalize(
            "/tmp/hedge-a/w1/in.cpp:37:5: error in /usr/lib/x.h:3",
            "in.cpp"
        ),
        "in.cpp: error in x.h:3"
    );
    assert_eq!(
        normalize("../src/gcc/cp/pt.cc:10", "in.cpp"),
        "../src/gcc/cp/pt.cc:10"
    );
    assert_eq!(mask_quoted("for ‘int f()’ and 'x'"), "for ‘_’ and '_'");
    assert_eq!(function_name("f(int, char*) const"), "f");
    assert_eq!(function_name("S::operator()(int)"), "S::operator()");
    assert_eq!(function_name("main.f(...)"), "main.f");
}
