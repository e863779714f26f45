/*
 * Finds the claims of a report's cmark-gfm tree (report_load.c reads
 * and parses the bytes): ev: links in prose (CLAIMS.md section 3), bound
 * GFM tables (section 4), and the numbers nothing binds (section 5);
 * warns of what looks like a claim and is none.
 *
 * cmark reports byte columns and loses many positions (after a table
 * that interrupts a paragraph, in quotes and lists, after tabs), so
 * every position comes from the source itself: report_source.c finds
 * each text node's bytes there, a number's place is its literal offset
 * mapped through escapes and entities, then converted to a column of
 * code points.  cmark's positions are only a fallback for a node the
 * mapping could not find.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "claim_label.h"
#include "report.h"
#include "report_parse.h"
#include "report_place.h"
#include "report_source.h"
#include "report_table.h"

struct found;

struct pctx {
	struct report	*r;
	struct diag	*d;
	size_t		 col_line;	/* the last column computed: */
	size_t		 col_off;	/* a line's numbers come in order, */
	size_t		 col;		/* so each counts on from the last */
	size_t		 find_budget;	/* bytes find_in_line may still try */
	struct report_source_at at;	/* the last text node mapped */
	struct report_place cur;	/* the place of the numbers found now */
	/*
	 * A pair "X ± Y", "X (Y)", "X (±Y%)" (CLAIMS.md section 4): the
	 * claim of X is made first and bound as usual; Y waits here and
	 * becomes its own claim, X's address with Y's spread statistic,
	 * once the caller is done with X (spread_claim).
	 */
	int		 pending;
	struct found	*pend;		/* Y, when pending (owned) */
	const char	*pairs;		/* <!-- ev:pairs KIND --> of the */
	const char	*table_pairs;	/* report, of the table: NULL none */
};

static int
is_type(cmark_node *n, const char *t)
{
	return strcmp(cmark_node_get_type_string(n), t) == 0;
}

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
static int
is_label_link(cmark_node *n)
{
	const char *url = link_url(n);

	return url != NULL && strcmp(url, "ev:label") == 0;
}

static int
is_ev(cmark_node *n)
{
	const char *url = link_url(n);

	return url != NULL && strncmp(url, "ev:", 3) == 0 &&
	    !is_label_link(n);
}

/*
 * An autolink (<https://...>) shows its destination as its text, and
 * numbers in destinations are not numbers (section 5).
 */
static int
is_autolink(cmark_node *n)
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
static size_t
offset_of(const struct report *r, int line, int col)
{
	size_t off;

	if (line < 1)
		line = 1;
	if ((size_t)line > r->nlines)
		return r->len;
	off = r->lines[line - 1] + (col > 1 ? (size_t)col - 1 : 0);
	return off > r->len ? r->len : off;
}

static size_t
line_end(const struct report *r, size_t line)
{
	return line < r->nlines ? r->lines[line] : r->len;
}

/*
 * Finds the bytes s[0..n) in the source line `line`, searching forward
 * from byte `from` first and from the line's start after that.  Returns
 * the offset, or `from` when the text is not there (an escape changed
 * it): a position a little off beats none.  The search shares a budget
 * proportional to the report's size, so a line of numbers whose text
 * differs from its source (&#49; 1 &#49; ...) costs linear time: once
 * it is spent, positions are cmark's.
 */
static size_t
find_in_line(struct pctx *p, size_t line, size_t from, const char *s,
    size_t n)
{
	const struct report *r = p->r;
	size_t start = r->lines[line - 1], end = line_end(r, line), i;

	if (from < start || from > end)
		from = start;
	for (i = from; i + n <= end && p->find_budget > 0; i++) {
		p->find_budget--;
		if (memcmp(r->src + i, s, n) == 0)
			return i;
	}
	for (i = start; i + n <= end && i < from && p->find_budget > 0; i++) {
		p->find_budget--;
		if (memcmp(r->src + i, s, n) == 0)
			return i;
	}
	return from;
}

/*
 * The column of a byte of a line in code points.  Counting from the
 * line's start every time would make a long line of numbers quadratic,
 * so a column after the last one counts on from it.
 */
static size_t
col_of(struct pctx *p, size_t line, size_t off)
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

/*
 * Where a token of a text node is in the source, at or after byte min
 * (the end of the node's previous token, whose source comes first).
 */
static size_t
locate(struct pctx *p, cmark_node *text, size_t tokoff, const char *tok,
    size_t toklen, size_t min)
{
	const struct report *r = p->r;
	int line = cmark_node_get_start_line(text);
	size_t from = report_source_text(r, &p->at, text, tokoff);

	if (from != REPORT_SOURCE_NONE)
		return from;
	if (line < 1 || (size_t)line > r->nlines)
		return r->len;
	from = offset_of(r, line, cmark_node_get_start_column(text)) + tokoff;
	return find_in_line(p, (size_t)line, from > min ? from : min, tok,
	    toklen);
}

static struct claim *
new_claim(struct pctx *p, size_t off, const char *text, size_t len)
{
	struct report *r = p->r;
	struct claim *c;

	xgrow(&r->claims, &r->capclaims, r->nclaims + 1, sizeof(*r->claims));
	c = &r->claims[r->nclaims++];
	memset(c, 0, sizeof(*c));
	xgrow(&r->places, &r->capplaces, r->nclaims, sizeof(*r->places));
	r->places[r->nclaims - 1] = p->cur;
	c->byte = off + r->bom;
	c->line = report_line_of(r, off);
	c->col = col_of(p, c->line, off);
	c->text = xstrndup(text, len);
	return c;
}

/* Rebases a token's spans onto its own text. */
static void
rebase(struct numtok *t)
{
	size_t s = t->start;

	t->a.start -= s, t->a.digits_end -= s, t->a.num_end -= s;
	t->a.end -= s;
	if (t->is_range) {
		t->b.start -= s, t->b.digits_end -= s, t->b.num_end -= s;
		t->b.end -= s;
	}
	t->end -= s;
	t->start = 0;
}

static void
bind(struct claim *c, const char *addr, size_t len)
{
	char *err;

	c->addr_text = xstrndup(addr, len);
	c->addr = claim_addr_parse(addr, len, &err);
	if (c->addr == NULL) {
		struct buf b = {0};

		/* An address may be 4 KiB: the message shows its start. */
		buf_adds(&b, "bad address 'ev:");
		buf_add_start(&b, addr, len, 60);
		buf_printf(&b, "': %s", err);
		c->error = buf_take(&b);
		free(err);
	}
}

static struct unbound *
add_unbound(struct pctx *p, size_t off, const char *text, size_t len)
{
	struct report *r = p->r;
	struct unbound *u;

	xgrow(&r->unbound, &r->capunbound, r->nunbound + 1,
	    sizeof(*r->unbound));
	u = &r->unbound[r->nunbound++];
	memset(u, 0, sizeof(*u));
	u->byte = off + r->bom;
	u->line = report_line_of(r, off);
	u->col = col_of(p, u->line, off);
	u->text = xstrndup(text, len);
	u->place = p->cur;
	return u;
}

/* A number found in a text node, with where it is. */
struct found {
	struct numtok	 tok;
	cmark_node	*node;
	const char	*lit;
	size_t		 off;	/* in the source */
	int		 in_link;
	int		 foreign; /* digits of another script: tok has */
				  /* only its start and end */
};

struct foundlist {
	struct found	*v;
	size_t		 n;
	size_t		 cap;
};

/*
 * Adds the runs of digits of other scripts in lit[from..to) (section
 * 5: a reader sees them as numbers, so they are not invisible).
 */
static void
collect_foreign(struct pctx *p, cmark_node *c, const char *lit, size_t from,
    size_t to, struct foundlist *fl, size_t *min, int *linked)
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
		xgrow(&fl->v, &fl->cap, fl->n + 1, sizeof(*fl->v));
		memset(&fl->v[fl->n], 0, sizeof(fl->v[fl->n]));
		fl->v[fl->n].tok.start = i;
		fl->v[fl->n].tok.end = e;
		fl->v[fl->n].foreign = 1;
		fl->v[fl->n].node = c;
		fl->v[fl->n].lit = lit;
		fl->v[fl->n].off = locate(p, c, i, lit + i, e - i, *min);
		*min = fl->v[fl->n].off + (e - i);
		if (*linked < 0)
			*linked = report_node_in_link(c);
		fl->v[fl->n++].in_link = *linked;
		i = e;
	}
}

/* What collect leaves out. */
enum {
	COLLECT_HEADING = 1,	/* a section number at the start */
	COLLECT_CLAIM = 2	/* a claim's own text: even labels count */
};

/*
 * Collects the numbers of every text node under n (n included), except
 * inside code, raw HTML and ev: links other than n itself, and labels
 * unless n is a claim's text.
 */
static void
collect(struct pctx *p, cmark_node *n, struct foundlist *fl, int flags)
{
	int skip_lead = flags & COLLECT_HEADING;
	cmark_iter *it = cmark_iter_new(n);
	cmark_event_type ev;
	int first = 1;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *c = cmark_iter_get_node(it);
		const char *lit;
		size_t pos = 0, len, min = 0, scanned = 0;
		struct numtok t;
		int linked = -1;	/* report_node_in_link, when needed */

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (c != n && (is_ev(c) || is_autolink(c) ||
		    is_label_link(c))) {
			cmark_iter_reset(it, c, CMARK_EVENT_EXIT);
			continue;
		}
		if (cmark_node_get_type(c) != CMARK_NODE_TEXT)
			continue;
		lit = cmark_node_get_literal(c);
		len = strlen(lit);
		while (claim_number_next(lit, len, &pos, &t)) {
			struct found *f;
			size_t nf = fl->n;

			collect_foreign(p, c, lit, scanned, t.start, fl, &min,
			    &linked);
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
			if (!(flags & COLLECT_CLAIM) &&
			    claim_label_of(lit, len, &t, NULL, 0, 0))
				continue;
			xgrow(&fl->v, &fl->cap, fl->n + 1, sizeof(*fl->v));
			f = &fl->v[fl->n++];
			f->tok = t;
			f->foreign = 0;
			f->node = c;
			f->lit = lit;
			f->off = locate(p, c, t.start, lit + t.start,
			    t.end - t.start, min);
			min = f->off + (t.end - t.start);
			if (linked < 0)
				linked = report_node_in_link(c);
			f->in_link = linked;
		}
		collect_foreign(p, c, lit, scanned, len, fl, &min, &linked);
		first = 0;
	}
	cmark_iter_free(it);
}

static void
unbound_all(struct pctx *p, const struct foundlist *fl)
{
	size_t i;

	for (i = 0; i < fl->n; i++) {
		struct unbound *u = add_unbound(p, fl->v[i].off,
		    fl->v[i].lit + fl->v[i].tok.start,
		    fl->v[i].tok.end - fl->v[i].tok.start);

		u->node = fl->v[i].node;
		u->in_link = fl->v[i].in_link;
		u->node_off = fl->v[i].tok.start;
		u->node_len = fl->v[i].tok.end - fl->v[i].tok.start;
	}
}

/* The number a $N reads is a given, not an unbound number (section 5). */
static void
unbound_except_given(struct pctx *p, struct foundlist *fl, int given)
{
	struct foundlist rest = *fl;

	if (given && rest.n > 0) {
		rest.v++;
		rest.n--;
	}
	unbound_all(p, &rest);
}

/* Text of a node's descendants, for a claim that holds no number. */
static void
plain_text(cmark_node *n, struct buf *b)
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

/*
 * A table cell's text as the reader sees it, trimmed, for the checker
 * and the charts to name a claim the way the report does; caller frees.
 */
static char *
cell_label(cmark_node *cell)
{
	struct buf b = {0};
	size_t s = 0;

	if (cell != NULL)
		plain_text(cell, &b);
	while (b.len > 0 && (b.data[b.len - 1] == ' ' ||
	    b.data[b.len - 1] == '\t'))
		b.data[--b.len] = '\0';
	while (s < b.len && (b.data[s] == ' ' || b.data[s] == '\t'))
		s++;
	if (s > 0) {
		memmove(b.data, b.data + s, b.len - s + 1);
		b.len -= s;
	}
	if (b.data == NULL)
		buf_adds(&b, "");
	return buf_take(&b);
}

/* Names a claim of cell j (j > 0) of a table row by its row and column. */
static void
label_claim(struct claim *c, char *const *heads, cmark_node *row)
{
	free(c->row_label);
	free(c->col_label);
	c->row_label = cell_label(cmark_node_first_child(row));
	c->col_label = xstrdup(heads != NULL ? *heads : "");
}

/*
 * Makes the claim of a set of numbers bound to one address: exactly one
 * number (or a range) is a claim, none or several an error claim.
 * Returns the claim.
 */
/*
 * Why the text a reader sees in a claim may not be the number checked,
 * written to b (section 3.3: a claim's text is one written number):
 * code spans and raw HTML are not read, bidirectional controls can show
 * "52" as "25", and digits of other scripts are not digits to us.
 * Returns zero when there is no such problem.
 */
static int
text_problem(cmark_node *holder, const struct foundlist *fl,
    const char *what, struct buf *b)
{
	cmark_iter *it;
	cmark_event_type ev;
	size_t i, n;
	int bad = 0;

	for (i = 0; i < fl->n; i++)
		if (fl->v[i].foreign) {
			const struct found *f = &fl->v[i];

			buf_printf(b, "%s holds '%.*s', digits of another "
			    "script that are not read: write the number with "
			    "0-9", what, (int)(f->tok.end - f->tok.start),
			    f->lit + f->tok.start);
			return 1;
		}
	it = cmark_iter_new(holder);
	while (!bad && (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *c = cmark_iter_get_node(it);
		const char *lit;

		if (ev != CMARK_EVENT_ENTER)
			continue;
		switch (cmark_node_get_type(c)) {
		case CMARK_NODE_CODE:
			buf_printf(b, "%s holds code (`", what);
			lit = cmark_node_get_literal(c);
			buf_add_start(b, lit, strlen(lit), 20);
			buf_adds(b, "`), which is shown but not read: a claim's "
			    "text is its number as plain text");
			bad = 1;
			break;
		case CMARK_NODE_SOFTBREAK:
		case CMARK_NODE_LINEBREAK:
			/*
			 * "[13.5\n万]" shows "13.5 万" but its text nodes
			 * read 13.5 and 万 apart: a number cut by a line
			 * break is refused, never read smaller.
			 */
			lit = cmark_node_previous(c) != NULL &&
			    cmark_node_get_type(cmark_node_previous(c)) ==
			    CMARK_NODE_TEXT ? cmark_node_get_literal(
			    cmark_node_previous(c)) : NULL;
			if (lit != NULL && *lit != '\0' &&
			    strchr("0123456789.,", lit[strlen(lit) - 1]) !=
			    NULL && cmark_node_next(c) != NULL) {
				buf_printf(b, "%s has a line break right after "
				    "its digits, so what follows them (a scale "
				    "or a unit) would not be read: keep the "
				    "number on one line", what);
				bad = 1;
			}
			break;
		case CMARK_NODE_HTML_INLINE:
			buf_printf(b, "%s holds raw HTML, which is shown but "
			    "not read: a claim's text is its number as plain "
			    "text", what);
			bad = 1;
			break;
		case CMARK_NODE_TEXT:
			lit = cmark_node_get_literal(c);
			for (i = 0; lit[i] != '\0'; i++)
				if ((n = claim_number_bidi(lit, strlen(lit),
				    i)) > 0) {
					uint32_t cp;

					utf8_decode(lit + i, n, &cp);
					buf_printf(b, "%s holds a bidirectional "
					    "control (U+%04X), which can show "
					    "its digits in another order: "
					    "remove it", what, (unsigned)cp);
					bad = 1;
					break;
				}
			break;
		default:
			break;
		}
	}
	cmark_iter_free(it);
	return bad;
}

/*
 * Whether "<" (1) or "≤" (2) stands right before the number at lit[at],
 * spaces between allowed: p<0.05 states a bound (CLAIMS.md section 2).
 */
static int
bound_before(const char *lit, size_t at)
{
	while (at > 0 && lit[at - 1] == ' ')
		at--;
	if (at >= 1 && lit[at - 1] == '<')
		return 1;
	if (at >= 3 && memcmp(lit + at - 3, "\xE2\x89\xA4", 3) == 0)
		return 2;
	return 0;
}

/*
 * The spread of a pair (section 4): Y of "X ± Y" is a claim of its own
 * at its own place, X's address with the spread's statistic: @stddev,
 * or @cv when Y is a percent, unless <!-- ev:pairs KIND --> before the
 * table (or, anywhere else, for the report) says ci, stddev or cv.
 * X is the last claim made.  Does nothing when no pair is pending.
 */
static void
spread_claim(struct pctx *p)
{
	struct report *r = p->r;
	struct found f;
	struct claim *x, *y;
	const char *kind, *at;
	struct buf a = {0};
	size_t xi;

	if (!p->pending)
		return;
	f = *p->pend;
	free(p->pend);
	p->pend = NULL;
	p->pending = 0;
	xi = r->nclaims - 1;
	kind = p->table_pairs != NULL ? p->table_pairs : p->pairs;
	if (kind == NULL)
		kind = f.tok.a.kind == NUM_PERCENT ? "cv" : "stddev";
	y = new_claim(p, f.off, f.lit + f.tok.start, f.tok.end - f.tok.start);
	x = &r->claims[xi];	/* new_claim may have moved it */
	y->num = f.tok;
	rebase(&y->num);
	y->node = f.node;
	y->node_off = f.tok.start;
	y->node_len = f.tok.end - f.tok.start;
	y->in_table = x->in_table;
	y->row_label = x->row_label != NULL ? xstrdup(x->row_label) : NULL;
	y->col_label = x->col_label != NULL ? xstrdup(x->col_label) : NULL;
	if (x->addr_text == NULL || x->error != NULL) {
		y->addr_text = xstrdup(x->addr_text != NULL ? x->addr_text : "");
		y->error = xstrdup("the value of this pair cannot be checked, "
		    "so neither can its spread");
		y->verdict = VERDICT_ERROR;
		return;
	}
	if (strcmp(kind, "stddev") != 0 && strcmp(kind, "cv") != 0 &&
	    strcmp(kind, "ci") != 0) {
		buf_printf(&a, "<!-- ev:pairs %s -->: a pair's spread is "
		    "stddev, cv or ci", kind);
		y->addr_text = xstrdup(x->addr_text);
		y->error = buf_take(&a);
		y->verdict = VERDICT_ERROR;
		return;
	}
	/* X's address, its own @ suffix replaced by the spread's. */
	at = strrchr(x->addr_text, '@');
	buf_add(&a, x->addr_text, at != NULL && strchr(at, '/') == NULL ?
	    (size_t)(at - x->addr_text) : strlen(x->addr_text));
	buf_printf(&a, "@%s", kind);
	bind(y, a.data, a.len);
	buf_free(&a);
}

/* KIND of an <!-- ev:pairs KIND --> comment in an HTML block, or NULL. */
static const char *
pairs_kind(cmark_node *n)
{
	static const char *const kinds[] = { "stddev", "cv", "ci", "range" };
	const char *s, *k;
	size_t i;

	if (n == NULL || cmark_node_get_type(n) != CMARK_NODE_HTML_BLOCK ||
	    (s = cmark_node_get_literal(n)) == NULL ||
	    (k = strstr(s, "<!-- ev:pairs ")) == NULL)
		return NULL;
	k += strlen("<!-- ev:pairs ");
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (strncmp(k, kinds[i], strlen(kinds[i])) == 0 &&
		    strncmp(k + strlen(kinds[i]), " -->", 4) == 0)
			return kinds[i];
	return "?";
}

/* Whether s[0..n) is spaces only. */
static int
blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t')
			return 0;
	return 1;
}

/*
 * Whether the two numbers found are a value and its spread written as
 * a pair (CLAIMS.md section 4): "X ± Y", "X (Y)" or "X (±Y)", in one
 * text, neither a range.
 */
static int
pair_of(const struct foundlist *fl)
{
	const struct found *x = &fl->v[0], *y = &fl->v[1];
	const char *s = x->lit;
	size_t a, b, e, n;

	if (x->node != y->node || x->lit != y->lit || x->foreign ||
	    y->foreign || x->tok.is_range || y->tok.is_range ||
	    y->tok.a.sign != 0)
		return 0;
	a = x->tok.end;
	b = y->tok.start;
	if (b < a)
		return 0;
	n = b - a;
	/* Y's own ± (in "X (±Y%)") stands right before it. */
	if (n >= 2 && memcmp(s + b - 2, "\xC2\xB1", 2) == 0) {
		n -= 2;
		while (n > 0 && s[a + n - 1] == ' ')
			n--;
		if (n > 0 && s[a + n - 1] == '(') {
			e = y->tok.end;
			while (s[e] == ' ')
				e++;
			return s[e] == ')' && blank(s + a, n - 1);
		}
		return blank(s + a, n);		/* X ±Y */
	}
	/* X ± Y with spaces, or X (Y). */
	for (; n > 0 && s[a] == ' '; a++, n--)
		continue;
	if (n >= 2 && memcmp(s + a, "\xC2\xB1", 2) == 0)
		return blank(s + a + 2, n - 2);
	if (n >= 1 && s[a] == '(' && blank(s + a + 1, n - 1)) {
		e = y->tok.end;
		while (s[e] == ' ')
			e++;
		return s[e] == ')';
	}
	return 0;
}

static struct claim *
claim_of(struct pctx *p, const struct foundlist *fl, size_t fallback,
    cmark_node *holder, const char *what)
{
	struct claim *c;
	struct buf b = {0};

	if (text_problem(holder, fl, what, &b)) {
		if (fl->n > 0) {
			const struct found *f = &fl->v[0];

			c = new_claim(p, f->off, f->lit + f->tok.start,
			    f->tok.end - f->tok.start);
			c->node = f->node;
			c->node_off = f->tok.start;
			c->node_len = f->tok.end - f->tok.start;
		} else {
			struct buf t = {0};

			plain_text(holder, &t);
			c = new_claim(p, fallback, t.data != NULL ? t.data :
			    "", t.len);
			buf_free(&t);
		}
		c->error = buf_take(&b);
		c->verdict = VERDICT_ERROR;
		return c;
	}
	if (fl->n == 2 && pair_of(fl)) {
		/* X now, Y when the caller is done with X (spread_claim). */
		p->pend = xmalloc(sizeof(*p->pend));
		*p->pend = fl->v[1];
		p->pending = 1;
	}
	if (fl->n == 1 || (fl->n == 2 && p->pending)) {
		const struct found *f = &fl->v[0];

		c = new_claim(p, f->off, f->lit + f->tok.start,
		    f->tok.end - f->tok.start);
		c->num = f->tok;
		rebase(&c->num);
		c->node = f->node;
		c->node_off = f->tok.start;
		c->node_len = f->tok.end - f->tok.start;
		c->bound = bound_before(f->lit, f->tok.start);
		/*
		 * ± is a sign only before a zero (claim_number.c): before
		 * another number it is a spread, and reading ±5% as 5%
		 * would check a claim nobody wrote.
		 */
		if (f->tok.start >= 2 && memcmp(f->lit + f->tok.start - 2,
		    "\xC2\xB1", 2) == 0)
			c->spread_pm = 1;	/* the evaluator decides */
		return c;
	}
	if (fl->n == 0) {
		plain_text(holder, &b);
		c = new_claim(p, fallback, b.data != NULL ? b.data : "",
		    b.len);
		buf_free(&b);
		buf_printf(&b, "%s holds no number", what);
	} else {
		const struct found *f = &fl->v[0];

		c = new_claim(p, f->off, f->lit + f->tok.start,
		    f->tok.end - f->tok.start);
		c->node = f->node;
		c->node_off = f->tok.start;
		c->node_len = f->tok.end - f->tok.start;
		buf_printf(&b, "%s holds %zu numbers; a claim holds one (or "
		    "two joined by '~', '～' or '〜'): link them one by one", what, fl->n);
	}
	c->error = buf_take(&b);
	c->verdict = VERDICT_ERROR;
	return c;
}

/* A prose (or cell) link with an ev: destination. */
static struct claim *
link_claim(struct pctx *p, cmark_node *link)
{
	struct foundlist fl = {0};
	const char *url = cmark_node_get_url(link) + 3;
	struct claim *c;
	size_t at;

	collect(p, link, &fl, COLLECT_CLAIM);
	if ((at = report_source_link(link)) == REPORT_SOURCE_NONE) {
		at = offset_of(p->r, cmark_node_get_start_line(link),
		    cmark_node_get_start_column(link));
		if (at < p->r->len && p->r->src[at] == '[')
			at++;
	}
	c = claim_of(p, &fl, at, link, "the link text");
	c->node = link;
	c->node_is_link = 1;
	if (c->error == NULL)
		bind(c, url, strlen(url));
	else
		c->addr_text = xstrdup(url);
	free(fl.v);
	return c;
}

/* The first ev: link of a cell, or NULL. */
static cmark_node *
first_ev(cmark_node *cell)
{
	cmark_iter *it = cmark_iter_new(cell);
	cmark_event_type ev;
	cmark_node *found = NULL;

	while (found == NULL &&
	    (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE)
		if (ev == CMARK_EVENT_ENTER && is_ev(cmark_iter_get_node(it)))
			found = cmark_iter_get_node(it);
	cmark_iter_free(it);
	return found;
}

/*
 * Counts the cells of a table row in its source line, from the row's
 * start s (after any "> " or list indent): unescaped pipes
 * separate cells, a leading and a trailing pipe enclose them.  Stores
 * the offset where cell `want` (0-based) starts in *at.
 */
static size_t
source_cells(const struct report *r, size_t line, size_t s, size_t want,
    size_t *at)
{
	size_t e = line_end(r, line), i, n = 1;

	while (e > s && (r->src[e - 1] == '\n' || r->src[e - 1] == '\r' ||
	    r->src[e - 1] == ' ' || r->src[e - 1] == '\t'))
		e--;
	while (s < e && (r->src[s] == ' ' || r->src[s] == '\t'))
		s++;
	if (s < e && r->src[s] == '|')
		s++;
	if (e > s && r->src[e - 1] == '|' && (e - 1 == s ||
	    r->src[e - 2] != '\\'))
		e--;
	*at = s;
	for (i = s; i < e; i++) {
		if (r->src[i] == '\\') {
			i++;
			continue;
		}
		if (r->src[i] == '|') {
			if (n == want)
				*at = i + 1;
			n++;
		}
	}
	while (*at < e && r->src[*at] == ' ')
		(*at)++;
	return n;
}

/*
 * Where a cell without a number is: its first text found in the
 * source, or cmark's place for it.
 */
static size_t
cell_start(struct pctx *p, cmark_node *cell, size_t line)
{
	cmark_iter *it = cmark_iter_new(cell);
	cmark_event_type ev;
	size_t off = REPORT_SOURCE_NONE;

	while (off == REPORT_SOURCE_NONE &&
	    (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);

		if (ev == CMARK_EVENT_ENTER &&
		    cmark_node_get_type(n) == CMARK_NODE_TEXT)
			off = report_source_text(p->r, &p->at, n, 0);
	}
	cmark_iter_free(it);
	if (off == REPORT_SOURCE_NONE)
		off = offset_of(p->r, (int)line,
		    cmark_node_get_start_column(cell));
	return off;
}

/* Gives a claim of a table row the numbers its $N read (section 3.1). */
static void
row_operands(struct claim *c, const double *ops, uint16_t ncols)
{
	c->cols = xcalloc(ncols, sizeof(double));
	c->ncols = ncols;
	memcpy(c->cols, ops, ncols * sizeof(double));
}

/*
 * The columns whose numbers some $N of this row reads: those a column
 * header's "=" address reads (used), and those a "=" link in one of the
 * row's own cells reads ([+0.2%](ev:=$3/$2-1)).  Section 5: such
 * givens are not unbound numbers.
 */
static void
row_givens(cmark_node *row, const char *used, char *given, uint16_t ncols)
{
	cmark_node *cell;

	memcpy(given, used, ncols);
	for (cell = cmark_node_first_child(row); cell != NULL;
	    cell = cmark_node_next(cell)) {
		cmark_iter *it = cmark_iter_new(cell);
		cmark_event_type ev;

		while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
			cmark_node *n = cmark_iter_get_node(it);
			const char *u, *s;

			if (ev != CMARK_EVENT_ENTER || !is_ev(n))
				continue;
			u = cmark_node_get_url(n);
			if (u == NULL || strncmp(u, "ev:=", 4) != 0)
				continue;
			for (s = u; (s = strchr(s, '$')) != NULL; s++) {
				long k = strtol(s + 1, NULL, 10);

				if (k >= 1 && k <= ncols)
					given[k - 1] = 1;
			}
		}
		cmark_iter_free(it);
	}
}

static void
table(struct pctx *p, cmark_node *tbl)
{
	struct report *r = p->r;
	uint16_t ncols = cmark_gfm_extensions_get_table_columns(tbl);
	struct report_parts *colp = xcalloc(ncols + 1, sizeof(*colp));
	struct report_parts rowp, none = {0};
	cmark_node *row, *cell, *ln;
	char *used = xcalloc(ncols + 1, 1);	/* columns some $N reads */
	char *given = xcalloc(ncols + 1, 1);	/* and in this row */
	double *ops = xcalloc(ncols + 1, sizeof(double));
	char **heads = xcalloc(ncols + 1, sizeof(*heads));
	struct foundlist fl = {0};
	int bound = 0;
	size_t j, t = report_place_table(r, tbl), k = 0;

	/* The header: the top-left cell and the column partial addresses. */
	row = cmark_node_first_child(tbl);
	report_place_row(r, t, row, REPORT_SOURCE_NONE, 0, &p->cur);
	for (j = 0, cell = cmark_node_first_child(row); cell != NULL &&
	    j < ncols; cell = cmark_node_next(cell), j++) {
		p->cur.col = j;
		heads[j] = cell_label(cell);
		if ((ln = first_ev(cell)) != NULL) {
			report_table_parts(cmark_node_get_url(ln), &colp[j]);
			bound = 1;
		}
		/* Numbers in header text outside the link are unbound. */
		fl.n = 0;
		collect(p, cell, &fl, 0);
		unbound_all(p, &fl);
		if (colp[j].constant != NULL) {
			const char *s = colp[j].constant;

			/* Mark every $N this column reads. */
			while ((s = strchr(s, '$')) != NULL) {
				long k = strtol(s + 1, NULL, 10);

				if (k >= 1 && k <= ncols)
					used[k - 1] = 1;
				s++;
			}
		}
	}
	for (row = cmark_node_next(row); row != NULL && !bound;
	    row = cmark_node_next(row))
		if ((cell = cmark_node_first_child(row)) != NULL &&
		    first_ev(cell) != NULL)
			bound = 1;

	for (row = cmark_node_next(cmark_node_first_child(tbl)); row != NULL;
	    row = cmark_node_next(row)) {
		size_t rs = report_source_row(row), line, at, nsrc;

		if (rs == REPORT_SOURCE_NONE) {
			line = (size_t)cmark_node_get_start_line(row);
			rs = offset_of(r, (int)line,
			    cmark_node_get_start_column(row));
		}
		line = report_line_of(r, rs);
		report_place_row(r, t, row, rs, ++k, &p->cur);
		row_givens(row, used, given, ncols);

		/* Each cell's $N operand: its first number. */
		for (j = 0, cell = cmark_node_first_child(row); j < ncols;
		    j++, cell = cell ? cmark_node_next(cell) : NULL) {
			ops[j] = NAN;
			if (cell == NULL)
				continue;
			fl.n = 0;
			collect(p, cell, &fl, 0);
			if (fl.n > 0 && !fl.v[0].foreign)
				ops[j] = claim_number_operand(&fl.v[0].tok.a);
		}
		memset(&rowp, 0, sizeof(rowp));
		cell = cmark_node_first_child(row);
		if (cell != NULL && (ln = first_ev(cell)) != NULL)
			report_table_parts(cmark_node_get_url(ln), &rowp);
		for (j = 0; cell != NULL && j < ncols;
		    cell = cmark_node_next(cell), j++) {
			char *addr, *err;
			struct claim *c;

			p->cur.col = j;
			fl.n = 0;
			collect(p, cell, &fl, 0);
			/* Links in a cell override the table for it. */
			if (j == 0 || !bound || first_ev(cell) != NULL) {
				cmark_iter *it = cmark_iter_new(cell);
				cmark_event_type ev;

				while ((ev = cmark_iter_next(it)) !=
				    CMARK_EVENT_DONE) {
					cmark_node *n = cmark_iter_get_node(it);

					if (ev != CMARK_EVENT_ENTER || !is_ev(n))
						continue;
					if (j > 0) {
						c = link_claim(p, n);
						c->in_table = 1;
						label_claim(c, &heads[j], row);
						/* Its $N read this row too. */
						row_operands(c, ops, ncols);
						spread_claim(p);
					}
					cmark_iter_reset(it, n,
					    CMARK_EVENT_EXIT);
				}
				cmark_iter_free(it);
				unbound_except_given(p, &fl, given[j]);
				continue;
			}
			addr = report_table_assemble(&colp[j], &rowp, &colp[0], &err);
			if (addr == NULL && err == NULL) {
				unbound_except_given(p, &fl, given[j]);
				continue;
			}
			if (fl.n == 0 && err == NULL) {
				free(addr);
				continue;	/* no number: not a claim */
			}
			c = claim_of(p, &fl, cell_start(p, cell, line), cell,
			    "the cell");
			c->in_table = 1;
			label_claim(c, &heads[j], row);
			if (err != NULL) {
				free(c->error);
				c->error = err;
				c->verdict = VERDICT_ERROR;
			} else if (c->error == NULL)
				bind(c, addr, strlen(addr));
			if (c->addr_text == NULL)
				c->addr_text = addr != NULL ? addr :
				    xstrdup("");
			else
				free(addr);
			row_operands(c, ops, ncols);
			spread_claim(p);
		}
		/* GFM drops cells past the header's; a claim must not vanish. */
		if (line >= 1 && line <= r->nlines &&
		    (nsrc = source_cells(r, line, rs, ncols, &at)) > ncols) {
			size_t e = at;
			struct claim *c;
			struct buf m = {0};

			while (e < line_end(r, line) && r->src[e] != '|' &&
			    r->src[e] != '\n' && r->src[e] != '\r')
				e++;
			while (e > at && r->src[e - 1] == ' ')
				e--;
			p->cur.col = ncols;
			c = new_claim(p, at, r->src + at, e - at);
			c->in_table = 1;
			c->addr_text = xstrdup("");
			buf_printf(&m, "this row has %zu cells but the header "
			    "has %u: the extra cells would be dropped", nsrc,
			    (unsigned)ncols);
			c->error = buf_take(&m);
			c->verdict = VERDICT_ERROR;
		}
		report_table_parts_free(&rowp);
	}
	for (j = 0; j < ncols; j++) {
		report_table_parts_free(&colp[j]);
		free(heads[j]);
	}
	free(heads);
	report_table_parts_free(&none);
	free(colp);
	free(used);
	free(given);
	free(ops);
	free(fl.v);
}

/*
 * The numbers in a code block, which are not read (section 5) but are
 * counted, so that a report whose results sit in a pasted plain-text
 * table does not look fully checked.  Identifiers, versions and dates
 * are not numbers here either.
 */
static size_t
code_numbers(cmark_node *n)
{
	const char *s = cmark_node_get_literal(n);
	size_t pos = 0, len, k = 0;
	struct numtok t;

	if (s == NULL)
		return 0;
	len = strlen(s);
	while (claim_number_next(s, len, &pos, &t))
		k++;
	return k;
}

static void
walk(struct pctx *p, cmark_node *doc)
{
	cmark_iter *it = cmark_iter_new(doc);
	cmark_event_type ev;
	struct foundlist fl = {0};
	cmark_node *k;

	/* A pairs comment before no table is the report's, wherever. */
	for (k = cmark_node_first_child(doc); k != NULL;
	    k = cmark_node_next(k))
		if (pairs_kind(k) != NULL && (cmark_node_next(k) == NULL ||
		    !is_type(cmark_node_next(k), "table")))
			p->pairs = pairs_kind(k);

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (is_type(n, "table")) {
			/* A pairs comment right before it is the table's. */
			p->table_pairs = pairs_kind(cmark_node_previous(n));
			table(p, n);
			p->table_pairs = NULL;
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (is_ev(n)) {
			report_place_prose(p->r, n, &p->cur);
			link_claim(p, n);
			spread_claim(p);
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (is_autolink(n) || is_label_link(n)) {
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (cmark_node_get_type(n) == CMARK_NODE_HEADING) {
			report_place_heading(p->r, n, &p->cur);
			fl.n = 0;
			collect(p, n, &fl, COLLECT_HEADING);
			unbound_all(p, &fl);
			/* Claims in the heading still need their walk. */
			{
				cmark_iter *h = cmark_iter_new(n);
				cmark_event_type e2;

				while ((e2 = cmark_iter_next(h)) !=
				    CMARK_EVENT_DONE) {
					cmark_node *c = cmark_iter_get_node(h);

					if (e2 == CMARK_EVENT_ENTER &&
					    is_ev(c)) {
						link_claim(p, c);
						spread_claim(p);
						cmark_iter_reset(h, c,
						    CMARK_EVENT_EXIT);
					}
				}
				cmark_iter_free(h);
			}
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (cmark_node_get_type(n) == CMARK_NODE_HTML_BLOCK) {
			report_place_html(p->r, n);
		} else if (cmark_node_get_type(n) == CMARK_NODE_TEXT) {
			report_place_prose(p->r, n, &p->cur);
			fl.n = 0;
			collect(p, n, &fl, 0);
			unbound_all(p, &fl);
		} else if (cmark_node_get_type(n) == CMARK_NODE_CODE_BLOCK)
			p->r->ncode += code_numbers(n);
	}
	cmark_iter_free(it);
	free(fl.v);
}

/* Whether s starts "ev" then ':' in any case or width, not "ev:" itself. */
static size_t
near_ev(const char *s)
{
	if ((s[0] != 'e' && s[0] != 'E') || (s[1] != 'v' && s[1] != 'V'))
		return 0;
	if (s[2] == ':')
		return s[0] == 'e' && s[1] == 'v' ? 0 : 3;
	if (strncmp(s + 2, "\xEF\xBC\x9A", 3) == 0)	/* fullwidth colon */
		return 5;
	return 0;
}

/*
 * Warns about what looks like a claim and is none, so no number goes
 * unchecked unnoticed: a destination "EV:..." or "ev：..." (a link,
 * but not an ev: one), and "[5](ev:a b)" or "[5] (ev:...)", which
 * CommonMark reads as text.
 */
static void
lint(struct pctx *p, cmark_node *doc, const char *name)
{
	cmark_iter *it = cmark_iter_new(doc);
	cmark_event_type ev;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		const char *lit, *q;
		size_t off, line;

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (cmark_node_get_type(n) == CMARK_NODE_LINK &&
		    cmark_node_get_url(n) != NULL &&
		    near_ev(cmark_node_get_url(n)) > 0) {
			if ((off = report_source_link(n)) !=
			    REPORT_SOURCE_NONE && off > 0)
				off--;	/* at its '[' */
			else
				off = offset_of(p->r, cmark_node_get_start_line(
				    n), cmark_node_get_start_column(n));
			line = report_line_of(p->r, off);
			diag(p->d, DIAG_WARNING, name, line, col_of(p, line,
			    off), "a link to '%.*s...' is not a claim: the "
			    "scheme is 'ev:', in lower case ASCII", (int)
			    near_ev(cmark_node_get_url(n)),
			    cmark_node_get_url(n));
			continue;
		}
		if (cmark_node_get_type(n) != CMARK_NODE_TEXT)
			continue;
		lit = cmark_node_get_literal(n);
		for (q = lit; (q = strchr(q, ']')) != NULL; q++) {
			const char *u = q + 1;

			while (*u == ' ')
				u++;
			if (*u != '(')
				continue;
			for (u++; *u == ' '; u++)
				;
			if (near_ev(u) == 0 && strncmp(u, "ev:", 3) != 0)
				continue;
			off = locate(p, n, (size_t)(q - lit), q, 1, 0);
			if (off >= p->r->len)
				continue;
			line = report_line_of(p->r, off);
			diag(p->d, DIAG_WARNING, name, line, col_of(p, line,
			    off), "this looks like a claim but is not a link, "
			    "so its number is not checked: write '](' with "
			    "nothing between, and put a destination with "
			    "spaces in <...>, as in [5%%](<ev:tc1/on~off/a b>)");
		}
	}
	cmark_iter_free(it);
}

void
report_parse_tree(struct report *r, const char *name, struct diag *d)
{
	struct pctx p;

	memset(&p, 0, sizeof(p));
	p.r = r;
	p.d = d;
	p.find_budget = 16 * (size_t)r->len + 65536;
	report_place_begin(r);
	walk(&p, r->doc);
	lint(&p, r->doc, name);
}
