/*
 * tree.c — the review's game tree in the status area (cmd_tree_text,
 * record/gametree.h): a title with where the node is, then as many rows of
 * the tree as the panel has above its keys, the current node in reverse
 * video (and '◉' / '@', so it shows without attributes too); a click on a
 * node goes there (tree_click: the cell under the click, the node's or its
 * link's).
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "ui/ui_int.h"

/* The text's line from *s, its bytes in *len; the next line. */
static const char *next_line(const char *s, size_t *len)
{
	*len = strcspn(s, "\n");
	return s[*len] ? s + *len + 1 : s + *len;
}

/* One cell of a line: the bytes of its character at cell x. */
static const char *cell_at(const char *line, size_t len, int x, size_t *n)
{
	size_t i = 0;

	for (int cell = 0; i < len; cell++) {
		size_t k = 1;

		while (i + k < len && (line[i + k] & 0xC0) == 0x80)
			k++; /* UTF-8: one character is one cell here */
		if (cell == x) {
			*n = k;
			return line + i;
		}
		i += k;
	}
	*n = 0;
	return NULL;
}

void status_review_tree(struct ui *u)
{
	struct view *v = &u->view;
	struct cmd_tree_place at;
	int rows = v->limit - v->line - 1, w = v->sw / 2;
	const char *s, *c;
	char *text, *line, cur[8];
	size_t len, n;

	if (rows < 1 || w < 2 || !(text = cmd_tree_text(&u->ctx, rows, w, u->opt.ascii, &at)))
		return;
	status_line(u, _("Tree: column %d/%d, row %d/%d"), at.col, at.cols - 1, at.row + 1,
	            at.rows);
	s = text;
	v->tree_y = v->sy + v->line;
	v->tree_rows = rows;
	for (int y = 0; y < rows; y++) {
		const char *start = s;

		s = next_line(s, &len);
		line = xasprintf("%.*s", (int)len, start);
		ui_put(v->sy + v->line, v->sx, v->sw, line);
		if (y == at.y && (c = cell_at(line, len, at.x, &n)) && n < sizeof cur) {
			memcpy(cur, c, n);
			cur[n] = '\0';
			attr_set(A_REVERSE | A_BOLD, 0, NULL);
			mvaddstr(v->sy + v->line, v->sx + at.x, cur);
			attr_set(A_NORMAL, 0, NULL);
		}
		v->line++;
		free(line);
	}
	free(text);
}

bool tree_click(const struct ui *u, int y, int x, char *buf, size_t len)
{
	const struct view *v = &u->view;

	if (!u->ctx.s.review || !u->ctx.s.tree_shown || y < v->tree_y ||
	    y >= v->tree_y + v->tree_rows || x < v->sx || x >= v->sx + v->sw / 2 * 2)
		return false;
	snprintf(buf, len, "tree goto %d %d", u->ctx.s.tree_left + (x - v->sx) / 2,
	         u->ctx.s.tree_top + (y - v->tree_y) + 1);
	return true;
}
