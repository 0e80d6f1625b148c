#!/bin/sh
# Reduced programs often read uninitialized locals, whose stack garbage can differ between
# runs even with the layout fixed (the kernel gives every run fresh random bytes, AT_RANDOM),
# so locals start at zero (-ftrivial-auto-var-init=zero). The rest of the memory layout is
# kept the same on every run: address-space randomization off (setarch -R), an empty
# environment and a relative path (env -i ./prog; both are copied onto the stack).
# Interesting iff the ASan-instrumented program reports a 4-byte (int) heap WRITE just
# past the end of a buffer, with ring_push as the faulting frame: a write of another
# size, a read, or the same write made from another function is another bug.
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w -ftrivial-auto-var-init=zero -fsanitize=address input.c -o "$d/prog" >/dev/null 2>&1 || exit 1
(cd "$d" && setarch "$(uname -m)" -R timeout 2 env -i ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 ./prog) >/dev/null 2>"$d/err"
[ $? -eq 1 ] || exit 1
grep -q 'ERROR: AddressSanitizer: heap-buffer-overflow' "$d/err" || exit 1
grep -q '^WRITE of size 4 ' "$d/err" || exit 1
grep -q '#0 0x[0-9a-f]* in ring_push ' "$d/err" || exit 1
grep -q 'is located 0 bytes to the right of' "$d/err"
