/*
 * Plain-text tables bound by an <!-- ev:table --> comment (CLAIMS.md
 * section 5; docs/syntax.md, "Plain-text tables").  For use by
 * report_parse.c only.
 */
#ifndef REPORT_PLAIN_H
#define REPORT_PLAIN_H

#include "report_scan.h"

/* Whether n is an HTML block holding an <!-- ev:table --> comment. */
int	 report_plain_is_comment(cmark_node *n);

/*
 * Binds the code block code with the comment html right before it:
 * each value cell of a bound row becomes a claim at its own LINE:COL,
 * and the number beside it in parentheses (or after ±) a second one.
 * A malformed comment is an error in p->d with its line, and then
 * nothing is bound.  Returns how many numbers of the block are left
 * unread (neither a claim nor part of a row's label).
 */
size_t	 report_plain_block(struct report_pctx *p, cmark_node *html,
	    cmark_node *code);

#endif
