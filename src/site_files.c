/*
 * A site's files in memory (site.h): the list the renderers fill with
 * site_add and site_add_copy, cut back with site_truncate, a thread's
 * own list handed over with site_move, and site_files_free.  Nothing
 * here touches the filesystem: site_write.c writes the list, so the
 * renderers call down into this file and never into the writer.
 */
#include <stdlib.h>
#include <string.h>

#include "site.h"
#include "util.h"

void
site_add(struct site *s, const char *path, char *data, size_t len)
{
	xgrow(&s->files, &s->cap, s->n + 1, sizeof(*s->files));
	s->files[s->n].path = xstrdup(path);
	s->files[s->n].data = data;
	s->files[s->n].len = len;
	s->files[s->n].copy_from = NULL;
	s->files[s->n].written = 0;
	s->n++;
}

void
site_truncate(struct site *s, size_t n)
{
	while (s->n > n) {
		s->n--;
		free(s->files[s->n].path);
		free(s->files[s->n].data);
		free(s->files[s->n].copy_from);
	}
}

void
site_add_copy(struct site *s, const char *path, const char *src)
{
	site_add(s, path, NULL, 0);
	s->files[s->n - 1].copy_from = xstrdup(src);
}

void
site_move(struct site *to, struct site *from)
{
	xgrow(&to->files, &to->cap, to->n + from->n, sizeof(*to->files));
	memcpy(to->files + to->n, from->files, from->n * sizeof(*from->files));
	to->n += from->n;
	free(from->files);
	from->files = NULL;
	from->n = from->cap = 0;
}

void
site_files_free(struct site *s)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		free(s->files[i].path);
		free(s->files[i].data);
		free(s->files[i].copy_from);
	}
	free(s->files);
	memset(s, 0, sizeof(*s));
}
