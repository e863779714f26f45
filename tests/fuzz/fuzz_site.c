/*
 * libFuzzer target: the site renderer.  Runs what report-site runs up
 * to the write (the report page with its checker, the median table as
 * markdown and as a page, the charts) into a struct site that is never
 * written, then checks that every page is free of markup the report or
 * the runs could have planted.  The input is the report, a NUL byte,
 * then the runs (fuzz_split.h).  Templates are read from
 * $FUZZ_TEMPLATES (default: templates, as run from the top folder).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/HTMLparser.h>

#include "html.h"
#include "render.h"
#include "report.h"
#include "runs.h"
#include "site.h"
#include "fuzz_split.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

struct seen {
	size_t	 scripts;
	size_t	 links;
	size_t	 metas;
};

/*
 * Whether a URL may appear in a page, read as a browser reads it (the
 * WHATWG URL parser): leading and trailing C0 controls and spaces are
 * dropped, tabs and newlines anywhere are removed, and a scheme is a
 * letter, then letters, digits, "+", "-" or ".", then ":".  Links may
 * use http, https, mailto or none; images (src) only a path of the
 * site itself.
 */
static int
url_ok(const char *u, int is_src)
{
	char s[64];
	size_t n = 0, i;

	while (*u != '\0' && (unsigned char)*u <= ' ')
		u++;
	for (; *u != '\0' && n + 1 < sizeof(s); u++)
		if (*u != '\t' && *u != '\n' && *u != '\r')
			s[n++] = *u;
	s[n] = '\0';
	if (is_src && ((s[0] == '/' || s[0] == '\\') && (s[1] == '/' ||
	    s[1] == '\\')))
		return 0;	/* another host */
	if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
		return 1;
	for (i = 1; s[i] != '\0' && s[i] != ':'; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' &&
		    s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '+' || s[i] == '-' || s[i] == '.'))
			return 1;	/* no scheme: relative */
	if (s[i] != ':')
		return 1;
	if (is_src)
		return 0;
	return (i == 4 && strncasecmp(s, "http", 4) == 0) ||
	    (i == 5 && strncasecmp(s, "https", 5) == 0) ||
	    (i == 6 && strncasecmp(s, "mailto", 6) == 0);
}

/*
 * Walks a page as a browser would parse it: elements that run code or
 * load anything are only the template's own, no attribute is an event
 * handler, every URL is allowed, and the JSON data holds no '<' that
 * could end its element.
 */
static void
walk(xmlNodePtr n, struct seen *s)
{
	static const char *const never[] = {
		"iframe", "object", "embed", "base", "form", "frame",
		"frameset", "style", "svg", "math", "applet", "audio", "video",
		"source", "template", "portal", "noscript", NULL
	};
	xmlAttrPtr a;
	size_t i;

	for (; n != NULL; n = n->next) {
		const char *nm = (const char *)n->name;

		if (n->type != XML_ELEMENT_NODE)
			continue;
		for (i = 0; never[i] != NULL; i++)
			if (strcasecmp(nm, never[i]) == 0)
				abort();
		if (strcasecmp(nm, "script") == 0) {
			xmlChar *c = xmlNodeGetContent(n);

			s->scripts++;
			if (c != NULL && strchr((const char *)c, '<') != NULL)
				abort();
			xmlFree(c);
		}
		s->links += strcasecmp(nm, "link") == 0;
		s->metas += strcasecmp(nm, "meta") == 0;
		for (a = n->properties; a != NULL; a = a->next) {
			const char *an = (const char *)a->name;
			xmlChar *v;

			if (strncasecmp(an, "on", 2) == 0 ||
			    strcasecmp(an, "srcdoc") == 0 ||
			    strcasecmp(an, "style") == 0)
				abort();
			if (strcasecmp(an, "href") != 0 &&
			    strcasecmp(an, "src") != 0 &&
			    strcasecmp(an, "action") != 0 &&
			    strcasecmp(an, "formaction") != 0 &&
			    strcasecmp(an, "poster") != 0)
				continue;
			v = xmlGetProp(n, a->name);
			if (v != NULL && !url_ok((const char *)v,
			    strcasecmp(an, "href") != 0 &&
			    strcasecmp(an, "action") != 0))
				abort();
			xmlFree(v);
		}
		walk(n->children, s);
	}
}

static void
check_page(const struct site_file *f, size_t scripts)
{
	struct seen s = { 0, 0, 0 };
	htmlDocPtr doc;

	if (f->data == NULL || f->len > INT32_MAX)
		return;
	doc = htmlReadMemory(f->data, (int)f->len, NULL, "UTF-8",
	    HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
	if (doc == NULL)
		abort();
	walk(xmlDocGetRootElement(doc), &s);
	/* The template's: the checker script, its JSON, a stylesheet, the
	 * charset, the viewport and the Content-Security-Policy. */
	if (s.scripts != scripts || s.links != 1 || s.metas != 3)
		abort();
	xmlFreeDoc(doc);
}

/* An SVG chart is data only: no script, no handler, no link out. */
static void
check_chart(const struct site_file *f)
{
	size_t i;

	for (i = 0; i + 2 < f->len; i++)
		if (f->data[i] == '<' && (strncasecmp(f->data + i + 1,
		    "script", 6) == 0 || strncasecmp(f->data + i + 1,
		    "foreignobject", 13) == 0 || strncasecmp(f->data + i + 1,
		    "a ", 2) == 0 || strncasecmp(f->data + i + 1, "use", 3) == 0))
			abort();
}

static int
same_value(double a, double b)
{
	return memcmp(&a, &b, sizeof(a)) == 0 || (a != a && b != b);
}

/*
 * A checker data script: one call of vrData with nothing a page could
 * read as markup (the data is JSON and base64), and a part number
 * below the count when it is cut in parts.
 */
static void
check_data(const struct site_file *f)
{
	const char *tail;
	size_t i;
	long part, parts;

	if (f->data == NULL || f->len < 10 ||
	    strncmp(f->data, "vrData(\"", 8) != 0 ||
	    memcmp(f->data + f->len - 3, ");\n", 3) != 0)
		abort();
	for (i = 0; i < f->len; i++)
		if (f->data[i] == '<' || (f->data[i] == '\n' && i + 1 < f->len))
			abort();
	/* "...},P,N);" for a part: P < N, and P named in the path. */
	tail = f->data + f->len - 3;
	while (tail > f->data && tail[-1] != '}' && tail[-1] != ']')
		tail--;
	if (*tail == ',') {
		if (sscanf(tail, ",%ld,%ld", &part, &parts) != 2 ||
		    part < 0 || parts < 2 || part >= parts)
			abort();
		/* A pack holds every part: no name to check. */
		if (part > 0 && strstr(f->path, "/~pack/") == NULL) {
			char want[32];

			snprintf(want, sizeof(want), ".%ld.js", part);
			if (strlen(f->path) < strlen(want) || strcmp(f->path +
			    strlen(f->path) - strlen(want), want) != 0)
				abort();
		}
	} else if (*tail != ')')
		abort();
}

/* A pack (data/runs/~pack/N.js) is scripts one after the other. */
static void
check_pack(const struct site_file *f)
{
	struct site_file one = *f;
	const char *p = f->data, *end = f->data + f->len, *e;

	if (strstr(f->path, "/~pack/") == NULL) {
		check_data(f);
		return;
	}
	if (f->len == 0)
		abort();
	while (p < end) {
		e = memchr(p, '\n', (size_t)(end - p));
		if (e == NULL)
			abort();
		one.data = (char *)p;
		one.len = (size_t)(e + 1 - p);
		one.path = "data/runs/~pack/x.js";
		check_data(&one);
		p = e + 1;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *templates;
	static struct html_strings *strings;
	struct fuzz_pair in;
	struct runset rs;
	struct report rep, tab, alone;
	struct site site = {0};
	struct diag d = {0};
	struct render_opts ro;
	struct stats_cache *sc = NULL;
	struct render_present present;
	char *md = NULL;
	size_t i, base = 0;

	if (templates == NULL && (templates = getenv("FUZZ_TEMPLATES")) ==
	    NULL)
		templates = "templates";
	if (strings == NULL) {
		/* Once: the words are the templates', not the input's. */
		struct diag sd = {0};

		if ((strings = html_strings_load(templates, "en", &sd)) == NULL)
			abort();
		diag_free(&sd);
	}
	fuzz_split(data, size, &in);
	memset(&rs, 0, sizeof(rs));
	memset(&rep, 0, sizeof(rep));
	memset(&tab, 0, sizeof(tab));
	memset(&alone, 0, sizeof(alone));
	runs_load_buf(&rs, "runs.jsonl", in.runs != NULL ? in.runs : "",
	    in.runs_len, &d);
	if (d.nerrors > 0 || !report_parse(&rep, "report.md", in.report,
	    in.report_len, &d) || d.nerrors > 0)
		goto out;
	/* As report-site does: the table's statistics shared with claims. */
	sc = stats_cache_new(&rs);
	render_analysis_want(&rs, sc);
	claim_eval_all(rep.claims, rep.nclaims, &rs, sc);
	md = render_analysis_md(&rs, sc, strings);
	if (!report_parse(&tab, "analysis_full.md", md, strlen(md), &d) ||
	    d.nerrors > 0)
		abort();	/* our own table must always parse */
	claim_eval_all(tab.claims, tab.nclaims, &rs, sc);
	/* Every cell of the median table verifies against its runs. */
	for (i = 0; i < tab.nclaims; i++)
		if (tab.claims[i].verdict != VERDICT_OK)
			abort();
	/* And the cache changes no claim's value. */
	if (!report_parse(&alone, "analysis_full.md", md, strlen(md), &d))
		abort();
	claim_eval_all(alone.claims, alone.nclaims, &rs, NULL);
	for (i = 0; i < tab.nclaims; i++)
		if (!same_value(tab.claims[i].v, alone.claims[i].v) ||
		    alone.claims[i].verdict != VERDICT_OK)
			abort();
	render_charts(&site, &rep, &rs, sc, strings);
	base = site.n;
	memset(&ro, 0, sizeof(ro));	/* fields added later stay unset */
	ro.templates = templates;
	ro.checker_page = "";
	ro.checker = 1;
	ro.charts = 1;
	ro.nav_report = "index.html";
	ro.nav_analysis = "analysis.html";
	ro.stats = sc;
	ro.strings = strings;
	if (!render_report(&site, "index.html", &rep, &rs, &ro, &d))
		abort();	/* only a missing template fails */
	ro.checker_page = "index.html";
	ro.checker = 0;
	ro.charts = 0;
	if (!render_report(&site, "analysis.html", &tab, &rs, &ro, &d))
		abort();
	for (i = 0; i < base; i++)
		check_chart(&site.files[i]);
	/* The pages, and the steps script each checker page brings. */
	for (i = base; i < site.n; i++)
		if (strcmp(site.files[i].path, "index.html") == 0)
			check_page(&site.files[i], 2);
		else if (strcmp(site.files[i].path, "analysis.html") == 0)
			check_page(&site.files[i], 1);
		else if (strncmp(site.files[i].path, "data/steps/", 11) == 0)
			check_data(&site.files[i]);
		else
			abort();
	memset(&present, 0, sizeof(present));
	i = site.n;
	render_checker_data(&site, &rs, &present, NULL, NULL);
	for (; i < site.n; i++)
		check_pack(&site.files[i]);
	render_present_free(&present);
out:
	free(md);
	stats_cache_free(sc);
	report_free(&alone);
	diag_free(&d);
	site_free(&site);
	report_free(&tab);
	report_free(&rep);
	runs_free(&rs);
	return 0;
}
