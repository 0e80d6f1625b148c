#!/bin/sh
# Interesting iff rustc's borrow checker rejects a mutable borrow of `*self` while the
# map it iterates over is still borrowed (E0502).
[ -f input.rs ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
out=$(LC_ALL=C timeout 10 rustc --edition 2021 --crate-type lib --emit=metadata --out-dir "$tmp" input.rs 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Fq 'error[E0502]: cannot borrow `*self` as mutable because it is also borrowed as immutable'
