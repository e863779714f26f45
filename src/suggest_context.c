/*
 * Where an unbound number sits, read from the report's lines: its
 * heading, table, row, column, sentence and paragraph, and the words
 * each gives it (struct numctx).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "suggest.h"

static char *
dup_range(const struct report *r, size_t s, size_t e)
{
	return xstrndup(r->src + s, e > s ? e - s : 0);
}

/*
 * The test case of the section from line l0 (a heading, or the top) to
 * the next heading: the one its bound tables name (ev:TC//, ev:TC//X),
 * or NULL when they name none or several.
 */
static char *
section_tc(const struct report *r, size_t l0, char **run)
{
	size_t l;
	char *tc = NULL;
	int fence = 0;

	for (l = l0; l < r->nlines; l++) {
		const char *s = r->src + r->lines[l];
		const char *e = l + 1 < r->nlines ? r->src + r->lines[l + 1] :
		    r->src + r->len;
		const char *q, *a, *b;

		if (l > l0 && *s == '#' && !fence)
			break;
		if (e - s >= 3 && (!memcmp(s, "```", 3) || !memcmp(s, "~~~", 3)))
			fence = !fence;
		if (fence || *s != '|')
			continue;
		for (q = s; q + 5 < e; q++) {
			if (memcmp(q, "](", 2) != 0)
				continue;
			a = q + 2 + (q[2] == '<');
			if (e - a < 4 || memcmp(a, "ev:", 3) != 0)
				continue;
			a += 3;
			for (b = a; b < e && *b != '/' && *b != ')' && *b != '>'; b++)
				;
			if (b == a || b >= e || *b != '/' || *a == '=' ||
			    (b - a == 1 && *a == '*'))
				continue;
			/* A top-left ev:TC/CFG#K/ shows one run of CFG. */
			{
				const char *h = b + 1, *he, *hash;

				for (he = h; he < e && *he != '/' && *he != ')' &&
				    *he != '>'; he++)
					;
				hash = memchr(h, '#', (size_t)(he - h));
				if (he + 1 < e && *he == '/' && (he[1] == ')' ||
				    he[1] == '>') && hash != NULL && hash > h &&
				    *run == NULL)
					*run = xstrndup(h, (size_t)(hash - h));
			}
			if (tc == NULL)
				tc = xstrndup(a, (size_t)(b - a));
			else if (strlen(tc) != (size_t)(b - a) ||
			    memcmp(tc, a, (size_t)(b - a)) != 0) {
				free(tc);
				return NULL;
			}
		}
	}
	return tc;
}

static int
table_line(const struct report *r, size_t l)
{
	size_t a = r->lines[l];
	size_t b = l + 1 < r->nlines ? r->lines[l + 1] : r->len;

	while (a < b && r->src[a] == ' ')
		a++;
	return a < b && r->src[a] == '|';
}

void
suggest_context_layout(struct layout *ly, const struct report *r)
{
	size_t l, h = SIZE_MAX;

	ly->head = xcalloc(r->nlines + 1, sizeof(*ly->head));
	ly->tab = xcalloc(r->nlines + 1, sizeof(*ly->tab));
	ly->sectc = xcalloc(r->nlines + 1, sizeof(*ly->sectc));
	ly->secrun = xcalloc(r->nlines + 1, sizeof(*ly->secrun));
	ly->sectc[r->nlines] = section_tc(r, 0, &ly->secrun[r->nlines]);
	for (l = 0; l < r->nlines; l++) {
		if (r->src[r->lines[l]] == '#') {
			h = l;
			ly->sectc[l] = section_tc(r, l, &ly->secrun[l]);
		}
		ly->head[l] = h;
		ly->tab[l] = !table_line(r, l) ? SIZE_MAX :
		    l > 0 && ly->tab[l - 1] != SIZE_MAX ? ly->tab[l - 1] : l;
	}
}

void
suggest_context_layout_free(struct layout *ly, const struct report *r)
{
	size_t l;

	for (l = 0; l <= r->nlines; l++) {
		free(ly->sectc[l]);
		free(ly->secrun[l]);
	}
	free(ly->head);
	free(ly->tab);
	free(ly->sectc);
	free(ly->secrun);
}

/* The start of the character at or after i (not inside a UTF-8 one). */
static size_t
char_start(const struct report *r, size_t i, size_t end)
{
	while (i < end && ((unsigned char)r->src[i] & 0xC0) == 0x80)
		i++;
	return i;
}

/* The bytes a number's words are sought in, either side of it. */
#define CTX_SENTENCE	1024
#define CTX_LINE	2048

/* Cell col (from 0) of the table line at ls..le, as [*a, *b). */
static int
table_cell(const struct report *r, size_t ls, size_t le, size_t col,
    size_t *a, size_t *b)
{
	size_t i = ls, k = 0;

	if (i < le && r->src[i] == '|')
		i++;
	for (; i < le; i++) {
		size_t j = i;

		while (j < le && r->src[j] != '|')
			j++;
		if (k++ == col) {
			*a = i;
			*b = j;
			return 1;
		}
		i = j;
	}
	return 0;
}

/*
 * A number in a table cell: its row and its column speak for it.  The
 * column's header counts as words next to the number (a config, a
 * statistic: "켬", "최대"), the row's first cell as words before it (the
 * metric), the whole row and header as its sentence.
 */
static void
table_context(const struct report *r, const struct layout *ly,
    const struct unbound *u, size_t ls, size_t le, struct numctx *n)
{
	size_t col = 0, i, l, hs = ls, he = le, a, b, ra, rb;
	size_t ub = u->byte - r->bom;	/* in src, which starts past a BOM */
	struct buf t = {0};

	/* A row too long to count its cells has no column here. */
	if (ub - ls > CTX_LINE * 32)
		return;
	for (i = ls + (r->src[ls] == '|'); i < ub; i++)
		if (r->src[i] == '|')
			col++;
	/* The header: the first line of the table. */
	l = ly->tab[u->line - 1];
	if (l != SIZE_MAX) {
		hs = r->lines[l];
		he = l + 1 < r->nlines ? r->lines[l + 1] : r->len;
		while (hs < he && r->src[hs] == ' ')
			hs++;
	}
	if (!table_cell(r, hs, he, col, &a, &b))
		a = b = hs;
	if (!table_cell(r, ls, le, 0, &ra, &rb))
		ra = rb = ls;
	buf_add(&t, r->src + a, b - a);
	buf_adds(&t, " ");
	buf_adds(&t, n->local);
	free(n->local);
	n->local = buf_take(&t);
	buf_add(&t, r->src + ra, rb - ra);
	buf_adds(&t, " ");
	buf_adds(&t, n->local);
	free(n->before);
	n->before = buf_take(&t);
	buf_add(&t, r->src + ls, le - ls);
	buf_adds(&t, " ");
	buf_add(&t, r->src + a, b - a);
	free(n->sent);
	n->sent = buf_take(&t);
}

/*
 * Whether line l (0-based) starts a block of its own: blank, a
 * heading, a table row, a list item, a fence or a thematic break.
 * A line that does not continues the paragraph before it.
 */
static int
line_starts_block(const struct report *r, size_t l)
{
	size_t a = r->lines[l];
	size_t b = l + 1 < r->nlines ? r->lines[l + 1] : r->len;
	size_t d;

	while (a < b && (r->src[a] == ' ' || r->src[a] == '\t' ||
	    r->src[a] == '>'))
		a++;
	if (a >= b || r->src[a] == '\n' || r->src[a] == '\r' ||
	    r->src[a] == '#' || r->src[a] == '|' || r->src[a] == '`' ||
	    r->src[a] == '~')
		return 1;
	if ((r->src[a] == '-' || r->src[a] == '*' || r->src[a] == '+' ||
	    r->src[a] == '=') && (a + 1 >= b || r->src[a + 1] == ' ' ||
	    r->src[a + 1] == r->src[a]))
		return 1;
	for (d = a; d < b && r->src[d] >= '0' && r->src[d] <= '9'; d++)
		;
	return d > a && d < b && (r->src[d] == '.' || r->src[d] == ')') &&
	    (d + 1 >= b || r->src[d + 1] == ' ');
}

/* The bytes of line l and of up to 3 lines each way of its paragraph. */
static void
para_lines(const struct report *r, size_t l, size_t *start, size_t *end)
{
	size_t a = l, b = l, k;

	for (k = 0; k < 3 && a > 0 && !line_starts_block(r, a) &&
	    !line_starts_block(r, a - 1); k++)
		a--;
	for (k = 0; k < 3 && b + 1 < r->nlines && !line_starts_block(r, b + 1);
	    k++)
		b++;
	*start = r->lines[a];
	*end = b + 1 < r->nlines ? r->lines[b + 1] : r->len;
}

/* Fills n for unbound number u; zero when it reads as no number. */
int
suggest_context_make(const struct report *r, const struct layout *ly,
    const struct unbound *u, struct numctx *n)
{
	static const char *const stops[] = {
		"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F", "\xEF\xBC\x9B",
		". ", "; ", "! ", "? ", ".\n", ";\n", "!\n", "?\n", ".\r",
		";\r", "!\r", "?\r"
	};
	size_t ls = r->lines[u->line - 1];
	size_t le = u->line < r->nlines ? r->lines[u->line] : r->len;
	size_t s, e, i, k, l, tl = strlen(u->text), loc, pos, ws, we, ps, pe;
	size_t pls, ple;
	size_t ub = u->byte - r->bom;	/* in src, which starts past a BOM */
	struct numtok t;

	memset(n, 0, sizeof(*n));
	pos = 0;
	if (!claim_number_next(u->text, tl, &pos, &t) || t.start != 0 ||
	    t.end != tl || t.a.unread || (t.is_range && t.b.unread))
		return 0;	/* text that reads otherwise, or 2천만 */
	n->w = t.a;
	n->w2 = t.b;
	n->range = t.is_range;
	while (ls < le && (r->src[ls] == ' ' || r->src[ls] == '>'))
		ls++;
	/*
	 * A sentence wrapped over lines (a soft break) is one sentence: the
	 * words of the lines around count as the line's own, up to a few
	 * lines each way, within the paragraph.
	 */
	if (ls < le && r->src[ls] != '|')
		para_lines(r, u->line - 1, &pls, &ple);
	else {
		pls = ls;
		ple = le;
	}
	/*
	 * Its neighbourhood only: a line of 10,000 numbers must not cost
	 * each of them the whole line.
	 */
	ws = ub > pls + CTX_SENTENCE ? char_start(r, ub -
	    CTX_SENTENCE, ub) : pls;
	we = ub + tl + CTX_SENTENCE < ple ? char_start(r, ub + tl +
	    CTX_SENTENCE, ple) : ple;
	ps = ub > pls + CTX_LINE ? char_start(r, ub - CTX_LINE,
	    ub) : pls;
	pe = ub + tl + CTX_LINE < ple ? char_start(r, ub + tl +
	    CTX_LINE, ple) : ple;
	s = ws;
	e = we;
	if (ls < le && r->src[ls] != '|') {
		for (i = ws; i < we; i++)
			for (k = 0; k < sizeof(stops) / sizeof(stops[0]); k++) {
				size_t m = strlen(stops[k]);

				if (i + m > we || memcmp(r->src + i, stops[k], m))
					continue;
				if (i + m <= ub)
					s = i + m;
				else if (i >= ub + tl && e == we)
					e = i;
			}
	} else {
		/* A table row: the cell; the row's first cell below. */
		size_t c0 = ub;

		while (c0 > ws && r->src[c0 - 1] != '|')
			c0--;
		s = c0;
	}
	/* The local words: back to the previous number of the sentence. */
	loc = s;
	for (i = s; i < ub; ) {
		size_t p2 = i;
		struct numtok t2;

		if (!claim_number_next(r->src, ub, &p2, &t2))
			break;
		if (t2.end <= ub)
			loc = t2.end;
		i = p2 > i ? p2 : i + 1;
	}
	n->local = dup_range(r, loc, ub);
	{
		size_t nb = ub - loc > 12 ? ub - 12 : loc;

		/* Not in the middle of a UTF-8 sequence. */
		while (nb < ub && ((unsigned char)r->src[nb] & 0xC0) == 0x80)
			nb++;
		n->near = dup_range(r, nb, ub);
	}
	n->before = dup_range(r, s, ub);
	n->sent = dup_range(r, s, e);
	n->para = dup_range(r, ps, pe);
	if (r->src[ls] == '|')
		table_context(r, ly, u, ls, le, n);
	{
		size_t from = ub + (n->range ? t.b.num_end : t.a.num_end);

		n->unit = suggest_words_unit_after(r->src + from, from < le ? le - from : 0);
	}
	l = ly->head[u->line - 1];
	if (l != SIZE_MAX)
		n->head = dup_range(r, r->lines[l], l + 1 < r->nlines ?
		    r->lines[l + 1] : r->len);
	else
		n->head = xstrdup("");
	n->sectc = ly->sectc[l != SIZE_MAX ? l : r->nlines];
	n->secrun = ly->secrun[l != SIZE_MAX ? l : r->nlines];
	suggest_words_stat(n);
	n->quoted = suggest_words_quoted(n->sent);
	/* A run named in the sentence, or earlier in the paragraph. */
	n->rep = suggest_words_rep(n->sent);
	if (n->rep == 0) {
		char *pb = dup_range(r, ps, ub);

		n->rep = suggest_words_rep(pb);
		free(pb);
	}

	n->small = n->w.kind == NUM_PLAIN && n->w.decimals == 0 &&
	    n->w.scale == 1 && fabs(n->w.value) < 100;
	return 1;
}

void
suggest_context_free(struct numctx *n)
{
	free(n->local);
	free(n->near);
	free(n->before);
	free(n->sent);
	free(n->para);
	free(n->head);

}
