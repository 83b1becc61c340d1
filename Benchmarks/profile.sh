#!/usr/bin/env bash
# Instructions per iteration of one scenario, counted by callgrind (stable on a noisy machine),
# and the functions where they go. Usage, from Benchmarks/:
#
#     ./profile.sh core-source            # ./profile.sh list   shows the scenarios
#
# Builds VerdictProfile in release, strips its debug info (valgrind 3.19 cannot read the DWARF 5
# of large Swift binaries), runs the scenario N and 3N times and divides the difference by 2N, so
# setup costs cancel. Leaves callgrind.out.SCENARIO in $OUT (default /tmp/verdict-profile).
set -euo pipefail
cd "$(dirname "$0")"
SCRATCH=${SCRATCH:-../.build-bench}
OUT=${OUT:-/tmp/verdict-profile}
N=${N:-5000}
scenario=${1:?usage: profile.sh SCENARIO|list}
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
swift build --scratch-path "$SCRATCH" -c release --product VerdictProfile >/dev/null 2>&1
bin=$(swift build --scratch-path "$SCRATCH" -c release --show-bin-path 2>/dev/null)/VerdictProfile
if [ "$scenario" = list ]; then "$bin" list; exit 0; fi
mkdir -p "$OUT"
objcopy --strip-debug "$bin" "$OUT/VerdictProfile"
count() {
    valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out.$scenario.$1" \
        "$OUT/VerdictProfile" "$scenario" "$1" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
small=$(count "$N")
large=$(count $((3 * N)))
echo "$scenario: $(( (large - small) / (2 * N) )) instructions per iteration"
mv "$OUT/callgrind.out.$scenario.$((3 * N))" "$OUT/callgrind.out.$scenario"
rm -f "$OUT/callgrind.out.$scenario.$N"
if [ -n "${TOP:-}" ]; then
    callgrind_annotate --inclusive=yes "$OUT/callgrind.out.$scenario" 2>/dev/null | head -n "$((TOP + 25))"
fi
