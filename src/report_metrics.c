/*
 * What the report says about its metrics (CLAIMS.md section 6), applied
 * to its claims: reads the <!-- ev:metrics --> blocks, reports their bad
 * lines, gives each claim its direction word and checks its unit word
 * (section 3.2).
 */
#include <string.h>

#include "claim_direction.h"
#include "claim_metric.h"
#include "report.h"

void
report_metrics(struct report *r, const char *name, struct diag *d)
{
	size_t i;

	claim_metric_scan(&r->metrics, r->src, r->len);
	for (i = 0; i < r->metrics.nmsgs; i++)
		diag(d, DIAG_ERROR, name, r->metrics.msgs[i].line,
		    r->metrics.msgs[i].col, "%s", r->metrics.msgs[i].text);
	for (i = 0; i < r->nclaims; i++) {
		claim_direction_apply(&r->claims[i], r->src, r->len, r->bom,
		    &r->metrics);
		claim_unit_check(&r->claims[i], r->src, r->len, r->bom,
		    &r->metrics);
	}
}
