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
	s->n++;
}

void
site_add_copy(struct site *s, const char *path, const char *src)
{
	site_add(s, path, NULL, 0);
	s->files[s->n - 1].copy_from = xstrdup(src);
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

/* Removes a tree without following symlinks. */
static void
remove_tree(const char *path)
{
	struct stat st;
	DIR *dir;
	struct dirent *e;
	struct buf b = {0};

	if (lstat(path, &st) == -1)
		return;
	if (S_ISDIR(st.st_mode) && (dir = opendir(path)) != NULL) {
		while ((e = readdir(dir)) != NULL) {
			if (strcmp(e->d_name, ".") == 0 ||
			    strcmp(e->d_name, "..") == 0)
				continue;
			b.len = 0;
			buf_printf(&b, "%s/%s", path, e->d_name);
			remove_tree(b.data);
		}
		closedir(dir);
		rmdir(path);
	} else
		unlink(path);
	buf_free(&b);
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
write_file(const char *path, const struct site_file *f, struct diag *d)
{
	char tmp[65536];
	int fd, in = -1, ok = 1;
	ssize_t n;

	if (f->copy_from != NULL &&
	    (in = open(f->copy_from, O_RDONLY | O_NOFOLLOW)) == -1) {
		diag(d, DIAG_ERROR, f->copy_from, 0, 0, "cannot read: %s",
		    strerror(errno));
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
	if (!ok || fsync(fd) == -1) {
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

int
site_write(const struct site *s, const char *outdir, struct diag *d)
{
	struct buf tmp = {0}, path = {0};
	struct stat st;
	size_t i, n = strlen(outdir);
	int exists, rc = 0;
	char *parent;

	while (n > 1 && outdir[n - 1] == '/')
		n--;
	buf_printf(&tmp, "%.*s.tmp.XXXXXX", (int)n, outdir);
	if (mkdtemp(tmp.data) == NULL) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0,
		    "cannot create the build folder: %s", strerror(errno));
		buf_free(&tmp);
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
		if (!write_file(path.data, &s->files[i], d))
			goto out;
	}
	if (!sync_dir(tmp.data)) {
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
	return rc;
}

int
site_write_file(const char *path, const char *data, size_t len,
    struct diag *d)
{
	struct buf tmp = {0};
	struct site_file f = { NULL, (char *)data, len, NULL };
	int fd;

	buf_printf(&tmp, "%s.tmp.XXXXXX", path);
	if ((fd = mkstemp(tmp.data)) == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot write: %s",
		    strerror(errno));
		buf_free(&tmp);
		return 0;
	}
	close(fd);
	unlink(tmp.data);
	if (!write_file(tmp.data, &f, d) || rename(tmp.data, path) == -1) {
		if (d->nerrors == 0)
			diag(d, DIAG_ERROR, path, 0, 0, "cannot replace: %s",
			    strerror(errno));
		unlink(tmp.data);
		buf_free(&tmp);
		return 0;
	}
	buf_free(&tmp);
	return 1;
}
