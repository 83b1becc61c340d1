#!/usr/bin/env bash
# `verdict serve` against its floor: requests per second and 99th-percentile latency of
# POST /v1/validate/CalendarEvent on `verdict serve` and on ServeFloor — a Hummingbird server of
# the same version and configuration that answers the same bytes without validating anything —
# measured by wrk on loopback, in alternating rounds. Usage, from anywhere:
#
#     Benchmarks/serve-floor.sh                      # 3 rounds of 8 s each, 2 threads, 16 connections
#     ROUNDS=5 DURATION=10 Benchmarks/serve-floor.sh
#     VERDICT_BIN=/path/to/verdict FLOOR_BIN=/path/to/ServeFloor Benchmarks/serve-floor.sh   # built already
#     BUILD_ONLY=1 Benchmarks/serve-floor.sh         # build both in release, print their paths, stop
#
# Builds `verdict` (scratch path .build-serve-release, as serve-load.sh) and ServeFloor (the
# Benchmarks package, scratch path .build-serve-floor) in release unless given, checks that both
# resolved the same Hummingbird, starts both on 127.0.0.1 and a free port, checks that they answer
# the record of serve-load/post.lua with the same status, Content-Type and body, then runs one
# bounded wrk loop against each in turn (the order swapped every round; DURATION is capped at
# 60 s, ROUNDS at 10), and stops both. Prints each round's requests a second, 99th-percentile
# latency and the server's CPU time a request (from /proc), the medians, and the ratio of the
# medians verdict/floor. Installs wrk from Debian's packages when it is missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
DURATION=${DURATION:-8}
ROUNDS=${ROUNDS:-3}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-16}
if [ "$DURATION" -gt 60 ]; then DURATION=60; fi
if [ "$ROUNDS" -gt 10 ]; then ROUNDS=10; fi

built() {  # prints errors only, and fails with the build
    local log
    log=$(mktemp)
    if ! "$@" >"$log" 2>&1; then
        grep -E "error" "$log" >&2 || cat "$log" >&2
        rm -f "$log"
        exit 2
    fi
    rm -f "$log"
}
if [ -z "${VERDICT_BIN:-}" ]; then
    built swift build --traits CLI -c release --scratch-path .build-serve-release --product verdict
    VERDICT_BIN=$(swift build --traits CLI -c release --scratch-path .build-serve-release --show-bin-path)/verdict
fi
if [ -z "${FLOOR_BIN:-}" ]; then
    built swift build --package-path Benchmarks -c release --scratch-path .build-serve-floor --product ServeFloor
    FLOOR_BIN=$(swift build --package-path Benchmarks -c release --scratch-path .build-serve-floor \
        --show-bin-path)/ServeFloor
fi
# The Hummingbird each resolved (a build writes Package.resolved; given binaries are taken as they are).
resolved() { sed -n '/"identity" : "hummingbird"/,/version/s/.*"version" : "\(.*\)".*/\1/p' "$1" 2>/dev/null; }
if [ -f Package.resolved ] && [ -f Benchmarks/Package.resolved ]; then
    ours=$(resolved Package.resolved)
    floors=$(resolved Benchmarks/Package.resolved)
    if [ "$ours" != "$floors" ]; then
        echo "serve-floor.sh: verdict resolved Hummingbird $ours, the floor $floors: not comparable" >&2
        exit 2
    fi
    echo "Hummingbird $ours in both"
fi
if [ -n "${BUILD_ONLY:-}" ]; then
    echo "VERDICT_BIN=$VERDICT_BIN"
    echo "FLOOR_BIN=$FLOOR_BIN"
    exit 0
fi
if ! command -v wrk >/dev/null; then
    SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq wrk
fi

work=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; wait "$p" 2>/dev/null; done; rm -rf "$work"' EXIT
"$VERDICT_BIN" serve --rules rules --host 127.0.0.1 --port 0 --watch-interval 0 >"$work/verdict.out" 2>/dev/null &
pids+=($!)
verdict_pid=$!
"$FLOOR_BIN" 0 >"$work/floor.out" 2>/dev/null &
pids+=($!)
floor_pid=$!
url_of() {  # the URL a server printed once listening
    for _ in $(seq 1 250); do
        grep -q "listening on" "$1" && break
        sleep 0.02
    done
    sed -n 's/.*listening on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$1"
}
verdict_url=$(url_of "$work/verdict.out")
floor_url=$(url_of "$work/floor.out")
[ -n "$verdict_url" ] || { echo "serve-floor.sh: verdict serve did not start" >&2; exit 2; }
[ -n "$floor_url" ] || { echo "serve-floor.sh: ServeFloor did not start" >&2; exit 2; }

# The same status line, headers (but Date) in the same order, and body from both, or no measurement.
script=Benchmarks/serve-load/post.lua
record=$(sed -n "s/^wrk.body = '\(.*\)'$/\1/p" "$script")
path=/v1/validate/CalendarEvent
for server in verdict floor; do
    url=${server}_url
    curl -s -D "$work/$server.dump" -o "$work/$server.body" -X POST \
        -H 'Content-Type: application/json' --data-binary "$record" "${!url}$path"
    tr -d '\r' <"$work/$server.dump" | grep -iv '^date:' >"$work/$server.head" || true
done
if ! cmp -s "$work/verdict.body" "$work/floor.body" || ! cmp -s "$work/verdict.head" "$work/floor.head"; then
    echo "serve-floor.sh: the answers differ; ServeFloor must answer what verdict serve answers" >&2
    diff "$work/verdict.head" "$work/floor.head" >&2 || true
    echo "  verdict: $(cat "$work/verdict.body")" >&2
    echo "  floor:   $(cat "$work/floor.body")" >&2
    exit 2
fi
echo "both answer: $(head -1 "$work/verdict.head") $(cat "$work/verdict.body")"
echo "wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s --latency -s $script URL$path, $ROUNDS alternating rounds"

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
# One wrk loop against a server: prints "REQUESTS_PER_SECOND P99_MICROSECONDS CPU_MICROSECONDS_A_REQUEST".
measure() {
    local url=$1 pid=$2 report before after
    report="$work/report"
    before=$(cpu_ticks "$pid")
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$script" "$url$path" >"$report"
    after=$(cpu_ticks "$pid")
    awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" '
        /^Requests\/sec:/ { rate = $2 }
        /^ +[0-9]+ requests in/ { n = $1 }
        /^ +99%/ {
            v = $2; unit = v; sub(/[0-9.]+/, "", unit); sub(/[a-z]+$/, "", v)
            p99 = v * (unit == "s" ? 1e6 : unit == "ms" ? 1e3 : 1)
        }
        /Non-2xx/ { bad = $NF }
        END {
            if (bad) { print "serve-floor.sh: " bad " answers were not 2xx" > "/dev/stderr" }
            printf "%.0f %.0f %.1f\n", rate, p99, (n > 0 ? t / hz / n * 1e6 : 0)
        }' "$report"
}
printf '%-6s %-8s %14s %12s %18s\n' round server requests/s "p99 (µs)" "CPU/request (µs)"
: >"$work/verdict.rounds"
: >"$work/floor.rounds"
for round in $(seq 1 "$ROUNDS"); do
    order="verdict floor"
    if [ $((round % 2)) -eq 0 ]; then order="floor verdict"; fi
    for server in $order; do
        url=${server}_url
        pid=${server}_pid
        line=$(measure "${!url}" "${!pid}")
        echo "$line" >>"$work/$server.rounds"
        read -r rate p99 cpu <<<"$line"
        printf '%-6s %-8s %14s %12s %18s\n' "$round" "$server" "$rate" "$p99" "$cpu"
    done
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
for server in verdict floor; do
    rate=$(cut -d' ' -f1 "$work/$server.rounds" | median)
    p99=$(cut -d' ' -f2 "$work/$server.rounds" | median)
    cpu=$(cut -d' ' -f3 "$work/$server.rounds" | median)
    printf '%-6s %-8s %14s %12s %18s\n' median "$server" "$rate" "$p99" "$cpu"
    eval "${server}_rate=$rate"
done
# shellcheck disable=SC2154 # set by the eval above
awk -v v="$verdict_rate" -v f="$floor_rate" 'BEGIN { printf "ratio verdict/floor (medians): %.2f\n", v / f }'
