#!/bin/sh
# Interesting iff Python's configparser (strict mode, the default) rejects the
# file because section [upstream:search] sets read_timeout twice.
[ -f input.ini ] || exit 1
err=$(timeout 5 python3 -c 'import configparser, sys
cp = configparser.ConfigParser()
with open("input.ini", encoding="utf-8") as fh:
    cp.read_file(fh, source="input.ini")' 2>&1)
[ $? -eq 1 ] || exit 1
printf '%s\n' "$err" | tail -n 1 | grep -Eq "^configparser\.DuplicateOptionError: While reading from 'input\.ini' \[line +[0-9]+\]: option 'read_timeout' in section 'upstream:search' already exists$"
