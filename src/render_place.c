/*
 * Where things go on the report page: each cited test case's chart
 * beside the section or table that discusses it, and the checker at
 * the report's marker or under the heading that names it.
 */
#include <stdlib.h>
#include <string.h>

#include "render_page.h"
#include "words.h"

/* The test cases cited by the report, each with its metrics. */
struct cited {
	const char	*tc;
	const char	*metrics[64];
	size_t		 n;
};

static size_t
cited_tcs(const struct report *rep, struct cited *out, size_t max)
{
	size_t i, j, k, m, n = 0;
	const char *names[16];

	for (i = 0; i < rep->nclaims; i++) {
		const struct addr *a = rep->claims[i].addr;

		if (a == NULL || a->constant || a->tc == NULL ||
		    rep->claims[i].verdict == VERDICT_ERROR)
			continue;
		for (j = 0; j < n && strcmp(out[j].tc, a->tc) != 0; j++)
			;
		if (j == n) {
			if (n == max)
				continue;
			out[n].tc = a->tc;
			out[n].n = 0;
			n++;
		}
		m = claim_expr_metrics(a->expr, names, 16);
		for (k = 0; k < m && k < 16; k++) {
			size_t l;

			for (l = 0; l < out[j].n &&
			    strcmp(out[j].metrics[l], names[k]) != 0; l++)
				;
			if (l == out[j].n && out[j].n < 64)
				out[j].metrics[out[j].n++] = names[k];
		}
	}
	return n;
}

static int
site_has(const struct site *s, const char *path)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (strcmp(s->files[i].path, path) == 0)
			return 1;
	return 0;
}

/*
 * The test cases whose claims n holds, by their claims' tooltips
 * ("tip-N", the claim's number): bit i of found for tcs[i].
 */
static void
claims_in(const struct render_page *p, xmlNodePtr n,
    const struct cited *tcs, size_t ntc, unsigned char *found)
{
	for (; n != NULL; n = n->next) {
		xmlChar *tip;

		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)n->name, "a") == 0 &&
		    (tip = xmlGetProp(n, BAD_CAST "aria-describedby")) != NULL) {
			char *end;
			unsigned long k;
			size_t i;

			if (strncmp((const char *)tip, "tip-", 4) == 0) {
				k = strtoul((const char *)tip + 4, &end, 10);
				if (*end == '\0' && k < p->rep->nclaims &&
				    p->rep->claims[k].addr != NULL &&
				    p->rep->claims[k].addr->tc != NULL)
					for (i = 0; i < ntc; i++)
						if (strcmp(tcs[i].tc,
						    p->rep->claims[k].addr->tc) == 0)
							found[i] = 1;
			}
			xmlFree(tip);
			continue;
		}
		claims_in(p, n->children, tcs, ntc, found);
	}
}

/*
 * Where a test case no heading names is discussed: after the first
 * table of its claims alone, else the first block of its claims alone,
 * else the first table, else the first block that holds one of them (a
 * report that says "the first case" and binds its numbers still gets
 * its chart).  One pass over the blocks.
 */
static void
discussed_at(const struct render_page *p, xmlNodePtr body,
    const struct cited *tcs, size_t ntc, xmlNodePtr *where,
    char *const *files, xmlNodePtr *at)
{
	unsigned char found[256];
	xmlNodePtr n, first[256], table1[256], any[256];
	size_t i, left = 0, kinds;

	for (i = 0; i < ntc; i++) {
		first[i] = table1[i] = any[i] = at[i] = NULL;
		left += files[i] != NULL && where[i] == NULL;
	}
	for (n = body->children; n != NULL && left > 0; n = n->next) {
		int table;

		if (n->type != XML_ELEMENT_NODE || render_heading_level(n) > 0)
			continue;
		memset(found, 0, ntc);
		claims_in(p, n->children, tcs, ntc, found);
		table = strcmp((const char *)n->name, "table") == 0;
		for (i = kinds = 0; i < ntc; i++)
			kinds += found[i];
		for (i = 0; i < ntc; i++) {
			if (!found[i] || files[i] == NULL || where[i] != NULL ||
			    at[i] != NULL)
				continue;
			if (first[i] == NULL && kinds == 1)
				first[i] = n;
			if (table && table1[i] == NULL)
				table1[i] = n;
			if (any[i] == NULL)
				any[i] = n;
			/* A table of this test case alone is its place. */
			if (table && kinds == 1) {
				at[i] = n;
				left--;
			}
		}
	}
	for (i = 0; i < ntc; i++)
		if (at[i] == NULL)
			at[i] = first[i] != NULL ? first[i] : table1[i] != NULL ?
			    table1[i] : any[i];
}

void
render_place_charts(struct render_page *p, const struct site *s,
    xmlNodePtr body)
{
	struct cited tcs[256];
	size_t ntc = cited_tcs(p->rep, tcs, 256), i, left = 0;
	xmlNodePtr n, at, fig, img, cap, open, a, where[256], other[256];
	char *files[256];
	int level = 0;

	for (i = 0; i < ntc; i++) {
		struct buf path = {0};

		files[i] = render_chart_name(tcs[i].tc);
		buf_printf(&path, "charts/%s", files[i]);
		if (!site_has(s, path.data)) {
			free(files[i]);
			files[i] = NULL;
		} else
			left++;
		where[i] = NULL;
		buf_free(&path);
	}
	/*
	 * Each test case's first heading that names it, in one pass over
	 * the headings, each heading's text read once: a pass per test
	 * case read 8 MB of headings 256 times.
	 */
	for (n = body->children; n != NULL && left > 0; n = n->next) {
		char *text;

		if (render_heading_level(n) < 2)
			continue;
		text = html_content(n);
		for (i = 0; i < ntc; i++)
			if (files[i] != NULL && where[i] == NULL &&
			    text_names_id(text, tcs[i].tc)) {
				where[i] = n;
				left--;
			}
		free(text);
	}
	discussed_at(p, body, tcs, ntc, where, files, other);
	for (i = 0; i < ntc; i++) {
		char *file = files[i];
		struct buf path = {0};

		if (file == NULL)
			continue;
		if ((n = where[i]) == NULL && (n = other[i]) == NULL) {
			free(file);
			continue;
		}
		level = render_heading_level(n);
		/* After the section's first table, or under its heading. */
		at = n;
		for (n = level > 0 ? n->next : NULL; n != NULL; n = n->next) {
			int l = render_heading_level(n);

			if (l > 0 && l <= level)
				break;
			if (n->type == XML_ELEMENT_NODE &&
			    strcmp((const char *)n->name, "table") == 0) {
				at = n;
				break;
			}
		}
		fig = xmlNewDocNode(p->doc, NULL, BAD_CAST "figure", NULL);
		html_attr(fig, "class", "chart");
		/*
		 * An <img> shows no mark's <title> under the pointer: the
		 * chart and its caption link its own file, where each
		 * mark's shows.
		 */
		open = html_el(fig, "a");
		html_attrf(open, "href", "charts/%s", file);
		/* The caption's link is the keyboard's: one stop a chart. */
		html_attr(open, "tabindex", "-1");
		img = html_el(open, "img");
		html_attrf(img, "src", "charts/%s", file);
		/* Charts sit far down the page: load them when scrolled to. */
		html_attr(img, "loading", "lazy");
		path.len = 0;
		render_chart_finding(&path, p->rep, p->rs, tcs[i].tc,
		    p->o->strings);
		html_attr(img, "alt", path.data);
		/*
		 * A phone shows the one-column twin instead (the stylesheet
		 * hides one of the two; a lazy image not shown never loads).
		 */
		path.len = 0;
		buf_printf(&path, "charts/%.*s" CHART_NARROW,
		    (int)(strlen(file) - 4), file);
		if (site_has(s, path.data)) {
			xmlNodePtr narrow = xmlCopyNode(img, 1);

			html_attr(img, "class", "wide");
			html_attr(narrow, "class", "narrow");
			html_attr(narrow, "src", path.data);
			xmlAddNextSibling(img, narrow);
		}
		cap = html_el(fig, "figcaption");
		path.len = 0;
		html_text(cap, html_strf(&path, p->o->strings, "chart.caption",
		    "tc", tcs[i].tc, (char *)NULL));
		html_text(cap, " ");
		a = html_el(cap, "a");
		html_attrf(a, "href", "charts/%s", file);
		html_text(a, html_str(p->o->strings, "chart.open"));
		buf_free(&path);
		xmlAddNextSibling(at, fig);
		free(file);
	}
}

int
render_place_marker(xmlNodePtr n)
{
	xmlNodePtr a;
	xmlChar *href;
	int yes;

	if (n->type != XML_ELEMENT_NODE || strcmp((const char *)n->name,
	    "p") != 0 || (a = n->children) == NULL || a->next != NULL ||
	    a->type != XML_ELEMENT_NODE || strcmp((const char *)a->name,
	    "a") != 0 || (href = xmlGetProp(a, BAD_CAST "href")) == NULL)
		return 0;
	yes = strcmp((const char *)href, "vr-checker:") == 0;
	xmlFree(href);
	return yes;
}

/*
 * Whether n is an element a sighted reader does not see in its place:
 * the text for screen readers (the "(unverified)" of an unbound number)
 * and a claim's tooltip.
 */
static int
unseen(xmlNodePtr n)
{
	xmlChar *cls = xmlGetProp(n, BAD_CAST "class");
	const char *c;
	int yes = 0;

	if (cls == NULL)
		return 0;
	/* Class words, split on spaces. */
	for (c = (const char *)cls; *c != '\0';) {
		size_t l = strcspn(c, " ");

		if ((l == 7 && strncmp(c, "sr-only", 7) == 0) ||
		    (l == 3 && strncmp(c, "tip", 3) == 0))
			yes = 1;
		c += l;
		c += strspn(c, " ");
	}
	xmlFree(cls);
	return yes;
}

/*
 * The words of n a reader sees: a heading is placed by these, never by
 * a word inside its screen-reader text (核对 in "（未核对）", 検証 in
 * 未検証).
 */
static void
seen_text(xmlNodePtr n, struct buf *b)
{
	for (; n != NULL; n = n->next) {
		if (n->type == XML_TEXT_NODE && n->content != NULL)
			buf_adds(b, (const char *)n->content);
		else if (n->type == XML_ELEMENT_NODE && !unseen(n))
			seen_text(n->children, b);
	}
}

/*
 * Puts the checker where the report's marker <!-- checker --> is, else
 * at the end of the section whose heading names it (in any of the
 * site's languages), else at the end of the page.
 */
void
render_place_checker(xmlNodePtr body, xmlNodePtr sec)
{
	xmlNodePtr n, h = NULL;
	size_t w;
	int level = 0;

	for (n = body->children; n != NULL; n = n->next)
		if (render_place_marker(n)) {
			xmlAddPrevSibling(n, sec);
			xmlUnlinkNode(n);
			xmlFreeNode(n);
			return;
		}
	for (n = body->children; n != NULL && h == NULL; n = n->next) {
		struct buf text = {0};

		if ((level = render_heading_level(n)) == 0)
			continue;
		seen_text(n->children, &text);
		for (w = 0; text.len > 0 && w < words_nchecker; w++)
			if (strstr(text.data, words_checker[w]) != NULL)
				h = n;
		buf_free(&text);
	}
	if (h == NULL) {
		xmlAddChild(body, sec);
		return;
	}
	for (n = h->next; n != NULL; n = n->next) {
		int l = render_heading_level(n);

		if (l > 0 && l <= level) {
			xmlAddPrevSibling(n, sec);
			return;
		}
	}
	xmlAddChild(body, sec);
}
