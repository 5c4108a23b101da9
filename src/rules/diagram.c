/*
 * diagram.c — print and parse the text board of diagram.h.
 */
#include "rules/diagram.h"

#include <ctype.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"

static void print_letters(const struct board *b, struct sbuf *out)
{
	sbuf_add(out, "   ");
	for (int col = 0; col < b->size; col++) {
		sbuf_addc(out, board_col_letter(col));
		if (col + 1 < b->size)
			sbuf_addc(out, ' ');
	}
	sbuf_addc(out, '\n');
}

void diagram_print(const struct board *b, struct sbuf *out, bool captures)
{
	int upper = (b->size + 1) / 2 + 1;

	print_letters(b, out);
	for (int row = b->size - 1; row >= 0; row--) {
		sbuf_printf(out, "%2d", row + 1);
		for (int col = 0; col < b->size; col++) {
			int p = board_point(b, col, row);
			enum color c = board_at(b, p);

			sbuf_addc(out, ' ');
			sbuf_addc(out, c == BLACK ? 'X' : c == WHITE ? 'O' : board_is_star(b, p) ? '+' : '.');
		}
		sbuf_printf(out, " %d", row + 1);
		if (captures && row + 1 == upper)
			sbuf_printf(out, "     WHITE (O) has captured %d stones", b->captures[WHITE]);
		if (captures && row + 1 == upper - 1)
			sbuf_printf(out, "     BLACK (X) has captured %d stones", b->captures[BLACK]);
		sbuf_addc(out, '\n');
	}
	print_letters(b, out);
}

int diagram_parse(struct board *b, const char *text, char **cause)
{
	int row = b->size - 1, col;
	const char *line = text;

	board_clear(b);
	while (*line && row >= -1) {
		const char *end = strchr(line, '\n');
		size_t len = end ? (size_t)(end - line) : strlen(line);

		col = 0;
		for (size_t i = 0; i < len; i++)
			if (isalpha((unsigned char)line[i]) && !strchr("XxOo", line[i]))
				len = 0; /* a line of column letters, or prose */
		for (size_t i = 0; i < len; i++) {
			char c = line[i];
			enum color color;

			if (c == 'X' || c == 'x' || c == '#' || c == '@')
				color = BLACK;
			else if (c == 'O' || c == 'o')
				color = WHITE;
			else if (c == '.' || c == '+' || c == ',')
				color = EMPTY;
			else
				continue;
			if (row < 0 || col >= b->size) {
				cause_set(cause, "%s", _("diagram: too many points on a row or too many rows"));
				return -1;
			}
			if (color != EMPTY && !board_setup(b, board_point(b, col, row), color)) {
				cause_set(cause, "%s", _("diagram: a chain has no liberty"));
				return -1;
			}
			col++;
		}
		if (col > 0) {
			if (col != b->size) {
				cause_set(cause, "%s", _("diagram: a row is shorter than the board"));
				return -1;
			}
			row--;
		}
		line += len + (end != NULL);
	}
	if (row != -1) {
		cause_set(cause, "%s", _("diagram: fewer rows than the board size"));
		return -1;
	}
	return 0;
}
