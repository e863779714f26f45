/*
 * The input of the two whole-pipeline fuzz targets: a report, a NUL
 * byte, then the results file.  Without a NUL the whole input is the
 * report and there are no runs.
 * For use by fuzz_verify.c and fuzz_site.c only.
 */
#ifndef FUZZ_SPLIT_H
#define FUZZ_SPLIT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct fuzz_pair {
	const char	*report;
	size_t		 report_len;
	const char	*runs;		/* NULL without a NUL separator */
	size_t		 runs_len;
};

static inline void
fuzz_split(const uint8_t *data, size_t size, struct fuzz_pair *p)
{
	const uint8_t *nul = memchr(data, '\0', size);

	p->report = (const char *)data;
	p->report_len = nul != NULL ? (size_t)(nul - data) : size;
	p->runs = nul != NULL ? (const char *)nul + 1 : NULL;
	p->runs_len = nul != NULL ? size - p->report_len - 1 : 0;
}

#endif
