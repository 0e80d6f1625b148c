#!/bin/sh
# Interesting iff the ASan-instrumented program reports a heap-buffer-overflow WRITE
# made by strcpy called from store_value: the value's copy has no room for its NUL.
# Locals start at zero and the memory layout is the same on every run (see
# corpus/c/asan_heap_overflow/test.sh).
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w -ftrivial-auto-var-init=zero -fsanitize=address input.c -o "$d/prog" >/dev/null 2>&1 || exit 1
(cd "$d" && setarch "$(uname -m)" -R timeout 2 env -i ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 ./prog) >/dev/null 2>"$d/err"
[ $? -eq 1 ] || exit 1
grep -q 'ERROR: AddressSanitizer: heap-buffer-overflow' "$d/err" || exit 1
grep -q '^WRITE of size ' "$d/err" || exit 1
grep -q '#0 0x[0-9a-f]* in .*strcpy' "$d/err" || exit 1
grep -q '#1 0x[0-9a-f]* in store_value ' "$d/err"
