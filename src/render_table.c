/*
 * The full median table (data/analysis_full.md): every metric x test
 * case x config as median and min~max, written as bound tables so that
 * verify-report checks every cell of it against the runs it came from.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"

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
 * B against A in %, signed, with a decimal (two under 1%, so that a
 * small change does not read 0.0%); the written precision is what
 * verify-report rounds its own computation to.
 */
static void
change(struct buf *b, double vb, double va)
{
	double pct = (vb / va - 1) * 100;
	int dec = fabs(pct) < 1 ? 2 : 1;

	if (pct >= 0)
		buf_addc(b, '+');
	fmt_fixed(b, pct, dec, 1);
	buf_addc(b, '%');
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

/* A test case whose table is not written, and why (a key). */
static void
untabulated(struct buf *b, const struct html_strings *S, const char *why)
{
	buf_addc(b, '\n');
	html_strf(b, S, "table.untabulated", "why", html_str(S, why),
	    (char *)NULL);
	buf_addc(b, '\n');
}

/* The words of a column header, the config's id escaped in them. */
static void
header_words(struct buf *b, const struct html_strings *S, const char *key,
    const char *cfg)
{
	struct buf id = {0};

	md_id(&id, cfg);
	html_strf(b, S, key, "cfg", id.data != NULL ? id.data : "",
	    (char *)NULL);
	buf_free(&id);
}

/*
 * Writes the table into b.  With want set it only asks sc for the
 * (group, metric) pairs it reads, and b is thrown away: what it reads
 * depends on the runs' counts, never on their values.  Otherwise it
 * takes their statistics from sc, computing any sc lacks.
 */
static void
table(const struct runset *rs, const struct stats_cache *csc,
    struct stats_cache *wsc, const struct html_strings *S, struct buf *b)
{
	struct buf head = {0}, rows = {0};
	size_t t, gi, ng, m, nrows, cols, reads = 0, claims = 0;
	double *scratch = NULL;
	size_t capscratch = 0;
	const uint32_t *gs;
	double med[REPORT_PIPES_MAX];

	buf_adds(b, "# ");
	buf_adds(b, html_str(S, "table.title"));
	buf_adds(b, "\n\n");
	buf_adds(b, html_str(S, "table.intro"));
	buf_addc(b, '\n');
	for (t = 0; t < rs->tcs.len; t++) {
		const char *tc = rs->tcs.strs[t];

		buf_adds(b, "\n## ");
		md_id(b, tc);
		buf_addc(b, '\n');
		gs = runs_tc_groups(rs, (uint32_t)t, &ng);
		/*
		 * A column per config's median and range, the labels, and
		 * each config's change against the first, so that a reader
		 * sees the difference without doing the arithmetic.
		 */
		cols = 1 + 2 * ng + (ng > 0 ? ng - 1 : 0);
		if (cols + 1 > REPORT_PIPES_MAX) {
			untabulated(b, S, "table.why.configs");
			continue;
		}
		if (reads > ANALYSIS_READS_MAX) {
			untabulated(b, S, "table.why.runs");
			continue;
		}
		head.len = 0;
		buf_adds(&head, "\n| [");
		buf_adds(&head, html_str(S, "table.metric"));
		buf_adds(&head, "](ev:");
		md_dest(&head, tc);
		buf_adds(&head, "//) |");
		for (gi = 0; gi < ng; gi++) {
			const char *cfg = rs->cfgs.strs[rs->groups[gs[gi]].cfg];

			buf_adds(&head, " [");
			header_words(&head, S, "table.median", cfg);
			buf_adds(&head, "](ev:/");
			md_dest(&head, cfg);
			buf_adds(&head, "/) | [");
			header_words(&head, S, "table.range", cfg);
			buf_adds(&head, "](ev:/");
			md_dest(&head, cfg);
			buf_adds(&head, "/@range) |");
		}
		for (gi = 1; gi < ng; gi++) {
			const char *cfg = rs->cfgs.strs[rs->groups[gs[gi]].cfg];
			const char *base = rs->cfgs.strs[rs->groups[gs[0]].cfg];
			struct buf a = {0}, z = {0};

			md_id(&a, cfg);
			md_id(&z, base);
			buf_adds(&head, " [");
			html_strf(&head, S, "table.change", "cfg", a.data,
			    "base", z.data, (char *)NULL);
			buf_adds(&head, "](ev:/");
			md_dest(&head, cfg);
			buf_addc(&head, '~');
			md_dest(&head, base);
			buf_adds(&head, "/) |");
			buf_free(&a);
			buf_free(&z);
		}
		buf_adds(&head, "\n|---|");
		for (gi = 0; gi < ng; gi++)
			buf_adds(&head, gi > 0 ? "---:|---:|---:|" : "---:|---:|");
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
			for (gi = 0; gi < ng; gi++) {
				const struct stats_group *st;
				struct stats_group own;

				med[gi] = NAN;

				/* A call costs about 64 values' reading. */
				reads += rs->groups[gs[gi]].len + 64;
				if (wsc != NULL) {
					stats_cache_want(wsc, gs[gi], id);
					continue;
				}
				if ((st = stats_cache_find(csc, gs[gi], id)) ==
				    NULL) {
					stats_group_compute(rs, gs[gi], id,
					    &scratch, &capscratch, &own);
					st = &own;
				}
				if (st->n == 0) {
					buf_adds(&rows, " \xE2\x80\x94 | "
					    "\xE2\x80\x94 |");
					continue;
				}
				any = 1;
				med[gi] = st->median;
				buf_addc(&rows, ' ');
				cell(&rows, st->median);
				buf_adds(&rows, " | ");
				cell(&rows, st->min);
				buf_addc(&rows, '~');
				cell(&rows, st->max);
				buf_adds(&rows, " |");
			}
			/* The changes, in % of the first config's median. */
			for (gi = 1; gi < ng && wsc == NULL; gi++) {
				if (isnan(med[0]) || isnan(med[gi]) ||
				    med[0] == 0) {
					buf_adds(&rows, " \xE2\x80\x94 |");
					continue;
				}
				buf_addc(&rows, ' ');
				change(&rows, med[gi], med[0]);
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
			untabulated(b, S, "table.why.runs");
		else if ((nrows + 2) * cols > REPORT_CELLS_MAX ||
		    claims + nrows * (cols - 1) > REPORT_CLAIMS_MAX)
			untabulated(b, S, "table.why.metrics");
		else {
			claims += nrows * (cols - 1);
			buf_add(b, head.data, head.len);
			if (rows.len > 0)
				buf_add(b, rows.data, rows.len);
		}
	}
	free(scratch);
	buf_free(&head);
	buf_free(&rows);
}

void
render_analysis_want(const struct runset *rs, struct stats_cache *sc)
{
	struct buf b = {0};

	table(rs, NULL, sc, NULL, &b);
	buf_free(&b);
}

char *
render_analysis_md(const struct runset *rs, const struct stats_cache *sc,
    const struct html_strings *strings)
{
	struct buf b = {0};

	table(rs, sc, NULL, strings, &b);
	return buf_take(&b);
}
