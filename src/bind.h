/*
 * The interactive pass over what --fix leaves (verify-report --bind,
 * docs/bind.md): the unbound numbers one by one, each shown in its
 * line with up to three suggestions, and the author's decision for
 * each (take a suggestion, type an address, mark a label, skip).
 * For use by main and the tests only.
 *
 * The pass writes REPORT.bound.md (never the report) atomically when
 * it ends, however it ends, and keeps every decision as it is made in
 * a decisions file beside it, so that a second pass goes on where the
 * first stopped.  Strings returned are the caller's to free.
 */
#ifndef BIND_H
#define BIND_H

#include <stdio.h>

#include "diag.h"
#include "report.h"
#include "runs.h"

struct bind_opts {
	const char	*out;		/* REPORT.bound.md (or --fix-output) */
	const char	*decisions;	/* bind_decisions_path(out) */
	unsigned	 mode;		/* the report's permissions, kept */
	int		 force;		/* replace a copy edited since */
	int		 in;		/* commands: a terminal, or a pipe */
					/* read one command a line */
	FILE		*talk;		/* where the pass shows itself */
};

/*
 * The decisions file of the output out: DIR/.NAME.decisions for
 * DIR/NAME, hidden beside it as --fix's record is.
 */
char	*bind_decisions_path(const char *out);
/*
 * Runs the pass over r's unbound numbers (suggested: report_suggest)
 * against rs.  Returns 0 when the output was written, 2 when it could
 * not be (the reason in d; the files there before are left as they
 * were).  A SIGINT, SIGTERM or SIGHUP ends the pass as quitting does
 * (the decisions so far written); its number is left in *signo (else
 * 0) for main to end with, after its cleanup.
 */
int	 bind_run(const struct report *r, const struct runset *rs,
	    const struct bind_opts *o, struct diag *d, int *signo);

#endif
