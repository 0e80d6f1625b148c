#!/bin/sh
# Interesting iff gcc rejects the call kv_foreach(..., sum_visitor, ...) because
# the visitor's type does not match the kv_visit_fn parameter.
[ -f input.c ] || exit 1
out=$(LC_ALL=C timeout 10 gcc -fsyntax-only -Werror=incompatible-pointer-types input.c 2>&1)
[ $? -ne 0 ] || exit 1
echo "$out" | grep -q "error: passing argument 2 of 'kv_foreach' from incompatible pointer type \[-Werror=incompatible-pointer-types\]"
