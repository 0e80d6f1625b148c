#!/bin/sh
# Interesting iff g++ rejects the program because the ring's peak() calls the
# non-const reading() on a const element, reported while instantiating peak() of the
# Ring class template.
[ -f input.cpp ] || exit 1
out=$(LC_ALL=C timeout 10 g++ -std=c++17 -fsyntax-only input.cpp 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq "In instantiation of '[^']*Ring<[^']*>::peak\(\) const" || exit 1
printf '%s\n' "$out" | grep -Eq "error: passing 'const [^']+' as 'this' argument discards qualifiers \[-fpermissive\]"
