#!/bin/sh
# Interesting iff g++ 12.2 crashes with the internal compiler error in check_noexcept_r
# (GCC PR c++/108116). The file is `g++ -std=c++17 -E` output: libstdc++'s headers, line
# markers kept.
[ -f input.ii ] || exit 1
out=$(LC_ALL=C timeout 20 g++ -std=c++17 -fsyntax-only input.ii 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -q "internal compiler error: in check_noexcept_r, at cp/except.cc:1074"
