/*
 * The claims of a parsed report (report_parse.c).
 * For use by report_load.c only: everyone else reads struct report.
 */
#ifndef REPORT_PARSE_H
#define REPORT_PARSE_H

#include "diag.h"
#include "report.h"

/*
 * Walks r->doc (the tree of r->src) and appends to r its claims and
 * unbound numbers, each with its line and column; warns in d of a link
 * that looks like a claim and is none (name: the report in messages).
 */
void	 report_parse_tree(struct report *r, const char *name, struct diag *d);

#endif
