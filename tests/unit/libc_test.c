/*
 * src/libc_override.c replaces strtod, strncmp and localeconv for the
 * whole process, cJSON, cmark-gfm and libxml2 included.  Each must
 * give glibc's own result, so glibc's are fetched past ours with
 * dlsym(RTLD_NEXT) and both run on many inputs: numbers as results
 * files and reports write them, and every form strtod accepts or
 * refuses (signs, spaces, exponents, hex, inf, nan, long digit runs,
 * the fast path's bounds of 15 digits and 22 decimals).
 */
#define _GNU_SOURCE	/* RTLD_NEXT */
#include <dlfcn.h>
#include <limits.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"

static double	(*libc_strtod)(const char *, char **);
static int	(*libc_strncmp)(const char *, const char *, size_t);

/* dlsym returns an object pointer; memcpy keeps -pedantic quiet. */
static void
fetch(void *fn, const char *name)
{
	void *p = dlsym(RTLD_NEXT, name);

	memcpy(fn, &p, sizeof(p));
}

static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static int failures;

/* Both strtods agree on the bits of the value and on where they stop. */
static void
same_strtod(const char *s)
{
	char *e1, *e2;
	double a = strtod(s, &e1), b = libc_strtod(s, &e2);
	int same = memcmp(&a, &b, sizeof(a)) == 0 || (isnan(a) && isnan(b));

	if ((!same || e1 != e2) && failures++ < 10)
		OK(0, "strtod(\"%s\"): ours %.17g stops at %td, libc %.17g "
		    "at %td", s, a, e1 - s, b, e2 - s);
}

static int
sign(int x)
{
	return x < 0 ? -1 : x > 0;
}

static void
same_strncmp(const char *a, const char *b, size_t n)
{
	int x = sign(strncmp(a, b, n)), y = sign(libc_strncmp(a, b, n));

	if (x != y && failures++ < 10)
		OK(0, "strncmp(\"%s\", \"%s\", %zu): ours %d, libc %d", a, b,
		    n, x, y);
}

/* A decimal of nd digits, a point after ip of them (none when ip >= nd). */
static void
decimal(char *out, uint64_t *st, int nd, int ip)
{
	int i, k = 0;

	for (i = 0; i < nd; i++) {
		if (i == ip)
			out[k++] = '.';
		out[k++] = (char)('0' + rnd(st) % 10);
	}
	out[k] = '\0';
}

void	test_libc(void);

void
test_libc(void)
{
	static const char *const fixed[] = {
		"0", "-0", "0.0", "-0.0", "1", "-1", "1.5", "00012", "0.1",
		"0.3", "123456789012345", "1234567890123456",
		"12345678901234567890", "0.1234567890123456789012",
		"0.12345678901234567890123", "9007199254740993",
		"1e5", "1E-5", "-1.5e+300", "1e999", "-1e999", "1e-400",
		"4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
		"inf", "-Infinity", "nan", "NaN(123)", "0x1p3", "0X1.8P1",
		"1.", ".5", "-.5", "+1", "+", "-", "", " 12", "\t-3.25",
		"12abc", "12.5.3", "1..2", "1e", "1e+", "12.", "--1", "-+1",
		"3.14159,2", "1_000", "0.000000000000000000001",
		"100000000000000000000000", "99999999999999.9",
		"999999999999999", "0.0000000000000000000001",
		"1.0000000000000000000000", "-9.99999999999999",
		"135160", "2.41", "101.8", "1766.03", "-0.000123",
	};
	uint64_t st = 0x9E3779B97F4A7C15ULL;
	char s[96], t[96];
	size_t i, n;
	int nd, ip;

	fetch(&libc_strtod, "strtod");
	fetch(&libc_strncmp, "strncmp");
	OK(libc_strtod != NULL && libc_strtod != strtod,
	    "glibc's strtod reached past ours");
	OK(libc_strncmp != NULL && libc_strncmp != strncmp,
	    "glibc's strncmp reached past ours");
	if (libc_strtod == NULL || libc_strncmp == NULL ||
	    libc_strtod == strtod || libc_strncmp == strncmp)
		return;

	failures = 0;
	for (i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		same_strtod(fixed[i]);
	/* Random decimals around the fast path's bounds, signed or not. */
	for (i = 0; i < 200000; i++) {
		nd = 1 + (int)(rnd(&st) % 26);
		ip = (int)(rnd(&st) % (unsigned)(nd + 2));
		n = 0;
		if (rnd(&st) % 3 == 0)
			s[n++] = '-';
		decimal(s + n, &st, nd, ip);
		switch (rnd(&st) % 8) {
		case 0:
			snprintf(t, sizeof(t), "%se%d", s,
			    (int)(rnd(&st) % 700) - 350);
			break;
		case 1:
			snprintf(t, sizeof(t), "%s,", s);
			break;
		case 2:
			snprintf(t, sizeof(t), "%s}", s);
			break;
		default:
			snprintf(t, sizeof(t), "%s", s);
			break;
		}
		same_strtod(t);
	}
	/* Doubles printed as cJSON and Python print them read back alike. */
	for (i = 0; i < 50000; i++) {
		uint64_t bits = rnd(&st);
		double d;

		memcpy(&d, &bits, sizeof(d));
		if (!isfinite(d))
			continue;
		snprintf(s, sizeof(s), i % 2 ? "%.17g" : "%.15g", d);
		same_strtod(s);
		snprintf(s, sizeof(s), "%.*f", (int)(rnd(&st) % 12),
		    (double)(int64_t)(rnd(&st) % 2000000000) / 1000.0);
		same_strtod(s);
	}
	OK(failures == 0, "strtod: %d inputs read otherwise than glibc",
	    failures);

	failures = 0;
	{
		static const char *const words[] = {
			"", "n", "nu", "null", "nulls", "false", "true", "tru",
			"\xE2\x88\x92", "\xFF", "a\0b", "vr-claim:1", "ev:",
		};
		size_t a, b, k;

		for (a = 0; a < sizeof(words) / sizeof(words[0]); a++)
			for (b = 0; b < sizeof(words) / sizeof(words[0]); b++)
				for (k = 0; k < 8; k++)
					same_strncmp(words[a], words[b], k);
		for (i = 0; i < 100000; i++) {
			size_t la = rnd(&st) % 8, lb = rnd(&st) % 8;

			for (k = 0; k < la; k++)
				s[k] = (char)(1 + rnd(&st) % 4 * 60);
			s[la] = '\0';
			for (k = 0; k < lb; k++)
				t[k] = rnd(&st) % 2 && k < la ? s[k] :
				    (char)(1 + rnd(&st) % 4 * 60);
			t[lb] = '\0';
			same_strncmp(s, t, rnd(&st) % 10);
		}
	}
	OK(failures == 0, "strncmp: %d inputs compared otherwise than glibc",
	    failures);

	/* The C locale's answer: the one cJSON asks for the decimal point. */
	{
		struct lconv *l = localeconv();

		EQ_STR(l->decimal_point, ".", "localeconv decimal point");
		EQ_STR(l->thousands_sep, "", "localeconv thousands separator");
		EQ_STR(l->grouping, "", "localeconv grouping");
		EQ_INT(l->frac_digits, CHAR_MAX, "localeconv frac_digits");
	}
}
