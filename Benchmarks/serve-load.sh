#!/usr/bin/env bash
# Requests per second of `verdict serve` on POST /v1/validate/CalendarEvent, measured by wrk on
# loopback. Usage, from anywhere:
#
#     Benchmarks/serve-load.sh                 # 10 s, 2 threads, 16 connections
#     DURATION=30 CONNECTIONS=64 Benchmarks/serve-load.sh
#     VERDICT_BIN=/path/to/verdict Benchmarks/serve-load.sh   # a binary built already (two builds compared)
#     SERVE_ARGS="--candidate rules" Benchmarks/serve-load.sh  # more options for verdict serve
#
# Builds `verdict` in release (scratch path .build-serve-release), starts `verdict serve` on the
# shipped rules at 127.0.0.1 and a free port, checks that the record is answered valid, runs
# one bounded wrk loop against 127.0.0.1 only (DURATION is capped at 60 s), and stops the server.
# Installs wrk from Debian's packages when it is missing.
#
# Measured 2026-11-22 on the 2-core machine (wrk and the server sharing both cores, other builds
# running, load average 8-12): 32,907, 27,577 and 30,684 requests/s in three runs (median
# 30,684), median latency 0.43-0.45 ms, no non-2xx answer.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
DURATION=${DURATION:-10}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-16}
if [ "$DURATION" -gt 60 ]; then DURATION=60; fi
if ! command -v wrk >/dev/null; then
    SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq wrk
fi
if [ -n "${VERDICT_BIN:-}" ]; then
    bin=$VERDICT_BIN
else
    log=$(mktemp)
    if ! swift build --traits CLI -c release --scratch-path .build-serve-release --product verdict >"$log" 2>&1; then
        grep -E "error" "$log" >&2 || cat "$log" >&2
        rm -f "$log"
        exit 2
    fi
    rm -f "$log"
    bin=$(swift build --traits CLI -c release --scratch-path .build-serve-release --show-bin-path)/verdict
fi

out=$(mktemp)
# shellcheck disable=SC2086 # SERVE_ARGS is split into options on purpose
"$bin" serve --rules rules --host 127.0.0.1 --port 0 --watch-interval 0 ${SERVE_ARGS:-} >"$out" 2>/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 1 250); do
    grep -q "listening on" "$out" && break
    sleep 0.02
done
url=$(sed -n 's/.*listening on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$out")
[ -n "$url" ] || { echo "serve-load.sh: verdict serve did not start" >&2; exit 2; }

endpoint="$url/v1/validate/CalendarEvent"
answer=$(curl -s -X POST -H 'Content-Type: application/json' \
    --data-binary "$(sed -n "s/^wrk.body = '\(.*\)'$/\1/p" Benchmarks/serve-load/post.lua)" "$endpoint" || true)
case "$answer" in
    '{"valid":true,'*) ;;
    *) echo "serve-load.sh: unexpected answer: $answer" >&2 ;;
esac

# The server's CPU time (user + system, from /proc) per request answered: unlike requests per
# second, it hardly moves when other processes share the cores, so two builds compare well on it.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat" 2>/dev/null || echo 0; }
echo "wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s -s Benchmarks/serve-load/post.lua $endpoint"
report=$(mktemp)
before=$(cpu_ticks)
wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s Benchmarks/serve-load/post.lua "$endpoint" | tee "$report"
after=$(cpu_ticks)
requests=$(sed -n 's/^ *\([0-9]*\) requests in .*/\1/p' "$report")
rm -f "$report"
if [ -n "$requests" ] && [ "$requests" -gt 0 ] && [ "$after" -gt "$before" ]; then
    awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$requests" \
        'BEGIN { printf "Server CPU per request: %.2f us\n", t / hz / n * 1e6 }'
fi
