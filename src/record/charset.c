/*
 * charset.c — decode a record's bytes to UTF-8 (model in charset.h).
 *
 * The guess for a legacy file converts it with every candidate charset
 * that accepts the bytes and scores the text: frequent Chinese, Japanese
 * and Korean characters and kana count for a charset, characters that a
 * wrong reading typically produces (half-width katakana, private use,
 * rare extension blocks, stray symbols) count against it.
 */
#include "record/charset.h"

#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/util.h"

bool charset_valid_utf8(const char *str, size_t len)
{
	const unsigned char *s = (const unsigned char *)str, *end = s + len;

	while (s < end) {
		unsigned c = *s;
		size_t n;
		uint32_t cp;
		uint64_t w;

		if ((size_t)(end - s) >= 8 && (memcpy(&w, s, 8), !(w & 0x8080808080808080ull))) {
			s += 8; /* eight ASCII bytes at once: most of a record */
			continue;
		}
		if (c < 0x80) {
			s++;
			continue;
		}
		if (c >= 0xc2 && c <= 0xdf)
			n = 1, cp = c & 0x1f;
		else if (c >= 0xe0 && c <= 0xef)
			n = 2, cp = c & 0x0f;
		else if (c >= 0xf0 && c <= 0xf4)
			n = 3, cp = c & 0x07;
		else
			return false;
		if ((size_t)(end - s) <= n)
			return false;
		for (size_t i = 1; i <= n; i++) {
			if ((s[i] & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (s[i] & 0x3f);
		}
		if ((n == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
		    (n == 3 && (cp < 0x10000 || cp > 0x10ffff)))
			return false;
		s += n + 1;
	}
	return true;
}

static const struct {
	const char *ca, *iconv;
} aliases[] = {
	{ "UTF-8", "UTF-8" },      { "UTF8", "UTF-8" },
	{ "GB2312", "GB18030" },   { "GBK", "GB18030" },      { "GB18030", "GB18030" },
	{ "EUC-CN", "GB18030" },   { "CP936", "GB18030" },    { "HZ", "GB18030" },
	{ "BIG5", "CP950" },       { "BIG-5", "CP950" },      { "CP950", "CP950" },
	{ "BIG5-HKSCS", "BIG5-HKSCS" },
	{ "SHIFT_JIS", "CP932" },  { "SHIFT-JIS", "CP932" },  { "SJIS", "CP932" },
	{ "CP932", "CP932" },      { "WINDOWS-31J", "CP932" }, { "EUC-JP", "EUC-JP" },
	{ "EUC-KR", "CP949" },     { "KS_C_5601-1987", "CP949" }, { "CP949", "CP949" },
	{ "UHC", "CP949" },        { "KSC5601", "CP949" },
	{ "ISO-8859-1", "ISO-8859-1" }, { "LATIN1", "ISO-8859-1" },
	{ "US-ASCII", "ISO-8859-1" }, { "ASCII", "ISO-8859-1" },
};

const char *charset_canonical(const char *ca)
{
	for (size_t i = 0; i < sizeof aliases / sizeof *aliases; i++)
		if (!strcasecmp(ca, aliases[i].ca))
			return aliases[i].iconv;
	return ca;
}

static bool is_single_byte(const char *cs)
{
	return !strncasecmp(cs, "ISO-8859", 8) || !strncasecmp(cs, "ISO8859", 7) ||
	       !strncasecmp(cs, "WINDOWS-125", 11) || !strncasecmp(cs, "CP125", 5) ||
	       !strncasecmp(cs, "KOI8", 4);
}

/* Convert with iconv; NULL if the charset is unknown or the bytes invalid. */
static char *convert(const char *data, size_t len, const char *from, size_t *outlen)
{
	iconv_t cd;
	size_t cap = len * 2 + 16, left_in = len, left_out;
	char *out, *in = (char *)data, *o;

	if (!strcmp(from, "UTF-8")) { /* the common case: check, then copy */
		if (!charset_valid_utf8(data, len))
			return NULL;
		out = xmalloc(len + 1);
		memcpy(out, data, len);
		out[len] = '\0';
		*outlen = len;
		return out;
	}
	cd = iconv_open("UTF-8", from);
	if (cd == (iconv_t)-1)
		return NULL;
	out = xmalloc(cap);
	o = out;
	left_out = cap - 1;
	while (left_in > 0) {
		if (iconv(cd, &in, &left_in, &o, &left_out) != (size_t)-1)
			continue;
		if (errno == E2BIG) {
			size_t used = (size_t)(o - out);

			cap *= 2;
			out = xrealloc(out, cap);
			o = out + used;
			left_out = cap - 1 - used;
			continue;
		}
		iconv_close(cd);
		free(out);
		return NULL; /* EILSEQ or a truncated character (EINVAL) */
	}
	iconv_close(cd);
	*o = '\0';
	*outlen = (size_t)(o - out);
	return out;
}

/* The bytes one U+FFFD stands for at s: a UTF-8 lead byte and the
 * continuation bytes that follow it as far as they fit (a character cut in
 * the middle is one replacement), else one byte. */
static size_t utf8_bad_len(const unsigned char *s, size_t left)
{
	size_t n = s[0] >= 0xc2 && s[0] <= 0xdf ? 1 : s[0] >= 0xe0 && s[0] <= 0xef ? 2
	         : s[0] >= 0xf0 && s[0] <= 0xf4 ? 3 : 0, k = 1;

	while (k <= n && k < left && (s[k] & 0xc0) == 0x80)
		k++;
	return k;
}

/* Convert with iconv, each sequence it refuses as U+FFFD: *bad of them,
 * *good the other non-ASCII characters.  NULL if the charset is unknown. */
static char *convert_lenient(const char *data, size_t len, const char *from, size_t *outlen,
                             size_t *bad, size_t *good)
{
	iconv_t cd = iconv_open("UTF-8", from);
	size_t cap = len * 3 + 16, left_in = len, left_out = cap - 1;
	char *out, *in = (char *)data, *o;

	*bad = *good = 0;
	if (cd == (iconv_t)-1)
		return NULL;
	o = out = xmalloc(cap); /* 3 bytes a byte: room for a U+FFFD each */
	while (left_in > 0) {
		size_t skip;

		if (iconv(cd, &in, &left_in, &o, &left_out) != (size_t)-1)
			continue;
		if (errno == E2BIG || left_out < 4)
			break; /* cannot be: 3 bytes out for each in */
		skip = !strcmp(from, "UTF-8") ? utf8_bad_len((unsigned char *)in, left_in) : 1;
		memcpy(o, "\xef\xbf\xbd", 3);
		o += 3, left_out -= 3, in += skip, left_in -= skip, ++*bad;
		iconv(cd, NULL, NULL, NULL, NULL); /* a clean state after it */
	}
	iconv_close(cd);
	*o = '\0';
	*outlen = (size_t)(o - out);
	for (const unsigned char *c = (unsigned char *)out; *c; c++)
		*good += *c >= 0xc0;
	*good -= *bad;
	return out;
}

/* Frequent characters: Chinese (both scripts), Japanese kanji, Go terms. */
static const char common_cjk[] =
	"的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去"
	"之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又"
	"如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明"
	"其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东"
	"政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书"
	"比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或"
	"司利受光王果亲界及今京务制解各任至清物台象记边共风战接它许八特觉望直服林题建南度统色"
	"字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往"
	"展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空众技轻程告江语英"
	"基派满式李息写识极令黄德收钱倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房"
	"音火际则首单据导影失拿网香似专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴胜负黑段"
	"局棋围赛杯届冠军决赛对局手谈弈吴清源聂卫平马晓春常昊古力柯洁陈耀烨"
	"這來國個說們為時會著過學對裡後麼沒於還發當無開見經頭從動兩長樣現將與點種聲話兒問機給"
	"幾業間電門東聽氣關內卻軍產萬體別處總場師書員華報馬張難數車應麼題親計務記邊風戰許覺請"
	"愛讓認論義術結遠資隊帶條變聯權該領傳紅決達辦強區轉眾輕語滿寫識極黃錢設歷雙錦視濟離雖"
	"壞興勝負圍賽盃屆冠軍對局弈聶衛張栩林海峰王立誠趙治勳曹薰鉉李昌鎬"
	"井山裕太田村小橋竹宮坂趙治勲因坊名人聖碁十段座天元黒番押中目半持時間結果戦芝"
	"林海峰武宮正樹小林光一大竹英雄加藤正夫石田芳夫依田紀基羽根直樹高尾紳路";

static const char common_hangul[] =
	"이의가에는을를하고다한지서로도기사그수있어대자나리일시우정보부제게여인주만해전아라오과"
	"니면것들와요상진국생성장경구세거조원중신소영비내화선름김박최준호민현승철흑백단패배결"
	"바둑기전왕위명인천원최고수창호훈현세돌";

static uint8_t common_map[0x10000 / 8];
static bool common_ready;

static uint32_t utf8_next(const unsigned char **ps)
{
	const unsigned char *s = *ps;
	uint32_t c = *s;
	int n = c < 0x80 ? 0 : c < 0xe0 ? 1 : c < 0xf0 ? 2 : 3;

	if (n)
		c &= 0x3fu >> n;
	for (int i = 1; i <= n && s[i]; i++)
		c = c << 6 | (s[i] & 0x3f);
	*ps = s + 1 + n;
	return c;
}

static void common_init(void)
{
	const char *lists[] = { common_cjk, common_hangul };

	for (size_t k = 0; k < 2; k++)
		for (const unsigned char *s = (const unsigned char *)lists[k]; *s;) {
			uint32_t c = utf8_next(&s);

			if (c < 0x10000)
				common_map[c >> 3] |= (uint8_t)(1u << (c & 7));
		}
	common_ready = true;
}

static long plausibility(const char *text)
{
	long score = 0;

	if (!common_ready)
		common_init();
	for (const unsigned char *s = (const unsigned char *)text; *s;) {
		uint32_t c = utf8_next(&s);

		if (c < 0x80)
			continue;
		if (c < 0x10000 && (common_map[c >> 3] & (1u << (c & 7))))
			score += 4;
		else if (c >= 0x3041 && c <= 0x30ff)
			score += 2; /* kana */
		else if ((c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff5e) ||
		         (c >= 0x2000 && c <= 0x206f))
			score += 0; /* CJK and general punctuation, full-width forms */
		else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3))
			score += 0; /* other ideographs and syllables: possible */
		else
			score -= 3; /* what misreadings produce */
	}
	return score;
}

static const char *const candidates[] = { "GB18030", "CP950", "CP932", "CP949", "EUC-JP" };

static char *guess(const char *data, size_t len, size_t *outlen, const char **used)
{
	char *best = NULL;
	size_t best_len = 0;
	long best_score = 0;

	if (charset_valid_utf8(data, len)) {
		*used = "UTF-8";
		return convert(data, len, "UTF-8", outlen);
	}
	for (size_t i = 0; i < sizeof candidates / sizeof *candidates; i++) {
		size_t n;
		char *t = convert(data, len, candidates[i], &n);
		long sc;

		if (!t)
			continue;
		sc = plausibility(t);
		if (!best || sc > best_score) {
			free(best);
			best = t, best_len = n, best_score = sc, *used = candidates[i];
		} else {
			free(t);
		}
	}
	if (best) {
		*outlen = best_len;
		return best;
	}
	*used = "ISO-8859-1"; /* the FF[4] default reads any bytes */
	return convert(data, len, "ISO-8859-1", outlen);
}

/* A byte-order mark, or the zero bytes of UTF-16 without one. */
static const char *detect_bom(const unsigned char *d, size_t len, size_t *skip)
{
	size_t even = 0, odd = 0;

	*skip = 0;
	if (len >= 3 && d[0] == 0xef && d[1] == 0xbb && d[2] == 0xbf) {
		*skip = 3;
		return NULL; /* UTF-8: the rest as usual */
	}
	if (len >= 2 && d[0] == 0xff && d[1] == 0xfe) {
		*skip = 2;
		return "UTF-16LE";
	}
	if (len >= 2 && d[0] == 0xfe && d[1] == 0xff) {
		*skip = 2;
		return "UTF-16BE";
	}
	for (size_t i = 0; i < len && i < 256; i++)
		if (d[i] == 0 && (i & 1))
			odd++;
		else if (d[i] == 0)
			even++;
	if (len >= 4 && odd > 8 * even && odd >= (len < 256 ? len : 256) / 4)
		return "UTF-16LE";
	if (len >= 4 && even > 8 * odd && even >= (len < 256 ? len : 256) / 4)
		return "UTF-16BE";
	return NULL;
}

/* The declared charset reads all but a few sequences (charset.h). */
static char *declared_but_few(const char *data, size_t len, const char *cs, size_t *outlen,
                              size_t *replaced)
{
	size_t bad, good;
	char *t = convert_lenient(data, len, cs, outlen, &bad, &good);

	if (t && bad <= CHARSET_FEW && good >= 4 * bad) {
		*replaced = bad;
		return t;
	}
	free(t);
	return NULL;
}

char *charset_to_utf8(const char *data, size_t len, const char *declared, size_t *outlen,
                      const char **used, bool *guessed)
{
	size_t replaced;

	return charset_decode(data, len, declared, outlen, used, guessed, &replaced);
}

char *charset_decode(const char *data, size_t len, const char *declared, size_t *outlen,
                     const char **used, bool *guessed, size_t *replaced)
{
	const char *cs, *wide;
	size_t skip;
	char *t;

	*guessed = false;
	*replaced = 0;
	wide = detect_bom((const unsigned char *)data, len, &skip);
	data += skip, len -= skip;
	if (wide) {
		*used = wide;
		if ((t = convert(data, len, wide, outlen)))
			return t;
	}
	if (declared && *declared) {
		cs = charset_canonical(declared);
		if (is_single_byte(cs) && charset_valid_utf8(data, len)) {
			bool ascii = true;

			for (size_t i = 0; i < len && ascii; i++)
				ascii = (unsigned char)data[i] < 0x80;
			if (!ascii) { /* a common mislabel: UTF-8 under a Latin-1 CA */
				*guessed = true;
				*used = "UTF-8";
				return convert(data, len, "UTF-8", outlen);
			}
		}
		if ((t = convert(data, len, cs, outlen)) ||
		    (t = declared_but_few(data, len, cs, outlen, replaced))) {
			*used = cs;
			return t;
		}
		*guessed = true;
	} else {
		*guessed = !charset_valid_utf8(data, len);
	}
	return guess(data, len, outlen, used);
}

/* A plausible charset name: what iconv_open gets must be the name written
 * (glibc drops other characters, so "CP\x97125" would become CP125). */
static bool name_ok(const char *cs)
{
	size_t n = strlen(cs);

	if (n == 0 || n > 40)
		return false;
	for (; *cs; cs++)
		if (!((*cs >= 'A' && *cs <= 'Z') || (*cs >= 'a' && *cs <= 'z') ||
		      (*cs >= '0' && *cs <= '9') || strchr("-_.:()", *cs)))
			return false;
	return true;
}

/* The same tokens as the parser sees in the first root node, without
 * building anything: identifiers and bracketed values (escapes skipped),
 * up to the node's end (the second ';', '(' or ')' outside a value). */
bool charset_find_declared(const char *data, size_t len, char *buf, size_t size)
{
	size_t i = 0, k;
	int nodes = 0;
	bool is_ca = false;

	while (i < len && data[i] != '(')
		i++;
	for (; i < len; i++) {
		char c = data[i];

		if (c == '[') {
			size_t start = ++i;

			while (i < len && data[i] != ']')
				i += data[i] == '\\' ? 2 : 1;
			if (i >= len)
				return false;
			if (is_ca) {
				for (k = 0; start < i; start++) {
					if (strchr(" \t\r\n", data[start]))
						continue;
					if (k + 1 >= size)
						return false; /* too long for a name: none */
					buf[k++] = data[start];
				}
				buf[k] = '\0';
				return name_ok(buf);
			}
			continue;
		}
		if (c == ';' && ++nodes == 2)
			return false;
		if ((c == '(' || c == ')') && nodes > 0)
			return false;
		if (c >= 'A' && c <= 'Z') {
			char id[3] = { 0 };
			int n = 0;

			/* an identifier: its capitals (FF[3] lower case ignored) */
			for (; i < len && ((data[i] >= 'A' && data[i] <= 'Z') ||
			                   (data[i] >= 'a' && data[i] <= 'z')); i++)
				if (data[i] >= 'A' && data[i] <= 'Z' && n++ < 2)
					id[n - 1] = data[i];
			is_ca = n == 2 && id[0] == 'C' && id[1] == 'A';
			i--;
		}
	}
	return false;
}
