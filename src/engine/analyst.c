/*
 * analyst.c — an engine analysing the position live (analyst.h): the
 * command it has, the position told, the stream asked and parsed (or GNU
 * Go's estimate_score and top_moves asked once per position).
 */
#include "base/i18n.h"

#include <stdlib.h>
#include <string.h>

#include "engine/analyst.h"
#include "base/util.h"

enum analyst_tag {
	T_LIST = 100,   /* list_commands */
	T_STREAM,       /* kata-analyze / lz-analyze: its lines */
	T_STOPPED,      /* the command that ends a stream */
	T_SCORE,        /* estimate_score */
	T_GENMOVE,      /* reg_genmove, before top_moves */
	T_TOP,          /* top_moves[_black|_white] */
};

/* A genmove at GNU Go's higher levels takes a while on 19×19. */
#define ANALYST_SCORE_TIMEOUT_MS 120000

struct engine_analyst *analyst_start(const char *command, char **cause)
{
	struct engine_player *p = engine_player_start(command, EMPTY, cause);
	struct engine_analyst *a;

	if (!p)
		return NULL;
	a = xcalloc(1, sizeof *a);
	a->p = p;
	board_init(&a->board, 19);
	engine_send(p->e, "list_commands", T_LIST, 0, NULL);
	return a;
}

void analyst_free(struct engine_analyst *a)
{
	if (!a)
		return;
	engine_player_free(a->p);
	free(a);
}

uint64_t analyst_key(const struct game *g)
{
	uint64_t k = g->board.hash ^ ((uint64_t)g->to_move * 0x9e3779b97f4a7c15ULL)
	             ^ ((uint64_t)g->nmoves * 0xc2b2ae3d27d4eb4fULL)
	             ^ ((uint64_t)(int64_t)(g->komi * 2) * 0x165667b19e3779f9ULL)
	             ^ (uint64_t)g->board.size << 56;

	return k | 1;
}

static int fail(struct engine_analyst *a, char **cause, char *why)
{
	cause_set(cause, "%s: %s", a->p->name, why ? why : "");
	free(why);
	a->running = false;
	return -1;
}

/* The key of g's position with the ownership asked. */
static uint64_t want_key(const struct engine_analyst *a, const struct game *g)
{
	return analyst_key(g) ^ (a->ownership ? 2 : 0);
}

/* One question of the stand-in; false with *cause when it failed. */
static bool ask(struct engine_analyst *a, const char *command, int tag, char **cause)
{
	char *why = NULL;

	if (engine_send(a->p->e, command, tag, ANALYST_SCORE_TIMEOUT_MS, &why) < 0) {
		fail(a, cause, why);
		return false;
	}
	a->due++;
	return true;
}

/* The stand-in: g's position told, its questions asked (analyst.h). */
static int score_ask(struct engine_analyst *a, const struct game *g, char **cause)
{
	char *top = xasprintf("top_moves_%s", color_word(g->to_move));
	char *gen = xasprintf("reg_genmove %s", color_word(g->to_move));
	bool ok;

	if (engine_player_sync(a->p, g, cause) < 0) {
		a->running = false;
		free(top);
		free(gen);
		return -1;
	}
	memset(&a->line, 0, sizeof a->line);
	a->line.lead_only = true;
	a->line_key = 0;
	a->lines = 0;
	a->asked = a->key;
	board_init(&a->board, g->board.size);
	ok = ask(a, "estimate_score", T_SCORE, cause) &&
	     (a->top != 1 || ask(a, top, T_TOP, cause)) &&
	     (a->top != 2 || (ask(a, gen, T_GENMOVE, cause) && ask(a, "top_moves", T_TOP, cause)));
	free(top);
	free(gen);
	return ok ? 0 : -1;
}

int analyst_sync(struct engine_analyst *a, const struct game *g, char **cause)
{
	uint64_t key = want_key(a, g);
	char *why = NULL, *line;
	int rc;

	if (!a->known || (a->running && a->key == key))
		return 0;
	if (a->score) {
		a->running = true;
		a->key = key;
		return a->due > 0 ? 0 : score_ask(a, g, cause); /* else at the last answer */
	}
	if (!a->able)
		return fail(a, cause, xstrdup(_("it has no live analysis (neither kata-analyze "
		                                "nor lz-analyze nor estimate_score)")));
	if (engine_player_sync(a->p, g, cause) < 0) {
		a->running = false;
		return -1;
	}
	line = xasprintf("%s %s %d%s", a->flavour == ANALYSIS_KATA ? "kata-analyze" : "lz-analyze",
	                 color_word(g->to_move), ANALYST_INTERVAL_CS,
	                 a->ownership && a->flavour == ANALYSIS_KATA ? " ownership true" : "");
	rc = engine_stream(a->p->e, line, T_STREAM, 0, &why);
	free(line);
	if (rc < 0)
		return fail(a, cause, why);
	a->running = true;
	a->key = key;
	a->lines = a->unread = 0;
	board_init(&a->board, g->board.size);
	return 0;
}

int analyst_stop(struct engine_analyst *a, char **cause)
{
	char *why = NULL;

	if (!a->running)
		return 0;
	a->running = false;
	a->line_key = 0;
	if (a->score)
		return 0; /* the answers due are dropped as they come */
	if (engine_send(a->p->e, "name", T_STOPPED, 0, &why) < 0)
		return fail(a, cause, why);
	return 0;
}

/* list_commands: which analysis it has (KataGo's first), else which of
 * GNU Go's stand-ins. */
static void commands(struct engine_analyst *a, const char *text)
{
	char *copy = xstrdup(text), *save = NULL;
	bool estimate = false, colour = false, last = false, gen = false;

	a->known = true;
	for (char *w = strtok_r(copy, " \n", &save); w; w = strtok_r(NULL, " \n", &save)) {
		estimate |= strcmp(w, "estimate_score") == 0;
		colour |= strcmp(w, "top_moves_black") == 0; /* GNU Go has both */
		last |= strcmp(w, "top_moves") == 0;
		gen |= strcmp(w, "reg_genmove") == 0;
		if (strcmp(w, "kata-analyze") == 0) {
			a->able = true;
			a->flavour = ANALYSIS_KATA;
		} else if (strcmp(w, "lz-analyze") == 0 && !(a->able && a->flavour == ANALYSIS_KATA)) {
			a->able = true;
			a->flavour = ANALYSIS_LZ;
		}
	}
	a->score = !a->able && estimate;
	a->top = colour ? 1 : last && gen ? 2 : 0;
	free(copy);
}

/* An answer of the stand-in; 1 when it filled the line of the position
 * analysed.  One for a position left behind is dropped, and the last of
 * those asks about the position now analysed. */
static int score_answer(struct engine_analyst *a, struct game *g, const struct engine_answer *ans,
                        char **cause)
{
	double black;

	a->due--;
	if (!a->running || a->asked != a->key) {
		if (a->due == 0 && a->running && a->key == want_key(a, g))
			return score_ask(a, g, cause);
		return 0;
	}
	if (!ans->ok || ans->tag == T_GENMOVE)
		return 0; /* refused: the line goes without it */
	if (ans->tag == T_SCORE) {
		if (!analysis_score_lead(ans->text, &black))
			return 0;
		a->line.has_lead = true;
		a->line.lead = g->to_move == WHITE ? -black : black;
	} else if (!analysis_top_moves_parse(ans->text, &a->board, &a->line)) {
		return 0;
	}
	a->line_key = a->key;
	a->lines++;
	return 1;
}

/* The candidates on a stone taken out of l (a move there is no move:
 * shown, it would hide the stone); false when nothing is left. */
static bool drop_on_stones(struct analysis_line *l, const struct board *b)
{
	int k = 0;

	for (int i = 0; i < l->nmoves; i++)
		if (l->moves[i].point == PASS || board_at(b, l->moves[i].point) == EMPTY)
			l->moves[k++] = l->moves[i];
	l->nmoves = k;
	return k > 0 || l->has_ownership;
}

/* One answer; 1 when it was a line of the position analysed. */
static int answer(struct engine_analyst *a, struct game *g, const struct engine_answer *ans,
                  char **cause)
{
	struct engine_event ev;

	switch (ans->tag) {
	case T_LIST:
		if (ans->ok)
			commands(a, ans->text);
		else
			a->known = true; /* no list: nothing known to be there */
		return 0;
	case T_STREAM:
		if (!ans->ok) {
			char *t = text_sanitize(ans->text);
			char *why = xasprintf(_("it refused to analyse: %s"), t);

			free(t);
			return fail(a, cause, why);
		}
		if (!ans->partial || !a->running || a->key != want_key(a, g))
			return 0;
		if (!analysis_line_parse(ans->text, a->flavour, &a->board, &a->line) ||
		    !drop_on_stones(&a->line, &g->board)) {
			a->unread += ans->text[strspn(ans->text, " \t\r")] != '\0';
			return 0;
		}
		a->line_key = a->key;
		a->lines++;
		a->unread = 0;
		return 1;
	case T_STOPPED:
		return 0;
	case T_SCORE:
	case T_GENMOVE:
	case T_TOP:
		return score_answer(a, g, ans, cause);
	default:
		return engine_player_answer(a->p, g, ans, &ev, cause);
	}
}

int analyst_service(struct engine_analyst *a, struct game *g, char **cause)
{
	struct engine_answer ans;
	char *why = NULL;
	int got = 0;

	if (!engine_has_answer(a->p->e) && engine_service(a->p->e, &why) < 0)
		return fail(a, cause, why);
	while (engine_take(a->p->e, &ans)) {
		int rc = answer(a, g, &ans, cause);

		free(ans.text);
		if (rc < 0)
			return rc;
		got |= rc;
	}
	return got;
}
