#!/bin/sh
# Interesting iff esbuild (pinned 0.24.0, see case.toml), with its assign-to-constant
# warning made an error, rejects an assignment to the constant 'retryDelay'.
[ -f input.js ] || exit 1
out=$(LC_ALL=C timeout 10 esbuild input.js --log-override:assign-to-constant=error --color=false --log-level=error 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Fq '[ERROR] This assignment will throw because "retryDelay" is a constant [assign-to-constant]' || exit 1
printf '%s\n' "$out" | grep -Fq 'The symbol "retryDelay" was declared a constant here:'
