/*
 * The full median table (data/analysis_full.md): every metric x test
 * case x config as median and min~max, written as bound tables so that
 * verify-report checks every cell of it against the runs it came from.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* Whether an address can name the metric (claim_addr.c's grammar). */
static int
addressable(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

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

char *
render_analysis_md(const struct runset *rs)
{
	struct buf b = {0};
	double *vals = NULL;
	size_t capv = 0, t, g, m, k;

	buf_adds(&b, "# Full median table\n\n"
	    "Every metric of every test case and config: the median of the "
	    "runs and their min~max. Each cell is a claim bound by its "
	    "table's header, so `verify-report` checks this file against "
	    "the runs it was made from. Generated from the results file; "
	    "do not edit by hand.\n");
	for (t = 0; t < rs->tcs.len; t++) {
		const char *tc = rs->tcs.strs[t];

		buf_adds(&b, "\n## ");
		md_id(&b, tc);
		buf_adds(&b, "\n\n| [metric](ev:");
		md_id(&b, tc);
		buf_adds(&b, "//) |");
		for (g = 0; g < rs->ngroups; g++)
			if (rs->groups[g].tc == t) {
				const char *cfg = rs->cfgs.strs[rs->groups[g].cfg];

				buf_adds(&b, " [");
				md_id(&b, cfg);
				buf_adds(&b, " median](ev:/");
				md_id(&b, cfg);
				buf_adds(&b, "/) | [");
				md_id(&b, cfg);
				buf_adds(&b, " min~max](ev:/");
				md_id(&b, cfg);
				buf_adds(&b, "/@range) |");
			}
		buf_adds(&b, "\n|---|");
		for (g = 0; g < rs->ngroups; g++)
			if (rs->groups[g].tc == t)
				buf_adds(&b, "---:|---:|");
		buf_addc(&b, '\n');
		for (m = 0; m < rs->metrics.len; m++) {
			uint32_t id = rs->metric_order[m];
			struct buf row = {0};
			int any = 0;

			if (!addressable(rs->metrics.strs[id]))
				continue;

			buf_adds(&row, "| [");
			md_text(&row, rs->metrics.strs[id]);
			buf_printf(&row, "](<ev://%s>) |", rs->metrics.strs[id]);
			for (g = 0; g < rs->ngroups; g++) {
				const struct rungroup *gr = &rs->groups[g];
				size_t n = 0;

				if (gr->tc != t)
					continue;
				xgrow(&vals, &capv, gr->len, sizeof(double));
				for (k = 0; k < gr->len; k++)
					n += (size_t)runs_value(rs,
					    &rs->runs[gr->runs[k]], id, &vals[n]);
				if (n == 0) {
					buf_adds(&row, " \xE2\x80\x94 | "
					    "\xE2\x80\x94 |");
					continue;
				}
				any = 1;
				buf_addc(&row, ' ');
				{
					double mn = stats_compute(STAT_MIN, vals,
					    n), mx = stats_compute(STAT_MAX,
					    vals, n);

					cell(&row, stats_median(vals, n));
					buf_adds(&row, " | ");
					cell(&row, mn);
					buf_addc(&row, '~');
					cell(&row, mx);
				}
				buf_adds(&row, " |");
			}
			if (any) {
				buf_add(&b, row.data, row.len);
				buf_addc(&b, '\n');
			}
			buf_free(&row);
		}
	}
	free(vals);
	return buf_take(&b);
}
