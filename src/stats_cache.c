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
	size_t			 seeded;	/* of them, read (stats_cache_seed) */
	uint32_t		*slots;		/* entry + 1; 0 = empty */
	size_t			 nslots;	/* 1 << bits */
	unsigned		 bits;
};

static uint64_t
key_of(uint32_t group, uint32_t metric)
{
	return (uint64_t)group << 32 | metric;
}

/*
 * Fibonacci hashing takes the product's top bits: a key's group sits in
 * its high word, and the product's middle bits (what a shift by a fixed
 * count kept) never see it, so every group of one metric took one slot
 * and a table of 20,000 claims probed quadratically.
 */
static size_t
slot_of(uint64_t k, unsigned bits)
{
	return (size_t)((k * 0x9E3779B97F4A7C15ULL) >> (64 - bits));
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
	unsigned bits = c->nslots ? c->bits + 1 : 6;
	size_t ns = (size_t)1 << bits, i, h;

	free(c->slots);
	c->slots = xcalloc(ns, sizeof(*c->slots));
	c->nslots = ns;
	c->bits = bits;
	for (i = 0; i < c->n; i++) {
		for (h = slot_of(c->keys[i], bits); c->slots[h] != 0;
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
	for (h = slot_of(k, c->bits); c->slots[h] != 0;
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
	for (h = slot_of(k, c->bits); (at = c->slots[h]) != 0;
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
	/*
	 * In the order read: a sum depends on it, and the median reorders.
	 * The mean is the sum over n, as stats_compute makes it: its
	 * compensated sum once, not twice (a chain of four additions a value).
	 */
	st->sum = stats_compute(STAT_SUM, v, n);
	st->mean = st->sum / (double)n;
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

/*
 * A save: the count, then per pair its group and metric (u32 each), its
 * n (u64) and its five statistics as doubles, in the machine's order
 * (the runs cache's key names the program, and so the order).
 */
#define REC	(8 + 8 + 5 * 8)

void *
stats_cache_save(const struct stats_cache *c, size_t *len)
{
	unsigned char *out = xmalloc(8 + c->filled * REC + 1), *p = out;
	uint64_t n = c->filled;
	size_t i;

	memcpy(p, &n, 8);
	p += 8;
	for (i = 0; i < c->filled; i++) {
		const struct stats_group *st = &c->stats[i];
		uint32_t g = (uint32_t)(c->keys[i] >> 32), m = (uint32_t)c->keys[i];
		uint64_t k = st->n;
		double v[5];

		v[0] = st->median;
		v[1] = st->mean;
		v[2] = st->min;
		v[3] = st->max;
		v[4] = st->sum;
		memcpy(p, &g, 4);
		memcpy(p + 4, &m, 4);
		memcpy(p + 8, &k, 8);
		memcpy(p + 16, v, sizeof(v));
		p += REC;
	}
	*len = (size_t)(p - out);
	return out;
}

int
stats_cache_seed(struct stats_cache *c, const void *bytes, size_t len)
{
	const unsigned char *p = bytes;
	const struct runset *rs = c->rs;
	uint64_t n, k;
	size_t i;

	if (c->n != 0 || len < 8)
		return 0;
	memcpy(&n, p, 8);
	if (n > (len - 8) / REC || len - 8 != n * REC)
		return 0;
	c->stats = xcalloc((size_t)n + 1, sizeof(*c->stats));
	for (i = 0, p += 8; i < n; i++, p += REC) {
		struct stats_group *st = &c->stats[i];
		uint32_t g, m;
		double v[5];

		memcpy(&g, p, 4);
		memcpy(&m, p + 4, 4);
		memcpy(&k, p + 8, 8);
		memcpy(v, p + 16, sizeof(v));
		if (g >= rs->ngroups || m >= rs->metrics.len ||
		    k > rs->groups[g].len)
			break;
		stats_cache_want(c, g, m);
		if (c->n != i + 1)	/* twice */
			break;
		st->n = (size_t)k;
		st->median = v[0];
		st->mean = v[1];
		st->min = v[2];
		st->max = v[3];
		st->sum = v[4];
	}
	if (i < n) {
		/* Not a save of these runs: empty again. */
		free(c->keys);
		free(c->stats);
		free(c->slots);
		c->keys = NULL;
		c->stats = NULL;
		c->slots = NULL;
		c->n = c->cap = c->nslots = 0;
		return 0;
	}
	c->filled = c->seeded = c->n;
	return 1;
}

int
stats_cache_grew(const struct stats_cache *c)
{
	return c != NULL && c->filled > c->seeded;
}
