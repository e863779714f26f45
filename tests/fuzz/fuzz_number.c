/*
 * libFuzzer target: the number reader.  claim_number_next must always
 * advance and return spans inside the text; claim_number_read must
 * accept or refuse any position without reading out of bounds, and
 * every number it reads has a finite, non-negative half-unit.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
check(const struct written *w, size_t lo, size_t len)
{
	if (w->start < lo || w->start > w->num_end || w->num_end > w->end ||
	    w->end > len || !(w->half >= 0) || isnan(w->value))
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* A copy of exactly size bytes, so ASan sees any overread. */
	char *s = malloc(size > 0 ? size : 1);
	struct numtok t;
	struct written w;
	size_t pos = 0, before, i;

	memcpy(s, data, size);
	while (pos < size) {
		before = pos;
		if (!claim_number_next(s, size, &pos, &t))
			break;
		if (pos <= before || t.start < before || t.end != pos ||
		    t.start >= t.end)
			abort();
		check(&t.a, t.start, t.end);
		if (t.is_range)
			check(&t.b, t.a.end, t.end);
		(void)claim_number_operand(&t.a);
	}
	for (i = 0; i < size && i < 4096; i++)
		if (claim_number_read(s, size, i, &w))
			check(&w, i, size);
	free(s);
	return 0;
}
