/*
 * The report page: the report as cmark-gfm renders it in safe mode,
 * with every claim marked with its verdict and linked to its evidence,
 * headings anchored, a table of contents, a banner of counts, the
 * charts beside the sections they belong to, and the per-run checker.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"

struct page {
	struct report		*rep;
	const struct runset	*rs;
	const struct render_opts *o;
	xmlDocPtr		 doc;
	struct strtab		 ids;	/* heading ids given so far */
	struct strtab		 bases;	/* their slugs before any "-N", */
	size_t			*next;	/* each with the next N to try */
	size_t			 capnext;
};

static const char *const marks[VERDICT__MAX] = {
	"\xE2\x9C\x93",		/* ✓ ok */
	"\xE2\x89\x88",		/* ≈ near */
	"\xE2\x9C\x97",		/* ✗ wrong */
	"\xE2\x87\x85",		/* ⇅ flipped */
	"\xE2\x9A\xA0"		/* ⚠ error */
};

static const char *const spoken[VERDICT__MAX] = {
	"verified", "near: off by one in the last digit", "wrong",
	"flipped: the data says the opposite direction", "cannot be checked"
};

/* Code points a heading anchor drops: punctuation and symbols. */
static int
slug_drop(uint32_t c)
{
	return (c >= 0xA0 && c <= 0xBF) || c == 0xD7 || c == 0xF7 ||
	    (c >= 0x2000 && c <= 0x206F) || (c >= 0x2190 && c <= 0x23FF) ||
	    (c >= 0x2500 && c <= 0x27BF) || (c >= 0x3000 && c <= 0x303F) ||
	    (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF0F) ||
	    (c >= 0xFF1A && c <= 0xFF20) || (c >= 0xFF3B && c <= 0xFF40) ||
	    (c >= 0xFF5B && c <= 0xFF65);
}

/*
 * A heading's anchor as GitHub writes it, so links written for GitHub
 * keep working: lower case, spaces to "-", punctuation dropped, other
 * letters (CJK included) kept.
 */
static void
slugify(const char *s, struct buf *b)
{
	size_t len = strlen(s), i = 0, n;
	uint32_t c;

	while (i < len) {
		unsigned char ch = (unsigned char)s[i];

		if (ch < 0x80) {
			if ((ch >= 'a' && ch <= 'z') || (ch >= '0' &&
			    ch <= '9') || ch == '-' || ch == '_')
				buf_addc(b, (char)ch);
			else if (ch >= 'A' && ch <= 'Z')
				buf_addc(b, (char)(ch - 'A' + 'a'));
			else if (ch == ' ')
				buf_addc(b, '-');
			i++;
			continue;
		}
		if ((n = utf8_decode(s + i, len - i, &c)) == 0)
			n = 1;
		else if (!slug_drop(c))
			buf_add(b, s + i, n);
		i += n;
	}
}

/*
 * The slug, or the slug and "-1", "-2"... when it is taken.  Each slug
 * remembers its next suffix, so n equal headings cost n tries, not n².
 */
static void
unique_id(struct page *p, const char *base, struct buf *out)
{
	uint32_t b;
	size_t k;

	if (base[0] == '\0')
		base = "section";
	b = strtab_intern(&p->bases, base, strlen(base));
	xgrow_zero(&p->next, &p->capnext, (size_t)b + 1, sizeof(*p->next));
	k = p->next[b];
	do {
		out->len = 0;
		buf_adds(out, base);
		if (k > 0)
			buf_printf(out, "-%zu", k);
		k++;
	} while (strtab_find(&p->ids, out->data, out->len) >= 0);
	p->next[b] = k;
	strtab_intern(&p->ids, out->data, out->len);
}

static int
heading_level(xmlNodePtr n)
{
	const char *nm = (const char *)n->name;

	if (n->type != XML_ELEMENT_NODE || nm[0] != 'h' || nm[1] < '1' ||
	    nm[1] > '6' || nm[2] != '\0')
		return 0;
	return nm[1] - '0';
}

static void
format_shown(struct buf *b, const struct claim *c)
{
	if (c->verdict != VERDICT_ERROR)
		claim_format_value(b, c, c->v);
}

/* The words a tooltip and the checker show for a claim. */
static void
explain(struct buf *b, const struct claim *c)
{
	if (c->verdict == VERDICT_ERROR) {
		buf_printf(b, "%s: %s", spoken[VERDICT_ERROR],
		    c->error != NULL ? c->error : "");
		return;
	}
	buf_adds(b, c->calc != NULL ? c->calc : "");
	buf_adds(b, " = ");
	format_shown(b, c);
}

/*
 * Percent-encodes s as encodeURIComponent does, for a part of a URL's
 * fragment that assets/checker.js decodes ("50%", "a&b" are ids).
 */
static void
url_part(struct buf *b, const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p != '\0'; p++)
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-_.!~*'()", *p))
			buf_addc(b, (char)*p);
		else
			buf_printf(b, "%%%02X", *p);
}

/* Turns one marker link into the claim's markup. */
static void
mark_claim(struct page *p, xmlNodePtr a, size_t i)
{
	const struct claim *c = &p->rep->claims[i];
	xmlNodePtr num, n, next, s;
	struct buf b = {0};

	html_attrf(a, "class", "claim v-%s", claim_verdict_name(c->verdict));
	html_attrf(a, "id", "claim-%zu", i);
	if (p->o->checker_page[0] == '\0')
		html_attrf(a, "href", "#check-%zu", i);
	else {
		const char *names[1];
		size_t m = c->addr != NULL ? claim_expr_metrics(c->addr->expr,
		    names, 1) : 0;

		/* Another page's checker, preset by test case and metric. */
		if (c->addr != NULL && c->addr->tc != NULL && m > 0) {
			struct buf h = {0};

			buf_printf(&h, "%s#tc=", p->o->checker_page);
			url_part(&h, c->addr->tc);
			buf_adds(&h, "&m=");
			url_part(&h, names[0]);
			html_attr(a, "href", h.data);
			buf_free(&h);
		} else
			html_attrf(a, "href", "%s#checker",
			    p->o->checker_page);
	}
	html_attrf(a, "aria-describedby", "tip-%zu", i);
	/* The written number keeps its place; the marks follow it. */
	num = xmlNewDocNode(p->doc, NULL, BAD_CAST "span", NULL);
	html_attr(num, "class", "num");
	for (n = a->children; n != NULL; n = next) {
		next = n->next;
		xmlUnlinkNode(n);
		xmlAddChild(num, n);
	}
	xmlAddChild(a, num);
	s = html_elc(a, "span", "vmark");
	html_attr(s, "aria-hidden", "true");
	html_text(s, marks[c->verdict]);
	s = html_elc(a, "span", "sr-only");
	html_textf(s, " (%s)", spoken[c->verdict]);
	if (c->verdict == VERDICT_WRONG || c->verdict == VERDICT_FLIPPED) {
		s = html_elc(a, "span", "gives");
		format_shown(&b, c);
		html_textf(s, "data: %s", b.data);
		b.len = 0;
	}
	s = html_elc(a, "span", "tip");
	html_attr(s, "role", "tooltip");
	html_attrf(s, "id", "tip-%zu", i);
	explain(&b, c);
	html_text(s, b.data);
	buf_free(&b);
}

static void
mark_unbound(xmlNodePtr a)
{
	xmlNodePtr s;

	xmlNodeSetName(a, BAD_CAST "span");
	xmlUnsetProp(a, BAD_CAST "href");
	html_attr(a, "class", "unbound");
	html_attr(a, "title", "unchecked: no evidence is bound to this number");
	s = html_elc(a, "span", "sr-only");
	html_text(s, " (unchecked)");
}

/* Walks the report's nodes: markers, heading anchors, the contents. */
static void
transform(struct page *p, xmlNodePtr n, xmlNodePtr toc)
{
	xmlNodePtr next;
	xmlChar *href;
	int level;

	for (; n != NULL; n = next) {
		next = n->next;
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)n->name, "a") == 0 &&
		    (href = xmlGetProp(n, BAD_CAST "href")) != NULL) {
			const char *h = (const char *)href;
			char *end;
			unsigned long i;

			if (strncmp(h, "vr-claim:", 9) == 0) {
				i = strtoul(h + 9, &end, 10);
				if (*end == '\0' && i < p->rep->nclaims)
					mark_claim(p, n, i);
			} else if (strncmp(h, "vr-unbound:", 11) == 0)
				mark_unbound(n);
			xmlFree(href);
			continue;
		}
		if ((level = heading_level(n)) > 0) {
			struct buf slug = {0}, id = {0};
			char *text = html_content(n);

			slugify(text, &slug);
			unique_id(p, slug.data != NULL ? slug.data : "", &id);
			html_attr(n, "id", id.data);
			if (toc != NULL && level >= 2 && level <= 3) {
				xmlNodePtr li = html_elc(toc, "li",
				    level == 3 ? "toc-sub" : NULL);
				xmlNodePtr a = html_el(li, "a");

				html_attrf(a, "href", "#%s", id.data);
				html_text(a, text);
			}
			free(text);
			buf_free(&slug);
			buf_free(&id);
		}
		transform(p, n->children, toc);
	}
}

static void
banner(struct page *p, xmlNodePtr slot)
{
	static const char *const names[VERDICT__MAX] = {
		"ok", "near", "wrong", "flipped", "error"
	};
	size_t n[VERDICT__MAX] = {0}, i, bound;
	xmlNodePtr s, ul, li, a;
	struct buf b = {0};
	int v, failing = 0;

	for (i = 0; i < p->rep->nclaims; i++) {
		n[p->rep->claims[i].verdict]++;
		failing += p->rep->claims[i].verdict != VERDICT_OK;
	}
	s = html_elc(slot, "p", "counts");
	html_textf(html_elc(s, "strong", NULL), "%zu claims", p->rep->nclaims);
	for (v = 0; v < VERDICT__MAX; v++) {
		xmlNodePtr c = html_elc(s, "span", NULL);

		html_attrf(c, "class", "count v-%s%s", names[v],
		    n[v] > 0 ? "" : " zero");
		html_textf(c, "%s %zu %s", marks[v], n[v], names[v]);
	}
	{
		xmlNodePtr c = html_elc(s, "span", "count unbound-count");

		html_textf(c, "? %zu unbound", p->rep->nunbound);
	}
	bound = p->rep->nclaims;
	if (bound + p->rep->nunbound > 0) {
		xmlNodePtr c = html_elc(s, "span", "count coverage");

		html_textf(c, "coverage %.0f%%", 100.0 * (double)bound /
		    (double)(bound + p->rep->nunbound));
	}
	if (failing == 0)
		return;
	s = html_elc(slot, "details", "failing");
	html_textf(html_el(s, "summary"), "%d claims need attention",
	    failing);
	ul = html_el(s, "ul");
	for (i = 0; i < p->rep->nclaims; i++) {
		const struct claim *c = &p->rep->claims[i];

		if (c->verdict == VERDICT_OK)
			continue;
		li = html_el(ul, "li");
		a = html_el(li, "a");
		html_attrf(a, "href", "#claim-%zu", i);
		html_textf(a, "line %zu:%zu", c->line, c->col);
		b.len = 0;
		if (c->verdict == VERDICT_ERROR)
			buf_printf(&b, " %s %s: %s", marks[c->verdict], c->text,
			    c->error != NULL ? c->error : "");
		else {
			buf_printf(&b, " %s %s %s, data gives ",
			    marks[c->verdict], claim_verdict_name(c->verdict),
			    c->text);
			format_shown(&b, c);
		}
		html_text(li, b.data);
	}
	buf_free(&b);
}

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

static void
insert_charts(struct page *p, const struct site *s, xmlNodePtr body)
{
	struct cited tcs[256];
	size_t ntc = cited_tcs(p->rep, tcs, 256), i;
	xmlNodePtr n, at, fig, img, cap;

	for (i = 0; i < ntc; i++) {
		char *file = render_chart_name(tcs[i].tc);
		struct buf path = {0};
		int level = 0, have;

		buf_printf(&path, "charts/%s", file);
		have = site_has(s, path.data);
		buf_free(&path);
		if (!have) {
			free(file);
			continue;
		}

		for (n = body->children; n != NULL; n = n->next) {
			char *text;

			if ((level = heading_level(n)) < 2)
				continue;
			text = html_content(n);
			if (text_names_id(text, tcs[i].tc)) {
				free(text);
				break;
			}
			free(text);
		}
		if (n == NULL) {
			free(file);
			continue;
		}
		/* After the section's first table, or under its heading. */
		at = n;
		for (n = n->next; n != NULL; n = n->next) {
			int l = heading_level(n);

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
		img = html_el(fig, "img");
		html_attrf(img, "src", "charts/%s", file);
		/* Charts sit far down the page: load them when scrolled to. */
		html_attr(img, "loading", "lazy");
		html_attrf(img, "alt", "Chart of %s: median per config with "
		    "min-max whiskers and one dot per run, for %zu metrics",
		    tcs[i].tc, tcs[i].n);
		cap = html_el(fig, "figcaption");
		html_textf(cap, "%s: median per config (bar), min~max "
		    "(whisker), each run (dot).", tcs[i].tc);
		xmlAddNextSibling(at, fig);
		free(file);
	}
}

/* --- The checker ---------------------------------------------------- */

/* The runs and the claims, as JSON for assets/checker.js. */
static char *
checker_json(const struct page *p)
{
	const struct runset *rs = p->rs;
	struct buf b = {0};
	size_t i, j;

	buf_adds(&b, "{\"tcs\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->tcs.strs[i]);
	}
	buf_adds(&b, "],\"cfgs\":[");
	for (i = 0; rs != NULL && i < rs->cfgs.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->cfgs.strs[i]);
	}
	buf_adds(&b, "],\"metrics\":[");
	for (i = 0; rs != NULL && i < rs->metrics.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->metrics.strs[i]);
	}
	buf_adds(&b, "],\"metakeys\":[");
	for (i = 0; rs != NULL && i < rs->metakeys.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->metakeys.strs[i]);
	}
	/* The runs themselves are loaded per test case and metric. */
	buf_adds(&b, "],\"tcfile\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		char *file = render_tc_stem(rs->tcs.strs[i]);

		if (i)
			buf_addc(&b, ',');
		json_str(&b, file);
		free(file);
	}
	/* Run counts in one pass over the groups, not one per test case. */
	buf_adds(&b, "],\"tcruns\":[");
	if (rs != NULL) {
		size_t *nruns = xcalloc(rs->tcs.len + 1, sizeof(*nruns));

		for (i = 0; i < rs->ngroups; i++)
			nruns[rs->groups[i].tc] += rs->groups[i].len;
		for (i = 0; i < rs->tcs.len; i++)
			buf_printf(&b, "%s%zu", i ? "," : "", nruns[i]);
		free(nruns);
	}
	buf_adds(&b, "],\"tcmetrics\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		const char *sep = "";

		buf_adds(&b, i ? ",[" : "[");
		for (j = 0; p->o->present != NULL && j < rs->metrics.len; j++)
			if (p->o->present[i * rs->metrics.len + j]) {
				buf_printf(&b, "%s%zu", sep, j);
				sep = ",";
			}
		buf_addc(&b, ']');
	}
	/*
	 * Claims as arrays, to keep the page light: [text, line, col,
	 * address, verdict, tc, [metrics], [[runs, metric, stat, result,
	 * values]...]].  The computation is the tooltip's text (#tip-N); an
	 * input's values are the metric's data, loaded with it, except for
	 * a function of several metrics (median(a/b)), computed per run.
	 */
	buf_adds(&b, "],\"claims\":[");
	for (i = 0; i < p->rep->nclaims; i++) {
		const struct claim *c = &p->rep->claims[i];
		const char *names[8];
		size_t m = 0;

		buf_adds(&b, i ? ",\n[" : "\n[");
		json_str(&b, c->text);
		buf_printf(&b, ",%zu,%zu,", c->line, c->col);
		json_str(&b, c->addr_text);
		buf_addc(&b, ',');
		json_str(&b, claim_verdict_name(c->verdict));
		buf_addc(&b, ',');
		json_str(&b, c->addr != NULL ? c->addr->tc : NULL);
		if (c->addr != NULL)
			m = claim_expr_metrics(c->addr->expr, names, 8);
		buf_adds(&b, ",[");
		for (j = 0; j < m && j < 8; j++) {
			if (j)
				buf_addc(&b, ',');
			json_str(&b, names[j]);
		}
		buf_adds(&b, "],[");
		for (j = 0; j < c->ninputs; j++) {
			const struct claim_input *in = &c->inputs[j];
			size_t k;

			buf_adds(&b, j ? ",[" : "[");
			json_str(&b, in->label);
			buf_addc(&b, ',');
			json_str(&b, in->metric);
			buf_addc(&b, ',');
			json_str(&b, in->stat);
			buf_addc(&b, ',');
			json_num(&b, in->result);
			if (strchr(in->metric, '(') != NULL &&
			    in->values != NULL && in->n <= 64) {
				buf_adds(&b, ",[");
				for (k = 0; k < in->n; k++) {
					if (k)
						buf_addc(&b, ',');
					json_num(&b, in->values[k]);
				}
				buf_addc(&b, ']');
			}
			buf_addc(&b, ']');
		}
		buf_adds(&b, "]]");
	}
	buf_adds(&b, "]}");
	return buf_take(&b);
}

static void
cell_num(xmlNodePtr td, double v)
{
	struct buf b = {0};

	fmt_num(&b, v, 15, 1);
	html_text(td, b.data);
	buf_free(&b);
}

/*
 * The most cells the prerendered tables of a page may hold (metrics x
 * runs of a test case, summed): past it a test case gets a sentence
 * instead of a table that no reader could use and that would make the
 * page quadratic in the data.  A cell is at most about 30 bytes, so
 * the tables stay under 3 MB and the page under the site's 5 MB a
 * file (500,000 cells made a 5.5 MB page of 20,000 runs).
 */
#define PRERENDER_CELLS_MAX	100000

/*
 * Each test case's runs as a table, for readers without JavaScript:
 * a row per metric, a column per run and a median per config.
 */
static void
prerender(struct page *p, xmlNodePtr parent)
{
	const struct runset *rs = p->rs;
	size_t t, m, i, k, gi, ng, budget = PRERENDER_CELLS_MAX;
	size_t *cstart, *corder;
	const uint32_t *gs;
	uint32_t *key;
	double *vals = NULL;
	size_t capv = 0, ntc = rs->tcs.len;

	/* Claims by test case (ntc: none). */
	key = xcalloc(p->rep->nclaims + 1, sizeof(*key));
	for (i = 0; i < p->rep->nclaims; i++) {
		const struct addr *a = p->rep->claims[i].addr;
		long id = a != NULL && a->tc != NULL ? runs_tc_find(rs, a->tc) :
		    -1;

		key[i] = id >= 0 ? (uint32_t)id : (uint32_t)ntc;
	}
	bucket_sort(key, p->rep->nclaims, ntc + 1, &cstart, &corder);
	free(key);

	for (t = 0; t < ntc; t++) {
		xmlNodePtr det, sum, wrap, table, tr, th, td;
		size_t nruns = 0, cols = 0;

		gs = runs_tc_groups(rs, (uint32_t)t, &ng);
		for (gi = 0; gi < ng; gi++) {
			nruns += rs->groups[gs[gi]].len;
			cols += rs->groups[gs[gi]].len + 1;
		}
		det = html_elc(parent, "details", "runs");
		html_attrf(det, "id", "runs-%s", rs->tcs.strs[t]);
		sum = html_el(det, "summary");
		html_textf(sum, "%s: every run (%zu)", rs->tcs.strs[t], nruns);
		/* Targets for claim links when the script does not run. */
		for (k = cstart[t]; k < cstart[t + 1]; k++) {
			xmlNodePtr an = html_elc(det, "span", "anchor");

			html_attrf(an, "id", "check-%zu", corder[k]);
		}
		if (cols * rs->metrics.len > budget) {
			html_textf(html_elc(det, "p", "hint"), "%zu runs of %zu "
			    "metrics are too many to show as a table here; "
			    "data/results.jsonl holds every one.", nruns,
			    rs->metrics.len);
			budget = 0;
			continue;
		}
		budget -= cols * rs->metrics.len;
		wrap = html_elc(det, "div", "scroll");
		table = html_el(wrap, "table");
		tr = html_el(html_el(table, "thead"), "tr");
		html_text(html_el(tr, "th"), "metric");
		for (gi = 0; gi < ng; gi++) {
			const struct rungroup *gr = &rs->groups[gs[gi]];

			for (k = 0; k < gr->len; k++) {
				th = html_el(tr, "th");
				html_textf(th, "%s#%u", rs->cfgs.strs[gr->cfg],
				    (unsigned)rs->runs[gr->runs[k]].rep);
			}
			th = html_elc(tr, "th", "median");
			html_textf(th, "%s median", rs->cfgs.strs[gr->cfg]);
		}
		table = html_el(table, "tbody");
		for (m = 0; m < rs->metrics.len; m++) {
			uint32_t id = rs->metric_order[m];
			int any = 0;

			for (gi = 0; gi < ng && !any; gi++) {
				const struct rungroup *gr =
				    &rs->groups[gs[gi]];

				for (k = 0; k < gr->len && !any; k++) {
					double v;

					any = runs_value(rs,
					    &rs->runs[gr->runs[k]], id, &v);
				}
			}
			if (!any)
				continue;
			tr = html_el(table, "tr");
			html_text(html_el(tr, "th"), rs->metrics.strs[id]);
			for (gi = 0; gi < ng; gi++) {
				const struct rungroup *gr =
				    &rs->groups[gs[gi]];
				const struct stats_group *known;
				size_t n = 0;

				xgrow(&vals, &capv, gr->len, sizeof(double));
				for (k = 0; k < gr->len; k++) {
					td = html_el(tr, "td");
					if (runs_value(rs, &rs->runs[gr->runs[k]],
					    id, &vals[n])) {
						cell_num(td, vals[n]);
						n++;
					} else
						html_text(td, "\xE2\x80\x94");
				}
				td = html_elc(tr, "td", "median");
				known = stats_cache_find(p->o->stats, gs[gi], id);
				if (n > 0)
					cell_num(td, known != NULL ?
					    known->median : stats_median(vals, n));
				else
					html_text(td, "\xE2\x80\x94");
			}
		}
	}
	free(vals);
	free(cstart);
	free(corder);
}

static xmlNodePtr
checker(struct page *p)
{
	xmlNodePtr sec, h, para, ctl, lab, sel, out, box, pre, script;
	char *json;

	sec = xmlNewDocNode(p->doc, NULL, BAD_CAST "section", NULL);
	html_attr(sec, "id", "checker");
	html_attr(sec, "class", "checker");
	html_attr(sec, "aria-labelledby", "checker-h");
	h = html_el(sec, "h2");
	html_attr(h, "id", "checker-h");
	html_attr(h, "tabindex", "-1");
	html_text(h, "Per-run checker");
	para = html_elc(sec, "p", "hint");
	html_text(para, "Pick a test case and a metric to see every run's raw "
	    "value, each config's sorted values with the median marked, and "
	    "the change between configs. Every number of the report links "
	    "here with its computation.");
	ctl = html_elc(sec, "div", "controls");
	html_attr(ctl, "hidden", "hidden");
	lab = html_el(ctl, "label");
	html_text(lab, "Test case ");
	sel = html_el(lab, "select");
	html_attr(sel, "id", "ck-tc");
	lab = html_el(ctl, "label");
	html_text(lab, "Metric ");
	sel = html_el(lab, "select");
	html_attr(sel, "id", "ck-metric");
	box = html_elc(sec, "div", "ck-claim");
	html_attr(box, "id", "ck-claim");
	html_attr(box, "hidden", "hidden");
	out = html_elc(sec, "div", "ck-out");
	html_attr(out, "id", "ck-out");
	html_attr(out, "aria-live", "polite");
	pre = html_elc(sec, "div", "prerendered");
	html_attr(pre, "id", "ck-runs");
	if (p->rs != NULL)
		prerender(p, pre);
	script = html_el(sec, "script");
	html_attr(script, "type", "application/json");
	html_attr(script, "id", "vr-data");
	json = checker_json(p);
	/* json_str escaped "<", ">" and "&": the text cannot end the script. */
	xmlAddChild(script, xmlNewDocText(p->doc, BAD_CAST json));
	free(json);
	return sec;
}

/* Puts the checker at the end of the section that talks about it. */
static void
place_checker(struct page *p, xmlNodePtr body, xmlNodePtr sec)
{
	static const char *const words[] = {
		"\xE6\xA0\xB8\xE5\xAF\xB9", "checker", "Checker"
	};
	xmlNodePtr n, h = NULL;
	size_t w;
	int level = 0;

	(void)p;
	for (n = body->children; n != NULL && h == NULL; n = n->next) {
		char *text;

		if ((level = heading_level(n)) == 0)
			continue;
		text = html_content(n);
		for (w = 0; w < sizeof(words) / sizeof(words[0]); w++)
			if (strstr(text, words[w]) != NULL)
				h = n;
		free(text);
	}
	if (h == NULL) {
		xmlAddChild(body, sec);
		return;
	}
	for (n = h->next; n != NULL; n = n->next) {
		int l = heading_level(n);

		if (l > 0 && l <= level) {
			xmlAddPrevSibling(n, sec);
			return;
		}
	}
	xmlAddChild(body, sec);
}

int
render_report(struct site *s, const char *out, struct report *rep,
    const struct runset *rs, const struct render_opts *o, struct diag *d)
{
	struct page p;
	struct buf path = {0}, html = {0};
	xmlNodePtr body, slot, toc = NULL, n;
	char *frag, *title = NULL;

	memset(&p, 0, sizeof(p));
	p.rep = rep;
	p.rs = rs;
	p.o = o;
	buf_printf(&path, "%s/report.html", o->templates);
	p.doc = html_template(path.data, d);
	buf_free(&path);
	if (p.doc == NULL)
		return 0;
	if ((body = html_slot(p.doc, "body")) == NULL) {
		diag(d, DIAG_ERROR, o->templates, 0, 0,
		    "report.html has no data-slot=\"body\" element");
		xmlFreeDoc(p.doc);
		return 0;
	}
	frag = report_html(rep);
	html_append_fragment(body, frag);
	free(frag);
	/* The title before the marks add their words to the heading. */
	for (n = body->children; n != NULL && title == NULL; n = n->next)
		if (heading_level(n) == 1)
			title = html_content(n);
	if ((slot = html_slot(p.doc, "toc")) != NULL)
		toc = html_el(slot, "ol");
	transform(&p, body->children, toc);
	if ((slot = html_slot(p.doc, "title")) != NULL)
		html_text(slot, title != NULL ? title : rep->path);
	if ((slot = html_slot(p.doc, "banner")) != NULL)
		banner(&p, slot);
	if ((slot = html_slot(p.doc, "nav")) != NULL) {
		xmlNodePtr a = html_el(slot, "a");

		html_attr(a, "href", o->nav_report);
		html_text(a, "Report");
		a = html_el(slot, "a");
		html_attr(a, "href", o->nav_analysis);
		html_text(a, "All medians");
		a = html_el(slot, "a");
		html_attr(a, "href", "data/results.jsonl");
		html_text(a, "results.jsonl");
		a = html_el(slot, "a");
		html_attr(a, "href", "data/analysis_full.md");
		html_text(a, "analysis_full.md");
	}
	if (o->charts)
		insert_charts(&p, s, body);
	if (o->checker)
		place_checker(&p, body, checker(&p));
	html_save(p.doc, &html);
	site_add(s, out, html.data, html.len);
	free(title);
	strtab_free(&p.ids);
	strtab_free(&p.bases);
	free(p.next);
	xmlFreeDoc(p.doc);
	return 1;
}
