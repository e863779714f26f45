/*
 * The full median table (data/analysis_full.md): every metric x test
 * case x config as median and min~max, written as bound tables so that
 * verify-report checks every cell of it against the runs it came from.
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "render.h"

/*
 * The statistics of the (group, metric) pairs the table shows, in the
 * order it shows them, and a hash of them for the charts.
 */
struct render_gstats {
	const struct runset	*rs;
	uint64_t		*keys;		/* group << 32 | metric */
	struct render_gstat	*stats;
	size_t			 n, cap;
	size_t			 next;		/* the table's cursor */
	uint32_t		*slots;		/* index + 1, 0 = empty */
	size_t			 nslots;
	atomic_size_t		 work;		/* the next pair to compute */
};

static void
gstats_add(struct render_gstats *gs, uint32_t group, uint32_t metric)
{
	xgrow(&gs->keys, &gs->cap, gs->n + 1, sizeof(*gs->keys));
	gs->keys[gs->n++] = (uint64_t)group << 32 | metric;
}

/* One group's values of a metric, read straight from the columns. */
static void
gstat_compute(const struct runset *rs, uint32_t group, uint32_t metric,
    double **vals, size_t *capv, struct render_gstat *st)
{
	size_t n;

	xgrow(vals, capv, rs->groups[group].len + 1, sizeof(double));
	n = runs_gather_groups(rs, &group, 1, metric, *vals);
	st->n = n;
	if (n == 0) {
		st->med = st->min = st->max = NAN;
		return;
	}
	st->min = stats_compute(STAT_MIN, *vals, n);
	st->max = stats_compute(STAT_MAX, *vals, n);
	st->med = stats_median(*vals, n);
}

static void *
gstats_worker(void *arg)
{
	struct render_gstats *gs = arg;
	double *vals = NULL;
	size_t capv = 0, i;

	while ((i = atomic_fetch_add(&gs->work, 1)) < gs->n)
		gstat_compute(gs->rs, (uint32_t)(gs->keys[i] >> 32),
		    (uint32_t)gs->keys[i], &vals, &capv, &gs->stats[i]);
	free(vals);
	return NULL;
}

/* Computes every pair on every core, then indexes them. */
static void
gstats_fill(struct render_gstats *gs)
{
	pthread_t tid[7];
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	size_t nt = cpus > 1 ? (size_t)cpus - 1 : 0, i, started = 0;
	uint64_t h;

	gs->stats = xcalloc(gs->n + 1, sizeof(*gs->stats));
	atomic_init(&gs->work, 0);
	if (nt > sizeof(tid) / sizeof(tid[0]))
		nt = sizeof(tid) / sizeof(tid[0]);
	if (gs->n < 64)		/* a small table is not worth a thread */
		nt = 0;
	for (i = 0; i < nt; i++)
		if (pthread_create(&tid[started], NULL, gstats_worker, gs) == 0)
			started++;
	gstats_worker(gs);
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	for (gs->nslots = 16; gs->nslots < 2 * gs->n; gs->nslots *= 2)
		;
	gs->slots = xcalloc(gs->nslots, sizeof(*gs->slots));
	for (i = 0; i < gs->n; i++) {
		h = gs->keys[i] * 0x9E3779B97F4A7C15u >> 20;
		while (gs->slots[h & (gs->nslots - 1)] != 0)
			h++;
		gs->slots[h & (gs->nslots - 1)] = (uint32_t)i + 1;
	}
}

const struct render_gstat *
render_gstats_find(const struct render_gstats *gs, uint32_t group,
    uint32_t metric)
{
	uint64_t k = (uint64_t)group << 32 | metric, h;
	uint32_t at;

	if (gs == NULL || gs->nslots == 0)
		return NULL;
	h = k * 0x9E3779B97F4A7C15u >> 20;
	while ((at = gs->slots[h & (gs->nslots - 1)]) != 0) {
		if (gs->keys[at - 1] == k)
			return &gs->stats[at - 1];
		h++;
	}
	return NULL;
}

void
render_gstats_memo(const struct render_gstats *gs, struct claim_memo *memo)
{
	const struct runset *rs;
	size_t i;

	if (gs == NULL || gs->stats == NULL)
		return;
	rs = gs->rs;
	for (i = 0; i < gs->n; i++) {
		const struct render_gstat *st = &gs->stats[i];
		const struct rungroup *g = &rs->groups[gs->keys[i] >> 32];
		const char *tc = rs->tcs.strs[g->tc], *cfg = rs->cfgs.strs[g->cfg];
		const char *m = rs->metrics.strs[(uint32_t)gs->keys[i]];

		if (st->n <= CLAIM_VALUES_MAX)	/* the memo's threshold */
			continue;
		claim_memo_put(memo, tc, cfg, m, STAT_MEDIAN, st->med);
		claim_memo_put(memo, tc, cfg, m, STAT_MIN, st->min);
		claim_memo_put(memo, tc, cfg, m, STAT_MAX, st->max);
	}
}

void
render_gstats_free(struct render_gstats *gs)
{
	if (gs == NULL)
		return;
	free(gs->keys);
	free(gs->stats);
	free(gs->slots);
	free(gs);
}

/*
 * Writes v with enough digits that the written number, read back with
 * its half-unit precision, still verifies: at least 4 significant
 * digits, more for small magnitudes, never more than the value has.
 */
static void
cell(struct buf *b, double v)
{
	struct buf t = {0};
	int dec;

	if (v == floor(v) && fabs(v) < 1e15) {
		fmt_fixed(b, v, 0, 1);
		return;
	}
	dec = fabs(v) >= 1000 ? 1 : fabs(v) >= 1 ? 3 :
	    (int)ceil(-log10(fabs(v))) + 3;
	if (dec > 12)
		dec = 12;
	fmt_fixed(&t, v, dec, 1);
	/* Trailing zeros add nothing a reader needs. */
	while (t.len > 0 && strchr(t.data, '.') != NULL &&
	    (t.data[t.len - 1] == '0' || t.data[t.len - 1] == '.')) {
		int dot = t.data[t.len - 1] == '.';

		t.data[--t.len] = '\0';
		if (dot)
			break;
	}
	buf_adds(b, t.data);
	buf_free(&t);
}

/* Metric names hold no markdown, but escape what could act as one. */
static void
md_text(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		if (strchr("\\`*_[]<>|#!~&", *s) != NULL)
			buf_addc(b, '\\');
		buf_addc(b, *s);
	}
}

/*
 * Test case and config ids may hold any punctuation but the address
 * grammar's ("a|b", "x)", "&amp;"): a backslash before each character
 * that markdown reads in a link's text or destination keeps it literal
 * there, and GFM turns "\|" back into "|" inside a table cell.
 */
static void
md_id(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		if (strchr("\\`*_[]<>()|&!\"", *s) != NULL)
			buf_addc(b, '\\');
		buf_addc(b, *s);
	}
}

/*
 * The same for a link destination, where cmark decodes entities before
 * backslashes, so that "\&amp;" would still read "&": "&" is written
 * "&amp;" there instead.
 */
static void
md_dest(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '&') {
			buf_adds(b, "&amp;");
			continue;
		}
		if (strchr("\\`*_[]<>()|!\"", *s) != NULL)
			buf_addc(b, '\\');
		buf_addc(b, *s);
	}
}

/*
 * Whether an address can name the metric (claim_addr.c's grammar):
 * U+2212 is a minus there even inside a word ("a−b").
 */
static int
addressable(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	if (strstr(s, "\xE2\x88\x92") != NULL)
		return 0;
	if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
	    *p == '_' || *p >= 0x80))
		return 0;
	for (p++; *p != '\0'; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '_' || *p == '.' ||
		    *p >= 0x80))
			return 0;
	return p[-1] != '.';
}

/*
 * How many run values the whole table may read (metrics x runs of each
 * test case, summed): the table is quadratic when every run has
 * metrics of its own, so past this the remaining test cases get a
 * sentence instead.  Dense data of a million runs with 100 metrics
 * fits.
 */
#define ANALYSIS_READS_MAX	((size_t)100 * 1000 * 1000)

/* A test case whose table is not written, and why. */
static void
untabulated(struct buf *b, const char *why)
{
	buf_printf(b, "\nThis test case has %s to tabulate here "
	    "(docs/claims.md, Limits); data/results.jsonl holds every "
	    "run.\n", why);
}

/*
 * Writes the table into b.  With plan set it only lists in gs the
 * (group, metric) pairs it reads, in order, and b is thrown away: what
 * it reads depends on the runs' counts, never on their values.
 * Otherwise it takes their statistics from gs, pair after pair.
 */
static void
table(const struct runset *rs, struct render_gstats *gs, int plan,
    struct buf *b)
{
	struct buf head = {0}, rows = {0};
	size_t t, g, gi, m, nrows, cols, reads = 0, claims = 0;
	size_t *gstart, *gorder;
	uint32_t *key;

	key = xcalloc(rs->ngroups + 1, sizeof(*key));
	for (g = 0; g < rs->ngroups; g++)
		key[g] = rs->groups[g].tc;
	bucket_sort(key, rs->ngroups, rs->tcs.len, &gstart, &gorder);
	free(key);
	buf_adds(b, "# Full median table\n\n"
	    "Every metric of every test case and config: the median of the "
	    "runs and their min~max. Each cell is a claim bound by its "
	    "table's header, so `verify-report` checks this file against "
	    "the runs it was made from. Generated from the results file; "
	    "do not edit by hand.\n");
	for (t = 0; t < rs->tcs.len; t++) {
		const char *tc = rs->tcs.strs[t];

		buf_adds(b, "\n## ");
		md_id(b, tc);
		buf_addc(b, '\n');
		/* A column per config's median and range, and the labels. */
		cols = 1 + 2 * (gstart[t + 1] - gstart[t]);
		if (cols + 1 > REPORT_PIPES_MAX) {
			untabulated(b, "too many configs");
			continue;
		}
		if (reads > ANALYSIS_READS_MAX) {
			untabulated(b, "too many runs and metrics");
			continue;
		}
		head.len = 0;
		buf_adds(&head, "\n| [metric](ev:");
		md_dest(&head, tc);
		buf_adds(&head, "//) |");
		for (gi = gstart[t]; gi < gstart[t + 1]; gi++) {
			const char *cfg = rs->cfgs.strs[rs->groups[gorder[gi]].cfg];

			buf_adds(&head, " [");
			md_id(&head, cfg);
			buf_adds(&head, " median](ev:/");
			md_dest(&head, cfg);
			buf_adds(&head, "/) | [");
			md_id(&head, cfg);
			buf_adds(&head, " min~max](ev:/");
			md_dest(&head, cfg);
			buf_adds(&head, "/@range) |");
		}
		buf_adds(&head, "\n|---|");
		for (gi = gstart[t]; gi < gstart[t + 1]; gi++)
			buf_adds(&head, "---:|---:|");
		buf_addc(&head, '\n');
		rows.len = 0;
		nrows = 0;
		for (m = 0; m < rs->metrics.len &&
		    reads <= ANALYSIS_READS_MAX; m++) {
			uint32_t id = rs->metric_order[m];
			size_t keep = rows.len;
			int any = 0;

			if (!addressable(rs->metrics.strs[id]))
				continue;

			buf_adds(&rows, "| [");
			md_text(&rows, rs->metrics.strs[id]);
			buf_printf(&rows, "](<ev://%s>) |",
			    rs->metrics.strs[id]);
			for (gi = gstart[t]; gi < gstart[t + 1]; gi++) {
				const struct render_gstat *st;

				/* A call costs about 64 values' reading. */
				reads += rs->groups[gorder[gi]].len + 64;
				if (plan) {
					gstats_add(gs, (uint32_t)gorder[gi], id);
					continue;
				}
				st = &gs->stats[gs->next++];
				if (st->n == 0) {
					buf_adds(&rows, " \xE2\x80\x94 | "
					    "\xE2\x80\x94 |");
					continue;
				}
				any = 1;
				buf_addc(&rows, ' ');
				cell(&rows, st->med);
				buf_adds(&rows, " | ");
				cell(&rows, st->min);
				buf_addc(&rows, '~');
				cell(&rows, st->max);
				buf_adds(&rows, " |");
			}
			if (any) {
				buf_addc(&rows, '\n');
				nrows++;
			} else
				rows.len = keep;
		}
		/* The table must pass the limits of the report it is. */
		if (reads > ANALYSIS_READS_MAX)
			untabulated(b, "too many runs and metrics");
		else if ((nrows + 2) * cols > REPORT_CELLS_MAX ||
		    claims + nrows * (cols - 1) > REPORT_CLAIMS_MAX)
			untabulated(b, "too many metrics and configs");
		else {
			claims += nrows * (cols - 1);
			buf_add(b, head.data, head.len);
			if (rows.len > 0)
				buf_add(b, rows.data, rows.len);
		}
	}
	free(gstart);
	free(gorder);
	buf_free(&head);
	buf_free(&rows);
}

char *
render_analysis_md(const struct runset *rs, struct render_gstats **out)
{
	struct render_gstats *gs = xcalloc(1, sizeof(*gs));
	struct buf b = {0};

	/*
	 * The pairs first, then their statistics on every core (the
	 * medians of a million runs are most of the table's cost), then
	 * the table.
	 */
	gs->rs = rs;
	table(rs, gs, 1, &b);
	gstats_fill(gs);
	b.len = 0;
	table(rs, gs, 0, &b);
	if (out != NULL)
		*out = gs;
	else
		render_gstats_free(gs);
	return buf_take(&b);
}
