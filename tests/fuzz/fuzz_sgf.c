/*
 * fuzz_sgf.c — libFuzzer target for the SGF reader: parse any bytes, replay
 * every game, write the tree and check that writing is a fixed point
 * (parse(write(t)) writes the same text again).
 *
 * Built and run by `make fuzz-sgf` (FUZZ_TIME seconds) against the layer
 * libraries built again with clang, instrumented, into tests/fuzz/lib*.a.
 *
 * Built with -DFUZZ_STANDALONE it is a plain driver that runs the same
 * function on files or on every file of directories (default: the seed
 * corpus), for make check and for machines without libFuzzer.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "record/formats.h"
#include "record/sgf.h"
#include "record/sgfgame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgf_msgs m;
	struct sgf *s, *t;
	struct sbuf one, two;

	if (size > 1 << 20)
		return 0;
	sgf_msgs_init(&m);
	s = formats_parse((const char *)data, size, "fuzz", &m);
	if (!s) {
		if (m.nerrors == 0)
			abort(); /* a failure must say why */
		sgf_msgs_free(&m);
		return 0;
	}
	for (const struct sgf_node *root = s->games; root; root = root->next) {
		struct board b;
		struct game g;
		struct game_info info;
		struct sbuf out;

		/* decode every value of the main line as text and as points */
		board_init(&b, 19);
		for (const struct sgf_node *n = root; n; n = n->child)
			for (const struct sgf_prop *p = n->props; p; p = p->next)
				for (int i = 0; i < p->nvalues; i++) {
					int pts[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
					char *txt = sgf_text(p->values[i]), *u = sgf_simpletext(p->values[i]);

					if (strlen(u) > strlen(p->values[i]))
						abort(); /* decoding never grows a value */
					(void)sgf_point_list(&b, p->values[i], pts, 361);
					free(txt);
					free(u);
				}
		game_info_init(&info);
		if (sgf_replay(s, root, 2000, &g, &info, NULL, &m) == 0) {
			sbuf_init(&out);
			sgf_write_game(&g, &info, &out); /* the record of a game must load */
			t = sgf_parse(out.s, out.len, "rewritten", NULL);
			if (!t)
				abort();
			sgf_free(t);
			sbuf_free(&out);
		}
		game_free(&g);
		game_info_free(&info);
	}
	sbuf_init(&one);
	sbuf_init(&two);
	sgf_write(s, &one);
	t = sgf_parse(one.s, one.len, "written", NULL);
	if (!t)
		abort();
	sgf_write(t, &two);
	if (one.len != two.len || memcmp(one.s, two.s, one.len) != 0)
		abort();
	sgf_free(t);
	sgf_free(s);
	sbuf_free(&one);
	sbuf_free(&two);
	sgf_msgs_free(&m);
	return 0;
}

#ifdef FUZZ_STANDALONE
#include "replay.h"

int main(int argc, char **argv)
{
	return replay_main(argc, argv, "fuzz_sgf");
}
#endif
