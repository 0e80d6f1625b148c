#!/bin/sh
# Interesting iff gcc -Wall warns that a '%d' conversion is given an 'int64_t'
# argument (the file is gcc -E output: glibc's headers with line markers).
[ -f input.c ] || exit 1
out=$(LC_ALL=C timeout 10 gcc -fsyntax-only -Wall input.c 2>&1)
echo "$out" | grep -Eq "warning: format '%d' expects argument of type 'int', but argument [0-9]+ has type 'int64_t' \{aka 'long int'\} \[-Wformat=\]"
