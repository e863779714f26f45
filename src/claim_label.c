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
#include "claim_label_bound.h"
#include "claim_label_design.h"
#include "claim_label_setup.h"
#include "claim_label_text.h"
#include "util.h"
#include "words.h"

/* The longest line read as a mail header or a diffstat line. */
#define LINE_RULE_MAX	4096

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
	    label_ascii_in(l, i, w, words_mail_headers,
	    words_nmail_headers) >= 0)
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
		/* The name in any script: 王立新 (2):, 박지훈 (2): too. */
		if (j < e - 2 && j > i + 1 && l[j - 1] == '(' &&
		    l[j - 2] == ' ' && memchr(l + i, '|', j - i) == NULL &&
		    (txt_alpha(l, e, i) || (unsigned char)l[i] >= 0xC0))
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
	if (label_plain(t) && t->a.scale == 1) {
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
	w = label_word_before(s, len, b);
	if (w == b || (s[w] < 'A' || s[w] > 'Z'))
		return 0;
	return label_ascii_in(s, w, b, words_months, words_nmonths) >= 0;
}

/* A month name starting at s[i]. */
static int
month_at(const char *s, size_t len, size_t i)
{
	size_t e = label_word_after(s, len, i);

	if (e == i || s[i] < 'A' || s[i] > 'Z')
		return 0;
	return label_ascii_in(s, i, e, words_months, words_nmonths) >= 0;
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
		k = b - label_space_before(s, b);
		return label_cjk_before(s, k, words_time_zones,
		    words_ntime_zones) > 0;
	}
	/* 5 Mar, Mar 5, March 2024, Mar 5, 2024 */
	if (v <= 31 && label_space_at(s, len, a) == 1 && month_at(s, len,
	    a + 1))
		return 1;
	if (label_space_before(s, b) == 1 && month_before(s, len, b - 1))
		return 1;
	if (v >= 1900 && v <= 2099 && b >= 2 && s[b - 1] == ' ') {
		k = b - 1;
		if (s[k - 1] == ',')
			k--;
		if (k >= 1 && txt_digit(s, len, k - 1)) {
			while (k > 0 && txt_digit(s, len, k - 1))
				k--;
			if (label_space_before(s, k) == 1 &&
			    month_before(s, len, k - 1))
				return 1;
		}
	}
	/* 2024年, 3月, 3月5日, 10時12分 */
	if (v >= 1900 && v <= 2099 && label_cjk_at(s, len, a, words_date_years,
	    words_ndate_years) > 0)
		return 1;
	if (v >= 1 && v <= 12 && label_cjk_at(s, len, a, words_date_months,
	    words_ndate_months) > 0)
		return 1;
	k = b - label_space_before(s, b);
	if (v >= 1 && v <= 31 && label_cjk_at(s, len, a, words_date_days,
	    words_ndate_days) > 0 && label_cjk_before(s, k, words_date_months,
	    words_ndate_months) > 0)
		return 1;
	if (v <= 24 && (k = label_cjk_at(s, len, a, words_date_hours,
	    words_ndate_hours)) > 0 &&
	    txt_digit(s, len, a + k))
		return 1;
	k = b - label_space_before(s, b);
	return v <= 59 && label_cjk_at(s, len, a, words_date_minutes,
	    words_ndate_minutes) > 0 && label_cjk_before(s, k,
	    words_date_hours, words_ndate_hours) > 0;
}

/*
 * per 1%, every 1 GB, 每 1%, 1% あたり, 1 GB 당, 1회당, 1回あたり,
 * per 1,000 requests: a
 * one or a power of ten, the unit of a rate.  Any other number there
 * is measured: "每 30 秒" may be a window the data holds.
 */
static int
per_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start - label_space_before(s, t->start), a = t->end, w, u;
	double v = t->a.value;

	if (t->is_range || t->a.sign != 0 || v < 1)
		return 0;
	/* below 1e18 the cast is defined (6.7e52 is not a long long) */
	while (v >= 10 && v < 1e18 && v == (double)(long long)v &&
	    (long long)v % 10 == 0)
		v /= 10;
	if (v != 1)
		return 0;

	w = label_word_before(s, len, b);
	if (w < b && label_ascii_in(s, w, b, words_per_before,
	    words_nper_before) >= 0)
		return 1;
	for (u = 0; u < words_nper_before; u++)
		if ((unsigned char)words_per_before[u][0] >= 0x80 &&
		    label_ends_with(s, b, words_per_before[u]))
			return 1;
	a += label_space_at(s, len, a);
	/* 1회당, 1回あたり: one occasion */
	a += label_cjk_at(s, len, a, words_occasion_counters,
	    words_noccasion_counters);
	if ((u = label_unit_at(s, len, a, NULL)) > 0 || txt_alpha(s, len, a)) {
		a = u > 0 ? a + u : label_word_after(s, len, a);
		a += label_space_at(s, len, a);
	}
	return label_cjk_at(s, len, a, words_per_after, words_nper_after) > 0;
}

/*
 * 1회가 3.1ms, 1回が 3.1ms, 1 次耗时 3.1ms: one occasion (a pass, a
 * round) as the subject of the size or time after it in its clause,
 * the unit of that measurement rather than a count.  Not after a part
 * of a whole or "only" (10회 중 1회가, 只有 1 次): that 1 counts.  Not
 * when the size or time is the object of a crossing (1회가 50ms를
 * 넘었다, 1 次耗时超过 3.1ms).
 */
static int
occasion_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t a = t->end, b, n, e, pos, i;
	const struct words_unit *u = NULL;
	struct numtok o;
	enum words_dim k;

	if (!label_plain(t) || t->a.value != 1 || t->a.decimals != 0)
		return 0;
	a += label_space_at(s, len, a);
	if ((n = label_cjk_at(s, len, a, words_occasion_counters,
	    words_noccasion_counters)) == 0)
		return 0;
	a += n;
	a += label_space_at(s, len, a);
	if ((n = label_cjk_at(s, len, a, words_occasion_subjects,
	    words_noccasion_subjects)) == 0)
		return 0;
	a += n;
	b = t->start - label_space_before(s, t->start);
	if (label_cjk_before(s, b, words_occasion_parts,
	    words_noccasion_parts) > 0)
		return 0;
	e = label_clause_end(s, len, a);
	pos = a;
	if (!claim_number_next(s, e, &pos, &o) || o.a.sign != 0)
		return 0;
	/* 1 次耗时超过 3.1ms: a crossing before the time, a count */
	for (i = a; i < o.start; i++)
		if (label_word_in_at(s, e, i, words_threshold_before,
		    words_nthreshold_before) || label_word_in_at(s, e, i,
		    words_threshold_cross, words_nthreshold_cross))
			return 0;
	i = o.end + label_space_at(s, e, o.end);
	if ((n = label_unit_at(s, e, i, &u)) == 0)
		return 0;
	k = words_unit_kind(u);
	if (k != WORDS_TIME && k != WORDS_SIZE)
		return 0;
	i += n;
	/* 를 을 を: the object of a verb that crosses it */
	return !txt_has(s, e, i, "\xEB\xA5\xBC") &&
	    !txt_has(s, e, i, "\xEC\x9D\x84") &&
	    !txt_has(s, e, i, "\xE3\x82\x92");
}

/*
 * The start of the token of letters and digits that ends at s[b] after
 * one ASCII space, or b when there is none.
 */
static size_t
token_before(const char *s, size_t len, size_t b)
{
	size_t w;

	if (b < 2 || s[b - 1] != ' ')
		return b;
	b--;
	for (w = b; w > 0 && (txt_alpha(s, len, w - 1) ||
	    txt_digit(s, len, w - 1)); w--)
		continue;
	if (w == b || (w > 0 && (txt_word(s, len, w - 1) ||
	    s[w - 1] == '-' || s[w - 1] == '.')))
		return b + 1;
	return w;
}

/*
 * Whether a word that pairs two values (words_pair_joins: vs, to, →,
 * 到, 에서; words_label_model_pairs: 对, 比, 대) stands right after s[a]
 * or right before s[b], one space between at most.
 */
static int
paired(const char *s, size_t len, size_t b, size_t a)
{
	size_t w;

	a += label_space_at(s, len, a);
	if (a < len && (label_word_in_at(s, len, a, words_pair_joins,
	    words_npair_joins) || label_cjk_at(s, len, a,
	    words_label_model_pairs, words_nlabel_model_pairs) > 0))
		return 1;
	b -= label_space_before(s, b);
	if (label_cjk_before(s, b, words_pair_joins, words_npair_joins) > 0 ||
	    label_cjk_before(s, b, words_label_model_pairs,
	    words_nlabel_model_pairs) > 0)
		return 1;
	w = label_word_before(s, len, b);
	return w < b && label_ascii_in(s, w, b, words_pair_joins,
	    words_npair_joins) >= 0;
}

/*
 * EPYC 9454, Xeon Gold 6338, Ryzen 9 7950X, Core i7 12700, Graviton 3,
 * Kunpeng 920: a number right after a hardware model line, or after
 * the line and one tier (a tier word, a number of one or two digits,
 * an identifier of letters and digits: Gold, 9, i7), names the part.
 * Core only with a tier.  A model number is digits alone (a capital X
 * may be glued): 9,454 or 9.4 is a value.  A unit after it or a
 * direction word by it make it a measurement (Xeon 2 ms faster), and
 * so does a word that pairs it with another value, after the number or
 * before the line: "Xeon 120 vs EPYC 140" compares two results.
 */
static int
model_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, w, i, e;
	int tier, letters, digits;
	struct claim_dirword dw;

	if (t->is_range || t->a.sign != 0 || t->a.scale != 1 ||
	    (!label_plain(t) && !(t->a.kind == NUM_RATIO &&
	    s[t->end - 1] == 'X')))
		return 0;
	for (i = t->start; i < t->a.digits_end; i++)
		if (!txt_digit(s, len, i))
			return 0;		/* 9,454 or 9.4: a value */
	for (e = t->end; txt_alpha(s, len, e); e++)
		continue;			/* 7950X */
	if (label_unit_follows(s, len, t->end) ||
	    claim_direction_near(s, len, t->start, t->end, &dw) ||
	    paired(s, len, t->start, e))
		return 0;
	for (tier = 0; tier < 2; tier++) {
		if ((w = token_before(s, len, b)) >= b)
			return 0;
		if (label_ascii_in(s, w, b - 1, words_label_models,
		    words_nlabel_models) >= 0)
			return (!label_ieq(s + w, b - 1 - w, "core") || tier) &&
			    !paired(s, len, w, e);
		if (tier)
			return 0;
		for (i = w, letters = digits = 0; i < b - 1; i++)
			txt_digit(s, len, i) ? digits++ : letters++;
		if (label_ascii_in(s, w, b - 1, words_label_model_tiers,
		    words_nlabel_model_tiers) < 0 &&
		    !(letters == 0 && digits <= 2) &&
		    !(letters > 0 && digits > 0 && b - 1 - w <= 4))
			return 0;
		b = w;
	}
	return 0;
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
	size_t b = t->start, a = t->end, w, sp;

	if (b >= 1 && s[b - 1] == '^')
		return CLAIM_LABEL_NAME;
	if (label_cjk_at(s, len, a, words_label_after,
	    words_nlabel_after) > 0 ||
	    (label_space_at(s, len, a) == 1 && label_cjk_at(s, len, a + 1,
	    words_label_after, words_nlabel_after) > 0))
		return CLAIM_LABEL_NAME;
	if (t->a.scale != 1)
		return CLAIM_LABEL_NONE;
	/* The second number of 1-2, 1/3, 3.1–3.4 takes the first's word. */
	if (b >= 2 && (s[b - 1] == '-' || s[b - 1] == '/') &&
	    txt_digit(s, len, b - 2))
		b--;
	else if (b >= 4 && label_ends_with(s, b, "\xE2\x80\x93") &&
	    txt_digit(s, len, b - 4))
		b -= 3;
	if (b < t->start)
		while (b > 0 && (txt_digit(s, len, b - 1) || s[b - 1] == '.'))
			b--;
	sp = label_space_before(s, b);
	b -= sp == 3 ? 0 : sp;
	if (label_cjk_before(s, b, words_label_versions_cjk,
	    words_nlabel_versions_cjk) > 0)
		return CLAIM_LABEL_VERSION;
	if (label_cjk_before(s, b, words_label_refs_cjk,
	    words_nlabel_refs_cjk) > 0)
		return CLAIM_LABEL_NAME;
	/* After an ASCII name, "kernel 6.1 ms" would be a measurement. */
	if (label_unit_follows(s, len, a))
		return CLAIM_LABEL_NONE;
	if (b >= 1 && s[b - 1] == '.')
		b--;
	w = label_word_before(s, len, b);
	if (w == b || (w > 0 && txt_word(s, len, w - 1)))
		return CLAIM_LABEL_NONE;
	if (label_ascii_in(s, w, b, words_label_patches,
	    words_nlabel_patches) >= 0)
		return CLAIM_LABEL_PATCH;
	if (label_ascii_in(s, w, b, words_label_refs, words_nlabel_refs) >= 0)
		return CLAIM_LABEL_NAME;
	return label_ascii_in(s, w, b, words_label_versions,
	    words_nlabel_versions) >= 0 ? CLAIM_LABEL_VERSION :
	    CLAIM_LABEL_NONE;
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

/*
 * A version written bare after another, joined by a word: MySQL 8.0 と
 * 8.4, kernel 6.1 and 6.8, 内核 6.1 和 6.6, 8.0/8.4.  Both have as many
 * decimals and nothing (a unit, a counter) after the second.
 */
static int
version_sibling(const char *s, size_t len, const struct numtok *t,
    int depth)
{
	size_t b = t->start, j, k, pos, n;
	struct numtok p;

	if (depth > 3 || t->a.scale != 1 || label_unit_follows(s, len, t->end) ||
	    label_cjk_at(s, len, t->end + label_space_at(s, len, t->end),
	    words_counters, words_ncounters) > 0 || txt_alpha(s, len, t->end))
		return 0;
	b -= label_space_before(s, b);
	for (k = 0, j = b; k < words_nversion_joins; k++) {
		const char *w = words_version_joins[k];

		n = strlen(w);
		if (!label_ends_with(s, b, w))
			continue;
		if (txt_alpha(s, len, b - n) && (b - n > 0 &&
		    txt_word(s, len, b - n - 1)))
			continue;			/* "band", not "and" */
		if (txt_alpha(s, len, b - n) && label_ieq(s + b - n, n, w) == 0)
			continue;
		j = b - n;
		break;
	}
	if (j == b)
		return 0;
	j -= label_space_before(s, j);
	for (pos = j; pos > 0 && (txt_digit(s, len, pos - 1) ||
	    s[pos - 1] == '.'); pos--)
		continue;
	if (pos == j || !claim_number_next(s, j, &pos, &p) || p.end != j ||
	    !label_plain(&p) || p.a.decimals != t->a.decimals)
		return 0;
	return name_rule(s, len, &p) == CLAIM_LABEL_VERSION ||
	    version_sibling(s, len, &p, depth + 1);
}

/*
 * Whether t numbers one of the report's headings (known holds "#6.2"
 * for "### 6.2 ..."; claim_label_versions) and stands alone in
 * brackets: "aging 便宜（6.2）", "(see 6.2)" aside.
 */
static int
known_section(const char *s, size_t len, const struct numtok *t,
    const char *known)
{
	size_t b = t->start, a = t->end, n = a - b;

	if (known == NULL || t->a.decimals == 0 || t->a.scale != 1)
		return 0;
	if (!((b >= 1 && s[b - 1] == '(') ||
	    label_ends_with(s, b, "\xEF\xBC\x88")) ||
	    !((a < len && s[a] == ')') || txt_has(s, len, a, "\xEF\xBC\x89")))
		return 0;
	for (; *known != '\0'; known += strlen(known) + 1)
		if (known[0] == '#' && strlen(known) == n + 1 &&
		    memcmp(known + 1, s + b, n) == 0)
			return 1;
	return 0;
}

/* The number of a heading line ("### 6.2 Why", "## 8.1. 数据"), or 0. */
static size_t
heading_number(const char *l, size_t n, size_t *start)
{
	size_t i = 0, j, dots = 0;

	while (i < n && i < 6 && l[i] == '#')
		i++;
	if (i == 0 || i >= n || l[i] != ' ')
		return 0;
	i++;
	for (j = i; j < n && (txt_digit(l, n, j) || (l[j] == '.' && j > i &&
	    txt_digit(l, n, j + 1))); j++)
		dots += l[j] == '.';
	if (j == i || dots == 0 || (j < n && l[j] != ' ' && l[j] != '.'))
		return 0;
	*start = i;
	return j - i;
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
	    label_unit_at(s, len, a, NULL) > 0 || (label_space_at(s, len,
	    a) > 0 &&
	    label_unit_at(s, len, a + label_space_at(s, len, a), NULL) > 0) ||
	    label_cjk_at(s, len, a + label_space_at(s, len, a), words_counters,
	    words_ncounters) > 0 || txt_alpha(s, len, a) ||
	    (a < len && s[a] == '.' && txt_digit(s, len, a + 1)))
		return 0;
	for (; *known != '\0'; known += strlen(known) + 1)
		if (strlen(known) == n && memcmp(known, s + t->start, n) == 0)
			return 1;
	return 0;
}

/*
 * Whether t is a version written after a word for this machine, 本机 7.0
 * (内核 6.1 合入，本机 7.0): a number with decimals, ending its clause,
 * and as many decimals as a version the report names (known).
 */
static int
version_here(const char *s, size_t len, const struct numtok *t,
    const char *known)
{
	size_t b = t->start - label_space_before(s, t->start), a = t->end, n;
	int dec;

	if (known == NULL || t->a.decimals == 0 || t->a.scale != 1 ||
	    label_clause_end(s, len, a) != a)
		return 0;
	for (n = 0; n < words_nversion_here; n++) {
		const char *w = words_version_here[n];
		size_t m = strlen(w);

		if (label_ends_with(s, b, w) && ((unsigned char)w[0] >= 0x80 ||
		    (label_ieq(s + b - m, m, w) && (b == m ||
		    !txt_word(s, len, b - m - 1)))))
			break;
	}
	if (n == words_nversion_here)
		return 0;
	for (; *known != '\0'; known += strlen(known) + 1) {
		const char *dot = strchr(known, '.');

		dec = dot == NULL ? 0 : (int)strlen(dot + 1);
		if (known[0] != '#' && known[0] != '=' &&
		    dec == t->a.decimals)
			return 1;
	}
	return 0;
}

char *
claim_label_versions(const char *src, size_t len)
{
	struct buf b = {0};
	size_t ls = 0, le, pos, n;
	struct numtok t;

	/* The setup values first: their reader stops at the first other. */
	label_design_setup_values(src, len, &b);
	while (ls < len) {
		const char *nl = memchr(src + ls, '\n', len - ls);

		le = nl != NULL ? (size_t)(nl - src) : len;
		if ((n = heading_number(src + ls, le - ls, &pos)) > 0) {
			buf_addc(&b, '#');
			buf_add(&b, src + ls + pos, n);
			buf_addc(&b, '\0');
		}
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
	if (per_rule(s, len, t) || occasion_rule(s, len, t))
		return CLAIM_LABEL_PER;
	if (label_setup_share(s, len, t) || label_setup_times(s, len, t) ||
	    label_setup_mix(s, len, t))
		return CLAIM_LABEL_SETUP;
	if (model_rule(s, len, t))
		return CLAIM_LABEL_NAME;
	if (label_threshold(s, len, t))
		return CLAIM_LABEL_THRESHOLD;
	if (label_design_code(s, len, t, line, line_len, at) ||
	    label_design_factor(s, len, t) || label_design_limit(s, len, t))
		return CLAIM_LABEL_DESIGN;
	if (!label_plain(t))
		return CLAIM_LABEL_NONE;
	if ((k = name_rule(s, len, t)) != CLAIM_LABEL_NONE)
		return k;
	if (at <= line_len && patch_rule(line, at))
		return CLAIM_LABEL_PATCH;
	if (t->a.scale == 1 && txt_has(s, len, t->end, "-rc") &&
	    (t->end + 3 >= len || !txt_alpha(s, len, t->end + 3)))
		return CLAIM_LABEL_VERSION;
	if (label_setup_rule(s, len, t))
		return CLAIM_LABEL_SETUP;
	if (known_version(s, len, t, known) || version_sibling(s, len, t, 0) ||
	    version_here(s, len, t, known))
		return CLAIM_LABEL_VERSION;
	if (known_section(s, len, t, known))
		return CLAIM_LABEL_NAME;
	if (label_design_restated(s, len, t, line, line_len, at, known))
		return CLAIM_LABEL_DESIGN;
	return CLAIM_LABEL_NONE;
}

int
claim_label_setup_heading(const char *h, size_t n)
{
	return label_setup_heading(h, n);
}

int
claim_label_setup_lead(const char *l, size_t n)
{
	return label_setup_lead(l, n);
}

enum claim_label
claim_label_in_setup(const char *s, size_t len, const struct numtok *t)
{
	return label_setup_section(s, len, t) ? CLAIM_LABEL_SETUP :
	    CLAIM_LABEL_NONE;
}

enum claim_label
claim_label_cell(const struct numtok *t, int header)
{
	if (!label_plain(t) || (!header && t->a.decimals > 0))
		return CLAIM_LABEL_NONE;
	return CLAIM_LABEL_TABLE;
}

const char *
claim_label_name(enum claim_label k)
{
	static const char *const names[] = {
		"none", "name", "patch", "mail", "link", "diffstat", "setup",
		"version", "date", "per", "table", "threshold", "given",
		"design"
	};

	return (size_t)k < sizeof(names) / sizeof(names[0]) ? names[k] :
	    "none";
}
