/*
 * Where each number of a report sits (issue 21): report_parse.c calls
 * these as it walks the cmark-gfm tree, so that the section (a heading
 * and what follows it), the table, row and column, and the paragraph of
 * every claim and unbound number are worked out once, from the tree: a
 * '#' line in a code block is no heading, a table without outer pipes
 * is a table.  The suggester and the evidence blocks read the record.
 *
 * Lines come from cmark (they are right where its columns are not);
 * a table row's bytes from report_source_row, split at unescaped pipes
 * as GFM splits them.
 */
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "report_place.h"
#include "report_source.h"

/* The bytes of line ln (1-based) without its line break. */
static void
line_span(const struct report *r, size_t ln, size_t *a, size_t *e)
{
	if (ln < 1 || ln > r->nlines) {
		*a = *e = r->len;
		return;
	}
	*a = r->lines[ln - 1];
	*e = ln < r->nlines ? r->lines[ln] : r->len;
	while (*e > *a && (r->src[*e - 1] == '\n' || r->src[*e - 1] == '\r'))
		(*e)--;
}

static int
blank(char c)
{
	return c == ' ' || c == '\t';
}

void
report_place_begin(struct report *r)
{
	xgrow(&r->sections, &r->capsections, 1, sizeof(*r->sections));
	memset(&r->sections[0], 0, sizeof(r->sections[0]));
	r->sections[0].heading = xstrdup("");
	r->nsections = 1;
}

/* Whether line ln is a setext underline: '=' or '-' only, spaced. */
static int
underline(const struct report *r, size_t ln)
{
	size_t a, e;
	int marks = 0;

	line_span(r, ln, &a, &e);
	for (; a < e; a++)
		if (r->src[a] == '=' || r->src[a] == '-')
			marks = 1;
		else if (!blank(r->src[a]) && r->src[a] != '>')
			return 0;
	return marks;
}

/*
 * A heading's text as written: an ATX heading's line without its '#'
 * marks and closing sequence, a setext heading's lines without the
 * underline; quote marks and indents before it aside.
 */
static char *
heading_text(const struct report *r, size_t first, size_t last)
{
	size_t a, e, a2, e2, k;

	line_span(r, first, &a, &e);
	while (a < e && (blank(r->src[a]) || r->src[a] == '>'))
		a++;
	if (a < e && r->src[a] == '#') {
		for (k = a; k < e && r->src[k] == '#'; k++)
			;
		while (k < e && blank(r->src[k]))
			k++;
		while (e > k && (r->src[e - 1] == '#' || blank(r->src[e - 1])))
			e--;
		return xstrndup(r->src + k, e - k);
	}
	/* Setext: its lines up to the underline of '=' or '-'. */
	for (k = first + 1; k <= last && !underline(r, k); k++) {
		line_span(r, k, &a2, &e2);
		if (e2 > a)
			e = e2;
	}
	while (e > a && blank(r->src[e - 1]))
		e--;
	return xstrndup(r->src + a, e - a);
}

void
report_place_heading(struct report *r, void *h, struct report_place *pl)
{
	struct report_section *s;
	size_t first = (size_t)cmark_node_get_start_line(h);
	size_t last = (size_t)cmark_node_get_end_line(h);

	if (last < first)
		last = first;
	xgrow(&r->sections, &r->capsections, r->nsections + 1,
	    sizeof(*r->sections));
	s = &r->sections[r->nsections++];
	memset(s, 0, sizeof(*s));
	s->line = first;
	s->heading = heading_text(r, first, last);
	memset(pl, 0, sizeof(*pl));
	pl->section = r->nsections - 1;
	pl->first_line = first;
	pl->last_line = last;
}

void
report_place_prose(const struct report *r, void *n, struct report_place *pl)
{
	cmark_node *b;

	memset(pl, 0, sizeof(*pl));
	pl->section = r->nsections > 0 ? r->nsections - 1 : 0;
	for (b = n; b != NULL; b = cmark_node_parent(b))
		if (cmark_node_get_type(b) == CMARK_NODE_PARAGRAPH ||
		    cmark_node_get_type(b) == CMARK_NODE_HEADING) {
			pl->first_line = (size_t)cmark_node_get_start_line(b);
			pl->last_line = (size_t)cmark_node_get_end_line(b);
			break;
		}
	if (pl->last_line < pl->first_line)
		pl->last_line = pl->first_line;
}

/*
 * Splits the table row at src[a..e) into cells at unescaped pipes, a
 * leading and a trailing pipe enclosing them, and stores the first
 * ncols cells' trimmed spans (empty past the row's last cell).
 */
static void
split_cells(const struct report *r, size_t a, size_t e, size_t ncols,
    size_t *cs, size_t *ce)
{
	size_t i, k = 0, from;

	while (e > a && blank(r->src[e - 1]))
		e--;
	while (a < e && blank(r->src[a]))
		a++;
	if (a < e && r->src[a] == '|')
		a++;
	if (e > a && r->src[e - 1] == '|' && (e - 1 == a ||
	    r->src[e - 2] != '\\'))
		e--;
	for (from = i = a; k < ncols; i++) {
		if (i < e && r->src[i] == '\\') {
			i++;
			continue;
		}
		if (i < e && r->src[i] != '|')
			continue;
		cs[k] = from;
		ce[k] = i < e ? i : e;
		while (cs[k] < ce[k] && blank(r->src[cs[k]]))
			cs[k]++;
		while (ce[k] > cs[k] && blank(r->src[ce[k] - 1]))
			ce[k]--;
		k++;
		if (i >= e)
			break;
		from = i + 1;
	}
	for (; k < ncols; k++)
		cs[k] = ce[k] = e;
}

/* Where row node row starts in src: its source, else cmark's line. */
static size_t
row_start(const struct report *r, cmark_node *row)
{
	size_t rs = report_source_row(row), a, e;

	if (rs != REPORT_SOURCE_NONE)
		return rs;
	line_span(r, (size_t)cmark_node_get_start_line(row), &a, &e);
	return a;
}

/* Text of a node's descendants as the reader sees it. */
static char *
plain_text(cmark_node *n)
{
	cmark_iter *it = cmark_iter_new(n);
	cmark_event_type ev;
	struct buf b = {0};

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *c = cmark_iter_get_node(it);

		if (ev == CMARK_EVENT_ENTER &&
		    (cmark_node_get_type(c) == CMARK_NODE_TEXT ||
		    cmark_node_get_type(c) == CMARK_NODE_CODE))
			buf_adds(&b, cmark_node_get_literal(c));
	}
	cmark_iter_free(it);
	if (b.data == NULL)
		buf_adds(&b, "");
	return buf_take(&b);
}

static void
teach(struct report *r, char *text, const char *url)
{
	xgrow(&r->teach, &r->capteach, r->nteach + 1, sizeof(*r->teach));
	r->teach[r->nteach].text = text;
	r->teach[r->nteach].url = url != NULL ? xstrdup(url) : NULL;
	r->nteach++;
}

/*
 * What an ev: link of a table (address a, after "ev:") says of its
 * section: the test case before its first '/' ('=' constants, '*' and
 * addresses without one aside), and for ev:TC/CFG#K/ the config one of
 * whose runs the table shows.  Two test cases: the section has none.
 */
static void
section_names(struct report_section *s, const char *a)
{
	const char *b = a + strcspn(a, "/"), *h, *he, *hash;

	if (s->several || *b != '/' || b == a || *a == '=' ||
	    (b - a == 1 && *a == '*'))
		return;
	h = b + 1;
	he = h + strcspn(h, "/");
	hash = memchr(h, '#', (size_t)(he - h));
	if (*he == '/' && he[1] == '\0' && hash != NULL && hash > h &&
	    s->run == NULL)
		s->run = xstrndup(h, (size_t)(hash - h));
	if (s->tc == NULL)
		s->tc = xstrndup(a, (size_t)(b - a));
	else if (strlen(s->tc) != (size_t)(b - a) ||
	    memcmp(s->tc, a, (size_t)(b - a)) != 0) {
		free(s->tc);
		s->tc = NULL;
		s->several = 1;
	}
}

size_t
report_place_table(struct report *r, void *tbl)
{
	struct report_table *t;
	cmark_node *head = cmark_node_first_child(tbl);
	cmark_iter *it;
	cmark_event_type ev;
	size_t a, e;

	xgrow(&r->tables, &r->captables, r->ntables + 1, sizeof(*r->tables));
	t = &r->tables[r->ntables];
	t->section = r->nsections > 0 ? r->nsections - 1 : 0;
	t->ncols = cmark_gfm_extensions_get_table_columns(tbl);
	t->head_start = xcalloc(t->ncols + 1, sizeof(size_t));
	t->head_end = xcalloc(t->ncols + 1, sizeof(size_t));
	if (head != NULL) {
		size_t la;

		a = row_start(r, head);
		line_span(r, report_line_of(r, a), &la, &e);
		split_cells(r, a, e > a ? e : a, t->ncols, t->head_start,
		    t->head_end);
	}
	it = cmark_iter_new(tbl);
	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		const char *url;

		if (ev != CMARK_EVENT_ENTER ||
		    cmark_node_get_type(n) != CMARK_NODE_LINK ||
		    (url = cmark_node_get_url(n)) == NULL ||
		    strncmp(url, "ev:", 3) != 0)
			continue;
		teach(r, plain_text(n), url + 3);
		if (r->nsections > 0)
			section_names(&r->sections[t->section], url + 3);
	}
	cmark_iter_free(it);
	return r->ntables++;
}

void
report_place_row(const struct report *r, size_t t, void *row, size_t rs,
    size_t k, struct report_place *pl)
{
	size_t ln, a, e, cs, ce;

	if (rs == REPORT_SOURCE_NONE)
		rs = row_start(r, row);
	ln = report_line_of(r, rs);
	memset(pl, 0, sizeof(*pl));
	pl->section = r->tables[t].section;
	pl->table = t + 1;
	pl->row = k;
	line_span(r, ln, &a, &e);
	pl->row_start = rs >= a && rs <= e ? rs : a;
	pl->row_end = e;
	split_cells(r, pl->row_start, e, 1, &cs, &ce);
	pl->label_start = cs;
	pl->label_end = ce;
	pl->first_line = pl->last_line = ln;
}

void
report_place_html(struct report *r, void *html)
{
	const char *lit = cmark_node_get_literal(html);
	size_t i = 0;

	if (lit == NULL)
		return;
	while (lit[i] == ' ' || lit[i] == '\t')
		i++;
	if (strncmp(lit + i, "<!-- ev:words", 13) == 0)
		teach(r, xstrdup(lit), NULL);
}

void
report_place_free(struct report *r)
{
	size_t i;

	for (i = 0; i < r->nsections; i++) {
		free(r->sections[i].heading);
		free(r->sections[i].tc);
		free(r->sections[i].run);
	}
	for (i = 0; i < r->ntables; i++) {
		free(r->tables[i].head_start);
		free(r->tables[i].head_end);
	}
	for (i = 0; i < r->nteach; i++) {
		free(r->teach[i].text);
		free(r->teach[i].url);
	}
	free(r->sections);
	free(r->tables);
	free(r->teach);
	free(r->places);
}
