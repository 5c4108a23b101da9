/*
 * newgame.c — the new-game screen: a small form of size, rules, handicap,
 * placement, komi, the players' names and the clock.
 *
 * ↑/↓ (or Tab) choose a field, ←/→ change it (− and + step the size by
 * one), names and the clock (a time spec, as --time and :time take it:
 * read by clock_spec_parse when the game starts, its error shown in the
 * form) are typed in, Enter starts the game, Esc goes back to the game
 * on the board.  The komi follows the rules and handicap (game_default_komi)
 * until it is changed by hand.  Starting goes through cmd_new_game(), the
 * same path as "new SIZE" and the command-line options.
 *
 * A record never runs a command: the names the form starts with come from
 * the game (a record's PB and PW, an autosave, the archive, an engine's
 * answer to name) and stay plain names even when they read gtp:COMMAND
 * (the form says so).  Only a field the user has typed from empty starts
 * an engine; the command line's and the config's engines start elsewhere
 * (ui.c).  See the man page, SECURITY.
 */
#include "base/i18n.h"

#include <curses.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "ui/ui_int.h"

enum {
	F_SIZE, F_RULES, F_HANDICAP, F_PLACEMENT, F_KOMI, F_BLACK, F_WHITE, F_TIME, F_TAKEBACKS,
	F_ANALYSIS, F_START,
	F_COUNT
};

/* The text a typed field edits, or NULL for a field of choices. */
static char *field_text(struct newgame *f)
{
	return f->field == F_BLACK ? f->name[BLACK] : f->field == F_WHITE ? f->name[WHITE] :
	       f->field == F_TIME ? f->time : NULL;
}

static const int presets[] = { 9, 13, 19, 21 };

void newgame_open(struct ui *u)
{
	struct newgame *f = &u->ng;
	const struct game *g = u->game;

	memset(f, 0, sizeof *f);
	f->s.size = g->board.size;
	f->s.rules = g->rules;
	f->s.komi = game_default_komi(g->rules, 0);
	for (int who = BLACK; who <= WHITE; who++)
		if (u->ctx.s.name[who]) {
			snprintf(f->name[who], sizeof f->name[who], "%s", u->ctx.s.name[who]);
			f->filled[who] = true; /* from the game: never an engine */
		}
	if (u->ctx.s.clock.clock.spec.system != CLOCK_NONE) /* the clock in play */
		clock_spec_format(&u->ctx.s.clock.clock.spec, f->time, sizeof f->time);
	f->s.takebacks = u->ctx.s.takebacks ? TAKEBACKS_ALLOW : TAKEBACKS_ASK;
	f->s.analysis = u->ctx.s.analysis_allowed ? ANALYSIS_ALLOW : ANALYSIS_FORBID;
	f->field = F_START;
	u->screen = SCREEN_NEWGAME;
	u->dirty |= CMD_REDRAW_ALL;
	erase();
}

static void change(struct ui *u, int delta, bool fine)
{
	struct newgame *f = &u->ng;
	int i;

	switch (f->field) {
	case F_SIZE:
		if (fine) {
			f->s.size += delta;
		} else {
			/* next preset in that direction */
			int next = f->s.size;

			for (i = delta > 0 ? 0 : 3; i >= 0 && i < 4; i += delta > 0 ? 1 : -1)
				if ((presets[i] - f->s.size) * delta > 0) {
					next = presets[i];
					break;
				}
			f->s.size = next;
		}
		if (f->s.size < BOARD_MIN_SIZE)
			f->s.size = BOARD_MIN_SIZE;
		if (f->s.size > BOARD_MAX_SIZE)
			f->s.size = BOARD_MAX_SIZE;
		break;
	case F_RULES:
		f->s.rules = (enum rules)((f->s.rules + 3 + (delta > 0 ? 1 : 2)) % 3);
		break;
	case F_HANDICAP:
		f->s.handicap += delta;
		if (f->s.handicap == 1)
			f->s.handicap += delta;
		if (f->s.handicap < 0)
			f->s.handicap = 0;
		if (f->s.handicap > 9)
			f->s.handicap = 9;
		break;
	case F_PLACEMENT:
		f->s.free_handicap = !f->s.free_handicap;
		break;
	case F_TAKEBACKS:
		f->s.takebacks = f->s.takebacks == TAKEBACKS_ALLOW ? TAKEBACKS_ASK : TAKEBACKS_ALLOW;
		break;
	case F_ANALYSIS:
		f->s.analysis = f->s.analysis == ANALYSIS_ALLOW ? ANALYSIS_FORBID : ANALYSIS_ALLOW;
		break;
	case F_KOMI:
		f->s.komi += 0.5 * delta;
		f->komi_edited = true;
		break;
	default:
		return;
	}
	if (!f->komi_edited)
		f->s.komi = game_default_komi(f->s.rules, f->s.handicap);
	f->msg[0] = '\0';
}

/* The engine command of a player field the user typed as gtp:COMMAND (as
 * --black and --white take it), NULL for a person's name and for any name
 * filled from the game; "" when the command is missing. */
static const char *field_engine(const struct newgame *f, enum color who)
{
	const char *field = f->name[who];

	if (f->filled[who] || strncmp(field, "gtp:", 4) != 0)
		return NULL;
	return field[4 + strspn(field + 4, " ")] ? field + 4 : "";
}

/* After the new game: the engines the player fields name. */
static int start_engines(struct ui *u, const char *const engine[3])
{
	int flags = 0;

	for (int who = BLACK; who <= WHITE; who++)
		if (engine[who])
			flags |= cmd_engine_start(&u->ctx, (enum color)who, engine[who]);
	return flags | cmd_engines_sync(&u->ctx);
}

static void start(struct ui *u)
{
	struct newgame *f = &u->ng;
	const char *engine[3] = { NULL, NULL, NULL };
	int flags;

	char *cause = NULL;

	for (int who = BLACK; who <= WHITE; who++) {
		engine[who] = field_engine(f, (enum color)who);
		if (engine[who] && !*engine[who]) {
			snprintf(f->msg, sizeof f->msg, "%s", _("gtp: needs the engine's command"));
			f->field = who == BLACK ? F_BLACK : F_WHITE;
			u->dirty |= CMD_REDRAW_ALL;
			return;
		}
	}

	if (clock_spec_parse(*f->time ? f->time : "none", &f->s.clock, &cause) < 0) {
		char *shown = text_sanitize(cause ? cause : "");

		snprintf(f->msg, sizeof f->msg, _("Clock: %s"), shown);
		free(shown);
		free(cause);
		f->field = F_TIME; /* where to mend it */
		u->dirty |= CMD_REDRAW_ALL;
		return;
	}
	f->s.komi_set = true;
	f->s.black = engine[BLACK] ? "" : f->name[BLACK];
	f->s.white = engine[WHITE] ? "" : f->name[WHITE];
	flags = cmd_new_game(&u->ctx, &f->s);
	if (flags & CMD_FAILED) {
		snprintf(f->msg, sizeof f->msg, "%s", u->ctx.message);
		u->dirty |= CMD_REDRAW_ALL;
		return;
	}
	ui_show_play(u);
	ui_apply(u, flags | start_engines(u, engine));
}

static void edit_name(char *name, size_t size, int key, wint_t wch)
{
	size_t len = strlen(name);

	if (key == UI_KEY(KEY_BACKSPACE) || key == 127 || key == 8) {
		/* drop the last character, however many bytes it has */
		while (len > 0 && ((unsigned char)name[len - 1] & 0xc0) == 0x80)
			len--;
		if (len > 0)
			len--;
		name[len] = '\0';
	} else if (!(key & UI_KEYCODE) && wch >= 0x20 && wch != 0x7f) {
		char mb[MB_LEN_MAX];
		mbstate_t st;
		size_t n;

		memset(&st, 0, sizeof st);
		n = wcrtomb(mb, (wchar_t)wch, &st);
		if (n != (size_t)-1 && len + n < size) {
			memcpy(name + len, mb, n);
			name[len + n] = '\0';
		}
	}
}

bool newgame_paste(struct ui *u, const char *text)
{
	struct newgame *f = &u->ng;
	char *name, *line, *shown;
	size_t len, n;

	if (!(name = field_text(f)))
		return false;
	n = strcspn(text, "\r\n");
	line = xmalloc(n + 1);
	memcpy(line, text, n);
	line[n] = '\0';
	shown = text_sanitize(line);
	free(line);
	len = strlen(name);
	/* whole characters only: the name must stay valid UTF-8 */
	n = strlen(shown);
	while (len + n >= NEWGAME_TEXT && n > 0) {
		n--;
		while (n > 0 && ((unsigned char)shown[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(name + len, shown, n);
	name[len + n] = '\0';
	free(shown);
	u->dirty |= CMD_REDRAW_ALL & ~CMD_REDRAW_LAYOUT;
	return true;
}

void newgame_key(struct ui *u, int key, wint_t wch)
{
	struct newgame *f = &u->ng;
	char *text = field_text(f);

	u->dirty |= CMD_REDRAW_ALL & ~CMD_REDRAW_LAYOUT;
	switch (key) {
	case UI_KEY(KEY_UP): case UI_KEY(KEY_BTAB):
		f->field = (f->field + F_COUNT - 1) % F_COUNT;
		return;
	case UI_KEY(KEY_DOWN): case '\t':
		f->field = (f->field + 1) % F_COUNT;
		return;
	case '\n': case '\r': case UI_KEY(KEY_ENTER):
		start(u);
		return;
	case 27:
		ui_show_play(u);
		return;
	case UI_KEY(KEY_LEFT): change(u, -1, false); return;
	case UI_KEY(KEY_RIGHT): change(u, 1, false); return;
	default: break;
	}
	if (text) {
		edit_name(text, NEWGAME_TEXT, key, wch);
		if (f->field == F_TIME)
			f->msg[0] = '\0';
		else if (!*text) /* emptied: what is typed now is the user's */
			f->filled[f->field == F_BLACK ? BLACK : WHITE] = false;
		return;
	}
	switch (key) {
	case 'h': change(u, -1, false); break;
	case 'l': case ' ': change(u, 1, false); break;
	case 'k': f->field = (f->field + F_COUNT - 1) % F_COUNT; break;
	case 'j': f->field = (f->field + 1) % F_COUNT; break;
	case '-': change(u, -1, true); break;
	case '+': case '=': change(u, 1, true); break;
	case 'q':
		ui_show_play(u);
		break;
	default: break;
	}
}

/* What to type, dimmed, in an empty text field: the clock's forms; for a
 * player, that an engine is gtp:COMMAND (shown while the field is chosen).
 * After a name from the game that reads gtp:…, that it is only a name. */
static void draw_placeholder(const struct newgame *f, int field, bool sel, int y, int x0)
{
	const char *hint = NULL;
	int who = field == F_BLACK ? BLACK : field == F_WHITE ? WHITE : EMPTY;
	int x = x0 + 15;

	if (field == F_TIME && !*f->time)
		hint = _("none (e.g. 30m, 60m+5x30s, 5m+10s)");
	else if (who != EMPTY && sel && !*f->name[who])
		hint = _("a name, or gtp:COMMAND for an engine (gtp:gnugo --mode gtp)");
	else if (who != EMPTY && f->filled[who] && !strncmp(f->name[who], "gtp:", 4)) {
		hint = _("(a name from the game, not an engine: empty the field to type one)");
		x += ui_width(f->name[who]) + 2;
	}
	if (!hint || COLS <= x)
		return;
	attr_set(A_DIM, 0, NULL);
	ui_put(y, x, COLS - x, hint);
	attr_set(A_NORMAL, 0, NULL);
}

/* Games still open in another tengen: said here, on the first screen,
 * before Enter starts a game (the message line of the play screen is seen
 * only after Esc, and the new game's message replaces it).  Row y below the
 * fields, else the message row when it is free. */
static void draw_elsewhere(struct ui *u, int y)
{
	char line[512];

	if (u->opt.open_elsewhere <= 0)
		return;
	if (y >= LINES - 4)
		y = u->ng.msg[0] || LINES - 3 <= F_COUNT ? -1 : LINES - 3;
	if (y < 0)
		return;
	snprintf(line, sizeof line, _("Games still open in another tengen: %d (not offered here)."),
	         u->opt.open_elsewhere);
	attr_set(A_BOLD, 0, NULL);
	ui_put(y, 0, COLS, line);
	attr_set(A_NORMAL, 0, NULL);
}

void newgame_draw(struct ui *u)
{
	struct newgame *f = &u->ng;
	char value[F_COUNT][NEWGAME_TEXT];
	static const char *const label[F_COUNT] = {
		/* TRANSLATORS: the labels of the new-game form, at most 12 columns
		   each (a CJK character takes 2): the values start after them. */
		N_("Board size"), N_("Rules"), N_("Handicap"), N_("Placement"), N_("Komi"),
		N_("Black"), N_("White"), N_("Clock"), N_("Take-backs"), N_("Analysis"), "",
	};
	int y0 = 1, x0 = 2, cy = 0, cx = 0;

	if (!(u->dirty & CMD_REDRAW_ALL))
		return;
	snprintf(value[F_SIZE], sizeof value[0], "%d×%d", f->s.size, f->s.size);
	snprintf(value[F_RULES], sizeof value[0], "%s", rules_label(f->s.rules));
	if (f->s.handicap)
		snprintf(value[F_HANDICAP], sizeof value[0], ngettext("%d stone",
		                                                      "%d stones", f->s.handicap),
		         f->s.handicap);
	else
		snprintf(value[F_HANDICAP], sizeof value[0], "%s", _("none"));
	snprintf(value[F_PLACEMENT], sizeof value[0], "%s",
	         f->s.free_handicap ? _("free (Black places them)") : _("fixed (star points)"));
	snprintf(value[F_KOMI], sizeof value[0], "%g", f->s.komi);
	snprintf(value[F_BLACK], sizeof value[0], "%s", f->name[BLACK]);
	snprintf(value[F_WHITE], sizeof value[0], "%s", f->name[WHITE]);
	snprintf(value[F_TIME], sizeof value[0], "%s", f->time);
	snprintf(value[F_TAKEBACKS], sizeof value[0], "%s",
	         f->s.takebacks == TAKEBACKS_ALLOW ? _("allowed") : _("the opponent allows each"));
	snprintf(value[F_ANALYSIS], sizeof value[0], "%s", f->s.analysis == ANALYSIS_ALLOW ?
	         _("allowed by both (a teaching aid)") : _("not during play"));
	snprintf(value[F_START], sizeof value[0], "%s", _("[ Start the game ]"));

	attr_set(A_BOLD, u->color ? PAIR_TITLE : 0, NULL);
	ui_put(0, 0, COLS, _("New game"));
	attr_set(A_NORMAL, 0, NULL);
	for (int i = 0; i < F_COUNT && y0 + i < LINES - 3; i++) {
		char line[4096];
		bool sel = i == f->field, choice = i < F_BLACK || i == F_TAKEBACKS || i == F_ANALYSIS;

		if (i == F_START)
			snprintf(line, sizeof line, "%s", value[i]);
		else
			snprintf(line, sizeof line, "%s%*s %s%s%s", _(label[i]),
			         ui_width(_(label[i])) < 12 ? 12 - ui_width(_(label[i])) : 0, "",
			         sel && choice ? "< " : "  ", value[i], sel && choice ? " >" : "");
		move(y0 + i, 0);
		clrtoeol();
		attr_set(sel ? A_REVERSE : A_NORMAL, 0, NULL);
		ui_put(y0 + i, x0, ui_width(line) < COLS - x0 ? ui_width(line) : COLS - x0, line);
		attr_set(A_NORMAL, 0, NULL);
		draw_placeholder(f, i, sel, y0 + i, x0);
		if (sel) {
			cy = y0 + i;
			cx = x0 + (i == F_START ? 2 : 13 + 2);
			if (i == F_START)
				cx = x0;
			if (i == F_BLACK || i == F_WHITE || i == F_TIME)
				cx += ui_width(value[i]);
		}
	}
	ui_put(LINES - 3, 0, COLS, f->msg);
	draw_elsewhere(u, y0 + F_COUNT + 1);
	if (LINES - 4 > F_COUNT) { /* what the play screen would say (ui.c) */
		attr_set(A_BOLD, u->color ? PAIR_ERROR : 0, NULL);
		ui_put(LINES - 4, 0, COLS, u->ctx.s.autosave_problem);
		attr_set(A_NORMAL, 0, NULL);
	}
	ui_put(LINES - 2, 0, COLS,
	       _("↑↓ Tab: field   ←→: change (−/+ size by one)   type the names and the clock"));
	ui_put(LINES - 1, 0, COLS, _("Enter: start the game   Esc: back to the board"));
	move(cy, cx < COLS ? cx : COLS - 1);
}
