/*
 * The claims of a GFM table bound by ev: links in its header and first
 * column (CLAIMS.md section 4).  For use by report_parse.c only.
 */
#ifndef REPORT_CELLS_H
#define REPORT_CELLS_H

#include "report_scan.h"

/* Appends the claims and unbound numbers of the table tbl. */
void	 report_cells_table(struct report_pctx *p, cmark_node *tbl);

#endif
