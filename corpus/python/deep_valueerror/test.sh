#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff running the script dies with the ValueError for the negative
# MS-220 quantity, raised in allocate_stock and reached through process_order.
[ -f input.py ] || exit 1
err=$(timeout 5 python3 input.py 2>&1 >/dev/null)
[ $? -eq 1 ] || exit 1
[ "$(printf '%s\n' "$err" | tail -n 1)" = "ValueError: cannot allocate -2 units of SKU 'MS-220'" ] || exit 1
printf '%s\n' "$err" | grep -Eq '^  File "([^"]*/)?input\.py", line [0-9]+, in allocate_stock$' || exit 1
printf '%s\n' "$err" | grep -Eq '^  File "([^"]*/)?input\.py", line [0-9]+, in process_order$'
