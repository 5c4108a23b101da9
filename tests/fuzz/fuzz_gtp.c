/*
 * fuzz_gtp.c — libFuzzer target for the GTP referee (src/gtp): the input is
 * split into lines, each run through gtp_execute() on one game; every answer
 * must be well formed and the board consistent.
 *
 * loadsgf and printsgf take a file name.  The fuzzer must neither read nor
 * write the files it names (loadsgf - would read standard input; printsgf
 * /x would write anywhere), so the harness rewrites the name to one of a
 * few files in a private temporary directory: f0.sgf and f1.sgf (written
 * by printsgf, removed before each input), f2.sgf (a fixed record with
 * handicap stones, captures and variations, for loadsgf only) and
 * nodir/f.sgf (a directory that does not exist).
 *
 * final_score, final_status_list, tengen-dame and tengen-estimate may
 * estimate the dead stones with playouts (estimate.c): tens of ms each on 19x19 even
 * without sanitizers, so an input of them ran at a few executions a
 * second.  Only the first MAX_ESTIMATES (1) of them in an input is run.
 *
 * Built by `make fuzz-gtp` (see Makefile.am: the layer libraries are built
 * again with clang, -fsanitize=fuzzer-no-link,address,undefined, into
 * tests/fuzz/lib*.a, and this file is linked with -fsanitize=fuzzer).
 * By hand, in a build directory (SRC: the source tree):
 *   tests/fuzz/fuzz_gtp -max_len=4096 -dict=SRC/tests/fuzz/gtp.dict \
 *       tests/fuzz/work-gtp SRC/tests/fuzz/corpus-gtp SRC/tests/gtp
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
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gtp/gtp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char fixed_sgf[] =
	"(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[0.5]HA[2]RU[Japanese]PB[b]PW[w]AB[cc][gg]PL[W]\n"
	";W[dc];B[dd];W[ec];B[ed];W[cd];B[bd];W[ce];B[be];W[de];B[ee];W[df]\n"
	"(;B[cf];W[pass]C[a comment];B[])(;B[ia]N[var];W[ha]))\n";

#define MAX_ESTIMATES 1

static char tmpdir[64];

/* The temporary directory's files other than f2.sgf. */
static void remove_written(void)
{
	static const char *const names[] = { "f0.sgf", "f0.sgf~", "f1.sgf", "f1.sgf~" };
	char path[128];

	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		snprintf(path, sizeof path, "%s/%s", tmpdir, names[i]);
		unlink(path);
	}
}

static void remove_tmpdir(void)
{
	DIR *d = opendir(tmpdir);
	struct dirent *e;
	char path[512];

	if (d) {
		while ((e = readdir(d)))
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
				snprintf(path, sizeof path, "%s/%s", tmpdir, e->d_name);
				unlink(path);
			}
		closedir(d);
	}
	rmdir(tmpdir);
}

static void make_tmpdir(void)
{
	const char *t = getenv("TMPDIR");
	char path[128];
	FILE *f;

	if (!t || !*t || strlen(t) > 40)
		t = "/tmp";
	snprintf(tmpdir, sizeof tmpdir, "%s/fuzz_gtp.XXXXXX", t);
	if (!mkdtemp(tmpdir)) {
		perror(tmpdir);
		exit(1);
	}
	atexit(remove_tmpdir);
	snprintf(path, sizeof path, "%s/f2.sgf", tmpdir);
	if (!(f = fopen(path, "w")) || fputs(fixed_sgf, f) == EOF || fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

/* The line again, cleaned, its file name (if it is a loadsgf or printsgf
 * command) replaced by one in tmpdir: a new string, or NULL to skip a
 * playout estimate past the first MAX_ESTIMATES (*estimates counts them). */
static char *rewrite_line(char *line, int *estimates)
{
	char *tok, *save = NULL, *out = malloc(strlen(line) + sizeof tmpdir + 32);
	size_t len = 0;
	int argc = 0, cmd = -1, files = 0; /* files: 0 none, 1 loadsgf, 2 printsgf */

	if (!out)
		abort();
	gtp_clean_line(line); /* as gtp_execute() will: no LF here (split on it) */
	for (tok = strtok_r(line, " ", &save); tok; tok = strtok_r(NULL, " ", &save), argc++) {
		const char *word = tok;
		char mapped[128];

		if (argc == 0 && strspn(tok, "0123456789") == strlen(tok))
			cmd = 1; /* an id: the command is the next word */
		else if (cmd < 0)
			cmd = 0;
		if (argc == cmd) {
			if (strcasecmp(tok, "loadsgf") == 0)
				files = 1;
			else if (strcasecmp(tok, "printsgf") == 0)
				files = 2;
			else if ((strcasecmp(tok, "final_score") == 0 ||
			          strcasecmp(tok, "final_status_list") == 0 ||
			          strcasecmp(tok, "tengen-dame") == 0 ||
			          strcasecmp(tok, "tengen-estimate") == 0) &&
			         ++*estimates > MAX_ESTIMATES) {
				free(out);
				return NULL;
			}
		} else if (files && argc == cmd + 1) {
			uint32_t h = 2166136261u; /* FNV-1a picks the file */

			for (const char *c = tok; *c; c++)
				h = (h ^ (unsigned char)*c) * 16777619u;
			h %= files == 1 ? 4 : 3;
			if (h == (files == 1 ? 3u : 2u))
				snprintf(mapped, sizeof mapped, "%s/nodir/f.sgf", tmpdir);
			else
				snprintf(mapped, sizeof mapped, "%s/f%u.sgf", tmpdir, (unsigned)h);
			word = mapped;
		}
		len += (size_t)sprintf(out + len, "%s%s", len ? " " : "", word);
	}
	out[len] = '\0';
	return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct game g;
	struct gtp *s;
	struct sbuf reply;
	char *text, *line, *save = NULL;
	int estimates = 0;

	if (!tmpdir[0])
		make_tmpdir();
	remove_written();
	if (!(text = malloc(size + 1)))
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	game_init(&g, 9, RULES_JAPANESE);
	s = gtp_new(&g);
	sbuf_init(&reply);
	for (line = strtok_r(text, "\n", &save); line && !gtp_quit_requested(s);
	     line = strtok_r(NULL, "\n", &save)) {
		char *cmd = rewrite_line(line, &estimates);

		if (!cmd)
			continue;
		if (gtp_execute(s, cmd, &reply) == 0 &&
		    (reply.len < 3 || (reply.s[0] != '=' && reply.s[0] != '?') ||
		     strcmp(reply.s + reply.len - 2, "\n\n") != 0))
			abort();
		free(cmd);
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
#include "replay.h"

int main(int argc, char **argv)
{
	return replay_main(argc, argv, "fuzz_gtp");
}
#endif
