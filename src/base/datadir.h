/*
 * datadir.h — where tengen's data files are (data/ in the source tree,
 * $(pkgdatadir) once installed): the one place that knows.
 */
#ifndef TENGEN_DATADIR_H
#define TENGEN_DATADIR_H

/* The directory of tengen's data called name ("problems"), newly
 * allocated: the first that exists of $TENGEN_DATADIR/name, the installed
 * PKGDATADIR/name and the source tree's SRCDATADIR/name (a build that was
 * not installed).  NULL when none exists. */
char *data_dir(const char *name);

#endif
