/*
 * The report page: the report as cmark-gfm renders it in safe mode,
 * put together with its parts (render_page.h): every claim marked with
 * its verdict and linked to its evidence, headings anchored, a table of
 * contents, a banner of counts, the charts beside the sections they
 * belong to, and the per-run checker; and the page's budget.
 */
#include <stdlib.h>
#include <string.h>

#include "render_checker.h"
#include "render_evidence.h"
#include "render_page.h"
#include "report_anchor.h"

/*
 * The least markup of a claim on a page: its link, number, mark and
 * words ('<a href="#c-0123456789ab" class="claim v-ok" id="claim-0"'
 * takes over 200 bytes).
 */
#define CLAIM_MARKUP_MIN	128

/* <span class="unbound" title="T">N<span class="sr-only">W</span></span> */
#define UNBOUND_MARKUP_MIN	(sizeof("<span class=\"unbound\" title=\"\">" \
	"<span class=\"sr-only\"></span></span>") - 1)

void
render_report_budget(struct report_budget *b)
{
	b->bytes = SITE_FILE_MAX;
	b->claim = CLAIM_MARKUP_MIN;
	b->unbound = UNBOUND_MARKUP_MIN;
}

size_t
render_report_floor(const struct report *rep, const struct html_strings *S)
{
	size_t each = UNBOUND_MARKUP_MIN +
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
 * Says that the page passes the budget of a file at claim p->over - 1:
 * its marks and evidence blocks up to it take more (at least p->floor).
 */
static int
over_claims(const struct render_page *p, struct diag *d)
{
	const struct claim *c = &p->rep->claims[p->over - 1];

	diag(d, DIAG_ERROR, p->rep->path, c->line, c->col, "the page would "
	    "pass a file's budget of %u bytes (docs/site.md): it takes "
	    "at least %zu bytes; nothing is written (split the report, or "
	    "bind or remove numbers)", SITE_FILE_MAX, p->floor);
	return 0;
}

/* Frees what the page and its title hold (each may be unset: zero). */
static void
page_free(struct render_page *p, char *title)
{
	free(title);
	strtab_free(&p->ids);
	strtab_free(&p->own);
	strtab_free(&p->bases);
	free(p->next);
	free(p->anchors);
	xmlFreeDoc(p->doc);
}

int
render_report(struct site *s, const char *out, struct report *rep,
    const struct runset *rs, const struct render_opts *o, struct diag *d)
{
	struct render_page p;
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
	render_heading_own(&p, xmlDocGetRootElement(p.doc));
	/*
	 * The page's budget before its cost: the markup the numbers need,
	 * then the report's HTML, which the page holds and more.
	 */
	if ((floor = render_report_floor(rep, o->strings)) > SITE_FILE_MAX) {
		page_free(&p, NULL);
		return over_page(o, out, floor, 0, d);
	}
	frag = report_html(rep);
	if (strlen(frag) + floor > SITE_FILE_MAX) {
		floor += strlen(frag);
		free(frag);
		page_free(&p, NULL);
		return over_page(o, out, floor, 0, d);
	}
	html_append_fragment(body, frag);
	free(frag);
	/* The title before the marks add their words to the heading. */
	title = render_banner_heading(&p, body);
	p.anchors = report_anchor_all(rep);
	if ((slot = html_slot(p.doc, "toc")) != NULL)
		toc = html_el(slot, "ol");
	render_heading_walk(&p, body->children, toc);
	if (p.over != 0) {
		page_free(&p, title);
		return over_claims(&p, d);
	}
	if ((slot = html_slot(p.doc, "title")) != NULL)
		render_banner_title(&p, slot, title);
	/* The link that skips the claims to the checker, where there is one. */
	if ((slot = html_slot(p.doc, "skip-checker")) != NULL && !o->checker) {
		xmlUnlinkNode(slot);
		xmlFreeNode(slot);
	}
	if ((slot = html_slot(p.doc, "banner")) != NULL)
		render_banner_fill(&p, slot);
	if ((slot = html_slot(p.doc, "nav")) != NULL)
		render_banner_nav(o, slot);
	if (o->charts)
		render_place_charts(&p, s, body);
	if (o->checker) {
		xmlNodePtr ev, sec = render_checker_section(p.doc, s, out, rep,
		    rs, o, d);

		if (sec == NULL) {
			page_free(&p, title);
			return 0;
		}
		render_place_checker(body, sec);
		/* Inside the prose (below), the checker speaks the page's. */
		if (o->prose_lang != NULL && strcmp(o->prose_lang,
		    html_strings_lang(o->strings)) != 0)
			html_attr(sec, "lang", html_strings_lang(o->strings));
		/*
		 * Each claim's evidence, reached by its link without script:
		 * an appendix after the report, so that paper prints the
		 * report whole and then the evidence, not one inside the other.
		 */
		ev = render_evidence(p.doc, rep, rs, o, render_claim_marks,
		    p.anchors, &p);
		if (p.over != 0) {
			xmlFreeNode(ev);
			page_free(&p, title);
			return over_claims(&p, d);
		}
		if (o->prose_lang != NULL && strcmp(o->prose_lang,
		    html_strings_lang(o->strings)) != 0)
			html_attr(ev, "lang", html_strings_lang(o->strings));
		xmlAddChild(body, ev);
	}
	/* Markers the checker did not take (a page without it). */
	for (n = body->children; n != NULL; n = next) {
		next = n->next;
		if (render_place_marker(n)) {
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
		page_free(&p, title);
		return over_page(o, out, floor, 1, d);
	}
	site_add(s, out, html.data, html.len);
	page_free(&p, title);
	return 1;
}
