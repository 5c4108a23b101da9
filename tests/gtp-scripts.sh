#!/bin/sh
# Runs every tests/gtp/NAME.tst through `tengen --gtp` and compares the
# answers with NAME.out, byte for byte.  Exit status as automake expects.
: "${TENGEN:=../../src/tengen}"
: "${srcdir:=.}"
dir="$srcdir/tests/gtp"
[ -d "$dir" ] || dir=$(dirname "$0")/gtp
fail=0 n=0
for t in "$dir"/*.tst; do
	name=$(basename "$t" .tst)
	n=$((n + 1))
	"$TENGEN" --gtp < "$t" > "gtp-$name.got" 2> "gtp-$name.err"
	status=$?
	if [ "$status" -ne 0 ] || [ -s "gtp-$name.err" ]; then
		echo "FAIL: $name: tengen --gtp exited with status $status, standard error:"
		cat "gtp-$name.err"
		fail=$((fail + 1))
	elif ! diff -u "$dir/$name.out" "gtp-$name.got"; then
		echo "FAIL: $name: answers differ (above)"
		fail=$((fail + 1))
	else
		echo "PASS: $name"
		rm -f "gtp-$name.got" "gtp-$name.err"
	fi
done
echo "GTP scripts: $n run, $fail failed"
[ "$fail" -eq 0 ]
