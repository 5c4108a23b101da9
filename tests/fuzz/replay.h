/*
 * replay.h — the plain driver of a fuzz target, built with -DFUZZ_STANDALONE
 * (make check, machines without libFuzzer): LLVMFuzzerTestOneInput() on each
 * file named, or on every file of the directories named (default: the seed
 * corpus CORPUSDIR).  Included once, by the target's own file.
 */
#ifndef TENGEN_FUZZ_REPLAY_H
#define TENGEN_FUZZ_REPLAY_H

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The whole file as one input. */
static int replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f) {
		perror(path);
		return 1;
	}
	if (fseek(f, 0, SEEK_END) < 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) < 0) {
		perror(path);
		fclose(f);
		return 1;
	}
	buf = malloc((size_t)n + 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		fclose(f);
		free(buf);
		return 1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput((const uint8_t *)buf, (size_t)n);
	free(buf);
	return 0;
}

static int replay_path(const char *path, int *count)
{
	struct stat st;
	struct dirent *e;
	DIR *d;
	int rc = 0;

	if (stat(path, &st) < 0) {
		perror(path);
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		++*count;
		return replay_file(path);
	}
	if (!(d = opendir(path)))
		return 1;
	while ((e = readdir(d))) {
		char sub[4096];

		if (e->d_name[0] == '.')
			continue;
		if ((size_t)snprintf(sub, sizeof sub, "%s/%s", path, e->d_name) >= sizeof sub) {
			fprintf(stderr, "%s/%s: path too long\n", path, e->d_name);
			rc = 1;
			continue;
		}
		rc |= replay_path(sub, count);
	}
	closedir(d);
	return rc;
}

/* main() of the driver; name is the target's, for the summary line. */
static int replay_main(int argc, char **argv, const char *name)
{
	int rc = 0, count = 0;

	if (argc < 2) {
#ifdef CORPUSDIR
		rc = replay_path(CORPUSDIR, &count);
#endif
	}
	for (int i = 1; i < argc; i++)
		rc |= replay_path(argv[i], &count);
	printf("%s: %d inputs replayed, none crashed\n", name, count);
	return rc || count == 0;
}

#endif
