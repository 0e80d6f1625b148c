#!/bin/sh
# Interesting iff go build (Debian's go 1.19) rejects a string variable passed where a
# method expects a float64.
[ -f input.go ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
out=$(LC_ALL=C timeout 20 go build -o "$tmp/quota" input.go 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq '^\./input\.go:[0-9]+:[0-9]+: cannot use [^ ]+ \(variable of type string\) as type float64 in argument to [^ ]+$'
