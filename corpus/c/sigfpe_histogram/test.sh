#!/bin/sh
# Reduced programs often read uninitialized locals, whose stack garbage can differ between
# runs even with the layout fixed (the kernel gives every run fresh random bytes, AT_RANDOM),
# so locals start at zero (-ftrivial-auto-var-init=zero). The rest of the memory layout is
# kept the same on every run: address-space randomization off (setarch -R), an empty
# environment and a relative path (env -i ./prog; both are copied onto the stack).
# Interesting iff the program compiles, prints the error-rate summary and then
# dies with SIGFPE (integer division by zero), i.e. exit status 128+8.
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w -ftrivial-auto-var-init=zero input.c -o "$d/prog" >/dev/null 2>&1 || exit 1
(cd "$d" && setarch "$(uname -m)" -R timeout 2 env -i ./prog) > "$d/out" 2>/dev/null
rc=$?
[ $rc -eq 136 ] || exit 1
grep -q '^error rate: 20\.0%$' "$d/out"
