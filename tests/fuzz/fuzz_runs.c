/*
 * libFuzzer target: the JSONL loader (runs_load_buf) on arbitrary bytes.
 * Whatever the input, loading must neither crash nor leak, every run it
 * keeps must be findable through the index, and each diagnostic must
 * name a line of the input.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runs.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct runset rs;
	struct diag d = {0};
	size_t i, lines = 1;

	memset(&rs, 0, sizeof(rs));
	runs_load_buf(&rs, "fuzz.jsonl", (const char *)data, size, &d);
	for (i = 0; i < size; i++)
		lines += data[i] == '\n';
	for (i = 0; i < d.len; i++)
		if (d.msgs[i].line > lines)
			abort();
	for (i = 0; d.nerrors == 0 && i < rs.nruns; i++) {
		const struct run *r = &rs.runs[i];
		const struct rungroup *g = runs_group_find(&rs, r->tc, r->cfg);

		if (g == NULL || runs_rep_find(&rs, r->group, r->rep) !=
		    (long)i)
			abort();
	}
	diag_free(&d);
	runs_free(&rs);
	return 0;
}
