#!/bin/sh
# Interesting iff g++ rejects a copy of a std::unique_ptr<Job> (its copy constructor is
# deleted). The file is `g++ -std=c++17 -E` output: libstdc++'s headers, line markers kept.
[ -f input.ii ] || exit 1
out=$(LC_ALL=C timeout 20 g++ -std=c++17 -fsyntax-only input.ii 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq "error: use of deleted function 'std::unique_ptr<_Tp, _Dp>::unique_ptr\(const std::unique_ptr<_Tp, _Dp>&\) \[with _Tp = ([A-Za-z_]+::)?Job; _Dp = std::default_delete<([A-Za-z_]+::)?Job>\]'"
