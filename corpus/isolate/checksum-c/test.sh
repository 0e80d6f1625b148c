#!/bin/sh
# Interesting (exit 0) iff the program builds and prints a wrong checksum.
# A candidate that does not build cannot be tested: exit 125 (unresolved).
gcc -O0 -o prog new.c 2>build.log || exit 125
out=$(./prog) || exit 0
[ "$out" != "checksum 204980331" ]
