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
		    u->dim != WORDS_SIZE || u->f == 4096)
			return 0;
		i += n;
	} else if (t->a.scale_text[0] == '\0' || t->a.scale_text[1] != '\0')
		return 0;			/* 448M: a letter scale only */
	i += label_space_at(s, len, i);
	if (t->a.scale == 1 && label_word_in_at(s, len, i,
	    words_setup_sizes_after,
	    words_nsetup_sizes_after))
		return 1;
	/*
	 * Before it: memcg 448M, 内存 8 GiB.  A letter scale with no unit
	 * (2.5M) is a size only after memcg: "memory 2.5M" may count pages.
	 */
	w = b - label_space_before(s, b);
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
	/* A spec: "N cores / SIZE". */
	w = b - label_space_before(s, b);
	if (w == 0 || s[w - 1] != '/')
		return 0;
	w -= 1;
	w -= label_space_before(s, w);
	if (label_cjk_before(s, w, words_setup_nouns_cjk,
	    words_nsetup_nouns_cjk))
		return 1;
	i = label_word_before(s, len, w);
	return i < w && label_ascii_in(s, i, w, words_setup_nouns,
	    words_nsetup_nouns) >= 0;
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

	/* A count of runs (每组 3 次, 5회, 10 runs) is a claim: @n checks it. */
	i = a + label_space_at(s, len, a);
	for (n = 0; n < words_nruns_units; n++)
		if (txt_has(s, len, i, words_runs_units[n]) &&
		    ((unsigned char)words_runs_units[n][0] >= 0x80 ||
		    !txt_word(s, len, i + strlen(words_runs_units[n]))))
			return 0;
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
	if (setup_size(s, len, t))
		goto duration;
	if (label_unit_follows(s, len, a))
		goto duration_rule;
	if (b >= 2 && s[b - 1] == '=') {
		size_t w = b - 1;

		while (w > 0 && (txt_word(s, len, w - 1)))
			w--;
		if (w < b - 1 && label_ascii_in(s, w, b - 1, words_setup_nouns,
		    words_nsetup_nouns) >= 0)
			return 1;
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
	/* Seconds and longer: "12 ms per run" is a latency. */
	if ((n = label_unit_at(s, len, i, &u)) == 0 || u->dim != WORDS_TIME ||
	    u->f < 1e9)
		return 0;
	i += n;
	e = i + label_space_at(s, len, i);
	if (txt_has(s, len, e, "\xE3\x81\x9A\xE3\x81\xA4") ||
	    txt_has(s, len, e, "\xEC\x94\xA9"))		/* ずつ 씩 */
		goto duration;
	if (label_space_at(s, len, i) != 1)
		return 0;
	e = label_word_after(s, len, i + 1);
	if (!label_ieq(s + i + 1, e - i - 1, "each") &&
	    !label_ieq(s + i + 1, e - i - 1, "per"))
		return 0;
	if (label_space_at(s, len, e) != 1)
		return 0;
	i = label_word_after(s, len, e + 1);
	if (label_ascii_in(s, e + 1, i, words_run_words, words_nrun_words) < 0)
		return 0;
duration:
	/* "took 60 s per run", "60 s faster each run": results. */
	if (label_result_verb(s, label_clause_start(s, b), b) ||
	    claim_direction_near(s, len, t->start, t->end, &dw))
		return 0;
	return 1;
}
