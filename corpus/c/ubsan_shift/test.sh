#!/bin/sh
# Reduced programs often read uninitialized locals, whose stack garbage can differ between
# runs even with the layout fixed (the kernel gives every run fresh random bytes, AT_RANDOM),
# so locals start at zero (-ftrivial-auto-var-init=zero). The rest of the memory layout is
# kept the same on every run: address-space randomization off (setarch -R), an empty
# environment and a relative path (env -i ./prog; both are copied onto the stack).
# Interesting iff the UBSan-instrumented program stops on an int left shift
# whose exponent is too large (1 << n with n >= 32).
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w -ftrivial-auto-var-init=zero -fsanitize=undefined -fno-sanitize-recover=undefined input.c -o "$d/prog" -lm >/dev/null 2>&1 || exit 1
(cd "$d" && setarch "$(uname -m)" -R timeout 2 env -i ./prog) >/dev/null 2>"$d/err"
[ $? -eq 1 ] || exit 1
grep -Eq "^input\.c:[0-9]+:[0-9]+: runtime error: shift exponent [0-9]+ is too large for 32-bit type 'int'$" "$d/err"
