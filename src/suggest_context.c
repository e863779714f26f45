/*
 * The words around an unbound number (struct numctx): its sentence,
 * the words since the previous number, its paragraph, its table row's
 * label and column header, its section's heading and test case, all
 * where the parser placed it (u->place, r->sections, r->tables).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim_direction.h"
#include "suggest.h"

static char *
dup_range(const struct report *r, size_t s, size_t e)
{
	return xstrndup(r->src + s, e > s ? e - s : 0);
}

static int	says_p(const char *);

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

/*
 * A number in a table cell: its row and its column speak for it.  The
 * column's header counts as words next to the number (a config, a
 * statistic: "켬", "최대"), the row's first cell as words before it (the
 * metric), the whole row and header as its sentence.
 */
static void
table_context(const struct report *r, const struct unbound *u,
    struct numctx *n)
{
	const struct report_place *pl = &r->uplaces[u->place];
	const struct report_table *tb = &r->tables[pl->table - 1];
	size_t a = pl->row_start, b = pl->row_start;
	/* In src, which starts past a BOM. */
	size_t ub = report_ubyte(u) - r->bom;
	struct buf t = {0};

	/* A row too long for its words to be read for every number. */
	if (ub - pl->row_start > CTX_LINE * 32)
		return;
	if (pl->col < tb->ncols) {
		a = tb->head_start[pl->col];
		b = tb->head_end[pl->col];
	}
	buf_add(&t, r->src + a, b - a);
	buf_adds(&t, " ");
	buf_adds(&t, n->local);
	free(n->local);
	n->local = buf_take(&t);
	buf_add(&t, r->src + pl->label_start, pl->label_end - pl->label_start);
	buf_adds(&t, " ");
	buf_adds(&t, n->local);
	free(n->before);
	n->before = buf_take(&t);
	buf_add(&t, r->src + pl->row_start, pl->row_end - pl->row_start);
	buf_adds(&t, " ");
	buf_add(&t, r->src + a, b - a);
	free(n->sent);
	n->sent = buf_take(&t);
}

/*
 * The paragraph right before a table (up to 4 lines, no heading or
 * table row), where authors name what the table shows: "Mean of the
 * runs, in seconds:", "kernbench, average of the runs:".
 */
static char *
table_caption(const struct report *r, const struct report_table *tb)
{
	size_t a, e, lines = 0;

	if (tb->ncols == 0)
		return xstrdup("");
	a = tb->head_start[0];
	while (a > 0 && r->src[a - 1] != '\n')
		a--;
	e = a;
	/* Blank lines between it and the table. */
	while (e > 0 && (r->src[e - 1] == '\n' || r->src[e - 1] == '\r' ||
	    r->src[e - 1] == ' '))
		e--;
	a = e;
	while (a > 0 && lines < 4) {
		size_t ls = a - 1, k;

		while (ls > 0 && r->src[ls - 1] != '\n')
			ls--;
		for (k = ls; k < a && (r->src[k] == ' ' || r->src[k] == '\t');
		    k++)
			;
		if (k >= a || r->src[k] == '\n' || r->src[k] == '\r' ||
		    r->src[k] == '#' || r->src[k] == '|' || e - ls > 512)
			break;
		a = ls;
		lines++;
	}
	return dup_range(r, a, e);
}

/*
 * The whole number a row's label is ("4", "16 groups"), or the last
 * whole number of the sentence before the number ("with 16 groups it
 * dropped by 5.3%", "16 groups took 1.671 s and 1.580 s"): with a benchmark named, it names a test case
 * (hackbench-g16).  -1 when there is none.
 */
static long
label_number(const char *s, size_t n)
{
	size_t pos = 0;
	struct numtok t;
	long last = -1;

	while (claim_number_next(s, n, &pos, &t)) {
		if (!t.is_range && t.a.kind == NUM_PLAIN && t.a.sign == 0 &&
		    t.a.decimals == 0 && t.a.scale == 1 && !t.a.unread &&
		    t.a.value >= 0 && t.a.value < 1e6)
			last = (long)t.a.value;
	}
	return last;
}

/*
 * The bytes a number's sentence may span: its table row, or its line
 * and up to 3 lines each way of its paragraph (a sentence wrapped over
 * lines is one sentence), as the parser placed it.
 */
static void
para_bytes(const struct report *r, const struct unbound *u, size_t *start,
    size_t *end)
{
	const struct report_place *pl = &r->uplaces[u->place];
	size_t l = u->line, a = pl->first_line, b = pl->last_line;

	if (pl->table != 0) {
		*start = pl->row_start;
		*end = l < r->nlines ? r->lines[l] : r->len;
		return;
	}
	if (a == 0 || a > l || b < l) {
		a = l;	/* cmark lost the paragraph's lines */
		b = l;
	}
	if (a + 3 < l)
		a = l - 3;
	if (b > l + 3)
		b = l + 3;
	*start = r->lines[a - 1];
	*end = b < r->nlines ? r->lines[b] : r->len;
}

/* Fills n for unbound number u; zero when it reads as no number. */
static int	sig_digits(const struct written *);

int
suggest_context_make(const struct report *r, const struct unbound *u,
    struct numctx *n)
{
	static const char *const stops[] = {
		"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F", "\xEF\xBC\x9B",
		". ", "; ", "! ", "? ", ".\n", ";\n", "!\n", "?\n", ".\r",
		";\r", "!\r", "?\r"
	};
	const struct report_place *up = &r->uplaces[u->place];
	const struct report_section *sec = &r->sections[up->section];
	size_t le = u->line < r->nlines ? r->lines[u->line] : r->len;
	size_t s, e, i, k, tl = strlen(u->text), loc, pos, ws, we, ps, pe;
	size_t pls, ple;
	int table = up->table != 0;
	/* In src, which starts past a BOM. */
	size_t ub = report_ubyte(u) - r->bom;
	struct numtok t, prev;
	struct claim_dirword dw;
	const struct words_unit *pairunit = NULL;

	memset(n, 0, sizeof(*n));
	/* No place (PLACE_NONE): the words around it are not known. */
	if (u->line == 0 || report_ubyte(u) == PLACE_NONE)
		return 0;
	pos = 0;
	if (!claim_number_next(u->text, tl, &pos, &t) || t.start != 0 ||
	    t.end != tl || t.a.unread || (t.is_range && t.b.unread))
		return 0;	/* text that reads otherwise, or 2천만 */
	n->w = t.a;
	n->w2 = t.b;
	n->range = t.is_range;
	n->md = &r->metrics;
	/*
	 * "下降 5.38 個百分點", "10% faster": bound to B~A the word gives
	 * the sign (section 3.2), so only the changes in its direction fit.
	 */
	if (n->w.sign == 0 && !n->range && claim_direction_near(r->src,
	    r->len, ub, ub + tl, &dw) && dw.other == NULL) {
		n->dirsign = dw.sign;
		n->dirquality = dw.quality;
	}
	para_bytes(r, u, &pls, &ple);
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
	if (!table) {
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
	memset(&prev, 0, sizeof(prev));
	for (i = s; i < ub; ) {
		size_t p2 = i;
		struct numtok t2;

		if (!claim_number_next(r->src, ub, &p2, &t2))
			break;
		if (t2.end <= ub) {
			loc = t2.end;
			prev = t2;
		}
		i = p2 > i ? p2 : i + 1;
	}
	/* "from A to B": the number before, joined to it as one change. */
	if (!table && loc > s && loc == prev.end && !prev.is_range &&
	    sig_digits(&prev.a) >= 3 && suggest_words_joined(r->src + loc,
	    ub - loc))
		n->pair[n->npair++] = prev.a;
	n->local = dup_range(r, loc, ub);
	{
		size_t nb = ub - loc > 12 ? ub - 12 : loc;

		/* Not in the middle of a UTF-8 sequence. */
		while (nb < ub && ((unsigned char)r->src[nb] & 0xC0) == 0x80)
			nb++;
		n->near = dup_range(r, nb, ub);
	}
	n->before = dup_range(r, s, ub);
	{
		size_t a = ub + tl, p2 = 0;
		struct numtok t3;

		/*
		 * The words right after it ("1.2% on the mean."), when no
		 * number follows in the sentence: else they name the next.
		 */
		n->after = dup_range(r, a, e > a ? e : a);
		if (claim_number_next(n->after, strlen(n->after), &p2, &t3)) {
			/* ... and the number after, joined so. */
			if (!table && !t3.is_range && sig_digits(&t3.a) >= 3 &&
			    suggest_words_joined(n->after, t3.start)) {
				n->pair[n->npair++] = t3.a;
				/* "from 8.55 to 8.16 usec": one unit for both. */
				pairunit = suggest_words_unit_after(n->after +
				    t3.a.num_end, strlen(n->after) - t3.a.num_end);
			}
			n->after[0] = '\0';
		}
		else if (strlen(n->after) > 32)
			n->after[char_start(r, a + 32, e) - a] = '\0';
	}
	n->sent = dup_range(r, s, e);
	n->parabefore = dup_range(r, ps, s);
	n->para = dup_range(r, ps, pe);
	if (table)
		table_context(r, u, n);
	n->caption = table ? table_caption(r, &r->tables[up->table - 1]) :
	    xstrdup("");
	n->label = table ? label_number(r->src + up->label_start,
	    up->label_end - up->label_start) :
	    label_number(n->before, strlen(n->before));
	{
		size_t from = ub + (n->range ? t.b.num_end : t.a.num_end);

		n->unit = suggest_words_unit_after(r->src + from,
		    from < le ? le - from : 0);
		if (n->unit == NULL)
			n->unit = pairunit;
	}
	n->head = xstrdup(sec->heading);
	n->sectc = sec->tc;
	n->secrun = sec->run;
	suggest_words_stat(n);
	n->quoted = suggest_words_quoted(n->sent);
	n->derived = suggest_words_derived(n->before);
	/* A run named in the sentence, or earlier in the paragraph. */
	n->rep = suggest_words_rep(n->sent);
	if (n->rep == 0) {
		char *pb = dup_range(r, ps, ub);

		n->rep = suggest_words_rep(pb);
		free(pb);
	}

	n->small = n->w.kind == NUM_PLAIN && n->w.decimals == 0 &&
	    n->w.scale == 1 && fabs(n->w.value) < 100;
	n->sig = sig_digits(&n->w);
	n->pvalue = n->w.kind == NUM_PLAIN && n->w.sign == 0 &&
	    n->w.value > 0 && n->w.value < 1 && says_p(n->local);
	return 1;
}

/*
 * Whether the words right before a number are "p =" or "p=" (a p-value
 * as statistics tools print it: "p = 0.008", benchstat's "p=0.008"),
 * with only spaces after the "=".
 */
static int
says_p(const char *s)
{
	size_t n = strlen(s);

	while (n > 0 && s[n - 1] == ' ')
		n--;
	if (n == 0 || s[n - 1] != '=')
		return 0;
	n--;
	while (n > 0 && s[n - 1] == ' ')
		n--;
	return n > 0 && (s[n - 1] == 'p' || s[n - 1] == 'P') && (n == 1 ||
	    !(suggest_words_char(s[n - 2]) || s[n - 2] == '_'));
}

/*
 * The significant digits written: "39.4" 3, "1.16만" 3, "0.389" 3,
 * "47.78" 4; a whole number's trailing zeros are none ("400" 1: a
 * round figure, "1.50" 3).
 */
static int
sig_digits(const struct written *w)
{
	double m = w->half > 0 ? floor(fabs(w->value) / (2 * w->half) + 0.5) :
	    0;
	int d = 0;

	if (!(m < 1e15))
		return 15;
	while (w->decimals == 0 && m >= 10 && fmod(m, 10) == 0)
		m /= 10;
	for (; m >= 1; m = floor(m / 10))
		d++;
	return d;
}

void
suggest_context_free(struct numctx *n)
{
	free(n->local);
	free(n->near);
	free(n->before);
	free(n->sent);
	free(n->para);
	free(n->parabefore);
	free(n->head);
	free(n->caption);
	free(n->after);
}
