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

/*
 * Makes libxml2 allocate with xmalloc and friends, which end the
 * process with a message when memory runs out (util.h): a NULL handed
 * back inside libxml2's HTML parser made it spin at flat memory, and
 * elsewhere left a page without its nodes.  Call before any other.
 */
void		 html_setup(void);
/* Parses a template file; NULL with a diagnostic when it cannot. */
xmlDocPtr	 html_template(const char *path, struct diag *);
/* The element with data-slot="name" (the attribute is removed), or NULL. */
xmlNodePtr	 html_slot(xmlDocPtr, const char *name);
/* The same among n, its next siblings and everything under them. */
xmlNodePtr	 html_slot_in(xmlNodePtr n, const char *name);
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
/*
 * Whether n or its next siblings hold words a screen reader speaks:
 * text other than JavaScript's \s (which axe-core trims, so &nbsp; and
 * U+3000 count as space), or an image's alt text.
 */
int		 html_spoken(xmlNodePtr n);
/* Serialises an HTML document (UTF-8, with its doctype) into b. */
void		 html_save(xmlDocPtr, struct buf *b);
/*
 * A lower bound of the bytes node n (and what it holds) adds to the
 * page html_save writes, whatever html_fill_strs does to it later:
 * start tags with their names and attributes, end tags of elements
 * that hold something, and text as it is (escaping only adds).  The
 * words of data-str elements and data-str-* attributes, which the
 * fill replaces, count nothing.  Disjoint subtrees add up.
 */
size_t		 html_floor(xmlNodePtr n);
/* Serialises an XML document (an SVG) into b. */
void		 html_save_xml(xmlDocPtr, struct buf *b);

/*
 * The words of the site in one language: templates/strings-LANG.html
 * over templates/strings-en.html, so that a language file may leave a
 * string out.  A string file is a plain HTML page whose <dt> holds a
 * key and the following <dd> its text, with {name} placeholders the
 * renderers fill.  A table is freed with html_strings_free.
 */
struct html_strings;

/*
 * Loads the strings of lang from the folder dir.  Returns NULL with a
 * diagnostic when the English file cannot be read, or when the
 * language has no file.
 */
struct html_strings *html_strings_load(const char *dir, const char *lang,
		    struct diag *);
void		 html_strings_free(struct html_strings *);
/* The language the table speaks ("en", "zh"...). */
const char	*html_strings_lang(const struct html_strings *);
/* The text of key; the key itself when no file has it. */
const char	*html_str(const struct html_strings *, const char *key);
/*
 * Appends the text of key with its placeholders filled: the arguments
 * after key are pairs of a name and its value, ended by NULL.  Returns
 * b->data.
 */
const char	*html_strf(struct buf *b, const struct html_strings *,
		    const char *key, ...) __attribute__((sentinel));
/*
 * The same for a count n, filled as {n}: key.one when n is 1 and the
 * language has it, else key.
 */
const char	*html_strn(struct buf *b, const struct html_strings *,
		    const char *key, size_t n, ...) __attribute__((sentinel));
/*
 * Replaces the text of every element at or after n (and under it) that
 * has data-str="key" with that key's text, and sets attribute NAME of
 * one that has data-str-NAME="key" (aria-label, title...), removing
 * those attributes: a template names its words by key and shows them
 * in the page's language.
 */
void		 html_fill_strs(xmlNodePtr n, const struct html_strings *);
/* Appends every string whose key starts with prefix to b as a JSON object. */
void		 html_strs_json(struct buf *b, const struct html_strings *,
		    const char *prefix);

#endif
