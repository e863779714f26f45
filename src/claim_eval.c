/*
 * Evaluates a claim's address over the runs and decides its verdict
 * (CLAIMS.md sections 2, 3.2 and 3.4), recording the computation (the
 * record of claim.h: each side's runs, statistics and value, each
 * written number's verdict, why it failed), which claim_calc.c says in
 * words a reader can redo and the renderers show.  Pure: the runs are
 * read, nothing is printed.  A B~A claim's noise
 * support is claim_noise.c's; the arithmetic of one operator is
 * claim_addr.c's claim_expr_arith.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_noise.h"
#include "parallel.h"
#include "stats_cache.h"

/* One side of a claim: the runs one config (or all) of a tc selects. */
struct side {
	uint32_t	*runs;
	size_t		 n;
	uint32_t	*groups;	/* the same runs as whole groups, */
	size_t		 ngroups;	/* unless one run is picked */
	char		*label;	/* "tc2/on", "*\/on", "tc1/on#2" */
	const char	*cfg;	/* shown in the computation; NULL for none */
};

struct ev {
	const struct runset	*rs;
	struct claim		*c;
	const struct side	*side;
	char			*err;
	double			*scratch;
	size_t			 capscratch;
	const struct stats_cache *sc;		/* NULL: none */
	size_t			 keep;		/* values the claim may still */
};						/* keep (claim.h) */

/*
 * Records the key of an error's words for the site (struct claim_why)
 * before fail() gives its English: the first error wins, as there.
 */
static void
why(struct ev *e, const char *key, const char *n0, const char *v0,
    const char *n1, const char *v1)
{
	struct claim_why *w = &e->c->why;

	if (e->err != NULL || w->key != NULL)
		return;
	w->key = key;
	w->name[0] = n0;
	w->value[0] = v0 != NULL ? xstrdup(v0) : NULL;
	w->name[1] = n1;
	w->value[1] = v1 != NULL ? xstrdup(v1) : NULL;
}

static void
fail(struct ev *e, const char *fmt, ...)
{
	struct buf b = {0};
	va_list ap;

	if (e->err != NULL)
		return;
	/* No fixed array: a cut could split a UTF-8 sequence. */
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	e->err = buf_take(&b);
}

/*
 * The largest finite double, as the messages write it: a sum or a
 * product past it is infinite, and inf − inf is nan, which read as
 * "wrong: data gives nan" (issue 25).  Any step that is not a finite
 * number makes the claim an error that says so.
 */
#define OVERFLOW_WORDS	"past \xC2\xB1" "1.8e308, the largest number " \
	"this arithmetic holds"

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

static void
unknown_metric(struct ev *e, const char *name)
{
	struct buf b = {0};

	strtab_did_you_mean(&e->rs->metrics, name, &b);
	why(e, "why.nometric", "metric", name, NULL, NULL);
	fail(e, "unknown metric '%s'%s", name, b.len ? b.data : "");
	buf_free(&b);
}

/*
 * Gathers the runs of (tc, cfg[, rep]); tc or cfg NULL means all.
 * Returns zero with an error when the selection names nothing.
 */
static int
select_runs(struct ev *e, const char *tc, const char *cfg, uint32_t rep,
    int one, struct side *s)
{
	const struct runset *rs = e->rs;
	long t = -1, c = -1, r;
	size_t i, i0, iend, j;
	struct buf b = {0};
	size_t cap = 0, gcap = 0;

	memset(s, 0, sizeof(*s));
	s->cfg = cfg;
	buf_printf(&b, "%s/%s", tc != NULL ? tc : "*", cfg != NULL ? cfg : "*");
	if (one)
		buf_printf(&b, "#%u", (unsigned)rep);
	s->label = buf_take(&b);
	if (tc != NULL && (t = runs_tc_find(rs, tc)) < 0) {
		strtab_did_you_mean(&rs->tcs, tc, &b);
		why(e, "why.notc", "tc", tc, NULL, NULL);
		fail(e, "unknown test case '%s'%s", tc, b.len ? b.data : "");
		buf_free(&b);
		return 0;
	}
	if (cfg != NULL && (c = runs_cfg_find(rs, cfg)) < 0) {
		strtab_did_you_mean(&rs->cfgs, cfg, &b);
		why(e, "why.nocfg", "cfg", cfg, NULL, NULL);
		fail(e, "unknown config '%s'%s", cfg, b.len ? b.data : "");
		buf_free(&b);
		return 0;
	}
	/* Both named: one group, found by hash, not by a walk over all. */
	i0 = 0;
	iend = rs->ngroups;
	if (t >= 0 && c >= 0) {
		const struct rungroup *g = runs_group_find(rs, (uint32_t)t,
		    (uint32_t)c);

		i0 = g != NULL ? (size_t)(g - rs->groups) : 0;
		iend = g != NULL ? i0 + 1 : 0;
	}
	for (i = i0; i < iend; i++) {
		const struct rungroup *g = &rs->groups[i];

		if ((t >= 0 && g->tc != (uint32_t)t) ||
		    (c >= 0 && g->cfg != (uint32_t)c))
			continue;
		if (one) {
			if ((r = runs_rep_find(rs, (uint32_t)i, rep)) < 0)
				break;
			xgrow(&s->runs, &cap, 1, sizeof(*s->runs));
			s->runs[s->n++] = (uint32_t)r;
			break;
		}
		xgrow(&s->runs, &cap, s->n + g->len, sizeof(*s->runs));
		for (j = 0; j < g->len; j++)
			s->runs[s->n++] = g->runs[j];
		xgrow(&s->groups, &gcap, s->ngroups + 1, sizeof(*s->groups));
		s->groups[s->ngroups++] = (uint32_t)i;
	}
	if (s->n == 0) {
		why(e, one ? "why.norep" : "why.noruns", "sel", s->label,
		    NULL, NULL);
		if (one)
			fail(e, "%s/%s has no rep %u", tc != NULL ? tc : "*",
			    cfg, (unsigned)rep);
		else
			fail(e, "no runs of %s", s->label);
		return 0;
	}
	return 1;
}

static int
dblcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void
add_input(struct ev *e, const char *metric, enum statfn st,
    const double *v, size_t n, double result)
{
	struct claim *c = e->c;
	struct claim_input *in;

	xgrow(&c->inputs, &c->capinputs, c->ninputs + 1, sizeof(*c->inputs));
	in = &c->inputs[c->ninputs++];
	in->label = xstrdup(e->side->label);
	in->metric = xstrdup(metric);
	in->stat = xstrdup(STATS_NAME(st));
	/* A large selection is not copied: 16 MB a claim at 10^6 runs. */
	in->values = NULL;
	if (n <= CLAIM_VALUES_MAX && n <= e->keep) {
		in->values = xcalloc(n + 1, sizeof(double));
		if (n > 0)
			memcpy(in->values, v, n * sizeof(double));
		e->keep -= n;
	}
	in->n = n;
	in->result = result;
	/* A median of an even n is the mean of its two middle values. */
	in->has_mid = 0;
	if (st == STAT_MEDIAN && v != NULL && n > 0 && n % 2 == 0 &&
	    n <= CLAIM_VALUES_MAX) {
		double *sorted = xcalloc(n, sizeof(double));

		memcpy(sorted, v, n * sizeof(double));
		qsort(sorted, n, sizeof(double), dblcmp);
		in->mid[0] = sorted[n / 2 - 1];
		in->mid[1] = sorted[n / 2];
		in->has_mid = 1;
		free(sorted);
	}
}

static double *
scratch(struct ev *e, size_t n)
{
	xgrow(&e->scratch, &e->capscratch, n, sizeof(double));
	return e->scratch;
}

static int
col_value(struct ev *e, int col, double *v)
{
	const struct claim *c = e->c;

	if (c->cols == NULL || (size_t)col > c->ncols ||
	    isnan(c->cols[col - 1])) {
		char n[24];

		snprintf(n, sizeof(n), "%d", col);
		why(e, "why.nocol", "n", n, NULL, NULL);
		fail(e, "$%d: column %d of this row holds no number", col, col);
		return 0;
	}
	*v = c->cols[col - 1];
	return 1;
}

/*
 * Evaluates an expression for one run.  Returns 1 with *v, 0 when the
 * run lacks a metric (it is skipped), -1 on an error.
 */
static int
eval_run(struct ev *e, const struct expr *x, const struct run *r, double *v)
{
	double a = 0, b = 0;
	long m;
	int ra, rb;

	switch (x->op) {
	case EXPR_NUM:
		*v = x->num;
		return 1;
	case EXPR_COL:
		return col_value(e, x->col, v) ? 1 : -1;
	case EXPR_METRIC:
		m = runs_metric_find(e->rs, x->name, strlen(x->name));
		if (m < 0) {
			unknown_metric(e, x->name);
			return -1;
		}
		return runs_value(e->rs, r, (uint32_t)m, v);
	case EXPR_CALL:
		why(e, "why.nested", "fn", STATS_NAME(x->fn), NULL, NULL);
		fail(e, "%s() inside another function: aggregates do not nest",
		    STATS_NAME(x->fn));
		return -1;
	case EXPR_NEG:
		if ((ra = eval_run(e, x->a, r, &a)) != 1)
			return ra;
		*v = -a;
		return 1;
	default:
		break;
	}
	if ((ra = eval_run(e, x->a, r, &a)) < 0 ||
	    (rb = eval_run(e, x->b, r, &b)) < 0)
		return -1;
	if (ra == 0 || rb == 0)
		return 0;
	if (!claim_expr_arith(x->op, a, b, v)) {
		struct buf n = {0};

		buf_printf(&n, "%s/%s#%u", e->rs->tcs.strs[r->tc],
		    e->rs->cfgs.strs[r->cfg], (unsigned)r->rep);
		why(e, "why.divrun", "run", n.data, NULL, NULL);
		fail(e, "division by zero in run %s", n.data);
		buf_free(&n);
		return -1;
	}
	if (!isfinite(a) || !isfinite(b) || !isfinite(*v)) {
		fail(e, "overflow in run %s/%s#%u: %g %s %g is %s",
		    e->rs->tcs.strs[r->tc], e->rs->cfgs.strs[r->cfg],
		    (unsigned)r->rep, a, x->op == EXPR_ADD ? "+" :
		    x->op == EXPR_SUB ? "-" : x->op == EXPR_MUL ? "*" : "/", b,
		    OVERFLOW_WORDS);
		return -1;
	}
	return 1;
}

/*
 * The key of stats_check's reason (its English in why) for the site's
 * words: why.few, why.zeromean, why.positive, why.cross.
 */
static void
stat_why(struct ev *e, enum statfn st, const char *why_en)
{
	char k[32], n[32];
	unsigned kk;
	size_t nn;

	if (sscanf(why_en, "needs at least %u runs", &kk) == 1) {
		const char *has = strstr(why_en, "has ");

		nn = has != NULL ? (size_t)strtoul(has + 4, NULL, 10) : 0;
		snprintf(k, sizeof(k), "%u", kk);
		snprintf(n, sizeof(n), "%zu", nn);
		why(e, "why.few", "stat", STATS_NAME(st), "k", k);
		if (e->c->why.key != NULL && strcmp(e->c->why.key,
		    "why.few") == 0 && e->c->why.name[2] == NULL) {
			e->c->why.name[2] = "n";
			e->c->why.value[2] = xstrdup(n);
		}
	} else if (strncmp(why_en, "divides by a mean", 17) == 0)
		why(e, "why.zeromean", NULL, NULL, NULL, NULL);
	else if (strncmp(why_en, "needs values above 0", 20) == 0)
		why(e, "why.positive", "stat", STATS_NAME(st), NULL, NULL);
	else if (strstr(why_en, "reaches across") != NULL)
		why(e, "why.cross", NULL, NULL, NULL, NULL);
}

/*
 * A statistic of n values, or an error that names it and why
 * ("stddev of cb.minflt over tc1/on needs at least 2 runs, has 1").
 * Reorders vals.  Returns zero on an error.
 */
static int
stat_value(struct ev *e, enum statfn st, double *vals, size_t n,
    const char *what, double *v)
{
	struct buf why = {0};

	if (!stats_check(st, vals, n, &why)) {
		stat_why(e, st, why.data);
		fail(e, "%s of %s over %s %s", STATS_NAME(st), what,
		    e->side->label, why.data);
		buf_free(&why);
		return 0;
	}
	*v = stats_compute(st, vals, n);
	return 1;
}

/* Whether the statistics cache (stats_cache.h) holds st. */
static int
cached(enum statfn st)
{
	return st == STAT_MEDIAN || st == STAT_MEAN || st == STAT_MIN ||
	    st == STAT_MAX || st == STAT_SUM || st == STAT_N;
}

/*
 * Evaluates an expression over the side's runs: a bare metric is its
 * statistic st, a function call aggregates per-run values, each
 * statistic recorded as an input of the claim (claim_calc.c says them).
 * Returns zero on an error.
 */
static int
eval_agg(struct ev *e, const struct expr *x, enum statfn st, double *v)
{
	const struct side *s = e->side;
	const struct stats_group *known;
	struct buf sub = {0};
	double a, b, *vals;
	size_t i, n = 0;
	long m;
	int r;

	switch (x->op) {
	case EXPR_NUM:
		*v = x->num;
		return 1;
	case EXPR_COL:
		if (!col_value(e, x->col, v))
			return 0;
		return 1;
	case EXPR_METRIC:
		m = runs_metric_find(e->rs, x->name, strlen(x->name));
		if (m < 0) {
			unknown_metric(e, x->name);
			return 0;
		}
		/*
		 * One group's statistics come from the cache, and its values
		 * are read only when the claim keeps them.
		 */
		vals = NULL;
		known = s->ngroups == 1 && cached(st) ? stats_cache_find(e->sc,
		    s->groups[0], (uint32_t)m) : NULL;
		n = known != NULL ? known->n : 0;
		if (known == NULL || (n <= CLAIM_VALUES_MAX && n <= e->keep)) {
			vals = scratch(e, s->n);
			n = s->ngroups > 0 ? runs_gather_groups(e->rs,
			    s->groups, s->ngroups, (uint32_t)m, vals) :
			    runs_gather(e->rs, s->runs, s->n, (uint32_t)m, vals);
		}
		if (n == 0) {
			why(e, "why.none", "runs", s->label, "what", x->name);
			fail(e, "no run of %s has metric '%s'", s->label,
			    x->name);
			return 0;
		}
		/* The input keeps the values in run order; stats reorder. */
		add_input(e, x->name, st, vals, n, 0);
		if (known != NULL)
			*v = stats_group_get(known, st);
		else if (!stat_value(e, st, vals, n, x->name, v))
			return 0;
		e->c->inputs[e->c->ninputs - 1].result = *v;
		return 1;
	case EXPR_CALL:
		if (x->a == NULL) {
			*v = (double)s->n;
			add_input(e, "(runs)", STAT_N, NULL, 0, *v);
			return 1;
		}
		vals = NULL;
		{
			size_t cap = 0;

			for (i = 0; i < s->n; i++) {
				xgrow(&vals, &cap, n + 1, sizeof(double));
				r = eval_run(e, x->a, &e->rs->runs[s->runs[i]],
				    &vals[n]);
				if (r < 0) {
					free(vals);
					return 0;
				}
				n += (size_t)r;
			}
		}
		claim_expr_print(&sub, x->a);
		if (n == 0) {
			why(e, "why.none", "runs", s->label, "what",
			    sub.data);
			fail(e, "no run of %s has every metric of %s",
			    s->label, sub.data);
			buf_free(&sub);
			free(vals);
			return 0;
		}
		add_input(e, sub.data, x->fn, vals, n, 0);
		if (!stat_value(e, x->fn, vals, n, sub.data, v)) {
			buf_free(&sub);
			free(vals);
			return 0;
		}
		e->c->inputs[e->c->ninputs - 1].result = *v;
		buf_free(&sub);
		free(vals);
		return 1;
	case EXPR_NEG:
		if (!eval_agg(e, x->a, st, &a))
			return 0;
		*v = -a;
		return 1;
	default:
		break;
	}
	if (!eval_agg(e, x->a, st, &a))
		return 0;
	if (!eval_agg(e, x->b, st, &b))
		return 0;
	if (!claim_expr_arith(x->op, a, b, v)) {
		why(e, "why.divside", "runs", s->label, NULL, NULL);
		fail(e, "division by zero: the divisor is 0 for %s", s->label);
		return 0;
	}
	if (!isfinite(a) || !isfinite(b)) {
		fail(e, "overflow: a statistic%s%s is %s", *s->label ?
		    " for " : "", s->label, OVERFLOW_WORDS);
		return 0;
	}
	if (!isfinite(*v)) {
		fail(e, "overflow: %g %s %g%s%s is %s", a, x->op == EXPR_ADD ?
		    "+" : x->op == EXPR_SUB ? "-" : x->op == EXPR_MUL ? "*" :
		    "/", b, *s->label ? " for " : "", s->label, OVERFLOW_WORDS);
		return 0;
	}
	return 1;
}

/*
 * Evaluates the expression (or the run count for an empty one) on a
 * side, appending its words to t.
 */
/*
 * The expression whose per-run values a reader sees next to the runs:
 * a function's argument, or the whole when it has several parts; NULL
 * for one metric or number.
 */
static const struct expr *
per_run_expr(const struct expr *x)
{
	if (x != NULL && x->op == EXPR_CALL)
		x = x->a;
	return x == NULL || x->op == EXPR_METRIC || x->op == EXPR_NUM ? NULL :
	    x;
}

/*
 * Starts the record of side s (claim_side), or goes on with the last
 * one (a range reads min and max of the same runs): its runs, and
 * the per-run value of the expression in the first of them.
 */
static void
side_begin(struct ev *e, const struct side *s, int more)
{
	struct claim *c = e->c;
	struct claim_side *r;
	const struct expr *px = per_run_expr(c->addr->expr);
	char *muted;
	size_t i;

	if (more && c->nsides > 0)
		return;
	if (c->nsides >= 2)
		return;
	r = &c->sides[c->nsides++];
	memset(r, 0, sizeof(*r));
	r->label = xstrdup(s->label);
	r->nruns = s->n;
	r->first = c->ninputs;
	r->nshown = s->n < CLAIM_SHOWN_RUNS ? s->n : CLAIM_SHOWN_RUNS;
	r->shown = xcalloc(r->nshown + 1, sizeof(*r->shown));
	if (r->nshown > 0)
		memcpy(r->shown, s->runs, r->nshown * sizeof(*r->shown));
	if (px == NULL || e->rs == NULL)
		return;
	/* Shown, not checked: a run's error is a dash, not the claim's. */
	muted = e->err;
	e->err = (char *)"";
	r->perrun = xcalloc(r->nshown + 1, sizeof(double));
	for (i = 0; i < r->nshown; i++)
		if (eval_run(e, px, &e->rs->runs[r->shown[i]],
		    &r->perrun[i]) != 1)
			r->perrun[i] = NAN;
	e->err = muted;
}

/* Ends the side's record with its value and its statistics. */
static void
side_end(struct ev *e, double v)
{
	struct claim *c = e->c;
	struct claim_side *r = &c->sides[c->nsides - 1];

	r->ninputs = c->ninputs - r->first;
	r->value = v;
	r->ended = 1;
}

static int
eval_side(struct ev *e, const struct side *s, enum statfn st, double *v,
    int more)
{
	const struct addr *a = e->c->addr;
	int ok;

	e->side = s;
	side_begin(e, s, more);
	if (a->expr == NULL) {
		*v = (double)s->n;
		add_input(e, "(runs)", STAT_N, NULL, 0, *v);
		side_end(e, *v);
		return 1;
	}
	ok = eval_agg(e, a->expr, st, v);
	if (ok)
		side_end(e, *v);
	else if (e->c->nsides > 0) {
		/* The statistics before the failure are said (claim_calc.c). */
		struct claim_side *r = &e->c->sides[e->c->nsides - 1];

		r->ninputs = e->c->ninputs - r->first;
	}
	return ok;
}

static void
side_free(struct side *s)
{
	free(s->runs);
	free(s->groups);
	free(s->label);
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
		fail(e, "unknown config '%s'", a->cfg);
		goto out;
	}
	if (a->sel == SEL_CMP && (ca = runs_cfg_find(rs, a->cfg_a)) < 0) {
		fail(e, "unknown config '%s'", a->cfg_a);
		goto out;
	}
	vals = scratch(e, rs->tcs.len + 1);
	for (i = 0; i < rs->tcs.len; i++) {
		if (!tc_value(rs, a->expr, (uint32_t)i, cb, &y))
			continue;
		if (a->sel == SEL_CMP) {
			if (!tc_value(rs, a->expr, (uint32_t)i, ca, &x))
				continue;
			if (x == y)
				y = 1;		/* 0 / 0 too: no change */
			else if (x == 0) {
				fail(e, "the ratio of %s is a division by "
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
		fail(e, "no test case has a value of %s on %s", ex.data,
		    lab.label);
		goto out;
	}
	add_input(e, ex.data, STAT_TCGEOMEAN, vals, n, 0);
	if (!stat_value(e, STAT_GEOMEAN, vals, n, a->sel == SEL_CMP ?
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

static void
eval_claim(struct claim *c, const struct runset *rs,
    const struct stats_cache *sc, size_t keep)
{
	struct ev e = { rs, c, NULL, NULL, NULL, 0, sc, keep };
	const struct addr *a = c->addr;
	struct side sa = {0}, sb = {0};
	struct buf t = {0};
	const struct written *w = &c->num.a;
	enum statfn st;
	double va, vb;
	size_t n_a = 0, n_b = 0;
	int ok = 0, sides = 0;	/* sides: va and vb, a comparison's */

	c->other[0] = c->other[1] = NAN;
	if (c->error != NULL || a == NULL) {
		c->verdict = VERDICT_ERROR;
		return;
	}
	if (!isfinite(c->num.a.value) || (c->num.is_range &&
	    !isfinite(c->num.b.value))) {
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
	    st != STAT_CI) {
		struct buf m = {0};

		buf_printf(&m, "\xC2\xB1%s is a spread, not a change: "
		    "\xC2\xB1 is read only in \xC2\xB1" "0 (no change)",
		    c->text);
		c->error = buf_take(&m);
		c->verdict = VERDICT_ERROR;
		return;
	}
	c->evaluated = 1;

	if (c->num.is_range && a->has_stat && a->stat != STAT_RANGE) {
		why(&e, "why.needrange", "stat", STATS_NAME(a->stat), NULL,
		    NULL);
		fail(&e, "%s is a range, so the address needs @range, not @%s",
		    c->text, STATS_NAME(a->stat));
		goto out;
	}
	if (!c->num.is_range && st == STAT_RANGE) {
		why(&e, "why.needpair", NULL, NULL, NULL, NULL);
		fail(&e, "@range needs a claim of two numbers joined by '~'");
		goto out;
	}
	if (c->num.is_range)
		st = STAT_RANGE;
	if (a->constant) {
		struct side none = { NULL, 0, NULL, 0, (char *)"=", NULL };

		e.side = &none;
		if (c->num.is_range) {
			why(&e, "why.rangeone", NULL, NULL, NULL, NULL);
			fail(&e, "a range cannot be checked by an '=' address");
			goto out;
		}
		c->reached = 1;
		side_begin(&e, &none, 0);
		if (!eval_agg(&e, a->expr, STAT_MEDIAN, &va))
			goto out;
		side_end(&e, va);
		c->v = scaled(w->kind, va);
		ok = 1;
		goto out;
	}
	if (rs == NULL) {
		fail(&e, "no runs given: this claim needs a results file");
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
			fail(&e, "a geometric mean of ratios is written as a "
			    "change (%%) or a ratio (\xC3\x97), not %s",
			    c->text);
			goto out;
		}
		ok = 1;
		goto out;
	}
	if (st == STAT_P) {
		if (w->kind != NUM_PLAIN || w->sign != 0) {
			fail(&e, "a p-value is a plain number (p = 0.002, "
			    "p<0.05), not %s", c->text);
			goto out;
		}
		if (!select_runs(&e, a->tc, a->cfg, 0, 0, &sb) ||
		    !select_runs(&e, a->tc, a->cfg_a, 0, 0, &sa))
			goto out;
		if (!claim_noise_p(c, rs, sa.runs, sa.n, sb.runs, sb.n, &va,
		    &n_a, &n_b)) {
			fail(&e, "no run of %s or of %s has a value of the "
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
		if (c->num.is_range) {
			why(&e, "why.rangeone", NULL, NULL, NULL, NULL);
			fail(&e, "a range needs one config, not a comparison");
			goto out;
		}
		if (w->kind == NUM_PLAIN && w->sign == 0) {
			why(&e, "why.unclear", "text", c->text, NULL, NULL);
			fail(&e, "unclear comparison: %s under %s~%s is neither "
			    "a change (%%), a difference (+/−), points (pp) "
			    "nor a ratio (×)", c->text, a->cfg, a->cfg_a);
			goto out;
		}
		if (!select_runs(&e, a->tc, a->cfg, 0, 0, &sb) ||
		    !select_runs(&e, a->tc, a->cfg_a, 0, 0, &sa))
			goto out;
		c->reached = 2;
		if (!eval_side(&e, &sb, st, &vb, 0) ||
		    !eval_side(&e, &sa, st, &va, 0))
			goto out;
		switch (w->kind) {
		case NUM_PERCENT:
			if (va == 0 && vb == 0) {
				/* From 0 to 0 is no change (section 3.4). */
				c->v = 0;
				break;
			}
			if (va == 0) {
				why(&e, "why.azero", "runs", sa.label, NULL,
				    NULL);
				fail(&e, "division by zero: %s is 0", sa.label);
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
				why(&e, "why.azero", "runs", sa.label, NULL,
				    NULL);
				fail(&e, "division by zero: %s is 0", sa.label);
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
		claim_noise_support(c, rs, sa.runs, sa.n, sb.runs, sb.n, va);
		sides = 1;
		ok = 1;
		goto out;
	}

	if (a->sel == SEL_RUN && a->tc == NULL) {
		why(&e, "why.runtc", NULL, NULL, NULL, NULL);
		fail(&e, "%s#%u names one run, so it needs a test case, not *",
		    a->cfg, (unsigned)a->rep);
		goto out;
	}
	if (!select_runs(&e, a->tc, a->sel == SEL_ALL ? NULL : a->cfg, a->rep,
	    a->sel == SEL_RUN, &sa))
		goto out;
	/* One config is named in the heading already. */
	sa.cfg = NULL;
	if (c->num.is_range) {
		if (!eval_side(&e, &sa, STAT_MIN, &va, 0))
			goto out;
		/* One side of the record: the same runs, two statistics. */
		if (!eval_side(&e, &sa, STAT_MAX, &vb, 1))
			goto out;
		c->sides[0].value = va;
		c->v = scaled(w->kind, va);
		c->v2 = scaled(c->num.b.kind, vb);
	} else {
		if (!eval_side(&e, &sa, st, &va, 0))
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
		fail(&e, "overflow: a statistic of the runs or a step of the "
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

int
claim_eval_expr(const struct runset *rs, const uint32_t *runs, size_t n,
    const struct expr *x, enum statfn st, double *v)
{
	struct claim scratch_claim;
	struct side s;
	struct ev e;
	struct buf t = {0};
	int ok;

	memset(&scratch_claim, 0, sizeof(scratch_claim));
	memset(&s, 0, sizeof(s));
	memset(&e, 0, sizeof(e));
	s.runs = (uint32_t *)runs;
	s.n = n;
	s.label = (char *)"";
	e.rs = rs;
	e.c = &scratch_claim;
	e.side = &s;
	ok = n > 0 && eval_agg(&e, x, st, v) && isfinite(*v);
	buf_free(&t);
	free(e.err);
	free(e.scratch);
	/* The scratch claim only collected inputs; drop them. */
	scratch_claim.text = NULL;
	claim_free(&scratch_claim);
	return ok;
}

int
claim_eval_group(const struct runset *rs, const struct stats_cache *sc,
    uint32_t group, const struct expr *x, enum statfn st, double *v)
{
	struct claim scratch_claim;
	const struct rungroup *g = &rs->groups[group];
	struct side s;
	struct ev e;
	struct buf t = {0};
	int ok;

	memset(&scratch_claim, 0, sizeof(scratch_claim));
	memset(&s, 0, sizeof(s));
	memset(&e, 0, sizeof(e));
	s.runs = g->runs;
	s.n = g->len;
	s.groups = &group;
	s.ngroups = 1;
	s.label = (char *)"";
	e.rs = rs;
	e.c = &scratch_claim;
	e.side = &s;
	e.sc = sc;
	ok = s.n > 0 && eval_agg(&e, x, st, v) && isfinite(*v);
	buf_free(&t);
	free(e.err);
	free(e.scratch);
	scratch_claim.text = NULL;
	claim_free(&scratch_claim);
	return ok;
}

void
claim_eval(struct claim *c, const struct runset *rs)
{
	eval_claim(c, rs, NULL, CLAIM_VALUES_TOTAL);
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
};

static void
eval_one(void *arg, size_t i, unsigned w)
{
	struct evaljob *j = arg;

	(void)w;
	eval_claim(&j->claims[i], j->rs, j->sc, j->keep);
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

		if (c->error != NULL || c->addr == NULL || c->addr->constant ||
		    (terms = perrun_terms(c->addr->expr, 0)) == 0)
			continue;
		cost = (unsigned long long)terms *
		    claim_runs_bound(rs, c->addr);
		if (cost <= left) {
			left -= cost;
			continue;
		}
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
	struct evaljob j;

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
	/* Threads pay only when there are many runs to go through. */
	parallel_for(n, rs == NULL || rs->nruns < 20000 ? 1 : 0, eval_one, &j);
}

void
claim_free(struct claim *c)
{
	size_t i;

	free(c->text);
	free(c->addr_text);
	free(c->row_label);
	free(c->col_label);
	claim_addr_free(c->addr);
	free(c->cols);
	free(c->calc);
	free(c->error);
	free(c->unit_msg);
	for (i = 0; i < c->ninputs; i++) {
		free(c->inputs[i].label);
		free(c->inputs[i].metric);
		free(c->inputs[i].stat);
		free(c->inputs[i].values);
	}
	free(c->inputs);
	for (i = 0; i < c->nsides; i++) {
		free(c->sides[i].label);
		free(c->sides[i].shown);
		free(c->sides[i].perrun);
	}
	free(c->why.value[0]);
	free(c->why.value[1]);
	free(c->why.value[2]);
	memset(c, 0, sizeof(*c));
}
