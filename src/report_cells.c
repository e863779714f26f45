/*
 * The claims of a GFM table (CLAIMS.md section 4): the header's and
 * first column's partial addresses make each cell's (report_table.c),
 * a cell's own link overrides them, $N reads the row's numbers, and a
 * row with more cells than the header is an error, not a lost claim.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "claim_label.h"
#include "report.h"
#include "report_cells.h"
#include "report_claim.h"
#include "report_table.h"

/*
 * A table cell's text as the reader sees it, trimmed, for the checker
 * and the charts to name a claim the way the report does; caller frees.
 */
static char *
cell_label(cmark_node *cell)
{
	struct buf b = {0};
	size_t s = 0;

	if (cell != NULL)
		report_scan_plain_text(cell, &b);
	while (b.len > 0 && (b.data[b.len - 1] == ' ' ||
	    b.data[b.len - 1] == '\t'))
		b.data[--b.len] = '\0';
	while (s < b.len && (b.data[s] == ' ' || b.data[s] == '\t'))
		s++;
	if (s > 0) {
		memmove(b.data, b.data + s, b.len - s + 1);
		b.len -= s;
	}
	if (b.data == NULL)
		buf_adds(&b, "");
	return buf_take(&b);
}

/* Names a claim of cell j (j > 0) of a table row by its row and column. */
static void
label_claim(struct claim *c, char *const *heads, cmark_node *row)
{
	free(c->row_label);
	free(c->col_label);
	c->row_label = cell_label(cmark_node_first_child(row));
	c->col_label = xstrdup(heads != NULL ? *heads : "");
}

/* The first ev: link of a cell, or NULL. */
static cmark_node *
first_ev(cmark_node *cell)
{
	cmark_iter *it = cmark_iter_new(cell);
	cmark_event_type ev;
	cmark_node *found = NULL;

	while (found == NULL &&
	    (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE)
		if (ev == CMARK_EVENT_ENTER &&
		    report_scan_is_ev(cmark_iter_get_node(it)))
			found = cmark_iter_get_node(it);
	cmark_iter_free(it);
	return found;
}

/*
 * Counts the cells of a table row in its source line, from the row's
 * start s (after any "> " or list indent): unescaped pipes
 * separate cells, a leading and a trailing pipe enclose them.  Stores
 * the offset where cell `want` (0-based) starts in *at.
 */
static size_t
source_cells(const struct report *r, size_t line, size_t s, size_t want,
    size_t *at)
{
	size_t e = report_scan_line_end(r, line), i, n = 1;

	while (e > s && (r->src[e - 1] == '\n' || r->src[e - 1] == '\r' ||
	    r->src[e - 1] == ' ' || r->src[e - 1] == '\t'))
		e--;
	while (s < e && (r->src[s] == ' ' || r->src[s] == '\t'))
		s++;
	if (s < e && r->src[s] == '|')
		s++;
	if (e > s && r->src[e - 1] == '|' && (e - 1 == s ||
	    r->src[e - 2] != '\\'))
		e--;
	*at = s;
	for (i = s; i < e; i++) {
		if (r->src[i] == '\\') {
			i++;
			continue;
		}
		if (r->src[i] == '|') {
			if (n == want)
				*at = i + 1;
			n++;
		}
	}
	while (*at < e && r->src[*at] == ' ')
		(*at)++;
	return n;
}

/*
 * Where a cell without a number is: its first text found in the
 * source, or none (REPORT_SOURCE_NONE).
 */
static size_t
cell_start(struct report_pctx *p, cmark_node *cell)
{
	cmark_iter *it = cmark_iter_new(cell);
	cmark_event_type ev;
	size_t off = REPORT_SOURCE_NONE;

	while (off == REPORT_SOURCE_NONE &&
	    (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);

		if (ev == CMARK_EVENT_ENTER &&
		    cmark_node_get_type(n) == CMARK_NODE_TEXT)
			off = report_scan_locate(p, n, 0);
	}
	cmark_iter_free(it);
	return off;
}

/* Gives a claim of a table row the numbers its $N read (section 3.1). */
static void
row_operands(struct claim *c, const double *ops, uint16_t ncols)
{
	c->cols = xcalloc(ncols, sizeof(double));
	c->ncols = ncols;
	memcpy(c->cols, ops, ncols * sizeof(double));
}

/*
 * The columns whose numbers some $N of this row reads: those a column
 * header's "=" address reads (used), and those a "=" link in one of the
 * row's own cells reads ([+0.2%](ev:=$3/$2-1)).  Section 5: such
 * givens are not unbound numbers.
 */
/*
 * Drops from fl the numbers that name a column (a header cell's plain
 * numbers) or a row (a first cell's plain integers): labels by the
 * table rule of claim_label.c, neither claims nor unbound.
 */
static void
drop_names(struct report_foundlist *fl, int header)
{
	size_t i, k = 0;

	for (i = 0; i < fl->n; i++)
		if (fl->v[i].foreign ||
		    claim_label_cell(&fl->v[i].tok, header) == CLAIM_LABEL_NONE)
			fl->v[k++] = fl->v[i];
	fl->n = k;
}

static void
row_givens(cmark_node *row, const char *used, char *given, uint16_t ncols)
{
	cmark_node *cell;

	memcpy(given, used, ncols);
	for (cell = cmark_node_first_child(row); cell != NULL;
	    cell = cmark_node_next(cell)) {
		cmark_iter *it = cmark_iter_new(cell);
		cmark_event_type ev;

		while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
			cmark_node *n = cmark_iter_get_node(it);
			const char *u, *s;

			if (ev != CMARK_EVENT_ENTER || !report_scan_is_ev(n))
				continue;
			u = cmark_node_get_url(n);
			if (u == NULL || strncmp(u, "ev:=", 4) != 0)
				continue;
			for (s = u; (s = strchr(s, '$')) != NULL; s++) {
				long k = strtol(s + 1, NULL, 10);

				if (k >= 1 && k <= ncols)
					given[k - 1] = 1;
			}
		}
		cmark_iter_free(it);
	}
}

void
report_cells_table(struct report_pctx *p, cmark_node *tbl)
{
	struct report *r = p->r;
	uint16_t ncols = cmark_gfm_extensions_get_table_columns(tbl);
	struct report_parts *colp = xcalloc(ncols + 1, sizeof(*colp));
	struct report_parts rowp, none = {0};
	cmark_node *row, *cell, *ln;
	char *used = xcalloc(ncols + 1, 1);	/* columns some $N reads */
	char *given = xcalloc(ncols + 1, 1);	/* and in this row */
	double *ops = xcalloc(ncols + 1, sizeof(double));
	char **heads = xcalloc(ncols + 1, sizeof(*heads));
	struct report_foundlist fl = {0};
	int bound = 0;
	size_t j, t = report_place_table(r, tbl), k = 0;

	/* The header: the top-left cell and the column partial addresses. */
	row = cmark_node_first_child(tbl);
	report_place_row(r, t, row, REPORT_SOURCE_NONE, 0, &p->cur);
	for (j = 0, cell = cmark_node_first_child(row); cell != NULL &&
	    j < ncols; cell = cmark_node_next(cell), j++) {
		p->cur.col = j;
		heads[j] = cell_label(cell);
		if ((ln = first_ev(cell)) != NULL) {
			report_table_parts(cmark_node_get_url(ln), &colp[j]);
			bound = 1;
		}
		/*
		 * Numbers in header text outside the link are unbound,
		 * unless they name the column (16 threads, 6.8).
		 */
		fl.n = 0;
		report_scan_collect(p, cell, &fl, 0);
		drop_names(&fl, 1);
		report_scan_unbound(p, &fl);
		if (colp[j].constant != NULL) {
			const char *s = colp[j].constant;

			/* Mark every $N this column reads. */
			while ((s = strchr(s, '$')) != NULL) {
				long k = strtol(s + 1, NULL, 10);

				if (k >= 1 && k <= ncols)
					used[k - 1] = 1;
				s++;
			}
		}
	}
	for (row = cmark_node_next(row); row != NULL && !bound;
	    row = cmark_node_next(row))
		if ((cell = cmark_node_first_child(row)) != NULL &&
		    first_ev(cell) != NULL)
			bound = 1;

	for (row = cmark_node_next(cmark_node_first_child(tbl)); row != NULL;
	    row = cmark_node_next(row)) {
		size_t rs = report_scan_row(p, row), line, at, nsrc;

		/* Not known: the row has no line, nor its extra cells. */
		line = rs != REPORT_SOURCE_NONE ? report_line_of(r, rs) : 0;
		report_place_row(r, t, row, rs, ++k, &p->cur);
		row_givens(row, used, given, ncols);

		/* Each cell's $N operand: its first number. */
		for (j = 0, cell = cmark_node_first_child(row); j < ncols;
		    j++, cell = cell ? cmark_node_next(cell) : NULL) {
			ops[j] = NAN;
			if (cell == NULL)
				continue;
			fl.n = 0;
			/* A $N reads the cell's number whatever it names. */
			report_scan_collect(p, cell, &fl, REPORT_COLLECT_CLAIM);
			if (fl.n > 0 && !fl.v[0].foreign)
				ops[j] = claim_number_operand(&fl.v[0].tok.a);
		}
		memset(&rowp, 0, sizeof(rowp));
		cell = cmark_node_first_child(row);
		if (cell != NULL && (ln = first_ev(cell)) != NULL)
			report_table_parts(cmark_node_get_url(ln), &rowp);
		for (j = 0; cell != NULL && j < ncols;
		    cell = cmark_node_next(cell), j++) {
			char *addr, *err;
			struct claim *c;

			p->cur.col = j;
			fl.n = 0;
			report_scan_collect(p, cell, &fl, 0);
			/* Links in a cell override the table for it. */
			if (j == 0 || !bound || first_ev(cell) != NULL) {
				cmark_iter *it = cmark_iter_new(cell);
				cmark_event_type ev;

				while ((ev = cmark_iter_next(it)) !=
				    CMARK_EVENT_DONE) {
					cmark_node *n = cmark_iter_get_node(it);

					if (ev != CMARK_EVENT_ENTER ||
					    !report_scan_is_ev(n))
						continue;
					if (j > 0) {
						c = report_claim_link(p, n);
						c->in_table = 1;
						label_claim(c, &heads[j], row);
						/* Its $N read this row too. */
						row_operands(c, ops, ncols);
						report_claim_spread(p);
					}
					cmark_iter_reset(it, n,
					    CMARK_EVENT_EXIT);
				}
				cmark_iter_free(it);
				/* A row's first cell names it: hackbench 4. */
				if (j == 0 && !given[j])
					drop_names(&fl, 0);
				report_scan_unbound_except_given(p, &fl,
				    given[j]);
				continue;
			}
			addr = report_table_assemble(&colp[j], &rowp, &colp[0],
			    &err);
			if (addr == NULL && err == NULL) {
				report_scan_unbound_except_given(p, &fl,
				    given[j]);
				continue;
			}
			if (fl.n == 0 && err == NULL) {
				free(addr);
				continue;	/* no number: not a claim */
			}
			c = report_claim_of(p, &fl, cell_start(p, cell),
			    cell,
			    "the cell");
			c->in_table = 1;
			label_claim(c, &heads[j], row);
			if (err != NULL) {
				free(c->error);
				c->error = err;
				c->verdict = VERDICT_ERROR;
			} else if (c->error == NULL)
				report_claim_bind(c, addr, strlen(addr));
			if (c->addr_text == NULL)
				c->addr_text = addr != NULL ? addr :
				    xstrdup("");
			else
				free(addr);
			row_operands(c, ops, ncols);
			report_claim_spread(p);
		}
		/* GFM drops cells past the header's; a claim must not vanish. */
		if (line >= 1 && line <= r->nlines &&
		    (nsrc = source_cells(r, line, rs, ncols, &at)) > ncols) {
			size_t e = at;
			struct claim *c;
			struct buf m = {0};

			while (e < report_scan_line_end(r, line) &&
			    r->src[e] != '|' &&
			    r->src[e] != '\n' && r->src[e] != '\r')
				e++;
			while (e > at && r->src[e - 1] == ' ')
				e--;
			p->cur.col = ncols;
			c = report_claim_new(p, at, r->src + at, e - at);
			c->in_table = 1;
			c->addr_text = xstrdup("");
			buf_printf(&m, "this row has %zu cells but the header "
			    "has %u: the extra cells would be dropped", nsrc,
			    (unsigned)ncols);
			c->error = buf_take(&m);
			c->verdict = VERDICT_ERROR;
		}
		report_table_parts_free(&rowp);
	}
	for (j = 0; j < ncols; j++) {
		report_table_parts_free(&colp[j]);
		free(heads[j]);
	}
	free(heads);
	report_table_parts_free(&none);
	free(colp);
	free(used);
	free(given);
	free(ops);
	free(fl.v);
}
