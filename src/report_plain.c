/*
 * Plain-text tables (CLAIMS.md section 5; docs/syntax.md): the
 * space-aligned tables of mailing-list cover letters, mmtests'
 * compare-kernels and lkp-tests' compare, in a code block right after
 * an <!-- ev:table --> comment that binds them as a GFM table's header
 * and first column would:
 *
 *	<!-- ev:table hackbench//
 *	label: 1-2
 *	col 1: /base/ (gain)
 *	col 2: /patched/ (gain)
 *	row Amean 1: //time_s@mean
 *	-->
 *
 * A row is a line whose label fields name a row; its other numbers are
 * value cells counted from 1, each with the number in parentheses (or
 * between '*', as mmtests marks a significant one, or after ±) that
 * follows it.  Each is a claim at its own place in the source.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>

#include "report.h"
#include "report_claim.h"
#include "report_plain.h"
#include "report_table.h"

/* What a column's parenthesised number is. */
enum pkind {
	PK_DEFAULT,	/* a spread: stddev, or cv when written with % */
	PK_STDDEV,
	PK_CV,
	PK_CI,
	PK_RANGE,	/* benchstat v1: max(1 - min/X, max/X - 1) */
	PK_CHANGE,	/* (B/A - 1) x 100 against the base column */
	PK_GAIN,	/* the same, signed by the metric's direction */
	PK_NONE		/* not a claim */
};

static const char *const pkind_names[] = {
	"", "stddev", "cv", "ci", "range", "change", "gain", "none"
};

struct pcol {
	int			 declared;
	int			 skip;	/* col N: - */
	int			 trunc;	/* its integers were truncated */
	enum pkind		 kind;
	struct report_parts	 parts;
	char			*label;	/* the partial as written */
};

struct prow {
	char			*label;	/* NULL for "*" */
	int			 skip;	/* row LABEL: - */
	int			 used;	/* a line of the block matched it */
	size_t			 line;	/* its line, for messages */
	struct report_parts	 parts;
};

struct pspec {
	struct report_parts	 tl;	/* the first line's partial */
	struct prow		**byname; /* the labelled rows, by label */
	size_t			 nnamed;
	struct prow		*star;	/* row *, or NULL */
	size_t			 lab_lo; /* the label's fields, 1-based; */
	size_t			 lab_hi; /* 0, 0: the last field */
	size_t			 base;	/* the base column, 1-based */
	size_t			 base_line;
	struct pcol		*cols;	/* [1..ncols] */
	size_t			 ncols;
	struct prow		*rows;
	size_t			 nrows;
	size_t			 caprows;
};

static void	spec_error(struct report_pctx *, size_t, const char *);

static void
spec_free(struct pspec *sp)
{
	size_t i;

	report_table_parts_free(&sp->tl);
	for (i = 0; i <= sp->ncols && sp->cols != NULL; i++) {
		report_table_parts_free(&sp->cols[i].parts);
		free(sp->cols[i].label);
	}
	for (i = 0; i < sp->nrows; i++) {
		report_table_parts_free(&sp->rows[i].parts);
		free(sp->rows[i].label);
	}
	free(sp->cols);
	free(sp->rows);
	free(sp->byname);
}

static int
rowcmp(const void *a, const void *b)
{
	const struct prow *x = *(const struct prow *const *)a;
	const struct prow *y = *(const struct prow *const *)b;
	int c = strcmp(x->label, y->label);

	return c != 0 ? c : x->line < y->line ? -1 : x->line > y->line;
}

/* The row whose label is label, or NULL (sp->byname is sorted). */
static struct prow *
row_named(const struct pspec *sp, const char *label)
{
	size_t lo = 0, hi = sp->nnamed;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(sp->byname[mid]->label, label);

		if (c == 0)
			return sp->byname[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/*
 * Indexes the rows by label, a sorted array, so a block of many rows
 * and a comment of many row lines cost n log n; a label declared twice
 * (or two "row *") is an error at the later line.  Returns zero then.
 */
static int
rows_index(struct report_pctx *p, struct pspec *sp)
{
	size_t i;
	int ok = 1;

	sp->byname = xcalloc(sp->nrows + 1, sizeof(*sp->byname));
	for (i = 0; i < sp->nrows; i++) {
		if (sp->rows[i].label != NULL)
			sp->byname[sp->nnamed++] = &sp->rows[i];
		else if (sp->star != NULL) {
			spec_error(p, sp->rows[i].line, "row '*' is declared "
			    "twice");
			ok = 0;
		} else
			sp->star = &sp->rows[i];
	}
	if (sp->nnamed > 1)
		qsort(sp->byname, sp->nnamed, sizeof(*sp->byname), rowcmp);
	for (i = 1; i < sp->nnamed; i++)
		if (strcmp(sp->byname[i - 1]->label, sp->byname[i]->label) ==
		    0) {
			struct buf m = {0};

			buf_printf(&m, "row '%s' is declared twice",
			    sp->byname[i]->label);
			spec_error(p, sp->byname[i]->line, m.data);
			buf_free(&m);
			ok = 0;
		}
	return ok;
}

int
report_plain_is_comment(cmark_node *n)
{
	const char *s;

	if (n == NULL || cmark_node_get_type(n) != CMARK_NODE_HTML_BLOCK ||
	    (s = cmark_node_get_literal(n)) == NULL)
		return 0;
	s += strspn(s, " ");
	return strncmp(s, "<!-- ev:table", 13) == 0 && (s[13] == ' ' ||
	    s[13] == '\n' || s[13] == '\r' || s[13] == '\t');
}

/* s[0..n) with spaces and tabs trimmed, in *b and *e. */
static void
trim(const char *s, size_t n, size_t *b, size_t *e)
{
	*b = 0;
	*e = n;
	while (*b < *e && (s[*b] == ' ' || s[*b] == '\t'))
		(*b)++;
	while (*e > *b && (s[*e - 1] == ' ' || s[*e - 1] == '\t' ||
	    s[*e - 1] == '\r'))
		(*e)--;
}

/* A copy of s[0..n) with each run of spaces and tabs made one space. */
static char *
squeeze(const char *s, size_t n)
{
	struct buf b = {0};
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] == ' ' || s[i] == '\t') {
			if (b.len > 0 && b.data[b.len - 1] != ' ')
				buf_addc(&b, ' ');
		} else
			buf_addc(&b, s[i]);
	while (b.len > 0 && b.data[b.len - 1] == ' ')
		b.data[--b.len] = '\0';
	if (b.data == NULL)
		buf_adds(&b, "");
	return buf_take(&b);
}

/* A decimal number s[0..n) of at most 4 digits, or 0. */
static size_t
small_number(const char *s, size_t n)
{
	size_t v = 0, i;

	if (n == 0 || n > 4)
		return 0;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		v = v * 10 + (size_t)(s[i] - '0');
	}
	return v;
}

/* Reads a partial address into *pt; zero with *err set when malformed. */
static int
partial(const char *s, size_t n, struct report_parts *pt, char **err)
{
	struct buf u = {0};

	buf_adds(&u, "ev:");
	buf_add(&u, s, n);
	report_table_parts(u.data, pt);
	buf_free(&u);
	if (pt->error != NULL) {
		*err = xstrdup(pt->error);
		return 0;
	}
	return 1;
}

/* An error of the comment at its source line `line`. */
static void
spec_error(struct report_pctx *p, size_t line, const char *msg)
{
	size_t col = 1;

	if (line >= 1 && line <= p->r->nlines) {
		size_t off = p->r->lines[line - 1];

		while (off < p->r->len && (p->r->src[off] == ' ' ||
		    p->r->src[off] == '\t'))
			off++;
		col = report_scan_col(p, line, off);
	}
	diag(p->d, DIAG_ERROR, p->name, line, col, "<!-- ev:table -->: %s",
	    msg);
}

/*
 * Reads one line s[0..n) of the comment (line: its source line) into
 * sp.  Returns zero with *err set (caller frees) when malformed.
 */
static int
spec_line(struct pspec *sp, const char *s, size_t n, size_t line,
    char **err)
{
	struct buf m = {0};
	size_t b, e, k, i;
	const char *colon;

	if (n >= 6 && strncmp(s, "label:", 6) == 0) {
		trim(s + 6, n - 6, &b, &e);
		s += 6;
		if (e - b == 4 && strncmp(s + b, "last", 4) == 0) {
			sp->lab_lo = sp->lab_hi = 0;
			return 1;
		}
		for (i = b; i < e && s[i] != '-'; i++)
			;
		sp->lab_lo = small_number(s + b, i - b);
		sp->lab_hi = i < e ? small_number(s + i + 1, e - i - 1) :
		    sp->lab_lo;
		if (sp->lab_lo == 0 || sp->lab_hi < sp->lab_lo) {
			*err = xstrdup("'label:' takes the fields of a row "
			    "that are its label: N, N-M (from 1) or last");
			return 0;
		}
		return 1;
	}
	if (n >= 5 && strncmp(s, "base:", 5) == 0) {
		trim(s + 5, n - 5, &b, &e);
		if ((sp->base = small_number(s + 5 + b, e - b)) == 0) {
			*err = xstrdup("'base:' takes the number of the base "
			    "column, from 1");
			return 0;
		}
		sp->base_line = line;
		return 1;
	}
	if (n >= 4 && strncmp(s, "col ", 4) == 0) {
		struct pcol c;

		memset(&c, 0, sizeof(c));
		if ((colon = memchr(s, ':', n)) == NULL ||
		    (k = small_number(s + 4, (size_t)(colon - s) - 4)) == 0) {
			*err = xstrdup("expected 'col N: PARTIAL', N a value "
			    "column counted from 1");
			return 0;
		}
		n -= (size_t)(colon + 1 - s);
		s = colon + 1;
		trim(s, n, &b, &e);
		c.declared = 1;
		if (e - b == 1 && s[b] == '-')
			c.skip = 1;
		else {
			if (e - b >= 6 && strncmp(s + e - 6, " trunc", 6) == 0) {
				c.trunc = 1;
				e -= 6;
				while (e > b && s[e - 1] == ' ')
					e--;
			}
			if (e > b && s[e - 1] == ')') {
				const char *o = NULL;
				size_t j, kb, ke;

				for (j = e; j > b; j--)
					if (s[j - 1] == '(') {
						o = s + j - 1;
						break;
					}
				if (o == NULL) {
					*err = xstrdup("a column's kind is "
					    "written (KIND)");
					return 0;
				}
				trim(o + 1, (size_t)(s + e - 1 - o - 1), &kb,
				    &ke);
				for (j = 1; j < sizeof(pkind_names) /
				    sizeof(pkind_names[0]); j++)
					if (ke - kb == strlen(pkind_names[j]) &&
					    strncmp(o + 1 + kb, pkind_names[j],
					    ke - kb) == 0)
						c.kind = (enum pkind)j;
				if (c.kind == PK_DEFAULT) {
					buf_printf(&m, "unknown kind '(%.*s)': a "
					    "column's parenthesised numbers are "
					    "(stddev), (cv), (ci), (range), (change), "
					    "(gain) or (none)", (int)(ke - kb),
					    o + 1 + kb);
					*err = buf_take(&m);
					return 0;
				}
				e = (size_t)(o - s);
				while (e > b && s[e - 1] == ' ')
					e--;
			}
			if (e == b) {
				*err = xstrdup("'col N:' takes a partial address "
				    "(/SEL/, TC/SEL/EXPR...) or '-'");
				return 0;
			}
			if (!partial(s + b, e - b, &c.parts, err)) {
				report_table_parts_free(&c.parts);
				return 0;
			}
			c.label = xstrndup(s + b, e - b);
		}
		if (k > sp->ncols) {
			size_t had = sp->cols != NULL ? sp->ncols + 1 : 0;

			sp->cols = xrealloc(sp->cols, (k + 1) *
			    sizeof(*sp->cols));
			memset(sp->cols + had, 0, (k + 1 - had) *
			    sizeof(*sp->cols));
			sp->ncols = k;
		}
		if (sp->cols[k].declared) {
			report_table_parts_free(&c.parts);
			free(c.label);
			buf_printf(&m, "column %zu is declared twice", k);
			*err = buf_take(&m);
			return 0;
		}
		sp->cols[k] = c;
		return 1;
	}
	if (n >= 4 && strncmp(s, "row ", 4) == 0) {
		struct prow r;
		const char *q;

		memset(&r, 0, sizeof(r));
		r.line = line;
		/* The last ": " ends the label: a label may hold a colon. */
		for (colon = NULL, q = s + 4; q < s + n; q++)
			if (*q == ':' && (q + 1 == s + n || q[1] == ' ' ||
			    q[1] == '\t'))
				colon = q;
		trim(s + 4, colon != NULL ? (size_t)(colon - s) - 4 : 0, &b,
		    &e);
		if (colon == NULL || e == b) {
			*err = xstrdup("expected 'row LABEL: PARTIAL', 'row "
			    "LABEL: -' or 'row *: PARTIAL'");
			return 0;
		}
		if (!(e - b == 1 && s[4 + b] == '*'))
			r.label = squeeze(s + 4 + b, e - b);
		q = colon + 1;
		trim(q, (size_t)(s + n - q), &b, &e);
		if (e - b == 1 && q[b] == '-')
			r.skip = 1;
		else if (e == b || !partial(q + b, e - b, &r.parts, err)) {
			if (e == b)
				*err = xstrdup("'row LABEL:' takes a partial "
				    "address (//EXPR, TC//EXPR@STAT...) or "
				    "'-'");
			free(r.label);
			report_table_parts_free(&r.parts);
			return 0;
		}
		xgrow(&sp->rows, &sp->caprows, sp->nrows + 1,
		    sizeof(*sp->rows));
		sp->rows[sp->nrows++] = r;
		return 1;
	}
	buf_printf(&m, "'%.*s' is not a line of this comment: it holds "
	    "'label:', 'base:', 'col N:' and 'row LABEL:' lines", (int)
	    (n > 40 ? 40 : n), s);
	*err = buf_take(&m);
	return 0;
}

/*
 * Reads the comment of HTML block html into sp.  Returns zero, with
 * each error reported, when it is malformed.
 */
static int
spec_read(struct report_pctx *p, cmark_node *html, struct pspec *sp)
{
	const char *lit = cmark_node_get_literal(html), *s, *nl;
	size_t line = (size_t)cmark_node_get_start_line(html), b, e, k;
	int ok = 1, closed = 0;
	char *err = NULL;

	memset(sp, 0, sizeof(*sp));
	sp->base = 1;
	sp->lab_lo = sp->lab_hi = 1;
	for (s = lit; *s != '\0' && !closed; s = nl != NULL ? nl + 1 :
	    s + strlen(s), line++) {
		size_t n;
		const char *end;

		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		trim(s, n, &b, &e);
		if (e - b >= 3 && strncmp(s + e - 3, "-->", 3) == 0) {
			closed = 1;
			e -= 3;
			while (e > b && s[e - 1] == ' ')
				e--;
			end = s + e;
		} else
			end = s + e;
		if (s == lit) {
			/* "<!-- ev:table" and the top-left partial. */
			b += 13;
			while (s + b < end && (s[b] == ' ' || s[b] == '\t'))
				b++;
			if (s + b < end && !partial(s + b, (size_t)(end - s) -
			    b, &sp->tl, &err)) {
				spec_error(p, line, err);
				free(err);
				err = NULL;
				ok = 0;
			}
			continue;
		}
		if (s + b >= end)
			continue;
		if (!spec_line(sp, s + b, (size_t)(end - s) - b, line, &err)) {
			spec_error(p, line, err);
			free(err);
			err = NULL;
			ok = 0;
		}
	}
	line = (size_t)cmark_node_get_start_line(html);
	if (!closed) {
		spec_error(p, line, "the comment does not end with '-->'");
		ok = 0;
	}
	if (ok && sp->ncols == 0) {
		spec_error(p, line, "it binds no column: add 'col N: "
		    "PARTIAL' lines, N counting a row's value cells from 1");
		ok = 0;
	}
	if (ok && !rows_index(p, sp))
		ok = 0;
	if (ok && sp->nrows == 0) {
		spec_error(p, line, "it binds no row: add 'row LABEL: "
		    "PARTIAL' (or 'row *: PARTIAL') lines");
		ok = 0;
	}
	for (k = 1; ok && k <= sp->ncols; k++)
		if ((sp->cols[k].kind == PK_CHANGE ||
		    sp->cols[k].kind == PK_GAIN) && (sp->base > sp->ncols ||
		    !sp->cols[sp->base].declared || sp->cols[sp->base].skip)) {
			struct buf m = {0};

			buf_printf(&m, "column %zu is a (%s) against base "
			    "column %zu, which binds nothing", k,
			    pkind_names[sp->cols[k].kind], sp->base);
			spec_error(p, sp->base_line != 0 ? sp->base_line : line,
			    m.data);
			buf_free(&m);
			ok = 0;
		}
	return ok;
}

/* A row of the block: its line in the literal and its fields. */
struct pline {
	size_t	 ls, le;	/* the line in the literal (no newline) */
	size_t	 src;		/* where it starts in the source, or */
				/* REPORT_SOURCE_NONE: searched per number */
	size_t	 srcline;	/* its source line, 1-based */
	size_t	 lab_b, lab_e;	/* the label's span in the literal */
	size_t	 last;		/* the end of the last number searched */
};

/*
 * Where a code block's literal line lit[ls..le) is in the source line
 * `line`: the literal is the line without its container's prefix and
 * the block's indent, so it ends the source line, except where cmark
 * turned a tab into spaces.
 */
static size_t
line_source(const struct report *r, size_t line, const char *lit, size_t ls,
    size_t le)
{
	size_t a, e;

	if (line < 1 || line > r->nlines)
		return REPORT_SOURCE_NONE;
	a = r->lines[line - 1];
	e = report_scan_line_end(r, line);
	while (e > a && (r->src[e - 1] == '\n' || r->src[e - 1] == '\r'))
		e--;
	while (le > ls && lit[le - 1] == '\r')
		le--;
	if (e - a >= le - ls && memcmp(r->src + e - (le - ls), lit + ls,
	    le - ls) == 0)
		return e - (le - ls);
	return REPORT_SOURCE_NONE;
}

/*
 * The source offset of lit[at..at+n) of line pl.  Where the line is
 * not its source's end (cmark made a tab spaces), each number is
 * searched from the end of the one before, so a row costs linear time.
 */
static size_t
token_source(const struct report *r, struct pline *pl, const char *lit,
    size_t at, size_t n)
{
	size_t a, e, i;

	if (pl->src != REPORT_SOURCE_NONE)
		return pl->src + (at - pl->ls);
	if (pl->srcline < 1 || pl->srcline > r->nlines)
		return r->len;
	a = r->lines[pl->srcline - 1];
	e = report_scan_line_end(r, pl->srcline);
	for (i = pl->last > a ? pl->last : a; i + n <= e; i++)
		if (memcmp(r->src + i, lit + at, n) == 0) {
			pl->last = i + n;
			return i;
		}
	return pl->last > a ? pl->last : a;
}

/*
 * The label of line pl: its fields sp->lab_lo..lab_hi (or the last),
 * squeezed, or NULL when the line has too few fields.
 */
static char *
line_label(const struct pspec *sp, const char *lit, struct pline *pl)
{
	size_t i = pl->ls, k = 0, fb = 0, fe = 0;

	pl->lab_b = pl->lab_e = pl->ls;
	while (i < pl->le) {
		while (i < pl->le && (lit[i] == ' ' || lit[i] == '\t' ||
		    lit[i] == '\r'))
			i++;
		if (i >= pl->le)
			break;
		fb = i;
		while (i < pl->le && lit[i] != ' ' && lit[i] != '\t' &&
		    lit[i] != '\r')
			i++;
		fe = i;
		k++;
		if (sp->lab_lo != 0 && k == sp->lab_lo)
			pl->lab_b = fb;
		if (sp->lab_lo != 0 && k == sp->lab_hi) {
			pl->lab_e = fe;
			return squeeze(lit + pl->lab_b, fe - pl->lab_b);
		}
	}
	if (sp->lab_lo != 0 || k == 0)
		return NULL;
	pl->lab_b = fb;
	pl->lab_e = fe;
	return squeeze(lit + fb, fe - fb);
}

/* A number of a row, and what it is. */
struct pcell {
	struct numtok	 tok;
	size_t		 close;	/* after its closing ')' or '*' */
	int		 paren;	/* the parenthesised number of the */
				/* value cell before it */
};

/*
 * Whether the number t, after a value cell ending at `from`, is that
 * cell's parenthesised number: "( 2.91%)", "*   2.91%*" (mmtests marks
 * a significant change so), "± 3%" (lkp-tests), "(±2.3%)".  Sets
 * *close past its closing mark.
 */
static int
is_paren(const char *lit, size_t from, const struct numtok *t, size_t le,
    size_t *close)
{
	size_t b, e, i = t->end;
	char want = 0;

	trim(lit + from, t->start - from, &b, &e);
	b += from;
	e += from;
	if (e - b >= 2 && memcmp(lit + e - 2, "\xC2\xB1", 2) == 0) {
		e -= 2;
		while (e > b && lit[e - 1] == ' ')
			e--;
		if (e == b) {
			*close = t->end;
			return 1;
		}
	}
	if (e - b != 1 || (lit[b] != '(' && lit[b] != '*'))
		return 0;
	want = lit[b] == '(' ? ')' : '*';
	while (i < le && lit[i] == ' ')
		i++;
	if (i >= le || lit[i] != want)
		return 0;
	*close = i + 1;
	return 1;
}

/* Claims of line pl are truncated integers: [3, 4), not [2.5, 3.5]. */
static void
truncated(struct claim *c)
{
	struct written *w = &c->num.a;

	if (c->num.is_range || w->decimals != 0)
		return;
	w->value += (w->value < 0 ? -1 : 1) * w->half;
}

/* Splits an address "TC/SEL/REST" at its first two '/'. */
static int
addr_split(const char *a, const char **s1, const char **s2)
{
	return (*s1 = strchr(a, '/')) != NULL &&
	    (*s2 = strchr(*s1 + 1, '/')) != NULL;
}

/*
 * The address of a value cell's parenthesised change against the base
 * column's (baddr: that column's address in this row).  Returns it
 * (caller frees), or NULL with *err set.  A spread's is
 * report_claim_bind_spread's.
 */
static char *
paren_addr(const char *addr, const char *baddr, enum pkind kind,
    char **err)
{
	struct buf a = {0};
	const char *s1, *s2, *b1, *b2;

	*err = NULL;
	if (baddr == NULL || !addr_split(addr, &s1, &s2) ||
	    !addr_split(baddr, &b1, &b2) || s1 - addr != b1 - baddr ||
	    strncmp(addr, baddr, (size_t)(s1 - addr)) != 0 ||
	    strcmp(s2, b2) != 0) {
		buf_printf(&a, "a (%s) compares this column with the base "
		    "column, whose address in this row must differ only in "
		    "its selection (here ev:%s against ev:%s)",
		    pkind_names[kind], addr, baddr != NULL ? baddr : "none");
		*err = buf_take(&a);
		return NULL;
	}
	if (strcspn(s1 + 1, "~*#") < (size_t)(s2 - s1 - 1) ||
	    strcspn(b1 + 1, "~*#") < (size_t)(b2 - b1 - 1)) {
		buf_printf(&a, "a (%s) compares two configs, but this column "
		    "or the base column selects '%.*s' and '%.*s'",
		    pkind_names[kind], (int)(s2 - s1 - 1), s1 + 1,
		    (int)(b2 - b1 - 1), b1 + 1);
		*err = buf_take(&a);
		return NULL;
	}
	buf_add(&a, addr, (size_t)(s2 - addr));
	buf_addc(&a, '~');
	buf_add(&a, b1 + 1, (size_t)(b2 - b1 - 1));
	buf_adds(&a, s2);
	return buf_take(&a);
}

/* Binds claim c to addr, or gives it the error err (both owned). */
static void
settle(struct claim *c, char *addr, char *err)
{
	if (err != NULL || addr == NULL) {
		c->addr_text = addr != NULL ? addr : xstrdup("");
		c->error = err != NULL ? err : xstrdup("cannot evaluate");
		c->verdict = VERDICT_ERROR;
		return;
	}
	report_claim_bind(c, addr, strlen(addr));
	free(addr);
}

/*
 * Makes the claims of row line pl, bound by row rw.  Returns how many
 * of its numbers outside its label are left unread.
 */
static size_t
row_claims(struct report_pctx *p, const struct pspec *sp,
    const struct prow *rw, cmark_node *code, const char *lit,
    struct pline *pl, const char *label)
{
	struct pcell *cells = NULL;
	size_t ncells = 0, cap = 0, pos = pl->ls, from = pl->ls, j, nv = 0;
	size_t made = 0, nvals;
	double *ops;
	struct numtok t;

	/* The row's numbers outside its label, values and parens. */
	while (claim_number_next(lit, pl->le, &pos, &t)) {
		size_t close;

		if (t.start >= pl->lab_b && t.start < pl->lab_e)
			continue;
		xgrow(&cells, &cap, ncells + 1, sizeof(*cells));
		memset(&cells[ncells], 0, sizeof(cells[ncells]));
		cells[ncells].tok = t;
		cells[ncells].close = t.end;
		if (ncells > 0 && !cells[ncells - 1].paren &&
		    is_paren(lit, from, &t, pl->le, &close)) {
			cells[ncells].paren = 1;
			cells[ncells].close = close;
			pos = close;
		} else
			nv++;
		from = cells[ncells].close;
		ncells++;
	}
	/* Each value's $N operand, for a column bound by "=". */
	ops = xcalloc(nv + 1, sizeof(double));
	for (j = 0, nvals = nv, nv = 0; j < ncells; j++)
		if (!cells[j].paren)
			ops[nv++] = claim_number_operand(&cells[j].tok.a);

	for (j = 0, nv = 0; j < ncells; j++) {
		const struct pcol *col;
		struct report_found f;
		struct claim *c;
		char *addr = NULL, *err = NULL;
		struct buf m = {0};
		size_t v = nv;

		if (!cells[j].paren)
			v = ++nv;
		col = v <= sp->ncols ? &sp->cols[v] : NULL;
		if (col != NULL && col->declared && (col->skip ||
		    (cells[j].paren && col->kind == PK_NONE)))
			continue;
		if (cells[j].paren && (col == NULL || !col->declared))
			continue;	/* its value's error says it */
		memset(&f, 0, sizeof(f));
		f.tok = cells[j].tok;
		f.node = code;
		f.lit = lit;
		f.off = token_source(p->r, pl, lit, f.tok.start,
		    f.tok.end - f.tok.start);
		p->cur.col = v - 1;
		c = report_claim_found(p, &f);
		made++;
		c->in_table = 1;
		c->in_code = 1;
		c->row_label = xstrdup(label);
		if (col == NULL || !col->declared) {
			buf_printf(&m, "value %zu of this row has no column in "
			    "the <!-- ev:table --> comment: declare it ('col "
			    "%zu: PARTIAL', or 'col %zu: -' to leave it out)",
			    v, v, v);
			c->col_label = xstrdup("");
			settle(c, NULL, buf_take(&m));
			continue;
		}
		if (col->trunc)
			truncated(c);
		if (f.tok.end < pl->le && (lit[f.tok.end] == 'e' ||
		    lit[f.tok.end] == 'E') && f.tok.end + 1 < pl->le &&
		    strchr("+-0123456789", lit[f.tok.end + 1]) != NULL) {
			c->col_label = xstrdup(col->label);
			settle(c, NULL, xstrdup("a number in exponent "
			    "notation (1.234e+08) is not read: print it in "
			    "full"));
			continue;
		}
		addr = report_table_assemble(&col->parts, &rw->parts, &sp->tl,
		    &err);
		if (addr == NULL && err == NULL)
			err = xstrdup("the comment does not give this cell a "
			    "whole address: its column, its row and the "
			    "first line give no test case, selection or "
			    "expression");
		if (!cells[j].paren) {
			c->col_label = xstrdup(col->label);
			c->cols = xcalloc(nvals, sizeof(double));
			c->ncols = nvals;
			memcpy(c->cols, ops, nvals * sizeof(double));
			settle(c, addr, err);
			continue;
		}
		/* The parenthesised number beside value v. */
		{
			enum pkind k = col->kind;
			char *baddr = NULL, *berr = NULL, *paddr;

			if (k == PK_DEFAULT)
				k = f.tok.a.kind == NUM_PERCENT ? PK_CV :
				    PK_STDDEV;
			buf_printf(&m, "%s (%s)", col->label, pkind_names[k]);
			c->col_label = buf_take(&m);
			if (err != NULL) {
				free(err);
				settle(c, addr, xstrdup("the value beside this "
				    "number cannot be checked, so neither can "
				    "this number"));
				continue;
			}
			if (k != PK_CHANGE && k != PK_GAIN) {
				/* A spread: the value's address, @KIND. */
				report_claim_bind_spread(c, addr,
				    pkind_names[k]);
				free(addr);
				continue;
			}
			baddr = report_table_assemble(&sp->cols[sp->base].parts,
			    &rw->parts, &sp->tl, &berr);
			free(berr);
			paddr = paren_addr(addr, baddr, k, &err);
			free(baddr);
			free(addr);
			c->gain = k == PK_GAIN;
			settle(c, paddr, err);
		}
	}
	/* Numbers neither claimed nor labels stay unread. */
	free(ops);
	free(cells);
	return ncells - made;
}

/* The numbers of lit[a..e), as code_numbers counts them. */
static size_t
count_numbers(const char *lit, size_t a, size_t e)
{
	struct numtok t;
	size_t k = 0;

	while (claim_number_next(lit, e, &a, &t))
		k++;
	return k;
}

size_t
report_plain_block(struct report_pctx *p, cmark_node *html, cmark_node *code)
{
	struct pspec sp;
	const char *lit = cmark_node_get_literal(code);
	size_t first, unread = 0, k, i, ls, nrow = 0;
	int fence_len, fence_off;
	char fence_char;

	if (lit == NULL)
		return 0;
	if (!spec_read(p, html, &sp)) {
		spec_free(&sp);
		return count_numbers(lit, 0, strlen(lit));
	}
	first = (size_t)cmark_node_get_start_line(code);
	if (cmark_node_get_fenced(code, &fence_len, &fence_off, &fence_char))
		first++;
	report_place_prose(p->r, code, &p->cur);
	for (ls = 0, k = 0; lit[ls] != '\0'; k++) {
		struct pline pl;
		const char *nl = strchr(lit + ls, '\n');
		struct prow *rw = NULL;
		char *label;

		memset(&pl, 0, sizeof(pl));
		pl.ls = ls;
		pl.le = nl != NULL ? (size_t)(nl - lit) : strlen(lit);
		pl.srcline = first + k;
		ls = nl != NULL ? pl.le + 1 : pl.le;
		label = line_label(&sp, lit, &pl);
		if (label != NULL && (rw = row_named(&sp, label)) == NULL)
			rw = sp.star;
		if (rw != NULL && rw->label != NULL)
			rw->used = 1;
		if (rw == NULL || rw->skip) {
			unread += count_numbers(lit, pl.ls, pl.le);
			free(label);
			continue;
		}
		pl.src = line_source(p->r, pl.srcline, lit, pl.ls, pl.le);
		p->cur.row = ++nrow;
		p->cur.first_line = p->cur.last_line = pl.srcline;
		unread += row_claims(p, &sp, rw, code, lit, &pl, label);
		free(label);
	}
	for (i = 0; i < sp.nrows; i++)
		if (sp.rows[i].label != NULL && !sp.rows[i].used) {
			struct buf m = {0};

			buf_printf(&m, "row '%s' matches no line of the table: "
			    "a row's label is its field%s %s", sp.rows[i].label,
			    sp.lab_lo == sp.lab_hi ? "" : "s",
			    sp.lab_lo == 0 ? "last" : "");
			if (sp.lab_lo != 0 && sp.lab_lo == sp.lab_hi)
				buf_printf(&m, "%zu", sp.lab_lo);
			else if (sp.lab_lo != 0)
				buf_printf(&m, "%zu-%zu", sp.lab_lo, sp.lab_hi);
			buf_adds(&m, " (set by 'label:')");
			spec_error(p, sp.rows[i].line, m.data);
			buf_free(&m);
		}
	spec_free(&sp);
	return unread;
}
