/*
 * Memory, growable buffers, string interning and UTF-8 helpers.
 * For use by every file in src/ and by the tests.
 *
 * The x* allocators abort on exhaustion, so no caller checks for NULL.
 * A struct buf owns its data; buf_free releases it.
 */
#ifndef UTIL_H
#define UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
/* Grows *p to hold at least need elements of size sz; *cap tracks it. */
void	 xgrow(void *p, size_t *cap, size_t need, size_t sz);
/* The same, with the elements it adds set to zero bytes. */
void	 xgrow_zero(void *p, size_t *cap, size_t need, size_t sz);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
/*
 * Out of memory: says so and aborts.  xoom_hook sets a function run
 * first (NULL: none), which must not allocate much: the site writer
 * removes its build folder with it.  For libxml2's allocator too
 * (html_setup), so that a failed allocation there ends the build
 * rather than leaving it to spin or to write a broken page.
 */
void	 xoom(void);
void	 xoom_hook(void (*)(void));
/* The program xoom names (a static string): verify-report unless set. */
void	 xoom_name(const char *);

struct buf {
	char	*data;	/* NUL-terminated when len > 0 */
	size_t	 len;
	size_t	 cap;
};

void	 buf_add(struct buf *, const char *, size_t);
void	 buf_adds(struct buf *, const char *);
void	 buf_addc(struct buf *, char);
void	 buf_printf(struct buf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	 buf_vprintf(struct buf *, const char *, va_list)
	    __attribute__((format(printf, 2, 0)));
/*
 * Appends at most max code points of s[0..len-1], and "…" when that
 * cuts it: for messages that quote what may be long.
 */
void	 buf_add_start(struct buf *, const char *, size_t len, size_t max);
/*
 * Appends s with every character that could act on a terminal or a CI
 * log written as an escape: C0 and C1 controls (LF as \n, CR as \r, tab
 * as \t, ESC as \x1b), DEL, line and paragraph separators, bidi
 * overrides, and bytes that are not UTF-8 (\xHH).  For diagnostics and
 * findings, so that no name in an input can start a line of its own
 * ("::stop-commands::") or rewrite one.
 */
void	 buf_add_visible(struct buf *, const char *s);
/* Hands the data to the caller (who frees it) and empties the buffer. */
char	*buf_take(struct buf *);
void	 buf_free(struct buf *);

/*
 * A string table maps strings to dense ids 0, 1, 2... in the order of
 * first insertion.  It owns copies of its strings, packed in blocks
 * that never move (a results file may hold a name a run: a malloc a
 * name cost twice the name, issue 25.13); strs[id] stays valid until
 * strtab_free.
 */
struct strtab {
	char	**strs;		/* id -> string */
	size_t	  len;
	size_t	  cap;
	uint32_t *slots;	/* open addressing: id + 1, 0 = empty */
	size_t	  nslots;
	char	**blocks;	/* the strings' storage */
	size_t	  nblocks;
	size_t	  capblocks;
	char	 *next;		/* free bytes of the last block */
	size_t	  left;
};

/*
 * FNV-1a of s[0, n), the hash of every open-addressing table here
 * (strtab, runs_line.c's pool): short keys, and no adversary gains
 * more than a slow lookup.
 */
uint32_t util_hash(const char *s, size_t n);

uint32_t strtab_intern(struct strtab *, const char *, size_t);
/* Returns the id, or -1 when absent. */
long	 strtab_find(const struct strtab *, const char *, size_t);
void	 strtab_free(struct strtab *);
/*
 * Appends " (did you mean 'a' or 'b'?)" with the up to three strings of
 * t closest to s by edit distance (case differences cost nothing more
 * than one edit), or nothing when none is close: within a third of the
 * length, at least 2.  Looks at no more than 100,000 strings.
 */
void	 strtab_did_you_mean(const struct strtab *, const char *s,
	    struct buf *);

/*
 * UTF-8.  utf8_check returns the byte offset of the first invalid
 * sequence, or len when the text is valid.  utf8_decode reads one code
 * point at s (len > 0), stores it in *cp and returns its length; an
 * invalid byte reads as U+FFFD of length 1.
 */
size_t	 utf8_check(const char *, size_t);
size_t	 utf8_decode(const char *, size_t, uint32_t *);
size_t	 utf8_count(const char *, size_t);
/*
 * The columns a code point takes on a terminal or in a fixed-width
 * font: 2 for East Asian Wide and Fullwidth characters (CJK, Hangul,
 * kana, fullwidth forms, most emoji), 0 for combining marks, zero-width
 * characters and variation selectors, 1 otherwise.  Its own table, not
 * wcwidth(3), so that it needs no locale and gives the same answer on
 * every system; utf8_width sums it over a string.
 */
int	 utf8_cp_width(uint32_t);
size_t	 utf8_width(const char *, size_t);

/*
 * The byte at s[i] of a text of len bytes, as the number readers test
 * it: an ASCII digit, letter, word byte (letter, digit, '_'); and
 * whether lit starts at i.  Each is 0 past the end, so a reader may
 * look one byte ahead without a bound of its own.
 */
int	 txt_digit(const char *s, size_t len, size_t i);
int	 txt_alpha(const char *s, size_t len, size_t i);
int	 txt_word(const char *s, size_t len, size_t i);
int	 txt_has(const char *s, size_t len, size_t i, const char *lit);

/*
 * Formats a number in the "C" locale with at most `sig` significant
 * digits (trailing zeros dropped), grouping the integer part by
 * thousands with commas when `group` is set.  Past 10^15 and below
 * 10^-6 it writes printf's %g ("1.5e+16").  A raw value of the data is
 * shown with 15 digits.
 */
void	 fmt_num(struct buf *, double, int sig, int group);
/*
 * A computed value as a computation shows it: six significant digits,
 * or all of the integer part and one decimal from 100,000 up, grouped,
 * a minus as U+2212 ("1,234,567.9", "−0.0344828").  assets/format.js
 * formats the same way: tests/format_cases.tsv holds the cases both run.
 */
void	 fmt_calc(struct buf *, double);
/* Formats with exactly `dec` decimals, grouped by thousands. */
void	 fmt_fixed(struct buf *, double, int dec, int group);

/*
 * The bytes a test case or config id may not hold: spaces, controls
 * and the characters of the address grammar (docs/claims.md), so that
 * every id in a results file can be written in an address.
 */
#define ID_GRAMMAR_CHARS	"/~#*@"
int	 id_byte_ok(unsigned char);

/*
 * Whether text names an id as a word, ignoring case and allowing a dash
 * between its letters and digits: "TC-2" and "tc2" both name tc2.
 */
int	 text_names_id(const char *text, const char *id);

/*
 * JSON for any context, including inside an HTML <script> element:
 * besides quotes, backslashes and control characters, "<", ">", "&",
 * U+2028 and U+2029 are written as \uXXXX escapes.  Non-finite numbers
 * are written as null.
 */
void	 json_str(struct buf *, const char *);

/*
 * Sorts the numbers 0..n-1 by key (each < nkeys), keeping their order:
 * (*order)[(*start)[k] .. (*start)[k + 1]) are those with key k.  Lets
 * a renderer visit each test case's groups or claims without scanning
 * all of them per test case.  The caller frees both arrays.
 */
void	 bucket_sort(const uint32_t *key, size_t n, size_t nkeys,
	    size_t **start, size_t **order);
void	 json_num(struct buf *, double);

#endif
