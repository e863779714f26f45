#!/bin/sh
# verify-report --bind driven from a pipe (docs/bind.md): every key
# (take, type a good and a bad address, label, skip, undo, quit), the
# end of input, SIGINT, a second pass going on from the first, the
# guards --fix has (an input is never the output, a copy edited since
# is kept unless --force, the report's mode), and write failures (an
# unwritable folder, a full disk at every write) that must leave the
# files there before intact.
#   sh tests/bind.sh VERIFY-REPORT SHIM TOPDIR
# Prints FAIL lines and "bind: N passed, M failed".
layer=bind
. "$(dirname "$0")/lib.sh"
vr=$(abspath "$1")
shim=$(abspath "$2")
top=$(cd "$3" && pwd)
cd "$tmp" || exit 1

# The fixture: eight numbers for the pass, two that --fix binds itself
# (a section that names tc1).  In document order: 16 (no suggestion),
# 3 (three), 125 (two), 150, 10, 25%, 12.5, 10.  The one run of tc3 keeps
# "3 runs per config" from being a count every group shares, which --fix
# would bind as the report's first count of runs (docs/claims.md).
fresh() {
	rm -rf w
	mkdir w
	cp "$top/tests/bind/report.md" "$top/tests/bind/runs.jsonl" w/
}
# pass COMMANDS...: one --bind pass in w/, a command a line.
pass() {
	printf '%s\n' "$@" | (cd w && "$vr" --bind report.md runs.jsonl \
	    >../out 2>../err)
	rc=$?
}
has() { grep -qF -- "$2" "$1"; }
dec() { grep -v '^#' w/.report.bound.md.decisions; }

# Take: 1-3 bind that suggestion; one past the last is refused.
fresh
pass l 2 3 q
if [ $rc -eq 0 ] && has w/report.bound.md '[3](ev:tc1/on/@n)' &&
    has out 'there is no suggestion 3' &&
    [ "$(dec)" = "$(printf '3:8\t16\tlabel\n3:23\t3\ttake tc1/on/@n')" ]
then ok; else no "take: exit $rc"; cat err; fi
# The report itself is never written; --fix's own bindings are in.
if cmp -s w/report.md "$top/tests/bind/report.md" &&
    has w/report.bound.md '[25%](ev:tc1/on~off/steal)' &&
    has w/report.bound.md '[150](ev:tc1/on/scan) pages'
then ok; else no "take: the report changed or --fix's bindings are missing"; fi

# Label: [n](ev:label).
if has w/report.bound.md 'We saw [16](ev:label) stalls' &&
    has out 'label: [16](ev:label)'
then ok; else no "label"; fi

# Type: a bad address gets its message and the prompt again; a good one
# its verdict, and it is bound.  "a ADDRESS" on one line, or "a" alone.
fresh
pass s s 'a tc1/on/nosuch' 'tc2/on/scan' q
if has out "error: unknown metric 'nosuch'" &&
    has out 'address (empty line: back): tc2/on/scan' &&
    has out 'ok: wrote 125, data gives 125 (tc2 on scan: median 125)' &&
    has w/report.bound.md 'gave [125](ev:tc2/on/scan) and' &&
    dec | grep -qF "$(printf '5:20\t125\ttyped tc2/on/scan')"
then ok; else no "type: exit $rc"; tail -5 out; fi
# A bad address, then an empty line: back to the keys, nothing bound.
fresh
pass s s a 'tc1/x~y/scan' '' s q
if has out "error: " && ! grep -q '125\](ev' w/report.bound.md &&
    [ "$(dec | wc -l)" -eq 3 ]
then ok; else no "type, then back: $(dec | tr '\n' ' ')"; fi
# An address that evaluates but disagrees is bound, its verdict said.
fresh
pass s s 'a ev:tc1/off/scan' q
if has out 'wrong: wrote 125, data gives 200' &&
    has w/report.bound.md '[125](ev:tc1/off/scan)'
then ok; else no "type a wrong one"; tail -3 out; fi

# Skip: nothing written there, asked again only once the rest is decided.
fresh
pass s l q
if [ "$(dec)" = "$(printf '3:8\t16\tskip\n3:23\t3\tlabel')" ] &&
    has w/report.bound.md 'We saw 16 stalls with [3](ev:label)'
then ok; else no "skip"; fi

# Undo: the last decision goes, that number is asked again; an undo
# reaches back into an earlier pass's decisions too.
fresh
pass l 1 u u l 2 q
if [ "$(dec)" = "$(printf '3:8\t16\tlabel\n3:23\t3\ttake tc1/on/@n')" ] &&
    has out 'undone: 3 at 3:23 (take)' && has out 'undone: 16 at 3:8 (label)'
then ok; else no "undo: $(dec | tr '\n' ' ')"; fi
pass u q
if [ "$(dec)" = "$(printf '3:8\t16\tlabel')" ] &&
    ! has w/report.bound.md '[3](ev' && has out 'undone: 3 at 3:23'
then ok; else no "undo across passes: $(dec | tr '\n' ' ')"; fi
pass u u q
if has out 'nothing to undo' && [ -z "$(dec)" ]; then ok
else no "undo with nothing decided"; fi

# Quit and the end of input: the same, what was decided is written.
fresh
pass l
if [ $rc -eq 0 ] && has w/report.bound.md '[16](ev:label)' &&
    has err 'wrote report.bound.md: bound 2 numbers (2 as --fix does, 0'
then ok; else no "end of input: exit $rc"; cat err; fi

# Resume: a second pass starts at the first number not decided; once
# all are, the skipped ones come back.
fresh
pass l 1 q
pass q
if has out 'went on from 2 decisions' &&
    [ "$(grep -m1 'unbound [0-9]* of' out)" = \
    "report.md:5:20: unbound 3 of 8" ]
then ok; else no "resume: $(grep -m1 'unbound [0-9]* of' out)"; fi
pass 1 s s s s s
pass q
if has out 'the 5 skipped are asked again' &&
    [ "$(grep -m1 'unbound [0-9]* of' out)" = \
    "report.md:5:28: unbound 4 of 8" ]
then ok; else no "resume skipped: $(grep -m1 'unbound' out)"; fi
# Every number decided: the pass says so and writes.
fresh
pass l l l l l l l l
if has out 'every number is decided' && [ "$(dec | wc -l)" -eq 8 ] &&
    [ "$(grep -o '(ev:label)' w/report.bound.md | wc -l)" -eq 8 ]
then ok; else no "all decided"; fi
# The report edited at a decided number: that decision is dropped, said.
fresh
pass l 1 q
sed -i 's/with 3 runs/with 4 runs/' w/report.md
pass q
if has err '.report.bound.md.decisions:4: warning: no unbound number 3 at 3:23' &&
    [ "$(dec)" = "$(printf '3:8\t16\tlabel')" ]
then ok; else no "resume after an edit"; cat err; fi

# SIGINT (^C), SIGTERM, SIGHUP: what was decided is written, and the
# process ends as the signal (128 + its number).
for sig in INT:130 TERM:143 HUP:129; do
	fresh
	mkfifo fifo
	(cd w && exec "$vr" --bind report.md runs.jsonl <../fifo >../out \
	    2>../err) &
	pid=$!
	exec 7>fifo
	printf 'l\n1\n' >&7
	# Wait for the state: the second decision saved.
	i=0
	while [ $i -lt 200 ] && ! dec 2>/dev/null | grep -q '^3:23'; do
		sleep 0.1; i=$((i + 1))
	done
	kill -"${sig%%:*}" $pid
	wait $pid
	rc=$?
	exec 7>&-
	if [ $rc -eq "${sig#*:}" ] &&
	    has out 'interrupted: writing what was decided' &&
	    has w/report.bound.md '[16](ev:label)' &&
	    has w/report.bound.md '[3](ev:tc1/off/@n)'
	then ok; else no "SIG${sig%%:*}: exit $rc"; cat err; fi
	rm -f fifo
done

# From a pipe: no terminal control codes at all.
if ! grep -q "$(printf '\033')" out; then ok
else no "control codes on a pipe"; fi

# A report's own control characters reach the terminal as escapes.
fresh
printf 'The \033[2J\033]0;x\007 %s was 125.\n' steal >w/report.md
pass q
if ! grep -q "$(printf '\033')" out && has out '\x1b]0;x\x07'
then ok; else no "a control character of the report reached the output"; fi

# Guards: the output is never an input; a copy edited since is kept
# (nothing asked) unless --force; the report's mode is kept.
fresh
(cd w && printf 'q\n' | "$vr" --bind --fix-output=report.md report.md \
    runs.jsonl >../out 2>../err)
rc=$?
if [ $rc -eq 2 ] && cmp -s w/report.md "$top/tests/bind/report.md" &&
    has err 'must not be'
then ok; else no "--fix-output=report.md: exit $rc"; fi
pass l q
echo "my edit" >>w/report.bound.md
pass l q
if [ $rc -eq 2 ] && has err 'was changed since' && has w/report.bound.md 'my edit' &&
    ! has out 'unbound 1 of'
then ok; else no "an edited copy: exit $rc"; cat err; fi
(cd w && printf 'q\n' | "$vr" --bind --force report.md runs.jsonl \
    >../out 2>../err)
if [ $? -eq 0 ] && ! has w/report.bound.md 'my edit'; then ok
else no "--force"; fi
fresh
chmod 600 w/report.md
pass l q
if [ "$(stat -c %a w/report.bound.md)" = 600 ] &&
    [ "$(stat -c %a w/.report.bound.md.decisions)" = 600 ]
then ok; else no "mode: $(stat -c %a w/report.bound.md)"; fi
(cd w && printf 'q\n' | "$vr" --bind - runs.jsonl <report.md \
    >../out 2>../err)
if [ $? -eq 2 ] && has err 'standard input'; then ok
else no "--bind with the report on standard input"; fi
(cd w && printf 'q\n' | "$vr" --bind report.md >../out 2>../err)
if [ $? -eq 2 ] && has err 'give the results'; then ok
else no "--bind without results"; fi

# An unwritable folder: said before anything is asked, nothing written.
fresh
(cd w && printf 'l\nq\n' | "$vr" --bind --fix-output=no/such/out.md \
    report.md runs.jsonl >../out 2>../err)
rc=$?
if [ $rc -eq 2 ] && has err 'cannot write' && ! has out 'unbound 1 of' &&
    [ "$(ls -A w | wc -l)" -eq 2 ]
then ok; else no "unwritable folder: exit $rc"; cat err; fi

# A full disk (or any write failure) at each counted write: the files
# there before stay as they were, no temporary file remains, the exit
# status is 2 with a message, and what could be saved still was.
fresh
pass l q
old=$(sha256sum <w/report.bound.md)
printf '1\nq\n' | (cd w && LD_PRELOAD=$shim INJECT_LOG=../log "$vr" \
    --bind report.md runs.jsonl >/dev/null 2>&1)
n=$(wc -l <log | tr -d ' ')
if [ "$n" -ge 6 ]; then ok; else no "the counting pass made $n calls"; fi
k=1
while [ $k -le "$n" ]; do
	fresh
	pass l q
	printf '1\nq\n' | (cd w && LD_PRELOAD=$shim INJECT_AT=$k "$vr" \
	    --bind report.md runs.jsonl >../out 2>../err)
	rc=$?
	what=$(sed -n "${k}p" log)
	debris=$(ls -A w | grep '\.tmp\.')
	bound=$(grep -c 'ev:tc1/off/@n' w/report.bound.md)
	if [ -n "$debris" ]; then
		no "fail at $what: left $debris"
	elif [ $rc -eq 0 ] && [ "$bound" -eq 1 ] && has err 'error: ' &&
	    has err 'saved again'; then
		ok	# one decision's save failed, said; saved at the end
	elif [ $rc -eq 2 ] && has err 'error: ' &&
	    [ "$(sha256sum <w/report.bound.md)" = "$old" ]; then
		ok	# the end failed: the old copy stands
	elif [ $rc -eq 2 ] && has err '.report.bound.md.verify-report' &&
	    [ "$bound" -eq 1 ]; then
		# Only the record failed, after the new copy was in place:
		# complete, and the next pass asks for --force (said).
		ok
	else
		no "fail at $what: exit $rc, bound $bound"; cat err
	fi
	k=$((k + 1))
done

# The pass docs/bind.md shows is what the tool prints: its commands fed
# again, the same transcript, and the bound copy it quotes.
fresh
awk '/^## One pass/ { on = 1 } on && /^```$/ { n++; next } on && n == 1' \
    "$top/docs/bind.md" >doc.txt
awk '/^## One pass/ { on = 1 } on && /^```$/ { n++; next } on && n == 3' \
    "$top/docs/bind.md" >doc-bound.txt
sed -n 's/.*(? help) > //p; s/^address (empty line: back): //p' doc.txt \
    >doc-cmds.txt
(cd w && "$vr" --bind report.md runs.jsonl <../doc-cmds.txt >../out 2>&1)
if [ "$(wc -l <doc-cmds.txt)" -ge 8 ] &&
    [ "$(head -1 doc.txt)" = '$ verify-report --bind report.md runs.jsonl' ] &&
    tail -n +2 doc.txt | cmp -s - out
then ok; else no "docs/bind.md's transcript differs:"; tail -n +2 doc.txt | diff - out | head; fi
if [ -s doc-bound.txt ] && python3 -c 'import sys
sys.exit(open(sys.argv[1]).read() not in open(sys.argv[2]).read())' \
    doc-bound.txt w/report.bound.md
then ok; else no "docs/bind.md's bound copy differs"; fi

tally
