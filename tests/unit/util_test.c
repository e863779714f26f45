/*
 * "Did you mean": strtab_did_you_mean over a family of slips, one edit
 * away from names of a table (insert, delete, change, swap, case).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../harness.h"
#include "util.h"

static uint32_t seed = 12345;

static uint32_t
next(void)
{
	seed = seed * 1103515245u + 12345u;
	return (seed >> 16) & 0x7FFF;
}

static void
test_did_you_mean(void)
{
	static const char alpha[] = "abcdefghijklmnopqrstuvwxyz_0123456789";
	struct strtab t = {0};
	char names[200][16], slip[20];
	struct buf b = {0};
	size_t i, k, len;
	int kind, found = 0;

	for (i = 0; i < 200; i++) {
		len = 6 + next() % 8;
		for (k = 0; k < len; k++)
			names[i][k] = alpha[next() % 26];
		names[i][len] = '\0';
		strtab_intern(&t, names[i], len);
	}
	for (i = 0; i < 200; i++) {
		len = strlen(names[i]);
		memcpy(slip, names[i], len + 1);
		k = 1 + next() % (len - 2);
		kind = (int)(i % 5);
		if (kind == 0)		/* change */
			slip[k] = slip[k] == 'z' ? 'y' : 'z';
		else if (kind == 1)	/* delete */
			memmove(slip + k, slip + k + 1, len - k);
		else if (kind == 2) {	/* insert */
			memmove(slip + k + 1, slip + k, len - k + 1);
			slip[k] = '_';
		} else if (kind == 3) {	/* swap */
			char c = slip[k];

			slip[k] = slip[k + 1];
			slip[k + 1] = c;
			if (strcmp(slip, names[i]) == 0)
				slip[k] = slip[k] == 'z' ? 'y' : 'z';
		} else			/* case */
			slip[k] = (char)(slip[k] - 'a' + 'A');
		b.len = 0;
		strtab_did_you_mean(&t, slip, &b);
		{
			char want[24];

			snprintf(want, sizeof(want), "'%s'", names[i]);
			found += b.len > 0 && strstr(b.data, want) != NULL;
			OK(b.len > 0 && strstr(b.data, want) != NULL,
			    "'%s' suggests '%s' (got '%s')", slip, names[i],
			    b.len ? b.data : "");
		}
	}
	EQ_INT(found, 200, "every one-edit slip finds its name");
	/* Far from everything: nothing. */
	b.len = 0;
	strtab_did_you_mean(&t, "zzzzzzzzzzzzzzzzzzzz", &b);
	EQ_INT(b.len, 0, "no suggestion for a far name");
	/* A case variant is the answer alone. */
	b.len = 0;
	strtab_intern(&t, "abc", 3);
	strtab_intern(&t, "abd", 3);
	strtab_did_you_mean(&t, "ABC", &b);
	OK(b.len > 0 && strcmp(b.data, " (did you mean 'abc'?)") == 0,
	    "ABC -> abc alone (got '%s')", b.len ? b.data : "");
	buf_free(&b);
	strtab_free(&t);
}

void
test_util(void)
{
	test_did_you_mean();
}
