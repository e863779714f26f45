/*
 * Each claim's stable anchor (report_anchor.h): a hash of the words
 * that name the claim to a reader, so that a link shared to a claim
 * keeps pointing at it when the report around it is edited.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_anchor.h"

/* FNV-1a, 64 bits, over s and a separator after it. */
static uint64_t
hash_add(uint64_t h, const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)(s != NULL ? s : ""); *p != '\0'; p++)
		h = (h ^ *p) * 0x100000001b3ULL;
	return (h ^ 0x1f) * 0x100000001b3ULL;
}

/* splitmix64's finaliser: every bit of h moves the ones kept. */
static uint64_t
hash_mix(uint64_t h)
{
	h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
	h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
	return h ^ (h >> 31);
}

/*
 * A heading as it names its section: the labels of its ev: links
 * dropped ("## [−97%](ev:tc1/on~off/x) less" is "## (ev:…) less"), so
 * a number updated in a heading does not move its claims' anchors.
 */
static void
heading_key(struct buf *b, const char *h)
{
	size_t i = 0, len = strlen(h), k;

	b->len = 0;
	while (i < len) {
		if (h[i] == '[' && (k = strcspn(h + i + 1, "[]")) + i + 1 <
		    len && h[i + 1 + k] == ']' &&
		    (strncmp(h + i + 2 + k, "(ev:", 4) == 0 ||
		    strncmp(h + i + 2 + k, "(<ev:", 5) == 0)) {
			i += k + 2;
			continue;
		}
		buf_addc(b, h[i++]);
	}
}

char *
report_anchor_all(const struct report *r)
{
	struct strtab ids = {0}, bases = {0};
	struct buf key = {0};
	char *out, *id;
	size_t i, k, *next = NULL, nnext = 0;
	uint32_t b;

	if (r->nclaims == 0)
		return NULL;
	out = xcalloc(r->nclaims, REPORT_ANCHOR_SIZE);
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		size_t sec = r->places != NULL ? r->places[i].section : 0;
		uint64_t h = 0xcbf29ce484222325ULL;
		unsigned long long base;

		heading_key(&key, sec < r->nsections ?
		    r->sections[sec].heading : "");
		h = hash_add(h, key.data);
		h = hash_add(h, c->addr_text);
		h = hash_add(h, c->row_label);
		h = hash_add(h, c->col_label);
		base = (unsigned long long)(hash_mix(h) >> 16);
		id = out + i * REPORT_ANCHOR_SIZE;
		snprintf(id, REPORT_ANCHOR_SIZE, "c-%012llx", base);
		/*
		 * The Nth claim alike: "-N", and past any id already given.
		 * Each base remembers its next N, so a thousand claims alike
		 * cost a thousand lookups, not half a million.
		 */
		k = bases.len;
		b = strtab_intern(&bases, id, strlen(id));
		if (b >= nnext) {
			nnext = nnext > 0 ? nnext * 2 : 64;
			next = xrealloc(next, nnext * sizeof(*next));
		}
		if (bases.len > k)
			next[b] = 2;	/* a base seen first: itself */
		else {
			k = next[b]++;
			snprintf(id, REPORT_ANCHOR_SIZE, "c-%012llx-%zu", base,
			    k);
		}
		while (strtab_find(&ids, id, strlen(id)) >= 0) {
			k = next[b]++;
			snprintf(id, REPORT_ANCHOR_SIZE, "c-%012llx-%zu", base,
			    k);
		}
		strtab_intern(&ids, id, strlen(id));
	}
	buf_free(&key);
	strtab_free(&ids);
	strtab_free(&bases);
	free(next);
	return out;
}
