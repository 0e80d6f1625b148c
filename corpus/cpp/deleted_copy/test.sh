#!/bin/sh
# Interesting iff g++ rejects a copy of 'Segment', whose copy constructor is implicitly
# deleted because a member (the move-only file handle) cannot be copied.
[ -f input.cpp ] || exit 1
out=$(LC_ALL=C timeout 10 g++ -fsyntax-only input.cpp 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq "error: use of deleted function '([A-Za-z_:]*::)?Segment::Segment\(const ([A-Za-z_:]*::)?Segment&\)'" || exit 1
printf '%s\n' "$out" | grep -Eq "note: '([A-Za-z_:]*::)?Segment::Segment\(const ([A-Za-z_:]*::)?Segment&\)' is implicitly deleted because the default definition would be ill-formed:"
