/*
 * The report page as it is built, and its parts: the claims' marks
 * (render_claim.c), the headings' anchors and contents
 * (render_heading.c), the banner, title and links (render_banner.c),
 * and where the charts and the checker go (render_place.c).  For use
 * by render_report.c, which puts them together, and those files only.
 */
#ifndef RENDER_PAGE_H
#define RENDER_PAGE_H

#include "html.h"
#include "render.h"

struct render_page {
	struct report		*rep;
	const struct runset	*rs;
	const struct render_opts *o;
	xmlDocPtr		 doc;
	struct strtab		 ids;	/* heading ids given so far */
	struct strtab		 own;	/* the page's own ids (reserved) */
	size_t			 ntoc;	/* headings listed in the contents */
	struct strtab		 bases;	/* their slugs before any "-N", */
	size_t			*next;	/* each with the next N to try */
	size_t			 capnext;
	char			*anchors;	/* report_anchor_all's */
	/*
	 * A lower bound of the page's bytes (html_floor of each claim's
	 * mark and evidence block, disjoint parts of it), and the claim
	 * it passed the page's budget at, plus one (0: not passed), so
	 * that a page of too many claims is refused before it is built
	 * whole (issue 25.2).  Counted only when nothing asks the size.
	 */
	size_t			 floor;
	size_t			 over;
};

/* render_claim.c: each verdict's mark (✓ ≈ ✗ ⇅ ⚠). */
extern const char *const render_claim_marks[VERDICT__MAX];
/* A verdict's word of kind "verdict" or "spoken" in the page's words. */
const char *render_claim_word(const struct render_page *, const char *kind,
	    enum verdict);
/* The value a claim's runs give, as the claim writes it (none: error). */
void	 render_claim_shown(struct buf *, const struct claim *);
/* Turns marker link a of claim i into the claim's markup. */
void	 render_claim_mark(struct render_page *, xmlNodePtr a, size_t i);
/*
 * Adds n's html_floor to the page's, of claim i: 0 once it is past the
 * page's budget (p->over says at which claim).
 */
int	 render_page_count(struct render_page *, xmlNodePtr n, size_t i);
/* Turns marker link a of an unbound number into its markup. */
void	 render_claim_unbound(const struct render_page *, xmlNodePtr a);

/* render_heading.c: records the ids under n (the template's) as taken. */
void	 render_heading_own(struct render_page *, xmlNodePtr n);
/* 1 to 6 for an element h1 to h6, else zero. */
int	 render_heading_level(xmlNodePtr);
/*
 * Walks n and its siblings: marks claims and unbound numbers, gives
 * each heading a unique GitHub-style id and lists h2 and h3 in toc
 * (when not NULL).
 */
void	 render_heading_walk(struct render_page *, xmlNodePtr n,
	    xmlNodePtr toc);

/* render_banner.c: the banner of counts and failing claims in slot. */
void	 render_banner_fill(struct render_page *, xmlNodePtr slot);
/*
 * The page's title in slot: the verdict, the noise count and title
 * (the report's h1, or NULL for its file name).
 */
/* The report's title; adds an h1 to body when it has none (owned). */
char	*render_banner_heading(const struct render_page *, xmlNodePtr body);
void	 render_banner_title(const struct render_page *, xmlNodePtr slot,
	    const char *title);
/* The page's links in slot, with notes on the runs and the parts. */
void	 render_banner_nav(const struct render_opts *, xmlNodePtr slot);

/* render_place.c: each cited test case's chart, beside its section. */
void	 render_place_charts(struct render_page *, const struct site *,
	    xmlNodePtr body);
/*
 * Whether n is the paragraph report_html made of the marker
 * <!-- checker -->: a lone link to "vr-checker:".
 */
int	 render_place_marker(xmlNodePtr n);
/* Puts the checker's section sec into body (render_place.c says where). */
void	 render_place_checker(xmlNodePtr body, xmlNodePtr sec);

#endif
