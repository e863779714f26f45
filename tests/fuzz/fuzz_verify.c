/*
 * libFuzzer target: the whole verification of a (report, runs) pair,
 * as verify-report runs it: load the runs, parse the report, evaluate
 * every claim, print the text and the JSON output (to /dev/null).
 * The input is the report, a NUL byte, then the runs (fuzz_split.h).
 *
 * It also checks the guard of report_parse.c against what cmark-gfm
 * made of a report it let through: no paragraph, heading or table row
 * spans source whose inline cost (report_guard_inline) is over the
 * limits, and no table has more cells than REPORT_CELLS_MAX.  The fuzz build makes
 * those limits small (Makefile), so that this is checked often.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "output.h"
#include "report_guard.h"
#include "report.h"
#include "runs.h"
#include "stats_cache.h"
#include "fuzz_split.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static FILE *devnull;

/*
 * The start of each line as cmark-gfm counts them (a line ends at
 * "\n", "\r\n" or a lone "\r"), and the bytes of lines first..last.
 */
struct lines {
	size_t	*at;
	size_t	 n;
	size_t	 len;
};

static void
lines_of(const char *s, size_t len, struct lines *ls)
{
	size_t i, cap = 0;

	memset(ls, 0, sizeof(*ls));
	ls->len = len;
	xgrow(&ls->at, &cap, 1, sizeof(*ls->at));
	ls->at[ls->n++] = 0;
	for (i = 0; i < len; i++) {
		if (s[i] == '\r' && i + 1 < len && s[i + 1] == '\n')
			i++;
		if ((s[i] == '\n' || s[i] == '\r') && i + 1 < len) {
			xgrow(&ls->at, &cap, ls->n + 1, sizeof(*ls->at));
			ls->at[ls->n++] = i + 1;
		}
	}
}

static size_t
span(const struct lines *ls, int first, int last)
{
	size_t a, b;

	if (first < 1 || last < first || (size_t)first > ls->n)
		return 0;
	a = ls->at[first - 1];
	b = (size_t)last < ls->n ? ls->at[last] : ls->len;
	return b - a;
}

static void
check_guard(const struct report *r)
{
	cmark_iter *it = cmark_iter_new(r->doc);
	cmark_event_type ev;
	size_t cells = 0;
	struct lines ls;

	lines_of(r->src, r->len, &ls);

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		const char *t = cmark_node_get_type_string(n);

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (strcmp(t, "table") == 0)
			cells = 0;
		if (strcmp(t, "table_cell") == 0 && ++cells > REPORT_CELLS_MAX)
			abort();
		if (strcmp(t, "paragraph") == 0 || strcmp(t, "heading") == 0 ||
		    strcmp(t, "table_row") == 0) {
			struct report_inline st = {0};
			int a = cmark_node_get_start_line(n);
			size_t from;

			if (a < 1 || (size_t)a > ls.n)
				continue;
			from = ls.at[a - 1];
			report_guard_inline(r->src, from, from + span(&ls, a,
			    cmark_node_get_end_line(n)), &st);
			/* A part of a run never walks more than the run. */
			if (st.markup > REPORT_RUN_MAX ||
			    st.walk > 16 * r->len + 65536)
				abort();
		}
	}
	cmark_iter_free(it);
	free(ls.at);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_pair in;
	struct runset rs;
	struct report rep;
	struct diag d = {0};
	struct output_opts o;
	struct output_counts k;
	int have_runs = 0;

	memset(&o, 0, sizeof(o));
	o.verbose = 1;
	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	fuzz_split(data, size, &in);
	memset(&rs, 0, sizeof(rs));
	memset(&rep, 0, sizeof(rep));
	if (in.runs != NULL) {
		have_runs = runs_load_buf(&rs, "runs.jsonl", in.runs,
		    in.runs_len, &d);
		o.results = "runs.jsonl";
	}
	if (d.nerrors == 0 && report_parse(&rep, "report.md", in.report,
	    in.report_len, &d) && d.nerrors == 0) {
		check_guard(&rep);
		struct stats_cache *sc = have_runs ? stats_cache_new(&rs) :
		    NULL;

		claim_eval_all(rep.claims, rep.nclaims, have_runs ? &rs :
		    NULL, sc);
		stats_cache_free(sc);
		output_text(devnull, &rep, &o);
		output_json(devnull, &rep, &o);
		output_count(&rep, &o, &k);
		if (k.claims != rep.nclaims)
			abort();
	}
	diag_print(&d, devnull);
	diag_free(&d);
	report_free(&rep);
	runs_free(&rs);
	return 0;
}
