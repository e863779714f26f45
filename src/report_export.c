/*
 * The report as a plain-text mail message (verify-report --export=text),
 * from the cmark-gfm tree report_load built: the markdown stays the one
 * source, and nothing here reads the raw lines again.
 *
 * Inline content is first flattened into a string in which a few bytes
 * below 0x20 say how it may break: ' ' is a space a line may end at,
 * GLUE a space it may not (before a footnote mark), SOFT a source line
 * break (a space, or nothing between two wide characters) and '\n' a
 * hard break.  wrap() then fills lines greedily, breaking at spaces,
 * and in CJK text between characters too, except where a number, a
 * word or the Japanese and Chinese line-breaking rules (no closing
 * punctuation first on a line, no opening one last) forbid it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "report.h"
#include "report_anchor.h"
#include "report_export.h"

#define GLUE	'\001'
#define SOFT	'\002'

/* A claim's place in the tree: its link, or a text node and bytes. */
struct spot {
	const void	*node;
	size_t		 off;	/* the number's end (a claim's mark) or */
	size_t		 len;	/* start and length (a glue span) in the */
				/* literal; 0 for a link */
	size_t		 claim;	/* index in r->claims (then r->unbound) */
};

struct export {
	const struct report *r;
	const char	*url;	/* --site-url, or NULL */
	struct spot	*spots;	/* sorted by node, then off */
	size_t		 nspots;
	struct spot	*glue;	/* numbers with a space inside ("94.5 */
	size_t		 nglue;	/* 个百分点"), sorted as spots */
	char		*anchors; /* report_anchor_all's, with a URL */
	size_t		 nfeet;
	struct buf	 feet;	/* "[k] URL#c-..." lines */
};

static int
is_type(cmark_node *n, const char *t)
{
	return strcmp(cmark_node_get_type_string(n), t) == 0;
}

static int
spotcmp(const void *a, const void *b)
{
	const struct spot *x = a, *y = b;

	if (x->node != y->node)
		return (uintptr_t)x->node < (uintptr_t)y->node ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* The index of the first of n sorted spots at node, or n. */
static size_t
spot_find(const struct spot *s, size_t n, const void *node)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t m = (lo + hi) / 2;

		if ((uintptr_t)s[m].node < (uintptr_t)node)
			lo = m + 1;
		else
			hi = m;
	}
	return lo < n && s[lo].node == node ? lo : n;
}

/* The first claim's spot at node, or NULL. */
static const struct spot *
spot_first(const struct export *e, const void *node)
{
	size_t i = spot_find(e->spots, e->nspots, node);

	return i < e->nspots ? &e->spots[i] : NULL;
}

/*
 * Makes the spaces inside s[0..len) GLUE: a number the report's reader
 * took with its unit word ("94.5 个百分点", "3 倍") is one word.
 */
static void
glue_spaces(char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (s[i] == ' ')
			s[i] = GLUE;
}

/* " [k]", glued to what precedes it, and its footnote line. */
static void
footnote(struct export *e, struct buf *b, size_t claim)
{
	buf_printf(b, "%c[%zu]", GLUE, ++e->nfeet);
	buf_printf(&e->feet, "[%zu] %s#%s\n", e->nfeet, e->url,
	    e->anchors + claim * REPORT_ANCHOR_SIZE);
}

/*
 * A literal with its control characters (tabs, CR...) as spaces, but
 * for the GLUE that text() puts inside numbers.  (The report itself
 * cannot hold a control character other than tab: report_load refuses
 * them.)
 */
static void
add_literal(struct buf *b, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		buf_addc(b, (unsigned char)s[i] < 0x20 && s[i] != GLUE ? ' ' :
		    s[i]);
}

static void	inlines(struct export *, struct buf *, cmark_node *);

/* A text node, with the footnote mark after each claim it holds. */
static void
text(struct export *e, struct buf *b, cmark_node *n)
{
	const char *orig = cmark_node_get_literal(n);
	size_t len = orig != NULL ? strlen(orig) : 0, at = 0, g;
	const struct spot *s = e->url != NULL ? spot_first(e, n) : NULL;
	char *lit = xstrndup(orig != NULL ? orig : "", len);

	/* Spaces inside the numbers this node holds do not break. */
	for (g = spot_find(e->glue, e->nglue, n); g < e->nglue &&
	    e->glue[g].node == n; g++)
		if (e->glue[g].off + e->glue[g].len <= len)
			glue_spaces(lit + e->glue[g].off, e->glue[g].len);

	for (; s != NULL && s < e->spots + e->nspots && s->node == n; s++) {
		size_t off = s->off, k;
		int last = s + 1 == e->spots + e->nspots || s[1].node != n;

		if (off > len || off < at)
			continue;
		/*
		 * The last claim's mark goes after the words that follow it
		 * ("+1.4 ms [3]" in a cell), unless another number does.
		 */
		for (k = off; last && k < len && !(lit[k] >= '0' &&
		    lit[k] <= '9'); k++)
			;
		if (last && k == len)
			for (off = len; off > s->off && lit[off - 1] == ' ';)
				off--;
		add_literal(b, lit + at, off - at);
		at = off;
		footnote(e, b, s->claim);
	}
	add_literal(b, lit + at, len - at);
	free(lit);
}

/*
 * A link or an image: its text; a link elsewhere also its address,
 * "text <https://...>", unless the text is the address or it points
 * inside the page (which a mail does not have).  An ev: link is its
 * text, and a claim's link gets its footnote mark.
 */
static void
link(struct export *e, struct buf *b, cmark_node *n)
{
	const char *url = cmark_node_get_url(n);
	size_t start = b->len;
	const struct spot *s;

	inlines(e, b, n);
	if (url == NULL || url[0] == '\0' || url[0] == '#' ||
	    strncmp(url, "ev:", 3) == 0) {
		size_t i = spot_find(e->glue, e->nglue, n);

		/* A claim's number with a space in it stays one word. */
		if (i < e->nglue && e->glue[i].claim < e->r->nclaims) {
			const char *t = e->r->claims[e->glue[i].claim].text;
			char *at;

			buf_add(b, "", 0);
			at = strstr(b->data + start, t);
			if (at != NULL)
				glue_spaces(at, strlen(t));
		}
		if (e->url != NULL && (s = spot_first(e, n)) != NULL)
			footnote(e, b, s->claim);
		return;
	}
	/* An autolink, <https://x> or <me@x>, is its address already. */
	if ((b->len - start == strlen(url) &&
	    memcmp(b->data + start, url, b->len - start) == 0) ||
	    (strncmp(url, "mailto:", 7) == 0 && b->len - start ==
	    strlen(url + 7) && memcmp(b->data + start, url + 7,
	    b->len - start) == 0))
		return;
	buf_adds(b, " <");
	add_literal(b, url, strlen(url));
	buf_addc(b, '>');
}

/* The inline children of n, flattened (above). */
static void
inlines(struct export *e, struct buf *b, cmark_node *n)
{
	cmark_node *k;

	for (k = cmark_node_first_child(n); k != NULL;
	    k = cmark_node_next(k)) {
		switch (cmark_node_get_type(k)) {
		case CMARK_NODE_TEXT:
			text(e, b, k);
			break;
		case CMARK_NODE_SOFTBREAK:
			buf_addc(b, SOFT);
			break;
		case CMARK_NODE_LINEBREAK:
			buf_addc(b, '\n');
			break;
		case CMARK_NODE_CODE: {
			const char *lit = cmark_node_get_literal(k);

			buf_addc(b, '`');
			if (lit != NULL)
				add_literal(b, lit, strlen(lit));
			buf_addc(b, '`');
			break;
		}
		case CMARK_NODE_LINK:
		case CMARK_NODE_IMAGE:
			link(e, b, k);
			break;
		case CMARK_NODE_HTML_INLINE:
			break;		/* a mail shows no markup */
		default:		/* emphasis, strong: their text */
			inlines(e, b, k);
			break;
		}
	}
}

/* Whether cp may not begin a line (closing punctuation, small kana). */
static int
no_start(uint32_t cp)
{
	static const char set[] = ")]},.:;!?%"
	    "\xE3\x80\x81\xE3\x80\x82\xEF\xBC\x8C\xEF\xBC\x8E\xEF\xBC\x9A"
	    "\xEF\xBC\x9B\xEF\xBC\x9F\xEF\xBC\x81\xEF\xBC\x89\xE3\x80\x95"
	    "\xEF\xBC\xBD\xEF\xBD\x9D\xE3\x80\x89\xE3\x80\x8B\xE3\x80\x8D"
	    "\xE3\x80\x8F\xE3\x80\x91\xE3\x80\x99\xE3\x80\x97\xE2\x80\x99"
	    "\xE2\x80\x9D\xE3\x83\xBC\xE3\x80\x85\xE3\x83\xBB\xE2\x80\xA6"
	    "\xE2\x80\xA5\xEF\xBC\x85\xE3\x80\x9C\xE2\x80\x94";
	char u[5];
	size_t n;

	/* Small kana: ぁぃぅぇぉっゃゅょゎ and their katakana. */
	if ((cp >= 0x3041 && cp <= 0x3049 && cp % 2 == 1) || cp == 0x3063 ||
	    cp == 0x3083 || cp == 0x3085 || cp == 0x3087 || cp == 0x308E ||
	    (cp >= 0x30A1 && cp <= 0x30A9 && cp % 2 == 1) || cp == 0x30C3 ||
	    cp == 0x30E3 || cp == 0x30E5 || cp == 0x30E7 || cp == 0x30EE ||
	    cp == 0x30F5 || cp == 0x30F6)
		return 1;
	if (cp < 0x80) {
		u[0] = (char)cp;
		u[1] = '\0';
	} else {
		n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
		if (n == 2) {
			u[0] = (char)(0xC0 | (cp >> 6));
			u[1] = (char)(0x80 | (cp & 0x3F));
		} else if (n == 3) {
			u[0] = (char)(0xE0 | (cp >> 12));
			u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
			u[2] = (char)(0x80 | (cp & 0x3F));
		} else
			return 0;
		u[n] = '\0';
	}
	return strstr(set, u) != NULL;
}

/* Whether cp may not end a line (opening punctuation). */
static int
no_end(uint32_t cp)
{
	return cp == '(' || cp == '[' || cp == '{' || cp == 0xFF08 ||
	    cp == 0x3014 || cp == 0xFF3B || cp == 0xFF5B || cp == 0x3008 ||
	    cp == 0x300A || cp == 0x300C || cp == 0x300E || cp == 0x3010 ||
	    cp == 0x3018 || cp == 0x3016 || cp == 0x2018 || cp == 0x201C;
}

/* An ASCII letter or digit, or a fullwidth digit: part of a number. */
static int
word_char(uint32_t cp)
{
	return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') ||
	    (cp >= 'A' && cp <= 'Z') || cp == '%' || cp == '.' ||
	    (cp >= 0xFF10 && cp <= 0xFF19);
}

/*
 * Whether a line may break between a and b, which no space separates:
 * only next to a wide character, never after a letter or digit (45万
 * and 3割 are numbers), never inside fullwidth digits, and never
 * against the punctuation rules.
 */
static int
may_break(uint32_t a, uint32_t b)
{
	if (utf8_cp_width(a) != 2 && utf8_cp_width(b) != 2)
		return 0;
	if (word_char(a))
		return 0;
	if (a >= 0xFF10 && a <= 0xFF19 && b >= 0xFF10 && b <= 0xFF19)
		return 0;
	/* Nor after a range's tilde or a sign before digits: 124.1～143.9. */
	if ((a == 0xFF5E || a == 0x301C || a == 0xFF0B || a == 0xFF0D ||
	    a == 0x2212 || a == 0xB1) && ((b >= '0' && b <= '9') ||
	    (b >= 0xFF10 && b <= 0xFF19)))
		return 0;
	return !no_start(b) && !no_end(a);
}

/* A line being filled: its text and width after the prefix. */
struct line {
	struct buf	*out;
	const char	*p1, *p2;	/* first line's prefix, the others' */
	int		 first;
	struct buf	 text;
	size_t		 width;
	size_t		 max;		/* the widest line written */
};

/* Writes a line: its prefix and text, trailing spaces dropped. */
static void
put_line(struct buf *out, const char *prefix, const char *s, size_t len)
{
	size_t start = out->len;

	buf_adds(out, prefix);
	buf_add(out, s, len);
	while (out->len > start && out->data[out->len - 1] == ' ')
		out->len--;
	out->data[out->len] = '\0';
	buf_addc(out, '\n');
}

static void
flush(struct line *l)
{
	if (l->width > l->max)
		l->max = l->width;
	put_line(l->out, l->first ? l->p1 : l->p2, l->text.data != NULL ?
	    l->text.data : "", l->text.len);
	l->first = 0;
	l->text.len = 0;
	l->width = 0;
}

/* The columns a line has after its prefix (at least 20). */
static size_t
avail(const struct line *l)
{
	const char *p = l->first ? l->p1 : l->p2;
	size_t w = utf8_width(p, strlen(p));

	return w + 20 > REPORT_EXPORT_WIDTH ? 20 : REPORT_EXPORT_WIDTH - w;
}

/* Adds a word after a space (sep 1) or none (0), breaking if need be. */
static void
add_word(struct line *l, const char *w, size_t len, size_t ww, int sep)
{
	if (l->text.len > 0 && l->width + (size_t)sep + ww > avail(l))
		flush(l);
	if (l->text.len > 0 && sep) {
		buf_addc(&l->text, ' ');
		l->width++;
	}
	buf_add(&l->text, w, len);
	l->width += ww;
}

/*
 * The flattened text with each SOFT break resolved: nothing between
 * two wide characters (a CJK paragraph's source lines join without a
 * space, and may_break still lets the line break there), else a space.
 */
static char *
resolve_soft(const char *s, size_t len)
{
	struct buf o = {0};
	size_t i, j;
	uint32_t prev = ' ', next, cp;

	buf_add(&o, "", 0);
	for (i = 0; i < len;) {
		if (s[i] == SOFT) {
			next = ' ';
			for (j = i + 1; j < len && (s[j] == SOFT || s[j] == ' ');)
				j++;
			if (j < len)
				utf8_decode(s + j, len - j, &next);
			if (!(utf8_cp_width(prev) == 2 &&
			    utf8_cp_width(next) == 2))
				buf_addc(&o, ' ');
			prev = ' ';
			i++;
			continue;
		}
		j = utf8_decode(s + i, len - i, &cp);
		buf_add(&o, s + i, j);
		prev = s[i] == ' ' ? ' ' : cp;
		i += j;
	}
	return buf_take(&o);
}

/*
 * Fills lines of at most REPORT_EXPORT_WIDTH columns (prefix included)
 * with the flattened inline text s, the first line after p1, the
 * others after p2.  A word wider than a line stands alone on its line.
 * Returns the width of the widest line, prefix not counted.
 */
static size_t
wrap(struct buf *out, const char *src, size_t srclen, const char *p1,
    const char *p2)
{
	struct line l;
	struct buf w = {0};
	char *s = resolve_soft(src, srclen);
	size_t len = strlen(s), i = 0, ww = 0, n;
	uint32_t cp, prev = ' ';
	int sep = 0;

	memset(&l, 0, sizeof(l));
	l.out = out;
	l.p1 = p1;
	l.p2 = p2;
	l.first = 1;
	buf_add(&w, "", 0);
	for (;;) {
		if (i >= len || s[i] == ' ' || s[i] == '\n') {
			if (w.len > 0) {
				add_word(&l, w.data, w.len, ww, sep);
				sep = 0;
			}
			if (i >= len)
				break;
			if (s[i] == ' ')
				sep = 1;
			else if (l.text.len > 0)
				flush(&l);
			w.len = 0;
			ww = 0;
			prev = ' ';
			i++;
			continue;
		}
		n = utf8_decode(s + i, len - i, &cp);
		if (s[i] == GLUE)
			cp = 0xA0;	/* no break on either side */
		if (w.len > 0 && prev != 0xA0 && cp != 0xA0 &&
		    may_break(prev, cp)) {
			add_word(&l, w.data, w.len, ww, sep);
			w.len = 0;
			ww = 0;
			sep = 0;
		}
		if (s[i] == GLUE)
			buf_addc(&w, ' ');
		else
			buf_add(&w, s + i, n);
		ww += s[i] == GLUE ? 1 : (size_t)utf8_cp_width(cp);
		prev = cp;
		i += n;
	}
	if (l.text.len > 0)
		flush(&l);
	buf_free(&w);
	buf_free(&l.text);
	free(s);
	return l.max;
}

/* A table cell's text on one line: breaks become spaces. */
static char *
cell_text(struct export *e, cmark_node *cell)
{
	struct buf b = {0}, o = {0};
	size_t i;

	inlines(e, &b, cell);
	buf_add(&o, "", 0);
	for (i = 0; i < b.len; i++) {
		char c = b.data[i];

		if (c == GLUE || c == SOFT || c == '\n')
			c = ' ';
		if (c == ' ' && (o.len == 0 || o.data[o.len - 1] == ' '))
			continue;
		buf_addc(&o, c);
	}
	while (o.len > 0 && o.data[o.len - 1] == ' ')
		o.data[--o.len] = '\0';
	buf_free(&b);
	return buf_take(&o);
}

/*
 * A GFM table as aligned columns, two spaces apart, with a rule of
 * dashes under the header; each column as wide as its widest cell in
 * display columns, and aligned as the table's delimiter row says.
 * Never wrapped.
 */
static void
table(struct export *e, struct buf *out, cmark_node *t, const char *p1,
    const char *p2)
{
	uint16_t ncols = cmark_gfm_extensions_get_table_columns(t);
	uint8_t *align = cmark_gfm_extensions_get_table_alignments(t);
	cmark_node *row, *cell;
	char **cells = NULL;
	size_t *width, nrows = 0, cap = 0, i, j, k;
	struct buf line = {0};

	if (ncols == 0)
		return;
	width = xcalloc(ncols, sizeof(*width));
	for (row = cmark_node_first_child(t); row != NULL;
	    row = cmark_node_next(row)) {
		xgrow_zero(&cells, &cap, (nrows + 1) * ncols, sizeof(*cells));
		for (cell = cmark_node_first_child(row), j = 0;
		    cell != NULL && j < ncols; cell = cmark_node_next(cell),
		    j++) {
			char *c = cell_text(e, cell);
			size_t w = utf8_width(c, strlen(c));

			cells[nrows * ncols + j] = c;
			if (w > width[j])
				width[j] = w;
		}
		nrows++;
	}
	for (i = 0; i < nrows; i++) {
		line.len = 0;
		buf_add(&line, "", 0);
		for (j = 0; j < ncols; j++) {
			const char *c = cells[i * ncols + j] != NULL ?
			    cells[i * ncols + j] : "";
			size_t w = utf8_width(c, strlen(c)), pad = width[j] - w;
			size_t left = align != NULL && align[j] == 'r' ? pad :
			    align != NULL && align[j] == 'c' ? pad / 2 : 0;

			if (j > 0)
				buf_adds(&line, "  ");
			for (k = 0; k < left; k++)
				buf_addc(&line, ' ');
			buf_adds(&line, c);
			for (k = 0; k < pad - left; k++)
				buf_addc(&line, ' ');
		}
		put_line(out, i == 0 ? p1 : p2, line.data, line.len);
		if (i == 0) {
			line.len = 0;
			buf_add(&line, "", 0);
			for (j = 0; j < ncols; j++) {
				if (j > 0)
					buf_adds(&line, "  ");
				for (k = 0; k < width[j]; k++)
					buf_addc(&line, '-');
			}
			put_line(out, p2, line.data, line.len);
		}
	}
	for (i = 0; i < nrows * ncols; i++)
		free(cells[i]);
	free(cells);
	free(width);
	buf_free(&line);
}

/* The prefix p followed by n spaces (a list item's hanging indent). */
static char *
indent(const char *p, size_t n)
{
	struct buf b = {0};

	buf_adds(&b, p);
	while (n-- > 0)
		buf_addc(&b, ' ');
	return buf_take(&b);
}

static void	blocks(struct export *, struct buf *, cmark_node *,
		    const char *, const char *, int);

/* Whether s starts like a mail header line: "Name: " (From:, Cc:...). */
static int
header_line(const char *s)
{
	size_t i = 0;

	if (s == NULL || !((*s >= 'A' && *s <= 'Z') || (*s >= 'a' &&
	    *s <= 'z')))
		return 0;
	while ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
	    (s[i] >= '0' && s[i] <= '9') || s[i] == '-')
		i++;
	return s[i] == ':' && s[i + 1] == ' ';
}

/*
 * Whether a paragraph is a mail's header block: two lines or more, each
 * starting "Name: " (From:, Date:, Subject:...).  Its lines stay lines,
 * unwrapped, where the lines of other paragraphs join and wrap.
 */
static int
header_block(cmark_node *n)
{
	cmark_node *k;
	int lines = 1, start = 1;

	for (k = cmark_node_first_child(n); k != NULL;
	    k = cmark_node_next(k)) {
		if (cmark_node_get_type(k) == CMARK_NODE_SOFTBREAK) {
			lines++;
			start = 1;
			continue;
		}
		if (start && (cmark_node_get_type(k) != CMARK_NODE_TEXT ||
		    !header_line(cmark_node_get_literal(k))))
			return 0;
		start = 0;
	}
	return lines >= 2;
}

/* One block, its first line after p1, the others after p2. */
static void
block(struct export *e, struct buf *out, cmark_node *n, const char *p1,
    const char *p2)
{
	struct buf b = {0};
	size_t k;

	switch (cmark_node_get_type(n)) {
	case CMARK_NODE_PARAGRAPH:
		inlines(e, &b, n);
		/* A header line is one line, as long as it is. */
		if (header_block(n)) {
			for (k = 0; k < b.len; k++) {
				if (b.data[k] == SOFT)
					b.data[k] = '\n';
				else if (b.data[k] == ' ')
					b.data[k] = GLUE;
			}
		}
		wrap(out, b.data != NULL ? b.data : "", b.len, p1, p2);
		break;
	case CMARK_NODE_HEADING: {
		int level = cmark_node_get_heading_level(n);
		size_t w;

		inlines(e, &b, n);
		w = wrap(out, b.data != NULL ? b.data : "", b.len, p1, p2);
		/* Setext underlines for the two top levels, as in mail. */
		if (level <= 2 && w > 0) {
			b.len = 0;
			for (k = 0; k < w; k++)
				buf_addc(&b, level == 1 ? '=' : '-');
			put_line(out, p2, b.data, b.len);
		}
		break;
	}
	case CMARK_NODE_CODE_BLOCK: {
		const char *lit = cmark_node_get_literal(n), *nl;
		char *pre1 = indent(p1, 4), *pre2 = indent(p2, 4);
		int first = 1;

		const char *start = lit;
		size_t at = e->url != NULL ? spot_find(e->spots, e->nspots, n) :
		    e->nspots, len;

		/*
		 * Indented and never wrapped: code keeps its lines.  The
		 * claims of a bound plain-text table get their marks at the
		 * end of their line, so that its columns stay in line.
		 */
		while (lit != NULL && *lit != '\0') {
			nl = strchr(lit, '\n');
			len = nl != NULL ? (size_t)(nl - lit) : strlen(lit);
			b.len = 0;
			buf_add(&b, lit, len);
			for (; at < e->nspots && e->spots[at].node == n &&
			    e->spots[at].off <= (size_t)(lit - start) + len;
			    at++) {
				buf_printf(&b, " [%zu]", ++e->nfeet);
				buf_printf(&e->feet, "[%zu] %s#%s\n", e->nfeet,
				    e->url, e->anchors + e->spots[at].claim *
				    REPORT_ANCHOR_SIZE);
			}
			put_line(out, first ? pre1 : pre2, b.data, b.len);
			first = 0;
			lit = nl != NULL ? nl + 1 : lit + strlen(lit);
		}
		free(pre1);
		free(pre2);
		break;
	}
	case CMARK_NODE_BLOCK_QUOTE: {
		struct buf q1 = {0}, q2 = {0};

		buf_printf(&q1, "%s> ", p1);
		buf_printf(&q2, "%s> ", p2);
		blocks(e, out, n, q1.data, q2.data, 0);
		buf_free(&q1);
		buf_free(&q2);
		break;
	}
	case CMARK_NODE_LIST: {
		int ordered = cmark_node_get_list_type(n) == CMARK_ORDERED_LIST;
		int num = cmark_node_get_list_start(n);
		int tight = cmark_node_get_list_tight(n);
		cmark_node *item;
		const char *pre = p1;

		for (item = cmark_node_first_child(n); item != NULL;
		    item = cmark_node_next(item), num++) {
			char mark[32], *m1, *m2;

			if (ordered)
				snprintf(mark, sizeof(mark), "%d. ", num);
			else
				snprintf(mark, sizeof(mark), "- ");
			if (item != cmark_node_first_child(n) && !tight)
				put_line(out, p2, "", 0);
			m1 = xmalloc(strlen(pre) + strlen(mark) + 1);
			strcpy(m1, pre);
			strcat(m1, mark);
			m2 = indent(p2, strlen(mark));
			blocks(e, out, item, m1, m2, tight);
			free(m1);
			free(m2);
			pre = p2;
		}
		break;
	}
	case CMARK_NODE_THEMATIC_BREAK:
		put_line(out, p1, "* * *", 5);
		break;
	case CMARK_NODE_HTML_BLOCK:
		break;
	default:
		if (is_type(n, "table"))
			table(e, out, n, p1, p2);
		break;
	}
	buf_free(&b);
}

/*
 * The blocks inside n, a blank line between two (none in a tight list
 * item); the first block's first line after p1, every other line after
 * p2.  A block that writes nothing (HTML) takes no blank line.
 */
static void
blocks(struct export *e, struct buf *out, cmark_node *n, const char *p1,
    const char *p2, int tight)
{
	struct buf one = {0};
	cmark_node *k;
	int any = 0;

	for (k = cmark_node_first_child(n); k != NULL;
	    k = cmark_node_next(k)) {
		one.len = 0;
		block(e, &one, k, any ? p2 : p1, p2);
		if (one.len == 0)
			continue;
		if (any && !tight)
			put_line(out, p2, "", 0);
		buf_add(out, one.data, one.len);
		any = 1;
	}
	buf_free(&one);
}

void
report_export_text(struct buf *b, const struct report *r,
    const char *site_url)
{
	struct export e;
	size_t i, cap = 0, gcap = 0;

	memset(&e, 0, sizeof(e));
	e.r = r;
	e.url = site_url;
	/* The site's stable anchors: a mail's links outlive page edits. */
	if (site_url != NULL && r->nclaims > 0)
		e.anchors = report_anchor_all(r);
	if (e.anchors == NULL)
		e.url = NULL;
	for (i = 0; e.url != NULL && i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		if (c->node == NULL)
			continue;
		xgrow(&e.spots, &cap, e.nspots + 1, sizeof(*e.spots));
		e.spots[e.nspots].node = c->node;
		e.spots[e.nspots].off = c->node_is_link ? 0 :
		    c->node_off + c->node_len;
		e.spots[e.nspots].len = 0;
		e.spots[e.nspots].claim = i;
		e.nspots++;
	}
	if (e.nspots > 1)
		qsort(e.spots, e.nspots, sizeof(*e.spots), spotcmp);
	for (i = 0; i < r->nclaims + r->nunbound; i++) {
		const char *t;
		const void *node;
		size_t off, len;

		if (i < r->nclaims) {
			const struct claim *c = &r->claims[i];

			t = c->text;
			node = c->node;
			off = c->node_is_link ? 0 : c->node_off;
			len = c->node_is_link ? 0 : c->node_len;
		} else {
			const struct unbound *u = &r->unbound[i - r->nclaims];

			t = u->text;
			node = u->node;
			off = u->node_off;
			len = u->node_len;
		}
		if (node == NULL || t == NULL || strchr(t, ' ') == NULL)
			continue;
		xgrow(&e.glue, &gcap, e.nglue + 1, sizeof(*e.glue));
		e.glue[e.nglue].node = node;
		e.glue[e.nglue].off = off;
		e.glue[e.nglue].len = len;
		e.glue[e.nglue].claim = i;
		e.nglue++;
	}
	if (e.nglue > 1)
		qsort(e.glue, e.nglue, sizeof(*e.glue), spotcmp);
	buf_add(b, "", 0);
	if (r->doc != NULL)
		blocks(&e, b, r->doc, "", "", 0);
	if (e.nfeet > 0) {
		buf_addc(b, '\n');
		buf_add(b, e.feet.data, e.feet.len);
	}
	buf_free(&e.feet);
	free(e.spots);
	free(e.glue);
	free(e.anchors);
}
