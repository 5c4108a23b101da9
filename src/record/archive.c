/*
 * archive.c — the finished games kept (archive.h).
 */
#include "record/archive.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/paths.h"
#include "base/util.h"
#include "record/endstate.h"
#include "record/formats.h"
#include "record/sgf.h"
#include "record/sgfgame.h"

char *archive_dir(bool create, char **cause)
{
	return xdg_dir("XDG_DATA_HOME", ".local/share", "tengen/games", create, cause);
}

char *archive_safe_name(const char *name, const char *who)
{
	/* sanitized first: no C1 control or bidi control (U+202E would show
	 * the name backwards in a listing) reaches the file name */
	char *out = xmalloc(ARCHIVE_NAME_MAX + 1), *clean = text_sanitize(name ? name : "");
	size_t n = 0;

	for (const unsigned char *p = (const unsigned char *)clean; *p;) {
		size_t len = utf8_char_len((const char *)p); /* 0: not UTF-8 */
		bool bad = !len || *p < 0x20 || *p == 0x7f || strchr(" /\\:*?\"'<>|$`&;()[]{}~!#%", *p);

		if (n + (len ? len : 1) > ARCHIVE_NAME_MAX) /* a bad byte may become '_' */
			break;
		if (bad || (n == 0 && *p == '.')) {
			if (n > 0 && out[n - 1] != '_')
				out[n++] = '_';
			p++;
			continue;
		}
		memcpy(out + n, p, len);
		n += len;
		p += len;
	}
	free(clean);
	while (n > 0 && out[n - 1] == '_')
		n--;
	out[n] = '\0';
	if (!n) {
		free(out);
		return xstrdup(who);
	}
	return out;
}

char *archive_new_path(const char *dir, time_t when, const char *black, const char *white)
{
	char stamp[32], *b = archive_safe_name(black, "Black"), *w = archive_safe_name(white, "White");
	char *p = NULL;
	struct tm tm;

	localtime_r(&when, &tm);
	strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &tm);
	for (int i = 1; !p; i++) {
		p = i == 1 ? xasprintf("%s/%s-%s-%s.sgf", dir, stamp, b, w) :
		             xasprintf("%s/%s-%s-%s-%d.sgf", dir, stamp, b, w, i);
		if (access(p, F_OK) == 0) {
			free(p);
			p = NULL;
		}
	}
	free(b);
	free(w);
	return p;
}

/* The time in a name made by archive_new_path, else the time the file was
 * written; "2026-11-30 15:40". */
static void entry_date(struct archive_entry *e, time_t mtime)
{
	struct tm tm;

	memset(&tm, 0, sizeof tm);
	if (sscanf(e->name, "%4d-%2d-%2d-%2d%2d%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
	           &tm.tm_hour, &tm.tm_min, &tm.tm_sec) == 6) {
		tm.tm_year -= 1900;
		tm.tm_mon -= 1;
		tm.tm_isdst = -1;
		e->when = mktime(&tm);
	} else {
		e->when = mtime;
	}
	localtime_r(&e->when, &tm);
	strftime(e->date, sizeof e->date, "%Y-%m-%d %H:%M", &tm);
}

/* Fill e from the file at path. */
/* RE as --games --result compares it. */
static void entry_result(struct archive_entry *e, const struct sgf_node *root)
{
	const char *re = sgf_node_get(root, "RE");
	char *text;

	memset(&e->re, 0, sizeof e->re);
	if (!re)
		return;
	if (endstate_both_lose(root)) {
		e->re.kind = RESULT_BOTH_LOSE;
		return;
	}
	text = sgf_simpletext(re);
	if (!sgf_result_parse(text, &e->re))
		memset(&e->re, 0, sizeof e->re);
	free(text);
}

static void entry_read(struct archive_entry *e)
{
	struct sgf_msgs m;
	struct sgf *s;
	int size;

	sgf_msgs_init(&m);
	s = sgf_read_file(e->path, &m);
	if (s && s->games) {
		e->black = sgf_prop_shown(s->games, "PB");
		e->white = sgf_prop_shown(s->games, "PW");
		e->result = endstate_result_shown(s->games);
		entry_result(e, s->games);
		size = sgf_size(s->games, NULL);
		e->size = size > 0 ? size : 0;
	}
	sgf_free(s);
	sgf_msgs_free(&m);
}

/* Newest first: the time in the name (or the file's), then the name (a
 * "-2" of the same second is the later one). */
static int newest_first(const void *x, const void *y)
{
	const struct archive_entry *a = x, *b = y;
	size_t la = strlen(a->name), lb = strlen(b->name);

	if (a->when != b->when)
		return a->when < b->when ? 1 : -1;
	return la != lb ? (la < lb ? 1 : -1) : strcmp(b->name, a->name);
}

int archive_list(const char *dir, struct archive_entry **list, char **cause)
{
	char *d = dir ? xstrdup(dir) : archive_dir(false, cause);
	struct archive_entry *v = NULL;
	size_t n = 0, cap = 0;
	struct dirent *de;
	struct stat st;
	DIR *dp;

	*list = NULL;
	if (!d)
		return -1;
	if (!(dp = opendir(d))) {
		int rc = errno == ENOENT ? 0 : -1;

		if (rc < 0)
			cause_set(cause, _("cannot read %s: %s"), d, strerror(errno));
		free(d);
		return rc;
	}
	while ((de = readdir(dp))) {
		size_t len = strlen(de->d_name);
		char *path;

		if (len < 5 || !formats_record_name(de->d_name))
			continue;
		path = xasprintf("%s/%s", d, de->d_name);
		if (stat(path, &st) < 0 || !S_ISREG(st.st_mode)) {
			free(path);
			continue;
		}
		v = xgrow(v, &cap, n + 1, sizeof *v);
		memset(&v[n], 0, sizeof v[n]);
		v[n].path = path;
		v[n].name = strrchr(path, '/') + 1;
		entry_date(&v[n], st.st_mtime);
		entry_read(&v[n++]);
	}
	closedir(dp);
	free(d);
	if (n)
		qsort(v, n, sizeof *v, newest_first);
	*list = v;
	return (int)n;
}

void archive_list_free(struct archive_entry *list, int n)
{
	for (int i = 0; i < n; i++) {
		free(list[i].path);
		free(list[i].black);
		free(list[i].white);
		free(list[i].result);
	}
	free(list);
}

/* which as a number of the list (1 …), else 0. */
static int list_number(const char *which)
{
	char *end;
	long k;

	if (!which || !*which || which[strspn(which, "0123456789")])
		return 0;
	k = strtol(which, &end, 10);
	return k > 0 && k <= 1000000 ? (int)k : 0;
}

char *archive_pick(const char *dir, const char *which, char **cause)
{
	struct archive_entry *v;
	int n = archive_list(dir, &v, cause), k = which ? list_number(which) : 1;
	char *found = NULL;

	if (n < 0)
		return NULL;
	for (int i = 0; i < n && !found; i++) {
		size_t len = strlen(v[i].name);

		if (k ? i + 1 == k : !strcmp(v[i].name, which) ||
		                     (strlen(which) == len - 4 && !strncmp(v[i].name, which, len - 4)))
			found = xstrdup(v[i].path);
	}
	if (!found && n == 0)
		cause_set(cause, "%s", _("no finished game is kept yet"));
	else if (!found && k)
		cause_set(cause, _("there is no game %s: tengen --games lists %d"), which, n);
	else if (!found)
		cause_set(cause, _("no kept game is called %s (tengen --games lists them)"), which);
	archive_list_free(v, n);
	return found;
}
