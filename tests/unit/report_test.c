/*
 * The parts of reading a report that need no cmark: the byte guard
 * (report_guard.c) and a bound table's address assembly
 * (report_table.c).
 */
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "report_guard.h"
#include "report_table.h"
#include "util.h"

/* Runs the guard; returns its verdict and the first message's line. */
static int
guarded(const char *s, size_t len, size_t *line, const char **msg)
{
	static char last[256];
	struct diag d = {0};
	int ok = report_guard(s, len, "g.md", &d);

	*line = d.len > 0 ? d.msgs[0].line : 0;
	last[0] = '\0';
	if (d.len > 0)
		snprintf(last, sizeof(last), "%s", d.msgs[0].msg);
	*msg = last;
	diag_free(&d);
	return ok;
}

static void
test_guard(void)
{
	struct buf b = {0};
	const char *msg;
	size_t line, i;

	OK(guarded("# T\n\nsome prose 1 2 3\n", 21, &line, &msg),
	    "guard: plain prose passes");
	/* 129 pipes on line 3. */
	buf_adds(&b, "# T\n\n");
	for (i = 0; i < REPORT_PIPES_MAX + 1; i++)
		buf_adds(&b, "|a");
	buf_adds(&b, "\n");
	OK(!guarded(b.data, b.len, &line, &msg) && line == 3 &&
	    strstr(msg, "'|'") != NULL, "guard: too many pipes at line 3 "
	    "(got %zu: %s)", line, msg);
	/* Quotes nested one deeper than allowed, on line 2, after CRLF. */
	b.len = 0;
	buf_adds(&b, "x\r\n");
	for (i = 0; i < REPORT_NEST_MAX + 1; i++)
		buf_adds(&b, "> ");
	buf_adds(&b, "deep\r\n");
	OK(!guarded(b.data, b.len, &line, &msg) && line == 2 &&
	    strstr(msg, "nested") != NULL, "guard: nesting at line 2 (got "
	    "%zu: %s)", line, msg);
	/*
	 * A lone CR ends a line, for cmark-gfm and for the report's places
	 * (a CR-only file has lines too): the guard counts it the same.
	 */
	b.len = 0;
	buf_adds(&b, "a\rb\n");
	for (i = 0; i < REPORT_NEST_MAX + 1; i++)
		buf_adds(&b, "> ");
	buf_adds(&b, "deep\n");
	OK(!guarded(b.data, b.len, &line, &msg) && line == 3,
	    "guard: a lone CR ends a line (got %zu)", line);
	b.len = 0;
	buf_adds(&b, "a\rb\r\rc\r");
	for (i = 0; i < REPORT_NEST_MAX + 1; i++)
		buf_adds(&b, "> ");
	buf_adds(&b, "deep\r");
	OK(!guarded(b.data, b.len, &line, &msg) && line == 5,
	    "guard: a CR-only file, nesting at line 5 (got %zu)", line);
	/*
	 * A paragraph with more markup than the limit, reported where it
	 * starts; plain words and plain links may run on.
	 */
	b.len = 0;
	buf_adds(&b, "# T\n\nintro\n\n");
	while (b.len < 6 * REPORT_RUN_MAX)
		buf_adds(&b, "*w* and _w_ 12345\n");
	OK(!guarded(b.data, b.len, &line, &msg) && line == 5 &&
	    strstr(msg, "blank line") != NULL, "guard: markup-heavy "
	    "paragraph from line 5 (got %zu: %s)", line, msg);
	b.len = 0;
	while (b.len < 16 * REPORT_RUN_MAX)
		buf_adds(&b, "words and words 12345 [+5%](ev:t/b~a/x)\n");
	OK(guarded(b.data, b.len, &line, &msg), "guard: a long paragraph of "
	    "words and links passes (%s)", msg);
	/* The same markup cut by blank lines passes. */
	b.len = 0;
	while (b.len < 4 * REPORT_RUN_MAX)
		buf_adds(&b, "*w* and _w_ 12345\n\n");
	OK(guarded(b.data, b.len, &line, &msg), "guard: short paragraphs "
	    "pass (%s)", msg);
	/* Links after many open brackets: the walk is bounded per byte. */
	b.len = 0;
	for (i = 0; i < 2000; i++)
		buf_adds(&b, "[");
	for (i = 0; i < 2000; i++)
		buf_adds(&b, "[a](b)");
	buf_adds(&b, "\n");
	OK(!guarded(b.data, b.len, &line, &msg) && line == 1 &&
	    strstr(msg, "unclosed") != NULL, "guard: links after 2000 open "
	    "brackets are refused (got %zu: %s)", line, msg);
	/* A table's rows count alone, not as one paragraph. */
	b.len = 0;
	buf_adds(&b, "| a | b |\n|---|---|\n");
	while (b.len < 2 * REPORT_RUN_MAX)
		buf_adds(&b, "| 1 | 2 |\n");
	OK(guarded(b.data, b.len, &line, &msg), "guard: a long table passes "
	    "(%s)", msg);
	buf_free(&b);
}

/* Assembles from three destinations ("" for none). */
static char *
cell(const char *tl, const char *col, const char *row, char **err)
{
	struct report_parts t = {0}, c = {0}, r = {0};
	char *a;

	if (*tl)
		report_table_parts(tl, &t);
	if (*col)
		report_table_parts(col, &c);
	if (*row)
		report_table_parts(row, &r);
	a = report_table_assemble(&c, &r, &t, err);
	report_table_parts_free(&t);
	report_table_parts_free(&c);
	report_table_parts_free(&r);
	return a;
}

static void
expect_cell(const char *tl, const char *col, const char *row,
    const char *want, const char *errword)
{
	char *err = NULL, *a = cell(tl, col, row, &err);

	if (want != NULL)
		OK(a != NULL && strcmp(a, want) == 0 && err == NULL,
		    "table %s | %s | %s: got %s (%s), want %s", tl, col, row,
		    a ? a : "NULL", err ? err : "", want);
	else if (errword != NULL)
		OK(a == NULL && err != NULL && strstr(err, errword) != NULL,
		    "table %s | %s | %s: want an error with '%s', got %s",
		    tl, col, row, errword, err ? err : "none");
	else
		OK(a == NULL && err == NULL, "table %s | %s | %s: want no "
		    "claim, got %s", tl, col, row, a ? a : err);
	free(a);
	free(err);
}

static void
test_assemble(void)
{
	expect_cell("ev:tc2//", "ev:/on/", "ev://cb.minflt",
	    "tc2/on/cb.minflt", NULL);
	expect_cell("ev:tc2//", "ev:/on/@range", "ev://a / b",
	    "tc2/on/a / b@range", NULL);
	expect_cell("ev:tc2//", "ev:/on~off/", "ev://x", "tc2/on~off/x", NULL);
	/* Configs as rows, metrics as columns. */
	expect_cell("ev:tc1//", "ev://lat.p99", "ev:/on/", "tc1/on/lat.p99",
	    NULL);
	/* The top-left cell fills only what neither gives. */
	expect_cell("ev:tc1/off/", "ev:tc3//", "ev://x", "tc3/off/x", NULL);
	/* @n needs no expression. */
	expect_cell("ev:tc1//", "ev:/on/@n", "", "tc1/on/@n", NULL);
	/* Not a whole address: not a claim, no error. */
	expect_cell("", "ev:/on/", "ev://x", NULL, NULL);
	expect_cell("ev:tc1//", "ev:/on/", "", NULL, NULL);
	/* Given twice. */
	expect_cell("ev:tc1//", "ev:/on/", "ev:/off/x", NULL, "twice");
	/* An = column binds alone. */
	expect_cell("", "ev:=$3/$2-1", "", "=$3/$2-1", NULL);
	expect_cell("", "ev:=$3/$2-1", "ev://x", NULL, "twice");
	/* A malformed partial address says what it expected. */
	expect_cell("ev:tc1", "ev:/on/", "ev://x", NULL, "TC/SEL/EXPR");
}

void	test_report(void);

void
test_report(void)
{
	test_guard();
	test_assemble();
}
