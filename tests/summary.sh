#!/bin/sh
# Test wrapper (LOG_COMPILER): runs one test, keeps its whole output for the
# .log file, and copies its summary lines — check's "N%: Checks: …", the
# differential test's counts, the script runners' totals — to the terminal
# through fd 9 (AM_TESTS_FD_REDIRECT), so `make check` shows them.
out=$(mktemp "${TMPDIR:-/tmp}/tengen-test.XXXXXX") || exit 99
"$@" >"$out" 2>&1
rc=$?
cat "$out"
name=$(basename "$1")
grep -E '^[0-9]+%: Checks:|^gnugo_diff:|[A-Za-z]+: [0-9]+ run, [0-9]+ failed|^SKIP:|^e2e:' "$out" |
	sed "s|^|  $name: |" >&9 2>/dev/null
rm -f "$out"
exit $rc
