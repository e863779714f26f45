/*
 * Each stage's result as text (STYLE R10): the runs as indexed, the
 * claims as parsed, the claims as evaluated.  Tests diff the dumps, so
 * that a stage is tested without the ones after it.
 * For use by main and the tests.
 */
#ifndef DUMP_H
#define DUMP_H

#include "report.h"
#include "runs.h"
#include "util.h"

/*
 * Every group of every test case, in order: its runs (rep and line) and
 * each metric's values in rep order; then the metadata keys.
 */
void	 dump_runs(struct buf *, const struct runset *);
/*
 * Every claim as parsed (place, text, the written number read, the
 * address and the table columns it may read) and every unbound number.
 */
void	 dump_claims(struct buf *, const struct report *);
/* Every claim as evaluated: verdict, value, computation and inputs. */
void	 dump_eval(struct buf *, const struct report *);

#endif
