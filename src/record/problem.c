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

enum problem_verdict problem_verdict(const struct sgf_node *n)
{
	const char *raw = sgf_node_get(n, "C");
	enum problem_verdict v = PROBLEM_OPEN;

	if (raw) {
		char *text = sgf_text(raw);

		if (starts_with_word(text, "correct") || starts_with_word(text, "right"))
			v = PROBLEM_CORRECT;
		else if (starts_with_word(text, "wrong") || starts_with_word(text, "incorrect"))
			v = PROBLEM_WRONG;
		free(text);
	}
	if (v == PROBLEM_OPEN && sgf_node_get(n, "BM"))
		v = PROBLEM_WRONG;
	if (v == PROBLEM_OPEN &&
	    (sgf_node_get(n, "TE") || sgf_node_get(n, "GB") || sgf_node_get(n, "GW")))
		v = PROBLEM_CORRECT;
	return v;
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

/* The line ended at rv's node: correct when it or the learner's node
 * before it says so, and neither says wrong. */
static enum problem_step line_end(enum problem_verdict mine, enum problem_verdict last)
{
	if (mine == PROBLEM_WRONG || last == PROBLEM_WRONG)
		return PROBLEM_FAILED;
	return mine == PROBLEM_CORRECT || last == PROBLEM_CORRECT ? PROBLEM_SOLVED
	                                                          : PROBLEM_FAILED;
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
		a->step = line_end(mine, PROBLEM_OPEN);
		return;
	}
	rv->choice = 0;
	review_next(rv);
	if (review_node_move(rv, rv->node, &p) != EMPTY)
		a->reply = p;
	if (!rv->node->child || mine == PROBLEM_WRONG || problem_verdict(rv->node) == PROBLEM_WRONG)
		a->step = line_end(mine, problem_verdict(rv->node));
	else
		a->step = PROBLEM_GO_ON;
}
