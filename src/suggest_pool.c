/*
 * The candidate pool of the suggester: every metric, every expression the
 * report uses and every ratio of two metrics it uses, with their values
 * in every group and over every run of each test case, computed once
 * per report on every core.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "parallel.h"
#include "suggest.h"

static int
size_of(const struct expr *e)
{
	return e == NULL ? 0 : 1 + size_of(e->a) + size_of(e->b);
}

/*
 * Adds an expression parsed from text, unless it is there already.
 * Returns its index, or -1 when the text is not an expression.
 */
static long
add_cand(struct pool *p, const char *text)
{
	struct buf b = {0}, t = {0};
	struct addr *a;
	char *err, *q, *w;
	size_t i;

	buf_printf(&b, "x/x/%s", text);
	a = claim_addr_parse(b.data, b.len, &err, NULL);
	buf_free(&b);
	if (a == NULL) {
		free(err);
		return -1;
	}
	claim_expr_print(&t, a->expr);
	/* Compact, so the markdown needs no <...>: names hold no spaces. */
	for (q = w = t.data; *q != '\0'; q++)
		if (*q != ' ')
			*w++ = *q;
	*w = '\0';
	if ((i = (size_t)strtab_find(&p->seen, t.data, strlen(t.data))) !=
	    (size_t)-1) {
		buf_free(&t);
		claim_addr_free(a);
		return (long)i;
	}
	strtab_intern(&p->seen, t.data, strlen(t.data));
	xgrow(&p->v, &p->cap, p->n + 1, sizeof(*p->v));
	p->v[p->n].num = p->v[p->n].den = -1;
	p->v[p->n].pr = NULL;
	p->v[p->n].prtext = NULL;
	p->v[p->n].e = a->expr;
	a->expr = NULL;
	claim_addr_free(a);
	p->v[p->n].text = buf_take(&t);
	p->v[p->n].complexity = size_of(p->v[p->n].e);
	p->v[p->n].nnames = claim_expr_metrics(p->v[p->n].e,
	    p->v[p->n].names, 8);
	if (p->v[p->n].nnames > 8)
		p->v[p->n].nnames = 8;
	p->v[p->n].dim = 0;
	p->v[p->n].ufac = 1;
	p->v[p->n].upart = NULL;
	for (i = 0; i < p->v[p->n].nnames; i++) {
		long m = strtab_find(&p->seen, p->v[p->n].names[i],
		    strlen(p->v[p->n].names[i]));

		p->v[p->n].mid[i] = m;
	}
	if (p->v[p->n].complexity == 1 && p->v[p->n].nnames == 1)
		suggest_words_metric_unit(p->v[p->n].names[0], &p->v[p->n].dim,
		    &p->v[p->n].ufac, &p->v[p->n].upart);
	return (long)p->n++;
}

struct fill_job {
	const struct runset	*rs;
	struct pool		*p;
};

/*
 * The statistics of a bare metric over runs, as claim_eval_expr gives
 * them (the runs that have it; none: no value), from one read of its
 * values: out[0] the median, then the mean, min, max and sum.
 */
static void
bare_stats(const struct runset *rs, const uint32_t *runs, size_t n, long m,
    double *tmp, double out[5])
{
	static const enum statfn st[5] = {
		STAT_MEAN, STAT_MIN, STAT_MAX, STAT_SUM, STAT_MEDIAN
	};
	size_t k, i;

	k = m >= 0 ? runs_gather(rs, runs, n, (uint32_t)m, tmp) : 0;
	for (i = 0; i < 5; i++) {
		/* The median last: it may reorder the values. */
		double v = k > 0 ? stats_compute(st[i], tmp, k) : NAN;

		out[(i + 1) % 5] = isfinite(v) ? v : NAN;
	}
}

/*
 * Iteration c owns candidate c's values: its median in every group and
 * over every run of each test case, and for a bare metric its mean,
 * min, max and sum in every group.  Ratios of two metrics (num >= 0)
 * come after, from these.
 */
static void
value_one(void *arg, size_t c, unsigned w)
{
	const struct fill_job *j = arg;
	const struct runset *rs = j->rs;
	struct pool *p = j->p;
	size_t g, t, most = 1;
	double v, out[5], *tmp;
	long m;

	(void)w;
	if (p->v[c].num >= 0)
		return;
	if (p->v[c].e->op == EXPR_METRIC) {
		m = runs_metric_find(rs, p->v[c].e->name,
		    strlen(p->v[c].e->name));
		for (g = 0; g < rs->ngroups; g++)
			if (rs->groups[g].len > most)
				most = rs->groups[g].len;
		for (t = 0; t < p->ntc; t++)
			if (p->ntcruns[t] > most)
				most = p->ntcruns[t];
		tmp = xcalloc(most, sizeof(double));
		for (g = 0; g < rs->ngroups; g++) {
			size_t i = (c * rs->ngroups + g) * 4, k;

			bare_stats(rs, rs->groups[g].runs, rs->groups[g].len, m,
			    tmp, out);
			p->val[c * rs->ngroups + g] = out[0];
			for (k = 0; k < 4; k++) {
				p->stv[i + k] = out[k + 1];
				p->sthave[i + k] = 1;
			}
		}
		for (t = 0; t < p->ntc; t++) {
			bare_stats(rs, p->tcruns[t], p->ntcruns[t], m, tmp, out);
			p->all[c * p->ntc + t] = out[0];
		}
		free(tmp);
		return;
	}
	for (g = 0; g < rs->ngroups; g++) {
		if (!claim_eval_expr(rs, rs->groups[g].runs, rs->groups[g].len,
		    p->v[c].e, STAT_MEDIAN, &v))
			v = NAN;
		p->val[c * rs->ngroups + g] = v;
	}
	for (t = 0; t < p->ntc; t++) {
		if (!claim_eval_expr(rs, p->tcruns[t], p->ntcruns[t], p->v[c].e,
		    STAT_MEDIAN, &v))
			v = NAN;
		p->all[c * p->ntc + t] = v;
	}
}

/*
 * The report's metrics and expressions, as the pool's first
 * candidates grow: the metrics its claims use (at most 256, for their
 * ratios) and each (expression, test case) a claim binds.
 */
struct used {
	const char	*name[256];	/* a metric the claims use */
	long		 idx[256];	/* its candidate */
	size_t		 n;
	long		*pairs;		/* (candidate, test case, use) */
	size_t		 npairs;
	size_t		 cappairs;
};

/*
 * How a claim uses its expression, as a bit of pool.used: the median
 * (no @), the mean, min, max or sum (SUGGEST_USED_STAT << stat), or
 * otherwise (@n, @range, @stddev...).
 */
static long
used_bit(const struct addr *a)
{
	if (!a->has_stat || a->stat == STAT_MEDIAN)
		return SUGGEST_USED_STAT << STAT_MEDIAN;
	if (a->stat == STAT_MEAN || a->stat == STAT_MIN ||
	    a->stat == STAT_MAX || a->stat == STAT_SUM)
		return SUGGEST_USED_STAT << a->stat;
	return SUGGEST_USED_OTHER;
}

/* The report's expressions as candidates, and the metrics they use. */
static void
add_used(struct pool *p, struct used *us, const struct report *r,
    const struct runset *rs)
{
	struct buf b = {0};
	size_t i, j, k, m;

	for (i = 0; i < r->nclaims; i++) {
		const struct addr *a = r->claims[i].addr;
		const char *names[16];
		long c, tcid;

		if (a == NULL || a->constant || a->expr == NULL)
			continue;
		b.len = 0;
		claim_expr_print(&b, a->expr);
		c = add_cand(p, b.data);
		tcid = a->tc != NULL ? runs_tc_find(rs, a->tc) : -1;
		if (c >= 0 && tcid >= 0) {
			xgrow(&us->pairs, &us->cappairs, us->npairs + 3,
			    sizeof(*us->pairs));
			us->pairs[us->npairs++] = c;
			us->pairs[us->npairs++] = tcid;
			us->pairs[us->npairs++] = used_bit(a);
		}
		m = claim_expr_metrics(a->expr, names, 16);
		for (j = 0; j < m && j < 16; j++) {
			for (k = 0; k < us->n && strcmp(us->name[k], names[j]);
			    k++)
				;
			if (k == us->n && us->n < 256 &&
			    runs_metric_find(rs, names[j], strlen(names[j])) >= 0) {
				us->idx[us->n] = strtab_find(&p->seen, names[j],
				    strlen(names[j]));
				if (us->idx[us->n] >= 0)
					us->name[us->n++] = names[j];
			}
		}
	}
	buf_free(&b);
}

/*
 * Every ratio of two metrics the report uses, as a candidate (its
 * value: the ratio of medians) with the per-run ratio median(a/b)
 * beside it, searched near it.
 */
static void
add_ratios(struct pool *p, const struct used *us)
{
	struct buf b = {0};
	size_t before = p->n, i, j;

	for (i = 0; i < us->n; i++)
		for (j = 0; j < us->n; j++) {
			struct addr *a;
			char *err;
			long c;

			if (i == j)
				continue;
			b.len = 0;
			buf_printf(&b, "%s/%s", us->name[i], us->name[j]);
			if ((c = add_cand(p, b.data)) < (long)before)
				continue;
			p->v[c].num = us->idx[i];
			p->v[c].den = us->idx[j];
			b.len = 0;
			buf_printf(&b, "x/x/median(%s/%s)", us->name[i],
			    us->name[j]);
			a = claim_addr_parse(b.data, b.len, &err, NULL);
			if (a == NULL)
				free(err);
			else {
				p->v[c].pr = a->expr;
				a->expr = NULL;
				claim_addr_free(a);
				p->v[c].prtext = xstrdup(b.data + 4);
			}
		}
	buf_free(&b);
}

/* Every run of each test case, for tc/ * selections. */
static void
gather_tc_runs(struct pool *p, const struct runset *rs)
{
	size_t g, ntc = rs->tcs.len;

	p->tcruns = xcalloc(ntc + 1, sizeof(*p->tcruns));
	p->ntcruns = xcalloc(ntc + 1, sizeof(*p->ntcruns));
	p->ntc = ntc;
	/* The count of runs every group (of a test case) shares, or 0. */
	p->cnt_tc = xcalloc(ntc + 1, sizeof(*p->cnt_tc));
	p->cnt_all = rs->ngroups > 0 ? rs->groups[0].len : 0;
	for (g = 0; g < rs->ngroups; g++) {
		const struct rungroup *gr = &rs->groups[g];

		if (gr->len != p->cnt_all)
			p->cnt_all = 0;
		if (p->ntcruns[gr->tc] == 0)
			p->cnt_tc[gr->tc] = gr->len;
		else if (p->cnt_tc[gr->tc] != gr->len)
			p->cnt_tc[gr->tc] = 0;
		p->tcruns[gr->tc] = xrealloc(p->tcruns[gr->tc],
		    (p->ntcruns[gr->tc] + gr->len) * sizeof(uint32_t));
		memcpy(p->tcruns[gr->tc] + p->ntcruns[gr->tc], gr->runs,
		    gr->len * sizeof(uint32_t));
		p->ntcruns[gr->tc] += gr->len;
	}
}

/*
 * Metrics and the report's expressions valued on every core; then the
 * ratios of two, from their medians.
 */
static void
fill_values(struct pool *p, const struct runset *rs)
{
	size_t ntc = p->ntc, i, g, t;
	struct fill_job fj;

	p->val = xcalloc(p->n * (rs->ngroups ? rs->ngroups : 1),
	    sizeof(double));
	p->all = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->used = xcalloc(p->n * (ntc ? ntc : 1), 1);
	p->stv = xcalloc(p->n * rs->ngroups * 4 + 1, sizeof(double));
	p->sthave = xcalloc(p->n * rs->ngroups * 4 + 1, 1);
	fj.rs = rs;
	fj.p = p;
	parallel_for(p->n, rs->nruns < 20000 ? 1 : 0, value_one, &fj);
	for (i = 0; i < p->n; i++) {
		if (p->v[i].num < 0)
			continue;
		for (g = 0; g < rs->ngroups; g++) {
			double a = p->val[(size_t)p->v[i].num * rs->ngroups + g];
			double d = p->val[(size_t)p->v[i].den * rs->ngroups + g];

			p->val[i * rs->ngroups + g] = d != 0 ? a / d : NAN;
		}
		for (t = 0; t < ntc; t++) {
			double a = p->all[(size_t)p->v[i].num * ntc + t];
			double d = p->all[(size_t)p->v[i].den * ntc + t];

			p->all[i * ntc + t] = d != 0 ? a / d : NAN;
		}
	}
}

/* Each candidate's span of medians per test case, to skip most. */
static void
fill_spans(struct pool *p, const struct runset *rs)
{
	size_t ntc = p->ntc, i, t, k, m;

	p->vmin = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->vmax = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->mmin = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->mmax = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->ntcs = xcalloc(p->n + 1, sizeof(*p->ntcs));
	for (i = 0; i < p->n; i++)
		for (t = 0; t < ntc; t++) {
			const uint32_t *gs = runs_tc_groups(rs, (uint32_t)t, &m);
			double lo = NAN, hi = NAN, mlo = NAN, mhi = NAN;

			for (k = 0; k < m; k++) {
				double v = p->val[i * rs->ngroups + gs[k]];
				size_t si = (i * rs->ngroups + gs[k]) * 4;
				double mv = p->sthave[si] ? p->stv[si] : NAN;

				if (!isnan(mv) && (isnan(mlo) || mv < mlo))
					mlo = mv;
				if (!isnan(mv) && (isnan(mhi) || mv > mhi))
					mhi = mv;
				if (isnan(v))
					continue;
				if (isnan(lo) || v < lo)
					lo = v;
				if (isnan(hi) || v > hi)
					hi = v;
			}
			p->vmin[i * ntc + t] = lo;
			p->vmax[i * ntc + t] = hi;
			if (!isnan(lo) || !isnan(p->all[i * ntc + t]))
				p->ntcs[i]++;
			p->mmin[i * ntc + t] = mlo;
			p->mmax[i * ntc + t] = mhi;
		}
}

/*
 * The expressions an ev:words block declares words for (issue 23:
 * "instructions/cycles: IPC" on a report no claim binds yet).
 */
static void
add_declared(struct pool *p, const struct lexicon *lx,
    const struct runset *rs)
{
	size_t i;

	for (i = 0; lx != NULL && i < lx->n; i++) {
		const char *k = lx->v[i].key;

		if (lx->v[i].taught != 0 || strpbrk(k, "/*+()") == NULL ||
		    runs_metric_find(rs, k, strlen(k)) >= 0)
			continue;
		(void)add_cand(p, k);
	}
}

/* The candidates and their value in every group. */
void
suggest_pool_build(struct pool *p, const struct report *r,
    const struct runset *rs, const struct lexicon *lx)
{
	struct used us;
	size_t i, i2;

	memset(&us, 0, sizeof(us));
	for (i = 0; i < rs->metrics.len; i++)
		add_cand(p, rs->metrics.strs[rs->metric_order[i]]);
	add_used(p, &us, r, rs);
	add_declared(p, lx, rs);
	add_ratios(p, &us);
	gather_tc_runs(p, rs);
	fill_values(p, rs);
	for (i = 0; i + 2 < us.npairs; i += 3) {
		i2 = (size_t)us.pairs[i] * p->ntc + (size_t)us.pairs[i + 1];
		p->used[i2] |= (unsigned char)us.pairs[i + 2];
	}
	fill_spans(p, rs);
	free(us.pairs);
}

void
suggest_pool_free(struct pool *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		claim_expr_free(p->v[i].e);
		claim_expr_free(p->v[i].pr);
		free(p->v[i].text);
		free(p->v[i].prtext);
	}
	for (i = 0; p->tcruns != NULL && i < p->ntc; i++)
		free(p->tcruns[i]);
	free(p->tcruns);
	free(p->ntcruns);
	free(p->cnt_tc);
	free(p->v);
	free(p->val);
	free(p->all);
	free(p->used);
	free(p->vmin);
	free(p->vmax);
	free(p->mmin);
	free(p->mmax);
	free(p->ntcs);
	free(p->stv);
	free(p->sthave);
	strtab_free(&p->seen);
}

enum statfn
suggest_pool_used_stat(const struct pool *p, size_t c, size_t t)
{
	unsigned u = p->used[c * p->ntc + t] & ~SUGGEST_USED_OTHER;
	enum statfn st;

	for (st = STAT_MEAN; st <= STAT_SUM; st++)
		if (u == (SUGGEST_USED_STAT << st))
			return st;
	return STAT_MEDIAN;
}

/*
 * A statistic of candidate c over group g: the median, or the mean,
 * min, max or sum of a bare metric (build computed them before the
 * numbers are searched, so that the search only reads the pool).
 */
double
suggest_pool_stat(const struct runset *rs, const struct pool *p, size_t c,
    size_t g, enum statfn st)
{
	size_t k = st == STAT_MEAN ? 0 : st == STAT_MIN ? 1 :
	    st == STAT_MAX ? 2 : 3, i = (c * rs->ngroups + g) * 4 + k;

	if (st == STAT_MEDIAN)
		return p->val[c * rs->ngroups + g];
	/* The pool holds no other: a geometric mean is not the sum. */
	if (st != STAT_MEAN && st != STAT_MIN && st != STAT_MAX &&
	    st != STAT_SUM)
		return NAN;
	return p->sthave[i] ? p->stv[i] : NAN;
}
