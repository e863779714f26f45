/*
 * Setup labels (claim_label_setup.h).  Every rule errs towards
 * listing (claim_label.c): a size or duration next to a direction word
 * ("4 GiB less memory") or a result verb ("took 60 s per run") stays a
 * number.
 */
#include <string.h>

#include "claim_direction.h"
#include "claim_label_setup.h"
#include "claim_label_text.h"
#include "util.h"
#include "words.h"

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

/* A list mark at s[i] (, 、 ， ( ) （ ） ;): its length, or 0. */
static size_t
list_mark_at(const char *s, size_t len, size_t i)
{
	static const char *const marks[] = {
		",", ";", "(", ")", "\xE3\x80\x81", "\xEF\xBC\x8C",
		"\xEF\xBC\x88", "\xEF\xBC\x89"	/* 、 ， （ ） */
	};

	return label_cjk_at(s, len, i, marks, sizeof(marks) /
	    sizeof(marks[0]));
}

/* The same, ending at s[b]. */
static size_t
list_mark_before(const char *s, size_t b)
{
	static const char *const marks[] = {
		",", ";", "(", ")", "\xE3\x80\x81", "\xEF\xBC\x8C",
		"\xEF\xBC\x88", "\xEF\xBC\x89"
	};

	return label_cjk_before(s, b, marks, sizeof(marks) /
	    sizeof(marks[0]));
}

/*
 * A machine's spec written as a list: "16 CPUs (SMT off), 64 GiB,
 * performance governor".  The size t (its unit ends at s[e]) stands
 * alone in its item, between list marks, and another item of the same
 * sentence is a setup count.
 */
static int
spec_item(const char *s, size_t len, const struct numtok *t, size_t e)
{
	size_t b = t->start, from, to, pos;
	struct numtok o;

	while (e > t->end && (s[e - 1] == ' '))
		e--;
	e += label_space_at(s, len, e);
	b -= label_space_before(s, b);
	if ((b > 0 && list_mark_before(s, b) == 0) ||
	    (e < len && list_mark_at(s, len, e) == 0 && s[e] != '.'))
		return 0;
	/* The sentence: from its start to its end. */
	for (from = b; from > 0 && !(s[from - 1] == '.' && s[from] == ' ') &&
	    !label_ends_with(s, from, "\xE3\x80\x82"); from--)
		continue;
	for (to = e; to < len && !(s[to] == '.' && (to + 1 == len ||
	    s[to + 1] == ' ')) && !txt_has(s, len, to, "\xE3\x80\x82");
	    to++)
		continue;
	pos = from;
	while (claim_number_next(s, to, &pos, &o))
		if (o.start != t->start && label_plain(&o) &&
		    o.a.scale == 1 && !label_unit_follows(s, to, o.end) &&
		    label_setup_rule(s, to, &o))
			return 1;
	return 0;
}

/*
 * Whether a file word at s[i] is followed by a page word: "400MiB 파일
 * 페이지" counts pages of the page cache, what reclaim measures, where
 * "400MiB 파일을 읽어" is the file the setup reads.
 */
static int
file_pages(const char *s, size_t len, size_t i)
{
	size_t n;

	if ((n = label_cjk_at(s, len, i, words_setup_files_cjk,
	    words_nsetup_files_cjk)) == 0) {
		if (!label_word_in_at(s, len, i, (const char *const[]){"file"},
		    1))
			return 0;
		n = 4;
	}
	i += n;
	i += label_space_at(s, len, i);
	return label_cjk_at(s, len, i, words_setup_pages_cjk,
	    words_nsetup_pages_cjk) > 0 || (i + 4 <= len &&
	    label_ieq(s + i, 4, "page"));
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

	i = a + label_space_at(s, len, a);
	if (t->a.scale == 1) {
		/* Bytes only: a count of pages is what reclaim measures. */
		if ((n = label_unit_at(s, len, i, &u)) == 0 ||
		    u->dim != UNIT_SIZE)
			return 0;
		i += n;
	} else if (t->a.scale_text[0] == '\0' || t->a.scale_text[1] != '\0')
		return 0;			/* 448M: a letter scale only */
	i += label_space_at(s, len, i);
	/* 64 GiB のメモリ, 4.6 GiB 的工作集, 1.4GiB의 워킹셋 */
	if (txt_has(s, len, i, "\xE3\x81\xAE") || txt_has(s, len, i,
	    "\xE7\x9A\x84") || txt_has(s, len, i, "\xEC\x9D\x98"))
		i += 3;
	if (t->a.scale == 1 && label_word_in_at(s, len, i,
	    words_setup_sizes_after, words_nsetup_sizes_after) &&
	    !file_pages(s, len, i))
		return 1;
	/*
	 * Before it: memcg 448M, 内存 8 GiB.  A letter scale with no unit
	 * (2.5M) is a size only after memcg: "memory 2.5M" may count pages.
	 */
	w = b - label_space_before(s, b);
	if (w >= 1 && s[w - 1] == '(')
		w--;				/* 파일 크기(192MiB) */
	else if (label_ends_with(s, w, "\xEF\xBC\x88"))
		w -= 3;				/* （ */
	for (n = 0; n < words_nsetup_sizes_before; n++) {
		const char *x = words_setup_sizes_before[n];
		size_t k = strlen(x);

		if (t->a.scale != 1 && strcmp(x, "memcg") != 0)
			continue;

		if (w >= k && memcmp(s + w - k, x, k) == 0 &&
		    ((unsigned char)x[0] >= 0x80 || label_ieq(s + w - k, k,
		    x)) &&
		    ((unsigned char)x[0] >= 0x80 || w == k ||
		    !txt_word(s, len, w - k - 1)))
			return 1;
	}
	/* A spec: "N cores / SIZE", "4.6 GiB 工作集 / 4.4 GiB". */
	w = b - label_space_before(s, b);
	if (w > 0 && s[w - 1] == '/') {
		w -= 1;
		w -= label_space_before(s, w);
		if (label_cjk_before(s, w, words_setup_nouns_cjk,
		    words_nsetup_nouns_cjk) ||
		    label_cjk_before(s, w, words_setup_sizes_after,
		    words_nsetup_sizes_after))
			return 1;
		i = label_word_before(s, len, w);
		return i < w && (label_ascii_in(s, i, w, words_setup_nouns,
		    words_nsetup_nouns) >= 0 || label_ascii_in(s, i, w,
		    words_setup_sizes_after, words_nsetup_sizes_after) >= 0);
	}
	return t->a.scale == 1 && spec_item(s, len, t, i);
}

/*
 * A configuration knob's value as a setting is written: shared_buffers
 * = 16GB, min_ttl（8s）, max_wal_size: 32GB, dirty_expire 30 s.  The
 * knob is spelled as code spells it, words joined by '_', and its last
 * part is not a unit (p99_ms = 12 names a measured metric); the value
 * has a unit of size or time, or the last part is a setup noun
 * (max_threads = 16; a bare count may be a counter a tool printed), and
 * '=' has a space by it: "refault_file=1138667" is a
 * line of a tool's output, a measurement.
 */
static int
knob_before(const char *s, size_t len, size_t b, size_t a)
{
	size_t w, e, u;

	size_t sp = label_space_before(s, b);

	b -= sp;
	if (b >= 1 && s[b - 1] == '=' && sp == 0 && (b < 2 ||
	    s[b - 2] != ' '))
		return 0;				/* name=value */
	if (b >= 1 && (s[b - 1] == '=' || s[b - 1] == ':' ||
	    s[b - 1] == '('))
		b--;
	else if (label_ends_with(s, b, "\xEF\xBC\x88") ||
	    label_ends_with(s, b, "\xEF\xBC\x9A") ||
	    label_ends_with(s, b, "\xEF\xBC\x9D"))
		b -= 3;					/* （ ： ＝ */
	else if (b == 0 || b == len || s[b] != ' ')
		return 0;
	b -= label_space_before(s, b);
	for (w = b; w > 0 && (txt_word(s, len, w - 1) || s[w - 1] == '_'); w--)
		continue;
	if (w == b || !txt_alpha(s, len, w) || memchr(s + w, '_', b - w) ==
	    NULL || s[b - 1] == '_' || (w > 0 && (s[w - 1] == '.' ||
	    s[w - 1] == '-' || s[w - 1] == '/')))
		return 0;
	/* The last part: a unit (ms, pct, bytes) or "per_s" names a metric. */
	for (e = b; s[e - 1] != '_'; e--)
		continue;
	if (label_ieq(s + e, b - e, "pct") || label_ieq(s + e, b - e,
	    "percent") || label_ieq(s + e, b - e, "bytes") ||
	    (b - e == 1 && s[e] == 's' && e >= 5 &&
	    label_ieq(s + e - 5, 4, "per_")))
		return 0;
	u = label_unit_at(s, b, e, NULL);
	if (u == b - e)
		return 0;
	/* A bare count only for a count of the setup: max_threads = 16. */
	return label_unit_follows(s, len, a) || label_ascii_in(s, e, b,
	    words_setup_nouns, words_nsetup_nouns) >= 0;
}

/*
 * Whether a setting verb stands right before s[b] (set to, 设为, 可以设)
 * or right after the number s[b, a) and its unit (に設定, 로 설정).
 */
static int
set_around(const char *s, size_t len, size_t b, size_t a)
{
	size_t k, n, i;

	b -= label_space_before(s, b);
	for (k = 0; k < words_nset_before; k++) {
		const char *w = words_set_before[k];

		n = strlen(w);
		if (n > b)
			continue;
		if ((unsigned char)w[0] >= 0x80) {
			if (label_ends_with(s, b, w))
				return 1;
		} else if (label_ieq(s + b - n, n, w) && (b == n ||
		    !txt_word(s, len, b - n - 1)))
			return 1;
	}
	i = a + label_space_at(s, len, a);
	if ((n = label_unit_at(s, len, i, NULL)) > 0)
		i += n;
	i += label_space_at(s, len, i);
	return label_cjk_at(s, len, i, words_set_after, words_nset_after) > 0;
}

/* Whether a fixing word (fixed, default, 默认) stands right before s[b]. */
static int
fixed_before(const char *s, size_t len, size_t b)
{
	size_t w;

	b -= label_space_before(s, b);
	if ((unsigned char)s[b > 0 ? b - 1 : 0] >= 0x80)
		return label_cjk_before(s, b, words_fixed_before,
		    words_nfixed_before) > 0;
	w = b;
	while (w > 0 && (txt_alpha(s, len, w - 1) || s[w - 1] == '-'))
		w--;
	return w < b && (w == 0 || !txt_word(s, len, w - 1)) &&
	    label_ascii_in(s, w, b, words_fixed_before,
	    words_nfixed_before) >= 0;
}

/*
 * Whether "each", 各 or 각 starts the clause right before s[b]: "각
 * 60초입니다", not "改动前后各 12 秒" (a result for each config).
 */
static int
each_before(const char *s, size_t len, size_t b)
{
	size_t w, n;

	b -= label_space_before(s, b);
	if ((n = label_cjk_before(s, b, words_each_before,
	    words_neach_before)) > 0 && (unsigned char)s[b - 1] >= 0x80)
		w = b - n;
	else if ((w = label_word_before(s, len, b)) == b ||
	    !label_ieq(s + w, b - w, "each"))
		return 0;
	while (w > 0 && s[w - 1] == ' ')
		w--;
	return label_clause_start(s, w) == w;
}

/*
 * Whether a period word follows s[i], the end of a duration's unit: "a
 * 5 ms period", "10 秒周期", "5ms 間隔", "100ms 주기", "5-ms tick".
 */
static int
period_after(const char *s, size_t len, size_t i)
{
	i += label_space_at(s, len, i);
	if (i < len && s[i] == '-')
		i++;
	else if (txt_has(s, len, i, "\xE3\x81\xAE") || txt_has(s, len, i,
	    "\xE7\x9A\x84"))
		i += 3;					/* の 的 */
	return label_word_in_at(s, len, i, words_setup_periods_after,
	    words_nsetup_periods_after);
}

/*
 * A setup size written again in other units: "192MiB = 49,152페이지",
 * "64 GiB (65,536 MiB)" after '=' or '≈'.
 */
static int
restated(const char *s, size_t len, size_t b)
{
	size_t e, pos;
	struct numtok p;

	b -= label_space_before(s, b);
	if (b >= 1 && s[b - 1] == '=')
		b--;
	else if (label_ends_with(s, b, "\xE2\x89\x88"))	/* ≈ */
		b -= 3;
	else
		return 0;
	b -= label_space_before(s, b);
	for (e = b; e > 0 && !txt_digit(s, len, e - 1) && b - e < 8 &&
	    (unsigned char)s[e - 1] != ' '; e--)
		continue;				/* the unit */
	e -= label_space_before(s, e);
	for (pos = e; pos > 0 && (txt_digit(s, len, pos - 1) ||
	    s[pos - 1] == '.' || s[pos - 1] == ','); pos--)
		continue;
	return pos < e && claim_number_next(s, len, &pos, &p) &&
	    p.end == e && label_plain(&p) && setup_size(s, len, &p);
}

/* Bytes of a sentence at_count reads after its count: a few clauses. */
#define SENTENCE_MAX	512

/*
 * The end of the sentence after s[a]: 。 ！ ？ or . ! ? not in a number,
 * or SENTENCE_MAX bytes on (a line of "1개에서" repeated is not read
 * to its end once per count).
 */
static size_t
sentence_end(const char *s, size_t len, size_t a)
{
	if (len - a > SENTENCE_MAX)
		len = a + SENTENCE_MAX;
	for (; a < len; a++) {
		if (s[a] == '\n' && a + 1 < len && s[a + 1] == '\n')
			break;
		if ((s[a] == '.' || s[a] == '!' || s[a] == '?') &&
		    !txt_digit(s, len, a + 1))
			break;
		if (txt_has(s, len, a, "\xE3\x80\x82") || txt_has(s, len, a,
		    "\xEF\xBC\x81") || txt_has(s, len, a, "\xEF\xBC\x9F"))
			break;				/* 。！？ */
	}
	return a;
}

/*
 * 1,024개에서 aging 1회가 3.1ms에서 3.2ms로, 1,024 個では, 1024 个时，,
 * At 1,024 memcgs, one pass ...: a count with its counter (or, in
 * English, after "at" or "with" and before a noun and a comma) that
 * leads its clause, one word before it at most (memcg 1,024개에서), is
 * the point the sentence's measurement was made at, when that sentence
 * holds a size or time after it.  Not when the next number has the
 * same counter (1,024개에서 2,048개로 늘렸다: from, to).
 */
static int
at_count(const char *s, size_t len, const struct numtok *t)
{
	size_t a = t->end, b = t->start, w, n, e, pos, i;
	const struct words_unit *u = NULL;
	struct numtok o;
	enum words_dim k;
	int first = 1, english = 0;

	/* a count of things: not 95%, 2x, 120 ms (At 120 ms, p99 ...) */
	if (!label_plain(t) || t->a.decimals != 0 || t->a.scale != 1 ||
	    label_unit_follows(s, len, t->end))
		return 0;
	a += label_space_at(s, len, a);
	if ((n = label_cjk_at(s, len, a, words_counters,
	    words_ncounters)) > 0) {
		a += n;
		if ((n = label_cjk_at(s, len, a, words_setup_at_after,
		    words_nsetup_at_after)) == 0)
			return 0;
		a += n;
		w = label_clause_start(s, b);
		while (w < b && s[w] == ' ')
			w++;
		for (i = w; i < b && s[i] != ' '; i++)
			continue;
		if (i < b && i + 1 != b)
			return 0;			/* two words before */
	} else {
		/* At 1,024 memcgs, ... */
		if (label_space_before(s, b) != 1 || s[b - 1] != ' ')
			return 0;
		w = label_word_before(s, len, b - 1);
		if (!label_ieq(s + w, b - 1 - w, "at") &&
		    !label_ieq(s + w, b - 1 - w, "with"))
			return 0;
		i = label_clause_start(s, w);
		while (i < w && s[i] == ' ')
			i++;
		if (i != w || a != t->end + 1)
			return 0;
		e = label_word_after(s, len, a);
		if (e == a || e >= len || s[e] != ',')
			return 0;
		a = e + 1;
		english = 1;
	}
	e = sentence_end(s, len, a);
	pos = a;
	while (claim_number_next(s, e, &pos, &o)) {
		i = o.end + label_space_at(s, e, o.end);
		if (first && !english && label_cjk_at(s, e, i, words_counters,
		    words_ncounters) > 0)
			return 0;
		first = 0;
		if (label_unit_at(s, e, i, &u) > 0 &&
		    ((k = words_unit_kind(u)) == WORDS_TIME || k == WORDS_SIZE))
			return 1;
		/* 12개에서 3으로, 12개에서 3건으로: from, to */
		i += label_cjk_at(s, e, i, words_counters, words_ncounters);
		if (label_cjk_at(s, e, i, words_setup_at_to,
		    words_nsetup_at_to) > 0 || (i < e && !txt_word(s, e, i) &&
		    (unsigned char)s[i] >= 0x80 && label_cjk_at(s, e, i + 3,
		    words_setup_at_to, words_nsetup_at_to) > 0))
			return 0;
	}
	return 0;
}

/*
 * Whether the phrase "60 s each run" ends at s[i]: a clause mark, a CJK
 * word, the end, or a word of words_run_after follows.
 */
static int
run_ends(const char *s, size_t len, size_t i)
{
	i += label_space_at(s, len, i);
	if (i >= len || (unsigned char)s[i] >= 0x80 || s[i] == '\n' ||
	    strchr(",;.:)", s[i]) != NULL)
		return 1;
	return label_ascii_in(s, i, label_word_after(s, len, i),
	    words_run_after, words_nrun_after) >= 0;
}

/*
 * Whether s[b] leads its clause, or follows one word of list (ASCII,
 * any case) that does, or (first == 0) that stands anywhere in it:
 * ", 2x Optane", "with 2x Optane"; "fio ran for 30 s a run".
 */
static int
leads(const char *s, size_t len, size_t b, const char *const *list,
    size_t n, int first)
{
	size_t w;

	while (b > 0 && s[b - 1] == ' ')
		b--;
	if (label_clause_start(s, b) == b)
		return 1;
	w = label_word_before(s, len, b);
	if (w == b || label_ascii_in(s, w, b, list, n) < 0)
		return 0;
	while (first && w > 0 && s[w - 1] == ' ')
		w--;
	return !first || label_clause_start(s, w) == w;
}

/*
 * 16 CPUs, 128 clients, 16-core, threads=16; 16 コア, 8 核, 8 个线程,
 * 8 個のスレッド, 스레드 8개, スレッド数 8; 60 s each run, 30 秒ずつ.
 */
int
label_setup_rule(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, a = t->end, i, e, n;
	const struct words_unit *u = NULL;
	struct claim_dirword dw;
	static const char *const for_word[] = { "for" };
	int art;

	/* A count of runs (每组 3 次, 5회, 10 runs) is a claim: @n checks it. */
	i = a + label_space_at(s, len, a);
	for (n = 0; n < words_nruns_units; n++)
		if (txt_has(s, len, i, words_runs_units[n]) &&
		    ((unsigned char)words_runs_units[n][0] >= 0x80 ||
		    !txt_word(s, len, i + strlen(words_runs_units[n]))))
			return 0;
	if (at_count(s, len, t))
		return 1;
	/* The noun after: ASCII after one space or '-', or CJK. */
	i = a;
	if (i < len && (s[i] == ' ' || s[i] == '-'))
		i++;
	e = label_word_after(s, len, i);
	if (e > i && !txt_word(s, len, e) &&
	    label_ascii_in(s, i, e, words_setup_nouns, words_nsetup_nouns) >= 0)
		return 1;
	i = a + label_space_at(s, len, a);
	if (label_cjk_at(s, len, i, words_setup_nouns_cjk,
	    words_nsetup_nouns_cjk))
		return 1;
	if ((n = label_cjk_at(s, len, i, words_counters,
	    words_ncounters)) > 0) {
		i += n;
		if (txt_has(s, len, i, "\xE3\x81\xAE") ||
		    txt_has(s, len, i, "\xEC\x9D\x98"))	/* の 의 */
			i += 3;
		i += label_space_at(s, len, i);
		if (label_cjk_at(s, len, i, words_setup_nouns_cjk,
		    words_nsetup_nouns_cjk))
			return 1;
	}
	/*
	 * The noun before: threads=16; 스레드 8개, スレッド数 8, 并发 128.
	 * With a unit after it the number is measured: 节点 12 ms.
	 */
	if (setup_size(s, len, t) || knob_before(s, len, b, a) ||
	    fixed_before(s, len, b) || restated(s, len, b) ||
	    set_around(s, len, b, a))
		goto duration;
	if (label_unit_follows(s, len, a))
		goto duration_rule;
	/* threads=16; iodepth 32, NVMe 1개 (one space, no unit after). */
	if (b >= 2 && (s[b - 1] == '=' || s[b - 1] == ' ')) {
		size_t w = b - 1;

		while (w > 0 && (txt_word(s, len, w - 1)))
			w--;
		if (w < b - 1 && (w == 0 || !txt_word(s, len, w - 1)) &&
		    label_ascii_in(s, w, b - 1, words_setup_nouns,
		    words_nsetup_nouns) >= 0)
			goto duration;
	}
	i = b - label_space_before(s, b);
	if (label_ends_with(s, i, "\xEF\xBC\x9A") || label_ends_with(s, i,
	    "\xEF\xBC\x9D"))
		i -= 3;					/* ： ＝ */
	if (label_ends_with(s, i, "\xE6\x95\xB0") || label_ends_with(s, i,
	    "\xEC\x88\x98"))
		i -= 3;					/* 数 수 */
	if (label_cjk_before(s, i, words_setup_nouns_cjk,
	    words_nsetup_nouns_cjk))
		return 1;
	if (option_before(s, len, b))
		return 1;
	/* A duration given per run: 60 s each run, 30 秒ずつ, 60초씩. */
duration_rule:
	i = a + label_space_at(s, len, a);
	if (i == a && i < len && s[i] == '-')
		i++;				/* a 5-ms period */
	if ((n = label_unit_at(s, len, i, &u)) > 0 && u->dim == UNIT_TIME &&
	    period_after(s, len, i + n))
		goto duration;			/* 10 秒周期, a 5 ms period */
	i = a + label_space_at(s, len, a);
	/* Seconds and longer: "12 ms per run" is a latency. */
	if ((n = label_unit_at(s, len, i, &u)) == 0 || u->dim != UNIT_TIME ||
	    u->f < 1e9)
		return 0;
	if (each_before(s, len, b))
		goto duration;			/* 각 60초, 各 60 秒 */
	i += n;
	e = i + label_space_at(s, len, i);
	if (label_cjk_at(s, len, e, words_each_after, words_neach_after) > 0)
		goto duration;			/* 30 秒ずつ, 60초씩 */
	if (label_space_at(s, len, i) != 1)
		return 0;
	e = label_word_after(s, len, i + 1);
	art = label_ieq(s + i + 1, e - i - 1, "a") ||
	    label_ieq(s + i + 1, e - i - 1, "an");
	if (!label_ieq(s + i + 1, e - i - 1, "each") &&
	    !label_ieq(s + i + 1, e - i - 1, "per") && !art)
		return 0;
	if (label_space_at(s, len, e) != 1)
		return 0;
	i = label_word_after(s, len, e + 1);
	if (label_ascii_in(s, e + 1, i, words_run_words, words_nrun_words) < 0)
		return 0;
	/* "30 s a run faster", "30 s per run longer": a change per run */
	if (claim_direction_near(s, len, t->start, i, &dw) ||
	    !run_ends(s, len, i))
		return 0;
	/*
	 * "a run" also follows a result (it saved 30 s a run, mean 30 s a
	 * run): as a setting it leads its clause, or follows "for".
	 */
	if (art && !leads(s, len, b, for_word, 1, 0))
		return 0;
duration:
	/* "took 60 s per run", "60 s faster each run": results. */
	if (label_result_by(s, len, b, a) ||
	    claim_direction_near(s, len, t->start, t->end, &dw))
		return 0;
	return 1;
}

int
label_setup_share(const char *s, size_t len, const struct numtok *t)
{
	size_t a = t->end;
	struct claim_dirword dw;

	if (t->is_range || t->a.sign != 0 || t->a.kind != NUM_PERCENT)
		return 0;
	a += label_space_at(s, len, a);
	if (!label_word_in_at(s, len, a, words_setup_shares_after,
	    words_nsetup_shares_after))
		return 0;
	return !label_result_by(s, len, t->start, t->end) &&
	    !claim_direction_near(s, len, t->start, t->end, &dw);
}

/* Whether s[i, e) is a model line, a vendor or (tier) a model's tier. */
static int
part_word(const char *s, size_t i, size_t e, int tier)
{
	return label_ascii_in(s, i, e, words_label_models,
	    words_nlabel_models) >= 0 || label_ascii_in(s, i, e,
	    words_label_vendors, words_nlabel_vendors) >= 0 || (tier &&
	    label_ascii_in(s, i, e, words_label_model_tiers,
	    words_nlabel_model_tiers) >= 0);
}

/*
 * Whether a part starts at s[i]: a model line or a vendor, then more
 * such words or tiers (Intel Xeon Gold), then a model, a word with a
 * digit (P5800X, 6338), then the end of the clause, a CJK word or one
 * of words_part_after (drives, sockets, ...).  A bare name (2x Intel.,
 * 2x Optane) or a model before any other word (2x Xeon 6338
 * throughput) may compare, and is not a part.
 */
static int
part_after(const char *s, size_t len, size_t i)
{
	size_t e, j;
	int words, digit;

	for (words = 0; words < 4; words++) {
		e = label_word_after(s, len, i);
		for (j = i, digit = 0; words > 0 && txt_word(s, len, j); j++)
			digit |= txt_digit(s, len, j);
		if (digit) {				/* P5800X, 6338 */
			j += label_space_at(s, len, j);
			return j >= len || (unsigned char)s[j] >= 0x80 ||
			    strchr(",;.)(", s[j]) != NULL ||
			    label_ascii_in(s, j, label_word_after(s, len, j),
			    words_part_after, words_npart_after) >= 0;
		}
		if (e == i || txt_word(s, len, e) ||
		    !part_word(s, i, e, words > 0) || e >= len || s[e] != ' ')
			return 0;
		i = e + 1;
	}
	return 0;
}

int
label_setup_times(const char *s, size_t len, const struct numtok *t)
{
	size_t pos = t->end;
	struct numtok o;
	struct claim_dirword dw;

	if (t->is_range || t->a.sign != 0 || t->a.kind != NUM_RATIO ||
	    label_space_at(s, len, t->end) != 1)
		return 0;
	/*
	 * 2x Optane P5800X, 2× Intel Xeon Gold 6338: a whole count of parts
	 * that leads its clause (or follows with, on, and that does).
	 */
	if (t->a.decimals == 0 && leads(s, len, t->start, words_part_before,
	    words_npart_before, 1) &&
	    part_after(s, len, t->end + 1))
		return !label_result_by(s, len, t->start, t->end) &&
		    !claim_direction_near(s, len, t->start, t->end, &dw);
	if (!claim_number_next(s, len, &pos, &o) || o.start != t->end + 1)
		return 0;
	return label_plain(&o) && label_setup_rule(s, len, &o) &&
	    !claim_direction_near(s, len, t->start, t->end, &dw) &&
	    !claim_direction_near(s, len, o.start, o.end, &dw);
}

int
label_setup_heading(const char *h, size_t n)
{
	size_t i, words = 0;

	/*
	 * A heading that states a result is a title, whatever words it
	 * has: "25% more TPS from Postgres without touching the hardware"
	 * would make every number of the post a setting.
	 */
	for (i = 0; i < n; i++)
		if (txt_digit(h, n, i) && (txt_has(h, n, i + 1, "%") ||
		    txt_has(h, n, i + 1, "x") || txt_has(h, n, i + 1,
		    "\xC3\x97") || txt_has(h, n, i + 1, " x") ||
		    txt_has(h, n, i + 1, "\xEF\xBC\x85") ||	/* ％ */
		    txt_has(h, n, i + 1, "\xE5\x80\x8D") ||	/* 倍 */
		    txt_has(h, n, i + 1, "\xEB\xB0\xB0")))	/* 배 */
			return 0;
	for (i = 0; i < n; i++) {
		if ((unsigned char)h[i] >= 0x80) {
			if (label_cjk_at(h, n, i, words_setup_headings,
			    words_nsetup_headings) > 0)
				return 1;
		} else if (txt_alpha(h, n, i) && (i == 0 ||
		    !txt_alpha(h, n, i - 1))) {
			/*
			 * An English setup heading leads with its word
			 * ("Setup", "Test environment", "Our test hardware"):
			 * one late in a longer title says nothing of it.
			 */
			if (++words <= 4 && label_word_in_at(h, n, i,
			    words_setup_headings, words_nsetup_headings))
				return 1;
		}
	}
	return 0;
}

int
label_setup_lead(const char *l, size_t n)
{
	size_t i = 0, c;

	/* Quote marks, list marks and bold before the lead. */
	for (;;) {
		while (i < n && l[i] == ' ')
			i++;
		if (i < n && l[i] == '>')
			i++;
		else if (i + 1 < n && strchr("-*+", l[i]) != NULL &&
		    l[i + 1] == ' ')
			i += 2;
		else if (i + 1 < n && l[i] == '*' && l[i + 1] == '*')
			i += 2;
		else
			break;
	}
	/* A short lead (no number, no clause), then ':' or '：'. */
	for (c = i; c < n && c - i <= 24 && l[c] != ':' &&
	    !txt_has(l, n, c, "\xEF\xBC\x9A"); c++)
		if (txt_digit(l, n, c) || strchr(".,;(", l[c]) != NULL ||
		    txt_has(l, n, c, "\xE3\x80\x82") || txt_has(l, n, c,
		    "\xEF\xBC\x8C") || txt_has(l, n, c, "\xE3\x80\x81"))
			return 0;
	if (c >= n || c - i > 24 || c == i)
		return 0;
	return label_setup_heading(l + i, c - i);
}

/*
 * Whether the runs unit s[i, i + n) is 条 counting something else: 4 条链,
 * 2 条规则 (a Han noun after it), where 42 条运行记录 and 3 条记录 count
 * runs.  The other units (次, 回, 회, 轮, runs) count runs wherever.
 */
static int
counter_of_things(const char *s, size_t len, size_t i, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;

	if (n != 3 || !txt_has(s, len, i, "\xE6\x9D\xA1"))	/* 条 */
		return 0;
	i += n;
	if (i + 3 > len || u[i] < 0xE4 || u[i] > 0xE9)
		return 0;
	return !label_word_in_at(s, len, i, words_runs, words_nruns) &&
	    !txt_has(s, len, i, "\xE8\xAE\xB0\xE5\xBD\x95");	/* 记录 */
}

int
label_setup_section(const char *s, size_t len, const struct numtok *t)
{
	size_t a = t->end, n, i;
	struct claim_dirword dw;

	/*
	 * An integer, or a size or time with its unit: a decimal alone
	 * ("压缩比 5.3") is what a tool measured; "5.3:1" a ratio.
	 */
	if (!label_plain(t) || (t->a.decimals > 0 && !label_unit_follows(s,
	    len, a)) || (a + 1 < len && s[a] == ':' && txt_digit(s, len,
	    a + 1)))
		return 0;
	/* A count of runs stays: @n checks it (每配置 3 次, 5 runs). */
	i = a + label_space_at(s, len, a);
	for (n = 0; n < words_nruns_units; n++)
		if (txt_has(s, len, i, words_runs_units[n]) &&
		    ((unsigned char)words_runs_units[n][0] >= 0x80 ||
		    !txt_word(s, len, i + strlen(words_runs_units[n]))) &&
		    !counter_of_things(s, len, i, strlen(words_runs_units[n])))
			return 0;
	/* Either side: "16 秒かかった", "16초 걸렸다" put the verb after. */
	return !label_result_by(s, len, t->start, t->end) &&
	    !claim_direction_near(s, len, t->start, t->end, &dw);
}

/* Whether a mix word of words_setup_mix starts at s[i] (ASCII whole). */
static int
mix_at(const char *s, size_t len, size_t i)
{
	size_t k, n;

	for (k = 0; k < words_nsetup_mix; k++) {
		n = strlen(words_setup_mix[k]);
		if (i + n > len || !label_ieq(s + i, n, words_setup_mix[k]))
			continue;
		if ((unsigned char)words_setup_mix[k][0] >= 0x80 ||
		    !txt_alpha(s, len, i + n))
			return 1;
	}
	return 0;
}

/* Whether a mix word ends at s[b] (ASCII whole). */
static int
mix_before(const char *s, size_t len, size_t b)
{
	size_t k, n;

	for (k = 0; k < words_nsetup_mix; k++) {
		n = strlen(words_setup_mix[k]);
		if (n > b || !label_ieq(s + b - n, n, words_setup_mix[k]))
			continue;
		if ((unsigned char)words_setup_mix[k][0] >= 0x80 ||
		    b == n || !txt_alpha(s, len, b - n - 1))
			return 1;
	}
	return 0;
}

int
label_setup_mix(const char *s, size_t len, const struct numtok *t)
{
	size_t gs = t->start, ge = t->end, i, a, b;
	long sum = 0, v;
	int parts = 0, digits;
	struct claim_dirword dw;

	if (!label_plain(t) || t->a.scale != 1)
		return 0;
	while (gs >= 2 && s[gs - 1] == '/' && txt_digit(s, len, gs - 2))
		for (gs--; gs > 0 && txt_digit(s, len, gs - 1); gs--)
			continue;
	while (ge + 1 < len && s[ge] == '/' && txt_digit(s, len, ge + 1))
		for (ge++; txt_digit(s, len, ge); ge++)
			continue;
	if ((gs > 0 && (txt_word(s, len, gs - 1) || s[gs - 1] == '.' ||
	    s[gs - 1] == '/')) || (ge < len && (txt_word(s, len, ge) ||
	    (s[ge] == '.' && txt_digit(s, len, ge + 1)) || s[ge] == '%' ||
	    s[ge] == '/')))
		return 0;
	for (i = gs; i < ge; i++) {
		for (v = 0, digits = 0; txt_digit(s, len, i); i++, digits++)
			if (digits < 4)	/* 4 digits fail below: no overflow */
				v = v * 10 + (s[i] - '0');
		if (digits == 0 || digits > 3)
			return 0;
		sum += v;
		parts++;
	}
	if (parts < 2 || sum != 100)
		return 0;
	a = ge + label_space_at(s, len, ge);
	if (txt_has(s, len, a, "\xE3\x81\xAE") || txt_has(s, len, a,
	    "\xE7\x9A\x84") || txt_has(s, len, a, "\xEC\x9D\x98"))
		a += 3;					/* の 的 의 */
	b = gs - label_space_before(s, gs);
	if (b >= 1 && (s[b - 1] == '=' || s[b - 1] == ':')) {
		b--;					/* rwmix = 70/30 */
		b -= label_space_before(s, b);
	}
	if (!mix_at(s, len, a) && !mix_before(s, len, b))
		return 0;
	return !label_result_by(s, len, t->start, t->end) &&
	    !claim_direction_near(s, len, gs, ge, &dw);
}
