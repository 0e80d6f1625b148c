#!/bin/sh
# The program runs with address-space randomization off (setarch -R): reduced programs
# often read uninitialized memory, and a random layout would make the verdict flaky.
# Interesting iff the program compiles, prints the error-rate summary and then
# dies with SIGFPE (integer division by zero), i.e. exit status 128+8.
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w input.c -o "$d/prog" >/dev/null 2>&1 || exit 1
setarch "$(uname -m)" -R timeout 2 "$d/prog" > "$d/out" 2>/dev/null
rc=$?
[ $rc -eq 136 ] || exit 1
grep -q '^error rate: 20\.0%$' "$d/out"
