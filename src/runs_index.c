/*
 * The (tc, cfg, rep) index over loaded runs: interning, grouping, the
 * duplicate check, and lookups for the evaluator and the renderers.
 */
#include <stdlib.h>
#include <string.h>

#include "runs.h"

static uint64_t
mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return x;
}

/*
 * Both hash tables store an index + 1 in each slot and compare through
 * it, so one probe loop serves both.
 */
static size_t
probe(const uint64_t *slots, size_t nslots, uint64_t key,
    int (*same)(const struct runset *, uint64_t, uint64_t),
    const struct runset *rs)
{
	size_t i = mix(key) & (nslots - 1);

	while (slots[i] != 0 && !same(rs, slots[i] - 1, key))
		i = (i + 1) & (nslots - 1);
	return i;
}

static uint64_t
gkey(uint32_t tc, uint32_t cfg)
{
	return (uint64_t)tc << 32 | cfg;
}

static int
gsame(const struct runset *rs, uint64_t g, uint64_t key)
{
	return gkey(rs->groups[g].tc, rs->groups[g].cfg) == key;
}

static int
rsame(const struct runset *rs, uint64_t r, uint64_t key)
{
	return ((uint64_t)rs->runs[r].group << 32 | rs->runs[r].rep) == key;
}

static void
rehash(uint64_t **slots, size_t *nslots, size_t used, const struct runset *rs,
    uint64_t (*keyof)(const struct runset *, size_t),
    int (*same)(const struct runset *, uint64_t, uint64_t))
{
	size_t n = *nslots ? *nslots * 2 : 64, i;
	uint64_t *s;

	if ((used + 1) * 2 <= *nslots)
		return;
	s = xcalloc(n, sizeof(*s));
	for (i = 0; i < *nslots; i++)
		if ((*slots)[i] != 0)
			s[probe(s, n, keyof(rs, (*slots)[i] - 1), same, rs)] =
			    (*slots)[i];
	free(*slots);
	*slots = s;
	*nslots = n;
}

static uint64_t
gkeyof(const struct runset *rs, size_t g)
{
	return gkey(rs->groups[g].tc, rs->groups[g].cfg);
}

static uint64_t
rkeyof(const struct runset *rs, size_t r)
{
	return (uint64_t)rs->runs[r].group << 32 | rs->runs[r].rep;
}

void
runs_begin(struct runset *rs, size_t line)
{
	struct run *r;

	xgrow(&rs->runs, &rs->capruns, rs->nruns + 1, sizeof(*rs->runs));
	r = &rs->runs[rs->nruns];
	memset(r, 0, sizeof(*r));
	r->line = line;
	r->val0 = rs->nvals;
	r->meta0 = rs->nmeta;
}

void
runs_add_value(struct runset *rs, const char *name, size_t len, double v)
{
	struct run *r = &rs->runs[rs->nruns];

	xgrow(&rs->vals, &rs->capvals, rs->nvals + 1, sizeof(*rs->vals));
	rs->vals[rs->nvals].metric = strtab_intern(&rs->metrics, name, len);
	rs->vals[rs->nvals].v = v;
	rs->nvals++;
	r->nval++;
}

void
runs_add_meta(struct runset *rs, const char *key, size_t len,
    const char *value)
{
	struct run *r = &rs->runs[rs->nruns];

	xgrow(&rs->meta, &rs->capmeta, rs->nmeta + 1, sizeof(*rs->meta));
	rs->meta[rs->nmeta].key = strtab_intern(&rs->metakeys, key, len);
	rs->meta[rs->nmeta].value = xstrdup(value);
	rs->nmeta++;
	r->nmeta++;
}

static int
valcmp(const void *a, const void *b)
{
	const struct runval *x = a, *y = b;

	return x->metric < y->metric ? -1 : x->metric > y->metric;
}

static void
drop(struct runset *rs)
{
	struct run *r = &rs->runs[rs->nruns];
	size_t i;

	for (i = r->meta0; i < rs->nmeta; i++)
		free(rs->meta[i].value);
	rs->nvals = r->val0;
	rs->nmeta = r->meta0;
}

int
runs_commit(struct runset *rs, const char *tc, const char *cfg, uint32_t rep,
    struct diag *d)
{
	struct run *r = &rs->runs[rs->nruns];
	/* No run may have a value yet: NULL + 0 is undefined. */
	struct runval *v = rs->vals != NULL ? rs->vals + r->val0 : NULL;
	size_t i, slot;
	uint64_t key;
	long g;

	if (r->nval > 1)
		qsort(v, r->nval, sizeof(*v), valcmp);
	for (i = 1; i < r->nval; i++)
		if (v[i].metric == v[i - 1].metric) {
			diag(d, DIAG_ERROR, rs->path, r->line, 0,
			    "metric '%s' is given twice (a dotted key and a "
			    "nested object name the same metric)",
			    rs->metrics.strs[v[i].metric]);
			drop(rs);
			return 0;
		}
	r->tc = strtab_intern(&rs->tcs, tc, strlen(tc));
	r->cfg = strtab_intern(&rs->cfgs, cfg, strlen(cfg));
	r->rep = rep;

	rehash(&rs->gslots, &rs->ngslots, rs->ngroups, rs, gkeyof, gsame);
	key = gkey(r->tc, r->cfg);
	slot = probe(rs->gslots, rs->ngslots, key, gsame, rs);
	if (rs->gslots[slot] != 0)
		g = (long)rs->gslots[slot] - 1;
	else {
		xgrow(&rs->groups, &rs->capgroups, rs->ngroups + 1,
		    sizeof(*rs->groups));
		g = (long)rs->ngroups++;
		memset(&rs->groups[g], 0, sizeof(rs->groups[g]));
		rs->groups[g].tc = r->tc;
		rs->groups[g].cfg = r->cfg;
		rs->gslots[slot] = (uint64_t)g + 1;
	}
	r->group = (uint32_t)g;

	rehash(&rs->rslots, &rs->nrslots, rs->nruns, rs, rkeyof, rsame);
	key = (uint64_t)r->group << 32 | rep;
	slot = probe(rs->rslots, rs->nrslots, key, rsame, rs);
	if (rs->rslots[slot] != 0) {
		diag(d, DIAG_ERROR, rs->path, r->line, 0,
		    "duplicate run %s/%s#%u (first at line %zu)", tc, cfg,
		    (unsigned)rep, rs->runs[rs->rslots[slot] - 1].line);
		drop(rs);
		return 0;
	}
	rs->rslots[slot] = (uint64_t)rs->nruns + 1;
	xgrow(&rs->groups[g].runs, &rs->groups[g].cap, rs->groups[g].len + 1,
	    sizeof(uint32_t));
	rs->groups[g].runs[rs->groups[g].len++] = (uint32_t)rs->nruns;
	rs->nruns++;
	return 1;
}

/* Sort keys carry what they compare, so qsort needs no context. */
struct repkey {
	uint32_t rep;
	uint32_t run;
};

struct namekey {
	const char *name;
	uint32_t id;
};

static int
repcmp(const void *a, const void *b)
{
	const struct repkey *x = a, *y = b;

	return x->rep < y->rep ? -1 : x->rep > y->rep;
}

static int
namecmp(const void *a, const void *b)
{
	return strcmp(((const struct namekey *)a)->name,
	    ((const struct namekey *)b)->name);
}

void
runs_finish(struct runset *rs)
{
	struct repkey *rk;
	struct namekey *nk;
	size_t i, j;

	for (i = 0; i < rs->ngroups; i++) {
		struct rungroup *g = &rs->groups[i];

		rk = xcalloc(g->len, sizeof(*rk));
		for (j = 0; j < g->len; j++) {
			rk[j].rep = rs->runs[g->runs[j]].rep;
			rk[j].run = g->runs[j];
		}
		qsort(rk, g->len, sizeof(*rk), repcmp);
		for (j = 0; j < g->len; j++)
			g->runs[j] = rk[j].run;
		free(rk);
	}
	nk = xcalloc(rs->metrics.len, sizeof(*nk));
	for (i = 0; i < rs->metrics.len; i++) {
		nk[i].name = rs->metrics.strs[i];
		nk[i].id = (uint32_t)i;
	}
	qsort(nk, rs->metrics.len, sizeof(*nk), namecmp);
	free(rs->metric_order);
	rs->metric_order = xcalloc(rs->metrics.len, sizeof(uint32_t));
	for (i = 0; i < rs->metrics.len; i++)
		rs->metric_order[i] = nk[i].id;
	free(nk);
}

long
runs_tc_find(const struct runset *rs, const char *s)
{
	return strtab_find(&rs->tcs, s, strlen(s));
}

long
runs_cfg_find(const struct runset *rs, const char *s)
{
	return strtab_find(&rs->cfgs, s, strlen(s));
}

long
runs_metric_find(const struct runset *rs, const char *s, size_t n)
{
	return strtab_find(&rs->metrics, s, n);
}

const struct rungroup *
runs_group_find(const struct runset *rs, uint32_t tc, uint32_t cfg)
{
	size_t slot;

	if (rs->ngslots == 0)
		return NULL;
	slot = probe(rs->gslots, rs->ngslots, gkey(tc, cfg), gsame, rs);
	return rs->gslots[slot] ? &rs->groups[rs->gslots[slot] - 1] : NULL;
}

long
runs_rep_find(const struct runset *rs, uint32_t group, uint32_t rep)
{
	size_t slot;

	if (rs->nrslots == 0)
		return -1;
	slot = probe(rs->rslots, rs->nrslots, (uint64_t)group << 32 | rep,
	    rsame, rs);
	return rs->rslots[slot] ? (long)rs->rslots[slot] - 1 : -1;
}

int
runs_value(const struct runset *rs, const struct run *r, uint32_t metric,
    double *v)
{
	const struct runval *lo;
	size_t n = r->nval;

	if (n == 0)
		return 0;	/* rs->vals may be NULL */
	lo = rs->vals + r->val0;

	/* Binary search over the run's values, sorted by metric id. */
	while (n > 0) {
		size_t half = n / 2;

		if (lo[half].metric == metric) {
			*v = lo[half].v;
			return 1;
		}
		if (lo[half].metric < metric) {
			lo += half + 1;
			n -= half + 1;
		} else
			n = half;
	}
	return 0;
}

void
runs_free(struct runset *rs)
{
	size_t i;

	free(rs->path);
	strtab_free(&rs->tcs);
	strtab_free(&rs->cfgs);
	strtab_free(&rs->metrics);
	strtab_free(&rs->metakeys);
	for (i = 0; i < rs->nmeta; i++)
		free(rs->meta[i].value);
	for (i = 0; i < rs->ngroups; i++)
		free(rs->groups[i].runs);
	free(rs->runs);
	free(rs->vals);
	free(rs->meta);
	free(rs->groups);
	free(rs->gslots);
	free(rs->rslots);
	free(rs->metric_order);
	memset(rs, 0, sizeof(*rs));
}
