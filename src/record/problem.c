/*
 * problem.c — answering a learner from a problem's variations (problem.h).
 */
#include "record/problem.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/util.h"

static bool starts_with_word(const char *text, const char *word)
{
	size_t n = strlen(word);

	while (isspace((unsigned char)*text))
		text++;
	return !strncasecmp(text, word, n) && !isalpha((unsigned char)text[n]);
}

/* The word RIGHT in capitals, alone (goproblems.com's mark). */
static bool has_right(const char *text)
{
	for (const char *t = strstr(text, "RIGHT"); t; t = strstr(t + 1, "RIGHT"))
		if ((t == text || !isalpha((unsigned char)t[-1])) && !isalpha((unsigned char)t[5]))
			return true;
	return false;
}

static enum problem_verdict comment_verdict(const char *raw)
{
	char *text = sgf_text(raw);
	enum problem_verdict v = PROBLEM_OPEN;

	if (starts_with_word(text, "correct") || starts_with_word(text, "right"))
		v = PROBLEM_CORRECT;
	else if (starts_with_word(text, "wrong") || starts_with_word(text, "incorrect"))
		v = PROBLEM_WRONG;
	else if (has_right(text))
		v = PROBLEM_CORRECT;
	free(text);
	return v;
}

enum problem_verdict problem_verdict(const struct sgf_node *n)
{
	const char *raw = sgf_node_get(n, "C");
	enum problem_verdict v = raw ? comment_verdict(raw) : PROBLEM_OPEN;

	if (v != PROBLEM_OPEN)
		return v;
	if (sgf_node_get(n, "BM") || sgf_node_get(n, "DO") || sgf_node_get(n, "WV"))
		return PROBLEM_WRONG;
	if (sgf_node_get(n, "TE") || sgf_node_get(n, "GB") || sgf_node_get(n, "GW"))
		return PROBLEM_CORRECT;
	return PROBLEM_OPEN;
}

enum problem_verdict problem_try_verdict(const struct sgf_node *n)
{
	const struct sgf_node *at = n;

	while (at) { /* depth first through n's subtree, without recursion */
		enum problem_verdict v = problem_verdict(at);

		if (v == PROBLEM_CORRECT)
			return PROBLEM_CORRECT;
		if (v != PROBLEM_WRONG && at->child) {
			at = at->child;
			continue;
		}
		while (at != n && !at->next)
			at = at->parent;
		at = at == n ? NULL : at->next;
	}
	return PROBLEM_WRONG;
}

int problem_tries(const struct review *rv, const struct sgf_node *at, int *points,
                  enum problem_verdict *verdicts, int max)
{
	int n = 0, p;

	for (const struct sgf_node *ch = at->child; ch; ch = ch->next) {
		if (review_node_move(rv, ch, &p) == EMPTY)
			continue;
		if (n < max) {
			points[n] = p;
			verdicts[n] = problem_try_verdict(ch);
		}
		n++;
	}
	return n;
}

/* The author's text of a comment without its verdict word (and the
 * punctuation after it): newly allocated. */
static char *without_verdict(const char *text)
{
	static const char *const words[] = { "correct", "right", "wrong", "incorrect" };
	const char *t = text;

	while (isspace((unsigned char)*t))
		t++;
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (starts_with_word(t, words[i])) {
			t += strlen(words[i]);
			t += strspn(t, ".:!,;- \t");
			break;
		}
	return xstrdup(t);
}

void problem_mark(struct review *rv, enum problem_verdict v)
{
	struct sgf_node *n = (struct sgf_node *)rv->node; /* the review owns its tree */
	const char *raw = sgf_node_get(n, "C");
	char *old = raw ? sgf_text(raw) : xstrdup(""), *rest = without_verdict(old), *text;
	const char *word = v == PROBLEM_CORRECT ? "Correct." : v == PROBLEM_WRONG ? "Wrong." : "";

	text = xasprintf("%s%s%s", word, *word && *rest ? " " : "", rest);
	review_comment_set(rv, text);
	sgf_node_remove(n, "TE");
	sgf_node_remove(n, "BM");
	if (v != PROBLEM_OPEN)
		sgf_node_set_raw(rv->tree, n, v == PROBLEM_CORRECT ? "TE" : "BM", "1");
	free(text);
	free(rest);
	free(old);
}

char *problem_title(const struct review *rv)
{
	char *shown = sgf_prop_shown(rv->root, "GN"), *t;

	if (!shown) /* a title of the catalogs has no control characters */
		return NULL;
	t = xstrdup(review_translated(shown));
	free(shown);
	return t;
}

/* The index of the child of rv's node where color plays point, or -1. */
static int child_with_move(const struct review *rv, enum color color, int point)
{
	const struct sgf_node *ch = rv->node->child;
	int i = 0, p;

	for (; ch; ch = ch->next, i++)
		if (review_node_move(rv, ch, &p) == color && p == point)
			return i;
	return -1;
}

/* The line ended at rv's node: correct when a node of it says so (the
 * end, or a move before it marked TE as Sabaki marks a good move) and
 * none says wrong. */
static enum problem_step line_end(const struct review *rv)
{
	bool correct = false;

	for (const struct sgf_node *n = rv->node; n && n != rv->root; n = n->parent) {
		enum problem_verdict v = problem_verdict(n);

		if (v == PROBLEM_WRONG)
			return PROBLEM_FAILED;
		correct |= v == PROBLEM_CORRECT;
	}
	return correct ? PROBLEM_SOLVED : PROBLEM_FAILED;
}

void problem_play(struct review *rv, int point, struct problem_answer *a)
{
	enum color learner = rv->game.to_move;
	enum problem_verdict mine;
	int i, p;

	a->reply = NO_POINT;
	a->why = game_legal(&rv->game, learner, point);
	if (a->why != MOVE_OK) {
		a->step = PROBLEM_ILLEGAL;
		return;
	}
	i = child_with_move(rv, learner, point);
	if (i < 0) {
		a->step = PROBLEM_NOT_THE_ANSWER;
		return;
	}
	rv->choice = i;
	review_next(rv);
	mine = problem_verdict(rv->node);
	if (!rv->node->child) {
		a->step = line_end(rv);
		return;
	}
	rv->choice = 0;
	review_next(rv);
	if (review_node_move(rv, rv->node, &p) != EMPTY)
		a->reply = p;
	if (!rv->node->child || mine == PROBLEM_WRONG || problem_verdict(rv->node) == PROBLEM_WRONG)
		a->step = line_end(rv);
	else
		a->step = PROBLEM_GO_ON;
}
