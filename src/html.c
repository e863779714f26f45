/*
 * The thin layer over libxml2 through which every page and chart is
 * built.  Templates are parsed with the 2.9 HTML parser, which predates
 * HTML5: it calls <main> or <nav> invalid but keeps them, so its errors
 * are silenced; NONET keeps it off the network.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"

static const int parse_opts = HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
    HTML_PARSE_NONET;

/*
 * Read here, not by htmlReadFile: libxml2's I/O layer prints its own
 * "I/O warning" for a missing file whatever the parse options say, and
 * the reason (errno) is ours to give, once.
 */
xmlDocPtr
html_template(const char *path, struct diag *d)
{
	FILE *f = fopen(path, "rb");
	struct buf b = {0};
	char tmp[8192];
	size_t n;
	xmlDocPtr doc;

	if (f == NULL) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot read the template: %s",
		    strerror(errno));
		return NULL;
	}
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0)
		buf_add(&b, tmp, n);
	if (ferror(f) || b.len > INT_MAX) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot read the template: %s",
		    ferror(f) ? strerror(errno) : "too large");
		fclose(f);
		buf_free(&b);
		return NULL;
	}
	fclose(f);
	doc = b.len > 0 ? htmlReadMemory(b.data, (int)b.len, path, "UTF-8",
	    parse_opts) : NULL;
	buf_free(&b);
	if (doc == NULL || xmlDocGetRootElement(doc) == NULL) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot read the template: "
		    "no HTML in it");
		if (doc != NULL)
			xmlFreeDoc(doc);
		return NULL;
	}
	return doc;
}

static xmlNodePtr
find_slot(xmlNodePtr n, const char *name)
{
	xmlNodePtr c, f;
	xmlChar *v;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if ((v = xmlGetProp(n, BAD_CAST "data-slot")) != NULL) {
			int same = strcmp((const char *)v, name) == 0;

			xmlFree(v);
			if (same)
				return n;
		}
		if ((c = n->children) != NULL &&
		    (f = find_slot(c, name)) != NULL)
			return f;
	}
	return NULL;
}

xmlNodePtr
html_slot(xmlDocPtr doc, const char *name)
{
	xmlNodePtr n = find_slot(xmlDocGetRootElement(doc), name);

	if (n != NULL)
		xmlUnsetProp(n, BAD_CAST "data-slot");
	return n;
}

xmlNodePtr
html_el(xmlNodePtr parent, const char *name)
{
	xmlNodePtr n = xmlNewDocNode(parent->doc, NULL, BAD_CAST name, NULL);

	return xmlAddChild(parent, n);
}

xmlNodePtr
html_elc(xmlNodePtr parent, const char *name, const char *cls)
{
	xmlNodePtr n = html_el(parent, name);

	if (cls != NULL)
		html_attr(n, "class", cls);
	return n;
}

void
html_text(xmlNodePtr parent, const char *s)
{
	/* A text node: never parsed for entities or markup. */
	xmlAddChild(parent, xmlNewDocText(parent->doc, BAD_CAST s));
}

void
html_textf(xmlNodePtr parent, const char *fmt, ...)
{
	struct buf b = {0};
	va_list ap;

	/* Not a fixed buffer: a cut could split a UTF-8 sequence. */
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	html_text(parent, b.data != NULL ? b.data : "");
	buf_free(&b);
}

void
html_attr(xmlNodePtr n, const char *name, const char *value)
{
	xmlSetProp(n, BAD_CAST name, BAD_CAST value);
}

void
html_attrf(xmlNodePtr n, const char *name, const char *fmt, ...)
{
	struct buf b = {0};
	va_list ap;

	/* Not a fixed buffer: a cut could split a UTF-8 sequence. */
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	html_attr(n, name, b.data != NULL ? b.data : "");
	buf_free(&b);
}

void
html_append_fragment(xmlNodePtr parent, const char *html)
{
	struct buf b = {0};
	xmlDocPtr frag;
	xmlNodePtr body, n;

	buf_adds(&b, "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
	    "</head><body>");
	buf_adds(&b, html);
	buf_adds(&b, "</body></html>");
	frag = htmlReadMemory(b.data, (int)b.len, NULL, "UTF-8", parse_opts);
	buf_free(&b);
	if (frag == NULL)
		return;
	for (body = xmlDocGetRootElement(frag)->children; body != NULL;
	    body = body->next)
		if (body->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)body->name, "body") == 0)
			break;
	if (body != NULL)
		for (n = body->children; n != NULL; n = n->next)
			xmlAddChild(parent, xmlDocCopyNode(n, parent->doc, 1));
	xmlFreeDoc(frag);
}

char *
html_content(xmlNodePtr n)
{
	xmlChar *c = xmlNodeGetContent(n);
	char *s = xstrdup(c != NULL ? (const char *)c : "");

	xmlFree(c);
	return s;
}

void
html_save(xmlDocPtr doc, struct buf *b)
{
	xmlOutputBufferPtr ob;

	/*
	 * htmlDocDumpMemory finds no encoding in <meta charset> and falls
	 * back to numeric entities for every non-ASCII character; an output
	 * buffer without an encoder keeps the UTF-8 text as it is.
	 */
	ob = xmlAllocOutputBuffer(NULL);
	if (ob == NULL)
		return;
	htmlDocContentDumpFormatOutput(ob, doc, "UTF-8", 0);
	xmlOutputBufferFlush(ob);
	buf_add(b, (const char *)xmlOutputBufferGetContent(ob),
	    xmlOutputBufferGetSize(ob));
	xmlOutputBufferClose(ob);
}

void
html_save_xml(xmlDocPtr doc, struct buf *b)
{
	xmlChar *mem = NULL;
	int size = 0;

	xmlDocDumpFormatMemoryEnc(doc, &mem, &size, "UTF-8", 0);
	if (mem != NULL)
		buf_add(b, (const char *)mem, (size_t)size);
	xmlFree(mem);
}
