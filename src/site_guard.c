/*
 * The guard every writer passes before any work: an output path (a
 * site folder, --analysis, --fix's REPORT.bound.md) may not be, hold
 * or lie inside an input.  Paths are compared by identity (device and
 * inode), not by spelling, so that ./report.md, its absolute path, a
 * symbolic link to it and a hard link of it are all the report.  And
 * --fix's record of what it wrote, so that it never replaces a file
 * the user edited since.
 */
#define _XOPEN_SOURCE 700	/* realpath, fstatat, dirfd */
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "site.h"
#include "util.h"

/*
 * Whether the real path r, or one of the folders above it, is the file
 * (dev, ino).  A real path holds no symbolic link, so its folders are
 * found by cutting names off its end.
 */
static int
at_or_above(const char *r, dev_t dev, ino_t ino)
{
	char *p = xstrdup(r), *slash;
	struct stat st;
	int hit = 0;

	for (;;) {
		if (stat(p, &st) == 0 && st.st_dev == dev && st.st_ino == ino) {
			hit = 1;
			break;
		}
		if (strcmp(p, "/") == 0 || (slash = strrchr(p, '/')) == NULL)
			break;
		if (slash == p)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
	free(p);
	return hit;
}

/*
 * The real path of p, or, for a path not there yet, the real path of
 * its folder followed by its last name; when deep is set, that folder
 * may itself not be there yet, and so on up to the nearest that is.
 * NULL when that does not resolve.
 */
static char *
plan(const char *p, int deep)
{
	char *r = realpath(p, NULL), *dir, *slash, *up;
	const char *parent, *base;
	struct buf b = {0};
	size_t n;

	if (r != NULL || (errno != ENOENT && (!deep || errno != ENOTDIR)))
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
	if ((up = deep ? plan(parent, 1) : realpath(parent, NULL)) != NULL) {
		buf_printf(&b, "%s%s%s", up, strcmp(up, "/") == 0 ? "" : "/",
		    base);
		free(up);
		r = buf_take(&b);
	}
	free(dir);
	return r;
}

/* Where p will be once made, with any folders above it (plan). */
static char *
planned(const char *p)
{
	return plan(p, 1);
}

char *
site_guard_planned_entry(const char *p)
{
	return plan(p, 0);
}

/* The planned path of the folder that holds the name p (its rename). */
static char *
planned_folder(const char *p)
{
	char *dir = xstrdup(p), *slash, *r;
	size_t n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		dir[--n] = '\0';
	if ((slash = strrchr(dir, '/')) == NULL)
		r = planned(".");
	else if (slash == dir)
		r = planned("/");
	else {
		*slash = '\0';
		r = planned(dir);
	}
	free(dir);
	return r;
}

int
site_guard_within(const char *a, const char *b)
{
	size_t n = strlen(b);

	if (strcmp(b, "/") == 0)
		return 1;
	return strncmp(a, b, n) == 0 && (a[n] == '\0' || a[n] == '/');
}

/*
 * Whether a file of the folder dir (one level: the templates and the
 * assets are flat) is the file (dev, ino): a hard link elsewhere to
 * templates/page.html is that input too.
 */
static int
in_folder(const char *dir, dev_t dev, ino_t ino)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	struct stat st;
	int hit = 0;

	if (dp == NULL)
		return 0;
	while (!hit && (e = readdir(dp)) != NULL)
		hit = fstatat(dirfd(dp), e->d_name, &st, AT_SYMLINK_NOFOLLOW)
		    == 0 && st.st_dev == dev && st.st_ino == ino;
	closedir(dp);
	return hit;
}

/* Says that out overlaps in, naming both; always returns zero. */
static int
refuse(const char *opt, const char *out, const struct site_path *in,
    const char *how, struct diag *d)
{
	diag(d, DIAG_ERROR, out, 0, 0, "%s %s %s %s: an output must not be, "
	    "hold or lie inside an input; nothing was written", opt, how,
	    in->what, strcmp(in->path, "-") == 0 ? "(standard input)" :
	    in->path);
	return 0;
}

int
site_guard_output(const char *opt, const char *out,
    const struct site_path *in, size_t n, struct diag *d)
{
	struct stat ost, lst, ist;
	/* Where the name out is, and what it leads to (a link's target). */
	char *folder = planned_folder(out), *oplan = planned(out), *iplan;
	int have = stat(out, &ost) == 0, have_link = lstat(out, &lst) == 0;
	size_t i;
	int ok = 1;

	for (i = 0; i < n && ok; i++) {
		int std;

		if (in[i].path == NULL)
			continue;
		std = strcmp(in[i].path, "-") == 0;
		/* A report on standard input may be a file redirected in. */
		if (std ? fstat(STDIN_FILENO, &ist) == -1 ||
		    (!S_ISREG(ist.st_mode) && !S_ISDIR(ist.st_mode)) :
		    stat(in[i].path, &ist) == -1) {
			/*
			 * Not there yet (the site folder, for --analysis):
			 * by planned paths.  Otherwise reading it will say
			 * what is wrong.
			 */
			if (std || oplan == NULL ||
			    (iplan = planned(in[i].path)) == NULL)
				continue;
			if (strcmp(iplan, oplan) == 0)
				ok = refuse(opt, out, &in[i], "is", d);
			else if (site_guard_within(oplan, iplan))
				ok = refuse(opt, out, &in[i], "lies inside", d);
			else if (site_guard_within(iplan, oplan))
				ok = refuse(opt, out, &in[i], "holds", d);
			free(iplan);
			continue;
		}
		if ((have && ost.st_dev == ist.st_dev &&
		    ost.st_ino == ist.st_ino) || (have_link &&
		    lst.st_dev == ist.st_dev && lst.st_ino == ist.st_ino))
			ok = refuse(opt, out, &in[i], "is", d);
		else if (S_ISDIR(ist.st_mode) && have && !S_ISDIR(ost.st_mode)
		    && in_folder(in[i].path, ost.st_dev, ost.st_ino))
			ok = refuse(opt, out, &in[i], "is a file of", d);
		else if (S_ISDIR(ist.st_mode) && ((folder != NULL &&
		    at_or_above(folder, ist.st_dev, ist.st_ino)) ||
		    (oplan != NULL && at_or_above(oplan, ist.st_dev,
		    ist.st_ino))))
			ok = refuse(opt, out, &in[i], "lies inside", d);
		else if (have && S_ISDIR(ost.st_mode) && !std &&
		    (iplan = realpath(in[i].path, NULL)) != NULL) {
			if (at_or_above(iplan, ost.st_dev, ost.st_ino))
				ok = refuse(opt, out, &in[i], "holds", d);
			free(iplan);
		}
	}
	free(folder);
	free(oplan);
	return ok;
}

/* FNV-1a, 64 bits: tells an edited file from the one written. */
static uint64_t
fnv1a(const char *p, size_t n)
{
	uint64_t h = 14695981039346656037u;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)p[i];
		h *= 1099511628211u;
	}
	return h;
}

char *
site_guard_record_path(const char *out)
{
	struct buf b = {0};
	const char *slash = strrchr(out, '/');

	if (slash == NULL)
		buf_printf(&b, ".%s.verify-report", out);
	else
		buf_printf(&b, "%.*s.%s.verify-report", (int)(slash - out + 1),
		    out, slash + 1);
	return buf_take(&b);
}

char *
site_guard_record(const char *data, size_t len)
{
	struct buf b = {0};

	buf_printf(&b, "verify-report --fix wrote %zu bytes, fnv1a-64 "
	    "%016" PRIx64 "\n", len, fnv1a(data, len));
	return buf_take(&b);
}

/*
 * Reads the whole regular file path (at most max bytes) into *out;
 * returns zero when it cannot.
 */
static int
slurp(const char *path, size_t max, struct buf *out)
{
	char tmp[65536];
	struct stat st;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW);

	if (fd == -1)
		return 0;
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (size_t)st.st_size > max) {
		close(fd);
		return 0;
	}
	while ((n = read(fd, tmp, sizeof(tmp))) > 0)
		buf_add(out, tmp, (size_t)n);
	close(fd);
	return n == 0;
}

int
site_guard_replace(const char *opt, const char *out, int force,
    struct diag *d)
{
	struct stat st;
	struct buf now = {0}, rec = {0};
	char *rpath, *want = NULL;
	int ok = 0;

	if (lstat(out, &st) == -1)
		return errno == ENOENT;	/* else the write will say why */
	if (!S_ISREG(st.st_mode)) {
		diag(d, DIAG_ERROR, out, 0, 0, "%s: exists and is not a "
		    "regular file; not replaced", opt);
		return 0;
	}
	if (force)
		return 1;
	rpath = site_guard_record_path(out);
	if (!slurp(rpath, 4096, &rec))
		diag(d, DIAG_ERROR, out, 0, 0, "%s: exists, and %s holds no "
		    "record that --fix wrote it: not replaced (remove it, "
		    "or pass --force to replace it)", opt, rpath);
	else if (!slurp(out, (size_t)-1, &now) || (want = site_guard_record(
	    now.data != NULL ? now.data : "", now.len)) == NULL ||
	    strcmp(want, rec.data) != 0)
		diag(d, DIAG_ERROR, out, 0, 0, "%s: was changed since --fix "
		    "wrote it (%s): not replaced, so that no edit is lost "
		    "(move your edits to the report and remove it, or pass "
		    "--force to replace it)", opt, rpath);
	else
		ok = 1;
	free(want);
	free(rpath);
	buf_free(&now);
	buf_free(&rec);
	return ok;
}
