#!/bin/sh
# Interesting iff node dies with a TypeError reading 'toFixed' of undefined, thrown in
# formatLine.
[ -f input.js ] || exit 1
out=$(LC_ALL=C timeout 10 node input.js 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Fxq "TypeError: Cannot read properties of undefined (reading 'toFixed')" || exit 1
printf '%s\n' "$out" | grep -A1 -F "TypeError: Cannot read properties" | grep -Eq '^ +at formatLine \('
