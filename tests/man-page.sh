#!/bin/sh
# The manual page (man/tengen.6) formats without a warning: groff -ww in
# UTF-8 (so a request joined to the line before it, an unknown escape, a raw
# non-ASCII byte groff cannot read without preconv are all reported), and
# every command entry of the : line begins its own tagged paragraph (the
# `seal` entry was once swallowed by the `bell` one).
: "${srcdir:=.}"
top=${top_srcdir:-$srcdir}
page=$top/man/tengen.6
command -v groff >/dev/null 2>&1 || { echo "SKIP: groff is not installed"; exit 77; }
fail=0
w=$(groff -ww -man -Tutf8 -z "$page" 2>&1)
if [ -n "$w" ]; then
	echo "man-page: groff warns:"; echo "$w"; fail=1
fi
# A request (a dot and letters) after text on the same line.
if grep -n '[^ \\]\.\(TP\|PP\|B\|BR\|IP\|SH\|SS\)$' "$page"; then
	echo "man-page: a request joined to the line before it (above)"; fail=1
fi
# No raw non-ASCII: groff without preconv cannot read it (\[uXXXX] instead).
if LC_ALL=C grep -n '[^ -~	]' "$page" | head -5 | grep .; then
	echo "man-page: raw non-ASCII characters (above): write \\[uXXXX]"; fail=1
fi
out=$(MANWIDTH=80 groff -man -Tutf8 "$page" 2>/dev/null | sed 's/.\x08//g')
echo "$out" | grep -q '^       seal \[POINT|pass \[FILE\]\]' ||
	{ echo "man-page: the seal entry is not a paragraph of its own"; fail=1; }
[ $fail = 0 ] && echo "man-page: clean"
exit $fail
