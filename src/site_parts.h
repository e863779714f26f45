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

#endif
