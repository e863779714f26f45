/*
 * Table addresses (CLAIMS.md section 4): reading the partial addresses
 * of a table's header and row labels, and assembling a body cell's
 * address from its column's, its row's and the top-left cell's.
 */
#include <stdlib.h>
#include <string.h>

#include "report_table.h"
#include "util.h"

static const char *const part_names[REPORT_P__MAX] = {
	"test case", "selection", "expression", "statistic"
};

void
report_table_parts(const char *url, struct report_parts *pt)
{
	const char *s1, *s2, *at, *s = url + 3;
	const char *b[REPORT_P__MAX], *e[REPORT_P__MAX];
	int i;

	memset(pt, 0, sizeof(*pt));
	pt->any = 1;
	if (s[0] == '=') {
		pt->constant = xstrdup(s);
		return;
	}
	if ((s1 = strchr(s, '/')) == NULL ||
	    (s2 = strchr(s1 + 1, '/')) == NULL) {
		struct buf m = {0};

		buf_printf(&m, "bad table address '%s': expected TC/SEL/EXPR "
		    "with parts left empty, e.g. ev:tc2// or ev:/on/", url);
		pt->error = buf_take(&m);
		return;
	}
	at = strchr(s2 + 1, '@');
	b[REPORT_P_TC] = s, e[REPORT_P_TC] = s1;
	b[REPORT_P_SEL] = s1 + 1, e[REPORT_P_SEL] = s2;
	b[REPORT_P_EXPR] = s2 + 1;
	e[REPORT_P_EXPR] = at != NULL ? at : s2 + 1 + strlen(s2 + 1);
	b[REPORT_P_STAT] = at != NULL ? at + 1 : e[REPORT_P_EXPR];
	e[REPORT_P_STAT] = at != NULL ? at + 1 + strlen(at + 1) :
	    e[REPORT_P_EXPR];
	for (i = 0; i < REPORT_P__MAX; i++) {
		while (b[i] < e[i] && (*b[i] == ' ' || *b[i] == '\t'))
			b[i]++;
		while (e[i] > b[i] && (e[i][-1] == ' ' || e[i][-1] == '\t'))
			e[i]--;
		if (e[i] > b[i])
			pt->p[i] = xstrndup(b[i], (size_t)(e[i] - b[i]));
	}
}

void
report_table_parts_free(struct report_parts *pt)
{
	int i;

	for (i = 0; i < REPORT_P__MAX; i++)
		free(pt->p[i]);
	free(pt->constant);
	free(pt->error);
	memset(pt, 0, sizeof(*pt));
}

char *
report_table_assemble(const struct report_parts *col,
    const struct report_parts *row, const struct report_parts *tl,
    char **err)
{
	const char *v[REPORT_P__MAX];
	struct buf b = {0};
	int i;

	*err = NULL;
	if (col->error != NULL || row->error != NULL || tl->error != NULL) {
		*err = xstrdup(col->error ? col->error : row->error ?
		    row->error : tl->error);
		return NULL;
	}
	if (col->constant != NULL || row->constant != NULL) {
		const struct report_parts *k = col->constant ? col : row;
		const struct report_parts *o = col->constant ? row : col;

		for (i = 0; i < REPORT_P__MAX; i++)
			if (o->p[i] != NULL || o->constant != NULL) {
				*err = xstrdup("the table binds this cell twice: "
				    "an '=' address and another from its "
				    "row or column");
				return NULL;
			}
		return xstrdup(k->constant);
	}
	for (i = 0; i < REPORT_P__MAX; i++) {
		if (col->p[i] != NULL && row->p[i] != NULL) {
			buf_printf(&b, "the table gives the %s twice: the row "
			    "says '%s', the column '%s'", part_names[i],
			    row->p[i], col->p[i]);
			*err = buf_take(&b);
			return NULL;
		}
		v[i] = col->p[i] ? col->p[i] : row->p[i] ? row->p[i] :
		    tl->p[i];
	}
	if (v[REPORT_P_TC] == NULL || v[REPORT_P_SEL] == NULL ||
	    (v[REPORT_P_EXPR] == NULL && (v[REPORT_P_STAT] == NULL ||
	    strcmp(v[REPORT_P_STAT], "n") != 0)))
		return NULL;
	buf_printf(&b, "%s/%s/%s", v[REPORT_P_TC], v[REPORT_P_SEL],
	    v[REPORT_P_EXPR] ? v[REPORT_P_EXPR] : "");
	if (v[REPORT_P_STAT] != NULL)
		buf_printf(&b, "@%s", v[REPORT_P_STAT]);
	return buf_take(&b);
}
