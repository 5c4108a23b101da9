/*
 * formats.c — which format a record is, and the one reader of record files
 * (model in formats.h).
 */
#include "record/formats.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/readfile.h"
#include "record/import.h"

/* Does a line of the first max bytes start (after blanks) with word? */
static bool has_line(const char *d, size_t len, size_t max, const char *word)
{
	size_t n = strlen(word);

	if (len > max)
		len = max;
	for (size_t i = 0; i < len;) {
		while (i < len && (d[i] == ' ' || d[i] == '\t' || d[i] == '\r'))
			i++;
		if (len - i >= n && !memcmp(d + i, word, n))
			return true;
		while (i < len && d[i] != '\n')
			i++;
		i++;
	}
	return false;
}

/* NGF: the second line a number 2..25, the thirteenth "PM" (or nothing). */
static bool looks_ngf(const char *d, size_t len)
{
	size_t i = 0, start[14];
	int n = 0, size = 0;

	while (n < 14 && i <= len) {
		start[n++] = i;
		while (i < len && d[i] != '\n')
			i++;
		i++;
	}
	if (n < 13)
		return false;
	for (size_t k = start[1]; k < len && d[k] >= '0' && d[k] <= '9' && size < 100; k++)
		size = size * 10 + (d[k] - '0');
	return size >= 2 && size <= 25 &&
	       (start[12] >= len || (len - start[12] >= 2 && !memcmp(d + start[12], "PM", 2)));
}

static bool ext_is(const char *name, const char *ext)
{
	const char *dot = name ? strrchr(name, '.') : NULL;

	return dot && !strcasecmp(dot + 1, ext);
}

enum record_format formats_detect(const char *data, size_t len, const char *name)
{
	size_t i = 0;

	if (len >= 3 && !memcmp(data, "\xef\xbb\xbf", 3))
		i = 3;
	while (i < len && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n'))
		i++;
	if (i < len && data[i] == '(')
		return FORMAT_SGF;
	if (has_line(data, len, 4096, "\\HS") || has_line(data, len, 4096, "\\[GAME"))
		return FORMAT_GIB;
	if (has_line(data, len, 65536, "[Header]") && has_line(data, len, len, "[Data]"))
		return FORMAT_UGF;
	if (looks_ngf(data, len))
		return FORMAT_NGF;
	if (ext_is(name, "gib"))
		return FORMAT_GIB;
	if (ext_is(name, "ngf"))
		return FORMAT_NGF;
	if (ext_is(name, "ugf") || ext_is(name, "ugi"))
		return FORMAT_UGF;
	return FORMAT_SGF;
}

struct sgf *formats_parse(const char *data, size_t len, const char *name,
                          struct sgf_msgs *msgs)
{
	switch (formats_detect(data, len, name)) {
	case FORMAT_GIB:
		return gib_parse(data, len, name, msgs);
	case FORMAT_NGF:
		return ngf_parse(data, len, name, msgs);
	case FORMAT_UGF:
		return ugf_parse(data, len, name, msgs);
	default:
		return sgf_parse(data, len, name, msgs);
	}
}

bool formats_record_name(const char *name)
{
	return name[0] != '.' && (ext_is(name, "sgf") || ext_is(name, "gib") || ext_is(name, "ngf") ||
	                          ext_is(name, "ugf") || ext_is(name, "ugi"));
}

char *formats_save_name(const struct sgf *s, const char *path)
{
	const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
	size_t n = dot && dot > (slash ? slash : path) ? (size_t)(dot - path) : strlen(path);
	char *out;

	if (!s || !s->format)
		return xstrdup(path);
	out = xmalloc(n + 5);
	memcpy(out, path, n);
	memcpy(out + n, ".sgf", 5);
	return out;
}

/* Read with file_read (base/readfile.h): a FIFO no program writes to is
 * empty, a device that never ends stops at SGF_FILE_MAX, a directory is
 * refused. */
struct sgf *sgf_read_file(const char *path, struct sgf_msgs *msgs)
{
	char *cause = NULL, *data;
	size_t len;
	struct sgf *s;

	if (!(data = file_read(path, SGF_FILE_MAX, &len, &cause))) {
		struct sgf tmp = { .name = (char *)path };

		sgf_msg_add(msgs, &tmp, UINT32_MAX, true, "%s", cause);
		free(cause);
		return NULL;
	}
	s = formats_parse(data, len, path, msgs);
	free(data);
	return s;
}
