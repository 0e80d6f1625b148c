#!/bin/sh
# Reduced programs often read uninitialized locals, whose stack garbage can differ between
# runs even with the layout fixed (the kernel gives every run fresh random bytes, AT_RANDOM),
# so locals start at zero (-ftrivial-auto-var-init=zero). The rest of the memory layout is
# kept the same on every run: address-space randomization off (setarch -R), an empty
# environment and a relative path (env -i ./prog; both are copied onto the stack). A
# pointer passed where an int is expected is an error (-Werror=int-conversion): an
# address truncated to an int compares by chance.
# Interesting iff the program aborts on glibc's assertion message from stack_push whose
# expression still bounds one named thing by another with `<` and carries the "stack
# overflow" string: `input.c:N: stack_push: Assertion `X < Y && "stack overflow"'
# failed.`, X and Y each a name or a member path (`s->top`, `MAX_DEPTH`; not a bare
# number: `0 < 0` or `s < 0` no longer bounds the stack by its depth). The line number
# and the names may change; an assert(0), another function's assertion, or an abort
# without the message is another bug.
[ -f input.c ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
gcc -O0 -w -ftrivial-auto-var-init=zero -Werror=int-conversion input.c -o "$d/prog" >/dev/null 2>&1 || exit 1
(cd "$d" && setarch "$(uname -m)" -R timeout 2 env -i ./prog) >/dev/null 2>"$d/err"
[ $? -eq 134 ] || exit 1
n='[A-Za-z_][A-Za-z0-9_]*((->|\.)[A-Za-z_][A-Za-z0-9_]*)*'
grep -Eq "(^|: )input\.c:[0-9]+: stack_push: Assertion \`$n < $n && \"stack overflow\"' failed\.$" "$d/err"
