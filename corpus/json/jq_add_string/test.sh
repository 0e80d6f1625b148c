#!/bin/sh
# Interesting iff jq, shifting every service's host port by 10000, fails because one
# port is a string ("string ... and number (10000) cannot be added").
[ -f input.json ] || exit 1
out=$(LC_ALL=C timeout 10 jq -r '.services | to_entries[] | .key as $name | .value.ports[]
    | "\($name) \(.name) \(.host + 10000)"' input.json 2>&1 >/dev/null)
[ $? -eq 5 ] || exit 1
printf '%s\n' "$out" | grep -Eq '^jq: error \(at input\.json:[0-9]+\): string \("[^"]*"\) and number \(10000\) cannot be added$'
