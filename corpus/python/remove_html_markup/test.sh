#!/bin/sh
# A fixed hash seed keeps set and dict-of-str iteration order, and so the verdict, stable.
export PYTHONHASHSEED=0
# Interesting iff the appended tests fail with "AssertionError: My Test".
# The candidate is never modified: a copy with the tests appended is run.
[ -f input.py ] || exit 1
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT
cat input.py > "$d/check.py"
cat >> "$d/check.py" <<'PY'

if remove_html_markup('<foo>bar</foo>') != 'bar':
    raise RuntimeError("Missing functionality")
assert remove_html_markup('"foo"') == '"foo"', "My Test"
PY
python3 "$d/check.py" >/dev/null 2>"$d/err"
[ $? -eq 1 ] || exit 1
[ "$(tail -n 1 "$d/err")" = "AssertionError: My Test" ]
