/*
 * The raw runs (CLAIMS.md section 1): runs_load_buf and the lookups of
 * runs_index.c.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"

#include "runs_chunk.h"

#define GOOD1	"{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1,\"m\":1}\n"

static long
metric(const struct runset *rs, const char *name)
{
	return runs_metric_find(rs, name, strlen(name));
}

/* The value of a metric in run i, NAN when absent or unknown. */
static double
value(const struct runset *rs, size_t i, const char *name)
{
	long m = metric(rs, name);
	double v;

	if (m < 0 || i >= rs->nruns || !runs_value(rs, &rs->runs[i],
	    (uint32_t)m, &v))
		return NAN;
	return v;
}

/* The metadata value of key in run i, or NULL. */
static const char *
meta(const struct runset *rs, size_t i, const char *key)
{
	long k = strtab_find(&rs->metakeys, key, strlen(key));

	if (k < 0 || i >= rs->nruns)
		return NULL;
	return runs_meta(rs, &rs->runs[i], (uint32_t)k);
}

static void
test_good(void)
{
	static const char text[] =
	    "\xEF\xBB\xBF{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":2,\"m\":1.5,"
	    "\"lat\":{\"p50\":2,\"p999\":{\"x\":3}},\"host\":\"h\","
	    "\"warm\":false,\"arr\":[1,\"a\"],\"gone\":null}\r\n"	/* 1 */
	    "\r\n"							/* 2 */
	    "\n"							/* 3 */
	    "{\"tc\":\"tc1\",\"cfg\":\"off\",\"rep\":1,\"m\":2}\r\n"	/* 4 */
	    "   \t  \n"							/* 5 */
	    "{\"tc\":\"tc1\",\"cfg\":\"on\",\"rep\":1,\"m\":-3,\"n\":0,"
	    "\"ok\":true}\n"						/* 6 */
	    "{\"tc\":\"tc2\",\"cfg\":\"off\",\"rep\":1,\"m\":1e3,"
	    "\"big\":12345678901234}";					/* 7 */
	struct runset rs = {0};
	struct diag d = {0};
	const struct rungroup *g;
	long t1, t2, off, on, gi;

	OK(runs_load_buf(&rs, "good.jsonl", text, sizeof(text) - 1, &d),
	    "good file loads");
	EQ_INT(d.nerrors, 0, "BOM, CRLF and blank lines are accepted");
	if (d.len > 0)
		fprintf(stderr, "  first: line %zu: %s\n", d.msgs[0].line,
		    d.msgs[0].msg);
	EQ_INT(rs.nruns, 4, "four runs");
	EQ_INT(rs.runs[0].line, 1, "run 0 from line 1");
	EQ_INT(rs.runs[1].line, 4, "run 1 from line 4 (blank lines count)");
	EQ_INT(rs.runs[2].line, 6, "run 2 from line 6");
	EQ_INT(rs.runs[3].line, 7, "run 3 from line 7 (no final newline)");

	/* Ids in order of first appearance; the BOM is not in "tc1". */
	t1 = runs_tc_find(&rs, "tc1");
	t2 = runs_tc_find(&rs, "tc2");
	EQ_INT(t1, 0, "tc1 is id 0 despite the BOM");
	EQ_INT(t2, 1, "tc2 is id 1");
	EQ_INT(runs_tc_find(&rs, "tc9"), -1, "tc9 is unknown");
	EQ_INT(runs_tc_find(&rs, "\xEF\xBB\xBFtc1"), -1, "no BOM in ids");
	off = runs_cfg_find(&rs, "off");
	on = runs_cfg_find(&rs, "on");
	EQ_INT(off, 0, "cfg off is id 0");
	EQ_INT(on, 1, "cfg on is id 1");
	EQ_INT(runs_cfg_find(&rs, "ttl"), -1, "cfg ttl is unknown");
	EQ_INT(runs_cfg_find(&rs, "off\r"), -1, "no CR in ids");

	/* Metrics: numbers, nested objects as dotted names (any depth). */
	EQ_NUM(value(&rs, 0, "m"), 1.5, "m of run 0");
	EQ_NUM(value(&rs, 0, "lat.p50"), 2, "lat.p50");
	EQ_NUM(value(&rs, 0, "lat.p999.x"), 3, "lat.p999.x (depth 3)");
	EQ_NUM(value(&rs, 3, "m"), 1000, "1e3 is a metric value");
	EQ_NUM(value(&rs, 3, "big"), 12345678901234.0, "a large integer");
	EQ_NUM(value(&rs, 2, "m"), -3, "a negative metric");
	EQ_NUM(value(&rs, 2, "n"), 0, "zero is a value, not absent");
	OK(isnan(value(&rs, 0, "n")), "n is absent in run 0");
	EQ_INT(metric(&rs, "lat"), -1, "an object is no metric itself");
	EQ_INT(metric(&rs, "lat.p999"), -1, "nor is an inner object");
	/* null: not measured. */
	OK(isnan(value(&rs, 0, "gone")), "null is absent");
	/* Metadata: kept, never a metric. */
	EQ_INT(metric(&rs, "host"), -1, "a string is no metric");
	EQ_INT(metric(&rs, "warm"), -1, "a boolean is no metric");
	EQ_INT(metric(&rs, "arr"), -1, "an array is no metric");
	EQ_INT(metric(&rs, "tc"), -1, "tc is no metric");
	EQ_INT(metric(&rs, "rep"), -1, "rep is no metric");
	EQ_STR(meta(&rs, 0, "host"), "h", "string metadata");
	EQ_STR(meta(&rs, 0, "warm"), "false", "boolean metadata");
	EQ_STR(meta(&rs, 2, "ok"), "true", "true metadata");
	EQ_STR(meta(&rs, 0, "arr"), "[1,\"a\"]", "array metadata as JSON");
	OK(meta(&rs, 0, "gone") == NULL, "null is not metadata either");
	OK(meta(&rs, 1, "host") == NULL, "metadata belongs to its run");

	/* Groups: one per (tc, cfg), runs ordered by rep. */
	EQ_INT(rs.ngroups, 3, "three groups");
	g = runs_group_find(&rs, (uint32_t)t1, (uint32_t)off);
	OK(g != NULL, "tc1/off group");
	if (g != NULL) {
		gi = (long)(g - rs.groups);
		EQ_INT(g->len, 2, "tc1/off has two runs");
		EQ_INT(rs.runs[g->runs[0]].rep, 1, "tc1/off first is rep 1");
		EQ_INT(rs.runs[g->runs[1]].rep, 2, "tc1/off second is rep 2");
		EQ_INT(runs_rep_find(&rs, (uint32_t)gi, 2), 0,
		    "tc1/off#2 is run 0");
		EQ_INT(runs_rep_find(&rs, (uint32_t)gi, 1), 1,
		    "tc1/off#1 is run 1");
		EQ_INT(runs_rep_find(&rs, (uint32_t)gi, 3), -1,
		    "tc1/off#3 does not exist");
		EQ_INT(runs_rep_find(&rs, (uint32_t)gi, 0), -1,
		    "tc1/off#0 does not exist");
	}
	g = runs_group_find(&rs, (uint32_t)t1, (uint32_t)on);
	OK(g != NULL && g->len == 1, "tc1/on has one run");
	g = runs_group_find(&rs, (uint32_t)t2, (uint32_t)off);
	OK(g != NULL && g->len == 1 && rs.runs[g->runs[0]].rep == 1,
	    "tc2/off has rep 1");
	OK(runs_group_find(&rs, (uint32_t)t2, (uint32_t)on) == NULL,
	    "tc2/on has no runs");
	OK(runs_group_find(&rs, 7, 7) == NULL, "unknown ids have no group");
	EQ_INT(rs.runs[0].tc, t1, "run 0 tc");
	EQ_INT(rs.runs[0].cfg, off, "run 0 cfg");
	EQ_INT(rs.runs[0].rep, 2, "run 0 rep");

	runs_free(&rs);
	diag_free(&d);
}

/*
 * Loads GOOD1 then bad on line 2: exactly one error, on line 2, and
 * the good run stays.
 */
static void
one_error(const char *what, const char *bad)
{
	struct runset rs = {0};
	struct diag d = {0};
	struct buf b = {0};

	buf_adds(&b, GOOD1);
	buf_adds(&b, bad);
	buf_adds(&b, "\n");
	runs_load_buf(&rs, "bad.jsonl", b.data, b.len, &d);
	OK(d.nerrors == 1, "%s: %zu errors, want 1", what, d.nerrors);
	OK(d.len >= 1 && d.msgs[0].line == 2, "%s: error on line %zu, want "
	    "2", what, d.len >= 1 ? d.msgs[0].line : 0);
	OK(d.len >= 1 && d.msgs[0].level == DIAG_ERROR && d.msgs[0].msg &&
	    d.msgs[0].msg[0] != '\0', "%s: an error with a message", what);
	OK(d.len >= 1 && d.msgs[0].file != NULL &&
	    strcmp(d.msgs[0].file, "bad.jsonl") == 0, "%s: names the file",
	    what);
	OK(rs.nruns == 1, "%s: %zu runs, want only line 1's", what,
	    rs.nruns);
	EQ_NUM(value(&rs, 0, "m"), 1, what);
	buf_free(&b);
	runs_free(&rs);
	diag_free(&d);
}

static const struct {
	const char *what;
	const char *line;
} bad_lines[] = {
	{ "truncated line", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"m\":" },
	{ "truncated string", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"s\":\"ab" },
	{ "array", "[1,2]" },
	{ "number", "42" },
	{ "string", "\"tc\"" },
	{ "null", "null" },
	{ "garbage", "tc=t cfg=c rep=2" },
	{ "trailing text", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2} x" },
	{ "two objects", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2}"
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":3}" },
	{ "missing tc", "{\"cfg\":\"c\",\"rep\":2}" },
	{ "numeric tc", "{\"tc\":1,\"cfg\":\"c\",\"rep\":2}" },
	{ "null tc", "{\"tc\":null,\"cfg\":\"c\",\"rep\":2}" },
	{ "missing cfg", "{\"tc\":\"t\",\"rep\":2}" },
	{ "array cfg", "{\"tc\":\"t\",\"cfg\":[\"c\"],\"rep\":2}" },
	{ "missing rep", "{\"tc\":\"t\",\"cfg\":\"c\"}" },
	{ "string rep", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":\"2\"}" },
	{ "boolean rep", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":true}" },
	{ "rep 0", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":0}" },
	{ "rep 1.5", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1.5}" },
	{ "rep -1", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":-1}" },
	{ "rep 1e999", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1e999}" },
	{ "duplicate run", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1,\"m\":2}" },
	{ "duplicate key", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"m\":1,"
	    "\"m\":2}" },
	{ "duplicate nested key", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"o\":{\"k\":1,\"k\":2}}" },
	{ "duplicate tc key", "{\"tc\":\"t\",\"tc\":\"u\",\"cfg\":\"c\","
	    "\"rep\":2}" },
	{ "invalid UTF-8", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"s\":\"\xff\"}" },
	{ "overlong UTF-8", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"s\":\"\xC0\xAF\"}" },
	{ "UTF-8 surrogate", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"s\":\"\xED\xA0\x80\"}" },
	{ "\\u0000 in a value", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"s\":\"a\\u0000b\"}" },
	{ "\\u0000 in a key", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"a\\u0000b\":1}" },
	{ "\\u0000 in tc", "{\"tc\":\"t\\u0000\",\"cfg\":\"c\",\"rep\":2}" },
	{ "1e999", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"m\":1e999}" },
	{ "-1e999", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"m\":-1e999}" },
	{ "nested 1e999", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"o\":{\"m\":1e999}}" },
	{ "dotted-key collision", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"a.b\":1,\"a\":{\"b\":2}}" },
	{ "collision, nested first", "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,"
	    "\"a\":{\"b\":2},\"a.b\":1}" },
	{ "empty tc", "{\"tc\":\"\",\"cfg\":\"c\",\"rep\":2}" },
	{ "tc with a slash", "{\"tc\":\"a/b\",\"cfg\":\"c\",\"rep\":2}" },
	{ "cfg with a tilde", "{\"tc\":\"t\",\"cfg\":\"on~off\",\"rep\":2}" },
};

static void
test_errors(void)
{
	size_t i;

	for (i = 0; i < sizeof(bad_lines) / sizeof(bad_lines[0]); i++)
		one_error(bad_lines[i].what, bad_lines[i].line);
}

static void
test_error_lines(void)
{
	/* Every bad line is reported at its own line; good ones load. */
	static const char text[] =
	    GOOD1							/* 1 */
	    "\n"							/* 2 */
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":0}\r\n"			/* 3 */
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"m\":2,\"q\":5,"
	    "\"x\":1e999}\n"						/* 4 */
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":3,\"m\":3}\n"		/* 5 */
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":3,\"m\":4}\n"		/* 6 */
	    "\n"							/* 7 */
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":4,"		/* 8 */
	    ;
	struct runset rs = {0};
	struct diag d = {0};
	long q;

	runs_load_buf(&rs, "lines.jsonl", text, sizeof(text) - 1, &d);
	EQ_INT(d.nerrors, 4, "four bad lines");
	OK(d.len == 4 && d.msgs[0].line == 3, "rep 0 on line 3");
	OK(d.len == 4 && d.msgs[1].line == 4, "1e999 on line 4");
	OK(d.len == 4 && d.msgs[2].line == 6, "duplicate on line 6");
	OK(d.len == 4 && d.msgs[3].line == 8, "truncated line 8");
	EQ_INT(rs.nruns, 2, "lines 1 and 5 load");
	EQ_NUM(value(&rs, 1, "m"), 3, "line 5's m, not line 6's");
	/* Nothing of the dropped line 4 is left in any run. */
	q = metric(&rs, "q");
	OK(q < 0 || (isnan(value(&rs, 0, "q")) && isnan(value(&rs, 1, "q"))),
	    "no run holds line 4's q");
	EQ_NUM(value(&rs, 0, "m"), 1, "line 1's m intact");
	runs_free(&rs);
	diag_free(&d);
}

static void
test_misc(void)
{
	struct runset rs = {0};
	struct diag d = {0};
	static const char esc[] =
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1,\"s\":\"\\\\u0000\","
	    "\"r\":1.0}\n"
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2.0,\"u\":\"\xE4\xB8\x87\"}\n";
	static const char reps[] =
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":4294967295,\"m\":1}\n"
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":4294967296,\"m\":1}\n";
	static const char bsnul[] =
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1,\"s\":\"\\\\\\u0000\"}\n";

	/* An escaped backslash before u0000 is no NUL; 2.0 is rep 2. */
	runs_load_buf(&rs, "esc.jsonl", esc, sizeof(esc) - 1, &d);
	EQ_INT(d.nerrors, 0, "\\\\u0000 and rep 2.0 are fine");
	EQ_INT(rs.nruns, 2, "both escape lines load");
	EQ_STR(rs.nruns > 0 ? meta(&rs, 0, "s") : NULL, "\\u0000",
	    "the text \\u0000 kept");
	EQ_STR(rs.nruns > 1 ? meta(&rs, 1, "u") : NULL, "\xE4\xB8\x87",
	    "UTF-8 metadata kept");
	runs_free(&rs);
	diag_free(&d);

	/* rep up to 2^32 - 1. */
	memset(&rs, 0, sizeof(rs));
	runs_load_buf(&rs, "rep.jsonl", reps, sizeof(reps) - 1, &d);
	EQ_INT(d.nerrors, 1, "rep 2^32 is refused, 2^32 - 1 is not");
	OK(d.len == 1 && d.msgs[0].line == 2, "rep 2^32 on line 2");
	EQ_INT(rs.nruns, 1, "rep 2^32 - 1 loads");
	OK(rs.nruns == 1 && rs.runs[0].rep == 4294967295u, "rep 2^32 - 1");
	runs_free(&rs);
	diag_free(&d);

	/* An escaped backslash then \u0000 is a NUL all the same. */
	memset(&rs, 0, sizeof(rs));
	runs_load_buf(&rs, "nul.jsonl", bsnul, sizeof(bsnul) - 1, &d);
	EQ_INT(d.nerrors, 1, "\\\\\\u0000 is an escaped NUL");
	EQ_INT(rs.nruns, 0, "the NUL line is dropped");
	runs_free(&rs);
	diag_free(&d);

	/*
	 * A raw NUL byte ends no line: what follows it on the line is
	 * still part of the line, and "{...}<NUL> garbage" is not a JSON
	 * object.
	 */
	{
		static const char t[] = "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1,"
		    "\"m\":1}\0 garbage\n";

		memset(&rs, 0, sizeof(rs));
		runs_load_buf(&rs, "rawnul.jsonl", t, sizeof(t) - 1, &d);
		EQ_INT(d.nerrors, 1, "a line with a raw NUL and garbage");
		EQ_INT(rs.nruns, 0, "the raw-NUL line is not a run");
		runs_free(&rs);
		diag_free(&d);
	}

	/* An empty buffer is an empty set of runs, no error. */
	memset(&rs, 0, sizeof(rs));
	OK(runs_load_buf(&rs, "empty.jsonl", "", 0, &d), "empty loads");
	EQ_INT(d.nerrors, 0, "empty: no error");
	EQ_INT(rs.nruns, 0, "empty: no runs");
	EQ_INT(runs_tc_find(&rs, "t"), -1, "empty: no tc");
	OK(runs_group_find(&rs, 0, 0) == NULL, "empty: no group");
	EQ_INT(runs_rep_find(&rs, 0, 1), -1, "empty: no rep");
	runs_free(&rs);
	diag_free(&d);

	/* Blank lines only. */
	memset(&rs, 0, sizeof(rs));
	runs_load_buf(&rs, "blank.jsonl", "\n\r\n  \n", 6, &d);
	EQ_INT(d.nerrors, 0, "blank lines only: no error");
	EQ_INT(rs.nruns, 0, "blank lines only: no runs");
	runs_free(&rs);
	diag_free(&d);
}

/* A line over RUNS_LINE_MAX is refused; the lines around it load. */
static void
test_long_line(void)
{
	struct runset rs = {0};
	struct diag d = {0};
	struct buf b = {0};
	size_t n = RUNS_LINE_MAX + 16, i;

	buf_adds(&b, GOOD1);
	buf_adds(&b, "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"s\":\"");
	xgrow(&b.data, &b.cap, b.len + n + 64, 1);
	for (i = 0; i < n; i++)
		b.data[b.len++] = 'a';
	buf_adds(&b, "\"}\n{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":3,\"m\":3}\n");
	runs_load_buf(&rs, "long.jsonl", b.data, b.len, &d);
	EQ_INT(d.nerrors, 1, "an over-long line is an error");
	OK(d.len == 1 && d.msgs[0].line == 2, "over-long line 2");
	EQ_INT(rs.nruns, 2, "lines 1 and 3 load");
	EQ_NUM(value(&rs, 1, "m"), 3, "line 3 after the long line");
	buf_free(&b);
	runs_free(&rs);
	diag_free(&d);
}

/*
 * Runs need no metrics at all (section 1: every other key is optional).
 * Kept last: a loader that trips the sanitizers here stops the run.
 */
static void
test_no_metrics(void)
{
	static const char text[] =
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1}\n"
	    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"host\":\"h\"}\n";
	struct runset rs = {0};
	struct diag d = {0};
	const struct rungroup *g;

	runs_load_buf(&rs, "bare.jsonl", text, sizeof(text) - 1, &d);
	EQ_INT(d.nerrors, 0, "runs without metrics load");
	EQ_INT(rs.nruns, 2, "two bare runs");
	EQ_INT(rs.metrics.len, 0, "no metric names");
	g = runs_group_find(&rs, 0, 0);
	OK(g != NULL && g->len == 2, "t/c holds both bare runs");
	EQ_STR(rs.nruns == 2 ? meta(&rs, 1, "host") : NULL, "h",
	    "metadata of a run without metrics");
	runs_free(&rs);
	diag_free(&d);
}

/*
 * Blocks and threads change nothing: the same text cut into blocks of
 * a few lines and parsed on several threads gives the same runs, ids,
 * values, metadata and diagnostics (lines and order) as one block on
 * one thread.  The text mixes shapes, nulls, metadata, bad lines,
 * duplicate runs, decimals that widen a column and values no integer
 * column holds.
 */
static void
same_load(const struct runset *a, const struct diag *da,
    const struct runset *b, const struct diag *db, const char *what)
{
	size_t i, j, bad = 0;

	OK(a->nruns == b->nruns, "%s: %zu runs, want %zu", what, b->nruns,
	    a->nruns);
	OK(da->len == db->len && da->nerrors == db->nerrors,
	    "%s: %zu diagnostics, want %zu", what, db->len, da->len);
	for (i = 0; i < da->len && i < db->len; i++)
		if (da->msgs[i].line != db->msgs[i].line ||
		    strcmp(da->msgs[i].msg, db->msgs[i].msg) != 0)
			bad++;
	OK(bad == 0, "%s: %zu diagnostics differ", what, bad);
	OK(a->metrics.len == b->metrics.len && a->metakeys.len ==
	    b->metakeys.len && a->tcs.len == b->tcs.len && a->ngroups ==
	    b->ngroups, "%s: as many ids and groups", what);
	for (i = 0, bad = 0; i < a->metrics.len && i < b->metrics.len; i++)
		bad += strcmp(a->metrics.strs[i], b->metrics.strs[i]) != 0;
	for (i = 0; i < a->metakeys.len && i < b->metakeys.len; i++)
		bad += strcmp(a->metakeys.strs[i], b->metakeys.strs[i]) != 0;
	OK(bad == 0, "%s: ids in the same order", what);
	for (i = 0, bad = 0; i < a->nruns && i < b->nruns; i++) {
		const struct run *x = &a->runs[i], *y = &b->runs[i];

		if (x->tc != y->tc || x->cfg != y->cfg || x->rep != y->rep ||
		    x->line != y->line || x->group != y->group)
			bad++;
		for (j = 0; j < a->metrics.len; j++) {
			double u = NAN, v = NAN;
			int hu = runs_value(a, x, (uint32_t)j, &u),
			    hv = runs_value(b, y, (uint32_t)j, &v);

			if (hu != hv || (hu && memcmp(&u, &v, sizeof(u)) != 0))
				bad++;
		}
		for (j = 0; j < a->metakeys.len; j++) {
			const char *u = runs_meta(a, x, (uint32_t)j),
			    *v = runs_meta(b, y, (uint32_t)j);

			if ((u == NULL) != (v == NULL) || (u != NULL &&
			    strcmp(u, v) != 0))
				bad++;
		}
	}
	OK(bad == 0, "%s: %zu differences in the runs", what, bad);
}

static void
test_blocks(void)
{
	static const char *const lines[] = {
	    "{\"tc\":\"a\",\"cfg\":\"x\",\"rep\":%u,\"m\":%u,\"o\":{\"p\":%u.5,"
	    "\"q\":null},\"h\":\"host%u\"}",
	    "{\"tc\":\"b\",\"cfg\":\"y\",\"rep\":%u,\"n\":-%u,\"m\":%u.25,"
	    "\"w\":true}",
	    "{\"tc\":\"a\",\"cfg\":\"y\",\"rep\":%u,\"m\":%u e,\"k\":%u}",
	    "{\"tc\":\"a\",\"cfg\":\"x\",\"rep\":%u,\"m\":1e300,\"big\":"
	    "%u12345678901,\"o\":{\"p\":-0.0%u}}",
	    "{\"tc\":\"b\",\"cfg\":\"y\",\"rep\":%u,\"n\":1e999,\"m\":%u}",
	    "",
	    "{\"tc\":\"a\",\"cfg\":\"x\",\"rep\":7,\"m\":%u,\"o\":{\"p\":%u}}",
	    "{\"tc\":\"c\",\"cfg\":\"x\",\"rep\":%u,\"o\":{\"p\":%u,\"p\":%u}}",
	    "{\"tc\":\"b\",\"cfg\":\"z\",\"rep\":%u,\"n\":%u.%u,\"arr\":[1]}",
	};
	struct buf t = {0};
	struct runset a = {0}, b = {0};
	struct diag da = {0}, db = {0};
	unsigned i;

	for (i = 0; i < 400; i++) {
		const char *f = lines[(i * 7 + i / 9) % 9];

		buf_printf(&t, f, i + 1, i * 37 % 1000, i % 13, i % 5);
		buf_addc(&t, '\n');
	}
	da.max = db.max = 100000;
	runs_load_mem(&a, "blocks.jsonl", t.data, t.len, 1, 0, &da);
	OK(a.nruns > 100 && da.nerrors > 10, "blocks: %zu runs and %zu "
	    "errors to compare", a.nruns, da.nerrors);
	runs_load_mem(&b, "blocks.jsonl", t.data, t.len, 3, 64, &db);
	same_load(&a, &da, &b, &db, "3 threads, 64-byte blocks");
	runs_free(&b);
	diag_free(&db);
	db.max = 100000;
	memset(&b, 0, sizeof(b));
	runs_load_mem(&b, "blocks.jsonl", t.data, t.len, 2, 1000, &db);
	same_load(&a, &da, &b, &db, "2 threads, 1000-byte blocks");
	runs_free(&a);
	runs_free(&b);
	diag_free(&da);
	diag_free(&db);
	buf_free(&t);
}

/*
 * Metrics and metadata of every density in one group, in a shuffled
 * rep order: dense and sparse columns (runs_chunk.c) read the same.
 */
static double
sparse_want(unsigned r, int which)
{
	switch (which) {
	case 0:
		return r;			/* every run */
	case 1:
		return r * 0.5;			/* every 10th */
	default:
		return r + 0.1234567891234;	/* every 4th, needs doubles */
	}
}

static void
test_sparse(void)
{
	enum { N = 1000 };
	struct buf t = {0};
	struct runset a = {0}, b = {0};
	struct diag da = {0}, db = {0};
	const struct rungroup *g;
	double *out = xcalloc(N + 1, sizeof(*out));
	size_t i, n, bad = 0, sparse = 0;
	uint32_t grp = 0;
	long s, big, d, k;

	for (i = 0; i < N; i++) {
		unsigned r = (unsigned)(i * 7 % N) + 1;

		buf_printf(&t, "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":%u,"
		    "\"d\":%u,\"u%u\":%u", r, r, r, r);
		if (r % 10 == 0)
			buf_printf(&t, ",\"s\":%.17g", sparse_want(r, 1));
		if (r % 4 == 0)
			buf_printf(&t, ",\"big\":%.17g", sparse_want(r, 2));
		if (r % 5 == 0)
			buf_printf(&t, ",\"host\":\"h%u\"", r % 3);
		buf_printf(&t, ",\"k%u\":\"v\"}\n", r);
	}
	da.max = db.max = 100;
	runs_load_mem(&a, "sparse.jsonl", t.data, t.len, 1, 0, &da);
	runs_finish(&a);
	OK(a.nruns == N && da.nerrors == 0, "sparse: %zu runs, %zu errors",
	    a.nruns, da.nerrors);
	OK(a.metrics.len == N + 3 && a.metakeys.len == N + 1,
	    "sparse: %zu metrics, %zu keys", a.metrics.len, a.metakeys.len);
	s = runs_metric_find(&a, "s", 1);
	big = runs_metric_find(&a, "big", 3);
	d = runs_metric_find(&a, "d", 1);
	k = runs_metric_find(&a, "u500", 4);
	OK(s >= 0 && big >= 0 && d >= 0 && k >= 0, "sparse: metrics found");
	for (i = 0; i < a.nchunks; i++) {
		const struct runcol *c = runs_chunk_col(&a.chunks[i],
		    (uint32_t)s);

		sparse += c != NULL && c->kind == RUNCOL_SPARSE;
		c = runs_chunk_col(&a.chunks[i], (uint32_t)d);
		OK(c != NULL && c->kind == RUNCOL_I32, "sparse: d is dense");
	}
	OK(sparse == 1, "sparse: s kept sparse in one block");
	for (i = 0; i < a.nruns; i++) {
		const struct run *r = &a.runs[i];
		const char *h = NULL;
		double v;
		int has;
		char key[16];
		long kk;

		has = runs_value(&a, r, (uint32_t)s, &v);
		bad += has != (r->rep % 10 == 0) ||
		    (has && v != sparse_want(r->rep, 1));
		has = runs_value(&a, r, (uint32_t)big, &v);
		bad += has != (r->rep % 4 == 0) ||
		    (has && v != sparse_want(r->rep, 2));
		has = runs_value(&a, r, (uint32_t)k, &v);
		bad += has != (r->rep == 500) || (has && v != 500);
		snprintf(key, sizeof(key), "u%u", (unsigned)r->rep);
		kk = runs_metric_find(&a, key, strlen(key));
		bad += kk < 0 || !runs_value(&a, r, (uint32_t)kk, &v) ||
		    v != r->rep;
		for (kk = 0; kk < (long)a.metakeys.len; kk++)
			if (strcmp(a.metakeys.strs[kk], "host") == 0)
				h = runs_meta(&a, r, (uint32_t)kk);
		bad += (h != NULL) != (r->rep % 5 == 0) || (h != NULL &&
		    (h[0] != 'h' || (unsigned)(h[1] - '0') != r->rep % 3));
	}
	OK(bad == 0, "sparse: %zu wrong values", bad);
	g = runs_group_find(&a, 0, 0);
	OK(g != NULL, "sparse: the group");
	n = runs_gather_groups(&a, &grp, 1, (uint32_t)s, out);
	for (i = 0, bad = 0; i < n; i++)
		bad += out[i] != sparse_want((unsigned)(i + 1) * 10, 1);
	OK(n == N / 10 && bad == 0, "sparse: gathered %zu in rep order, "
	    "%zu wrong", n, bad);
	n = runs_gather(&a, g->runs, g->len, (uint32_t)big, out);
	for (i = 0, bad = 0; i < n; i++)
		bad += out[i] != sparse_want((unsigned)(i + 1) * 4, 2);
	OK(n == N / 4 && bad == 0, "sparse: gathered %zu doubles, %zu wrong",
	    n, bad);
	runs_load_mem(&b, "sparse.jsonl", t.data, t.len, 3, 64, &db);
	runs_finish(&b);
	same_load(&a, &da, &b, &db, "sparse, 3 threads, 64-byte blocks");
	n = runs_gather_groups(&b, &grp, 1, (uint32_t)s, out);
	OK(n == N / 10, "sparse: gathered %zu over many chunks", n);
	runs_free(&a);
	runs_free(&b);
	diag_free(&da);
	diag_free(&db);
	buf_free(&t);
	free(out);
}

/*
 * Many chunks and many names in one block take the chunk-by-chunk way
 * in runs_chunk.c; one line a block takes the other: both load alike.
 */
static void
test_many_chunks(void)
{
	enum { N = 1100 };
	struct buf t = {0};
	struct runset a = {0}, b = {0};
	struct diag da = {0}, db = {0};
	size_t i, bad = 0;

	for (i = 0; i < N; i++)
		buf_printf(&t, "{\"tc\":\"t%zu\",\"cfg\":\"c%zu\",\"rep\":1,"
		    "\"d\":%zu.5,\"m%zu\":%zu,\"h%zu\":\"x\"}\n", i % 700, i % 3,
		    i, i, i, i % 50);
	da.max = db.max = 100;
	runs_load_mem(&a, "chunks.jsonl", t.data, t.len, 1, 0, &da);
	runs_load_mem(&b, "chunks.jsonl", t.data, t.len, 2, 16, &db);
	OK(a.nruns == N && a.nchunks > 1000 && a.metrics.len == N + 1,
	    "many chunks: %zu runs, %zu chunks, %zu metrics", a.nruns,
	    a.nchunks, a.metrics.len);
	same_load(&a, &da, &b, &db, "many chunks, one line a block");
	for (i = 0; i < a.nruns; i++) {
		const struct run *r = &a.runs[i];
		double v;
		char m[16];
		long id;

		snprintf(m, sizeof(m), "m%zu", (size_t)r->line - 1);
		id = runs_metric_find(&a, m, strlen(m));
		bad += id < 0 || !runs_value(&a, r, (uint32_t)id, &v) ||
		    v != (double)(r->line - 1);
	}
	OK(bad == 0, "many chunks: %zu wrong values", bad);
	runs_free(&a);
	runs_free(&b);
	diag_free(&da);
	diag_free(&db);
	buf_free(&t);
}

void
test_runs(void)
{
	test_good();
	test_errors();
	test_error_lines();
	test_misc();
	test_long_line();
	test_blocks();
	test_sparse();
	test_many_chunks();
	test_no_metrics();
}
