/*
 * Writes a site atomically (STYLE.md R15): every file goes into
 * site.tmp.XXXXXX beside the output folder, is synced, and the folder is
 * swapped in with renameat2(RENAME_EXCHANGE) (or renamed, the first
 * time); the old tree is then removed.  Any failure removes the
 * temporary folder and leaves the previous site untouched.  With
 * site_parts.c (a large copy), site_stop.c (signals) and site_disk.c
 * (the steps), the only files in src/ that write to the filesystem.
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

#include "site.h"
#include "site_disk.h"
#include "site_parts.h"
#include "site_stop.h"
#include "util.h"

/* What SITE_MARKER holds: counted in the site's bytes (site_bytes). */
static const char site_mark[] = "report-site\n";

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
	site_disk_remove_stale(outdir, n);
	/* The pid in the name lets a later build tell debris from work. */
	buf_printf(&tmp, "%.*s.tmp.%ld.XXXXXX", (int)n, outdir,
	    (long)getpid());
	site_stop_block(&s->oldmask);
	if (mkdtemp(tmp.data) == NULL) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0,
		    "cannot create the build folder: %s", strerror(errno));
		buf_free(&tmp);
		pthread_sigmask(SIG_SETMASK, &s->oldmask, NULL);
		return 0;
	}
	chmod(tmp.data, 0755);
	/* Held until the build ends: site_disk_remove_stale leaves it alone. */
	s->lockfd = openat(AT_FDCWD, tmp.data, O_RDONLY | O_DIRECTORY |
	    O_NOFOLLOW | O_CLOEXEC);
	if (s->lockfd == -1 || flock(s->lockfd, LOCK_EX | LOCK_NB) == -1) {
		diag(d, DIAG_ERROR, tmp.data, 0, 0,
		    "cannot lock the build folder: %s", strerror(errno));
		if (s->lockfd != -1)
			close(s->lockfd);
		s->lockfd = -1;
		site_disk_remove(tmp.data);
		buf_free(&tmp);
		pthread_sigmask(SIG_SETMASK, &s->oldmask, NULL);
		return 0;
	}
	s->tmp = buf_take(&tmp);
	site_stop_start(s, outdir);
	/* The mark of a site, which lets the next build replace it. */
	{
		struct site_file f = { NULL, (char *)site_mark,
		    sizeof(site_mark) - 1, NULL, 0 };

		tmp.len = 0;
		buf_printf(&tmp, "%s/%s", s->tmp, SITE_MARKER);
		if (!site_disk_write_file(tmp.data, &f, 0, d)) {
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
		site_stop_leave();
	}
	site_stop_end(s);
	site_parts_join(s, 1, NULL);
	site_disk_remove(s->tmp);
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
		if (!site_disk_make_dirs(root, s->files[i].path)) {
			diag(d, DIAG_ERROR, path.data, 0, 0,
			    "cannot create its folder: %s", strerror(errno));
			goto out;
		}
		if (!site_disk_write_file(path.data, &s->files[i], 0, d))
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
	    s->parts_files;
	bytes += sizeof(site_mark) - 1;
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
	/* The copies' parts as written: the budget is exact. */
	site_parts_wait(s);
	if (!within_budget(s, outdir, d) || !site_flush(s, s->tmp, d) ||
	    !site_parts_join(s, 0, d))
		goto fail;
	if (!site_disk_sync_tree(s->tmp)) {
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
	/* From here to the swap a signal waits (site_stop.c). */
	site_stop_enter();
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
	site_stop_swapped();	/* in the critical section, since site_ready */
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
	site_disk_sync_dir(parent);
	free(parent);
	rc = 1;
out:
	/* After a swap the old site is at s->tmp; after a failure the new. */
	s->ready = 0;
	site_stop_leave();
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
	site_stop_block(&oldmask);
	if ((fd = mkstemp(tmp.data)) == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot write: %s",
		    strerror(errno));
		goto out;
	}
	close(fd);
	unlink(tmp.data);
	/* A report of mode 0600 gets a 0600 copy, not a 0644 one. */
	if (!site_disk_write_file(tmp.data, &f, 1, d) ||
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
