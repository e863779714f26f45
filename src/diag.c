/*
 * Diagnostics: recorded by the stages, printed by main.  Recording
 * stops after a bound so that a file of a million bad lines does not
 * make a million messages; the count of the rest is kept.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"
#include "util.h"

void
diag(struct diag *d, enum diag_level level, const char *file, size_t line,
    size_t col, const char *fmt, ...)
{
	struct diag_msg *m;
	struct buf b = {0};
	va_list ap;

	if (level == DIAG_ERROR)
		d->nerrors++;
	if (d->len >= (d->max ? d->max : 100)) {
		d->dropped++;
		return;
	}
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	xgrow(&d->msgs, &d->cap, d->len + 1, sizeof(*d->msgs));
	m = &d->msgs[d->len++];
	m->file = xstrdup(file != NULL ? file : "-");
	m->line = line;
	m->col = col;
	m->level = level;
	m->msg = buf_take(&b);
}

void
diag_print(const struct diag *d, FILE *f)
{
	struct buf file = {0}, msg = {0};
	size_t i;

	/* A message quotes the input: its controls are written as escapes. */
	for (i = 0; i < d->len; i++) {
		const struct diag_msg *m = &d->msgs[i];

		file.len = msg.len = 0;
		buf_add_visible(&file, m->file);
		buf_add_visible(&msg, m->msg);
		fputs(file.data, f);
		if (m->line > 0)
			fprintf(f, ":%zu", m->line);
		if (m->col > 0)
			fprintf(f, ":%zu", m->col);
		fprintf(f, ": %s: %s\n",
		    m->level == DIAG_ERROR ? "error" : "warning", msg.data);
	}
	buf_free(&file);
	buf_free(&msg);
	if (d->dropped > 0)
		fprintf(f, "verify-report: %zu more problems not shown\n",
		    d->dropped);
}

void
diag_free(struct diag *d)
{
	size_t i;

	for (i = 0; i < d->len; i++) {
		free(d->msgs[i].file);
		free(d->msgs[i].msg);
	}
	free(d->msgs);
	d->msgs = NULL;
	d->len = d->cap = d->nerrors = d->dropped = 0;
}
