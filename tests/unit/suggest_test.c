/*
 * The suggester's ranking rules, one by one (CLAIMS.md section 5,
 * suggest_rank.c): the order of struct rank's keys, what --fix may
 * bind, and, through report_suggest on a small report and runset, each
 * kind of evidence turning the first suggestion: the test case named
 * next to the number over the heading's, the heading's over one the
 * sentence compares with, the written unit, statistic words, the
 * small-integer rule and the tie rule.
 */
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "suggest.h"

/*
 * Two test cases, two configs, three runs each.  tc1/off and tc2/off
 * share lat_ms's median 4.5; in tc1/on lat_ms, mem_mb and queue all
 * have the median 12; hits' median in tc1/off is 2 (its max too); cpu
 * is 50 in both configs of tc1.
 */
static const char runs[] =
"{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":1,\"lat_ms\":4.0,\"mem_mb\":30,\"hits\":1,\"queue\":40,\"cpu\":50}\n"
"{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":2,\"lat_ms\":4.5,\"mem_mb\":31,\"hits\":2,\"queue\":41,\"cpu\":50}\n"
"{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":3,\"lat_ms\":5.0,\"mem_mb\":32,\"hits\":2,\"queue\":42,\"cpu\":50}\n"
"{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":1,\"lat_ms\":11.5,\"mem_mb\":11,\"hits\":7,\"queue\":12,\"cpu\":50}\n"
"{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":2,\"lat_ms\":12,\"mem_mb\":12,\"hits\":8,\"queue\":12,\"cpu\":50}\n"
"{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":3,\"lat_ms\":12.5,\"mem_mb\":13,\"hits\":9,\"queue\":12,\"cpu\":50}\n"
"{\"tc\":\"tc2\",\"cfg\":\"off\",\"rep\":1,\"lat_ms\":4.4,\"mem_mb\":50,\"hits\":3,\"queue\":70,\"cpu\":90}\n"
"{\"tc\":\"tc2\",\"cfg\":\"off\",\"rep\":2,\"lat_ms\":4.5,\"mem_mb\":51,\"hits\":3,\"queue\":71,\"cpu\":90}\n"
"{\"tc\":\"tc2\",\"cfg\":\"off\",\"rep\":3,\"lat_ms\":4.6,\"mem_mb\":52,\"hits\":3,\"queue\":72,\"cpu\":90}\n"
"{\"tc\":\"tc2\",\"cfg\":\"on\",\"rep\":1,\"lat_ms\":20,\"mem_mb\":60,\"hits\":4,\"queue\":80,\"cpu\":90}\n"
"{\"tc\":\"tc2\",\"cfg\":\"on\",\"rep\":2,\"lat_ms\":21,\"mem_mb\":61,\"hits\":4,\"queue\":81,\"cpu\":90}\n"
"{\"tc\":\"tc2\",\"cfg\":\"on\",\"rep\":3,\"lat_ms\":22,\"mem_mb\":62,\"hits\":4,\"queue\":82,\"cpu\":90}\n";

static struct runset RS;

/*
 * The suggestions for the number written as num in the report md: the
 * first into first (empty when none), and whether --fix may bind it.
 * Returns zero when the report does not parse or has no such number.
 */
static int
suggested(const char *md, const char *num, char *first, size_t cap,
    int *unique)
{
	struct report r;
	struct diag d = {0};
	size_t i;
	int found = 0;

	memset(&r, 0, sizeof(r));
	first[0] = '\0';
	*unique = -1;
	if (report_parse(&r, "s.md", md, strlen(md), &d) && d.nerrors == 0) {
		report_suggest(&r, &RS, NULL);
		for (i = 0; i < r.nunbound && !found; i++)
			if (strcmp(r.unbound[i].text, num) == 0) {
				const struct unbound_suggest *sg =
				    report_usg(&r.unbound[i]);

				found = 1;
				if (sg->nsuggest > 0)
					snprintf(first, cap, "%s",
					    sg->suggest[0]);
				*unique = sg->unique;
			}
	}
	diag_free(&d);
	report_free(&r);
	return found;
}

/* Checks the first suggestion for num in md, and whether it binds. */
static void
first_is(const char *md, const char *num, const char *want, int unique,
    const char *rule)
{
	char got[256];
	int u;

	OK(suggested(md, num, got, sizeof(got), &u), "%s: %s is unbound",
	    rule, num);
	EQ_STR(got, want, rule);
	EQ_INT(u, unique, rule);
}

/* Each key of struct rank decides before the ones after it. */
static void
test_rank_order(void)
{
	struct rank a, b;

	memset(&a, 0, sizeof(a));
	a.heading = 3;
	a.fine = 1;
	a.context = 5;
	a.near = -4;
	a.form = 1;
	a.simple = -70;
	a.order = 7;
	b = a;
	OK(!suggest_rank_better(&a, &b) && !suggest_rank_better(&b, &a),
	    "rank: the same rank and order: neither is better");
	b.order = 6;
	OK(suggest_rank_better(&b, &a), "rank: order breaks a full tie");
	OK(suggest_rank_same(&a, &b), "rank: order alone is a tie");
	b = a;
	b.simple = -60;
	b.form = 0;
	OK(!suggest_rank_better(&b, &a), "rank: form before simplicity");
	b.form = 1;
	OK(suggest_rank_better(&b, &a), "rank: simpler wins at equal form");
	b = a;
	b.form = 2;
	b.near = -5;
	OK(!suggest_rank_better(&b, &a), "rank: nearness before form");
	b = a;
	b.near = -3;
	b.context = 4;
	OK(!suggest_rank_better(&b, &a), "rank: context before nearness");
	b = a;
	b.context = 9;
	b.fine = 0;
	OK(!suggest_rank_better(&b, &a), "rank: a fine fit before context");
	b = a;
	b.fine = 1;
	b.context = 99;
	b.heading = 2;
	OK(!suggest_rank_better(&b, &a),
	    "rank: how the test case is named comes first");
	OK(!suggest_rank_same(&a, &b), "rank: different ranks are no tie");
}

/* The weights of the evidence (suggest_rank_score). */
static void
test_score(void)
{
	struct ev e;

	memset(&e, 0, sizeof(e));
	EQ_INT(suggest_rank_score(&e), 0, "score: no evidence");
	e.metric = 4;
	EQ_INT(suggest_rank_score(&e), 8, "score: a metric word next to it");
	e.metric = 0;
	e.unit = 1;
	EQ_INT(suggest_rank_score(&e), 3, "score: the written unit");
	e.unit = 0;
	e.stat = 1;
	EQ_INT(suggest_rank_score(&e), 3, "score: a statistic word");
	e.stat = 0;
	e.rep = 1;
	EQ_INT(suggest_rank_score(&e), 3, "score: the run named");
	e.rep = 0;
	e.cfg = 2;
	e.used = 1;
	EQ_INT(suggest_rank_score(&e), 3, "score: configs and the report's use");
}

/* What --fix may bind (suggest_rank_bindable), on evidence built here. */
static void
test_bindable(void)
{
	struct pick top[2];
	struct numctx n;

	memset(top, 0, sizeof(top));
	memset(&n, 0, sizeof(n));
	top[0].ev.tc = 3;
	top[0].ev.metric = 4;
	top[0].r.context = 8;
	top[1].r.context = 2;
	OK(suggest_rank_bindable(top, 2, &n),
	    "bind: test case and metric named, ahead of the second");
	OK(!suggest_rank_bindable(top, 0, &n), "bind: nothing to bind");
	top[1].r = top[0].r;
	top[1].r.order = 1;
	OK(!suggest_rank_bindable(top, 2, &n),
	    "bind: a tie with the second (order alone) binds nothing");
	OK(suggest_rank_bindable(top, 1, &n), "bind: a single pick has no tie");
	top[0].ev.tc = 0;
	OK(!suggest_rank_bindable(top, 1, &n), "bind: no test case named");
	top[0].ev.tc = 3;
	top[0].ev.unsaid = 1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: not a statistic only the value names");
	top[0].ev.unsaid = 0;
	top[0].ev.every = 1;
	OK(!suggest_rank_bindable(top, 1, &n), "bind: not tc/* for each config");
	top[0].ev.every = 0;
	top[0].ev.median_of = 1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: not the median where the section shows one run");
	top[0].ev.median_of = 0;
	n.quoted = 1;
	OK(!suggest_rank_bindable(top, 1, &n), "bind: not in a quoted sentence");
	n.quoted = 0;
	/* Beyond its value: a metric word, its unit or a statistic word. */
	top[0].ev.metric = 1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: a metric word only elsewhere in the line is not enough");
	top[0].ev.metric = 0;
	top[0].ev.stat = 1;
	OK(suggest_rank_bindable(top, 1, &n), "bind: a statistic word");
	top[0].ev.stat = 0;
	top[0].ev.unit = 1;
	OK(suggest_rank_bindable(top, 1, &n), "bind: the written unit");
	top[0].ev.conv = 1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: not a unit converted to (ms to s) alone");
	/* Small whole numbers ("step 2") need a metric word or the unit. */
	top[0].ev.conv = 0;
	top[0].ev.unit = 0;
	top[0].ev.stat = 1;
	n.small = 1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: a small whole number not on a statistic word alone");
	top[0].ev.unit = 1;
	OK(suggest_rank_bindable(top, 1, &n),
	    "bind: a small whole number on its unit");
	top[0].ev.unit = 0;
	top[0].ev.metric = 2;
	OK(suggest_rank_bindable(top, 1, &n),
	    "bind: a small whole number on a metric word in the sentence");
	n.small = 0;
	top[0].ev.stat = 0;
	/* Ties of one value from the same runs (issue 23 item 7). */
	top[1].r = top[0].r;
	top[1].r.order = 1;
	top[0].eq = top[1].eq = 3;
	top[0].v = top[1].v = 12.5;
	OK(suggest_rank_bindable(top, 2, &n),
	    "bind: a tie of one value from the same runs binds the first");
	top[1].v = 12.25;
	OK(!suggest_rank_bindable(top, 2, &n),
	    "bind: a tie of two values of the same runs binds nothing");
	top[1].v = 12.5;
	top[1].eq = 4;
	OK(!suggest_rank_bindable(top, 2, &n),
	    "bind: a tie of one value from other runs binds nothing");
	top[0].eq = top[1].eq = SUGGEST_EQ_TC - 2;
	OK(suggest_rank_bindable(top, 2, &n),
	    "bind: counts every config of the test case shares are one");
	top[0].eq = top[1].eq = 0;
	OK(!suggest_rank_bindable(top, 2, &n),
	    "bind: key 0 (a comparison) is never equivalent");
	/* tc/ * over several configs: never. */
	top[0].eq = -1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: not tc/* over several configs");
	top[0].eq = 3;
	/* No test case named: a metric word before it, 2+ digits, fine. */
	top[0].ev.tc = 0;
	top[0].ev.metric = 3;
	top[0].r.fine = 1;
	n.w.value = 41.5;
	n.w.half = 0.05;
	OK(suggest_rank_bindable(top, 1, &n),
	    "bind: no test case named, on a metric word before it");
	top[0].ev.metric = 2;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: no test case named, not on a metric word after it");
	top[0].ev.metric = 3;
	n.w.value = 4;
	n.w.half = 0.5;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: no test case named, not one significant digit");
	n.w.value = 41.5;
	n.w.half = 0.05;
	n.small = 1;
	OK(!suggest_rank_bindable(top, 1, &n),
	    "bind: no test case named, not a small whole number");
}

/* The rules at work, through report_suggest. */
static void
test_rules(void)
{
	/* Where the test case is named: next to it, heading, sentence. */
	first_is("## tc2\n\nThe lat_ms in tc1: 4.5 ms.\n", "4.5",
	    "tc1/off/lat_ms", 1, "next to the number beats the heading");
	first_is("## tc2\n\nThe lat_ms was 4.5 ms.\n", "4.5",
	    "tc2/off/lat_ms", 1, "the heading names the test case");
	first_is("## tc2\n\nUnlike tc1, lat_ms was 4.5 ms here.\n", "4.5",
	    "tc2/off/lat_ms", 1,
	    "the heading beats a test case the sentence compares with");
	/* The written unit over the simplest name. */
	first_is("In tc1 on it was 12.\n", "12", "tc1/on/queue", 0,
	    "no unit: the shortest name, not bound");
	first_is("In tc1 on it was 12 ms.\n", "12", "tc1/on/lat_ms", 1,
	    "a time unit: the metric in ms");
	first_is("In tc1 on it was 12 MB.\n", "12", "tc1/on/mem_mb", 1,
	    "a size unit: the metric in MB");
	/* Statistic words. */
	first_is("In tc1 off the lat_ms max was 5.0 ms.\n", "5.0",
	    "tc1/off/lat_ms@max", 1, "a statistic word names the max");
	first_is("In tc1 off the lat_ms was 5.0 ms.\n", "5.0",
	    "tc1/off/lat_ms@max", 0,
	    "a statistic only the value names is offered, never bound");
	/* Small whole numbers are labels more often than values. */
	first_is("In tc1 off, we saw 2 of them.\n", "2", "tc1/off/hits", 0,
	    "a small integer with no metric word is not bound");
	first_is("In tc1 off, hits 2.\n", "2", "tc1/off/hits", 1,
	    "a small integer next to its metric's name is bound");
	/* A tie: the first by order (test case ids), and not bound. */
	first_is("In tc1 and tc2 off, lat_ms was 4.5 ms.\n", "4.5",
	    "tc1/off/lat_ms", 0, "two test cases named alike: a tie");
	first_is("In tc1 off, lat_ms was 4.5 ms.\n", "4.5",
	    "tc1/off/lat_ms", 1, "one test case named: no tie");
}

/*
 * Where a number is, as the parser's tree has it (issue 21): a heading
 * in a code fence is no heading, and a table without outer pipes is a
 * table: its column headers are words for its cells, its ev: labels
 * teach words and its test case names its section's.
 */
static void
test_place(void)
{
	first_is("## tc1\n\n```\n# tc2\n```\n\nThe lat_ms was 4.5 ms.\n",
	    "4.5", "tc1/off/lat_ms", 1,
	    "a '# tc2' line in a code fence is no heading");
	first_is("## tc1\n\n    # tc2\n\nThe lat_ms was 4.5 ms.\n",
	    "4.5", "tc1/off/lat_ms", 1,
	    "a '# tc2' line in indented code is no heading");
	first_is("## tc1\n\n| metric | off | on |\n|---|---|---|\n"
	    "| cpu | 49 | 50 |\n", "50", "tc1/on/cpu", 1,
	    "a table's column header names the config");
	first_is("## tc1\n\nmetric | off | on\n---|---|---\n"
	    "cpu | 49 | 50\n", "50", "tc1/on/cpu", 1,
	    "a table without outer pipes: its column header names the config");
	first_is("## tc1\n\nmetric | on | off\n---|---|---\n"
	    "cpu | 49 | 50\n", "50", "tc1/off/cpu", 1,
	    "a table without outer pipes: the other column");
	/* What a bound table teaches reaches the prose after it. */
	first_is("## Results\n\n| [metric](ev:tc1//) | [\xEC\xBC\x9C\xEC\xA7\x90]"
	    "(ev:/on/) | [\xEA\xBA\xBC\xEC\xA7\x90](ev:/off/) |\n|---|---|---|\n"
	    "| [cpu](ev://cpu) | 50 | 50 |\n\n\xEA\xBA\xBC\xEC\xA7\x90 cpu: 50.\n",
	    "50", "tc1/off/cpu", 1,
	    "a bound table's column label (\xEA\xBA\xBC\xEC\xA7\x90) names its config");
	first_is("## Results\n\n[metric](ev:tc1//) | [\xEC\xBC\x9C\xEC\xA7\x90]"
	    "(ev:/on/) | [\xEA\xBA\xBC\xEC\xA7\x90](ev:/off/)\n---|---|---\n"
	    "[cpu](ev://cpu) | 50 | 50\n\n\xEA\xBA\xBC\xEC\xA7\x90 cpu: 50.\n",
	    "50", "tc1/off/cpu", 1,
	    "a table without outer pipes teaches its labels and test case");
}

/*
 * A key's first SUGGEST_LEX_PER_KEY words are read, the rest not
 * (issue 25.4: each number read every word of an ev:words line): the
 * word naming queue counts as the last one read, not one further.
 */
static void
test_lex_cap(void)
{
	struct buf b = {0};
	char got[256];
	int u, k, at;

	for (at = SUGGEST_LEX_PER_KEY - 1; at <= SUGGEST_LEX_PER_KEY; at++) {
		b.len = 0;
		buf_adds(&b, "## tc1\n\n<!-- ev:words\nmem_mb: ");
		for (k = 0; k < at; k++)
			buf_printf(&b, "filler%d, ", k);
		buf_adds(&b, "depth\n-->\n\nOn on, the depth was 12.\n");
		OK(suggested(b.data, "12", got, sizeof(got), &u),
		    "lex cap: 12 is unbound");
		if (at < SUGGEST_LEX_PER_KEY)
			EQ_STR(got, "tc1/on/mem_mb",
			    "lex cap: the 64th word of a key is read");
		else
			OK(strcmp(got, "tc1/on/mem_mb") != 0,
			    "lex cap: the 65th word of a key is not read "
			    "(got %s)", got);
	}
	buf_free(&b);
}

void
test_suggest(void)
{
	struct diag d = {0};

	memset(&RS, 0, sizeof(RS));
	OK(runs_load_buf(&RS, "suggest.jsonl", runs, sizeof(runs) - 1, &d) &&
	    d.nerrors == 0, "suggest runs load");
	diag_free(&d);
	test_rank_order();
	test_score();
	test_bindable();
	test_rules();
	test_place();
	test_lex_cap();
	runs_free(&RS);
}
