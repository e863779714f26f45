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
#include "render_checker.h"
#include "render_evidence.h"
#include "words.h"

#define RENDER_TOC_MAX	1000

struct page {
	struct report		*rep;
	const struct runset	*rs;
	const struct render_opts *o;
	xmlDocPtr		 doc;
	struct strtab		 ids;	/* heading ids given so far */
	struct strtab		 own;	/* the page's own ids (reserved) */
	size_t			 ntoc;	/* headings listed in the contents */
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

/* The keys of a verdict's words: "verdict.ok", "spoken.ok"... */
static const char *
vkey(struct buf *b, const char *kind, enum verdict v)
{
	b->len = 0;
	buf_printf(b, "%s.%s", kind, claim_verdict_name(v));
	return b->data;
}

static const char *
vword(const struct page *p, const char *kind, enum verdict v)
{
	struct buf k = {0};
	const char *w = html_str(p->o->strings, vkey(&k, kind, v));

	buf_free(&k);
	return w;
}

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
	/*
	 * The page's own elements: the template's ids, the checker's and
	 * the patterns the renderers and the checker's script use.  A
	 * heading "## vr-data" or "## tip-1" gets "h-vr-data", "h-tip-1"
	 * (nothing of the page's starts with "h-"), so that
	 * getElementById finds the page's element and not the heading.
	 */
	static const char *const prefixes[] = { "claim-", "tip-", "check-",
	    "runs-", "ck-", "vr-", "checker" };
	struct buf mangled = {0};
	uint32_t b;
	size_t k;

	if (base[0] == '\0')
		base = "section";
	for (k = 0; k < sizeof(prefixes) / sizeof(prefixes[0]); k++)
		if (strncmp(base, prefixes[k], strlen(prefixes[k])) == 0)
			break;
	if (k < sizeof(prefixes) / sizeof(prefixes[0]) ||
	    strtab_find(&p->own, base, strlen(base)) >= 0) {
		buf_printf(&mangled, "h-%s", base);
		base = mangled.data;
	}
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
	buf_free(&mangled);
}

/*
 * The file name of a path, as a title: not the path as typed, which
 * may say where the user's home or the CI's work folder is.
 */
static const char *
base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL && slash[1] != '\0' ? slash + 1 : path;
}

/* Records the ids of the page's template (main...) as its own. */
static void
own_ids(struct page *p, xmlNodePtr n)
{
	xmlChar *id;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if ((id = xmlGetProp(n, BAD_CAST "id")) != NULL) {
			strtab_intern(&p->own, (const char *)id,
			    strlen((const char *)id));
			xmlFree(id);
		}
		own_ids(p, n->children);
	}
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
explain(const struct page *p, struct buf *b, const struct claim *c)
{
	if (c->verdict == VERDICT_ERROR) {
		struct buf why = {0};

		render_calc_error(&why, c, p->o->strings);
		html_strf(b, p->o->strings, "claim.error", "spoken",
		    vword(p, "spoken", VERDICT_ERROR), "error",
		    why.data != NULL ? why.data : "", (char *)NULL);
		buf_free(&why);
		return;
	}
	render_calc(b, c, p->o);
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

/* Noise marks: not a colour alone, a sign beside the verdict's. */
#define NOISE_MARK	"\xE2\x88\xBF"	/* ∿ within noise */
#define FLAT_MARK	"\xE2\x89\xA0"	/* ≠ written flat, runs apart */
#define UNIT_MARK	"\xE2\x9A\xA0"	/* ⚠ a unit word against the data's */

/* A unit's name for the tooltip: "ms", or "percent" for a _pct metric. */
static const char *
unit_word(const struct metric_unit *u)
{
	return u->name != NULL ? u->name : u->dim == UNIT_FRACTION ?
	    "%" : "?";
}

int
render_report_support(struct buf *b, const struct claim *c,
    const struct render_opts *o)
{
	const struct claim_support *s = &c->support;
	enum support_flag f = claim_support_flag(c);
	char p[32], n[3][24];

	if (!o->noise || f == SUPPORT_FLAG_NONE)
		return 0;
	snprintf(p, sizeof(p), "%.2g", s->p);
	snprintf(n[0], sizeof(n[0]), "%zu", s->nb);
	snprintf(n[1], sizeof(n[1]), "%zu", s->na);
	snprintf(n[2], sizeof(n[2]), "%zu", s->runs_needed);
	if (f == SUPPORT_FLAG_FLAT)
		html_strf(b, o->strings, s->overlap ? "noise.flat.p" :
		    "noise.flat", "p", p, (char *)NULL);
	else if (s->cls == SUPPORT_AGAINST)
		html_strf(b, o->strings, s->overlap ? "noise.against.p" :
		    "noise.against", "p", p, (char *)NULL);
	else if (s->na == s->nb)
		html_strf(b, o->strings, "noise.same", "n", n[0], "p", p,
		    (char *)NULL);
	else
		html_strf(b, o->strings, "noise.sides", "b", n[0], "a", n[1],
		    "p", p, (char *)NULL);
	/* Runs too few for any test to reach 0.05 can never be clear. */
	if (s->cls == SUPPORT_NOISE && s->runs_needed > 0)
		html_strf(b, o->strings, "noise.need", "k", n[2],
		    (char *)NULL);
	return 1;
}

/* Turns one marker link into the claim's markup. */
static void
mark_claim(struct page *p, xmlNodePtr a, size_t i)
{
	const struct claim *c = &p->rep->claims[i];
	xmlNodePtr num, n, next, s;
	struct buf b = {0};
	enum support_flag sf;

	sf = p->o->noise ? claim_support_flag(c) : SUPPORT_FLAG_NONE;
	/*
	 * Runs that separate the other way (against) are not within noise:
	 * the verdict's own mark says the claim is wrong, and the tooltip
	 * says how the runs go; ∿ would say they overlap.
	 */
	if (sf == SUPPORT_FLAG_NOISE && c->support.cls == SUPPORT_AGAINST)
		sf = SUPPORT_FLAG_NONE;
	html_attrf(a, "class", "claim v-%s%s%s", claim_verdict_name(c->verdict),
	    sf == SUPPORT_FLAG_NOISE ? " noise" : sf == SUPPORT_FLAG_FLAT ?
	    " flat" : "", c->unit_slip && c->verdict != VERDICT_ERROR ?
	    " unit" : "");
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
	html_text(s, html_strf(&b, p->o->strings, "claim.sr", "spoken",
	    vword(p, "spoken", c->verdict), (char *)NULL));
	b.len = 0;
	if (sf != SUPPORT_FLAG_NONE) {
		/* The support's mark and its words for a screen reader. */
		s = html_elc(a, "span", "nmark");
		html_attr(s, "aria-hidden", "true");
		html_text(s, sf == SUPPORT_FLAG_FLAT ? FLAT_MARK : NOISE_MARK);
		s = html_elc(a, "span", "sr-only");
		html_text(s, html_str(p->o->strings, sf == SUPPORT_FLAG_FLAT ?
		    "noise.flat.sr" : "noise.sr"));
	}
	if (c->unit_slip && c->verdict != VERDICT_ERROR) {
		/* The unit finding (section 3.2): its own mark and words. */
		s = html_elc(a, "span", "umark");
		html_attr(s, "aria-hidden", "true");
		html_text(s, UNIT_MARK);
		s = html_elc(a, "span", "sr-only");
		html_text(s, html_str(p->o->strings, "unit.sr"));
	}
	if (c->verdict == VERDICT_WRONG || c->verdict == VERDICT_FLIPPED) {
		struct buf v = {0};

		s = html_elc(a, "span", "gives");
		format_shown(&v, c);
		html_text(s, html_strf(&b, p->o->strings, "claim.gives",
		    "value", v.data != NULL ? v.data : "", (char *)NULL));
		b.len = 0;
		buf_free(&v);
	}
	s = html_elc(a, "span", "tip");
	html_attr(s, "role", "tooltip");
	html_attrf(s, "id", "tip-%zu", i);
	explain(p, &b, c);
	html_text(s, b.data);
	b.len = 0;
	/* The support's sentence, on a line of its own in the tooltip. */
	if (render_report_support(&b, c, p->o))
		html_text(html_elc(s, "span", "tip-noise"), b.data);
	if (c->unit_slip && c->verdict != VERDICT_ERROR) {
		b.len = 0;
		html_text(html_elc(s, "span", "tip-unit"), html_strf(&b,
		    p->o->strings, "unit.tip", "written",
		    unit_word(&c->unit_written), "computed",
		    unit_word(&c->unit_computed), (char *)NULL));
	}
	buf_free(&b);
}

static void
mark_unbound(const struct page *p, xmlNodePtr a)
{
	xmlNodePtr s;

	xmlNodeSetName(a, BAD_CAST "span");
	xmlUnsetProp(a, BAD_CAST "href");
	html_attr(a, "class", "unbound");
	html_attr(a, "title", html_str(p->o->strings, "unbound.title"));
	s = html_elc(a, "span", "sr-only");
	html_text(s, html_str(p->o->strings, "unbound.sr"));
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
				mark_unbound(p, n);
			xmlFree(href);
			continue;
		}
		if ((level = heading_level(n)) > 0) {
			struct buf slug = {0}, id = {0};
			char *text = html_content(n);

			slugify(text, &slug);
			unique_id(p, slug.data != NULL ? slug.data : "", &id);
			html_attr(n, "id", id.data);
			/*
			 * A contents list of the first RENDER_TOC_MAX: more
			 * is no help to a reader, and 8 MB of headings made
			 * a list of 700,000 entries, a third of the page's
			 * memory.
			 */
			if (toc != NULL && level >= 2 && level <= 3 &&
			    p->ntoc++ < RENDER_TOC_MAX) {
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

/* A count, in digits. */
static const char *
count(struct buf *b, size_t n)
{
	b->len = 0;
	buf_printf(b, "%zu", n);
	return b->data;
}

static void
banner(struct page *p, xmlNodePtr slot)
{
	const struct html_strings *S = p->o->strings;
	size_t n[VERDICT__MAX] = {0}, i, bound, failing = 0;
	xmlNodePtr s, ul, li, a;
	struct buf b = {0}, k = {0};
	int v;

	for (i = 0; i < p->rep->nclaims; i++) {
		n[p->rep->claims[i].verdict]++;
		failing += p->rep->claims[i].verdict != VERDICT_OK;
	}
	/* The verdict in one sentence, first; the band red when any fails. */
	if (failing > 0)
		html_attr(slot, "class", "banner fails");
	s = html_elc(slot, "p", "landing");
	b.len = 0;
	if (p->rep->nclaims == 0)
		html_strf(&b, S, "landing.none", (char *)NULL);
	else if (failing == 0)
		html_strn(&b, S, "landing.ok", p->rep->nclaims, "runs",
		    count(&k, p->rs != NULL ? p->rs->nruns : 0), (char *)NULL);
	else {
		struct buf t = {0};

		buf_printf(&t, "%zu", p->rep->nclaims);
		html_strn(&b, S, "landing.bad", failing, "total", t.data,
		    "runs", count(&k, p->rs != NULL ? p->rs->nruns : 0),
		    (char *)NULL);
		buf_free(&t);
	}
	html_text(html_el(s, "strong"), b.data);
	b.len = 0;
	s = html_elc(slot, "p", "counts");
	html_text(html_elc(s, "strong", NULL), html_strn(&b, S,
	    "banner.claims", p->rep->nclaims, (char *)NULL));
	for (v = 0; v < VERDICT__MAX; v++) {
		xmlNodePtr c = html_elc(s, "span", NULL);

		html_attrf(c, "class", "count v-%s%s",
		    claim_verdict_name((enum verdict)v), n[v] > 0 ? "" :
		    " zero");
		b.len = 0;
		html_text(c, html_strf(&b, S, "banner.count", "mark", marks[v],
		    "n", count(&k, n[v]), "verdict", vword(p, "verdict",
		    (enum verdict)v), (char *)NULL));
	}
	{
		xmlNodePtr c = html_elc(s, "span", "count unbound-count");

		b.len = 0;
		html_text(c, html_strn(&b, S, "banner.unbound",
		    p->rep->nunbound, (char *)NULL));
	}
	/*
	 * Numbers in code blocks are not read (section 5): say so, so a
	 * pasted plain-text table of results does not look checked.
	 */
	if (p->rep->ncode > 0) {
		xmlNodePtr c = html_elc(s, "span", "count in-code");

		b.len = 0;
		html_text(c, html_strn(&b, S, "banner.in_code",
		    p->rep->ncode, (char *)NULL));
	}
	/*
	 * Within noise, and flat but separate, as verify-report's summary
	 * counts them: a reader weighs "all agree" by how many of them
	 * the runs cannot tell from noise.
	 */
	{
		size_t nz = 0, fl = 0;

		for (i = 0; i < p->rep->nclaims; i++) {
			enum support_flag f = claim_support_flag(&p->rep->claims[i]);

			nz += f == SUPPORT_FLAG_NOISE;
			fl += f == SUPPORT_FLAG_FLAT;
		}
		if (nz > 0) {
			b.len = 0;
			html_text(html_elc(s, "span", "count noise"), html_strn(&b,
			    S, "banner.noise", nz, (char *)NULL));
		}
		if (fl > 0) {
			b.len = 0;
			html_text(html_elc(s, "span", "count flat"), html_strn(&b,
			    S, "banner.flat", fl, (char *)NULL));
		}
	}
	bound = p->rep->nclaims;
	if (bound + p->rep->nunbound > 0) {
		xmlNodePtr c = html_elc(s, "span", "count coverage");

		k.len = 0;
		/* As verify-report's summary says it: one decimal. */
		buf_printf(&k, "%.1f", 100.0 * (double)bound /
		    (double)(bound + p->rep->nunbound));
		b.len = 0;
		html_text(c, html_strf(&b, S, "banner.coverage", "pct", k.data,
		    (char *)NULL));
	}
	/* What the marks are for, once, before the report. */
	if (p->rep->nclaims > 0) {
		b.len = 0;
		html_text(html_elc(slot, "p", "how"), html_strf(&b, S,
		    "banner.how", (char *)NULL));
	}
	if (failing == 0) {
		buf_free(&b);
		buf_free(&k);
		return;
	}
	s = html_elc(slot, "details", "failing");
	html_attr(s, "open", "open");
	b.len = 0;
	html_text(html_el(s, "summary"), html_strn(&b, S, "banner.failing",
	    failing, (char *)NULL));
	ul = html_el(s, "ul");
	for (i = 0; i < p->rep->nclaims; i++) {
		const struct claim *c = &p->rep->claims[i];
		if (c->verdict == VERDICT_OK)
			continue;
		li = html_el(ul, "li");
		a = html_el(li, "a");
		html_attrf(a, "href", "#claim-%zu", i);
		html_text(a, render_where_label(p->rep, S, c, &b));
		b.len = 0;
		if (c->verdict == VERDICT_ERROR) {
			k.len = 0;
			render_calc_error(&k, c, S);
			html_strf(&b, S, "banner.error", "mark",
			    marks[c->verdict], "text", c->text, "error",
			    k.data != NULL ? k.data : "", (char *)NULL);
		} else {
			k.len = 0;
			format_shown(&k, c);
			html_strf(&b, S, "banner.wrong", "mark",
			    marks[c->verdict], "verdict",
			    vword(p, "verdict", c->verdict), "text", c->text,
			    "value", k.data != NULL ? k.data : "",
			    (char *)NULL);
		}
		html_text(li, b.data);
	}
	buf_free(&b);
	buf_free(&k);
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

/*
 * The test cases whose claims n holds, by their claims' tooltips
 * ("tip-N", the claim's number): bit i of found for tcs[i].
 */
static void
claims_in(const struct page *p, xmlNodePtr n, const struct cited *tcs,
    size_t ntc, unsigned char *found)
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
discussed_at(const struct page *p, xmlNodePtr body, const struct cited *tcs,
    size_t ntc, xmlNodePtr *where, char *const *files, xmlNodePtr *at)
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

		if (n->type != XML_ELEMENT_NODE || heading_level(n) > 0)
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

static void
insert_charts(struct page *p, const struct site *s, xmlNodePtr body)
{
	struct cited tcs[256];
	size_t ntc = cited_tcs(p->rep, tcs, 256), i, left = 0;
	xmlNodePtr n, at, fig, img, cap, where[256], other[256];
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

		if (heading_level(n) < 2)
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
		level = heading_level(n);
		/* After the section's first table, or under its heading. */
		at = n;
		for (n = level > 0 ? n->next : NULL; n != NULL; n = n->next) {
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
		buf_free(&path);
		xmlAddNextSibling(at, fig);
		free(file);
	}
}

/*
 * Whether n is the paragraph report_html made of the marker
 * <!-- checker -->: a lone link to "vr-checker:".
 */
static int
is_marker(xmlNodePtr n)
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
static void
place_checker(struct page *p, xmlNodePtr body, xmlNodePtr sec)
{
	xmlNodePtr n, h = NULL;
	size_t w;
	int level = 0;

	(void)p;
	for (n = body->children; n != NULL; n = n->next)
		if (is_marker(n)) {
			xmlAddPrevSibling(n, sec);
			xmlUnlinkNode(n);
			xmlFreeNode(n);
			return;
		}
	for (n = body->children; n != NULL && h == NULL; n = n->next) {
		struct buf text = {0};

		if ((level = heading_level(n)) == 0)
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
		int l = heading_level(n);

		if (l > 0 && l <= level) {
			xmlAddPrevSibling(n, sec);
			return;
		}
	}
	xmlAddChild(body, sec);
}

/* A size in MB for a sentence: "1609", "2.5", "0.05". */
static void
megabytes(struct buf *b, size_t n)
{
	if (n < 1000u * 1000)
		buf_printf(b, "%.2f", (double)n / 1e6);
	else if (n < 10u * 1000 * 1000)
		buf_printf(b, "%.1f", (double)n / 1e6);
	else
		buf_printf(b, "%zu", (n + 500000) / 1000000);
}

/*
 * Says, beside the page's links, that the site holds no copy of the raw
 * runs: they are at the link (--results-url) or past the site's budget.
 */
static void
results_note(const struct render_opts *o, xmlNodePtr nav)
{
	struct buf b = {0}, size = {0}, budget = {0};

	megabytes(&size, o->results_bytes);
	if (o->results_away == RESULTS_URL)
		html_strf(&b, o->strings, "nav.note.url", "size", size.data,
		    (char *)NULL);
	else {
		megabytes(&budget, o->budget_bytes);
		html_strf(&b, o->strings, "nav.note.over", "size", size.data,
		    "budget", budget.data, (char *)NULL);
	}
	html_text(html_elc(nav, "span", "nav-note"), b.data);
	buf_free(&b);
	buf_free(&size);
	buf_free(&budget);
}

/*
 * The least markup of a claim on a page: its link, number, mark and
 * words ('<a href="#check-0" class="claim v-ok" id="claim-0" ...'
 * takes over 200 bytes).
 */
#define CLAIM_MARKUP_MIN	128

size_t
render_report_floor(const struct report *rep, const struct html_strings *S)
{
	/* <span class="unbound" title="T">N<span class="sr-only">W</span></span> */
	size_t each = sizeof("<span class=\"unbound\" title=\"\">"
	    "<span class=\"sr-only\"></span></span>") - 1 +
	    strlen(html_str(S, "unbound.title")) +
	    strlen(html_str(S, "unbound.sr"));
	size_t i, n = 0;

	for (i = 0; i < rep->nunbound; i++)
		n += rep->unbound[i].node != NULL &&
		    !report_node_in_link(rep->unbound[i].node);
	return n * each + rep->nclaims * CLAIM_MARKUP_MIN;
}

/* Says that page out passes the budget of a file, at least by bytes. */
static int
over_page(const struct render_opts *o, const char *out, size_t bytes,
    int exact, struct diag *d)
{
	if (o->over != NULL) {
		*o->over = bytes;
		return 0;
	}
	diag(d, DIAG_ERROR, out, 0, 0, "the page would pass a file's budget "
	    "of %u bytes (docs/site.md): it takes %s%zu bytes; "
	    "nothing is written (split the report, or "
	    "bind or remove numbers)", SITE_FILE_MAX, exact ? "" : "at least ",
	    bytes);
	return 0;
}

/*
 * Says, beside the page's links, that the median table is cut into
 * pages, and links each by the test cases it holds.
 */
static void
parts_note(const struct render_opts *o, xmlNodePtr nav)
{
	struct buf b = {0}, k = {0}, n = {0};
	xmlNodePtr note = html_elc(nav, "span", "nav-note");
	size_t i;

	buf_printf(&k, "%zu", o->part + 1);
	buf_printf(&n, "%zu", o->nparts);
	html_text(note, html_strf(&b, o->strings, "nav.parts", "k", k.data,
	    "n", n.data, (char *)NULL));
	for (i = 0; i < o->nparts; i++) {
		xmlNodePtr a;

		html_text(note, " ");
		if (i == o->part) {
			html_text(html_el(note, "strong"), o->part_labels[i]);
			continue;
		}
		a = html_el(note, "a");
		html_attr(a, "href", o->part_names[i]);
		html_text(a, o->part_labels[i]);
	}
	buf_free(&b);
	buf_free(&k);
	buf_free(&n);
}

int
render_report(struct site *s, const char *out, struct report *rep,
    const struct runset *rs, const struct render_opts *o, struct diag *d)
{
	struct page p;
	struct buf path = {0}, html = {0};
	xmlNodePtr body, slot, toc = NULL, n, next;
	char *frag, *title = NULL;
	size_t floor;

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
	own_ids(&p, xmlDocGetRootElement(p.doc));
	/*
	 * The page's budget before its cost: the markup the numbers need,
	 * then the report's HTML, which the page holds and more.
	 */
	if ((floor = render_report_floor(rep, o->strings)) > SITE_FILE_MAX) {
		strtab_free(&p.own);
		xmlFreeDoc(p.doc);
		return over_page(o, out, floor, 0, d);
	}
	frag = report_html(rep);
	if (strlen(frag) + floor > SITE_FILE_MAX) {
		floor += strlen(frag);
		free(frag);
		strtab_free(&p.own);
		xmlFreeDoc(p.doc);
		return over_page(o, out, floor, 0, d);
	}
	html_append_fragment(body, frag);
	free(frag);
	/* The title before the marks add their words to the heading. */
	for (n = body->children; n != NULL && title == NULL; n = n->next)
		if (heading_level(n) == 1)
			title = html_content(n);
	if ((slot = html_slot(p.doc, "toc")) != NULL)
		toc = html_el(slot, "ol");
	transform(&p, body->children, toc);
	if ((slot = html_slot(p.doc, "title")) != NULL) {
		/* The verdict first: a tab or a bookmark shows it. */
		struct buf t = {0};
		size_t i, bad = 0;

		struct buf named = {0};
		size_t nz = 0;

		for (i = 0; i < rep->nclaims; i++) {
			bad += rep->claims[i].verdict != VERDICT_OK;
			nz += claim_support_flag(&rep->claims[i]) ==
			    SUPPORT_FLAG_NOISE;
		}
		/* The noise count too, as the banner and the command say it. */
		if (nz > 0)
			html_strn(&named, o->strings, "title.noise", nz, "title",
			    title != NULL ? title : base_name(rep->path),
			    (char *)NULL);
		else
			buf_adds(&named, title != NULL ? title :
			    base_name(rep->path));
		if (rep->nclaims == 0)
			buf_adds(&t, named.data);
		else if (bad == 0)
			html_strf(&t, o->strings, "title.ok", "title",
			    named.data, (char *)NULL);
		else
			html_strn(&t, o->strings, "title.bad", bad, "title",
			    named.data, (char *)NULL);
		buf_free(&named);
		html_text(slot, t.data);
		buf_free(&t);
	}
	/* The link that skips the claims to the checker, where there is one. */
	if ((slot = html_slot(p.doc, "skip-checker")) != NULL && !o->checker) {
		xmlUnlinkNode(slot);
		xmlFreeNode(slot);
	}
	if ((slot = html_slot(p.doc, "banner")) != NULL)
		banner(&p, slot);
	if ((slot = html_slot(p.doc, "nav")) != NULL) {
		static const char *const nav[][2] = {
			{ NULL, "nav.report" }, { NULL, "nav.analysis" },
			{ "data/results.jsonl", "nav.results" },
			{ "data/analysis_full.md", "nav.table" }
		};
		size_t i;

		for (i = 0; i < sizeof(nav) / sizeof(nav[0]); i++) {
			xmlNodePtr a;

			/* No copy of the runs and nowhere to link: no link. */
			if (i == 2 && o->results_away == RESULTS_OVER)
				continue;
			a = html_el(slot, "a");
			html_attr(a, "href", i == 0 ? o->nav_report : i == 1 ?
			    o->nav_analysis : i == 2 && o->nav_results != NULL ?
			    o->nav_results : nav[i][0]);
			html_text(a, html_str(o->strings, nav[i][1]));
		}
		if (o->results_away != RESULTS_HERE)
			results_note(o, slot);
		if (o->nparts > 1)
			parts_note(o, slot);
	}
	if (o->charts)
		insert_charts(&p, s, body);
	if (o->checker) {
		xmlNodePtr ev, sec = render_checker_section(p.doc, s, out, rep,
		    rs, o, d);

		if (sec == NULL) {
			free(title);
			strtab_free(&p.ids);
			strtab_free(&p.own);
			strtab_free(&p.bases);
			free(p.next);
			xmlFreeDoc(p.doc);
			return 0;
		}
		place_checker(&p, body, sec);
		/* Inside the prose (below), the checker speaks the page's. */
		if (o->prose_lang != NULL && strcmp(o->prose_lang,
		    html_strings_lang(o->strings)) != 0)
			html_attr(sec, "lang", html_strings_lang(o->strings));
		/*
		 * Each claim's evidence, reached by its link without script:
		 * an appendix after the report, so that paper prints the
		 * report whole and then the evidence, not one inside the other.
		 */
		ev = render_evidence(p.doc, rep, rs, o, marks);
		if (o->prose_lang != NULL && strcmp(o->prose_lang,
		    html_strings_lang(o->strings)) != 0)
			html_attr(ev, "lang", html_strings_lang(o->strings));
		xmlAddChild(body, ev);
	}
	/* Markers the checker did not take (a page without it). */
	for (n = body->children; n != NULL; n = next) {
		next = n->next;
		if (is_marker(n)) {
			xmlUnlinkNode(n);
			xmlFreeNode(n);
		}
	}
	/* The template's own words, and the language of the page. */
	html_fill_strs(xmlDocGetRootElement(p.doc), o->strings);
	html_attr(xmlDocGetRootElement(p.doc), "lang",
	    html_strings_lang(o->strings));
	/*
	 * The report's prose keeps its own language when --lang gave the
	 * page another, so a screen reader speaks it in its voice; the
	 * checker inside it is the page's.
	 */
	if (o->prose_lang != NULL && strcmp(o->prose_lang,
	    html_strings_lang(o->strings)) != 0) {
		html_attr(body, "lang", o->prose_lang);
		if (toc != NULL)
			html_attr(toc, "lang", o->prose_lang);
	}
	html_save(p.doc, &html);
	if (html.len > SITE_FILE_MAX) {
		floor = html.len;
		buf_free(&html);
		free(title);
		strtab_free(&p.ids);
		strtab_free(&p.own);
		strtab_free(&p.bases);
		free(p.next);
		xmlFreeDoc(p.doc);
		return over_page(o, out, floor, 1, d);
	}
	site_add(s, out, html.data, html.len);
	free(title);
	strtab_free(&p.ids);
	strtab_free(&p.own);
	strtab_free(&p.bases);
	free(p.next);
	xmlFreeDoc(p.doc);
	return 1;
}
