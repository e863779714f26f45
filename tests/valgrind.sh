#!/bin/sh
# The golden tests and a site build of the running example under
# valgrind: no memory error and no leak (make valgrind; .ci/run).
#   sh tests/valgrind.sh TOPDIR
# Exits non-zero on the first layer that fails.
set -u
top=$1
cd "$top" || exit 1
vg="valgrind -q --leak-check=full --error-exitcode=99"
mkdir -p build/vg
# regress.sh runs one program: a wrapper puts valgrind in front of it.
printf '#!/bin/sh\nexec %s "%s/verify-report" "$@"\n' "$vg" "$top" \
    >build/vg/verify-report
chmod +x build/vg/verify-report
sh tests/regress.sh build/vg/verify-report >build/vg/regress.log 2>&1
grep -A20 FAIL build/vg/regress.log | head -60
tail -n 1 build/vg/regress.log
grep -q ' 0 failed' build/vg/regress.log || exit 1
rm -rf build/vg/site
# shellcheck disable=SC2086
$vg ./report-site -o build/vg/site report.md data/results.jsonl \
    >/dev/null 2>build/vg/site.log
rc=$?
cat build/vg/site.log
if [ $rc -ne 0 ]; then
	echo "valgrind: report-site exit $rc"
	exit 1
fi
echo "valgrind: report-site clean"
