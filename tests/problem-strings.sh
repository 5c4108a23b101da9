#!/bin/sh
# problem-strings.sh — data/problem-strings.h (the problems' titles and
# comments for xgettext, so the catalogs translate them) is what
# tests/problem_strings makes of data/problems/*.sgf now: a problem
# changed or added without "make update-problem-strings" fails here.
top=${top_srcdir:-${srcdir:-.}}
prog=tests/problem_strings
[ -x "$prog" ] || { echo "FAIL: $prog is not built"; exit 99; }
tmp=$(mktemp "${TMPDIR:-/tmp}/problem-strings.XXXXXX") || exit 99
trap 'rm -f "$tmp"' EXIT
LC_ALL=C "$prog" "$top"/data/problems/*.sgf > "$tmp" || { echo "FAIL: $prog failed"; exit 1; }
if ! diff -u "$top/data/problem-strings.h" "$tmp"; then
	echo "FAIL: data/problem-strings.h is stale: run make update-problem-strings"
	exit 1
fi
n=$(grep -c '^	N_(' "$tmp")
[ "$n" -ge 41 ] || { echo "FAIL: only $n texts found in the problems"; exit 1; }
echo "ok: data/problem-strings.h holds the $n texts of the problems"
