# plain-lib.sh — what the tests of tengen --plain through a pipe share
# (plain.sh, plain-problems.sh): a directory of their own ($tmp, HOME and
# the XDG directories in it), the lines typed, a run, and the checks of its
# output.  The test sets NAME (its name in messages) before sourcing it.
if [ "${TENGEN_E2E:-yes}" = no ]; then
	echo "SKIP: end-to-end tests turned off (configure --disable-e2e, make check E2E=no)"
	exit 77
fi
: "${TENGEN:=src/tengen}"
: "${srcdir:=.}"
case $TENGEN in /*) ;; *) TENGEN=$(pwd)/$TENGEN ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tengen-$NAME.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp XDG_STATE_HOME=$tmp/state XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config LC_ALL=C.UTF-8
unset NO_COLOR
checks=0
esc=$(printf '\033')

fail() {
	echo "FAIL: $NAME: $*"
	echo "---- output ----"
	cat "$tmp/out"
	echo "---- stderr ----"
	cat "$tmp/err"
	exit 1
}

# typed LINE... — the lines the next run reads.
typed() { printf '%s\n' "$@" >"$tmp/in"; }

# run ARGS... — tengen --plain ARGS in $tmp reading the lines typed (a
# pipe); output in $tmp/out, stderr in $tmp/err, the exit status in $status.
run() {
	(cd "$tmp" && cat "$tmp/in" | "$TENGEN" --plain "$@" >"$tmp/out" 2>"$tmp/err")
	status=$?
	if LC_ALL=C grep -q "$esc" "$tmp/out" "$tmp/err"; then
		fail "an escape byte was written"
	fi
	checks=$((checks + 1))
}

# ok — exit status 0 and nothing on stderr.
ok() {
	[ "$status" = 0 ] || fail "exit status $status"
	[ -s "$tmp/err" ] && fail "tengen wrote to stderr"
	checks=$((checks + 1))
}

# has LINE — the output has exactly this line.
has() {
	grep -qxF -- "$1" "$tmp/out" || fail "no line '$1'"
	checks=$((checks + 1))
}

# after LINE — the output from LINE on is exactly standard input.
after() {
	sed -n "/^$1\$/,\$p" "$tmp/out" >"$tmp/tail"
	diff "$tmp/tail" - || fail "the lines from '$1' on differ (above)"
	checks=$((checks + 1))
}


# from LINE — the output from LINE on begins with standard input.
from() {
	cat >"$tmp/want"
	sed -n "/^$1\$/,\$p" "$tmp/out" | head -n "$(wc -l <"$tmp/want")" >"$tmp/tail"
	diff "$tmp/tail" "$tmp/want" || fail "the lines from '$1' on differ (above)"
	checks=$((checks + 1))
}
