/*
 * Diagnostics about the inputs: a list of FILE:LINE[:COL] messages that
 * stages append to and main prints once, at the edge.
 * For use by every stage and by main.
 *
 * Claim verdicts are not diagnostics: they live in struct claim.  A
 * diagnostic is a problem with the input files themselves (a malformed
 * JSONL line, invalid UTF-8, a report over a limit); any DIAG_ERROR
 * means the tool could not run and exits 2.
 */
#ifndef DIAG_H
#define DIAG_H

#include <stddef.h>
#include <stdio.h>

enum diag_level {
	DIAG_WARNING,
	DIAG_ERROR
};

struct diag_msg {
	char		*file;
	size_t		 line;	/* 1-based; 0 = the file as a whole */
	size_t		 col;	/* 1-based code points; 0 = none */
	enum diag_level	 level;
	char		*msg;
};

struct diag {
	struct diag_msg	*msgs;
	size_t		 len;
	size_t		 cap;
	size_t		 nerrors;
	size_t		 max;	/* stop recording after this many; 0 = 100 */
	size_t		 dropped;
};

void	diag(struct diag *, enum diag_level, const char *file, size_t line,
	    size_t col, const char *fmt, ...)
	    __attribute__((format(printf, 6, 7)));
/* Prints every message as FILE:LINE:COL: level: message. */
void	diag_print(const struct diag *, FILE *);
void	diag_free(struct diag *);

#endif
