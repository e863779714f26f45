/*
 * Reads written numbers (CLAIMS.md section 3.3) and finds them in text,
 * telling numbers from the digits of identifiers.
 *
 *	number = sign? digits ("," ddd)* ("." digits)? scale? space? suffix?
 *	sign   = "+" | "-" | U+2212 | U+FF0B | U+FF0D
 *	       | U+25B2 ▲ | U+25B3 △ (a decrease, as Japanese tables write it)
 *	       | U+00B1, only before a zero (±0, ±0.0%): no change
 *	scale  = ("K" | "k" | "M" | "G") not followed by a letter
 *	       | space? (千 | 천 | 万 | 萬 | 만 | 亿 | 億 | 억)
 *	suffix = points | percent | ratio
 *	points = "%p" | "pp" | 个百分点 | 百分点 | 個百分點 | 百分點
 *	       | 퍼센트포인트 | "%"포인트 | パーセントポイント | ポイント
 *	       | "%"ポイント | "％"ポイント
 *	percent = "%" | "％" | 퍼센트 | パーセント
 *	       | 割 (tenths: a percent scaled by 10, 3割 = 30% ± 5%)
 *	ratio  = "×" | "x" | 倍 | 배
 *	space  = U+0020 | U+00A0 | U+2009 | U+202F | U+3000
 *
 * The longest comparison word that matches wins (%ポイント is points,
 * never a percent followed by a word).
 * Thousands separators are ",", U+2009 and U+202F, each followed by
 * exactly three digits.  A CJK numeral or scale word glued to the
 * digits that the grammar does not read (3百), or any numeral, digit or
 * scale word glued after a CJK scale (2천만, 1억2천) or after a scale
 * letter (3k만), or a multiplying numeral after one space (3 百), is
 * read as part of the number and marks it unread: a claim of it is an
 * error, never a smaller number (CLAIMS.md section 3.3).  In a range
 * the first number takes the second's scale (3~7.5만 is 3만~7.5만).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "util.h"
#include "words.h"

/*
 * Whether s[i] starts a written zero: "0", then maybe "." and zeros,
 * and no digit after.  "±" is a sign only there: ±0 says "no change",
 * while ±5% is a spread, which stays prose (its 5% is read unsigned).
 */
static int
zero_at(const char *s, size_t len, size_t i)
{
	if (i >= len || s[i] != '0')
		return 0;
	i++;
	if (i + 1 < len && s[i] == '.' && s[i + 1] == '0')
		for (i++; i < len && s[i] == '0'; i++)
			continue;
	/* Not 0.5, not 05: no digit after the zeros, fraction or not. */
	return !txt_digit(s, len, i) && !(i + 1 < len && s[i] == '.' &&
	    txt_digit(s, len, i + 1));
}

/* Returns the byte length of a sign at s[i], or 0. */
static size_t
sign_at(const char *s, size_t len, size_t i, int *sign)
{
	if (txt_has(s, len, i, "\xC2\xB1") && zero_at(s, len, i + 2)) {
		*sign = 1;	/* U+00B1 before a zero: a signed 0 */
		return 2;
	}
	if (i < len && (s[i] == '+' || s[i] == '-')) {
		*sign = s[i] == '+' ? 1 : -1;
		return 1;
	}
	if (txt_has(s, len, i, "\xE2\x88\x92") || txt_has(s, len, i, "\xEF\xBC\x8D")) {
		*sign = -1;	/* U+2212 minus, U+FF0D fullwidth */
		return 3;
	}
	if (txt_has(s, len, i, "\xEF\xBC\x8B")) {
		*sign = 1;	/* U+FF0B fullwidth plus */
		return 3;
	}
	/*
	 * U+25B2 ▲ and U+25B3 △: a Japanese business table's minus.  Read
	 * as anything else, ▲7.9% would be a rise of 7.9%.
	 */
	if (txt_has(s, len, i, "\xE2\x96\xB2") || txt_has(s, len, i, "\xE2\x96\xB3")) {
		*sign = -1;
		return 3;
	}
	return 0;
}

/* Returns the byte length of a thousands separator at s[i], or 0. */
static size_t
sep_at(const char *s, size_t len, size_t i)
{
	if (i < len && s[i] == ',')
		return 1;
	if (txt_has(s, len, i, "\xE2\x80\x89") || txt_has(s, len, i, "\xE2\x80\xAF"))
		return 3;
	return 0;
}

/* Spaces allowed between a number and its suffix. */
static size_t
space_at(const char *s, size_t len, size_t i)
{
	if (i < len && s[i] == ' ')
		return 1;
	if (txt_has(s, len, i, "\xC2\xA0"))		/* no-break space */
		return 2;
	if (txt_has(s, len, i, "\xE2\x80\x89") || txt_has(s, len, i, "\xE2\x80\xAF"))
		return 3;
	/* U+3000, the ideographic space: 6　万 is 60,000, not 6 and a word. */
	if (txt_has(s, len, i, "\xE3\x80\x80"))
		return 3;
	return 0;
}


/* 3 when s[i] holds one of the three-byte characters of cps, else 0. */
static size_t
char3_in(const char *s, size_t len, size_t i, const char *cps)
{
	size_t k, n = strlen(cps);

	if (i + 3 > len || ((unsigned char)s[i] & 0xF0) != 0xE0)
		return 0;
	for (k = 0; k + 3 <= n; k += 3)
		if (memcmp(s + i, cps + k, 3) == 0)
			return 3;
	return 0;
}

/* The byte length of a CJK numeral or scale word at s[i], or 0. */
static size_t
cjk_numeral_at(const char *s, size_t len, size_t i)
{
	return char3_in(s, len, i, words_cjk_numerals);
}

/*
 * A comparison word at s[i], or 0.  Checked before a CJK numeral is
 * taken for unread: 百分点 starts with 百.
 */
static size_t
suffix_at(const char *s, size_t len, size_t i)
{
	size_t n;

	for (n = 0; n < words_nsuffixes; n++)
		if (txt_has(s, len, i, words_suffixes[n].text) &&
		    (unsigned char)words_suffixes[n].text[0] >= 0x80)
			return strlen(words_suffixes[n].text);
	return 0;
}

/*
 * A CJK numeral that multiplies at s[i], or 0.  After one space it
 * still scales the number for a reader ("3 百" is 300), as the scale
 * words read after one space do, so it is unread there too; a digit
 * numeral after a space (3 一样) is a word.
 */
static size_t
cjk_multiplier_at(const char *s, size_t len, size_t i)
{
	return char3_in(s, len, i, words_cjk_multipliers);
}

/* Stretches an unread number over its glued numerals, digits and '.'. */
static size_t
unread_end(const char *s, size_t len, size_t i)
{
	size_t n;

	for (;;) {
		if ((n = cjk_numeral_at(s, len, i)) > 0)
			i += n;
		else if (txt_digit(s, len, i) || (i < len && s[i] == '.' &&
		    txt_digit(s, len, i + 1)))
			i++;
		else
			return i;
	}
}

/*
 * Reads the numeric part into w and returns the end offset, or 0.  Sets
 * *ident when the digits turn out to belong to an identifier or a
 * version (0x0007, 7.0.0, 3a4) and returns the end of that word.
 */
static size_t
read_number(const char *s, size_t len, size_t pos, struct written *w,
    int *ident)
{
	size_t i = pos, n, j, k, dstart;
	double v = 0, frac = 1;
	int sign = 0;

	*ident = 0;
	memset(w, 0, sizeof(*w));
	i += sign_at(s, len, i, &sign);
	if (!txt_digit(s, len, i))
		return 0;
	dstart = i;
	for (;;) {
		while (txt_digit(s, len, i))
			v = v * 10 + (s[i++] - '0');
		/* A separator counts only before exactly three digits. */
		if ((n = sep_at(s, len, i)) > 0 && txt_digit(s, len, i + n) &&
		    txt_digit(s, len, i + n + 1) && txt_digit(s, len, i + n + 2) &&
		    !txt_digit(s, len, i + n + 3) && i - dstart >= 1) {
			i += n;
			continue;
		}
		break;
	}
	if (i < len && s[i] == '.' && txt_digit(s, len, i + 1)) {
		i++;
		while (txt_digit(s, len, i)) {
			frac /= 10;
			v += (s[i++] - '0') * frac;
			w->decimals++;
		}
		if (i + 1 < len && s[i] == '.' && txt_digit(s, len, i + 1)) {
			/* 7.0.0: a version, and whatever is glued to it. */
			while (txt_word(s, len, i) || (i < len && (s[i] == '.' ||
			    s[i] == '-') && txt_word(s, len, i + 1)))
				i++;
			*ident = 1;
			return i;
		}
	}
	/* 0x1F, 0xff: hexadecimal, an identifier. */
	if (i == dstart + 1 && s[dstart] == '0' && i + 1 < len &&
	    (s[i] == 'x' || s[i] == 'X') && (txt_digit(s, len, i + 1) ||
	    (s[i + 1] >= 'a' && s[i + 1] <= 'f') ||
	    (s[i + 1] >= 'A' && s[i + 1] <= 'F'))) {
		i++;
		goto ident;
	}
	/*
	 * Recompute from the digits to avoid accumulated error: strtod
	 * rounds once, as the loader reads the runs (a 95-digit value
	 * must read as the same double on both sides).
	 */
	{
		char small[64], *tmp = small;
		size_t t = 0;

		if (i - dstart >= sizeof(small))
			tmp = xmalloc(i - dstart + 1);
		for (j = dstart; j < i; j++)
			if (txt_digit(s, len, j) || s[j] == '.')
				tmp[t++] = s[j];
		tmp[t] = '\0';
		v = strtod(tmp, NULL);	/* the C locale: main never sets one */
		if (tmp != small)
			free(tmp);
	}
	w->scale = 1;
	w->scale_text = "";
	w->digits_end = i;
	if (i < len && (s[i] == 'K' || s[i] == 'k' || s[i] == 'M' ||
	    s[i] == 'G') && !txt_alpha(s, len, i + 1)) {
		w->scale = s[i] == 'M' ? 1e6 : s[i] == 'G' ? 1e9 : 1e3;
		w->scale_text = s[i] == 'M' ? "M" : s[i] == 'G' ? "G" :
		    s[i] == 'K' ? "K" : "k";
		i++;
		/* 3k만: two scales, which no reader agrees on. */
		if (cjk_numeral_at(s, len, i) > 0 && suffix_at(s, len, i) == 0) {
			w->unread = 1;
			i = unread_end(s, len, i);
		}
	} else {
		/* A CJK scale word, right after the digits or one space on. */
		j = i + space_at(s, len, i);
		for (n = 0; n < words_nscales;
		    n++)
			if (txt_has(s, len, j, words_scales[n].text)) {
				w->scale = words_scales[n].scale;
				w->scale_text = words_scales[n].text;
				i = j + strlen(words_scales[n].text);
				break;
			}
		/*
		 * What follows a scale word, or an unread numeral glued on
		 * (a comparison word that starts with one, 百分点, is read
		 * as such), or a multiplying numeral after one space.
		 */
		if (suffix_at(s, len, i) > 0)
			;
		else if ((w->scale != 1 && (txt_digit(s, len, i) ||
		    cjk_numeral_at(s, len, i) > 0)) ||
		    (w->scale == 1 && cjk_numeral_at(s, len, i) > 0)) {
			w->unread = 1;
			i = unread_end(s, len, i);
		} else if (w->scale == 1 && j > i &&
		    suffix_at(s, len, j) == 0 &&
		    cjk_multiplier_at(s, len, j) > 0) {
			w->unread = 1;
			i = unread_end(s, len, j);
		}
	}
	w->value = (sign < 0 ? -v : v) * w->scale;
	w->half = 0.5 * pow(10, -w->decimals) * w->scale;
	w->sign = sign;
	w->plusminus = sign != 0 && txt_has(s, len, pos, "\xC2\xB1");
	w->kind = NUM_PLAIN;
	w->start = pos;
	w->num_end = i;

	/* The suffix, possibly after a space. */
	for (k = 0; k < 2; k++) {
		j = i + (k == 1 ? space_at(s, len, i) : 0);
		if (k == 1 && j == i)
			break;
		for (n = 0; n < words_nsuffixes; n++) {
			const char *t = words_suffixes[n].text;

			if (!txt_has(s, len, j, t))
				continue;
			if (words_suffixes[n].wordlike &&
			    txt_word(s, len, j + strlen(t))) {
				/* 0x0007, 3pp5: an identifier, not a ratio. */
				if (k == 0 && txt_digit(s, len, j + strlen(t)))
					goto ident;
				continue;
			}
			if (t[0] == 'x' && k == 1)
				continue;	/* "2 x 3" is not 2× */
			w->kind = words_suffixes[n].kind;
			w->end = j + strlen(t);
			if (words_suffixes[n].factor != 1) {
				/*
				 * 割 is a scale: 3割 = 30 ± 5 percent,
				 * shown back as 3割.  3割5分 (35%) reads
				 * further, so it is unread, never 30%.
				 */
				w->value *= words_suffixes[n].factor;
				w->half *= words_suffixes[n].factor;
				w->scale *= words_suffixes[n].factor;
				if (txt_digit(s, len, w->end) ||
				    cjk_numeral_at(s, len, w->end) > 0) {
					w->unread = 1;
					w->end = unread_end(s, len, w->end);
					/* 分 and 厘, the tenths of 割 */
					if (txt_has(s, len, w->end, "\xE5\x88\x86") ||
					    txt_has(s, len, w->end, "\xE5\x8E\x98"))
						w->end += 3;
					w->num_end = w->end;
				}
			}
			return w->end;
		}
	}
	/* A letter right after the digits starts a unit word ("ms"), unless
	 * the word holds digits (3a4, 1e999): then it is an identifier. */
	if (txt_alpha(s, len, i) && w->scale == 1) {
		for (j = i; txt_word(s, len, j); j++)
			if (txt_digit(s, len, j))
				goto ident;
	}
	w->end = i;
	return i;
ident:
	while (txt_word(s, len, i))
		i++;
	*ident = 1;
	return i;
}

int
claim_number_read(const char *s, size_t len, size_t pos, struct written *w)
{
	int ident;

	return read_number(s, len, pos, w, &ident) > 0 && !ident;
}

/* A date or a time: 2026-10-08, 2026/10/08, 12:30, 12:30:05. */
static size_t
date_at(const char *s, size_t len, size_t i)
{
	size_t j = i, groups = 0, digits;
	char sep = 0;

	for (;;) {
		for (digits = 0; txt_digit(s, len, j); j++)
			digits++;
		if (digits == 0 || digits > 4)
			return 0;
		groups++;
		if (j < len && (s[j] == '-' || s[j] == '/' || s[j] == ':') &&
		    (sep == 0 || s[j] == sep) && txt_digit(s, len, j + 1)) {
			sep = s[j++];
			continue;
		}
		break;
	}
	if (sep == ':' && groups >= 2)
		return j;
	if ((sep == '-' || sep == '/') && groups == 3 && j - i >= 8)
		return j;
	return 0;
}

/*
 * Skips an identifier that starts at s[i] with a letter or "_": a word
 * that may continue through "-", ".", ":" and "/" followed by a word
 * character, so TC-2, v6.1, vmscan.c:4152-4182 and x86_64 are one word.
 */
static size_t
skip_ident(const char *s, size_t len, size_t i)
{
	while (i < len) {
		if (txt_word(s, len, i))
			i++;
		else if ((s[i] == '-' || s[i] == '.' || s[i] == ':') &&
		    txt_word(s, len, i + 1) && txt_word(s, len, i - 1))
			i++;
		else
			break;
	}
	return i;
}

int
claim_number_next(const char *s, size_t len, size_t *pos, struct numtok *t)
{
	size_t i = *pos, end, j, n;
	int ident, sign;

	while (i < len) {
		unsigned char c = (unsigned char)s[i];

		if (txt_alpha(s, len, i) || c == '_') {
			i = skip_ident(s, len, i);
			continue;
		}
		n = sign_at(s, len, i, &sign);
		if (!txt_digit(s, len, i + n)) {
			i++;
			continue;
		}
		/* A sign glued to a digit before it is a dash: 10-20. */
		if (n > 0 && i > 0 && txt_digit(s, len, i - 1))
			n = 0, i++;
		if (n == 0 && (end = date_at(s, len, i)) > 0) {
			i = end;
			continue;
		}
		if ((end = read_number(s, len, i, &t->a, &ident)) == 0) {
			i++;
			continue;
		}
		if (ident) {
			i = end;
			continue;
		}
		memset(&t->b, 0, sizeof(t->b));
		t->is_range = 0;
		t->start = i;
		t->end = end;
		/*
		 * A range: two numbers joined by "~", U+FF5E (fullwidth) or
		 * U+301C, the wave dash Japanese writes.
		 */
		j = end;
		while (space_at(s, len, j) > 0)
			j += space_at(s, len, j);
		n = txt_has(s, len, j, "~") ? 1 : txt_has(s, len, j, "\xEF\xBD\x9E") ||
		    txt_has(s, len, j, "\xE3\x80\x9C") ? 3 : 0;
		if (n > 0) {
			j += n;
			while (space_at(s, len, j) > 0)
				j += space_at(s, len, j);
			if ((end = read_number(s, len, j, &t->b, &ident)) > 0 &&
			    !ident) {
				t->is_range = 1;
				t->end = end;
				/* −70~−88%: the first takes the second's kind. */
				if (t->a.kind == NUM_PLAIN)
					t->a.kind = t->b.kind;
				/*
				 * 3~7.5만 is 3만~7.5만 to its reader, 1~2M
				 * 1M~2M: the first takes the second's scale.
				 */
				if (t->a.scale == 1 && t->b.scale != 1 &&
				    !t->a.unread) {
					t->a.scale = t->b.scale;
					t->a.scale_text = t->b.scale_text;
					t->a.value *= t->b.scale;
					t->a.half *= t->b.scale;
				}
			}
		}
		*pos = t->end;
		return 1;
	}
	*pos = len;
	return 0;
}

double
claim_number_operand(const struct written *w)
{
	return w->kind == NUM_PERCENT || w->kind == NUM_PP ? w->value / 100 :
	    w->value;
}

/* The first code points of the runs of ten decimal digits (Unicode Nd). */
static const uint32_t nd_zeros[] = {
	0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66,
	0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20,
	0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90,
	0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0,
	0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x11066, 0x110F0,
	0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0,
	0x11730, 0x118E0, 0x16A60, 0x16B50, 0x1E140, 0x1E2F0, 0x1E950,
	0x1FBF0,
};

size_t
claim_number_foreign(const char *s, size_t len, size_t i)
{
	uint32_t cp;
	size_t n, k;

	if (i >= len || (unsigned char)s[i] < 0x80)
		return 0;
	n = utf8_decode(s + i, len - i, &cp);
	/* Mathematical digits: five styles of 0-9 in a row. */
	if (cp >= 0x1D7CE && cp <= 0x1D7FF)
		return n;
	/* Superscripts and subscripts. */
	if (cp == 0xB2 || cp == 0xB3 || cp == 0xB9 || cp == 0x2070 ||
	    (cp >= 0x2074 && cp <= 0x2079) || (cp >= 0x2080 && cp <= 0x2089))
		return n;
	for (k = 0; k < sizeof(nd_zeros) / sizeof(nd_zeros[0]); k++)
		if (cp >= nd_zeros[k] && cp <= nd_zeros[k] + 9)
			return n;
	return 0;
}

size_t
claim_number_bidi(const char *s, size_t len, size_t i)
{
	uint32_t cp;
	size_t n;

	if (i + 3 > len || (unsigned char)s[i] != 0xE2)
		return 0;
	n = utf8_decode(s + i, len - i, &cp);
	return cp == 0x200E || cp == 0x200F || (cp >= 0x202A &&
	    cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) ? n : 0;
}
