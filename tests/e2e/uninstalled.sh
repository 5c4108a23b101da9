#!/bin/sh
# uninstalled.sh — the README's own command, src/tengen run from the build
# tree before any `make install`, speaks the user's language: no
# TENGEN_LOCALEDIR, the catalogs found in the build tree's po/locale/ (made
# by `make`, found by locale_dir() in src/base/paths.c).  For each language
# of po/LINGUAS whose locale is installed: the new-game screen's title in
# that language at 80x24.
. "${srcdir:-.}/tests/e2e/lib.sh"

[ "${USE_NLS:-yes}" = yes ] || { echo "SKIP: built without NLS (--disable-nls)"; exit 77; }
top=${top_srcdir:-${srcdir:-.}}
build=$(dirname "$TENGEN")/..
[ -d "$build/po/locale" ] || fail "make did not lay out the catalogs in po/locale"

n=0
for lang in $(sed 's/#.*//' "$top/po/LINGUAS"); do
	case $lang in *_*) want=$lang ;; *) want=$(locale -a | grep -i "^${lang}_" | head -n 1 | cut -d. -f1) ;; esac
	loc=$(locale -a 2>/dev/null | grep -ix "${want:-none}\.utf-\?8" | head -n 1)
	[ -n "$loc" ] || { echo "no locale for $lang: skipped"; continue; }
	g=$build/po/$lang.gmo
	[ -f "$g" ] || g=$top/po/$lang.gmo
	mkdir -p "$E2E_TMP/ref/$lang/LC_MESSAGES"
	cp "$g" "$E2E_TMP/ref/$lang/LC_MESSAGES/tengen.mo"
	title=$(TEXTDOMAINDIR=$E2E_TMP/ref LANGUAGE= LC_ALL=$loc gettext -d tengen -- "New game")
	[ "$title" != "New game" ] || fail "$lang: po/$lang.gmo does not translate 'New game'"
	S=u$(echo "$lang" | tr -dc 'A-Za-z')
	E2E_ENV="NO_COLOR=1 LC_ALL=$loc LANGUAGE= TENGEN_LOCALEDIR="
	start 80 24
	wait_for "$title"
	ok "$lang: src/tengen uninstalled shows '$title'"
	$T kill-session -t "$S" >/dev/null 2>&1
	n=$((n + 1))
done
[ $n -gt 0 ] || { echo "SKIP: none of the catalogs' locales is installed"; exit 77; }
