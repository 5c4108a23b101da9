/*
 * games.c — `tengen --games`: the finished games kept (record/archive.h),
 * newest first, numbered as `--review N` takes them; with filters
 * (--player, --since, --until, --result, --size) only those that match,
 * still numbered in the whole list.
 */
#include "cli/sgftool.h"

#include <stdlib.h>

#include "base/i18n.h"
#include "base/util.h"
#include "record/archive.h"
#include "rules/result.h"

int sgftool_games(const char *dir, const struct archive_filter *f, FILE *out, FILE *err)
{
	int shown = 0;

	struct archive_entry *v;
	char *cause = NULL, *d = dir ? xstrdup(dir) : archive_dir(false, &cause);
	int n = d ? archive_list(d, &v, &cause) : -1;

	if (n < 0) {
		fprintf(err, "%s: %s\n", PACKAGE, cause ? cause : "?");
		free(cause);
		free(d);
		return 1;
	}
	if (n == 0)
		fprintf(out, _("No finished game is kept yet (in %s).\n"), d);
	for (int i = 0; i < n; i++) {
		const struct archive_entry *e = &v[i];
		char *name, size[32];

		if (f && !archive_filter_match(f, e))
			continue;
		shown++;
		name = text_sanitize(e->name); /* a file name may hold anything */
		if (e->size)
			snprintf(size, sizeof size, "%d×%d", e->size, e->size);
		else /* TRANSLATORS: --games, a kept file that is no readable record */
			snprintf(size, sizeof size, "%s", _("unreadable"));
		fprintf(out, "%3d  %s  %s – %s  %s  %s  %s\n", i + 1, e->date,
		        e->black ? e->black : _("Black"), e->white ? e->white : _("White"), size,
		        e->result ? e->result : "?",
		        name);
		free(name);
	}
	if (n > 0 && shown == 0)
		fprintf(out, ngettext("No kept game matches (%d is kept).\n",
		                      "No kept game matches (%d are kept).\n", n), n);
	archive_list_free(v, n);
	free(d);
	return 0;
}
