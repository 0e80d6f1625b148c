#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff running the script dies with a KeyError (any key) raised in unit_price
# itself: the traceback's last frame is unit_price, so a KeyError at another lookup (a
# module-level constant, discount_for, a CATALOG lookup) is a different bug.
[ -f input.py ] || exit 1
err=$(timeout 5 python3 input.py 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$err" | grep -q '^Traceback (most recent call last):$' || exit 1
printf '%s\n' "$err" | tail -n 1 | grep -Eq '^KeyError: ' || exit 1
last=$(printf '%s\n' "$err" | grep -E '^  File "' | tail -n 1)
printf '%s\n' "$last" | grep -Eq '^  File "([^"]*/)?input\.py", line [0-9]+, in unit_price$'
