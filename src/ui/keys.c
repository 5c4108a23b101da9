/*
 * keys.c — the default key bindings of the play screen.
 *
 * A key is bound to a command string of the command table (cmd.c), as in
 * tmux's key-bindings.c: pressing it runs exactly what typing the command on
 * the ':' line would.  The help screen lists this table, and the messages of
 * the commands name their keys from it (keys_for, the context's key_for).
 */
#include "base/i18n.h"

#include <curses.h>
#include <string.h>

#include "cmd/settings.h"
#include "ui/ui_int.h"

const struct key_binding key_bindings[] = {
	/* TRANSLATORS: the help of each key on the help screen, after 19
	   columns of keys: at most 61 columns (a CJK character takes 2) or the
	   end is cut at 80.  The keys and command names stay as they are. */
	{ "← h", { UI_KEY(KEY_LEFT), 'h' }, "cursor left", N_("cursor left"), "←" },
	{ "→ l", { UI_KEY(KEY_RIGHT), 'l' }, "cursor right", N_("cursor right"), "→" },
	{ "↑ k", { UI_KEY(KEY_UP), 'k' }, "cursor up", N_("cursor up"), "↑" },
	{ "↓ j", { UI_KEY(KEY_DOWN), 'j' }, "cursor down", N_("cursor down"), "↓" },
	{ "H  shift-←", { 'H', UI_KEY(KEY_SLEFT) }, "jump left",
	  N_("jump left to the next star-point line or the edge"), "H" },
	{ "L  shift-→", { 'L', UI_KEY(KEY_SRIGHT) }, "jump right",
	  N_("jump right to the next star-point line or the edge"), "L" },
	{ "K  shift-↑", { 'K', UI_KEY(KEY_SR) }, "jump up",
	  N_("jump up to the next star-point line or the edge"), "K" },
	{ "J  shift-↓", { 'J', UI_KEY(KEY_SF) }, "jump down",
	  N_("jump down to the next star-point line or the edge"), "J" },
	{ "Enter Space", { '\n', '\r', ' ', UI_KEY(KEY_ENTER) }, "play",
	  N_("play at the cursor (a mouse click plays where you click)"), "Enter" },
	{ "p", { 'p' }, "pass", N_("pass"), "p" },
	{ "u", { 'u' }, "undo", N_("take back the last move"), "u" },
	/* the end of the game: after two passes, a confirmation, the result */
	{ "d", { 'd' }, "dead", N_("after the stop: mark the group at the cursor dead / alive"), "d" },
	{ "D", { 'D' }, "dead chain", N_("the same for one chain only"), "D" },
	{ "y", { 'y' }, "agree", N_("agree with the marks (the player to move first)"), "y" },
	{ "x", { 'x' }, "disagree", N_("declare disagreement (both: both lose, Art. 13-1)"), "x" },
	{ "r", { 'r' }, "resume", N_("ask to resume play: the opponent moves (Art. 9-3)"), "r" },
	{ "c", { 'c' }, "confirm", N_("dispute: confirmation play on a copy (Art. 7-2)"), "c" },
	{ "e", { 'e' }, "confirm-end", N_("end the confirmation, apply its verdict"), "e" },
	{ "P", { 'P' }, "pass-ko", N_("in a confirmation: pass for the ko at the cursor"), "P" },
	{ "=", { '=' }, "result", N_("the result and the article that decided it"), "=" },
	{ "v", { 'v' }, "review",
	  N_("review the record (moves, variations, comments); again: back"), "v" },
	{ "i", { 'i' }, "hint", N_("hint: the engine suggests a move (the cursor goes there)"), "i" },
	{ "Esc", { 27 }, "engine off", N_("take over from the engines: both colours by hand"), "Esc" },
	{ "E", { 'E' }, "estimate",
	  N_("play and review: who owns each point and who leads, by the estimate (again: off)"),
	  "E" },
	{ "a", { 'a' }, "aids", N_("beginner aids on/off: liberties, atari, ko point"), "a" },
	{ "A", { 'A' }, "analysis",
	  N_("live analysis by the engine (--analysis) on/off; in play if both allow it"), "A" },
	{ "V", { 'V' }, "analysis pv",
	  N_("analysis: the variation of the move at the cursor, numbered (again: off)"), "V" },
	{ "O", { 'O' }, "analysis ownership",
	  N_("analysis: the engine's territory (KataGo) on/off"), "O" },
	{ "m", { 'm' }, "mark cycle",
	  N_("a mark at the cursor: triangle, square, circle, cross, none in turn"), "m" },
	{ "M", { 'M' }, "label", N_("a label at the cursor: the next free letter"), "M" },
	{ "#", { '#' }, "numbers", N_("the move numbers on the stones on/off"), "#" },
	{ "[", { '[' }, "comment-scroll up", N_("scroll a long comment of the position up"), "[" },
	{ "]", { ']' }, "comment-scroll down", N_("scroll a long comment of the position down"),
	  "]" },
	{ "s", { 's' }, "edit",
	  N_("edit mode: set up stones and who moves (again: play on from there)"), "s" },
	{ "n", { 'n' }, "new", N_("new game"), "n" },
	{ "?", { '?', UI_KEY(KEY_F(1)) }, "help", N_("this help"), "?" },
	{ "Ctrl-P", { UI_CTRL('p') }, "messages",
	  N_("the last 50 messages (the whole text of one cut short)"),
	  "Ctrl-P" },
	{ "q Ctrl-C", { 'q', UI_CTRL('c') }, "quit", N_("quit (asks when the game is not saved)"),
	  "q" },
	{ NULL, { 0 }, NULL, NULL, NULL },
};

/* While a review is open these come first; the table above serves the keys
 * they do not name (v, ?, q, :).  Home and End: ui.c also teaches curses
 * the \e[1~ and \e[4~ that screen, tmux and PuTTY send. */
const struct key_binding review_bindings[] = {
	{ "← h", { UI_KEY(KEY_LEFT), 'h' }, "prev", N_("review: one move back"), "←" },
	{ "→ l", { UI_KEY(KEY_RIGHT), 'l' }, "next", N_("review: one move forward"), "→" },
	{ "PgUp", { UI_KEY(KEY_PPAGE) }, "prev 10", N_("review: ten moves back"), "PgUp" },
	{ "PgDn", { UI_KEY(KEY_NPAGE) }, "next 10", N_("review: ten moves forward"), "PgDn" },
	{ "Home", { UI_KEY(KEY_HOME) }, "first", N_("review: the start of the record"), "Home" },
	{ "End", { UI_KEY(KEY_END) }, "last", N_("review: the end of the line"), "End" },
	{ "↑ k", { UI_KEY(KEY_UP), 'k' }, "variation prev",
	  N_("review: choose the previous variation of the next move"), "↑" },
	{ "↓ j", { UI_KEY(KEY_DOWN), 'j' }, "variation next",
	  N_("review: choose the next variation of the next move"), "↓" },
	{ "g", { 'g' }, "goto", N_("review: to the move played at the cursor (again: its next one)"),
	  "g" },
	{ "c", { 'c' }, "next-comment", N_("review: the next move with a comment"), "c" },
	{ "C", { 'C' }, "prev-comment", N_("review: the previous move with a comment"), "C" },
	{ "b", { 'b' }, "next-branch", N_("review: the next branch point (variations follow)"), "b" },
	{ "B", { 'B' }, "prev-branch", N_("review: the previous branch point"), "B" },
	{ "[", { '[' }, "comment-scroll up", N_("review: scroll a long comment up"), "[" },
	{ "]", { ']' }, "comment-scroll down", N_("review: scroll a long comment down"), "]" },
	{ "S", { 'S' }, "mistakes",
	  N_("review: the moves that lost the most, and to the largest"), "S" },
	{ "}", { '}' }, "next-mistake", N_("review: the next mistake (what it lost, the better move)"),
	  "}" },
	{ "{", { '{' }, "prev-mistake", N_("review: the previous mistake"), "{" },
	{ "G", { 'G' }, "graph", N_("review: show or hide the graph of the estimated lead"), "G" },
	{ "T", { 'T' }, "tree",
	  N_("review: show or hide the game tree (c: a comment, m: marks)"), "T" },
	{ "a", { 'a' }, "analysis", N_("review: live analysis by the engine on/off (A too)"), "a" },
	{ "Esc", { 27 }, "review off", N_("review: back to play (v too)"), "Esc" },
	{ NULL, { 0 }, NULL, NULL, NULL },
};

/* While the review shows its game tree these come first, then the
 * review's: ↑ and ↓ move between its rows. */
const struct key_binding tree_bindings[] = {
	{ "↑ k", { UI_KEY(KEY_UP), 'k' }, "tree up",
	  N_("tree: the variation above (the nearest move of the row above)"), "↑" },
	{ "↓ j", { UI_KEY(KEY_DOWN), 'j' }, "tree down",
	  N_("tree: the variation below (the nearest move of the row below)"), "↓" },
	{ NULL, { 0 }, NULL, NULL, NULL },
};

/* The config file's bindings: file-scope because keys_for is the command
 * context's argument-less callback. */
static const struct settings_key_binding *user_keys;
static int nuser_keys;

/* A key of settings.h as the screen reads it (UI_KEY of curses' codes). */
static int user_key_code(int k)
{
	static const int named[] = {
		KEY_LEFT, KEY_RIGHT, KEY_UP, KEY_DOWN, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE,
		KEY_IC, KEY_DC, KEY_BACKSPACE,
	};

	if (k >= SKEY_F1 && k <= SKEY_F12)
		return UI_KEY(KEY_F(k - SKEY_F1 + 1));
	if (k >= SKEY_LEFT && k <= SKEY_BACKSPACE)
		return UI_KEY(named[k - SKEY_LEFT]);
	return k;
}

void keys_user(const struct settings_key_binding *k, int n)
{
	user_keys = k;
	nuser_keys = n;
}

static const char *lookup_user(int key)
{
	const char *found = NULL;

	for (int i = 0; i < nuser_keys; i++) /* the file's last line for a key wins */
		if (user_key_code(user_keys[i].key) == key)
			found = user_keys[i].command;
	return found;
}

/* While problems are open these come first; the table above serves the
 * rest (the cursor, Enter plays, ?, q, :). */
const struct key_binding problem_bindings[] = {
	{ "u", { 'u' }, "retry", N_("problems: this problem again"), "u" },
	{ "n", { 'n' }, "next-problem", N_("problems: the next problem"), "n" },
	{ "N", { 'N' }, "prev-problem", N_("problems: the previous problem"), "N" },
	{ "[", { '[' }, "comment-scroll up", N_("problems: scroll a long comment up"), "[" },
	{ "]", { ']' }, "comment-scroll down", N_("problems: scroll a long comment down"), "]" },
	{ "Esc", { 27 }, "problems off", N_("problems: back to the game"), "Esc" },
	{ NULL, { 0 }, NULL, NULL, NULL },
};

/* In edit mode these come first, then the review's, then the play screen's. */
const struct key_binding edit_bindings[] = {
	{ "← h", { UI_KEY(KEY_LEFT), 'h' }, "cursor left", N_("cursor left"), "←" },
	{ "→ l", { UI_KEY(KEY_RIGHT), 'l' }, "cursor right", N_("cursor right"), "→" },
	{ "↑ k", { UI_KEY(KEY_UP), 'k' }, "cursor up", N_("cursor up"), "↑" },
	{ "↓ j", { UI_KEY(KEY_DOWN), 'j' }, "cursor down", N_("cursor down"), "↓" },
	{ "Enter Space", { '\n', '\r', ' ', UI_KEY(KEY_ENTER) }, "setup cycle",
	  N_("edit: empty, black, white in turn at the cursor (a click too)"), "Enter" },
	{ "b", { 'b' }, "setup black", N_("edit: a black stone at the cursor, or none"), "b" },
	{ "w", { 'w' }, "setup white", N_("edit: a white stone at the cursor, or none"), "w" },
	{ "x Del", { 'x', UI_KEY(KEY_DC) }, "setup empty", N_("edit: empty the point"), "x" },
	{ "t", { 't' }, "setup turn", N_("edit: the other player to move"), "t" },
	{ "u", { 'u' }, "setup undo", N_("edit: take back the last change"), "u" },
	{ "s Esc", { 's', 27 }, "edit off",
	  N_("edit: done (from play: play on from the position)"), "s" },
	{ NULL, { 0 }, NULL, NULL, NULL },
};

static const char *lookup_in(const struct key_binding *t, int key)
{
	for (const struct key_binding *b = t; b->keys; b++)
		for (int i = 0; i < 4 && b->key[i]; i++)
			if (b->key[i] == key)
				return b->command;
	return NULL;
}

const char *keys_lookup(int key)
{
	const char *c = lookup_user(key);

	return c ? c : lookup_in(key_bindings, key);
}

const char *keys_lookup_review(int key)
{
	const char *c = lookup_in(review_bindings, key);

	return c ? c : keys_lookup(key);
}

const char *keys_lookup_tree(int key)
{
	const char *c = lookup_in(tree_bindings, key);

	return c ? c : keys_lookup_review(key);
}

const char *keys_lookup_problem(int key)
{
	const char *c = lookup_in(problem_bindings, key);

	return c ? c : keys_lookup(key);
}

const char *keys_lookup_edit(int key)
{
	const char *c = lookup_in(edit_bindings, key);

	return c ? c : keys_lookup_review(key);
}

/* The binding of t that runs command, or NULL; one whose first key the
 * config file took for another command does not count. */
static const struct key_binding *bound_to(const struct key_binding *t, const char *command)
{
	for (const struct key_binding *b = t; b->keys; b++) {
		const char *now = lookup_user(b->key[0]);

		if (!strcmp(b->command, command) && (!now || !strcmp(now, command)))
			return b;
	}
	return NULL;
}

/* A later key of command's binding in t that the config file left alone,
 * named as [keys] writes it ("Ctrl-C", "x"); NULL when there is none (q
 * rebound: Ctrl-C still quits). */
static const char *other_key(const struct key_binding *t, const char *command)
{
	static char name[16];

	for (const struct key_binding *b = t; b->keys; b++) {
		if (strcmp(b->command, command) != 0)
			continue;
		for (int i = 1; i < 4 && b->key[i]; i++) {
			int k = b->key[i];

			if (lookup_user(k) || k <= 0 || (k > 26 && (k < 33 || k > 126)))
				continue;
			if (k <= 26)
				snprintf(name, sizeof name, "Ctrl-%c", 'A' + k - 1);
			else
				snprintf(name, sizeof name, "%c", k);
			return name;
		}
	}
	return NULL;
}

const char *keys_for(const char *command)
{
	const struct key_binding *b = bound_to(key_bindings, command);

	for (int i = nuser_keys - 1; i >= 0 && !b; i--)
		if (!strcmp(user_keys[i].command, command) &&
		    lookup_user(user_key_code(user_keys[i].key)) == user_keys[i].command)
			return user_keys[i].name;
	if (!b)
		b = bound_to(review_bindings, command);
	if (!b)
		b = bound_to(tree_bindings, command);
	if (!b)
		b = bound_to(problem_bindings, command);
	if (!b)
		b = bound_to(edit_bindings, command);
	return b ? b->name : other_key(key_bindings, command);
}
