/*
 * Memory, buffers, string interning and UTF-8 helpers shared by every
 * stage.  Out of memory is not an input problem: it aborts here.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

static void (*_Atomic oom_hook)(void);

static const char *oom_name = "verify-report";

void
xoom_hook(void (*fn)(void))
{
	oom_hook = fn;
}

void
xoom_name(const char *name)
{
	oom_name = name;
}

void
xoom(void)
{
	static const char msg[] = ": out of memory\n";

	/* write, not stdio: stderr's buffer may need memory. */
	if (write(STDERR_FILENO, oom_name, strlen(oom_name)) < 0 ||
	    write(STDERR_FILENO, msg, sizeof(msg) - 1) < 0) {
		/* nothing more to do about it */
	}
	if (oom_hook != NULL)
		oom_hook();
	abort();
}



void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		xoom();
	return p;
}

void *
xcalloc(size_t n, size_t sz)
{
	void *p = calloc(n ? n : 1, sz ? sz : 1);

	if (p == NULL)
		xoom();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		xoom();
	return p;
}

void
xgrow(void *pp, size_t *cap, size_t need, size_t sz)
{
	void **p = pp;
	size_t ncap;

	if (need <= *cap)
		return;
	ncap = *cap ? *cap : 8;
	while (ncap < need) {
		if (ncap > SIZE_MAX / 2 / sz)
			xoom();
		ncap *= 2;
	}
	*p = xrealloc(*p, ncap * sz);
	*cap = ncap;
}

void
xgrow_zero(void *pp, size_t *cap, size_t need, size_t sz)
{
	size_t old = *cap;

	xgrow(pp, cap, need, sz);
	if (*cap > old)
		memset((char *)*(void **)pp + old * sz, 0, (*cap - old) * sz);
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void
buf_add(struct buf *b, const char *s, size_t n)
{
	xgrow(&b->data, &b->cap, b->len + n + 1, 1);
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void
buf_adds(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void
buf_addc(struct buf *b, char c)
{
	buf_add(b, &c, 1);
}

void
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, ap);
	if (n >= 0) {
		xgrow(&b->data, &b->cap, b->len + (size_t)n + 1, 1);
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, again);
		b->len += (size_t)n;
	}
	va_end(again);
}

void
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void
buf_add_start(struct buf *b, const char *s, size_t len, size_t max)
{
	size_t cut = 0, k;
	uint32_t cp;

	for (k = 0; k < max && cut < len; k++)
		cut += utf8_decode(s + cut, len - cut, &cp);
	buf_add(b, s, cut);
	if (cut < len)
		buf_adds(b, "\xE2\x80\xA6");	/* … */
}

void
buf_add_visible(struct buf *b, const char *s)
{
	size_t len = strlen(s), i = 0, n;
	uint32_t cp;

	while (i < len) {
		n = utf8_decode(s + i, len - i, &cp);
		if (n == 0) {		/* not UTF-8: 0x9B is a CSI to some */
			buf_printf(b, "\\x%02x", (unsigned char)s[i]);
			i++;
			continue;
		}
		if (cp == '\n')
			buf_adds(b, "\\n");
		else if (cp == '\r')
			buf_adds(b, "\\r");
		else if (cp == '\t')
			buf_adds(b, "\\t");
		else if (cp < 0x20 || cp == 0x7F)
			buf_printf(b, "\\x%02x", (unsigned)cp);
		else if ((cp >= 0x80 && cp < 0xA0) ||
		    (cp >= 0x202A && cp <= 0x202E) ||
		    (cp >= 0x2066 && cp <= 0x2069) ||
		    cp == 0x2028 || cp == 0x2029)
			buf_printf(b, "\\u%04x", (unsigned)cp);
		else
			buf_add(b, s + i, n);
		i += n;
	}
	if (b->len == 0)
		buf_add(b, "", 0);
}

int
id_byte_ok(unsigned char c)
{
	return c > ' ' && c != 0x7f && strchr(ID_GRAMMAR_CHARS, c) == NULL;
}

char *
buf_take(struct buf *b)
{
	char *p = b->data != NULL ? b->data : xstrdup("");

	b->data = NULL;
	b->len = b->cap = 0;
	return p;
}

void
buf_free(struct buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

uint32_t
util_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	while (n-- > 0)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static long
lookup(const struct strtab *t, const char *s, size_t n, size_t *slot)
{
	size_t i;
	uint32_t id;

	if (t->nslots == 0) {
		*slot = 0;
		return -1;
	}
	i = util_hash(s, n) & (t->nslots - 1);
	while ((id = t->slots[i]) != 0) {
		const char *c = t->strs[id - 1];

		if (strncmp(c, s, n) == 0 && c[n] == '\0') {
			*slot = i;
			return (long)id - 1;
		}
		i = (i + 1) & (t->nslots - 1);
	}
	*slot = i;
	return -1;
}

long
strtab_find(const struct strtab *t, const char *s, size_t n)
{
	size_t slot;

	return lookup(t, s, n, &slot);
}

uint32_t
strtab_intern(struct strtab *t, const char *s, size_t n)
{
	size_t slot, i;
	long id;

	if ((id = lookup(t, s, n, &slot)) >= 0)
		return (uint32_t)id;
	if ((t->len + 1) * 2 > t->nslots) {
		size_t nn = t->nslots ? t->nslots * 2 : 64;

		free(t->slots);
		t->slots = xcalloc(nn, sizeof(*t->slots));
		t->nslots = nn;
		for (i = 0; i < t->len; i++) {
			size_t j = util_hash(t->strs[i], strlen(t->strs[i])) &
			    (nn - 1);

			while (t->slots[j] != 0)
				j = (j + 1) & (nn - 1);
			t->slots[j] = (uint32_t)i + 1;
		}
		lookup(t, s, n, &slot);
	}
	xgrow(&t->strs, &t->cap, t->len + 1, sizeof(*t->strs));
	if (n + 1 > t->left) {
		/* Blocks double from 256 bytes to 64 KB: small tables stay */
		/* small; a long string gets a block of its own. */
		size_t bs = t->nblocks < 8 ? (size_t)256 << t->nblocks :
		    65536;

		if (bs < n + 1)
			bs = n + 1;
		xgrow(&t->blocks, &t->capblocks, t->nblocks + 1,
		    sizeof(*t->blocks));
		t->next = t->blocks[t->nblocks++] = xmalloc(bs);
		t->left = bs;
	}
	memcpy(t->next, s, n);
	t->next[n] = '\0';
	t->strs[t->len] = t->next;
	t->next += n + 1;
	t->left -= n + 1;
	t->slots[slot] = (uint32_t)++t->len;
	return (uint32_t)t->len - 1;
}

void
strtab_free(struct strtab *t)
{
	size_t i;

	for (i = 0; i < t->nblocks; i++)
		free(t->blocks[i]);
	free(t->blocks);
	free(t->strs);
	free(t->slots);
	memset(t, 0, sizeof(*t));
}

static int
fold(char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/*
 * Edit distance of a and b in bytes, with adjacent transpositions, or
 * max + 1 once it must exceed max.  A change of case alone costs 1.
 */
static size_t
distance(const char *a, size_t la, const char *b, size_t lb, size_t max)
{
	size_t *row0, *row1, *row2, *t, i, j, best, d;

	if ((la > lb ? la - lb : lb - la) > max)
		return max + 1;
	row0 = xcalloc(lb + 1, sizeof(*row0));
	row1 = xcalloc(lb + 1, sizeof(*row1));
	row2 = xcalloc(lb + 1, sizeof(*row2));
	for (j = 0; j <= lb; j++)
		row1[j] = j;
	for (i = 1; i <= la; i++) {
		row2[0] = i;
		best = i;
		for (j = 1; j <= lb; j++) {
			size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;

			d = row1[j - 1] + cost;
			if (row1[j] + 1 < d)
				d = row1[j] + 1;
			if (row2[j - 1] + 1 < d)
				d = row2[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && row0[j - 2] + 1 < d)
				d = row0[j - 2] + 1;
			row2[j] = d;
			if (d < best)
				best = d;
		}
		t = row0, row0 = row1, row1 = row2, row2 = t;
		if (best > max)
			break;
	}
	d = i > la ? row1[lb] : max + 1;
	free(row0);
	free(row1);
	free(row2);
	return d;
}

void
strtab_did_you_mean(const struct strtab *t, const char *s, struct buf *b)
{
	size_t len = strlen(s), max = len <= 3 ? 1 : len / 3 > 2 ? len / 3 : 2;
	size_t best[3], bestd[3], n = 0, i, k, d, lim;

	lim = t->len < 100000 ? t->len : 100000;
	for (i = 0; i < lim; i++) {
		const char *c = t->strs[i];
		size_t lc = strlen(c), j;

		/* The same name in another case is the likeliest slip. */
		for (j = 0; j < len && j < lc && fold(s[j]) == fold(c[j]);
		    j++)
			;
		d = j == len && j == lc ? 0 :
		    distance(s, len, c, lc, n == 3 ? bestd[2] - 1 : max);
		/* "pgsteal" for "cg_pgsteal": a part of the name. */
		if (d > max && len >= 3 && strstr(c, s) != NULL)
			d = max;
		if (d > max || (n == 3 && d >= bestd[2]))
			continue;
		/* Insert in order of distance, then of first appearance. */
		k = n < 3 ? n++ : 2;
		while (k > 0 && bestd[k - 1] > d) {
			best[k] = best[k - 1];
			bestd[k] = bestd[k - 1];
			k--;
		}
		best[k] = i;
		bestd[k] = d;
	}
	if (n == 0)
		return;
	/* A name that differs only in case is the answer alone. */
	if (bestd[0] == 0)
		for (i = 1; i < n; i++)
			if (bestd[i] > 0)
				n = i;
	buf_adds(b, " (did you mean ");
	for (i = 0; i < n; i++)
		buf_printf(b, "%s'%s'", i == 0 ? "" : i + 1 == n ? " or " :
		    ", ", t->strs[best[i]]);
	buf_adds(b, "?)");
}

size_t
utf8_decode(const char *str, size_t len, uint32_t *cp)
{
	const unsigned char *s = (const unsigned char *)str;
	uint32_t c, min;
	size_t n, i;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if ((s[0] & 0xE0) == 0xC0) {
		n = 2, c = s[0] & 0x1F, min = 0x80;
	} else if ((s[0] & 0xF0) == 0xE0) {
		n = 3, c = s[0] & 0x0F, min = 0x800;
	} else if ((s[0] & 0xF8) == 0xF0) {
		n = 4, c = s[0] & 0x07, min = 0x10000;
	} else
		goto bad;
	if (n > len)
		goto bad;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			goto bad;
		c = (c << 6) | (s[i] & 0x3F);
	}
	if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
		goto bad;
	*cp = c;
	return n;
bad:
	*cp = 0xFFFD;
	return 0;
}

size_t
utf8_check(const char *s, size_t len)
{
	size_t i = 0, n;
	uint32_t cp;

	while (i < len) {
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((n = utf8_decode(s + i, len - i, &cp)) == 0)
			return i;
		i += n;
	}
	return len;
}

int
txt_digit(const char *s, size_t len, size_t i)
{
	return i < len && s[i] >= '0' && s[i] <= '9';
}

int
txt_alpha(const char *s, size_t len, size_t i)
{
	return i < len && ((s[i] >= 'a' && s[i] <= 'z') ||
	    (s[i] >= 'A' && s[i] <= 'Z'));
}

int
txt_word(const char *s, size_t len, size_t i)
{
	return txt_alpha(s, len, i) || txt_digit(s, len, i) ||
	    (i < len && s[i] == '_');
}

int
txt_has(const char *s, size_t len, size_t i, const char *lit)
{
	size_t n = strlen(lit);

	return i + n <= len && memcmp(s + i, lit, n) == 0;
}

size_t
utf8_count(const char *s, size_t len)
{
	size_t i, n = 0;

	/* Every byte that is not a continuation byte starts a code point. */
	for (i = 0; i < len; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80)
			n++;
	return n;
}

int
utf8_cp_width(uint32_t cp)
{
	/* Ranges from Unicode's EastAsianWidth.txt (W and F), merged. */
	static const uint32_t wide[][2] = {
		{ 0x1100, 0x115F }, { 0x231A, 0x231B }, { 0x2329, 0x232A },
		{ 0x23E9, 0x23EC }, { 0x23F0, 0x23F0 }, { 0x23F3, 0x23F3 },
		{ 0x25FD, 0x25FE }, { 0x2614, 0x2615 }, { 0x2648, 0x2653 },
		{ 0x267F, 0x267F }, { 0x2693, 0x2693 }, { 0x26A1, 0x26A1 },
		{ 0x26AA, 0x26AB }, { 0x26BD, 0x26BE }, { 0x26C4, 0x26C5 },
		{ 0x26CE, 0x26CE }, { 0x26D4, 0x26D4 }, { 0x26EA, 0x26EA },
		{ 0x26F2, 0x26F3 }, { 0x26F5, 0x26F5 }, { 0x26FA, 0x26FA },
		{ 0x26FD, 0x26FD }, { 0x2705, 0x2705 }, { 0x270A, 0x270B },
		{ 0x2728, 0x2728 }, { 0x274C, 0x274C }, { 0x274E, 0x274E },
		{ 0x2753, 0x2755 }, { 0x2757, 0x2757 }, { 0x2795, 0x2797 },
		{ 0x27B0, 0x27B0 }, { 0x27BF, 0x27BF }, { 0x2B1B, 0x2B1C },
		{ 0x2B50, 0x2B50 }, { 0x2B55, 0x2B55 }, { 0x2E80, 0x303E },
		{ 0x3041, 0x33FF }, { 0x3400, 0x4DBF }, { 0x4E00, 0x9FFF },
		{ 0xA000, 0xA4CF }, { 0xA960, 0xA97F }, { 0xAC00, 0xD7A3 },
		{ 0xF900, 0xFAFF }, { 0xFE10, 0xFE19 }, { 0xFE30, 0xFE6F },
		{ 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x16FE0, 0x18CFF },
		{ 0x1B000, 0x1B2FF }, { 0x1F004, 0x1F004 }, { 0x1F0CF, 0x1F0CF },
		{ 0x1F18E, 0x1F18E }, { 0x1F191, 0x1F19A }, { 0x1F200, 0x1F2FF },
		{ 0x1F300, 0x1F320 }, { 0x1F32D, 0x1F335 }, { 0x1F337, 0x1F37C },
		{ 0x1F37E, 0x1F393 }, { 0x1F3A0, 0x1F3CA }, { 0x1F3CF, 0x1F3D3 },
		{ 0x1F3E0, 0x1F3F0 }, { 0x1F3F4, 0x1F3F4 }, { 0x1F3F8, 0x1F43E },
		{ 0x1F440, 0x1F440 }, { 0x1F442, 0x1F4FC }, { 0x1F4FF, 0x1F53D },
		{ 0x1F54B, 0x1F54E }, { 0x1F550, 0x1F567 }, { 0x1F57A, 0x1F57A },
		{ 0x1F595, 0x1F596 }, { 0x1F5A4, 0x1F5A4 }, { 0x1F5FB, 0x1F64F },
		{ 0x1F680, 0x1F6C5 }, { 0x1F6CC, 0x1F6CC }, { 0x1F6D0, 0x1F6D2 },
		{ 0x1F6D5, 0x1F6D7 }, { 0x1F6EB, 0x1F6EC }, { 0x1F6F4, 0x1F6FC },
		{ 0x1F7E0, 0x1F7EB }, { 0x1F90C, 0x1F93A }, { 0x1F93C, 0x1F945 },
		{ 0x1F947, 0x1F9FF }, { 0x1FA70, 0x1FAFF }, { 0x20000, 0x2FFFD },
		{ 0x30000, 0x3FFFD },
	};
	/* Combining marks (Mn, Me) and the zero-width format characters. */
	static const uint32_t zero[][2] = {
		{ 0x0300, 0x036F }, { 0x0483, 0x0489 }, { 0x0591, 0x05BD },
		{ 0x0610, 0x061A }, { 0x064B, 0x065F }, { 0x0E31, 0x0E31 },
		{ 0x0E34, 0x0E3A }, { 0x0E47, 0x0E4E }, { 0x1160, 0x11FF },
		{ 0x1AB0, 0x1AFF }, { 0x1DC0, 0x1DFF }, { 0x200B, 0x200F },
		{ 0x202A, 0x202E }, { 0x2060, 0x2064 }, { 0x20D0, 0x20FF },
		{ 0x302A, 0x302D }, { 0x3099, 0x309A }, { 0xFE00, 0xFE0F },
		{ 0xFE20, 0xFE2F }, { 0xFEFF, 0xFEFF }, { 0xE0100, 0xE01EF },
	};
	size_t lo, hi;

	if (cp < 0x300)
		return 1;
	for (lo = 0, hi = sizeof(zero) / sizeof(zero[0]); lo < hi;) {
		size_t m = (lo + hi) / 2;

		if (cp < zero[m][0])
			hi = m;
		else if (cp > zero[m][1])
			lo = m + 1;
		else
			return 0;
	}
	for (lo = 0, hi = sizeof(wide) / sizeof(wide[0]); lo < hi;) {
		size_t m = (lo + hi) / 2;

		if (cp < wide[m][0])
			hi = m;
		else if (cp > wide[m][1])
			lo = m + 1;
		else
			return 2;
	}
	return 1;
}

size_t
utf8_width(const char *s, size_t len)
{
	size_t i = 0, w = 0, n;
	uint32_t cp;

	while (i < len) {
		n = utf8_decode(s + i, len - i, &cp);
		w += (size_t)utf8_cp_width(cp);
		i += n;
	}
	return w;
}

static void
group_digits(struct buf *b, const char *num)
{
	const char *dot = strchr(num, '.');
	size_t ilen = dot ? (size_t)(dot - num) : strlen(num), i;

	for (i = 0; i < ilen; i++) {
		buf_addc(b, num[i]);
		if (ilen - i - 1 > 0 && (ilen - i - 1) % 3 == 0)
			buf_addc(b, ',');
	}
	if (dot)
		buf_adds(b, dot);
}

static void
emit(struct buf *b, double v, const char *digits, int group)
{
	if (!isfinite(v)) {
		buf_adds(b, isnan(v) ? "nan" : v < 0 ? "-inf" : "inf");
		return;
	}
	if (digits[0] == '-') {
		/* A value that rounds to zero prints without a sign. */
		const char *p;

		for (p = digits + 1; *p == '0' || *p == '.'; p++)
			;
		if (*p != '\0')
			buf_addc(b, '-');
		digits++;
	}
	if (group && strchr(digits, 'e') == NULL)
		group_digits(b, digits);
	else
		buf_adds(b, digits);
}

void
fmt_fixed(struct buf *b, double v, int dec, int group)
{
	char tmp[512];

	if (dec < 0)
		dec = 0;
	if (dec > 17)
		dec = 17;
	if (fabs(v) >= 1e300) {
		snprintf(tmp, sizeof(tmp), "%.*g", 6, v);
		emit(b, v, tmp, 0);
		return;
	}
	snprintf(tmp, sizeof(tmp), "%.*f", dec, v);
	emit(b, v, tmp, group);
}

void
fmt_num(struct buf *b, double v, int sig, int group)
{
	char tmp[512];
	int dec, mag;
	char *p;

	if (!isfinite(v) || v == 0) {
		emit(b, v, v == 0 ? "0" : "", 0);
		return;
	}
	mag = (int)floor(log10(fabs(v)));
	if (mag >= 15 || mag < -6) {
		snprintf(tmp, sizeof(tmp), "%.*g", sig, v);
		emit(b, v, tmp, 0);
		return;
	}
	dec = sig - 1 - mag;
	if (dec < 0)
		dec = 0;
	snprintf(tmp, sizeof(tmp), "%.*f", dec, v);
	if (strchr(tmp, '.') != NULL) {
		p = tmp + strlen(tmp) - 1;
		while (*p == '0')
			*p-- = '\0';
		if (*p == '.')
			*p = '\0';
	}
	emit(b, v, tmp, group);
}

void
fmt_calc(struct buf *b, double v)
{
	struct buf t = {0};

	/* Six digits, or all of the integer part and one decimal more. */
	fmt_num(&t, v, fabs(v) >= 1e5 && fabs(v) < 1e16 ?
	    (int)floor(log10(fabs(v))) + 2 : 6, 1);
	if (t.data[0] == '-') {
		buf_adds(b, "\xE2\x88\x92");
		buf_adds(b, t.data + 1);
	} else
		buf_adds(b, t.data);
	buf_free(&t);
}

void
json_str(struct buf *b, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	if (s == NULL) {
		buf_adds(b, "null");
		return;
	}
	buf_addc(b, '"');
	for (; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\') {
			buf_addc(b, '\\');
			buf_addc(b, (char)*p);
		} else if (*p == '\n')
			buf_adds(b, "\\n");
		else if (*p < 0x20 || *p == 0x7f || *p == '<' || *p == '>' ||
		    *p == '&')
			buf_printf(b, "\\u%04x", *p);
		else if (p[0] == 0xE2 && p[1] == 0x80 &&
		    (p[2] == 0xA8 || p[2] == 0xA9)) {
			buf_printf(b, "\\u%s", p[2] == 0xA8 ? "2028" : "2029");
			p += 2;
		} else
			buf_addc(b, (char)*p);
	}
	buf_addc(b, '"');
}

/* Writes x in decimal, at least `width` digits (zero-padded). */
static void
digits(struct buf *b, uint64_t x, int width)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = (char)('0' + x % 10);
		x /= 10;
	} while (x > 0);
	while (n < width)
		tmp[n++] = '0';
	while (n > 0)
		buf_addc(b, tmp[--n]);
}

void
json_num(struct buf *b, double v)
{
	static const double p10[] = {
		1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9
	};
	double a = fabs(v), r;
	int d;

	if (!isfinite(v)) {
		buf_adds(b, "null");
		return;
	}
	/*
	 * The shortest decimal with up to 9 decimals that reads back as v,
	 * without printf: r / 10^d == v in double arithmetic means the
	 * decimal r·10^-d rounds to v, as strtod reads it.  A site holds
	 * millions of numbers; %.17g spent most of its build time.
	 */
	for (d = 0; d <= 9 && a < 1e15; d++) {
		r = nearbyint(a * p10[d]);
		if (r >= 9e15)
			break;
		if (r / p10[d] == a) {
			uint64_t q = (uint64_t)r, div = (uint64_t)p10[d];

			if (v < 0 && q != 0)
				buf_addc(b, '-');
			digits(b, q / div, 1);
			if (d > 0) {
				buf_addc(b, '.');
				digits(b, q % div, d);
			}
			return;
		}
	}
	buf_printf(b, "%.17g", v);
}

static int
alnum(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

static char
lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

int
text_names_id(const char *text, const char *id)
{
	size_t n = strlen(id), i, j, k;

	for (i = 0; text[i] != '\0'; i++) {
		if (i > 0 && alnum(text[i - 1]))
			continue;
		for (j = i, k = 0; k < n && text[j] != '\0'; k++) {
			/* "TC-2" for tc2: a dash between letters and digits. */
			if (text[j] == '-' && k > 0 && id[k] >= '0' &&
			    id[k] <= '9' && !(id[k - 1] >= '0' && id[k - 1] <= '9'))
				j++;
			/* "LRANGE_100" for lrange-100: _ and - alike. */
			if (lower(text[j]) != lower(id[k]) && !((text[j] == '_' ||
			    text[j] == '-') && (id[k] == '_' || id[k] == '-')))
				break;
			j++;
		}
		if (k == n && !alnum(text[j]))
			return 1;
	}
	return 0;
}

void
bucket_sort(const uint32_t *key, size_t n, size_t nkeys, size_t **start,
    size_t **order)
{
	size_t i, *at;

	*start = xcalloc(nkeys + 2, sizeof(**start));
	*order = xcalloc(n + 1, sizeof(**order));
	for (i = 0; i < n; i++)
		(*start)[key[i] + 2]++;
	for (i = 2; i < nkeys + 2; i++)
		(*start)[i] += (*start)[i - 1];
	at = *start + 1;	/* at[k]: where the next of key k goes */
	for (i = 0; i < n; i++)
		(*order)[at[key[i]]++] = i;
}
