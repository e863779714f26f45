/*
 * The guard of a report's bytes against cmark-gfm's slow paths (limits
 * in report.h).  For use by report_load.c, the tests and the fuzzers.
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

/*
 * The cost model of a run of inline content (a paragraph): its bytes,
 * its markup bytes outside plain links ([ ] * _ ` <, which cmark-gfm's
 * bracket and delimiter stacks are quadratic in), the '[' still open,
 * and the openers plain links walk over.  report_guard_inline adds
 * s[b..e) to st; report_inline_over says whether a run is past the
 * limits (REPORT_RUN_MAX markup bytes, a walk of 16 per byte).  For the
 * guard and for the fuzzer that checks it against cmark-gfm.
 */
struct report_inline {
	size_t	 bytes;
	size_t	 markup;
	size_t	 open;
	size_t	 walk;
};

void	 report_guard_inline(const char *s, size_t b, size_t e,
	    struct report_inline *st);
int	 report_inline_over(const struct report_inline *st);

#endif
