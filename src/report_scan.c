/*
 * The numbers of a report's text nodes and where they are: collects
 * each number of a node (skipping code, raw HTML, labels and links
 * other than the claim's own) and makes unbound those nothing binds
 * (CLAIMS.md section 5).
 *
 * cmark reports byte columns and loses many positions (after a table
 * that interrupts a paragraph, in quotes and lists, after tabs), so
 * every position comes from the source itself: report_source.c finds
 * each text node's bytes there, a number's place is its literal offset
 * mapped through escapes and entities, then converted to a column of
 * code points.  A node the mapping could not find (its budget spent) is
 * found again in its block, or has no place (REPORT_SOURCE_NONE): never
 * cmark's inline positions, which are often wrong.
 */
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>

#include "claim_label.h"
#include "report.h"
#include "report_scan.h"

/* The destination of a link, or NULL for any other node. */
static const char *
link_url(cmark_node *n)
{
	return cmark_node_get_type(n) == CMARK_NODE_LINK ?
	    cmark_node_get_url(n) : NULL;
}

/*
 * [Ubuntu 24.04](ev:label): the author's word that its numbers are
 * labels, neither claims nor unbound.
 */
int
report_scan_is_label(cmark_node *n)
{
	const char *url = link_url(n);

	return url != NULL && strcmp(url, "ev:label") == 0;
}

int
report_scan_is_ev(cmark_node *n)
{
	const char *url = link_url(n);

	return url != NULL && strncmp(url, "ev:", 3) == 0 &&
	    !report_scan_is_label(n);
}

/*
 * An autolink (<https://...>) shows its destination as its text, and
 * numbers in destinations are not numbers (section 5).
 */
int
report_scan_is_autolink(cmark_node *n)
{
	cmark_node *t = cmark_node_first_child(n);
	const char *url, *lit;

	if (cmark_node_get_type(n) != CMARK_NODE_LINK || t == NULL ||
	    cmark_node_next(t) != NULL ||
	    cmark_node_get_type(t) != CMARK_NODE_TEXT)
		return 0;
	url = cmark_node_get_url(n);
	lit = cmark_node_get_literal(t);
	return strcmp(url, lit) == 0 || (strncmp(url, "mailto:", 7) == 0 &&
	    strcmp(url + 7, lit) == 0);
}

int
report_node_in_link(void *node)
{
	cmark_node *n;

	for (n = cmark_node_parent(node); n != NULL; n = cmark_node_parent(n))
		if (cmark_node_get_type(n) == CMARK_NODE_LINK ||
		    cmark_node_get_type(n) == CMARK_NODE_IMAGE)
			return 1;
	return 0;
}

/* The byte offset of (line, byte column) in the source, clamped. */
size_t
report_scan_offset(const struct report *r, int line, int col)
{
	size_t off;

	if (line < 1)
		line = 1;
	if ((size_t)line > r->nlines)
		return r->len;
	off = r->lines[line - 1] + (col > 1 ? (size_t)col - 1 : 0);
	return off > r->len ? r->len : off;
}

size_t
report_scan_line_end(const struct report *r, size_t line)
{
	return line < r->nlines ? r->lines[line] : r->len;
}

/*
 * The column of a byte of a line in code points.  Counting from the
 * line's start every time would make a long line of numbers quadratic,
 * so a column after the last one counts on from it.
 */
size_t
report_scan_col(struct report_pctx *p, size_t line, size_t off)
{
	const struct report *r = p->r;
	size_t from = r->lines[line - 1], col = 1;

	if (p->col_line == line && p->col_off <= off)
		from = p->col_off, col = p->col;
	col += utf8_count(r->src + from, off - from);
	p->col_line = line;
	p->col_off = off;
	p->col = col;
	return col;
}

/* Whether source line `line` is a table's delimiter row. */
static int
delimiter_row(const struct report *r, size_t line)
{
	size_t i = r->lines[line - 1], e = report_scan_line_end(r, line);
	int dash = 0;

	for (; i < e && r->src[i] != '\n' && r->src[i] != '\r'; i++) {
		if (r->src[i] == '-')
			dash = 1;
		else if (strchr("|: \t>", r->src[i]) == NULL)
			return 0;
	}
	return dash;
}

/*
 * The lines of block b, from cmark, which are right except for a
 * paragraph a table interrupts: that one says 0, and its lines are
 * from the table's first line up to the line before its header row.
 * Returns 0 when the lines are not known.
 */
static int
block_lines(const struct report *r, cmark_node *b, size_t *first,
    size_t *last)
{
	cmark_node *t = cmark_node_next(b);
	int s = cmark_node_get_start_line(b), e = cmark_node_get_end_line(b);
	size_t k;

	if (s >= 1 && e >= s) {
		s = (int)report_source_line(r, (size_t)s);
		e = (int)report_source_line(r, (size_t)e);
	}
	if (s < 1 && t != NULL && strcmp(cmark_node_get_type_string(t),
	    "table") == 0 && (s = cmark_node_get_start_line(t)) >= 1 &&
	    (s = (int)report_source_line(r, (size_t)s)) >= 1 &&
	    (size_t)s <= r->nlines) {
		for (k = (size_t)s; k <= r->nlines && !delimiter_row(r, k); k++)
			;
		if (k > r->nlines || k < (size_t)s + 2)
			return 0;
		e = (int)k - 2;
	}
	if (s < 1 || e < s || (size_t)e > r->nlines)
		return 0;
	*first = (size_t)s;
	*last = (size_t)e;
	return 1;
}

/*
 * The line of a table row the map did not place: the table's delimiter
 * row is the first one from the table's first line (which cmark gives
 * right, the interrupted paragraph's first line when a table interrupts
 * one), its header the line before it and body row k the k-th after
 * it, as the map counts them.  The last table and row are kept, as a
 * table's rows come in order.  Zero when the line is not known.
 */
static size_t
row_line(struct report_pctx *p, cmark_node *row)
{
	const struct report *r = p->r;
	cmark_node *tbl = cmark_node_parent(row), *prev;
	size_t rs = report_source_row(row), l;
	int s;

	if (rs != REPORT_SOURCE_NONE)
		return report_line_of(r, rs);
	if (tbl == NULL)
		return 0;
	if (p->tbl != tbl) {
		p->tbl = tbl;
		p->tbl_delim = 0;
		p->row = NULL;
		s = cmark_node_get_start_line(tbl);
		if (s < 1 || (l = report_source_line(r, (size_t)s)) < 1)
			return 0;
		for (; l <= r->nlines; l++) {
			size_t n = report_scan_line_end(r, l) - r->lines[l - 1];

			if (n >= p->find_budget) {
				p->find_budget = 0;
				break;
			}
			p->find_budget -= n;
			if (delimiter_row(r, l)) {
				p->tbl_delim = l;
				break;
			}
		}
	}
	if (p->tbl_delim < 2)
		return 0;
	if (p->row != row) {
		prev = cmark_node_previous(row);
		if (p->row == NULL || p->row != prev) {
			size_t k = 0;

			for (; prev != NULL; prev = cmark_node_previous(prev))
				k++;
			p->row_k = k;
		} else
			p->row_k++;
		p->row = row;
	}
	l = p->row_k == 0 ? p->tbl_delim - 1 : p->tbl_delim + p->row_k;
	return l <= r->nlines ? l : 0;
}

size_t
report_scan_row(struct report_pctx *p, cmark_node *row)
{
	const struct report *r = p->r;
	size_t l = row_line(p, row), s;

	if (l == 0)
		return REPORT_SOURCE_NONE;
	s = r->lines[l - 1];
	while (s < r->len && (r->src[s] == ' ' || r->src[s] == '\t' ||
	    r->src[s] == '>'))
		s++;
	return s;
}

/*
 * The source lines holding a text node: its table row's line, or its
 * block's lines.  Returns 0 when they are not known.
 */
static int
text_lines(struct report_pctx *p, cmark_node *text, size_t *first,
    size_t *last, cmark_node **blk)
{
	cmark_node *b;

	for (b = cmark_node_parent(text); b != NULL;
	    b = cmark_node_parent(b)) {
		const char *t = cmark_node_get_type_string(b);

		if (strcmp(t, "table_row") == 0 ||
		    strcmp(t, "table_header") == 0) {
			*blk = b;
			*first = *last = row_line(p, b);
			return *first != 0;
		}
		if ((cmark_node_get_type(b) & CMARK_NODE_TYPE_MASK) ==
		    CMARK_NODE_TYPE_BLOCK && strcmp(t, "table_cell") != 0) {
			*blk = b;
			return block_lines(p->r, b, first, last);
		}
	}
	return 0;
}

/* Steps document-order neighbours looked at for a bound. */
#define NEAR_STEPS	64
/* Bytes after a number at its line's end read with the next line: "s a". */
#define WRAP_TAIL	8

/* The text node before (dir < 0) or after n in document order, in b. */
static cmark_node *
near_text(cmark_node *n, cmark_node *b, int dir)
{
	cmark_node *m;

	for (;;) {
		m = dir < 0 ? cmark_node_previous(n) : cmark_node_next(n);
		if (m != NULL) {
			n = m;
			while ((m = dir < 0 ? cmark_node_last_child(n) :
			    cmark_node_first_child(n)) != NULL)
				n = m;
		} else if ((n = cmark_node_parent(n)) == NULL || n == b)
			return NULL;
		else if (dir > 0)
			continue;	/* its children are done */
		if (cmark_node_get_type(n) == CMARK_NODE_TEXT || dir < 0)
			return n;
	}
}

/*
 * Narrows [*from, *to) by the nearest text nodes of block b placed
 * before and after text: the source keeps the document's order, and a
 * literal is never longer than its source.
 */
static void
near_bounds(const struct report *r, cmark_node *text, cmark_node *b,
    size_t *from, size_t *to)
{
	struct report_source_at at;
	cmark_node *n = text;
	size_t k, o;

	for (k = 0; k < NEAR_STEPS && (n = near_text(n, b, -1)) != NULL;
	    k++) {
		if (cmark_node_get_type(n) != CMARK_NODE_TEXT)
			continue;
		memset(&at, 0, sizeof(at));
		if ((o = report_source_text(r, &at, n, 0)) !=
		    REPORT_SOURCE_NONE) {
			o += strlen(cmark_node_get_literal(n));
			if (o > *from)
				*from = o;
			break;
		}
	}
	for (k = 0, n = text; k < NEAR_STEPS &&
	    (n = near_text(n, b, 1)) != NULL; k++) {
		memset(&at, 0, sizeof(at));
		if ((o = report_source_text(r, &at, n, 0)) !=
		    REPORT_SOURCE_NONE) {
			if (o < *to)
				*to = o;
			break;
		}
	}
}

/*
 * Maps text's block again with a budget of its own, once (blocks come
 * in order): a table as a whole, from its first line, so that its rows
 * are counted from its delimiter row.
 */
static void
remap(struct report_pctx *p, cmark_node *b, size_t from, size_t to)
{
	const struct report *r = p->r;
	const char *t = cmark_node_get_type_string(b);
	int s;

	if (strcmp(t, "table_row") == 0 || strcmp(t, "table_header") == 0) {
		b = cmark_node_parent(b);
		if (b == NULL || (s = cmark_node_get_start_line(b)) < 1 ||
		    (s = (int)report_source_line(r, (size_t)s)) < 1 ||
		    (size_t)s > r->nlines)
			return;
		from = r->lines[s - 1];
		to = r->len;
	}
	if (b == p->remapped)
		return;
	p->remapped = b;
	report_source_map_block(r, b, from, to);
}

/*
 * Where a token of a text node is in the source.  A node the map did
 * not place (its budget spent) is placed when its text is found at one
 * place only of its block's lines (report_source_find); otherwise its
 * tokens have no place, REPORT_SOURCE_NONE: cmark's inline positions
 * put them on line 1 or at the end of the file, and a search by line
 * on another number's (issue 25.6).
 */
size_t
report_scan_locate(struct report_pctx *p, cmark_node *text, size_t tokoff)
{
	const struct report *r = p->r;
	size_t from = report_source_text(r, &p->at, text, tokoff);
	size_t bl, el, to;
	cmark_node *b = NULL;

	if (from != REPORT_SOURCE_NONE)
		return from;
	if (cmark_node_get_user_data(text) != NULL ||
	    !text_lines(p, text, &bl, &el, &b))
		return REPORT_SOURCE_NONE;	/* looked for before */
	from = r->lines[bl - 1];
	to = report_scan_line_end(r, el);
	remap(p, b, from, to);
	if ((from = report_source_text(r, &p->at, text, tokoff)) !=
	    REPORT_SOURCE_NONE)
		return from;
	from = r->lines[bl - 1];
	near_bounds(r, text, b, &from, &to);
	if (from >= to || report_source_find(r, text, from, to,
	    &p->find_budget) == REPORT_SOURCE_NONE)
		return REPORT_SOURCE_NONE;
	return report_source_text(r, &p->at, text, tokoff);
}

void
report_scan_place(struct report_pctx *p, size_t off, size_t *line,
    size_t *col, size_t *byte)
{
	const struct report *r = p->r;

	if (off == REPORT_SOURCE_NONE || off > r->len) {
		*line = *col = 0;
		*byte = PLACE_NONE;
		return;
	}
	*byte = off + r->bom;
	*line = report_line_of(r, off);
	*col = report_scan_col(p, *line, off);
}

static struct unbound *
add_unbound(struct report_pctx *p, size_t off, const char *text, size_t len)
{
	struct report *r = p->r;
	struct unbound *u;
	uint32_t id;

	/*
	 * By a quarter, not double: a report of bare numbers holds little
	 * else, and a doubled array would be up to half empty (its memory
	 * is held to 30 times the report, tests/pathological.py).
	 */
	if (r->nunbound == r->capunbound) {
		size_t ncap = r->capunbound + r->capunbound / 4 + 64;

		r->unbound = xrealloc(r->unbound, ncap * sizeof(*r->unbound));
		r->capunbound = ncap;
	}
	u = &r->unbound[r->nunbound++];
	memset(u, 0, sizeof(*u));
	{
		size_t line, col, byte;

		report_scan_place(p, off, &line, &col, &byte);
		u->line = (uint32_t)line;
		u->col = (uint32_t)col;
		u->byte = byte == PLACE_NONE ? UINT32_MAX : (uint32_t)byte;
	}
	id = strtab_intern(&r->utexts, text, len);	/* may move strs */
	u->text = r->utexts.strs[id];
	/* The numbers of a paragraph or cell share its place. */
	if (r->nuplaces == 0 || memcmp(&r->uplaces[r->nuplaces - 1],
	    &p->cur, sizeof(p->cur)) != 0) {
		xgrow(&r->uplaces, &r->capuplaces, r->nuplaces + 1,
		    sizeof(*r->uplaces));
		r->uplaces[r->nuplaces++] = p->cur;
	}
	u->place = (uint32_t)(r->nuplaces - 1);
	return u;
}

/*
 * Adds the runs of digits of other scripts in lit[from..to) (section
 * 5: a reader sees them as numbers, so they are not invisible).
 */
static void
collect_foreign(struct report_pctx *p, cmark_node *c, const char *lit,
    size_t from, size_t to, struct report_foundlist *fl, int *linked,
    int flags)
{
	size_t i = from, n, e;

	while (i < to) {
		if ((n = claim_number_foreign(lit, to, i)) == 0) {
			i++;
			continue;
		}
		for (e = i + n; (n = claim_number_foreign(lit, to, e)) > 0;
		    e += n)
			;
		if (fl->n >= 1024 && (flags & REPORT_COLLECT_UNBOUND)) {
			report_scan_unbound(p, fl);
			fl->n = 0;
		}
		xgrow(&fl->v, &fl->cap, fl->n + 1, sizeof(*fl->v));
		memset(&fl->v[fl->n], 0, sizeof(fl->v[fl->n]));
		fl->v[fl->n].tok.start = i;
		fl->v[fl->n].tok.end = e;
		fl->v[fl->n].foreign = 1;
		fl->v[fl->n].node = c;
		fl->v[fl->n].lit = lit;
		fl->v[fl->n].off = report_scan_locate(p, c, i);
		if (*linked < 0)
			*linked = report_node_in_link(c);
		fl->v[fl->n++].in_link = *linked;
		i = e;
	}
}

/* The level of section k's heading: its '#'s, 1 or 2 setext, 0 the top. */
static size_t
heading_level(const struct report *r, size_t k)
{
	size_t ln = r->sections[k].line, i, n = 0;

	if (ln == 0 || ln > r->nlines)
		return 0;
	for (i = r->lines[ln - 1]; i < r->len && r->src[i] == ' '; i++)
		continue;
	while (i < r->len && r->src[i] == '#')
		i++, n++;
	if (n > 0)
		return n;
	i = report_scan_line_end(r, ln);
	return i < r->len && r->src[i] == '=' ? 1 : 2;
}

/*
 * Whether section k or a section it is under (a heading of a lower
 * level before it) names the setup (claim_label_setup_heading).  Each
 * section is answered once, in order, with a stack of the headings
 * above it: walking back from each section took time in the sections
 * before it, and a median table of 160,000 test cases spent most of
 * its build so.  Sections are added as the walk goes, so the answers
 * are extended to the sections there are now.
 */
static int
in_setup(struct report_pctx *p, size_t k)
{
	const struct report *r = p->r;
	size_t lv, n;
	const char *h;

	if (k >= r->nsections)
		return 0;
	xgrow(&p->setup_of, &p->setup_cap, r->nsections, 1);
	xgrow(&p->setup_up, &p->setup_upcap, r->nsections,
	    sizeof(*p->setup_up));
	if (p->setup_n == 0)
		p->setup_of[p->setup_n++] = 0;	/* the top: no heading */
	for (n = p->setup_nup; p->setup_n <= k; p->setup_n++) {
		lv = heading_level(r, p->setup_n);
		while (n > 0 && p->setup_up[n - 1].lv >= lv)
			n--;
		h = r->sections[p->setup_n].heading;
		p->setup_of[p->setup_n] = lv > 0 &&
		    ((n > 0 && p->setup_up[n - 1].v) ||
		    claim_label_setup_heading(h, strlen(h)));
		p->setup_up[n].lv = lv;
		p->setup_up[n++].v = p->setup_of[p->setup_n];
	}
	p->setup_nup = n;
	return p->setup_of[k];
}

/*
 * Whether the paragraph of text node c leads with setup words and a
 * colon on its first line (claim_label_setup_lead): "测量方式：...".
 */
static int
setup_lead(const struct report *r, cmark_node *c)
{
	cmark_node *p = c;
	int ln;
	size_t ls, le;

	while (p != NULL && cmark_node_get_type(p) != CMARK_NODE_PARAGRAPH)
		p = cmark_node_parent(p);
	if (p == NULL || (ln = cmark_node_get_start_line(p)) < 1 ||
	    (size_t)ln > r->nlines)
		return 0;
	ls = r->lines[ln - 1];
	le = report_scan_line_end(r, (size_t)ln);
	return claim_label_setup_lead(r->src + ls, le - ls);
}

/* Moves the spans of w by d bytes. */
static void
written_shift(struct written *w, size_t d)
{
	w->start += d;
	w->digits_end += d;
	w->num_end += d;
	w->end += d;
}

/*
 * Whether t of lit[0, len) is a label when the end of the text prev,
 * the line before (at most 64 bytes, whole characters), and a space
 * stand before it.
 */
static int
label_after_prev(struct report_pctx *p, const char *prev, const char *lit,
    size_t len, const struct numtok *t, const char *l, size_t ll,
    size_t at)
{
	size_t pn = strlen(prev), from = pn > 64 ? pn - 64 : 0, n, d;
	struct numtok u = *t;
	char *buf;
	int k;

	while (from < pn && ((unsigned char)prev[from] & 0xC0) == 0x80)
		from++;
	n = pn - from;
	buf = xmalloc(n + 1 + len + 1);
	memcpy(buf, prev + from, n);
	buf[n] = ' ';
	memcpy(buf + n + 1, lit, len);
	buf[n + 1 + len] = '\0';
	d = n + 1;
	u.start += d;
	u.end += d;
	written_shift(&u.a, d);
	if (u.is_range)
		written_shift(&u.b, d);
	k = claim_label_of(buf, n + 1 + len, &u, l, ll, at, p->versions) !=
	    CLAIM_LABEL_NONE;
	free(buf);
	return k;
}

/*
 * Whether the number t of the text lit, at byte off of the source, is
 * a label (claim_label.c): its rules read the text node and, for mail
 * headers, diffstat lines and patch subjects, the whole source line.
 */
static int
is_label(struct report_pctx *p, cmark_node *c, const char *lit,
    size_t len, const struct numtok *t, size_t off)
{
	const struct report *r = p->r;
	size_t line = off == REPORT_SOURCE_NONE ? 0 : report_line_of(r, off);
	size_t ls = 0, le = 0, at;
	cmark_node *br = cmark_node_next(c), *nx;
	const char *l = NULL;
	int k;

	if (line >= 1 && line <= r->nlines) {
		ls = r->lines[line - 1];
		le = report_scan_line_end(r, line);
		while (le > ls && (r->src[le - 1] == '\n' ||
		    r->src[le - 1] == '\r'))
			le--;
		l = r->src + ls;
	}
	at = l != NULL && off >= ls && off <= le ? off - ls : le - ls + 1;
	if (p->versions == NULL)
		p->versions = claim_label_versions(r->src, r->len);
	k = claim_label_of(lit, len, t, l, le - ls, at, p->versions) !=
	    CLAIM_LABEL_NONE || (in_setup(p, p->cur.section) &&
	    claim_label_in_setup(lit, len, t) != CLAIM_LABEL_NONE) ||
	    (off != REPORT_SOURCE_NONE &&	/* past the budget: no source */
	    claim_label_given(r->src, r->len, off, t)) ||
	    (setup_lead(r, c) && claim_label_in_setup(lit, len, t) !=
	    CLAIM_LABEL_NONE);
	/*
	 * Mail is wrapped at 72 columns: "at 8\ngroups" and "30 s a\nrun"
	 * are one phrase, so a number that ends its line, or has at most
	 * WRAP_TAIL bytes after it there, is read again with the next
	 * line's start (the rules look a few words ahead, never further).
	 */
	if (!k && len - t->end <= WRAP_TAIL && br != NULL &&
	    cmark_node_get_type(br) == CMARK_NODE_SOFTBREAK &&
	    (nx = cmark_node_next(br)) != NULL &&
	    cmark_node_get_type(nx) == CMARK_NODE_TEXT) {
		const char *next = cmark_node_get_literal(nx);
		size_t n = strnlen(next, 64);
		char *buf = xmalloc(len + 1 + n + 1);

		memcpy(buf, lit, len);
		buf[len] = ' ';
		memcpy(buf + len + 1, next, n);
		buf[len + 1 + n] = '\0';
		k = claim_label_of(buf, len + 1 + n, t, l, le - ls, at,
		    p->versions) != CLAIM_LABEL_NONE;
		free(buf);
	}
	/*
	 * The same for a number near its line's start: the previous
	 * line's end is read before it ("越过\nmemory.high 的 90% 后").
	 */
	if (!k && t->start < 64 && (br = cmark_node_previous(c)) != NULL &&
	    cmark_node_get_type(br) == CMARK_NODE_SOFTBREAK &&
	    (nx = cmark_node_previous(br)) != NULL &&
	    cmark_node_get_type(nx) == CMARK_NODE_TEXT)
		k = label_after_prev(p, cmark_node_get_literal(nx), lit, len,
		    t, l, le - ls, at);
	return k;
}

/*
 * Whether the claims and the unbound numbers a page marks, found before
 * node n, and more numbers of n, need more markup than the caller's
 * budget (report.h); says where in r->over_line.  A number found is
 * costed as an unbound one (a claim costs more, one in a link's text
 * nothing, so more counts only those a page may mark, less one that
 * may be a given).
 */
int
report_scan_over(struct report_pctx *p, size_t more, cmark_node *n)
{
	struct report *r = p->r;
	const struct report_budget *b = r->budget;
	size_t need;

	if (b == NULL)
		return 0;
	if (r->over_line > 0)
		return 1;
	while (p->marked < r->nunbound)
		p->nmarks += !r->unbound[p->marked++].in_link;
	need = r->nclaims * b->claim + (p->nmarks + more) * b->unbound;
	if (need <= b->bytes)
		return 0;
	r->over_line = (size_t)cmark_node_get_start_line(n);
	if (r->over_line == 0)
		r->over_line = 1;
	return 1;
}

/*
 * Collects the numbers of every text node under n (n included), except
 * inside code, raw HTML and ev: links other than n itself, and labels
 * unless n is a claim's text.
 */
void
report_scan_collect(struct report_pctx *p, cmark_node *n,
    struct report_foundlist *fl, int flags)
{
	int skip_lead = flags & REPORT_COLLECT_HEADING;
	cmark_iter *it = cmark_iter_new(n);
	cmark_event_type ev;
	int first = 1;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *c = cmark_iter_get_node(it);
		const char *lit;
		size_t pos = 0, len, scanned = 0;
		struct numtok t;
		size_t off;
		int linked = -1;	/* report_node_in_link, when needed */

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (c != n && (report_scan_is_ev(c) ||
		    report_scan_is_autolink(c) ||
		    report_scan_is_label(c))) {
			cmark_iter_reset(it, c, CMARK_EVENT_EXIT);
			continue;
		}
		if (cmark_node_get_type(c) != CMARK_NODE_TEXT)
			continue;
		lit = cmark_node_get_literal(c);
		len = strlen(lit);
		while (claim_number_next(lit, len, &pos, &t)) {
			struct report_found *f;
			size_t nf = fl->n;

			collect_foreign(p, c, lit, scanned, t.start, fl,
			    &linked, flags);
			scanned = t.end;
			if (fl->n > nf)
				first = 0;

			/* "5.1 TC-1" and "8. 原始数据": section numbers. */
			if (skip_lead && first && strspn(lit, " ") == t.start &&
			    !t.is_range && t.a.sign == 0 &&
			    t.a.kind == NUM_PLAIN && (t.end == len ||
			    lit[t.end] == ' ' || lit[t.end] == '.' ||
			    strncmp(lit + t.end, "\xE3\x80\x81", 3) == 0)) {
				first = 0;
				continue;
			}
			first = 0;
			off = report_scan_locate(p, c, t.start);
			if (!(flags & REPORT_COLLECT_CLAIM) &&
			    is_label(p, c, lit, len, &t, off))
				continue;
			/*
			 * A page past its budget stops here, not after a
			 * record of every number of a paragraph of them.
			 */
			if ((fl->n & 1023) == 1023 && !(flags &
			    REPORT_COLLECT_CLAIM) && report_scan_over(p,
			    fl->n - 1, c))
				break;
			if (fl->n >= 1024 && (flags & REPORT_COLLECT_UNBOUND)) {
				report_scan_unbound(p, fl);
				fl->n = 0;
			}
			xgrow(&fl->v, &fl->cap, fl->n + 1, sizeof(*fl->v));
			f = &fl->v[fl->n++];
			f->tok = t;
			f->foreign = 0;
			f->node = c;
			f->lit = lit;
			f->off = off;
			if (linked < 0)
				linked = report_node_in_link(c);
			f->in_link = linked;
		}
		collect_foreign(p, c, lit, scanned, len, fl, &linked, flags);
		first = 0;
	}
	cmark_iter_free(it);
}

void
report_scan_unbound(struct report_pctx *p, const struct report_foundlist *fl)
{
	size_t i;

	for (i = 0; i < fl->n; i++) {
		struct unbound *u = add_unbound(p, fl->v[i].off,
		    fl->v[i].lit + fl->v[i].tok.start,
		    fl->v[i].tok.end - fl->v[i].tok.start);

		u->node = fl->v[i].node;
		u->in_link = fl->v[i].in_link != 0;
		u->node_off = (uint32_t)fl->v[i].tok.start;
		u->node_len = (unsigned int)(fl->v[i].tok.end -
		    fl->v[i].tok.start) & 0x7fffffffu;
	}
}

/* The number a $N reads is a given, not an unbound number (section 5). */
void
report_scan_unbound_except_given(struct report_pctx *p,
    struct report_foundlist *fl, int given)
{
	struct report_foundlist rest = *fl;

	if (given && rest.n > 0) {
		rest.v++;
		rest.n--;
	}
	report_scan_unbound(p, &rest);
}

/* Text of a node's descendants, for a claim that holds no number. */
void
report_scan_plain_text(cmark_node *n, struct buf *b)
{
	cmark_iter *it = cmark_iter_new(n);
	cmark_event_type ev;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *c = cmark_iter_get_node(it);

		if (ev == CMARK_EVENT_ENTER &&
		    (cmark_node_get_type(c) == CMARK_NODE_TEXT ||
		    cmark_node_get_type(c) == CMARK_NODE_CODE))
			buf_adds(b, cmark_node_get_literal(c));
	}
	cmark_iter_free(it);
}
