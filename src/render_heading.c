/*
 * The report page's headings: each an id as GitHub writes it, unique
 * on the page and clear of the page's own ids, and the contents; the
 * walk over the report's nodes that also marks its claims and labels
 * its empty table header cells for screen readers.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "render_page.h"

#define RENDER_TOC_MAX	1000

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
unique_id(struct render_page *p, const char *base, struct buf *out)
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

/* Records the ids of the page's template (main...) as its own. */
void
render_heading_own(struct render_page *p, xmlNodePtr n)
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
		render_heading_own(p, n->children);
	}
}

int
render_heading_level(xmlNodePtr n)
{
	const char *nm = (const char *)n->name;

	if (n->type != XML_ELEMENT_NODE || nm[0] != 'h' || nm[1] < '1' ||
	    nm[1] > '6' || nm[2] != '\0')
		return 0;
	return nm[1] - '0';
}

/*
 * A header cell the author left empty (| | base | patched |, the corner
 * above the rows' labels) gets words for screen readers alone, in the
 * page's language: a header without a name is read as nothing, and
 * axe-core fails it (empty-table-header).  The first column's cells
 * label the rows (table.head.row); another column is named by its
 * number (table.head.col).  The label is .sr-only, so the page looks
 * as the report was written; inside prose of another language it
 * carries the page's lang, as the checker does.
 */
static void
label_th(const struct render_page *p, xmlNodePtr th)
{
	const struct html_strings *S = p->o->strings;
	struct buf b = {0}, n = {0};
	xmlNodePtr s, span;
	size_t col = 1;

	if (html_spoken(th->children))
		return;
	for (s = th->prev; s != NULL; s = s->prev)
		if (s->type == XML_ELEMENT_NODE)
			col++;
	span = html_elc(th, "span", "sr-only");
	if (col == 1)
		html_text(span, html_str(S, "table.head.row"));
	else {
		buf_printf(&n, "%zu", col);
		html_text(span, html_strf(&b, S, "table.head.col", "n",
		    n.data, (char *)NULL));
	}
	if (p->o->prose_lang != NULL &&
	    strcmp(p->o->prose_lang, html_strings_lang(S)) != 0)
		html_attr(span, "lang", html_strings_lang(S));
	buf_free(&b);
	buf_free(&n);
}

/*
 * Walks the report's nodes: markers, heading anchors, the contents,
 * empty header cells.
 */
void
render_heading_walk(struct render_page *p, xmlNodePtr n, xmlNodePtr toc)
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
				if (*end == '\0' && i < p->rep->nclaims) {
					render_claim_mark(p, n, i);
					render_page_count(p, n, i);
				}
			} else if (strncmp(h, "vr-unbound:", 11) == 0)
				render_claim_unbound(p, n);
			xmlFree(href);
			continue;
		}
		if (strcmp((const char *)n->name, "th") == 0)
			label_th(p, n);
		else if ((level = render_heading_level(n)) > 0) {
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
		render_heading_walk(p, n->children, toc);
	}
}
