/*
 * settings.c — the config file (settings.h), read with inih.
 *
 * inih splits the file into sections and NAME = VALUE pairs and strips
 * comments and blanks; its handler gets no line number (Debian builds it
 * without INI_HANDLER_LINENO), so the lines are fed through our own reader
 * (ini_parse_stream), which counts them: the handler runs on the line the
 * reader gave last.  A line longer than inih's buffer is refused here, whole,
 * rather than cut into pieces that inih would take for lines of their own.
 * inih reports only the first line it cannot split (its return value); the
 * values of every line are checked here, each error kept.
 */
#include "cmd/settings.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <ini.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

#include "base/i18n.h"
#include "base/paths.h"
#include "base/readfile.h"
#include "base/util.h"
#include "cmd/cmd.h"
#include "record/sgfgame.h"
#include "rules/board.h"

void settings_file_init(struct settings_file *f)
{
	memset(f, 0, sizeof *f);
}

void settings_file_free(struct settings_file *f)
{
	for (int i = 0; i < f->nkeys; i++) {
		free(f->keys[i].name);
		free(f->keys[i].command);
	}
	for (int i = 0; i < f->nerrors; i++)
		free(f->errors[i]);
	for (int i = 0; i < f->nstrings; i++)
		free(f->strings[i]);
	free(f->keys);
	free(f->errors);
	free(f->strings);
	free(f->path);
	settings_file_init(f);
}

char *settings_default_path(void)
{
	char *dir = xdg_dir("XDG_CONFIG_HOME", ".config", "tengen", false, NULL);
	char *p = dir ? xasprintf("%s/config", dir) : NULL;

	free(dir);
	return p;
}

/* The reader and the handler share this. */
struct reading {
	struct settings_file *f;
	FILE *in;
	int line;
	char *buf;
	size_t cap;
};

__attribute__((format(printf, 2, 3)))
static void file_error(struct reading *r, const char *fmt, ...)
{
	struct settings_file *f = r->f;
	va_list ap;
	char *what, *all;
	size_t cap = (size_t)f->nerrors;

	va_start(ap, fmt);
	what = xvasprintf(fmt, ap);
	va_end(ap);
	all = r->line ? xasprintf("%s:%d: %s", f->path, r->line, what) :
	                xasprintf("%s: %s", f->path, what);
	f->errors = xgrow(f->errors, &cap, (size_t)f->nerrors + 1, sizeof *f->errors);
	f->errors[f->nerrors++] = text_sanitize(all);
	free(all);
	free(what);
}

/* inih's fgets: one whole line, counted. */
static char *read_line(char *str, int num, void *stream)
{
	struct reading *r = stream;
	ssize_t n = getline(&r->buf, &r->cap, r->in);

	if (n < 0)
		return NULL;
	r->line++;
	if (n + 1 >= num) {
		file_error(r, _("the line is longer than %d characters"), num - 3);
		snprintf(str, (size_t)num, "\n");
		return str;
	}
	memcpy(str, r->buf, (size_t)n + 1);
	return str;
}

static const char *keep(struct settings_file *f, const char *s)
{
	size_t cap = (size_t)f->nstrings;

	f->strings = xgrow(f->strings, &cap, (size_t)f->nstrings + 1, sizeof *f->strings);
	f->strings[f->nstrings] = xstrdup(s);
	return f->strings[f->nstrings++];
}

static bool parse_bool(const char *v, bool *out)
{
	static const char *const yes[] = { "yes", "on", "true", "1" }, *const no[] = { "no", "off", "false", "0" };

	for (int i = 0; i < 4; i++) {
		if (!strcasecmp(v, yes[i]) || !strcasecmp(v, no[i])) {
			*out = !strcasecmp(v, yes[i]);
			return true;
		}
	}
	return false;
}

static bool parse_seconds(const char *v, double lo, double *out)
{
	return number_parse(v, lo, 86400, out);
}

/* One value of [game], [screen], [players] or [engines]; false if the
 * name is not one of them (the value's own errors are said here). */
static bool game_value(struct reading *r, const char *name, const char *v)
{
	struct settings *s = &r->f->s;
	char *cause = NULL;

	if (!strcmp(name, "size")) {
		if (!number_parse_int(v, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s->size))
			return file_error(r, _("invalid board size '%s' (5 to 25)"), v), true;
		s->set |= SET_SIZE;
	} else if (!strcmp(name, "rules")) {
		if (!rules_parse(v, &s->rules))
			return file_error(r, _("unknown rules '%s' (japanese, chinese or capture)"), v), true;
		s->set |= SET_RULES;
	} else if (!strcmp(name, "komi")) {
		if (!number_parse(v, -1000, 1000, &s->komi))
			return file_error(r, _("invalid komi '%s'"), v), true;
		s->set |= SET_KOMI;
	} else if (!strcmp(name, "takebacks")) {
		if (strcasecmp(v, "ask") && strcasecmp(v, "allow"))
			return file_error(r, _("takebacks = %s: write ask or allow"), v), true;
		s->takebacks = !strcasecmp(v, "allow");
		s->set |= SET_TAKEBACKS;
	} else if (!strcmp(name, "time")) {
		if (clock_spec_parse(v, &s->clock, &cause) < 0) {
			file_error(r, _("time = %s: %s"), v, cause);
			free(cause);
			return true;
		}
		s->set |= SET_TIME;
	} else {
		return false;
	}
	return true;
}

static bool screen_value(struct reading *r, const char *name, const char *v)
{
	static const struct { const char *name; unsigned bit; size_t off; } t[] = {
		{ "color", SET_COLOR, offsetof(struct settings, color) },
		{ "unicode", SET_UNICODE, offsetof(struct settings, unicode) },
		{ "aids", SET_AIDS, offsetof(struct settings, aids) },
		{ "bell", SET_BELL, offsetof(struct settings, bell) },
	};
	struct settings *s = &r->f->s;

	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
		if (strcmp(name, t[i].name))
			continue;
		if (!strcmp(name, "aids") && !strcasecmp(v, "auto")) {
			s->set &= ~SET_AIDS;
		} else if (!parse_bool(v, (bool *)((char *)s + t[i].off))) {
			file_error(r, _("%s = %s: write yes or no"), name, v);
		} else {
			s->set |= t[i].bit;
		}
		return true;
	}
	return false;
}

static bool player_value(struct reading *r, const char *section, const char *name,
                         const char *v)
{
	struct settings *s = &r->f->s;
	bool engines = !strcmp(section, "engines");
	enum color who = !strcmp(name, "black") ? BLACK : !strcmp(name, "white") ? WHITE : EMPTY;
	double d;

	if (engines && !*v && (who != EMPTY || !strcmp(name, "hint") || !strcmp(name, "analysis"))) {
		file_error(r, _("%s = : the engine command is missing"), name);
	} else if (who != EMPTY) {
		s->engine[who] = engines ? keep(r->f, v) : NULL;
		s->name[who] = engines ? NULL : keep(r->f, v);
		s->set |= who == BLACK ? SET_BLACK : SET_WHITE;
	} else if (engines && !strcmp(name, "hint")) {
		s->hint = keep(r->f, v);
		s->set |= SET_HINT;
	} else if (engines && !strcmp(name, "analysis")) {
		s->analysis = keep(r->f, v);
		s->set |= SET_ANALYSIS;
	} else if (engines && (!strcmp(name, "delay") || !strcmp(name, "timeout"))) {
		bool delay = !strcmp(name, "delay");

		if (!parse_seconds(v, delay ? 0 : 0.1, &d))
			return file_error(r, _("invalid number of seconds '%s'"), v), true;
		*(delay ? &s->engine_delay : &s->engine_timeout) = d;
		s->set |= delay ? SET_ENGINE_DELAY : SET_ENGINE_TIMEOUT;
	} else {
		return false;
	}
	return true;
}

/* [keys] NAME = COMMAND */
static void key_value(struct reading *r, const char *name, const char *v)
{
	struct settings_file *f = r->f;
	int key = settings_key_parse(name);
	const char *cmd = v + (*v == ':');
	char word[64];
	size_t n = strcspn(cmd, " \t!"), cap = (size_t)f->nkeys;

	if (key < 0) {
		file_error(r, _("unknown key '%s' (a character, C-x, F1…F12, Left, Space …)"), name);
		return;
	}
	snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word ? n : sizeof word - 1), cmd);
	if (!cmd_find(word)) {
		file_error(r, _("%s = %s: there is no command '%s'"), name, v, word);
		return;
	}
	f->keys = xgrow(f->keys, &cap, (size_t)f->nkeys + 1, sizeof *f->keys);
	f->keys[f->nkeys++] = (struct settings_key_binding){
		.key = key, .name = text_sanitize(name), .command = xstrdup(cmd), .line = r->line,
	};
}

static int on_value(void *user, const char *section, const char *name, const char *value)
{
	struct reading *r = user;
	bool known;

	if (!strcmp(section, "keys")) {
		key_value(r, name, value);
		return 1;
	}
	if (!strcmp(section, "game"))
		known = game_value(r, name, value);
	else if (!strcmp(section, "screen"))
		known = screen_value(r, name, value);
	else if (!strcmp(section, "players") || !strcmp(section, "engines"))
		known = player_value(r, section, name, value);
	else if (!*section)
		return file_error(r, _("'%s' is outside a section ([game], [screen] …)"), name), 1;
	else
		return file_error(r, _("unknown section [%s]"), section), 1;
	if (!known)
		file_error(r, _("unknown setting '%s' in [%s]"), name, section);
	return 1;
}

/* Parse r->in (opened) as f->path. */
static int read_stream(struct settings_file *f, FILE *in)
{
	struct reading r = { .f = f, .in = in };
	int bad = ini_parse_stream(read_line, &r, on_value, &r);

	if (bad > 0) {
		r.line = bad;
		file_error(&r, "%s", _("not NAME = VALUE, a [section] or a comment"));
	}
	free(r.buf);
	return f->nerrors;
}

/* Parse the len bytes of text as f->path. */
static int read_text(struct settings_file *f, const char *text, size_t len)
{
	FILE *in;
	int n;

	if (!len)
		return 0; /* (fmemopen refuses a size of 0) */
	if (!(in = fmemopen((void *)text, len, "r")))
		return -1;
	n = read_stream(f, in);
	fclose(in);
	return n;
}

/* Read with file_read (base/readfile.h), as the SGF reader: a FIFO reads as
 * empty instead of hanging the start, /dev/zero stops at SETTINGS_FILE_MAX
 * instead of filling memory, a directory is an error instead of nothing. */
int settings_read(struct settings_file *f, const char *path, bool missing_ok)
{
	char *cause = NULL, *text;
	size_t len;
	int n;

	settings_file_init(f);
	f->path = xstrdup(path);
	if (!(text = file_read(path, SETTINGS_FILE_MAX, &len, &cause))) {
		struct reading r = { .f = f };

		if (errno != ENOENT || !missing_ok)
			file_error(&r, "%s", cause);
		free(cause);
		return f->nerrors;
	}
	n = read_text(f, text, len);
	free(text);
	return n;
}

int settings_read_text(struct settings_file *f, const char *name, const char *text)
{
	settings_file_init(f);
	f->path = xstrdup(name);
	return read_text(f, text, strlen(text));
}

void settings_merge(struct settings *into, const struct settings *from)
{
	unsigned take = from->set & ~into->set;

#define TAKE(bit, field) do { if (take & (bit)) into->field = from->field; } while (0)
	TAKE(SET_SIZE, size);
	TAKE(SET_RULES, rules);
	TAKE(SET_KOMI, komi);
	TAKE(SET_TIME, clock);
	TAKE(SET_COLOR, color);
	TAKE(SET_UNICODE, unicode);
	TAKE(SET_AIDS, aids);
	TAKE(SET_BELL, bell);
	TAKE(SET_TAKEBACKS, takebacks);
	TAKE(SET_BLACK, engine[BLACK]);
	TAKE(SET_BLACK, name[BLACK]);
	TAKE(SET_WHITE, engine[WHITE]);
	TAKE(SET_WHITE, name[WHITE]);
	TAKE(SET_HINT, hint);
	TAKE(SET_ANALYSIS, analysis);
	TAKE(SET_ENGINE_DELAY, engine_delay);
	TAKE(SET_ENGINE_TIMEOUT, engine_timeout);
#undef TAKE
	into->set |= take;
}

int settings_key_parse(const char *name)
{
	static const struct { const char *name; int key; } t[] = {
		{ "Left", SKEY_LEFT }, { "Right", SKEY_RIGHT }, { "Up", SKEY_UP },
		{ "Down", SKEY_DOWN }, { "Home", SKEY_HOME }, { "End", SKEY_END },
		{ "PgUp", SKEY_PGUP }, { "PgDn", SKEY_PGDN }, { "Insert", SKEY_INSERT },
		{ "Delete", SKEY_DELETE }, { "Backspace", SKEY_BACKSPACE },
		{ "Space", ' ' }, { "Tab", '\t' }, { "Esc", 27 }, { "Enter", '\n' },
		{ "semicolon", ';' }, { "hash", '#' }, { "equals", '=' }, { "colon", ':' },
		{ "lbracket", '[' }, { "rbracket", ']' },
	};
	wchar_t wc;
	mbstate_t st;
	size_t n;

	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
		if (!strcasecmp(name, t[i].name))
			return t[i].key;
	if ((name[0] == 'F' || name[0] == 'f') && isdigit((unsigned char)name[1])) {
		char *end;
		long k = strtol(name + 1, &end, 10);

		return !*end && k >= 1 && k <= 12 ? SKEY_F1 + (int)k - 1 : -1;
	}
	if (!strncasecmp(name, "C-", 2) || !strncasecmp(name, "Ctrl-", 5)) {
		const char *c = name + (name[1] == '-' ? 2 : 5);

		return isalpha((unsigned char)c[0]) && !c[1] ? tolower((unsigned char)c[0]) & 0x1f : -1;
	}
	memset(&st, 0, sizeof st);
	n = mbrtowc(&wc, name, strlen(name), &st);
	if (n == 0 || n == (size_t)-1 || n == (size_t)-2 || name[n] || wc < 0x20 || wc == 0x7f)
		return -1;
	return (int)wc;
}
