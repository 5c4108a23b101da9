#!/bin/sh
# Regenerates the encoded test records from UTF-8 templates with iconv(1).
# The outputs are committed; run this from tests/data/sgf after a change.
set -e
game=';B[pd];W[dp];B[pq];W[dd]'
zh='PB[常昊]PW[古力]EV[第十届春兰杯世界职业围棋锦标赛]C[黑棋中盘胜。白棋在右下角的劫争中失误。]'
tw='PB[張栩]PW[林海峰]EV[許功]C[黑中盤勝。白棋在右下角的劫爭中失誤，許多功夫。]'
ja='PB[井山裕太]PW[張栩]EV[十段戦]C[黒の中押し勝ち。白は右下の劫で失敗しました。ソ表能ゾ]'
ko='PB[이창호]PW[조훈현]EV[국수전]C[흑 불계승. 백이 우하귀 패싸움에서 실수했다.]'
mk() { # file charset CA-value-or-empty text
	if [ -n "$3" ]; then ca="CA[$3]"; else ca=; fi
	printf '(;GM[1]FF[4]%sSZ[19]%s\n%s)\n' "$ca" "$4" "$game" | iconv -f UTF-8 -t "$2" > "$1"
}
mk gb2312.sgf GB2312 GB2312 "$zh"
mk gb2312-noca.sgf GB2312 "" "$zh"
mk gb2312-wrongca.sgf GB2312 UTF-8 "$zh"
mk big5.sgf BIG5 Big5 "$tw"
mk big5-noca.sgf BIG5 "" "$tw"
mk shiftjis.sgf SHIFT_JIS Shift_JIS "$ja"
mk shiftjis-noca.sgf SHIFT_JIS "" "$ja"
mk euckr.sgf EUC-KR EUC-KR "$ko"
mk euckr-noca.sgf EUC-KR "" "$ko"
mk utf8.sgf UTF-8 UTF-8 "$zh"
mk latin1.sgf ISO-8859-1 ISO-8859-1 'PB[Jürgen Müller]PW[François Gérard]'
mk utf8-as-latin1.sgf UTF-8 ISO-8859-1 'PB[Jürgen Müller]PW[François Gérard]'
mk utf16le-bom.sgf UTF-16 "" "$ko"      # glibc writes UTF-16 little-endian with a BOM
mk utf16be.sgf UTF-16BE "" "$ja"        # no BOM: found by its zero bytes
printf '\357\273\277' > utf8-bom.sgf
mk utf8-bom.tmp UTF-8 "" "$tw"
cat utf8-bom.tmp >> utf8-bom.sgf && rm utf8-bom.tmp
# CA[UTF-8] and one character cut in the middle (Fox's clients): "试" is
# E8 AF 95, its last byte lost; read as UTF-8 with one U+FFFD
printf '(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[天下无狗20]PW[金毛测\350\257]C[黑棋中盘胜]\n%s)\n' "$game" > utf8-cut.sgf
