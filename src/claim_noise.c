/*
 * The support of a B~A claim's direction: one value a run on each
 * side, a rank test and the runs paired by repetition (claim.h
 * struct claim_support, docs/noise.md).  Called by claim_eval.c once
 * the claim's value is known; pure, like the evaluator.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_noise.h"

/*
 * The support of a comparison's direction (claim.h, docs/noise.md).
 * Each side's sample is the expression's value per run, aggregates
 * stripped, so that "cg_pgsteal / cg_pgscan" gives one ratio a run:
 * the claim itself reads medians first, but a rank test needs one
 * value per run.  A run lacking a metric, or dividing by zero, gives
 * none.  Nothing here fails the claim: the verdict stands on its own.
 */
struct sample {
	uint32_t	tc;
	uint32_t	rep;
	double		v;
};

/*
 * The metric ids of an expression, looked up once per claim rather than
 * once per run: names are the expression's own strings (pointers).
 */
#define SAMPLE_NAMES	16

struct names {
	const char	*name[SAMPLE_NAMES];
	long		 id[SAMPLE_NAMES];
	size_t		 n;
};

static long
metric_id(const struct runset *rs, const struct names *nm, const char *name)
{
	size_t i;

	for (i = 0; i < nm->n; i++)
		if (nm->name[i] == name || strcmp(nm->name[i], name) == 0)
			return nm->id[i];
	return runs_metric_find(rs, name, strlen(name));
}

/* One run's value of x; returns zero when it has none. */
static int
run_value(const struct runset *rs, const struct claim *c,
    const struct names *nm, const struct expr *x, const struct run *r,
    double *v)
{
	double a, b;
	long m;

	switch (x->op) {
	case EXPR_NUM:
		*v = x->num;
		return 1;
	case EXPR_COL:
		if (c->cols == NULL || (size_t)x->col > c->ncols ||
		    isnan(c->cols[x->col - 1]))
			return 0;
		*v = c->cols[x->col - 1];
		return 1;
	case EXPR_METRIC:
		m = metric_id(rs, nm, x->name);
		return m >= 0 && runs_value(rs, r, (uint32_t)m, v) == 1;
	case EXPR_CALL:
		/* n() counts runs: it has no value per run. */
		return x->a != NULL && run_value(rs, c, nm, x->a, r, v);
	case EXPR_NEG:
		if (!run_value(rs, c, nm, x->a, r, &a))
			return 0;
		*v = -a;
		return 1;
	default:
		break;
	}
	if (!run_value(rs, c, nm, x->a, r, &a) ||
	    !run_value(rs, c, nm, x->b, r, &b))
		return 0;
	return claim_expr_arith(x->op, a, b, v) && isfinite(*v);
}

/* Fills out (nruns long) with the side's values; returns how many. */
static size_t
side_sample(const struct runset *rs, const struct claim *c,
    const struct names *nm, const uint32_t *runs, size_t nruns,
    struct sample *out)
{
	size_t i, n = 0;

	for (i = 0; i < nruns; i++) {
		const struct run *r = &rs->runs[runs[i]];

		if (run_value(rs, c, nm, c->addr->expr, r, &out[n].v)) {
			out[n].tc = r->tc;
			out[n].rep = r->rep;
			n++;
		}
	}
	return n;
}

static int
samplecmp(const void *p, const void *q)
{
	const struct sample *x = p, *y = q;

	if (x->tc != y->tc)
		return x->tc < y->tc ? -1 : 1;
	return x->rep < y->rep ? -1 : x->rep > y->rep;
}

static int
sorted_samples(const struct sample *v, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++)
		if (samplecmp(&v[i - 1], &v[i]) > 0)
			return 0;
	return 1;
}

/*
 * Pairs the runs of the same (tc, rep) on both sides and counts the
 * signs of B#k − A#k.  Sorts both samples (their order no longer
 * matters once the ranks are taken).
 */
static void
pair_signs(struct sample *a, size_t na, struct sample *b, size_t nb,
    struct claim_support *su)
{
	size_t i = 0, j = 0;
	int cmp;

	/* One test case's runs come in rep order already: no sort. */
	if (!sorted_samples(a, na))
		qsort(a, na, sizeof(*a), samplecmp);
	if (!sorted_samples(b, nb))
		qsort(b, nb, sizeof(*b), samplecmp);
	while (i < na && j < nb) {
		if ((cmp = samplecmp(&a[i], &b[j])) < 0)
			i++;
		else if (cmp > 0)
			j++;
		else {
			su->npairs++;
			if (b[j].v > a[i].v)
				su->up++;
			else if (b[j].v < a[i].v)
				su->down++;
			i++;
			j++;
		}
	}
}

static void
range_of(const double *v, size_t n, double *lo, double *hi)
{
	size_t i;

	*lo = *hi = v[0];
	for (i = 1; i < n; i++) {
		*lo = fmin(*lo, v[i]);
		*hi = fmax(*hi, v[i]);
	}
}

/*
 * The per-run samples of both sides: the runs in sm[0..n-1] (by tc and
 * rep, for the pairing) and their values in x[0..n-1]; all NULL when a
 * side has no value.  The caller frees the four arrays.
 */
struct samples {
	struct sample	*sma, *smb;
	double		*xa, *xb;
	size_t		 na, nb;
};

static int
take_samples(const struct claim *c, const struct runset *rs,
    const uint32_t *ra, size_t na, const uint32_t *rb, size_t nb,
    struct samples *sp)
{
	struct names nm;
	size_t i;

	memset(sp, 0, sizeof(*sp));
	/* It counts past SAMPLE_NAMES; the others are looked up per run. */
	nm.n = claim_expr_metrics(c->addr->expr, nm.name, SAMPLE_NAMES);
	if (nm.n > SAMPLE_NAMES)
		nm.n = SAMPLE_NAMES;
	for (i = 0; i < nm.n; i++)
		nm.id[i] = runs_metric_find(rs, nm.name[i],
		    strlen(nm.name[i]));
	sp->sma = xcalloc(na + 1, sizeof(*sp->sma));
	sp->smb = xcalloc(nb + 1, sizeof(*sp->smb));
	sp->na = side_sample(rs, c, &nm, ra, na, sp->sma);
	sp->nb = side_sample(rs, c, &nm, rb, nb, sp->smb);
	if (sp->na == 0 || sp->nb == 0)
		return 0;
	sp->xa = xcalloc(sp->na, sizeof(double));
	sp->xb = xcalloc(sp->nb, sizeof(double));
	for (i = 0; i < sp->na; i++)
		sp->xa[i] = sp->sma[i].v;
	for (i = 0; i < sp->nb; i++)
		sp->xb[i] = sp->smb[i].v;
	return 1;
}

static void
samples_free(struct samples *sp)
{
	free(sp->sma);
	free(sp->smb);
	free(sp->xa);
	free(sp->xb);
}

int
claim_noise_p(const struct claim *c, const struct runset *rs,
    const uint32_t *ra, size_t na, const uint32_t *rb, size_t nb,
    double *p, size_t *na_out, size_t *nb_out)
{
	struct samples sp;
	int ok;

	if ((ok = take_samples(c, rs, ra, na, rb, nb, &sp)))
		*p = stats_mwu_p(sp.xa, sp.na, sp.xb, sp.nb);
	*na_out = sp.na;
	*nb_out = sp.nb;
	samples_free(&sp);
	return ok;
}

/*
 * The part of a support the runs decide (the samples, their ranges, the
 * rank test and the pairs), as identical comparisons share it, and the
 * runs' direction in *rdir.  Returns zero when a side has no value.
 */
static int
runs_part(const struct claim *c, const struct runset *rs,
    const uint32_t *ra, size_t na, const uint32_t *rb, size_t nb,
    struct claim_support *su, int *rdir)
{
	struct samples sp;
	int known;

	if ((known = take_samples(c, rs, ra, na, rb, nb, &sp))) {
		su->na = sp.na;
		su->nb = sp.nb;
		su->known = 1;
		su->overlap = stats_ranges_overlap(sp.xa, su->na, sp.xb,
		    su->nb);
		su->p = stats_mwu(sp.xa, su->na, sp.xb, su->nb, rdir);
		su->min_p = stats_mwu_min_p(su->na, su->nb);
		if (su->min_p > SUPPORT_ALPHA)
			su->runs_needed = stats_mwu_runs_needed(SUPPORT_ALPHA);
		range_of(sp.xa, su->na, &su->amin, &su->amax);
		range_of(sp.xb, su->nb, &su->bmin, &su->bmax);
		pair_signs(sp.sma, su->na, sp.smb, su->nb, su);
	}
	samples_free(&sp);
	return known;
}

/*
 * Runs parts already computed, by the comparison that read them: the
 * address's test case and configs, its expression as printed, and the
 * runs a side (issue 25.4: 20,000 identical claims each took the
 * samples and ranked them again).  The keys are a string table's,
 * each entry at its key's id; one a worker, so no lock.
 */
struct noise_entry {
	struct claim_support	 su;
	int			 known;
	int			 rdir;
};

struct claim_noise_cache {
	struct strtab		 keys;
	struct noise_entry	*v;	/* keys.len of them */
	size_t			 cap;
};

struct claim_noise_cache *
claim_noise_cache_new(void)
{
	return xcalloc(1, sizeof(struct claim_noise_cache));
}

void
claim_noise_cache_free(struct claim_noise_cache *nc)
{
	if (nc == NULL)
		return;
	strtab_free(&nc->keys);
	free(nc->v);
	free(nc);
}

/* A column of the claim's table row: its value is the claim's own. */
static int
reads_cols(const struct expr *x)
{
	return x != NULL && (x->op == EXPR_COL || reads_cols(x->a) ||
	    reads_cols(x->b));
}

/*
 * Decides c->support for a B~A claim whose value is computed; va is the
 * baseline's value, whose sign turns a change or ratio around (B / A −
 * 1 > 0 means B < A when A < 0).
 *
 * The class follows the evidence the runs can give (docs/noise.md):
 * ranges apart, or a two-sided p at most SUPPORT_ALPHA, make the
 * direction clear; the direction is the runs' (which range lies above,
 * or which side's ranks are higher) and is the claim's (clear) or the
 * other (against).  Otherwise the runs cannot tell (noise).
 */
void
claim_noise_support(struct claim *c, const struct runset *rs,
    const uint32_t *ra, size_t na, const uint32_t *rb, size_t nb, double va,
    struct claim_noise_cache *nc)
{
	struct claim_support *su = &c->support;
	const struct written *w = &c->num.a;
	const struct addr *a = c->addr;
	struct noise_entry *e = NULL;
	struct buf key = {0};
	double change;
	int rdir = 0, runs, known, zero, dir, fresh = 0;
	size_t id, n0;

	memset(su, 0, sizeof(*su));
	su->cls = SUPPORT_NA;
	su->p = NAN;
	change = w->kind == NUM_RATIO ? w->value - 1 : w->value;
	su->zero = change == 0;
	su->dir = change > 0 ? 1 : change < 0 ? -1 : 0;
	if ((w->kind == NUM_RATIO || w->kind == NUM_PERCENT) && va < 0)
		su->dir = -su->dir;
	if (a->expr == NULL)
		return;		/* @n: a count, not a sample */
	if (na > SUPPORT_RUNS_MAX || nb > SUPPORT_RUNS_MAX)
		return;		/* not a benchmark of a few runs a side */
	if (nc != NULL && !reads_cols(a->expr)) {
		buf_printf(&key, "%s\x1f%s\x1f%s\x1f%zu\x1f%zu\x1f",
		    a->tc != NULL ? a->tc : "*", a->cfg != NULL ? a->cfg : "",
		    a->cfg_a != NULL ? a->cfg_a : "", na, nb);
		claim_expr_print(&key, a->expr);
		n0 = nc->keys.len;
		id = strtab_intern(&nc->keys, key.data, key.len);
		fresh = nc->keys.len > n0;
		if (fresh)
			xgrow(&nc->v, &nc->cap, id + 1, sizeof(*nc->v));
		e = &nc->v[id];
	}
	zero = su->zero;
	dir = su->dir;
	if (e != NULL && !fresh) {
		*su = e->su;
		known = e->known;
		rdir = e->rdir;
	} else {
		known = runs_part(c, rs, ra, na, rb, nb, su, &rdir);
		if (e != NULL) {
			e->su = *su;
			e->known = known;
			e->rdir = rdir;
		}
	}
	buf_free(&key);
	su->zero = zero;
	su->dir = dir;
	su->cls = SUPPORT_NA;
	if (!known)
		return;
	/* The runs' direction: their ranges', else their ranks'. */
	runs = !su->overlap ? (su->bmin > su->amax ? 1 : -1) :
	    su->p <= SUPPORT_ALPHA ? rdir : 0;
	if (su->na < 2 || su->nb < 2)
		su->cls = SUPPORT_NA;
	else if (runs == 0)
		su->cls = SUPPORT_NOISE;
	else if (su->zero || runs == su->dir)
		su->cls = SUPPORT_CLEAR;
	else
		su->cls = SUPPORT_AGAINST;
}
