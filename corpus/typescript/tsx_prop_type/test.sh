#!/bin/sh
# Interesting iff tsc (pinned 5.6.3, see case.toml) rejects a number given to the
# string prop 'label' of a JSX element (TS2322, reported at the attribute).
[ -f input.tsx ] || exit 1
out=$(LC_ALL=C timeout 20 tsc --noEmit --strict --skipLibCheck --lib es2020 --target es2020 \
    --jsx react --jsxFactory h --module esnext input.tsx 2>&1)
[ $? -eq 2 ] || exit 1
at=$(printf '%s\n' "$out" | sed -n "s/^input\.tsx(\([0-9]*\),\([0-9]*\)): error TS2322: Type 'number' is not assignable to type 'string'\.$/\1 \2/p" | head -n 1)
[ -n "$at" ] || exit 1
set -- $at
sed -n "${1}p" input.tsx | cut -c "${2}-" | grep -q '^label='
