#!/bin/sh
# Interesting iff javac 17 rejects a call that throws IOException in a method that
# neither catches nor declares it.
[ -f input.java ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# A JIT that stops at its first tier and the serial collector start javac faster.
out=$(LC_ALL=C timeout 20 javac -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -proc:none \
    -implicit:none -d "$tmp" input.java 2>&1)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Eq '^input\.java:[0-9]+: error: unreported exception IOException; must be caught or declared to be thrown$'
