/*
 * Hostile input (issue 5): what the fuzzers found and the limits that
 * keep cmark-gfm's slow paths away, each as a unit test.  The sanitizer
 * build of the unit tests is what makes the memory cases fail loudly.
 */
#include <sys/stat.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../harness.h"
#include "claim.h"
#include "render.h"
#include "report.h"
#include "runs.h"
#include "site.h"

/*
 * fuzz_number: a version at the very end of the text ("7.0.0-34") was
 * read one byte past it.  A buffer of exactly the text's length makes
 * AddressSanitizer see such a read.
 */
static void
test_number_end(void)
{
	static const char *const texts[] = {
		"2n7.0.0-34-generic2x", "7.0.0", "7.0.0-", "1.2.3.", "0x",
		"1,23", "1,", "5 ", "−", "1~", "1~−", "3 个百分", "2.5e",
	};
	size_t i, j, pos, n;
	struct numtok t;
	struct written w;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		char *s;

		n = strlen(texts[i]);
		s = malloc(n);
		memcpy(s, texts[i], n);
		for (j = 0; j < n; j++)
			(void)claim_number_read(s, n, j, &w);
		pos = 0;
		while (claim_number_next(s, n, &pos, &t))
			;
		OK(pos == n, "'%s': the scan ends at the end", texts[i]);
		free(s);
	}
}

/* Parses a report from a string; returns the first diagnostic's line. */
static int
parse(const char *text, size_t len, struct report *r, struct diag *d)
{
	memset(d, 0, sizeof(*d));
	return report_parse(r, "r.md", text, len, d) && d->nerrors == 0;
}

static char *
repeat(const char *unit, size_t times, const char *tail)
{
	size_t n = strlen(unit), i;
	char *s = malloc(n * times + strlen(tail) + 1), *p = s;

	for (i = 0; i < times; i++, p += n)
		memcpy(p, unit, n);
	strcpy(p, tail);
	return s;
}

/* The guard refuses, before cmark-gfm, what would make it slow. */
static void
test_guard(void)
{
	struct report r;
	struct diag d;
	char *s;
	struct buf b = {0};
	size_t i;

	/* Ordered lists nest like bullets: "1. 1. 1. ..." */
	s = repeat("1. ", 40, "x\n");
	OK(!parse(s, strlen(s), &r, &d) && d.len == 1 &&
	    d.msgs[0].line == 1 && strstr(d.msgs[0].msg, "nested") != NULL,
	    "nested ordered lists are refused at line 1");
	report_free(&r);
	diag_free(&d);
	free(s);

	/* "![[]()" is quadratic in one paragraph: refused past the limit. */
	buf_adds(&b, "# Title\n\nFine.\n\n");
	for (i = 0; i * 6 < REPORT_RUN_MAX; i++)
		buf_adds(&b, "![[]()");
	buf_adds(&b, "\n");
	OK(!parse(b.data, b.len, &r, &d) && d.len == 1 &&
	    d.msgs[0].line == 5 && strstr(d.msgs[0].msg, "blank line"),
	    "a paragraph over the limit is refused at its first line");
	report_free(&r);
	diag_free(&d);

	/* Split by blank lines, the same bytes are fine. */
	b.len = 0;
	for (i = 0; i * 6 < REPORT_RUN_MAX; i++)
		buf_adds(&b, i % 100 == 99 ? "![[]()\n\n" : "![[]()");
	OK(parse(b.data, b.len, &r, &d), "paragraphs under the limit parse");
	report_free(&r);
	diag_free(&d);

	/* A table is parsed cell by cell: its rows may add up. */
	b.len = 0;
	buf_adds(&b, "Text.\n\n| [m](ev:t//) | [a](ev:/a/) |\n|---|--:|\n");
	for (i = 0; i * 24 < 2 * REPORT_RUN_MAX; i++)
		buf_adds(&b, "| [x](ev://x) | 1 |\n");
	OK(parse(b.data, b.len, &r, &d) && r.nclaims == i,
	    "a long table parses: %zu claims", r.nclaims);
	report_free(&r);
	diag_free(&d);

	/*
	 * But a line that ends the table (a list item) starts a paragraph
	 * that the following lines continue, pipes or not.
	 */
	b.len = 0;
	buf_adds(&b, "| a | b |\n|---|---|\n- item\n");
	for (i = 0; i * 24 < 2 * REPORT_RUN_MAX; i++)
		buf_adds(&b, "| lazy ![[]() | text |\n");
	OK(!parse(b.data, b.len, &r, &d) && d.len == 1 &&
	    d.msgs[0].line == 3, "lines after a table's end count as one "
	    "paragraph (line %zu)", d.len ? d.msgs[0].line : 0);
	report_free(&r);
	diag_free(&d);

	/* GFM fills every row to the header's width when it parses. */
	b.len = 0;
	buf_adds(&b, "|");
	for (i = 0; i < 100; i++)
		buf_adds(&b, " h |");
	buf_adds(&b, "\n|");
	for (i = 0; i < 100; i++)
		buf_adds(&b, "---|");
	buf_adds(&b, "\n");
	for (i = 0; i < REPORT_CELLS_MAX / 100; i++)
		buf_adds(&b, "x\n");
	OK(!parse(b.data, b.len, &r, &d) && d.len == 1 &&
	    d.msgs[0].line == 1 && strstr(d.msgs[0].msg, "cells"),
	    "a table filled past the cell limit is refused at its header");
	report_free(&r);
	diag_free(&d);

	/*
	 * fuzz_verify: cmark-gfm ends a line at a lone "\r" too, so rows
	 * joined by "\r" on one "\n" line are rows all the same.
	 */
	b.len = 0;
	for (i = 0; i < 60; i++)
		buf_adds(&b, "|a");
	buf_adds(&b, "|\r");
	for (i = 0; i < 60; i++)
		buf_adds(&b, "|-");
	buf_adds(&b, "|\r");
	for (i = 0; i < 15000; i++)	/* 60 x 15,000 cells in 30 KB */
		buf_adds(&b, "x\r");
	OK(!parse(b.data, b.len, &r, &d) && d.len == 1 &&
	    strstr(d.msgs[0].msg, "cells"), "rows cut by a lone CR count");
	report_free(&r);
	diag_free(&d);
	buf_free(&b);
}

/* Columns count on along a long line; they must stay right. */
static void
test_columns(void)
{
	static const char text[] = "数 1 字 22 and [3](ev:=3) 数 4\n\n5\n";
	struct report r;
	struct diag d;

	OK(parse(text, sizeof(text) - 1, &r, &d) && r.nunbound == 4 &&
	    r.nclaims == 1, "%zu unbound, %zu claims", r.nunbound, r.nclaims);
	if (r.nunbound == 4 && r.nclaims == 1) {
		OK(r.unbound[0].col == 3 && r.unbound[1].col == 7 &&
		    r.unbound[2].col == 27 && r.unbound[3].line == 3 &&
		    r.unbound[3].col == 1, "unbound columns 3 7 27, 3:1: "
		    "%zu %zu %zu %zu:%zu", (size_t)r.unbound[0].col,
		    (size_t)r.unbound[1].col, (size_t)r.unbound[2].col,
		    (size_t)r.unbound[3].line, (size_t)r.unbound[3].col);
		OK(r.claims[0].col == 15, "claim column 15: %zu",
		    r.claims[0].col);
	}
	report_free(&r);
	diag_free(&d);
}

/*
 * fuzz_site: a config named "of|f" split the median table's header
 * cell in two.  Ids may hold any punctuation but the address grammar's.
 * And a metric "c−g" (U+2212) was given a row whose address read
 * c − g: it cannot be addressed, so it gets no row.
 */
static void
test_analysis_ids(void)
{
	static const char runs[] =
	    "{\"tc\":\"t)1\",\"cfg\":\"of|f\",\"rep\":1,\"a\":1}\n"
	    "{\"tc\":\"t)1\",\"cfg\":\"<b>&amp;\",\"rep\":1,\"a\":2}\n"
	    "{\"tc\":\"t)1\",\"cfg\":\"x\\\\|y\",\"rep\":1,\"a\":3}\n"
	    "{\"tc\":\"t)1\",\"cfg\":\"[z](u)\",\"rep\":1,\"a\":4,"
	    "\"c\xE2\x88\x92g\":5}\n";
	struct runset rs = {0};
	struct report tab;
	struct diag d = {0};
	char *md;
	size_t i, ok = 0;

	runs_load_buf(&rs, "ids.jsonl", runs, sizeof(runs) - 1, &d);
	OK(d.nerrors == 0 && rs.nruns == 4, "runs with odd ids load");
	md = render_analysis_md(&rs, NULL, NULL);
	OK(parse(md, strlen(md), &tab, &d), "the median table parses");
	claim_eval_all(tab.claims, tab.nclaims, &rs, NULL);
	for (i = 0; i < tab.nclaims; i++)
		ok += tab.claims[i].verdict == VERDICT_OK;
	/* 4 configs' medians and ranges, and 3 changes against the first. */
	OK(tab.nclaims == 11 && ok == 11, "the median table verifies: %zu of "
	    "%zu claims ok", ok, tab.nclaims);
	free(md);
	report_free(&tab);
	runs_free(&rs);
	diag_free(&d);
}

/* The output folder may not be, hold or lie inside an input. */
static void
test_check_out(void)
{
	char tmpl[] = "/tmp/vr-hostile-XXXXXX", path[512], *dir;
	struct site_path inputs[3] = { { "the report", NULL },
	    { "nothing", NULL }, { "the templates", NULL } };
	struct diag d = {0};
	FILE *f;

	if ((dir = mkdtemp(tmpl)) == NULL) {
		OK(0, "mkdtemp");
		return;
	}
	snprintf(path, sizeof(path), "%s/in", dir);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/r.md", dir);
	f = fopen(path, "w");
	fclose(f);
	inputs[0].path = path;
	snprintf(path + 256, 256, "%s/in", dir);
	inputs[2].path = path + 256;
	OK(!site_check_out(dir, inputs, 3, &d), "a folder holding an input");
	OK(!site_check_out(path, inputs, 3, &d), "the report itself");
	OK(!site_check_out(inputs[2].path, inputs, 3, &d), "an input folder");
	{
		char sub[600], link[600];

		snprintf(sub, sizeof(sub), "%s/in/site", dir);
		OK(!site_check_out(sub, inputs, 3, &d), "inside an input");
		snprintf(sub, sizeof(sub), "%s/site", dir);
		OK(site_check_out(sub, inputs, 3, &d), "a sibling is fine");
		snprintf(link, sizeof(link), "%s/link", dir);
		OK(symlink("/tmp", link) == 0 &&
		    !site_check_out(link, inputs, 3, &d), "a symbolic link");
		unlink(link);
		unlink(path);
		snprintf(sub, sizeof(sub), "%s/in", dir);
		rmdir(sub);
		rmdir(dir);
	}
	OK(d.nerrors == 5, "five refusals: %zu", d.nerrors);
	diag_free(&d);
}

/*
 * Chart file names: "x." and "x_2E" were both x_2E.svg (the second
 * build step failed with EEXIST), and an id of 300 bytes made a name
 * longer than a file name may be.
 */
static void
test_chart_names(void)
{
	static const char *const ids[] = {
		"x.", "x_2E", "x~2E", "tc1", "a-b_c", "\xE6\xB5\x8B", "%", "_25",
	};
	char *names[sizeof(ids) / sizeof(ids[0])], *a, *b;
	char longa[400], longb[400];
	size_t i, j, n = sizeof(ids) / sizeof(ids[0]), same = 0;

	for (i = 0; i < n; i++)
		names[i] = render_chart_name(ids[i]);
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			same += strcmp(names[i], names[j]) == 0;
	OK(same == 0, "distinct ids, distinct chart names (%zu equal)", same);
	OK(strcmp(names[3], "tc1.svg") == 0, "tc1.svg: %s", names[3]);
	for (i = 0; i < n; i++)
		free(names[i]);
	memset(longa, '.', sizeof(longa) - 1);
	longa[sizeof(longa) - 1] = '\0';
	memcpy(longb, longa, sizeof(longb));
	longb[350] = ',';
	a = render_chart_name(longa);
	b = render_chart_name(longb);
	OK(strlen(a) < 200 && strlen(b) < 200 && strcmp(a, b) != 0,
	    "long ids: short, distinct names (%zu, %zu bytes)", strlen(a),
	    strlen(b));
	free(a);
	free(b);
}

void	test_hostile(void);

void
test_hostile(void)
{
	test_number_end();
	test_guard();
	test_columns();
	test_analysis_ids();
	test_check_out();
	test_chart_names();
}
