/*
 * The checker's data, one small script per test case and per (test
 * case, metric), so that the page carries none of the runs and the
 * checker loads only what a reader opens: a test case of 125,000 runs
 * costs its index and one metric's values, never the whole file.
 * Scripts, not JSON fetched, because browsers refuse fetch() on file://
 * while a <script src> of the same folder loads (and CSP allows 'self').
 *
 *	data/runs/TC.js		vrData("runs", "TC", {cfg, rep, line, meta})
 *	data/runs/TC/M.js	vrData("metric", "TC/M", [v, null, ...])
 *
 * Runs are in group order (configs as the file first shows them), rep
 * order within a group; a metric's values follow the same order.
 */
#include <stdlib.h>
#include <string.h>

#include "render.h"

/* Metadata makes every run's row wide; past this many runs it stays in
 * results.jsonl (the row shows the line to look at). */
#define CHECKER_META_MAX	2000

/* The groups of one test case, in group order. */
struct tcgroups {
	const uint32_t	*g;
	size_t		 n;
};

static void
runs_file(struct site *s, const struct runset *rs, uint32_t t,
    const char *stem, const struct tcgroups *tg)
{
	struct buf b = {0}, path = {0};
	size_t gi, g, k, n = 0, j;
	const char *sep = "";
	int meta;

	for (gi = 0; gi < tg->n; gi++)
		n += rs->groups[tg->g[gi]].len;
	meta = n <= CHECKER_META_MAX;
	buf_adds(&b, "vrData(\"runs\",");
	json_str(&b, rs->tcs.strs[t]);
	buf_adds(&b, ",{\"cfg\":[");
	for (gi = 0; gi < tg->n; gi++)
		for (g = tg->g[gi], k = 0; k < rs->groups[g].len; k++) {
			buf_printf(&b, "%s%u", sep, (unsigned)rs->groups[g].cfg);
			sep = ",";
		}
	buf_adds(&b, "],\"rep\":[");
	sep = "";
	for (gi = 0; gi < tg->n; gi++)
		for (g = tg->g[gi], k = 0; k < rs->groups[g].len; k++) {
			buf_printf(&b, "%s%u", sep,
			    (unsigned)rs->runs[rs->groups[g].runs[k]].rep);
			sep = ",";
		}
	buf_adds(&b, "],\"line\":[");
	sep = "";
	for (gi = 0; gi < tg->n; gi++)
		for (g = tg->g[gi], k = 0; k < rs->groups[g].len; k++) {
			buf_printf(&b, "%s%zu", sep,
			    rs->runs[rs->groups[g].runs[k]].line);
			sep = ",";
		}
	buf_adds(&b, "],\"meta\":");
	if (!meta)
		buf_adds(&b, "null");
	else {
		buf_addc(&b, '[');
		sep = "";
		for (gi = 0; gi < tg->n; gi++)
			for (g = tg->g[gi], k = 0; k < rs->groups[g].len;
			    k++) {
				const struct run *r =
				    &rs->runs[rs->groups[g].runs[k]];
				const char *s2 = "";

				buf_printf(&b, "%s{", sep);
				for (j = 0; j < rs->metakeys.len; j++) {
					const char *m = runs_meta(rs, r,
					    (uint32_t)j);

					if (m == NULL)
						continue;
					buf_printf(&b, "%s\"%zu\":", s2, j);
					json_str(&b, m);
					s2 = ",";
				}
				buf_addc(&b, '}');
				sep = ",";
			}
		buf_addc(&b, ']');
	}
	buf_adds(&b, "});\n");
	buf_printf(&path, "data/runs/%s.js", stem);
	site_add(s, path.data, b.data, b.len);
	buf_free(&path);
}

/* One metric of one test case; returns zero when no run has it. */
static int
metric_file(struct site *s, const struct runset *rs, uint32_t t,
    const char *stem, uint32_t m, const struct tcgroups *tg)
{
	struct buf b = {0}, path = {0};
	size_t gi, g, k;
	const char *sep = "";
	double v;
	int any = 0;

	buf_adds(&b, "vrData(\"metric\",");
	buf_printf(&path, "%s/%u", rs->tcs.strs[t], (unsigned)m);
	json_str(&b, path.data);
	buf_adds(&b, ",[");
	for (gi = 0; gi < tg->n; gi++)
		for (g = tg->g[gi], k = 0; k < rs->groups[g].len; k++) {
			buf_adds(&b, sep);
			if (runs_value(rs, &rs->runs[rs->groups[g].runs[k]], m,
			    &v)) {
				json_num(&b, v);
				any = 1;
			} else
				buf_adds(&b, "null");
			sep = ",";
		}
	buf_adds(&b, "]);\n");
	if (any) {
		path.len = 0;
		buf_printf(&path, "data/runs/%s/%u.js", stem, (unsigned)m);
		site_add(s, path.data, b.data, b.len);
	} else
		buf_free(&b);
	buf_free(&path);
	return any;
}

/*
 * Whether some run of the test case has metric m: its groups' chunks
 * know which metrics they hold, so no run is read to find out.
 */
static int
has_metric(const struct runset *rs, const struct tcgroups *tg, uint32_t m)
{
	size_t gi, k;

	for (gi = 0; gi < tg->n; gi++) {
		const struct rungroup *gr = &rs->groups[tg->g[gi]];

		for (k = 0; k < gr->nsegs; k++) {
			const struct runchunk *c = &rs->chunks[gr->segs[k].chunk];

			if (runs_chunk_col(c, m) != NULL)
				return 1;
		}
	}
	return 0;
}

void
render_checker_data(struct site *s, const struct runset *rs,
    unsigned char *present)
{
	uint32_t t, m, *order;
	size_t *start, g, ntc = rs->tcs.len;
	struct tcgroups tg;

	/*
	 * Groups bucketed by test case once: a file per test case and per
	 * (test case, metric) then costs its own runs, not every group.
	 */
	start = xcalloc(ntc + 2, sizeof(*start));
	order = xcalloc(rs->ngroups + 1, sizeof(*order));
	for (g = 0; g < rs->ngroups; g++)
		start[rs->groups[g].tc + 2]++;
	for (t = 0; t < ntc; t++)
		start[t + 2] += start[t + 1];
	for (g = 0; g < rs->ngroups; g++)
		order[start[rs->groups[g].tc + 1]++] = (uint32_t)g;
	for (t = 0; t < ntc; t++) {
		char *file = render_tc_stem(rs->tcs.strs[t]);

		tg.g = order + start[t];
		tg.n = start[t + 1] - start[t];
		runs_file(s, rs, t, file, &tg);
		for (m = 0; m < rs->metrics.len; m++)
			if (has_metric(rs, &tg, m))
				present[(size_t)t * rs->metrics.len + m] =
				    (unsigned char)metric_file(s, rs, t, file,
				    m, &tg);
		free(file);
	}
	free(start);
	free(order);
}
