/*
 * Finds the source of every inline node of a report (report_source.h).
 *
 * One cursor walks the source while the document is walked in order:
 * each block steps over what only the source has (blank lines, '>'
 * and indents, list markers, '#'s, link reference definitions, fences,
 * a table's delimiter row), each text node is found from the cursor on
 * and moves it past itself, and a link's exit steps over "](dest
 * "title")".  Table rows are placed by line, counted from the
 * delimiter row, so a table that interrupts a paragraph cannot shift
 * them.  Every scan draws from a budget proportional to the report, so
 * a hostile report costs linear time: once it is spent, nodes stay
 * unmapped, and the caller maps their block again on its own budget
 * (report_source_map_block) or finds their text at one place of it
 * (report_source_find); a node neither places has no place (issue
 * 25.6: a place is exact or none).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>

#include "report_source.h"
#include "util.h"

/*
 * report.h: a binary search of r->lines.  Here, the lowest of the
 * report's stages that needs it, so that report_load.c, report_parse.c
 * and this file all call down for it.
 */
size_t
report_line_of(const struct report *r, size_t off)
{
	size_t lo = 0, hi = r->nlines;

	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (r->lines[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo + 1;
}

/* report.h: here beside report_line_of, for the same reason. */
size_t
report_source_line(const struct report *r, size_t line)
{
	size_t lo = 0, hi = r->nadded;

	/* How many added lines come before it. */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (r->added[mid] < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return line - lo;
}

/*
 * The scans' budget: bytes per byte of the report, and a floor.  The
 * positions test builds with a small floor and no per-byte share
 * (Makefile: build/budget/) so that reports spend it part way.
 */
#ifndef REPORT_SOURCE_PER_BYTE
#define REPORT_SOURCE_PER_BYTE	32
#endif
#ifndef REPORT_SOURCE_FLOOR
#define REPORT_SOURCE_FLOOR	65536
#endif
/* A block mapped again (report_source_map_block): its own small floor. */
#ifndef REPORT_SOURCE_BLOCK_FLOOR
#define REPORT_SOURCE_BLOCK_FLOOR	64
#endif

/* How far past the cursor a node's source may start. */
#define WINDOW	(1024 * 1024)

struct map {
	const char	*src;
	size_t		 len;
	const struct report *r;
	size_t		 cur;		/* where the next node's source may start */
	size_t		 budget;	/* bytes the scans may still look at */
	size_t		 row_end;	/* in a table row: its line's end */
	size_t		 hdr_line;	/* the table's header line, 1-based */
	size_t		 row;		/* rows of the table seen */
	size_t		 defs_start;	/* the first definition gap passed */
	size_t		 defs_end;	/* after the last one */
	size_t		*split;		/* see report_source_map */
	size_t		 nsplit;
	size_t		 capsplit;
};

static int
is_type(cmark_node *n, const char *t)
{
	return strcmp(cmark_node_get_type_string(n), t) == 0;
}

static int
punct(unsigned char c)
{
	return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') ||
	    (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
}

static int
spend(struct map *m)
{
	if (m->budget == 0)
		return 0;
	m->budget--;
	return 1;
}

/*
 * Records a node's place, unless the budget is spent: a scan that
 * stopped short of its end leaves the cursor behind, and a node placed
 * from there could be another's (issue 25.6); unmapped, its place is
 * searched in its own block (report_scan.c).
 */
static void
set_off(struct map *m, cmark_node *n, size_t off)
{
	if (m->budget > 0)
		cmark_node_set_user_data(n, (void *)(uintptr_t)(off + 1));
}

/* A text node report_source_find looked for and could not place. */
#define UNPLACED	UINTPTR_MAX

static size_t
get_off(cmark_node *n)
{
	uintptr_t v = (uintptr_t)cmark_node_get_user_data(n);

	return v == 0 || v == UNPLACED ? REPORT_SOURCE_NONE : (size_t)v - 1;
}

/* The offset just past the line ending at or after off. */
static size_t
next_line(struct map *m, size_t off)
{
	while (off < m->len && m->src[off] != '\n' && m->src[off] != '\r' &&
	    spend(m))
		off++;
	if (off < m->len && m->src[off] == '\r') {
		off++;
		if (off < m->len && m->src[off] == '\n')
			off++;
	} else if (off < m->len && m->src[off] == '\n')
		off++;
	return off;
}

/* The end of the line holding off, before its line ending. */
static size_t
line_stop(struct map *m, size_t off)
{
	while (off < m->len && m->src[off] != '\n' && m->src[off] != '\r' &&
	    spend(m))
		off++;
	return off;
}

static size_t
line_start(const struct report *r, size_t line)
{
	return line >= 1 && line <= r->nlines ? r->lines[line - 1] : r->len;
}

static size_t
window_end(const struct map *m)
{
	if (m->row_end != 0)
		return m->row_end;
	return m->len - m->cur > WINDOW ? m->cur + WINDOW : m->len;
}

/* Encodes code point cp as UTF-8 in out (4 bytes); returns its length. */
static size_t
encode(uint32_t cp, char *out)
{
	if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		cp = 0xFFFD;
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xC0 | cp >> 6);
		out[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xE0 | cp >> 12);
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		out[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	out[0] = (char)(0xF0 | cp >> 18);
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
	out[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/*
 * An entity reference at s[k] as CommonMark reads it: returns the
 * offset after its ';' (0 when there is none), and for a numeric one
 * its code point in *cp (named ones leave *cp at zero).
 */
static size_t
entity(const char *s, size_t k, size_t end, uint32_t *cp)
{
	size_t i = k + 1, n = 0;

	*cp = 0;
	if (i < end && s[i] == '#') {
		int hex = 0;
		uint32_t v = 0;

		i++;
		if (i < end && (s[i] == 'x' || s[i] == 'X'))
			hex = 1, i++;
		/* cmark-gfm 0.29 reads up to eight digits either way. */
		for (; i < end && n < 8u; i++, n++) {
			char c = s[i];

			if (c >= '0' && c <= '9')
				v = v * (hex ? 16 : 10) + (uint32_t)(c - '0');
			else if (hex && c >= 'a' && c <= 'f')
				v = v * 16 + (uint32_t)(c - 'a' + 10);
			else if (hex && c >= 'A' && c <= 'F')
				v = v * 16 + (uint32_t)(c - 'A' + 10);
			else
				break;
		}
		if (n == 0 || i >= end || s[i] != ';')
			return 0;
		*cp = v == 0 ? 0xFFFD : v;
		return i + 1;
	}
	for (; i < end && n < 32 && ((s[i] >= 'a' && s[i] <= 'z') ||
	    (s[i] >= 'A' && s[i] <= 'Z') || (n > 0 && s[i] >= '0' &&
	    s[i] <= '9')); i++, n++)
		;
	if (n == 0 || i >= end || s[i] != ';')
		return 0;
	return i + 1;
}

/* How many bytes lit[j..] and s[k..] agree on, up to 16, as written. */
static size_t
agree(const char *s, size_t k, size_t end, const char *lit, size_t j,
    size_t litlen)
{
	size_t n = 0;

	while (n < 16 && k + n < end && j + n < litlen &&
	    s[k + n] == lit[j + n] && s[k + n] != '&' && s[k + n] != '\\')
		n++;
	/* The literal's end, or a reference or escape next: as good. */
	if (j + n == litlen || (k + n < end && (s[k + n] == '&' ||
	    s[k + n] == '\\')))
		n += 16;
	return n;
}

/*
 * The literal bytes a named reference ending at s[e] reads as: one
 * code point, or two for the HTML5 names that read so (&ThickSpace;,
 * &nvlt;, &NotEqualTilde;, &fjlig;), whichever the source after it
 * then agrees with longer (the table itself is cmark's).
 */
static size_t
named(const char *s, size_t e, size_t end, const char *lit, size_t j,
    size_t litlen)
{
	uint32_t cp;
	size_t n1 = utf8_decode(lit + j, litlen - j, &cp), n2;

	if (n1 == 0)
		return 1;
	if (j + n1 >= litlen ||
	    (n2 = utf8_decode(lit + j + n1, litlen - j - n1, &cp)) == 0)
		return n1;
	/*
	 * Read as one code point, the source after the reference would
	 * have to spell the second itself (or a reference or escape that
	 * may): when it does not, the reference read as two.  This decides
	 * where agreement ties, as before a backslash that cmark kept in
	 * the text (a paragraph a table interrupted).
	 */
	if ((e + n2 > end || memcmp(s + e, lit + j + n1, n2) != 0) &&
	    (e >= end || (s[e] != '&' && !(s[e] == '\\' && e + 1 < end &&
	    punct((unsigned char)s[e + 1])))))
		return n1 + n2;
	return agree(s, e, end, lit, j + n1 + n2, litlen) >
	    agree(s, e, end, lit, j + n1, litlen) ? n1 + n2 : n1;
}

/*
 * Matches the source at s[k] against the literal at lit[j]: an escape
 * or an entity stands for what it reads as.  Returns the source bytes
 * used (0: no match) and the literal bytes in *nlit.
 */
static size_t
unit(const char *s, size_t k, size_t end, const char *lit, size_t j,
    size_t litlen, size_t *nlit)
{
	unsigned char c = (unsigned char)s[k];
	size_t e, n;
	uint32_t cp;

	if (c == '\\' && k + 1 < end && punct((unsigned char)s[k + 1]) &&
	    lit[j] == s[k + 1]) {
		*nlit = 1;
		return 2;
	}
	if (c == '&' && (e = entity(s, k, end, &cp)) > 0) {
		char u[4];

		if (cp != 0) {
			n = encode(cp, u);
			if (j + n <= litlen && memcmp(lit + j, u, n) == 0) {
				*nlit = n;
				return e - k;
			}
		} else if (litlen - j < e - k ||
		    memcmp(lit + j, s + k, e - k) != 0) {
			*nlit = named(s, e, end, lit, j, litlen);
			return e - k;
		}
	}
	if (c == (unsigned char)lit[j]) {
		*nlit = 1;
		return 1;
	}
	return 0;
}

/* Whether lit matches the source at k, before end; its end in *stop. */
static int
match_at(struct map *m, size_t k, size_t end, const char *lit,
    size_t litlen, size_t *stop)
{
	size_t j = 0, used, nlit;

	while (j < litlen) {
		if (k >= end || !spend(m))
			return 0;
		if ((used = unit(m->src, k, end, lit, j, litlen, &nlit)) == 0)
			return 0;
		k += used;
		j += nlit;
	}
	*stop = k;
	return 1;
}

/* The first place at or after from where lit matches, or NONE. */
static size_t
find(struct map *m, size_t from, size_t end, const char *lit,
    size_t litlen, size_t *stop)
{
	size_t k;

	for (k = from; k < end && spend(m); k++)
		if (match_at(m, k, end, lit, litlen, stop))
			return k;
	return REPORT_SOURCE_NONE;
}

/* A link destination at s[p] (after any blank); the offset after it. */
static size_t
dest_end(struct map *m, size_t p, size_t end)
{
	const char *s = m->src;
	int depth = 0;

	if (p < end && s[p] == '<') {
		for (p++; p < end && s[p] != '>' && s[p] != '\n' &&
		    s[p] != '\r' && spend(m); p++)
			if (s[p] == '\\' && p + 1 < end)
				p++;
		return p < end && s[p] == '>' ? p + 1 : REPORT_SOURCE_NONE;
	}
	for (; p < end && (unsigned char)s[p] > ' ' && spend(m); p++) {
		if (s[p] == '\\' && p + 1 < end && punct((unsigned char)s[p + 1]))
			p++;
		else if (s[p] == '(')
			depth++;
		else if (s[p] == ')' && depth-- == 0)
			break;
	}
	return p;
}

/* Spaces and tabs, then at most one line ending and the next line's prefix. */
static size_t
blank(struct map *m, size_t p, size_t end, int lines)
{
	const char *s = m->src;

	while (p < end && (s[p] == ' ' || s[p] == '\t'))
		p++;
	if (lines && p < end && (s[p] == '\n' || s[p] == '\r')) {
		p = next_line(m, p);
		while (p < end && (s[p] == ' ' || s[p] == '\t' || s[p] == '>'))
			p++;
	}
	return p;
}

/* A link title at s[p]; the offset after it, or NONE. */
static size_t
title_end(struct map *m, size_t p, size_t end)
{
	const char *s = m->src;
	char close;

	if (p >= end || (s[p] != '"' && s[p] != '\'' && s[p] != '('))
		return REPORT_SOURCE_NONE;
	close = s[p] == '(' ? ')' : s[p];
	for (p++; p < end && s[p] != close && spend(m); p++)
		if (s[p] == '\\' && p + 1 < end)
			p++;
	return p < end ? p + 1 : REPORT_SOURCE_NONE;
}

/*
 * A link reference definition starting at s[p] ("[label]: dest
 * 'title'"): the offset after its last line, or zero.  cmark keeps no
 * node of it, so its label and destination would otherwise pass for
 * the text of the next node.
 */
static size_t
refdef_end(struct map *m, size_t p)
{
	const char *s = m->src;
	size_t end = m->len, q, t, n = 0;
	int word = 0;

	if (p >= end || s[p] != '[')
		return 0;
	for (q = p + 1; q < end && s[q] != ']' && n < 1000 && spend(m);
	    q++, n++) {
		if (s[q] == '[')
			return 0;
		if (s[q] == '\\' && q + 1 < end)
			q++;
		if ((unsigned char)s[q] > ' ')
			word = 1;
	}
	if (!word || q + 1 >= end || s[q] != ']' || s[q + 1] != ':')
		return 0;
	q = blank(m, q + 2, end, 1);
	if ((t = dest_end(m, q, end)) == REPORT_SOURCE_NONE || t == q)
		return 0;
	q = t;
	t = blank(m, q, end, 0);
	if (t >= end || s[t] == '\n' || s[t] == '\r') {
		size_t after = next_line(m, t), u;

		/* A title may follow on the next line. */
		u = blank(m, t, end, 1);
		if ((u = title_end(m, u, end)) != REPORT_SOURCE_NONE) {
			u = blank(m, u, end, 0);
			if (u >= end || s[u] == '\n' || s[u] == '\r')
				return next_line(m, u);
		}
		return after;
	}
	if ((t = title_end(m, blank(m, q, end, 1), end)) ==
	    REPORT_SOURCE_NONE)
		return 0;
	t = blank(m, t, end, 0);
	return t >= end || s[t] == '\n' || s[t] == '\r' ? next_line(m, t) : 0;
}

/* Steps over blank lines, '>' markers, indents and definitions. */
static void
gap(struct map *m)
{
	const char *s = m->src;
	size_t e;

	for (;;) {
		while (m->cur < m->len && (s[m->cur] == ' ' ||
		    s[m->cur] == '\t' || s[m->cur] == '\n' ||
		    s[m->cur] == '\r' || s[m->cur] == '>') && spend(m))
			m->cur++;
		if ((e = refdef_end(m, m->cur)) == 0)
			break;
		if (m->defs_end == 0)
			m->defs_start = m->cur;
		m->cur = m->defs_end = e;
	}
}

static int
delim_row(const struct map *m, size_t s, size_t e)
{
	int dash = 0, pipe = 0;

	while (s < e && (m->src[s] == ' ' || m->src[s] == '\t' ||
	    m->src[s] == '>'))
		s++;
	for (; s < e; s++) {
		char c = m->src[s];

		if (c == '-')
			dash = 1;
		else if (c == '|')
			pipe = 1;
		else if (c != ':' && c != ' ' && c != '\t')
			return 0;
	}
	return dash && pipe;
}

/*
 * Finds the table's delimiter row from the cursor on: the header is the
 * line before it, and each body row a line after it.
 */
static void
table_enter(struct map *m)
{
	size_t l = report_line_of(m->r, m->cur) + 1;

	m->row = 0;
	m->hdr_line = 0;
	for (; l <= m->r->nlines && spend(m); l++) {
		size_t s = line_start(m->r, l), e = line_stop(m, s);

		if (delim_row(m, s, e)) {
			m->hdr_line = l - 1;
			return;
		}
	}
}

static void
row_enter(struct map *m, cmark_node *row)
{
	size_t l, s;

	if (m->hdr_line == 0)
		return;
	l = m->hdr_line + (m->row == 0 ? 0 : m->row + 1);
	m->row++;
	if (l > m->r->nlines)
		return;
	s = line_start(m->r, l);
	while (s < m->len && (m->src[s] == ' ' || m->src[s] == '\t' ||
	    m->src[s] == '>'))
		s++;
	m->cur = s;
	m->row_end = line_stop(m, s);
	set_off(m, row, s);
}

static void
item_enter(struct map *m)
{
	const char *s = m->src;
	size_t p, n = 0;

	gap(m);
	p = m->cur;
	if (p < m->len && (s[p] == '-' || s[p] == '+' || s[p] == '*')) {
		m->cur = p + 1;
		return;
	}
	while (p < m->len && s[p] >= '0' && s[p] <= '9' && n < 9)
		p++, n++;
	if (n > 0 && p < m->len && (s[p] == '.' || s[p] == ')'))
		m->cur = p + 1;
}

/* Steps over n lines of a code or HTML block, from the cursor's line. */
static void
skip_lines(struct map *m, const char *lit)
{
	size_t n = 0;
	const char *q;

	for (q = lit; (q = strchr(q, '\n')) != NULL; q++)
		n++;
	if (*lit != '\0' && lit[strlen(lit) - 1] != '\n')
		n++;
	while (n-- > 0 && m->cur < m->len)
		m->cur = next_line(m, m->cur);
}

static void
code_block(struct map *m, cmark_node *n)
{
	int len = 0, off = 0;
	char ch = 0;
	int fenced = cmark_node_get_fenced(n, &len, &off, &ch);
	size_t p;

	gap(m);
	if (fenced)
		m->cur = next_line(m, m->cur);
	skip_lines(m, cmark_node_get_literal(n));
	if (!fenced)
		return;
	for (p = m->cur; p < m->len && (m->src[p] == ' ' ||
	    m->src[p] == '\t' || m->src[p] == '>'); p++)
		;
	if (p < m->len && m->src[p] == ch)
		m->cur = next_line(m, p);
}

/* A code span: its backtick run, then the next run as long. */
static void
code_span(struct map *m)
{
	const char *s = m->src;
	size_t end = window_end(m), p = m->cur, n = 0, q;

	while (p < end && s[p] != '`' && spend(m))
		p++;
	if (p >= end)
		return;
	for (q = p; q < end && s[q] == '`'; q++)
		n++;
	while (q < end && spend(m)) {
		size_t r = q, k = 0;

		if (s[q] != '`') {
			q++;
			continue;
		}
		while (r < end && s[r] == '`')
			r++, k++;
		if (k == n) {
			m->cur = r;
			return;
		}
		q = r;
	}
}

/* Raw inline HTML is its own source, line by line. */
static void
html_inline(struct map *m, const char *lit)
{
	while (*lit != '\0') {
		const char *nl = strchr(lit, '\n');
		size_t n = nl != NULL ? (size_t)(nl - lit) : strlen(lit), stop;

		if (find(m, m->cur, window_end(m), lit, n, &stop) !=
		    REPORT_SOURCE_NONE)
			m->cur = stop;
		if (nl == NULL)
			break;
		m->cur = next_line(m, m->cur);
		lit = nl + 1;
	}
}

/* The only text of a link, when it is its destination: an autolink. */
static const char *
auto_text(cmark_node *n)
{
	cmark_node *t = cmark_node_first_child(n);

	if (t == NULL || cmark_node_next(t) != NULL ||
	    cmark_node_get_type(t) != CMARK_NODE_TEXT)
		return NULL;
	return cmark_node_get_literal(t);
}

static void
link_enter(struct map *m, cmark_node *n)
{
	const char *s = m->src, *lit = auto_text(n);
	size_t end = window_end(m), p;

	for (p = m->cur; p < end && s[p] != '[' && s[p] != '<' && spend(m);
	    p++)
		if (s[p] == '\\' && p + 1 < end)
			p++;
	if (p >= end)
		return;
	if (s[p] == '<' && lit != NULL && end - p - 1 >= strlen(lit) &&
	    memcmp(s + p + 1, lit, strlen(lit)) == 0) {
		m->cur = p + 1;
		/* Odd offsets mark an autolink for link_exit. */
		if (m->budget > 0)
			cmark_node_set_user_data(n,
			    (void *)(uintptr_t)(2 * (p + 1) + 1));
		return;
	}
	if (s[p] == '<') {
		/* Not this link's: look for its '[' past it. */
		for (; p < end && s[p] != '[' && spend(m); p++)
			if (s[p] == '\\' && p + 1 < end)
				p++;
		if (p >= end)
			return;
	}
	m->cur = p + 1;
	if (m->budget > 0)
		cmark_node_set_user_data(n, (void *)(uintptr_t)(2 * (p + 1)));
}

static void
link_exit(struct map *m, cmark_node *n)
{
	const char *s = m->src;
	uintptr_t v = (uintptr_t)cmark_node_get_user_data(n);
	size_t end = window_end(m), p = m->cur, q;

	if (v == 0)
		return;
	if (v & 1) {
		while (p < end && s[p] != '>' && spend(m))
			p++;
		m->cur = p < end ? p + 1 : m->cur;
		return;
	}
	for (; p < end && s[p] != ']' && spend(m); p++)
		if (s[p] == '\\' && p + 1 < end)
			p++;
	if (p >= end)
		return;
	p++;
	m->cur = p;
	if (p < end && s[p] == '[') {
		for (q = p + 1; q < end && s[q] != ']' && spend(m); q++)
			if (s[q] == '\\' && q + 1 < end)
				q++;
		if (q < end)
			m->cur = q + 1;
		return;
	}
	if (p >= end || s[p] != '(')
		return;
	q = blank(m, p + 1, end, 1);
	if ((q = dest_end(m, q, end)) == REPORT_SOURCE_NONE)
		q = p + 1;
	q = blank(m, q, end, 1);
	if (q < end && s[q] != ')' && (q = title_end(m, q, end)) !=
	    REPORT_SOURCE_NONE)
		q = blank(m, q, end, 1);
	if (q != REPORT_SOURCE_NONE && q < end && s[q] == ')') {
		m->cur = q + 1;
		return;
	}
	for (q = p; q < end && s[q] != ')' && spend(m); q++)
		;
	if (q < end)
		m->cur = q + 1;
}

static void
text(struct map *m, cmark_node *n)
{
	const char *lit = cmark_node_get_literal(n);
	size_t len = strlen(lit), at, stop;

	if (len == 0) {
		set_off(m, n, m->cur);
		return;
	}
	at = find(m, m->cur, window_end(m), lit, len, &stop);
	if (at == REPORT_SOURCE_NONE)
		return;
	set_off(m, n, at);
	m->cur = stop;
}

/* Steps over the list markers block's first line starts with. */
static void
markers(struct map *m, cmark_node *block)
{
	cmark_node *n = block, *up;
	size_t nitems = 0;

	while ((up = cmark_node_parent(n)) != NULL &&
	    cmark_node_first_child(up) == n) {
		nitems += cmark_node_get_type(up) == CMARK_NODE_ITEM;
		n = up;
	}
	while (nitems-- > 0)
		item_enter(m);
}

/*
 * cmark-gfm 0.29 re-reads a paragraph that a table interrupts without
 * taking its link reference definitions out: they stay text, and the
 * links that use them too (claims lost).  A blank line after them
 * makes them a block of their own, read as definitions: say where.
 */
static void
defs_lost(struct map *m, cmark_node *para)
{
	cmark_node *next = cmark_node_next(para), *first;

	first = cmark_node_first_child(para);
	if (m->defs_end == 0 || next == NULL || !is_type(next, "table") ||
	    first == NULL || cmark_node_get_type(first) != CMARK_NODE_TEXT ||
	    cmark_node_get_literal(first)[0] != '[')
		return;
	xgrow(&m->split, &m->capsplit, m->nsplit + 1, sizeof(*m->split));
	m->split[m->nsplit++] = m->defs_end;
	/* cmark made text of them: map them as text, to stay in step. */
	m->cur = m->defs_start;
}

/* Bytes a paragraph's definitions may be looked at, past the budget. */
#define DEFS_BUDGET	(REPORT_SOURCE_PER_BYTE * 256 + REPORT_SOURCE_BLOCK_FLOOR)

/*
 * defs_lost once the budget is spent: the paragraph's definitions,
 * looked for from its first line with a small budget of their own, so
 * that links using them stay claims (issue 25.6).  Such a paragraph
 * starts on its table's first line (cmark gives the table the
 * paragraph's).
 */
static void
defs_spent(struct map *m, cmark_node *para)
{
	cmark_node *next = cmark_node_next(para), *first;
	struct map d;
	int s;

	first = cmark_node_first_child(para);
	if (next == NULL || !is_type(next, "table") || first == NULL ||
	    cmark_node_get_type(first) != CMARK_NODE_TEXT ||
	    cmark_node_get_literal(first)[0] != '[' ||
	    (s = cmark_node_get_start_line(next)) < 1 ||
	    (s = (int)report_source_line(m->r, (size_t)s)) < 1 ||
	    (size_t)s > m->r->nlines)
		return;
	memset(&d, 0, sizeof(d));
	d.r = m->r;
	d.src = m->src;
	d.len = m->len;
	d.cur = m->r->lines[s - 1];
	d.budget = DEFS_BUDGET;
	markers(&d, para);
	gap(&d);
	if (d.defs_end == 0 || d.budget == 0)
		return;
	xgrow(&m->split, &m->capsplit, m->nsplit + 1, sizeof(*m->split));
	m->split[m->nsplit++] = d.defs_end;
}

static void
enter(struct map *m, cmark_node *n)
{
	switch (cmark_node_get_type(n)) {
	case CMARK_NODE_PARAGRAPH:
		if (m->budget == 0) {
			defs_spent(m, n);
			break;
		}
		m->defs_end = 0;
		gap(m);
		defs_lost(m, n);
		break;
	case CMARK_NODE_HEADING:
		gap(m);
		if (m->cur < m->len && m->src[m->cur] == '#') {
			while (m->cur < m->len && m->src[m->cur] == '#')
				m->cur++;
		} else
			set_off(m, n, m->cur);	/* setext: its underline follows */
		break;
	case CMARK_NODE_ITEM:
		item_enter(m);
		break;
	case CMARK_NODE_THEMATIC_BREAK:
		gap(m);
		m->cur = next_line(m, m->cur);
		break;
	case CMARK_NODE_CODE_BLOCK:
		code_block(m, n);
		break;
	case CMARK_NODE_HTML_BLOCK:
		gap(m);
		skip_lines(m, cmark_node_get_literal(n));
		break;
	case CMARK_NODE_TEXT:
		text(m, n);
		break;
	case CMARK_NODE_SOFTBREAK:
	case CMARK_NODE_LINEBREAK:
		if (m->row_end == 0)
			m->cur = next_line(m, m->cur);
		break;
	case CMARK_NODE_CODE:
		code_span(m);
		break;
	case CMARK_NODE_HTML_INLINE:
		html_inline(m, cmark_node_get_literal(n));
		break;
	case CMARK_NODE_LINK:
	case CMARK_NODE_IMAGE:
		link_enter(m, n);
		break;
	default:
		if (is_type(n, "table")) {
			gap(m);
			table_enter(m);
		} else if (is_type(n, "table_header") ||
		    is_type(n, "table_row"))
			row_enter(m, n);
		break;
	}
}

static void
leave(struct map *m, cmark_node *n)
{
	switch (cmark_node_get_type(n)) {
	case CMARK_NODE_HEADING:
		if (cmark_node_get_user_data(n) != NULL) {
			cmark_node_set_user_data(n, NULL);
			m->cur = next_line(m, m->cur);	/* the text's line */
			m->cur = next_line(m, m->cur);	/* the underline */
		} else
			m->cur = line_stop(m, m->cur);	/* closing '#'s */
		break;
	case CMARK_NODE_PARAGRAPH:
		/*
		 * A paragraph ends with its line: what is left of it
		 * (an emphasis closer, trailing spaces) is markup, and
		 * the next block's list marker must not be taken for it.
		 */
		if (m->row_end == 0)
			m->cur = line_stop(m, m->cur);
		break;
	case CMARK_NODE_LINK:
	case CMARK_NODE_IMAGE:
		link_exit(m, n);
		break;
	default:
		if (is_type(n, "table_header") || is_type(n, "table_row")) {
			if (m->row_end != 0)
				m->cur = next_line(m, m->row_end);
			m->row_end = 0;
		}
		break;
	}
}

/* Maps every node under root, in document order, from m->cur on. */
static void
walk(struct map *m, cmark_node *root)
{
	cmark_iter *it = cmark_iter_new(root);
	cmark_event_type ev;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);

		if (ev == CMARK_EVENT_ENTER)
			enter(m, n);
		else if (ev == CMARK_EVENT_EXIT)
			leave(m, n);
		if (m->cur > m->len)
			m->cur = m->len;
	}
	cmark_iter_free(it);
}

size_t
report_source_map(const struct report *r, void *doc, size_t **split)
{
	struct map m;

	memset(&m, 0, sizeof(m));
	m.r = r;
	m.src = r->src;
	m.len = r->len;
	m.budget = REPORT_SOURCE_PER_BYTE * r->len + REPORT_SOURCE_FLOOR;
	walk(&m, doc);
	*split = m.split;
	return m.nsplit;
}

size_t
report_source_find(const struct report *r, void *node, size_t from,
    size_t to, size_t *budget)
{
	const char *lit = cmark_node_get_literal(node);
	uintptr_t v = (uintptr_t)cmark_node_get_user_data(node);
	size_t len = lit != NULL ? strlen(lit) : 0, k, stop, at = 0;
	size_t found = 0;
	struct map m;

	if (v == UNPLACED)
		return REPORT_SOURCE_NONE;
	if (v != 0)
		return (size_t)v - 1;
	if (to > r->len)
		to = r->len;
	memset(&m, 0, sizeof(m));
	m.r = r;
	m.src = r->src;
	m.len = r->len;
	m.budget = *budget;
	/*
	 * Every place: one match is the node's only possible source (its
	 * block's lines hold it), two or more could each be another's,
	 * and a budget spent before the end cannot tell.
	 */
	for (k = from; len > 0 && k < to && found < 2 && spend(&m); k++)
		if (match_at(&m, k, to, lit, len, &stop))
			found++, at = k;
	*budget = m.budget;
	if (found != 1 || m.budget == 0) {
		cmark_node_set_user_data(node, (void *)UNPLACED);
		return REPORT_SOURCE_NONE;
	}
	cmark_node_set_user_data(node, (void *)(uintptr_t)(at + 1));
	return at;
}

void
report_source_map_block(const struct report *r, void *block, size_t from,
    size_t to)
{
	struct map m;

	memset(&m, 0, sizeof(m));
	m.r = r;
	m.src = r->src;
	m.len = to < r->len ? to : r->len;
	m.cur = from;
	m.budget = REPORT_SOURCE_PER_BYTE * (m.len - from) +
	    REPORT_SOURCE_BLOCK_FLOOR;
	markers(&m, block);
	walk(&m, block);
	free(m.split);
}

size_t
report_source_text(const struct report *r, struct report_source_at *at,
    void *node, size_t lit_off)
{
	const char *lit = cmark_node_get_literal(node);
	size_t start = get_off(node), litlen, used, nlit;

	if (start == REPORT_SOURCE_NONE)
		return REPORT_SOURCE_NONE;
	/*
	 * The literal's length is measured once a node, not once a call:
	 * a paragraph of a megabyte has a hundred thousand numbers
	 * (issue 25.6: strlen per number made it quadratic).
	 */
	if (at->node != node) {
		at->node = node;
		at->litlen = strlen(lit);
		at->lit = 0;
		at->src = start;
	} else if (at->lit > lit_off) {
		at->lit = 0;
		at->src = start;
	}
	litlen = at->litlen;
	while (at->lit < lit_off && at->lit < litlen && at->src < r->len) {
		used = unit(r->src, at->src, r->len, lit, at->lit, litlen,
		    &nlit);
		if (used == 0)
			return at->src + (lit_off - at->lit);
		at->src += used;
		at->lit += nlit;
	}
	return at->src;
}

size_t
report_source_link(void *link)
{
	uintptr_t v = (uintptr_t)cmark_node_get_user_data(link);

	return v == 0 ? REPORT_SOURCE_NONE : (size_t)(v / 2);
}

size_t
report_source_row(void *row)
{
	return get_off(row);
}
