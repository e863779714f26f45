/*
 * The byte-level guard a report passes before cmark-gfm sees it: the
 * shapes of markdown measured to be slow in Debian's cmark-gfm 0.29
 * (shared/LIBRARY-HAZARDS.md) are refused with a FILE:LINE message
 * that names the rule.  No cmark here, so that it can be tested and
 * fuzzed alone; tests/fuzz/fuzz_verify.c checks its model of
 * cmark-gfm's paragraphs against cmark-gfm itself.
 */
#include <string.h>

#include "report_guard.h"

/* The unescaped '|' in s[b..e). */
static size_t
pipes_in(const char *s, size_t b, size_t e)
{
	size_t n = 0;

	for (; b < e; b++) {
		if (s[b] == '\\')
			b++;
		else if (s[b] == '|')
			n++;
	}
	return n;
}

/*
 * Where a line's content starts once the block quote markers are
 * skipped: up to three spaces, '>', an optional space, again.  Stores
 * how many quotes there were in *quotes.
 */
static size_t
unquote(const char *s, size_t b, size_t e, size_t *quotes)
{
	size_t i, q = 0;

	for (;;) {
		for (i = b; i < e && i - b < 3 && s[i] == ' '; i++)
			;
		if (i >= e || s[i] != '>')
			break;
		b = i + 1;
		if (b < e && (s[b] == ' ' || s[b] == '\t'))
			b++;
		q++;
	}
	*quotes = q;
	return b;
}

/* Whether s[b..e) is a delimiter cell: spaces, ':'?, '-'+, ':'?, spaces. */
static int
delim_cell(const char *s, size_t b, size_t e)
{
	size_t dashes = 0;

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (b < e && s[b] == ':')
		b++;
	if (e > b && s[e - 1] == ':')
		e--;
	for (; b < e && s[b] == '-'; b++)
		dashes++;
	return dashes > 0 && b == e;
}

/*
 * The cells of a GFM table row in s[b..e): cells are separated by
 * unescaped pipes, and a leading and a trailing pipe enclose them.
 * With delim set, returns 0 unless every cell is a delimiter (:--:).
 */
static size_t
row_cells(const char *s, size_t b, size_t e, int delim)
{
	size_t i, n = 1, cell;

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
	    s[e - 1] == '\r' || s[e - 1] == '\n'))
		e--;
	if (b < e && s[b] == '|')
		b++;
	if (e > b && s[e - 1] == '|' && (e - 1 == b || s[e - 2] != '\\'))
		e--;
	for (i = cell = b; i <= e; i++) {
		if (i < e && s[i] == '\\') {
			i++;
			continue;
		}
		if (i < e && s[i] != '|')
			continue;
		if (delim && !delim_cell(s, cell, i))
			return 0;
		if (i < e)
			n++;
		cell = i + 1;
	}
	return n;
}

/*
 * Whether a line's content (after its quote markers) may open a block
 * that ends a table, as cmark-gfm 0.29 does: a list item, a fence, a
 * heading, a quote, HTML or indented code.  A superset: '#' and '<'
 * count whatever follows them.
 */
static int
starts_block(const char *s, size_t b, size_t e)
{
	size_t i, n;

	for (i = b; i < e && s[i] == ' '; i++)
		;
	if (i - b >= 4 || i == e || strchr("\t#><", s[i]) != NULL)
		return 1;
	if (strchr("-*+", s[i]) != NULL && (i + 1 == e ||
	    strchr(" \t\r\n", s[i + 1]) != NULL))
		return 1;
	if (strchr("`~", s[i]) != NULL && i + 2 < e && s[i + 1] == s[i] &&
	    s[i + 2] == s[i])
		return 1;
	for (n = 0; i + n < e && s[i + n] >= '0' && s[i + n] <= '9'; n++)
		;
	return n > 0 && n < 10 && i + n < e && (s[i + n] == '.' ||
	    s[i + n] == ')') && (i + n + 1 == e || strchr(" \t\r\n",
	    s[i + n + 1]) != NULL);
}

/* The spaces that indent s[b..e). */
static size_t
indent_of(const char *s, size_t b, size_t e)
{
	size_t i;

	for (i = b; i < e && s[i] == ' '; i++)
		;
	return i - b;
}

/*
 * The end of the line that starts at b, past its ending: cmark-gfm
 * ends a line at "\n", "\r\n" or a lone "\r", so the guard must too
 * (a row cut by a lone "\r" is two rows of a table).
 */
static size_t
seg_end(const char *s, size_t len, size_t b)
{
	while (b < len && s[b] != '\n' && s[b] != '\r')
		b++;
	if (b < len && s[b] == '\r')
		b++;
	if (b < len && s[b] == '\n')
		b++;
	return b;
}

/*
 * The end of a plain inline link or image "[text](dest)" that starts
 * at s[i] == '[' on this line, or 0: text without brackets, dest
 * without spaces, brackets or parentheses, or in <...>.  cmark-gfm
 * matches such a link at once; only its walk over the brackets still
 * open before it costs (guard_inline).
 */
static size_t
simple_link_end(const char *s, size_t i, size_t e)
{
	size_t k;

	for (k = i + 1; k < e && s[k] != '[' && s[k] != ']'; k++)
		if (s[k] == '\\')
			k++;
	if (k + 1 >= e || s[k] != ']' || s[k + 1] != '(')
		return 0;
	k += 2;
	if (k < e && s[k] == '<') {
		for (k++; k < e && s[k] != '>' && s[k] != '<'; k++)
			if (s[k] == '\\')
				k++;
		if (k >= e || s[k] != '>')
			return 0;
		k++;
	} else
		for (; k < e && strchr(" \t\r\n()<>[]", s[k]) == NULL; k++)
			if (s[k] == '\\')
				k++;
	return k < e && s[k] == ')' ? k + 1 : 0;
}

void
report_guard_inline(const char *s, size_t b, size_t e,
    struct report_inline *st)
{
	size_t i, j;

	st->bytes += e - b;
	for (i = b; i < e; i++) {
		switch (s[i]) {
		case '\\':
			i++;
			break;
		case '!':
			if (i + 1 >= e || s[i + 1] != '[')
				break;
			i++;
			/* FALLTHROUGH */
		case '[':
			if ((j = simple_link_end(s, i, e)) > 0) {
				/* A link deactivates the openers before it. */
				st->walk += st->open;
				for (; i < j; i++)
					if (strchr("*_`<", s[i]) != NULL)
						st->markup++;
				i--;
				break;
			}
			st->markup++;
			st->open++;
			break;
		case ']':
			st->markup++;
			if (st->open > 0)
				st->open--;
			break;
		case '*': case '_': case '`': case '<':
			st->markup++;
			break;
		default:
			break;
		}
	}
}

int
report_inline_over(const struct report_inline *st)
{
	return st->markup > REPORT_RUN_MAX ||
	    st->walk > 16 * st->bytes + 65536;
}

/*
 * Checks, before cmark-gfm sees the text, the limits that keep its
 * known slow paths away (LIBRARY-HAZARDS.md): unescaped pipes in a
 * line, containers nested too deep, the bytes of inline content that
 * one paragraph can hold (link and emphasis parsing is quadratic in
 * it: "![[]()" repeated), and the cells of a table, which GFM fills up
 * to the header's width when it parses.
 *
 * Inline content is measured as a run of consecutive non-blank lines,
 * blank meaning nothing but quote markers and spaces: a blank line ends
 * every paragraph.  A GFM table is the exception, as each of its cells
 * is parsed alone: after a blank line, a header line whose cell count
 * its delimiter line repeats starts one, and each line that continues
 * it (same quotes, no less indented, holds a '|', opens no other
 * block) counts alone.  In a run, only inline markup costs more than
 * linear time (report_guard_inline): plain text, flat lists and plain
 * links may run on for megabytes.  Every other line, code and headings included,
 * counts toward its run: the guard errs towards a refusal, never
 * towards a paragraph it did not see.  Cells are counted for every
 * line up to the table's blank line, as GFM makes a row even of a line
 * without a '|'.
 */
int
report_guard(const char *s, size_t len, const char *name, struct diag *d)
{
	size_t b, e, l, i, run_line = 0, cols = 0, ccols = 0,
	    cells = 0, table_line = 0, tquotes = 0, tindent = 0, seen = 0,
	    nl = 0;
	struct report_inline run = {0};

	for (b = 0; b < len; b = e) {
		size_t depth = 0, q, c, quotes, n;

		e = seg_end(s, len, b);
		/* Lines as the report counts them: LF, CR LF or a lone CR. */
		for (; seen < b; seen++)
			nl += s[seen] == '\n' || (s[seen] == '\r' &&
			    (seen + 1 == len || s[seen + 1] != '\n'));
		l = nl + 1;

		if (pipes_in(s, b, e) > REPORT_PIPES_MAX) {
			diag(d, DIAG_ERROR, name, l, 0,
			    "more than %d '|' in one line (a table that wide "
			    "is refused)", REPORT_PIPES_MAX);
			return 0;
		}
		/* Containers open with '>', "- ", "* ", "+ ", "1. ", "1) " */
		for (i = b; i < e;) {
			while (i < e && (s[i] == ' ' || s[i] == '\t'))
				i++;
			for (n = 0; i + n < e && n < 10 && s[i + n] >= '0' &&
			    s[i + n] <= '9'; n++)
				;
			if (i < e && s[i] == '>')
				i++;
			else if (i + 1 < e && strchr("-*+", s[i]) &&
			    (s[i + 1] == ' ' || s[i + 1] == '\t'))
				i += 2;
			else if (n > 0 && n < 10 && i + n + 1 < e &&
			    (s[i + n] == '.' || s[i + n] == ')') &&
			    (s[i + n + 1] == ' ' || s[i + n + 1] == '\t'))
				i += n + 2;
			else
				break;
			if (++depth > REPORT_NEST_MAX) {
				diag(d, DIAG_ERROR, name, l, 0,
				    "block quotes and lists nested deeper "
				    "than %d", REPORT_NEST_MAX);
				return 0;
			}
		}

		q = unquote(s, b, e, &quotes);
		for (c = q; c < e && (s[c] == ' ' || s[c] == '\t' ||
		    s[c] == '\r' || s[c] == '\n'); c++)
			;
		if (c == e) {		/* blank: every paragraph ends */
			memset(&run, 0, sizeof(run));
			cols = ccols = 0;
			continue;
		}
		/* GFM may give this line the header's cells. */
		if (ccols > 0 && (cells += ccols) > REPORT_CELLS_MAX) {
			diag(d, DIAG_ERROR, name, table_line, 0,
			    "a table of more than %d cells (GFM fills "
			    "every row to the header's %zu columns)",
			    REPORT_CELLS_MAX, ccols);
			return 0;
		}
		if (cols > 0 && quotes == tquotes && pipes_in(s, q, e) > 0 &&
		    indent_of(s, q, e) >= tindent && !starts_block(s, q, e)) {
			if (e - b > REPORT_RUN_MAX) {
				diag(d, DIAG_ERROR, name, l, 0,
				    "a table row of more than %d bytes",
				    REPORT_RUN_MAX);
				return 0;
			}
			continue;
		}
		if (cols > 0)		/* the table ends: a new block */
			memset(&run, 0, sizeof(run));
		cols = 0;
		/*
		 * A header: its delimiter line follows with as many cells.
		 * cmark-gfm lets a table interrupt a paragraph (the header
		 * is the paragraph's last line), so not only after a blank.
		 */
		if (e < len && pipes_in(s, q, e) > 0 &&
		    !starts_block(s, q, e)) {
			size_t b2 = e, e2 = seg_end(s, len, e), q2, quotes2;

			q2 = unquote(s, b2, e2, &quotes2);
			if (quotes2 == quotes && pipes_in(s, q2, e2) > 0 &&
			    (n = row_cells(s, q, e, 0)) ==
			    row_cells(s, q2, e2, 1) && n > 0) {
				/*
				 * Rows GFM may still be filling (no blank line
				 * since the last table) keep counting: the
				 * guard errs towards one table too many.
				 */
				if (ccols == 0) {
					cells = 2 * n;
					table_line = l;
				} else if ((cells += 2 * n) >
				    REPORT_CELLS_MAX) {
					diag(d, DIAG_ERROR, name, table_line, 0,
					    "a table of more than %d cells "
					    "(GFM fills every row to the "
					    "header's %zu columns)",
					    REPORT_CELLS_MAX, ccols);
					return 0;
				}
				cols = n;
				ccols = ccols > n ? ccols : n;
				tquotes = quotes;
				tindent = indent_of(s, q, e);
				if (e - b > REPORT_RUN_MAX) {
					diag(d, DIAG_ERROR, name, l, 0,
					    "a table row of more than %d bytes",
					    REPORT_RUN_MAX);
					return 0;
				}
				e = e2;	/* the delimiter line is the table's */
				continue;
			}
		}
		if (run.bytes == 0)
			run_line = l;
		report_guard_inline(s, b, e, &run);
		if (report_inline_over(&run)) {
			if (run.markup > REPORT_RUN_MAX)
				diag(d, DIAG_ERROR, name, run_line, 0,
				    "more than %d bytes of inline markup "
				    "([ ] * _ ` <) without a blank line "
				    "(parsing that is quadratic: split the "
				    "paragraph with blank lines)",
				    REPORT_RUN_MAX);
			else
				diag(d, DIAG_ERROR, name, run_line, 0,
				    "links after %zu unclosed '[' without a "
				    "blank line (parsing that is quadratic: "
				    "close the brackets or split the "
				    "paragraph)", run.open);
			return 0;
		}
	}
	return 1;
}
