#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff pyflakes (pinned 3.2.0, see case.toml) reports the undefined
# name 'backoff_sec' in input.py.
[ -f input.py ] || exit 1
out=$(timeout 5 python3 -m pyflakes input.py 2>&1)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$out" | grep -Eq "^input\.py:[0-9]+:[0-9]+:? undefined name 'backoff_sec'$"
