/*
 * fuzz_gtp.c — libFuzzer target for the GTP referee's reader: the input is
 * split into lines, each run through gtp_execute() on one game; every answer
 * must be well formed and the board consistent.  Without libFuzzer
 * (-DFUZZ_STANDALONE) it replays the files named on the command line.
 *
 * Build and run from a configured build directory B (for config.h):
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -DHAVE_CONFIG_H -IB -Isrc \
 *         tests/fuzz/fuzz_gtp.c src/gtp.c src/board.c src/game.c \
 *         src/diagram.c src/playout.c src/util.c -o fuzz_gtp
 *   ./fuzz_gtp -max_len=4096 -dict=tests/fuzz/gtp.dict CORPUS_DIR tests/fuzz/corpus-gtp
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct game g;
	struct gtp *s;
	struct sbuf reply;
	char *text = malloc(size + 1), *line, *save = NULL;

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	game_init(&g, 9, RULES_JAPANESE);
	s = gtp_new(&g);
	sbuf_init(&reply);
	for (line = strtok_r(text, "\n", &save); line && !gtp_quit_requested(s);
	     line = strtok_r(NULL, "\n", &save)) {
		if (gtp_execute(s, line, &reply) == 0 &&
		    (reply.len < 3 || (reply.s[0] != '=' && reply.s[0] != '?') ||
		     strcmp(reply.s + reply.len - 2, "\n\n") != 0))
			abort();
		if (!board_consistent(&g.board))
			abort();
	}
	sbuf_free(&reply);
	gtp_free(s);
	game_free(&g);
	free(text);
	return 0;
}

#ifdef FUZZ_STANDALONE
int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		static uint8_t buf[1 << 20];
		size_t n;

		if (!f) {
			perror(argv[i]);
			return 1;
		}
		n = fread(buf, 1, sizeof buf, f);
		fclose(f);
		LLVMFuzzerTestOneInput(buf, n);
	}
	return 0;
}
#endif
