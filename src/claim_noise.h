/*
 * The noise support of a comparison (claim_noise.c).
 * For use by claim_eval.c only: readers of a claim see c->support.
 */
#ifndef CLAIM_NOISE_H
#define CLAIM_NOISE_H

#include <stddef.h>
#include <stdint.h>

#include "claim.h"

struct claim_noise_cache;

/*
 * Decides c->support for a B~A claim whose value is computed: ra (na
 * runs) is the baseline side, rb (nb) the other, both indices into rs;
 * va is the baseline's value, whose sign turns a change or ratio around
 * (B / A − 1 > 0 means B < A when A < 0).  Nothing here fails the
 * claim: the verdict stands on its own.
 */
void	 claim_noise_support(struct claim *c, const struct runset *rs,
	    const uint32_t *ra, size_t na, const uint32_t *rb, size_t nb,
	    double va, struct claim_noise_cache *nc);
/*
 * The runs' part of the supports decided so far, by address and runs,
 * so that identical comparisons rank their samples once: one a thread,
 * over one runset (claim_eval_all).  nc NULL: none.
 */
struct claim_noise_cache *claim_noise_cache_new(void);
void	 claim_noise_cache_free(struct claim_noise_cache *);

/*
 * The two-sided Mann-Whitney p of the same per-run samples, for a claim
 * of @p: *p, and the values a side in *na_out and *nb_out.  Returns
 * zero when a side has no value.
 */
int	 claim_noise_p(const struct claim *c, const struct runset *rs,
	    const uint32_t *ra, size_t na, const uint32_t *rb, size_t nb,
	    double *p, size_t *na_out, size_t *nb_out);

#endif
