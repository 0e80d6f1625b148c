#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff the settings resolver recurses forever through
# resolve -> _interpolate -> resolve (a ${...} reference cycle) and dies with
# RecursionError.
[ -f input.py ] || exit 1
err=$(env -i PATH="$PATH" timeout 5 python3 input.py 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$err" | tail -n 1 | grep -Eq '^RecursionError: maximum recursion depth exceeded' || exit 1
printf '%s\n' "$err" | grep -Eq '^  File "([^"]*/)?input\.py", line [0-9]+, in _interpolate$' || exit 1
[ "$(printf '%s\n' "$err" | grep -Ec '^  File "([^"]*/)?input\.py", line [0-9]+, in resolve$')" -ge 50 ]
