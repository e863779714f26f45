/*
 * Writes a site atomically (STYLE.md R15): every file goes into
 * site.tmp.XXXXXX beside the output folder, is synced, and the folder is
 * swapped in with renameat2(RENAME_EXCHANGE) (or renamed, the first
 * time); the old tree is then removed.  Any failure removes the
 * temporary folder and leaves the previous site untouched.  The only
 * file in src/ that writes to the filesystem.
 */
#define _GNU_SOURCE	/* renameat2 */
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "parallel.h"
#include "site.h"
#include "util.h"

/*
 * Removes the entries of the folder open at fd, then closes it.  Every
 * step goes through the folder's descriptor with O_NOFOLLOW, so a
 * symbolic link is removed, never followed, even one that replaces a
 * folder while this runs.
 */
static void
empty_dir(int fd)
{
	DIR *dir = fdopendir(fd);
	struct dirent *e;
	int sub;

	if (dir == NULL) {
		close(fd);
		return;
	}
	while ((e = readdir(dir)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		sub = openat(dirfd(dir), e->d_name, O_RDONLY | O_DIRECTORY |
		    O_NOFOLLOW);
		if (sub != -1) {
			empty_dir(sub);
			unlinkat(dirfd(dir), e->d_name, AT_REMOVEDIR);
		} else
			unlinkat(dirfd(dir), e->d_name, 0);
	}
	closedir(dir);
}

/* Removes a tree without following symbolic links. */
static void
remove_tree(const char *path)
{
	/* openat, not open: tests/inject counts open() to fail builds. */
	int fd = openat(AT_FDCWD, path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);

	if (fd == -1) {
		unlink(path);
		return;
	}
	empty_dir(fd);
	rmdir(path);
}

/*
 * Removes the build folders beside outdir (OUT.tmp.PID.XXXXXX) whose
 * process is gone and whose lock is free: a build killed outright
 * (SIGKILL, a power cut) cannot clean up after itself.  A folder whose
 * process lives or whose lock is held, maybe another build at work, is
 * left alone; so is anything not a folder.
 */
static void
remove_stale(const char *outdir, size_t n)
{
	const char *slash = NULL, *base;
	struct buf dir = {0}, path = {0};
	struct dirent *e;
	size_t i, blen;
	DIR *dp;
	int fd;

	for (i = 0; i < n; i++)
		if (outdir[i] == '/')
			slash = outdir + i;
	base = slash != NULL ? slash + 1 : outdir;
	blen = (size_t)(outdir + n - base);
	if (slash == NULL)
		buf_adds(&dir, ".");
	else if (slash == outdir)
		buf_adds(&dir, "/");
	else
		buf_add(&dir, outdir, (size_t)(slash - outdir));
	if ((dp = opendir(dir.data)) == NULL) {
		buf_free(&dir);
		return;
	}
	while ((e = readdir(dp)) != NULL) {
		const char *p = e->d_name + blen;
		struct stat st;
		char *end;
		long pid;

		if (strncmp(e->d_name, base, blen) != 0 ||
		    strncmp(p, ".tmp.", 5) != 0)
			continue;
		pid = strtol(p + 5, &end, 10);
		if (end == p + 5 || *end != '.' || strlen(end + 1) != 6 ||
		    pid <= 0 || (kill((pid_t)pid, 0) == -1 ? errno != ESRCH :
		    1))
			continue;
		path.len = 0;
		buf_printf(&path, "%s/%s", dir.data, e->d_name);
		if (lstat(path.data, &st) == -1 || !S_ISDIR(st.st_mode))
			continue;
		/*
		 * A pid means nothing in another pid namespace (a container)
		 * or on another host: a build holds its folder's lock too,
		 * which its end, however it comes, lets go.
		 */
		fd = openat(AT_FDCWD, path.data, O_RDONLY | O_DIRECTORY |
		    O_NOFOLLOW | O_CLOEXEC);
		if (fd == -1)
			continue;
		if (flock(fd, LOCK_EX | LOCK_NB) == 0)
			remove_tree(path.data);
		close(fd);
	}
	closedir(dp);
	buf_free(&dir);
	buf_free(&path);
}

/* Creates the folders of a relative path under root. */
static int
make_dirs(const char *root, const char *rel)
{
	struct buf b = {0};
	const char *p;
	int ok = 1;

	for (p = strchr(rel, '/'); p != NULL && ok; p = strchr(p + 1, '/')) {
		b.len = 0;
		buf_printf(&b, "%s/%.*s", root, (int)(p - rel), rel);
		if (mkdir(b.data, 0755) == -1 && errno != EEXIST)
			ok = 0;
	}
	buf_free(&b);
	return ok;
}

static int
write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return 0;
		}
		p += w;
		n -= (size_t)w;
	}
	return 1;
}

/* Writes one file (data or a copy) and syncs it. */
static int
write_file(const char *path, const struct site_file *f, int sync,
    struct diag *d)
{
	char tmp[65536];
	struct stat st;
	int fd, in = -1, ok = 1;
	ssize_t n;

	/*
	 * An input may be a symbolic link (latest.jsonl -> run-7.jsonl), as
	 * it was when it was read, but it must be a regular file: O_NONBLOCK
	 * keeps a FIFO from stalling the open.
	 */
	if (f->copy_from != NULL &&
	    ((in = open(f->copy_from, O_RDONLY | O_NONBLOCK)) == -1 ||
	    fstat(in, &st) == -1 || !S_ISREG(st.st_mode))) {
		diag(d, DIAG_ERROR, f->copy_from, 0, 0, "cannot read: %s",
		    in == -1 ? strerror(errno) : "not a regular file");
		if (in != -1)
			close(in);
		return 0;
	}
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644);
	if (fd == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot create: %s",
		    strerror(errno));
		if (in != -1)
			close(in);
		return 0;
	}
	if (in == -1)
		ok = write_all(fd, f->data, f->len);
	else {
		while (ok && (n = read(in, tmp, sizeof(tmp))) != 0) {
			if (n < 0) {
				if (errno == EINTR)
					continue;
				diag(d, DIAG_ERROR, f->copy_from, 0, 0,
				    "read error: %s", strerror(errno));
				close(in);
				close(fd);
				return 0;
			}
			ok = write_all(fd, tmp, (size_t)n);
		}
		close(in);
	}
	/*
	 * Start writing it to disk now, not at the final syncfs: the
	 * dirty pages of a large site are far below the kernel's own
	 * threshold, so nothing would be written before that sync.
	 */
	if (ok && !sync)
		sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
	if (!ok || (sync && fsync(fd) == -1)) {
		diag(d, DIAG_ERROR, path, 0, 0, "write error: %s",
		    strerror(errno));
		close(fd);
		return 0;
	}
	if (close(fd) == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "write error: %s",
		    strerror(errno));
		return 0;
	}
	return 1;
}

static int
sync_dir(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY);
	int ok;

	if (fd == -1)
		return 0;
	ok = fsync(fd) == 0;
	close(fd);
	return ok;
}

/*
 * Makes a whole new tree durable before it is swapped in: one syncfs
 * of its filesystem instead of an fsync per file, which cost a site of
 * a thousand data scripts most of its build time.
 */
static int
sync_tree(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY);
	int ok;

	if (fd == -1)
		return 0;
	ok = syncfs(fd) == 0 && fsync(fd) == 0;
	close(fd);
	return ok;
}

/*
 * Stopping a build (issue 25).  The signals that end a process from
 * outside are blocked in every thread from site_begin to the end of
 * the build, and one thread of their own waits for them (sigwait):
 * whatever the other threads are doing, even spinning inside a library,
 * it removes the build folder and ends the process with the signal's
 * own default action, so that the exit status is the conventional one
 * (128 + the signal, 143 for SIGTERM) and nothing is left behind.  The
 * swap and the file beside the site written just before it are a short
 * critical section under stop.lock: a signal that comes then waits for
 * it, so the old site and its median table stay together, or both are
 * new.  Process-wide state, as a signal is: one build at a time.
 */
static struct {
	pthread_mutex_t	 lock;
	char		*tmp;		/* the build folder, or the old site */
	char		*out;		/* the output folder, for the message */
	int		 swapped;	/* tmp is the old site now */
	void		*reserve;	/* freed when memory runs out */
} stop = { PTHREAD_MUTEX_INITIALIZER, NULL, NULL, 0, NULL };

/*
 * The signals that end a build from outside, less those the process
 * ignores (nohup's SIGHUP, a background job's SIGINT): they must end
 * nothing.  SIGPIPE is blocked too, and never waited for: a write to
 * a closed pipe fails with EPIPE instead.
 */
static void
signal_set(sigset_t *set, int with_pipe)
{
	int sig[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	struct sigaction sa;
	size_t i;

	sigemptyset(set);
	for (i = 0; i < sizeof(sig) / sizeof(sig[0]); i++)
		if (sigaction(sig[i], NULL, &sa) == -1 ||
		    sa.sa_handler != SIG_IGN)
			sigaddset(set, sig[i]);
	if (with_pipe)
		sigaddset(set, SIGPIPE);
}

static void
block_signals(sigset_t *old)
{
	sigset_t set;

	signal_set(&set, 1);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

static void	remove_tree(const char *);

/* Removes a tree that other threads may still be writing into. */
static void
remove_busy_tree(const char *path)
{
	struct stat st;
	int k;

	/* Once its root is gone nothing can be made under it again. */
	for (k = 0; k < 1000 && lstat(path, &st) == 0; k++)
		remove_tree(path);
}

static void
say(const char *a, const char *b, const char *c)
{
	struct buf m = {0};

	buf_adds(&m, a);
	buf_add_visible(&m, b);
	buf_adds(&m, c);
	if (write(STDERR_FILENO, m.data, m.len) < 0) {
		/* nothing more to do about it */
	}
	buf_free(&m);
}

/* The stopping thread: waits, cleans up, ends the process. */
static void *
stop_run(void *arg)
{
	sigset_t set = *(sigset_t *)arg, one;
	struct sigaction sa;
	int sig;

	free(arg);
	if (sigwait(&set, &sig) != 0)
		return NULL;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	pthread_mutex_lock(&stop.lock);
	if (stop.tmp != NULL)
		remove_busy_tree(stop.tmp);
	if (stop.out != NULL && !stop.swapped)
		say("report-site: interrupted; no site written; ", stop.out,
		    " is unchanged\n");
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	sigemptyset(&one);
	sigaddset(&one, sig);
	pthread_sigmask(SIG_UNBLOCK, &one, NULL);
	raise(sig);
	_exit(128 + sig);	/* not reached: the default action ends all */
}

/*
 * Starts the stopping thread for the build s of outdir (its folder is
 * s->tmp), with the signals blocked.  Without a thread (none could be
 * made), the signals stay blocked and the build checks for them
 * between its stages (site_interrupted).
 */
static void
stop_start(struct site *s, const char *outdir)
{
	sigset_t *set = xmalloc(sizeof(*set));

	pthread_mutex_lock(&stop.lock);
	free(stop.tmp);
	free(stop.out);
	stop.tmp = xstrdup(s->tmp);
	stop.out = xstrdup(outdir);
	stop.swapped = 0;
	/*
	 * Removing a folder takes memory (opendir): a reserve that the
	 * out-of-memory hook gives back first.  Its size is above
	 * malloc's mmap threshold, so that free returns it to the system.
	 */
	if (stop.reserve == NULL)
		stop.reserve = malloc(1u << 20);
	pthread_mutex_unlock(&stop.lock);
	signal_set(set, 0);
	s->stopper_on = !sigisemptyset(set) &&
	    pthread_create(&s->stopper, NULL, stop_run, set) == 0;
	if (!s->stopper_on)
		free(set);
}

/* Ends the stopping thread (a signal now stays pending until the mask). */
static void
stop_end(struct site *s)
{
	if (s->stopper_on) {
		pthread_cancel(s->stopper);
		pthread_join(s->stopper, NULL);
		s->stopper_on = 0;
	}
	pthread_mutex_lock(&stop.lock);
	free(stop.tmp);
	free(stop.out);
	free(stop.reserve);
	stop.tmp = stop.out = NULL;
	stop.reserve = NULL;
	pthread_mutex_unlock(&stop.lock);
}

/*
 * The out-of-memory hook (util.h): the build folder goes before the
 * process aborts, unless the critical section holds the lock.
 */
static void
stop_oom(void)
{
	if (pthread_mutex_trylock(&stop.lock) != 0)
		return;
	free(stop.reserve);
	stop.reserve = NULL;
	if (stop.tmp != NULL && !stop.swapped)
		remove_tree(stop.tmp);
	pthread_mutex_unlock(&stop.lock);
}

/*
 * Whether one of those signals arrived while they were blocked.  One
 * the process ignores (nohup's SIGHUP, a background job's SIGINT) is
 * kept pending all the same while blocked, and would end nothing.
 */
int
site_interrupted(void)
{
	sigset_t pending;
	struct sigaction sa;
	int sig[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	size_t i;

	if (sigpending(&pending) == -1)
		return 0;
	for (i = 0; i < sizeof(sig) / sizeof(sig[0]); i++)
		if (sigismember(&pending, sig[i]) == 1 &&
		    (sigaction(sig[i], NULL, &sa) == -1 ||
		    sa.sa_handler != SIG_IGN))
			return 1;
	return 0;
}

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
	atomic_int	 stop;		/* set to end the thread early */
	/* Set by the thread, read once it is joined: */
	char		**names;	/* the parts written, in order */
	size_t		 n, cap;
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
	return write_all(fd, buf, n);
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
	if (!make_dirs(p->root, rel->data)) {
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
	if (!write_direct(fd, buf, len)) {
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
		if (!write_direct(fd, buf, len)) {
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

static void *
parts_run(void *arg)
{
	struct site_parts *p = arg;
	size_t off = 0, got, k = 0;
	char *buf = NULL;

	/* SITE_FILE_MAX and more: the long-line loop reads whole windows. */
	if (posix_memalign((void **)&buf, DIRECT_ALIGN,
	    SITE_FILE_MAX + DIRECT_ALIGN) != 0)
		abort();	/* out of memory, as xmalloc would */
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
	s->parts_bytes += p->size;
	atomic_init(&p->stop, 0);
	/* A file of one part is written now: no thread to wait for. */
	if (p->size <= SITE_FILE_MAX)
		parts_run(p);
	else
		parallel_spawn(&p->task, parts_run, p);
	s->parts = p;
	return 1;
}

char *
site_parts_first(const struct site *s)
{
	const struct site_parts *p = s->parts;
	struct buf b = {0};

	if (p == NULL)
		return NULL;
	if (p->size <= SITE_FILE_MAX)
		buf_printf(&b, "%s%s", p->stem, p->ext);
	else
		buf_printf(&b, "%s-001%s", p->stem, p->ext);
	return buf_take(&b);
}

/*
 * Waits for the parts thread (stopping it first when stop is set), adds
 * the parts it wrote to the site's files and frees it.  Returns zero
 * with the reason in d when it failed.
 */
static int
parts_join(struct site *s, int stop, struct diag *d)
{
	struct site_parts *p = s->parts;
	size_t i;
	int ok;

	if (p == NULL)
		return 1;
	s->parts = NULL;
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

void
site_drop_parts(struct site *s)
{
	struct site_parts *p = s->parts;
	struct buf path = {0};
	size_t i;

	if (p == NULL)
		return;
	atomic_store(&p->stop, 1);
	parallel_join(&p->task);
	for (i = 0; i < p->n; i++) {
		path.len = 0;
		buf_printf(&path, "%s/%s", p->root, p->names[i]);
		unlink(path.data);
		free(p->names[i]);
	}
	buf_free(&path);
	s->parts_bytes -= p->size;
	p->n = 0;		/* parts_join adds none */
	parts_join(s, 1, NULL);
}

static void	site_end(struct site *);

int
site_begin(struct site *s, const char *outdir, struct diag *d)
{
	struct buf tmp = {0};
	size_t n = strlen(outdir);

	if (s->tmp != NULL)
		return 1;
	while (n > 1 && outdir[n - 1] == '/')
		n--;
	remove_stale(outdir, n);
	/* The pid in the name lets a later build tell debris from work. */
	buf_printf(&tmp, "%.*s.tmp.%ld.XXXXXX", (int)n, outdir,
	    (long)getpid());
	block_signals(&s->oldmask);
	if (mkdtemp(tmp.data) == NULL) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0,
		    "cannot create the build folder: %s", strerror(errno));
		buf_free(&tmp);
		pthread_sigmask(SIG_SETMASK, &s->oldmask, NULL);
		return 0;
	}
	chmod(tmp.data, 0755);
	/* Held until the build ends: remove_stale leaves it alone. */
	s->lockfd = openat(AT_FDCWD, tmp.data, O_RDONLY | O_DIRECTORY |
	    O_NOFOLLOW | O_CLOEXEC);
	if (s->lockfd == -1 || flock(s->lockfd, LOCK_EX | LOCK_NB) == -1) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0,
		    "cannot lock the build folder: %s", strerror(errno));
		if (s->lockfd != -1)
			close(s->lockfd);
		s->lockfd = -1;
		remove_tree(tmp.data);
		buf_free(&tmp);
		pthread_sigmask(SIG_SETMASK, &s->oldmask, NULL);
		return 0;
	}
	s->tmp = buf_take(&tmp);
	stop_start(s, outdir);
	xoom_hook(stop_oom);
	/* The mark of a site, which lets the next build replace it. */
	{
		static const char mark[] = "report-site\n";
		struct site_file f = { NULL, (char *)mark, sizeof(mark) - 1,
		    NULL, 0 };

		tmp.len = 0;
		buf_printf(&tmp, "%s/%s", s->tmp, SITE_MARKER);
		if (!write_file(tmp.data, &f, 0, d)) {
			buf_free(&tmp);
			site_end(s);
			return 0;
		}
		buf_free(&tmp);
	}
	return 1;
}

/*
 * Ends a build that was begun: stops the parts thread, removes the
 * build folder (after a swap, the old site) and restores the signal
 * mask, so that a pending signal ends the process only now.
 */
static void
site_end(struct site *s)
{
	if (s->tmp == NULL)
		return;
	if (s->ready) {		/* the critical section, never swapped */
		s->ready = 0;
		pthread_mutex_unlock(&stop.lock);
	}
	stop_end(s);
	xoom_hook(NULL);
	parts_join(s, 1, NULL);
	remove_tree(s->tmp);
	free(s->tmp);
	s->tmp = NULL;
	close(s->lockfd);
	s->lockfd = -1;
	pthread_sigmask(SIG_SETMASK, &s->oldmask, NULL);
}

int
site_flush(struct site *s, const char *root, struct diag *d)
{
	struct buf path = {0};
	size_t i;
	int ok = 0;

	for (i = 0; i < s->n; i++) {
		if (s->files[i].written)
			continue;
		path.len = 0;
		buf_printf(&path, "%s/%s", root, s->files[i].path);
		if (!make_dirs(root, s->files[i].path)) {
			diag(d, DIAG_ERROR, path.data, 0, 0,
			    "cannot create its folder: %s", strerror(errno));
			goto out;
		}
		if (!write_file(path.data, &s->files[i], 0, d))
			goto out;
		s->files[i].written = 1;
		free(s->files[i].data);
		s->files[i].data = NULL;
	}
	ok = 1;
out:
	buf_free(&path);
	return ok;
}

size_t
site_max_files(const struct site *s)
{
	return s->max_files != 0 ? s->max_files : SITE_FILES_MAX;
}

size_t
site_max_bytes(const struct site *s)
{
	return s->max_bytes != 0 ? s->max_bytes : SITE_BYTES_MAX;
}

size_t
site_bytes(const struct site *s, size_t *nfiles)
{
	size_t i, bytes = s->parts_bytes;
	struct stat st;

	*nfiles = s->n + 1 +	/* the marker */
	    (s->parts_bytes + SITE_FILE_MAX - 1) / SITE_FILE_MAX;
	for (i = 0; i < s->n; i++) {
		bytes += s->files[i].len;
		if (s->files[i].copy_from != NULL &&
		    stat(s->files[i].copy_from, &st) == 0)
			bytes += (size_t)st.st_size;
	}
	return bytes;
}

/* Writes a budget's limit in d's message: a number, or "no". */
static const char *
limit(char *b, size_t n, size_t v)
{
	if (v == SITE_UNLIMITED)
		return "no";
	snprintf(b, n, "%zu", v);
	return b;
}

/*
 * Refuses a site over its budget (site_max_files, site_max_bytes): the
 * files' bytes, the copies' as they are now, and the parts'.
 */
static int
within_budget(const struct site *s, const char *outdir, struct diag *d)
{
	size_t n, bytes = site_bytes(s, &n);
	char f[32], b[32];

	if (n <= site_max_files(s) && bytes <= site_max_bytes(s))
		return 1;
	diag(d, DIAG_ERROR, outdir, 0, 0, "the site would hold %zu files "
	    "and %zu bytes, past its budget of %s files and %s bytes "
	    "(docs/site.md; --budget); nothing is written", n, bytes,
	    limit(f, sizeof(f), site_max_files(s)),
	    limit(b, sizeof(b), site_max_bytes(s)));
	return 0;
}

int
site_ready(struct site *s, const char *outdir, struct diag *d)
{
	if (!site_begin(s, outdir, d))
		return 0;
	if (!within_budget(s, outdir, d) || !site_flush(s, s->tmp, d) ||
	    !parts_join(s, 0, d))
		goto fail;
	if (!sync_tree(s->tmp)) {
		diag(d, DIAG_ERROR, s->tmp, 0, 0, "cannot sync: %s",
		    strerror(errno));
		goto fail;
	}
	/* Interrupted while it was built: the old site stays. */
	if (site_interrupted()) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "interrupted; not replaced");
		goto fail;
	}
	if (!site_check_replaceable(outdir, d))
		goto fail;
	/* From here to the swap a signal waits (stop_run). */
	pthread_mutex_lock(&stop.lock);
	s->ready = 1;
	return 1;
fail:
	site_end(s);
	return 0;
}

int
site_swap(struct site *s, const char *outdir, struct diag *d)
{
	struct stat st;
	int rc = 0;
	char *parent;

	if (!s->ready)
		return 0;
	if (lstat(outdir, &st) == 0) {
		if (renameat2(AT_FDCWD, s->tmp, AT_FDCWD, outdir,
		    RENAME_EXCHANGE) == -1) {
			diag(d, DIAG_ERROR, outdir, 0, 0, "cannot swap in the "
			    "new site: %s", strerror(errno));
			goto out;
		}
	} else if (rename(s->tmp, outdir) == -1) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "cannot move the new site "
		    "in place: %s", strerror(errno));
		goto out;
	}
	stop.swapped = 1;	/* under stop.lock, since site_ready */
	/* The parent's entry changed: make the swap durable. */
	parent = xstrdup(outdir);
	{
		char *sl = strrchr(parent, '/');

		if (sl == NULL) {
			free(parent);
			parent = xstrdup(".");
		}
		else if (sl == parent)
			sl[1] = '\0';
		else
			*sl = '\0';
	}
	sync_dir(parent);
	free(parent);
	rc = 1;
out:
	/* After a swap the old site is at s->tmp; after a failure the new. */
	s->ready = 0;
	pthread_mutex_unlock(&stop.lock);
	site_end(s);
	return rc;
}

int
site_write(struct site *s, const char *outdir, struct diag *d)
{
	return site_ready(s, outdir, d) && site_swap(s, outdir, d);
}

void
site_free(struct site *s)
{
	site_end(s);
	site_files_free(s);
}

int
site_write_file(const char *path, const char *data, size_t len,
    unsigned mode, struct diag *d)
{
	struct buf tmp = {0};
	struct site_file f = { NULL, (char *)data, len, NULL, 0 };
	size_t errors = d->nerrors;
	sigset_t oldmask;
	int fd, rc = 0;

	buf_printf(&tmp, "%s.tmp.XXXXXX", path);
	block_signals(&oldmask);
	if ((fd = mkstemp(tmp.data)) == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot write: %s",
		    strerror(errno));
		goto out;
	}
	close(fd);
	unlink(tmp.data);
	/* A report of mode 0600 gets a 0600 copy, not a 0644 one. */
	if (!write_file(tmp.data, &f, 1, d) ||
	    (mode != 0 && chmod(tmp.data, (mode_t)mode & 07777) == -1) ||
	    rename(tmp.data, path) == -1) {
		if (d->nerrors == errors)
			diag(d, DIAG_ERROR, path, 0, 0, "cannot replace: %s",
			    strerror(errno));
		unlink(tmp.data);
		goto out;
	}
	rc = 1;
out:
	buf_free(&tmp);
	pthread_sigmask(SIG_SETMASK, &oldmask, NULL);
	return rc;
}
