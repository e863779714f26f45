/*
 * Where each number of a report sits (report_place.c): its section, its
 * table, row and column, its paragraph, recorded once from the tree the
 * parser walks.  For use by the parser (report_parse.c, report_scan.c,
 * report_claim.c and report_cells.c call these as they walk) and
 * report_load.c (report_place_free) only; everyone else
 * reads struct report_place, r->sections, r->tables and r->teach.
 */
#ifndef REPORT_PLACE_H
#define REPORT_PLACE_H

#include "report.h"

/* Opens the top section, before any heading. */
void	 report_place_begin(struct report *);
/*
 * Opens the section of heading node h (a cmark_node *) and sets *pl to
 * a place in it, on the heading's lines.
 */
void	 report_place_heading(struct report *, void *h,
	    struct report_place *pl);
/*
 * Sets *pl to the place of node n (a text node or a link) in prose:
 * the current section, no table, the lines of its paragraph.
 */
void	 report_place_prose(const struct report *, void *n,
	    struct report_place *pl);
/*
 * Records table node tbl (its header's cells, what its ev: links teach
 * and name for its section) and returns its index.
 */
size_t	 report_place_table(struct report *, void *tbl);
/*
 * Sets *pl to row k (0: the header) of table t, whose row node starts
 * at byte rs of src (REPORT_SOURCE_NONE: found here); callers set
 * pl->col for each cell.
 */
void	 report_place_row(const struct report *, size_t t, void *row,
	    size_t rs, size_t k, struct report_place *pl);
/* Records an HTML block that may be an <!-- ev:words --> block. */
void	 report_place_html(struct report *, void *html);
/* Frees what the places hold (report_free calls it). */
void	 report_place_free(struct report *);

#endif
