/*
 * Each claim's stable anchor (report_anchor.c): a name for a claim that
 * survives edits elsewhere in the report, for links shared to it (the
 * site's "#c-…" fragments, footnotes of the outputs).  For use by the
 * renderers and the outputs.
 */
#ifndef REPORT_ANCHOR_H
#define REPORT_ANCHOR_H

#include "report.h"

/* An anchor's bytes with its NUL: "c-" 12 hex digits, "-N" for the Nth. */
#define REPORT_ANCHOR_SIZE	32

/*
 * The anchors of r's claims, claim i's at out + i * REPORT_ANCHOR_SIZE,
 * each unique in r: "c-" and a hash of what names the claim to a
 * reader, never its position: its section's heading (without the words
 * of any claim in it), its address as written and its table row's and
 * column's labels.  Claims alike in all of these take "-2", "-3"... in
 * their order.  Caller frees; NULL for a report of no claims.
 */
char	*report_anchor_all(const struct report *r);

#endif
