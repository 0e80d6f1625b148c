#!/bin/sh
# Interesting iff the program, built as `rustc -o prog input.rs` (the default edition),
# panics with "index out of bounds" inside Matrix::get called from Matrix::mul: the
# backtrace's first two frames in the program are input::Matrix::get, then
# input::Matrix::mul. An index out of bounds elsewhere (Matrix::set, main, summarize)
# is a different bug.
[ -f input.rs ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C timeout 20 rustc -o "$tmp/prog" input.rs >/dev/null 2>&1 || exit 1
err=$(cd "$tmp" && RUST_BACKTRACE=1 timeout 5 ./prog 2>&1 >/dev/null)
[ $? -eq 101 ] || exit 1
printf '%s\n' "$err" | grep -A1 -E "^thread '[^']*'( \([0-9]+\))? panicked at input\.rs:[0-9]+:[0-9]+:$" |
    grep -Eq '^index out of bounds: the len is [0-9]+ but the index is [0-9]+$' || exit 1
frames=$(printf '%s\n' "$err" | sed -n 's/^ *[0-9][0-9]*: \(input::.*\)$/\1/p' | head -n 2)
[ "$frames" = "input::Matrix::get
input::Matrix::mul" ]
