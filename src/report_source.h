/*
 * Where the nodes of a parsed report are in its source text.
 * For use by report_load.c and the tree's parser only (report_parse.c,
 * report_scan.c, report_claim.c, report_cells.c: they own the cmark
 * document).
 *
 * cmark-gfm 0.29 loses inline positions in many block shapes: a
 * paragraph a table interrupts reports line 0, cells of a table's
 * header report the paragraph's offsets, and columns after tabs,
 * block quote markers and list indents are off.  So positions are not
 * read from cmark at all: report_source_map walks the document in
 * order, which is the source's order, and finds each node's bytes in
 * the source from where the previous node ended (escapes and entities
 * matched for what they stand for; link destinations, code spans, list
 * markers, table rows and link reference definitions stepped over).
 * It records what it finds in each node's user data.
 */
#ifndef REPORT_SOURCE_H
#define REPORT_SOURCE_H

#include <stddef.h>

#include "report.h"

#define REPORT_SOURCE_NONE	((size_t)-1)

/* A text node's mapping, carried from one token to the next. */
struct report_source_at {
	void	*node;
	size_t	 lit;		/* a byte of the node's literal */
	size_t	 src;		/* and where it is in r->src */
	size_t	 litlen;	/* the node's literal's length, read once */
};

/*
 * Maps every node of doc (a cmark_node *) to its place in r->src.
 * Returns how many places in *split (increasing offsets of r->src, an
 * array the caller frees) need a blank line for cmark to read the link
 * reference definitions before them, which it misses in a paragraph a
 * table interrupts.  The caller parses again with those lines added,
 * then maps again (the source, not cmark's input, is what is mapped).
 */
size_t	 report_source_map(const struct report *r, void *doc,
	    size_t **split);
/*
 * The offset in r->src of byte lit_off of a text node's literal, or
 * REPORT_SOURCE_NONE when the node was not found.  *at carries the
 * walk from one call to the next, so increasing offsets of one node
 * cost linear time; zero it before the first call.
 */
size_t	 report_source_text(const struct report *r,
	    struct report_source_at *at, void *text, size_t lit_off);
/*
 * Maps block b (a paragraph, heading or table; a cmark_node *) again,
 * with a budget of its own (32 bytes a byte of it): its source is
 * r->src[from, to), from the start of its first line.  Past the whole
 * report's budget, a block that is not itself hostile gets its places
 * back; a node already mapped keeps its place.
 */
void	 report_source_map_block(const struct report *r, void *b,
	    size_t from, size_t to);
/*
 * Places a text node the map left unplaced (its budget spent): where its
 * literal matches, escapes and entities read, at exactly one place of
 * r->src[from, to), which the caller knows holds the node's source (its
 * block's lines).  Returns that offset, which report_source_text then
 * walks from; NONE when the literal matches nowhere or more than once
 * there, or *budget (bytes the matching may look at, decreased) ran out
 * first: a place that cannot be known is none, never a guess (issue
 * 25.6).  A node not placed is not looked for again.
 */
size_t	 report_source_find(const struct report *r, void *text,
	    size_t from, size_t to, size_t *budget);
/* Where a link's or image's text starts (after '[' or '<'), or NONE. */
size_t	 report_source_link(void *link);
/* Where a table row starts, after any '>' and indent, or NONE. */
size_t	 report_source_row(void *row);

#endif
