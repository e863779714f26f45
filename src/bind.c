/*
 * verify-report --bind: the interactive pass over the numbers --fix
 * leaves unbound (issue 23, docs/bind.md).  Each number is shown in
 * its line with its suggestions (report_suggest's, as --suggest prints
 * them), and the author decides: take one, type an address (checked
 * at once against the runs), mark it a label, skip it, undo the last
 * decision, or quit.
 *
 * On a terminal the keys act at once (termios raw mode, restored on
 * every way out); from a pipe the pass reads one command a line and
 * writes no terminal control codes, so that tests drive it.  Every
 * decision is saved atomically in the decisions file as it is made;
 * REPORT.bound.md is written atomically when the pass ends, by the
 * last number, q, end of input or a terminating signal.
 */
#include <sys/select.h>

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "bind.h"
#include "site.h"
#include "util.h"

enum bind_kind {
	BIND_NONE,
	BIND_TAKE,	/* a suggestion taken */
	BIND_TYPED,	/* an address typed and checked */
	BIND_LABEL,	/* [n](ev:label) */
	BIND_SKIP	/* not now: asked again once all else is decided */
};

static const char *const kind_word[] = {
	"", "take", "typed", "label", "skip"
};

struct decision {
	enum bind_kind	 kind;
	char		*addr;		/* TAKE and TYPED */
};

struct bind {
	const struct report	*r;
	const struct runset	*rs;
	const struct bind_opts	*o;
	struct decision		*dec;	/* [unbound] */
	size_t			*log;	/* unbound indexes, in the order */
	size_t			 nlog;	/* decided (undo pops the last) */
	size_t			 caplog;
	unsigned char		*walk;	/* [unbound]: the pass asks it */
	size_t			 nwalk;
	int			 tty;	/* commands come from a terminal */
	int			 marks;	/* the output is one: reverse video */
	int			 raw;	/* the terminal is in raw mode */
	struct termios		 saved;	/* its modes before the pass, */
					/* read once: what every way out */
					/* restores, whatever a shell did */
					/* to them meanwhile (^Z, fg) */
	sigset_t		 waitmask; /* the mask while waiting */
	char			 ibuf[4096];
	size_t			 ilen;
	size_t			 ipos;
	FILE			*f;
};

/*
 * The signal that ends the pass, and a stop (^Z) to take on a
 * terminal.  A handler can only set a flag; the signals are blocked
 * but while the pass waits for input (pselect), so none is lost
 * between a look at the flag and the wait.
 */
static volatile sig_atomic_t got_signal;
static volatile sig_atomic_t got_stop;

static void
on_signal(int s)
{
	if (s == SIGTSTP)
		got_stop = 1;
	else
		got_signal = s;
}

static const int ending[] = { SIGINT, SIGTERM, SIGHUP };

char *
bind_decisions_path(const char *out)
{
	struct buf b = {0};
	const char *slash = strrchr(out, '/');

	if (slash == NULL)
		buf_printf(&b, ".%s.decisions", out);
	else
		buf_printf(&b, "%.*s.%s.decisions", (int)(slash - out + 1),
		    out, slash + 1);
	return buf_take(&b);
}

/* Whether --fix binds unbound number i by itself (the pass skips it). */
static int
fix_binds(const struct unbound *u)
{
	return report_usg(u)->nsuggest > 0 && report_usg(u)->unique;
}

/* Raw mode: each key acts at once, unechoed; ^C still signals. */
static void
tty_raw(struct bind *b)
{
	struct termios t;

	if (!b->tty || b->raw)
		return;
	t = b->saved;
	t.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	if (tcsetattr(b->o->in, TCSANOW, &t) == 0)
		b->raw = 1;
}

static void
tty_restore(struct bind *b)
{
	if (b->raw && tcsetattr(b->o->in, TCSANOW, &b->saved) == 0)
		b->raw = 0;
}

/*
 * ^Z on a terminal: the terminal as it was, stopped as a job is, and
 * raw mode again when continued, if it was raw (not while an address
 * is being typed).
 */
static void
take_stop(struct bind *b)
{
	sigset_t one;
	int was_raw = b->raw;

	got_stop = 0;
	/*
	 * Under a wrapper (sh -c) the shell may have seen the wrapper stop
	 * and taken the terminal back (with its own modes) before we get
	 * here: a change from the background would stop us with SIGTTOU,
	 * and the SIGCONT of fg would then only finish that stop.
	 */
	if (tcgetpgrp(b->o->in) == getpgrp())
		tty_restore(b);
	else
		b->raw = 0;
	fflush(b->f);
	signal(SIGTSTP, SIG_DFL);
	sigemptyset(&one);
	sigaddset(&one, SIGTSTP);
	raise(SIGTSTP);
	sigprocmask(SIG_UNBLOCK, &one, NULL);	/* stops here */
	sigprocmask(SIG_BLOCK, &one, NULL);
	signal(SIGTSTP, on_signal);
	if (was_raw)
		tty_raw(b);
}

/*
 * The next byte of input: 1, 0 at the end of input (or a read error),
 * -1 when a terminating signal came.  prompt is shown again after a
 * stop.
 */
static int
next_byte(struct bind *b, char *c, const char *prompt)
{
	fd_set fds;
	ssize_t n;

	while (b->ipos == b->ilen) {
		if (got_signal)
			return -1;
		if (got_stop) {
			take_stop(b);
			fprintf(b->f, "\n%s", prompt);
			fflush(b->f);
			continue;
		}
		FD_ZERO(&fds);
		FD_SET(b->o->in, &fds);
		if (pselect(b->o->in + 1, &fds, NULL, NULL, NULL,
		    &b->waitmask) == -1) {
			if (errno == EINTR)
				continue;
			return 0;
		}
		n = read(b->o->in, b->ibuf, sizeof(b->ibuf));
		if (n == -1 && errno == EINTR)
			continue;
		if (n <= 0)
			return 0;
		b->ilen = (size_t)n;
		b->ipos = 0;
	}
	*c = b->ibuf[b->ipos++];
	return 1;
}

/*
 * A line of input without its newline (a terminal in its own line
 * mode, so that the author can edit it): 1, 0 at the end of input with
 * nothing read, -1 on a signal.
 */
static int
read_line(struct bind *b, struct buf *line, const char *prompt)
{
	int was_raw = b->raw, rc;
	char c;

	line->len = 0;
	tty_restore(b);
	while ((rc = next_byte(b, &c, prompt)) == 1 && c != '\n')
		buf_addc(line, c);
	if (was_raw)
		tty_raw(b);
	if (rc == 0 && line->len > 0)
		rc = 1;
	buf_addc(line, '\0');
	line->len--;
	while (line->len > 0 && (line->data[line->len - 1] == '\r' ||
	    line->data[line->len - 1] == ' ' ||
	    line->data[line->len - 1] == '\t'))
		line->data[--line->len] = '\0';
	return rc;
}

/* The source line of unbound number u, the number marked. */
static void
show_line(struct bind *b, const struct unbound *u)
{
	const struct report *r = b->r;
	size_t off = report_ubyte(u) - r->bom, n = strlen(u->text);
	size_t ls = r->lines[u->line - 1], le = off + n, from, to;
	struct buf v = {0};
	char *s;

	while (le < r->len && r->src[le] != '\n' && r->src[le] != '\r')
		le++;
	/* A long line (a table row of a hundred cells): 80 bytes a side. */
	from = off - ls > 80 ? off - 80 : ls;
	to = le - (off + n) > 80 ? off + n + 80 : le;
	while (from > ls && (r->src[from] & 0xC0) == 0x80)
		from--;
	while (to < le && (r->src[to] & 0xC0) == 0x80)
		to++;
	fputs("  ", b->f);
	if (from > ls)
		fputs("\xE2\x80\xA6", b->f);
	s = xstrndup(r->src + from, off - from);
	buf_add_visible(&v, s);
	free(s);
	fputs(v.data != NULL ? v.data : "", b->f);
	v.len = 0;
	buf_add_visible(&v, u->text);
	fprintf(b->f, b->marks ? "\033[7m%s\033[0m" : ">>%s<<", v.data);
	v.len = 0;
	s = xstrndup(r->src + off + n, to - off - n);
	buf_add_visible(&v, s);
	free(s);
	fputs(v.data != NULL ? v.data : "", b->f);
	if (to < le)
		fputs("\xE2\x80\xA6", b->f);
	fputc('\n', b->f);
	buf_free(&v);
}

static size_t
ndecided(const struct bind *b)
{
	size_t i, k = 0;

	for (i = 0; i < b->r->nunbound; i++)
		k += b->walk[i] && b->dec[i].kind != BIND_NONE;
	return k;
}

#define PROMPT \
    "1-3 take, a address, l label, s skip, u undo, q quit (? help) > "

/* Shows number i: where, its line, its suggestions, and the keys. */
static void
show(struct bind *b, size_t i)
{
	const struct unbound *u = &b->r->unbound[i];
	struct buf path = {0}, m = {0};
	int k;

	buf_add_visible(&path, b->r->path);
	fprintf(b->f, "\n%s:%zu:%zu: unbound %zu of %zu\n", path.data,
	    (size_t)u->line, (size_t)u->col, ndecided(b) + 1, b->nwalk);
	show_line(b, u);
	for (k = 0; k < report_usg(u)->nsuggest; k++) {
		m.len = 0;
		report_claim_markdown(&m, u->text, report_usg(u)->suggest[k]);
		path.len = 0;
		buf_add_visible(&path, m.data);
		fprintf(b->f, "  %d  %s", k + 1, path.data);
		if (report_usg(u)->why[k] != NULL) {
			path.len = 0;
			buf_add_visible(&path, report_usg(u)->why[k]);
			fprintf(b->f, "  (%s)", path.data);
		}
		fputc('\n', b->f);
	}
	if (report_usg(u)->nsuggest == 0)
		fputs("  no suggestion\n", b->f);
	buf_free(&path);
	buf_free(&m);
}

/*
 * The report with every decision written in, and what --fix binds by
 * itself where no decision was made.  Counts go to n[kind] (n[NONE]:
 * bound as --fix does) when n is not NULL.  Caller frees.
 */
static char *
bind_text(const struct bind *b, size_t n[5])
{
	const struct report *r = b->r;
	struct buf t = {0};
	size_t at = 0, i;

	if (n != NULL)
		memset(n, 0, 5 * sizeof(n[0]));
	if (r->bom > 0)
		buf_adds(&t, "\xEF\xBB\xBF");
	for (i = 0; i < r->nunbound; i++) {
		const struct unbound *u = &r->unbound[i];
		const struct decision *d = &b->dec[i];
		size_t off = report_ubyte(u) - r->bom;
		const char *addr;

		if (!report_can_bind(r, u) || off < at)
			continue;
		if (d->kind == BIND_TAKE || d->kind == BIND_TYPED)
			addr = d->addr;
		else if (d->kind == BIND_LABEL)
			addr = "label";
		else if (d->kind == BIND_NONE && fix_binds(u))
			addr = report_usg(u)->suggest[0];
		else {
			if (n != NULL && d->kind == BIND_SKIP)
				n[BIND_SKIP]++;
			continue;
		}
		if (n != NULL)
			n[d->kind]++;
		buf_add(&t, r->src + at, off - at);
		report_claim_markdown(&t, u->text, addr);
		at = off + strlen(u->text);
	}
	buf_add(&t, r->src + at, r->len - at);
	return buf_take(&t);
}

/*
 * Writes the decisions file (atomically, with the report's mode).
 * Returns zero with the reason in d.
 */
static int
save(const struct bind *b, struct diag *d)
{
	struct buf t = {0};
	size_t k;
	int ok;

	buf_adds(&t, "# verify-report --bind: the decisions on ");
	buf_add_visible(&t, b->r->path);
	buf_adds(&t, ", in the order made.\n# LINE:COL<tab>NUMBER<tab>"
	    "take ADDRESS | typed ADDRESS | label | skip\n");
	for (k = 0; k < b->nlog; k++) {
		const struct unbound *u = &b->r->unbound[b->log[k]];
		const struct decision *x = &b->dec[b->log[k]];

		buf_printf(&t, "%zu:%zu\t%s\t%s", (size_t)u->line,
		    (size_t)u->col, u->text,
		    kind_word[x->kind]);
		if (x->addr != NULL)
			buf_printf(&t, " %s", x->addr);
		buf_addc(&t, '\n');
	}
	ok = site_write_file(b->o->decisions, t.data, t.len, b->o->mode, d);
	buf_free(&t);
	return ok;
}

/* Saves the decisions, saying at once what went wrong. */
static void
save_now(struct bind *b)
{
	struct diag d = {0};

	if (!save(b, &d)) {
		fflush(b->f);
		diag_print(&d, stderr);
		fputs("verify-report: --bind: the decisions are kept in "
		    "memory and saved again at the next one and at the "
		    "end\n", stderr);
	}
	diag_free(&d);
}

static void
decide(struct bind *b, size_t i, enum bind_kind kind, const char *addr)
{
	free(b->dec[i].addr);
	b->dec[i].kind = kind;
	b->dec[i].addr = addr != NULL ? xstrdup(addr) : NULL;
	xgrow(&b->log, &b->caplog, b->nlog + 1, sizeof(b->log[0]));
	b->log[b->nlog++] = i;
}

/* Takes number i out of the order of decisions; zero: it was not in. */
static int
unlog(struct bind *b, size_t i)
{
	size_t k;

	for (k = 0; k < b->nlog; k++)
		if (b->log[k] == i) {
			memmove(b->log + k, b->log + k + 1,
			    (b->nlog - k - 1) * sizeof(b->log[0]));
			b->nlog--;
			return 1;
		}
	return 0;
}

/*
 * Reads the decisions file of an earlier pass, if there is one: each
 * decision goes back to the number at its LINE:COL that is written
 * the same; one that finds none (the report was edited there) is
 * dropped with a warning.  Returns how many were taken back.
 */
static size_t
load(struct bind *b)
{
	const struct report *r = b->r;
	FILE *fp = fopen(b->o->decisions, "r");
	struct buf line = {0}, v = {0};
	size_t lineno = 0, taken = 0, i, ln, col;
	int c;

	if (fp == NULL)
		return 0;
	for (;;) {
		char *text, *what, *tab, *addr = NULL;
		enum bind_kind kind = BIND_NONE;
		int end;

		line.len = 0;
		while ((c = getc(fp)) != EOF && c != '\n')
			buf_addc(&line, (char)c);
		end = c == EOF;
		if (end && line.len == 0)
			break;
		buf_addc(&line, '\0');
		lineno++;
		if (line.data[0] == '#' || line.data[0] == '\0')
			continue;
		if (sscanf(line.data, "%zu:%zu", &ln, &col) != 2 ||
		    (text = strchr(line.data, '\t')) == NULL ||
		    (tab = strchr(++text, '\t')) == NULL)
			goto bad;
		*tab = '\0';
		what = tab + 1;
		if (strncmp(what, "take ", 5) == 0)
			kind = BIND_TAKE, addr = what + 5;
		else if (strncmp(what, "typed ", 6) == 0)
			kind = BIND_TYPED, addr = what + 6;
		else if (strcmp(what, "label") == 0)
			kind = BIND_LABEL;
		else if (strcmp(what, "skip") == 0)
			kind = BIND_SKIP;
		else
			goto bad;
		for (i = 0; i < r->nunbound; i++)
			if (r->unbound[i].line == ln && r->unbound[i].col ==
			    col && strcmp(r->unbound[i].text, text) == 0 &&
			    report_can_bind(r, &r->unbound[i]))
				break;
		if (i == r->nunbound || (addr != NULL && *addr == '\0')) {
			v.len = 0;
			buf_add_visible(&v, text);
			fprintf(stderr, "%s:%zu: warning: no unbound number %s "
			    "at %zu:%zu any more: this decision is dropped\n",
			    b->o->decisions, lineno, v.data, ln, col);
			continue;
		}
		/* Decided twice: the later decision stands. */
		if (b->dec[i].kind != BIND_NONE && unlog(b, i))
			taken--;
		decide(b, i, kind, addr);
		taken++;
		continue;
bad:
		fprintf(stderr, "%s:%zu: warning: not a decision (LINE:COL, "
		    "the number, and take ADDRESS, typed ADDRESS, label or "
		    "skip, tab-separated): ignored\n", b->o->decisions,
		    lineno);
		if (end)
			break;
	}
	fclose(fp);
	buf_free(&line);
	buf_free(&v);
	return taken;
}

/*
 * The verdict of unbound number i written as [text](ev:addr), as
 * verify-report will give it on the output: the report is parsed again
 * with that one link in it and the claim there evaluated.  Says the
 * verdict, or why there is none, in msg; returns the verdict, or -1
 * when the address does not make a claim there.
 */
static int
check(struct bind *b, size_t i, const char *addr, struct buf *msg)
{
	const struct report *r = b->r;
	const struct unbound *u = &r->unbound[i];
	size_t off = report_ubyte(u) - r->bom, n = strlen(u->text), k;
	struct buf t = {0}, link = {0};
	struct report tr;
	struct diag d = {0};
	struct claim *c = NULL;
	int v = -1;

	memset(&tr, 0, sizeof(tr));
	report_claim_markdown(&link, u->text, addr);
	buf_add(&t, r->src, off);
	buf_add(&t, link.data, link.len);
	buf_add(&t, r->src + off + n, r->len - off - n);
	if (!report_parse(&tr, r->path, t.data, t.len, &d) || d.nerrors > 0) {
		for (k = 0; k < d.len && d.msgs[k].level != DIAG_ERROR; k++)
			;
		buf_adds(msg, "error: ");
		buf_add_visible(msg, k < d.len ? d.msgs[k].msg :
		    "the report does not parse with it");
		goto out;
	}
	for (k = 0; k < tr.nclaims; k++)
		if (tr.claims[k].byte >= off && tr.claims[k].byte <
		    off + link.len) {
			c = &tr.claims[k];
			break;
		}
	if (c == NULL) {
		buf_adds(msg, "error: that makes no claim here");
		goto out;
	}
	claim_eval_all(c, 1, b->rs, NULL);
	v = (int)c->verdict;
	buf_printf(msg, "%s: ", claim_verdict_name(c->verdict));
	if (c->verdict == VERDICT_ERROR) {
		buf_add_visible(msg, c->error != NULL ? c->error :
		    "cannot evaluate");
		v = -1;
		goto out;
	}
	buf_adds(msg, "wrote ");
	buf_add_visible(msg, c->text);
	buf_adds(msg, ", data gives ");
	claim_format_value(msg, c, c->v);
	if (c->calc != NULL) {
		buf_adds(msg, " (");
		buf_add_visible(msg, c->calc);
		buf_adds(msg, ")");
	}
out:
	report_free(&tr);
	diag_free(&d);
	buf_free(&t);
	buf_free(&link);
	return v;
}

/*
 * Asks for an address for number i until one evaluates (first, when
 * not NULL, is the first try: "a ADDR" on one line).  Returns 1 when
 * one was taken, 0 when the author gave up (an empty line, the end of
 * input), -1 on a signal.
 */
static int
ask_address(struct bind *b, size_t i, const char *first)
{
	const char *prompt = "address (empty line: back): ";
	struct buf line = {0}, msg = {0};
	const char *a;
	int rc = 0, v;

	for (;;) {
		if (first != NULL) {
			buf_adds(&line, first);
			buf_addc(&line, '\0');
			line.len--;
			first = NULL;
		} else {
			fputs(prompt, b->f);
			fflush(b->f);
			if ((rc = read_line(b, &line, prompt)) != 1)
				goto out;
			if (!b->tty) {
				msg.len = 0;
				buf_add_visible(&msg, line.data);
				fprintf(b->f, "%s\n", msg.data);
			}
		}
		a = line.data;
		while (*a == ' ' || *a == '\t')
			a++;
		if (strncmp(a, "ev:", 3) == 0)
			a += 3;
		if (*a == '\0') {
			rc = 0;
			goto out;
		}
		msg.len = 0;
		if (strpbrk(a, "\t<>") != NULL)
			buf_adds(&msg, "error: an address holds no tab, '<' "
			    "or '>'");
		v = strpbrk(a, "\t<>") != NULL ? -1 : check(b, i, a, &msg);
		fprintf(b->f, "  %s\n", msg.data);
		if (v >= 0) {
			decide(b, i, BIND_TYPED, a);
			rc = 1;
			goto out;
		}
		line.len = 0;
	}
out:
	buf_free(&line);
	buf_free(&msg);
	return rc;
}

/* The first number the pass asks about, in document order; SIZE_MAX. */
static size_t
first_open(const struct bind *b)
{
	size_t i;

	for (i = 0; i < b->r->nunbound; i++)
		if (b->walk[i] && b->dec[i].kind == BIND_NONE)
			return i;
	return (size_t)-1;
}

/*
 * Reads one command: a key on a terminal, a line from a pipe.  Returns
 * its letter in *cmd and, for "a ADDRESS" on a line, the address in
 * arg; 1, 0 at the end of input, -1 on a signal.
 */
static int
command(struct bind *b, char *cmd, struct buf *arg)
{
	const char *prompt = PROMPT;
	struct buf line = {0}, v = {0};
	int rc;
	char c;

	arg->len = 0;
	fputs(prompt, b->f);
	fflush(b->f);
	if (b->tty) {
		do {
			rc = next_byte(b, &c, prompt);
		} while (rc == 1 && (c == '\n' || c == '\r' || c == ' '));
		if (rc == 1) {
			/* An escape sequence (an arrow key) is one key. */
			if (c == '\033')
				b->ipos = b->ilen;
			*cmd = c == 4 ? 'q' : c;	/* ^D */
			fprintf(b->f, "%c\n", c >= ' ' && c < 127 ? c : '?');
		}
		return rc;
	}
	if ((rc = read_line(b, &line, prompt)) == 1) {
		const char *s = line.data;

		while (*s == ' ' || *s == '\t')
			s++;
		buf_add_visible(&v, s);
		fprintf(b->f, "%s\n", v.data != NULL ? v.data : "");
		*cmd = *s == '\0' ? '\n' : s[1] == '\0' || s[1] == ' ' ||
		    s[1] == '\t' ? *s : '!';
		if (*s != '\0' && s[1] != '\0') {
			s++;
			while (*s == ' ' || *s == '\t')
				s++;
			buf_adds(arg, s);
		}
	}
	buf_free(&line);
	buf_free(&v);
	return rc;
}

static void
help(struct bind *b)
{
	fputs("  1, 2, 3  bind the number to that suggestion\n"
	    "  a        type an address (checked against the runs at once);\n"
	    "           from a pipe: a ADDRESS on one line, or a alone\n"
	    "  l        mark it a label: [n](ev:label)\n"
	    "  s        skip it for now (asked again once the rest is "
	    "decided)\n"
	    "  u        undo the last decision\n"
	    "  q        quit: write the bound copy and keep the decisions\n",
	    b->f);
}

/* The pass itself; returns -1 when a signal ended it, else 0. */
static int
walk(struct bind *b)
{
	struct buf arg = {0}, v = {0};
	size_t i = first_open(b), k;
	int rc = 0, got;
	char cmd = 0;

	while (i != (size_t)-1) {
		const struct unbound *u = &b->r->unbound[i];

		show(b, i);
		if ((got = command(b, &cmd, &arg)) <= 0) {
			rc = got < 0 ? -1 : 0;
			break;
		}
		switch (cmd) {
		case '1':
		case '2':
		case '3':
			if (cmd - '0' > report_usg(u)->nsuggest) {
				fprintf(b->f, "  there is no suggestion %c\n",
				    cmd);
				continue;
			}
			decide(b, i, BIND_TAKE,
			    report_usg(u)->suggest[cmd - '1']);
			v.len = 0;
			report_claim_markdown(&v, u->text,
			    report_usg(u)->suggest[cmd - '1']);
			arg.len = 0;
			buf_add_visible(&arg, v.data);
			fprintf(b->f, "  bound: %s\n", arg.data);
			break;
		case 'a':
			got = ask_address(b, i, arg.len > 0 ? arg.data : NULL);
			if (got < 0) {
				rc = -1;
				goto out;
			}
			if (got == 0)
				continue;
			break;
		case 'l':
			decide(b, i, BIND_LABEL, NULL);
			v.len = 0;
			buf_add_visible(&v, u->text);
			fprintf(b->f, "  label: [%s](ev:label)\n", v.data);
			break;
		case 's':
			decide(b, i, BIND_SKIP, NULL);
			fputs("  skipped\n", b->f);
			break;
		case 'u':
			if (b->nlog == 0) {
				fputs("  nothing to undo\n", b->f);
				continue;
			}
			k = b->log[--b->nlog];
			v.len = 0;
			buf_add_visible(&v, b->r->unbound[k].text);
			fprintf(b->f, "  undone: %s at %zu:%zu (%s)\n", v.data,
			    (size_t)b->r->unbound[k].line,
			    (size_t)b->r->unbound[k].col,
			    kind_word[b->dec[k].kind]);
			free(b->dec[k].addr);
			b->dec[k].addr = NULL;
			b->dec[k].kind = BIND_NONE;
			save_now(b);
			i = k;
			continue;
		case 'q':
			goto out;
		case '?':
		case 'h':
			help(b);
			continue;
		case '\n':
			continue;
		default:
			fputs("  not a command: ? lists them\n", b->f);
			continue;
		}
		save_now(b);
		i = first_open(b);
	}
	if (i == (size_t)-1 && rc == 0)
		fputs("\nevery number is decided\n", b->f);
out:
	buf_free(&arg);
	buf_free(&v);
	return rc;
}

/*
 * Writes REPORT.bound.md (unless it was edited since it was written:
 * site_guard_replace), its record, and the decisions.  Returns zero
 * with the reason in d.
 */
static int
finish(struct bind *b, struct diag *d)
{
	size_t n[5], left = 0, i;
	struct buf path = {0};
	char *text = bind_text(b, n), *rec = NULL, *rpath = NULL;
	int ok = 0;

	if (!save(b, d) ||
	    !site_guard_replace("--bind", b->o->out, b->o->force, d) ||
	    !site_write_file(b->o->out, text, strlen(text), b->o->mode, d))
		goto out;
	rec = site_guard_record(text, strlen(text));
	rpath = site_guard_record_path(b->o->out);
	if (!site_write_file(rpath, rec, strlen(rec), b->o->mode, d)) {
		/* The copy is complete; only the guard will not know it. */
		diag(d, DIAG_ERROR, b->o->out, 0, 0, "--bind: written, but "
		    "not its record %s: the next --fix or --bind will ask for "
		    "--force to replace it", rpath);
		goto out;
	}
	for (i = 0; i < b->r->nunbound; i++)
		left++;
	left -= n[BIND_NONE] + n[BIND_TAKE] + n[BIND_TYPED] + n[BIND_LABEL];
	buf_add_visible(&path, b->o->out);
	fprintf(stderr, "verify-report: wrote %s: bound %zu numbers (%zu as "
	    "--fix does, %zu suggestions taken, %zu addresses typed), %zu "
	    "labels, %zu skipped; left %zu unbound\n", path.data,
	    n[BIND_NONE] + n[BIND_TAKE] + n[BIND_TYPED], n[BIND_NONE],
	    n[BIND_TAKE], n[BIND_TYPED], n[BIND_LABEL], n[BIND_SKIP], left);
	path.len = 0;
	buf_add_visible(&path, b->o->decisions);
	fprintf(stderr, "verify-report: the decisions are in %s: --bind "
	    "again goes on from them\n", path.data);
	ok = 1;
out:
	buf_free(&path);
	free(text);
	free(rec);
	free(rpath);
	return ok;
}

int
bind_run(const struct report *r, const struct runset *rs,
    const struct bind_opts *o, struct diag *d, int *signo)
{
	struct bind b;
	struct sigaction sa, old[3], oldstop;
	sigset_t block, oldmask;
	size_t i, taken, nskip = 0, nfix = 0;
	int rc = 2, ended;

	*signo = 0;
	memset(&b, 0, sizeof(b));
	b.r = r;
	b.rs = rs;
	b.o = o;
	b.f = o->talk;
	b.tty = isatty(o->in) && tcgetattr(o->in, &b.saved) == 0;
	b.marks = b.tty && isatty(fileno(o->talk));
	b.dec = xcalloc(r->nunbound + 1, sizeof(b.dec[0]));
	b.walk = xcalloc(r->nunbound + 1, 1);
	for (i = 0; i < r->nunbound; i++)
		if (report_can_bind(r, &r->unbound[i]) &&
		    !fix_binds(&r->unbound[i])) {
			b.walk[i] = 1;
			b.nwalk++;
		} else if (report_can_bind(r, &r->unbound[i]))
			nfix++;
	taken = load(&b);
	/*
	 * Everything decided, some skipped: this pass asks the skipped
	 * ones again.
	 */
	if (first_open(&b) == (size_t)-1)
		for (i = 0; i < r->nunbound; i++)
			if (b.walk[i] && b.dec[i].kind == BIND_SKIP) {
				unlog(&b, i);
				b.dec[i].kind = BIND_NONE;
				nskip++;
			}
	/* Nothing is asked before the decisions can be kept. */
	if (!save(&b, d))
		goto out;
	fprintf(b.f, "%zu numbers to decide (of %zu unbound; --fix binds %zu "
	    "by itself)\n", b.nwalk - ndecided(&b), r->nunbound, nfix);
	if (taken > 0)
		fprintf(b.f, "went on from %zu decisions of an earlier pass\n",
		    taken);
	if (nskip > 0)
		fprintf(b.f, "every other number is decided: the %zu skipped "
		    "are asked again\n", nskip);

	/* Signals: blocked but while waiting for input (next_byte). */
	got_signal = got_stop = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigemptyset(&block);
	for (i = 0; i < 3; i++) {
		sigaction(ending[i], &sa, &old[i]);
		sigaddset(&block, ending[i]);
	}
	if (b.tty) {
		sigaction(SIGTSTP, &sa, &oldstop);
		sigaddset(&block, SIGTSTP);
	}
	sigprocmask(SIG_BLOCK, &block, &oldmask);
	b.waitmask = oldmask;
	for (i = 0; i < 3; i++)
		sigdelset(&b.waitmask, ending[i]);
	sigdelset(&b.waitmask, SIGTSTP);
	tty_raw(&b);

	ended = walk(&b);

	tty_restore(&b);
	fflush(b.f);
	if (ended < 0) {
		fprintf(b.f, "\ninterrupted: writing what was decided\n");
		fflush(b.f);
	}
	rc = finish(&b, d) ? 0 : 2;
	*signo = got_signal;
	for (i = 0; i < 3; i++)
		sigaction(ending[i], &old[i], NULL);
	if (b.tty)
		sigaction(SIGTSTP, &oldstop, NULL);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
out:
	for (i = 0; i < r->nunbound; i++)
		free(b.dec[i].addr);
	free(b.dec);
	free(b.walk);
	free(b.log);
	return rc;
}
