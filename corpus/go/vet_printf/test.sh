#!/bin/sh
# Interesting iff go vet's printf check reports a '%d' verb given a string argument in
# a call of (*log.Logger).Printf.
[ -f input.go ] || exit 1
out=$(LC_ALL=C go vet input.go 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq '^\./input\.go:[0-9]+:[0-9]+: \(\*log\.Logger\)\.Printf format %d has arg [^ ]+ of wrong type string$'
