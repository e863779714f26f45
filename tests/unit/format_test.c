/*
 * The number formats of util.c against tests/format_cases.tsv, the
 * table that tests/browser/format.test.mjs runs on assets/format.js:
 * the terminal and the checker write a number alike (issue 21).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "util.h"

#define FORMAT_CASES	"tests/format_cases.tsv"

static double
value_of(const char *s)
{
	if (strcmp(s, "nan") == 0)
		return NAN;
	if (strcmp(s, "inf") == 0)
		return INFINITY;
	if (strcmp(s, "-inf") == 0)
		return -INFINITY;
	return strtod(s, NULL);
}

void
test_format(void)
{
	FILE *f = fopen(FORMAT_CASES, "r");
	char line[512], *field[4], *p;
	struct buf b = {0};
	int lineno = 0, cases = 0, k;

	OK(f != NULL, "%s: cannot open (run from the top folder)",
	    FORMAT_CASES);
	if (f == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		for (k = 0, p = line; k < 4 && p != NULL; k++) {
			field[k] = p;
			if ((p = strchr(p, '\t')) != NULL)
				*p++ = '\0';
		}
		OK(k == 4 && p == NULL, "%s:%d: not 4 fields", FORMAT_CASES,
		    lineno);
		if (k != 4)
			continue;
		OK(strcmp(field[2], "*") == 0 || strcmp(field[2], "en") == 0 ||
		    strcmp(field[2], "zh") == 0 || strcmp(field[2], "ko") == 0 ||
		    strcmp(field[2], "ja") == 0, "%s:%d: language '%s'",
		    FORMAT_CASES, lineno, field[2]);
		b.len = 0;
		if (strcmp(field[1], "calc") == 0)
			fmt_calc(&b, value_of(field[0]));
		else
			fmt_num(&b, value_of(field[0]), atoi(field[1]), 1);
		OK(strcmp(b.data, field[3]) == 0, "%s:%d: %s at %s gives '%s', "
		    "the table says '%s'", FORMAT_CASES, lineno, field[0],
		    field[1], b.data, field[3]);
		cases++;
	}
	fclose(f);
	buf_free(&b);
	OK(cases >= 40, "%s: %d cases", FORMAT_CASES, cases);
}
