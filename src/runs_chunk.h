/*
 * Building a block's chunks (runs.h): for runs_load.c, which hands over
 * the rows it parsed, and runs_index.c, which frees them.  Reading a
 * chunk goes through runs.h (runs_value, runs_gather, runs_meta...).
 */
#ifndef RUNS_CHUNK_H
#define RUNS_CHUNK_H

#include <stddef.h>
#include <stdint.h>

#include "runs.h"

/* A run a block holds, before it is filed. */
struct runs_row {
	uint32_t ltc, lcfg;	/* ids in the block's test cases, configs */
	uint32_t rep;
	uint32_t lline;		/* line in the block, from 1 */
	uint32_t val0, nval;	/* in the block's values */
	uint32_t meta0, nmeta;	/* in the block's metadata */
	uint32_t chunk, pos;	/* set by runs_chunks_build */
};

/* A metric's value in a run; name is a block-local id. */
struct runs_val {
	uint32_t name;
	double	 v;
};

/* A metadata string of a run: an offset into the block's pool. */
struct runs_mval {
	uint32_t name;
	uint32_t off;
};

/*
 * Files rows[0..nrows-1] into one chunk per (ltc, lcfg), in order of
 * first appearance, setting each row's chunk and pos; appends the
 * chunks to *chunks (grown as by xgrow) and returns how many it made.
 * Columns are named by block-local ids until runs_chunk_rename.  The
 * columns cost memory in proportion to the values given, however sparse
 * the metrics (a column with few values keeps only those); building
 * them costs time in proportion to the rows and values, plus a count
 * per chunk and name when that fits MATRIX_MAX (runs_chunk.c).
 */
size_t	 runs_chunks_build(struct runs_row *rows, size_t nrows,
	    const struct runs_val *vals, const struct runs_mval *metas,
	    size_t nnames, struct runchunk **chunks, size_t *capchunks);
/*
 * Renames a chunk's columns from block-local ids to global ones:
 * metric id n becomes gm[n] - 1, metadata key n becomes gk[n] - 1.
 */
void	 runs_chunk_rename(struct runchunk *, const uint32_t *gm,
	    const uint32_t *gk);
/* Frees the chunk's columns (not the chunk). */
void	 runs_chunk_free(struct runchunk *);

#endif
