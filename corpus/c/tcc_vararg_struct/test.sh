#!/bin/sh
# A wrong-code test: interesting iff tcc (Debian package "tcc", 0.9.27) and gcc
# both compile the program without warnings, gcc's build (with AddressSanitizer and
# UBSan) and its optimized build run cleanly and print the same output, and tcc's
# build prints something else. tcc reads a struct of floats passed as a variadic
# argument from the wrong place (va_arg of a struct passed in SSE registers).
# Each program runs with address-space randomization off and an empty environment
# (setarch -R, env -i), so that what a reduced program reads from garbage is the same
# on every run.
[ -f input.c ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C
# Warnings that often mean undefined behaviour make the candidate uninteresting.
gcc -std=gnu99 -O1 -Wall -Wextra -Wno-unused -Wno-unused-parameter -Werror \
    -fsanitize=address,undefined -fno-sanitize-recover=all \
    -o "$tmp/ref" input.c >/dev/null 2>&1 || exit 1
gcc -std=gnu99 -O2 -w -o "$tmp/opt" input.c >/dev/null 2>&1 || exit 1
[ -z "$(tcc -Wall -o "$tmp/tcc" input.c 2>&1)" ] || exit 1
[ -x "$tmp/tcc" ] || exit 1
run() { (cd "$tmp" && setarch "$(uname -m)" -R timeout 5 env -i "./$1"); }
run ref >"$tmp/ref.out" 2>"$tmp/ref.err" || exit 1
[ -s "$tmp/ref.err" ] && exit 1
run opt >"$tmp/opt.out" 2>/dev/null || exit 1
cmp -s "$tmp/ref.out" "$tmp/opt.out" || exit 1
[ -s "$tmp/ref.out" ] || exit 1
run tcc >"$tmp/tcc.out" 2>/dev/null
! cmp -s "$tmp/ref.out" "$tmp/tcc.out"
