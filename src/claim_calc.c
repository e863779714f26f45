/*
 * The words of a claim's computation (claim.h, struct calc_word): the
 * spans of c->calc that the site says in the page's language.  The
 * evaluator (claim_eval.c) and the expression printer (claim_addr.c)
 * record them as they write c->calc; a file of its own so that both
 * call down into it and neither calls back into the other.
 */
#include <string.h>

#include "claim.h"

struct calc_word *
claim_calc_word(struct claim *c, size_t off, size_t len,
    enum calc_word_kind kind)
{
	struct calc_word *w;

	xgrow(&c->words, &c->capwords, c->nwords + 1, sizeof(*c->words));
	w = &c->words[c->nwords++];
	memset(w, 0, sizeof(*w));
	w->off = off;
	w->len = len;
	w->kind = kind;
	return w;
}
