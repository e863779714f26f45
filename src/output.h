/*
 * Writes the verdicts of a checked report: text lines for people and a
 * JSON document for programs.
 * For use by main only.
 */
#ifndef OUTPUT_H
#define OUTPUT_H

#include <stdio.h>

#include "report.h"

struct output_opts {
	int		 verbose;	/* every claim, not only failing ones */
	int		 strict;	/* near fails */
	const char	*results;	/* the results path, or NULL */
};

/* Counts of each verdict. */
struct output_counts {
	size_t	 n[VERDICT__MAX];
	size_t	 claims;
	size_t	 unbound;
	size_t	 failed;
};

void	 output_count(const struct report *, const struct output_opts *,
	    struct output_counts *);
void	 output_text(FILE *, const struct report *, const struct output_opts *);
void	 output_json(FILE *, const struct report *, const struct output_opts *);

#endif
