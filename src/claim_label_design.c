/*
 * Design constants (claim_label_design.h).  A careful reader tells the
 * constants of a mechanism from results by the way the sentence states
 * them: as a rule that holds every period or occasion ("每 100ms 最多写回
 * 512 页"), as a budget or a sleep, as code.  Every rule errs towards
 * listing (claim_label.c): a statistic (中位数, mean), a direction word
 * or a result verb in the sentence keeps the number one ("最多 4 个" after
 * "中位数只有 3 个" is the most of the runs).
 */
#include <stdio.h>
#include <string.h>

#include "claim_direction.h"
#include "claim_label_design.h"
#include "claim_label_setup.h"
#include "claim_label_text.h"
#include "util.h"
#include "words.h"

/* The longest sentence read either side of the number, in bytes. */
#define DESIGN_REACH	600

/* The start of the sentence before s[b]: after 。！？ or ". ", or 0. */
static size_t
sentence_start(const char *s, size_t b)
{
	size_t from = b;

	while (from > 0 && b - from < DESIGN_REACH) {
		if (label_ends_with(s, from, "\xE3\x80\x82") ||
		    label_ends_with(s, from, "\xEF\xBC\x81") ||
		    label_ends_with(s, from, "\xEF\xBC\x9F"))
			break;				/* 。！？ */
		if (from >= 2 && s[from - 1] == ' ' && strchr(".!?",
		    s[from - 2]) != NULL)
			break;
		if (s[from - 1] == '\n')
			break;
		from--;
	}
	return from;
}

/* The end of the sentence after s[a]. */
static size_t
sentence_end(const char *s, size_t len, size_t a)
{
	size_t to = a;

	while (to < len && to - a < DESIGN_REACH &&
	    !txt_has(s, len, to, "\xE3\x80\x82") &&
	    !txt_has(s, len, to, "\xEF\xBC\x81") &&
	    !txt_has(s, len, to, "\xEF\xBC\x9F") && s[to] != '\n' &&
	    !(strchr(".!?", s[to]) != NULL && (to + 1 == len ||
	    s[to + 1] == ' ')))
		to++;
	return to;
}

/* Whether a word of list sits in s[from, to) (ASCII whole, any case). */
static int
word_in(const char *s, size_t from, size_t to, const char *const *list,
    size_t n)
{
	size_t i;

	for (i = from; i < to; i++) {
		if (!((unsigned char)s[i] >= 0x80 || (txt_alpha(s, to, i) &&
		    (i == from || !txt_word(s, to, i - 1)))))
			continue;
		if (label_word_in_at(s, to, i, list, n))
			return 1;
	}
	return 0;
}

/* Whether a statistic of the runs is named in s[from, to): 中位数, mean. */
static int
statistic_in(const char *s, size_t from, size_t to)
{
	size_t i, k;

	for (k = 0; k < words_nstats; k++) {
		const char *w = words_stats[k].w;
		size_t n = strlen(w);

		if (words_stats[k].st == STAT_MIN ||
		    words_stats[k].st == STAT_MAX)
			continue;		/* 最多, 최대: the limit words */
		for (i = from; i + n <= to; i++)
			if ((unsigned char)w[0] >= 0x80 ? memcmp(s + i, w,
			    n) == 0 : (label_ieq(s + i, n, w) && (i == from ||
			    !txt_word(s, to, i - 1)) && !txt_word(s, to,
			    i + n)))
				return 1;
	}
	return 0;
}

/* The length of a period word at s[i] (round, 轮, 주기), or 0. */
static size_t
period_at(const char *s, size_t len, size_t i)
{
	size_t e;

	if ((unsigned char)s[i] >= 0x80)
		return label_cjk_at(s, len, i, words_design_periods,
		    words_ndesign_periods);
	e = label_word_after(s, len, i);
	if (e < len && s[e] == '-')
		e = label_word_after(s, len, e + 1);	/* wake-up */
	return e > i && label_ascii_in(s, i, e, words_design_periods,
	    words_ndesign_periods) >= 0 ? e - i : 0;
}

/*
 * Whether s[from, to) holds an occasion the rule holds for: "every 100
 * ms", "per round", "每 100ms", "每轮", "한 번 깨어날 때", "ごとに"; not
 * "each run" or "每次运行" (a run's result).
 */
static int
occasion_in(const char *s, size_t from, size_t to)
{
	size_t i, n, j;
	struct numtok o;

	for (i = from; i < to; i++) {
		if ((n = label_cjk_at(s, to, i, words_design_occasions,
		    words_ndesign_occasions)) > 0 &&
		    (unsigned char)s[i] >= 0x80 && !(n == 3 &&
		    txt_has(s, to, i, "\xEB\x95\x8C") && (i == from ||
		    s[i - 1] != ' ' || txt_has(s, to, i + 3,
		    "\xEB\xAC\xB8"))))
			return 1;	/* 마다, ごとに, 每当; 깨어날 때, not 때문 */
		if ((unsigned char)s[i] >= 0x80 ? (n = label_cjk_at(s, to, i,
		    words_per_before, words_nper_before)) == 0 :
		    !(txt_alpha(s, to, i) && (i == from || !txt_word(s, to,
		    i - 1)) && (label_word_in_at(s, to, i, words_per_before,
		    words_nper_before) || label_word_in_at(s, to, i,
		    words_each_before, words_neach_before))))
			continue;
		j = (unsigned char)s[i] >= 0x80 ? i + n :
		    label_word_after(s, to, i);
		j += label_space_at(s, to, j);
		/* every 100 ms, 每 100ms: a period. */
		n = j;
		if (claim_number_next(s, to, &n, &o) && o.start == j &&
		    label_unit_follows(s, to, o.end))
			return 1;
		/* per round, 每轮, 每个唤醒周期 (个 between). */
		if (label_cjk_at(s, to, j, words_counters, words_ncounters) >
		    0)
			j += 3;
		if ((n = period_at(s, to, j)) > 0) {
			/* 每次运行: a run's result, not an occasion. */
			j += n;
			j += label_space_at(s, to, j);
			if (!label_word_in_at(s, to, j, words_runs,
			    words_nruns))
				return 1;
		}
		i = j > i ? j - 1 : i;
	}
	return 0;
}

/* Whether the number at s[b, a) counts runs (5 runs, 3 次, 5회). */
static int
runs_count(const char *s, size_t len, size_t a)
{
	size_t i = a + label_space_at(s, len, a), n;

	for (n = 0; n < words_nruns_units; n++)
		if (txt_has(s, len, i, words_runs_units[n]) &&
		    ((unsigned char)words_runs_units[n][0] >= 0x80 ||
		    !txt_word(s, len, i + strlen(words_runs_units[n]))))
			return 1;
	return 0;
}

/*
 * Whether s[w, b) is a short CJK verb between a limit word and its
 * number (最多写回 512 页, 至少扫描 32 个): 1 to 4 characters of Han,
 * with no 了 (a completed event: 最多用了 4 GiB) and no 有, 只, 是, 为,
 * 到, 达 (最多有 4 个, 最多只 4 个 state a count).
 */
static int
verb_between(const char *s, size_t w, size_t b)
{
	static const char *const stative[] = {
		"\xE4\xBA\x86", "\xE6\x9C\x89", "\xE5\x8F\xAA",	/* 了有只 */
		"\xE6\x98\xAF", "\xE4\xB8\xBA", "\xE5\x88\xB0",	/* 是为到 */
		"\xE8\xBE\xBE"					/* 达 */
	};
	size_t i;

	if (b <= w || b - w > 12 || (b - w) % 3 != 0)
		return 0;
	for (i = w; i < b; i += 3) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0xE4 || c > 0xE9)
			return 0;
		if (label_cjk_at(s, b, i, stative, 7) > 0)
			return 0;
	}
	return 1;
}

/* Where a word of list ends right before s[b] (ASCII whole), or 0. */
static size_t
word_before(const char *s, size_t len, size_t b, const char *const *list,
    size_t n)
{
	size_t k, m;

	for (k = 0; k < n; k++) {
		m = strlen(list[k]);
		if (m > b)
			continue;
		if ((unsigned char)list[k][0] >= 0x80) {
			if (label_ends_with(s, b, list[k]))
				return m;
		} else if (label_ieq(s + b - m, m, list[k]) && (b == m ||
		    !txt_alpha(s, len, b - m) || !txt_word(s, len, b - m - 1)))
			return m;
	}
	return 0;
}

/*
 * The limit word before the number at s[b]: right before it (one space
 * between), or in Chinese with a short verb between.  *cjk says the
 * second.  Returns the limit word's start, or b when there is none.
 */
static size_t
limit_before(const char *s, size_t len, size_t b, const char *const *list,
    size_t n, int *verb)
{
	size_t e = b - label_space_before(s, b), m, w;

	*verb = 0;
	if ((m = word_before(s, len, e, list, n)) > 0)
		return e - m;
	/* A verb between: scan back over at most four Han characters. */
	for (w = e; w + 12 >= e && w >= 3; w -= 3) {
		if ((m = word_before(s, len, w, list, n)) > 0 &&
		    (unsigned char)s[w - 1] >= 0x80 && verb_between(s, w, e)) {
			*verb = 1;
			return w - m;
		}
		if ((unsigned char)s[w - 1] < 0x80)
			break;
	}
	return b;
}

/* A budget word and a copula right before s[b]: 预算是 4096 页. */
static int
budget_before(const char *s, size_t len, size_t b)
{
	size_t m;

	b -= label_space_before(s, b);
	if ((m = word_before(s, len, b, words_design_copulas,
	    words_ndesign_copulas)) > 0)
		b -= m;
	b -= label_space_before(s, b);
	return word_before(s, len, b, words_design_budgets,
	    words_ndesign_budgets) > 0;
}

/*
 * A sleep verb right before the duration (就睡 10 秒, sleeps for 10 s)
 * or after it as Japanese and Korean write it (10 秒スリープ, 10초 동안
 * 잠든다).
 */
static int
sleep_around(const char *s, size_t len, size_t b, size_t a)
{
	size_t i, n;
	const struct words_unit *u = NULL;

	i = a + label_space_at(s, len, a);
	/* No unit can start at a digit or a mark: most numbers stop here. */
	if (i >= len || !(txt_alpha(s, len, i) || (unsigned char)s[i] >= 0x80))
		return 0;
	if ((n = label_unit_at(s, len, i, &u)) == 0 || u->dim != UNIT_TIME)
		return 0;
	b -= label_space_before(s, b);
	if (b >= 4 && label_ieq(s + b - 3, 3, "for") && !txt_word(s, len,
	    b - 4))
		b -= 3 + label_space_before(s, b - 3);
	if (word_before(s, len, b, words_design_sleeps,
	    words_ndesign_sleeps) > 0)
		return 1;
	i += n;
	i += label_space_at(s, len, i);
	if (txt_has(s, len, i, "\xEB\x8F\x99\xEC\x95\x88"))	/* 동안 */
		i += 6 + label_space_at(s, len, i + 6);
	return label_cjk_at(s, len, i, words_design_sleeps,
	    words_ndesign_sleeps) > 0 && (unsigned char)s[i] >= 0x80;
}

int
label_design_limit(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, a = t->end, from, to;
	struct claim_dirword dw;
	int verb, hit = 0, limit = 0;

	if (!label_plain(t) || runs_count(s, len, a))
		return 0;
	/* 一律记满 512 页: a rule, with or without a verb between. */
	if (limit_before(s, len, b, words_design_rules,
	    words_ndesign_rules, &verb) < b)
		hit = 1;
	else if (limit_before(s, len, b, words_design_limits,
	    words_ndesign_limits, &verb) < b)
		limit = 1;
	else if (budget_before(s, len, b) || sleep_around(s, len, b, a))
		hit = 1;
	if (!hit && !limit)
		return 0;
	/* The sentence's words, read only for a number of such a shape. */
	from = sentence_start(s, b);
	to = sentence_end(s, len, a);
	/* 每 100ms 最多写回 512 页: a limit, per occasion or limiting. */
	if (limit && !occasion_in(s, from, to) && !word_in(s, from, to,
	    words_design_limiting, words_ndesign_limiting))
		return 0;
	return !statistic_in(s, from, to) &&
	    !claim_direction_near(s, len, t->start, t->end, &dw) &&
	    !label_result_by(s, len, t->start, t->end);
}

/* Whether s[w, e) is a C macro's name: MAX_NR_GENS, capitals and '_'. */
static int
macro_name(const char *s, size_t w, size_t e)
{
	size_t i, letters = 0, under = 0;

	if (e - w < 3 || s[w] < 'A' || s[w] > 'Z')
		return 0;
	for (i = w; i < e; i++) {
		if (s[i] >= 'A' && s[i] <= 'Z')
			letters++;
		else if (s[i] == '_')
			under++;
		else if (s[i] < '0' || s[i] > '9')
			return 0;
	}
	return letters >= 2 && under > 0 && s[e - 1] != '_';
}

/*
 * Whether s[w, e) is a limit's knob: lower case words joined by '_',
 * the first max or min, the last not a unit (max_pool_percent,
 * min_free_kbytes; not max_lat_us, a metric a tool prints).
 */
static int
limit_knob(const char *s, size_t w, size_t e)
{
	size_t i, last = w, parts = 1;

	if (e - w < 5 || !(memcmp(s + w, "max_", 4) == 0 ||
	    memcmp(s + w, "min_", 4) == 0))
		return 0;
	for (i = w; i < e; i++) {
		if (s[i] == '_')
			last = i + 1, parts++;
		else if (s[i] < 'a' || s[i] > 'z')
			return 0;
	}
	return parts >= 3 && last < e && label_unit_at(s, e, last, NULL) !=
	    e - last;
}

/* The value of the written number at l[i]: read into *v, or 0. */
static int
value_at(const char *l, size_t n, size_t i, double *v, size_t *end)
{
	struct written w;

	if (!claim_number_read(l, n, i, &w) || w.sign != 0)
		return 0;
	*v = w.value;
	*end = w.end;
	return 1;
}

int
label_design_code(const char *s, size_t len, const struct numtok *t,
    const char *line, size_t n, size_t at)
{
	size_t w, i, e, seen = 0;
	double v;

	if (t->a.sign != 0 || t->a.kind != NUM_PLAIN || (t->is_range &&
	    (t->b.sign != 0 || t->b.kind != NUM_PLAIN)))
		return 0;
	/*
	 * MAX_NR_GENS=4, max_pool_percent=20, glued: a constant or a
	 * limit's knob, not a counter a tool printed (refault_file=11).
	 */
	if (!t->is_range && t->start >= 4 && s[t->start - 1] == '=') {
		for (w = t->start - 1; w > 0 && (txt_word(s, len, w - 1));
		    w--)
			continue;
		if ((macro_name(s, w, t->start - 1) || limit_knob(s, w,
		    t->start - 1)) && (w == 0 || strchr(".-/", s[w - 1]) ==
		    NULL))
			return 1;
	}
	if (line == NULL || at > n)
		return 0;
	/* 2~4（`MIN_NR_GENS=2`, `MAX_NR_GENS=4`）: each NAME=V is an end. */
	i = at + (t->end - t->start);
	i += label_space_at(line, n, i);
	if (i < n && line[i] == '(')
		i++;
	else if (txt_has(line, n, i, "\xEF\xBC\x88"))		/* （ */
		i += 3;
	else
		return 0;
	for (;;) {
		while (i < n && (line[i] == ' ' || line[i] == '`'))
			i++;
		if (i == n && seen > 0)
			return 1;	/* the bracket goes on on the next line */
		for (w = i; i < n && txt_word(line, n, i); i++)
			continue;
		if (!macro_name(line, w, i) && !(i > w && memchr(line + w, '_',
		    i - w) != NULL && txt_alpha(line, n, w)))
			return 0;
		while (i < n && line[i] == ' ')
			i++;
		if (i >= n || line[i] != '=')
			return 0;
		i++;
		while (i < n && line[i] == ' ')
			i++;
		if (!value_at(line, n, i, &v, &e) || (v != t->a.value &&
		    !(t->is_range && v == t->b.value)))
			return 0;
		seen++;
		i = e;
		while (i < n && (line[i] == ' ' || line[i] == '`'))
			i++;
		if (i >= n || line[i] == ')' || txt_has(line, n, i,
		    "\xEF\xBC\x89"))
			return seen > 0;
		if (line[i] == ',')
			i++;
		else if (txt_has(line, n, i, "\xEF\xBC\x8C") ||
		    txt_has(line, n, i, "\xE3\x80\x81"))
			i += 3;				/* ， 、 */
		else
			return 0;
	}
}

/* Whether a copula of a definition ends at s[b] (=, is, 는, は, 为): its length. */
static size_t
copula_before(const char *s, size_t len, size_t b)
{
	return word_before(s, len, b, words_design_copulas,
	    words_ndesign_copulas);
}

/* Whether the 1 t starts a definition "1 NOUN = N UNIT": 1 jiffy = 4 ms. */
static int
definition_one(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, a = t->end, i, w, m;
	struct claim_dirword dw;
	struct numtok o;

	i = a + label_space_at(s, len, a);
	w = label_word_after(s, len, i);
	if (w == i || label_unit_at(s, len, i, NULL) == w - i)
		return 0;
	i = w + label_space_at(s, len, w);
	for (m = 0; m < words_ndesign_copulas; m++)
		if (txt_has(s, len, i, words_design_copulas[m]) &&
		    ((unsigned char)words_design_copulas[m][0] >= 0x80 ||
		    !txt_alpha(s, len, i) || !txt_word(s, len, i +
		    strlen(words_design_copulas[m]))))
			break;
	if (m == words_ndesign_copulas)
		return 0;
	i += strlen(words_design_copulas[m]);
	i += label_space_at(s, len, i);
	w = i;
	return claim_number_next(s, len, &w, &o) && o.start == i &&
	    label_plain(&o) && label_unit_follows(s, len, o.end) &&
	    !claim_direction_near(s, len, b, o.end, &dw);
}

int
label_design_factor(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, a = t->end, i, w, m;
	struct claim_dirword dw;

	if (!label_plain(t))
		return 0;
	/* ×10 ms after a word or a bracket: a count's unit, not a product. */
	if (label_ends_with(s, b, "\xC3\x97") && label_unit_follows(s, len, a)) {
		i = b - 2;
		i -= label_space_before(s, i);
		return (i == 0 || !(txt_digit(s, len, i - 1) ||
		    s[i - 1] == '%')) && !claim_direction_near(s, len, b, a,
		    &dw);
	}
	/* 1 jiffy = 4 ms: the 1, then the 4. */
	if (t->a.value == 1 && t->a.decimals == 0 && t->a.scale == 1 &&
	    definition_one(s, len, t))
		return 1;
	i = b - label_space_before(s, b);
	if ((m = copula_before(s, len, i)) == 0 || !label_unit_follows(s,
	    len, a))
		return 0;
	i -= m;
	i -= label_space_before(s, i);
	w = label_word_before(s, len, i);
	if (w == i || label_unit_at(s, len, w, NULL) == i - w)
		return 0;
	w -= label_space_before(s, w);
	return w >= 1 && s[w - 1] == '1' && (w == 1 || (!txt_word(s, len,
	    w - 2) && s[w - 2] != '.' && s[w - 2] != ',')) &&
	    !claim_direction_near(s, len, b, a, &dw);
}

/* ---- Setup values written again ---- */

/* The longest word kept by a setup value, in bytes. */
#define WORD_MAX	12
/*
 * The most setup values kept: every number with a unit is compared to
 * each, and a setup section holds a few dozen; one of a million lines
 * must not make the results' reading quadratic.
 */
#define SETUP_VALUES_MAX	64

/* Whether the UTF-8 character at s[i] is Han, kana or Hangul. */
static int
cjk_letter(const char *s, size_t len, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	if (i + 3 > len)
		return 0;
	return (u[i] >= 0xE4 && u[i] <= 0xE9) || (u[i] == 0xE3 &&
	    u[i + 1] >= 0x81 && u[i + 1] <= 0x83) || (u[i] >= 0xEA &&
	    u[i] <= 0xED);
}

/* A noun qualifier (的, の, 의) ending at s[b]: its length, or 0. */
static size_t
qualifier_before(const char *s, size_t b)
{
	return label_ends_with(s, b, "\xE7\x9A\x84") ||
	    label_ends_with(s, b, "\xE3\x81\xAE") ||
	    label_ends_with(s, b, "\xEC\x9D\x98") ? 3 : 0;
}

/*
 * The word right before s[b] (a space or 的, の, 의 between): an ASCII
 * identifier, or the CJK characters before it, at most four.  Returns
 * its start; *e its end.
 */
static size_t
word_left(const char *s, size_t len, size_t b, size_t *e)
{
	size_t w;

	b -= label_space_before(s, b);
	b -= qualifier_before(s, b);
	b -= label_space_before(s, b);
	*e = b;
	for (w = b; w > 0 && (txt_word(s, len, w - 1) || s[w - 1] == '.'); w--)
		continue;
	if (w < b && txt_alpha(s, len, w))
		return w;
	for (w = b; w >= 3 && b - w < WORD_MAX && cjk_letter(s, len, w - 3);
	    w -= 3)
		continue;
	return w;
}

/* The word right after s[a], its unit skipped, the same way. */
static size_t
word_right(const char *s, size_t len, size_t a, size_t *e)
{
	size_t i = a + label_space_at(s, len, a), n;

	if ((n = label_unit_at(s, len, i, NULL)) > 0)
		i += n;
	i += label_space_at(s, len, i);
	if (txt_has(s, len, i, "\xE7\x9A\x84") || txt_has(s, len, i,
	    "\xE3\x81\xAE") || txt_has(s, len, i, "\xEC\x9D\x98"))
		i += 3;
	i += label_space_at(s, len, i);
	for (*e = i; *e < len && txt_word(s, len, *e); (*e)++)
		continue;
	if (*e > i && txt_alpha(s, len, i))
		return i;
	for (*e = i; *e - i < WORD_MAX && cjk_letter(s, len, *e); *e += 3)
		continue;
	return i;
}

/*
 * Whether s[a, b) and t[c, d) are the same word: equal, or for CJK the
 * last (before) or first (after) two characters or more equal.
 */
static int
same_word(const char *s, size_t a, size_t b, const char *t, size_t c,
    size_t d, int tail)
{
	size_t n = b - a < d - c ? b - a : d - c;

	if (n == 0)
		return 0;
	if ((unsigned char)s[a] < 0x80)
		return b - a == d - c && memcmp(s + a, t + c, n) == 0 && n >= 2;
	if (n < 6)
		return 0;
	return tail ? memcmp(s + b - n, t + d - n, n) == 0 :
	    memcmp(s + a, t + c, n) == 0;
}

/*
 * Whether s[w, e) is an identifier that ties a sentence to a setup
 * item: three characters or more, a digit, '_' or a capital after the
 * first in it (hot2, MADV_FREE, MGLRU; not "The"), not a unit (MiB).
 */
static int
identifier(const char *s, size_t w, size_t e)
{
	size_t i, letters = 0, marks = 0;

	if (e - w < 3)
		return 0;
	if (label_unit_at(s, e, w, NULL) == e - w)
		return 0;				/* MiB, GiB: units */
	for (i = w; i < e; i++) {
		if ((s[i] >= 'a' && s[i] <= 'z'))
			letters++;
		else if (s[i] >= 'A' && s[i] <= 'Z')
			letters++, marks += i > w;	/* not "The" */
		else if ((s[i] >= '0' && s[i] <= '9') || s[i] == '_')
			marks++;
	}
	return letters > 0 && marks > 0;
}

/*
 * The canonical value of t with its unit of size or time, or of a
 * number with a scale letter and no unit (4k), or 0.
 */
static int
canon_of(const char *s, size_t len, const struct numtok *t, char *out,
    size_t outsz)
{
	const struct words_unit *u = NULL;
	size_t i = t->end + label_space_at(s, len, t->end);

	if (!label_plain(t))
		return 0;
	if (t->a.scale == 1 && (i >= len || !(txt_alpha(s, len, i) ||
	    (unsigned char)s[i] >= 0x80)))
		return 0;			/* no unit: "1 1 1" */
	/* fio 4k randread: a scale letter and no unit, a block size. */
	if (t->a.scale != 1 && t->a.scale_text[0] != '\0' &&
	    t->a.scale_text[1] == '\0' && label_unit_at(s, len, i, NULL) ==
	    0 && !txt_alpha(s, len, t->end)) {
		snprintf(out, outsz, "=N%.6g", t->a.value);
		return 1;
	}
	if (t->a.scale != 1 || label_unit_at(s, len, i, &u) == 0 ||
	    (u->dim != UNIT_TIME && u->dim != UNIT_SIZE))
		return 0;
	snprintf(out, outsz, "=%c%.6g", u->dim == UNIT_TIME ? 'T' : 'S',
	    t->a.value * words_unit_size(u));
	return 1;
}

/* Whether the line l[0, n) leads a heading: its level, or 0. */
static size_t
heading_level(const char *l, size_t n)
{
	size_t i = 0;

	while (i < n && i < 6 && l[i] == '#')
		i++;
	return i > 0 && i < n && l[i] == ' ' ? i : 0;
}

/* Whether w[0, n) occurs in h[0, hn) (h NULL: no). */
static int
inside(const char *h, size_t hn, const char *w, size_t n)
{
	size_t i;

	for (i = 0; h != NULL && i + n <= hn; i++)
		if (memcmp(h + i, w, n) == 0)
			return 1;
	return 0;
}

/*
 * One setup sentence s[from, to), number sid: its values of size or
 * time, each with the words by it and the sentence's identifiers
 * (those of the title, tl[0, tn), aside).
 */
static void
add_sentence(struct buf *b, const char *s, size_t from, size_t to,
    unsigned sid, const char *tl, size_t tn, size_t *nvals)
{
	struct buf ids = {0};
	size_t pos, i, w, e;
	struct numtok t;
	char canon[48];

	for (i = from; i < to; i++) {
		if (!txt_alpha(s, to, i) || (i > from && txt_word(s, to,
		    i - 1)))
			continue;
		for (e = i; e < to && txt_word(s, to, e); e++)
			continue;
		if (identifier(s, i, e) && !inside(tl, tn, s + i, e - i)) {
			buf_addc(&ids, ' ');
			buf_add(&ids, s + i, e - i);
		}
		i = e;
	}
	pos = from;
	while (*nvals < SETUP_VALUES_MAX && claim_number_next(s, to, &pos,
	    &t)) {
		if (!canon_of(s, to, &t, canon, sizeof(canon)))
			continue;
		(*nvals)++;
		buf_printf(b, "%s\x1f%u\x1f", canon, sid);
		w = word_left(s, to, t.start, &e);
		buf_add(b, s + w, e - w);
		buf_addc(b, '\x1f');
		w = word_right(s, to, t.end, &e);
		buf_add(b, s + w, e - w);
		buf_addc(b, '\x1f');
		if (ids.len > 0)
			buf_add(b, ids.data, ids.len);
		buf_addc(b, ' ');
		buf_addc(b, '\0');
	}
	buf_free(&ids);
}

void
label_design_setup_values(const char *src, size_t len, struct buf *b)
{
	size_t ls = 0, le, lv, setup_lv = 0, tn = 0, i, from;
	const char *tl = NULL;
	int fence = 0, lead = 0;
	unsigned sid = 0;
	size_t nvals = 0;

	while (ls < len && nvals < SETUP_VALUES_MAX) {
		const char *nl = memchr(src + ls, '\n', len - ls);
		const char *l = src + ls;

		le = nl != NULL ? (size_t)(nl - src) : len;
		for (i = 0; i < le - ls && l[i] == ' '; i++)
			continue;
		if (le - ls - i >= 3 && memcmp(l + i, "```", 3) == 0) {
			fence = !fence;
			goto next;
		}
		if (fence)
			goto next;
		if ((lv = heading_level(l, le - ls)) > 0) {
			if (lv == 1 && tl == NULL)
				tl = l, tn = le - ls;
			if (setup_lv > 0 && lv <= setup_lv)
				setup_lv = 0;
			if (setup_lv == 0 && label_setup_heading(l + lv,
			    le - ls - lv))
				setup_lv = lv;
			lead = 0;
			goto next;
		}
		if (i == le - ls)
			lead = 0;		/* a blank line ends a paragraph */
		else if (!lead && (ls == 0 || src[ls - 1] == '\n') &&
		    (ls < 2 || src[ls - 2] == '\n' || ls == 1) &&
		    label_setup_lead(l, le - ls))
			lead = 1;
		if (setup_lv == 0 && !lead)
			goto next;
		/* Each sentence of the line. */
		for (from = ls; from < le; ) {
			size_t to = sentence_end(src, le, from);

			add_sentence(b, src, from, to, sid++, tl, tn, &nvals);
			from = to + 1;
		}
next:
		ls = le + 1;
	}
}

int
label_design_restated(const char *s, size_t len, const struct numtok *t,
    const char *line, size_t n, size_t at, const char *known)
{
	char canon[48];
	size_t cl, ce, lw, le, rw, re, k;
	const char *e;
	struct claim_dirword dw;

	if (known == NULL || line == NULL || at > n ||
	    !canon_of(s, len, t, canon, sizeof(canon)))
		return 0;
	k = strlen(canon);
	cl = label_clause_start(line, at);
	ce = label_clause_end(line, n, at + (t->end - t->start));
	lw = word_left(line, n, at, &le);
	rw = word_right(line, n, at + (t->end - t->start), &re);
	for (e = known; *e == '='; e += strlen(e) + 1) {
		const char *f[5], *x;
		size_t nf = 0, i, pos;
		struct numtok o;
		int tie = 0;

		if (strncmp(e, canon, k) != 0 || e[k] != '\x1f')
			continue;
		for (x = e + k + 1, f[nf++] = x; *x != '\0' && nf < 5; x++)
			if (*x == '\x1f')
				f[nf++] = x + 1;
		if (nf < 4)
			continue;
		/* f[0] sid, f[1] word left, f[2] word right, f[3] ids */
		if (same_word(line, lw, le, f[1], 0, (size_t)(f[2] - 1 - f[1]),
		    1) || same_word(line, rw, re, f[2], 0,
		    (size_t)(f[3] - 1 - f[2]), 0))
			tie = 1;
		for (i = cl; !tie && i < ce; i++) {
			size_t w = i, m;
			const char *id;

			if (!txt_alpha(line, ce, i) || (i > cl &&
			    txt_word(line, ce, i - 1)))
				continue;
			while (i < ce && txt_word(line, ce, i))
				i++;
			for (id = f[3]; *id == ' ' && id[1] != '\0'; id += m + 1) {
				m = strcspn(id + 1, " ");
				if (m == i - w && memcmp(id + 1, line + w, m) == 0)
					tie = 1;
			}
		}
		/* 48 MiB/5ms: another value of the same setup sentence. */
		for (pos = cl; !tie && claim_number_next(line, ce, &pos, &o);) {
			char oc[48];
			const char *g;
			size_t sidn = (size_t)(f[1] - 1 - f[0]);

			if (o.start == at || !canon_of(line, ce, &o, oc,
			    sizeof(oc)) || strcmp(oc, canon) == 0)
				continue;
			for (g = known; *g == '='; g += strlen(g) + 1) {
				size_t ok = strlen(oc);

				if (strncmp(g, oc, ok) == 0 && g[ok] == '\x1f' &&
				    strncmp(g + ok + 1, f[0], sidn) == 0 &&
				    g[ok + 1 + sidn] == '\x1f')
					tie = 1;
			}
		}
		if (tie)
			return !statistic_in(line, cl, ce) &&
			    !claim_direction_near(s, len, t->start, t->end,
			    &dw) && !label_result_by(s, len, t->start, t->end);
	}
	return 0;
}
