/*
 * mistakes.c — the moves that lost the most (see mistakes.h).
 */
#include "record/mistakes.h"

#include <stdlib.h>
#include <string.h>

/* The loss of node i's move for Black by the estimate (mistakes.h), or 0
 * when its neighbours are missing or not confident. */
static double estimate_loss(const struct lead_series *ls, int i, double *conf)
{
	double before = 0, after = 0;
	int w = MISTAKE_WINDOW;

	*conf = 1;
	w = i < w ? i : w;
	w = ls->done - i < w ? ls->done - i : w;
	w -= w % 2; /* as many positions of each side to move */
	if (w < 2)
		return 0;
	for (int k = 1; k <= w; k++) {
		before += ls->lead[i - k];
		after += ls->lead[i + k - 1];
		if (ls->conf[i - k] < *conf)
			*conf = ls->conf[i - k];
	}
	return *conf < MISTAKE_CONF ? 0 : (before - after) / w;
}

/* What node i's move lost for who (> 0: a loss), *engine: by the engine's
 * values; *conf: the estimate's confidence. */
static double loss_of(const struct lead_series *ls, int i, enum color who, bool *engine,
                      double *conf)
{
	double d;

	*conf = 1;
	*engine = ls->from_engine[i] && ls->from_engine[i - 1];
	if (who != BLACK && who != WHITE)
		return 0;
	d = *engine ? ls->lead[i - 1] - ls->lead[i] : estimate_loss(ls, i, conf);
	return who == WHITE ? -d : d;
}

/* Node i's move as a mistake into *m; false when it lost too little, or
 * less than a move near it by the estimate (a lasting drop shows, partly,
 * in each window that holds it: the move itself has it whole). */
static bool loss_at(const struct lead_series *ls, const enum color *who, int i,
                    struct mistake *m)
{
	bool engine, e2;
	double conf, c2, d = loss_of(ls, i, who[i], &engine, &conf);

	if (d < (engine ? MISTAKE_MIN_ENGINE : MISTAKE_MIN_ESTIMATE / conf))
		return false;
	for (int j = i - MISTAKE_WINDOW + 1; !engine && j < i + MISTAKE_WINDOW; j++)
		if (j >= 1 && j < ls->done && j != i && loss_of(ls, j, who[j], &e2, &c2) > d)
			return false;
	*m = (struct mistake){ .index = i, .move = ls->move[i], .who = who[i], .loss = d,
		               .engine = engine, .better = ls->best[i - 1] };
	return true;
}

static int by_loss(const void *a, const void *b)
{
	const struct mistake *x = a, *y = b;

	if (x->loss != y->loss)
		return x->loss < y->loss ? 1 : -1;
	return x->index - y->index; /* ties: the earlier first */
}

static int by_index(const void *a, const void *b)
{
	return ((const struct mistake *)a)->index - ((const struct mistake *)b)->index;
}

int mistakes_find(const struct lead_series *ls, const enum color *who, struct mistake *out)
{
	struct mistake *all, m;
	int n = 0;

	if (ls->done < 2)
		return 0;
	all = malloc(sizeof *all * (size_t)ls->done);
	if (!all)
		return 0;
	for (int i = 1; i < ls->done; i++)
		if (loss_at(ls, who, i, &m))
			all[n++] = m;
	qsort(all, (size_t)n, sizeof *all, by_loss);
	n = n > MISTAKES_MAX ? MISTAKES_MAX : n;
	memcpy(out, all, sizeof *all * (size_t)n);
	free(all);
	qsort(out, (size_t)n, sizeof *out, by_index);
	return n;
}

int mistakes_seek(const struct mistake *m, int n, int at, int dir)
{
	if (dir > 0) {
		for (int k = 0; k < n; k++)
			if (m[k].index > at)
				return k;
	} else {
		for (int k = n - 1; k >= 0; k--)
			if (m[k].index < at)
				return k;
	}
	return -1;
}
