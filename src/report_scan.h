/*
 * The numbers of a report's text nodes and where they are in the
 * source: the state of one parse of a report's tree, shared by its
 * stages.  For use by report_parse.c, report_claim.c and report_cells.c
 * only: everyone else reads struct report.
 */
#ifndef REPORT_SCAN_H
#define REPORT_SCAN_H

#include <cmark-gfm.h>

#include "claim.h"
#include "diag.h"
#include "report.h"
#include "report_place.h"
#include "report_source.h"
#include "util.h"

/* A number found in a text node, with where it is. */
struct report_found {
	struct numtok	 tok;
	cmark_node	*node;
	const char	*lit;
	size_t		 off;	/* in the source */
	int		 in_link;
	int		 foreign; /* digits of another script: tok has */
				  /* only its start and end */
};

struct report_foundlist {
	struct report_found	*v;
	size_t		 n;
	size_t		 cap;
};

struct report_pctx {
	struct report	*r;
	struct diag	*d;
	const char	*name;		/* the report, in messages */
	size_t		 col_line;	/* the last column computed: */
	size_t		 col_off;	/* a line's numbers come in order, */
	size_t		 col;		/* so each counts on from the last */
	size_t		 find_budget;	/* bytes report_scan_locate may */
					/* still match past the map's */
	void		*tbl;		/* the last table an unmapped row */
	size_t		 tbl_delim;	/* was in, its delimiter row's line */
	void		*row;		/* (0: not known), the row and */
	size_t		 row_k;		/* its index (0: the header) */
	void		*remapped;	/* the last block mapped again */
	struct report_source_at at;	/* the last text node mapped */
	struct report_place cur;	/* the place of the numbers found now */
	/*
	 * A pair "X ± Y", "X (Y)", "X (±Y%)" (CLAIMS.md section 4): the
	 * claim of X is made first and bound as usual; Y waits here and
	 * becomes its own claim, X's address with Y's spread statistic,
	 * once the caller is done with X (report_claim_spread).
	 */
	int		 pending;
	struct report_found	*pend;		/* Y, when pending (owned) */
	const char	*pairs;		/* <!-- ev:pairs KIND --> of the */
	const char	*table_pairs;	/* report, of the table: NULL none */
	char		*versions;	/* claim_label_versions, when read */
	/*
	 * By section, whether it is under a setup heading: sections are
	 * added as the walk goes, so answered up to setup_n, with the
	 * stack of the headings above the last (all owned).
	 */
	unsigned char	*setup_of;
	size_t		 setup_n, setup_cap;
	struct report_setup_up {
		size_t		 lv;
		unsigned char	 v;
	}		*setup_up;
	size_t		 setup_nup, setup_upcap;
	size_t		 marked;	/* unbound numbers looked at, and */
	size_t		 nmarks;	/* those a page marks (budget) */
};

/*
 * Whether the report passes its budget (report.h) before node n, with
 * more numbers found in it; records the line in r->over_line.
 */
int	 report_scan_over(struct report_pctx *, size_t more, cmark_node *n);

/* What report_scan_collect leaves out, and what it does with the rest. */
enum {
	REPORT_COLLECT_HEADING = 1,	/* a section number at the start */
	REPORT_COLLECT_CLAIM = 2,	/* a claim's own text: labels count */
	/*
	 * Every number found is unbound: made so 1,024 at a time, so a
	 * paragraph of a million numbers needs no list of them all (a
	 * found number takes about 200 bytes, its record 48).  fl ends
	 * with those not yet made unbound.
	 */
	REPORT_COLLECT_UNBOUND = 4
};

/* Whether n is an ev: link (not ev:label), ev:label, an autolink. */
int	 report_scan_is_ev(cmark_node *n);
int	 report_scan_is_label(cmark_node *n);
int	 report_scan_is_autolink(cmark_node *n);

/* The byte offset of (line, byte column) in the source, clamped. */
size_t	 report_scan_offset(const struct report *r, int line, int col);

/* The offset where the line after 1-based `line` starts (or the end). */
size_t	 report_scan_line_end(const struct report *r, size_t line);

/* The 1-based column in code points of byte off of line. */
size_t	 report_scan_col(struct report_pctx *p, size_t line, size_t off);

/*
 * Where the byte at tokoff of a text node's literal is in the source,
 * or REPORT_SOURCE_NONE when that cannot be known exactly (a report
 * past the source map's budget): a place is right or none.
 */
size_t	 report_scan_locate(struct report_pctx *p, cmark_node *text,
	    size_t tokoff);

/*
 * Where a table row starts in the source (after any '>' and indent):
 * the map's place, or its line counted from the table's delimiter row;
 * REPORT_SOURCE_NONE when not known.
 */
size_t	 report_scan_row(struct report_pctx *p, cmark_node *row);

/*
 * A place's line, column and byte in the file from offset off of the
 * source; off REPORT_SOURCE_NONE is none: line and column 0, byte
 * PLACE_NONE (claim.h).
 */
void	 report_scan_place(struct report_pctx *p, size_t off, size_t *line,
	    size_t *col, size_t *byte);

/*
 * Appends to fl the numbers of every text node under n, with where each
 * is; flags: REPORT_COLLECT_*.
 */
void	 report_scan_collect(struct report_pctx *p, cmark_node *n,
	    struct report_foundlist *fl, int flags);

/* Makes every number of fl an unbound number of the report. */
void	 report_scan_unbound(struct report_pctx *p,
	    const struct report_foundlist *fl);

/* The same, except the first when given (a $N reads it). */
void	 report_scan_unbound_except_given(struct report_pctx *p,
	    struct report_foundlist *fl, int given);

/* Appends to b the text of n's descendants (text and code spans). */
void	 report_scan_plain_text(cmark_node *n, struct buf *b);

#endif
