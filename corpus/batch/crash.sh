#!/bin/sh
# Runs the hdg decoder on $1 and reports whether it crashed.
#
# On a crash it prints "crashed: signal N" on stderr and exits 128+N; otherwise it exits 0
# silently. With hedge's command mode (`--match crashed -- crash.sh {}`), a candidate is
# interesting when it crashes with the same signal as the original input.
#
# The decoder is $HEDGE_BATCH_TARGET when set; otherwise target.c beside this script is
# compiled once into a cache file named after its checksum.
set -u
target=${HEDGE_BATCH_TARGET:-}
if [ -z "$target" ]; then
    here=$(dirname "$0")
    sum=$(cksum < "$here/target.c" | cut -d' ' -f1)
    target="${TMPDIR:-/tmp}/hedge-batch-target-$sum"
    if [ ! -x "$target" ]; then
        # Compile under a private name, then rename: concurrent tests never see a
        # half-written binary.
        tmp="$target.$$"
        gcc -O0 -g -o "$tmp" "$here/target.c" || exit 125
        mv -f "$tmp" "$target"
    fi
fi
"$target" "$1" >/dev/null 2>&1
status=$?
if [ "$status" -gt 128 ]; then
    echo "crashed: signal $((status - 128))" >&2
    exit "$status"
fi
exit 0
