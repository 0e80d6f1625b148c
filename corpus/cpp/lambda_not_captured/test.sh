#!/bin/sh
# Interesting iff g++'s only error is that a lambda in poll() uses the sensor, a
# parameter it does not capture.
[ -f input.cpp ] || exit 1
out=$(LC_ALL=C timeout 10 g++ -std=c++17 -fsyntax-only input.cpp 2>&1)
[ $? -ne 0 ] || exit 1
[ "$(printf '%s\n' "$out" | grep -c "error:")" -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Eq "In lambda function:" || exit 1
printf '%s\n' "$out" | grep -Eq "error: 'sensor' is not captured"
