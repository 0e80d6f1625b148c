#!/bin/sh
# A wrong-code test: interesting iff gcc compiles the program without warnings, tcc
# (Debian package "tcc", 0.9.27+git20200814) compiles it with no diagnostic other than
# "empty case range", gcc's build (with AddressSanitizer and UBSan) and its optimized
# build run cleanly and print the same output, and tcc's build prints something else.
# tcc sorts and compares the cases of a switch on a 64-bit unsigned value as signed, so
# a GNU case range that crosses 2^63 (1000000000000000000ULL ... 9999999999999999999ULL)
# is "empty" to it (its one warning) and never matches; gcc accepts it silently.
# gcc's two builds fill uninitialized locals differently (a pattern under the
# sanitizers, zeros at -O2), so a candidate whose output reads one is not interesting:
# the outputs must differ by the case range, not by garbage. Each program runs with
# address-space randomization off and an empty environment (setarch -R, env -i).
[ -f input.c ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C
# Warnings that often mean undefined behaviour make the candidate uninteresting.
gcc -std=gnu99 -O1 -Wall -Wextra -Wno-unused -Wno-unused-parameter -Werror \
    -fsanitize=address,undefined -fno-sanitize-recover=all -ftrivial-auto-var-init=pattern \
    -o "$tmp/ref" input.c >/dev/null 2>&1 || exit 1
gcc -std=gnu99 -O2 -w -ftrivial-auto-var-init=zero -o "$tmp/opt" input.c >/dev/null 2>&1 || exit 1
tcc -Wall -o "$tmp/tcc" input.c >"$tmp/tcc.log" 2>&1 || exit 1
grep -v '^input\.c:[0-9]*: warning: empty case range$' "$tmp/tcc.log" | grep -q . && exit 1
[ -x "$tmp/tcc" ] || exit 1
run() { (cd "$tmp" && setarch "$(uname -m)" -R timeout 5 env -i "./$1"); }
run ref >"$tmp/ref.out" 2>"$tmp/ref.err" || exit 1
[ -s "$tmp/ref.err" ] && exit 1
run opt >"$tmp/opt.out" 2>/dev/null || exit 1
cmp -s "$tmp/ref.out" "$tmp/opt.out" || exit 1
[ -s "$tmp/ref.out" ] || exit 1
run tcc >"$tmp/tcc.out" 2>/dev/null
! cmp -s "$tmp/ref.out" "$tmp/tcc.out"
