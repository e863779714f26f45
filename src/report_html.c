/*
 * Renders a parsed report to HTML with cmark-gfm in safe mode, after
 * marking its claims and unbound numbers in the document tree so that
 * the renderer (render_report.c) can find them in the HTML.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "report.h"

/* A number to wrap in a marker link. */
struct mark {
	cmark_node	*node;
	size_t		 off;
	size_t		 len;
	char		 href[48];
};

static int
markcmp(const void *a, const void *b)
{
	const struct mark *x = a, *y = b;

	/* Group by node; within one, the last number first. */
	if (x->node != y->node)
		return (uintptr_t)x->node < (uintptr_t)y->node ? -1 : 1;
	return x->off > y->off ? -1 : x->off < y->off;
}

/*
 * Returns the URL's scheme length (before ':'), or 0 when it has none:
 * a relative path or a fragment.
 */
static size_t
scheme_len(const char *u)
{
	size_t i;

	for (i = 0; u[i] != '\0'; i++) {
		char c = u[i];

		if (c == ':')
			return i;
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (i > 0 && ((c >= '0' && c <= '9') || c == '+' ||
		    c == '-' || c == '.'))))
			return 0;
	}
	return 0;
}

static int
has_scheme(const char *u, const char *s)
{
	size_t n = strlen(s);

	return scheme_len(u) == n && strncasecmp(u, s, n) == 0;
}

static int
link_allowed(const char *u)
{
	return scheme_len(u) == 0 || has_scheme(u, "http") ||
	    has_scheme(u, "https") || has_scheme(u, "mailto");
}

/* Images load with the page, so only files of the site itself. */
static int
image_allowed(const char *u)
{
	return scheme_len(u) == 0 && strncmp(u, "//", 2) != 0 &&
	    strncmp(u, "\\\\", 2) != 0;
}

/* Replaces a link or image by its content. */
static void
unwrap(cmark_node *n)
{
	cmark_node *c;

	while ((c = cmark_node_first_child(n)) != NULL)
		cmark_node_insert_before(n, c);
	cmark_node_free(n);
}

static int
ptrcmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(cmark_node *const *)a;
	uintptr_t y = (uintptr_t)*(cmark_node *const *)b;

	return x < y ? -1 : x > y;
}

static void
split(const struct mark *m)
{
	const char *lit = cmark_node_get_literal(m->node);
	size_t len = strlen(lit);
	char *before, *mid, *after;
	cmark_node *link, *t;

	if (m->off + m->len > len)
		return;
	before = xstrndup(lit, m->off);
	mid = xstrndup(lit + m->off, m->len);
	after = xstrdup(lit + m->off + m->len);
	link = cmark_node_new_with_mem(CMARK_NODE_LINK, report_md_mem());
	cmark_node_set_url(link, m->href);
	t = cmark_node_new_with_mem(CMARK_NODE_TEXT, report_md_mem());
	cmark_node_set_literal(t, mid);
	cmark_node_append_child(link, t);
	cmark_node_insert_after(m->node, link);
	if (after[0] != '\0') {
		t = cmark_node_new_with_mem(CMARK_NODE_TEXT, report_md_mem());
		cmark_node_set_literal(t, after);
		cmark_node_insert_after(link, t);
	}
	cmark_node_set_literal(m->node, before);
	free(before);
	free(mid);
	free(after);
}

/*
 * Whether an HTML block is the checker's marker, <!-- checker --> on a
 * line of its own (docs/site.md): the site puts the checker there.
 */
static int
is_checker_marker(cmark_node *n)
{
	const char *lit = cmark_node_get_literal(n), *e;
	static const char m[] = "<!-- checker -->";

	if (lit == NULL)
		return 0;
	while (*lit == ' ')
		lit++;
	e = lit + strlen(lit);
	while (e > lit && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' '))
		e--;
	return (size_t)(e - lit) == sizeof(m) - 1 &&
	    memcmp(lit, m, sizeof(m) - 1) == 0;
}

/*
 * Replaces the marker with a paragraph of one link, to "vr-checker:",
 * where the site puts the checker.  Only a marker at the top level
 * places it (render_place.c looks among the page's top-level
 * blocks): one inside a quote or a list item is removed, or it left an
 * empty link in the page (issue 25).
 */
static void
checker_marker(cmark_node *n)
{
	cmark_node *para, *link;

	if (cmark_node_get_type(cmark_node_parent(n)) != CMARK_NODE_DOCUMENT) {
		cmark_node_free(n);
		return;
	}
	para = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, report_md_mem());
	link = cmark_node_new_with_mem(CMARK_NODE_LINK, report_md_mem());

	cmark_node_set_url(link, "vr-checker:");
	cmark_node_append_child(para, link);
	cmark_node_insert_before(n, para);
	cmark_node_free(n);	/* unlinks it */
}

/*
 * A code block holding claims (a plain-text table, report_plain.c) as
 * nodes that can hold the marker links: cmark's code block is a leaf,
 * so it becomes a custom block whose one custom inline writes its
 * <pre><code> and whose one text node is its text.  Every claim on it
 * moves to that text node, at the same bytes.
 */
static void
open_code(struct report *r, cmark_node *code)
{
	cmark_node *blk, *in, *t;
	size_t i;

	blk = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, report_md_mem());
	in = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, report_md_mem());
	t = cmark_node_new_with_mem(CMARK_NODE_TEXT, report_md_mem());
	cmark_node_set_on_enter(in, "<pre><code>");
	cmark_node_set_on_exit(in, "</code></pre>");
	cmark_node_set_literal(t, cmark_node_get_literal(code));
	cmark_node_append_child(in, t);
	cmark_node_append_child(blk, in);
	cmark_node_insert_before(code, blk);
	for (i = 0; i < r->nclaims; i++)
		if (r->claims[i].node == code)
			r->claims[i].node = t;
	cmark_node_free(code);
}

/*
 * A prose pair, [105.5 (3.03)](ev:…): its spread is a claim of its own
 * inside the value's link, which carries one mark.  The spread, from
 * the space or "(" or "±" before it to the link's end, moves out of the
 * link into a text node of its own right after it, where it gets its
 * own marker like any number in text: "105.5 ✓ (3.03 ✗)".  Only when
 * the spread's text node is the link's last child; otherwise it stays.
 */
static void
split_pair(struct claim *y)
{
	cmark_node *t = y->node, *link = cmark_node_parent(t), *rest;
	const char *lit = cmark_node_get_literal(t);
	char *head;
	size_t k;

	if (link == NULL || cmark_node_get_type(link) != CMARK_NODE_LINK ||
	    cmark_node_last_child(link) != t || lit == NULL ||
	    strncmp(cmark_node_get_url(link), "ev:", 3) != 0 ||
	    y->node_off > strlen(lit))
		return;
	for (k = y->node_off; k > 0; k--) {
		if (lit[k - 1] == ' ' || lit[k - 1] == '(')
			continue;
		if (k >= 2 && (unsigned char)lit[k - 2] == 0xC2 &&
		    (unsigned char)lit[k - 1] == 0xB1) {
			k--;	/* ± */
			continue;
		}
		break;
	}
	if (k == 0)
		return;
	rest = cmark_node_new_with_mem(CMARK_NODE_TEXT, report_md_mem());
	cmark_node_set_literal(rest, lit + k);
	head = xmalloc(k + 1);
	memcpy(head, lit, k);
	head[k] = '\0';
	y->node_off -= k;
	cmark_node_set_literal(t, head);
	free(head);
	cmark_node_insert_after(link, rest);
	y->node = rest;
}

char *
report_html(struct report *r)
{
	cmark_node *doc = r->doc, **drop = NULL, **claimlinks = NULL;
	cmark_node **markers = NULL;
	struct mark *marks = NULL;
	size_t nmarks = 0, cap = 0, ndrop = 0, capdrop = 0, ncl = 0, capcl = 0;
	size_t nmk = 0, capmk = 0;
	size_t i;
	cmark_iter *it;
	cmark_event_type ev;
	char *html, *out;

	if (doc == NULL)
		return xstrdup("");
	/* The claims' own links, sorted for lookup. */
	for (i = 0; i < r->nclaims; i++)
		if (r->claims[i].node != NULL && r->claims[i].node_is_link) {
			xgrow(&claimlinks, &capcl, ncl + 1, sizeof(*claimlinks));
			claimlinks[ncl++] = r->claims[i].node;
		}
	if (ncl > 1)
		qsort(claimlinks, ncl, sizeof(*claimlinks), ptrcmp);
	/*
	 * Every other link is checked first: links the page must not
	 * carry, forged markers and the partial addresses of table headers
	 * lose their link and keep their text.
	 */
	it = cmark_iter_new(doc);
	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		const char *url;
		int bad;

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (cmark_node_get_type(n) == CMARK_NODE_LINK) {
			if (ncl > 0 && bsearch(&n, claimlinks, ncl,
			    sizeof(*claimlinks), ptrcmp) != NULL)
				continue;
			url = cmark_node_get_url(n);
			bad = strncmp(url, "vr-", 3) == 0 ||
			    strncmp(url, "ev:", 3) == 0 || !link_allowed(url);
		} else if (cmark_node_get_type(n) == CMARK_NODE_IMAGE)
			bad = !image_allowed(cmark_node_get_url(n));
		else if (cmark_node_get_type(n) == CMARK_NODE_HTML_BLOCK &&
		    is_checker_marker(n)) {
			xgrow(&markers, &capmk, nmk + 1, sizeof(*markers));
			markers[nmk++] = n;
			continue;
		} else
			continue;
		if (bad) {
			xgrow(&drop, &capdrop, ndrop + 1, sizeof(*drop));
			drop[ndrop++] = n;
		}
	}
	cmark_iter_free(it);
	for (i = 0; i < ndrop; i++)
		unwrap(drop[i]);
	free(drop);
	for (i = 0; i < nmk; i++)
		checker_marker(markers[i]);
	free(markers);
	free(claimlinks);

	for (i = 0; i < r->nclaims; i++)
		if (r->claims[i].node != NULL && !r->claims[i].node_is_link &&
		    !r->claims[i].in_code && cmark_node_get_type(
		    r->claims[i].node) == CMARK_NODE_TEXT)
			split_pair(&r->claims[i]);
	/* Claims in ev: links point at their marker; numbers get one. */
	for (i = 0; i < r->nclaims; i++)
		if (r->claims[i].node != NULL && r->claims[i].in_code &&
		    cmark_node_get_type(r->claims[i].node) ==
		    CMARK_NODE_CODE_BLOCK)
			open_code(r, r->claims[i].node);
	for (i = 0; i < r->nclaims; i++) {
		struct claim *c = &r->claims[i];
		char href[48];

		snprintf(href, sizeof(href), "vr-claim:%zu", i);
		if (c->node != NULL && c->node_is_link)
			cmark_node_set_url(c->node, href);
		else if (c->node != NULL && !report_node_in_link(c->node)) {
			xgrow(&marks, &cap, nmarks + 1, sizeof(*marks));
			marks[nmarks].node = c->node;
			marks[nmarks].off = c->node_off;
			marks[nmarks].len = c->node_len;
			memcpy(marks[nmarks].href, href, sizeof(href));
			nmarks++;
		}
	}
	for (i = 0; i < r->nunbound; i++) {
		struct unbound *u = &r->unbound[i];

		if (u->node == NULL || report_node_in_link(u->node))
			continue;
		xgrow(&marks, &cap, nmarks + 1, sizeof(*marks));
		marks[nmarks].node = u->node;
		marks[nmarks].off = u->node_off;
		marks[nmarks].len = u->node_len;
		snprintf(marks[nmarks].href, sizeof(marks[nmarks].href),
		    "vr-unbound:%zu", i);
		nmarks++;
	}

	if (nmarks > 1)
		qsort(marks, nmarks, sizeof(*marks), markcmp);
	for (i = 0; i < nmarks; i++)
		split(&marks[i]);
	free(marks);

	html = cmark_render_html(doc, CMARK_OPT_DEFAULT, NULL);
	out = xstrdup(html);
	free(html);
	return out;
}
