/*
 * fakelog.h — the log of the commands a fake engine was given
 * (tests/fake-engine.sh, tests/fake-analysis.sh write each line they read
 * to $FAKE_LOG): a fixture that makes it, one that removes it, its text.
 * Included by one check program each (its own static state).
 */
#ifndef TENGEN_FAKELOG_H
#define TENGEN_FAKELOG_H

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char logpath[256];

static void setup_log(void)
{
	snprintf(logpath, sizeof logpath, "/tmp/tengen-check.%d.log", (int)getpid());
	unlink(logpath);
	setenv("FAKE_LOG", logpath, 1);
}

static void teardown_log(void)
{
	unlink(logpath);
}

/* The commands the fake engine was given, one per line. */
static char *read_log(void)
{
	static char buf[65536];
	FILE *f = fopen(logpath, "r");
	size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;

	if (f)
		fclose(f);
	buf[n] = '\0';
	return buf;
}

#endif
