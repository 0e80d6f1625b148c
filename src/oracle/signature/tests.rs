//! Each recognizer on output captured from the real tool (`testdata/`, see its README),
//! and near-misses from the same tool that must not match.

use super::parts::{Frame, function_name, kept_frames, mask_quoted};
use super::*;

fn captured(name: &str) -> String {
    let path = format!(
        "{}/src/oracle/signature/testdata/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The signature of a run that printed `stderr` and nothing on stdout.
fn of(ending: Ending, stderr: &str, input: &str) -> Signature {
    super::of(ending, stderr, "", input)
}

/// The signature of a captured stderr, for a run that exited with `code`.
fn exited(name: &str, code: i32, input: &str) -> Signature {
    of(Ending::Exited(code), &captured(name), input)
}

#[test]
fn python_keeps_the_exception_type_the_message_shape_and_the_frames() {
    let keyerror = exited("python_keyerror.txt", 1, "prices.py");
    assert_eq!(keyerror.family, "python");
    // Every frame is the input's: the two innermost stay, and their names in the input.
    assert_eq!(keyerror.text, "Python KeyError: _ in <genexpr> < total");
    // A missing key is data, whatever its type.
    let int_key = captured("python_keyerror.txt").replace("KeyError: 'price'", "KeyError: 0");
    assert_eq!(of(Ending::Exited(1), &int_key, "prices.py"), keyerror);
    assert_eq!(keyerror.names, ["genexpr", "total"]);
    assert!(!keyerror.weak);
    let json = exited("python_jsondecode.txt", 1, "input.py");
    assert_eq!(
        json.text,
        "Python json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line N column N (char N) in raw_decode < decode < loads"
    );
    // The library's frames are not the input's.
    assert!(json.names.is_empty());
    // A syntax error has no traceback: another failure.
    let syntax = exited("python_syntaxerror.txt", 1, "syntax.py");
    assert_eq!(syntax.family, "fallback");
    assert_ne!(syntax, keyerror);
}

#[test]
fn javascript_keeps_the_error_and_the_first_frames() {
    let crash = exited("node_typeerror.txt", 1, "crash.js");
    assert_eq!(
        crash.text,
        "JavaScript TypeError: Cannot read properties of undefined (reading '_') at area < Object.<anonymous>"
    );
    assert_eq!(crash.names, ["area", "Object", "anonymous"]);
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
        "Java java.lang.ArithmeticException: / by zero at Ledger.average < Ledger.main"
    );
    assert_eq!(arithmetic.names, ["Ledger", "average", "main"]);
    let npe = exited("java_npe.txt", 1, "N.java");
    assert_eq!(
        npe.text,
        "Java java.lang.NullPointerException: Cannot invoke \"_\" because \"_\" is null at N.main"
    );
    let compile = exited("java_compile_error.txt", 1, "Ledger.java");
    assert_eq!(compile.family, "compiler-error");
    assert_eq!(compile.text, "error: illegal start of type in S.java");
    let empty = exited("java_empty.txt", 1, "Ledger.java");
    assert_eq!(empty.text, "error: no class declared in source file");
    assert_ne!(compile, arithmetic);
    assert_ne!(empty, arithmetic);
    // The empty file and a compile error fail differently from each other too.
    assert_ne!(
        exited("java_compile_error.txt", 1, "S.java"),
        exited("java_empty.txt", 1, "Empty.java")
    );
}

#[test]
fn sanitizers_keep_the_kind_and_the_first_frames_of_the_program() {
    let asan = exited("asan_heap_overflow.txt", 1, "in1");
    // memcpy's write: its size is the data's.
    assert_eq!(
        asan.text,
        "AddressSanitizer heap-buffer-overflow WRITE in copy_name < main"
    );
    // The program's own write keeps its size, and its frames in the input their names.
    let own = captured("asan_heap_overflow.txt")
        .replace("WRITE of size 3", "WRITE of size 4")
        .replace(
            "#0 0x7f3899648060 in __interceptor_memcpy ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:827",
            "#0 0x7f3899648060 in ring_push /tmp/x/ring.c:9",
        )
        .replace("records.c", "ring.c");
    let own = of(Ending::Exited(1), &own, "ring.c");
    assert_eq!(
        own.text,
        "AddressSanitizer heap-buffer-overflow WRITE of size 4 in ring_push < copy_name"
    );
    assert_eq!(own.names, ["ring_push", "copy_name"]);
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
    // The same abort without the message is another failure, and a weak one.
    let bare = of(Ending::Signaled(libc::SIGABRT), "", "in3");
    assert_eq!(bare.text, "killed by SIGABRT");
    assert!(bare.weak);
    // An assertion of the input, its line masked: the expression's shape and the
    // function stay, the function's name fixed in the input.
    let own = "prog: input.c:41: stack_push: Assertion `s->top < MAX_DEPTH && \"stack overflow\"' failed.\n";
    let own = of(Ending::Signaled(libc::SIGABRT), own, "input.c");
    assert_eq!(
        own.text,
        "assertion `_ < _ && \"stack overflow\"' failed in stack_push at input.c"
    );
    assert_eq!(own.names, ["stack_push"]);
    let zero = "prog: input.c:3: main: Assertion `0' failed.\n";
    assert_ne!(of(Ending::Signaled(libc::SIGABRT), zero, "input.c"), own);
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
        "Rust panic at tally.rs:6:47: a count: ParseIntError { kind: InvalidDigit } in tally::parse < tally::main"
    );
    // The program is not the input here: its names may change with it.
    assert!(expect.names.is_empty());
    // Where the program is the input, its frames' names are kept in it.
    let input = captured("rust_panic_expect.txt").replace("tally", "input");
    let in_input = of(Ending::Exited(101), &input, "input.rs");
    assert_eq!(
        in_input.text,
        "Rust panic at input.rs: a count: ParseIntError { kind: InvalidDigit } in input::parse < input::main"
    );
    assert_eq!(in_input.names, ["input", "parse", "main"]);
    let index = exited("rust_panic_index.txt", 101, "t2");
    assert_eq!(
        index.text,
        "Rust panic at tally.rs:18:26: no entry found for key in tally::main"
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
    assert_eq!(error.family, "compiler-error");
    assert_eq!(error.text, "error E0308: mismatched types");
}

#[test]
fn go_panics_keep_the_message_shape() {
    let index = exited("go_panic_index.txt", 1, "inventory.go");
    assert_eq!(
        index.text,
        "Go panic: runtime error: index out of range [N] with length N in main.lookup < main.main"
    );
    assert_eq!(index.names, ["main", "lookup"]);
    let nil_map = exited("go_panic_nilmap.txt", 1, "nilmap.go");
    assert_eq!(
        nil_map.text,
        "Go panic: assignment to entry in nil map in main.main"
    );
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
fn a_compiler_keeps_its_first_error_with_the_shapes_of_types() {
    let a = of(
        Ending::Exited(1),
        "x.c:3:1: warning: w\nx.c:4:2: error: expected ';'\n  4 | int error\n    | ^\nx.c:7:1: error: later\n1 error generated.\n",
        "x.c",
    );
    assert_eq!(a.family, "compiler-error");
    assert_eq!(a.text, "error: expected ';'");
    let b = of(Ending::Exited(1), "x.c:9:7: error: expected ';'\n", "x.c");
    assert_eq!(a, b);
    let other = of(Ending::Exited(1), "x.c:9:7: error: expected '}'\n", "x.c");
    assert_ne!(a, other);
    // Clang's type error: the input's names masked in the types, the types' words kept.
    let clang = "in.c:20:10: error: passing 'struct circle' to parameter of incompatible type 'const struct circle *'; take the address with &\nin.c:3:37: note: passing argument to parameter 'c' here\n1 error generated.\n";
    let clang = of(Ending::Exited(1), clang, "in.c");
    assert_eq!(
        clang.text,
        "error: passing 'struct _' to parameter of incompatible type 'const struct _ *'; take the address with &"
    );
    let renamed = "in.c:9:3: error: passing 'struct c' to parameter of incompatible type 'const struct c *'; take the address with &\n";
    assert_eq!(of(Ending::Exited(1), renamed, "in.c"), clang);
    let int =
        "in.c:9:3: error: passing 'int' to parameter of incompatible type 'const struct c *'\n";
    assert_ne!(of(Ending::Exited(1), int, "in.c"), clang);
    // GCC's -Werror warning, its argument's number masked; the place of an error in
    // another file is kept.
    let werror = of(
        Ending::Exited(1),
        "a.c:5:12: error: format '%s' expects argument of type 'char *', but argument 2 has type 'long unsigned int' [-Werror=format=]\ncc1: some warnings being treated as errors\n",
        "a.c",
    );
    assert_eq!(
        werror.text,
        "error: format '%_' expects argument of type 'char *', but argument N has type 'long unsigned int' [-Werror=format=]"
    );
    let header = of(
        Ending::Exited(1),
        "/usr/include/stdio.h:12:3: error: unknown type name 'x'\n",
        "a.c",
    );
    assert_eq!(header.text, "error: unknown type name '_' in stdio.h");
}

#[test]
fn the_fallback_is_the_last_error_line_with_numbers_masked() {
    let a = of(
        Ending::Exited(3),
        "reading 4 records\nparse failed at 17\n",
        "x.txt",
    );
    assert_eq!(a.family, "fallback");
    assert!(a.weak);
    assert_eq!(a.text, "last error line \"parse failed at N\"");
    assert_eq!(
        of(Ending::Exited(1), "", "x.c").text,
        "no error line on stderr or stdout"
    );
    assert_ne!(of(Ending::Exited(1), "", "x.c"), a);
}

#[test]
fn stdout_is_read_when_stderr_tells_nothing() {
    let ice = "x.go:3:6: internal compiler error: panic: runtime error: invalid memory address or nil pointer dereference\n\ngoroutine 1 [running]:\nruntime/debug.Stack()\n\t/usr/lib/go/src/runtime/debug/stack.go:24 +0x65\ncmd/compile/internal/noder.(*reader).expr(0xc0)\n\t/usr/lib/go/src/cmd/compile/internal/noder/reader.go:1 +0x1\n\nPlease file a bug report including a short program that triggers the error.\nhttps://go.dev/issue/new\n";
    let signature = super::of(Ending::Exited(1), "", ice, "x.go");
    assert_eq!(signature.stream, "stdout");
    assert_eq!(signature.family, "go-ice");
    assert_eq!(
        signature.to_string(),
        "Go compiler internal compiler error: panic: runtime error: invalid memory address or nil pointer dereference in cmd/compile/internal/noder.(*reader).expr (on stdout)"
    );
    // stderr comes first, and a recognized failure on stdout before stderr's last line.
    let both = super::of(Ending::Exited(1), "warning: slow\n", ice, "x.go");
    assert_eq!(both, signature);
    let stderr_first = super::of(
        Ending::Exited(1),
        "Traceback (most recent call last):\nValueError: x\n",
        ice,
        "x.go",
    );
    assert_eq!(stderr_first.stream, "stderr");
    // Against a failure recognized on stderr, a candidate's stdout decides nothing; against
    // one read from stdout, or stderr's last line, it may.
    assert!(!reads_stdout(&stderr_first));
    assert!(reads_stdout(&signature));
    assert!(reads_stdout(&of(Ending::Exited(1), "oops: failed\n", "x")));
}

#[test]
fn the_frames_kept_are_three_of_which_two_in_the_input() {
    let frame = |function: &str, in_input| Frame {
        function: function.to_string(),
        in_input,
    };
    let tool = (0..5).map(|i| frame(&format!("t{i}"), false));
    assert_eq!(kept_frames(tool).len(), 3);
    let mixed = [
        frame("lib", false),
        frame("f", true),
        frame("g", true),
        frame("main", true),
    ];
    let kept: Vec<String> = kept_frames(mixed).into_iter().map(|f| f.function).collect();
    assert_eq!(kept, ["lib", "f", "g"]);
    let signature = Signature::new("x", "X".into()).with_frames(
        " in ",
        &[frame("Matrix::get", true), frame("std::x", false)],
    );
    assert_eq!(signature.text, "X in Matrix::get < std::x");
    assert_eq!(signature.names, ["Matrix", "get"]);
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
    assert_eq!(
        function_name("noder.(*reader).expr(0xc0)"),
        "noder.(*reader).expr"
    );
}
