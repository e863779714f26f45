/*
 * The (tc, cfg, rep) index over loaded runs: grouping, the duplicate
 * check, and lookups for the evaluator and the renderers (the columns
 * are read in runs_chunk.c).
 */
#include <sys/mman.h>

#include <stdlib.h>
#include <string.h>

#include "runs_chunk.h"

static uint64_t
mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return x;
}

/*
 * The group table stores an index + 1 in each slot and compares
 * through it.
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

uint32_t
runs_chunk_add(struct runset *rs, struct runchunk *c)
{
	xgrow(&rs->chunks, &rs->capchunks, rs->nchunks + 1,
	    sizeof(*rs->chunks));
	rs->chunks[rs->nchunks] = *c;
	rs->chunks[rs->nchunks].group = UINT32_MAX;	/* runs_commit sets it */
	memset(c, 0, sizeof(*c));
	return (uint32_t)rs->nchunks++;
}

/*
 * A group's reps seen so far, as a set keyed by rep: built the first
 * time a rep comes out of order.  Slots hold rep << 32 | run + 1.
 */
static size_t
rep_probe(const uint64_t *slots, size_t n, uint32_t rep)
{
	size_t i = mix(rep) & (n - 1);

	while (slots[i] != 0 && (uint32_t)(slots[i] >> 32) != rep)
		i = (i + 1) & (n - 1);
	return i;
}

static void
rep_grow(struct rungroup *g, const struct runset *rs)
{
	size_t n = g->nrslots ? g->nrslots * 2 : 64, i;
	uint64_t *s;

	while (n < (g->len + 1) * 2)
		n *= 2;
	s = xcalloc(n, sizeof(*s));
	for (i = 0; i < g->len; i++) {
		uint32_t rep = rs->runs[g->runs[i]].rep;

		s[rep_probe(s, n, rep)] = (uint64_t)rep << 32 |
		    ((uint64_t)g->runs[i] + 1);
	}
	free(g->rslots);
	g->rslots = s;
	g->nrslots = n;
}

uint32_t
runs_pool_add(struct runset *rs, char *pool)
{
	xgrow(&rs->pools, &rs->cappools, rs->npools + 1, sizeof(*rs->pools));
	rs->pools[rs->npools] = pool;
	return (uint32_t)rs->npools++;
}

uint32_t
runs_file_add(struct runset *rs, const char *name)
{
	struct buf p = {0};

	if (rs->path != NULL)
		buf_printf(&p, "%s, ", rs->path);
	buf_adds(&p, name);
	free(rs->path);
	rs->path = buf_take(&p);
	rs->files = xrealloc(rs->files, (rs->nfiles + 1) * sizeof(*rs->files));
	rs->files[rs->nfiles] = xstrdup(name);
	return (uint32_t)rs->nfiles++;
}

int
runs_commit(struct runset *rs, uint32_t tc, uint32_t cfg, uint32_t rep,
    uint32_t file, size_t line, uint32_t chunk, uint32_t pos, struct diag *d)
{
	struct run *r;
	struct rungroup *gr;
	size_t slot;
	uint64_t key;
	uint32_t g;

	xgrow(&rs->runs, &rs->capruns, rs->nruns + 1, sizeof(*rs->runs));
	r = &rs->runs[rs->nruns];
	memset(r, 0, sizeof(*r));
	r->tc = tc;
	r->cfg = cfg;
	r->rep = rep;
	r->line = line;
	r->file = file;
	r->chunk = chunk;
	r->pos = pos;

	/* The runs of a chunk share a group: look it up once a chunk. */
	g = rs->chunks[chunk].group;
	if (g == UINT32_MAX) {
		rehash(&rs->gslots, &rs->ngslots, rs->ngroups, rs, gkeyof,
		    gsame);
		key = gkey(r->tc, r->cfg);
		slot = probe(rs->gslots, rs->ngslots, key, gsame, rs);
		if (rs->gslots[slot] != 0)
			g = (uint32_t)(rs->gslots[slot] - 1);
		else {
			xgrow(&rs->groups, &rs->capgroups, rs->ngroups + 1,
			    sizeof(*rs->groups));
			g = (uint32_t)rs->ngroups++;
			memset(&rs->groups[g], 0, sizeof(rs->groups[g]));
			rs->groups[g].tc = r->tc;
			rs->groups[g].cfg = r->cfg;
			rs->gslots[slot] = (uint64_t)g + 1;
		}
		rs->chunks[chunk].group = g;
	}
	r->group = g;
	gr = &rs->groups[g];

	/*
	 * Files list reps in order, mostly: a rep above every earlier one
	 * is new.  Past the first that is not, the group keeps a set.
	 */
	if (gr->len > 0 && (rep <= gr->lastrep || gr->rslots != NULL)) {
		if ((gr->len + 1) * 2 > gr->nrslots)
			rep_grow(gr, rs);
		slot = rep_probe(gr->rslots, gr->nrslots, rep);
		if (gr->rslots[slot] != 0) {
			const struct run *f = &rs->runs[(uint32_t)
			    gr->rslots[slot] - 1];

			/* Both places: the other may be another file. */
			if (f->file == file)
				diag(d, DIAG_ERROR, rs->files[file], line, 0,
				    "duplicate run %s/%s#%u (first at line "
				    "%zu)", rs->tcs.strs[tc],
				    rs->cfgs.strs[cfg], (unsigned)rep, f->line);
			else
				diag(d, DIAG_ERROR, rs->files[file], line, 0,
				    "duplicate run %s/%s#%u (first at %s:%zu)",
				    rs->tcs.strs[tc], rs->cfgs.strs[cfg],
				    (unsigned)rep, rs->files[f->file], f->line);
			return 0;
		}
		gr->rslots[slot] = (uint64_t)rep << 32 |
		    ((uint64_t)rs->nruns + 1);
	}
	if (gr->len == 0 || rep > gr->lastrep)
		gr->lastrep = rep;
	xgrow(&gr->runs, &gr->cap, gr->len + 1, sizeof(uint32_t));
	gr->runs[gr->len++] = (uint32_t)rs->nruns;
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
	size_t i, j;

	for (i = 0; i < rs->ngroups; i++) {
		struct rungroup *g = &rs->groups[i];

		/* The duplicate check is over: reps are looked up by order. */
		free(g->rslots);
		g->rslots = NULL;
		g->nrslots = 0;
		/* Results files list reps in order, mostly: check first. */
		for (j = 1; j < g->len && rs->runs[g->runs[j - 1]].rep <
		    rs->runs[g->runs[j]].rep; j++)
			;
		if (j >= g->len)
			continue;
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
	/* Each group as stretches of chunk rows, for runs_gather_groups. */
	for (i = 0; i < rs->ngroups; i++) {
		struct rungroup *g = &rs->groups[i];
		size_t cap = 0;

		free(g->segs);
		g->segs = NULL;
		g->nsegs = 0;
		for (j = 0; j < g->len; j++) {
			const struct run *r = &rs->runs[g->runs[j]];
			struct runseg *last = g->nsegs > 0 ?
			    &g->segs[g->nsegs - 1] : NULL;

			if (last != NULL && last->chunk == r->chunk &&
			    last->pos0 + last->len == r->pos) {
				last->len++;
				continue;
			}
			xgrow(&g->segs, &cap, g->nsegs + 1, sizeof(*g->segs));
			g->segs[g->nsegs].chunk = r->chunk;
			g->segs[g->nsegs].pos0 = r->pos;
			g->segs[g->nsegs++].len = 1;
		}
	}
	free(rs->metric_order);
	rs->metric_order = NULL;
	runs_finish_index(rs);
}

int
runs_finish_index(struct runset *rs)
{
	struct namekey *nk;
	size_t i, slot;

	/* The (tc, cfg) table, when the groups came without it. */
	if (rs->gslots == NULL)
		for (i = 0; i < rs->ngroups; i++) {
			rehash(&rs->gslots, &rs->ngslots, i, rs, gkeyof, gsame);
			slot = probe(rs->gslots, rs->ngslots, gkeyof(rs, i),
			    gsame, rs);
			if (rs->gslots[slot] != 0)
				return 0;	/* two groups of one pair */
			rs->gslots[slot] = (uint64_t)i + 1;
		}
	/* Each test case's groups, by a counting sort (group order kept). */
	free(rs->tcgroups);
	free(rs->tcgroup0);
	rs->tcgroups = xcalloc(rs->ngroups + 1, sizeof(*rs->tcgroups));
	rs->tcgroup0 = xcalloc(rs->tcs.len + 2, sizeof(*rs->tcgroup0));
	for (i = 0; i < rs->ngroups; i++)
		rs->tcgroup0[rs->groups[i].tc + 2]++;
	for (i = 0; i < rs->tcs.len; i++)
		rs->tcgroup0[i + 2] += rs->tcgroup0[i + 1];
	for (i = 0; i < rs->ngroups; i++)
		rs->tcgroups[rs->tcgroup0[rs->groups[i].tc + 1]++] =
		    (uint32_t)i;
	if (rs->metric_order != NULL)
		return 1;
	nk = xcalloc(rs->metrics.len + 1, sizeof(*nk));
	for (i = 0; i < rs->metrics.len; i++) {
		nk[i].name = rs->metrics.strs[i];
		nk[i].id = (uint32_t)i;
	}
	qsort(nk, rs->metrics.len, sizeof(*nk), namecmp);
	rs->metric_order = xcalloc(rs->metrics.len + 1, sizeof(uint32_t));
	for (i = 0; i < rs->metrics.len; i++)
		rs->metric_order[i] = nk[i].id;
	free(nk);
	return 1;
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

const uint32_t *
runs_tc_groups(const struct runset *rs, uint32_t tc, size_t *n)
{
	if (rs->tcgroup0 == NULL || tc >= rs->tcs.len) {
		*n = 0;
		return rs->tcgroups;
	}
	*n = rs->tcgroup0[tc + 1] - rs->tcgroup0[tc];
	return rs->tcgroups + rs->tcgroup0[tc];
}

long
runs_rep_find(const struct runset *rs, uint32_t group, uint32_t rep)
{
	const struct rungroup *g;
	size_t lo = 0, hi;

	if (group >= rs->ngroups)
		return -1;
	g = &rs->groups[group];
	hi = g->len;
	while (lo < hi) {	/* runs_finish ordered the runs by rep */
		size_t mid = lo + (hi - lo) / 2;

		if (rs->runs[g->runs[mid]].rep < rep)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < g->len && rs->runs[g->runs[lo]].rep == rep ?
	    (long)g->runs[lo] : -1;
}

/*
 * Whether p lies in the mapped cache file: a hit's runs, group lists,
 * segments and metric order are read where they lie (runs_cache.c), and
 * are not freed one by one.
 */
static int
in_map(const struct runset *rs, const void *p)
{
	const char *c = p, *m = rs->map;

	return m != NULL && c != NULL && c >= m && c < m + rs->maplen;
}

void
runs_free(struct runset *rs)
{
	size_t i;

	free(rs->path);
	for (i = 0; i < rs->nfiles; i++)
		free(rs->files[i]);
	free(rs->files);
	strtab_free(&rs->tcs);
	strtab_free(&rs->cfgs);
	strtab_free(&rs->metrics);
	strtab_free(&rs->metakeys);
	for (i = 0; i < rs->nchunks; i++)
		runs_chunk_free(&rs->chunks[i]);
	for (i = 0; i < rs->npools; i++)
		if (!in_map(rs, rs->pools[i]))
			free(rs->pools[i]);
	for (i = 0; i < rs->ngroups; i++) {
		if (!in_map(rs, rs->groups[i].runs))
			free(rs->groups[i].runs);
		if (!in_map(rs, rs->groups[i].segs))
			free(rs->groups[i].segs);
		free(rs->groups[i].rslots);
	}
	if (!in_map(rs, rs->runs))
		free(rs->runs);
	free(rs->chunks);
	free(rs->pools);
	free(rs->groups);
	free(rs->gslots);
	if (!in_map(rs, rs->metric_order))
		free(rs->metric_order);
	free(rs->tcgroups);
	free(rs->tcgroup0);
	if (rs->map != NULL)
		munmap(rs->map, rs->maplen);
	memset(rs, 0, sizeof(*rs));
}
