/*
 * Which language a report is written in: the one it declares, else the
 * script most of its prose is written in (lang.h).  Which code points
 * are which script is words.c's table, words_scripts[].
 */
#include <stdint.h>
#include <string.h>

#include "lang.h"
#include "util.h"
#include "words.h"

#define LANG_DECL_LINES	20

static int
space(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* Whether the line [p, e) is "<!-- lang: TAG -->"; TAG's first subtag to out. */
static int
decl_line(const char *p, const char *e, char out[LANG_MAX])
{
	static const char open[] = "<!--", close[] = "-->";
	size_t n = 0;

	while (p < e && space(*p))
		p++;
	while (e > p && space(e[-1]))
		e--;
	if ((size_t)(e - p) < sizeof(open) + sizeof(close) ||
	    memcmp(p, open, 4) != 0 || memcmp(e - 3, close, 3) != 0)
		return 0;
	p += 4;
	e -= 3;
	while (p < e && space(*p))
		p++;
	if (e - p < 5 || strncmp(p, "lang:", 5) != 0)
		return 0;
	p += 5;
	while (p < e && space(*p))
		p++;
	while (e > p && space(e[-1]))
		e--;
	/* The primary subtag: 2 to 8 letters, then nothing or "-...". */
	while (p < e && n < LANG_MAX - 1 && ((*p >= 'a' && *p <= 'z') ||
	    (*p >= 'A' && *p <= 'Z'))) {
		out[n++] = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
		p++;
	}
	out[n] = '\0';
	if (n < 2 || n > 8 || (p < e && *p != '-' && *p != '_'))
		return 0;
	for (; p < e; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '-' || *p == '_'))
			return 0;
	return 1;
}

int
lang_declared(const char *src, size_t len, char out[LANG_MAX], size_t *line)
{
	const char *p = src, *end = src + len, *nl;
	size_t ln;

	for (ln = 1; p < end && ln <= LANG_DECL_LINES; ln++, p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		if (decl_line(p, nl, out)) {
			if (line != NULL)
				*line = ln;
			return 1;
		}
	}
	out[0] = '\0';
	return 0;
}

const char *
lang_detect(const char *src, size_t len)
{
	size_t i = 0, n, k, latin = 0, hangul = 0, kana = 0, han = 0;
	int fence = 0, code = 0, dest = 0, inword = 0, bol = 1;
	uint32_t c;

	while (i < len) {
		unsigned char ch = (unsigned char)src[i];

		/* A fence opens or closes at the start of a line. */
		if (bol) {
			size_t j = i;

			while (j < len && (src[j] == ' ' || src[j] == '\t'))
				j++;
			if (len - j >= 3 && (strncmp(src + j, "```", 3) == 0 ||
			    strncmp(src + j, "~~~", 3) == 0))
				fence = !fence;
		}
		bol = ch == '\n';
		if (fence || ch == '\n') {
			i++;
			code = 0;	/* inline code and links end with the line */
			dest = 0;
			inword = 0;
			continue;
		}
		if (ch == '`') {
			code = !code;
			i++;
			continue;
		}
		if (!code && ch == ']' && i + 1 < len && src[i + 1] == '(') {
			dest = 1;
			i += 2;
			continue;
		}
		if (dest) {
			dest = ch != ')';
			i++;
			continue;
		}
		if (ch < 0x80) {
			int letter = (ch >= 'a' && ch <= 'z') ||
			    (ch >= 'A' && ch <= 'Z');

			if (!code && letter && !inword)
				latin++;
			inword = letter;
			i++;
			continue;
		}
		inword = 0;
		if ((n = utf8_decode(src + i, len - i, &c)) == 0)
			n = 1;
		i += n;
		if (code)
			continue;
		for (k = 0; k < words_nscripts; k++)
			if (c >= words_scripts[k].lo && c <= words_scripts[k].hi)
				break;
		if (k == words_nscripts)
			continue;
		switch (words_scripts[k].script) {
		case WORDS_HANGUL:
			hangul++;
			break;
		case WORDS_KANA:
			kana++;
			break;
		case WORDS_HAN:
			han++;
			break;
		}
	}
	if (hangul + kana + han == 0 || hangul + kana + han < latin)
		return "en";
	if (hangul >= kana && 2 * hangul >= han)
		return "ko";
	if (kana > 0 && 4 * kana >= han)
		return "ja";
	return "zh";
}
