#!/bin/sh
# Interesting iff rustc rejects a multiplication of a `Money` by a `u32` in src/lib.rs,
# pointing at the type `Money` in src/money.rs as the one without `Mul<u32>`. E0277 while
# `Money` implements `Mul` for other types, E0369 once it implements none: the same
# diagnosis either way.
[ -f src/lib.rs ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
out=$(LC_ALL=C timeout 10 rustc --edition 2021 --crate-type lib --emit=metadata --out-dir "$tmp" src/lib.rs 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -A1 -E '^error\[E0(277|369)\]: cannot multiply `Money` by `u32`$' |
    grep -Eq '^ *--> src/lib\.rs:[0-9]+:[0-9]+$' || exit 1
printf '%s\n' "$out" | grep -A1 -E '^(help|note): .*`Mul<u32>`.* for `Money`$' |
    grep -Eq '^ *--> src/money\.rs:[0-9]+:[0-9]+$'
