/*
 * A report written out in another form from its one source, the bound
 * markdown (report_export.c): for now plain text, as a mailing list
 * takes it.  For use by main only.
 */
#ifndef REPORT_EXPORT_H
#define REPORT_EXPORT_H

#include "report.h"

/* The width lines are wrapped at (code blocks and tables are not). */
#define REPORT_EXPORT_WIDTH	72

/*
 * The report r (loaded by report_load, its tree untouched) as a
 * plain-text message, appended to b: ev: links reduced to their text,
 * other links as "text <URL>", GFM tables as aligned columns (wide
 * characters count two columns), paragraphs, headings, lists and
 * quotes wrapped at REPORT_EXPORT_WIDTH columns between words, never
 * inside one (CJK text also between its characters), code blocks
 * indented and never wrapped, HTML left out.  With site_url (not
 * NULL), each claim is followed by " [k]" and the text ends with the
 * footnotes "[k] SITE_URL#c-...", the claim's stable anchor on the
 * site's page (report_anchor.c), the one its mark links there.
 */
void	 report_export_text(struct buf *b, const struct report *r,
	    const char *site_url);

#endif
