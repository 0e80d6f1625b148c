#!/bin/sh
# Interesting iff rustc's deny-by-default lint arithmetic_overflow rejects a shift of a
# u32 by 32 bits (found while building MIR, hence --emit=mir).
[ -f input.rs ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
out=$(LC_ALL=C timeout 10 rustc --edition 2021 --crate-type lib --emit=mir --out-dir "$tmp" input.rs 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Fxq 'error: this arithmetic operation will overflow' || exit 1
printf '%s\n' "$out" | grep -Fq 'attempt to shift left by `32_u32`, which would overflow'
