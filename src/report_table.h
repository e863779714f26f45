/*
 * The addresses of a bound GFM table (CLAIMS.md section 4): the partial
 * addresses of its top-left cell, column headers and row labels, and a
 * body cell's address assembled from them.  Pure string work, for
 * report_parse.c (which walks the table) and the tests.
 */
#ifndef REPORT_TABLE_H
#define REPORT_TABLE_H

/* The parts of an address, in the order an address writes them. */
enum {
	REPORT_P_TC,
	REPORT_P_SEL,
	REPORT_P_EXPR,
	REPORT_P_STAT,
	REPORT_P__MAX
};

/* A partial address; it owns its strings (report_table_parts_free). */
struct report_parts {
	char	*p[REPORT_P__MAX];	/* NULL when not given */
	char	*constant;		/* "=expr": binds a whole column */
	char	*error;			/* a malformed partial address */
	int	 any;
};

/*
 * Reads the destination of a header or row link, "ev:TC/SEL/EXPR@STAT"
 * with parts left empty or "ev:=EXPR", into *pt (overwritten).
 */
void	 report_table_parts(const char *url, struct report_parts *pt);
void	 report_table_parts_free(struct report_parts *);
/*
 * A body cell's address from its column, its row and the top-left
 * cell: a part given by both row and column is an error, the top-left
 * cell fills only what neither gives.  Returns the address text
 * (caller frees), or NULL: with *err set (caller frees) on a conflict
 * or a malformed part, with *err NULL when the parts do not make a
 * whole address (the cell is no claim).
 */
char	*report_table_assemble(const struct report_parts *col,
	    const struct report_parts *row, const struct report_parts *tl,
	    char **err);

#endif
