/*
 * datadir.c — finding tengen's data directories (datadir.h).
 */
#include "base/datadir.h"

#include <stdlib.h>
#include <sys/stat.h>

#include "base/util.h"

#ifndef PKGDATADIR
#define PKGDATADIR "/usr/local/share/tengen"
#endif
#ifndef SRCDATADIR
#define SRCDATADIR "data"
#endif

char *data_dir(const char *name)
{
	const char *dirs[] = { getenv("TENGEN_DATADIR"), PKGDATADIR, SRCDATADIR };

	for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
		struct stat st;
		char *path;

		if (!dirs[i] || !*dirs[i])
			continue;
		path = xasprintf("%s/%s", dirs[i], name);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
			return path;
		free(path);
	}
	return NULL;
}
