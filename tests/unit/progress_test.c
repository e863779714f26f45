/*
 * The loader's progress callback (runs.h), which main turns into the
 * progress line of a long load: called once per block, in file order,
 * one call at a time whatever the number of threads, ending at the
 * total.
 */
#include <stdio.h>
#include <string.h>

#include "../harness.h"
#include "runs.h"

struct calls {
	size_t	 n;
	size_t	 last;
	size_t	 total;
	int	 ordered;	/* done never went down */
};

static void
record(void *arg, size_t done, size_t total)
{
	struct calls *c = arg;

	if (done < c->last)
		c->ordered = 0;
	c->last = done;
	c->total = total;
	c->n++;
}

void
test_progress(void)
{
	struct buf b = {0};
	struct runset rs;
	struct diag d = {0};
	struct calls c;
	unsigned threads;
	size_t i;

	for (i = 0; i < 200; i++)
		buf_printf(&b, "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":%zu,"
		    "\"m\":%zu}\n", i + 1, i);
	for (threads = 1; threads <= 4; threads += 3) {
		memset(&rs, 0, sizeof(rs));
		memset(&c, 0, sizeof(c));
		c.ordered = 1;
		rs.progress = record;
		rs.progress_arg = &c;
		OK(runs_load_mem(&rs, "p.jsonl", b.data, b.len, threads, 1024,
		    &d), "load with %u threads", threads);
		EQ_INT(rs.nruns, 200, "runs loaded");
		OK(c.n >= b.len / 1024, "%zu calls for %zu bytes in 1 KiB "
		    "blocks", c.n, b.len);
		OK(c.ordered, "done went down (%u threads)", threads);
		EQ_INT(c.last, b.len, "the last call's done");
		EQ_INT(c.total, b.len, "total");
		runs_free(&rs);
	}
	/* No callback, no calls: the default. */
	memset(&rs, 0, sizeof(rs));
	OK(runs_load_buf(&rs, "p.jsonl", b.data, b.len, &d), "load");
	EQ_INT(d.nerrors, 0, "errors");
	runs_free(&rs);
	diag_free(&d);
	buf_free(&b);
}
