/*
 * The checks of a site's folders before anything is written: an output
 * folder that may be replaced (absent, empty or a site), that is no
 * input and holds none, and inputs that no planted symbolic link leads
 * out of the current folder tree (site.h).  Reads the filesystem, never
 * writes it: site_write.c writes.  Paths are compared with site_guard.c's
 * helpers.
 */
#define _XOPEN_SOURCE 700	/* realpath */
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

/*
 * Whether outdir may be replaced: absent, an empty folder, or a folder
 * that holds the marker a build writes (SITE_MARKER), so that a typo
 * in -o never swaps away a project (-o "$PWD", -o ~).  Says why not in
 * d.  Checked once before the build and again just before the swap.
 */
int
site_check_replaceable(const char *outdir, struct diag *d)
{
	struct stat st;
	struct dirent *e;
	DIR *dp;
	int fd, empty = 1;

	if (lstat(outdir, &st) == -1)
		return errno == ENOENT;
	if (!S_ISDIR(st.st_mode)) {
		diag(d, DIAG_ERROR, outdir, 0, 0,
		    "exists and is not a folder; not replaced");
		return 0;
	}
	fd = openat(AT_FDCWD, outdir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC);
	if (fd == -1 || (dp = fdopendir(fd)) == NULL) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "cannot read the output "
		    "folder: %s", strerror(errno));
		if (fd != -1)
			close(fd);
		return 0;
	}
	while (empty && (e = readdir(dp)) != NULL)
		empty = strcmp(e->d_name, ".") == 0 ||
		    strcmp(e->d_name, "..") == 0;
	if (!empty && fstatat(dirfd(dp), SITE_MARKER, &st,
	    AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode))
		empty = 1;
	closedir(dp);
	if (!empty)
		diag(d, DIAG_ERROR, outdir, 0, 0, "is not empty and holds no "
		    "%s: not a site report-site built, so it is not "
		    "replaced (remove it, or choose another folder)",
		    SITE_MARKER);
	return empty;
}

int
site_check_out(const char *outdir, const struct site_path *inputs,
    size_t n, struct diag *d)
{
	struct stat st;
	char *out, *in;
	int ok;

	if (lstat(outdir, &st) == 0 && S_ISLNK(st.st_mode)) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "is a symbolic link: the "
		    "site is written only to a real folder");
		return 0;
	}
	if ((out = site_guard_planned_entry(outdir)) == NULL) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "cannot resolve the output "
		    "folder: %s", strerror(errno));
		return 0;
	}
	ok = site_guard_output("-o", outdir, inputs, n, d);
	/* The swap would take the folder we stand in away. */
	in = ok ? realpath(".", NULL) : NULL;
	if (in != NULL && site_guard_within(in, out)) {
		diag(d, DIAG_ERROR, outdir, 0, 0, "is %sthe current folder: "
		    "the site is never written over it", strcmp(in, out) == 0 ?
		    "" : "a parent of ");
		ok = 0;
	}
	free(in);
	if (ok && !site_check_replaceable(outdir, d))
		ok = 0;
	free(out);
	return ok;
}

/*
 * Whether the real path r, inside the real folder top, passes through
 * a hidden folder or file (.git, .ssh...) below top.
 */
static int
hidden_below(const char *r, const char *top)
{
	const char *p = r + (strcmp(top, "/") == 0 ? 0 : strlen(top));

	for (; *p != '\0'; p++)
		if (p[0] == '/' && p[1] == '.')
			return 1;
	return 0;
}

/*
 * The real folder of the last name of prefix[0..n-1], or NULL: where a
 * symbolic link named there lives.
 */
static char *
real_parent(const char *prefix, size_t n)
{
	char *dir = xstrndup(prefix, n), *slash, *r;

	while (n > 1 && dir[n - 1] == '/')
		dir[--n] = '\0';
	slash = strrchr(dir, '/');
	if (slash == NULL)
		r = realpath(".", NULL);
	else if (slash == dir)
		r = realpath("/", NULL);
	else {
		*slash = '\0';
		r = realpath(dir, NULL);
	}
	free(dir);
	return r;
}

int
site_check_input(const char *path, int folder, struct diag *d)
{
	char *top = realpath(".", NULL), *prefix, *where, *r;
	struct stat st;
	size_t i, n = strlen(path);
	int ok = 1;

	if (top == NULL) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot resolve the current "
		    "folder: %s", strerror(errno));
		return 0;
	}
	/*
	 * Every symbolic link on the way that lies in the current folder
	 * tree, where a commit can plant one, must lead back into that
	 * tree and not into a hidden folder: report.md -> .git/config
	 * would publish the token actions/checkout keeps there.  Links
	 * outside the tree (/home -> /usr/home) are the machine's own.
	 */
	for (i = 1; i <= n && ok; i++) {
		if (i < n && path[i] != '/')
			continue;
		if (path[i - 1] == '/')
			continue;
		prefix = xstrndup(path, i);
		if (lstat(prefix, &st) == 0 && S_ISLNK(st.st_mode) &&
		    (where = real_parent(prefix, i)) != NULL) {
			if (site_guard_within(where, top)) {
				r = realpath(prefix, NULL);
				if (r == NULL || !site_guard_within(r, top) ||
				    hidden_below(r, top)) {
					diag(d, DIAG_ERROR, path, 0, 0,
					    "%s%s%s a symbolic link %s: an "
					    "input is read only from the "
					    "current folder tree, outside "
					    "hidden folders", i < n ? "its "
					    "folder " : "", i < n ? prefix :
					    "", i < n ? " is" : "is", r == NULL ? "that leads "
					    "nowhere" : !site_guard_within(r, top) ?
					    "out of the current folder" :
					    "into a hidden folder");
					ok = 0;
				}
				free(r);
			}
			free(where);
		}
		free(prefix);
	}
	free(top);
	if (!ok)
		return 0;
	if (stat(path, &st) == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot read: %s",
		    strerror(errno));
		return 0;
	}
	if (folder ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode)) {
		diag(d, DIAG_ERROR, path, 0, 0, "is not a %s: refused",
		    folder ? "folder" : "regular file");
		return 0;
	}
	return 1;
}
