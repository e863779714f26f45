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
void
html_setup(void)
{
	xmlMemSetup(free, xmalloc, xrealloc, xstrdup);
}

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
html_slot_in(xmlNodePtr n, const char *name)
{
	if ((n = find_slot(n, name)) != NULL)
		xmlUnsetProp(n, BAD_CAST "data-slot");
	return n;
}

xmlNodePtr
html_slot(xmlDocPtr doc, const char *name)
{
	return html_slot_in(xmlDocGetRootElement(doc), name);
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

/* Whether code point c may not stand in an XML document (or HTML). */
static int
xml_bad(uint32_t c)
{
	return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') ||
	    c == 0x7F || (c >= 0xFDD0 && c <= 0xFDEF) ||
	    (c & 0xFFFE) == 0xFFFE;
}

/*
 * s, or a copy in *b with every character XML 1.0 forbids or
 * discourages (C0 controls but tab and line ends, DEL, U+FFFE, U+FFFF
 * and the other non-characters) and every byte that is not UTF-8
 * replaced by U+FFFD: a name in the results must never make a chart or
 * a page ill-formed.
 */
static const char *
xml_clean(const char *s, struct buf *b)
{
	size_t len = strlen(s), i = 0, n, start;
	uint32_t c;

	for (;;) {
		if (i == len)
			return s;
		n = utf8_decode(s + i, len - i, &c);
		if (n == 0 || xml_bad(c))
			break;
		i += n;
	}
	b->len = 0;
	buf_add(b, s, i);
	while (i < len) {
		start = i;
		n = utf8_decode(s + i, len - i, &c);
		i += n == 0 ? 1 : n;
		if (n == 0 || xml_bad(c))
			buf_adds(b, "\xEF\xBF\xBD");
		else
			buf_add(b, s + start, n);
	}
	return b->data;
}

void
html_text(xmlNodePtr parent, const char *s)
{
	struct buf b = {0};

	/* A text node: never parsed for entities or markup. */
	xmlAddChild(parent, xmlNewDocText(parent->doc,
	    BAD_CAST xml_clean(s, &b)));
	buf_free(&b);
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
	struct buf b = {0};

	xmlSetProp(n, BAD_CAST name, BAD_CAST xml_clean(value, &b));
	buf_free(&b);
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

/*
 * Whether c is a space to JavaScript's \s, which axe-core trims from a
 * header cell's text before it asks whether the cell has any.
 */
static int
js_space(uint32_t c)
{
	return c == ' ' || (c >= 0x09 && c <= 0x0D) || c == 0xA0 ||
	    c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
	    c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 ||
	    c == 0xFEFF;
}

static int
blank(const char *s)
{
	size_t len = strlen(s), i = 0, n;
	uint32_t c;

	while (i < len) {
		if ((n = utf8_decode(s + i, len - i, &c)) == 0 || !js_space(c))
			return 0;
		i += n;
	}
	return 1;
}

int
html_spoken(xmlNodePtr n)
{
	xmlChar *alt;
	int yes;

	for (; n != NULL; n = n->next) {
		if (n->type == XML_TEXT_NODE && n->content != NULL &&
		    !blank((const char *)n->content))
			return 1;
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)n->name, "img") == 0 &&
		    (alt = xmlGetProp(n, BAD_CAST "alt")) != NULL) {
			yes = !blank((const char *)alt);
			xmlFree(alt);
			if (yes)
				return 1;
		}
		if (html_spoken(n->children))
			return 1;
	}
	return 0;
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

/* libxml2's HTML serializer writes these attributes without a value. */
static int
bool_attr(const char *name)
{
	static const char *const names[] = {"checked", "compact", "declare",
	    "defer", "disabled", "ismap", "multiple", "nohref", "noresize",
	    "noshade", "nowrap", "readonly", "selected"};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0)
			return 1;
	return 0;
}

size_t
html_floor(xmlNodePtr n)
{
	const htmlElemDesc *info;
	xmlAttrPtr a;
	xmlNodePtr c;
	size_t len, bytes = 0;
	int filled = 0;

	if (n->type == XML_TEXT_NODE)
		return n->content != NULL ? strlen((const char *)n->content) : 0;
	if (n->type != XML_ELEMENT_NODE)
		return 0;
	len = strlen((const char *)n->name);
	bytes += len + 2;				/* <name> */
	for (a = n->properties; a != NULL; a = a->next) {
		const char *name = (const char *)a->name;

		if (strcmp(name, "data-str") == 0) {
			filled = 1;
			continue;
		}
		if (strncmp(name, "data-str-", 9) == 0)
			continue;
		bytes += 1 + strlen(name);		/* ' name' */
		if (!bool_attr(name) && a->children != NULL &&
		    a->children->type == XML_TEXT_NODE &&
		    a->children->next == NULL &&
		    a->children->content != NULL)	/* ="value" */
			bytes += 3 + strlen((const char *)a->children->content);
	}
	if (filled || n->children == NULL)
		return bytes;
	for (c = n->children; c != NULL; c = c->next)
		bytes += html_floor(c);
	info = htmlTagLookup(n->name);
	if (info == NULL || !info->empty)
		bytes += len + 3;			/* </name> */
	return bytes;
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

struct html_strings {
	char		*lang;
	struct strtab	 keys;
	char		**vals;		/* by key id */
	size_t		 cap;
};

/* Adds the <dt>/<dd> pairs under n, a later file's over an earlier's. */
static void
strings_walk(struct html_strings *t, xmlNodePtr n)
{
	xmlNodePtr dd;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)n->name, "dt") != 0) {
			strings_walk(t, n->children);
			continue;
		}
		for (dd = n->next; dd != NULL && dd->type != XML_ELEMENT_NODE;
		    dd = dd->next)
			;
		if (dd != NULL && strcmp((const char *)dd->name, "dd") == 0) {
			char *k = html_content(n), *v = html_content(dd);
			uint32_t id = strtab_intern(&t->keys, k, strlen(k));

			xgrow_zero(&t->vals, &t->cap, (size_t)id + 1,
			    sizeof(*t->vals));
			free(t->vals[id]);
			t->vals[id] = v;
			free(k);
		}
	}
}

static int
strings_file(struct html_strings *t, const char *dir, const char *lang,
    struct diag *d)
{
	struct buf path = {0};
	xmlDocPtr doc;

	buf_printf(&path, "%s/strings-%s.html", dir, lang);
	doc = html_template(path.data, d);
	buf_free(&path);
	if (doc == NULL)
		return 0;
	strings_walk(t, xmlDocGetRootElement(doc));
	xmlFreeDoc(doc);
	return 1;
}

struct html_strings *
html_strings_load(const char *dir, const char *lang, struct diag *d)
{
	struct html_strings *t = xcalloc(1, sizeof(*t));

	t->lang = xstrdup(lang);
	if (!strings_file(t, dir, "en", d) || (strcmp(lang, "en") != 0 &&
	    !strings_file(t, dir, lang, d))) {
		html_strings_free(t);
		return NULL;
	}
	return t;
}

void
html_strings_free(struct html_strings *t)
{
	size_t i;

	if (t == NULL)
		return;
	for (i = 0; i < t->keys.len; i++)
		free(t->vals[i]);
	free(t->vals);
	strtab_free(&t->keys);
	free(t->lang);
	free(t);
}

const char *
html_strings_lang(const struct html_strings *t)
{
	return t != NULL ? t->lang : "en";
}

const char *
html_str(const struct html_strings *t, const char *key)
{
	long id = t != NULL ? strtab_find(&t->keys, key, strlen(key)) : -1;

	return id >= 0 && t->vals[id] != NULL ? t->vals[id] : key;
}

/* Appends tmpl with each {name} of the pairs in ap replaced. */
static void
fill(struct buf *b, const char *tmpl, va_list ap)
{
	const char *names[16], *vals[16], *p, *e;
	size_t n = 0, i;

	while (n < 16 && (names[n] = va_arg(ap, const char *)) != NULL)
		vals[n++] = va_arg(ap, const char *);
	for (p = tmpl; *p != '\0'; p = e) {
		if (*p != '{' || (e = strchr(p, '}')) == NULL) {
			e = strchr(p + 1, '{');
			if (e == NULL)
				e = p + strlen(p);
			buf_add(b, p, (size_t)(e - p));
			continue;
		}
		for (i = 0; i < n; i++)
			if (strlen(names[i]) == (size_t)(e - p - 1) &&
			    memcmp(names[i], p + 1, (size_t)(e - p - 1)) == 0)
				break;
		if (i < n)
			buf_adds(b, vals[i]);
		else
			buf_add(b, p, (size_t)(e - p + 1));
		e++;
	}
	if (b->data == NULL)
		buf_adds(b, "");
}

const char *
html_strf(struct buf *b, const struct html_strings *t, const char *key, ...)
{
	va_list ap;

	va_start(ap, key);
	fill(b, html_str(t, key), ap);
	va_end(ap);
	return b->data;
}

const char *
html_strn(struct buf *b, const struct html_strings *t, const char *key,
    size_t n, ...)
{
	struct buf one = {0}, num = {0};
	const char *tmpl = html_str(t, key);
	va_list ap;

	buf_printf(&one, "%s.one", key);
	if (n == 1 && strcmp(html_str(t, one.data), one.data) != 0)
		tmpl = html_str(t, one.data);
	buf_printf(&num, "%zu", n);
	/* {n} first, then the caller's pairs. */
	{
		struct buf tmp = {0};
		const char *p;

		for (p = tmpl; *p != '\0'; p++)
			if (strncmp(p, "{n}", 3) == 0) {
				buf_adds(&tmp, num.data);
				p += 2;
			} else
				buf_addc(&tmp, *p);
		va_start(ap, n);
		fill(b, tmp.data != NULL ? tmp.data : "", ap);
		va_end(ap);
		buf_free(&tmp);
	}
	buf_free(&one);
	buf_free(&num);
	return b->data;
}

/* data-str-NAME="key" attributes become NAME="the key's text". */
static void
fill_attrs(xmlNodePtr n, const struct html_strings *t)
{
	xmlAttrPtr a, next;

	for (a = n->properties; a != NULL; a = next) {
		const char *name = (const char *)a->name;
		xmlChar *key;

		next = a->next;
		if (strncmp(name, "data-str-", 9) != 0 || name[9] == '\0')
			continue;
		key = xmlNodeGetContent((xmlNodePtr)a);
		html_attr(n, name + 9, html_str(t, key != NULL ?
		    (const char *)key : ""));
		xmlFree(key);
		xmlRemoveProp(a);
	}
}

void
html_fill_strs(xmlNodePtr n, const struct html_strings *t)
{
	xmlChar *key;
	xmlNodePtr c, next;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		fill_attrs(n, t);
		if ((key = xmlGetProp(n, BAD_CAST "data-str")) != NULL) {
			for (c = n->children; c != NULL; c = next) {
				next = c->next;
				xmlUnlinkNode(c);
				xmlFreeNode(c);
			}
			html_text(n, html_str(t, (const char *)key));
			xmlUnsetProp(n, BAD_CAST "data-str");
			xmlFree(key);
			continue;
		}
		html_fill_strs(n->children, t);
	}
}

void
html_strs_json(struct buf *b, const struct html_strings *t,
    const char *prefix)
{
	size_t i, n = strlen(prefix);
	const char *sep = "";

	buf_addc(b, '{');
	for (i = 0; t != NULL && i < t->keys.len; i++)
		if (strncmp(t->keys.strs[i], prefix, n) == 0) {
			buf_adds(b, sep);
			json_str(b, t->keys.strs[i] + n);
			buf_addc(b, ':');
			json_str(b, t->vals[i] != NULL ? t->vals[i] : "");
			sep = ",";
		}
	buf_addc(b, '}');
}
