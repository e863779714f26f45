/*
 * A markdown report: its source, the claims found in it and the numbers
 * nobody can check (CLAIMS.md sections 3-5).
 * For use by report_*.c, the renderers and main.
 *
 * A struct report owns its source, claims and unbound numbers, and the
 * parsed document; report_free releases them all.
 */
#ifndef REPORT_H
#define REPORT_H

#include <stddef.h>
#include <stdint.h>

#include "claim.h"
#include "claim_metric.h"
#include "diag.h"
#include "runs.h"

/* Limits checked before cmark-gfm sees the text (LIBRARY-HAZARDS.md). */
/* The fuzz targets build with smaller ones, to reach them often. */
#ifndef REPORT_SIZE_MAX
#define REPORT_SIZE_MAX		(16u * 1024 * 1024)
#endif
#define REPORT_PIPES_MAX	128	/* unescaped '|' in one line */
#define REPORT_NEST_MAX		32	/* block containers ('>', list items) */
#ifndef REPORT_RUN_MAX
#define REPORT_RUN_MAX		(32 * 1024) /* markup bytes in a paragraph */
#endif
#ifndef REPORT_CELLS_MAX
#define REPORT_CELLS_MAX	100000	/* cells of one table, as GFM fills it */
#endif
#ifndef REPORT_CLAIMS_MAX
#define REPORT_CLAIMS_MAX	200000	/* claims in one report */
#endif

/*
 * Where a number sits, as the parser's tree has it (report_place.c):
 * its section, its table, row and column, and its paragraph's lines.
 * The suggester and the evidence blocks read this, never the raw lines
 * again (issue 21).
 */
struct report_place {
	size_t	 section;	/* index in r->sections: 0 before any heading */
	size_t	 table;		/* 1 + index in r->tables; 0: in none */
	size_t	 row;		/* its table's body row, from 1; 0: the header */
	size_t	 col;		/* its table column, from 0 */
	size_t	 row_start;	/* a table row's bytes in src (no newline) */
	size_t	 row_end;
	size_t	 label_start;	/* that row's first cell, trimmed */
	size_t	 label_end;
	size_t	 first_line;	/* the lines of its paragraph, heading or */
	size_t	 last_line;	/* table row (1-based) */
};

/* A heading and what follows it up to the next one. */
struct report_section {
	size_t	 line;		/* the heading's line; 0: the top */
	char	*heading;	/* its text as written ("" for the top) */
	char	*tc;		/* the one test case its tables' ev: links */
				/* name, or NULL for none or several */
	char	*run;		/* a config of which a link ev:TC/CFG#K/ */
				/* there shows one run, or NULL */
	int	 several;	/* its tables name several test cases */
};

/* A GFM table: its header's cells, as byte spans of src. */
struct report_table {
	size_t	 section;
	size_t	 ncols;
	size_t	*head_start;	/* [col] */
	size_t	*head_end;
};

/*
 * What a report teaches the suggester, in document order: a table's
 * ev: link (its text and address) or an <!-- ev:words ... --> block
 * (url NULL, text the whole comment).
 */
struct report_teach {
	char	*text;
	char	*url;		/* without "ev:" */
};

/* What the suggester found for an unbound number (NULL until it runs). */
struct unbound_suggest {
	char	*suggest[3];	/* addresses that fit, best first (no "ev:") */
	char	*why[3];	/* the evidence each rests on, in words */
	int	 nsuggest;
	int	 unique;	/* --fix may bind the first: it outranks the */
				/* second and more than its value names it */
	int	 runcount;	/* it reads as a count of runs ("5 轮") */
	int	 shared;	/* bindable as a count every group shares, */
				/* no test case named: the first one only */
};

/*
 * A number in prose or a table that no claim binds (section 5).  A
 * report of bare numbers has one a number, so the record is compact
 * (48 bytes; issue 25.2): its text is interned in r->utexts, its place
 * shared with the numbers around it in r->uplaces, its suggestions
 * apart, and its offsets 32-bit (a report is at most REPORT_SIZE_MAX).
 */
struct unbound {
	const char	*text;	/* owned by r->utexts */
	void		*node;	/* the text node holding it, */
	struct unbound_suggest *sg;
	uint32_t	 line;	/* 0: no place (claim.h, PLACE_NONE) */
	uint32_t	 col;	/* code points, 1-based */
	uint32_t	 byte;	/* offset in the file (src + bom); */
				/* UINT32_MAX: none (read report_ubyte) */
	uint32_t	 node_off; /* at these bytes of its literal */
	unsigned int	 node_len : 31;
	unsigned int	 in_link : 1; /* inside another link's text: */
				/* cannot be bound */
	uint32_t	 place;	/* index in r->uplaces */
};

/* u's suggestions: none (a static empty record) before the suggester. */
const struct unbound_suggest *report_usg(const struct unbound *u);
/* u's offset in the file, or PLACE_NONE. */
size_t	 report_ubyte(const struct unbound *u);

struct report {
	char		*path;
	char		*src;		/* the whole file, NUL-terminated */
	size_t		 len;
	size_t		 bom;		/* bytes of a BOM before src in the file */
	size_t		*lines;		/* byte offset of each line's start */
	size_t		 nlines;
	struct claim	*claims;	/* in document order */
	size_t		 nclaims;
	size_t		 capclaims;
	struct unbound	*unbound;
	size_t		 nunbound;
	size_t		 capunbound;
	struct strtab	 utexts;	/* the unbound numbers' texts */
	struct report_place *uplaces;	/* their places, one for a run */
	size_t		 nuplaces;	/* of numbers in one place */
	size_t		 capuplaces;
	/*
	 * report_load_budget's page: the walk stops once the claims and
	 * the unbound numbers a page marks need more markup than this, so
	 * a report past a page costs no record per number.  over_line is
	 * then the line the walk stopped at (0: within the budget).
	 */
	const struct report_budget *budget;
	size_t		 over_line;
	void		*doc;		/* cmark_node *, for the renderers */
	/*
	 * The lines of cmark's input that are not the source's: blank
	 * lines added for link reference definitions (report_load.c),
	 * increasing; doc's lines past them are the source's lines plus
	 * their number (report_source_line).
	 */
	size_t		*added;
	size_t		 nadded;
	struct metric_decls metrics;	/* its <!-- ev:metrics --> blocks */
	struct report_place *places;	/* [claim]: where each claim is */
	size_t		 capplaces;
	struct report_section *sections; /* [0] the top, then each heading */
	size_t		 nsections;
	size_t		 capsections;
	struct report_table *tables;
	size_t		 ntables;
	size_t		 captables;
	struct report_teach *teach;
	size_t		 nteach;
	size_t		 capteach;
	size_t		 ncode;		/* numbers in code blocks: not read */
};

/* The cmark_mem of r->doc's nodes: a node added to the tree takes it. */
void	*report_md_mem(void);

/* The source line of line `line` of cmark's input (r->added). */
size_t	 report_source_line(const struct report *r, size_t line);

/*
 * Reads and parses a report file ("-" is standard input).  Problems that
 * stop the run (unreadable, too large, invalid UTF-8, over a limit) are
 * recorded in d; returns zero then.
 */
int	 report_load(struct report *, const char *path, struct diag *d);
/*
 * The least markup a page gives each claim and each unbound number it
 * marks (not one in a link's text), and the bytes a page may hold.
 */
struct report_budget {
	size_t	 bytes;
	size_t	 claim;
	size_t	 unbound;
};
/* report_load, stopping once the report passes the budget (over_line). */
int	 report_load_budget(struct report *, const char *path,
	    const struct report_budget *, struct diag *d);
/* Parses a report held in memory (copied); name is used in messages. */
int	 report_parse(struct report *, const char *name, const char *buf,
	    size_t len, struct diag *d);
/*
 * Reads the report's <!-- ev:metrics --> blocks into r->metrics (bad
 * lines are errors in d) and applies each claim's direction word
 * (report_metrics.c; report_parse calls it after the walk, in
 * report_load.c).
 */
void	 report_metrics(struct report *r, const char *name, struct diag *d);
/*
 * Renders the report as HTML with cmark-gfm in safe mode.  Raw HTML is
 * omitted, link destinations are limited to http, https, mailto,
 * relative paths and fragments (images to relative paths), and every
 * claim and unbound number is wrapped in a marker link whose href is
 * "vr-claim:N" or "vr-unbound:N" (N indexes r->claims or r->unbound),
 * for the renderer to turn into its markup.  Changes the document tree,
 * so call it once.  Returns a string the caller frees.
 */
char	*report_html(struct report *);
/*
 * Proposes for each unbound number up to three addresses whose value
 * gives the verdict ok for the number as written, best first, each
 * with the words that ranked it, and marks the ones --fix may bind
 * (report_suggest.c).  sc, when not NULL, holds statistics the check
 * computed (the claims'), which the suggester reads rather than computes
 * again.
 */
struct stats_cache;
void	 report_suggest(struct report *, const struct runset *,
	    const struct stats_cache *sc);
/* Markdown for a claim, paste-ready: <...> when the address needs it. */
void	 report_claim_markdown(struct buf *, const char *text,
	    const char *addr);
/*
 * Whether an unbound number may be written as a link where it stands:
 * not inside another link, not inside what reads as a character
 * reference (&#01300;), and its text where its offset says; never one
 * with no place (PLACE_NONE: it could be inside another's text).  --fix
 * and --bind write only these.
 */
int	 report_can_bind(const struct report *, const struct unbound *);
/*
 * The report with every unbound number whose first suggestion is
 * unique written as a claim; *bound counts them.  Caller frees.
 */
char	*report_fix(const struct report *, size_t *bound);
/*
 * Whether a document node (a cmark_node *, as claim.node) lies inside
 * a link or an image, where no marker link may go.
 */
int	 report_node_in_link(void *node);
/*
 * The 1-based line holding byte off of src (a binary search of lines;
 * report_source.c).
 */
size_t	 report_line_of(const struct report *, size_t off);
void	 report_free(struct report *);

#endif
