#!/bin/sh
# Interesting iff g++ rejects a std::visit whose visitor has no overload for a
# `const Duration&` alternative: std::invoke_result of the visitor has no `type`, in the
# instantiation of std::visit. The file is `g++ -std=c++20 -E` output: libstdc++'s
# headers, line markers kept.
[ -f input.ii ] || exit 1
out=$(LC_ALL=C timeout 20 g++ -std=c++20 -fsyntax-only input.ii 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq "error: no type named 'type' in 'struct std::invoke_result<.*, const ([A-Za-z_]+::)?Duration&>'" || exit 1
printf '%s\n' "$out" | grep -q "required from '[^']* std::visit("
