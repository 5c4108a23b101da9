/*
 * sgf.c — the SGF tree, its parser and its writer (model in sgf.h).
 *
 * The file is first converted to UTF-8 (charset.c), then parsed in place:
 * each value's closing ']' becomes a NUL and the tree points into the text,
 * so a node costs one arena allocation and a value none.  Positions are
 * byte offsets; line and column are only counted when a message needs them.
 */
#include "record/sgf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/board.h"
#include "record/charset.h"
#include "record/foxkomi.h"
#include "base/i18n.h"

/* ---- arena ---- */

struct sgf_arena_chunk {
	struct sgf_arena_chunk *next;
	size_t used, cap;
	max_align_t data[];
};

static void *arena_alloc(struct sgf *s, size_t n)
{
	struct sgf_arena_chunk *c = s->arena;
	void *p;

	n = (n + 7) & ~(size_t)7;
	if (!c || c->cap - c->used < n) {
		size_t cap = c ? c->cap * 2 : 16384;

		if (cap > (8u << 20))
			cap = 8u << 20;
		if (cap < n)
			cap = n;
		c = xmalloc(sizeof *c + cap);
		c->next = s->arena;
		c->used = 0;
		c->cap = cap;
		s->arena = c;
	}
	p = (char *)c->data + c->used;
	c->used += n;
	return p;
}

static char *arena_strdup(struct sgf *s, const char *str)
{
	size_t n = strlen(str) + 1;

	return memcpy(arena_alloc(s, n), str, n);
}

struct sgf *sgf_new(void)
{
	struct sgf *s = xcalloc(1, sizeof *s);

	s->name = xstrdup("-");
	s->text = xstrdup("");
	s->charset = xstrdup("UTF-8");
	return s;
}

void sgf_free(struct sgf *s)
{
	if (!s)
		return;
	for (struct sgf_arena_chunk *c = s->arena, *n; c; c = n) {
		n = c->next;
		free(c);
	}
	free(s->name);
	free(s->text);
	free(s->charset);
	free(s);
}

/* ---- messages ---- */

void sgf_msgs_init(struct sgf_msgs *m)
{
	memset(m, 0, sizeof *m);
}

void sgf_msgs_free(struct sgf_msgs *m)
{
	for (int i = 0; i < m->n; i++)
		free(m->v[i]);
	free(m->v);
	sgf_msgs_init(m);
}

const char *sgf_msgs_why(const struct sgf_msgs *m)
{
	if (m->nerrors)
		return m->v[m->first_error];
	return m->n ? m->v[0] : NULL;
}

void sgf_position(const struct sgf *s, uint32_t offset, int *line, int *col)
{
	const unsigned char *t = (const unsigned char *)s->text, *end;
	struct sgf *memo = (struct sgf *)s; /* the memo only; the tree stays const */

	if (offset > s->len)
		offset = (uint32_t)s->len;
	end = t + offset;
	*line = 1;
	*col = 1;
	if (s->pos_line && s->pos_offset <= offset) {
		t += s->pos_offset;
		*line = s->pos_line;
		*col = s->pos_col;
	}
	for (; t < end; t++) {
		if (*t == '\n')
			++*line, *col = 1;
		else if ((*t & 0xc0) != 0x80)
			++*col;
	}
	memo->pos_offset = offset;
	memo->pos_line = *line;
	memo->pos_col = *col;
}

/* One message: kind 'e' error, 'w' warning, 'n' note. */
static void msg_vadd(struct sgf_msgs *m, const struct sgf *s, uint32_t offset, char kind,
                     const char *fmt, va_list ap)
{
	struct sbuf b;
	va_list again;
	int line, col, n;

	sbuf_init(&b);
	if (s && offset != UINT32_MAX) {
		sgf_position(s, offset, &line, &col);
		sbuf_printf(&b, "%s:%d:%d: ", s->name, line, col);
	} else if (s) {
		sbuf_printf(&b, "%s: ", s->name);
	}
	sbuf_add(&b, kind == 'e' ? _("error: ") : kind == 'w' ? _("warning: ") : _("note: "));
	va_copy(again, ap); /* measured first: a message is never cut */
	n = vsnprintf(NULL, 0, fmt, ap);
	if (n > 0) {
		b.s = xgrow(b.s, &b.cap, b.len + (size_t)n + 1, 1);
		vsnprintf(b.s + b.len, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	m->v = xgrow(m->v, &m->cap, (size_t)m->n + 1, sizeof *m->v);
	m->v[m->n++] = b.s;
	if (kind == 'e' && m->nerrors++ == 0)
		m->first_error = m->n - 1;
	m->nnotes += kind == 'n';
}

void sgf_msg_add(struct sgf_msgs *m, const struct sgf *s, uint32_t offset, bool error,
                 const char *fmt, ...)
{
	va_list ap;

	if (!m)
		return;
	va_start(ap, fmt);
	msg_vadd(m, s, offset, error ? 'e' : 'w', fmt, ap);
	va_end(ap);
}

void sgf_msg_note(struct sgf_msgs *m, const struct sgf *s, uint32_t offset, const char *fmt, ...)
{
	va_list ap;

	if (!m)
		return;
	va_start(ap, fmt);
	msg_vadd(m, s, offset, 'n', fmt, ap);
	va_end(ap);
}

/* ---- tree ---- */

/* A new node of parent linked at *link (the end of its children). */
static struct sgf_node *node_link(struct sgf *s, struct sgf_node *parent,
                                  struct sgf_node **link)
{
	struct sgf_node *n = arena_alloc(s, sizeof *n);

	memset(n, 0, sizeof *n);
	n->parent = parent;
	n->offset = UINT32_MAX;
	*link = n;
	n->starts_tree = !parent || parent->child != n;
	if (!parent)
		s->ngames++;
	return n;
}

struct sgf_node *sgf_node_add(struct sgf *s, struct sgf_node *parent)
{
	struct sgf_node **link = parent ? &parent->child : &s->games;

	while (*link)
		link = &(*link)->next;
	return node_link(s, parent, link);
}

void sgf_node_make_first(struct sgf_node *c)
{
	struct sgf_node *parent = c->parent, *prev;

	if (!parent || parent->child == c)
		return;
	for (prev = parent->child; prev->next != c; prev = prev->next)
		;
	prev->next = c->next;
	c->next = parent->child;
	parent->child = c;
}

void sgf_node_make_main(struct sgf_node *n)
{
	for (; n && n->parent; n = n->parent)
		sgf_node_make_first(n);
}

void sgf_node_unlink(struct sgf_node *n)
{
	struct sgf_node **link = n->parent ? &n->parent->child : NULL;

	for (; link && *link; link = &(*link)->next)
		if (*link == n) {
			*link = n->next;
			n->next = NULL;
			return;
		}
}

/* ---- copying ---- */

/* A string of from in to: at the same offset when it lies in from's text,
 * else a copy in to's arena. */
static const char *copy_str(struct sgf *to, const struct sgf *from, const char *str)
{
	if (str >= from->text && str <= from->text + from->len)
		return to->text + (str - from->text);
	return arena_strdup(to, str);
}

static void copy_props(struct sgf *to, const struct sgf *from, struct sgf_node *n,
                       const struct sgf_node *orig)
{
	struct sgf_prop **tail = &n->props;

	for (const struct sgf_prop *q = orig->props; q; q = q->next) {
		struct sgf_prop *p = arena_alloc(to, sizeof *p);

		*p = *q;
		p->next = NULL;
		p->id = copy_str(to, from, q->id);
		p->values = arena_alloc(to, ((size_t)q->nvalues + 1) * sizeof *p->values);
		for (int i = 0; i < q->nvalues; i++)
			p->values[i] = copy_str(to, from, q->values[i]);
		*tail = p;
		tail = &p->next;
	}
}

struct sgf *sgf_copy(const struct sgf *s)
{
	struct sgf *c = xcalloc(1, sizeof *c);
	const struct sgf_node *o = s->games;
	struct sgf_node *n = NULL, **link = &c->games;

	c->name = xstrdup(s->name);
	c->charset = xstrdup(s->charset);
	c->format = s->format;
	c->len = s->len;
	c->text = xmalloc(s->len + 1);
	memcpy(c->text, s->text, s->len);
	c->text[s->len] = '\0';
	/* depth first, without recursion: o in s, n its copy in c, linked at
	 * link (after its copied elder sibling: a node with many children is
	 * copied in linear time) */
	while (o) {
		n = node_link(c, n, link);
		n->offset = o->offset;
		n->starts_tree = o->starts_tree;
		copy_props(c, s, n, o);
		if (o->child) {
			o = o->child;
			link = &n->child;
			continue;
		}
		while (o && !o->next)
			o = o->parent, n = n->parent;
		if (o) {
			o = o->next;
			link = &n->next;
			n = n->parent;
		}
	}
	return c;
}

struct sgf_prop *sgf_node_prop(const struct sgf_node *n, const char *id)
{
	for (struct sgf_prop *p = n->props; p; p = p->next)
		if (p->id[0] == id[0] && !strcmp(p->id, id))
			return p;
	return NULL;
}

const char *sgf_node_get(const struct sgf_node *n, const char *id)
{
	struct sgf_prop *p = sgf_node_prop(n, id);

	return p && p->nvalues ? p->values[0] : NULL;
}

static struct sgf_prop *prop_append(struct sgf *s, struct sgf_node *n, const char *id)
{
	struct sgf_prop *p = arena_alloc(s, sizeof *p), **link = &n->props;

	memset(p, 0, sizeof *p);
	p->id = arena_strdup(s, id);
	p->offset = UINT32_MAX;
	while (*link)
		link = &(*link)->next;
	*link = p;
	return p;
}

void sgf_node_set_raw(struct sgf *s, struct sgf_node *n, const char *id, const char *raw)
{
	struct sgf_prop *p = sgf_node_prop(n, id);

	if (!p)
		p = prop_append(s, n, id);
	p->values = arena_alloc(s, sizeof *p->values);
	p->values[0] = arena_strdup(s, raw);
	p->nvalues = 1;
}

void sgf_node_set_text(struct sgf *s, struct sgf_node *n, const char *id, const char *text)
{
	struct sbuf b;

	sbuf_init(&b);
	sgf_escape(&b, text, false);
	sgf_node_set_raw(s, n, id, b.s ? b.s : "");
	sbuf_free(&b);
}

void sgf_node_add_raw(struct sgf *s, struct sgf_node *n, const char *id, const char *raw)
{
	struct sgf_prop *p = sgf_node_prop(n, id);
	const char **v;

	if (!p)
		p = prop_append(s, n, id);
	v = arena_alloc(s, ((size_t)p->nvalues + 1) * sizeof *v);
	if (p->nvalues)
		memcpy(v, p->values, (size_t)p->nvalues * sizeof *v);
	v[p->nvalues++] = arena_strdup(s, raw);
	p->values = v;
}

void sgf_node_remove(struct sgf_node *n, const char *id)
{
	for (struct sgf_prop **link = &n->props; *link;) {
		if (!strcmp((*link)->id, id))
			*link = (*link)->next;
		else
			link = &(*link)->next;
	}
}

/* ---- values ---- */

static char *decode_text(const char *raw, bool simple)
{
	char *out = xmalloc(strlen(raw) + 1), *o = out;

	for (const char *r = raw; *r; r++) {
		char c = *r;
		bool brk = c == '\n' || c == '\r';

		if (c == '\\') {
			c = *++r;
			if (!c)
				break;
			if (c == '\n' || c == '\r') { /* soft line break */
				if ((r[1] == '\n' || r[1] == '\r') && r[1] != c)
					r++;
				continue;
			}
			*o++ = c;
			continue;
		}
		if (brk) {
			if ((r[1] == '\n' || r[1] == '\r') && r[1] != c)
				r++;
			*o++ = simple ? ' ' : '\n';
		} else if (c == '\t' || c == '\v' || c == '\f') {
			*o++ = ' ';
		} else {
			*o++ = c;
		}
	}
	*o = '\0';
	return out;
}

char *sgf_text(const char *raw)
{
	return decode_text(raw, false);
}

char *sgf_simpletext(const char *raw)
{
	return decode_text(raw, true);
}

char *sgf_prop_shown(const struct sgf_node *n, const char *id)
{
	const char *raw = sgf_node_get(n, id);
	char *text, *clean;

	if (!raw)
		return NULL;
	text = sgf_simpletext(raw);
	clean = text_sanitize(text);
	free(text);
	if (!*clean) {
		free(clean);
		return NULL;
	}
	return clean;
}

void sgf_escape(struct sbuf *out, const char *text, bool composed)
{
	for (const char *t = text; *t; t++) {
		if (*t == ']' || *t == '\\' || (composed && *t == ':'))
			sbuf_addc(out, '\\');
		sbuf_addc(out, *t);
	}
	if (!out->s)
		sbuf_add(out, "");
}

static int coord_of(char c)
{
	if (c >= 'a' && c <= 'z')
		return c - 'a';
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 26;
	return -1;
}

int sgf_point_parse(const struct board *b, const char *raw)
{
	int col, row;

	if (raw[0] == '\0')
		return PASS;
	if (!raw[1] || raw[2])
		return NO_POINT;
	if (raw[0] == 't' && raw[1] == 't' && b->size <= 19)
		return PASS;
	col = coord_of(raw[0]);
	row = coord_of(raw[1]);
	if (col < 0 || row < 0 || col >= b->size || row >= b->size)
		return NO_POINT;
	return board_point(b, col, b->size - 1 - row);
}

char *sgf_point_name(const struct board *b, int p, char *buf)
{
	if (p == PASS || !board_on(b, p)) {
		buf[0] = '\0';
		return buf;
	}
	buf[0] = (char)('a' + board_col(b, p));
	buf[1] = (char)('a' + (b->size - 1 - board_row(b, p)));
	buf[2] = '\0';
	return buf;
}

int sgf_point_list(const struct board *b, const char *raw, int *out, int max)
{
	const char *colon = strchr(raw, ':');
	char a[3], z[3];
	int p, q, c0, c1, r0, r1, n = 0;

	if (!colon) {
		p = sgf_point_parse(b, raw);
		if (p == NO_POINT || p == PASS || max < 1)
			return -1;
		out[0] = p;
		return 1;
	}
	if (colon - raw != 2 || strlen(colon + 1) != 2)
		return -1;
	memcpy(a, raw, 2), a[2] = '\0';
	memcpy(z, colon + 1, 3);
	p = sgf_point_parse(b, a);
	q = sgf_point_parse(b, z);
	if (p < 0 || q < 0)
		return -1;
	c0 = board_col(b, p), c1 = board_col(b, q);
	r0 = board_row(b, p), r1 = board_row(b, q);
	if (c0 > c1)
		c0 ^= c1, c1 ^= c0, c0 ^= c1;
	if (r0 > r1)
		r0 ^= r1, r1 ^= r0, r0 ^= r1;
	for (int r = r1; r >= r0; r--)
		for (int c = c0; c <= c1; c++) {
			if (n >= max)
				return -1;
			out[n++] = board_point(b, c, r);
		}
	return n;
}

int sgf_prop_points(const struct sgf *s, const struct sgf_prop *p, const struct board *b,
                    int **pts, size_t *cap, int count, struct sgf_msgs *msgs)
{
	int most = b->size * b->size; /* one value holds at most the whole board */

	for (int i = 0; i < p->nvalues; i++) {
		int got;

		*pts = xgrow(*pts, cap, (size_t)count + (size_t)most, sizeof **pts);
		got = sgf_point_list(b, p->values[i], *pts + count, most);
		if (got >= 0)
			count += got;
		else
			sgf_msg_add(msgs, s, p->offset, false,
			            _("%s[%.20s] is not a point or rectangle of this board: ignored"),
			            p->id, p->values[i]);
	}
	return count;
}

/* ---- parser ----
 *
 * The grammar (FF[4], "SGF file format", with the leniency real files need):
 *
 *   Collection = { junk } GameTree { { junk } GameTree } { junk }
 *   GameTree   = "(" Sequence { GameTree } ")"
 *   Sequence   = Node { Node }
 *   Node       = ";" { Property }
 *   Property   = PropIdent PropValue { PropValue }
 *   PropIdent  = UcLetter { UcLetter | LcLetter }   -- lower case (FF[1]-FF[3],
 *                                                      "AddBlack") is dropped
 *   PropValue  = "[" { any character, "\" escaping the next one } "]"
 *
 * White space may stand between any two tokens; junk is any text outside a
 * game tree (mail headers, a trailing signature).  Node and Property are
 * recursive-descent functions; the nesting of GameTrees is a loop that uses
 * the tree being built as its stack (a ')' climbs back to where its '('
 * branched), so no input can overflow the C stack.
 */

struct parser {
	struct sgf *s;
	char *p, *end;
	struct sgf_msgs *msgs;
	const char **vals;  /* values of the property being read */
	size_t nvals, capvals;
	bool failed;
};

static uint32_t off(const struct parser *ps, const char *at)
{
	return (uint32_t)(at - ps->s->text);
}

static void skip_ws(struct parser *ps)
{
	while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\n' || *ps->p == '\r' ||
	                           *ps->p == '\t' || *ps->p == '\v' || *ps->p == '\f'))
		ps->p++;
}

static const char *describe(const struct parser *ps, char *buf, size_t size)
{
	unsigned char c;

	if (ps->p >= ps->end)
		return _("end of file");
	c = (unsigned char)*ps->p;
	if (c < 0x20 || c == 0x7f)
		snprintf(buf, size, _("character 0x%02x"), c);
	else if (c >= 0x80)
		snprintf(buf, size, "%s", _("a non-ASCII character"));
	else
		snprintf(buf, size, "'%c'", c);
	return buf;
}

/* An error at `at` (format and arguments as sgf_msg_add's): the parse fails. */
#define parse_error(ps, at, ...) \
	((ps)->failed = true, sgf_msg_add((ps)->msgs, (ps)->s, off((ps), (at)), true, __VA_ARGS__))

static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static bool is_lower(char c) { return c >= 'a' && c <= 'z'; }

/* Property = PropIdent PropValue { PropValue } */
static struct sgf_prop *parse_property(struct parser *ps)
{
	char *start = ps->p, *w = ps->p, *open, buf[32];
	struct sgf_prop *prop;

	while (ps->p < ps->end && (is_upper(*ps->p) || is_lower(*ps->p))) {
		if (is_upper(*ps->p))
			*w++ = *ps->p;
		ps->p++;
	}
	if (w == start) {
		parse_error(ps, start, _("a property name needs capital letters (found '%.*s')"),
		            (int)(ps->p - start > 20 ? 20 : ps->p - start), start);
		return NULL;
	}
	skip_ws(ps);
	if (ps->p >= ps->end || *ps->p != '[') {
		parse_error(ps, ps->p, _("expected '[' after the property name %.*s, found %s"),
		            (int)(w - start), start, describe(ps, buf, sizeof buf));
		return NULL;
	}
	ps->nvals = 0;
	while (ps->p < ps->end && *ps->p == '[') {
		char *v;

		open = ps->p++;
		v = ps->p;
		while (ps->p < ps->end && *ps->p != ']') {
			if (*ps->p == '\\')
				ps->p++;
			ps->p++;
		}
		if (ps->p >= ps->end) {
			ps->p = ps->end;
			parse_error(ps, open, _("this value of %.*s never ends: expected ']' before the end of the file"),
			            (int)(w - start), start);
			return NULL;
		}
		*ps->p++ = '\0';
		ps->vals = xgrow(ps->vals, &ps->capvals, ps->nvals + 1, sizeof *ps->vals);
		ps->vals[ps->nvals++] = v;
		skip_ws(ps);
	}
	*w = '\0'; /* the identifier, compacted; its end was read already */
	prop = arena_alloc(ps->s, sizeof *prop);
	prop->next = NULL;
	prop->id = start;
	prop->offset = off(ps, start);
	prop->nvalues = (int)ps->nvals;
	prop->values = arena_alloc(ps->s, ps->nvals * sizeof *prop->values);
	memcpy(prop->values, ps->vals, ps->nvals * sizeof *prop->values);
	return prop;
}

/* Node = ";" { Property } */
static struct sgf_node *parse_node(struct parser *ps, struct sgf_node *parent, bool starts_tree,
                                   struct sgf_node **last_child)
{
	struct sgf_node *n = arena_alloc(ps->s, sizeof *n);
	struct sgf_prop **tail = &n->props, *prop;

	memset(n, 0, sizeof *n);
	n->parent = parent;
	n->offset = off(ps, ps->p);
	n->starts_tree = starts_tree;
	if (parent) {
		if (*last_child)
			(*last_child)->next = n;
		else
			parent->child = n;
	}
	ps->p++; /* ';' */
	for (;;) {
		skip_ws(ps);
		if (ps->p >= ps->end || !(is_upper(*ps->p) || is_lower(*ps->p)))
			break;
		if (!(prop = parse_property(ps)))
			return NULL;
		*tail = prop; /* keep the file's order */
		tail = &prop->next;
	}
	return n;
}

/* The last child of n (where a new sibling goes). */
static struct sgf_node *last_child_of(struct sgf_node *n)
{
	struct sgf_node *c = n ? n->child : NULL;

	while (c && c->next)
		c = c->next;
	return c;
}

/* GameTree = "(" Sequence { GameTree } ")" — entered at the '('. */
static struct sgf_node *parse_gametree(struct parser *ps)
{
	struct sgf_node *root = NULL, *cur = NULL, *closed = NULL;
	const char *open = ps->p;
	char buf[32];
	bool starting = true;
	long depth = 1;

	ps->p++;
	for (;;) {
		skip_ws(ps);
		if (starting) {
			if (ps->p >= ps->end || *ps->p != ';') {
				parse_error(ps, ps->p, _("expected ';' to start a node after '(', found %s"),
				            describe(ps, buf, sizeof buf));
				return NULL;
			}
		}
		if (ps->p >= ps->end) {
			int l, c;

			sgf_position(ps->s, off(ps, open), &l, &c);
			parse_error(ps, ps->p, _("unexpected end of file: expected ')' to close the game tree opened at line %d, column %d"),
			            l, c);
			return NULL;
		}
		switch (*ps->p) {
		case ';': {
			struct sgf_node *last = NULL, *n;

			/* A node after variations (not FF[4]) is read as one more
			 * variation, but does not open a tree: its ')' is its parent's. */
			if (cur && cur->child)
				last = closed && closed->parent == cur ? closed : last_child_of(cur);
			n = parse_node(ps, cur, starting, &last);
			if (!n)
				return NULL;
			if (!root)
				root = n;
			cur = n;
			starting = false;
			break;
		}
		case '(':
			ps->p++;
			depth++;
			starting = true;
			break;
		case ')':
			ps->p++;
			if (--depth == 0)
				return root;
			while (!cur->starts_tree)
				cur = cur->parent;
			closed = cur; /* now the last child of the branch point */
			cur = cur->parent;
			break;
		default:
			parse_error(ps, ps->p, _("expected ';', '(' or ')', found %s"),
			            describe(ps, buf, sizeof buf));
			return NULL;
		}
	}
}

/* Collection = GameTree { GameTree } */
static void parse_collection(struct parser *ps)
{
	struct sgf_node **link = &ps->s->games;

	for (;;) {
		while (ps->p < ps->end && *ps->p != '(')
			ps->p++; /* junk between games */
		if (ps->p >= ps->end)
			break;
		{
			struct sgf_node *g = parse_gametree(ps);

			if (!g)
				return;
			*link = g;
			link = &g->next;
			ps->s->ngames++;
		}
	}
	if (ps->s->ngames == 0)
		parse_error(ps, ps->p, _("no game in this file: expected '(' to start a game tree"));
}

struct sgf *sgf_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs)
{
	struct sgf *s = xcalloc(1, sizeof *s);
	struct parser ps = { .s = s, .msgs = msgs };
	char declared[64];
	const char *used = NULL;
	bool guessed = false, has_ca;
	size_t replaced = 0;
	char *nul;

	s->name = xstrdup(name ? name : "-");
	if (len >= UINT32_MAX - 1) {
		sgf_msg_add(msgs, s, UINT32_MAX, true, _("the file is too large"));
		sgf_free(s);
		return NULL;
	}
	has_ca = charset_find_declared(data, len, declared, sizeof declared);
	s->text = charset_decode(data, len, has_ca ? declared : NULL, &s->len, &used, &guessed,
	                         &replaced);
	s->charset = xstrdup(used ? used : "UTF-8");
	if (!s->text) {
		sgf_msg_add(msgs, s, UINT32_MAX, true, _("the text cannot be read in any known encoding"));
		sgf_free(s);
		return NULL;
	}
	if (guessed && has_ca)
		sgf_msg_add(msgs, s, UINT32_MAX, false,
		            _("the text is not in the declared encoding CA[%s]; read as %s"),
		            declared, s->charset);
	else if (guessed)
		sgf_msg_add(msgs, s, UINT32_MAX, false,
		            _("no CA property and the text is not UTF-8; read as %s"), s->charset);
	if (replaced) {
		const char *at = strstr(s->text, "\xef\xbf\xbd");

		sgf_msg_add(msgs, s, at ? (uint32_t)(at - s->text) : UINT32_MAX, false,
		            ngettext("%zu byte sequence is not %s: shown as \xef\xbf\xbd (U+FFFD)",
		                     "%zu byte sequences are not %s: shown as \xef\xbf\xbd (U+FFFD)",
		                     replaced), replaced, s->charset);
	}
	if ((nul = memchr(s->text, '\0', s->len))) {
		s->len = (size_t)(nul - s->text); /* measure positions up to it */
		sgf_msg_add(msgs, s, (uint32_t)s->len, true,
		            _("a NUL byte: this is not a text file"));
		sgf_free(s);
		return NULL;
	}
	ps.p = s->text;
	ps.end = s->text + s->len;
	parse_collection(&ps);
	free(ps.vals);
	if (ps.failed) {
		sgf_free(s);
		return NULL;
	}
	fox_mend(s, msgs);
	return s;
}

/* ---- writer ---- */

static size_t line_len(const struct sbuf *out)
{
	size_t i = out->len;

	while (i > 0 && out->s[i - 1] != '\n')
		i--;
	return out->len - i;
}

static void write_prop(struct sbuf *out, const char *id, int n, const char **values)
{
	sbuf_add(out, id);
	for (int i = 0; i < n; i++) {
		sbuf_addc(out, '[');
		sbuf_add(out, values[i]);
		sbuf_addc(out, ']');
	}
}

static void write_node(struct sbuf *out, const struct sgf_node *n)
{
	static const char *utf8[] = { "UTF-8" };
	bool root = !n->parent, ca_done = false;

	sbuf_addc(out, ';');
	if (root && !sgf_node_prop(n, "CA") && !sgf_node_prop(n, "FF") && !sgf_node_prop(n, "GM")) {
		write_prop(out, "CA", 1, utf8);
		ca_done = true;
	}
	for (const struct sgf_prop *p = n->props; p; p = p->next) {
		if (root && !strcmp(p->id, "CA")) {
			if (!ca_done)
				write_prop(out, "CA", 1, utf8);
			ca_done = true;
			continue;
		}
		write_prop(out, p->id, p->nvalues, p->values);
		if (root && !ca_done && !sgf_node_prop(n, "CA") &&
		    (!strcmp(p->id, "FF") || (!strcmp(p->id, "GM") && !sgf_node_prop(n, "FF")))) {
			write_prop(out, "CA", 1, utf8);
			ca_done = true;
		}
	}
	if ((root && n->child) || line_len(out) > 70)
		sbuf_addc(out, '\n');
}

/* Depth first without recursion: stack holds the open variations. */
static void write_game(struct sbuf *out, const struct sgf_node *root)
{
	const struct sgf_node **stack = NULL, *n = root;
	size_t depth = 0, cap = 0;

	sbuf_addc(out, '(');
	for (;;) {
		write_node(out, n);
		if (n->child) {
			n = n->child;
			if (n->next) {
				if (line_len(out))
					sbuf_addc(out, '\n');
				sbuf_addc(out, '(');
				stack = xgrow(stack, &cap, depth + 1, sizeof *stack);
				stack[depth++] = n;
			}
			continue;
		}
		for (;;) {
			const struct sgf_node *v;

			if (depth == 0) {
				sbuf_add(out, ")\n");
				free(stack);
				return;
			}
			v = stack[--depth];
			sbuf_addc(out, ')');
			if (v->next) {
				sbuf_add(out, "\n(");
				stack[depth++] = v->next;
				n = v->next;
				break;
			}
		}
	}
}

void sgf_write(const struct sgf *s, struct sbuf *out)
{
	for (const struct sgf_node *g = s->games; g; g = g->next)
		write_game(out, g);
	if (!out->s)
		sbuf_add(out, "");
}
