/*
 * Evaluating claims against runs (CLAIMS.md sections 2, 3.1, 3.2, 3.4):
 * a runset loaded from memory and claims built the way report_parse.c
 * builds them (text, number token rebased on it, parsed address).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "runs.h"

#define MINUS	"\xE2\x88\x92"	/* U+2212 */
#define TIMES	"\xC3\x97"	/* × */
#define BEI	"\xE5\x80\x8D"	/* 倍 */
#define GEBFD	"\xE4\xB8\xAA\xE7\x99\xBE\xE5\x88\x86\xE7\x82\xB9" /* 个百分点 */

/*
 * tc1/off: a 10 20 30, b 2 10 3, per-run a/b 5 2 10, z all 0,
 *          lat.p999 3 5 4, d -0.7 -0.8 -0.88
 * tc1/on:  a 15 12 9, b 3 4 (null in rep 3), per-run a/b 5 3, z 1 2 3,
 *          lat.p999 2 1 (absent in rep 3)
 * tc2:     off a 100 frac 0.25; on a 50 frac 0.302
 * tc3:     ttl a 1
 * Lines are in shuffled rep order on purpose.
 */
static const char jsonl[] =
    "{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":2,\"a\":20,\"b\":10,\"z\":0,"
    "\"lat\":{\"p999\":5},\"d\":-0.8}\n"
    "{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":1,\"a\":10,\"b\":2,\"z\":0,"
    "\"lat\":{\"p999\":3},\"host\":\"h1\",\"warm\":true,\"tags\":[1,2],"
    "\"d\":-0.7}\n"
    "{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":3,\"a\":30,\"b\":3,\"z\":0,"
    "\"lat\":{\"p999\":4},\"only_off\":7,\"d\":-0.88}\n"
    "{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":1,\"a\":15,\"b\":3,\"z\":1,"
    "\"lat\":{\"p999\":2}}\n"
    "{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":3,\"a\":9,\"b\":null,\"z\":3}\n"
    "{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":2,\"a\":12,\"b\":4,\"z\":2,"
    "\"lat\":{\"p999\":1}}\n"
    "{\"tc\":\"tc2\",\"cfg\":\"off\",\"rep\":1,\"a\":100,\"frac\":0.25}\n"
    "{\"tc\":\"tc2\",\"cfg\":\"on\",\"rep\":1,\"a\":50,\"frac\":0.302}\n"
    "{\"tc\":\"tc3\",\"cfg\":\"ttl\",\"rep\":1,\"a\":1}\n";

static struct runset RS;

/* Builds a claim as report_parse.c does: text, its number, its address. */
static void
mk(struct claim *c, const char *text, const char *addr)
{
	size_t pos = 0, s;
	char *err = NULL;

	memset(c, 0, sizeof(*c));
	c->line = c->col = 1;
	c->text = xstrdup(text);
	OK(claim_number_next(c->text, strlen(c->text), &pos, &c->num),
	    "test setup: '%s' holds no number", text);
	s = c->num.start;
	c->num.a.start -= s, c->num.a.num_end -= s, c->num.a.end -= s;
	if (c->num.is_range)
		c->num.b.start -= s, c->num.b.num_end -= s, c->num.b.end -= s;
	c->num.end -= s;
	c->num.start = 0;
	c->addr_text = xstrdup(addr);
	c->addr = claim_addr_parse(addr, strlen(addr), &err, NULL);
	if (c->addr == NULL)
		c->error = err;
}

/*
 * The words the site says in its language (claim.h, struct calc_say):
 * printed with each word marked, the marks said in English give c->calc
 * back to the byte, and no statistic's name, run count or other-base
 * sentence is left outside a mark.
 */
static void
mark_stat(struct buf *b, enum statfn st, void *arg)
{
	(void)arg;
	buf_printf(b, "\x01%s\x02", STATS_NAME(st));
}

static void
mark_runs(struct buf *b, size_t n, void *arg)
{
	(void)arg;
	buf_printf(b, "\x01%zu runs\x02", n);
}

static void
mark_other(struct buf *b, const char *f, void *arg)
{
	(void)arg;
	buf_printf(b, "\x01; but %s: computed against the other base?\x02",
	    f);
}

static void
words_ok(const struct claim *c, const char *what)
{
	static const char *const stat[] = { "median", "mean", "min", "max",
	    "sum", "n", "range" };
	const struct calc_say say = { mark_stat, mark_runs, mark_other, NULL };
	struct buf m = {0}, english = {0}, rest = {0};
	size_t i, k, n, len, from;
	const char *head;
	int in = 0;

	if (c->calc == NULL)
		return;
	claim_calc_print(&m, c, &say);
	for (i = 0; i < m.len; i++)
		if (m.data[i] == '\x01')
			in = 1;
		else if (m.data[i] == '\x02')
			in = 0;
		else {
			buf_addc(&english, m.data[i]);
			buf_addc(&rest, in ? '_' : m.data[i]);
		}
	OK(english.data != NULL && strcmp(english.data, c->calc) == 0,
	    "%s: the words said in English give '%s', not the calc '%s'", what,
	    english.data != NULL ? english.data : "", c->calc);
	len = rest.len;
	/*
	 * The heading (up to the first ": ") is the address as written, in
	 * every language (issue 21: time_s@stddev, not "@standard
	 * deviation"): no word of it is said by the page.
	 */
	head = len > 0 ? strstr(rest.data, ": ") : NULL;
	from = head != NULL ? (size_t)(head - rest.data) + 2 : 0;
	OK(head == NULL || memchr(m.data, '\x01', strstr(m.data, ": ") -
	    m.data) == NULL, "%s: the heading of '%s' is said in words", what,
	    c->calc);
	/* No statistic's name is left outside a word after it. */
	for (k = 0; k < sizeof(stat) / sizeof(stat[0]) && len > 0; k++)
		for (i = from; i < len; i++) {
			n = strlen(stat[k]);
			if (strncmp(rest.data + i, stat[k], n) != 0 ||
			    (i > 0 && !strchr(" (@", rest.data[i - 1])) ||
			    (rest.data[i + n] != '\0' &&
			    !strchr(" (:", rest.data[i + n])))
				continue;
			OK(0, "%s: '%s' in '%s' is not a word the site "
			    "translates", what, stat[k], c->calc);
		}
	OK(len == 0 || (strstr(rest.data, " runs") == NULL &&
	    strstr(rest.data, "; but") == NULL),
	    "%s: English left outside the words: '%s'", what, rest.data);
	buf_free(&m);
	buf_free(&english);
	buf_free(&rest);
}

/* Evaluates [text](ev:addr) and checks its verdict, and v unless NAN. */
static void
ev(const char *text, const char *addr, const struct runset *rs,
    enum verdict want, double v)
{
	struct claim c;
	char what[256];

	mk(&c, text, addr);
	claim_eval(&c, rs);
	OK(c.verdict == want, "[%s](ev:%s): got %s, want %s (v %.17g; %s; "
	    "%s)", text, addr, claim_verdict_name(c.verdict),
	    claim_verdict_name(want), c.v, c.calc ? c.calc : "no calc",
	    c.error ? c.error : "no error");
	if (!isnan(v)) {
		snprintf(what, sizeof(what), "[%s](ev:%s) v", text, addr);
		EQ_NUM(c.v, v, what);
	}
	if (want == VERDICT_ERROR)
		OK(c.error != NULL && c.error[0] != '\0',
		    "[%s](ev:%s): an error verdict has no message", text, addr);
	else {
		OK(c.error == NULL, "[%s](ev:%s): %s has an error: %s", text,
		    addr, claim_verdict_name(c.verdict), c.error);
		OK(c.calc != NULL && c.calc[0] != '\0',
		    "[%s](ev:%s): no computation shown", text, addr);
	}
	snprintf(what, sizeof(what), "[%s](ev:%s)", text, addr);
	words_ok(&c, what);
	claim_free(&c);
}

static void
test_aggregate_vs_per_run(void)
{
	/* a/b: medians first, then arithmetic: 20 / 3. */
	ev("6.67", "tc1/off/a/b", &RS, VERDICT_OK, 20.0 / 3);
	ev("5", "tc1/off/a/b", &RS, VERDICT_WRONG, 20.0 / 3);
	/* median(a/b): the median of per-run ratios 5, 2, 10. */
	ev("5", "tc1/off/median(a/b)", &RS, VERDICT_OK, 5);
	ev("6.67", "tc1/off/median(a/b)", &RS, VERDICT_WRONG, 5);
	/* tc1/on: b is null in rep 3, which is skipped. */
	ev("3.43", "tc1/on/a/b", &RS, VERDICT_OK, 12 / 3.5);
	ev("4", "tc1/on/median(a/b)", &RS, VERDICT_OK, 4);
	ev("5.67", "tc1/off/mean(a/b)", &RS, VERDICT_OK, 17.0 / 3);
	ev("30", "tc1/off/mean(a) + max(b)", &RS, VERDICT_OK, 30);
	ev("2", "tc1/on/n(b)", &RS, VERDICT_OK, 2);
	ev("3", "tc1/on/n()", &RS, VERDICT_OK, 3);
	ev("60", "tc1/off/sum(a)", &RS, VERDICT_OK, 60);
	ev("2", "tc1/off/min(a/b)", &RS, VERDICT_OK, 2);
	/* A unary minus on an aggregate. */
	ev(MINUS "20", "tc1/off/-a", &RS, VERDICT_OK, -20);
	ev("+20", "tc1/off/-a", &RS, VERDICT_FLIPPED, -20);
	/* A signed plain number without ~ is just v. */
	ev("+20", "tc1/off/a", &RS, VERDICT_OK, 20);
	/* Aggregates do not nest. */
	ev("0", "tc1/off/median(a - mean(a))", &RS, VERDICT_ERROR, NAN);
}

static void
test_stats_suffix(void)
{
	ev("20", "tc1/off/a", &RS, VERDICT_OK, 20);
	ev("20", "tc1/off/a@median", &RS, VERDICT_OK, 20);
	ev("20", "tc1/off/a@mean", &RS, VERDICT_OK, 20);
	ev("10", "tc1/off/a@min", &RS, VERDICT_OK, 10);
	ev("30", "tc1/off/a@max", &RS, VERDICT_OK, 30);
	ev("60", "tc1/off/a@sum", &RS, VERDICT_OK, 60);
	ev("3", "tc1/off/a@n", &RS, VERDICT_OK, 3);
	/* @n of a metric counts the runs that have it. */
	ev("2", "tc1/on/b@n", &RS, VERDICT_OK, 2);
	/* Every bare metric takes the @ statistic: max(a)/max(b). */
	ev("3", "tc1/off/a/b@max", &RS, VERDICT_OK, 3);
	/* Dotted metrics from nested objects; absent runs skipped. */
	ev("4", "tc1/off/lat.p999", &RS, VERDICT_OK, 4);
	ev("1.5", "tc1/on/lat.p999", &RS, VERDICT_OK, 1.5);
	/* A plain % without ~ reads v as a fraction: 3/20 = 15%. */
	ev("15%", "tc1/off/b/a", &RS, VERDICT_OK, 15);
	ev("15.0%", "tc1/off/b/a", &RS, VERDICT_OK, 15);
	ev("0.15", "tc1/off/b/a", &RS, VERDICT_OK, 0.15);
	ev("15", "tc1/off/b/a", &RS, VERDICT_WRONG, 0.15);
	ev("15 pp", "tc1/off/b/a", &RS, VERDICT_OK, 15);
	ev("0.15" TIMES, "tc1/off/b/a", &RS, VERDICT_OK, 0.15);
}

static void
test_compare(void)
{
	/* tc1 on~off a: B 12, A 20. */
	ev(MINUS "40%", "tc1/on~off/a", &RS, VERDICT_OK, -40);
	ev(MINUS "40.0%", "tc1/on~off/a", &RS, VERDICT_OK, -40);
	ev("-40%", "tc1/on~off/a", &RS, VERDICT_OK, -40);
	ev("+40%", "tc1/on~off/a", &RS, VERDICT_FLIPPED, -40);
	ev("40%", "tc1/on~off/a", &RS, VERDICT_FLIPPED, -40);
	ev(MINUS "39%", "tc1/on~off/a", &RS, VERDICT_NEAR, -40);
	ev(MINUS "38%", "tc1/on~off/a", &RS, VERDICT_WRONG, -40);
	ev("+67%", "tc1/off~on/a", &RS, VERDICT_OK, (20.0 / 12 - 1) * 100);
	/* pp: (B − A) × 100. */
	ev(MINUS "8.0 pp", "tc1/on~off/a/100", &RS, VERDICT_OK, -8);
	ev(MINUS "8%p", "tc1/on~off/a/100", &RS, VERDICT_OK, -8);
	ev(MINUS "8" GEBFD, "tc1/on~off/a/100", &RS, VERDICT_OK, -8);
	ev("+5.2 pp", "tc2/on~off/frac", &RS, VERDICT_OK, 5.2);
	ev("+20.8%", "tc2/on~off/frac", &RS, VERDICT_OK, 20.8);
	ev("+5.2%", "tc2/on~off/frac", &RS, VERDICT_WRONG, 20.8);
	/* ratio: B / A. */
	ev("0.6" TIMES, "tc1/on~off/a", &RS, VERDICT_OK, 0.6);
	ev("0.60x", "tc1/on~off/a", &RS, VERDICT_OK, 0.6);
	ev("2 " BEI, "tc2/off~on/a", &RS, VERDICT_OK, 2);
	ev("2.0" TIMES, "tc2/off~on/a", &RS, VERDICT_OK, 2);
	ev("3" TIMES, "tc2/off~on/a", &RS, VERDICT_NEAR, 2);
	ev("4" TIMES, "tc2/off~on/a", &RS, VERDICT_WRONG, 2);
	/* signed, no %: the difference B − A. */
	ev(MINUS "8", "tc1/on~off/a", &RS, VERDICT_OK, -8);
	ev("-8.0", "tc1/on~off/a", &RS, VERDICT_OK, -8);
	ev("+8", "tc1/on~off/a", &RS, VERDICT_FLIPPED, -8);
	ev("+50", "tc2/on~off/a", &RS, VERDICT_FLIPPED, -50);
	ev(MINUS "50", "tc2/on~off/a", &RS, VERDICT_OK, -50);
	/* unsigned plain under ~ says nothing about the comparison. */
	ev("8", "tc1/on~off/a", &RS, VERDICT_ERROR, NAN);
	ev("135,160", "tc1/on~off/a", &RS, VERDICT_ERROR, NAN);
	ev("2.41M", "tc1/on~off/a", &RS, VERDICT_ERROR, NAN);
	/* Each side is evaluated whole: (12/3.5) / (20/3) − 1. */
	ev(MINUS "48.6%", "tc1/on~off/a/b", &RS, VERDICT_OK,
	    ((12 / 3.5) / (20.0 / 3) - 1) * 100);
	/* ... and per-run functions per side: 4 / 5 − 1. */
	ev(MINUS "20%", "tc1/on~off/median(a/b)", &RS, VERDICT_OK, -20);
	ev(MINUS "50%", "tc1/on~off/a@max", &RS, VERDICT_OK, -50);
	ev("1.0" TIMES, "tc1/on~off/@n", &RS, VERDICT_OK, 1);
	/* A zero baseline: % and × divide by it, − does not. */
	ev("+5%", "tc1/on~off/z", &RS, VERDICT_ERROR, NAN);
	ev("2" TIMES, "tc1/on~off/z", &RS, VERDICT_ERROR, NAN);
	ev("+2", "tc1/on~off/z", &RS, VERDICT_OK, 2);
	ev("+200 pp", "tc1/on~off/z", &RS, VERDICT_OK, 200);
}

static void
test_selections(void)
{
	/* cfg#rep: that run's raw value, whatever the statistic. */
	ev("20", "tc1/off#2/a", &RS, VERDICT_OK, 20);
	ev("10", "tc1/off#1/a", &RS, VERDICT_OK, 10);
	ev("20", "tc1/off#2/a@mean", &RS, VERDICT_OK, 20);
	ev("20", "tc1/off#2/a@max", &RS, VERDICT_OK, 20);
	ev("5", "tc1/off#2/lat.p999", &RS, VERDICT_OK, 5);
	ev("1", "tc1/off#2/@n", &RS, VERDICT_OK, 1);
	ev("9", "tc1/on#3/a", &RS, VERDICT_OK, 9);
	ev("1", "tc1/on#3/b", &RS, VERDICT_ERROR, NAN); /* b is null there */
	/* *: all configs of the tc, 9 10 12 15 20 30: even median 13.5. */
	ev("13.5", "tc1/*/a", &RS, VERDICT_OK, 13.5);
	ev("96", "tc1/*/a@sum", &RS, VERDICT_OK, 96);
	/* * tc: every test case. */
	ev("21.5", "*/on/a@mean", &RS, VERDICT_OK, 21.5);
	ev("25", "*/off/a", &RS, VERDICT_OK, 25);
	ev("4", "*/on/@n", &RS, VERDICT_OK, 4);
	/* @n with no expression counts runs. */
	ev("6", "tc1/*/@n", &RS, VERDICT_OK, 6);
	ev("9", "*/*/@n", &RS, VERDICT_OK, 9);
	ev("3", "tc1/on/@n", &RS, VERDICT_OK, 3);
	ev("8", "*/*/@n", &RS, VERDICT_NEAR, 9);
	ev("7", "*/*/@n", &RS, VERDICT_WRONG, 9);
}

/*
 * "*" as the test case means every test case.  Whether "*" with cfg#rep
 * is an error or every test case's run is not settled by the spec, but
 * it must not quietly read one test case's run: here tc1 has on#2
 * only and tc2 has on#1 and on#2.
 */
static void
test_every_tc_run(void)
{
	static const char runs2[] =
	    "{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":2,\"a\":5}\n"
	    "{\"tc\":\"tc2\",\"cfg\":\"on\",\"rep\":1,\"a\":7}\n"
	    "{\"tc\":\"tc2\",\"cfg\":\"on\",\"rep\":2,\"a\":9}\n";
	struct runset rs = {0};
	struct diag d = {0};
	struct claim c;

	runs_load_buf(&rs, "every.jsonl", runs2, sizeof(runs2) - 1, &d);
	EQ_INT(d.nerrors, 0, "every-tc runs load");
	ev("1", "tc2/on#1/@n", &rs, VERDICT_OK, 1);
	ev("7", "tc2/on#1/a", &rs, VERDICT_OK, 7);
	ev("5", "tc1/on#2/a", &rs, VERDICT_OK, 5);
	ev("9", "tc2/on#2/a", &rs, VERDICT_OK, 9);
	ev("1", "tc1/on#1/a", &rs, VERDICT_ERROR, NAN);
	ev("7", "*/on/a", &rs, VERDICT_OK, 7);
	ev("3", "*/on/@n", &rs, VERDICT_OK, 3);

	/* Two runs are on#2: neither alone is "every test case". */
	mk(&c, "5", "*/on#2/a");
	claim_eval(&c, &rs);
	OK(c.verdict != VERDICT_OK, "[5](ev:*/on#2/a) is tc1's run only");
	claim_free(&c);
	mk(&c, "1", "*/on#2/@n");
	claim_eval(&c, &rs);
	OK(c.verdict != VERDICT_OK, "[1](ev:*/on#2/@n): two runs are on#2");
	claim_free(&c);
	/* tc2 has an on#1, so "no rep 1" would be false. */
	mk(&c, "7", "*/on#1/a");
	claim_eval(&c, &rs);
	OK(c.verdict == VERDICT_OK || (c.error != NULL &&
	    strstr(c.error, "no rep") == NULL), "[7](ev:*/on#1/a): %s",
	    c.error ? c.error : claim_verdict_name(c.verdict));
	claim_free(&c);
	runs_free(&rs);
	diag_free(&d);
}

/* A written number too large for a double cannot verify as ok. */
static void
test_huge_number(void)
{
	struct claim c;
	char big[401];

	memset(big, '9', 400);
	big[400] = '\0';
	mk(&c, big, "tc1/off/a");
	claim_eval(&c, &RS);
	OK(c.verdict != VERDICT_OK && c.verdict != VERDICT_NEAR,
	    "a 400-digit claim against a median of 20: got %s",
	    claim_verdict_name(c.verdict));
	claim_free(&c);
}

static void
test_ranges(void)
{
	struct claim c;

	mk(&c, "10~30", "tc1/off/a@range");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_OK, "10~30 @range");
	EQ_NUM(c.v, 10, "@range v is the min");
	EQ_NUM(c.v2, 30, "@range v2 is the max");
	claim_free(&c);

	mk(&c, "10~29", "tc1/off/a@range");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_NEAR, "10~29: the max end is near");
	claim_free(&c);

	mk(&c, "11~35", "tc1/off/a@range");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_WRONG, "11~35: the worse end decides");
	claim_free(&c);

	mk(&c, "+10~30", "tc1/off/-a@range");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_FLIPPED, "+10~30 against −30~−10");
	claim_free(&c);

	/* −88~−70%: the first end takes the percent. */
	mk(&c, MINUS "88~" MINUS "70%", "tc1/off/d@range");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_OK, "−88~−70% @range of fractions");
	EQ_NUM(c.v, -88, "−88~−70%: v");
	EQ_NUM(c.v2, -70, "−88~−70%: v2");
	claim_free(&c);

	mk(&c, "2~5", "tc1/off/lat.p999@range");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_NEAR, "2~5 against 3~5");
	claim_free(&c);

	/* A range without @range is a range claim all the same. */
	ev("10~30", "tc1/off/a", &RS, VERDICT_OK, 10);
	/* @range needs two numbers; two numbers need @range. */
	ev("10", "tc1/off/a@range", &RS, VERDICT_ERROR, NAN);
	ev("10~30", "tc1/off/a@median", &RS, VERDICT_ERROR, NAN);
	ev("10~30", "tc1/on~off/a", &RS, VERDICT_ERROR, NAN);
	ev("10~30", "=10", &RS, VERDICT_ERROR, NAN);
}

static void
test_errors(void)
{
	ev("1", "tc9/on/a", &RS, VERDICT_ERROR, NAN);	/* unknown tc */
	ev("1", "tc1/xx/a", &RS, VERDICT_ERROR, NAN);	/* unknown cfg */
	ev("1", "tc1/on#9/a", &RS, VERDICT_ERROR, NAN);	/* unknown rep */
	ev("1", "tc1/on/nope", &RS, VERDICT_ERROR, NAN); /* unknown metric */
	ev("+1", "tc1/on~xx/a", &RS, VERDICT_ERROR, NAN);
	ev("+1", "tc1/xx~on/a", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc9/*/@n", &RS, VERDICT_ERROR, NAN);
	/* tc1 has no ttl runs although tc3 does. */
	ev("1", "tc1/ttl/a", &RS, VERDICT_ERROR, NAN);
	/* The metric exists, but no selected run has it. */
	ev("7", "tc1/on/only_off", &RS, VERDICT_ERROR, NAN);
	{
		/* A long name quoted whole: no cut inside a character. */
		struct buf a = {0};
		struct claim c;
		int i;

		buf_adds(&a, "tc1/on/");
		for (i = 0; i < 400; i++)
			buf_adds(&a, "\xE6\x8C\x87");	/* 指 */
		mk(&c, "1", a.data);
		claim_eval(&c, &RS);
		OK(c.verdict == VERDICT_ERROR && c.error != NULL &&
		    strstr(c.error, a.data + 7) != NULL &&
		    utf8_check(c.error, strlen(c.error)) == strlen(c.error),
		    "a 1,200-byte unknown metric is quoted whole, in UTF-8");
		claim_free(&c);
		buf_free(&a);
	}
	ev("1", "tc2/on/b", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc2/on/median(a/b)", &RS, VERDICT_ERROR, NAN);
	ev("+1%", "tc2/on~off/lat.p999", &RS, VERDICT_ERROR, NAN);
	/* Metadata is never used in arithmetic. */
	ev("1", "tc1/off/host", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc1/off/warm", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc1/off/tags", &RS, VERDICT_ERROR, NAN);
	/* The address keys are no metrics. */
	ev("1", "tc1/off/rep", &RS, VERDICT_ERROR, NAN);
	/* Division by zero: of medians, per run, and of constants. */
	ev("1", "tc1/off/a/z", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc1/off/median(a/z)", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc1/on/a/(z-2)", &RS, VERDICT_ERROR, NAN);
	ev("1", "=1/0", &RS, VERDICT_ERROR, NAN);
	ev("1", "=1/(2-2)", NULL, VERDICT_ERROR, NAN);
	/* An address that did not parse. */
	ev("1", "tc1/on", &RS, VERDICT_ERROR, NAN);
	ev("1", "tc1/on/foo(a)", &RS, VERDICT_ERROR, NAN);
}

static void
test_no_runs(void)
{
	struct claim c;

	/* Claims on runs need runs... */
	ev("12", "tc1/on/a", NULL, VERDICT_ERROR, NAN);
	ev(MINUS "40%", "tc1/on~off/a", NULL, VERDICT_ERROR, NAN);
	ev("9", "*/*/@n", NULL, VERDICT_ERROR, NAN);
	/* ...'=' claims do not. */
	ev(MINUS "93.3%", "=45/674-1", NULL, VERDICT_OK,
	    (45.0 / 674 - 1) * 100);
	ev(MINUS "93.3%", "=45/674-1", &RS, VERDICT_OK,
	    (45.0 / 674 - 1) * 100);
	ev(MINUS "93%", "=45/674-1", NULL, VERDICT_OK,
	    (45.0 / 674 - 1) * 100);
	ev(MINUS "93.4%", "=45/674-1", NULL, VERDICT_NEAR, NAN);
	ev(MINUS "93.1%", "=45/674-1", NULL, VERDICT_WRONG, NAN);
	ev("+93.3%", "=45/674-1", NULL, VERDICT_FLIPPED, NAN);
	ev("15" TIMES, "=45/3", NULL, VERDICT_OK, 15);

	/* A claim whose parsing failed is left alone. */
	mk(&c, "12", "tc1/on/a");
	c.error = xstrdup("set by the parser");
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_ERROR, "pre-set error: verdict");
	EQ_STR(c.error, "set by the parser", "pre-set error: kept");
	claim_free(&c);
}

static void
test_columns(void)
{
	struct claim c;

	/* | fio | 1784.00 iops | 1786.88 iops | +0.2% | with =$3/$2-1 */
	mk(&c, "+0.2%", "=$3/$2-1");
	c.ncols = 4;
	c.cols = xcalloc(4, sizeof(double));
	c.cols[0] = NAN;
	c.cols[1] = 1784.00;
	c.cols[2] = 1786.88;
	c.cols[3] = 0.002;
	claim_eval(&c, NULL);
	EQ_INT(c.verdict, VERDICT_OK, "=$3/$2-1: +0.2%");
	EQ_NUM(c.v, (1786.88 / 1784 - 1) * 100, "=$3/$2-1: v");
	OK(c.calc != NULL, "=$3/$2-1: computation shown");
	claim_free(&c);

	mk(&c, "+0.1%", "=$3/$2-1");
	c.ncols = 3;
	c.cols = xcalloc(3, sizeof(double));
	c.cols[0] = NAN;
	c.cols[1] = 1784.00;
	c.cols[2] = 1786.88;
	claim_eval(&c, &RS);
	EQ_INT(c.verdict, VERDICT_NEAR, "=$3/$2-1: +0.1% is near");
	claim_free(&c);

	/* A column past the row, a column with no number, no row at all. */
	mk(&c, "1", "=$4");
	c.ncols = 3;
	c.cols = xcalloc(3, sizeof(double));
	claim_eval(&c, NULL);
	EQ_INT(c.verdict, VERDICT_ERROR, "$4 in a 3-column row");
	OK(c.error != NULL, "$4: message");
	claim_free(&c);

	mk(&c, "1", "=$1+1");
	c.ncols = 2;
	c.cols = xcalloc(2, sizeof(double));
	c.cols[0] = NAN;
	claim_eval(&c, NULL);
	EQ_INT(c.verdict, VERDICT_ERROR, "$1 holds no number");
	OK(c.error != NULL, "$1 NAN: message");
	claim_free(&c);

	mk(&c, "1", "=$1");
	claim_eval(&c, NULL);
	EQ_INT(c.verdict, VERDICT_ERROR, "$1 outside a table row");
	claim_free(&c);

	/* A % column is read as a fraction: $2 = 0.25 (25%). */
	mk(&c, "50%", "=$2*2");
	c.ncols = 2;
	c.cols = xcalloc(2, sizeof(double));
	c.cols[0] = NAN;
	c.cols[1] = 0.25;
	claim_eval(&c, NULL);
	EQ_INT(c.verdict, VERDICT_OK, "=$2*2 of 25% is 50%");
	EQ_NUM(c.v, 50, "=$2*2 v");
	claim_free(&c);
}

static void
test_inputs(void)
{
	struct claim c;

	/* The computation keeps the raw values each statistic used. */
	mk(&c, "20", "tc1/off/a");
	claim_eval(&c, &RS);
	OK(c.ninputs == 1, "one input for a bare metric");
	if (c.ninputs == 1) {
		EQ_STR(c.inputs[0].metric, "a", "input metric");
		EQ_STR(c.inputs[0].stat, "median", "input stat");
		EQ_INT(c.inputs[0].n, 3, "input has three values");
		EQ_NUM(c.inputs[0].result, 20, "input result");
		/* In run order: reps 1, 2, 3 once indexed. */
		OK(c.inputs[0].n == 3 && c.inputs[0].values[0] == 10 &&
		    c.inputs[0].values[1] == 20 &&
		    c.inputs[0].values[2] == 30, "input values in rep order");
	}
	claim_free(&c);

	mk(&c, MINUS "40%", "tc1/on~off/a");
	claim_eval(&c, &RS);
	EQ_INT(c.ninputs, 2, "a comparison has an input per side");
	claim_free(&c);
}

/*
 * The values a claim keeps (claim.h): all of a 1,000-run selection
 * alone, none among 5,000 claims (each gets 4,000,000 / 5,000 = 800),
 * and the same whatever the threads.
 */
static void
test_values_budget(void)
{
	enum { RUNS = 1000, CLAIMS = 5000 };
	struct runset rs = {0};
	struct diag d = {0};
	struct buf t = {0};
	struct claim one, *many = xcalloc(CLAIMS, sizeof(*many));
	size_t i, kept = 0, counted = 0;

	for (i = 0; i < RUNS; i++)
		buf_printf(&t, "{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":%zu,"
		    "\"m\":%zu,\"k\":%zu}\n", i + 1, i, i % 3);
	OK(runs_load_buf(&rs, "budget.jsonl", t.data, t.len, &d) &&
	    d.nerrors == 0, "budget: runs load");
	mk(&one, "499.5", "t/a/m");
	claim_eval(&one, &rs);
	OK(one.verdict == VERDICT_OK && one.ninputs == 1 &&
	    one.inputs[0].values != NULL && one.inputs[0].n == RUNS,
	    "budget: one claim keeps its %d values", RUNS);
	claim_free(&one);
	for (i = 0; i < CLAIMS; i++)
		mk(&many[i], i % 2 ? "499.5" : "1", i % 2 ? "t/a/m" : "t/a/k");
	claim_eval_all(many, CLAIMS, &rs, NULL);
	for (i = 0; i < CLAIMS; i++) {
		kept += many[i].ninputs == 1 && many[i].inputs[0].values != NULL;
		counted += many[i].ninputs == 1 &&
		    many[i].inputs[0].n == RUNS && many[i].verdict ==
		    VERDICT_OK;
		claim_free(&many[i]);
	}
	OK(kept == 0 && counted == CLAIMS, "budget: %zu of %d claims kept "
	    "values, %zu counted them", kept, CLAIMS, counted);
	free(many);
	buf_free(&t);
	diag_free(&d);
	runs_free(&rs);
}

void
test_eval(void)
{
	struct diag d = {0};

	memset(&RS, 0, sizeof(RS));
	OK(runs_load_buf(&RS, "eval.jsonl", jsonl, sizeof(jsonl) - 1, &d),
	    "eval runs load");
	EQ_INT(d.nerrors, 0, "eval runs load cleanly");
	EQ_INT(RS.nruns, 9, "eval runs: nine runs");
	diag_free(&d);

	test_aggregate_vs_per_run();
	test_stats_suffix();
	test_compare();
	test_selections();
	test_every_tc_run();
	test_huge_number();
	test_ranges();
	test_errors();
	test_no_runs();
	test_columns();
	test_inputs();
	test_values_budget();
	runs_free(&RS);
}
