#!/bin/sh
# verify-report --bind on a real terminal: tmux runs it in a pane and
# the test types into it.  Keys act without Enter (raw mode); the
# number is marked in reverse video; a typed address is read as a line
# (a bad one gets its message, a good one its verdict); ^Z stops it with
# the terminal as it was, fg takes raw mode back; ^C writes what
# was decided, ends the process as SIGINT, and leaves the terminal's
# modes as they were (stty -g before and after).  Without tmux the test
# fails: make deps installs it.
#   sh tests/bind_tmux.sh VERIFY-REPORT TOPDIR
# Prints FAIL lines and "bind-tmux: N passed, M failed".
layer=bind-tmux
. "$(dirname "$0")/lib.sh"
vr=$(abspath "$1")
top=$(cd "$2" && pwd)
cd "$tmp" || exit 1

if ! command -v tmux >/dev/null 2>&1; then
	no "tmux is not installed (make deps installs it)"
	tally
	exit 1
fi
mkdir w
cp "$top/tests/bind/report.md" "$top/tests/bind/runs.jsonl" w/
# A server of our own (its own socket, no user configuration).
sock=vr-bind-$$
T() { tmux -L "$sock" -f /dev/null "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
# An interactive shell with job control, as an author's; the pass runs
# under a wrapper that keeps its exit status (the wrapper lets ^C by).
cat >pass.sh <<EOF
trap ':' INT
cd w
"$vr" --bind report.md runs.jsonl 2>../err
echo \$? >../rc.tmp && mv ../rc.tmp ../rc
stty -g >../after
EOF
T new-session -d -s bind -x 120 -y 40 -c "$tmp" \
    "env -i PATH=/usr/bin:/bin TERM=screen HOME=$tmp HISTFILE= bash --norc --noprofile -i"
T send-keys -t bind "stty -g >before; sh pass.sh" Enter

# Waits (at most 30 s) for text to show in the pane; a failure says
# what the pane showed.
screen() { T capture-pane -p -t bind -S -100; }
wait_for() {
	i=0
	while [ $i -lt 300 ]; do
		screen | grep -qF -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	no "the pane never showed '$1'"
	screen | grep -v '^$' | tail -15
	return 1
}
wait_file() {
	i=0
	while [ $i -lt 300 ] && [ ! -e "$1" ]; do sleep 0.1; i=$((i + 1)); done
	[ -e "$1" ]
}

if wait_for 'report.md:3:8: unbound 1 of 8'; then ok; fi
# The number marked in reverse video (and no >>..<< of a pipe).
if T capture-pane -e -p -t bind | grep -q "$(printf '\033\\[7m16')" &&
    ! screen | grep -qF '>>16<<'
then ok; else no "the number is not in reverse video"; fi
# One key, no Enter: it acts at once.
T send-keys -t bind l
if wait_for 'label: [16](ev:label)' && wait_for 'unbound 2 of 8'; then ok; fi
# ^Z: stopped as a job, the terminal's modes as before while it is;
# fg: raw mode again (a key acts at once) and the prompt shown again.
T send-keys -t bind C-z
if wait_for 'Stopped'; then ok; fi
T send-keys -t bind "stty -g >during.tmp && mv during.tmp during" Enter
wait_file during
if [ -s before ] && cmp -s before during; then ok
else no "^Z: the terminal's modes while stopped: $(cat during)"; fi
T send-keys -t bind fg Enter
i=0
while [ $i -lt 300 ] && [ "$(screen | grep -c 'sh pass.sh$')" -lt 2 ]; do
	sleep 0.1; i=$((i + 1))
done
sleep 0.2
if [ "$(screen | grep -v '^$' | tail -2 | head -1)" = 'sh pass.sh' ] &&
    screen | grep -v '^$' | tail -1 | grep -q '(? help) >$'
then ok; else no "fg: the prompt is not shown again"; screen | grep -v '^$' | tail -4; fi
T send-keys -t bind s
if wait_for 'skipped' && wait_for 'unbound 3 of 8'; then ok; fi
T send-keys -t bind u
if wait_for 'undone: 3 at 3:23 (skip)'; then ok; fi
# An address is a line: a bad one, then a good one.
T send-keys -t bind a
if wait_for 'address (empty line: back):'; then ok; fi
T send-keys -t bind 'tc1/on/nosuch' Enter
if wait_for "error: unknown metric 'nosuch'"; then ok; fi
T send-keys -t bind 'tc1/on/@n' Enter
if wait_for 'ok: wrote 3, data gives 3' && wait_for 'unbound 3 of 8'; then ok; fi
# ^C: written, ended as SIGINT, the terminal as it was.
T send-keys -t bind C-c
if wait_file rc && [ "$(cat rc)" = 130 ]; then ok
else no "^C: exit status $(cat rc 2>/dev/null)"; cat err; fi
wait_file after
if [ -s before ] && cmp -s before after; then ok
else no "the terminal's modes changed: $(cat before) -> $(cat after)"; fi
if grep -qF 'We saw [16](ev:label) stalls with [3](ev:tc1/on/@n) runs' \
    w/report.bound.md &&
    [ "$(grep -c . w/.report.bound.md.decisions)" -eq 4 ]
then ok; else no "^C: the decisions were not written"; cat err; fi
if grep -qF 'wrote report.bound.md' err; then ok
else no "^C: no word of what was written"; cat err; fi

tally
[ "$fail" -eq 0 ]
