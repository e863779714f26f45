# The prologue every shell test layer sources (tests/*.sh), after
# setting `layer`, the name its FAIL and tally lines carry:
#
#	layer=site
#	. "$(dirname "$0")/lib.sh"
#
# It sets -u, a C.UTF-8 locale and UTC, a temporary folder $tmp removed
# on exit, the counters and the helpers below.  A script then reads its
# arguments (abspath before any cd), goes to its top folder and ends
# with tally, which prints "LAYER: N passed, M failed" for tests/run.sh.
set -u
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C.UTF-8 TZ=UTC

# One test passed; one failed, with what failed.
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "FAIL $layer: $*"; }
# The absolute path of a file given relative to the starting folder.
abspath() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
# The checksum of every file under a folder, for comparing two builds.
sums() { (cd "$1" && find . -type f | sort | xargs sha256sum); }
tally() { echo "$layer: $pass passed, $fail failed"; }
