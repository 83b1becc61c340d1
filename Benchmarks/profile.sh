#!/usr/bin/env bash
# Instructions per iteration of one scenario, counted by callgrind (stable on a noisy machine),
# and the functions where they go. Usage, from Benchmarks/:
#
#     ./profile.sh list                 # the scenarios
#     ./profile.sh core-source          # instructions per iteration
#     TOP=25 ./profile.sh core-source   # and the 25 costliest functions, per iteration
#
# Builds VerdictProfile in release, strips its debug info (valgrind 3.19 cannot read the DWARF 5
# of large Swift binaries), runs the scenario N and 3N times and divides the difference by 2N,
# function by function, so setup costs cancel. Keeps both callgrind files in $OUT.
set -euo pipefail
cd "$(dirname "$0")"
SCRATCH=${SCRATCH:-../.build-bench}
OUT=${OUT:-/tmp/verdict-bench-profile}
N=${N:-2000}
scenario=${1:?usage: profile.sh SCENARIO|list}
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
swift build --scratch-path "$SCRATCH" -c release --product VerdictProfile >/dev/null 2>&1
bin=$(swift build --scratch-path "$SCRATCH" -c release --show-bin-path 2>/dev/null)/VerdictProfile
if [ "$scenario" = list ]; then "$bin" list; exit 0; fi
mkdir -p "$OUT"
objcopy --strip-debug "$bin" "$OUT/VerdictProfile"
for n in "$N" $((3 * N)); do
    valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out.$scenario.$n" \
        "$OUT/VerdictProfile" "$scenario" "$n" >/dev/null 2>&1
done
python3 - "$OUT/callgrind.out.$scenario" "$N" "${TOP:-0}" "$scenario" <<'PY'
import re, subprocess, sys
base, n, top, name = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def costs(path, inclusive):
    text = subprocess.run(["callgrind_annotate", f"--inclusive={'yes' if inclusive else 'no'}",
                           "--threshold=100", path], capture_output=True, text=True).stdout
    table, total = {}, 0
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)", line)
        if not m: continue
        value, label = int(m.group(1).replace(",", "")), m.group(2)
        if label.startswith("PROGRAM TOTALS"): total = value; continue
        label = re.sub(r"^\?\?\?:", "", label)
        label = re.sub(r" \[[^\]]*\]$", "", label)
        table[label] = table.get(label, 0) + value
    return table, total
def per_iteration(inclusive):
    small, small_total = costs(f"{base}.{n}", inclusive)
    large, large_total = costs(f"{base}.{3 * n}", inclusive)
    rows = {k: (large.get(k, 0) - small.get(k, 0)) / (2 * n) for k in set(small) | set(large)}
    return rows, (large_total - small_total) / (2 * n)
rows, total = per_iteration(False)
print(f"{name}: {total:.0f} instructions per iteration")
if top:
    def demangle(names):
        try:
            out = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names),
                                 capture_output=True, text=True).stdout.splitlines()
            return out if len(out) == len(names) else names
        except OSError:
            return names
    for title, inclusive in (("self", False), ("inclusive", True)):
        table = rows if not inclusive else per_iteration(True)[0]
        best = sorted(table.items(), key=lambda kv: -kv[1])[:top]
        print(f"\n{title} instructions per iteration:")
        for (label, value), readable in zip(best, demangle([k for k, _ in best])):
            print(f"{value:10.0f}  {readable[:160]}")
PY
