#!/bin/sh
# Reduced programs often read uninitialized locals, whose stack garbage can differ between
# runs even with the layout fixed (the kernel gives every run fresh random bytes, AT_RANDOM),
# so locals start at zero (-ftrivial-auto-var-init=zero). The rest of the memory layout is
# kept the same on every run: address-space randomization off (setarch -R), an empty
# environment and a relative path (env -i ./prog; both are copied onto the stack).
# Interesting iff the program aborts on the empty-queue assertion in heap_pop.
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w -ftrivial-auto-var-init=zero input.c -o "$d/prog" >/dev/null 2>&1 || exit 1
(cd "$d" && setarch "$(uname -m)" -R timeout 2 env -i ./prog) >/dev/null 2>"$d/err"
[ $? -eq 134 ] || exit 1
grep -Fq "input.c:" "$d/err" || exit 1
grep -Fq ": heap_pop: Assertion \`h->size > 0 && \"pop from empty event queue\"' failed." "$d/err"
