/*
 * ev: addresses (CLAIMS.md section 3.1): selections, statistics, the
 * expression grammar and its limits.  '=' addresses are also evaluated
 * through claim_eval, which needs no runs for them.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"

#define MINUS	"\xE2\x88\x92"	/* U+2212 */

/* Parses s; on failure stores whether an error message came back. */
static struct addr *
parse(const char *s, int *has_err)
{
	char *err = (char *)"unset";
	struct addr *a;

	a = claim_addr_parse(s, strlen(s), &err, NULL);
	*has_err = err != NULL && err[0] != '\0';
	if (a == NULL)
		free(err);
	return a;
}

/* The address must parse (with no error) and is returned. */
static struct addr *
good(const char *s)
{
	char *err = NULL;
	struct addr *a = claim_addr_parse(s, strlen(s), &err, NULL);

	OK(a != NULL, "'%s' should parse, got: %s", s, err ? err : "?");
	OK(a == NULL || err == NULL, "'%s' parsed but err is set", s);
	if (a == NULL)
		free(err);
	return a;
}

/* The address must be refused with a message. */
static void
bad(const char *s)
{
	struct addr *a;
	int has_err;

	a = parse(s, &has_err);
	OK(a == NULL, "'%.60s' should be refused", s);
	OK(has_err, "'%.60s' refused without a message", s);
	claim_addr_free(a);
}

/* Prints the expression of a parsed address. */
static void
expr_is(const char *s, const char *want)
{
	struct addr *a = good(s);
	struct buf b = {0};

	if (a == NULL)
		return;
	claim_expr_print(&b, a->expr);
	EQ_STR(b.data != NULL ? b.data : "", want, s);
	buf_free(&b);
	claim_addr_free(a);
}

/* Evaluates "=..." with a claim written as text: verdict and value. */
static void
const_is(const char *text, const char *addr, double v)
{
	struct claim c;
	char *err = NULL;
	size_t pos = 0;
	char what[200];

	memset(&c, 0, sizeof(c));
	c.text = xstrdup(text);
	OK(claim_number_next(c.text, strlen(text), &pos, &c.num),
	    "'%s' is a number", text);
	c.addr = claim_addr_parse(addr, strlen(addr), &err, NULL);
	OK(c.addr != NULL, "'%s' should parse: %s", addr, err ? err : "?");
	free(err);
	claim_eval(&c, NULL);
	snprintf(what, sizeof(what), "[%s](ev:%s) value", text, addr);
	EQ_NUM(c.v, v, what);
	OK(c.verdict == VERDICT_OK, "[%s](ev:%s): %s (%s)", text, addr,
	    claim_verdict_name(c.verdict), c.error ? c.error : "");
	claim_free(&c);
}

static void
test_selections(void)
{
	struct addr *a;

	if ((a = good("tc1/on/cg_pgsteal")) != NULL) {
		EQ_INT(a->constant, 0, "cfg: not constant");
		EQ_STR(a->tc, "tc1", "cfg: tc");
		EQ_INT(a->sel, SEL_CFG, "cfg: sel");
		EQ_STR(a->cfg, "on", "cfg: cfg");
		OK(a->cfg_a == NULL, "cfg: no baseline");
		EQ_INT(a->has_stat, 0, "cfg: no @");
		OK(a->expr != NULL && a->expr->op == EXPR_METRIC,
		    "cfg: metric expr");
		OK(a->expr != NULL && a->expr->name != NULL &&
		    strcmp(a->expr->name, "cg_pgsteal") == 0, "cfg: name");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on#2/x")) != NULL) {
		EQ_INT(a->sel, SEL_RUN, "cfg#rep: sel");
		EQ_STR(a->cfg, "on", "cfg#rep: cfg");
		EQ_INT(a->rep, 2, "cfg#rep: rep");
		claim_addr_free(a);
	}
	if ((a = good("tc1/*/x")) != NULL) {
		EQ_INT(a->sel, SEL_ALL, "*: sel");
		EQ_STR(a->tc, "tc1", "*: tc");
		claim_addr_free(a);
	}
	if ((a = good("tc2/on~off/cb.minflt")) != NULL) {
		EQ_INT(a->sel, SEL_CMP, "B~A: sel");
		EQ_STR(a->cfg, "on", "B~A: B");
		EQ_STR(a->cfg_a, "off", "B~A: A");
		OK(a->expr != NULL && a->expr->op == EXPR_METRIC &&
		    strcmp(a->expr->name, "cb.minflt") == 0,
		    "B~A: dotted metric name");
		claim_addr_free(a);
	}
	if ((a = good("*/on/x")) != NULL) {
		OK(a->tc == NULL, "* tc is NULL");
		EQ_INT(a->sel, SEL_CFG, "*/on: sel");
		claim_addr_free(a);
	}
	if ((a = good("*/*/@n")) != NULL) {
		OK(a->tc == NULL, "*/*/@n: tc");
		EQ_INT(a->sel, SEL_ALL, "*/*/@n: sel");
		OK(a->expr == NULL, "*/*/@n: empty expr");
		EQ_INT(a->has_stat, 1, "*/*/@n: has_stat");
		EQ_INT(a->stat, STAT_N, "*/*/@n: stat");
		claim_addr_free(a);
	}
	/* Spaces around the parts are allowed (<...> destinations). */
	if ((a = good(" tc1 / on ~ off / x ")) != NULL) {
		EQ_STR(a->tc, "tc1", "spaced: tc");
		EQ_STR(a->cfg, "on", "spaced: B");
		EQ_STR(a->cfg_a, "off", "spaced: A");
		claim_addr_free(a);
	}

	bad("tc1");			/* no slash */
	bad("tc1/on");			/* one slash */
	bad("");
	bad("/on/x");			/* empty tc */
	bad("tc1//x");			/* empty selection */
	bad("tc1/on#0/x");		/* rep >= 1 */
	bad("tc1/on#/x");
	bad("tc1/on#x/x");
	bad("tc1/on#1.5/x");
	bad("tc1/on#-1/x");
	bad("tc1/#1/x");
	bad("tc1/~off/x");
	bad("tc1/on~/x");
	bad("tc1/on~off/x@range");	/* @range needs one config */
}

static void
test_stats_suffix(void)
{
	static const struct {
		const char	*s;
		enum statfn	 st;
	} sfx[] = {
		{ "tc1/on/x@median", STAT_MEDIAN },
		{ "tc1/on/x@mean", STAT_MEAN },
		{ "tc1/on/x@min", STAT_MIN },
		{ "tc1/on/x@max", STAT_MAX },
		{ "tc1/on/x@sum", STAT_SUM },
		{ "tc1/on/x@n", STAT_N },
		{ "tc1/on/x@range", STAT_RANGE },
	};
	struct addr *a;
	size_t i;

	for (i = 0; i < sizeof(sfx) / sizeof(sfx[0]); i++) {
		if ((a = good(sfx[i].s)) == NULL)
			continue;
		OK(a->has_stat && a->stat == sfx[i].st, "%s: stat %d",
		    sfx[i].s, (int)a->stat);
		OK(a->expr != NULL && a->expr->op == EXPR_METRIC &&
		    strcmp(a->expr->name, "x") == 0,
		    "%s: the @ is not part of the metric", sfx[i].s);
		claim_addr_free(a);
	}
	bad("tc1/on/x@avg");
	bad("tc1/on/x@");
	bad("tc1/on/x@p101");		/* a percentile is 0 to 100 */
	bad("tc1/on/x@p99.999");	/* two decimals at most */
	bad("tc1/on/x@p99.");
	bad("tc1/on/x@p099");
	bad("tc1/on/x@p9.90");		/* no trailing zero */
	bad("tc1/on/x@pp");
	bad("tc1/on/x@p");		/* p is a comparison's p-value */
	bad("tc1/on#2/x@p");
	bad("*/*/x@p");
	bad("tc1/on~off/x@tcgeomean");	/* over test cases: tc * */
	bad("*/on#1/x@tcgeomean");
	bad("tc1/on/ci(x)");		/* suffixes, not functions */
	bad("tc1/on/p(x)");
	bad("tc1/on/tcgeomean(x)");
	bad("tc1/on/p99.999(x)");
	bad("tc1/on/stddev()");
	bad("tc1/on/@median");		/* empty expression without @n */
	bad("tc1/on/");
	bad("tc1/on/   ");
	if ((a = good("tc1/on/ @n")) != NULL) {
		OK(a->expr == NULL, "@n with a blank expression");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/@n")) != NULL) {
		OK(a->expr == NULL, "@n with an empty expression");
		claim_addr_free(a);
	}
}

static void
test_constants(void)
{
	struct addr *a;

	if ((a = good("=45/674-1")) != NULL) {
		EQ_INT(a->constant, 1, "= is constant");
		OK(a->tc == NULL && a->cfg == NULL, "= names no runs");
		OK(a->expr != NULL && a->expr->op == EXPR_SUB,
		    "=45/674-1 is a subtraction at the top");
		claim_addr_free(a);
	}
	if ((a = good("=$3/$2-1")) != NULL) {
		OK(claim_expr_uses(a->expr, EXPR_COL), "=$3/$2-1 uses $N");
		OK(!claim_expr_uses(a->expr, EXPR_METRIC),
		    "=$3/$2-1 names no metric");
		OK(a->expr->a != NULL && a->expr->a->op == EXPR_DIV &&
		    a->expr->a->a->op == EXPR_COL && a->expr->a->a->col == 3 &&
		    a->expr->a->b->op == EXPR_COL && a->expr->a->b->col == 2,
		    "$3/$2: columns 3 and 2");
		claim_addr_free(a);
	}
	/* $N reads a table row: only in '=' addresses. */
	bad("tc1/on/$1");
	bad("tc1/on/x/$2");
	bad("=$0");
	bad("=$");
	bad("=$x");
	/* '=' computes from numbers alone. */
	bad("=x+1");
	bad("=median(1)");
	bad("=n()");
	bad("=");
	bad("=1+");
	bad("=1 2");
	bad("=1.2.3");
	bad("=1@n");

	const_is("7", "=1+2*3", 7);
	const_is("9", "=(1+2)*3", 9);
	const_is("-6", "=-2*3", -6);
	const_is("5", "=2--3", 5);
	const_is("3", "=24/4/2", 3);		/* (24/4)/2, not 24/(4/2) */
	const_is("12", "=24/(4/2)", 12);
	const_is("-5", "=2-3-4", -5);		/* (2-3)-4 */
	const_is("3", "=2-(3-4)", 3);
	const_is("-6", "=" MINUS "2*3", -6);	/* U+2212 as unary minus */
	const_is("2", "=5" MINUS "3", 2);	/* and as binary minus */
	const_is("-3", "=" MINUS "(1+2)", -3);
	const_is("2", "=--2", 2);
	const_is("2", "=+2", 2);
	const_is("14", "=2*3+4*2", 14);
	const_is("-1", "=1-2*3/3", -1);
	const_is("3", "= 1 + 2 ", 3);
	const_is(MINUS "93.3%", "=45/674-1", -93.32344213649851);
	const_is("0.5", "=1/2", 0.5);
	const_is("1.5", "=0.5*3", 1.5);
}

static void
test_expressions(void)
{
	struct addr *a;
	const struct expr *e;

	/* Only the first two '/' separate parts: a/b/c is (a/b)/c. */
	if ((a = good("tc1/on/a/b/c")) != NULL) {
		e = a->expr;
		OK(e->op == EXPR_DIV && e->a->op == EXPR_DIV &&
		    e->b->op == EXPR_METRIC && strcmp(e->b->name, "c") == 0 &&
		    strcmp(e->a->a->name, "a") == 0 &&
		    strcmp(e->a->b->name, "b") == 0,
		    "a/b/c is left-associative division");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/a+b*c")) != NULL) {
		e = a->expr;
		OK(e->op == EXPR_ADD && e->b->op == EXPR_MUL,
		    "a+b*c: * binds tighter");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/-a*b")) != NULL) {
		e = a->expr;
		OK(e->op == EXPR_MUL && e->a->op == EXPR_NEG,
		    "-a*b is (-a)*b");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/" MINUS "a")) != NULL) {
		e = a->expr;
		OK(e->op == EXPR_NEG && e->a->op == EXPR_METRIC &&
		    strcmp(e->a->name, "a") == 0, "U+2212 a is -a");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/median(a/b)")) != NULL) {
		e = a->expr;
		OK(e->op == EXPR_CALL && e->fn == STAT_MEDIAN &&
		    e->a != NULL && e->a->op == EXPR_DIV,
		    "median(a/b) is one call over a division");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/mean(x) + min(x) - max(x) * sum(x)")) != NULL) {
		OK(claim_expr_uses(a->expr, EXPR_CALL),
		    "calls are found by claim_expr_uses");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/n()")) != NULL) {
		e = a->expr;
		OK(e->op == EXPR_CALL && e->fn == STAT_N && e->a == NULL,
		    "n() has no argument");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/lat.p999")) != NULL) {
		OK(a->expr->op == EXPR_METRIC &&
		    strcmp(a->expr->name, "lat.p999") == 0,
		    "dotted metric name is one metric");
		claim_addr_free(a);
	}
	if ((a = good("tc1/on/x/1000")) != NULL) {
		OK(a->expr->op == EXPR_DIV && a->expr->b->op == EXPR_NUM &&
		    a->expr->b->num == 1000, "x/1000: a number operand");
		claim_addr_free(a);
	}

	expr_is("tc1/on/cg_pgsteal / cg_pgscan", "cg_pgsteal / cg_pgscan");
	expr_is("tc1/on/a/b/c", "a / b / c");
	expr_is("tc1/on/a/(b/c)", "a / (b / c)");
	expr_is("tc1/on/a-(b-c)", "a - (b - c)");
	expr_is("tc1/on/(a-b)-c", "a - b - c");
	expr_is("tc1/on/(a+b)*c", "(a + b) * c");
	expr_is("tc1/on/a+(b*c)", "a + b * c");
	expr_is("tc1/on/median(a/b)", "median(a / b)");
	expr_is("tc1/on/n()", "n()");
	expr_is("=2--3", "2 - -3");

	bad("tc1/on/foo(x)");		/* unknown function */
	{
		/* Section 2's statistics, as suffixes and as functions. */
		static const struct { const char *s; int st; } ok[] = {
			{ "tc1/on/x@stddev", STAT_STDDEV },
			{ "tc1/on/x@cv", STAT_CV },
			{ "tc1/on/x@geomean", STAT_GEOMEAN },
			{ "tc1/on/x@hmean", STAT_HMEAN },
			{ "tc1/on/x@ci", STAT_CI },
			{ "*/on/x@tcgeomean", STAT_TCGEOMEAN },
			{ "*/on~off/x@tcgeomean", STAT_TCGEOMEAN },
			{ "tc1/on~off/x@p", STAT_P },
			{ "tc1/on/x@p50", STAT_PCT + 5000 },
			{ "tc1/on/x@p99.9", STAT_PCT + 9990 },
			{ "tc1/on/x@p99.99", STAT_PCT + 9999 },
			{ "tc1/on/x@p0", STAT_PCT },
			{ "tc1/on/x@p100", STAT_PCT + 10000 },
			{ "tc1/on/x@p5", STAT_PCT + 500 }
		};
		size_t k;

		for (k = 0; k < sizeof(ok) / sizeof(ok[0]); k++)
			if ((a = good(ok[k].s)) != NULL) {
				EQ_INT(a->has_stat, 1, ok[k].s);
				EQ_INT((int)a->stat, ok[k].st, ok[k].s);
				claim_addr_free(a);
			}
		expr_is("tc1/on/stddev(x) / mean(x)", "stddev(x) / mean(x)");
		expr_is("tc1/on/cv(a/b)", "cv(a / b)");
		expr_is("tc1/on/p99.9(lat)", "p99.9(lat)");
		expr_is("tc1/on/p50(lat)+p5(lat)", "p50(lat) + p5(lat)");
		expr_is("tc1/on/geomean(x)*hmean(x)", "geomean(x) * hmean(x)");
		/* Without a call, p99 is a metric's name. */
		expr_is("tc1/on/p99", "p99");
	}
	bad("tc1/on/range(x)");		/* range is a suffix, not a function */
	bad("tc1/on/median(x");		/* missing ')' */
	bad("tc1/on/(a+b");
	bad("tc1/on/a+b)");
	bad("tc1/on/median()");		/* only n() takes no argument */
	bad("tc1/on/a+");
	bad("tc1/on/a b");
	bad("tc1/on/a*/b");
	bad("tc1/on/()");
	bad("tc1/on/a.");		/* a trailing dot names nothing */
	bad("tc1/on/%x");
}

static void
test_limits(void)
{
	struct buf b = {0};
	struct addr *a;
	int i, has_err;

	/* 10,000 levels of parentheses: an error, not a stack overflow. */
	buf_adds(&b, "=");
	for (i = 0; i < 10000; i++)
		buf_addc(&b, '(');
	buf_addc(&b, '1');
	for (i = 0; i < 10000; i++)
		buf_addc(&b, ')');
	a = parse(b.data, &has_err);
	OK(a == NULL && has_err, "10,000-deep '=' expression is refused");
	claim_addr_free(a);
	buf_free(&b);

	buf_adds(&b, "tc1/on/");
	for (i = 0; i < 10000; i++)
		buf_addc(&b, '(');
	buf_addc(&b, 'x');
	for (i = 0; i < 10000; i++)
		buf_addc(&b, ')');
	a = parse(b.data, &has_err);
	OK(a == NULL && has_err, "10,000-deep metric expression is refused");
	claim_addr_free(a);
	buf_free(&b);

	/* 1,000 levels fit in the length limit: the depth limit refuses. */
	buf_adds(&b, "=");
	for (i = 0; i < 1000; i++)
		buf_addc(&b, '(');
	buf_addc(&b, '1');
	for (i = 0; i < 1000; i++)
		buf_addc(&b, ')');
	a = parse(b.data, &has_err);
	OK(a == NULL && has_err, "1,000-deep expression is refused");
	claim_addr_free(a);
	buf_free(&b);

	/* So do 3,000 unary minuses and 10,000 unclosed parentheses. */
	buf_adds(&b, "=");
	for (i = 0; i < 3000; i++)
		buf_addc(&b, '-');
	buf_addc(&b, '1');
	a = parse(b.data, &has_err);
	OK(a == NULL && has_err, "3,000 unary minuses are refused");
	claim_addr_free(a);
	buf_free(&b);

	buf_adds(&b, "=");
	for (i = 0; i < 10000; i++)
		buf_addc(&b, '(');
	a = parse(b.data, &has_err);
	OK(a == NULL && has_err, "10,000 unclosed '(' are refused");
	claim_addr_free(a);
	buf_free(&b);

	/* Moderate nesting is ordinary arithmetic. */
	buf_adds(&b, "=");
	for (i = 0; i < 20; i++)
		buf_addc(&b, '(');
	buf_adds(&b, "2");
	for (i = 0; i < 20; i++)
		buf_addc(&b, ')');
	const_is("2", b.data, 2);
	buf_free(&b);
}

void
test_addr(void)
{
	test_selections();
	test_stats_suffix();
	test_constants();
	test_expressions();
	test_limits();
}
