/*
 * Finds the claims of a report's cmark-gfm tree (report_load.c reads
 * and parses the bytes): walks the tree, handing ev: links in prose
 * (CLAIMS.md section 3) to report_claim.c, bound GFM tables (section 4)
 * to report_cells.c, plain-text tables bound by <!-- ev:table -->
 * (section 5) to report_plain.c, and the numbers nothing binds to
 * report_scan.c, which also finds every number's exact place; counts
 * the numbers of code blocks; warns of what looks like a claim and is
 * none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>

#include "report.h"
#include "report_cells.h"
#include "report_claim.h"
#include "report_parse.h"
#include "report_plain.h"
#include "report_scan.h"

static int
is_type(cmark_node *n, const char *t)
{
	return strcmp(cmark_node_get_type_string(n), t) == 0;
}

/*
 * The numbers in a code block, which are not read (section 5) but are
 * counted, so that a report whose results sit in a pasted plain-text
 * table does not look fully checked.  Identifiers, versions and dates
 * are not numbers here either.
 */
static size_t
code_numbers(cmark_node *n)
{
	const char *s = cmark_node_get_literal(n);
	size_t pos = 0, len, k = 0;
	struct numtok t;

	if (s == NULL)
		return 0;
	len = strlen(s);
	while (claim_number_next(s, len, &pos, &t))
		k++;
	return k;
}

static void
walk(struct report_pctx *p, cmark_node *doc)
{
	cmark_iter *it = cmark_iter_new(doc);
	cmark_event_type ev;
	struct report_foundlist fl = {0};
	cmark_node *k;

	/* A pairs comment before no table is the report's, wherever. */
	for (k = cmark_node_first_child(doc); k != NULL;
	    k = cmark_node_next(k))
		if (report_claim_pairs_kind(k) != NULL &&
		    (cmark_node_next(k) == NULL ||
		    !is_type(cmark_node_next(k), "table")))
			p->pairs = report_claim_pairs_kind(k);

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (report_scan_over(p, 0, n))
			break;
		if (is_type(n, "table")) {
			/* A pairs comment right before it is the table's. */
			p->table_pairs = report_claim_pairs_kind(
			    cmark_node_previous(n));
			report_cells_table(p, n);
			p->table_pairs = NULL;
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (report_scan_is_ev(n)) {
			report_place_prose(p->r, n, &p->cur);
			report_claim_link(p, n);
			report_claim_spread(p);
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (report_scan_is_autolink(n) ||
		    report_scan_is_label(n)) {
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (cmark_node_get_type(n) == CMARK_NODE_HEADING) {
			report_place_heading(p->r, n, &p->cur);
			fl.n = 0;
			report_scan_collect(p, n, &fl, REPORT_COLLECT_HEADING);
			report_scan_unbound(p, &fl);
			/* Claims in the heading still need their walk. */
			{
				cmark_iter *h = cmark_iter_new(n);
				cmark_event_type e2;

				while ((e2 = cmark_iter_next(h)) !=
				    CMARK_EVENT_DONE) {
					cmark_node *c = cmark_iter_get_node(h);

					if (e2 == CMARK_EVENT_ENTER &&
					    report_scan_is_ev(c)) {
						report_claim_link(p, c);
						report_claim_spread(p);
						cmark_iter_reset(h, c,
						    CMARK_EVENT_EXIT);
					}
				}
				cmark_iter_free(h);
			}
			cmark_iter_reset(it, n, CMARK_EVENT_EXIT);
		} else if (cmark_node_get_type(n) == CMARK_NODE_HTML_BLOCK) {
			report_place_html(p->r, n);
			if (report_plain_is_comment(n) &&
			    (cmark_node_next(n) == NULL ||
			    cmark_node_get_type(cmark_node_next(n)) !=
			    CMARK_NODE_CODE_BLOCK))
				diag(p->d, DIAG_ERROR, p->name, (size_t)
				    cmark_node_get_start_line(n), 1, "<!-- "
				    "ev:table --> binds the code block right "
				    "after it, and none follows: indent the "
				    "table 4 spaces or fence it with ```");
		} else if (cmark_node_get_type(n) == CMARK_NODE_TEXT) {
			report_place_prose(p->r, n, &p->cur);
			fl.n = 0;
			report_scan_collect(p, n, &fl, REPORT_COLLECT_UNBOUND);
			report_scan_unbound(p, &fl);
		} else if (cmark_node_get_type(n) == CMARK_NODE_CODE_BLOCK) {
			k = cmark_node_previous(n);
			p->r->ncode += report_plain_is_comment(k) ?
			    report_plain_block(p, k, n) : code_numbers(n);
		}
	}
	cmark_iter_free(it);
	free(fl.v);
}

/* Whether s starts "ev" then ':' in any case or width, not "ev:" itself. */
static size_t
near_ev(const char *s)
{
	if ((s[0] != 'e' && s[0] != 'E') || (s[1] != 'v' && s[1] != 'V'))
		return 0;
	if (s[2] == ':')
		return s[0] == 'e' && s[1] == 'v' ? 0 : 3;
	if (strncmp(s + 2, "\xEF\xBC\x9A", 3) == 0)	/* fullwidth colon */
		return 5;
	return 0;
}

/*
 * Warns about what looks like a claim and is none, so no number goes
 * unchecked unnoticed: a destination "EV:..." or "ev：..." (a link,
 * but not an ev: one), and "[5](ev:a b)" or "[5] (ev:...)", which
 * CommonMark reads as text.
 */
static void
lint(struct report_pctx *p, cmark_node *doc, const char *name)
{
	cmark_iter *it = cmark_iter_new(doc);
	cmark_event_type ev;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		const char *lit, *q;
		size_t off, line, col, byte;

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (cmark_node_get_type(n) == CMARK_NODE_LINK &&
		    cmark_node_get_url(n) != NULL &&
		    near_ev(cmark_node_get_url(n)) > 0) {
			/* Unmapped (past the budget): no place, not a guess. */
			if ((off = report_source_link(n)) !=
			    REPORT_SOURCE_NONE && off > 0)
				off--;	/* at its '[' */
			report_scan_place(p, off, &line, &col, &byte);
			diag(p->d, DIAG_WARNING, name, line, col,
			    "a link to '%.*s...' is not a claim: the "
			    "scheme is 'ev:', in lower case ASCII", (int)
			    near_ev(cmark_node_get_url(n)),
			    cmark_node_get_url(n));
			continue;
		}
		if (cmark_node_get_type(n) != CMARK_NODE_TEXT)
			continue;
		lit = cmark_node_get_literal(n);
		for (q = lit; (q = strchr(q, ']')) != NULL; q++) {
			const char *u = q + 1;

			while (*u == ' ')
				u++;
			if (*u != '(')
				continue;
			for (u++; *u == ' '; u++)
				;
			if (near_ev(u) == 0 && strncmp(u, "ev:", 3) != 0)
				continue;
			off = report_scan_locate(p, n, (size_t)(q - lit));
			report_scan_place(p, off, &line, &col, &byte);
			diag(p->d, DIAG_WARNING, name, line, col,
			    "this looks like a claim but is not a link, "
			    "so its number is not checked: write '](' with "
			    "nothing between, and put a destination with "
			    "spaces in <...>, as in [5%%](<ev:tc1/on~off/a b>)");
		}
	}
	cmark_iter_free(it);
}

void
report_parse_tree(struct report *r, const char *name, struct diag *d)
{
	struct report_pctx p;

	memset(&p, 0, sizeof(p));
	p.r = r;
	p.d = d;
	p.name = name;
	p.find_budget = 16 * (size_t)r->len + 65536;
	report_place_begin(r);
	walk(&p, r->doc);
	lint(&p, r->doc, name);
	free(p.versions);
	free(p.setup_of);
	free(p.setup_up);
}
