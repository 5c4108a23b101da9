#!/bin/sh
# po-complete.sh — the translations are whole:
#   - po/POTFILES.in names every source file with a translatable string
#     (_(), N_(), ngettext()) and only files that exist;
#   - each catalog of po/LINGUAS exists, is valid (msgfmt -c: formats,
#     plural forms, header) and has no untranslated or fuzzy message
#     (msgfmt --statistics).
#   - measured against the sources as they are: the catalog is merged
#     (msgmerge) with a template extracted now (xgettext, the options of
#     po/Makevars), so a string added to the code and not translated fails
#     even while po/tengen.pot and the catalog are older.
# Without catalogs only the first part runs.
top=${top_srcdir:-${srcdir:-.}}
cd "$top" || exit 99
fails=0
checked=0

for f in $(grep -v '^#' po/POTFILES.in); do
	[ -f "$f" ] || { echo "FAIL: po/POTFILES.in names $f, which does not exist"; fails=$((fails + 1)); }
done
for f in $(find src -name '*.[ch]' ! -name i18n.h | sort); do
	grep -qE '(^|[^A-Za-z0-9_])(_|N_|ngettext)\(' "$f" || continue
	grep -qx "$f" po/POTFILES.in ||
		{ echo "FAIL: $f has translatable strings but is not in po/POTFILES.in"; fails=$((fails + 1)); }
done
[ "$fails" -eq 0 ] && echo "ok: po/POTFILES.in names every source file with strings"

langs=$(grep -v '^#' po/LINGUAS)
if [ -n "$langs" ] && ! command -v msgfmt >/dev/null 2>&1; then
	echo "SKIP: msgfmt is not installed (apt-get install gettext)"
	exit 77
fi
# The template of the sources as they are now.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/po-complete.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
pot=$tmp/now.pot
if [ -n "$langs" ]; then
	opts=$(sed -n '/^XGETTEXT_OPTIONS/,/[^\\]$/p' po/Makevars | sed 's/^XGETTEXT_OPTIONS *= *//; s/\\$//' | tr '\n' ' ')
	# shellcheck disable=SC2086 # the options are words
	xgettext --language=C $opts -o "$pot" -f po/POTFILES.in 2>"$tmp/err" ||
		{ echo "FAIL: xgettext: $(cat "$tmp/err")"; exit 1; }
fi
for lang in $langs; do
	checked=$((checked + 1))
	if [ ! -f "po/$lang.po" ]; then
		echo "FAIL: po/LINGUAS lists $lang but po/$lang.po does not exist"
		fails=$((fails + 1))
		continue
	fi
	LC_ALL=C msgmerge -q --no-fuzzy-matching "po/$lang.po" "$pot" -o "$tmp/$lang.po" 2>"$tmp/err" || {
		echo "FAIL: po/$lang.po: msgmerge: $(cat "$tmp/err")"
		fails=$((fails + 1))
		continue
	}
	stats=$(LC_ALL=C msgfmt -c --statistics -o /dev/null "$tmp/$lang.po" 2>&1) || {
		echo "FAIL: po/$lang.po: msgfmt -c: $stats"
		fails=$((fails + 1))
		continue
	}
	case $stats in
	*untranslated* | *fuzzy*)
		echo "FAIL: po/$lang.po is not complete: $stats"
		fails=$((fails + 1)) ;;
	*) echo "ok: po/$lang.po: $stats" ;;
	esac
done
echo "po-complete: $checked run, $fails failed"
[ "$fails" -eq 0 ]
