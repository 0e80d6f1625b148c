#!/bin/sh
# Interesting iff gcc -Wall -Werror=format reports a '%s' conversion given an
# 'unsigned long' argument.
[ -f input.c ] || exit 1
out=$(LC_ALL=C timeout 10 gcc -fsyntax-only -Wall -Werror=format input.c 2>&1)
[ $? -ne 0 ] || exit 1
echo "$out" | grep -Eq "error: format '%s' expects argument of type 'char \*', but argument [0-9]+ has type 'long unsigned int' \[-Werror=format=\]"
