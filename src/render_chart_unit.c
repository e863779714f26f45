/*
 * The unit of a claim's values, for the checker's B - A and the charts'
 * axes (render_chart_unit, render.h): the writer's word after the
 * number, else the row label's, else its metric's guessed from the
 * name.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"
#include "words.h"

/*
 * The unit of a metric, guessed from its name: the data carries none
 * (words_chart_units in words.c).  Documented in docs/site.md.
 */
static const char *
unit_of(const char *m, const struct html_strings *S)
{
	const struct words_chart_unit *u = words_chart_units;
	size_t i, n = strlen(m), k;

	for (i = 0; i < words_nchart_units; i++) {
		k = strlen(u[i].suffix);
		if (n >= k && strcmp(m + n - k, u[i].suffix) == 0)
			/* Words are the page's; symbols are everyone's. */
			return strncmp(u[i].unit, "unit.", 5) == 0 ?
			    html_str(S, u[i].unit) : u[i].unit;
	}
	/* A latency percentile (lat.p999): the reports we know give ms. */
	{
		const char *leaf = strrchr(m, '.');

		leaf = leaf != NULL ? leaf + 1 : m;
		if (leaf[0] == 'p' && leaf[1] >= '0' && leaf[1] <= '9' &&
		    strspn(leaf + 1, "0123456789") == strlen(leaf + 1))
			return "ms";
	}
	return html_str(S, "unit.count");
}

/*
 * The unit of x's value when x scales one metric by a constant: the
 * metric's unit (unit_of) moved by the factor when it is a known step
 * of that unit (psi_memory_full_us/1000 is ms, x_bytes/1048576 MiB).
 * Returns NULL when x is no such expression or the step is not known.
 */
static const char *
scaled_unit(const struct expr *x, const struct html_strings *S)
{
	const struct words_chart_step *steps = words_chart_steps;
	const char *u;
	double by;
	size_t i;

	if (x == NULL)
		return NULL;
	if (x->op == EXPR_METRIC)
		return unit_of(x->name, S);
	if ((x->op != EXPR_DIV && x->op != EXPR_MUL) || x->a == NULL ||
	    x->a->op != EXPR_METRIC || x->b == NULL || x->b->op != EXPR_NUM ||
	    x->b->num == 0)
		return NULL;
	by = x->op == EXPR_DIV ? x->b->num : 1 / x->b->num;
	u = unit_of(x->a->name, S);
	for (i = 0; i < words_nchart_steps; i++) {
		const char *from = strncmp(steps[i].from, "unit.", 5) == 0 ?
		    html_str(S, steps[i].from) : steps[i].from;

		if (strcmp(u, from) == 0 && fabs(by / steps[i].by - 1) < 1e-9)
			return steps[i].to;
	}
	return NULL;
}

/*
 * A unit word of at most 12 bytes, without spaces or digits, in a
 * "(...)" or "（...）" that ends a table row's label, "PSI stall (ms)":
 * the report's own unit.
 */
static int
label_unit(const char *label, struct buf *b)
{
	size_t n = label != NULL ? strlen(label) : 0, open, close;
	const char *p;

	if (n >= 2 && label[n - 1] == ')')
		close = n - 1;
	else if (n >= 3 && strcmp(label + n - 3, "\xEF\xBC\x89") == 0)
		close = n - 3;
	else
		return 0;
	for (p = label + close; p > label && p[-1] != '(' &&
	    !(p - label >= 3 && strncmp(p - 3, "\xEF\xBC\x88", 3) == 0); p--)
		;
	if (p == label)
		return 0;
	open = (size_t)(p - label);
	/* "(TC-1)" names a test case, not a unit: a unit has no digit. */
	if (close - open == 0 || close - open > 12 ||
	    memchr(label + open, ' ', close - open) != NULL ||
	    strcspn(label + open, "0123456789+=,") < close - open)
		return 0;
	buf_add(b, label + open, close - open);
	return 1;
}

void
render_chart_unit(struct buf *b, const struct claim *c,
    const struct html_strings *S)
{
	const struct written *w = &c->num.a;
	size_t len = c->text != NULL ? strlen(c->text) : 0, i;
	const char *u;

	/* The word the writer put after the number: "+1.4 ms". */
	if (w->kind == NUM_PLAIN && c->text != NULL) {
		i = c->num.is_range ? c->num.b.end : w->end;
		if (i < len && c->text[i] == ' ')
			i++;
		if (i < len && len - i <= 12 &&
		    strpbrk(c->text + i, " \t\n") == NULL) {
			buf_adds(b, c->text + i);
			return;
		}
	}
	/* A ratio of the runs (cv, ci), a count or a p has no unit. */
	if (c->addr != NULL && c->addr->has_stat &&
	    (c->addr->stat == STAT_CV || c->addr->stat == STAT_CI ||
	    c->addr->stat == STAT_N || c->addr->stat == STAT_P))
		return;
	if (label_unit(c->row_label, b))
		return;
	u = c->addr != NULL ? scaled_unit(c->addr->expr, S) : NULL;
	/* "count" says nothing a number does not. */
	if (u != NULL && strcmp(u, html_str(S, "unit.count")) != 0)
		buf_adds(b, u);
}
