/*
 * A page's steps file, data/steps/PAGE.js: the record of each claim's
 * computation (claim.h struct claim_side, claim_why) as JSON in the
 * page's words, for assets/checker.js to show step by step.  The
 * checker evaluates nothing: every value, verdict and rounding here is
 * the evaluator's (docs/site.md says what each field is).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"

/*
 * An expression as written in the address, its functions named in the
 * page's words ("中位数(pg.steal / pg.scan)").
 */
static void
expr_words(struct buf *b, const struct expr *x,
    const struct html_strings *S)
{
	struct calc_say say;

	render_report_say(&say, S);
	claim_expr_print_say(b, x, &say);
}

/* "tc/cfg#rep" of run id r. */
static void
run_name(struct buf *b, const struct runset *rs, uint32_t r)
{
	const struct run *run = &rs->runs[r];

	buf_printf(b, "%s/%s#%u", rs->tcs.strs[run->tc],
	    rs->cfgs.strs[run->cfg], (unsigned)run->rep);
}

/* One side: its runs, statistics, expression and value. */
static void
side_json(struct buf *b, const struct claim *c, const struct claim_side *sd,
    const char *cfg, const struct runset *rs, const struct html_strings *S)
{
	size_t i;

	buf_adds(b, "{\"label\":");
	json_str(b, sd->label);
	buf_adds(b, ",\"cfg\":");
	json_str(b, cfg);
	buf_printf(b, ",\"runs\":%zu", sd->nruns);
	/*
	 * The runs the checker lists, as [test case, config, rep] indexes
	 * into its names: needed where they span test cases (in the order
	 * they were read) or are one run; else it lists the test case's
	 * own, which come in the same order.
	 */
	if (rs != NULL && sd->nshown > 0 && (c->addr->tc == NULL ||
	    c->addr->sel == SEL_RUN)) {
		buf_adds(b, ",\"list\":[");
		for (i = 0; i < sd->nshown; i++) {
			const struct run *r = &rs->runs[sd->shown[i]];

			buf_printf(b, "%s[%u,%u,%u]", i ? "," : "",
			    (unsigned)r->tc, (unsigned)r->cfg,
			    (unsigned)r->rep);
		}
		buf_addc(b, ']');
	}
	if (rs != NULL && c->addr->sel == SEL_RUN && sd->nshown > 0) {
		struct buf n = {0};

		run_name(&n, rs, sd->shown[0]);
		buf_adds(b, ",\"run\":");
		json_str(b, n.data);
		buf_free(&n);
	}
	if (sd->perrun != NULL) {
		buf_adds(b, ",\"perrun\":[");
		for (i = 0; i < sd->nshown; i++) {
			if (i)
				buf_addc(b, ',');
			if (isnan(sd->perrun[i]))
				buf_adds(b, "null");
			else
				json_num(b, sd->perrun[i]);
		}
		buf_addc(b, ']');
	}
	buf_adds(b, ",\"stats\":[");
	for (i = 0; i < sd->ninputs; i++) {
		const struct claim_input *in = &c->inputs[sd->first + i];
		int st = stats_parse(in->stat, strlen(in->stat));

		buf_adds(b, i ? ",{\"what\":" : "{\"what\":");
		json_str(b, strcmp(in->metric, "(runs)") == 0 ?
		    html_str(S, "js.st.runs") : in->metric);
		buf_adds(b, ",\"st\":");
		json_str(b, in->stat);
		buf_adds(b, ",\"fn\":");
		json_str(b, st >= 0 ? RENDER_CALC_STAT(S, (enum statfn)st) :
		    in->stat);
		/* n() and @n count the side's runs. */
		buf_printf(b, ",\"n\":%zu,\"value\":", st == STAT_N ?
		    sd->nruns : in->n);
		json_num(b, in->result);
		if (in->has_mid) {
			buf_adds(b, ",\"mid\":[");
			json_num(b, in->mid[0]);
			buf_addc(b, ',');
			json_num(b, in->mid[1]);
			buf_addc(b, ']');
		}
		buf_addc(b, '}');
	}
	buf_adds(b, "],\"values\":");
	{
		struct buf vt = {0};

		claim_calc_values(&vt, c, (size_t)(sd - c->sides));
		json_str(b, vt.data);
		buf_free(&vt);
	}
	buf_adds(b, ",\"value\":");
	json_num(b, sd->value);
	buf_addc(b, '}');
}

/*
 * A written number's rounding: the value with two more decimals than
 * written ("+12.87%"), as the verdict's answer shows it ("+12.9%"),
 * its verdict and its half unit ("0.05%").
 */
static void
number_json(struct buf *b, const struct claim *c, int which, const char *unit)
{
	const struct written *w = which ? &c->num.b : &c->num.a;
	double v = which ? c->v2 : c->v, x = w->scale != 0 ? v / w->scale : v;
	struct buf t = {0}, suffix = {0};
	const char *tilde = strchr(c->text, '~');

	buf_add(&suffix, c->text + w->digits_end, w->end - w->digits_end);
	buf_adds(b, "{\"written\":");
	if (c->num.is_range && tilde != NULL) {
		if (which)
			buf_adds(&t, tilde + 1);
		else
			buf_add(&t, c->text, (size_t)(tilde - c->text));
		json_str(b, t.data != NULL ? t.data : "");
	} else
		json_str(b, c->text);
	t.len = 0;
	if (x < 0)
		buf_adds(&t, "\xE2\x88\x92");
	else if (w->sign != 0 && x > 0)
		buf_addc(&t, '+');
	fmt_fixed(&t, fabs(x), w->decimals + 2, 1);
	buf_adds(&t, suffix.data != NULL ? suffix.data : "");
	buf_adds(b, ",\"fine\":");
	json_str(b, t.data);
	t.len = 0;
	claim_format_number(&t, c, which);
	buf_adds(b, ",\"shown\":");
	json_str(b, t.data);
	buf_adds(b, ",\"verdict\":");
	json_str(b, claim_verdict_name(c->verdicts[which]));
	t.len = 0;
	fmt_num(&t, w->half / (w->scale != 0 ? w->scale : 1), 3, 1);
	buf_adds(&t, suffix.data != NULL && suffix.data[0] == ' ' ?
	    suffix.data + 1 : suffix.data != NULL ? suffix.data : "");
	buf_adds(b, ",\"half\":");
	json_str(b, t.data);
	buf_adds(b, ",\"unit\":");
	json_str(b, unit);
	/* A sign a word gave it (claim_word_signed): what it means. */
	if (which == 0 && claim_word_signed(c)) {
		buf_adds(b, ",\"word\":");
		json_str(b, c->dirword);
		t.len = 0;
		claim_format_value(&t, c, c->num.a.value);
		buf_adds(b, ",\"meant\":");
		json_str(b, t.data);
	}
	buf_addc(b, '}');
	buf_free(&t);
	buf_free(&suffix);
}

/*
 * Whether the claim's text says its unit after the last number, as
 * claim_format_value's answer repeats it: one word of up to 12 bytes.
 */
static int
has_tail(const struct claim *c)
{
	const struct written *w = c->num.is_range ? &c->num.b : &c->num.a;
	size_t len = strlen(c->text), i = w->end;

	if (i < len && c->text[i] == ' ')
		i++;
	return i < len && len - i <= 12 && strpbrk(c->text + i, " \t\n") == NULL;
}

static void
record_json(struct buf *b, const struct claim *c, const struct runset *rs,
    const struct html_strings *S)
{
	static const char *const sels[] = { "cfg", "run", "all", "cmp" };
	static const char *const kinds[] = { "plain", "pct", "pp", "ratio" };
	const struct addr *a = c->addr;
	const struct expr *x = a != NULL ? a->expr : NULL;
	const struct expr *arg = x != NULL && x->op == EXPR_CALL ? x->a : x;
	struct buf u = {0}, t = {0}, why = {0};
	const char *names[16];
	size_t i, nm;
	enum statfn st;

	if (a == NULL || !c->evaluated || c->text == NULL) {
		buf_adds(b, "null");
		return;
	}
	buf_adds(b, "{\"sel\":");
	json_str(b, a->constant ? "const" : sels[a->sel]);
	buf_adds(b, ",\"tc\":");
	json_str(b, a->tc);
	buf_adds(b, ",\"cfg\":");
	json_str(b, a->cfg);
	buf_adds(b, ",\"cfga\":");
	json_str(b, a->cfg_a);
	buf_printf(b, ",\"rep\":%u", (unsigned)a->rep);
	/* The statistic the number is, in words: the function's, or @'s. */
	st = x != NULL && x->op == EXPR_CALL ? x->fn : a->has_stat ? a->stat :
	    STAT_MEDIAN;
	buf_adds(b, ",\"stat\":");
	if (c->range_spread) {
		/* X's statistic, then min and max of the same runs. */
		buf_printf(&t, "%s, %s", RENDER_CALC_STAT(S, c->range_around),
		    html_str(S, "calc.minmax"));
		json_str(b, t.data);
		t.len = 0;
	} else
		json_str(b, c->num.is_range ? html_str(S, "calc.minmax") :
		    RENDER_CALC_STAT(S, st));
	/* What the number is of: the row's words, else the expression. */
	if (c->row_label != NULL)
		buf_adds(&t, c->row_label);
	else if (arg != NULL)
		expr_words(&t, arg, S);
	buf_adds(b, ",\"what\":");
	json_str(b, t.len > 0 ? t.data : html_str(S, "js.st.runs"));
	/* The metrics a run's row shows, and its per-run value's heading. */
	nm = claim_expr_metrics(x, names, 16);
	buf_adds(b, ",\"names\":[");
	for (i = 0; i < nm && i < 16; i++) {
		if (i)
			buf_addc(b, ',');
		json_str(b, names[i]);
	}
	buf_adds(b, "],\"perx\":");
	t.len = 0;
	if (arg != NULL && arg->op != EXPR_METRIC && arg->op != EXPR_NUM)
		expr_words(&t, arg, S);
	json_str(b, t.len > 0 ? t.data : NULL);
	/* The whole expression, where statistics are combined. */
	buf_adds(b, ",\"expr\":");
	t.len = 0;
	if (x != NULL && x->op != EXPR_METRIC && x->op != EXPR_CALL)
		expr_words(&t, x, S);
	json_str(b, t.len > 0 ? t.data : NULL);
	buf_adds(b, ",\"kind\":");
	json_str(b, kinds[c->num.a.kind]);
	render_chart_unit(&u, c, S);
	buf_adds(b, ",\"unit\":");
	json_str(b, u.data != NULL ? u.data : "");
	if (c->verdict == VERDICT_ERROR) {
		render_calc_error(&why, c, S);
		buf_adds(b, ",\"verdict\":\"error\",\"error\":");
		json_str(b, why.data != NULL ? why.data : "");
		buf_addc(b, '}');
		buf_free(&u);
		buf_free(&t);
		buf_free(&why);
		return;
	}
	buf_adds(b, ",\"sides\":[");
	for (i = 0; i < c->nsides; i++) {
		if (i)
			buf_addc(b, ',');
		side_json(b, c, &c->sides[i], a->sel == SEL_ALL ? NULL :
		    i == 1 ? a->cfg_a : a->cfg, rs, S);
	}
	buf_adds(b, "],\"v\":");
	json_num(b, c->v);
	if (c->num.is_range) {
		buf_adds(b, ",\"v2\":");
		json_num(b, c->v2);
	}
	/*
	 * A range spread's arithmetic as the evaluator did it: X (its
	 * statistic in words), min, max and the two terms of max(1 −
	 * min/X, max/X − 1); neg: X < 0, the terms relative to |X|.
	 */
	if (c->range_spread) {
		buf_adds(b, ",\"spread\":{\"around\":");
		json_str(b, RENDER_CALC_STAT(S, c->range_around));
		buf_adds(b, ",\"max\":");
		json_str(b, RENDER_CALC_STAT(S, STAT_MAX));
		buf_adds(b, ",\"x\":");
		json_num(b, c->range_x);
		buf_adds(b, ",\"lo\":");
		json_num(b, c->range_lo);
		buf_adds(b, ",\"hi\":");
		json_num(b, c->range_hi);
		buf_adds(b, ",\"terms\":[");
		json_num(b, c->range_terms[0]);
		buf_addc(b, ',');
		json_num(b, c->range_terms[1]);
		buf_adds(b, "],\"value\":");
		json_num(b, c->range_terms[0] > c->range_terms[1] ?
		    c->range_terms[0] : c->range_terms[1]);
		buf_printf(b, ",\"neg\":%s}", c->range_x < 0 ? "true" :
		    "false");
	}
	/* A plain number's unit, when its text does not say it. */
	buf_adds(b, ",\"numbers\":[");
	buf_free(&t);
	if (c->num.a.kind == NUM_PLAIN && u.len > 0 && !has_tail(c))
		buf_printf(&t, " %s", u.data);
	number_json(b, c, 0, t.data != NULL ? t.data : "");
	if (c->num.is_range) {
		buf_addc(b, ',');
		number_json(b, c, 1, t.data != NULL ? t.data : "");
	}
	/*
	 * Points compare fractions: values past 1 make a pp claim, or a %
	 * of one value, read better as a change or a difference.
	 */
	buf_printf(b, "],\"notfrac\":%s,\"verdict\":",
	    (a->sel == SEL_CMP && c->num.a.kind == NUM_PP && c->nsides == 2 &&
	    (fabs(c->sides[0].value) > 1 || fabs(c->sides[1].value) > 1)) ||
	    (a->sel != SEL_CMP && !c->num.is_range &&
	    (c->num.a.kind == NUM_PERCENT || c->num.a.kind == NUM_PP) &&
	    fabs(c->v / 100) > 1) ? "true" : "false");
	json_str(b, claim_verdict_name(c->verdict));
	buf_addc(b, '}');
	buf_free(&u);
	buf_free(&t);
	buf_free(&why);
}

void
render_record_steps(struct site *s, const char *path, const struct report *rep,
    const struct runset *rs, const struct html_strings *S)
{
	struct buf b = {0};
	size_t i;

	buf_adds(&b, "vrData(\"steps\",\"\",[");
	for (i = 0; i < rep->nclaims; i++) {
		if (i)
			buf_addc(&b, ',');
		record_json(&b, &rep->claims[i], rs, S);
	}
	buf_adds(&b, "]);\n");
	site_add(s, path, b.data, b.len);
}
