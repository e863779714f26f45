/*
 * The evidence of each claim as plain markup, for readers without
 * JavaScript and for paper, and where a claim is in the report as a
 * reader finds it (its section and table row).  For use by
 * render_report.c and render_banner.c only.
 */
#ifndef RENDER_EVIDENCE_H
#define RENDER_EVIDENCE_H


#include "html.h"
#include "render.h"

/*
 * The place of claim c in words (strings banner.row, banner.line, or
 * banner.where before any heading), written to b; returns b->data.
 */
const char *render_where_label(const struct report *,
	    const struct html_strings *, const struct claim *c,
	    struct buf *b);
/*
 * A block per claim, its id the claim's stable anchor (anchors, from
 * report_anchor_all) so that a claim's link reaches it without the
 * script, and "check-N" on its first link, the form of earlier sites: the number and its verdict, where it is, its
 * computation, the runs it used (each input's statistic and values)
 * and links to its test case's runs and back to the claim.  Kept
 * small: a line or three of text per claim, no table.  The script
 * hides the blocks (it shows the same in the checker).
 */
/*
 * With page (not NULL), each block counts to its lower bound of the
 * page's bytes, and the blocks stop at the claim that passes its
 * budget (render_page_count).
 */
struct render_page;
xmlNodePtr render_evidence(xmlDocPtr, const struct report *,
	    const struct runset *, const struct render_opts *,
	    const char *const marks[], const char *anchors,
	    struct render_page *page);

#endif
