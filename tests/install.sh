#!/bin/sh
# install.sh — make install into a DESTDIR, run the installed program from
# there, make uninstall: the binary, the man page, the data (every folder of
# DATA_DIRS), the config example; the installed program finds its data in
# $(pkgdatadir) (TENGEN_DATADIR points it into the DESTDIR), the program of
# the build tree in the source tree; uninstall leaves no file behind.
# Run by make check (it passes MAKE and the install directories).
: "${MAKE:=make}"
for v in bindir mandir pkgdatadir docdir; do
	eval "[ -n \"\${$v:-}\" ]" || { echo "install: \$$v is not set (run by make check)"; exit 99; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tengen-install.XXXXXX") || exit 99
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
dest=$tmp/dest
n=0
fail() { echo "FAIL: install: $*"; exit 1; }
ok() { n=$((n + 1)); echo "ok: $*"; }

$MAKE install DESTDIR="$dest" >"$tmp/log" 2>&1 || { cat "$tmp/log"; fail "make install"; }
for f in "$bindir/tengen" "$mandir/man6/tengen.6" "$pkgdatadir/rules/01-capture.sgf" \
	"$pkgdatadir/rules/10-triple-ko.sgf" "$docdir/config.example" "$docdir/README"; do
	[ -f "$dest$f" ] || fail "$f is not installed: $(cd "$dest" && find . -type f)"
done
ok "make install DESTDIR: binary, man page, data, config example"

exe=$dest$bindir/tengen
"$exe" --version | grep -q '^tengen [0-9]' || fail "the installed tengen does not run"
env -u TENGEN_DATADIR "$exe" --help | grep -qF "example positions: $pkgdatadir/rules" ||
	fail "the installed tengen does not look in $pkgdatadir: $("$exe" --help | tail -3)"
TENGEN_DATADIR=$dest$pkgdatadir "$exe" --help | grep -qF "example positions: $dest$pkgdatadir/rules" ||
	fail "TENGEN_DATADIR is not followed"
TENGEN_DATADIR=$dest$pkgdatadir "$exe" --print "$dest$pkgdatadir/rules/03-ko.sgf" >"$tmp/ko" 2>&1 ||
	fail "--print of an installed example failed: $(cat "$tmp/ko")"
ok "the installed program runs and finds its data in \$(pkgdatadir), or \$TENGEN_DATADIR"

if [ -n "${TENGEN:-}" ] && [ -n "${top_srcdir:-}" ]; then
	src=$(cd "$top_srcdir" && pwd)
	env -u TENGEN_DATADIR "$TENGEN" --help | grep -qF "example positions: $src/data/rules" ||
		fail "the build tree's tengen does not use $src/data: $("$TENGEN" --help | tail -3)"
	ok "the build tree's program uses the source tree's data"
fi

$MAKE uninstall DESTDIR="$dest" >"$tmp/log" 2>&1 || { cat "$tmp/log"; fail "make uninstall"; }
left=$(cd "$dest" && find . -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
[ ! -d "$dest$pkgdatadir" ] || fail "make uninstall left $pkgdatadir"
ok "make uninstall removes every file"
echo "install: $n checks passed"
