/*
 * The columns of a chunk (runs.h): built from a block's parsed rows,
 * read by the evaluator and the renderers, freed with the runset.
 *
 * A column holds a metric of the chunk's runs.  When at least a third
 * of the rows have the metric it is dense, a value per row: 32-bit
 * integers over a power of ten when every value round-trips exactly
 * through one (counters, figures with a few decimals), else doubles.
 * A rarer metric keeps only its values and their rows (a results file
 * where every run has metrics of its own would otherwise cost runs x
 * metrics).  Metadata columns are dense or sparse by the same rule.  A
 * chunk lists only the columns it has, ordered by id, so that its size
 * follows its values and not the number of names in the file.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runs_chunk.h"

static const double p10[10] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9
};

/*
 * Stores v as an integer over 10^k in *x when it comes back exactly;
 * INT32_MIN is kept for "absent".
 */
static int
encode(double v, unsigned k, int32_t *x)
{
	double t = k == 0 ? v : v * p10[k];
	int32_t i;

	if (!(t > -2147483647.5 && t < 2147483647.5))
		return 0;
	/* A candidate; the round trip below decides. */
	i = (int32_t)(t < 0 ? t - 0.5 : t + 0.5);
	if (k == 0 ? (double)i != v : (double)i / p10[k] != v)
		return 0;
	if (i == 0 && signbit(v))
		return 0;
	*x = i;
	return 1;
}

/* Turns an integer column into doubles: a value needs more. */
static void
col_widen(struct runcol *col, uint32_t len)
{
	const int32_t *x = col->data;
	double *f = xcalloc(len, sizeof(*f));
	uint32_t k;

	for (k = 0; k < len; k++)
		f[k] = x[k] == INT32_MIN ? NAN : col->scale == 0 ?
		    (double)x[k] : (double)x[k] / p10[col->scale];
	free(col->data);
	col->data = f;
	col->kind = RUNCOL_F64;
}

/*
 * Stores v at row pos of a dense column, raising an integer column's
 * scale when v needs more decimals (the stored values are multiplied:
 * the same rational over a larger power of ten reads back the same),
 * or turning it into doubles when no scale holds it.
 */
static void
col_put(struct runcol *col, uint32_t len, uint32_t pos, double v)
{
	int32_t *x = col->data;
	unsigned k;
	uint32_t j;

	if (col->kind == RUNCOL_F64) {
		((double *)col->data)[pos] = v;
		return;
	}
	if (encode(v, col->scale, &x[pos]))
		return;
	for (k = col->scale + 1u; k < 10 && !encode(v, k, &x[pos]); k++)
		;
	if (k < 10) {
		int64_t f = (int64_t)p10[k - col->scale];

		for (j = 0; j < len; j++) {
			int64_t y = (int64_t)x[j] * f;

			if (j == pos || x[j] == INT32_MIN)
				continue;
			if (y <= INT32_MIN || y > INT32_MAX)
				break;
		}
		if (j == len) {
			for (j = 0; j < len; j++)
				if (j != pos && x[j] != INT32_MIN)
					x[j] = (int32_t)((int64_t)x[j] * f);
			col->scale = (uint8_t)k;
			return;
		}
	}
	x[pos] = INT32_MIN;
	col_widen(col, len);
	((double *)col->data)[pos] = v;
}

/* Dense pays for every row; sparse costs three times a dense cell. */
static int
dense(uint32_t count, uint32_t len)
{
	return (uint64_t)count * 3 >= len;
}

static int
u32cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The columns of one chunk: names[0..n-1] (ascending) with count[name]
 * values each; slot[name] is set to the column's index.
 */
static struct runcol *
cols_make(const uint32_t *names, uint32_t n, const uint32_t *count,
    uint32_t *slot, uint32_t len, double **sv, uint32_t **sr)
{
	struct runcol *cols = xcalloc((size_t)n + 1, sizeof(*cols));
	uint32_t i, k;

	for (i = 0; i < n; i++) {
		struct runcol *c = &cols[i];
		uint32_t nm = names[i];

		c->id = nm;
		slot[nm] = i;
		if (dense(count[nm], len)) {
			int32_t *x = xcalloc(len, sizeof(*x));

			for (k = 0; k < len; k++)
				x[k] = INT32_MIN;
			c->data = x;
			c->kind = RUNCOL_I32;
		} else {
			c->rows = *sr;
			c->data = *sv;
			*sr += count[nm];
			*sv += count[nm];
			c->kind = RUNCOL_SPARSE;
		}
	}
	return cols;
}

static struct runmcol *
mcols_make(const uint32_t *names, uint32_t n, const uint32_t *count,
    uint32_t *slot, uint32_t len, uint32_t **sr)
{
	struct runmcol *cols = xcalloc((size_t)n + 1, sizeof(*cols));
	uint32_t i;

	for (i = 0; i < n; i++) {
		uint32_t nm = names[i];

		cols[i].id = nm;
		slot[nm] = i;
		if (dense(count[nm], len))
			cols[i].offs = xcalloc(len, sizeof(*cols[i].offs));
		else {
			cols[i].rows = *sr;
			cols[i].offs = *sr + count[nm];
			*sr += 2 * (size_t)count[nm];
		}
	}
	return cols;
}

/* (ltc, lcfg) -> chunk + 1, open addressing: a block may hold many. */
struct pairmap {
	uint64_t *keys;
	uint32_t *vals;
	size_t	  n;
};

static uint32_t *
pair_slot(struct pairmap *m, uint32_t a, uint32_t b)
{
	uint64_t key = (uint64_t)a << 32 | b, h = key * 0x9E3779B97F4A7C15ULL;
	size_t i = (size_t)(h >> 32) & (m->n - 1);

	while (m->vals[i] != 0 && m->keys[i] != key)
		i = (i + 1) & (m->n - 1);
	m->keys[i] = key;
	return &m->vals[i];
}

/* Files a value at row r of column col (a chunk's rows ascend). */
static void
put_val(struct runchunk *ch, uint32_t col, uint32_t r, double v)
{
	struct runcol *c = &ch->cols[col];

	if (c->kind == RUNCOL_SPARSE) {
		c->rows[c->n] = r;
		((double *)c->data)[c->n++] = v;
	} else
		col_put(c, ch->len, r, v);
}

static void
put_meta(struct runchunk *ch, uint32_t col, uint32_t r, uint32_t off)
{
	struct runmcol *mc = &ch->mcols[col];

	if (mc->rows == NULL)
		mc->offs[r] = off + 1;
	else {
		mc->rows[mc->n] = r;
		mc->offs[mc->n++] = off + 1;
	}
}

/* Files one row's values and metadata at its place in the chunk. */
static void
put_row(struct runchunk *ch, const struct runs_row *w,
    const struct runs_val *vals, const struct runs_mval *metas,
    const uint32_t *slot, const uint32_t *mslot)
{
	size_t j;

	for (j = w->val0; j < (size_t)w->val0 + w->nval; j++)
		put_val(ch, slot[vals[j].name], w->pos, vals[j].v);
	for (j = w->meta0; j < (size_t)w->meta0 + w->nmeta; j++)
		put_meta(ch, mslot[metas[j].name], w->pos, metas[j].off);
}

/*
 * A chunk's columns for metrics names[0..n-1] and metadata keys
 * mnames[0..mn-1] (each ascending, counted in count and mcount);
 * slot and mslot are set to each name's column.
 */
static void
chunk_make(struct runchunk *ch, const uint32_t *names, uint32_t n,
    const uint32_t *count, uint32_t *slot, const uint32_t *mnames,
    uint32_t mn, const uint32_t *mcount, uint32_t *mslot)
{
	size_t sp = 0, msp = 0, i;
	double *sv;
	uint32_t *sr;

	/* The sparse columns' share of one block: values, then rows. */
	for (i = 0; i < n; i++)
		if (!dense(count[names[i]], ch->len))
			sp += count[names[i]];
	for (i = 0; i < mn; i++)
		if (!dense(mcount[mnames[i]], ch->len))
			msp += 2 * (size_t)mcount[mnames[i]];
	ch->sparse = NULL;
	if (sp + msp > 0)
		ch->sparse = xmalloc(sp * sizeof(double) +
		    (sp + msp) * sizeof(uint32_t));
	sv = ch->sparse;
	sr = sv != NULL ? (uint32_t *)(sv + sp) : NULL;
	ch->cols = cols_make(names, n, count, slot, ch->len, &sv, &sr);
	ch->ncols = n;
	if (mn > 0) {
		ch->mcols = mcols_make(mnames, mn, mcount, mslot, ch->len,
		    &sr);
		ch->nmcols = mn;
	}
}

/*
 * The columns of every chunk, when a count per chunk and name fits
 * MATRIX_MAX: both passes go through the values in file order, which
 * the loader has just written (a walk chunk by chunk misses the cache
 * on every row).
 */
#ifndef MATRIX_MAX		/* the fuzz build makes it small */
#define MATRIX_MAX	(1u << 20)
#endif

static void
build_matrix(struct runs_row *rows, size_t nrows, const struct runs_val *vals,
    const struct runs_mval *metas, size_t nnames, struct runchunk *chunks,
    size_t nch)
{
	size_t nn = nnames + 1, i, j;
	uint32_t *count = xcalloc(nch * nn, sizeof(*count));
	uint32_t *mcount = xcalloc(nch * nn, sizeof(*mcount));
	uint32_t *slot = xcalloc(nch * nn, sizeof(*slot));
	uint32_t *mslot = xcalloc(nch * nn, sizeof(*mslot));
	uint32_t *names = xcalloc(nn, sizeof(*names));
	uint32_t *mnames = xcalloc(nn, sizeof(*mnames));
	uint32_t c, n, mn, k;

	for (i = 0; i < nrows; i++) {
		const struct runs_row *w = &rows[i];
		uint32_t *cc = count + (size_t)w->chunk * nn;
		uint32_t *mc = mcount + (size_t)w->chunk * nn;

		for (j = w->val0; j < (size_t)w->val0 + w->nval; j++)
			cc[vals[j].name]++;
		for (j = w->meta0; j < (size_t)w->meta0 + w->nmeta; j++)
			mc[metas[j].name]++;
	}
	for (c = 0; c < nch; c++) {
		struct runchunk *ch = &chunks[c];
		const uint32_t *cc = count + (size_t)c * nn;
		const uint32_t *mc = mcount + (size_t)c * nn;

		for (k = 0, n = mn = 0; k < nnames; k++) {
			if (cc[k] > 0)
				names[n++] = k;
			if (mc[k] > 0)
				mnames[mn++] = k;
		}
		chunk_make(ch, names, n, cc, slot + (size_t)c * nn, mnames, mn,
		    mc, mslot + (size_t)c * nn);
	}
	for (i = 0; i < nrows; i++)
		put_row(&chunks[rows[i].chunk], &rows[i], vals, metas,
		    slot + (size_t)rows[i].chunk * nn,
		    mslot + (size_t)rows[i].chunk * nn);
	free(count);
	free(mcount);
	free(slot);
	free(mslot);
	free(names);
	free(mnames);
}

/*
 * The same chunk by chunk, with counts per name for one chunk at a
 * time: memory in proportion to the rows and names however many
 * chunks there are.
 */
static void
build_by_chunk(struct runs_row *rows, size_t nrows,
    const struct runs_val *vals, const struct runs_mval *metas,
    size_t nnames, struct runchunk *chunks, size_t nch)
{
	size_t i, j, *start;
	uint32_t *order, *count, *mcount, *slot, *mslot, *names, *mnames;
	uint32_t c;

	/* The rows of each chunk, in file order (a counting sort). */
	start = xcalloc(nch + 1, sizeof(*start));
	for (i = 0; i < nrows; i++)
		start[rows[i].chunk + 1]++;
	for (c = 0; c < nch; c++)
		start[c + 1] += start[c];
	order = xcalloc(nrows + 1, sizeof(*order));
	for (i = 0; i < nrows; i++)
		order[start[rows[i].chunk] + rows[i].pos] = (uint32_t)i;

	count = xcalloc(nnames + 1, sizeof(*count));
	mcount = xcalloc(nnames + 1, sizeof(*mcount));
	slot = xcalloc(nnames + 1, sizeof(*slot));
	mslot = xcalloc(nnames + 1, sizeof(*mslot));
	names = xcalloc(nnames + 1, sizeof(*names));
	mnames = xcalloc(nnames + 1, sizeof(*mnames));
	for (c = 0; c < nch; c++) {
		struct runchunk *ch = &chunks[c];
		const uint32_t *o = order + start[c];
		uint32_t n = 0, mn = 0, r;

		/* Which names the chunk has, and how often. */
		for (r = 0; r < ch->len; r++) {
			const struct runs_row *w = &rows[o[r]];

			for (j = w->val0; j < (size_t)w->val0 + w->nval; j++)
				if (count[vals[j].name]++ == 0)
					names[n++] = vals[j].name;
			for (j = w->meta0; j < (size_t)w->meta0 + w->nmeta;
			    j++)
				if (mcount[metas[j].name]++ == 0)
					mnames[mn++] = metas[j].name;
		}
		qsort(names, n, sizeof(*names), u32cmp);
		qsort(mnames, mn, sizeof(*mnames), u32cmp);
		chunk_make(ch, names, n, count, slot, mnames, mn, mcount,
		    mslot);
		/* The values, row by row (rows ascend: sparse stays sorted). */
		for (r = 0; r < ch->len; r++)
			put_row(ch, &rows[o[r]], vals, metas, slot, mslot);
		for (j = 0; j < n; j++)
			count[names[j]] = 0;
		for (j = 0; j < mn; j++)
			mcount[mnames[j]] = 0;
	}
	free(start);
	free(order);
	free(count);
	free(mcount);
	free(slot);
	free(mslot);
	free(names);
	free(mnames);
}

size_t
runs_chunks_build(struct runs_row *rows, size_t nrows,
    const struct runs_val *vals, const struct runs_mval *metas,
    size_t nnames, struct runchunk **chunks, size_t *capchunks)
{
	struct pairmap map;
	size_t nch = 0, i;

	/* Chunks by (tc, cfg), and each row's place in its chunk. */
	for (map.n = 16; map.n < nrows * 2; map.n *= 2)
		;
	map.keys = xcalloc(map.n, sizeof(*map.keys));
	map.vals = xcalloc(map.n, sizeof(*map.vals));
	for (i = 0; i < nrows; i++) {
		uint32_t *m = pair_slot(&map, rows[i].ltc, rows[i].lcfg);

		if (*m == 0) {
			xgrow(chunks, capchunks, nch + 1, sizeof(**chunks));
			memset(&(*chunks)[nch], 0, sizeof(**chunks));
			*m = (uint32_t)++nch;
		}
		rows[i].chunk = *m - 1;
		rows[i].pos = (*chunks)[*m - 1].len++;
	}
	free(map.keys);
	free(map.vals);
	if ((uint64_t)nch * (nnames + 1) <= MATRIX_MAX)
		build_matrix(rows, nrows, vals, metas, nnames, *chunks, nch);
	else
		build_by_chunk(rows, nrows, vals, metas, nnames, *chunks, nch);
	return nch;
}

/* Orders structs that begin with a uint32_t id (runs.h) by it. */
static int
idcmp(const void *a, const void *b)
{
	uint32_t x, y;

	memcpy(&x, a, sizeof(x));
	memcpy(&y, b, sizeof(y));
	return x < y ? -1 : x > y;
}

/*
 * Gives the n structs stride bytes apart that begin with an id the id
 * map[id] - 1, and orders them by it again when that changed the order
 * (global ids follow first appearance in the file: mostly in order).
 */
static void
renumber(void *base, uint32_t n, size_t stride, const uint32_t *map)
{
	char *p = base;
	uint32_t i, id, prev = 0;
	int sorted = 1;

	for (i = 0; i < n; i++) {
		memcpy(&id, p + (size_t)i * stride, sizeof(id));
		id = map[id] - 1;
		memcpy(p + (size_t)i * stride, &id, sizeof(id));
		if (i > 0 && id < prev)
			sorted = 0;
		prev = id;
	}
	if (!sorted)
		qsort(base, n, stride, idcmp);
}

void
runs_chunk_rename(struct runchunk *ch, const uint32_t *gm, const uint32_t *gk)
{
	renumber(ch->cols, ch->ncols, sizeof(*ch->cols), gm);
	renumber(ch->mcols, ch->nmcols, sizeof(*ch->mcols), gk);
}

void
runs_chunk_free(struct runchunk *ch)
{
	uint32_t i;

	/* Borrowed columns point into the runset's cache file (runs.h). */
	for (i = 0; !ch->borrowed && i < ch->ncols; i++)
		if (ch->cols[i].kind != RUNCOL_SPARSE)
			free(ch->cols[i].data);
	free(ch->cols);
	for (i = 0; !ch->borrowed && i < ch->nmcols; i++)
		if (ch->mcols[i].rows == NULL)
			free(ch->mcols[i].offs);
	free(ch->mcols);
	free(ch->sparse);
	ch->cols = NULL;
	ch->mcols = NULL;
	ch->sparse = NULL;
	ch->ncols = ch->nmcols = 0;
}

/*
 * The first of n ascending uint32_t keys at least key, where the keys
 * are the first member of structs stride bytes apart: one binary
 * search for the columns (by id) and for a sparse column's rows.
 */
static uint32_t
lower(const void *base, uint32_t n, size_t stride, uint32_t key)
{
	const char *p = base;
	uint32_t lo = 0, hi = n, x;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		memcpy(&x, p + (size_t)mid * stride, sizeof(x));
		if (x < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const struct runcol *
runs_chunk_col(const struct runchunk *ch, uint32_t metric)
{
	uint32_t i = lower(ch->cols, ch->ncols, sizeof(*ch->cols), metric);

	return i < ch->ncols && ch->cols[i].id == metric ? &ch->cols[i] :
	    NULL;
}

static const struct runmcol *
chunk_mcol(const struct runchunk *ch, uint32_t key)
{
	uint32_t i = lower(ch->mcols, ch->nmcols, sizeof(*ch->mcols), key);

	return i < ch->nmcols && ch->mcols[i].id == key ? &ch->mcols[i] :
	    NULL;
}

/*
 * Reads row pos of a column.  An integer over a power of ten is the
 * double nearest to the decimal the file wrote: both are exact, and
 * IEEE division rounds once (only values that come back exactly are
 * stored so).
 */
int
runs_col_read(const struct runcol *c, uint32_t pos, double *v)
{
	if (c->kind == RUNCOL_I32) {
		int32_t x = ((const int32_t *)c->data)[pos];

		if (x == INT32_MIN)
			return 0;
		*v = c->scale == 0 ? (double)x : (double)x / p10[c->scale];
		return 1;
	}
	if (c->kind == RUNCOL_F64) {
		double x = ((const double *)c->data)[pos];

		if (x != x)
			return 0;
		*v = x;
		return 1;
	} else {
		uint32_t i = lower(c->rows, c->n, sizeof(*c->rows), pos);

		if (i == c->n || c->rows[i] != pos)
			return 0;
		*v = ((const double *)c->data)[i];
		return 1;
	}
}

int
runs_value(const struct runset *rs, const struct run *r, uint32_t metric,
    double *v)
{
	const struct runcol *c = runs_chunk_col(&rs->chunks[r->chunk],
	    metric);

	return c != NULL && runs_col_read(c, r->pos, v);
}

size_t
runs_gather(const struct runset *rs, const uint32_t *runs, size_t n,
    uint32_t metric, double *out)
{
	const struct runcol *col = NULL;
	uint32_t chunk = UINT32_MAX;
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		const struct run *r = &rs->runs[runs[i]];

		if (r->chunk != chunk) {
			chunk = r->chunk;
			col = runs_chunk_col(&rs->chunks[chunk], metric);
		}
		if (col != NULL && runs_col_read(col, r->pos, &out[k]))
			k++;
	}
	return k;
}

/* Appends the values of rows pos0..pos0+len-1 of a column to out. */
static size_t
col_span(const struct runcol *col, uint32_t pos0, uint32_t len, double *out)
{
	size_t k = 0;
	uint32_t p;

	if (col->kind == RUNCOL_I32) {
		const int32_t *x = (const int32_t *)col->data + pos0;
		double f = p10[col->scale];

		for (p = 0; p < len; p++)
			if (x[p] != INT32_MIN)
				out[k++] = col->scale == 0 ? (double)x[p] :
				    (double)x[p] / f;
	} else if (col->kind == RUNCOL_F64) {
		const double *x = (const double *)col->data + pos0;

		for (p = 0; p < len; p++)
			if (x[p] == x[p])
				out[k++] = x[p];
	} else {
		const double *x = col->data;

		for (p = lower(col->rows, col->n, sizeof(*col->rows), pos0);
		    p < col->n && col->rows[p] < pos0 + len; p++)
			out[k++] = x[p];
	}
	return k;
}

size_t
runs_gather_groups(const struct runset *rs, const uint32_t *groups, size_t n,
    uint32_t metric, double *out)
{
	size_t i, j, k = 0;

	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++) {
			const struct runseg *sg = &g->segs[j];
			const struct runcol *col =
			    runs_chunk_col(&rs->chunks[sg->chunk], metric);

			if (col != NULL)
				k += col_span(col, sg->pos0, sg->len, out + k);
		}
	}
	return k;
}

int
runs_groups_have(const struct runset *rs, const uint32_t *groups, size_t n,
    uint32_t metric)
{
	size_t i, j;

	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++)
			if (runs_chunk_col(&rs->chunks[g->segs[j].chunk],
			    metric) != NULL)
				return 1;
	}
	return 0;
}

static int
u32_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

size_t
runs_groups_metrics(const struct runset *rs, const uint32_t *groups,
    size_t n, uint32_t **out)
{
	uint32_t *ch = NULL, *ids = NULL;
	size_t i, j, nch = 0, capch = 0, nids = 0, capids = 0, k;

	/* The chunks once each, then their columns: no pass per metric. */
	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++) {
			xgrow(&ch, &capch, nch + 1, sizeof(*ch));
			ch[nch++] = g->segs[j].chunk;
		}
	}
	if (nch > 1)
		qsort(ch, nch, sizeof(*ch), u32_cmp);
	for (i = 0; i < nch; i++) {
		const struct runchunk *c = &rs->chunks[ch[i]];

		if (i > 0 && ch[i] == ch[i - 1])
			continue;
		xgrow(&ids, &capids, nids + c->ncols + 1, sizeof(*ids));
		for (j = 0; j < c->ncols; j++)
			ids[nids++] = c->cols[j].id;
	}
	free(ch);
	if (nids > 1)
		qsort(ids, nids, sizeof(*ids), u32_cmp);
	for (i = k = 0; i < nids; i++)
		if (k == 0 || ids[i] != ids[k - 1])
			ids[k++] = ids[i];
	*out = ids;
	return k;
}

void
runs_gather_all(const struct runset *rs, const uint32_t *groups, size_t n,
    uint32_t metric, double *out)
{
	size_t i, j;
	uint32_t p;

	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++) {
			const struct runseg *sg = &g->segs[j];
			const struct runcol *col =
			    runs_chunk_col(&rs->chunks[sg->chunk], metric);

			for (p = 0; p < sg->len; p++, out++)
				if (col == NULL ||
				    !runs_col_read(col, sg->pos0 + p, out))
					*out = NAN;
		}
	}
}

/*
 * Integer columns hold value x 10^scale exactly (only values that read
 * back exactly are stored so), so the codes come from them alone: any
 * column of doubles, dense or sparse, means no common scale is known.
 */
int
runs_fixed_plan(const struct runset *rs, const uint32_t *groups, size_t n,
    uint32_t metric, struct runs_fixed *f)
{
	const int64_t lim = (int64_t)1 << 53;
	size_t i, j;
	uint32_t p;

	memset(f, 0, sizeof(*f));
	f->lo = INT64_MAX;
	f->hi = INT64_MIN;
	for (i = 0; i < n; i++)
		f->n += rs->groups[groups[i]].len;
	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++) {
			const struct runcol *c = runs_chunk_col(
			    &rs->chunks[g->segs[j].chunk], metric);

			if (c == NULL)
				continue;
			if (c->kind != RUNCOL_I32)
				return 0;
			if (c->scale > f->scale)
				f->scale = c->scale;
		}
	}
	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++) {
			const struct runseg *sg = &g->segs[j];
			const struct runcol *c = runs_chunk_col(
			    &rs->chunks[sg->chunk], metric);
			const int32_t *x;
			int64_t k;

			if (c == NULL)
				continue;
			x = (const int32_t *)c->data + sg->pos0;
			k = (int64_t)p10[f->scale - c->scale];
			for (p = 0; p < sg->len; p++) {
				int64_t v;

				if (x[p] == INT32_MIN)
					continue;
				v = (int64_t)x[p] * k;
				if (v <= -lim || v >= lim)
					return 0;
				f->lo = v < f->lo ? v : f->lo;
				f->hi = v > f->hi ? v : f->hi;
			}
		}
	}
	return 1;
}

void
runs_fixed_gather(const struct runset *rs, const uint32_t *groups, size_t n,
    uint32_t metric, const struct runs_fixed *f, uint64_t absent,
    uint64_t *out)
{
	size_t i, j;
	uint32_t p;

	for (i = 0; i < n; i++) {
		const struct rungroup *g = &rs->groups[groups[i]];

		for (j = 0; j < g->nsegs; j++) {
			const struct runseg *sg = &g->segs[j];
			const struct runcol *c = runs_chunk_col(
			    &rs->chunks[sg->chunk], metric);
			const int32_t *x = c != NULL ?
			    (const int32_t *)c->data + sg->pos0 : NULL;
			int64_t k = c != NULL ?
			    (int64_t)p10[f->scale - c->scale] : 1;

			for (p = 0; p < sg->len; p++)
				*out++ = x == NULL || x[p] == INT32_MIN ?
				    absent : (uint64_t)((int64_t)x[p] * k -
				    f->lo);
		}
	}
}

const char *
runs_meta(const struct runset *rs, const struct run *r, uint32_t key)
{
	const struct runchunk *c = &rs->chunks[r->chunk];
	const struct runmcol *mc = chunk_mcol(c, key);
	uint32_t off, i;

	if (mc == NULL)
		return NULL;
	if (mc->rows == NULL)
		off = mc->offs[r->pos];
	else {
		i = lower(mc->rows, mc->n, sizeof(*mc->rows), r->pos);
		off = i < mc->n && mc->rows[i] == r->pos ? mc->offs[i] : 0;
	}
	return off == 0 ? NULL : rs->pools[c->pool] + off - 1;
}

/* Orders (chunk, index) pairs by chunk, then index. */
static int
pair_cmp(const void *a, const void *b)
{
	const uint64_t *x = a, *y = b;

	return *x < *y ? -1 : *x > *y;
}

void
runs_meta_rows(const struct runset *rs, const uint32_t *runs, size_t n,
    struct runs_meta_list *out)
{
	uint64_t *pairs = xmalloc((n + 1) * sizeof(*pairs));
	uint32_t *posmap = NULL, *ekey = NULL, *eidx = NULL;
	const char **eval = NULL;
	size_t i, j, k, ne = 0, cape = 0, capmap = 0, *fill;

	/*
	 * The chunks' metadata columns hold the values: a walk over them
	 * costs the values there are, where asking every run for every
	 * key (runs_meta) costs runs x keys, which a file of a key per
	 * run makes quadratic.
	 */
	for (i = 0; i < n; i++)
		pairs[i] = (uint64_t)rs->runs[runs[i]].chunk << 32 | i;
	if (n > 1)
		qsort(pairs, n, sizeof(*pairs), pair_cmp);
	for (i = 0; i < n; i = j) {
		uint32_t c = (uint32_t)(pairs[i] >> 32);
		const struct runchunk *ch = &rs->chunks[c];

		xgrow_zero(&posmap, &capmap, (size_t)ch->len + 1,
		    sizeof(*posmap));
		for (j = i; j < n && (uint32_t)(pairs[j] >> 32) == c; j++)
			posmap[rs->runs[runs[(uint32_t)pairs[j]]].pos] =
			    (uint32_t)pairs[j] + 1;
		for (k = 0; k < ch->nmcols; k++) {
			const struct runmcol *mc = &ch->mcols[k];
			size_t m = mc->rows == NULL ? ch->len : mc->n, e;

			for (e = 0; e < m; e++) {
				uint32_t pos = mc->rows == NULL ? (uint32_t)e :
				    mc->rows[e], at = posmap[pos];

				if (mc->offs[e] == 0 || at == 0)
					continue;
				if (ne == cape) {
					size_t c1 = cape, c2 = cape;

					xgrow(&ekey, &c1, ne + 1,
					    sizeof(*ekey));
					xgrow(&eidx, &c2, ne + 1,
					    sizeof(*eidx));
					xgrow(&eval, &cape, ne + 1,
					    sizeof(*eval));
				}
				ekey[ne] = mc->id;
				eidx[ne] = at - 1;
				eval[ne++] = rs->pools[ch->pool] +
				    mc->offs[e] - 1;
			}
		}
		for (j = i; j < n && (uint32_t)(pairs[j] >> 32) == c; j++)
			posmap[rs->runs[runs[(uint32_t)pairs[j]]].pos] = 0;
	}
	/*
	 * By run, stably: a run's values all come from its chunk, whose
	 * columns go by key, so each run's keys stay ascending.
	 */
	out->start = xcalloc(n + 2, sizeof(*out->start));
	out->keys = xmalloc((ne + 1) * sizeof(*out->keys));
	out->vals = xmalloc((ne + 1) * sizeof(*out->vals));
	for (k = 0; k < ne; k++)
		out->start[eidx[k] + 2]++;
	for (i = 0; i < n; i++)
		out->start[i + 2] += out->start[i + 1];
	fill = out->start + 1;
	for (k = 0; k < ne; k++) {
		size_t at = fill[eidx[k]]++;

		out->keys[at] = ekey[k];
		out->vals[at] = eval[k];
	}
	free(pairs);
	free(posmap);
	free(ekey);
	free(eidx);
	free(eval);
}

void
runs_meta_list_free(struct runs_meta_list *l)
{
	free(l->start);
	free(l->keys);
	free(l->vals);
	memset(l, 0, sizeof(*l));
}
