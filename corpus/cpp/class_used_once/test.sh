#!/bin/sh
# Interesting iff g++'s only error is an assignment to the value a member's accessor
# returns (the quoted line assigns to `object.accessor()`), inside the station's
# update().
[ -f input.cpp ] || exit 1
out=$(LC_ALL=C timeout 10 g++ -std=c++17 -fsyntax-only input.cpp 2>&1)
[ $? -ne 0 ] || exit 1
[ "$(printf '%s\n' "$out" | grep -c "error:")" -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Eq "In member function 'void Station::update\(" || exit 1
printf '%s\n' "$out" | grep -Eq "error: lvalue required as left operand of assignment" || exit 1
printf '%s\n' "$out" | grep -Eq "^ +[0-9]+ \| .*[A-Za-z_][A-Za-z_0-9]*\.[A-Za-z_][A-Za-z_0-9]*\(\) *= "
