/*
 * Direction words (CLAIMS.md section 3.2): the sign an unsigned change
 * under B~A takes from a word in or next to its link.
 * For use by report_*.c, which calls it once per claim after parsing,
 * and the tests.
 *
 * Pure: it reads the report's source and writes only the claim.
 */
#ifndef CLAIM_DIRECTION_H
#define CLAIM_DIRECTION_H

#include <stddef.h>

struct claim;
struct metric_decls;

struct claim_dirword {
	const char	*word;		/* as listed: "faster", "减少" */
	int		 quality;	/* better/worse, not more/less */
	int		 sign;		/* +1 more/better, -1 less/worse */
	const char	*other;		/* a second word that disagrees */
};

/*
 * The direction word of claim c, whose number sits at c->byte - base
 * in src (base: bytes of the file before src, a BOM).  Returns non-zero
 * and fills *out when there is one.
 */
int	 claim_direction_find(const struct claim *c, const char *src,
	    size_t len, size_t base, struct claim_dirword *out);
/*
 * The direction word next to a number not yet bound, at src[nb, ne):
 * the nearest word after it or before it in its clause, as a link's
 * neighbours are found.  For the suggester, which offers B~A only in
 * the direction the word says.  Returns non-zero and fills *out.
 */
int	 claim_direction_near(const char *src, size_t len, size_t nb,
	    size_t ne, struct claim_dirword *out);
/*
 * Applies c's direction word, when it compares B~A: signs an unsigned
 * percent, points or difference, swaps the sides of a ratio that says
 * "fewer" or "faster" on a lower-is-better metric, or makes the claim
 * an error (a sign against its word; a quality word on a metric of
 * unknown direction, naming it; two words that disagree).
 */
void	 claim_direction_apply(struct claim *c, const char *src, size_t len,
	    size_t base, const struct metric_decls *md);

/*
 * Where claim c sits in src: [*tb, *te) its own text (a link's text or
 * a bound cell's), [*lb, *le) the whole link (the cell again for a
 * cell).  Returns zero when the source does not show it there.
 */
int	 claim_direction_span(const struct claim *c, const char *src,
	    size_t len, size_t base, size_t *tb, size_t *te, size_t *lb,
	    size_t *le);

#endif
