/*
 * analyst.c — an engine analysing the position live (analyst.h): the
 * command it has, the position told, the stream asked and parsed.
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
};

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

int analyst_sync(struct engine_analyst *a, const struct game *g, char **cause)
{
	uint64_t key = analyst_key(g) ^ (a->ownership ? 2 : 0);
	char *why = NULL, *line;
	int rc;

	if (!a->known || (a->running && a->key == key))
		return 0;
	if (!a->able)
		return fail(a, cause, xstrdup(_("it has no live analysis (neither kata-analyze "
		                                "nor lz-analyze)")));
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
	a->lines = 0;
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
	if (engine_send(a->p->e, "name", T_STOPPED, 0, &why) < 0)
		return fail(a, cause, why);
	return 0;
}

/* list_commands: which analysis it has (KataGo's first). */
static void commands(struct engine_analyst *a, const char *text)
{
	char *copy = xstrdup(text), *save = NULL;

	a->known = true;
	for (char *w = strtok_r(copy, " \n", &save); w; w = strtok_r(NULL, " \n", &save)) {
		if (strcmp(w, "kata-analyze") == 0) {
			a->able = true;
			a->flavour = ANALYSIS_KATA;
		} else if (strcmp(w, "lz-analyze") == 0 && !(a->able && a->flavour == ANALYSIS_KATA)) {
			a->able = true;
			a->flavour = ANALYSIS_LZ;
		}
	}
	free(copy);
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
		if (!ans->partial || !a->running || a->key != (analyst_key(g) ^ (a->ownership ? 2 : 0)))
			return 0;
		if (!analysis_line_parse(ans->text, a->flavour, &a->board, &a->line))
			return 0;
		a->line_key = a->key;
		a->lines++;
		return 1;
	case T_STOPPED:
		return 0;
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
