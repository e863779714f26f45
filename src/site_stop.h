/*
 * Stopping a build from outside (issue 25): a signal removes the build
 * folder and ends the process with its default action.  For use by
 * site_write.c only.
 *
 * Process-wide state, as a signal is: one build at a time.
 */
#ifndef SITE_STOP_H
#define SITE_STOP_H

#include <signal.h>

#include "site.h"

/* Blocks the terminating signals and SIGPIPE; the old mask in *old. */
void	 site_stop_block(sigset_t *old);
/*
 * Starts the thread that waits for a signal during the build s of
 * outdir (its folder s->tmp), and the out-of-memory hook that removes
 * that folder.  Call with the signals blocked (site_stop_block).
 */
void	 site_stop_start(struct site *s, const char *outdir);
/* Ends both: a signal now stays pending until the mask is restored. */
void	 site_stop_end(struct site *s);
/*
 * The critical section of the swap: a signal that comes between enter
 * and leave waits for leave.  site_stop_swapped, inside it, says the
 * build folder now holds the old site (no "unchanged" message).
 */
void	 site_stop_enter(void);
void	 site_stop_swapped(void);
void	 site_stop_leave(void);

#endif
