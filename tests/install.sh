#!/bin/sh
# Tests of make install and uninstall: install into a temporary DESTDIR,
# run the installed tools on the running example from another folder
# (which holds a decoy assets/ that must not be used), check the man
# pages render cleanly and say what --help says, that the claims page
# keeps every section heading of docs/syntax.md, docs/claims.md and (when
# the workspace beside the clone has it) the upstream CLAIMS.md, and
# that uninstall leaves no file behind.
#   sh tests/install.sh TOPDIR
# Prints FAIL lines and "install: N passed, M failed".
layer=install
. "$(dirname "$0")/lib.sh"
top=$(cd "$1" && pwd)
cd "$top" || exit 1

root=$tmp/root
if make -s install DESTDIR="$root" PREFIX=/usr >"$tmp/log" 2>&1; then ok
else no "make install failed"; tail -5 "$tmp/log"; fi
for f in bin/verify-report bin/report-site \
    share/verify-report/templates/report.html \
    share/verify-report/assets/style.css share/verify-report/assets/checker.js \
    share/man/man1/verify-report.1 share/man/man1/report-site.1 \
    share/man/man5/verify-report-claims.5; do
	if [ -f "$root/usr/$f" ]; then ok; else no "install put no usr/$f"; fi
done
if [ -x "$root/usr/bin/verify-report" ] && [ -x "$root/usr/bin/report-site" ]
then ok; else no "installed programs are not executable"; fi

# The installed tools from another folder.  The decoy assets/ and
# templates/ there are a project's own: the installed report-site must
# use its share/verify-report ones.
mkdir -p "$tmp/elsewhere/assets" "$tmp/elsewhere/templates"
echo 'decoy' >"$tmp/elsewhere/assets/decoy.css"
echo 'decoy' >"$tmp/elsewhere/templates/report.html"
(cd "$tmp/elsewhere" && "$root/usr/bin/verify-report" "$top/report.md" \
    "$top/data/results.jsonl") >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q ' 0 wrong, 0 flipped, 0 error;' "$tmp/out"; then ok
else no "installed verify-report: exit $rc"; tail -3 "$tmp/out"; fi
(cd "$tmp/elsewhere" && "$root/usr/bin/report-site" -o site \
    "$top/report.md" "$top/data/results.jsonl") >"$tmp/out" 2>&1
rc=$?
site=$tmp/elsewhere/site
if [ $rc -eq 0 ] && [ -s "$site/index.html" ] && [ -s "$site/analysis.html" ] &&
    cmp -s "$site/assets/style.css" assets/style.css &&
    cmp -s "$site/assets/checker.js" assets/checker.js &&
    [ ! -e "$site/assets/decoy.css" ] && ! grep -q decoy "$site/index.html"
then ok
else no "installed report-site from another folder: exit $rc"
	cat "$tmp/out"; ls "$site" "$site/assets" 2>&1 | head; fi
# The installed site is the one the source tree builds.
./report-site -o "$tmp/site-src" report.md data/results.jsonl >/dev/null 2>&1
if diff -r "$tmp/site-src" "$site" >/dev/null; then ok
else no "installed report-site builds a different site"; fi
# --templates and --assets still override the installed ones.
(cd "$tmp/elsewhere" && "$root/usr/bin/report-site" -o site2 \
    --assets assets "$top/report.md" "$top/data/results.jsonl") >/dev/null 2>&1
if [ -f "$tmp/elsewhere/site2/assets/decoy.css" ]; then ok
else no "--assets does not override the installed assets"; fi

# PREFIX defaults to /usr/local.
if make -s install DESTDIR="$tmp/root2" >/dev/null 2>&1 &&
    [ -x "$tmp/root2/usr/local/bin/verify-report" ] &&
    [ -f "$tmp/root2/usr/local/share/verify-report/assets/style.css" ]; then ok
else no "PREFIX does not default to /usr/local"; fi

# The man pages render without a warning, and every long option of each
# program's --help is in its page.
for page in man/verify-report.1 man/report-site.1 man/verify-report-claims.5; do
	if groff -mdoc -Tutf8 -ww -z "$page" >"$tmp/warn" 2>&1 &&
	    [ ! -s "$tmp/warn" ]; then ok
	else no "$page: groff warnings"; head -3 "$tmp/warn"; fi
done
# mandoc is stricter than groff about macro use; check with it where it
# is installed (Debian's groff is the one make deps installs).
if command -v mandoc >/dev/null 2>&1; then
	for page in man/verify-report.1 man/report-site.1 \
	    man/verify-report-claims.5; do
		if mandoc -T lint -W warning "$page" >"$tmp/warn" 2>&1; then ok
		else no "$page: mandoc warnings"; head -3 "$tmp/warn"; fi
	done
fi
for prog in verify-report report-site; do
	groff -mdoc -Tascii "man/$prog.1" 2>/dev/null | col -b >"$tmp/page"
	for opt in $("./$prog" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
		if grep -qF -- "$opt" "$tmp/page"; then ok
		else no "man/$prog.1 lacks $opt"; fi
	done
done

# The claims page keeps every section heading of the syntax and of the
# implementation's choices, as a subsection of its own.  docs/syntax.md
# is numbered like the upstream contract, whose headings must be there
# too when a checkout beside the workspace has it.
claims=../shared/spec/CLAIMS.md
files="docs/syntax.md docs/claims.md"
if [ -f "$claims" ]; then
	files="$files $claims"
fi
# shellcheck disable=SC2086
grep -hE '^#{2,3} ' $files | sed -E 's/^#+ //' >"$tmp/headings"
while IFS= read -r h; do
	if grep -qxF ".Ss $h" man/verify-report-claims.5; then ok
	else no "man/verify-report-claims.5 lacks the section '$h'"; fi
done <"$tmp/headings"

# uninstall removes every file install put, and the folders it made.
if make -s uninstall DESTDIR="$root" PREFIX=/usr >"$tmp/log" 2>&1; then ok
else no "make uninstall failed"; tail -5 "$tmp/log"; fi
left=$(find "$root" -type f)
if [ -z "$left" ] && [ ! -e "$root/usr/share/verify-report" ]; then ok
else no "uninstall left: $left"; fi

tally
