#!/bin/sh
# Interesting iff gcc 12.2, compiling at -O0 with -fopenmp -fexceptions, crashes with the
# internal compiler error in expand_gimple_stmt_1 (an OpenMP taskgroup directly around
# another; GCC PR c/107001). The file is `gcc -E -fopenmp` output: Lua 5.4.6's onelua.c
# amalgamation, glibc's headers and omp.h, line markers kept.
[ -f input.c ] || exit 1
out=$(LC_ALL=C timeout 20 gcc -O0 -fopenmp -fexceptions -S -o /dev/null input.c 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -q "internal compiler error: in expand_gimple_stmt_1, at cfgexpand.cc:4006"
