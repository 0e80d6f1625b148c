#!/bin/sh
# Interesting iff building the tool with its Makefile fails at the link with a second
# definition of trace_level: settings.h defines it (not only declares it), and every
# object whose source includes the header gets its own copy.
[ -f Makefile ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cp -R . "$tmp/build" || exit 1
LC_ALL=C timeout 60 make -k -C "$tmp/build" >"$tmp/out" 2>&1
grep -q "multiple definition of \`trace_level'" "$tmp/out"
