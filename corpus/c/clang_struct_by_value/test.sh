#!/bin/sh
# Interesting iff clang's first error is passing a struct by value where a pointer to
# that struct is expected: "passing 'struct circle' to parameter of incompatible type
# 'const struct circle *'". The struct's name may change (a reducer may rename it; the
# bug is the missing &, not the name) but must be the same on both sides, and the
# argument may be const-qualified (`sh->u.c` through a const pointer is the same
# mistake); a pointer parameter that is not `const struct X *`, another type, or any
# other first error is another bug.
[ -f input.c ] || exit 1
out=$(LC_ALL=C clang-15 -fsyntax-only input.c 2>&1)
[ $? -eq 1 ] || exit 1
first=$(printf '%s\n' "$out" | grep -m1 ': error: ')
printf '%s\n' "$first" | grep -q "^input\.c:[0-9]*:[0-9]*: error: passing '\(const \)\{0,1\}struct \([A-Za-z_][A-Za-z0-9_]*\)' to parameter of incompatible type 'const struct \2 \*'"
