#!/bin/sh
# Interesting iff the sparse semantic checker (Debian package "sparse", 0.6.4)
# reports a 'typeof' without a parenthesised operand and then crashes with
# SIGSEGV (exit status 128+11).
[ -f input.c ] || exit 1
err=$( (timeout 5 sparse input.c >/dev/null) 2>&1 )
rc=$?
[ $rc -eq 139 ] || exit 1
printf '%s\n' "$err" | grep -q "error: expected '(' after typeof"
