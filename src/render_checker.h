/*
 * The per-run checker's section of the report page (render_checker.c).
 * For use by render_report.c only: the site's main writes the checker's
 * data scripts through render.h.
 */
#ifndef RENDER_CHECKER_H
#define RENDER_CHECKER_H

#include "html.h"
#include "render.h"

/*
 * The checker's section for a page of doc: its markup from the
 * template checker.html in its words, each test case's runs as tables
 * for readers without JavaScript, and the names, claims and the
 * script's words as JSON for assets/checker.js.  What the checker needs
 * to redo each claim step by step goes to s as data/steps/PAGE.js
 * (PAGE: out without its extension), loaded when a reader opens a
 * claim.
 * Returns the section, not yet in the page, or NULL with a diagnostic
 * when the template cannot be read.
 */
xmlNodePtr render_checker_section(xmlDocPtr doc, struct site *s,
	    const char *out, const struct report *, const struct runset *,
	    const struct render_opts *, struct diag *);

#endif
