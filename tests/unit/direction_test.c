/*
 * Direction words (CLAIMS.md section 3.2), as a family: every word in
 * every language, in the link text, after the link and before it, on
 * data that rises and data that falls, on a lower-is-better and a
 * higher-is-better metric, as a percent and as a ratio.  The expected
 * verdicts come from this file's own list of what each word means,
 * not from the tool's table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "report.h"
#include "runs.h"

/* Each word, its language's way of writing it, and what it says. */
static const struct {
	const char *word;
	int cjk;	/* glued to the number's side, no space needed */
	int quality;	/* through the metric's direction */
	int sign;	/* +1 more / better, -1 less / worse */
} words[] = {
	{ "more", 0, 0, 1 }, { "higher", 0, 0, 1 }, { "increase", 0, 0, 1 },
	{ "increased", 0, 0, 1 }, { "increases", 0, 0, 1 },
	{ "rose", 0, 0, 1 }, { "grew", 0, 0, 1 },
	{ "less", 0, 0, -1 }, { "fewer", 0, 0, -1 }, { "lower", 0, 0, -1 },
	{ "decrease", 0, 0, -1 }, { "decreased", 0, 0, -1 },
	{ "decreases", 0, 0, -1 }, { "dropped", 0, 0, -1 },
	{ "fell", 0, 0, -1 }, { "reduced", 0, 0, -1 },
	{ "faster", 0, 1, 1 }, { "better", 0, 1, 1 }, { "improved", 0, 1, 1 },
	{ "quicker", 0, 1, 1 }, { "slower", 0, 1, -1 }, { "worse", 0, 1, -1 },
	{ "regressed", 0, 1, -1 },
	{ "增加", 1, 0, 1 }, { "提高", 1, 0, 1 }, { "上升", 1, 0, 1 },
	{ "增长", 1, 0, 1 }, { "减少", 1, 0, -1 }, { "下降", 1, 0, -1 },
	{ "降低", 1, 0, -1 }, { "缩短", 1, 0, -1 }, { "更快", 1, 1, 1 }, { "提升", 1, 1, 1 },
	{ "改善", 1, 1, 1 }, { "更慢", 1, 1, -1 }, { "恶化", 1, 1, -1 },
	{ "退化", 1, 1, -1 },
	{ "증가", 1, 0, 1 }, { "상승", 1, 0, 1 }, { "늘어", 1, 0, 1 },
	{ "감소", 1, 0, -1 }, { "하락", 1, 0, -1 }, { "줄어", 1, 0, -1 },
	{ "단축", 1, 0, -1 },
	{ "개선", 1, 1, 1 }, { "향상", 1, 1, 1 }, { "빨라", 1, 1, 1 },
	{ "악화", 1, 1, -1 }, { "저하", 1, 1, -1 }, { "느려", 1, 1, -1 },
	{ "増加", 1, 0, 1 }, { "上昇", 1, 0, 1 }, { "増え", 1, 0, 1 },
	{ "減少", 1, 0, -1 }, { "低下", 1, 0, -1 }, { "削減", 1, 0, -1 },
	{ "短縮", 1, 0, -1 }, { "向上", 1, 1, 1 }, { "高速化", 1, 1, 1 },
	{ "悪化", 1, 1, -1 }, { "劣化", 1, 1, -1 },
	/* added 12/2026, from strangers' reports */
	{ "rises", 0, 0, 1 }, { "rise", 0, 0, 1 }, { "risen", 0, 0, 1 },
	{ "grows", 0, 0, 1 }, { "grown", 0, 0, 1 }, { "climbs", 0, 0, 1 },
	{ "climbed", 0, 0, 1 }, { "jumped", 0, 0, 1 }, { "gained", 0, 0, 1 },
	{ "falls", 0, 0, -1 }, { "fall", 0, 0, -1 }, { "fallen", 0, 0, -1 },
	{ "drops", 0, 0, -1 }, { "drop", 0, 0, -1 },
	{ "declines", 0, 0, -1 }, { "declined", 0, 0, -1 },
	{ "shrinks", 0, 0, -1 }, { "shrank", 0, 0, -1 },
	{ "shrunk", 0, 0, -1 }, { "cut", 0, 0, -1 }, { "cuts", 0, 0, -1 },
	{ "improves", 0, 1, 1 }, { "regresses", 0, 1, -1 },
	{ "regression", 0, 1, -1 }, { "up", 0, 0, 1 }, { "down", 0, 0, -1 },
	{ "涨了", 1, 0, 1 }, { "降了", 1, 0, -1 }, { "减了", 1, 0, -1 },
	{ "跌了", 1, 0, -1 }, { "少了", 1, 0, -1 }, { "省了", 1, 0, -1 },
	{ "省下", 1, 0, -1 },
	{ "늘었", 1, 0, 1 }, { "많아", 1, 0, 1 }, { "높아", 1, 0, 1 },
	{ "올라", 1, 0, 1 }, { "줄었", 1, 0, -1 }, { "낮아", 1, 0, -1 },
	{ "떨어", 1, 0, -1 }, { "높습", 1, 0, 1 }, { "높은", 1, 0, 1 },
	{ "높다", 1, 0, 1 }, { "낮습", 1, 0, -1 }, { "낮은", 1, 0, -1 },
	{ "낮다", 1, 0, -1 }, { "좋아지", 1, 1, 1 }, { "좋아졌", 1, 1, 1 },
	{ "이득", 1, 1, 1 }, { "나빠지", 1, 1, -1 }, { "나빠졌", 1, 1, -1 },
	{ "손해", 1, 1, -1 },
	{ "増し", 1, 0, 1 }, { "伸び", 1, 0, 1 }, { "減っ", 1, 0, -1 },
	{ "下が", 1, 0, -1 },
};

/* up: +12% against a; down: −12%.  lat_us is lower-is-better by its
 * name, req_per_s higher-is-better, x unknown until declared. */
static const char runs_text[] =
    "{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":1,\"lat_us\":100,\"req_per_s\":100,\"x\":100}\n"
    "{\"tc\":\"t\",\"cfg\":\"up\",\"rep\":1,\"lat_us\":112,\"req_per_s\":112,\"x\":112}\n"
    "{\"tc\":\"t\",\"cfg\":\"down\",\"rep\":1,\"lat_us\":88,\"req_per_s\":88,\"x\":88}\n";

/* Parses and evaluates a one-claim report; returns its verdict. */
static enum verdict
verdict_of(const struct runset *rs, const char *md, char *err, size_t errlen)
{
	struct report r;
	struct diag d = {0};
	enum verdict v = VERDICT__MAX;

	memset(&r, 0, sizeof(r));
	err[0] = '\0';
	if (report_parse(&r, "dir.md", md, strlen(md), &d) && r.nclaims == 1) {
		claim_eval(&r.claims[0], rs);
		v = r.claims[0].verdict;
		if (r.claims[0].error != NULL)
			snprintf(err, errlen, "%s", r.claims[0].error);
	}
	diag_free(&d);
	report_free(&r);
	return v;
}

static void
test_every_word(const struct runset *rs)
{
	static const char *const metrics[] = { "lat_us", "req_per_s" };
	static const char *const data[] = { "up", "down" };
	char md[512], err[512];
	size_t k, m, dd, place;
	int n = 0;

	for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		for (m = 0; m < 2; m++)
			for (dd = 0; dd < 2; dd++)
				for (place = 0; place < 3; place++) {
					const char *w = words[k].word;
					const char *sp = words[k].cjk ? "" : " ";
					int said = words[k].sign * (words[k].quality &&
					    m == 0 ? -1 : 1);
					int got = dd == 0 ? 1 : -1;
					enum verdict want = said == got ?
					    VERDICT_OK : VERDICT_FLIPPED, v;

					if (place == 0)	/* in the link text */
						snprintf(md, sizeof(md), "T [12%%%s%s]"
						    "(ev:t/%s~a/%s) x\n", sp, w,
						    data[dd], metrics[m]);
					else if (place == 1)	/* after */
						snprintf(md, sizeof(md), "T [12%%]"
						    "(ev:t/%s~a/%s)%s%s then\n",
						    data[dd], metrics[m], sp, w);
					else	/* before, with a connector */
						snprintf(md, sizeof(md), "T %s%s "
						    "[12%%](ev:t/%s~a/%s)\n", w,
						    words[k].cjk ? "\xE4\xBA\x86" :
						    " by", data[dd], metrics[m]);
					v = verdict_of(rs, md, err, sizeof(err));
					OK(v == want, "%s: %s, want %s (%s)", md,
					    claim_verdict_name(v),
					    claim_verdict_name(want), err);
					n++;
				}
	OK(n == (int)(sizeof(words) / sizeof(words[0])) * 12, "every case");
}

/*
 * Every CJK word with every CJK connector between it and the number,
 * before and after: the word is read, never a longer listed word that
 * the word's end and the connector make (提升 + 了 once read as 升了, a
 * word of amount up, the opposite of better on a latency).
 */
static void
test_every_connector(const struct runset *rs)
{
	static const char *const conn[] = {
		"了", "约", "約", "达", "的", "大约", "大概", "左右", "差不多",
		"将近", "약", "가", "이", "는", "은", "를", "을", "만큼", "정도",
		"の", "が", "も", "は", "ほど", "程度",
	};
	char md[512], err[512];
	size_t k, c, place;

	for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		for (c = 0; c < sizeof(conn) / sizeof(conn[0]); c++)
			for (place = 0; place < 2; place++) {
				/* lat_us, down: right when the word says less */
				int said = words[k].sign * (words[k].quality ?
				    -1 : 1);
				enum verdict want = said == -1 ? VERDICT_OK :
				    VERDICT_FLIPPED, v;

				if (!words[k].cjk)
					continue;
				if (place == 0)
					snprintf(md, sizeof(md), "T %s%s [12%%]"
					    "(ev:t/down~a/lat_us)\n",
					    words[k].word, conn[c]);
				else
					snprintf(md, sizeof(md), "T [12%%]"
					    "(ev:t/down~a/lat_us)%s%s\n",
					    conn[c], words[k].word);
				v = verdict_of(rs, md, err, sizeof(err));
				OK(v == want, "%s: %s, want %s (%s)", md,
				    claim_verdict_name(v),
				    claim_verdict_name(want), err);
			}
}

/*
 * A ratio with a word is a factor of at least 1 in the word's
 * direction: B / A when it says up, A / B when it says down.
 */
static void
test_ratios(const struct runset *rs)
{
	static const char *const metrics[] = { "lat_us", "req_per_s" };
	char md[512], err[512];
	size_t k, m, dd;

	for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		for (m = 0; m < 2; m++)
			for (dd = 0; dd < 2; dd++) {
				int said = words[k].sign * (words[k].quality &&
				    m == 0 ? -1 : 1);
				int got = dd == 0 ? 1 : -1;
				/* up: 1.12 = B/A; down: A/B = 1.136... */
				const char *text = dd == 0 ? "1.12" : "1.14";
				enum verdict v;

				snprintf(md, sizeof(md), "T [%s\xC3\x97%s%s](ev:t/"
				    "%s~a/%s)\n", text, words[k].cjk ? "" : " ",
				    words[k].word, dd == 0 ? "up" : "down",
				    metrics[m]);
				v = verdict_of(rs, md, err, sizeof(err));
				OK((said == got) == (v == VERDICT_OK),
				    "%s: %s (%s)", md, claim_verdict_name(v), err);
			}
}

static void
test_rules(const struct runset *rs)
{
	char err[512];
	enum verdict v;

	/* A quality word on a metric of unknown direction names it. */
	v = verdict_of(rs, "T [12% faster](ev:t/up~a/x)\n", err, sizeof(err));
	OK(v == VERDICT_ERROR && strstr(err, "'x: lower'") != NULL &&
	    strstr(err, "ev:metrics") != NULL, "unknown direction: %s", err);
	/* Declared, it reads. */
	v = verdict_of(rs, "<!-- ev:metrics\nx: lower\n-->\n\nT [12% faster]"
	    "(ev:t/down~a/x)\n", err, sizeof(err));
	OK(v == VERDICT_OK, "declared lower: %s %s", claim_verdict_name(v),
	    err);
	/* An amount word needs no direction. */
	v = verdict_of(rs, "T [12%](ev:t/down~a/x) less\n", err, sizeof(err));
	OK(v == VERDICT_OK, "amount on x: %s %s", claim_verdict_name(v), err);
	/* A sign against its word. */
	v = verdict_of(rs, "T [+12%](ev:t/up~a/x) less\n", err, sizeof(err));
	OK(v == VERDICT_ERROR && strstr(err, "less") != NULL,
	    "+12%% less: %s", err);
	v = verdict_of(rs, "T [-12%](ev:t/down~a/x) less\n", err, sizeof(err));
	OK(v == VERDICT_OK, "-12%% less agrees: %s", err);
	/* Two words that disagree. */
	v = verdict_of(rs, "T more [12%](ev:t/up~a/x) less\n", err,
	    sizeof(err));
	OK(v == VERDICT_ERROR && strstr(err, "more") != NULL,
	    "two words: %s", err);
	/* A clause ends the window: no word, +12% as before. */
	v = verdict_of(rs, "T less, [12%](ev:t/up~a/x)\n", err, sizeof(err));
	OK(v == VERDICT_OK, "a comma ends the clause: %s %s",
	    claim_verdict_name(v), err);
	v = verdict_of(rs, "T [12%](ev:t/up~a/x) (less)\n", err, sizeof(err));
	OK(v == VERDICT_OK, "a parenthesis ends the clause: %s",
	    claim_verdict_name(v));
	/* Another word between: not the nearest. */
	v = verdict_of(rs, "T less throughput [12%](ev:t/up~a/x)\n", err,
	    sizeof(err));
	OK(v == VERDICT_OK, "not the nearest word: %s",
	    claim_verdict_name(v));
	/* Without B~A a word changes nothing. */
	v = verdict_of(rs, "T [112](ev:t/up/x) less\n", err, sizeof(err));
	OK(v == VERDICT_OK, "no comparison: %s", claim_verdict_name(v));
	/* A difference takes the sign too: unsigned was an error. */
	v = verdict_of(rs, "T [12 us](ev:t/down~a/lat_us) faster\n", err,
	    sizeof(err));
	OK(v == VERDICT_OK, "12 us faster: %s %s", claim_verdict_name(v), err);
	v = verdict_of(rs, "T [12 us](ev:t/up~a/lat_us) faster\n", err,
	    sizeof(err));
	OK(v == VERDICT_FLIPPED, "12 us faster, slower data: %s",
	    claim_verdict_name(v));
	/* The number's own unit word comes before its direction word. */
	v = verdict_of(rs, "T [12 us faster](ev:t/down~a/lat_us)\n", err,
	    sizeof(err));
	OK(v == VERDICT_OK, "[12 us faster]: %s %s", claim_verdict_name(v),
	    err);
	v = verdict_of(rs, "T [12 us](ev:t/down~a/lat_us) \xE7\x9F\xAD"
	    "\xE7\xB8\xAE\n", err, sizeof(err));	/* 短縮 */
	OK(v == VERDICT_OK, "[12 us] 短縮: %s %s", claim_verdict_name(v), err);
	/* A spread has no better side: a quality word on @stddev. */
	v = verdict_of(rs, "T [12%](ev:t/down~a/lat_us@stddev) faster\n", err,
	    sizeof(err));
	OK(v == VERDICT_ERROR && strstr(err, "lat_us") != NULL,
	    "faster on a stddev: %s", err);
	/* Emphasis and no-break spaces are skipped. */
	v = verdict_of(rs, "T **[12%](ev:t/down~a/x)**\xC2\xA0" "fewer\n", err,
	    sizeof(err));
	OK(v == VERDICT_OK, "emphasis: %s %s", claim_verdict_name(v), err);
	/*
	 * The longest word at a place wins: a connector that holds a
	 * shorter one ("大约" over "约") is skipped whole.
	 */
	v = verdict_of(rs, "T \xE6\x8F\x90\xE9\xAB\x98\xE4\xBA\x86\xE5\xB7\xAE"
	    "\xE4\xB8\x8D\xE5\xA4\x9A [12%](ev:t/up~a/x)\n", err, sizeof(err));
	OK(v == VERDICT_OK, "提高了差不多 [12%%]: %s %s", claim_verdict_name(v),
	    err);	/* 提高 through 差不多 */
	v = verdict_of(rs, "T \xE9\x99\x8D\xE4\xBD\x8E\xE4\xBA\x86\xE5\xA4\xA7"
	    "\xE7\xBA\xA6 [12%](ev:t/down~a/x)\n", err, sizeof(err));
	OK(v == VERDICT_OK, "降低了大约 [12%%]: %s %s", claim_verdict_name(v),
	    err);	/* 降低 through 大约 */
	/*
	 * A word behind a connector is read, not a longer listed word that
	 * ends with the connector: 下降了 is 下降 (named in the messages),
	 * never 降了, though both say down.
	 */
	v = verdict_of(rs, "T \xE4\xB8\x8B\xE9\x99\x8D\xE4\xBA\x86 [+12%]"
	    "(ev:t/up~a/x)\n", err, sizeof(err));	/* 下降了 [+12%] */
	OK(v == VERDICT_ERROR && strstr(err, "'\xE4\xB8\x8B\xE9\x99\x8D'") != NULL,
	    "下降了 [+12%%] names 下降: %s", err);
	/*
	 * Words that carry ratios as often as changes ("2.2× speedup",
	 * "快了 2.2 倍") are not listed: reports bound such ratios plain
	 * (B / A) before, which a word would make A / B (docs/syntax.md).
	 */
	v = verdict_of(rs, "T speedup [2.2\xC3\x97](ev:t/up~a/lat_us)\n", err,
	    sizeof(err));	/* 1.12, not 2.2: wrong, as before */
	OK(v == VERDICT_WRONG, "speedup [2.2×]: %s %s", claim_verdict_name(v),
	    err);
	/*
	 * After a verb of speed, up and down say quality: "slows down" is
	 * worse (a latency that rose), "sped up" better.
	 */
	v = verdict_of(rs, "T slows down by [12%](ev:t/up~a/lat_us)\n", err,
	    sizeof(err));
	OK(v == VERDICT_OK, "slows down by [12%%]: %s %s",
	    claim_verdict_name(v), err);
	v = verdict_of(rs, "T sped up by [12%](ev:t/down~a/lat_us)\n", err,
	    sizeof(err));
	OK(v == VERDICT_OK, "sped up by [12%%]: %s %s", claim_verdict_name(v),
	    err);
	v = verdict_of(rs, "T slowed down by [12%](ev:t/up~a/req_per_s)\n",
	    err, sizeof(err));	/* worse on a rate: down, so flipped */
	OK(v == VERDICT_FLIPPED, "slowed down, a rate up: %s %s",
	    claim_verdict_name(v), err);
	/* "up to" is a bound: no word of the lists, as before. */
	v = verdict_of(rs, "T up to [12%](ev:t/up~a/x)\n", err, sizeof(err));
	OK(v == VERDICT_OK, "up to [12%%]: %s %s", claim_verdict_name(v), err);
	/* A table cell's own words. */
	v = verdict_of(rs, "| [m](ev:t//x) | [d](ev:/down~a/) |\n|---|---|\n"
	    "| x | 12% less |\n", err, sizeof(err));
	OK(v == VERDICT_OK, "a cell's word: %s %s", claim_verdict_name(v),
	    err);
}

void
test_direction(void)
{
	struct runset rs;
	struct diag d = {0};

	memset(&rs, 0, sizeof(rs));
	OK(runs_load_buf(&rs, "dir.jsonl", runs_text, sizeof(runs_text) - 1,
	    &d), "direction runs load");
	diag_free(&d);
	test_every_word(&rs);
	test_every_connector(&rs);
	test_ratios(&rs);
	test_rules(&rs);
	runs_free(&rs);
}
