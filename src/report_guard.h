/*
 * The guard of a report's bytes against cmark-gfm's slow paths (limits
 * in report.h).  For use by report_parse.c, the tests and the fuzzers.
 */
#ifndef REPORT_GUARD_H
#define REPORT_GUARD_H

#include <stddef.h>

#include "diag.h"
#include "report.h"

/*
 * Checks s[0..len), valid UTF-8 without NUL, against the limits on
 * pipes a line, container nesting, bytes without a blank line and
 * table cells.  Returns non-zero when cmark-gfm may parse it, zero
 * with a NAME:LINE error in d naming the limit.
 */
int	 report_guard(const char *s, size_t len, const char *name,
	    struct diag *d);

#endif
