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

void
render_calc_error(struct buf *b, const struct claim *c,
    const struct html_strings *S)
{
	const struct claim_why *w = &c->why;
	char names[3][STATS_NAME_MAX];
	const char *v[3];
	int k, st;

	/* A statistic's name in an error is a word of the page too. */
	for (k = 0; k < 3; k++) {
		v[k] = w->value[k];
		if (v[k] != NULL && w->name[k] != NULL &&
		    (strcmp(w->name[k], "fn") == 0 ||
		    strcmp(w->name[k], "stat") == 0) &&
		    (st = stats_parse(v[k], strlen(v[k]))) >= 0)
			v[k] = render_calc_stat(S, (enum statfn)st,
			    names[k]);
	}
	/* The names end at the first NULL: a key has 0 to 3 of them. */
	if (w->key == NULL)
		buf_adds(b, c->error != NULL ? c->error : "");
	else
		html_strf(b, S, w->key, w->name[0], v[0], w->name[1], v[1],
		    w->name[2], v[2], (char *)NULL);
}
