/*
 * The parser's record of where each number sits (report_place.c,
 * issue 21): sections from the tree's headings (a '#' line in a code
 * fence is none, a setext heading is one), a table's row and column
 * with or without outer pipes, its header cells, what its links teach.
 */
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "report.h"

static const struct unbound *
unbound_of(const struct report *r, const char *text)
{
	size_t i;

	for (i = 0; i < r->nunbound; i++)
		if (strcmp(r->unbound[i].text, text) == 0)
			return &r->unbound[i];
	return NULL;
}

/* The bytes [a, b) of the source. */
static int
span_is(const struct report *r, size_t a, size_t b, const char *want)
{
	return b >= a && b - a == strlen(want) &&
	    memcmp(r->src + a, want, b - a) == 0;
}

/* An unbound number's place, shared in r.uplaces. */
#define PL(u)	(&r.uplaces[(u)->place])

void
test_report_place(void)
{
	static const char md[] =
	    "Intro 11\n\n"
	    "```\n# tc2 22\n```\n\n"
	    "Title 33\n=====\n\n"
	    "[5](ev:tc1/off/@n) and 44\n\n"
	    "## Two\n\n"
	    "[x](ev:tc1//) | [off](ev:/off/) | on\n"
	    "---|---|---\n"
	    "cpu | 55 | 66\n";
	struct report r;
	struct diag d = {0};
	const struct unbound *u;
	const struct report_table *t;

	memset(&r, 0, sizeof(r));
	OK(report_parse(&r, "p.md", md, sizeof(md) - 1, &d) && d.nerrors == 0,
	    "place: the report parses");
	EQ_INT(r.nsections, 3, "place: top, setext Title, ## Two");
	if (r.nsections == 3) {
		EQ_STR(r.sections[1].heading, "Title 33", "place: setext text");
		EQ_INT(r.sections[1].line, 7, "place: setext line");
		EQ_STR(r.sections[2].heading, "Two", "place: ATX text");
		EQ_STR(r.sections[2].tc != NULL ? r.sections[2].tc : "(none)",
		    "tc1", "place: the section's table names tc1");
		OK(r.sections[1].tc == NULL, "place: no table, no test case");
	}
	OK((u = unbound_of(&r, "11")) != NULL && PL(u)->section == 0 &&
	    PL(u)->table == 0 && PL(u)->first_line == 1,
	    "place: a number before any heading");
	OK(unbound_of(&r, "22") == NULL, "place: code is not read");
	OK((u = unbound_of(&r, "33")) != NULL && PL(u)->section == 1,
	    "place: a setext heading's number is in its section");
	OK(r.nclaims >= 1 && r.places != NULL && r.places[0].section == 1 &&
	    r.places[0].table == 0, "place: a prose claim's section");
	OK((u = unbound_of(&r, "44")) != NULL && PL(u)->first_line == 10 &&
	    PL(u)->last_line == 10, "place: a paragraph's lines");
	EQ_INT(r.ntables, 1, "place: one table");
	if (r.ntables == 1) {
		t = &r.tables[0];
		EQ_INT(t->ncols, 3, "place: three columns");
		OK(t->ncols == 3 && span_is(&r, t->head_start[2], t->head_end[2],
		    "on"), "place: a pipe-less header cell");
		OK(t->ncols == 3 && span_is(&r, t->head_start[0], t->head_end[0],
		    "[x](ev:tc1//)"), "place: the first header cell");
	}
	u = unbound_of(&r, "66");
	OK(u != NULL && PL(u)->table == 1 && PL(u)->row == 1 &&
	    PL(u)->col == 2, "place: row 1, column 2 of a pipe-less table");
	OK(u != NULL && span_is(&r, PL(u)->label_start, PL(u)->label_end,
	    "cpu"), "place: its row label");
	OK(u != NULL && span_is(&r, PL(u)->row_start, PL(u)->row_end,
	    "cpu | 55 | 66"), "place: its row");
	OK(r.nteach == 2 && r.teach[1].url != NULL &&
	    strcmp(r.teach[1].url, "/off/") == 0 &&
	    strcmp(r.teach[1].text, "off") == 0,
	    "place: the table's links teach, in order");
	diag_free(&d);
	report_free(&r);
}
