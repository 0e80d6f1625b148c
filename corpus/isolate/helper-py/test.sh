#!/bin/sh
# Fails (exit 0) when the total is wrong; a candidate that does not run is unresolved.
out=$(python3 new.py 2>err) || { cat err >&2; exit 125; }
[ "$out" != "total: 26" ]
