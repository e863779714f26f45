#!/bin/sh
# Tests of the documentation a clone reads: every link of README.md and
# docs/*.md leads to a file of the repository (never to ../shared or
# another folder outside it), no page names a path outside it, and
# every example of docs/syntax.md holds: its ```jsonl block is the runs,
# and each claim of its ```markdown blocks must be ok against them.
#   sh tests/docs.sh VERIFY-REPORT TOPDIR
# Prints FAIL lines and "docs: N passed, M failed".
layer=docs
. "$(dirname "$0")/lib.sh"
vr=$(abspath "$1")
top=$(cd "$2" && pwd)
cd "$top" || exit 1

# Inline links [text](dest) and reference definitions [id]: dest, outside
# fenced code blocks and code spans.  ev: claims, web addresses, mail
# and in-page anchors are not files.
for page in README.md docs/*.md; do
	dir=$(dirname "$page")
	awk '/^[ \t]*(```|~~~)/ { fence = !fence; next } !fence' "$page" |
	    perl -pe 's/(`+)(?!`).*?(?<!`)\1(?!`)//g' |
	    grep -oE '\]\(<?[^)> ]+|^ {0,3}\[[^]]+\]: *[^ ]+' |
	    sed -E 's/^\]\(<?//; s/^ {0,3}\[[^]]+\]: *//' >"$tmp/links"
	n=0
	while IFS= read -r dest; do
		case $dest in
		ev:* | http://* | https://* | mailto:* | '#'*) continue ;;
		esac
		n=$((n + 1))
		file=${dest%%#*}
		case $file in
		/* | *../shared* | *..* )
			no "$page links '$dest', outside the repository"
			continue ;;
		esac
		if [ -e "$dir/$file" ]; then ok
		else no "$page links '$dest', which does not exist"; fi
	done <"$tmp/links"
	# No page points a reader at the workspace beside the repository.
	if grep -n '\.\./shared' "$page" >"$tmp/shared"; then
		no "$page names ../shared: $(head -1 "$tmp/shared")"
	else ok; fi
done
for page in man/*.[1-9]; do
	if grep -n '\.\./shared' "$page" >"$tmp/shared"; then
		no "$page names ../shared: $(head -1 "$tmp/shared")"
	else ok; fi
done

# --help names only what a user has: the man pages and docs/, never the
# spec CLAIMS.md, which lives beside the repository.  report-site's says
# what -o replaces.
rs=$(dirname "$vr")/report-site
for prog in "$vr" "$rs"; do
	"$prog" --help >"$tmp/help" 2>&1
	if grep -n 'CLAIMS' "$tmp/help" >"$tmp/claims"; then
		no "$(basename "$prog") --help names CLAIMS.md: $(head -1 "$tmp/claims")"
	else ok; fi
	for f in $(grep -oE 'docs/[a-z]+\.md|man [a-z-]+\([0-9]\)' "$tmp/help" |
	    sed -E 's/^man ([a-z-]+)\(([0-9])\)$/man\/\1.\2/'); do
		if [ -e "$f" ]; then ok
		else no "$(basename "$prog") --help names $f, which does not exist"; fi
	done
done
if grep -q 'replaced whole' "$tmp/help" &&
    grep -q '\.report-site' "$tmp/help"; then ok
else no "report-site --help does not say what -o replaces"; fi

# The examples of docs/syntax.md, against the runs it shows.
syntax=docs/syntax.md
awk '/^```jsonl$/ { on = 1; next } /^```$/ { on = 0 } on' "$syntax" \
    >"$tmp/runs.jsonl"
awk '/^```markdown$/ { on = 1; next } /^```$/ { if (on) print ""; on = 0 }
    on' "$syntax" >"$tmp/examples.md"
if [ "$(wc -l <"$tmp/runs.jsonl")" -ge 2 ]; then ok
else no "$syntax has no \`\`\`jsonl block of runs"; fi
"$vr" -v --color=never "$tmp/examples.md" "$tmp/runs.jsonl" \
    >"$tmp/out" 2>"$tmp/err"
rc=$?
claims=$(grep -c ': ok: ' "$tmp/out")
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$claims" -ge 50 ] &&
    ! grep -E ': (near|wrong|flipped|error): ' "$tmp/out" >/dev/null &&
    grep -qE ' 0 near, 0 wrong, 0 flipped, 0 error;' "$tmp/out"; then ok
else
	no "$syntax: an example does not verify (exit $rc, $claims ok)"
	grep -vE ': ok: ' "$tmp/out" | head -10
	head -5 "$tmp/err"
fi

# The direction words of section 3.2 and their connectors: every word
# docs/syntax.md lists is in verify-report-claims(5) too.
python3 - "$syntax" man/verify-report-claims.5 >"$tmp/dirwords" <<'PY'
import re, sys
doc = open(sys.argv[1], encoding='utf-8').read()
sec = doc.split('#### Direction words', 1)[1].split('**The window.**', 1)[0]
words = [w for row in re.findall(r'^\| (?:en|zh|ko|ja) \|.*$', sec, re.M)
         for w in re.findall(r'`([^`]+)`', row)]
win = doc.split('**The window.**', 1)[1].split('Then:', 1)[0]
conn = win.split('connector words', 1)[1].split('never any other', 1)[0]
conn += win.split('never any other', 1)[1].split('So "fell', 1)[0]
words += re.findall(r'`([^`]+)`', conn)
man = open(sys.argv[2], encoding='utf-8').read()
man = re.sub(r'\\\[u([0-9A-F]{4,5})\]', lambda m: chr(int(m.group(1), 16)), man)
print(len(words))
for w in words:
    if w not in man:
        print('MISSING', w)
PY
if [ "$(head -1 "$tmp/dirwords")" -ge 80 ] &&
    ! grep -q MISSING "$tmp/dirwords"; then ok
else no "direction words of $syntax missing from verify-report-claims.5: $(tr '\n' ' ' <"$tmp/dirwords")"; fi

tally
