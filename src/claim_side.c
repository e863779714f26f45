/*
 * Evaluates one side of a claim's address over the runs: selects the
 * runs a (tc, config[, rep]) names, computes each run's value of the
 * expression and the statistic over them (through the stats cache when
 * one is given), and records each input and side in the claim's record
 * (claim.h).  claim_eval.c decides the claim's verdict from the sides;
 * claim_eval_expr and claim_eval_group give the same value to the
 * others (@tcgeomean, the noise, the suggester).  claim_free releases
 * a record, here because the scratch claims of those two need it.
 * Pure: the runs are read, nothing is printed.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_side.h"
#include "stats_cache.h"

/*
 * Records the key of an error's words for the site (struct claim_why)
 * and the values of its {names}, pairs ended by a NULL name: the first
 * error wins, as in c->error.
 */
static void
why_set(struct claim_why *w, const char *key, va_list ap)
{
	const char *n;
	int k;

	if (w->key != NULL)
		return;
	w->key = key;
	for (k = 0; k < 3 && (n = va_arg(ap, const char *)) != NULL; k++) {
		const char *v = va_arg(ap, const char *);

		w->name[k] = n;
		w->value[k] = v != NULL ? xstrdup(v) : NULL;
	}
}

void
claim_why_set(struct claim *c, const char *key, ...)
{
	va_list ap;

	if (c->error != NULL)
		return;
	va_start(ap, key);
	why_set(&c->why, key, ap);
	va_end(ap);
}

/* The same for an error side_fail() is about to give its English. */
void
side_why(struct ev *e, const char *key, ...)
{
	va_list ap;

	if (e->err != NULL)
		return;
	va_start(ap, key);
	why_set(&e->c->why, key, ap);
	va_end(ap);
}

void
side_fail(struct ev *e, const char *fmt, ...)
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
 * A metric of the runs with a '-' of which name is one piece between
 * dashes ("will-it-scale.per_process_ops" for "will", "it" or
 * "scale.per_process_ops"), or NULL: '-' in an expression is minus
 * (CLAIMS.md section 3.1) and the grammar quotes no name, so such a
 * metric cannot be named, and the error says why.  Only on an error:
 * a pass over the names.
 */
static const char *
dashed(const struct strtab *t, const char *name)
{
	size_t i, n = strlen(name);
	const char *m, *p;

	for (i = 0; i < t->len; i++) {
		m = t->strs[i];
		if (strchr(m, '-') == NULL)
			continue;
		for (p = strstr(m, name); p != NULL; p = strstr(p + 1, name))
			if ((p == m || p[-1] == '-') && (p[n] == '-' ||
			    (p[n] == '\0' && p != m)))
				return m;
	}
	return NULL;
}

static void
unknown_metric(struct ev *e, const char *name)
{
	struct buf b = {0};
	const char *d = dashed(&e->rs->metrics, name);

	if (d != NULL) {
		side_why(e, "why.dashed", "metric", name, "name", d, NULL);
		side_fail(e, "unknown metric '%s': the runs have '%s', but "
		    "'-' in an address is minus and no quoting names it "
		    "(CLAIMS.md section 3.1): give the metric a name without "
		    "'-' in the runs", name, d);
		return;
	}
	strtab_did_you_mean(&e->rs->metrics, name, &b);
	side_why(e, "why.nometric", "metric", name, NULL);
	side_fail(e, "unknown metric '%s'%s", name, b.len ? b.data : "");
	buf_free(&b);
}

/*
 * Gathers the runs of (tc, cfg[, rep]); tc or cfg NULL means all.
 * Returns zero with an error when the selection names nothing.
 */
int
side_select(struct ev *e, const char *tc, const char *cfg, uint32_t rep,
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
		side_why(e, "why.notc", "tc", tc, NULL);
		side_fail(e, "unknown test case '%s'%s", tc, b.len ? b.data : "");
		buf_free(&b);
		return 0;
	}
	if (cfg != NULL && (c = runs_cfg_find(rs, cfg)) < 0) {
		strtab_did_you_mean(&rs->cfgs, cfg, &b);
		side_why(e, "why.nocfg", "cfg", cfg, NULL);
		side_fail(e, "unknown config '%s'%s", cfg, b.len ? b.data : "");
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
		side_why(e, one ? "why.norep" : "why.noruns", "sel", s->label,
		    NULL);
		if (one)
			side_fail(e, "%s/%s has no rep %u", tc != NULL ? tc : "*",
			    cfg, (unsigned)rep);
		else
			side_fail(e, "no runs of %s", s->label);
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

void
side_add_input(struct ev *e, const char *metric, enum statfn st,
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
	    n <= CLAIM_VALUES_MAX && !e->only_value) {
		double *sorted = xcalloc(n, sizeof(double));

		memcpy(sorted, v, n * sizeof(double));
		qsort(sorted, n, sizeof(double), dblcmp);
		in->mid[0] = sorted[n / 2 - 1];
		in->mid[1] = sorted[n / 2];
		in->has_mid = 1;
		free(sorted);
	}
}

double *
side_scratch(struct ev *e, size_t n)
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
		side_why(e, "why.nocol", "n", n, NULL);
		side_fail(e, "$%d: column %d of this row holds no number", col, col);
		return 0;
	}
	*v = c->cols[col - 1];
	return 1;
}

/* "a + b" of an arithmetic step, as an overflow's message names it. */
static void
step_text(struct buf *b, enum expr_op op, double x, double y)
{
	buf_printf(b, "%g %s %g", x, op == EXPR_ADD ? "+" : op == EXPR_SUB ?
	    "-" : op == EXPR_MUL ? "*" : "/", y);
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
		/*
		 * Every run asks for the same one or two metrics (a/b): the
		 * last two found are kept by the expression's name pointer.
		 */
		if (x->name == e->mname[0])
			m = e->mid[0];
		else if (x->name == e->mname[1])
			m = e->mid[1];
		else {
			m = runs_metric_find(e->rs, x->name, strlen(x->name));
			e->mname[1] = e->mname[0];
			e->mid[1] = e->mid[0];
			e->mname[0] = x->name;
			e->mid[0] = m;
		}
		if (m < 0) {
			unknown_metric(e, x->name);
			return -1;
		}
		return runs_value(e->rs, r, (uint32_t)m, v);
	case EXPR_CALL:
		side_why(e, "why.nested", "fn", STATS_NAME(x->fn), NULL);
		side_fail(e, "%s() inside another function: aggregates do not nest",
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
		side_why(e, "why.divrun", "run", n.data, NULL);
		side_fail(e, "division by zero in run %s", n.data);
		buf_free(&n);
		return -1;
	}
	if (!isfinite(a) || !isfinite(b) || !isfinite(*v)) {
		struct buf n = {0}, step = {0};

		buf_printf(&n, "%s/%s#%u", e->rs->tcs.strs[r->tc],
		    e->rs->cfgs.strs[r->cfg], (unsigned)r->rep);
		step_text(&step, x->op, a, b);
		side_why(e, "why.overrun", "run", n.data, "step", step.data,
		    NULL);
		side_fail(e, "overflow in run %s: %s is %s", n.data, step.data,
		    OVERFLOW_WORDS);
		buf_free(&n);
		buf_free(&step);
		return -1;
	}
	return 1;
}

/*
 * The key of stats_check's reason for the site's words: the reason is
 * a code (struct stats_reason), its English said by stats_reason_say.
 */
static void
stat_why(struct ev *e, const struct stats_reason *r, const char *what)
{
	char k[32], n[32];
	const char *st = STATS_NAME(r->st);

	switch (r->why) {
	case STATS_NO_VALUES:
		side_why(e, "why.novalues", "stat", st, "what", what, "runs",
		    e->side->label, NULL);
		break;
	case STATS_FEW_RUNS:
		snprintf(k, sizeof(k), "%zu", r->need);
		snprintf(n, sizeof(n), "%zu", r->has);
		side_why(e, "why.few", "stat", st, "k", k, "n", n, NULL);
		break;
	case STATS_ZERO_MEAN:
		side_why(e, "why.zeromean", NULL);
		break;
	case STATS_NOT_POSITIVE:
		side_why(e, "why.positive", "stat", st, NULL);
		break;
	case STATS_CI_CROSSES:
		side_why(e, "why.cross", NULL);
		break;
	case STATS_FINE:
		break;
	}
}

/*
 * A statistic of n values, or an error that names it and why
 * ("stddev of cb.minflt over tc1/on needs at least 2 runs, has 1").
 * Reorders vals.  Returns zero on an error.
 */
int
side_stat_value(struct ev *e, enum statfn st, double *vals, size_t n,
    const char *what, double *v)
{
	struct stats_reason r;
	struct buf why = {0};

	if (!stats_check(st, vals, n, &r)) {
		stat_why(e, &r, what);
		stats_reason_say(&why, &r);
		side_fail(e, "%s of %s over %s %s", STATS_NAME(st), what,
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
int
side_agg(struct ev *e, const struct expr *x, enum statfn st, double *v)
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
			vals = side_scratch(e, s->n);
			n = s->ngroups > 0 ? runs_gather_groups(e->rs,
			    s->groups, s->ngroups, (uint32_t)m, vals) :
			    runs_gather(e->rs, s->runs, s->n, (uint32_t)m, vals);
		}
		if (n == 0) {
			side_why(e, "why.none", "runs", s->label, "what",
			    x->name, NULL);
			side_fail(e, "no run of %s has metric '%s'", s->label,
			    x->name);
			return 0;
		}
		/* The input keeps the values in run order; stats reorder. */
		side_add_input(e, x->name, st, vals, n, 0);
		if (known != NULL)
			*v = stats_group_get(known, st);
		else if (!side_stat_value(e, st, vals, n, x->name, v))
			return 0;
		e->c->inputs[e->c->ninputs - 1].result = *v;
		return 1;
	case EXPR_CALL:
		if (x->a == NULL) {
			*v = (double)s->n;
			side_add_input(e, "(runs)", STAT_N, NULL, 0, *v);
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
			side_why(e, "why.none", "runs", s->label, "what",
			    sub.data, NULL);
			side_fail(e, "no run of %s has every metric of %s",
			    s->label, sub.data);
			buf_free(&sub);
			free(vals);
			return 0;
		}
		side_add_input(e, sub.data, x->fn, vals, n, 0);
		if (!side_stat_value(e, x->fn, vals, n, sub.data, v)) {
			buf_free(&sub);
			free(vals);
			return 0;
		}
		e->c->inputs[e->c->ninputs - 1].result = *v;
		buf_free(&sub);
		free(vals);
		return 1;
	case EXPR_NEG:
		if (!side_agg(e, x->a, st, &a))
			return 0;
		*v = -a;
		return 1;
	default:
		break;
	}
	if (!side_agg(e, x->a, st, &a))
		return 0;
	if (!side_agg(e, x->b, st, &b))
		return 0;
	if (!claim_expr_arith(x->op, a, b, v)) {
		side_why(e, "why.divside", "runs", s->label, NULL);
		side_fail(e, "division by zero: the divisor is 0 for %s", s->label);
		return 0;
	}
	if (!isfinite(a) || !isfinite(b)) {
		side_why(e, "why.overstat", "runs", s->label, NULL);
		side_fail(e, "overflow: a statistic%s%s is %s", *s->label ?
		    " for " : "", s->label, OVERFLOW_WORDS);
		return 0;
	}
	if (!isfinite(*v)) {
		step_text(&sub, x->op, a, b);
		side_why(e, "why.overstep", "step", sub.data, "runs", s->label,
		    NULL);
		side_fail(e, "overflow: %s%s%s is %s", sub.data, *s->label ?
		    " for " : "", s->label, OVERFLOW_WORDS);
		buf_free(&sub);
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
void
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
void
side_end(struct ev *e, double v)
{
	struct claim *c = e->c;
	struct claim_side *r = &c->sides[c->nsides - 1];

	r->ninputs = c->ninputs - r->first;
	r->value = v;
	r->ended = 1;
}

int
side_eval(struct ev *e, const struct side *s, enum statfn st, double *v,
    int more)
{
	const struct addr *a = e->c->addr;
	int ok;

	e->side = s;
	side_begin(e, s, more);
	if (a->expr == NULL) {
		*v = (double)s->n;
		side_add_input(e, "(runs)", STAT_N, NULL, 0, *v);
		side_end(e, *v);
		return 1;
	}
	ok = side_agg(e, a->expr, st, v);
	if (ok)
		side_end(e, *v);
	else if (e->c->nsides > 0) {
		/* The statistics before the failure are said (claim_calc.c). */
		struct claim_side *r = &e->c->sides[e->c->nsides - 1];

		r->ninputs = e->c->ninputs - r->first;
	}
	return ok;
}

void
side_free(struct side *s)
{
	free(s->runs);
	free(s->groups);
	free(s->label);
}

/*
 * The value of x over runs (or one group, when groups is not NULL) on
 * a scratch claim that only collects inputs, dropped after: for
 * claim_eval_expr and claim_eval_group.
 */
static int
scratch_eval(const struct runset *rs, const struct stats_cache *sc,
    const uint32_t *runs, size_t n, uint32_t *groups, const struct expr *x,
    enum statfn st, double *v)
{
	struct claim scratch_claim;
	struct side s;
	struct ev e;
	int ok;

	memset(&scratch_claim, 0, sizeof(scratch_claim));
	memset(&s, 0, sizeof(s));
	memset(&e, 0, sizeof(e));
	s.runs = (uint32_t *)runs;
	s.n = n;
	s.groups = groups;
	s.ngroups = groups != NULL;
	s.label = (char *)"";
	e.rs = rs;
	e.c = &scratch_claim;
	e.side = &s;
	e.sc = sc;
	e.only_value = 1;
	ok = n > 0 && side_agg(&e, x, st, v) && isfinite(*v);
	free(e.err);
	free(e.scratch);
	scratch_claim.text = NULL;
	claim_free(&scratch_claim);
	return ok;
}

int
claim_eval_expr(const struct runset *rs, const uint32_t *runs, size_t n,
    const struct expr *x, enum statfn st, double *v)
{
	return scratch_eval(rs, NULL, runs, n, NULL, x, st, v);
}

int
claim_eval_group(const struct runset *rs, const struct stats_cache *sc,
    uint32_t group, const struct expr *x, enum statfn st, double *v)
{
	const struct rungroup *g = &rs->groups[group];

	return scratch_eval(rs, sc, g->runs, g->len, &group, x, st, v);
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
