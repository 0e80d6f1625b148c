#!/bin/sh
# Interesting iff input.txt contains a '(' followed (anywhere later) by a ')'.
[ -f input.txt ] || exit 1
LC_ALL=C tr -d '\n' < input.txt | LC_ALL=C grep -q '(.*)'
