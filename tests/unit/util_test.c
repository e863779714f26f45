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

/*
 * Display widths (utf8_width, report_export.c's columns): ASCII 1,
 * CJK, Hangul, kana and fullwidth forms 2, combining marks and
 * zero-width characters 0, and every code point 0, 1 or 2.
 */
static void
test_width(void)
{
	static const struct {
		const char	*s;
		size_t		 w;
	} cases[] = {
		{ "", 0 }, { "abc 1.5%", 8 }, { "\xE4\xB8\xAD\xE6\x96\x87", 4 },
		{ "\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4", 6 },
		{ "\xE3\x81\x8B\xE3\x82\xAB", 4 },	/* かカ */
		{ "\xEF\xBC\x91\xEF\xBC\x85", 4 },	/* １％ */
		{ "e\xCC\x81", 1 },			/* e + acute */
		{ "a\xE2\x80\x8B" "b", 2 },		/* zero-width space */
		{ "\xE2\x88\x92" "97.0%", 6 },		/* −97.0% */
		{ "\xEF\xBD\xA1", 1 },			/* halfwidth ｡ */
		{ "\xF0\x9F\x98\x80", 2 },		/* emoji */
		{ "\xF0\xA0\x80\x80", 2 },		/* CJK ext. B */
	};
	size_t i;
	uint32_t cp;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		EQ_INT((int)utf8_width(cases[i].s, strlen(cases[i].s)),
		    (int)cases[i].w, cases[i].s);
	for (cp = 0; cp < 0x110000; cp += 7)
		OK(utf8_cp_width(cp) >= 0 && utf8_cp_width(cp) <= 2,
		    "U+%04X: width %d", (unsigned)cp, utf8_cp_width(cp));
}

void
test_util(void)
{
	test_did_you_mean();
	test_width();
}
