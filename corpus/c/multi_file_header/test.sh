#!/bin/sh
# Interesting iff gcc, compiling each source under src/ against include/, reports that
# the definition of ring_push in src/ring.c conflicts with its prototype in
# include/ring.h.
[ -f src/ring.c ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
for src in src/*.c; do
    [ -f "$src" ] || continue
    LC_ALL=C timeout 10 gcc -std=gnu11 -Wall -Wextra -fsyntax-only -fno-diagnostics-show-caret \
        -Iinclude "$src" >>"$tmp/out" 2>&1
done
grep -A2 -E "^src/ring\.c:[0-9]+:[0-9]+: error: conflicting types for 'ring_push'; have '[^']*'$" "$tmp/out" |
    grep -Eq "^include/ring\.h:[0-9]+:[0-9]+: note: previous declaration of 'ring_push' with type '[^']*'$"
