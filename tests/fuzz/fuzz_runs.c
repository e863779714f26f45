/*
 * libFuzzer target: the JSONL loader (runs_load_buf) on arbitrary bytes.
 * Whatever the input, loading must neither crash nor leak, every run it
 * keeps must be findable through the index, and each diagnostic must
 * name a line of the input.  Loaded again on two threads in 64-byte
 * blocks (columns built the other way: MATRIX_MAX is small here), it
 * must give the same runs, values and metadata, and every way of
 * reading a metric (runs_value, runs_gather, runs_gather_groups) the
 * same values.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runs.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static int
same_double(double a, double b)
{
	return memcmp(&a, &b, sizeof(a)) == 0;
}

/* Every reading of every metric of a agrees, and with a load in blocks. */
static void
same_elsewhere(const struct runset *a, const uint8_t *data, size_t size)
{
	struct runset b;
	struct diag d = {0};
	double *x, *y, v, w;
	size_t i, n, k;
	uint32_t m, g;

	memset(&b, 0, sizeof(b));
	runs_load_mem(&b, "fuzz.jsonl", (const char *)data, size, 2, 64, &d);
	if (b.nruns != a->nruns || b.metrics.len != a->metrics.len ||
	    b.metakeys.len != a->metakeys.len || d.nerrors != 0)
		abort();
	x = calloc(a->nruns + 1, sizeof(*x));
	y = calloc(a->nruns + 1, sizeof(*y));
	if (x == NULL || y == NULL)
		abort();
	for (m = 0; m < a->metrics.len; m++) {
		if (strcmp(a->metrics.strs[m], b.metrics.strs[m]) != 0)
			abort();
		for (i = 0; i < a->nruns; i++) {
			int ha = runs_value(a, &a->runs[i], m, &v);
			int hb = runs_value(&b, &b.runs[i], m, &w);

			if (ha != hb || (ha && !same_double(v, w)))
				abort();
		}
		for (g = 0; g < a->ngroups; g++) {
			const struct rungroup *gr = &a->groups[g];

			n = runs_gather_groups(a, &g, 1, m, x);
			k = runs_gather(a, gr->runs, gr->len, m, y);
			if (n != k)
				abort();
			for (i = 0; i < n; i++)
				if (!same_double(x[i], y[i]))
					abort();
		}
	}
	for (m = 0; m < a->metakeys.len; m++)
		for (i = 0; i < a->nruns; i++) {
			const char *s = runs_meta(a, &a->runs[i], m);
			const char *t = runs_meta(&b, &b.runs[i], m);

			if ((s == NULL) != (t == NULL) ||
			    (s != NULL && strcmp(s, t) != 0))
				abort();
		}
	free(x);
	free(y);
	diag_free(&d);
	runs_free(&b);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct runset rs;
	struct diag d = {0};
	size_t i, lines = 1;

	memset(&rs, 0, sizeof(rs));
	runs_load_buf(&rs, "fuzz.jsonl", (const char *)data, size, &d);
	for (i = 0; i < size; i++)
		lines += data[i] == '\n';
	for (i = 0; i < d.len; i++)
		if (d.msgs[i].line > lines)
			abort();
	for (i = 0; d.nerrors == 0 && i < rs.nruns; i++) {
		const struct run *r = &rs.runs[i];
		const struct rungroup *g = runs_group_find(&rs, r->tc, r->cfg);

		if (g == NULL || runs_rep_find(&rs, r->group, r->rep) !=
		    (long)i)
			abort();
	}
	if (d.nerrors == 0)
		same_elsewhere(&rs, data, size);
	diag_free(&d);
	runs_free(&rs);
	return 0;
}
