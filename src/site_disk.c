/*
 * The filesystem steps of a site's build (site_write.c, site_parts.c,
 * site_stop.c): removing a tree without following links, clearing a
 * killed build's debris, making folders, writing and syncing files.
 */
#define _GNU_SOURCE	/* sync_file_range, syncfs */
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "site.h"
#include "site_disk.h"
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
void
site_disk_remove(const char *path)
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
void
site_disk_remove_stale(const char *outdir, size_t n)
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
			site_disk_remove(path.data);
		close(fd);
	}
	closedir(dp);
	buf_free(&dir);
	buf_free(&path);
}

/* Creates the folders of a relative path under root. */
int
site_disk_make_dirs(const char *root, const char *rel)
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

int
site_disk_write_all(int fd, const char *p, size_t n)
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
int
site_disk_write_file(const char *path, const struct site_file *f, int sync,
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
		ok = site_disk_write_all(fd, f->data, f->len);
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
			ok = site_disk_write_all(fd, tmp, (size_t)n);
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

int
site_disk_sync_dir(const char *path)
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
int
site_disk_sync_tree(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY);
	int ok;

	if (fd == -1)
		return 0;
	ok = syncfs(fd) == 0 && fsync(fd) == 0;
	close(fd);
	return ok;
}
