/*
 * How the runs' values are stored (runs.h says why by column): chunks
 * of columns, built from a block's rows and read back.  Private to the
 * runs_*.c files (and the tests); every other file reads values through
 * runs.h (runs_value, runs_gather, runs_fixed_plan, runs_meta...), so
 * that the layout may change.
 */
#ifndef RUNS_CHUNK_H
#define RUNS_CHUNK_H

#include <stddef.h>
#include <stdint.h>

#include "runs.h"

/* Rows pos0..pos0+len-1 of a chunk: a stretch of a group's runs. */
struct runseg {
	uint32_t chunk;
	uint32_t pos0;
	uint32_t len;
};

enum runcol_kind {
	RUNCOL_I32,		/* value = i32 / 10^scale; INT32_MIN: absent */
	RUNCOL_F64,		/* value = f64; NaN: absent (values are finite) */
	RUNCOL_SPARSE		/* n values (f64) at rows[0..n-1], ascending */
};

/* A metric of a chunk's runs (runs_chunk.c says when it is sparse). */
struct runcol {
	uint32_t	 id;	/* metric id; first (runs_chunk.c's search) */
	uint8_t		 kind;	/* enum runcol_kind */
	uint8_t		 scale;	/* RUNCOL_I32: decimals, 0..9 */
	uint32_t	 n;	/* RUNCOL_SPARSE: values */
	uint32_t	*rows;	/* RUNCOL_SPARSE: their rows */
	void		*data;	/* int32_t[] or double[] a row, or double[n] */
};

/*
 * A metadata key of a chunk's runs: per row an offset + 1 into the
 * pool (0: absent), or, when rows is not NULL, n offsets at those rows.
 */
struct runmcol {
	uint32_t	 id;	/* metadata key id; first, likewise */
	uint32_t	 n;
	uint32_t	*rows;
	uint32_t	*offs;
};

/* The runs of one group that one block of the file holds. */
struct runchunk {
	uint32_t	  group;	/* index in runset.groups */
	uint32_t	  len;		/* rows (a dropped duplicate keeps its row) */
	uint32_t	  ncols;	/* the metrics some row has, by id */
	struct runcol	 *cols;
	uint32_t	  nmcols;	/* the metadata keys some row has, by id */
	struct runmcol	 *mcols;
	uint32_t	  pool;		/* index in runset.pools */
	int		  borrowed;	/* the columns' arrays are in runset.map */
	/*
	 * The rows and values of every sparse column and metadata key, in
	 * one allocation a chunk: a results file with a new name in every
	 * run has a sparse column of one value a run, which cost two
	 * allocations of 32 bytes each (issue 25.13).
	 */
	void		 *sparse;
};

/* The chunk's column of a metric, or NULL when no row has it. */
const struct runcol *runs_chunk_col(const struct runchunk *, uint32_t metric);
/* Stores the value at row pos of a column in *v; zero when absent. */
int	 runs_col_read(const struct runcol *, uint32_t pos, double *v);


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
