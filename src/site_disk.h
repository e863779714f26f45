/*
 * The filesystem steps of a site's build: remove, make, write, sync.
 * For use by site_write.c, site_parts.c and site_stop.c only.
 *
 * The functions returning int return zero on failure, with errno set
 * (site_disk_write_file: with the reason in d).
 */
#ifndef SITE_DISK_H
#define SITE_DISK_H

#include <stddef.h>

#include "diag.h"
#include "site.h"

/* Removes a tree (or a file) without following symbolic links. */
void	 site_disk_remove(const char *path);
/*
 * Removes the build folders beside outdir[0..n-1] (OUT.tmp.PID.XXXXXX)
 * that a killed build left: its process gone and its lock free.
 */
void	 site_disk_remove_stale(const char *outdir, size_t n);
/* Creates the folders of the relative path rel under root. */
int	 site_disk_make_dirs(const char *root, const char *rel);
/* Writes all of p[0..n-1] to fd. */
int	 site_disk_write_all(int fd, const char *p, size_t n);
/*
 * Creates path (never an existing file) with f's data or a copy of
 * f->copy_from; fsyncs it when sync is set, else starts its writeback.
 */
int	 site_disk_write_file(const char *path, const struct site_file *f,
	    int sync, struct diag *d);
/* Syncs a folder's entries. */
int	 site_disk_sync_dir(const char *path);
/* Syncs a whole tree, by one syncfs of its filesystem. */
int	 site_disk_sync_tree(const char *path);

#endif
