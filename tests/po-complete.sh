#!/bin/sh
# po-complete.sh — the translations are whole:
#   - po/POTFILES.in names every source file with a translatable string
#     (_(), N_(), ngettext()) and only files that exist;
#   - each catalog of po/LINGUAS exists, is valid (msgfmt -c: formats,
#     plural forms, header) and has no untranslated or fuzzy message
#     (msgfmt --statistics).
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
for lang in $langs; do
	checked=$((checked + 1))
	if [ ! -f "po/$lang.po" ]; then
		echo "FAIL: po/LINGUAS lists $lang but po/$lang.po does not exist"
		fails=$((fails + 1))
		continue
	fi
	stats=$(LC_ALL=C msgfmt -c --statistics -o /dev/null "po/$lang.po" 2>&1) || {
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
