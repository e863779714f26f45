/*
 * The report page's chrome around the report: the banner of counts and
 * failing claims, the page's title with its verdict, and the header's
 * links with their notes (where the raw runs are, the table's parts).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_evidence.h"
#include "render_page.h"
#include "words.h"

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

/* A count, in digits. */
static const char *
count(struct buf *b, size_t n)
{
	b->len = 0;
	buf_printf(b, "%zu", n);
	return b->data;
}

void
render_banner_fill(struct render_page *p, xmlNodePtr slot)
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
		html_text(c, html_strf(&b, S, "banner.count", "mark", render_claim_marks[v],
		    "n", count(&k, n[v]), "verdict", render_claim_word(p, "verdict",
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
			    render_claim_marks[c->verdict], "text", c->text, "error",
			    k.data != NULL ? k.data : "", (char *)NULL);
		} else {
			k.len = 0;
			render_claim_shown(&k, c);
			html_strf(&b, S, "banner.wrong", "mark",
			    render_claim_marks[c->verdict], "verdict",
			    render_claim_word(p, "verdict", c->verdict), "text", c->text,
			    "value", k.data != NULL ? k.data : "",
			    (char *)NULL);
		}
		html_text(li, b.data);
	}
	buf_free(&b);
	buf_free(&k);
}

/*
 * A mail's subject, when the report opens with a mail's header lines
 * (a cover letter, a reply: From:, Subject:, 제목:, 件名:...): the text
 * after "Subject:" on a line of the first paragraph, or NULL.
 */
static char *
mail_subject(xmlNodePtr first)
{
	char *text, *line, *end, *out = NULL;
	size_t i, n;

	if (first == NULL || first->type != XML_ELEMENT_NODE ||
	    strcmp((const char *)first->name, "p") != 0)
		return NULL;
	text = html_content(first);
	for (line = text; out == NULL && *line != '\0'; line = end) {
		end = line + strcspn(line, "\n");
		for (i = 0; out == NULL && i < words_nmail_subjects; i++) {
			n = strlen(words_mail_subjects[i]);
			if (strncmp(line, words_mail_subjects[i], n) != 0)
				continue;
			if (line[n] == ':')
				n += 1;
			else if (strncmp(line + n, "\xef\xbc\x9a", 3) == 0)
				n += 3;	/* a full-width colon */
			else
				continue;
			while (line[n] == ' ' || line[n] == '\t')
				n++;
			if (line + n < end)
				out = xstrndup(line + n, (size_t)(end - line - n));
		}
		if (*end == '\n')
			end++;
	}
	free(text);
	return out;
}

/*
 * The report's title: its first level-1 heading's text; a report with
 * none (a mail, a note that starts at ##) gets one as the page's first
 * heading, so every page has its h1 (WCAG's page-has-heading-one): the
 * mail's subject, else the report's file name, the words the tab shows.
 */
char *
render_banner_heading(const struct render_page *p, xmlNodePtr body)
{
	xmlNodePtr n, h;
	char *title;

	for (n = body->children; n != NULL; n = n->next)
		if (render_heading_level(n) == 1)
			return html_content(n);
	for (n = body->children; n != NULL && n->type != XML_ELEMENT_NODE;)
		n = n->next;
	if ((title = mail_subject(n)) == NULL)
		title = xstrdup(base_name(p->rep->path));
	h = xmlNewNode(NULL, (const xmlChar *)"h1");
	html_attr(h, "class", "report-title");
	html_text(h, title);
	if (body->children != NULL)
		xmlAddPrevSibling(body->children, h);
	else
		xmlAddChild(body, h);
	return title;
}

/* The verdict first: a tab or a bookmark shows it. */
void
render_banner_title(const struct render_page *p, xmlNodePtr slot,
    const char *title)
{
	const struct render_opts *o = p->o;
	const struct report *rep = p->rep;
	struct buf t = {0}, named = {0};
	size_t i, bad = 0, nz = 0;

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
 * The label of the --results-url link: the last part of its path (the
 * file it names, "fleet.jsonl.gz"), else the URL itself.
 */
static const char *
url_label(struct buf *out, const char *url)
{
	const char *e = url + strcspn(url, "?#"), *a;

	while (e > url && e[-1] == '/')
		e--;
	for (a = e; a > url && a[-1] != '/'; a--)
		;
	out->len = 0;
	if (e == a || (a > url + 1 && a[-2] == '/'))
		buf_adds(out, url);	/* no path: http://host */
	else
		buf_add(out, a, (size_t)(e - a));
	return out->data;
}

/*
 * Says, beside the page's links, that the site holds no copy of the raw
 * runs: they are at the link (--results-url) or past the site's budget.
 */
static void
results_note(const struct render_opts *o, xmlNodePtr nav)
{
	struct buf b = {0}, size = {0}, budget = {0}, l = {0};

	megabytes(&size, o->results_bytes);
	if (o->results_away == RESULTS_URL)
		html_strf(&b, o->strings, "nav.note.url", "size", size.data,
		    "file", url_label(&l, o->nav_results), (char *)NULL);
	else {
		megabytes(&budget, o->budget_bytes);
		html_strf(&b, o->strings, "nav.note.over", "size", size.data,
		    "budget", budget.data, (char *)NULL);
	}
	html_text(html_elc(nav, "span", "nav-note"), b.data);
	buf_free(&b);
	buf_free(&size);
	buf_free(&budget);
	buf_free(&l);
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

/*
 * Says, beside the page's links, that results file k is cut into files
 * of at most 5 MB, and links every one by its number: the nav's own
 * link reaches only the first.  With several results files the
 * sentence names the file (nav.results.parts.file), one per file cut.
 */
static void
results_parts_note(const struct render_opts *o, size_t k, xmlNodePtr nav)
{
	struct buf b = {0}, size = {0}, n = {0};
	xmlNodePtr note = html_elc(nav, "span", "nav-note");
	size_t i;

	megabytes(&size, o->results_sizes[k]);
	buf_printf(&n, "%zu", o->nresults_parts[k]);
	html_text(note, o->nresults == 1 ? html_strf(&b, o->strings,
	    "nav.results.parts", "size", size.data, "n", n.data,
	    (char *)NULL) : html_strf(&b, o->strings,
	    "nav.results.parts.file", "file", o->results_names[k], "size",
	    size.data, "n", n.data, (char *)NULL));
	for (i = 0; i < o->nresults_parts[k]; i++) {
		xmlNodePtr a = html_el(note, "a");

		b.len = 0;
		buf_printf(&b, "%03zu", i + 1);
		html_text(note, " ");
		html_attr(a, "href", o->results_parts[k][i]);
		html_text(a, b.data);
	}
	buf_free(&b);
	buf_free(&size);
	buf_free(&n);
}

void
render_banner_nav(const struct render_opts *o, xmlNodePtr slot)
{
	static const char *const nav[][2] = {
		{ NULL, "nav.report" }, { NULL, "nav.analysis" },
		{ "data/results.jsonl", "nav.results" },
		{ "data/analysis_full.md", "nav.table" }
	};

	struct buf b = {0}, l = {0};
	size_t i, k;

	for (i = 0; i < sizeof(nav) / sizeof(nav[0]); i++) {
		xmlNodePtr a;

		/* No copy of the runs and nowhere to link: no link. */
		if (i == 2 && o->results_away == RESULTS_OVER)
			continue;
		/*
		 * The raw runs: a link to each file's copy (its first
		 * part), named as the file it downloads, or one to the
		 * --results-url.
		 */
		if (i == 2 && o->results_away == RESULTS_HERE &&
		    o->nresults > 0) {
			for (k = 0; k < o->nresults; k++) {
				if (o->results_links[k] == NULL)
					continue;
				a = html_el(slot, "a");
				html_attr(a, "href", o->results_links[k]);
				b.len = 0;
				html_text(a, html_strf(&b, o->strings,
				    "nav.results", "file",
				    base_name(o->results_links[k]),
				    (char *)NULL));
			}
			continue;
		}
		a = html_el(slot, "a");
		html_attr(a, "href", i == 0 ? o->nav_report : i == 1 ?
		    o->nav_analysis : i == 2 && o->nav_results != NULL ?
		    o->nav_results : nav[i][0]);
		b.len = 0;
		html_text(a, i == 2 ? html_strf(&b, o->strings, "nav.results",
		    "file", o->nav_results != NULL ? url_label(&l,
		    o->nav_results) :
		    base_name(nav[i][0]), (char *)NULL) :
		    html_str(o->strings, nav[i][1]));
	}
	buf_free(&b);
	buf_free(&l);
	if (o->results_away != RESULTS_HERE)
		results_note(o, slot);
	else
		for (k = 0; k < o->nresults; k++)
			if (o->nresults_parts != NULL &&
			    o->nresults_parts[k] > 1)
				results_parts_note(o, k, slot);
	if (o->nparts > 1)
		parts_note(o, slot);
}
