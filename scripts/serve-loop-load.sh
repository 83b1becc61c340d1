#!/usr/bin/env bash
# `verdict serve` under load with a remote rule that calls the server itself.
#
#   scripts/serve-loop-load.sh       LOAD_SECONDS (default 10, at most 60), VERDICT_BIN
#
# Starts `verdict serve` on 127.0.0.1 (a free port) with a model whose `instance` is checked at the
# server's own /v1/validate (a loop: the check's body is a record of the same model), notes its
# threads and open sockets (/proc), runs wrk against it (scripts/stress/serve-loop.lua: every answer
# must be the record refused as a loop, 508 inside a 200), then waits up to SETTLE_SECONDS (30) for
# the threads and sockets to come back to what they were before the load. Prints one `serve loop:`
# line; exits 1 if any answer failed, the server died, or the counts did not come back.
set -uo pipefail
cd "$(dirname "$0")/.."
LOAD_SECONDS=${LOAD_SECONDS:-10}
[ "$LOAD_SECONDS" -le 60 ] || LOAD_SECONDS=60
SETTLE_SECONDS=${SETTLE_SECONDS:-30}
if [ -z "${VERDICT_BIN:-}" ]; then
    swift build --traits CLI --product verdict >/dev/null 2>&1 || echo "serve-loop-load: build failed; using the last built verdict" >&2
    VERDICT_BIN=$(swift build --show-bin-path)/verdict
fi
[ -x "$VERDICT_BIN" ] || { echo "serve-loop-load: no verdict binary at $VERDICT_BIN" >&2; exit 2; }
command -v wrk >/dev/null || { echo "serve-loop-load: wrk is not installed (make stress installs it)" >&2; exit 2; }

work=$(mktemp -d)
mkdir -p "$work/rules"
# The rule's URL needs the port, known only once the server listens: it starts with a placeholder
# model and is pointed at itself by a reload.
printf 'return { model = "Loop", rules = { { "instance", "required" } } }\n' >"$work/rules/loop.lua"
"$VERDICT_BIN" serve --rules "$work/rules" --host 127.0.0.1 --port 0 --watch-interval 0.1 \
    >"$work/stdout" 2>"$work/stderr" &
server=$!
cleanup() {
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 1 500); do
    grep -q "listening on" "$work/stdout" && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.02
done
url=$(sed -n 's/.*listening on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$work/stdout")
if [ -z "$url" ]; then
    echo "serve-loop-load: verdict serve did not start" >&2
    cat "$work/stderr" >&2
    exit 2
fi
printf 'return { model = "Loop", rules = { { "instance", "remote", "%s/v1/validate/Loop", timeout = 5 } } }\n' \
    "$url" >"$work/rules/loop.lua"
for _ in $(seq 1 500); do
    grep -q "rules reloaded: version 2" "$work/stderr" && break
    sleep 0.02
done

threads() { awk '/^Threads:/ {print $2}' "/proc/$server/status" 2>/dev/null || echo 0; }
sockets() { find "/proc/$server/fd" -lname 'socket:*' 2>/dev/null | wc -l; }
# The counts before the load, once one request has loaded what checks need (libcurl) and settled.
wrk -t1 -c1 -d1s -s scripts/stress/serve-loop.lua "$url/v1/validate/Loop" >/dev/null 2>&1
sleep 6
threads_before=$(threads)
sockets_before=$(sockets)

timeout $((LOAD_SECONDS + 30)) wrk -t2 -c16 -d"${LOAD_SECONDS}s" --latency -s scripts/stress/serve-loop.lua \
    "$url/v1/validate/Loop" >"$work/wrk" 2>&1
wrk_status=$?
threads_peak=$(threads)
sockets_peak=$(sockets)

settled=no
waited=0
while [ "$waited" -lt "$SETTLE_SECONDS" ]; do
    if [ "$(threads)" -le "$threads_before" ] && [ "$(sockets)" -le "$sockets_before" ]; then
        settled=yes
        break
    fi
    sleep 1
    waited=$((waited + 1))
done
threads_after=$(threads)
sockets_after=$(sockets)
alive=yes
kill -0 "$server" 2>/dev/null || alive=no
errors_logged=$(grep -c " error " "$work/stderr")

requests=$(sed -n 's/^ *\([0-9]*\) requests in.*/\1/p' "$work/wrk")
line=$(grep '^serve-loop:' "$work/wrk")
refused=$(sed -n 's/.*refused=\([0-9]*\).*/\1/p' <<<"$line")
failed=$(sed -n 's/.*failed=\([0-9]*\).*/\1/p' <<<"$line")
errors=$(sed -n 's/.*errors=\([0-9]*\).*/\1/p' <<<"$line")
p99=$(sed -n 's/.*p99=\([0-9.]*ms\).*/\1/p' <<<"$line")

echo "serve loop: ${requests:-0} requests in ${LOAD_SECONDS}s to a rule calling its own server, ${refused:-0} refused" \
    "as loops (p99 ${p99:-?}), ${failed:-?} failed, ${errors:-?} socket errors; threads $threads_before ->" \
    "$threads_peak -> $threads_after, sockets $sockets_before -> $sockets_peak -> $sockets_after" \
    "(back within ${waited}s: $settled); $errors_logged error log lines; server alive: $alive"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${requests:-0}" "${refused:-0}" "${failed:--1}" \
    "${errors:--1}" "$threads_before" "$threads_peak" "$threads_after" "$sockets_before" "$sockets_peak" \
    "$sockets_after" "$settled" >"${LOOP_SUMMARY:-/dev/null}"
if [ "$wrk_status" -ne 0 ] || [ "${failed:-1}" != 0 ] || [ "${errors:-1}" != 0 ] || [ "${refused:-0}" -eq 0 ] \
    || [ "$alive" != yes ] || [ "$settled" != yes ] || [ "$errors_logged" -ne 0 ]; then
    tail -5 "$work/wrk" >&2
    exit 1
fi
