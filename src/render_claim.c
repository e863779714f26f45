/*
 * A claim's markup on the report page: its number linked to its
 * evidence, its verdict's mark and words, its support's and unit's
 * marks, and its tooltip; and an unbound number's markup.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_page.h"
#include "report_anchor.h"

const char *const render_claim_marks[VERDICT__MAX] = {
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

const char *
render_claim_word(const struct render_page *p, const char *kind,
    enum verdict v)
{
	struct buf k = {0};
	const char *w = html_str(p->o->strings, vkey(&k, kind, v));

	buf_free(&k);
	return w;
}

void
render_claim_shown(struct buf *b, const struct claim *c)
{
	if (c->verdict != VERDICT_ERROR)
		claim_format_value(b, c, c->v);
}

/* The words a tooltip and the checker show for a claim. */
static void
explain(const struct render_page *p, struct buf *b, const struct claim *c)
{
	if (c->verdict == VERDICT_ERROR) {
		struct buf why = {0};

		render_calc_error(&why, c, p->o->strings);
		html_strf(b, p->o->strings, "claim.error", "spoken",
		    render_claim_word(p, "spoken", VERDICT_ERROR), "error",
		    why.data != NULL ? why.data : "", (char *)NULL);
		buf_free(&why);
		return;
	}
	render_calc(b, c, p->o);
	buf_adds(b, " = ");
	render_claim_shown(b, c);
	render_claim_meant(b, c, p->o->strings);
}

void
render_claim_meant(struct buf *b, const struct claim *c,
    const struct html_strings *S)
{
	struct buf m = {0}, t = {0};

	if (!claim_word_signed(c))
		return;
	claim_format_value(&m, c, c->num.a.value);
	buf_adds(b, "; ");
	buf_adds(b, html_strf(&t, S, "claim.word", "written", c->text, "word",
	    c->dirword, "meant", m.data, (char *)NULL));
	buf_free(&m);
	buf_free(&t);
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
render_claim_support(struct buf *b, const struct claim *c,
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
void
render_claim_mark(struct render_page *p, xmlNodePtr a, size_t i)
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
		/* Its stable anchor: a link shared to it outlives edits. */
		html_attrf(a, "href", "#%s", p->anchors + i *
		    REPORT_ANCHOR_SIZE);
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
	html_text(s, render_claim_marks[c->verdict]);
	s = html_elc(a, "span", "sr-only");
	html_text(s, html_strf(&b, p->o->strings, "claim.sr", "spoken",
	    render_claim_word(p, "spoken", c->verdict), (char *)NULL));
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
		render_claim_shown(&v, c);
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
	if (render_claim_support(&b, c, p->o))
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

void
render_claim_unbound(const struct render_page *p, xmlNodePtr a)
{
	xmlNodePtr s;

	xmlNodeSetName(a, BAD_CAST "span");
	xmlUnsetProp(a, BAD_CAST "href");
	html_attr(a, "class", "unbound");
	html_attr(a, "title", html_str(p->o->strings, "unbound.title"));
	s = html_elc(a, "span", "sr-only");
	html_text(s, html_str(p->o->strings, "unbound.sr"));
}

/*
 * Adds a claim's mark or evidence block to the page's least size (its
 * parts do not overlap, so the sum stays a lower bound), and says
 * whether the page still fits a file's budget: render_report refuses it
 * at the first claim past it, before the rest is built.
 */
int
render_page_count(struct render_page *p, xmlNodePtr n, size_t i)
{
	/* Something asks the page's size (analysis_pages): it is built. */
	if (p->o->over != NULL)
		return 1;
	if (p->over == 0 && (p->floor += html_floor(n)) > SITE_FILE_MAX)
		p->over = i + 1;
	return p->over == 0;
}
