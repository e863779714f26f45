/*
 * The site's pages, one entry point each: they build libxml2 trees from
 * the checked report and the runs and add the serialised files to a
 * struct site.  Nothing here touches the filesystem but the templates.
 * For use by render_*.c and the site tool's main.
 */
#ifndef RENDER_H
#define RENDER_H

#include "diag.h"
#include "report.h"
#include "runs.h"
#include "site.h"
#include "stats_cache.h"

struct html_strings;

/* Where the raw runs are, when the site holds no copy of them. */
enum { RESULTS_HERE, RESULTS_URL, RESULTS_OVER };

struct render_opts {
	const char	*templates;	/* folder of page shells */
	const char	*checker_page;	/* where claims link: "" = same page */
	int		 checker;	/* embed the per-run checker */
	int		 charts;	/* show site/charts/<tc>.svg per tc */
	const char	*nav_report;	/* links of the page header */
	const char	*nav_analysis;
	const char	*nav_results;	/* --results-url, when RESULTS_URL */
	/* Each results file's copy (its first part) when RESULTS_HERE, */
	/* and what the pages call each file (its copy's name, the link */
	/* label, or its own name when not copied), in the order given. */
	const char *const *results_links;
	const char *const *results_names;
	size_t		 nresults;
	/* Each results file's files (site_parts_names), nresults of */
	/* each (NULL when not copied), and each file's size: a file cut */
	/* into parts has every part linked by a sentence beside the nav. */
	const char *const *const *results_parts;
	const size_t	*nresults_parts;
	const size_t	*results_sizes;
	int		 results_away;	/* RESULTS_* below: where they are */
	size_t		 results_bytes;	/* their size, for the note */
	size_t		 budget_bytes;	/* the site's, for the note */
	/* A median table cut into pages (site_main.c): their names and */
	/* labels, and which one this is; nparts 0 or 1: not cut. */
	const char *const *part_names;
	const char *const *part_labels;
	size_t		 nparts, part;
	size_t		*over;		/* set to the page's bytes (at */
					/* least) when it passes its budget */
	const struct render_present *present;	/* the data scripts that
					   exist (render_checker_data) */
	const struct stats_cache *stats; /* the groups' statistics, or NULL */
	const struct html_strings *strings;	/* the page's words (html.h) */
	int		 noise;		/* mark claims within noise (--noise) */
	const char	*prose_lang;	/* the report's own language ("zh"), */
};					/* when --lang gave the page another */

/*
 * The sentence on a claim's support, in the page's language (keys
 * noise.*; docs/noise.md): "The ranges of the 3 runs on each side
 * overlap: ...".  Appends nothing and returns zero when the claim has
 * nothing worth saying or o->noise is off.  For the renderers.
 */
int	 render_claim_support(struct buf *, const struct claim *,
	    const struct render_opts *o);
/*
 * A claim's computation in the page's language: claim_calc_print with
 * its words (statistics, run counts, the other base's sentence) in the
 * words of keys calc.*, its numbers, names and operators as the text
 * output's c->calc has them.  render_report_say fills say for S.
 */
void	 render_report_say(struct calc_say *say, const struct html_strings *S);
void	 render_calc(struct buf *, const struct claim *,
	    const struct render_opts *o);
/*
 * render_claim.c: "; 2.91% ‘gain’ means −2.91%" after a computation, in
 * the page's words, when a word signed the written number
 * (claim_word_signed): the tooltip and the evidence say it.
 */
void	 render_claim_meant(struct buf *, const struct claim *,
	    const struct html_strings *);
/*
 * Why a claim could not be evaluated, in the page's language: the words
 * of its key (claim_why), else the English of c->error.
 */
void	 render_calc_error(struct buf *, const struct claim *,
	    const struct html_strings *);
/*
 * Adds the page's steps file at path: the record of every claim's
 * computation as JSON for the checker (render_record.c, docs/site.md).
 */
void	 render_record_steps(struct site *, const char *path,
	    const struct report *, const struct runset *,
	    const struct html_strings *);
/* A statistic's name in the page's language (calc.median...). */
const char *render_calc_stat(const struct html_strings *, enum statfn,
	    char buf[STATS_NAME_MAX]);
/* The same with a buffer that lives to the end of the enclosing block. */
#define RENDER_CALC_STAT(S, st) \
	render_calc_stat((S), (st), (char[STATS_NAME_MAX]){ 0 })

/*
 * Renders a checked report as the page `out` (e.g. "index.html"):
 * claims marked with their verdicts, headings anchored, a table of
 * contents, a banner of counts, and optionally the checker and charts.
 * Returns zero with a diagnostic on failure.
 */
int	 render_report(struct site *, const char *out, struct report *,
	    const struct runset *, const struct render_opts *, struct diag *);
/*
 * The least bytes render_report's page of rep takes: the markup of its
 * claims and unbound numbers alone.  A page may take SITE_FILE_MAX;
 * render_report refuses one past it before building it, and the site
 * tool asks this before the claims are checked.
 */
size_t	 render_report_floor(const struct report *,
	    const struct html_strings *);
/*
 * The page's budget as report_load_budget takes it: a page's bytes and
 * the least markup of a claim and of an unbound number in any language,
 * so that a report the parse stops is one whose page cannot fit.
 */
void	 render_report_budget(struct report_budget *);
/*
 * Adds charts/<tc>.svg for every test case the report cites: a panel
 * per expression its claims use, in the report's order, with the
 * claims' statistic, unit and row labels; an expression whose every run
 * has the same value (a constant parameter) gets none.  The groups'
 * statistics come from sc (or NULL) where it has them.
 */
void	 render_charts(struct site *, const struct report *,
	    const struct runset *, const struct stats_cache *sc,
	    const struct html_strings *);
/*
 * What test case tc's chart shows, in words for its alt text: the
 * changes the report claims of it, panel by panel.  Appends to b.
 */
void	 render_chart_finding(struct buf *b, const struct report *,
	    const struct runset *, const char *tc,
	    const struct html_strings *);

/*
 * Which metrics each test case has a data script for: test case t's
 * are metrics[start[t] .. start[t + 1]), ascending.  Sparse, not a
 * tcs x metrics table, which a file of a test case and a metric per
 * run makes quadratic.
 */
struct render_present {
	size_t		*start;		/* tcs + 1 */
	uint32_t	*metrics;
	size_t		 n, cap;
	uint32_t	*pack;		/* by test case: 0 its own scripts, */
					/* k in data/runs/~pack/(k-1).js */
	size_t		 budget;	/* bytes the scripts may take, set by */
					/* the caller (0: SITE_BYTES_MAX) */
	size_t		 max_files;	/* files the site may hold (0: */
					/* SITE_FILES_MAX) */
	int		 over;		/* past the budget: stopped */
	int		 failed;	/* flush failed: stopped */
};
/*
 * Adds the checker's data scripts: data/runs/TC.js per test case and
 * data/runs/TC/M.js per metric it has, the small ones packed together,
 * and fills present (zeroed by the caller; free with
 * render_present_free).  Calls flush(arg) (when not NULL) every few
 * megabytes so that the caller writes them out; stops when it fails
 * (present->failed) or when the scripts pass the site's budget
 * (present->over, site.h).
 */
void	 render_checker_data(struct site *, const struct runset *,
	    struct render_present *present, int (*flush)(void *), void *arg);
void	 render_present_free(struct render_present *);
/*
 * A test case's id as a file name stem, safe and unique per id, for its
 * chart and its checker data; caller frees.
 */
char	*render_tc_stem(const char *tc);
/*
 * The unit of a claim's values before the comparison (B and A of
 * on~off): the unit word written after its number ("+1.4 ms"), else
 * one in parentheses ending its table row's label ("PSI (ms)"), else
 * its metric's, scaled by a known step (x_us/1000 is ms), else none.
 * Appends it to b.
 */
void	 render_chart_unit(struct buf *b, const struct claim *,
	    const struct html_strings *);
/* The file name of a test case's chart, caller frees. */
char	*render_chart_name(const char *tc);
/*
 * A chart of more than one panel has a one-column twin for narrow
 * screens: STEM.svg's STEM followed by this.
 */
#define CHART_NARROW	".narrow.svg"
/*
 * Asks sc for every statistic the median table shows, so that one
 * stats_cache_fill computes them with the claims'.
 */
void	 render_analysis_want(const struct runset *, struct stats_cache *sc);
/*
 * The full median table as markdown: every metric x test case x config
 * as median and min~max, written as bound tables.  Its statistics come
 * from sc (render_analysis_want, filled); any it lacks are computed.
 * Its words are the strings' table.* keys.  Caller frees.
 */
char	*render_analysis_md(const struct runset *, const struct stats_cache *sc,
	    const struct html_strings *);

#endif
