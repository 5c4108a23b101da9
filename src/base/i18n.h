/*
 * i18n.h — every user-facing string goes through _() (gettext); N_() marks
 * strings in tables that are translated where they are shown.
 */
#ifndef TENGEN_I18N_H
#define TENGEN_I18N_H

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#ifdef HAVE_LIBINTL_H
#include <libintl.h>
#define _(s) gettext(s)
#else
#define _(s) (s)
#endif
#define N_(s) (s)

#endif
