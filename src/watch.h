/*
 * verify-report --watch REPORT RESULTS... (docs/performance.md, "Watching
 * a report"): one full check as usual, then on every save of the report
 * or of a results file only the claims that changed, were added or were
 * removed (with --unbound and --min-coverage, the unbound numbers and
 * the coverage line that changed), and the summary line.  Linux only
 * (inotify).  For use by main.
 */
#ifndef WATCH_H
#define WATCH_H

#include "output.h"

/*
 * Watches report and results[0..nresults-1] (none of them "-") until
 * SIGINT or SIGTERM, which end it as that signal, in the middle of a
 * load or a check too (a shell sees 130 or 143).
 * o is the text output's options (o->results* are set by watch_run);
 * nocache is --no-cache.  Returns 2 when it cannot watch, at all or
 * any longer (a watched folder removed).
 */
int	 watch_run(const char *report, const char *const *results,
	    size_t nresults, struct output_opts *o, int nocache);

#endif
