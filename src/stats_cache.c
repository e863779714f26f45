/*
 * The statistics cache: (group, metric) keys in an open-addressing
 * table, computed in parallel once asked for.  A pair costs one read of
 * its group's column and one selection for the median.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "parallel.h"
#include "stats_cache.h"

struct stats_cache {
	const struct runset	*rs;
	uint64_t		*keys;		/* group << 32 | metric */
	struct stats_group	*stats;		/* by entry */
	size_t			 n, cap;
	size_t			 filled;	/* entries computed */
	uint32_t		*slots;		/* entry + 1; 0 = empty */
	size_t			 nslots;
};

static uint64_t
key_of(uint32_t group, uint32_t metric)
{
	return (uint64_t)group << 32 | metric;
}

static size_t
slot_of(uint64_t k, size_t nslots)
{
	return (size_t)((k * 0x9E3779B97F4A7C15ULL) >> 20) & (nslots - 1);
}

struct stats_cache *
stats_cache_new(const struct runset *rs)
{
	struct stats_cache *c = xcalloc(1, sizeof(*c));

	c->rs = rs;
	return c;
}

static void
rehash(struct stats_cache *c)
{
	size_t ns = c->nslots ? c->nslots * 2 : 64, i, h;

	free(c->slots);
	c->slots = xcalloc(ns, sizeof(*c->slots));
	c->nslots = ns;
	for (i = 0; i < c->n; i++) {
		for (h = slot_of(c->keys[i], ns); c->slots[h] != 0;
		    h = (h + 1) & (ns - 1))
			;
		c->slots[h] = (uint32_t)i + 1;
	}
}

void
stats_cache_want(struct stats_cache *c, uint32_t group, uint32_t metric)
{
	uint64_t k = key_of(group, metric);
	size_t h;

	if ((c->n + 1) * 2 > c->nslots)
		rehash(c);
	for (h = slot_of(k, c->nslots); c->slots[h] != 0;
	    h = (h + 1) & (c->nslots - 1))
		if (c->keys[c->slots[h] - 1] == k)
			return;
	xgrow(&c->keys, &c->cap, c->n + 1, sizeof(*c->keys));
	c->keys[c->n] = k;
	c->slots[h] = (uint32_t)++c->n;
}

const struct stats_group *
stats_cache_find(const struct stats_cache *c, uint32_t group, uint32_t metric)
{
	uint64_t k = key_of(group, metric);
	size_t h;
	uint32_t at;

	if (c == NULL || c->nslots == 0)
		return NULL;
	for (h = slot_of(k, c->nslots); (at = c->slots[h]) != 0;
	    h = (h + 1) & (c->nslots - 1))
		if (c->keys[at - 1] == k)
			return at - 1 < c->filled ? &c->stats[at - 1] : NULL;
	return NULL;
}

void
stats_group_compute(const struct runset *rs, uint32_t group, uint32_t metric,
    double **scratch, size_t *capscratch, struct stats_group *st)
{
	double *v;
	size_t n;

	xgrow(scratch, capscratch, rs->groups[group].len + 1, sizeof(double));
	v = *scratch;
	n = runs_gather_groups(rs, &group, 1, metric, v);
	st->n = n;
	if (n == 0) {
		st->median = st->mean = st->min = st->max = st->sum = NAN;
		return;
	}
	/* In the order read: a sum depends on it, and the median reorders. */
	st->sum = stats_compute(STAT_SUM, v, n);
	st->mean = stats_compute(STAT_MEAN, v, n);
	st->min = stats_compute(STAT_MIN, v, n);
	st->max = stats_compute(STAT_MAX, v, n);
	st->median = stats_median(v, n);
}

double
stats_group_get(const struct stats_group *st, enum statfn fn)
{
	switch (fn) {
	case STAT_N:
		return (double)st->n;
	case STAT_MEAN:
		return st->mean;
	case STAT_MIN:
		return st->min;
	case STAT_MAX:
		return st->max;
	case STAT_SUM:
		return st->sum;
	default:
		return st->median;
	}
}

/* The fill's scratch: one array of values per worker. */
struct fill {
	struct stats_cache	*c;
	double			*scratch[PARALLEL_MAX];
	size_t			 cap[PARALLEL_MAX];
};

static void
fill_one(void *arg, size_t i, unsigned w)
{
	struct fill *f = arg;
	struct stats_cache *c = f->c;
	size_t at = c->filled + i;

	stats_group_compute(c->rs, (uint32_t)(c->keys[at] >> 32),
	    (uint32_t)c->keys[at], &f->scratch[w], &f->cap[w], &c->stats[at]);
}

void
stats_cache_fill(struct stats_cache *c)
{
	struct fill f;
	size_t i, todo = c->n - c->filled;
	unsigned threads;

	if (todo == 0)
		return;
	memset(&f, 0, sizeof(f));
	f.c = c;
	c->stats = xrealloc(c->stats, (c->n + 1) * sizeof(*c->stats));
	/* A few pairs are not worth a thread. */
	threads = todo < 64 ? 1 : 0;
	parallel_for(todo, threads, fill_one, &f);
	for (i = 0; i < PARALLEL_MAX; i++)
		free(f.scratch[i]);
	c->filled = c->n;
}

void
stats_cache_free(struct stats_cache *c)
{
	if (c == NULL)
		return;
	free(c->keys);
	free(c->stats);
	free(c->slots);
	free(c);
}
