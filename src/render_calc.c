/*
 * A claim's computation in the page's language (render.h): the record
 * printed by claim_calc_print with its words (claim.h, struct calc_say)
 * said in the words of the keys calc.*, and a statistic's name alone.  The page, its
 * evidence blocks and the charts all call down into this file, which
 * calls no other renderer.
 */
#include <stdint.h>
#include <string.h>

#include "html.h"
#include "render.h"

const char *
render_calc_stat(const struct html_strings *S, enum statfn st,
    char buf[STATS_NAME_MAX])
{
	/* Indexed by enum statfn; the keys spelled out for tests/strings.py. */
	static const char *const keys[STAT__NAMED] = { "calc.median",
	    "calc.mean", "calc.min", "calc.max", "calc.sum", "calc.n",
	    "calc.range", "calc.stddev", "calc.cv", "calc.geomean",
	    "calc.hmean", "calc.ci", "calc.tcgeomean", "calc.p" };

	/* A percentile is p99.9 in every language. */
	return (int)st >= 0 && st < STAT__NAMED ? html_str(S, keys[st]) :
	    stats_name(st, buf);
}

/* The words of a computation in the page's language (keys calc.*). */
static void
say_stat(struct buf *b, enum statfn st, void *arg)
{
	buf_adds(b, RENDER_CALC_STAT((const struct html_strings *)arg, st));
}

static void
say_runs(struct buf *b, size_t n, void *arg)
{
	html_strn(b, arg, "calc.runs", n, (char *)NULL);
}

static void
say_other(struct buf *b, const char *formula, void *arg)
{
	html_strf(b, arg, "calc.other", "calc", formula, (char *)NULL);
}

void
render_report_say(struct calc_say *say, const struct html_strings *S)
{
	say->stat = say_stat;
	say->runs = say_runs;
	say->other = say_other;
	say->arg = (void *)(uintptr_t)S;
}

void
render_calc(struct buf *b, const struct claim *c,
    const struct render_opts *o)
{
	struct calc_say say;

	if (c->calc == NULL)
		return;
	render_report_say(&say, o->strings);
	claim_calc_print(b, c, &say);
}
