/*
 * The end of a copy cut into parts (site_add_parts, site.h).  For use
 * by site_write.c only.
 */
#ifndef SITE_PARTS_H
#define SITE_PARTS_H

#include "diag.h"
#include "site.h"

/*
 * Waits for the parts thread of s (stopping it first when stop is
 * set), adds the parts it wrote to the site's files and frees it.
 * Returns zero with the reason in d when it failed (d unused, and may
 * be NULL, when stop is set).
 */
int	 site_parts_join(struct site *s, int stop, struct diag *d);
/*
 * Waits for every parts thread of s, so that the site's budget counts
 * the files and bytes they wrote (s->parts_files, s->parts_bytes), not
 * the estimate made when each copy began.
 */
void	 site_parts_wait(struct site *s);

#endif
