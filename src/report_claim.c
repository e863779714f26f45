/*
 * Makes the claims of a report's numbers (CLAIMS.md sections 3 and 4):
 * one written number (or range) bound to one address is a claim; none,
 * several, or text a reader would not read as that number, an error
 * claim; a pair "X ± Y" two claims, Y with X's address and the
 * spread's statistic.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>

#include "report.h"
#include "report_claim.h"

struct claim *
report_claim_new(struct report_pctx *p, size_t off, const char *text,
    size_t len)
{
	struct report *r = p->r;
	struct claim *c;

	xgrow(&r->claims, &r->capclaims, r->nclaims + 1, sizeof(*r->claims));
	c = &r->claims[r->nclaims++];
	memset(c, 0, sizeof(*c));
	xgrow(&r->places, &r->capplaces, r->nclaims, sizeof(*r->places));
	r->places[r->nclaims - 1] = p->cur;
	report_scan_place(p, off, &c->line, &c->col, &c->byte);
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

void
report_claim_bind(struct claim *c, const char *addr, size_t len)
{
	struct claim_why why;
	char *err;

	c->addr_text = xstrndup(addr, len);
	c->addr = claim_addr_parse(addr, len, &err, &why);
	if (c->addr == NULL) {
		struct buf b = {0}, start = {0};

		/* An address may be 4 KiB: the message shows its start. */
		buf_add_start(&start, addr, len, 60);
		buf_printf(&b, "bad address 'ev:%s': %s", start.data != NULL ?
		    start.data : "", err);
		c->error = buf_take(&b);
		free(err);
		/* The page's words: {addr}, then the reason's own. */
		c->why.key = why.key;
		c->why.name[0] = "addr";
		c->why.value[0] = buf_take(&start);
		c->why.name[1] = why.name[0];
		c->why.value[1] = why.value[0];
		c->why.name[2] = why.name[1];
		c->why.value[2] = why.value[1];
	}
}

/*
 * Why the text a reader sees in a claim may not be the number checked,
 * written to b (section 3.3: a claim's text is one written number):
 * code spans and raw HTML are not read, bidirectional controls can show
 * "52" as "25", and digits of other scripts are not digits to us.
 * Returns zero when there is no such problem.
 */
static int
text_problem(cmark_node *holder, const struct report_foundlist *fl,
    const char *what, struct buf *b)
{
	cmark_iter *it;
	cmark_event_type ev;
	size_t i, n;
	int bad = 0;

	for (i = 0; i < fl->n; i++)
		if (fl->v[i].foreign) {
			const struct report_found *f = &fl->v[i];

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
			buf_adds(b,
			    "`), which is shown but not read: a claim's "
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
					buf_printf(b,
					    "%s holds a bidirectional "
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
 * table (or, anywhere else, for the report) says ci, stddev, cv or
 * range.
 * X is the last claim made.  Does nothing when no pair is pending.
 */
void
report_claim_spread(struct report_pctx *p)
{
	struct report *r = p->r;
	struct report_found f;
	struct claim *x, *y;
	const char *kind;
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
	y = report_claim_new(p, f.off, f.lit + f.tok.start,
	    f.tok.end - f.tok.start);
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
	    strcmp(kind, "ci") != 0 && strcmp(kind, "range") != 0) {
		buf_printf(&a, "<!-- ev:pairs %s -->: a pair's spread is "
		    "stddev, cv, ci or range", kind);
		y->addr_text = xstrdup(x->addr_text);
		y->error = buf_take(&a);
		y->verdict = VERDICT_ERROR;
		return;
	}
	report_claim_bind_spread(y, x->addr_text, kind);
}

void
report_claim_bind_spread(struct claim *y, const char *xaddr,
    const char *kind)
{
	struct buf a = {0};
	const char *at;
	int st = STAT_MEDIAN;

	/* X's address, its own @ suffix replaced by the spread's. */
	at = strrchr(xaddr, '@');
	if (at != NULL && strchr(at, '/') != NULL)
		at = NULL;
	buf_add(&a, xaddr, at != NULL ? (size_t)(at - xaddr) :
	    strlen(xaddr));
	buf_printf(&a, "@%s", kind);
	report_claim_bind(y, a.data, a.len);
	buf_free(&a);
	if (strcmp(kind, "range") != 0 || y->error != NULL)
		return;
	/*
	 * The range spread is around X: @range alone would say only min
	 * and max, so the claim keeps X's statistic (its own, or the
	 * median) for the evaluator.  X's unknown statistic is X's error,
	 * and the spread around it cannot be checked either.
	 */
	if (at != NULL && (st = stats_parse(at + 1, strlen(at + 1))) < 0) {
		y->error = xstrdup("the value of this pair cannot be checked, "
		    "so neither can its spread");
		y->verdict = VERDICT_ERROR;
		return;
	}
	y->range_spread = 1;
	y->range_around = (enum statfn)st;
}

/* KIND of an <!-- ev:pairs KIND --> comment in an HTML block, or NULL. */
const char *
report_claim_pairs_kind(cmark_node *n)
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
pair_of(const struct report_foundlist *fl)
{
	const struct report_found *x = &fl->v[0], *y = &fl->v[1];
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

/* A new claim at a found number, its node span that number's. */
static struct claim *
claim_at(struct report_pctx *p, const struct report_found *f)
{
	struct claim *c = report_claim_new(p, f->off, f->lit + f->tok.start,
	    f->tok.end - f->tok.start);

	c->node = f->node;
	c->node_off = f->tok.start;
	c->node_len = f->tok.end - f->tok.start;
	return c;
}

/* A new claim of holder's plain text, at fallback: it has no number. */
static struct claim *
claim_of_text(struct report_pctx *p, cmark_node *holder, size_t fallback)
{
	struct buf t = {0};
	struct claim *c;

	report_scan_plain_text(holder, &t);
	c = report_claim_new(p, fallback, t.data != NULL ? t.data : "", t.len);
	buf_free(&t);
	return c;
}

/*
 * Makes the claim of a set of numbers bound to one address: exactly one
 * number (or a range) is a claim, none or several an error claim.
 * Returns the claim.
 */
struct claim *
report_claim_of(struct report_pctx *p, const struct report_foundlist *fl,
    size_t fallback, cmark_node *holder, const char *what)
{
	struct claim *c;
	struct buf b = {0};

	if (text_problem(holder, fl, what, &b)) {
		c = fl->n > 0 ? claim_at(p, &fl->v[0]) :
		    claim_of_text(p, holder, fallback);
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
		const struct report_found *f = &fl->v[0];

		c = claim_at(p, f);
		c->num = f->tok;
		rebase(&c->num);
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
		c = claim_of_text(p, holder, fallback);
		buf_printf(&b, "%s holds no number", what);
	} else {
		c = claim_at(p, &fl->v[0]);
		buf_printf(&b, "%s holds %zu numbers; a claim holds one (or "
		    "two joined by '~', '～' or '〜'): link them one by one",
		    what, fl->n);
	}
	c->error = buf_take(&b);
	c->verdict = VERDICT_ERROR;
	return c;
}

/* A prose (or cell) link with an ev: destination. */
struct claim *
report_claim_link(struct report_pctx *p, cmark_node *link)
{
	struct report_foundlist fl = {0};
	const char *url = cmark_node_get_url(link) + 3;
	struct claim *c;
	size_t at;

	report_scan_collect(p, link, &fl, REPORT_COLLECT_CLAIM);
	/*
	 * Unmapped (past the budget): where its first text is, when that
	 * is known and starts it, else no place (issue 25.6).
	 */
	if ((at = report_source_link(link)) == REPORT_SOURCE_NONE &&
	    cmark_node_first_child(link) != NULL &&
	    cmark_node_get_type(cmark_node_first_child(link)) ==
	    CMARK_NODE_TEXT)
		at = report_scan_locate(p, cmark_node_first_child(link), 0);
	c = report_claim_of(p, &fl, at, link, "the link text");
	c->node = link;
	c->node_is_link = 1;
	if (c->error == NULL)
		report_claim_bind(c, url, strlen(url));
	else
		c->addr_text = xstrdup(url);
	free(fl.v);
	return c;
}

/*
 * The claim of one number found at f->off (a plain-text table's cell:
 * report_plain.c), before its address is bound.
 */
struct claim *
report_claim_found(struct report_pctx *p, const struct report_found *f)
{
	struct claim *c;

	c = report_claim_new(p, f->off, f->lit + f->tok.start,
	    f->tok.end - f->tok.start);
	c->num = f->tok;
	rebase(&c->num);
	c->node = f->node;
	c->node_off = f->tok.start;
	c->node_len = f->tok.end - f->tok.start;
	return c;
}
