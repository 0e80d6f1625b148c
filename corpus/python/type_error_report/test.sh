#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff the analyser dies with the int += str TypeError raised in
# HostStats.add_sample (the "-" size of a 304 response kept as a string).
[ -f input.py ] || exit 1
err=$(timeout 5 python3 input.py 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
[ "$(printf '%s\n' "$err" | tail -n 1)" = "TypeError: unsupported operand type(s) for +=: 'int' and 'str'" ] || exit 1
printf '%s\n' "$err" | grep -Eq '^  File "([^"]*/)?input\.py", line [0-9]+, in add_sample$'
