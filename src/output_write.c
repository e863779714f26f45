/*
 * The one writer a --format names.  A file of its own so that the
 * writers can share output.c without calling back into the file that
 * calls them (tests/circles.py).
 */
#include <stdio.h>

#include "output.h"

int
output_write(FILE *f, enum output_format fmt, const struct report *r,
    const struct output_opts *o)
{
	switch (fmt) {
	case OUTPUT_JSON:
		output_json(f, r, o);
		return 1;
	case OUTPUT_GITHUB:
		output_github(f, r, o);
		return 1;
	case OUTPUT_JUNIT:
		return output_junit(f, r, o);
	case OUTPUT_SARIF:
		output_sarif(f, r, o);
		return 1;
	case OUTPUT_TEXT:
	default:
		output_text(f, r, o);
		return 1;
	}
}
