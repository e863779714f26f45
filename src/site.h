/*
 * A site as a list of files, written atomically: built in a temporary
 * folder beside the output folder and swapped in only when complete.
 * For use by site_*.c, the renderers' caller and the site tool's main.
 *
 * A struct site owns its file contents; site_free releases them.
 */
#ifndef SITE_H
#define SITE_H

#include <stddef.h>

#include "diag.h"

/* No file of a site may be larger (a static host's limit, a page's). */
#define SITE_FILE_MAX	(5u * 1000 * 1000)

struct site_file {
	char	*path;		/* relative to the site root, '/'-separated */
	char	*data;		/* owned; NULL when copied from copy_from */
	size_t	 len;		/* of data; of the copied range (0: all) */
	char	*copy_from;	/* a file to copy verbatim */
	size_t	 off;		/* where the copied range starts */
};

struct site {
	struct site_file *files;
	size_t		  n;
	size_t		  cap;
};

/* Adds a file whose data the site takes over (freed by site_free). */
void	 site_add(struct site *, const char *path, char *data, size_t len);
/* Adds a file copied from src when the site is written. */
void	 site_add_copy(struct site *, const char *path, const char *src);
/* Adds a file copied from len bytes of src at off. */
void	 site_add_copy_range(struct site *, const char *path, const char *src,
	    size_t off, size_t len);
/*
 * Writes every file under a temporary folder beside outdir, syncs it,
 * then swaps it with outdir.  On any failure the temporary folder is
 * removed, outdir is left as it was, and the reason is recorded in d.
 * Returns zero on failure.
 */
int	 site_write(const struct site *, const char *outdir, struct diag *d);
/*
 * Refuses (zero, with the reason in d) an output folder that is, holds
 * or lies inside one of the inputs (files or folders; NULL entries are
 * skipped), comparing real paths: a build would copy the site into
 * itself, or the swap would take an input away.  Also refuses an output
 * folder that is a symbolic link.
 */
int	 site_check_out(const char *outdir, const char *const *inputs,
	    size_t n, struct diag *d);
/* Replaces one file atomically (a temporary file, synced, renamed). */
int	 site_write_file(const char *path, const char *data, size_t len,
	    struct diag *d);
void	 site_free(struct site *);

#endif
