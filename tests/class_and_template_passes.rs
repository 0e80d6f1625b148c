//! The C++ changes of several places that keep a unit compiling, through the real binary
//! and g++: a template's type parameter made `int` at every use, a class whose members
//! start public made a struct, a pointer typedef replaced by its type, and an access
//! specifier deleted with its colon.

mod common;

use common::{pass, reduce_with_stats, script};

#[test]
fn a_template_class_becomes_a_struct_of_concrete_types() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.cpp");
    // The test wants the object and the assertion on the size, so Box keeps a pointer
    // member and a public constructor. Deleting nodes alone cannot spell the member's
    // type without `T` and the typedef, nor make the constructor public without `public:`.
    std::fs::write(
        &input,
        "template <class T> class Box {\npublic:\n  typedef T *ptr;\n  ptr p;\n  Box(int);\n};\n\
         Box<int> b(0);\nstatic_assert(sizeof(Box<int>) == sizeof(int *), \"\");\n",
    )
    .unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ng++ -std=c++17 -fsyntax-only in.cpp 2>/dev/null \
         && grep -qF 'Box<int> b(0);' in.cpp \
         && grep -qF 'static_assert(sizeof(Box<int>) == sizeof(int *)' in.cpp\n",
    );
    let out = dir.path().join("out.cpp");
    let stats = reduce_with_stats(&input, &test, &out);
    let result = std::fs::read_to_string(&out).unwrap();
    for gone in ["public", "typedef", "T"] {
        assert!(!result.contains(gone), "{gone} is left in:\n{result}");
    }
    assert!(result.contains("struct Box"), "{result}");
    // `T` → `int` adds bytes where `class T` loses one, so that pass is known by its test
    // (and by `T` being gone), the struct by the bytes of `public:`.
    let concrete = pass(&stats, "type parameters made concrete");
    assert!(concrete["tests"].as_u64().unwrap() > 0, "{concrete}");
    let structs = pass(&stats, "classes made structs");
    assert!(structs["bytes_removed"].as_u64().unwrap() > 0, "{structs}");
    let typedefs = pass(&stats, "type names replaced by their types");
    assert!(
        typedefs["bytes_removed"].as_u64().unwrap() > 0,
        "{typedefs}"
    );
}

#[test]
fn an_access_specifier_goes_with_its_colon() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.cpp");
    // Nothing needs `private:`, but its `:` is the class body's child, not the
    // specifier's: no node's deletion takes both.
    std::fs::write(
        &input,
        "struct Pair {\n  int first;\nprivate:\n};\n\
         static_assert(sizeof(Pair) == sizeof(int), \"\");\n",
    )
    .unwrap();
    let test = script(
        dir.path(),
        "t.sh",
        "#!/bin/sh\ng++ -std=c++17 -fsyntax-only in.cpp 2>/dev/null \
         && grep -qF 'static_assert(sizeof(Pair) == sizeof(int)' in.cpp\n",
    );
    let out = dir.path().join("out.cpp");
    let stats = reduce_with_stats(&input, &test, &out);
    let result = std::fs::read_to_string(&out).unwrap();
    assert!(!result.contains("private"), "{result}");
    assert!(!result.contains(':'), "{result}");
    let access = pass(&stats, "access specifiers with their colons");
    assert!(access["bytes_removed"].as_u64().unwrap() > 0, "{access}");
}
