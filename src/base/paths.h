/*
 * paths.h — where tengen keeps its files: the XDG base directories of the
 * user (configuration, data, state) and the data it ships (data/).
 *
 * An XDG variable counts only when it holds an absolute path (the XDG Base
 * Directory Specification says a relative one is invalid and ignored);
 * otherwise $HOME and the specification's default.  The shipped data is
 * found, in this order, through $TENGEN_DATADIR, in the source tree when
 * the program runs from its build tree, and in $(pkgdatadir) where `make
 * install` put it.  The message catalogs likewise: $TENGEN_LOCALEDIR, the
 * build tree's po/locale/ (made by `make` from the .gmo files of po/) when
 * the program runs from its build tree, so the README's plain `src/tengen`
 * speaks the user's language before any `make install`, else $(localedir).
 */
#ifndef TENGEN_PATHS_H
#define TENGEN_PATHS_H

#include <stdbool.h>

/* $VAR/sub, else $HOME/fallback/sub (fallback: ".config", ".local/share",
 * ".local/state"); with create, the directories are made (mode 0700).  A new
 * string, or NULL with *cause (neither variable set, or mkdir failed). */
char *xdg_dir(const char *var, const char *fallback, const char *sub, bool create,
              char **cause);

/* mkdir -p path with mode 0700 for the parts it makes; 0, or -1 with errno. */
int dirs_make(const char *path);

/* The shipped data file or folder rel ("rules", "problems/x.sgf"): a new
 * string naming it where it exists, else NULL (with *cause saying where it
 * was looked for). */
char *data_path(const char *rel, char **cause);

/* The folder data_path() takes its files from (a new string), or NULL. */
char *data_dir(void);

/* The folder for bindtextdomain() (a new string), or NULL. */
char *locale_dir(void);

#endif
