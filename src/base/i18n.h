/*
 * i18n.h — every user-facing string goes through _() (gettext); N_() marks
 * strings in tables that are translated where they are shown; a message
 * with a number in it uses ngettext(singular, plural, n), so that each
 * language gets its own plural forms.  Built with --disable-nls, all three
 * leave the English as it is.
 */
#ifndef TENGEN_I18N_H
#define TENGEN_I18N_H

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#if ENABLE_NLS
#include <libintl.h>
#define _(s) gettext(s)
#else
#define _(s) (s)
#undef ngettext
#define ngettext(s, p, n) ((n) == 1 ? (s) : (p))
#endif
#define N_(s) (s)

#endif
