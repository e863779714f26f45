/*
 * A claim's computation in the page's language (render.h): c->calc
 * with each of its words (claim.h, struct calc_word) said in the words
 * of the keys calc.*, and a statistic's name alone.  The page, its
 * evidence blocks and the charts all call down into this file, which
 * calls no other renderer.
 */
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

void
render_calc(struct buf *b, const struct claim *c,
    const struct render_opts *o)
{
	const struct calc_word *w;
	struct buf sub = {0};
	size_t at = 0, i, len;

	if (c->calc == NULL)
		return;
	len = strlen(c->calc);
	for (i = 0; i < c->nwords; i++) {
		w = &c->words[i];
		/* Spans come in order within calc (claim.h); guard anyway. */
		if (w->off < at || w->off + w->len > len)
			continue;
		buf_add(b, c->calc + at, w->off - at);
		at = w->off + w->len;
		switch (w->kind) {
		case CALC_STAT:
			buf_adds(b, RENDER_CALC_STAT(o->strings, w->stat));
			break;
		case CALC_RUNS:
			html_strn(b, o->strings, "calc.runs", w->n,
			    (char *)NULL);
			break;
		case CALC_OTHER:
			sub.len = 0;
			buf_add(&sub, c->calc + w->sub_off, w->sub_len);
			html_strf(b, o->strings, "calc.other", "calc",
			    sub.data != NULL ? sub.data : "", (char *)NULL);
			break;
		}
	}
	buf_adds(b, c->calc + at);
	buf_free(&sub);
}
