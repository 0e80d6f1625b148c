#!/bin/sh
# Interesting iff the appended tests fail with "AssertionError: My Test".
f=input.py
[ -f "$f" ] || exit 1
t=$(mktemp "${TMPDIR:-/tmp}/hedge_rhm.XXXXXX.py") || exit 1
trap 'rm -f "$t" "$t.err"' EXIT
cat "$f" > "$t"
cat >> "$t" <<'PY'

if remove_html_markup('<foo>bar</foo>') != 'bar':
    raise RuntimeError("Missing functionality")
assert remove_html_markup('"foo"') == '"foo"', "My Test"
PY
timeout 5 python3 "$t" >/dev/null 2>"$t.err"
rc=$?
[ $rc -eq 1 ] || exit 1
tail -n 1 "$t.err" | grep -qx 'AssertionError: My Test'
