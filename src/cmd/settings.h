/*
 * settings.h — the user's settings: $XDG_CONFIG_HOME/tengen/config (else
 * ~/.config/tengen/config), read with inih (Debian's libinih), merged under
 * the command line (no curses: the front ends apply the result).
 *
 * The file is INI: sections [game] [screen] [engines] [keys], NAME = VALUE
 * lines, comments starting with ; or # (data/config.example lists every
 * setting).  A line that is wrong (an unknown section or name, a value out
 * of range, a key name or a command that does not exist) is an error
 * "FILE:LINE: what is wrong"; the setting keeps its default and every other
 * line still counts, so the program always starts.
 *
 * Model: a struct settings holds values and a bit per value given (`set`).
 * The file fills one, the command line another; settings_merge() takes the
 * file's value for every setting the command line did not give.
 *
 * Design notes: inih (libinih-dev, pkg-config inih) does the splitting
 * (sections, NAME = VALUE, comments, a BOM) and we check the values.  Two
 * limits of inih are worked around, not patched: its handler gets no line
 * number (Debian builds it without INI_HANDLER_LINENO), so the file is fed
 * through our reader (ini_parse_stream) that counts the lines, and a line
 * longer than its 200-byte buffer would be cut into pieces taken for lines,
 * so the reader refuses such a line whole.  inih returns only the first line
 * it cannot split; every value error is kept (settings_file.errors,
 * FILE:LINE: …, sanitized).  The set bits are SET_*; main.c makes the
 * command line's struct (option_setting() per option).  [screen] aids becomes cmd_ctx.aids_start
 * (cmd_aids_default()), bell and flash the clock's bell and flash, [keys] the screen's
 * keys_user() table, looked up before key_bindings[] (review_bindings[] still
 * first in review); keys_for() no longer names a built-in key the file took
 * for another command; the help screen lists them first ("Your keys").  The
 * first error is the message when the screen opens (unless the autosave
 * question waits), all of them on stderr.  --gtp and the file tools read no
 * config.  Tests: check_settings (every value, errors and their lines, inih's
 * syntax error, a long line, keys, data/config.example uncommented is valid,
 * the merge), e2e config.sh.
 */
#ifndef TENGEN_SETTINGS_H
#define TENGEN_SETTINGS_H

#include <stdbool.h>

#include "rules/clock.h"
#include "rules/types.h"

enum setting_bit {
	SET_SIZE = 1 << 0,
	SET_RULES = 1 << 1,
	SET_KOMI = 1 << 2,
	SET_TIME = 1 << 3,
	SET_COLOR = 1 << 4,
	SET_UNICODE = 1 << 5,
	SET_AIDS = 1 << 6,
	SET_BELL = 1 << 7,
	SET_BLACK = 1 << 8,       /* the player of Black: a name or an engine */
	SET_WHITE = 1 << 9,
	SET_HINT = 1 << 10,
	SET_ENGINE_DELAY = 1 << 11,
	SET_ENGINE_TIMEOUT = 1 << 12,
	SET_TAKEBACKS = 1 << 13,
	SET_SCALE = 1 << 14,
	SET_ANALYSIS = 1 << 15,
	SET_FLASH = 1 << 16,
};

/* Key names that are no character: past the last Unicode code point. */
enum settings_key {
	SKEY_LEFT = 0x200000, SKEY_RIGHT, SKEY_UP, SKEY_DOWN, SKEY_HOME, SKEY_END,
	SKEY_PGUP, SKEY_PGDN, SKEY_INSERT, SKEY_DELETE, SKEY_BACKSPACE,
	SKEY_F1, /* … SKEY_F1 + 11 is F12 */
	SKEY_F12 = SKEY_F1 + 11,
};

/* [keys] NAME = COMMAND: a key of the screen bound to a command string. */
struct settings_key_binding {
	int key;          /* a character (Ctrl-X as its control code) or SKEY_* */
	char *name;       /* as the file wrote it, for messages */
	char *command;    /* the command string, without a leading ':' */
	int line;
};

struct settings {
	unsigned set;             /* SET_*: which values are given */
	int size;
	enum rules rules;
	double komi;
	struct clock_spec clock;
	bool color, unicode, aids, bell, flash;
	int scale;                /* [screen] scale = 1, 2 or auto (0) */
	bool takebacks;           /* [game] takebacks = allow (else ask) */
	/* by colour (BLACK, WHITE): an engine's command, else a name */
	const char *engine[3], *name[3];
	const char *hint;         /* the hint engine's command */
	const char *analysis;     /* the live analysis engine's command */
	double engine_delay, engine_timeout; /* seconds */
};

/* A file read: its settings, its key bindings and its errors. */
struct settings_file {
	char *path;
	struct settings s;
	struct settings_key_binding *keys;
	int nkeys;
	char **errors;            /* "FILE:LINE: …", sanitized */
	int nerrors;
	char **strings;           /* the values s points to */
	int nstrings;
};

void settings_file_init(struct settings_file *f);
void settings_file_free(struct settings_file *f);

/* The default path ($XDG_CONFIG_HOME/tengen/config, else
 * ~/.config/tengen/config), a new string; NULL when neither is set. */
char *settings_default_path(void);

/* A config file larger than this is refused: no config is, and a device
 * such as /dev/zero would be read until memory ran out. */
#define SETTINGS_FILE_MAX ((size_t)1 << 20)
/* Read path into f (initialised here).  A file that does not exist is no
 * error when missing_ok (the default path); any other problem (a
 * directory, a file past SETTINGS_FILE_MAX …) is one of f->errors.  Returns the number of errors. */
int settings_read(struct settings_file *f, const char *path, bool missing_ok);
/* The same from text (tests), the errors naming name. */
int settings_read_text(struct settings_file *f, const char *name, const char *text);

/* Every value of from that into lacks is copied into into: into is the
 * command line, from the file, so the command line wins. */
void settings_merge(struct settings *into, const struct settings *from);

/* The key of a name as [keys] writes it ("x", "C-x", "Ctrl-x", "F5",
 * "Left", "Space", "semicolon" …), or -1. */
int settings_key_parse(const char *name);

#endif
