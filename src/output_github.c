/*
 * The GitHub Actions output: one workflow command line a finding, then
 * the text output's summary line.  docs/output.md.
 */
#include <stdio.h>

#include "output.h"
#include "output_find.h"

/*
 * GitHub Actions workflow commands.  The runner splits a command at its
 * first "::" and its properties at "," and "=", so the escapes are those
 * of the Actions toolkit (escapeData, escapeProperty in
 * @actions/core/src/command.ts): "%", CR and LF everywhere, and ":" and
 * "," inside properties.  The other controls (ESC...) would act on the
 * log's terminal: they are written as \xHH, except in the file's path,
 * which the runner must find (it comes from the command line).
 */
static void
gh_escape(struct buf *b, const char *s, int property, int visible)
{
	for (; *s != '\0'; s++) {
		if (*s == '%')
			buf_adds(b, "%25");
		else if (*s == '\r')
			buf_adds(b, "%0D");
		else if (*s == '\n')
			buf_adds(b, "%0A");
		else if (visible && ((unsigned char)*s < 0x20 || *s == 0x7F))
			buf_printf(b, "\\x%02x", (unsigned char)*s);
		else if (property && *s == ':')
			buf_adds(b, "%3A");
		else if (property && *s == ',')
			buf_adds(b, "%2C");
		else
			buf_addc(b, *s);
	}
}

/*
 * One workflow command: "::level file=PATH,line=L,col=C,title=WORD:
 * TEXT::MESSAGE", the same for a verdict, a unit word and a support
 * finding (one function, so that the three cannot drift apart).
 */
static void
command(FILE *f, const char *level, const char *path, const struct claim *c,
    const char *word, const char *msg)
{
	struct buf line = {0}, title = {0};

	buf_printf(&title, "%s: %s", word, c->text != NULL ? c->text : "");
	buf_printf(&line, "::%s file=", level);
	gh_escape(&line, path, 1, 0);
	/* No place: an annotation of the whole file. */
	if (c->line > 0)
		buf_printf(&line, ",line=%zu,col=%zu", c->line, c->col);
	buf_adds(&line, ",title=");
	gh_escape(&line, title.data, 1, 1);
	buf_adds(&line, "::");
	gh_escape(&line, msg, 0, 1);
	fprintf(f, "%s\n", line.data);
	buf_free(&line);
	buf_free(&title);
}

void
output_github(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct output_counts k;
	struct buf msg = {0};
	size_t i;

	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		int sf = output_flag(c, o);

		if (c->verdict != VERDICT_OK) {
			msg.len = 0;
			output_message(&msg, c);
			command(f, c->verdict != VERDICT_NEAR || o->strict ?
			    "error" : "warning", r->path, c,
			    claim_verdict_name(c->verdict), msg.data);
		}
		if (output_unit_shown(c, o))
			command(f, o->units == OUTPUT_UNITS_FAIL ? "error" :
			    "warning", r->path, c, "unit", c->unit_msg);
		if (sf == OUTPUT_FLAG_NONE)
			continue;
		/* Noise warns (fails with --noise=fail); flat is a notice. */
		msg.len = 0;
		output_support_message(&msg, c, o);
		command(f, sf == OUTPUT_FLAG_FLAT ? "notice" : o->noise ==
		    OUTPUT_NOISE_FAIL ? "error" : "warning", r->path, c,
		    sf == OUTPUT_FLAG_FLAT ? "note" : "noise", msg.data);
	}
	/* --min-coverage: an error on the file, with no line of its own. */
	output_count(r, o, &k);
	if (k.below) {
		struct buf line = {0};

		msg.len = 0;
		output_coverage_message(&msg, &k, o);
		buf_adds(&line, "::error file=");
		gh_escape(&line, r->path, 1, 0);
		buf_adds(&line, ",title=coverage::");
		gh_escape(&line, msg.data, 0, 1);
		fprintf(f, "%s\n", line.data);
		buf_free(&line);
	}
	buf_free(&msg);
	output_text_summary(f, r, o);
}
