#!/bin/sh
# Interesting iff g++'s only error is in the lexer's number(), a member function of Lexer
# returning double, that returns a const char* pointer.
[ -f input.cpp ] || exit 1
out=$(LC_ALL=C timeout 10 g++ -std=c++17 -fsyntax-only input.cpp 2>&1)
[ $? -ne 0 ] || exit 1
[ "$(printf '%s\n' "$out" | grep -c "error:")" -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Eq "In member function 'double Lexer::number\(\)'" || exit 1
printf '%s\n' "$out" | grep -Eq "error: cannot convert 'const char\*' to 'double' in return"
