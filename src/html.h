/*
 * Building HTML and SVG as libxml2 trees: templates with marked slots,
 * elements, text, attributes, fragments and serialisation.
 * For use by html.c, render_*.c and site_*.c only.
 *
 * Text always becomes a text node and attribute values are escaped on
 * output, so data never turns into markup (STYLE.md R7).  A document
 * returned here is freed by the caller with xmlFreeDoc.
 */
#ifndef HTML_H
#define HTML_H

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>

#include "diag.h"
#include "util.h"

/* Parses a template file; NULL with a diagnostic when it cannot. */
xmlDocPtr	 html_template(const char *path, struct diag *);
/* The element with data-slot="name" (the attribute is removed), or NULL. */
xmlNodePtr	 html_slot(xmlDocPtr, const char *name);
xmlNodePtr	 html_el(xmlNodePtr parent, const char *name);
/* An element with a class, the most common case. */
xmlNodePtr	 html_elc(xmlNodePtr parent, const char *name, const char *cls);
void		 html_text(xmlNodePtr parent, const char *);
void		 html_textf(xmlNodePtr parent, const char *, ...)
		    __attribute__((format(printf, 2, 3)));
void		 html_attr(xmlNodePtr, const char *name, const char *value);
void		 html_attrf(xmlNodePtr, const char *name, const char *, ...)
		    __attribute__((format(printf, 3, 4)));
/*
 * Parses an HTML fragment (trusted markup, such as cmark's output) and
 * appends copies of its nodes to parent.
 */
void		 html_append_fragment(xmlNodePtr parent, const char *html);
/* The text content of a node, caller frees. */
char		*html_content(xmlNodePtr);
/* Serialises an HTML document (UTF-8, with its doctype) into b. */
void		 html_save(xmlDocPtr, struct buf *b);
/* Serialises an XML document (an SVG) into b. */
void		 html_save_xml(xmlDocPtr, struct buf *b);

#endif
