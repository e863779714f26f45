/*
 * Written numbers (CLAIMS.md section 3.3) and finding them in text
 * (section 5): claim_number_read, claim_number_next and
 * claim_number_operand.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "claim_label.h"

#define MINUS	"\xE2\x88\x92"	/* U+2212 */
#define FWPLUS	"\xEF\xBC\x8B"	/* U+FF0B */
#define FWMINUS	"\xEF\xBC\x8D"	/* U+FF0D */
#define THIN	"\xE2\x80\x89"	/* U+2009 */
#define NNBSP	"\xE2\x80\xAF"	/* U+202F */
#define TIMES	"\xC3\x97"	/* U+00D7 */
#define BEI	"\xE5\x80\x8D"	/* 倍 */
#define WAN	"\xE4\xB8\x87"	/* 万 */
#define YI	"\xE4\xBA\xBF"	/* 亿 */
#define GEBFD	"\xE4\xB8\xAA\xE7\x99\xBE\xE5\x88\x86\xE7\x82\xB9" /* 个百分点 */
#define WAVE	"\xEF\xBD\x9E"	/* U+FF5E */

#define SKIP	((size_t)-1)

struct want {
	const char	*text;
	double		 value;
	double		 half;
	double		 scale;
	int		 sign;
	int		 decimals;
	enum numkind	 kind;
	size_t		 num_end;
	size_t		 end;		/* SKIP: not checked */
};

/* Reads text whole from offset 0 and checks every field of the result. */
static void
check_read(const struct want *x)
{
	struct written w;
	char what[160];
	int ok;

	ok = claim_number_read(x->text, strlen(x->text), 0, &w);
	snprintf(what, sizeof(what), "read '%s'", x->text);
	OK(ok, "%s: not read as a number", what);
	if (!ok)
		return;
	snprintf(what, sizeof(what), "'%s' value", x->text);
	EQ_NUM(w.value, x->value, what);
	snprintf(what, sizeof(what), "'%s' half", x->text);
	EQ_NUM(w.half, x->half, what);
	snprintf(what, sizeof(what), "'%s' scale", x->text);
	EQ_NUM(w.scale, x->scale, what);
	snprintf(what, sizeof(what), "'%s' sign", x->text);
	EQ_INT(w.sign, x->sign, what);
	snprintf(what, sizeof(what), "'%s' decimals", x->text);
	EQ_INT(w.decimals, x->decimals, what);
	snprintf(what, sizeof(what), "'%s' kind", x->text);
	EQ_INT(w.kind, x->kind, what);
	snprintf(what, sizeof(what), "'%s' start", x->text);
	EQ_INT(w.start, 0, what);
	snprintf(what, sizeof(what), "'%s' num_end", x->text);
	EQ_INT(w.num_end, x->num_end, what);
	if (x->end != SKIP) {
		snprintf(what, sizeof(what), "'%s' end", x->text);
		EQ_INT(w.end, x->end, what);
	}
}

static const struct want forms[] = {
	/* text				value	half	scale	sign dec kind	num_end end */
	{ "2.41M",			2410000, 5000,	1e6,	0, 2, NUM_PLAIN,  5, 5 },
	/* The M of MB is the unit's: it scales nothing. */
	{ "4.2MB",			4.2,	0.05,	1,	0, 1, NUM_PLAIN,  3, SKIP },
	{ "3 " BEI,			3,	0.5,	1,	0, 0, NUM_RATIO,  1, 5 },
	{ "3" BEI,			3,	0.5,	1,	0, 0, NUM_RATIO,  1, 4 },
	{ "1.2" WAN,			12000,	500,	1e4,	0, 1, NUM_PLAIN,  6, 6 },
	{ "2" YI,			2e8,	0.5e8,	1e8,	0, 0, NUM_PLAIN,  4, 4 },
	{ "3k",				3000,	500,	1e3,	0, 0, NUM_PLAIN,  2, 2 },
	{ "3K",				3000,	500,	1e3,	0, 0, NUM_PLAIN,  2, 2 },
	{ "1.5G",			1.5e9,	0.05e9,	1e9,	0, 1, NUM_PLAIN,  4, 4 },
	{ MINUS "97.0%",		-97.0,	0.05,	1,	-1, 1, NUM_PERCENT, 7, 8 },
	{ "+13%",			13,	0.5,	1,	1, 0, NUM_PERCENT, 3, 4 },
	{ "13%",			13,	0.5,	1,	0, 0, NUM_PERCENT, 2, 3 },
	{ "-13%",			-13,	0.5,	1,	-1, 0, NUM_PERCENT, 3, 4 },
	{ FWPLUS "5.2pp",		5.2,	0.05,	1,	1, 1, NUM_PP,	  6, 8 },
	{ "+5.2 pp",			5.2,	0.05,	1,	1, 1, NUM_PP,	  4, 7 },
	{ "13%p",			13,	0.5,	1,	0, 0, NUM_PP,	  2, 4 },
	{ "3" GEBFD,			3,	0.5,	1,	0, 0, NUM_PP,	  1, 13 },
	{ "1,234.5",			1234.5,	0.05,	1,	0, 1, NUM_PLAIN,  7, 7 },
	{ "2.2" TIMES,			2.2,	0.05,	1,	0, 1, NUM_RATIO,  3, 5 },
	{ "2.2x",			2.2,	0.05,	1,	0, 1, NUM_RATIO,  3, 4 },
	{ "135,160",			135160,	0.5,	1,	0, 0, NUM_PLAIN,  7, 7 },
	{ "135" THIN "160",		135160,	0.5,	1,	0, 0, NUM_PLAIN,  9, 9 },
	{ "4" NNBSP "083",		4083,	0.5,	1,	0, 0, NUM_PLAIN,  7, 7 },
	{ "1,234,567",			1234567, 0.5,	1,	0, 0, NUM_PLAIN,  9, 9 },
	{ FWMINUS "3",			-3,	0.5,	1,	-1, 0, NUM_PLAIN,  4, 4 },
	{ "-3",				-3,	0.5,	1,	-1, 0, NUM_PLAIN,  2, 2 },
	{ "+1.4ms",			1.4,	0.05,	1,	1, 1, NUM_PLAIN,  4, SKIP },
	{ "101.8 ms",			101.8,	0.05,	1,	0, 1, NUM_PLAIN,  5, SKIP },
	{ "0.50",			0.5,	0.005,	1,	0, 2, NUM_PLAIN,  4, 4 },
	{ "14.6",			14.6,	0.05,	1,	0, 1, NUM_PLAIN,  4, 4 },
};

static void
test_read_forms(void)
{
	size_t i;

	for (i = 0; i < sizeof(forms) / sizeof(forms[0]); i++)
		check_read(&forms[i]);
}

static void
test_read_details(void)
{
	struct written w;
	const char *s;

	/* The scale's text is kept for writing the computed value back. */
	OK(claim_number_read("2.41M", 5, 0, &w) && strcmp(w.scale_text,
	    "M") == 0, "2.41M scale_text");
	OK(claim_number_read("1.2" WAN, 6, 0, &w) && strcmp(w.scale_text,
	    WAN) == 0, "1.2万 scale_text");
	OK(claim_number_read("135,160", 7, 0, &w) && strcmp(w.scale_text,
	    "") == 0, "135,160 has no scale_text");
	OK(claim_number_read("4.2MB", 5, 0, &w) && strcmp(w.scale_text,
	    "") == 0, "4.2MB has no scale_text");

	/* A number in the middle of text: the spans are absolute. */
	s = "wrote " MINUS "97.0% here";
	OK(claim_number_read(s, strlen(s), 6, &w), "read at offset 6");
	EQ_INT(w.start, 6, "offset read: start");
	EQ_INT(w.num_end, 13, "offset read: num_end");
	EQ_INT(w.end, 14, "offset read: end");
	EQ_NUM(w.value, -97.0, "offset read: value");

	/* A length limit cuts the text: "13%" read as 13 without the %. */
	OK(claim_number_read("13%", 2, 0, &w), "13 within len 2");
	EQ_INT(w.kind, NUM_PLAIN, "len-limited 13% is plain");
	EQ_INT(w.end, 2, "len-limited end");

	/* Not numbers at all. */
	OK(!claim_number_read("abc", 3, 0, &w), "abc is no number");
	OK(!claim_number_read("+", 1, 0, &w), "a lone + is no number");
	OK(!claim_number_read(MINUS, 3, 0, &w), "a lone − is no number");
	OK(!claim_number_read("", 0, 0, &w), "empty text is no number");
	OK(!claim_number_read("+ 3", 3, 0, &w), "a sign apart from digits");
	/* Digits glued to letters are an identifier, not 0× or 1e999. */
	OK(!claim_number_read("0x0007", 6, 0, &w), "0x0007 is not 0x");
	OK(!claim_number_read("1e999", 5, 0, &w), "1e999 is no number");
	OK(!claim_number_read("7.0.0", 5, 0, &w), "7.0.0 is a version");

	/* "2 x 3": the x is a word, not a ratio suffix. */
	OK(claim_number_read("2 x 3", 5, 0, &w), "2 x 3 reads 2");
	EQ_INT(w.kind, NUM_PLAIN, "2 x 3: 2 is plain");

	/* A comma not followed by exactly three digits ends the number. */
	OK(claim_number_read("1,2345", 6, 0, &w), "1,2345 reads 1");
	EQ_NUM(w.value, 1, "1,2345 value");
	EQ_INT(w.num_end, 1, "1,2345 num_end");
	OK(claim_number_read("12,34", 5, 0, &w), "12,34 reads 12");
	EQ_NUM(w.value, 12, "12,34 value");

	/* A scale letter followed by a letter is a unit (Mbps, km). */
	OK(claim_number_read("5Mbps", 5, 0, &w), "5Mbps");
	EQ_NUM(w.value, 5, "5Mbps value");
	EQ_NUM(w.half, 0.5, "5Mbps half");
	OK(claim_number_read("3km", 3, 0, &w), "3km");
	EQ_NUM(w.value, 3, "3km value");

	/* "pp" must not run into a letter: 5.2 ppm is a plain 5.2. */
	OK(claim_number_read("5.2 ppm", 7, 0, &w), "5.2 ppm");
	EQ_INT(w.kind, NUM_PLAIN, "5.2 ppm is not pp");
	OK(claim_number_read("13%pa", 5, 0, &w), "13%%pa");
	EQ_INT(w.kind, NUM_PERCENT, "13%pa: % followed by a word");
	EQ_INT(w.end, 3, "13%pa: the suffix is %");
	OK(claim_number_read("3 " TIMES, 4, 0, &w), "3 ×");
	EQ_INT(w.kind, NUM_RATIO, "3 × is a ratio");
	/* A CJK scale word scales right after the digits or one space on. */
	OK(claim_number_read("1.2 " WAN, 7, 0, &w), "1.2 万");
	EQ_NUM(w.value, 12000, "1.2 万 is scaled");
	EQ_INT(w.end, 7, "1.2 万 end");

	/* A suffix after one space, as in "13 %". */
	OK(claim_number_read("13 %", 4, 0, &w), "13 %%");
	EQ_INT(w.kind, NUM_PERCENT, "13 % is a percent");
	EQ_INT(w.end, 4, "13 % end");
}

/*
 * CJK number forms (section 3.3), as a family: every scale word, glued
 * or after one space, with every comparison word, signed or not; and
 * every numeral the grammar does not read, glued on, marks the number
 * unread instead of reading a smaller one.
 */
static void
test_read_cjk(void)
{
	static const struct {
		const char *text;
		double scale;
	} scales[] = {
		{ "\xE5\x8D\x83", 1e3 }, { "\xEC\xB2\x9C", 1e3 },
		{ "\xE4\xB8\x87", 1e4 }, { "\xE8\x90\xAC", 1e4 },
		{ "\xEB\xA7\x8C", 1e4 }, { "\xE4\xBA\xBF", 1e8 },
		{ "\xE5\x84\x84", 1e8 }, { "\xEC\x96\xB5", 1e8 },
	};
	static const struct {
		const char *text;
		enum numkind kind;
	} words[] = {
		{ "", NUM_PLAIN }, { "%", NUM_PERCENT },
		{ "\xED\x8D\xBC\xEC\x84\xBC\xED\x8A\xB8", NUM_PERCENT },
		{ "\xE3\x83\x91\xE3\x83\xBC\xE3\x82\xBB\xE3\x83\xB3"
		  "\xE3\x83\x88", NUM_PERCENT },
		{ "pp", NUM_PP }, { "%p", NUM_PP }, { GEBFD, NUM_PP },
		{ "\xE5\x80\x8B\xE7\x99\xBE\xE5\x88\x86\xE9\xBB\x9E",
		  NUM_PP },
		{ "\xED\x8D\xBC\xEC\x84\xBC\xED\x8A\xB8\xED\x8F\xAC"
		  "\xEC\x9D\xB8\xED\x8A\xB8", NUM_PP },
		{ "%\xED\x8F\xAC\xEC\x9D\xB8\xED\x8A\xB8", NUM_PP },
		{ "\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88",
		  NUM_PP },
		{ TIMES, NUM_RATIO }, { BEI, NUM_RATIO },
		{ "\xEB\xB0\xB0", NUM_RATIO },
		{ "percentage points", NUM_PP }, { "percentage point", NUM_PP },
		{ "percent", NUM_PERCENT },
	};
	/* Glued after the digits or after a scale: never read. */
	static const char *const unread[] = {
		"\xE7\x99\xBE",		/* 百 */
		"\xE5\x8D\x81",		/* 十 */
		"\xE4\xB8\x89",		/* 三 */
		"\xEC\xA1\xB0",		/* 조 */
		"\xE5\x85\x86",		/* 兆 */
	};
	char text[96], what[160];
	struct written w;
	size_t i, k, sp;

	for (i = 0; i < sizeof(scales) / sizeof(scales[0]); i++)
		for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
			for (sp = 0; sp < 2; sp++) {
				snprintf(text, sizeof(text), "%s13.5%s%s%s",
				    k % 2 ? "+" : "", sp ? " " : "",
				    scales[i].text, words[k].text);
				OK(claim_number_read(text, strlen(text), 0,
				    &w), "read '%s'", text);
				snprintf(what, sizeof(what), "'%s' value",
				    text);
				EQ_NUM(w.value, 13.5 * scales[i].scale, what);
				snprintf(what, sizeof(what), "'%s' half", text);
				EQ_NUM(w.half, 0.05 * scales[i].scale, what);
				snprintf(what, sizeof(what), "'%s' kind", text);
				EQ_INT(w.kind, words[k].kind, what);
				snprintf(what, sizeof(what), "'%s' end", text);
				EQ_INT(w.end, strlen(text), what);
				OK(!w.unread, "'%s' is read", text);
				snprintf(what, sizeof(what), "'%s' digits",
				    text);
				EQ_INT(w.digits_end, (k % 2) + 4, what);
			}
	/* A scale word, then another numeral or digits: unread. */
	for (i = 0; i < sizeof(scales) / sizeof(scales[0]); i++)
		for (k = 0; k < sizeof(scales) / sizeof(scales[0]); k++) {
			snprintf(text, sizeof(text), "2%s%s", scales[i].text,
			    scales[k].text);
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    w.unread && w.num_end == strlen(text),
			    "'%s' is unread, whole", text);
			snprintf(text, sizeof(text), "1%s2%s", scales[i].text,
			    scales[k].text);
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    w.unread && w.num_end == strlen(text),
			    "'%s' is unread, whole", text);
		}
	for (i = 0; i < sizeof(unread) / sizeof(unread[0]); i++) {
		snprintf(text, sizeof(text), "3%s%%", unread[i]);
		OK(claim_number_read(text, strlen(text), 0, &w) && w.unread,
		    "'%s' is unread", text);
		/* After a space a multiplier still scales (3 百 is 300)... */
		snprintf(text, sizeof(text), "3 %s", unread[i]);
		if (strcmp(unread[i], "\xE4\xB8\x89") != 0)
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    w.unread && w.num_end == strlen(text),
			    "'%s': a multiplier after a space is unread", text);
		else	/* ...a digit numeral (3 三) is a word. */
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    !w.unread && w.value == 3,
			    "'%s': a digit numeral after a space is a word",
			    text);
	}
	/* Korean digit syllables glued on are particles: 3이 reads 3. */
	OK(claim_number_read("3\xEC\x9D\xB4", 4, 0, &w) && !w.unread &&
	    w.value == 3 && w.end == 1, "3이 is 3 and a particle");
	/* The scale's value survives a Latin unit after it. */
	OK(claim_number_read("2.23 \xE5\x84\x84 ops", 12, 0, &w) &&
	    w.value == 2.23e8, "2.23 億 ops");
}

/*
 * Numerals next to the comparison and scale words, as a family: a
 * comparison word that starts with a numeral (百分点) is read as one,
 * glued or after a space, signed or not; a multiplying numeral after a
 * space (3 百, 3 백) or any numeral after a scale letter (3k만, 2M亿)
 * is unread, never a smaller number; a digit numeral after a space is
 * a word (3 一样).
 */
static void
test_read_cjk_edges(void)
{
	static const char *const signs[] = { "", "+", MINUS, "-" };
	static const char *const pp[] = {
		"\xE7\x99\xBE\xE5\x88\x86\xE7\x82\xB9",	/* 百分点 */
		"\xE7\x99\xBE\xE5\x88\x86\xE9\xBB\x9E",	/* 百分點 */
		GEBFD,
	};
	static const char *const mult[] = {
		"\xE5\x8D\x81", "\xE7\x99\xBE", "\xE5\x85\x86",
		"\xE4\xBA\xAC", "\xE6\x8B\xBE", "\xE4\xBD\xB0",
		"\xE4\xBB\x9F", "\xEC\x8B\xAD", "\xEB\xB0\xB1",
		"\xEC\xA1\xB0", "\xEA\xB2\xBD",
	};
	static const char *const cjk[] = {
		"\xE4\xB8\x87", "\xEB\xA7\x8C", "\xE4\xBA\xBF",
		"\xE5\x8D\x83", "\xE7\x99\xBE", "\xE4\xB8\x89",
	};
	static const char *const letters[] = { "K", "k", "M", "G" };
	static const char *const digits[] = { "50", "3", "12.5", "1,234" };
	char text[96];
	struct written w;
	size_t i, k, d, sp;

	for (i = 0; i < sizeof(signs) / sizeof(signs[0]); i++)
		for (k = 0; k < sizeof(pp) / sizeof(pp[0]); k++)
			for (d = 0; d < sizeof(digits) / sizeof(digits[0]); d++)
				for (sp = 0; sp < 2; sp++) {
					snprintf(text, sizeof(text), "%s%s%s%s",
					    signs[i], digits[d], sp ? " " : "",
					    pp[k]);
					OK(claim_number_read(text, strlen(text),
					    0, &w) && !w.unread &&
					    w.kind == NUM_PP &&
					    w.end == strlen(text) &&
					    w.scale == 1, "'%s' reads as points",
					    text);
				}
	for (k = 0; k < sizeof(mult) / sizeof(mult[0]); k++)
		for (d = 0; d < sizeof(digits) / sizeof(digits[0]); d++) {
			snprintf(text, sizeof(text), "%s %s", digits[d],
			    mult[k]);
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    w.unread && w.num_end == strlen(text),
			    "'%s' is unread, whole", text);
		}
	for (i = 0; i < sizeof(letters) / sizeof(letters[0]); i++)
		for (k = 0; k < sizeof(cjk) / sizeof(cjk[0]); k++) {
			snprintf(text, sizeof(text), "3%s%s", letters[i],
			    cjk[k]);
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    w.unread && w.num_end == strlen(text),
			    "'%s' (two scales) is unread, whole", text);
		}
	OK(claim_number_read("3 \xE4\xB8\x80\xE6\xA0\xB7", 9, 0, &w) &&
	    !w.unread && w.value == 3, "'3 一样': a word after 3");
	OK(claim_number_read("3 \xE4\xB8\x87", 5, 0, &w) && !w.unread &&
	    w.value == 3e4, "'3 万' still reads 30,000");
}

/*
 * A range whose second number alone has a scale: the first takes it
 * (3~7.5만 is 3만~7.5만 to its reader), for every scale, with its
 * precision; a first number with its own scale keeps it.
 */
static void
test_range_scale(void)
{
	static const struct {
		const char *text;
		double scale;
	} scales[] = {
		{ "K", 1e3 }, { "k", 1e3 }, { "M", 1e6 }, { "G", 1e9 },
		{ "\xE5\x8D\x83", 1e3 }, { "\xEC\xB2\x9C", 1e3 },
		{ "\xE4\xB8\x87", 1e4 }, { "\xE8\x90\xAC", 1e4 },
		{ "\xEB\xA7\x8C", 1e4 }, { "\xE4\xBA\xBF", 1e8 },
		{ "\xE5\x84\x84", 1e8 }, { "\xEC\x96\xB5", 1e8 },
	};
	char text[96], what[160];
	struct numtok t;
	size_t i, pos;

	for (i = 0; i < sizeof(scales) / sizeof(scales[0]); i++) {
		snprintf(text, sizeof(text), "3~7.5%s", scales[i].text);
		pos = 0;
		OK(claim_number_next(text, strlen(text), &pos, &t) &&
		    t.is_range && t.end == strlen(text), "'%s' is a range",
		    text);
		snprintf(what, sizeof(what), "'%s' first", text);
		EQ_NUM(t.a.value, 3 * scales[i].scale, what);
		snprintf(what, sizeof(what), "'%s' first half", text);
		EQ_NUM(t.a.half, 0.5 * scales[i].scale, what);
		snprintf(what, sizeof(what), "'%s' second", text);
		EQ_NUM(t.b.value, 7.5 * scales[i].scale, what);
		snprintf(what, sizeof(what), "'%s' second half", text);
		EQ_NUM(t.b.half, 0.05 * scales[i].scale, what);

		snprintf(text, sizeof(text), "2%s~7.5%s", scales[i].text,
		    scales[i].text);
		pos = 0;
		OK(claim_number_next(text, strlen(text), &pos, &t) &&
		    t.is_range && t.a.value == 2 * scales[i].scale,
		    "'%s': the first keeps its own scale", text);
	}
	pos = 0;
	OK(claim_number_next("3~7.5", 5, &pos, &t) && t.a.value == 3 &&
	    t.a.scale == 1, "3~7.5 has no scale");
}

/* Encodes cp as UTF-8 into s; returns the length. */
static size_t
put_utf8(char *s, uint32_t cp)
{
	if (cp < 0x80)
		return s[0] = (char)cp, 1;
	if (cp < 0x800)
		return s[0] = (char)(0xC0 | cp >> 6),
		    s[1] = (char)(0x80 | (cp & 0x3F)), 2;
	if (cp < 0x10000)
		return s[0] = (char)(0xE0 | cp >> 12),
		    s[1] = (char)(0x80 | ((cp >> 6) & 0x3F)),
		    s[2] = (char)(0x80 | (cp & 0x3F)), 3;
	return s[0] = (char)(0xF0 | cp >> 18),
	    s[1] = (char)(0x80 | ((cp >> 12) & 0x3F)),
	    s[2] = (char)(0x80 | ((cp >> 6) & 0x3F)),
	    s[3] = (char)(0x80 | (cp & 0x3F)), 4;
}

/*
 * Digits of other scripts and bidi controls, over the whole of the
 * Basic Multilingual Plane and the mathematical digits: exactly the
 * listed code points are found, each with its whole length.
 */
static void
test_foreign_bidi(void)
{
	static const uint32_t zeros[] = { 0x0660, 0x06F0, 0x0966, 0x09E6,
	    0x0E50, 0xFF10, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6 };
	char s[8];
	uint32_t cp;
	size_t i, n, nforeign = 0, nbidi = 0;
	int k;

	for (i = 0; i < sizeof(zeros) / sizeof(zeros[0]); i++)
		for (k = 0; k < 10; k++) {
			n = put_utf8(s, zeros[i] + (uint32_t)k);
			OK(claim_number_foreign(s, n, 0) == n,
			    "U+%04X is a foreign digit", zeros[i] + k);
		}
	for (cp = 0x20; cp < 0x10000; cp++) {
		if (cp >= 0xD800 && cp <= 0xDFFF)
			continue;
		n = put_utf8(s, cp);
		nforeign += claim_number_foreign(s, n, 0) > 0;
		nbidi += claim_number_bidi(s, n, 0) > 0;
		if (cp < 0x80 || (cp >= 0x4E00 && cp <= 0x9FFF) ||
		    (cp >= 0xAC00 && cp <= 0xD7A3))
			OK(claim_number_foreign(s, n, 0) == 0,
			    "U+%04X is not a foreign digit", cp);
	}
	/* 36 runs of ten in the BMP, 3 superscripts + 7 + 10 subscripts. */
	EQ_INT(nforeign, 36 * 10 + 3 + 7 + 10, "foreign digits in the BMP");
	EQ_INT(nbidi, 2 + 5 + 4, "bidi controls");
	/* Superscript two after a number, and the thin space is no control. */
	OK(claim_number_foreign("10\xC2\xB2", 4, 2) == 2, "10² has ²");
	OK(claim_number_bidi(THIN, 3, 0) == 0, "U+2009 is not bidi");
}

/*
 * Labels by their words: every label word before (with and without a
 * space, in any case) and every label word after makes a plain number
 * a label; a signed, scaled or suffixed one never is, nor a word that
 * only ends like one (Bigtable 3).
 */
static void
test_labels(void)
{
	static const struct {
		const char *text;
		int label;
	} cases[] = {
		{ "\xC2\xA7" "5", 1 }, { "\xC2\xA7 5", 1 },
		{ "\xE7\xAC\xAC 8 \xE8\x8A\x82", 1 },
		{ "\xE7\xAC\xAC" "8" "\xE8\x8A\x82", 1 },
		{ "\xE8\xA7\x81 4.3", 1 }, { "section 5.2", 1 },
		{ "Section 5.2", 1 }, { "SECTION 5", 1 }, { "sec. 5", 1 },
		{ "3\xEC\x9E\xA5", 1 }, { "3 \xEC\xA0\x88", 1 },
		{ "Ubuntu 24.04", 1 }, { "kernel 6.1", 1 }, { "GCC 12.2", 1 },
		{ "Fig. 2", 1 }, { "\xEC\xBB\xA4\xEB\x84\x90 6.1", 1 },
		{ "(see 4.3)", 1 }, { "\xE5\x86\x85\xE6\xA0\xB8 6.1", 1 },
		{ "\xE4\xBD\xBF\xE7\x94\xA8GCC 12.2", 1 },
		{ "Bigtable 3", 0 }, { "kernel +6.1", 0 }, { "kernel 6.1%", 0 },
		{ "kernel 6.1M", 0 }, { "throughput 6.1", 0 }, { "6.1 kernel", 0 },
		{ "\xC2\xA7 +5", 0 }, { "5 steps", 0 }, { "3 \xEC\x9D\xB4", 0 },
		{ "kernel  6.1", 0 }, { "[^2]", 1 }, { "^12", 1 },
		{ "2^53", 0 }, { "[2]", 0 },
		{ "\xE5\x9B\xB3 2", 1 }, { "\xE5\x9B\xB3" "2", 1 },	/* 図 */
		{ "\xE8\xA1\xA8 1", 1 },			/* 表 */
	};
	size_t i, pos;
	struct numtok t;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *s = cases[i].text;

		pos = 0;
		OK(claim_number_next(s, strlen(s), &pos, &t), "'%s' has a "
		    "number", s);
		EQ_INT(claim_label_of(s, strlen(s), &t, NULL, 0, 0, NULL) !=
		    CLAIM_LABEL_NONE, cases[i].label,
		    s);
	}
}

/* Counts the numbers claim_number_next finds in s. */
static int
count_numbers(const char *s)
{
	struct numtok t;
	size_t pos = 0;
	int n = 0;

	while (claim_number_next(s, strlen(s), &pos, &t))
		n++;
	return n;
}

static const char *const idents[] = {
	"tc1", "TC-2", "x86_64", "0x0007", "v6.1", "2026-10-08",
	"7.0.0-34-generic", "vmscan.c:2089", "p999", "2026/10/08", "12:30",
	"12:30:05", "3a4", "vmscan.c:4152-4182", "_x1", "lat.p999", "0x1F",
	"0xff", "arm64", "CVE-2024-1234",
};

static void
test_next_idents(void)
{
	size_t i;

	for (i = 0; i < sizeof(idents) / sizeof(idents[0]); i++)
		EQ_INT(count_numbers(idents[i]), 0, idents[i]);
}

static void
test_next_text(void)
{
	struct numtok t;
	const char *s;
	size_t pos;

	/* Only 14.6 is a number in a line full of identifiers. */
	s = "tc1 on x86_64: 14.6 ms at p999 (kernel 7.0.0-34-generic, "
	    "2026-10-08, TC-2, v6.1, vmscan.c:2089, 0x0007)";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t), "finds 14.6");
	EQ_NUM(t.a.value, 14.6, "14.6 among identifiers");
	EQ_INT(t.start, (size_t)(strstr(s, "14.6") - s), "14.6 start");
	EQ_INT(t.end, t.start + 4, "14.6 end");
	EQ_INT(t.is_range, 0, "14.6 is no range");
	EQ_INT(pos, t.end, "pos advances past the number");
	OK(!claim_number_next(s, strlen(s), &pos, &t), "nothing after 14.6");
	EQ_INT(pos, strlen(s), "pos at the end when nothing is left");

	/* 10-20: a dash, so 10 then +20, never −20. */
	s = "10-20";
	pos = 0;
	OK(claim_number_next(s, 5, &pos, &t), "10-20: first");
	EQ_NUM(t.a.value, 10, "10-20: 10");
	EQ_INT(t.start, 0, "10-20: 10 start");
	EQ_INT(t.end, 2, "10-20: 10 end");
	EQ_INT(t.is_range, 0, "10-20 is no range");
	OK(claim_number_next(s, 5, &pos, &t), "10-20: second");
	EQ_NUM(t.a.value, 20, "10-20: 20 is positive");
	EQ_INT(t.a.sign, 0, "10-20: 20 has no written sign");
	EQ_INT(t.start, 3, "10-20: 20 start");
	EQ_INT(t.end, 5, "10-20: 20 end");
	OK(!claim_number_next(s, 5, &pos, &t), "10-20: two numbers only");

	/* A minus after a space is a sign. */
	s = "from 10 to -20";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t) && t.a.value == 10,
	    "from 10");
	OK(claim_number_next(s, strlen(s), &pos, &t), "to -20");
	EQ_NUM(t.a.value, -20, "-20 after a space is negative");
	EQ_INT(t.a.sign, -1, "-20 sign");
	EQ_INT(t.start, 11, "-20 start includes the sign");

	/* CJK prose: the claim of the spec's first example. */
	s = "ON \xE6\x89\xAB\xE5\xBE\x97\xE6\x9B\xB4\xE5\xB0\x91\xEF\xBC\x88"
	    "steal +13%\xEF\xBC\x89";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t), "+13%% in CJK prose");
	EQ_NUM(t.a.value, 13, "+13% value");
	EQ_INT(t.a.kind, NUM_PERCENT, "+13% kind");
	EQ_INT(t.a.sign, 1, "+13% sign");
	EQ_INT(t.start, (size_t)(strstr(s, "+13%") - s), "+13% start");
	EQ_INT(t.end, t.start + 4, "+13% end");
	OK(!claim_number_next(s, strlen(s), &pos, &t), "one number in it");

	/* Numbers separated by commas and spaces are several numbers. */
	EQ_INT(count_numbers("1, 2 and 3"), 3, "1, 2 and 3");
	EQ_INT(count_numbers("1,234,567"), 1, "1,234,567 is one number");
	EQ_INT(count_numbers("135" THIN "160 and 4" NNBSP "083"), 2,
	    "thin-space grouped numbers");
	EQ_INT(count_numbers(""), 0, "empty text");
	EQ_INT(count_numbers("no digits here"), 0, "no digits");
	EQ_INT(count_numbers("tc1 and tc2 took 3 s"), 1,
	    "tc ids around one number");
}

static void
test_next_ranges(void)
{
	struct numtok t;
	const char *s;
	size_t pos;

	/* −70~−88%: two percents, the first taking the second's suffix. */
	s = MINUS "70~" MINUS "88%";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t), "−70~−88%% found");
	EQ_INT(t.is_range, 1, "−70~−88% is a range");
	EQ_NUM(t.a.value, -70, "range a value");
	EQ_NUM(t.b.value, -88, "range b value");
	EQ_INT(t.a.kind, NUM_PERCENT, "range a takes the percent");
	EQ_INT(t.b.kind, NUM_PERCENT, "range b is a percent");
	EQ_INT(t.a.sign, -1, "range a sign");
	EQ_INT(t.b.sign, -1, "range b sign");
	EQ_NUM(t.a.half, 0.5, "range a half");
	EQ_NUM(t.b.half, 0.5, "range b half");
	EQ_INT(t.start, 0, "range start");
	EQ_INT(t.end, strlen(s), "range end covers both");
	EQ_INT(t.b.start, 6, "range b start");
	EQ_INT(pos, strlen(s), "range: pos past it");

	s = "3,950~4,410";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t), "3,950~4,410 found");
	EQ_INT(t.is_range, 1, "3,950~4,410 is a range");
	EQ_NUM(t.a.value, 3950, "3,950");
	EQ_NUM(t.b.value, 4410, "4,410");
	EQ_INT(t.a.kind, NUM_PLAIN, "3,950 plain");
	EQ_INT(t.b.kind, NUM_PLAIN, "4,410 plain");
	EQ_NUM(t.a.half, 0.5, "3,950 half");
	EQ_INT(t.end, 11, "3,950~4,410 end");
	EQ_INT(count_numbers(s), 1, "a range counts as one number");

	s = "50.2~61.7";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t) && t.is_range,
	    "50.2~61.7 is a range");
	EQ_INT(t.a.decimals, 1, "50.2 decimals");
	EQ_INT(t.b.decimals, 1, "61.7 decimals");
	EQ_NUM(t.b.half, 0.05, "61.7 half");

	s = "10" WAVE "20";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t) && t.is_range,
	    "fullwidth tilde joins a range");
	EQ_NUM(t.b.value, 20, "10～20 b");
}

static void
test_operand(void)
{
	struct written w;

	OK(claim_number_read("+0.2%", 5, 0, &w), "+0.2%%");
	EQ_NUM(claim_number_operand(&w), 0.002, "+0.2% operand is 0.002");
	OK(claim_number_read("+5.2pp", 6, 0, &w), "+5.2pp");
	EQ_NUM(claim_number_operand(&w), 0.052, "5.2pp operand");
	OK(claim_number_read("2.2x", 4, 0, &w), "2.2x");
	EQ_NUM(claim_number_operand(&w), 2.2, "2.2x operand");
	OK(claim_number_read("2.41M", 5, 0, &w), "2.41M");
	EQ_NUM(claim_number_operand(&w), 2410000, "2.41M operand");
	OK(claim_number_read("1784.00 iops", 12, 0, &w), "1784.00 iops");
	EQ_NUM(claim_number_operand(&w), 1784, "1784.00 iops operand");
	EQ_NUM(w.half, 0.005, "1784.00 half");
}

/*
 * A written number of any length reads as strtod reads its digits, as
 * the loader reads the runs: a 95-digit value in the median table must
 * equal the run's (fuzz_site found 64 digits and more read digit by
 * digit, off in the last bits).  Grouped and not, with decimals.
 */
static void
test_long_digits(void)
{
	char text[512], plain[512];
	uint32_t seed = 12345;
	size_t n, i, t, p;
	struct numtok tok;

	for (n = 1; n <= 140; n++) {
		t = p = 0;
		for (i = 0; i < n; i++) {
			seed = seed * 1103515245u + 12345u;
			plain[p++] = (char)('0' + (i == 0 ? 1 + (seed >> 16) % 9 :
			    (seed >> 16) % 10));
			text[t++] = plain[p - 1];
			if ((n - 1 - i) % 3 == 0 && i + 1 < n && n % 2 == 0)
				text[t++] = ',';
		}
		if (n % 3 == 0) {
			text[t++] = plain[p++] = '.';
			text[t++] = plain[p++] = '7';
		}
		text[t] = plain[p] = '\0';
		p = 0;
		OK(claim_number_next(text, t, &p, &tok) && tok.end == t &&
		    tok.a.value == strtod(plain, NULL), "%zu digits read as "
		    "strtod reads them", n);
	}
}

/*
 * The forms Japanese writes: a fullwidth percent sign is a percent, and
 * the wave dash U+301C joins a range as "~" and U+FF5E do, spaced or not.
 */
static void
test_japanese_forms(void)
{
	static const char *const ranges[] = {
		"1.29\xE3\x80\x9C" "1.40", "1.29 \xE3\x80\x9C 1.40",
		"1.29\xEF\xBD\x9E" "1.40", "1.29~1.40",
	};
	struct numtok t;
	size_t i, pos;
	const char *pct = "\xE2\x88\x92" "33.5\xEF\xBC\x85";	/* −33.5％ */

	for (i = 0; i < sizeof(ranges) / sizeof(ranges[0]); i++) {
		pos = 0;
		OK(claim_number_next(ranges[i], strlen(ranges[i]), &pos, &t) &&
		    t.is_range && t.a.value == 1.29 && t.b.value == 1.40 &&
		    t.end == strlen(ranges[i]), "'%s' is one range", ranges[i]);
	}
	pos = 0;
	OK(claim_number_next(pct, strlen(pct), &pos, &t) &&
	    t.a.kind == NUM_PERCENT && t.a.value == -33.5 &&
	    t.end == strlen(pct), "a fullwidth percent sign is a percent");
}

/*
 * Section 3.3's "one space", as a family: every space character between
 * the digits and every CJK scale word or comparison word reads the
 * word (6　万 is 60,000, never 6 and a word), glued or spaced the same.
 */
static void
test_every_space(void)
{
	static const char *const spaces[] = {
		"", " ", "\xC2\xA0", THIN, NNBSP, "\xE3\x80\x80",
	};
	static const struct {
		const char *text;
		double scale;
	} scales[] = {
		{ "\xE5\x8D\x83", 1e3 }, { "\xEC\xB2\x9C", 1e3 },
		{ "\xE4\xB8\x87", 1e4 }, { "\xE8\x90\xAC", 1e4 },
		{ "\xEB\xA7\x8C", 1e4 }, { "\xE4\xBA\xBF", 1e8 },
		{ "\xE5\x84\x84", 1e8 }, { "\xEC\x96\xB5", 1e8 },
	};
	static const struct {
		const char *text;
		enum numkind kind;
		double factor;
	} words[] = {
		{ "%", NUM_PERCENT, 1 }, { "\xEF\xBC\x85", NUM_PERCENT, 1 },
		{ "\xED\x8D\xBC\xEC\x84\xBC\xED\x8A\xB8", NUM_PERCENT, 1 },
		{ "\xE3\x83\x91\xE3\x83\xBC\xE3\x82\xBB\xE3\x83\xB3"
		  "\xE3\x83\x88", NUM_PERCENT, 1 },
		{ "\xE5\x89\xB2", NUM_PERCENT, 10 },		/* 割 */
		{ "pp", NUM_PP, 1 }, { "%p", NUM_PP, 1 }, { GEBFD, NUM_PP, 1 },
		{ "\xE5\x80\x8B\xE7\x99\xBE\xE5\x88\x86\xE9\xBB\x9E",
		  NUM_PP, 1 },
		{ "\xED\x8D\xBC\xEC\x84\xBC\xED\x8A\xB8\xED\x8F\xAC"
		  "\xEC\x9D\xB8\xED\x8A\xB8", NUM_PP, 1 },
		{ "%\xED\x8F\xAC\xEC\x9D\xB8\xED\x8A\xB8", NUM_PP, 1 },
		{ "\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88",
		  NUM_PP, 1 },
		{ "\xE3\x83\x91\xE3\x83\xBC\xE3\x82\xBB\xE3\x83\xB3\xE3\x83\x88"
		  "\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88", NUM_PP, 1 },
		{ "%\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88",
		  NUM_PP, 1 },					/* %ポイント */
		{ "\xEF\xBC\x85\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3"
		  "\xE3\x83\x88", NUM_PP, 1 },			/* ％ポイント */
		{ TIMES, NUM_RATIO, 1 }, { BEI, NUM_RATIO, 1 },
		{ "\xEB\xB0\xB0", NUM_RATIO, 1 },
	};
	static const char *const signs[] = {
		"", "+", MINUS, "\xE2\x96\xB2", "\xE2\x96\xB3",
	};
	char text[96], what[200];
	struct written w;
	struct numtok t;
	size_t sp, k, g, pos;

	for (sp = 0; sp < sizeof(spaces) / sizeof(spaces[0]); sp++) {
		for (k = 0; k < sizeof(scales) / sizeof(scales[0]); k++) {
			snprintf(text, sizeof(text), "6%s%s", spaces[sp],
			    scales[k].text);
			OK(claim_number_read(text, strlen(text), 0, &w) &&
			    !w.unread && w.end == strlen(text),
			    "'%s' reads whole", text);
			snprintf(what, sizeof(what), "'%s' value", text);
			EQ_NUM(w.value, 6 * scales[k].scale, what);
			/* In a range, the first number takes the scale. */
			snprintf(text, sizeof(text), "3~7.5%s%s", spaces[sp],
			    scales[k].text);
			pos = 0;
			OK(claim_number_next(text, strlen(text), &pos, &t) &&
			    t.is_range && t.a.value == 3 * scales[k].scale &&
			    t.b.value == 7.5 * scales[k].scale &&
			    t.end == strlen(text), "'%s' is a scaled range",
			    text);
		}
		for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
			for (g = 0; g < sizeof(signs) / sizeof(signs[0]); g++) {
				int sign = g == 0 ? 0 : g == 1 ? 1 : -1;

				snprintf(text, sizeof(text), "%s4.9%s%s",
				    signs[g], spaces[sp], words[k].text);
				OK(claim_number_read(text, strlen(text), 0,
				    &w) && !w.unread && w.end == strlen(text),
				    "'%s' reads whole", text);
				snprintf(what, sizeof(what), "'%s' kind", text);
				EQ_INT(w.kind, words[k].kind, what);
				snprintf(what, sizeof(what), "'%s' sign", text);
				EQ_INT(w.sign, sign, what);
				snprintf(what, sizeof(what), "'%s' value",
				    text);
				EQ_NUM(w.value, (sign < 0 ? -4.9 : 4.9) *
				    words[k].factor, what);
				snprintf(what, sizeof(what), "'%s' half", text);
				EQ_NUM(w.half, 0.05 * words[k].factor, what);
				/* A range takes the second's word. */
				snprintf(text, sizeof(text), "2~4.9%s%s",
				    spaces[sp], words[k].text);
				pos = 0;
				OK(claim_number_next(text, strlen(text), &pos,
				    &t) && t.is_range && t.a.kind ==
				    words[k].kind && t.a.value == 2 *
				    words[k].factor && t.a.half == 0.5 *
				    words[k].factor && t.end == strlen(text),
				    "'%s': the first takes the word", text);
			}
	}
}

/*
 * The Japanese forms of section 3.3 one by one: ▲ and △ are a minus,
 * also found in prose; %ポイント is points, never a percent; 割 is
 * tenths and is shown back as written; 3割5分 reads further than this
 * grammar does, so it is unread; ± is a sign only before a zero.
 */
static void
test_field_forms(void)
{
	struct written w;
	struct numtok t;
	struct buf b = {0};
	struct claim c;
	size_t pos;
	const char *s;

	s = "\xE5\x89\x8D\xE5\xB9\xB4\xE6\xAF\x94\xE2\x96\xB2" "7.9%";
	pos = 0;	/* 前年比▲7.9% */
	OK(claim_number_next(s, strlen(s), &pos, &t) && t.a.value == -7.9 &&
	    t.a.sign == -1 && t.start == 9, "前年比▲7.9%% is −7.9%%");
	s = MINUS "4.9%\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88";
	OK(claim_number_read(s, strlen(s), 0, &w) && w.kind == NUM_PP &&
	    w.value == -4.9 && w.end == strlen(s), "−4.9%%ポイント is points");
	s = "3\xE5\x89\xB2";
	OK(claim_number_read(s, strlen(s), 0, &w) && w.kind ==
	    NUM_PERCENT && w.value == 30 && w.half == 5, "3割 is 30%% ± 5");
	memset(&c, 0, sizeof(c));
	c.text = (char *)s;
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &c.num), "3割 found");
	c.verdict = VERDICT_WRONG;
	claim_format_value(&b, &c, 41.2);
	EQ_STR(b.data, "4.1\xE5\x89\xB2", "41.2% answers 3割 as 4.1割");
	buf_free(&b);
	s = "3.5\xE5\x89\xB2";
	OK(claim_number_read(s, strlen(s), 0, &w) && w.value == 35 &&
	    w.half == 0.5, "3.5割 is 35%% ± 0.5");
	s = "3\xE5\x89\xB2" "5\xE5\x88\x86";	/* 3割5分 */
	OK(claim_number_read(s, strlen(s), 0, &w) && w.unread &&
	    w.num_end == strlen(s), "3割5分 is unread, never 30%%");
	OK(claim_number_read("\xC2\xB1" "0%", 4, 0, &w) && w.sign == 1 &&
	    w.plusminus && w.value == 0, "±0%% is a signed zero");
	OK(claim_number_read("\xC2\xB1" "0.0", 5, 0, &w) && w.plusminus,
	    "±0.0 is a signed zero");
	OK(!claim_number_read("\xC2\xB1" "5%", 4, 0, &w),
	    "±5%% is no signed number");
	pos = 0;
	OK(claim_number_next("\xC2\xB1" "5%", 4, &pos, &t) &&
	    t.a.sign == 0 && t.start == 2, "the 5%% of ±5%% is unsigned");
	/* A ▲ glued after a digit is no sign of the next number. */
	s = "10\xE2\x96\xB2" "5";
	pos = 0;
	OK(claim_number_next(s, strlen(s), &pos, &t) && t.a.value == 10,
	    "10▲5 starts with 10");
}

void
test_number(void)
{
	test_read_forms();
	test_read_details();
	test_read_cjk();
	test_read_cjk_edges();
	test_range_scale();
	test_foreign_bidi();
	test_labels();
	test_next_idents();
	test_next_text();
	test_next_ranges();
	test_operand();
	test_long_digits();
	test_japanese_forms();
	test_every_space();
	test_field_forms();
}
