/*
 * Labels (claim_label.h): which numbers of a report are names, setup
 * counts, dates or the units of a rate, so that --unbound lists only
 * what a reader could want checked.  One function per kind; the words
 * are in words.c.
 *
 * Every rule errs towards listing: a label that hides a result is worse
 * than a label listed, since the first says "nothing to check" about a
 * number the reader trusts.  So a rule reads a plain number (no sign,
 * no %, no ×) unless its kind is structural (a mail header, a diffstat
 * line, a URL, a date, the "1%" of "per 1%"), and a setup duration
 * next to a direction word ("60 s faster") or a result verb ("took
 * 60 s per run") stays a number.
 */
#include <string.h>

#include "claim_direction.h"
#include "claim_label.h"
#include "util.h"
#include "words.h"

/* Whether s[0, n) is w, ignoring ASCII case. */
static int
ieq(const char *s, size_t n, const char *w)
{
	size_t i;

	if (strlen(w) != n)
		return 0;
	for (i = 0; i < n; i++)
		if ((s[i] | 0x20) != (w[i] | 0x20))
			return 0;
	return 1;
}

/* Whether s[b - strlen(w), b) is w. */
static int
ends_with(const char *s, size_t b, const char *w)
{
	size_t n = strlen(w);

	return b >= n && memcmp(s + b - n, w, n) == 0;
}

/* Index of the list word s[w, e) is (any case), or -1. */
static long
ascii_in(const char *s, size_t w, size_t e, const char *const *list,
    size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (ieq(s + w, e - w, list[k]))
			return (long)k;
	return -1;
}

/* The length of the list word at s[i] (CJK: no boundary), or 0. */
static size_t
cjk_at(const char *s, size_t len, size_t i, const char *const *list,
    size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (txt_has(s, len, i, list[k]))
			return strlen(list[k]);
	return 0;
}

/* The length of the list word ending at s[b] (CJK), or 0. */
static size_t
cjk_before(const char *s, size_t b, const char *const *list, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (ends_with(s, b, list[k]))
			return strlen(list[k]);
	return 0;
}

/* One space (U+0020, U+00A0 or U+3000) at s[i]: its length, or 0. */
static size_t
space_at(const char *s, size_t len, size_t i)
{
	if (i < len && s[i] == ' ')
		return 1;
	if (txt_has(s, len, i, "\xC2\xA0"))
		return 2;
	if (txt_has(s, len, i, "\xE3\x80\x80"))
		return 3;
	return 0;
}

/* The same, ending at s[b]. */
static size_t
space_before(const char *s, size_t b)
{
	if (b >= 1 && s[b - 1] == ' ')
		return 1;
	if (ends_with(s, b, "\xC2\xA0"))
		return 2;
	if (ends_with(s, b, "\xE3\x80\x80"))
		return 3;
	return 0;
}

/*
 * The start of the ASCII word (letters, '_', '-' inside) that ends at
 * s[b], or b when none does or it is glued to a word before it.
 */
static size_t
word_before(const char *s, size_t len, size_t b)
{
	size_t w = b;

	while (w > 0 && (txt_alpha(s, len, w - 1) || s[w - 1] == '_' ||
	    (s[w - 1] == '-' && w >= 2 && txt_alpha(s, len, w - 2) &&
	    w < b)))
		w--;
	if (w > 0 && txt_digit(s, len, w - 1))
		return b;
	return w;
}

/* The end of the ASCII word of letters that starts at s[i]. */
static size_t
word_after(const char *s, size_t len, size_t i)
{
	while (txt_alpha(s, len, i) || (i < len && s[i] == '_'))
		i++;
	return i;
}

/*
 * The byte length of a unit word at s[i] (ms, GiB, 秒, 页), the
 * longest listed, or 0.  An ASCII unit must end a word.
 */
static size_t
unit_at(const char *s, size_t len, size_t i, const struct words_unit **u)
{
	size_t k, n, best = 0;

	for (k = 0; k < words_nunits; k++) {
		n = strlen(words_units[k].name);
		if (n <= best || !txt_has(s, len, i, words_units[k].name))
			continue;
		if (txt_alpha(s, len, i) && txt_word(s, len, i + n))
			continue;
		best = n;
		if (u != NULL)
			*u = &words_units[k];
	}
	return best;
}

/*
 * Whether the unit of a measurement follows the number, glued or after
 * one space: a time, a size, a rate (12 ms, 4 GiB); a count (8개, 3 回)
 * is not one.
 */
static int
unit_follows(const char *s, size_t len, size_t a)
{
	const struct words_unit *u = NULL;

	if (unit_at(s, len, a, &u) == 0 && (space_at(s, len, a) == 0 ||
	    unit_at(s, len, a + space_at(s, len, a), &u) == 0))
		return 0;
	return u->dim != WORDS_COUNT && u->dim != WORDS_NONE;
}

/* The longest line read as a mail header or a diffstat line. */
#define LINE_RULE_MAX	4096

static int
plain(const struct numtok *t)
{
	return !t->is_range && t->a.sign == 0 && t->a.kind == NUM_PLAIN;
}

/*
 * A mail header line (Date:, Message-ID:, Signed-off-by:, Cc:...) or
 * a reply's attribution ("On Tue, 5 Mar 2024 at 10:12, A wrote:"):
 * every number on it is a label.  Subject: is not a header here.
 */
static int
mail_line(const char *l, size_t n)
{
	size_t i = 0, e = n, w;

	while (i < n && (l[i] == ' ' || l[i] == '>'))
		i++;
	while (e > i && (l[e - 1] == ' ' || l[e - 1] == '\r' ||
	    l[e - 1] == '\\'))
		e--;
	for (w = i; w < e && (txt_word(l, e, w) || l[w] == '-'); w++)
		continue;
	if (w > i && w < e && l[w] == ':' &&
	    ascii_in(l, i, w, words_mail_headers, words_nmail_headers) >= 0)
		return 1;
	return e - i > 9 && memcmp(l + i, "On ", 3) == 0 &&
	    memcmp(l + e - 6, "wrote:", 6) == 0;
}

/*
 * A diffstat line, as git format-patch writes it under a cover letter:
 * " kernel/sched/fair.c | 42 +++++---", " a.bin | Bin 0 -> 1234 bytes",
 * " 3 files changed, 40 insertions(+), 2 deletions(-)".
 */
static int
diffstat_line(const char *l, size_t n)
{
	size_t i = 0, e = n, j, bar;
	static const char *const parts[] = {
		" file changed", " files changed", " insertion(+)",
		" insertions(+)", " deletion(-)", " deletions(-)"
	};

	while (i < n && (l[i] == ' ' || l[i] == '>'))
		i++;
	while (e > i && (l[e - 1] == ' ' || l[e - 1] == '\r' ||
	    l[e - 1] == '\\'))
		e--;
	for (bar = i; bar < e && l[bar] != '|'; bar++)
		continue;
	if (bar < e && bar > i + 1 && l[bar - 1] == ' ') {
		size_t p, d, zero;

		size_t pe = bar;

		/* A path: no space inside (a rename's "{a => b}" aside). */
		while (pe > i && l[pe - 1] == ' ')
			pe--;
		for (p = i; p < pe && l[p] != ' '; p++)
			continue;
		if (p < pe && memchr(l + i, '{', pe - i) == NULL)
			return 0;
		for (j = bar + 1; j < e && l[j] == ' '; j++)
			continue;
		if (txt_has(l, e, j, "Bin "))
			return 1;
		if (!txt_digit(l, e, j))
			return 0;
		zero = l[j] == '0';
		while (txt_digit(l, e, j))
			j++;
		if (j < e && l[j] == ' ')
			j++;
		/* "a | 3" alone is a broken table; git prints +/- marks. */
		for (d = j; j < e && (l[j] == '+' || l[j] == '-'); j++)
			continue;
		return j == e && (j > d || zero);
	}
	/* git shortlog's author line: "Wen Zhao (3):". */
	if (e - i > 4 && l[e - 1] == ':' && l[e - 2] == ')') {
		for (j = e - 2; j > i && txt_digit(l, e, j - 1); j--)
			continue;
		if (j < e - 2 && j > i + 1 && l[j - 1] == '(' &&
		    l[j - 2] == ' ' && memchr(l + i, '|', j - i) == NULL &&
		    txt_alpha(l, e, i))
			return 1;
	}
	/* The summary: numbers each followed by one of the parts. */
	j = i;
	while (j < e) {
		size_t k, hit = 0;

		if (!txt_digit(l, e, j))
			return 0;
		while (txt_digit(l, e, j))
			j++;
		for (k = 0; k < sizeof(parts) / sizeof(parts[0]); k++)
			if (txt_has(l, e, j, parts[k]))
				hit = strlen(parts[k]);
		if (hit == 0)
			return 0;
		j += hit;
		if (j == e)
			return 1;
		if (!txt_has(l, e, j, ", "))
			return 0;
		j += 2;
	}
	return 0;
}

/* Characters a URL or a path may hold, as text shows them. */
static int
url_char(char c)
{
	return (unsigned char)c > 0x20 && (unsigned char)c < 0x7F &&
	    strchr("()<>\"'[]{}|`", c) == NULL;
}

/*
 * A number inside a URL, a bare domain's path (lore.kernel.org/r/...),
 * an absolute path, an address with '@' (a Message-ID), an issue or
 * pull request reference (#123), or a commit id that starts with digits
 * (1234567abcdef).
 */
static int
link_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t tb = t->start, te = t->end, i, d;

	while (tb > 0 && url_char(s[tb - 1]))
		tb--;
	while (te < len && url_char(s[te]))
		te++;
	for (i = tb; i + 3 <= te; i++)
		if (memcmp(s + i, "://", 3) == 0)
			return 1;
	for (i = tb; i < te; i++)
		if (s[i] == '@' && memchr(s + i, '.', te - i) != NULL &&
		    i > tb)
			return 1;
	/* A domain: labels joined by '.', the last one letters, then '/'. */
	for (i = tb, d = 0; i < te && (txt_word(s, te, i) || s[i] == '-' ||
	    s[i] == '.'); i++)
		if (s[i] == '.')
			d = i;
	if (d > tb && i < te && s[i] == '/' && i - d >= 3) {
		size_t k;

		for (k = d + 1; k < i && txt_alpha(s, te, k); k++)
			continue;
		if (k == i)
			return 1;
	}
	/* /proc/sys/vm/..., ~/src/...: two slashes, a letter after the first. */
	i = s[tb] == '~' ? tb + 1 : tb;
	if (i + 1 < te && s[i] == '/' && txt_alpha(s, te, i + 1) &&
	    memchr(s + i + 1, '/', te - i - 1) != NULL)
		return 1;
	if (t->start >= 1 && s[t->start - 1] == '#' &&
	    !(t->start >= 2 && txt_word(s, len, t->start - 2)))
		return 1;
	/* A commit id: digits glued to hex letters, 7 characters or more. */
	if (plain(t) && t->a.scale == 1) {
		size_t e = t->a.digits_end, n = 0;

		while (e < len && ((s[e] >= 'a' && s[e] <= 'f') ||
		    txt_digit(s, len, e)))
			e++, n++;
		if (n >= 2 && e - t->start >= 7 && !txt_word(s, len, e))
			return 1;
	}
	return 0;
}

/* A month name ending at s[b] (an abbreviation may take a '.'). */
static int
month_before(const char *s, size_t len, size_t b)
{
	size_t w;

	if (b >= 1 && s[b - 1] == '.')
		b--;
	w = word_before(s, len, b);
	if (w == b || (s[w] < 'A' || s[w] > 'Z'))
		return 0;
	return ascii_in(s, w, b, words_months, words_nmonths) >= 0;
}

/* A month name starting at s[i]. */
static int
month_at(const char *s, size_t len, size_t i)
{
	size_t e = word_after(s, len, i);

	if (e == i || s[i] < 'A' || s[i] > 'Z')
		return 0;
	return ascii_in(s, i, e, words_months, words_nmonths) >= 0;
}

/* The value of the digits s[b, e) when they are all digits, else -1. */
static long
digits_value(const char *s, size_t b, size_t e)
{
	long v = 0;

	if (e == b || e - b > 6)
		return -1;
	for (; b < e; b++) {
		if (s[b] < '0' || s[b] > '9')
			return -1;
		v = v * 10 + (s[b] - '0');
	}
	return v;
}

/*
 * Dates and times not written with digits alone (those never reach
 * here): 5 Mar 2024, March 5, 2024, 2024年3月5日, 2024년 3월 5일,
 * 10時12分, and time zones: +0800 after a time, UTC+8.
 */
static int
date_rule(const char *s, size_t len, const struct numtok *t)
{
	static const char *const year[] = {
		"\xE5\xB9\xB4", "\xEB\x85\x84"			/* 年 년 */
	};
	static const char *const month[] = {
		"\xE6\x9C\x88", "\xEC\x9B\x94"			/* 月 월 */
	};
	static const char *const day[] = {
		"\xE6\x97\xA5", "\xEC\x9D\xBC"			/* 日 일 */
	};
	static const char *const hour[] = {
		"\xE6\x99\x82", "\xE6\x97\xB6", "\xEC\x8B\x9C"	/* 時 时 시 */
	};
	static const char *const minute[] = {
		"\xE5\x88\x86", "\xEB\xB6\x84"			/* 分 분 */
	};
	size_t b = t->start, a = t->end, ds, k;
	long v;

	if (t->is_range || t->a.kind != NUM_PLAIN || t->a.decimals > 0)
		return 0;
	ds = t->a.sign != 0 ? b + (s[b] == '+' || s[b] == '-' ? 1 : 3) : b;
	v = digits_value(s, ds, t->a.digits_end);
	if (v < 0)
		return 0;
	if (t->a.sign != 0) {
		/* +0800 after 10:12:33; UTC+8, GMT-5 */
		if (t->a.digits_end - ds == 4 && b >= 6 && s[b - 1] == ' ' &&
		    txt_digit(s, len, b - 2) && txt_digit(s, len, b - 3) &&
		    s[b - 4] == ':')
			return 1;
		k = b - space_before(s, b);
		return ends_with(s, k, "UTC") || ends_with(s, k, "GMT");
	}
	/* 5 Mar, Mar 5, March 2024, Mar 5, 2024 */
	if (v <= 31 && space_at(s, len, a) == 1 && month_at(s, len, a + 1))
		return 1;
	if (space_before(s, b) == 1 && month_before(s, len, b - 1))
		return 1;
	if (v >= 1900 && v <= 2099 && b >= 2 && s[b - 1] == ' ') {
		k = b - 1;
		if (s[k - 1] == ',')
			k--;
		if (k >= 1 && txt_digit(s, len, k - 1)) {
			while (k > 0 && txt_digit(s, len, k - 1))
				k--;
			if (space_before(s, k) == 1 &&
			    month_before(s, len, k - 1))
				return 1;
		}
	}
	/* 2024年, 3月, 3月5日, 10時12分 */
	if (v >= 1900 && v <= 2099 && cjk_at(s, len, a, year, 2) > 0)
		return 1;
	if (v >= 1 && v <= 12 && cjk_at(s, len, a, month, 2) > 0)
		return 1;
	k = b - space_before(s, b);
	if (v >= 1 && v <= 31 && cjk_at(s, len, a, day, 2) > 0 &&
	    cjk_before(s, k, month, 2) > 0)
		return 1;
	if (v <= 24 && (k = cjk_at(s, len, a, hour, 3)) > 0 &&
	    txt_digit(s, len, a + k))
		return 1;
	k = b - space_before(s, b);
	return v <= 59 && cjk_at(s, len, a, minute, 2) > 0 &&
	    cjk_before(s, k, hour, 3) > 0;
}

/*
 * per 1%, every 1 GB, 每 1%, 1% あたり, 1 GB 당, per 1,000 requests: a
 * one or a power of ten, the unit of a rate.  Any other number there
 * is measured: "每 30 秒" may be a window the data holds.
 */
static int
per_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start - space_before(s, t->start), a = t->end, w, u;
	double v = t->a.value;

	if (t->is_range || t->a.sign != 0 || v < 1)
		return 0;
	while (v >= 10 && v == (double)(long long)v && (long long)v % 10 == 0)
		v /= 10;
	if (v != 1)
		return 0;

	w = word_before(s, len, b);
	if (w < b && ascii_in(s, w, b, words_per_before,
	    words_nper_before) >= 0)
		return 1;
	for (u = 0; u < words_nper_before; u++)
		if ((unsigned char)words_per_before[u][0] >= 0x80 &&
		    ends_with(s, b, words_per_before[u]))
			return 1;
	a += space_at(s, len, a);
	if ((u = unit_at(s, len, a, NULL)) > 0 || txt_alpha(s, len, a)) {
		a = u > 0 ? a + u : word_after(s, len, a);
		a += space_at(s, len, a);
	}
	return cjk_at(s, len, a, words_per_after, words_nper_after) > 0;
}

/*
 * §5, 第 8 节, section 5.2, kernel 6.1, 3장, [^2]; patches 1-2.  A
 * reference word names a place (NAME); any other listed word is a
 * product or a version word, which makes the number a VERSION that the
 * report may write again bare (claim_label_versions).
 */
static enum claim_label
name_rule(const char *s, size_t len, const struct numtok *t)
{
	static const char *const refs[] = {
		"section", "sec", "sect", "sections", "chapter", "ch",
		"figure", "fig", "table", "tab", "step", "appendix", "part",
		"see", "rfc", "raid", "numa", "socket", "cpu", "cpus",
		"issue", "bug", "pr", "item", "row", "column", "footnote",
		"line", "lines", "level", "gen"
	};
	static const char *const versions_cjk[] = {
		"\xE5\x86\x85\xE6\xA0\xB8",		/* 内核 */
		"\xE7\x89\x88\xE6\x9C\xAC",		/* 版本 */
		"\xEC\xBB\xA4\xEB\x84\x90",		/* 커널 */
		"\xEB\xB2\x84\xEC\xA0\x84",		/* 버전 */
		"\xEC\x9A\xB0\xEB\xB6\x84\xED\x88\xAC",	/* 우분투 */
		"\xE3\x82\xAB\xE3\x83\xBC\xE3\x83\x8D\xE3\x83\xAB",
		/* バージョン: one string (clang's -Wstring-concatenation) */
		"\xE3\x83\x90\xE3\x83\xBC\xE3\x82\xB8\xE3\x83\xA7\xE3\x83\xB3"
	};
	size_t b = t->start, a = t->end, w, sp;
	long k;

	if (b >= 1 && s[b - 1] == '^')
		return CLAIM_LABEL_NAME;
	if (cjk_at(s, len, a, words_label_after, words_nlabel_after) > 0 ||
	    (space_at(s, len, a) == 1 && cjk_at(s, len, a + 1,
	    words_label_after, words_nlabel_after) > 0))
		return CLAIM_LABEL_NAME;
	if (t->a.scale != 1)
		return CLAIM_LABEL_NONE;
	/* The second number of 1-2, 1/3, 3.1–3.4 takes the first's word. */
	if (b >= 2 && (s[b - 1] == '-' || s[b - 1] == '/') &&
	    txt_digit(s, len, b - 2))
		b--;
	else if (b >= 4 && ends_with(s, b, "\xE2\x80\x93") &&
	    txt_digit(s, len, b - 4))
		b -= 3;
	if (b < t->start)
		while (b > 0 && (txt_digit(s, len, b - 1) || s[b - 1] == '.'))
			b--;
	sp = space_before(s, b);
	b -= sp == 3 ? 0 : sp;
	if (cjk_before(s, b, words_label_names_cjk,
	    words_nlabel_names_cjk) > 0)
		return cjk_before(s, b, versions_cjk, sizeof(versions_cjk) /
		    sizeof(versions_cjk[0])) > 0 ? CLAIM_LABEL_VERSION :
		    CLAIM_LABEL_NAME;
	/* After an ASCII name, "kernel 6.1 ms" would be a measurement. */
	if (unit_follows(s, len, a))
		return CLAIM_LABEL_NONE;
	/* After an ASCII name, "kernel 6.1 ms" would be a measurement. */
	if (unit_follows(s, len, a))
		return CLAIM_LABEL_NONE;
	if (b >= 1 && s[b - 1] == '.')
		b--;
	w = word_before(s, len, b);
	if (w == b || (w > 0 && txt_word(s, len, w - 1)))
		return CLAIM_LABEL_NONE;
	k = ascii_in(s, w, b, words_label_names, words_nlabel_names);
	if (k < 0)
		return CLAIM_LABEL_NONE;
	if (ieq(s + w, b - w, "patch") || ieq(s + w, b - w, "patches") ||
	    ieq(s + w, b - w, "series"))
		return CLAIM_LABEL_PATCH;
	return ascii_in(s, w, b, refs, sizeof(refs) / sizeof(refs[0])) >= 0 ?
	    CLAIM_LABEL_NAME : CLAIM_LABEL_VERSION;
}

/* Inside a "[PATCH ...]" or "[RFC PATCH ...]" subject tag. */
static int
patch_rule(const char *line, size_t at)
{
	size_t i = at, j;

	while (i > 0 && line[i - 1] != '[' && line[i - 1] != ']' &&
	    at - i < 80)
		i--;
	if (i == 0 || line[i - 1] != '[')
		return 0;
	for (j = i; j + 5 <= at; j++)
		if (memcmp(line + j, "PATCH", 5) == 0 ||
		    memcmp(line + j, "RFC", 3) == 0)
			return 1;
	return 0;
}

/* A clause's start before s[b]: a sentence or clause mark, or 0. */
static size_t
clause_start(const char *s, size_t b)
{
	while (b > 0 && strchr(".;:,(", s[b - 1]) == NULL &&
	    !ends_with(s, b, "\xE3\x80\x82") && !ends_with(s, b, "\xEF\xBC\x8C") &&
	    !ends_with(s, b, "\xE3\x80\x81"))
		b--;
	return b;
}

/* Whether a result verb (took, 耗时) sits in s[from, to). */
static int
result_verb(const char *s, size_t from, size_t to)
{
	size_t i, k, n;

	for (i = from; i < to; i++)
		for (k = 0; k < words_nresult_verbs; k++) {
			const char *v = words_result_verbs[k];

			n = strlen(v);
			if (i + n > to || memcmp(s + i, v, n) != 0)
				continue;
			if ((unsigned char)v[0] < 0x80 && ((i > from &&
			    txt_word(s, to, i - 1)) || txt_word(s, to, i + n)))
				continue;
			return 1;
		}
	return 0;
}

/*
 * An option's value on a command line: -t 8, -g {1,4,8,16}, --runtime 30,
 * --runtime=30: the option starts a word with '-' and a letter.
 */
static int
option_before(const char *s, size_t len, size_t b)
{
	size_t w;

	/* Inside a brace list after the option: {1,4,8,16}. */
	w = b;
	while (w > 0 && (txt_digit(s, len, w - 1) || s[w - 1] == ','))
		w--;
	if (w > 0 && s[w - 1] == '{')
		b = w - 1;
	if (b >= 1 && s[b - 1] == '=')
		b--;
	else if (b >= 1 && s[b - 1] == ' ')
		b--;
	else
		return 0;
	w = b;
	while (w > 0 && (txt_word(s, len, w - 1) || s[w - 1] == '-'))
		w--;
	if (w >= b || s[w] != '-' || (w > 0 && s[w - 1] != ' ' &&
	    s[w - 1] != '`'))
		return 0;
	if (s[w + 1] == '-')
		w++;
	return w + 1 < b && txt_alpha(s, len, w + 1);
}

/* Whether a list word (ASCII whole, any case; CJK as is) is at s[i]. */
static int
word_in_at(const char *s, size_t len, size_t i, const char *const *list,
    size_t n)
{
	size_t e;

	if (cjk_at(s, len, i, list, n) > 0 && (unsigned char)s[i] >= 0x80)
		return 1;
	e = word_after(s, len, i);
	return e > i && ascii_in(s, i, e, list, n) >= 0;
}

/*
 * A size that describes the setup: 64GB メモリ, 5 GiB 数据集, memcg 448M,
 * and the memory of a machine's spec, "8 核 / 8 GiB", "4 vCPU / 5 GiB".
 * The caller still rejects it next to a direction word or result verb.
 */
static int
setup_size(const char *s, size_t len, const struct numtok *t)
{
	const struct words_unit *u = NULL;
	size_t a = t->end, b = t->start, i, n, w;

	i = a + space_at(s, len, a);
	if (t->a.scale == 1) {
		/* Bytes only: a count of pages is what reclaim measures. */
		if ((n = unit_at(s, len, i, &u)) == 0 ||
		    u->dim != WORDS_SIZE || u->f == 4096)
			return 0;
		i += n;
	} else if (t->a.scale_text[0] == '\0' || t->a.scale_text[1] != '\0')
		return 0;			/* 448M: a letter scale only */
	i += space_at(s, len, i);
	if (t->a.scale == 1 && word_in_at(s, len, i, words_setup_sizes_after,
	    words_nsetup_sizes_after))
		return 1;
	/*
	 * Before it: memcg 448M, 内存 8 GiB.  A letter scale with no unit
	 * (2.5M) is a size only after memcg: "memory 2.5M" may count pages.
	 */
	w = b - space_before(s, b);
	for (n = 0; n < words_nsetup_sizes_before; n++) {
		const char *x = words_setup_sizes_before[n];
		size_t k = strlen(x);

		if (t->a.scale != 1 && strcmp(x, "memcg") != 0)
			continue;

		if (w >= k && memcmp(s + w - k, x, k) == 0 &&
		    ((unsigned char)x[0] >= 0x80 || ieq(s + w - k, k, x)) &&
		    ((unsigned char)x[0] >= 0x80 || w == k ||
		    !txt_word(s, len, w - k - 1)))
			return 1;
	}
	/* A spec: "N cores / SIZE". */
	w = b - space_before(s, b);
	if (w == 0 || s[w - 1] != '/')
		return 0;
	w -= 1;
	w -= space_before(s, w);
	if (cjk_before(s, w, words_setup_nouns_cjk, words_nsetup_nouns_cjk))
		return 1;
	i = word_before(s, len, w);
	return i < w && ascii_in(s, i, w, words_setup_nouns,
	    words_nsetup_nouns) >= 0;
}

/*
 * 16 CPUs, 128 clients, 16-core, threads=16; 16 コア, 8 核, 8 个线程,
 * 8 個のスレッド, 스레드 8개, スレッド数 8; 60 s each run, 30 秒ずつ.
 */
static int
setup_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, a = t->end, i, e, n;
	const struct words_unit *u = NULL;
	struct claim_dirword dw;

	/* A count of runs (每组 3 次, 5회, 10 runs) is a claim: @n checks it. */
	i = a + space_at(s, len, a);
	for (n = 0; n < words_nruns_units; n++)
		if (txt_has(s, len, i, words_runs_units[n]) &&
		    ((unsigned char)words_runs_units[n][0] >= 0x80 ||
		    !txt_word(s, len, i + strlen(words_runs_units[n]))))
			return 0;
	/* The noun after: ASCII after one space or '-', or CJK. */
	i = a;
	if (i < len && (s[i] == ' ' || s[i] == '-'))
		i++;
	e = word_after(s, len, i);
	if (e > i && !txt_word(s, len, e) &&
	    ascii_in(s, i, e, words_setup_nouns, words_nsetup_nouns) >= 0)
		return 1;
	i = a + space_at(s, len, a);
	if (cjk_at(s, len, i, words_setup_nouns_cjk, words_nsetup_nouns_cjk))
		return 1;
	if ((n = cjk_at(s, len, i, words_counters, words_ncounters)) > 0) {
		i += n;
		if (txt_has(s, len, i, "\xE3\x81\xAE") ||
		    txt_has(s, len, i, "\xEC\x9D\x98"))	/* の 의 */
			i += 3;
		i += space_at(s, len, i);
		if (cjk_at(s, len, i, words_setup_nouns_cjk,
		    words_nsetup_nouns_cjk))
			return 1;
	}
	/*
	 * The noun before: threads=16; 스레드 8개, スレッド数 8, 并发 128.
	 * With a unit after it the number is measured: 节点 12 ms.
	 */
	if (setup_size(s, len, t))
		goto duration;
	if (unit_follows(s, len, a))
		goto duration_rule;
	if (b >= 2 && s[b - 1] == '=') {
		size_t w = b - 1;

		while (w > 0 && (txt_word(s, len, w - 1)))
			w--;
		if (w < b - 1 && ascii_in(s, w, b - 1, words_setup_nouns,
		    words_nsetup_nouns) >= 0)
			return 1;
	}
	i = b - space_before(s, b);
	if (ends_with(s, i, "\xEF\xBC\x9A") || ends_with(s, i, "\xEF\xBC\x9D"))
		i -= 3;					/* ： ＝ */
	if (ends_with(s, i, "\xE6\x95\xB0") || ends_with(s, i, "\xEC\x88\x98"))
		i -= 3;					/* 数 수 */
	if (cjk_before(s, i, words_setup_nouns_cjk, words_nsetup_nouns_cjk))
		return 1;
	if (option_before(s, len, b))
		return 1;
	/* A duration given per run: 60 s each run, 30 秒ずつ, 60초씩. */
duration_rule:
	i = a + space_at(s, len, a);
	/* Seconds and longer: "12 ms per run" is a latency. */
	if ((n = unit_at(s, len, i, &u)) == 0 || u->dim != WORDS_TIME ||
	    u->f < 1e9)
		return 0;
	i += n;
	e = i + space_at(s, len, i);
	if (txt_has(s, len, e, "\xE3\x81\x9A\xE3\x81\xA4") ||
	    txt_has(s, len, e, "\xEC\x94\xA9"))		/* ずつ 씩 */
		goto duration;
	if (space_at(s, len, i) != 1)
		return 0;
	e = word_after(s, len, i + 1);
	if (!ieq(s + i + 1, e - i - 1, "each") &&
	    !ieq(s + i + 1, e - i - 1, "per"))
		return 0;
	if (space_at(s, len, e) != 1)
		return 0;
	i = word_after(s, len, e + 1);
	if (ascii_in(s, e + 1, i, words_run_words, words_nrun_words) < 0)
		return 0;
duration:
	/* "took 60 s per run", "60 s faster each run": results. */
	if (result_verb(s, clause_start(s, b), b) ||
	    claim_direction_near(s, len, t->start, t->end, &dw))
		return 0;
	return 1;
}

/*
 * Whether t's text is one of the versions the report names (a list of
 * strings, each ended by '\0', the list by an empty one): a plain
 * number of two characters or more with no unit or counter after it.
 */
static int
known_version(const char *s, size_t len, const struct numtok *t,
    const char *known)
{
	size_t n = t->end - t->start, a = t->end;

	if (known == NULL || n < 2 || t->a.scale != 1 ||
	    unit_at(s, len, a, NULL) > 0 || (space_at(s, len, a) > 0 &&
	    unit_at(s, len, a + space_at(s, len, a), NULL) > 0) ||
	    cjk_at(s, len, a + space_at(s, len, a), words_counters,
	    words_ncounters) > 0 || txt_alpha(s, len, a) ||
	    (a < len && s[a] == '.' && txt_digit(s, len, a + 1)))
		return 0;
	for (; *known != '\0'; known += strlen(known) + 1)
		if (strlen(known) == n && memcmp(known, s + t->start, n) == 0)
			return 1;
	return 0;
}

char *
claim_label_versions(const char *src, size_t len)
{
	struct buf b = {0};
	size_t ls = 0, le, pos;
	struct numtok t;

	while (ls < len) {
		const char *nl = memchr(src + ls, '\n', len - ls);

		le = nl != NULL ? (size_t)(nl - src) : len;
		pos = 0;
		while (claim_number_next(src + ls, le - ls, &pos, &t))
			if (t.end - t.start >= 2 && claim_label_of(src + ls,
			    le - ls, &t, NULL, 0, 0, NULL) ==
			    CLAIM_LABEL_VERSION) {
				buf_add(&b, src + ls + t.start,
				    t.end - t.start);
				buf_addc(&b, '\0');
			}
		ls = le + 1;
	}
	buf_addc(&b, '\0');
	return buf_take(&b);
}

enum claim_label
claim_label_of(const char *s, size_t len, const struct numtok *t,
    const char *line, size_t line_len, size_t at, const char *known)
{
	enum claim_label k;

	if (line == NULL) {
		line = s;
		line_len = len;
		at = t->start;
	}
	/*
	 * Mail headers and diffstat lines are short; reading a paragraph
	 * of a megabyte as one, once a number, was quadratic (issue 25.4).
	 */
	if (line_len <= LINE_RULE_MAX && mail_line(line, line_len))
		return CLAIM_LABEL_MAIL;
	if (line_len <= LINE_RULE_MAX && diffstat_line(line, line_len))
		return CLAIM_LABEL_DIFFSTAT;
	if (link_rule(s, len, t))
		return CLAIM_LABEL_LINK;
	if (date_rule(s, len, t))
		return CLAIM_LABEL_DATE;
	if (per_rule(s, len, t))
		return CLAIM_LABEL_PER;
	if (!plain(t))
		return CLAIM_LABEL_NONE;
	if ((k = name_rule(s, len, t)) != CLAIM_LABEL_NONE)
		return k;
	if (at <= line_len && patch_rule(line, at))
		return CLAIM_LABEL_PATCH;
	if (t->a.scale == 1 && txt_has(s, len, t->end, "-rc") &&
	    (t->end + 3 >= len || !txt_alpha(s, len, t->end + 3)))
		return CLAIM_LABEL_VERSION;
	if (setup_rule(s, len, t))
		return CLAIM_LABEL_SETUP;
	if (known_version(s, len, t, known))
		return CLAIM_LABEL_VERSION;
	return CLAIM_LABEL_NONE;
}

enum claim_label
claim_label_cell(const struct numtok *t, int header)
{
	if (!plain(t) || (!header && t->a.decimals > 0))
		return CLAIM_LABEL_NONE;
	return CLAIM_LABEL_TABLE;
}

const char *
claim_label_name(enum claim_label k)
{
	static const char *const names[] = {
		"none", "name", "patch", "mail", "link", "diffstat", "setup",
		"version", "date", "per", "table"
	};

	return (size_t)k < sizeof(names) / sizeof(names[0]) ? names[k] :
	    "none";
}
