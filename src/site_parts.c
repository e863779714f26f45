/*
 * Large copies cut into parts (site_add_parts): a thread of its own
 * per copy reads the input and writes the parts into the build folder
 * with direct writes while the rest of the site is computed;
 * site_write.c joins them (site_parts_join).  A gzip file cannot be
 * cut as bytes (only its first part would inflate): it is inflated and
 * its lines compressed again, part by part, so that each part is a
 * whole gzip file of whole lines.
 */
#define _GNU_SOURCE	/* O_DIRECT, memrchr */
#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "parallel.h"
#include "site.h"
#include "site_disk.h"
#include "site_parts.h"
#include "util.h"

#include <zlib.h>

/*
 * The direct writes' alignment of memory, file offsets and lengths: the
 * logical block size of any disk we know, and the page size.
 */
#define DIRECT_ALIGN	4096

/* A copy cut into parts, written by its own thread (site_add_parts). */
struct site_parts {
	struct parallel_task task;
	char		*root;		/* the build folder */
	char		*stem, *ext;	/* "data/results", ".jsonl" */
	char		*src;
	int		 in;		/* src, open */
	size_t		 size;		/* of src when opened */
	int		 gz;		/* gzip, over a part: compressed again */
	/*
	 * What the site's budget counts for this copy (s->parts_files,
	 * s->parts_bytes): an estimate while the thread runs, the files
	 * and bytes it wrote once it is joined (counted).
	 */
	size_t		 files, bytes;
	int		 counted;
	struct site_parts *next;	/* the site's next copy */
	atomic_int	 stop;		/* set to end the thread early */
	/* Set by the thread, read once it is joined: */
	char		**names;	/* the parts written, in order */
	size_t		 n, cap;
	size_t		 written;	/* their bytes */
	char		*err;		/* what failed, or NULL */
};

/* Records the first failure of a parts thread. */
static void
parts_fail(struct site_parts *p, const char *path, const char *what, int e)
{
	struct buf b = {0};

	if (p->err != NULL)
		return;
	buf_printf(&b, "%s: %s: %s", path, what, strerror(e));
	p->err = buf_take(&b);
}

/* Reads up to n bytes of src at off; returns how many (0 at the end). */
static int
read_at(struct site_parts *p, char *buf, size_t n, size_t off, size_t *got)
{
	*got = 0;
	while (*got < n) {
		ssize_t r = pread(p->in, buf + *got, n - *got,
		    (off_t)(off + *got));

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			parts_fail(p, p->src, "read error", errno);
			return 0;
		}
		if (r == 0)
			break;
		*got += (size_t)r;
	}
	return 1;
}

/*
 * Writes buf[0..n-1] at the end of fd: the whole blocks directly, when
 * fd was opened with O_DIRECT (buf is aligned), the rest through the
 * page cache.  A filesystem that refuses a direct write gets it
 * buffered instead.  Returns zero on failure, with errno set.
 */
static int
write_direct(int fd, const char *buf, size_t n)
{
	int fl = fcntl(fd, F_GETFL);
	size_t whole = n / DIRECT_ALIGN * DIRECT_ALIGN;

	if (fl != -1 && (fl & O_DIRECT) && whole > 0) {
		ssize_t w = write(fd, buf, whole);

		if (w > 0) {
			buf += w;
			n -= (size_t)w;
		} else if (w < 0 && errno != EINVAL && errno != EINTR)
			return 0;
	}
	if (n == 0)
		return 1;
	if (fl != -1 && (fl & O_DIRECT) &&
	    fcntl(fd, F_SETFL, fl & ~O_DIRECT) == -1)
		return 0;
	return site_disk_write_all(fd, buf, n);
}

/* write_direct for a part of p, counting its bytes (p->written). */
static int
put(struct site_parts *p, int fd, const char *buf, size_t n)
{
	if (!write_direct(fd, buf, n))
		return 0;
	p->written += n;
	return 1;
}

/* Creates part k (or the one file, k = 0); returns its fd or -1. */
static int
part_open(struct site_parts *p, size_t k, struct buf *rel, struct buf *path)
{
	int fd;

	rel->len = 0;
	if (k == 0)
		buf_printf(rel, "%s%s", p->stem, p->ext);
	else
		buf_printf(rel, "%s-%03zu%s", p->stem, k, p->ext);
	path->len = 0;
	buf_printf(path, "%s/%s", p->root, rel->data);
	if (!site_disk_make_dirs(p->root, rel->data)) {
		parts_fail(p, path->data, "cannot create its folder", errno);
		return -1;
	}
	/* Direct writes skip the copy into the page cache and its flush. */
	fd = open(path->data, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
	    O_DIRECT, 0644);
	if (fd == -1 && errno == EINVAL)	/* e.g. tmpfs */
		fd = open(path->data, O_WRONLY | O_CREAT | O_EXCL |
		    O_NOFOLLOW, 0644);
	if (fd == -1) {
		parts_fail(p, path->data, "cannot create", errno);
		return -1;
	}
	xgrow(&p->names, &p->cap, p->n + 1, sizeof(*p->names));
	p->names[p->n++] = xstrdup(rel->data);
	return fd;
}

/*
 * Writes the part that starts at off, whose first window of n bytes is
 * in buf, and stores where the next part starts in *next.  The part
 * ends after the window's last newline; a window without one (a line
 * longer than a part) runs on to the end of that line.
 */
static int
part_write(struct site_parts *p, size_t k, char *buf, size_t n, size_t off,
    size_t *next)
{
	struct buf rel = {0}, path = {0};
	const char *nl;
	size_t len = n, got;
	int fd, ok = 0, more = 0;

	if (off + n < p->size) {
		if ((nl = memrchr(buf, '\n', n)) != NULL)
			len = (size_t)(nl - buf) + 1;
		else
			more = 1;	/* a line longer than a part */
	}
	if ((fd = part_open(p, k, &rel, &path)) == -1)
		goto out;
	if (!put(p, fd, buf, len)) {
		parts_fail(p, path.data, "write error", errno);
		goto out;
	}
	*next = off + len;
	/* The rest of that line, a window at a time, to its newline. */
	while (more) {
		if (!read_at(p, buf, SITE_FILE_MAX, *next, &got))
			goto out;
		if (got == 0)
			break;
		nl = memchr(buf, '\n', got);
		len = nl != NULL ? (size_t)(nl - buf) + 1 : got;
		if (!put(p, fd, buf, len)) {
			parts_fail(p, path.data, "write error", errno);
			goto out;
		}
		*next += len;
		more = nl == NULL && *next < p->size;
	}
	ok = 1;
out:
	if (fd != -1 && close(fd) == -1 && ok) {
		parts_fail(p, path.data, "write error", errno);
		ok = 0;
	}
	buf_free(&rel);
	buf_free(&path);
	return ok;
}

/*
 * The compressed size at which a gzip part ends at the next line's
 * start: what deflate holds back (a block, its window) and a piece of
 * inflated text (GZ_WINDOW) stay well within the rest of the part.
 */
#define GZ_WINDOW	(1u << 16)
#define GZ_PART		(SITE_FILE_MAX - (1u << 20))

/* Deflates in[0..n-1] (flush: Z_NO_FLUSH or Z_FINISH) into part fd. */
static int
gz_out(struct site_parts *p, z_stream *z, int fd, const char *path,
    unsigned char *out, const char *in, size_t n, int flush)
{
	int zr;

	z->next_in = (unsigned char *)(uintptr_t)in;
	z->avail_in = (uInt)n;
	do {
		zr = deflate(z, flush);
		if (zr == Z_STREAM_ERROR) {
			parts_fail(p, path, "cannot compress", EIO);
			return 0;
		}
		/* Whole windows only, so that direct writes stay aligned. */
		if (z->avail_out == 0 || (flush == Z_FINISH &&
		    zr == Z_STREAM_END)) {
			size_t k = GZ_WINDOW - z->avail_out;

			if (k > 0 && !put(p, fd, (char *)out, k)) {
				parts_fail(p, path, "write error", errno);
				return 0;
			}
			z->next_out = out;
			z->avail_out = GZ_WINDOW;
		}
	} while (z->avail_in > 0 || (flush == Z_FINISH && zr != Z_STREAM_END));
	return 1;
}

/*
 * The copy of a gzip file over a part: inflates it (every member) and
 * compresses its text again into parts stem-001.ext..., each one gzip
 * file that ends at a line's end after GZ_PART compressed bytes.
 */
static void
gz_parts_run(struct site_parts *p, char *in)
{
	z_stream zi, zo;
	struct buf rel = {0}, path = {0};
	unsigned char *out = NULL;
	char *text = xmalloc(GZ_WINDOW);
	size_t off = 0, got = 0, k = 0;
	int fd = -1, zr = Z_OK, open_out = 0, end = 0, full = 0;

	memset(&zi, 0, sizeof(zi));
	memset(&zo, 0, sizeof(zo));
	if (posix_memalign((void **)&out, DIRECT_ALIGN, GZ_WINDOW) != 0)
		xoom();	/* as xmalloc would: says so, removes the build */
	if (inflateInit2(&zi, 16 + MAX_WBITS) != Z_OK) {
		parts_fail(p, p->src, "cannot inflate", ENOMEM);
		goto out;
	}
	while (!atomic_load(&p->stop)) {
		const char *nl;
		size_t n, cut;

		/* A full window may leave inflated text to take first. */
		if (zi.avail_in == 0 && !full) {
			if (!read_at(p, in, GZ_WINDOW, off, &got))
				break;
			if (got == 0)
				break;
			off += got;
			zi.next_in = (unsigned char *)in;
			zi.avail_in = (uInt)got;
		}
		if (end) {	/* the next member */
			inflateReset(&zi);
			end = 0;
		}
		zi.next_out = (unsigned char *)text;
		zi.avail_out = GZ_WINDOW;
		zr = inflate(&zi, Z_NO_FLUSH);
		if (zr == Z_STREAM_END)
			end = 1;
		else if (zr != Z_OK && zr != Z_BUF_ERROR) {
			parts_fail(p, p->src, "not valid gzip data", EINVAL);
			break;
		}
		full = zi.avail_out == 0;
		if ((n = GZ_WINDOW - zi.avail_out) == 0)
			continue;
		if (!open_out) {
			if ((fd = part_open(p, ++k, &rel, &path)) == -1)
				break;
			if (deflateInit2(&zo, Z_DEFAULT_COMPRESSION,
			    Z_DEFLATED, 16 + MAX_WBITS, 8,
			    Z_DEFAULT_STRATEGY) != Z_OK) {
				parts_fail(p, path.data, "cannot compress",
				    ENOMEM);
				break;
			}
			zo.next_out = out;
			zo.avail_out = GZ_WINDOW;
			open_out = 1;
		}
		/* Past GZ_PART, the part ends after this piece's last line. */
		nl = zo.total_out >= GZ_PART ? memrchr(text, '\n', n) : NULL;
		cut = nl != NULL ? (size_t)(nl - text) + 1 : n;
		if (!gz_out(p, &zo, fd, path.data, out, text, cut,
		    nl != NULL ? Z_FINISH : Z_NO_FLUSH))
			break;
		if (nl != NULL) {
			deflateEnd(&zo);
			open_out = 0;
			if (close(fd) == -1) {
				fd = -1;
				parts_fail(p, path.data, "write error", errno);
				break;
			}
			fd = -1;
			if (cut < n) {
				if ((fd = part_open(p, ++k, &rel, &path)) == -1)
					break;
				if (deflateInit2(&zo, Z_DEFAULT_COMPRESSION,
				    Z_DEFLATED, 16 + MAX_WBITS, 8,
				    Z_DEFAULT_STRATEGY) != Z_OK) {
					parts_fail(p, path.data, "cannot "
					    "compress", ENOMEM);
					break;
				}
				zo.next_out = out;
				zo.avail_out = GZ_WINDOW;
				open_out = 1;
				if (!gz_out(p, &zo, fd, path.data, out,
				    text + cut, n - cut, Z_NO_FLUSH))
					break;
			}
		}
	}
	if (p->err == NULL && !atomic_load(&p->stop) && !end)
		parts_fail(p, p->src, "not valid gzip data (cut short?)",
		    EINVAL);
	if (open_out) {
		if (p->err == NULL && !atomic_load(&p->stop))
			gz_out(p, &zo, fd, path.data, out, "", 0, Z_FINISH);
		deflateEnd(&zo);
	}
	if (fd != -1 && close(fd) == -1)
		parts_fail(p, path.data, "write error", errno);
out:
	inflateEnd(&zi);
	free(out);
	free(text);
	buf_free(&rel);
	buf_free(&path);
}

static void *
parts_run(void *arg)
{
	struct site_parts *p = arg;
	size_t off = 0, got, k = 0;
	char *buf = NULL;

	/* SITE_FILE_MAX and more: the long-line loop reads whole windows. */
	if (posix_memalign((void **)&buf, DIRECT_ALIGN,
	    SITE_FILE_MAX + DIRECT_ALIGN) != 0)
		xoom();	/* as xmalloc would: says so, removes the build */
	if (p->gz) {
		gz_parts_run(p, buf);
		free(buf);
		return NULL;
	}
	while (!atomic_load(&p->stop)) {
		if (!read_at(p, buf, SITE_FILE_MAX, off, &got))
			break;
		if (got == 0 && k > 0)
			break;
		/* One file when it all fits (an empty one too). */
		if (k == 0 && got == p->size && got <= SITE_FILE_MAX) {
			part_write(p, 0, buf, got, off, &off);
			break;
		}
		if (!part_write(p, ++k, buf, got, off, &off))
			break;
	}
	free(buf);
	return NULL;
}

/*
 * Once p's thread is joined, the site's budget counts the files and
 * bytes it wrote instead of the estimate: a part ends at a line's end,
 * so a file cut into parts makes more of them than its size in 5 MB
 * (lines of 2.6 MB make one part each), and gzip parts are compressed
 * again, to about the file's size.  The check at the boundary (a site
 * of exactly its budget is written, one file more is not) needs both.
 */
static void
count_exact(struct site *s, struct site_parts *p)
{
	if (p->counted)
		return;
	s->parts_files = s->parts_files - p->files + p->n;
	s->parts_bytes = s->parts_bytes - p->bytes + p->written;
	p->files = p->n;
	p->bytes = p->written;
	p->counted = 1;
}

int
site_add_parts(struct site *s, const char *stem, const char *ext,
    const char *src, struct diag *d)
{
	struct site_parts *p;
	struct stat st;
	int in;

	/*
	 * The input may be a symbolic link, as when it was read, but must
	 * be a regular file: O_NONBLOCK keeps a FIFO from stalling.
	 */
	if ((in = open(src, O_RDONLY | O_NONBLOCK)) == -1 ||
	    fstat(in, &st) == -1 || !S_ISREG(st.st_mode)) {
		diag(d, DIAG_ERROR, src, 0, 0, "cannot read: %s",
		    in == -1 ? strerror(errno) : "not a regular file");
		if (in != -1)
			close(in);
		return 0;
	}
	p = xcalloc(1, sizeof(*p));
	p->root = xstrdup(s->tmp);
	p->stem = xstrdup(stem);
	p->ext = xstrdup(ext);
	p->src = xstrdup(src);
	p->in = in;
	p->size = (size_t)st.st_size;
	{
		unsigned char m[2];

		p->gz = p->size > SITE_FILE_MAX && pread(in, m, 2, 0) == 2 &&
		    m[0] == 0x1f && m[1] == 0x8b;
	}
	/* Until it is joined (count_exact): its size, in parts of 5 MB. */
	p->bytes = p->size;
	p->files = p->size <= SITE_FILE_MAX ? 1 :
	    (p->size + SITE_FILE_MAX - 1) / SITE_FILE_MAX;
	s->parts_bytes += p->bytes;
	s->parts_files += p->files;
	atomic_init(&p->stop, 0);
	/* A file of one part is written now: no thread to wait for. */
	if (p->size <= SITE_FILE_MAX) {
		parts_run(p);
		count_exact(s, p);
	} else
		parallel_spawn(&p->task, parts_run, p);
	{
		struct site_parts **at = &s->parts;

		while (*at != NULL)
			at = &(*at)->next;
		*at = p;
	}
	return 1;
}

const char *const *
site_parts_names(struct site *s, size_t i, size_t *n)
{
	struct site_parts *p = s->parts;

	*n = 0;
	for (; p != NULL && i > 0; i--)
		p = p->next;
	if (p == NULL)
		return NULL;
	/* Joined again by site_parts_join: a second join is a no-op. */
	parallel_join(&p->task);
	count_exact(s, p);
	*n = p->n;
	return (const char *const *)p->names;
}

void
site_parts_wait(struct site *s)
{
	struct site_parts *p;

	for (p = s->parts; p != NULL; p = p->next) {
		parallel_join(&p->task);
		count_exact(s, p);
	}
}

/*
 * Waits for the parts thread (stopping it first when stop is set), adds
 * the parts it wrote to the site's files and frees it.  Returns zero
 * with the reason in d when it failed.
 */
/* Joins one copy (site_parts_join). */
static int
join_one(struct site *s, struct site_parts *p, int stop, struct diag *d)
{
	size_t i;
	int ok;

	if (stop)
		atomic_store(&p->stop, 1);
	parallel_join(&p->task);
	close(p->in);
	for (i = 0; i < p->n; i++) {
		site_add(s, p->names[i], NULL, 0);
		s->files[s->n - 1].written = 1;
		free(p->names[i]);
	}
	if ((ok = p->err == NULL) == 0 && !stop)
		diag(d, DIAG_ERROR, p->src, 0, 0, "cannot copy to the site: "
		    "%s", p->err);
	free(p->names);
	free(p->err);
	free(p->root);
	free(p->stem);
	free(p->ext);
	free(p->src);
	free(p);
	return ok;
}

int
site_parts_join(struct site *s, int stop, struct diag *d)
{
	struct site_parts *p = s->parts, *next;
	int ok = 1;

	s->parts = NULL;
	for (; p != NULL; p = next) {
		next = p->next;
		if (!join_one(s, p, stop, d))
			ok = 0;
	}
	return ok;
}

void
site_drop_parts(struct site *s)
{
	struct site_parts *p;
	struct buf path = {0};
	size_t i;

	for (p = s->parts; p != NULL; p = p->next) {
		atomic_store(&p->stop, 1);
		parallel_join(&p->task);
		for (i = 0; i < p->n; i++) {
			path.len = 0;
			buf_printf(&path, "%s/%s", p->root, p->names[i]);
			unlink(path.data);
			free(p->names[i]);
		}
		s->parts_bytes -= p->bytes;
		s->parts_files -= p->files;
		p->n = 0;	/* site_parts_join adds none */
	}
	buf_free(&path);
	site_parts_join(s, 1, NULL);
}
