/*
 * Writes a site atomically (STYLE.md R15): every file goes into
 * site.tmp.XXXXXX beside the output folder, is synced, and the folder is
 * swapped in with renameat2(RENAME_EXCHANGE) (or renamed, the first
 * time); the old tree is then removed.  Any failure removes the
 * temporary folder and leaves the previous site untouched.  The only
 * file in src/ that writes to the filesystem.
 */
#define _GNU_SOURCE	/* renameat2 */
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "site.h"
#include "util.h"

void
site_add(struct site *s, const char *path, char *data, size_t len)
{
	xgrow(&s->files, &s->cap, s->n + 1, sizeof(*s->files));
	s->files[s->n].path = xstrdup(path);
	s->files[s->n].data = data;
	s->files[s->n].len = len;
	s->files[s->n].copy_from = NULL;
	s->files[s->n].off = 0;
	s->n++;
}

void
site_add_copy(struct site *s, const char *path, const char *src)
{
	site_add(s, path, NULL, 0);
	s->files[s->n - 1].copy_from = xstrdup(src);
}

void
site_add_copy_range(struct site *s, const char *path, const char *src,
    size_t off, size_t len)
{
	site_add_copy(s, path, src);
	s->files[s->n - 1].off = off;
	s->files[s->n - 1].len = len;
}

void
site_free(struct site *s)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		free(s->files[i].path);
		free(s->files[i].data);
		free(s->files[i].copy_from);
	}
	free(s->files);
	memset(s, 0, sizeof(*s));
}

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
		size_t left = f->len > 0 ? f->len : (size_t)-1;

		if (f->off > 0 && lseek(in, (off_t)f->off, SEEK_SET) == -1)
			ok = 0;
		while (ok && left > 0 && (n = read(in, tmp,
		    left < sizeof(tmp) ? left : sizeof(tmp))) != 0) {
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
			if (f->len > 0)
				left -= (size_t)n;
		}
		close(in);
	}
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
 * The signals that end a build from outside: blocked while the site is
 * written, so that an interrupted build still removes its temporary
 * folder (or completes its swap) before the signal ends the process.
 */
static void
block_signals(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGQUIT);
	sigaddset(&set, SIGPIPE);
	sigprocmask(SIG_BLOCK, &set, old);
}

int
site_write(const struct site *s, const char *outdir, struct diag *d)
{
	struct buf tmp = {0}, path = {0};
	struct stat st;
	size_t i, n = strlen(outdir);
	int exists, rc = 0;
	char *parent;
	sigset_t oldmask;

	while (n > 1 && outdir[n - 1] == '/')
		n--;
	buf_printf(&tmp, "%.*s.tmp.XXXXXX", (int)n, outdir);
	block_signals(&oldmask);
	if (mkdtemp(tmp.data) == NULL) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0,
		    "cannot create the build folder: %s", strerror(errno));
		buf_free(&tmp);
		sigprocmask(SIG_SETMASK, &oldmask, NULL);
		return 0;
	}
	chmod(tmp.data, 0755);
	for (i = 0; i < s->n; i++) {
		path.len = 0;
		buf_printf(&path, "%s/%s", tmp.data, s->files[i].path);
		if (!make_dirs(tmp.data, s->files[i].path)) {
			diag(d, DIAG_ERROR, path.data, 0, 0,
			    "cannot create its folder: %s", strerror(errno));
			goto out;
		}
		if (!write_file(path.data, &s->files[i], 0, d))
			goto out;
	}
	if (!sync_tree(tmp.data)) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0, "cannot sync: %s",
		    strerror(errno));
		goto out;
	}
	exists = lstat(outdir, &st) == 0;
	if (exists && !S_ISDIR(st.st_mode)) {
		diag(d, DIAG_ERROR, outdir, 0, 0,
		    "exists and is not a folder; not replaced");
		goto out;
	}
	if (exists) {
		if (renameat2(AT_FDCWD, tmp.data, AT_FDCWD, outdir,
		    RENAME_EXCHANGE) == -1) {
			diag(d, DIAG_ERROR, outdir, 0, 0, "cannot swap in the "
			    "new site: %s", strerror(errno));
			goto out;
		}
	} else if (rename(tmp.data, outdir) == -1) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "cannot move the new site "
		    "in place: %s", strerror(errno));
		goto out;
	}
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
	/* After a swap the old site is here; after a failure the new one. */
	remove_tree(tmp.data);
	buf_free(&tmp);
	buf_free(&path);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);	/* a pending one ends us */
	return rc;
}

/*
 * The real path of p, or, when p does not exist yet, the real path of
 * its folder followed by its last name.  NULL when neither resolves.
 */
static char *
planned_path(const char *p)
{
	char *r = realpath(p, NULL), *dir, *slash;
	const char *parent, *base;
	struct buf b = {0};
	size_t n;

	if (r != NULL || errno != ENOENT)
		return r;
	dir = xstrdup(p);
	for (n = strlen(dir); n > 1 && dir[n - 1] == '/'; n--)
		dir[n - 1] = '\0';
	if ((slash = strrchr(dir, '/')) == NULL)
		parent = ".", base = dir;
	else if (slash == dir)
		parent = "/", base = slash + 1;
	else {
		*slash = '\0';
		parent = dir, base = slash + 1;
	}
	if ((r = realpath(parent, NULL)) != NULL) {
		buf_printf(&b, "%s%s%s", r, strcmp(r, "/") == 0 ? "" : "/",
		    base);
		free(r);
		r = buf_take(&b);
	}
	free(dir);
	return r;
}

/* Whether the real path a is b or lies inside b. */
static int
within(const char *a, const char *b)
{
	size_t n = strlen(b);

	if (strcmp(b, "/") == 0)
		return 1;
	return strncmp(a, b, n) == 0 && (a[n] == '\0' || a[n] == '/');
}

int
site_check_out(const char *outdir, const char *const *inputs, size_t n,
    struct diag *d)
{
	struct stat st;
	char *out, *in;
	size_t i;
	int ok = 1;

	if (lstat(outdir, &st) == 0 && S_ISLNK(st.st_mode)) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "is a symbolic link: the "
		    "site is written only to a real folder");
		return 0;
	}
	if ((out = planned_path(outdir)) == NULL) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "cannot resolve the output "
		    "folder: %s", strerror(errno));
		return 0;
	}
	for (i = 0; i < n && ok; i++) {
		if (inputs[i] == NULL || strcmp(inputs[i], "-") == 0 ||
		    (in = planned_path(inputs[i])) == NULL)
			continue;	/* reading it will say what is wrong */
		if (within(in, out) || within(out, in)) {
			diag(d, DIAG_ERROR, outdir, 0, 0, "the output folder "
			    "%s %s: it must not be, hold or lie inside an "
			    "input", strcmp(in, out) == 0 ? "is" :
			    within(in, out) ? "holds" : "lies inside",
			    inputs[i]);
			ok = 0;
		}
		free(in);
	}
	free(out);
	return ok;
}

int
site_write_file(const char *path, const char *data, size_t len,
    struct diag *d)
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
	if (!write_file(tmp.data, &f, 1, d) || rename(tmp.data, path) == -1) {
		if (d->nerrors == errors)
			diag(d, DIAG_ERROR, path, 0, 0, "cannot replace: %s",
			    strerror(errno));
		unlink(tmp.data);
		goto out;
	}
	rc = 1;
out:
	buf_free(&tmp);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
	return rc;
}
