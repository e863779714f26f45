/*
 * Replacements for three libc functions, PROCESS-WIDE: defining them in
 * the executable makes the dynamic linker bind every caller to them,
 * libcjson, libcmark-gfm and libxml2 included, not only our own files.
 * That is the point (cJSON's number parsing is the hot path of a load),
 * and also the risk: each must give exactly libc's result in the "C"
 * locale for every input, which tests/unit/libc_test.c checks against
 * glibc's own (reached with dlsym(RTLD_NEXT)) on many inputs.  This
 * process never leaves the "C" locale (STYLE R14).  make bench shows
 * what each buys (docs/performance.md); one whose gain it cannot show
 * does not belong here.
 */
#define _GNU_SOURCE	/* strtod_l, newlocale */
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * Number conversion.  cJSON's parse_number copies the digits
 * and calls strtod, and calls localeconv() per number for the decimal
 * point; together they are a third of the parse (instruction counts in
 * docs/performance.md).  This process never leaves the "C" locale
 * (STYLE R14), so the decimal point is always "." and the C locale's
 * lconv is the answer.  A decimal of at most 15 significant digits and
 * at most 22 decimals is converted exactly by one IEEE operation on two
 * exact doubles (Clinger's fast path), which covers what benchmarks
 * write; anything else goes to glibc's strtod_l in the C locale.
 */
static const double exact10[23] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};
static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;
static locale_t c_locale;

static void
c_locale_make(void)
{
	c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
}

double
strtod(const char *restrict s, char **restrict end)
{
	const char *p = s + (*s == '-'), *d0 = p, *f0;
	uint64_t m = 0;
	unsigned digit;
	size_t nd, frac = 0;
	double v;

	while ((digit = (unsigned)(unsigned char)*p - '0') < 10) {
		m = m * 10 + digit;
		p++;
	}
	if ((nd = (size_t)(p - d0)) == 0)
		goto slow;
	if (*p == '.') {
		f0 = ++p;
		while ((digit = (unsigned)(unsigned char)*p - '0') < 10) {
			m = m * 10 + digit;
			p++;
		}
		if ((frac = (size_t)(p - f0)) == 0)
			goto slow;
		nd += frac;
	}
	/* Exponents, hex, a second point: leave them to glibc. */
	if (nd > 15 || frac > 22 || *p == '.' || (*p | 0x20) == 'e' ||
	    (*p | 0x20) == 'x' || (*p | 0x20) == 'p')
		goto slow;
	v = frac > 0 ? (double)m / exact10[frac] : (double)m;
	if (end != NULL)
		*end = (char *)p;
	return *s == '-' ? -v : v;
slow:
	pthread_once(&c_locale_once, c_locale_make);
	if (c_locale == (locale_t)0)
		return strtod_l(s, end, LC_GLOBAL_LOCALE);
	return strtod_l(s, end, c_locale);
}

/*
 * cJSON's parse_value tries strncmp against "null", "false" and "true"
 * before it looks at the first byte of every value: three calls into
 * libc's vectorised strncmp per number, whose set-up for short strings
 * cost a tenth of a load (perf, docs/performance.md).  This byte loop
 * stops at the first difference, usually the first byte.
 */
int
strncmp(const char *a, const char *b, size_t n)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;

	for (; n > 0; x++, y++, n--)
		if (*x != *y || *x == '\0')
			return *x - *y;
	return 0;
}

struct lconv *
localeconv(void)
{
	static char dot[] = ".", none[] = "";
	static struct lconv c = {
		.decimal_point = dot, .thousands_sep = none,
		.grouping = none, .int_curr_symbol = none,
		.currency_symbol = none, .mon_decimal_point = none,
		.mon_thousands_sep = none, .mon_grouping = none,
		.positive_sign = none, .negative_sign = none,
		.int_frac_digits = CHAR_MAX, .frac_digits = CHAR_MAX,
		.p_cs_precedes = CHAR_MAX, .p_sep_by_space = CHAR_MAX,
		.n_cs_precedes = CHAR_MAX, .n_sep_by_space = CHAR_MAX,
		.p_sign_posn = CHAR_MAX, .n_sign_posn = CHAR_MAX,
		.int_p_cs_precedes = CHAR_MAX, .int_p_sep_by_space = CHAR_MAX,
		.int_n_cs_precedes = CHAR_MAX, .int_n_sep_by_space = CHAR_MAX,
		.int_p_sign_posn = CHAR_MAX, .int_n_sign_posn = CHAR_MAX,
	};

	return &c;
}
