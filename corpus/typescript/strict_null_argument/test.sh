#!/bin/sh
# Interesting iff tsc (pinned 5.6.3, see case.toml) in strict mode rejects passing a
# 'string | undefined' where a 'string' parameter is expected (TS2345).
[ -f input.ts ] || exit 1
out=$(LC_ALL=C timeout 20 tsc --noEmit --strict --skipLibCheck --lib es2020 --target es2020 input.ts 2>&1)
[ $? -eq 2 ] || exit 1
printf '%s\n' "$out" | grep -Eq "^input\.ts\([0-9]+,[0-9]+\): error TS2345: Argument of type 'string \| undefined' is not assignable to parameter of type 'string'\.$"
