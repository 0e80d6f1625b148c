#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff CPython 3.11 refuses to compile the file with the
# "cannot assign to function call here" hint about '==' (nothing is executed).
[ -f input.py ] || exit 1
err=$(timeout 5 python3 -c 'import sys; compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")' input.py 2>&1)
[ $? -eq 1 ] || exit 1
[ "$(printf '%s\n' "$err" | tail -n 1)" = "SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?" ]
