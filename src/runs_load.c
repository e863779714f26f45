/*
 * Loads results.jsonl (CLAIMS.md section 1): one JSON object per line.
 * This file reads or maps the file and schedules its parsing;
 * runs_line.c parses the lines (the only cJSON user).  Several files
 * (one per machine) are loaded one after the other into one runset, as
 * if they were one file whose lines keep their own file's numbers.
 *
 * Speed (docs/performance.md has the figures).  The file is mapped and
 * cut at newlines into blocks of about 8 MiB that every core parses;
 * the blocks are merged in file order, so that ids, runs and
 * diagnostics are those of a one-thread run whatever the number of
 * threads.  A block's result depends on its bytes only: its names,
 * line numbers and columns are local and the merge maps them.
 *
 * A gzip-compressed file (results.jsonl.gz: by its first two bytes,
 * not its name) is inflated into memory with zlib first, then loaded
 * the same way: its lines are numbered as the inflated text has them.
 */
#define _DEFAULT_SOURCE	/* madvise: MADV_DONTNEED, MADV_SEQUENTIAL */
#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <zlib.h>

#include "parallel.h"
#include "runs_line.h"

#define BLOCK_SIZE	(8u << 20)	/* bytes of file a block holds, about */
#define MAP_MIN		(1u << 20)	/* smaller files are read, not mapped */

/* Parsed blocks the threads may hold beyond the merged ones. */
#define AHEAD	4

struct loader {
	struct runset	*rs;
	struct diag	*d;
	uint32_t	 file;		/* index in rs->files */
	const char	*buf;
	size_t		 len;
	size_t		 block;
	size_t		 nblocks;
	int		 mapped;
	size_t		 merged;	/* blocks merged so far */
	size_t		 lines;		/* lines in the merged blocks */
	struct runs_block **done;	/* parsed, waiting for their turn */
	int		 merging;	/* a thread is merging */
	struct runs_block *spare;	/* merged blocks, for reuse */
	size_t		 nspare;
	size_t		 started;	/* blocks handed to a parse */
	pthread_mutex_t	 mu;
	pthread_cond_t	 cv;
};

/*
 * Files a parsed block into the runset: its names get global ids in
 * order of first appearance, its chunks are handed over, and its runs
 * and problems go in line order.  Blocks are merged in file order.
 */
static void
merge(struct loader *L, struct runs_block *b)
{
	struct runset *rs = L->rs;
	const char *path = rs->files[L->file];
	size_t nn = b->names.len, i, di = 0;
	uint32_t *gm = xcalloc(nn + 1, sizeof(*gm)),
	    *gk = xcalloc(nn + 1, sizeof(*gk)),
	    *gc = xcalloc(b->nchunks + 1, sizeof(*gc)), pool;

	for (i = 0; i < b->nvorder; i++) {
		uint32_t n = b->vorder[i];

		gm[n] = strtab_intern(&rs->metrics, b->names.strs[n],
		    strlen(b->names.strs[n])) + 1;
	}
	for (i = 0; i < b->nmorder; i++) {
		uint32_t n = b->morder[i];

		gk[n] = strtab_intern(&rs->metakeys, b->names.strs[n],
		    strlen(b->names.strs[n])) + 1;
	}
	pool = runs_pool_add(rs, buf_take(&b->pool));
	for (i = 0; i < b->nchunks; i++) {
		struct runchunk *ch = &b->chunks[i];

		runs_chunk_rename(ch, gm, gk);
		ch->pool = pool;
		gc[i] = runs_chunk_add(rs, ch);
	}
	b->nchunks = 0;
	/*
	 * The runs array grows by a block's runs, not by doubling: at 40
	 * bytes a run, a doubled array was a quarter of the peak
	 * (issue 25.13); past glibc's mmap threshold realloc moves pages,
	 * not bytes.
	 */
	if (rs->nruns + b->nrows > rs->capruns) {
		rs->capruns = rs->nruns + b->nrows;
		rs->runs = xrealloc(rs->runs, rs->capruns * sizeof(*rs->runs));
	}
	for (i = 0; i < b->nrows; i++) {
		const struct runs_row *r = &b->rows[i];

		for (; di < b->ndiags && b->diags[di].lline <= r->lline; di++)
			diag(L->d, b->diags[di].warning ? DIAG_WARNING :
			    DIAG_ERROR, path, L->lines +
			    b->diags[di].lline, 0, "%s", b->diags[di].msg);
		runs_commit(rs, strtab_intern(&rs->tcs, b->tcs.strs[r->ltc],
		    strlen(b->tcs.strs[r->ltc])), strtab_intern(&rs->cfgs,
		    b->cfgs.strs[r->lcfg], strlen(b->cfgs.strs[r->lcfg])),
		    r->rep, L->file, L->lines + r->lline, gc[r->chunk], r->pos,
		    L->d);
	}
	for (; di < b->ndiags; di++)
		diag(L->d, b->diags[di].warning ? DIAG_WARNING : DIAG_ERROR,
		    path, L->lines + b->diags[di].lline, 0, "%s",
		    b->diags[di].msg);
	L->lines += b->nlines;
	free(gm);
	free(gk);
	free(gc);
}

/* The first line start at or after byte off. */
static size_t
line_start(const struct loader *L, size_t off)
{
	const char *nl;

	if (off == 0)
		return 0;
	if (off >= L->len)
		return L->len;
	nl = memchr(L->buf + off - 1, '\n', L->len - (off - 1));
	return nl != NULL ? (size_t)(nl - L->buf) + 1 : L->len;
}

static void
block_run(struct loader *L, struct runs_block *b, size_t index)
{
	b->index = index;
	b->start = line_start(L, index * L->block);
	b->end = index + 1 < L->nblocks ? line_start(L, (index + 1) *
	    L->block) : L->len;
	runs_block_parse(b, L->buf);
	if (L->mapped) {
		/* Hand the pages back: they stay in the page cache. */
		long pg = sysconf(_SC_PAGESIZE);
		uintptr_t a = ((uintptr_t)(L->buf + b->start) + (uintptr_t)pg -
		    1) & ~((uintptr_t)pg - 1), z = (uintptr_t)(L->buf +
		    b->end) & ~((uintptr_t)pg - 1);

		if (pg > 0 && z > a)
			madvise((void *)a, z - a, MADV_DONTNEED);
	}
}

/*
 * Block i: waits while AHEAD blocks already wait for their merge (the
 * parsed blocks are the loader's memory), parses it, and leaves it for
 * its turn.  Whoever finds the next block in file order parsed merges
 * it (one merger at a time), so a thread never waits for a slower one
 * while there is parsing to do.  parallel_for hands out blocks in
 * order, so the block the wait is for is always being parsed.
 */
static void
parse_block(void *arg, size_t i, unsigned w)
{
	struct loader *L = arg;
	struct runs_block *b, *m;

	(void)w;
	pthread_mutex_lock(&L->mu);
	while (i - L->merged >= AHEAD)
		pthread_cond_wait(&L->cv, &L->mu);
	if ((b = L->spare) != NULL) {
		L->spare = b->next;
		L->nspare--;
	}
	L->started++;
	pthread_mutex_unlock(&L->mu);
	if (b == NULL)
		b = xcalloc(1, sizeof(*b));
	block_run(L, b, i);
	pthread_mutex_lock(&L->mu);
	L->done[i] = b;
	while (!L->merging && L->merged < L->nblocks &&
	    (m = L->done[L->merged]) != NULL) {
		L->done[L->merged] = NULL;
		L->merging = 1;
		pthread_mutex_unlock(&L->mu);
		merge(L, m);
		if (L->rs->progress != NULL)	/* one merger at a time */
			L->rs->progress(L->rs->progress_arg,
			    m->index + 1 < L->nblocks ? (m->index + 1) *
			    L->block : L->len, L->len);
		runs_block_clear(m);
		pthread_mutex_lock(&L->mu);
		/*
		 * Kept while a block is yet to be parsed into it, else freed
		 * now: the last merges are the load's peak, and a merged
		 * block keeps its rows' and values' arrays (a name a run:
		 * 14 of 59 MB at 11 MB of runs, issue 25.13).
		 */
		if (L->nspare < L->nblocks - L->started) {
			m->next = L->spare;
			L->spare = m;
			L->nspare++;
			m = NULL;
		}
		L->merged++;
		L->merging = 0;
		pthread_cond_broadcast(&L->cv);
		if (m != NULL) {
			pthread_mutex_unlock(&L->mu);
			runs_block_free(m);
			free(m);
			pthread_mutex_lock(&L->mu);
		}
	}
	pthread_mutex_unlock(&L->mu);
}

/* Loads the text of file (an index in rs->files); runs_finish is left. */
static int
load(struct runset *rs, uint32_t file, const char *buf, size_t len,
    int mapped, unsigned threads, size_t block, struct diag *d)
{
	struct loader L;

	memset(&L, 0, sizeof(L));
	L.rs = rs;
	L.d = d;
	L.file = file;
	L.buf = buf;
	L.len = len;
	L.mapped = mapped;
	L.block = block > 0 ? block : BLOCK_SIZE;
	L.nblocks = len / L.block + (len % L.block != 0);
	L.done = xcalloc(L.nblocks + 1, sizeof(*L.done));
	pthread_mutex_init(&L.mu, NULL);
	pthread_cond_init(&L.cv, NULL);
	runs_line_hooks(1);
	parallel_for(L.nblocks, threads, parse_block, &L);
	runs_line_hooks(0);
	while (L.spare != NULL) {
		struct runs_block *b = L.spare;

		L.spare = b->next;
		runs_block_free(b);
		free(b);
	}
	free(L.done);
	pthread_cond_destroy(&L.cv);
	pthread_mutex_destroy(&L.mu);
	return 1;
}

int
runs_load_mem(struct runset *rs, const char *name, const char *buf,
    size_t len, unsigned threads, size_t block, struct diag *d)
{
	load(rs, runs_file_add(rs, name), buf, len, 0, threads, block, d);
	runs_finish(rs);
	return 1;
}

int
runs_load_buf(struct runset *rs, const char *name, const char *buf,
    size_t len, struct diag *d)
{
	return runs_load_mem(rs, name, buf, len, 0, 0, d);
}

/* Whether the open file fd begins with the gzip magic (RFC 1952). */
static int
is_gzip(int fd)
{
	unsigned char m[2];

	return pread(fd, m, 2, 0) == 2 && m[0] == 0x1f && m[1] == 0x8b;
}

int
runs_gzipped(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK), gz;

	if (fd == -1)
		return 0;
	gz = is_gzip(fd);
	close(fd);
	return gz;
}

/*
 * Inflating gzip text (every member, as gzip -d does) fed a piece at a
 * time: from a file as it is read, or from standard input read whole.
 */
struct gz {
	z_stream	 z;
	int		 end;	/* the last member fed so far is complete */
};

static int
gz_begin(struct gz *g, const char *path, struct diag *d)
{
	memset(g, 0, sizeof(*g));
	if (inflateInit2(&g->z, 16 + MAX_WBITS) != Z_OK) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot inflate: zlib %s",
		    g->z.msg != NULL ? g->z.msg : "failed");
		return 0;
	}
	return 1;
}

/* Inflates in[0..n-1] onto out; zero with the reason in d on bad data. */
static int
gz_feed(struct gz *g, const unsigned char *in, size_t n, struct buf *out,
    const char *path, struct diag *d)
{
	z_stream *z = &g->z;
	int zr;

	while (n > 0 || z->avail_in > 0) {
		if (z->avail_in == 0) {
			size_t k = n < (1u << 30) ? n : (1u << 30);

			z->next_in = (unsigned char *)(uintptr_t)in;
			z->avail_in = (uInt)k;
			in += k;
			n -= k;
		}
		/* A member that ended and more bytes: the next member. */
		if (g->end) {
			inflateReset(z);
			g->end = 0;
		}
		xgrow(&out->data, &out->cap, out->len + (1u << 20), 1);
		z->next_out = (unsigned char *)out->data + out->len;
		z->avail_out = (uInt)(out->cap - out->len - 1 < (1u << 30) ?
		    out->cap - out->len - 1 : (1u << 30));
		zr = inflate(z, Z_NO_FLUSH);
		out->len = (size_t)((char *)z->next_out - out->data);
		if (zr == Z_STREAM_END)
			g->end = 1;
		else if (zr != Z_OK && zr != Z_BUF_ERROR) {
			diag(d, DIAG_ERROR, path, 0, 0, "not valid gzip data: "
			    "%s", z->msg != NULL ? z->msg : "inflate failed");
			return 0;
		}
	}
	return 1;
}

/* Ends the inflating: zero with the reason in d when it was cut short. */
static int
gz_end(struct gz *g, int ok, const char *path, struct diag *d)
{
	if (ok && !g->end) {
		diag(d, DIAG_ERROR, path, 0, 0, "not valid gzip data: it "
		    "ends before its last member does (cut short?)");
		ok = 0;
	}
	inflateEnd(&g->z);
	return ok;
}

/*
 * Reads the rest of fd onto out; zero with the reason in *err (to free)
 * on failure.
 */
static int
read_all(int fd, struct buf *out, char **err)
{
	struct buf m = {0};
	ssize_t n;

	for (;;) {
		xgrow(&out->data, &out->cap, out->len + 65536, 1);
		n = read(fd, out->data + out->len, out->cap - out->len);
		if (n > 0)
			out->len += (size_t)n;
		else if (n == 0)
			return 1;
		else if (errno != EINTR) {
			buf_printf(&m, "read error: %s", strerror(errno));
			*err = buf_take(&m);
			return 0;
		}
	}
}

static int
bytes_fail(struct runs_bytes *b, const char *what, int e)
{
	struct buf m = {0};

	if (e != 0)
		buf_printf(&m, "%s: %s", what, strerror(e));
	else
		buf_adds(&m, what);
	b->err = buf_take(&m);
	return 0;
}

int
runs_bytes_read(struct runs_bytes *b, const char *path)
{
	struct stat st;
	struct buf all = {0};
	char *map;
	int fd, rc;

	memset(b, 0, sizeof(*b));
	/* Standard input is read whole: a pipe has no size to map. */
	if (strcmp(path, "-") == 0)
		fd = STDIN_FILENO;
	else if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return bytes_fail(b, "cannot open", errno);
	else if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode)) {
		close(fd);
		return bytes_fail(b, "not a regular file", 0);
	} else if (st.st_size >= (off_t)MAP_MIN &&
	    (map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd,
	    0)) != MAP_FAILED) {
		madvise(map, (size_t)st.st_size, MADV_SEQUENTIAL);
		close(fd);
		b->data = map;
		b->len = (size_t)st.st_size;
		b->mapped = 1;
		return 1;
	}
	/*
	 * Small files (and files whose size says nothing) are read.  A
	 * mapped file that another process truncates while it loads would
	 * raise SIGBUS; results files are written before they are checked.
	 */
	rc = read_all(fd, &all, &b->err);
	if (fd != STDIN_FILENO)
		close(fd);
	if (!rc) {
		buf_free(&all);
		return 0;
	}
	b->own = all.data;
	b->data = all.data != NULL ? all.data : "";
	b->len = all.len;
	return 1;
}

void
runs_bytes_free(struct runs_bytes *b)
{
	if (b->mapped)
		munmap((void *)(uintptr_t)b->data, b->len);
	free(b->own);
	free(b->err);
	memset(b, 0, sizeof(*b));
}

/*
 * Loads one file (index file in rs->files) from its bytes as read:
 * gzip data (by its first two bytes, not its name) is inflated first.
 */
static int
load_bytes(struct runset *rs, uint32_t file, const struct runs_bytes *b,
    struct diag *d)
{
	const char *name = rs->files[file];
	struct buf all = {0};
	struct gz g;
	int rc;

	if (b->err != NULL) {
		diag(d, DIAG_ERROR, name, 0, 0, "%s", b->err);
		return 0;
	}
	if (b->len >= 2 && (unsigned char)b->data[0] == 0x1f &&
	    (unsigned char)b->data[1] == 0x8b) {
		if ((rc = gz_begin(&g, name, d)) != 0)
			rc = gz_end(&g, gz_feed(&g, (const unsigned char *)
			    b->data, b->len, &all, name, d), name, d);
		if (rc)
			load(rs, file, all.data != NULL ? all.data : "",
			    all.len, 0, 0, 0, d);
		buf_free(&all);
		return rc;
	}
	load(rs, file, b->data != NULL ? b->data : "", b->len, b->mapped, 0,
	    0, d);
	return 1;
}

/*
 * Whether paths[i] is one of paths[0..i-1] by identity (device and
 * inode, or "-" twice): its runs would all be duplicates, so it is
 * refused by name instead.  Stores the earlier one's index in *j.
 */
static int
given_twice(const char *const *paths, size_t i, size_t *j)
{
	struct stat a, b;

	for (*j = 0; *j < i; (*j)++) {
		if (strcmp(paths[i], "-") == 0 || strcmp(paths[*j], "-") == 0) {
			if (strcmp(paths[i], paths[*j]) == 0)
				return 1;
			continue;
		}
		if (stat(paths[i], &a) == 0 && stat(paths[*j], &b) == 0 &&
		    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
			return 1;
	}
	return 0;
}

/*
 * Loads paths[0..n-1] into rs, from their bytes already read when
 * bytes is not NULL, else reading each in turn (one file's bytes held
 * at a time).
 */
static int
load_files(struct runset *rs, const char *const *paths,
    const struct runs_bytes *bytes, size_t n, struct diag *d)
{
	struct runs_bytes one;
	size_t i, j;
	int rc = 1;

	for (i = 0; i < n; i++) {
		uint32_t file = runs_file_add(rs, strcmp(paths[i], "-") == 0 ?
		    "<stdin>" : paths[i]);

		if (given_twice(paths, i, &j)) {
			diag(d, DIAG_ERROR, rs->files[file], 0, 0, "the same "
			    "file as %s, given before it: each file's runs "
			    "count once", rs->files[j]);
			rc = 0;
			continue;
		}
		if (bytes != NULL) {
			if (!load_bytes(rs, file, &bytes[i], d))
				rc = 0;
			continue;
		}
		runs_bytes_read(&one, paths[i]);
		if (!load_bytes(rs, file, &one, d))
			rc = 0;
		runs_bytes_free(&one);
	}
	runs_finish(rs);
	return rc;
}

int
runs_load_files(struct runset *rs, const char *const *paths, size_t n,
    struct diag *d)
{
	return load_files(rs, paths, NULL, n, d);
}

int
runs_load_bytes(struct runset *rs, const char *const *paths,
    const struct runs_bytes *bytes, size_t n, struct diag *d)
{
	return load_files(rs, paths, bytes, n, d);
}

int
runs_load(struct runset *rs, const char *path, struct diag *d)
{
	return runs_load_files(rs, &path, 1, d);
}
