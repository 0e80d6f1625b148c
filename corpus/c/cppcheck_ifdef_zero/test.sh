#!/bin/sh
# Interesting iff cppcheck (Debian package "cppcheck", 2.10) crashes with SIGSEGV
# (exit status 128+11) while checking the file as C, having printed nothing but that
# it started: the crash on a struct definition followed by a lone '*' at the end of
# the file (cppcheck ticket 11639, fixed in 2.11).
[ -f input.c ] || exit 1
out=$(LC_ALL=C timeout 10 cppcheck --language=c input.c 2>/dev/null)
[ $? -eq 139 ] || exit 1
[ "$out" = "Checking input.c ..." ]
