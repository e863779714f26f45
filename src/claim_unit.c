/*
 * The unit check of CLAIMS.md section 3.2: a unit word written after a
 * number must agree with the unit its address computes, where that unit
 * is known (section 6).  "[609 ms](ev:tc2/hp/lat_us.p99)" computes
 * microseconds and says milliseconds: a unit slip the reader cannot
 * see, so the claim gets a `unit` finding beside its verdict.
 *
 * The written unit is the word right after the number in the claim's
 * own text, else the word right after its link ("[20](ev:…) 秒").  A
 * percent or points written without B~A reads the value as a fraction,
 * so it is a unit too: against a metric already in percent (_pct) it
 * is a slip of 100.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_direction.h"
#include "claim_metric.h"
#include "util.h"

static size_t
skip_space(const char *s, size_t len, size_t i)
{
	for (;;) {
		if (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		else if (i + 2 <= len && !memcmp(s + i, "\xC2\xA0", 2))
			i += 2;
		else if (i + 3 <= len && (!memcmp(s + i, "\xE2\x80\x89", 3) ||
		    !memcmp(s + i, "\xE2\x80\xAF", 3) ||
		    !memcmp(s + i, "\xE3\x80\x80", 3)))
			i += 3;
		else
			return i;
	}
}

/* What a kind of unit is called in a message. */
static const char *
kind_name(enum unit_dim d)
{
	switch (d) {
	case UNIT_TIME:
		return "a time";
	case UNIT_SIZE:
		return "a size";
	case UNIT_PAGES:
		return "a count of pages";
	case UNIT_FRACTION:
		return "a fraction";
	case UNIT_RATE:
		return "a rate";
	case UNIT_BYTERATE:
		return "a byte rate";
	default:
		return "a number";
	}
}

/* A unit's name, or its size in its kind's base. */
static void
unit_name(struct buf *b, const struct metric_unit *u)
{
	if (u->dim == UNIT_FRACTION && fabs(u->factor - 0.01) < 1e-12)
		buf_adds(b, "percent");
	else if (u->name != NULL)
		buf_adds(b, u->name);
	else {
		buf_printf(b, "%s of ", kind_name(u->dim));
		fmt_num(b, u->factor, 6, 0);
		buf_adds(b, u->dim == UNIT_TIME ? " s" : u->dim ==
		    UNIT_SIZE ? " bytes" : "");
	}
}

/* Whether x is a power of 10 or of 1024 (a conversion worth writing). */
static int
round_factor(double x)
{
	double l = log10(x), k = log(x) / log(1024);

	return fabs(l - round(l)) < 1e-9 || fabs(k - round(k)) < 1e-9;
}

void
claim_unit_check(struct claim *c, const char *src, size_t len, size_t base,
    const struct metric_decls *md)
{
	const struct addr *a = c->addr;
	const struct written *w = &c->num.a;
	struct metric_unit wu, cu;
	struct buf m = {0}, ex = {0};
	size_t tb, te, lb, le, ne, i, n = 0;
	int st;

	if (c->error != NULL || a == NULL || a->constant || a->expr == NULL)
		return;
	st = a->has_stat ? (int)a->stat : STAT_MEDIAN;
	if (w->kind == NUM_RATIO || (a->sel == SEL_CMP &&
	    w->kind == NUM_PERCENT))
		return;		/* a ratio of two values has no unit */
	if (w->kind == NUM_PERCENT || w->kind == NUM_PP) {
		wu.dim = UNIT_FRACTION;
		wu.factor = 1;
		wu.name = w->kind == NUM_PP ? "points" : "%";
	} else {
		if (!claim_direction_span(c, src, len, base, &tb, &te, &lb,
		    &le) || c->byte < base)
			return;
		ne = c->byte - base + (c->num.end - c->num.start);
		if (ne > te)
			return;
		i = skip_space(src, te, ne);
		if (i < te)
			n = claim_metric_unit_word(src + i, te - i, &wu);
		else if (c->node_is_link) {
			i = skip_space(src, len, le);
			n = claim_metric_unit_word(src + i, len - i, &wu);
		}
		if (n == 0)
			return;
	}
	cu = claim_metric_expr_unit(md, a->expr, st);
	if (!claim_metric_disagree(wu, cu))
		return;
	c->unit_slip = 1;
	c->unit_written = wu;
	c->unit_computed = cu;
	claim_expr_print(&ex, a->expr);
	if (wu.dim == UNIT_FRACTION && cu.dim == UNIT_FRACTION) {
		buf_printf(&m, "%s reads the value as a fraction, but %s is ",
		    wu.name, ex.data);
		unit_name(&m, &cu);
		if (round_factor(wu.factor / cu.factor) && a->expr->op ==
		    EXPR_METRIC)
			buf_printf(&m, ": write %s/%g", ex.data,
			    wu.factor / cu.factor > 1 ? wu.factor / cu.factor :
			    cu.factor / wu.factor);
	} else if (wu.dim == cu.dim) {
		double r = wu.factor / cu.factor;

		buf_printf(&m, "the text says %s, but %s is in ", wu.name,
		    ex.data);
		unit_name(&m, &cu);
		/* The conversion, written as an address would hold it. */
		if (round_factor(r > 1 ? r : 1 / r) && a->expr->op ==
		    EXPR_METRIC)
			buf_printf(&m, ": %s%c%.15g is in %s", ex.data,
			    r > 1 ? '/' : '*', r > 1 ? r : 1 / r, wu.name);
		else if (round_factor(r > 1 ? r : 1 / r))
			buf_printf(&m, ": %s by %.15g for %s", r > 1 ?
			    "divide" : "multiply", r > 1 ? r : 1 / r, wu.name);
	} else {
		buf_printf(&m, "the text says %s (%s), but %s is ", wu.name,
		    kind_name(wu.dim), ex.data);
		unit_name(&m, &cu);
		buf_printf(&m, " (%s)", kind_name(cu.dim));
	}
	free(c->unit_msg);
	c->unit_msg = buf_take(&m);
	buf_free(&ex);
}
