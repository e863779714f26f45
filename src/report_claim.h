/*
 * The claims of a report's numbers: one claim of the numbers bound to
 * one address, a pair's spread, an ev: link's claim.  For use by
 * report_parse.c, report_cells.c and report_plain.c only.
 */
#ifndef REPORT_CLAIM_H
#define REPORT_CLAIM_H

#include "report_scan.h"

/* A new claim of the report at source byte off, with its text. */
struct claim	*report_claim_new(struct report_pctx *p, size_t off,
		    const char *text, size_t len);

/* Binds c to the address addr[0..len), or sets its error. */
void		 report_claim_bind(struct claim *c, const char *addr,
		    size_t len);

/*
 * The claim of the numbers fl found in holder (what: its name in
 * messages; fallback: its place when it holds none).  A pair "X ± Y"
 * makes X's claim now and leaves Y pending for report_claim_spread.
 */
struct claim	*report_claim_of(struct report_pctx *p,
		    const struct report_foundlist *fl, size_t fallback,
		    cmark_node *holder, const char *what);

/* The claim of an ev: link, bound to its destination. */
struct claim	*report_claim_link(struct report_pctx *p, cmark_node *link);

/* The claim of one number found, not yet bound (a plain table's cell). */
struct claim	*report_claim_found(struct report_pctx *p,
		    const struct report_found *f);

/* Makes the pending spread of a pair its own claim, if any. */
void		 report_claim_spread(struct report_pctx *p);

/*
 * Binds y, the spread beside a value of address xaddr, to xaddr with
 * its @ suffix replaced by @kind (stddev, cv, ci or range); a range
 * spread keeps xaddr's statistic as the one it is around (claim.h).
 */
void		 report_claim_bind_spread(struct claim *y, const char *xaddr,
		    const char *kind);

/* KIND of an <!-- ev:pairs KIND --> HTML block ("?" if unknown), or NULL. */
const char	*report_claim_pairs_kind(cmark_node *n);

#endif
