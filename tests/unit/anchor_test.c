/*
 * Claims' stable anchors (report_anchor.c, issue 24 "What must be
 * true" 4): a family of generated reports, each edited as an author
 * edits one (a section added, a claim removed, a number updated, prose
 * added, a table row added), keeps every other claim's anchor, and no
 * two claims of a report share one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "report.h"
#include "report_anchor.h"

#define AN_SECTIONS	6
#define AN_CLAIMS	5	/* per section: prose, then a table */

/* What a generated report holds, and the edit made to it. */
struct an_doc {
	int	 gone[AN_SECTIONS][AN_CLAIMS];	/* claim removed */
	int	 value[AN_SECTIONS][AN_CLAIMS];	/* its written number */
	int	 added;		/* a new section before section added-1 */
	int	 prose;		/* an unbound paragraph at the top */
	int	 row;		/* a new first table row in section row-1 */
};

static unsigned long an_seed = 1;

static unsigned
an_rand(unsigned n)
{
	an_seed = an_seed * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)((an_seed >> 33) % n);
}

/*
 * Claim k of section s: k 0 and 1 in prose (1 repeats 0's address: a
 * claim alike, the second of two), k >= 2 in a table's rows.  Each
 * claim's identity goes to id[] in the order written: s * 16 + k, the
 * heading's s * 16 + 15, -1 for a claim the edit added.
 */
static void
an_write(struct buf *b, const struct an_doc *d, int *id, size_t *nid)
{
	int s, k;

	*nid = 0;
	buf_adds(b, "# Report\n\n");
	if (d->prose)
		buf_adds(b, "Some words of 12 and 13 added later.\n\n");
	for (s = 0; s < AN_SECTIONS; s++) {
		if (d->added == s + 1) {
			buf_adds(b, "## New part\n\nNow [7](ev:tc9/off/x) "
			    "and [8](ev:tc9/on/x).\n\n");
			id[(*nid)++] = -1;
			id[(*nid)++] = -1;
		}
		buf_printf(b, "## Part %d [%d](ev:tc%d/off/@n)\n\n", s,
		    d->value[s][0], s);
		id[(*nid)++] = s * 16 + 15;
		for (k = 0; k < 2; k++)
			if (!d->gone[s][k]) {
				buf_printf(b, "It takes [%d](ev:tc%d/off/x).\n\n",
				    d->value[s][k], s);
				id[(*nid)++] = s * 16 + k;
			}
		buf_printf(b, "m | [off](ev:tc%d/off/) | [on](ev:/on/)\n"
		    "---|---|---\n", s);
		if (d->row == s + 1) {
			buf_adds(b, "new | [1](ev://new) | 2\n");
			id[(*nid)++] = -1;
		}
		for (k = 2; k < AN_CLAIMS; k++)
			if (!d->gone[s][k]) {
				buf_printf(b, "m%d | [%d](ev://m%d) | 3\n", k,
				    d->value[s][k], k);
				id[(*nid)++] = s * 16 + k;
			}
		buf_addc(b, '\n');
	}
}

#define AN_IDS	(AN_SECTIONS * (AN_CLAIMS + 2) + 2)

/* The anchors of d's report, or NULL; *n their count, id[] whose. */
static char *
an_anchors(const struct an_doc *d, size_t *n, int *id)
{
	struct buf b = {0};
	struct report r;
	struct diag dg = {0};
	char *a = NULL;
	size_t nid;

	memset(&r, 0, sizeof(r));
	an_write(&b, d, id, &nid);
	if (report_parse(&r, "a.md", b.data, b.len, &dg) &&
	    dg.nerrors == 0 && r.nclaims == nid) {
		a = report_anchor_all(&r);
		*n = r.nclaims;
	}
	report_free(&r);
	buf_free(&b);
	return a;
}

void
test_anchor(void)
{
	int round, s, k, bad = 0, dup = 0, moved = 0;

	for (round = 0; round < 200; round++) {
		struct an_doc a, b;
		char *x, *y;
		size_t nx = 0, ny = 0, i, j;
		int ida[AN_IDS], idb[AN_IDS];

		memset(&a, 0, sizeof(a));
		for (s = 0; s < AN_SECTIONS; s++)
			for (k = 0; k < AN_CLAIMS; k++)
				a.value[s][k] = 10 + (int)an_rand(90);
		b = a;
		/* One edit of each kind, some rounds several. */
		switch (round % 5) {
		case 0: b.added = 1 + (int)an_rand(AN_SECTIONS); break;
		case 1: b.gone[an_rand(AN_SECTIONS)][an_rand(AN_CLAIMS)] = 1;
			break;
		case 2: b.value[an_rand(AN_SECTIONS)][an_rand(AN_CLAIMS)] += 1;
			break;
		case 3: b.prose = 1; break;
		default: b.row = 1 + (int)an_rand(AN_SECTIONS);
			b.gone[an_rand(AN_SECTIONS)][0] = 1;
			break;
		}
		x = an_anchors(&a, &nx, ida);
		y = an_anchors(&b, &ny, idb);
		if (x == NULL || y == NULL) {
			bad++;
			free(x);
			free(y);
			continue;
		}
		for (i = 0; i < ny; i++)
			for (j = i + 1; j < ny; j++)
				dup += strcmp(y + i * REPORT_ANCHOR_SIZE,
				    y + j * REPORT_ANCHOR_SIZE) == 0;
		for (i = 0; i < nx; i++)
			for (j = 0; j < ny; j++) {
				if (ida[i] < 0 || ida[i] != idb[j])
					continue;
				/*
				 * The first prose claim removed makes the
				 * second the first of its kind: the one
				 * anchor that may move.
				 */
				if (ida[i] % 16 == 1 && b.gone[ida[i] / 16][0] &&
				    !a.gone[ida[i] / 16][0])
					continue;
				if (strcmp(x + i * REPORT_ANCHOR_SIZE,
				    y + j * REPORT_ANCHOR_SIZE) != 0 &&
				    moved++ == 0)
					printf("anchor: round %d claim %d "
					    "moved: %s -> %s\n", round, ida[i],
					    x + i * REPORT_ANCHOR_SIZE,
					    y + j * REPORT_ANCHOR_SIZE);
			}
		free(x);
		free(y);
	}
	EQ_INT(bad, 0, "anchor: every generated report parses");
	EQ_INT(dup, 0, "anchor: no two claims of a report share an anchor");
	EQ_INT(moved, 0, "anchor: an edit elsewhere moves no claim's anchor");
}
