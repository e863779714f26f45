/*
 * A site as a list of files, written atomically: built in a temporary
 * folder beside the output folder and swapped in only when complete.
 * For use by site_*.c, the renderers' caller and the site tool's main.
 *
 * A struct site owns its file contents; site_free releases them, and
 * removes the temporary folder of a build that was begun and not
 * swapped in.
 */
#ifndef SITE_H
#define SITE_H

#include <pthread.h>
#include <signal.h>
#include <stddef.h>

#include "diag.h"

/* No file of a site may be larger (a static host's limit, a page's). */
#define SITE_FILE_MAX	(5u * 1000 * 1000)

/*
 * No site may hold more bytes or files: GitHub Pages publishes at most
 * 1 GB, and a site of more than a few thousand files is slow to
 * deploy anywhere.  Small data scripts are packed to stay well under
 * (render_checker_data.c); past either, the build fails and writes nothing.
 */
#define SITE_BYTES_MAX	(1000u * 1000 * 1000)
#define SITE_FILES_MAX	20000u
/* A budget of no limit (report-site --budget none). */
#define SITE_UNLIMITED	((size_t)-1)

/*
 * The file every site holds at its root: an existing output folder is
 * replaced only when it holds one (or is empty).
 */
#define SITE_MARKER	".report-site"

struct site_file {
	char	*path;		/* relative to the site root, '/'-separated */
	char	*data;		/* owned; NULL when copied from copy_from */
	size_t	 len;		/* of data */
	char	*copy_from;	/* a file to copy verbatim */
	int	 written;	/* already in the build folder */
};

struct site_parts;		/* a copy cut into parts (site_parts.c) */

struct site {
	struct site_file *files;
	size_t		  n;
	size_t		  cap;
	char		 *tmp;		/* the build folder once begun */
	int		  lockfd;	/* tmp, flock()ed while it is built */
	sigset_t	  oldmask;	/* the signal mask before it */
	struct site_parts *parts;	/* being written (a list), or NULL */
	int		  ready;	/* site_ready done, not swapped */
	pthread_t	  stopper;	/* waits for a signal (site_stop.c) */
	int		  stopper_on;
	size_t		  parts_bytes;	/* of the copies cut into parts */
	size_t		  parts_files;	/* and their files: estimates */
					/* until each copy is joined */
	size_t		  max_files;	/* the budget: 0 the default */
	size_t		  max_bytes;	/* (SITE_*_MAX), SITE_UNLIMITED none */
};

/*
 * Begins a build: makes the temporary folder beside outdir, so that
 * large copies (site_add_parts) are written while the rest is
 * computed.  From now until site_write or site_free ends it, SIGINT,
 * SIGTERM, SIGHUP or SIGQUIT at any moment removes the folder and ends
 * the process with the signal's default action (status 128 + signal),
 * the old site untouched; one that comes during the swap (and the file
 * written beside the site just before it) waits for it.  site_write begins the build itself when this was not
 * called.  Returns zero with the reason in d on failure.
 */
int	 site_begin(struct site *, const char *outdir, struct diag *d);
/*
 * Adds a file copied from src, cut at newlines into parts of at most
 * SITE_FILE_MAX bytes (stem-001.ext, stem-002.ext...; concatenated they
 * are the file byte for byte), or copied whole as stem.ext when it fits
 * one.  A gzip file over a part is inflated and its lines compressed
 * again into parts that are each whole gzip files (stem-001.ext...).
 * Each call adds one more copy.  Parts are written from now on by a thread, with direct writes
 * that skip the page cache, and joined by site_write.  Needs
 * site_begin; returns zero with the reason in d when src cannot be
 * read.
 */
int	 site_add_parts(struct site *, const char *stem, const char *ext,
	    const char *src, struct diag *d);
/*
 * The paths of the files the i-th copy of site_add_parts made
 * (stem.ext, or stem-001.ext, stem-002.ext... when it is cut), in
 * order, for links to each: the names are known only once the copy is
 * done (a part ends at a line's end), so this waits for it.  *n is 0,
 * and NULL returned, when there is no such copy.  The site owns them
 * until site_write or site_drop_parts.
 */
const char *const *site_parts_names(struct site *, size_t i, size_t *n);
/*
 * Stops the copies of site_add_parts and removes the parts they wrote:
 * the site then holds no copy (results past the budget).
 */
void	 site_drop_parts(struct site *);
/* The site's budget in files and bytes (SITE_UNLIMITED: none). */
size_t	 site_max_files(const struct site *);
size_t	 site_max_bytes(const struct site *);
/*
 * The bytes the site holds now, as its budget counts them: the files'
 * data, the copies' sizes and the copy cut into parts; its files in
 * *nfiles (the marker included).
 */
size_t	 site_bytes(const struct site *, size_t *nfiles);
/* Removes the files added after the first n (none written yet). */
void	 site_truncate(struct site *, size_t n);
/* Adds a file whose data the site takes over (freed by site_free). */
void	 site_add(struct site *, const char *path, char *data, size_t len);
/* Adds a file copied from src when the site is written. */
void	 site_add_copy(struct site *, const char *path, const char *src);
/*
 * Writes the files of s not yet written under root, the build folder of
 * a site begun (site_begin), and frees their data.  A thread may flush
 * a struct site of its own into the folder of another, then hand its
 * files over with site_move.  Returns zero with the reason in d.
 */
int	 site_flush(struct site *, const char *root, struct diag *d);
/* Appends the files of from (which is left empty) to to. */
void	 site_move(struct site *to, struct site *from);
/*
 * Writes every file under the build folder (site_begin), syncs it,
 * then swaps it with outdir.  A terminating signal that arrived since
 * site_begin fails the build before the swap.  On any failure the
 * temporary folder is removed, outdir is left as it was, and the
 * reason is recorded in d.  Returns zero on failure.
 *
 * site_write is site_ready then site_swap; between the two a caller
 * may replace a file beside the site (site_write_file), once nothing
 * but the swap itself can fail the build any more.  After a failed
 * site_ready, call site_free (or site_swap, which fails).
 */
int	 site_write(struct site *, const char *outdir, struct diag *d);
int	 site_ready(struct site *, const char *outdir, struct diag *d);
int	 site_swap(struct site *, const char *outdir, struct diag *d);
/* An input as a message names it: "the report", "report.md". */
struct site_path {
	const char	*what;
	const char	*path;	/* "-" for standard input; NULL to skip */
};

/*
 * The guard of every option that writes (site_guard.c): refuses (zero,
 * with both paths in d) an output path out that is an input, holds one
 * (a folder) or lies inside an input folder.  Files are compared by
 * identity (device and inode), so that any spelling of an input, a
 * symbolic or a hard link to it is the input; "-" is standard input,
 * when it is a file.  opt names the option in the message ("-o").
 * Call it for every output before any work.
 */
int	 site_guard_output(const char *opt, const char *out,
	    const struct site_path *in, size_t n, struct diag *d);
/*
 * What --fix wrote is recorded beside it, in a hidden file (never in
 * the markdown, which is published): site_guard_record_path is
 * DIR/.NAME.verify-report for DIR/NAME, site_guard_record the line it
 * holds for the data written (its length and a 64-bit hash).  Both
 * return strings the caller frees.  site_guard_replace says (non-zero)
 * whether out may be replaced: it is absent, or force is set, or it is
 * a regular file that its record says --fix wrote as it is now;
 * otherwise zero, with the way on in d (remove it, or --force).
 */
char	*site_guard_record_path(const char *out);
char	*site_guard_record(const char *data, size_t len);
int	 site_guard_replace(const char *opt, const char *out, int force,
	    struct diag *d);
/*
 * Path helpers of the guards (site_guard.c), on real paths (no
 * symbolic link, no "." or ".."), compared by name.
 * site_guard_within says whether the path a is b or lies inside b.
 * site_guard_planned_entry is the real path of p, or, when p does not
 * exist yet, the real path of its folder (which must exist) followed
 * by its last name; NULL, with errno set, when neither resolves.
 * Caller frees.
 */
int	 site_guard_within(const char *a, const char *b);
char	*site_guard_planned_entry(const char *p);
/*
 * Refuses (zero, with the reason in d) an output folder that is, holds
 * or lies inside one of the inputs (site_guard_output): a build would
 * copy the site into itself, or the swap would take an input away.  Also refuses an output
 * folder that is a symbolic link, the current folder or one of its
 * parents, and a folder that is neither empty nor a site (SITE_MARKER).
 */
int	 site_check_out(const char *outdir, const struct site_path *inputs,
	    size_t n, struct diag *d);
/*
 * Refuses (zero, with the reason in d) an input that is not a regular
 * file (a folder, when folder is set) and one reached through a
 * symbolic link, planted in the current folder tree, that leads out of
 * that tree or into a hidden folder of it (.git/config holds a CI
 * job's token).  Links outside the current folder tree are followed.
 */
int	 site_check_input(const char *path, int folder, struct diag *d);
/*
 * Whether outdir may be replaced: absent, an empty folder, or a folder
 * that holds SITE_MARKER.  Says why not in d.  site_check_out asks it
 * before the build, site_ready again just before the swap.
 */
int	 site_check_replaceable(const char *outdir, struct diag *d);
/*
 * Whether a terminating signal (not one the process ignores) is
 * pending in this thread or, when no thread could be made to wait for
 * them, in the process: a build checks between its stages.
 */
int	 site_interrupted(void);
/*
 * Replaces one file atomically (a temporary file, synced, renamed),
 * with the permissions mode (0: 0644 less the umask, as a new file).
 */
int	 site_write_file(const char *path, const char *data, size_t len,
	    unsigned mode, struct diag *d);
/*
 * Ends a build begun and not swapped in (its temporary folder removed)
 * and frees the files.
 */
void	 site_free(struct site *);
/*
 * Frees the files of a site never begun (site_files.c), as a renderer's
 * own list: site_free without the build's end.
 */
void	 site_files_free(struct site *);

#endif
