/*
 * Decides a claim's verdict (CLAIMS.md sections 2, 3.2 and 3.4): reads
 * its address, evaluates its sides over the runs (claim_side.c, which
 * records each side's runs, statistics and value in the claim's
 * record, claim.h), compares and rounds, and records each written
 * number's verdict and why it failed, which claim_calc.c says in words
 * a reader can redo and the renderers show.  Also the batch: the
 * statistics the claims want (claim_want) and claim_eval_all.  Pure:
 * the runs are read, nothing is printed.  A B~A claim's noise support
 * is claim_noise.c's; the arithmetic of one operator is claim_addr.c's
 * claim_expr_arith.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_noise.h"
#include "claim_side.h"
#include "parallel.h"
#include "stats_cache.h"

/*
 * Whether a written number's last digit is finer than doubles tell
 * apart at its size (docs/claims.md, Exactness): its half unit is less
 * than half the gap between neighbouring doubles there, so a value
 * that differs in its last digits reads as equal.
 */
static int
beyond_exact(const struct written *w)
{
	double x = fabs(w->value), gap;

	if (w->half <= 0 || !isfinite(x) || x < 9007199254740992.0)
		return 0;
	gap = nextafter(x, INFINITY) - x;
	return 2 * w->half < gap;
}

/* The why of a written number the claim cannot read: its text as {text}. */
static void
written_why(struct claim *c, const char *key, const struct written *u)
{
	char *t = xstrndup(c->text + u->start, u->num_end - u->start);

	claim_why_set(c, key, "text", t, NULL);
	free(t);
}

static double
scaled(enum numkind k, double v)
{
	return k == NUM_PERCENT || k == NUM_PP ? v * 100 : v;
}

static enum verdict
worse(enum verdict a, enum verdict b)
{
	static const int rank[] = { 0, 1, 2, 3, 4 };

	return rank[a] >= rank[b] ? a : b;
}

/*
 * One test case's value of the expression for @tcgeomean: its median
 * over the runs of config cfg (every config when cfg < 0).  Returns
 * zero when the test case has no such runs or no value there.
 */
static int
tc_value(const struct runset *rs, const struct expr *x, uint32_t tc,
    long cfg, double *v)
{
	const uint32_t *gs;
	uint32_t *runs = NULL;
	size_t ng, i, j, n = 0, cap = 0;
	int ok;

	gs = runs_tc_groups(rs, tc, &ng);
	for (i = 0; i < ng; i++) {
		const struct rungroup *g = &rs->groups[gs[i]];

		if (cfg >= 0 && g->cfg != (uint32_t)cfg)
			continue;
		xgrow(&runs, &cap, n + g->len, sizeof(*runs));
		for (j = 0; j < g->len; j++)
			runs[n++] = g->runs[j];
	}
	ok = n > 0 && claim_eval_expr(rs, runs, n, x, STAT_MEDIAN, v);
	free(runs);
	return ok;
}

/*
 * @tcgeomean (CLAIMS.md section 2): the geometric mean over the test
 * cases of each one's median, or under B~A of each one's ratio B / A
 * (0 / 0 is 1, as benchstat takes it), over the test cases that have a
 * value (on both sides).  Sets *v to the mean, or the mean ratio.
 * Returns zero on an error.
 */
static int
eval_tcgeomean(struct ev *e, double *v)
{
	const struct runset *rs = e->rs;
	const struct addr *a = e->c->addr;
	struct side lab = {0};
	struct buf b = {0}, ex = {0};
	long ca = -1, cb = -1;
	double *vals, x, y;
	size_t i, n = 0;
	int ok = 0;

	claim_expr_print(&ex, a->expr);
	if (a->sel != SEL_ALL && (cb = runs_cfg_find(rs, a->cfg)) < 0) {
		side_why(e, "why.nocfg", "cfg", a->cfg, NULL);
		side_fail(e, "unknown config '%s'", a->cfg);
		goto out;
	}
	if (a->sel == SEL_CMP && (ca = runs_cfg_find(rs, a->cfg_a)) < 0) {
		side_why(e, "why.nocfg", "cfg", a->cfg_a, NULL);
		side_fail(e, "unknown config '%s'", a->cfg_a);
		goto out;
	}
	vals = side_scratch(e, rs->tcs.len + 1);
	for (i = 0; i < rs->tcs.len; i++) {
		if (!tc_value(rs, a->expr, (uint32_t)i, cb, &y))
			continue;
		if (a->sel == SEL_CMP) {
			if (!tc_value(rs, a->expr, (uint32_t)i, ca, &x))
				continue;
			if (x == y)
				y = 1;		/* 0 / 0 too: no change */
			else if (x == 0) {
				side_why(e, "why.tczero", "tc", rs->tcs.strs[i],
				    "what", ex.data, "cfg", a->cfg_a, NULL);
				side_fail(e, "the ratio of %s is a division by "
				    "zero: %s is 0 on %s", rs->tcs.strs[i],
				    ex.data, a->cfg_a);
				goto out;
			} else
				y /= x;
		}
		vals[n++] = y;
	}
	buf_printf(&b, "*/%s", a->sel == SEL_ALL ? "*" : a->cfg);
	if (a->sel == SEL_CMP)
		buf_printf(&b, "~%s", a->cfg_a);
	lab.label = buf_take(&b);
	e->side = &lab;
	if (n == 0) {
		side_why(e, "why.tcnone", "what", ex.data, "sel", lab.label,
		    NULL);
		side_fail(e, "no test case has a value of %s on %s", ex.data,
		    lab.label);
		goto out;
	}
	side_add_input(e, ex.data, STAT_TCGEOMEAN, vals, n, 0);
	if (!side_stat_value(e, STAT_GEOMEAN, vals, n, a->sel == SEL_CMP ?
	    "the ratios of" : ex.data, v))
		goto out;
	e->c->inputs[e->c->ninputs - 1].result = *v;
	/* claim_calc.c says "tcgeomean of N test cases' medians V". */
	e->c->stat_done = 1;
	e->c->stat_v = *v;
	e->c->stat_n[0] = n;
	ok = 1;
out:
	free(lab.label);
	buf_free(&ex);
	e->side = NULL;
	return ok;
}

/*
 * The range spread (CLAIMS.md section 4, benchstat v1's ±) of side sa:
 * X, its statistic around, then min and max of the same runs, one side
 * of the record, and max(1 − min/X, max/X − 1) in *v, a fraction.
 * The contract writes it for X > 0, as benchmarks' times and rates
 * are; for X < 0 the distances are taken relative to |X| (they would
 * come out negative), and runs that are all 0 spread by 0, as
 * benchstat prints ±0%.  Returns zero on an error.
 */
static int
eval_range_spread(struct ev *e, struct side *sa, double *v)
{
	struct claim *c = e->c;
	enum statfn at = c->range_around;
	double x, lo, hi;

	/* Around a value of the runs: not a count, spread or p. */
	if (at == STAT_N || at == STAT_RANGE || at == STAT_STDDEV ||
	    at == STAT_CV || at == STAT_CI || at == STAT_TCGEOMEAN ||
	    at == STAT_P) {
		side_why(e, "why.spreadaround", "stat", STATS_NAME(at), NULL);
		side_fail(e, "a range spread is around a value of the runs "
		    "(median, mean, pNN...), not @%s", STATS_NAME(at));
		return 0;
	}
	if (!side_eval(e, sa, at, &x, 0) ||
	    !side_eval(e, sa, STAT_MIN, &lo, 1) ||
	    !side_eval(e, sa, STAT_MAX, &hi, 1))
		return 0;
	c->sides[0].value = x;
	c->range_x = x;
	c->range_lo = lo;
	c->range_hi = hi;
	if (x == 0 && (lo != 0 || hi != 0)) {
		side_why(e, "why.spreadzero", "stat", STATS_NAME(at), "runs",
		    sa->label, NULL);
		side_fail(e, "division by zero: X, the %s of %s, is 0 where "
		    "its runs are not all 0", STATS_NAME(at), sa->label);
		return 0;
	}
	if (x == 0)
		c->range_terms[0] = c->range_terms[1] = 0;
	else if (x > 0) {
		c->range_terms[0] = 1 - lo / x;
		c->range_terms[1] = hi / x - 1;
	} else {
		c->range_terms[0] = lo / x - 1;		/* (X − min) / |X| */
		c->range_terms[1] = 1 - hi / x;		/* (max − X) / |X| */
	}
	*v = c->range_terms[0] > c->range_terms[1] ? c->range_terms[0] :
	    c->range_terms[1];
	return 1;
}

static void
eval_claim(struct claim *c, const struct runset *rs,
    const struct stats_cache *sc, size_t keep, struct claim_noise_cache *nc,
    int support)
{
	struct ev e;
	const struct addr *a = c->addr;
	struct side sa = {0}, sb = {0};
	struct buf t = {0};
	const struct written *w = &c->num.a;
	enum statfn st;
	double va, vb;
	size_t n_a = 0, n_b = 0;
	int ok = 0, sides = 0;	/* sides: va and vb, a comparison's */

	memset(&e, 0, sizeof(e));
	e.rs = rs;
	e.c = c;
	e.sc = sc;
	e.keep = keep;
	e.nc = nc;
	e.support = support;
	c->other[0] = c->other[1] = NAN;
	if (c->error != NULL || a == NULL) {
		c->verdict = VERDICT_ERROR;
		return;
	}
	if (!isfinite(c->num.a.value) || (c->num.is_range &&
	    !isfinite(c->num.b.value))) {
		claim_why_set(c, "why.huge", NULL);
		c->error = xstrdup("the written number is too large to be a "
		    "number");
		c->verdict = VERDICT_ERROR;
		return;
	}
	if (beyond_exact(&c->num.a) || (c->num.is_range &&
	    beyond_exact(&c->num.b))) {
		const struct written *u = beyond_exact(&c->num.a) ? &c->num.a :
		    &c->num.b;
		struct buf m = {0};

		/* 1,152,921,504,606,847,000 was ok against …846,976. */
		buf_printf(&m, "'%.*s' is written to more digits than exact "
		    "arithmetic holds: past 2^53 (9,007,199,254,740,992) "
		    "doubles, as the runs are read, tell numbers apart only "
		    "to about 16 significant digits, so its last digits "
		    "cannot be checked; write it rounded to 15 digits or "
		    "fewer (with a scale: 1,152,921,505G)",
		    (int)(u->num_end - u->start), c->text + u->start);
		written_why(c, "why.digits", u);
		c->error = buf_take(&m);
		c->verdict = VERDICT_ERROR;
		return;
	}
	if (c->num.a.unread || (c->num.is_range && c->num.b.unread)) {
		const struct written *u = c->num.a.unread ? &c->num.a :
		    &c->num.b;
		struct buf m = {0};

		/* Reading 2천만 as 2천 would check a smaller number. */
		buf_printf(&m, "cannot read '%.*s': a number is digits and "
		    "at most one scale word (3.2\xE4\xB8\x87, "
		    "2000\xEB\xA7\x8C), not other numerals",
		    (int)(u->num_end - u->start), c->text + u->start);
		written_why(c, "why.numerals", u);
		c->error = buf_take(&m);
		c->verdict = VERDICT_ERROR;
		return;
	}
	st = a->has_stat ? a->stat : STAT_MEDIAN;
	/*
	 * ± is a sign only before a zero: before another number it is a
	 * spread, and reading ±5% as 5% would check a claim nobody wrote,
	 * unless the address asks for a spread ([±2.3%](ev:…@cv)).
	 */
	if (c->spread_pm && st != STAT_STDDEV && st != STAT_CV &&
	    st != STAT_CI && (st != STAT_RANGE || c->num.is_range)) {
		struct buf m = {0};

		buf_printf(&m, "\xC2\xB1%s is a spread, not a change: "
		    "\xC2\xB1 is read only in \xC2\xB1" "0 (no change)",
		    c->text);
		claim_why_set(c, "why.spread", "text", c->text, NULL);
		c->error = buf_take(&m);
		c->verdict = VERDICT_ERROR;
		return;
	}
	/*
	 * [±4%](ev:…@range) alone: the range spread around the median
	 * (±0% too: under @range the ± of a zero is a spread of none).
	 */
	if ((c->spread_pm || c->num.a.plusminus) && st == STAT_RANGE &&
	    !c->num.is_range && !c->range_spread) {
		c->range_spread = 1;
		c->range_around = STAT_MEDIAN;
	}
	c->evaluated = 1;

	if (c->num.is_range && a->has_stat && a->stat != STAT_RANGE) {
		side_why(&e, "why.needrange", "stat", STATS_NAME(a->stat), NULL);
		side_fail(&e, "%s is a range, so the address needs @range, not @%s",
		    c->text, STATS_NAME(a->stat));
		goto out;
	}
	if (!c->num.is_range && st == STAT_RANGE && !c->range_spread) {
		side_why(&e, "why.needpair", NULL);
		side_fail(&e, "@range needs a claim of two numbers joined by '~'");
		goto out;
	}
	if (c->num.is_range)
		st = STAT_RANGE;
	if (a->constant) {
		struct side none = { NULL, 0, NULL, 0, (char *)"=", NULL };

		e.side = &none;
		if (c->num.is_range) {
			side_why(&e, "why.rangeone", NULL);
			side_fail(&e, "a range cannot be checked by an '=' address");
			goto out;
		}
		c->reached = 1;
		side_begin(&e, &none, 0);
		if (!side_agg(&e, a->expr, STAT_MEDIAN, &va))
			goto out;
		side_end(&e, va);
		c->v = scaled(w->kind, va);
		ok = 1;
		goto out;
	}
	if (rs == NULL) {
		side_fail(&e, "no runs given: this claim needs a results file");
		goto out;
	}

	/* Past the address's shape: the computation has its heading. */
	c->reached = 1;

	if (st == STAT_TCGEOMEAN) {
		if (!eval_tcgeomean(&e, &va))
			goto out;
		if (a->sel != SEL_CMP)
			c->v = scaled(w->kind, va);
		else if (w->kind == NUM_PERCENT)
			c->v = (va - 1) * 100;
		else if (w->kind == NUM_RATIO)
			c->v = va;
		else {
			side_why(&e, "why.tcform", "text", c->text, NULL);
			side_fail(&e, "a geometric mean of ratios is written as a "
			    "change (%%) or a ratio (\xC3\x97), not %s",
			    c->text);
			goto out;
		}
		ok = 1;
		goto out;
	}
	if (st == STAT_P) {
		if (w->kind != NUM_PLAIN || w->sign != 0) {
			side_why(&e, "why.pplain", "text", c->text, NULL);
			side_fail(&e, "a p-value is a plain number (p = 0.002, "
			    "p<0.05), not %s", c->text);
			goto out;
		}
		if (!side_select(&e, a->tc, a->cfg, 0, 0, &sb) ||
		    !side_select(&e, a->tc, a->cfg_a, 0, 0, &sa))
			goto out;
		if (!claim_noise_p(c, rs, sa.runs, sa.n, sb.runs, sb.n, &va,
		    &n_a, &n_b)) {
			side_why(&e, "why.pnone", "b", sb.label, "a", sa.label,
			    NULL);
			side_fail(&e, "no run of %s or of %s has a value of the "
			    "expression", sb.label, sa.label);
			goto out;
		}
		/* "p of 5 vs 5 runs (Mann-Whitney, two-sided) 0.008" */
		c->stat_done = 1;
		c->stat_v = va;
		c->stat_n[0] = n_b;
		c->stat_n[1] = n_a;
		c->v = va;
		ok = 1;
		goto out;
	}
	if (a->sel == SEL_CMP) {
		if (c->num.is_range || c->range_spread) {
			side_why(&e, "why.rangeone", NULL);
			side_fail(&e, "a range needs one config, not a comparison");
			goto out;
		}
		if (w->kind == NUM_PLAIN && w->sign == 0) {
			side_why(&e, "why.unclear", "text", c->text, NULL);
			side_fail(&e, "unclear comparison: %s under %s~%s is neither "
			    "a change (%%), a difference (+/−), points (pp) "
			    "nor a ratio (×)", c->text, a->cfg, a->cfg_a);
			goto out;
		}
		if (!side_select(&e, a->tc, a->cfg, 0, 0, &sb) ||
		    !side_select(&e, a->tc, a->cfg_a, 0, 0, &sa))
			goto out;
		c->reached = 2;
		if (!side_eval(&e, &sb, st, &vb, 0) ||
		    !side_eval(&e, &sa, st, &va, 0))
			goto out;
		switch (w->kind) {
		case NUM_PERCENT:
			if (va == 0 && vb == 0) {
				/* From 0 to 0 is no change (section 3.4). */
				c->v = 0;
				break;
			}
			if (va == 0) {
				side_why(&e, "why.azero", "runs", sa.label, NULL);
				side_fail(&e, "division by zero: %s is 0", sa.label);
				goto out;
			}
			c->v = (vb / va - 1) * 100;
			/* 55% written for +122%: 1 − A/B is also 55%. */
			if (vb != 0) {
				c->other[0] = (1 - va / vb) * 100;
				c->other[1] = (va / vb - 1) * 100;
			}
			break;
		case NUM_PP:
			c->v = (vb - va) * 100;
			break;
		case NUM_RATIO:
			if (va == 0 && vb == 0) {
				/* claim_calc.c says so from the sides. */
				c->v = 1;
				break;
			}
			if (va == 0) {
				side_why(&e, "why.azero", "runs", sa.label, NULL);
				side_fail(&e, "division by zero: %s is 0", sa.label);
				goto out;
			}
			c->v = vb / va;
			if (vb != 0)
				c->other[0] = va / vb;
			break;
		default:
			c->v = vb - va;
			break;
		}
		if (e.support)
			claim_noise_support(c, rs, sa.runs, sa.n, sb.runs, sb.n,
			    va, e.nc);
		sides = 1;
		ok = 1;
		goto out;
	}

	if (a->sel == SEL_RUN && a->tc == NULL) {
		side_why(&e, "why.runtc", NULL);
		side_fail(&e, "%s#%u names one run, so it needs a test case, not *",
		    a->cfg, (unsigned)a->rep);
		goto out;
	}
	if (!side_select(&e, a->tc, a->sel == SEL_ALL ? NULL : a->cfg, a->rep,
	    a->sel == SEL_RUN, &sa))
		goto out;
	/* One config is named in the heading already. */
	sa.cfg = NULL;
	if (c->range_spread) {
		if (!eval_range_spread(&e, &sa, &va))
			goto out;
		c->v = scaled(w->kind, va);
	} else if (c->num.is_range) {
		if (!side_eval(&e, &sa, STAT_MIN, &va, 0))
			goto out;
		/* One side of the record: the same runs, two statistics. */
		if (!side_eval(&e, &sa, STAT_MAX, &vb, 1))
			goto out;
		c->sides[0].value = va;
		c->v = scaled(w->kind, va);
		c->v2 = scaled(c->num.b.kind, vb);
	} else {
		if (!side_eval(&e, &sa, st, &va, 0))
			goto out;
		c->v = scaled(w->kind, va);
	}
	ok = 1;
out:
	/*
	 * A statistic past the largest double (a sum near 1.7e308), or a
	 * step of the comparison: an error that names it, never a verdict
	 * on inf or nan.
	 */
	if (ok && (!isfinite(c->v) || (c->num.is_range && !isfinite(c->v2)) ||
	    (sides && (!isfinite(va) || !isfinite(vb))))) {
		side_why(&e, "why.overflow", NULL);
		side_fail(&e, "overflow: a statistic of the runs or a step of the "
		    "computation is %s", OVERFLOW_WORDS);
		ok = 0;
	}
	if (ok && st == STAT_P && c->bound) {
		/* p<0.05 is a bound: ok when the computed p is below it. */
		c->verdict = c->verdicts[0] = c->v < w->value ||
		    (c->bound == 2 && c->v <= w->value) ? VERDICT_OK :
		    VERDICT_WRONG;
	} else if (ok) {
		c->verdict = c->verdicts[0] = claim_verdict(w->value, w->half,
		    c->v);
		if (c->num.is_range) {
			c->verdicts[1] = claim_verdict(c->num.b.value,
			    c->num.b.half, c->v2);
			c->verdict = worse(c->verdict, c->verdicts[1]);
		}
	} else {
		c->verdict = VERDICT_ERROR;
		c->error = e.err != NULL ? e.err : xstrdup("cannot evaluate");
		e.err = NULL;
	}
	/* The computation in English, said from the record. */
	claim_calc_print(&t, c, NULL);
	if (t.len > 0)
		c->calc = buf_take(&t);
	buf_free(&t);
	free(e.err);
	free(e.scratch);
	side_free(&sa);
	side_free(&sb);
}

void
claim_eval(struct claim *c, const struct runset *rs)
{
	eval_claim(c, rs, NULL, CLAIM_VALUES_TOTAL, NULL, 1);
}

/* Asks the cache for the bare metrics of x outside any function. */
static void
want_expr(struct stats_cache *sc, const struct runset *rs, uint32_t group,
    const struct expr *x)
{
	long m;

	if (x == NULL || x->op == EXPR_CALL)
		return;
	if (x->op == EXPR_METRIC) {
		if ((m = runs_metric_find(rs, x->name, strlen(x->name))) >= 0)
			stats_cache_want(sc, group, (uint32_t)m);
		return;
	}
	want_expr(sc, rs, group, x->a);
	want_expr(sc, rs, group, x->b);
}

/* The groups a claim reads whole, one (tc, cfg) each: their statistics. */
static void
want_claim(struct stats_cache *sc, const struct runset *rs,
    const struct claim *c)
{
	const struct addr *a = c->addr;
	const struct rungroup *g;
	const char *cfgs[2];
	long t, k;
	int i;

	if (c->error != NULL || a == NULL || a->constant || a->tc == NULL ||
	    (a->sel != SEL_CFG && a->sel != SEL_CMP) ||
	    (t = runs_tc_find(rs, a->tc)) < 0)
		return;
	cfgs[0] = a->cfg;
	cfgs[1] = a->sel == SEL_CMP ? a->cfg_a : NULL;
	for (i = 0; i < 2 && cfgs[i] != NULL; i++)
		if ((k = runs_cfg_find(rs, cfgs[i])) >= 0 &&
		    (g = runs_group_find(rs, (uint32_t)t, (uint32_t)k)) != NULL)
			want_expr(sc, rs, (uint32_t)(g - rs->groups), a->expr);
}

void
claim_want(const struct claim *claims, size_t n, const struct runset *rs,
    struct stats_cache *sc)
{
	size_t i;

	if (rs == NULL || sc == NULL)
		return;
	for (i = 0; i < n; i++)
		want_claim(sc, rs, &claims[i]);
}

struct evaljob {
	struct claim		*claims;
	const struct runset	*rs;
	const struct stats_cache *sc;
	size_t			 keep;	/* values a claim may keep */
	struct claim_noise_cache **nc;	/* one a worker */
	int			 support;
};

static void
eval_one(void *arg, size_t i, unsigned w)
{
	struct evaljob *j = arg;

	eval_claim(&j->claims[i], j->rs, j->sc, j->keep, j->nc[w], j->support);
}

/*
 * Per-run expressions (median(a/b)) cost the runs they read times
 * their terms, for every claim: 80 claims of median(m+m+...) of 4 KB
 * over 10,000 runs took a minute.  A report gets this many run x term
 * evaluations in all, handed out in claim order before the claims are
 * evaluated (on any number of threads, the same claims pass); a claim
 * past it is an error that says so.
 */
#ifndef CLAIM_PERRUN_BUDGET
#define CLAIM_PERRUN_BUDGET	200000000ull
#endif

/* The terms of the per-run arguments of x's function calls. */
static size_t
perrun_terms(const struct expr *x, int inside)
{
	if (x == NULL)
		return 0;
	if (x->op == EXPR_CALL)
		return perrun_terms(x->a, 1);
	return (size_t)(inside != 0) + perrun_terms(x->a, inside) +
	    perrun_terms(x->b, inside);
}

/* The runs a claim may read: its groups', or every run (an upper bound). */
static size_t
claim_runs_bound(const struct runset *rs, const struct addr *a)
{
	const struct rungroup *g;
	const char *cfgs[2];
	size_t n = 0;
	long t, k;
	int i;

	if (a->tc == NULL || (a->sel != SEL_CFG && a->sel != SEL_CMP) ||
	    (t = runs_tc_find(rs, a->tc)) < 0)
		return rs->nruns;
	cfgs[0] = a->cfg;
	cfgs[1] = a->sel == SEL_CMP ? a->cfg_a : NULL;
	for (i = 0; i < 2 && cfgs[i] != NULL; i++)
		if ((k = runs_cfg_find(rs, cfgs[i])) >= 0 &&
		    (g = runs_group_find(rs, (uint32_t)t, (uint32_t)k)) != NULL)
			n += g->len;
	return n;
}

static void
perrun_budget(struct claim *claims, size_t n, const struct runset *rs)
{
	unsigned long long left = CLAIM_PERRUN_BUDGET, cost;
	size_t i, terms;

	for (i = 0; rs != NULL && i < n; i++) {
		struct claim *c = &claims[i];
		struct buf m = {0};
		char nb[24], nc[24];

		if (c->error != NULL || c->addr == NULL || c->addr->constant ||
		    (terms = perrun_terms(c->addr->expr, 0)) == 0)
			continue;
		cost = (unsigned long long)terms *
		    claim_runs_bound(rs, c->addr);
		if (cost <= left) {
			left -= cost;
			continue;
		}
		snprintf(nb, sizeof(nb), "%llu", CLAIM_PERRUN_BUDGET);
		snprintf(nc, sizeof(nc), "%llu", cost);
		claim_why_set(c, "why.budget", "budget", nb, "need", nc, NULL);
		buf_printf(&m, "not evaluated: the report's per-run "
		    "expressions pass their budget of %llu run x term "
		    "evaluations (this one needs %llu)", CLAIM_PERRUN_BUDGET,
		    cost);
		c->error = buf_take(&m);
	}
}

void
claim_eval_all(struct claim *claims, size_t n, const struct runset *rs,
    struct stats_cache *sc)
{
	claim_eval_all_support(claims, n, rs, sc, 1);
}

void
claim_eval_all_support(struct claim *claims, size_t n,
    const struct runset *rs, struct stats_cache *sc, int support)
{
	struct evaljob j;
	unsigned threads, nw, w;

	perrun_budget(claims, n, rs);
	claim_want(claims, n, rs, sc);
	if (sc != NULL)
		stats_cache_fill(sc);
	j.claims = claims;
	j.rs = rs;
	j.sc = sc;
	j.keep = CLAIM_VALUES_TOTAL / (n > 0 ? n : 1);
	if (j.keep < CLAIM_VALUES_MIN)
		j.keep = CLAIM_VALUES_MIN;
	j.support = support;
	/* Threads pay only when there are many runs to go through. */
	threads = rs == NULL || rs->nruns < 20000 ? 1 : 0;
	nw = parallel_workers(n, threads);
	j.nc = xcalloc(nw + 1, sizeof(*j.nc));
	for (w = 0; w < nw; w++)
		j.nc[w] = claim_noise_cache_new();
	parallel_for(n, threads, eval_one, &j);
	for (w = 0; w < nw; w++)
		claim_noise_cache_free(j.nc[w]);
	free(j.nc);
}
