#!/bin/sh
# cjk.sh — the Chinese and Japanese screens at 80x24 (issue 26): the Chinese
# rules' komi in stones in the header (貼3又3/4子, not 貼目 7.5), the move
# line's pass translated (not "第 1 手：黑 pass"), full-width punctuation,
# and the Chinese rules' result citing no J89 article (第9-2條).  The
# catalogs are the build tree's (po/locale); a locale not installed is
# skipped.
. "${srcdir:-.}/tests/e2e/lib.sh"

[ "${USE_NLS:-yes}" = yes ] || { echo "SKIP: built without NLS (--disable-nls)"; exit 77; }
n=0
# check LOCALE HEADER PASSLINE RESULT
check() {
	loc=$(locale -a 2>/dev/null | grep -ix "$1\.utf-\?8" | head -n 1)
	[ -n "$loc" ] || { echo "no locale $1: skipped"; return; }
	S=cjk$(echo "$1" | tr -dc 'A-Za-z')
	E2E_ENV="NO_COLOR=1 LC_ALL=$loc LANGUAGE= TENGEN_LOCALEDIR="
	start 80 24 --size 9 --rules chinese
	wait_for "$2"
	ok "$1: the Chinese rules' komi in stones: $2"
	cmd pass
	wait_for "$3"
	if screen | grep -q " pass"; then fail "$1: English pass on the screen"; fi
	ok "$1: the pass on the move line: $3"
	cmd pass
	cmd agree
	cmd agree
	cmd result
	wait_for "$4"
	if screen | grep -qE "9-2|Art\."; then fail "$1: the Chinese result cites a J89 article"; fi
	ok "$1: the Chinese rules' result cites no J89 article"
	cmd "quit!"
	wait_exit
	n=$((n + 1))
}
check zh_TW "中國規則，貼3又3/4子" "第 1 手：黑 虛手" "依中國規則數子"
check zh_CN "中国规则，贴3又3/4子" "第 1 手：黑 虚手" "按中国规则数子"
[ $n -gt 0 ] || { echo "SKIP: no Chinese locale is installed"; exit 77; }
