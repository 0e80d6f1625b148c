#!/bin/sh
# Interesting iff gcc -Werror=incompatible-pointer-types rejects argument 1 of
# poll(), given an 'ev_io_t *' where 'struct pollfd *' is expected. Local
# includes ("evloop.h") are found next to this script: the input is the
# unpreprocessed source.
[ -f input.c ] || exit 1
here=$(cd "$(dirname "$0")" && pwd)
out=$(LC_ALL=C timeout 10 gcc -fsyntax-only -iquote "$here" -Werror=incompatible-pointer-types input.c 2>&1)
[ $? -ne 0 ] || exit 1
echo "$out" | grep -q "error: passing argument 1 of 'poll' from incompatible pointer type \[-Werror=incompatible-pointer-types\]" &&
echo "$out" | grep -q "note: expected 'struct pollfd \*' but argument is of type 'ev_io_t \*' {aka 'struct ev_io \*'}"
