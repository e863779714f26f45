/*
 * Evaluates a claim's address over the runs and decides its verdict
 * (CLAIMS.md sections 2, 3.2 and 3.4), writing down the computation in
 * words a reader can redo: "median on 4,083 / median off 135,160 − 1".
 * Pure: the runs are read, nothing is printed.  A B~A claim's noise
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
	int			 compound;	/* name metrics in the text */
	char			*err;
	double			*scratch;
	size_t			 capscratch;
	const struct stats_cache *sc;		/* NULL: none */
	size_t			 keep;		/* values the claim may still */
};						/* keep (claim.h) */

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
	fail(e, "unknown metric '%s'%s", name, b.len ? b.data : "");
	buf_free(&b);
}

/* A value in a computation; negative with U+2212 like its operators. */
static void
num(struct buf *b, double v)
{
	struct buf t = {0};

	/* Six digits, or all of the integer part and one decimal more. */
	fmt_num(&t, v, fabs(v) >= 1e5 && fabs(v) < 1e16 ?
	    (int)floor(log10(fabs(v))) + 2 : 6, 1);
	if (t.data[0] == '-') {
		buf_adds(b, "\xE2\x88\x92");
		buf_adds(b, t.data + 1);
	} else
		buf_adds(b, t.data);
	buf_free(&t);
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
		fail(e, "unknown test case '%s'%s", tc, b.len ? b.data : "");
		buf_free(&b);
		return 0;
	}
	if (cfg != NULL && (c = runs_cfg_find(rs, cfg)) < 0) {
		strtab_did_you_mean(&rs->cfgs, cfg, &b);
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
		if (one)
			fail(e, "%s/%s has no rep %u", tc != NULL ? tc : "*",
			    cfg, (unsigned)rep);
		else
			fail(e, "no runs of %s", s->label);
		return 0;
	}
	return 1;
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
		fail(e, "division by zero in run %s/%s#%u",
		    e->rs->tcs.strs[r->tc], e->rs->cfgs.strs[r->cfg],
		    (unsigned)r->rep);
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

/* Appends a statistic's name to t, recorded as a word of the claim. */
static void
stat_word(struct claim *c, struct buf *t, enum statfn st)
{
	size_t off = t->len;

	buf_adds(t, STATS_NAME(st));
	claim_calc_word(c, off, t->len - off, CALC_STAT)->stat = st;
}

/* Words for one statistic: "median on cg_pgsteal 1,234". */
static void
describe(struct ev *e, struct buf *t, enum statfn stat, const char *what,
    double v)
{
	stat_word(e->c, t, stat);
	if (e->side->cfg != NULL)
		buf_printf(t, " %s", e->side->cfg);
	if (what != NULL && e->compound)
		buf_printf(t, " %s", what);
	buf_addc(t, ' ');
	num(t, v);
}

/*
 * Evaluates an expression over the side's runs: a bare metric is its
 * statistic st, a function call aggregates per-run values.  Appends the
 * computation to t.  Returns zero on an error.
 */
static int
prec(enum expr_op op)
{
	return op == EXPR_ADD || op == EXPR_SUB ? 1 :
	    op == EXPR_MUL || op == EXPR_DIV ? 2 : op == EXPR_NEG ? 3 : 4;
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

static int
eval_agg(struct ev *e, const struct expr *x, enum statfn st, int min,
    struct buf *t, double *v)
{
	int paren = prec(x->op) < min;

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
		num(t, x->num);
		return 1;
	case EXPR_COL:
		if (!col_value(e, x->col, v))
			return 0;
		buf_printf(t, "$%d ", x->col);
		num(t, *v);
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
		describe(e, t, st, x->name, *v);
		return 1;
	case EXPR_CALL:
		if (x->a == NULL) {
			*v = (double)s->n;
			add_input(e, "(runs)", STAT_N, NULL, 0, *v);
			describe(e, t, STAT_N, NULL, *v);
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
		stat_word(e->c, t, x->fn);
		buf_addc(t, '(');
		claim_expr_print_words(t, x->a, e->c);
		buf_addc(t, ')');
		if (s->cfg != NULL)
			buf_printf(t, " %s", s->cfg);
		buf_addc(t, ' ');
		num(t, *v);
		buf_free(&sub);
		free(vals);
		return 1;
	case EXPR_NEG:
		buf_adds(t, "\xE2\x88\x92");
		if (!eval_agg(e, x->a, st, 3, t, &a))
			return 0;
		*v = -a;
		return 1;
	default:
		break;
	}
	if (paren)
		buf_addc(t, '(');
	if (!eval_agg(e, x->a, st, prec(x->op), t, &a))
		return 0;
	buf_adds(t, x->op == EXPR_ADD ? " + " : x->op == EXPR_SUB ?
	    " \xE2\x88\x92 " : x->op == EXPR_MUL ? " \xC3\x97 " : " / ");
	/* a − (b − c) and a / (b / c) keep their parentheses. */
	if (!eval_agg(e, x->b, st, prec(x->op) + (x->op == EXPR_SUB ||
	    x->op == EXPR_DIV), t, &b))
		return 0;
	if (paren)
		buf_addc(t, ')');
	if (!claim_expr_arith(x->op, a, b, v)) {
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
static int
eval_side(struct ev *e, const struct side *s, enum statfn st, struct buf *t,
    double *v)
{
	const struct addr *a = e->c->addr;
	e->side = s;
	if (a->expr == NULL) {
		size_t off = t->len;

		*v = (double)s->n;
		add_input(e, "(runs)", STAT_N, NULL, 0, *v);
		buf_printf(t, "%zu runs", s->n);
		claim_calc_word(e->c, off, t->len - off, CALC_RUNS)->n = s->n;
		return 1;
	}
	return eval_agg(e, a->expr, st, 0, t, v);
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
 * A change or ratio that is wrong against A but right against B is a
 * common slip ("saved 55%" for B = 2.22 A): says so in the computation.
 */
#define BUT	"; but "
#define OTHER	": computed against the other base?"

static void
other_base(struct buf *t, struct claim *c, const struct side *sa,
    const struct side *sb, double other, double other2)
{
	const struct written *w = &c->num.a;
	size_t off = t->len;
	struct calc_word *word;

	if (isfinite(other) && claim_verdict(w->value, w->half, other) ==
	    VERDICT_OK) {
		buf_adds(t, BUT);
		if (w->kind == NUM_RATIO)
			buf_printf(t, "%s / %s = ", sa->label, sb->label);
		else
			buf_printf(t, "1 \xE2\x88\x92 %s / %s = ", sa->label,
			    sb->label);
		claim_format_value(t, c, other);
		buf_adds(t, OTHER);
	} else if (isfinite(other2) && claim_verdict(w->value, w->half,
	    other2) == VERDICT_OK) {
		buf_printf(t, BUT "%s / %s \xE2\x88\x92 1 = ", sa->label,
		    sb->label);
		claim_format_value(t, c, other2);
		buf_adds(t, OTHER);
	} else
		return;
	/* The site says the sentence around the formula in its words. */
	word = claim_calc_word(c, off, t->len - off, CALC_OTHER);
	word->sub_off = off + strlen(BUT);
	word->sub_len = t->len - strlen(OTHER) - word->sub_off;
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
eval_tcgeomean(struct ev *e, struct buf *t, double *v)
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
	stat_word(e->c, t, STAT_TCGEOMEAN);
	buf_printf(t, " of %zu test cases' %s%s ", n, a->sel == SEL_CMP ?
	    "ratios " : "", a->sel == SEL_CMP ? "B / A" : "medians");
	num(t, *v);
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
	struct ev e = { rs, c, NULL, 0, NULL, NULL, 0, sc, keep };
	const struct addr *a = c->addr;
	struct side sa = {0}, sb = {0};
	struct buf t = {0};
	const struct written *w = &c->num.a;
	enum statfn st;
	double va, vb, other = NAN, other2 = NAN;
	size_t n_a = 0, n_b = 0;
	int ok = 0, sides = 0;	/* sides: va and vb, a comparison's */

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
	e.compound = a->expr != NULL && a->expr->op != EXPR_METRIC &&
	    a->expr->op != EXPR_CALL;

	if (c->num.is_range && a->has_stat && a->stat != STAT_RANGE) {
		fail(&e, "%s is a range, so the address needs @range, not @%s",
		    c->text, STATS_NAME(a->stat));
		goto out;
	}
	if (!c->num.is_range && st == STAT_RANGE) {
		fail(&e, "@range needs a claim of two numbers joined by '~'");
		goto out;
	}
	if (c->num.is_range)
		st = STAT_RANGE;
	if (a->constant) {
		struct side none = { NULL, 0, NULL, 0, (char *)"=", NULL };

		e.side = &none;
		e.compound = 1;
		if (c->num.is_range) {
			fail(&e, "a range cannot be checked by an '=' address");
			goto out;
		}
		buf_adds(&t, "= ");
		if (!eval_agg(&e, a->expr, STAT_MEDIAN, 0, &t, &va))
			goto out;
		c->v = scaled(w->kind, va);
		ok = 1;
		goto out;
	}
	if (rs == NULL) {
		fail(&e, "no runs given: this claim needs a results file");
		goto out;
	}

	/* The heading: "tc2 on~off cb.minflt: " */
	buf_printf(&t, "%s ", a->tc != NULL ? a->tc : "*");
	if (a->sel == SEL_CMP)
		buf_printf(&t, "%s~%s", a->cfg, a->cfg_a);
	else if (a->sel == SEL_RUN)
		buf_printf(&t, "%s#%u", a->cfg, (unsigned)a->rep);
	else
		buf_adds(&t, a->sel == SEL_ALL ? "*" : a->cfg);
	if (a->expr != NULL) {
		buf_addc(&t, ' ');
		claim_expr_print_words(&t, a->expr, c);
	}
	if (a->has_stat) {
		buf_addc(&t, '@');
		stat_word(c, &t, a->stat);
	}
	buf_adds(&t, ": ");

	if (st == STAT_TCGEOMEAN) {
		if (!eval_tcgeomean(&e, &t, &va))
			goto out;
		if (a->sel != SEL_CMP)
			c->v = scaled(w->kind, va);
		else if (w->kind == NUM_PERCENT) {
			c->v = (va - 1) * 100;
			buf_adds(&t, " \xE2\x88\x92 1");
		} else if (w->kind == NUM_RATIO)
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
		stat_word(c, &t, STAT_P);
		buf_printf(&t, " of %zu vs %zu runs (Mann-Whitney, "
		    "two-sided) ", n_b, n_a);
		num(&t, va);
		c->v = va;
		ok = 1;
		goto out;
	}
	if (a->sel == SEL_CMP) {
		size_t mark;

		if (c->num.is_range) {
			fail(&e, "a range needs one config, not a comparison");
			goto out;
		}
		if (w->kind == NUM_PLAIN && w->sign == 0) {
			fail(&e, "unclear comparison: %s under %s~%s is neither "
			    "a change (%%), a difference (+/−), points (pp) "
			    "nor a ratio (×)", c->text, a->cfg, a->cfg_a);
			goto out;
		}
		if (!select_runs(&e, a->tc, a->cfg, 0, 0, &sb) ||
		    !select_runs(&e, a->tc, a->cfg_a, 0, 0, &sa))
			goto out;
		mark = t.len;
		if (w->kind == NUM_PP)
			buf_addc(&t, '(');
		if (e.compound)
			buf_addc(&t, '(');
		if (!eval_side(&e, &sb, st, &t, &vb))
			goto out;
		if (e.compound)
			buf_addc(&t, ')');
		buf_adds(&t, w->kind == NUM_PP || w->kind == NUM_PLAIN ?
		    " \xE2\x88\x92 " : " / ");
		if (e.compound)
			buf_addc(&t, '(');
		if (!eval_side(&e, &sa, st, &t, &va))
			goto out;
		if (e.compound)
			buf_addc(&t, ')');
		(void)mark;
		switch (w->kind) {
		case NUM_PERCENT:
			buf_adds(&t, " \xE2\x88\x92 1");
			if (va == 0 && vb == 0) {
				/* From 0 to 0 is no change (section 3.4). */
				c->v = 0;
				buf_adds(&t, "; 0 to 0 is no change");
				break;
			}
			if (va == 0) {
				fail(&e, "division by zero: %s is 0", sa.label);
				goto out;
			}
			c->v = (vb / va - 1) * 100;
			/* 55% written for +122%: 1 − A/B is also 55%. */
			if (vb != 0) {
				other = (1 - va / vb) * 100;
				other2 = (va / vb - 1) * 100;
			}
			break;
		case NUM_PP:
			buf_adds(&t, ") \xC3\x97 100");
			c->v = (vb - va) * 100;
			break;
		case NUM_RATIO:
			if (va == 0 && vb == 0) {
				c->v = 1;
				buf_adds(&t, "; 0 to 0 is no change");
				break;
			}
			if (va == 0) {
				fail(&e, "division by zero: %s is 0", sa.label);
				goto out;
			}
			c->v = vb / va;
			if (vb != 0)
				other = va / vb;
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
		if (!eval_side(&e, &sa, STAT_MIN, &t, &va))
			goto out;
		buf_adds(&t, ", ");
		if (!eval_side(&e, &sa, STAT_MAX, &t, &vb))
			goto out;
		c->v = scaled(w->kind, va);
		c->v2 = scaled(c->num.b.kind, vb);
	} else {
		if (!eval_side(&e, &sa, st, &t, &va))
			goto out;
		c->v = scaled(w->kind, va);
		if (e.compound) {
			buf_adds(&t, " = ");
			num(&t, va);
		}
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
		c->verdict = c->v < w->value || (c->bound == 2 &&
		    c->v <= w->value) ? VERDICT_OK : VERDICT_WRONG;
		c->calc = buf_take(&t);
	} else if (ok) {
		c->verdict = claim_verdict(w->value, w->half, c->v);
		if (c->num.is_range)
			c->verdict = worse(c->verdict, claim_verdict(
			    c->num.b.value, c->num.b.half, c->v2));
		if (c->verdict != VERDICT_OK)
			other_base(&t, c, &sa, &sb, other, other2);
		c->calc = buf_take(&t);
	} else {
		c->verdict = VERDICT_ERROR;
		c->error = e.err != NULL ? e.err : xstrdup("cannot evaluate");
		e.err = NULL;
		if (t.len > 0)
			c->calc = buf_take(&t);
	}
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
	ok = n > 0 && eval_agg(&e, x, st, 0, &t, v) && isfinite(*v);
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
	ok = s.n > 0 && eval_agg(&e, x, st, 0, &t, v) && isfinite(*v);
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
	free(c->words);
	free(c->error);
	free(c->unit_msg);
	for (i = 0; i < c->ninputs; i++) {
		free(c->inputs[i].label);
		free(c->inputs[i].metric);
		free(c->inputs[i].stat);
		free(c->inputs[i].values);
	}
	free(c->inputs);
	memset(c, 0, sizeof(*c));
}
