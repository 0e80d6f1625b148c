#!/bin/sh
# Interesting iff clang 15 crashes (a segmentation fault, the stack dump printed) building
# the type of a constrained `auto` parameter: ASTContext::getAutoTypeInternal on the stack
# (llvm/llvm-project issue 59436). The file is `clang++-15 -std=c++20 -E` output:
# libstdc++'s headers, line markers kept. -fno-crash-diagnostics: no reproducer files.
[ -f input.ii ] || exit 1
out=$(LC_ALL=C timeout 20 clang++-15 -std=c++20 -fsyntax-only -fno-crash-diagnostics input.ii 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -q "^PLEASE submit a bug report" || exit 1
printf '%s\n' "$out" | grep -q " clang::ASTContext::getAutoTypeInternal("
