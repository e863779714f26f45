/*
 * A claim's computation in words, printed from its record (claim.h:
 * struct claim_side, claim_input): "tc2 on~off cb.minflt: median on
 * 4,083 / median off 135,160 − 1".  The evaluator (claim_eval.c)
 * records; this only says what it recorded, in English for the text
 * output (c->calc) or in the page's words for the site (struct
 * calc_say), and as far as the evaluation went: a claim that failed
 * says the steps before the failure.
 */
#include <math.h>
#include <string.h>

#include "claim.h"

/* Printing one side: its inputs are taken in the order evaluated. */
struct pr {
	const struct claim	*c;
	const struct calc_say	*say;
	const char		*cfg;		/* the side's config shown */
	int			 compound;	/* metrics named in the text */
	int			 bare;		/* numbers only: "1,234 / 567" */
	size_t			 next, end;	/* the side's inputs left */
};

static void
num(struct buf *b, double v)
{
	fmt_calc(b, v);
}

static void
stat_word(const struct pr *p, struct buf *t, enum statfn st)
{
	if (p->say != NULL && p->say->stat != NULL)
		p->say->stat(t, st, p->say->arg);
	else
		buf_adds(t, STATS_NAME(st));
}

/* The next input of the side, or zero where the evaluation stopped. */
static const struct claim_input *
take(struct pr *p)
{
	return p->next < p->end ? &p->c->inputs[p->next++] : NULL;
}

static enum statfn
stat_of(const struct claim_input *in)
{
	int st = stats_parse(in->stat, strlen(in->stat));

	return st >= 0 ? (enum statfn)st : STAT_MEDIAN;
}

/* Words for one statistic: "median on cg_pgsteal 1,234". */
static void
describe(const struct pr *p, struct buf *t, enum statfn st, const char *what,
    double v)
{
	stat_word(p, t, st);
	if (p->cfg != NULL)
		buf_printf(t, " %s", p->cfg);
	if (what != NULL && p->compound)
		buf_printf(t, " %s", what);
	buf_addc(t, ' ');
	num(t, v);
}

static int
prec(enum expr_op op)
{
	return op == EXPR_ADD || op == EXPR_SUB ? 1 :
	    op == EXPR_MUL || op == EXPR_DIV ? 2 : op == EXPR_NEG ? 3 : 4;
}

/*
 * x over the side as claim_eval.c evaluated it, its value in *v.
 * Returns zero where the evaluation stopped (no input left, a column
 * without a number, a division by zero), having said what came before.
 */
static int
agg(struct pr *p, struct buf *t, const struct expr *x, int min, double *v)
{
	const struct claim *c = p->c;
	const struct claim_input *in;
	int paren = prec(x->op) < min;
	double a, b;

	switch (x->op) {
	case EXPR_NUM:
		*v = x->num;
		num(t, x->num);
		return 1;
	case EXPR_COL:
		if (c->cols == NULL || (size_t)x->col > c->ncols ||
		    isnan(c->cols[x->col - 1]))
			return 0;
		*v = c->cols[x->col - 1];
		if (!p->bare)
			buf_printf(t, "$%d ", x->col);
		num(t, *v);
		return 1;
	case EXPR_METRIC:
		if ((in = take(p)) == NULL)
			return 0;
		*v = in->result;
		if (p->bare)
			num(t, *v);
		else
			describe(p, t, stat_of(in), x->name, *v);
		return 1;
	case EXPR_CALL:
		if ((in = take(p)) == NULL)
			return 0;
		*v = in->result;
		if (p->bare) {
			num(t, *v);
			return 1;
		}
		if (x->a == NULL) {
			describe(p, t, STAT_N, NULL, *v);
			return 1;
		}
		stat_word(p, t, x->fn);
		buf_addc(t, '(');
		claim_expr_print_say(t, x->a, p->say);
		buf_addc(t, ')');
		if (p->cfg != NULL)
			buf_printf(t, " %s", p->cfg);
		buf_addc(t, ' ');
		num(t, *v);
		return 1;
	case EXPR_NEG:
		buf_adds(t, "\xE2\x88\x92");
		if (!agg(p, t, x->a, 3, &a))
			return 0;
		*v = -a;
		return 1;
	default:
		break;
	}
	if (paren)
		buf_addc(t, '(');
	if (!agg(p, t, x->a, prec(x->op), &a))
		return 0;
	buf_adds(t, x->op == EXPR_ADD ? " + " : x->op == EXPR_SUB ?
	    " \xE2\x88\x92 " : x->op == EXPR_MUL ? " \xC3\x97 " : " / ");
	/* a − (b − c) and a / (b / c) keep their parentheses. */
	if (!agg(p, t, x->b, prec(x->op) + (x->op == EXPR_SUB ||
	    x->op == EXPR_DIV), &b))
		return 0;
	if (paren)
		buf_addc(t, ')');
	return claim_expr_arith(x->op, a, b, v);
}

/* Starts printing side k, showing its config when cfg is not NULL. */
static int
side(struct pr *p, size_t k, const char *cfg)
{
	const struct claim_side *s;

	if (k >= p->c->nsides)
		return 0;
	s = &p->c->sides[k];
	p->cfg = cfg;
	p->next = s->first;
	p->end = s->first + s->ninputs;
	return 1;
}

/* The side's value: the run count of an empty address, or its expr. */
static int
side_value(struct pr *p, struct buf *t, size_t k, double *v)
{
	const struct expr *x = p->c->addr->expr;

	if (x == NULL) {
		if (take(p) == NULL)
			return 0;
		*v = (double)p->c->sides[k].nruns;
		if (p->say != NULL && p->say->runs != NULL)
			p->say->runs(t, p->c->sides[k].nruns, p->say->arg);
		else
			buf_printf(t, "%zu runs", p->c->sides[k].nruns);
		return 1;
	}
	return agg(p, t, x, 0, v);
}

#define BUT	"; but "
#define OTHER	": computed against the other base?"

/* "; but 1 − A / B = 55%: computed against the other base?" */
static void
other_base(const struct pr *p, struct buf *t)
{
	const struct claim *c = p->c;
	const struct written *w = &c->num.a;
	const char *la, *lb;
	struct buf f = {0};

	if (c->nsides < 2)
		return;
	lb = c->sides[0].label;
	la = c->sides[1].label;
	if (isfinite(c->other[0]) && claim_verdict(w->value, w->half,
	    c->other[0]) == VERDICT_OK) {
		if (w->kind == NUM_RATIO)
			buf_printf(&f, "%s / %s = ", la, lb);
		else
			buf_printf(&f, "1 \xE2\x88\x92 %s / %s = ", la, lb);
		claim_format_value(&f, c, c->other[0]);
	} else if (isfinite(c->other[1]) && claim_verdict(w->value, w->half,
	    c->other[1]) == VERDICT_OK) {
		buf_printf(&f, "%s / %s \xE2\x88\x92 1 = ", la, lb);
		claim_format_value(&f, c, c->other[1]);
	} else
		return;
	if (p->say != NULL && p->say->other != NULL)
		p->say->other(t, f.data, p->say->arg);
	else
		buf_printf(t, BUT "%s" OTHER, f.data);
	buf_free(&f);
}

/* One statistic of a range spread's side, its value said if compound. */
static int
spread_part(struct pr *p, struct buf *t, double *v)
{
	if (!side_value(p, t, 0, v))
		return 0;
	if (p->compound) {
		buf_adds(t, " = ");
		num(t, *v);
	}
	return 1;
}

/*
 * A range spread (claim.h): "median 106, min 100, max 110; max(1 −
 * 100 / 106, 110 / 106 − 1) = 0.0566", X's statistic first, as far as
 * the evaluation went.
 */
static void
range_spread(struct pr *p, struct buf *t)
{
	const struct claim *c = p->c;
	double x, lo, hi;

	if (!side(p, 0, NULL) || !spread_part(p, t, &x))
		return;
	buf_adds(t, ", ");
	if (!spread_part(p, t, &lo))
		return;
	buf_adds(t, ", ");
	if (!spread_part(p, t, &hi) || !c->sides[0].ended ||
	    c->verdict == VERDICT_ERROR)
		return;
	if (x == 0) {
		buf_adds(t, " \xE2\x86\x92 0");	/* all 0: no spread */
		return;
	}
	/*
	 * "max" is the statistic's word, said in the page's language.
	 * For X < 0 the distances are relative to |X| (claim_eval.c).
	 */
	buf_adds(t, "; ");
	stat_word(p, t, STAT_MAX);
	buf_adds(t, x > 0 ? "(1 \xE2\x88\x92 " : "(");
	num(t, lo);
	buf_adds(t, " / ");
	num(t, x);
	buf_adds(t, x > 0 ? ", " : " \xE2\x88\x92 1, 1 \xE2\x88\x92 ");
	num(t, hi);
	buf_adds(t, " / ");
	num(t, x);
	buf_adds(t, x > 0 ? " \xE2\x88\x92 1) = " : ") = ");
	num(t, c->range_terms[0] > c->range_terms[1] ? c->range_terms[0] :
	    c->range_terms[1]);
}

void
claim_calc_print(struct buf *t, const struct claim *c,
    const struct calc_say *say)
{
	const struct addr *a = c->addr;
	const struct written *w = &c->num.a;
	struct pr p;
	double va, vb;

	if (!c->reached || a == NULL)
		return;
	memset(&p, 0, sizeof(p));
	p.c = c;
	p.say = say;
	p.compound = a->expr != NULL && a->expr->op != EXPR_METRIC &&
	    a->expr->op != EXPR_CALL;
	if (a->constant) {
		buf_adds(t, "= ");
		p.compound = 1;
		if (side(&p, 0, NULL))
			(void)agg(&p, t, a->expr, 0, &va);
		return;
	}
	/*
	 * The heading: "tc2 on~off cb.minflt@stddev: ", the address as
	 * written in every language: its function and statistic names are
	 * syntax a reader types, not words (issue 21), so say is not asked.
	 */
	buf_printf(t, "%s ", a->tc != NULL ? a->tc : "*");
	if (a->sel == SEL_CMP)
		buf_printf(t, "%s~%s", a->cfg, a->cfg_a);
	else if (a->sel == SEL_RUN)
		buf_printf(t, "%s#%u", a->cfg, (unsigned)a->rep);
	else
		buf_adds(t, a->sel == SEL_ALL ? "*" : a->cfg);
	if (a->expr != NULL) {
		buf_addc(t, ' ');
		claim_expr_print(t, a->expr);
	}
	if (a->has_stat) {
		buf_addc(t, '@');
		buf_adds(t, STATS_NAME(a->stat));
	}
	buf_adds(t, ": ");
	if (a->has_stat && (a->stat == STAT_TCGEOMEAN || a->stat == STAT_P)) {
		if (!c->stat_done)
			return;
		stat_word(&p, t, a->stat);
		if (a->stat == STAT_P)
			buf_printf(t, " of %zu vs %zu runs (Mann-Whitney, "
			    "two-sided) ", c->stat_n[0], c->stat_n[1]);
		else
			buf_printf(t, " of %zu test cases' %s ", c->stat_n[0],
			    a->sel == SEL_CMP ? "ratios B / A" : "medians");
		num(t, c->stat_v);
		if (a->stat == STAT_TCGEOMEAN && a->sel == SEL_CMP &&
		    w->kind == NUM_PERCENT)
			buf_adds(t, " \xE2\x88\x92 1");
		return;
	}
	if (a->sel == SEL_CMP) {
		/* Both sides were selected before either was evaluated. */
		if (c->reached < 2)
			return;
		if (w->kind == NUM_PP)
			buf_addc(t, '(');
		if (p.compound)
			buf_addc(t, '(');
		/* A side that failed (an overflow) ends the print there. */
		if (!side(&p, 0, a->cfg) || !side_value(&p, t, 0, &vb) ||
		    !c->sides[0].ended)
			return;
		if (p.compound)
			buf_addc(t, ')');
		buf_adds(t, w->kind == NUM_PP || w->kind == NUM_PLAIN ?
		    " \xE2\x88\x92 " : " / ");
		if (p.compound)
			buf_addc(t, '(');
		if (!side(&p, 1, a->cfg_a) || !side_value(&p, t, 1, &va) ||
		    !c->sides[1].ended)
			return;
		if (p.compound)
			buf_addc(t, ')');
		if (w->kind == NUM_PERCENT)
			buf_adds(t, " \xE2\x88\x92 1");
		else if (w->kind == NUM_PP)
			buf_adds(t, ") \xC3\x97 100");
		/* From 0 to 0 is no change (section 3.4), not 0 / 0. */
		if ((w->kind == NUM_PERCENT || w->kind == NUM_RATIO) &&
		    va == 0 && vb == 0 && c->verdict != VERDICT_ERROR)
			buf_adds(t, "; 0 to 0 is no change");
	} else if (c->range_spread) {
		range_spread(&p, t);
		return;
	} else if (c->num.is_range) {
		/* min then max of the same runs: one side, two passes. */
		if (!side(&p, 0, NULL) || !side_value(&p, t, 0, &va) ||
		    !c->sides[0].ended)
			return;
		buf_adds(t, ", ");
		if (!side_value(&p, t, 0, &vb))
			return;
	} else {
		if (!side(&p, 0, NULL) || !side_value(&p, t, 0, &va))
			return;
		if (p.compound && c->sides[0].ended) {
			buf_adds(t, " = ");
			num(t, va);
		}
	}
	if (c->verdict != VERDICT_OK && c->verdict != VERDICT_ERROR)
		other_base(&p, t);
}

void
claim_calc_values(struct buf *t, const struct claim *c, size_t k)
{
	const struct expr *x = c->addr != NULL ? c->addr->expr : NULL;
	struct pr p;
	double v;

	/* One statistic is its own value: nothing to put in place. */
	if (x == NULL || x->op == EXPR_METRIC || x->op == EXPR_CALL ||
	    k >= c->nsides || !c->sides[k].ended)
		return;
	memset(&p, 0, sizeof(p));
	p.c = c;
	p.bare = 1;
	p.next = c->sides[k].first;
	p.end = p.next + c->sides[k].ninputs;
	(void)agg(&p, t, x, 0, &v);
}
