/*
 * verify-report --watch REPORT RESULTS... (docs/performance.md, "Watching
 * a report"): one full check as usual, then on every save of the report
 * or of a results file only the claims that changed, were added or were
 * removed, and the summary line.  Linux only (inotify).  For use by main.
 */
#ifndef WATCH_H
#define WATCH_H

#include "output.h"

/*
 * Watches report and results[0..nresults-1] (none of them "-") until
 * SIGINT or SIGTERM, which it then re-raises (a shell sees 130 or 143).
 * o is the text output's options (o->results* are set by watch_run);
 * nocache is --no-cache.  Returns 2 when it cannot watch at all.
 */
int	 watch_run(const char *report, const char *const *results,
	    size_t nresults, struct output_opts *o, int nocache);

#endif
