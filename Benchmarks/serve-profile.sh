#!/usr/bin/env bash
# Instructions a request of `verdict serve` and of ServeFloor on POST /v1/validate/CalendarEvent,
# counted by callgrind (stable on this noisy machine, where requests/s move by 10-20%), and the
# functions where they go. Usage, from anywhere:
#
#     Benchmarks/serve-profile.sh                 # both servers, N=1000
#     N=3000 TOP=40 Benchmarks/serve-profile.sh   # and the 40 costliest functions of verdict serve
#     VERDICT_BIN=... FLOOR_BIN=... Benchmarks/serve-profile.sh   # binaries built already
#
# Builds both in release as serve-floor.sh does (unless given), strips their debug info
# (valgrind 3.19 cannot read the DWARF 5 of large Swift binaries), and runs each under
# `valgrind --tool=callgrind` with address randomisation off (`setarch -R`): 50 requests of
# serve-load's record to warm up, then the counters are zeroed (`callgrind_control -z`), N more
# are sent one after another on one keep-alive connection (serve-profile/client.py), and the
# counters are dumped: their total over N is what a request costs, start-up and shutdown left out.
# Runs of one binary still differ by up to ~2,500 instructions a request (the Swift runtime's
# metadata caches probe by address and by the order types are met; the event loops wake up as
# timing has it): compare a change by its own functions (TOP), or by several runs. Swift's
# asynchronous main leaves libdispatch's signal thread in sigsuspend(), where valgrind 3.19 stops:
# serve-profile/sigsuspend.c, preloaded, waits with pause() instead. The callgrind files stay in
# $OUT (/tmp/verdict-serve-profile) for `callgrind_annotate`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
N=${N:-1000}
OUT=${OUT:-/tmp/verdict-serve-profile}
for tool in valgrind callgrind_control setarch gcc python3; do
    command -v "$tool" >/dev/null || { echo "serve-profile.sh: $tool is needed (apt-get install $tool)" >&2; exit 2; }
done
if [ -z "${VERDICT_BIN:-}" ] || [ -z "${FLOOR_BIN:-}" ]; then
    eval "$(BUILD_ONLY=1 VERDICT_BIN=${VERDICT_BIN:-} FLOOR_BIN=${FLOOR_BIN:-} Benchmarks/serve-floor.sh | grep '_BIN=')"
fi
mkdir -p "$OUT"
gcc -shared -fPIC -O2 -o "$OUT/sigsuspend.so" Benchmarks/serve-profile/sigsuspend.c
sed -n "s/^wrk.body = '\(.*\)'$/\1/p" Benchmarks/serve-load/post.lua | tr -d '\n' >"$OUT/record.json"

# Runs one server under callgrind and dumps its counters for N requests: LABEL BINARY ARGUMENTS...
profile() {
    local label=$1 binary=$2 pid port
    shift 2
    rm -f "$OUT/$label.out" "$OUT/callgrind.$label".*
    objcopy --strip-debug "$binary" "$OUT/$label"
    LD_PRELOAD="$OUT/sigsuspend.so" setarch "$(uname -m)" -R valgrind --tool=callgrind \
        --callgrind-out-file="$OUT/callgrind.$label.%p" "$OUT/$label" "$@" >"$OUT/$label.out" 2>"$OUT/$label.valgrind" &
    pid=$!
    for _ in $(seq 1 900); do
        grep -q "listening on" "$OUT/$label.out" 2>/dev/null && break
        sleep 0.1
    done
    port=$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$OUT/$label.out" | head -1)
    [ -n "$port" ] || { echo "serve-profile.sh: $label did not start" >&2; kill "$pid"; exit 2; }
    python3 Benchmarks/serve-profile/client.py "$port" 50 "$OUT/record.json"
    callgrind_control -z "$pid" >/dev/null 2>&1
    python3 Benchmarks/serve-profile/client.py "$port" "$N" "$OUT/record.json"
    callgrind_control -d "$pid" >/dev/null 2>&1
    kill -INT "$pid"
    wait "$pid" || true
    mv "$OUT/callgrind.$label.$pid.1" "$OUT/callgrind.$label"
    rm -f "$OUT/callgrind.$label.$pid"
}
profile floor "$FLOOR_BIN" 0
profile verdict "$VERDICT_BIN" serve --rules rules --host 127.0.0.1 --port 0 --watch-interval 0
python3 - "$OUT" "$N" "${TOP:-0}" <<'PY'
import re, subprocess, sys
out, n, top = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def costs(path):
    text = subprocess.run(["callgrind_annotate", "--threshold=100", path], capture_output=True, text=True).stdout
    table, total = {}, 0
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)", line)
        if not m: continue
        value, label = int(m.group(1).replace(",", "")), m.group(2)
        if "PROGRAM TOTALS" in label: total = value; continue
        label = re.sub(r" \[[^\]]*\]$", "", re.sub(r"^\?\?\?:", "", label))
        table[label] = table.get(label, 0) + value
    return table, total
per, totals = {}, {}
for label in ("floor", "verdict"):
    table, total = costs(f"{out}/callgrind.{label}")
    per[label] = {k: v / n for k, v in table.items()}
    totals[label] = total / n
    print(f"{label}: {totals[label]:,.0f} instructions a request")
print(f"ratio floor/verdict: {totals['floor'] / totals['verdict']:.2f}")
if top:
    # The frames on a thread's stack while the counters ran (the threads' entries, the event
    # loops' run loops) show all they called as their own: they are left out.
    rows = sorted(((k, v) for k, v in per["verdict"].items() if v < totals["verdict"] / 5), key=lambda kv: -kv[1])[:top]
    names = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(k for k, _ in rows),
                           capture_output=True, text=True).stdout.splitlines()
    print(f"the {top} costliest functions of verdict serve (self, a request):")
    for (_, value), name in zip(rows, names if len(names) == len(rows) else [k for k, _ in rows]):
        print(f"{value:9,.0f}  {name[:120]}")
PY
