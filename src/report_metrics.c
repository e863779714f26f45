/*
 * What the report says about its metrics (CLAIMS.md section 6), applied
 * to its claims: reads the <!-- ev:metrics --> blocks, reports their bad
 * lines, gives each claim its direction word and checks its unit word
 * (section 3.2).
 */
#include <string.h>

#include "util.h"

#include "claim_direction.h"
#include "claim_metric.h"
#include "report.h"

/*
 * mmtests' gain (report_plain.c): the change B/A - 1 signed so that
 * better is positive, so on a lower-is-better metric the written
 * number is read with its sign turned.  Direction words are not read
 * in a plain-text table: its comment says what each number is.
 */
static void
gain(struct claim *c, const struct metric_decls *md)
{
	struct written *w = &c->num.a;
	const char *metric = NULL;
	enum metric_dir dir;
	struct buf m = {0};

	if (c->error != NULL || c->addr == NULL || c->addr->expr == NULL)
		return;
	dir = claim_metric_expr_dir(md, c->addr->expr, &metric);
	if (dir == DIR_UNKNOWN) {
		buf_printf(&m, "a (gain) is positive when the change is "
		    "better, but whether lower or higher is better for %s "
		    "is not known: declare it in an <!-- ev:metrics --> "
		    "block ('%s: lower' or '%s: higher'), or use (change)",
		    metric != NULL ? metric : "the expression",
		    metric != NULL ? metric : "METRIC",
		    metric != NULL ? metric : "METRIC");
		c->error = buf_take(&m);
		c->verdict = VERDICT_ERROR;
		return;
	}
	c->dirword = "gain";
	c->dirsign = dir == DIR_LOWER ? -1 : 1;
	if (dir == DIR_LOWER && w->value != 0) {
		w->value = -w->value;
		w->sign = w->value > 0 ? 1 : -1;
	}
}

void
report_metrics(struct report *r, const char *name, struct diag *d)
{
	size_t i;

	claim_metric_scan(&r->metrics, r->src, r->len);
	for (i = 0; i < r->metrics.nmsgs; i++)
		diag(d, DIAG_ERROR, name, r->metrics.msgs[i].line,
		    r->metrics.msgs[i].col, "%s", r->metrics.msgs[i].text);
	for (i = 0; i < r->nclaims; i++) {
		if (r->claims[i].in_code) {
			if (r->claims[i].gain)
				gain(&r->claims[i], &r->metrics);
			continue;
		}
		claim_direction_apply(&r->claims[i], r->src, r->len, r->bom,
		    &r->metrics);
		claim_unit_check(&r->claims[i], r->src, r->len, r->bom,
		    &r->metrics);
	}
}
