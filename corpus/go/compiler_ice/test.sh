#!/bin/sh
# Interesting iff go 1.19's compiler (go tool compile, which prints its diagnostics on
# stdout) crashes with "internal compiler error: panic: runtime error: invalid memory
# address or nil pointer dereference": a method expression of a generic type whose
# methods are promoted from embedded fields, one of them a pointer to a generic type
# instantiated with a derived type (go.dev/issue/54058, test/typeparam/mdempsky/20.go).
# The object file goes to a scratch directory: never `-o /dev/null`, which the compiler
# removes when it fails.
[ -f input.go ] || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
out=$(LC_ALL=C timeout 20 go tool compile -o "$tmp/input.o" input.go 2>&1)
[ $? -ne 0 ] || exit 1
printf '%s\n' "$out" | grep -Eq '^[^ ]+: internal compiler error: panic: runtime error: invalid memory address or nil pointer dereference$' || exit 1
printf '%s\n' "$out" | grep -Fxq 'Please file a bug report including a short program that triggers the error.'
