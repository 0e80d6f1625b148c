#!/bin/sh
# Interesting iff g++ rejects a call of the non-const member function 'lookup' through
# a const object ('this' discards qualifiers).
[ -f input.cpp ] || exit 1
out=$(LC_ALL=C timeout 10 g++ -fsyntax-only input.cpp 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq "error: passing 'const [^']+' as 'this' argument discards qualifiers \[-fpermissive\]" || exit 1
printf '%s\n' "$out" | grep -Eq "note: +in call to '[^']*lookup\("
