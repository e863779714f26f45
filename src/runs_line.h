/*
 * One block of a results file, parsed line by line into the block's own
 * ids (runs_line.c, the only cJSON user).  For runs_load.c, which cuts
 * the file into blocks, parses them on every core and merges them into
 * the runset in file order, and for the tests.
 */
#ifndef RUNS_LINE_H
#define RUNS_LINE_H

#include <stddef.h>
#include <stdint.h>

#include "runs_chunk.h"

/* A problem of a line, reported by the merge in line order. */
struct runs_rowdiag {
	uint32_t lline;		/* line in the block, from 1 */
	int	 warning;	/* the line is still a run */
	char	*msg;
};

struct runs_parser;

/*
 * What one block of the file gives, in its own ids: runs_block_parse
 * fills it from bytes start..end of the file, the merge takes it over.
 * A block owns everything it points to; runs_block_clear empties it for
 * reuse, runs_block_free releases it.
 */
struct runs_block {
	size_t		 index;		/* in file order; set by the loader */
	size_t		 start, end;	/* bytes of the file; likewise */
	size_t		 nlines;
	struct strtab	 names;		/* dotted names, metrics and keys */
	struct strtab	 tcs;
	struct strtab	 cfgs;
	struct runs_row	*rows;		/* the runs, in line order */
	size_t		 nrows, caprows;
	struct runs_rowdiag *diags;	/* in line order */
	size_t		 ndiags, capdiags;
	struct buf	 pool;		/* metadata strings, each once */
	uint32_t	*vorder;	/* names as metrics, first seen first */
	size_t		 nvorder, capvorder;
	uint32_t	*morder;	/* names as metadata keys, likewise */
	size_t		 nmorder, capmorder;
	struct runchunk	*chunks;	/* cols by name id, before the merge */
	size_t		 nchunks, capchunks;
	struct runs_parser *p;		/* the parser's own state */
	struct runs_block *next;	/* on the loader's free list */
};

/*
 * Points cJSON's allocator at the arenas of the blocks being parsed
 * (on) or back at malloc (off).  cJSON's hooks are process-wide: one
 * load at a time sets them, around all its runs_block_parse calls.
 */
void	 runs_line_hooks(int on);
/*
 * Parses the lines of buf[b->start .. b->end) into b, which is empty
 * (new or cleared).  A line over RUNS_LINE_MAX is refused without being
 * parsed; a BOM starts only the file's first line (start 0).
 */
void	 runs_block_parse(struct runs_block *b, const char *buf);
void	 runs_block_clear(struct runs_block *);
void	 runs_block_free(struct runs_block *);

#endif
