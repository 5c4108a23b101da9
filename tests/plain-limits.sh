#!/bin/sh
# What tengen reads has a size and never waits on nothing (issue 21): a
# --plain line of 300 MB under a 200 MB address space is refused with a
# message and the next line runs (it grew to 294 MB in 9.5 s); a config
# that is a FIFO, /dev/zero or a directory is said on stderr and tengen
# starts with the defaults (the FIFO hung the start, /dev/zero took
# 1.8 GB in 10 s, the directory was ignored in silence).
: "${TENGEN:=src/tengen}"
n=0 fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tengen-limits.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" \
	XDG_STATE_HOME="$tmp/state"

# check NAME PATTERN...: every pattern is a line of $tmp/out
check() {
	name=$1
	shift
	n=$((n + 1))
	for p in "$@"; do
		if ! grep -q -- "$p" "$tmp/out"; then
			echo "FAIL: $name: no line '$p' in:"
			head -c 2000 "$tmp/out"
			fail=$((fail + 1))
			return
		fi
	done
	echo "PASS: $name"
}

# the address space capped, unless the binary cannot start so (ASan's
# shadow memory: --enable-debug); the message is checked either way
limit="ulimit -v 200000;"
(eval "$limit" && "$TENGEN" --version) > /dev/null 2>&1 || limit=
( printf 'D4\n'; head -c 300000000 /dev/zero; printf '\nQ16\n' ) |
	( eval "$limit" && timeout 60 "$TENGEN" --plain --no-config ) > "$tmp/out" 2>&1
check "a 300 MB line" '^A line of over 1024 KiB is ignored\.$' '^White Q16\.'
rm -rf "$tmp/state" # its autosave: no question to resume it below

mkfifo "$tmp/fifo"
for c in /dev/zero "$tmp" "$tmp/fifo"; do
	printf 'status\nquit\n' | timeout 10 "$TENGEN" --plain --config="$c" > "$tmp/out" 2>&1
	echo "status $?" >> "$tmp/out"
	case $c in
	/dev/zero) check "--config=/dev/zero" "$c: larger than 1 MB" '^status 0$' '^19×19' ;;
	"$tmp") check "--config=DIRECTORY" "$c: cannot read: Is a directory" '^status 0$' ;;
	*) check "--config=FIFO" '^status 0$' '^19×19' ;;
	esac
done
echo "Limits: $n run, $fail failed"
[ "$fail" -eq 0 ]
