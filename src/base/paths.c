/*
 * paths.c — the XDG base directories, the shipped data and the catalogs
 * (paths.h).
 */
#include "base/paths.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/util.h"

int dirs_make(const char *path)
{
	char *p = xstrdup(path);
	int rc = 0;

	for (char *s = p + 1; *s && rc == 0; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0700) < 0 && errno != EEXIST)
			rc = -1;
		*s = '/';
	}
	if (rc == 0 && mkdir(p, 0700) < 0 && errno != EEXIST)
		rc = -1;
	free(p);
	return rc;
}

char *xdg_dir(const char *var, const char *fallback, const char *sub, bool create,
              char **cause)
{
	const char *base = getenv(var), *home = getenv("HOME");
	char *d;

	if (base && base[0] == '/')
		d = xasprintf("%s/%s", base, sub);
	else if (home && *home)
		d = xasprintf("%s/%s/%s", home, fallback, sub);
	else {
		cause_set(cause, _("neither %s nor HOME is set"), var);
		return NULL;
	}
	if (create && dirs_make(d) < 0) {
		cause_set(cause, _("cannot create %s: %s"), d, strerror(errno));
		free(d);
		return NULL;
	}
	return d;
}

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The program runs from its build tree: its folder is the build tree's src/
 * (TENGEN_BUILDDIR, from Makefile.am), so the data is the source tree's. */
static bool in_build_tree(void)
{
#if defined TENGEN_BUILDDIR && defined TENGEN_SRCDATADIR
	char exe[PATH_MAX], *slash, *build;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	bool same;

	if (n <= 0)
		return false;
	exe[n] = '\0';
	if (!(slash = strrchr(exe, '/')))
		return false;
	*slash = '\0';
	if (!(build = realpath(TENGEN_BUILDDIR "/src", NULL)))
		return false;
	same = !strcmp(build, exe);
	free(build);
	return same;
#else
	return false;
#endif
}

char *data_dir(void)
{
	const char *env = getenv("TENGEN_DATADIR");

	if (env && *env)
		return xstrdup(env);
#ifdef TENGEN_SRCDATADIR
	if (in_build_tree() && is_dir(TENGEN_SRCDATADIR)) {
		char *real = realpath(TENGEN_SRCDATADIR, NULL); /* abs_top_srcdir may hold ".." */

		if (real) {
			char *d = xstrdup(real); /* ours: xmalloc's, not libc's */

			free(real);
			return d;
		}
	}
#endif
#ifdef PKGDATADIR
	return xstrdup(PKGDATADIR);
#else
	return NULL;
#endif
}

char *locale_dir(void)
{
	const char *env = getenv("TENGEN_LOCALEDIR");

	if (env && *env)
		return xstrdup(env);
#ifdef TENGEN_BUILDDIR
	if (in_build_tree() && is_dir(TENGEN_BUILDDIR "/po/locale"))
		return xstrdup(TENGEN_BUILDDIR "/po/locale");
#endif
#ifdef LOCALEDIR
	return xstrdup(LOCALEDIR);
#else
	return NULL;
#endif
}

char *data_path(const char *rel, char **cause)
{
	char *dir = data_dir(), *p;

	if (!dir) {
		cause_set(cause, "%s", _("no data folder is known (set TENGEN_DATADIR)"));
		return NULL;
	}
	p = xasprintf("%s/%s", dir, rel);
	if (access(p, F_OK) < 0) {
		cause_set(cause, _("%s: %s"), p, strerror(errno));
		free(p);
		p = NULL;
	}
	free(dir);
	return p;
}
