#!/usr/bin/env bash
# `verdict serve` while SLOW_CLIENTS (200) clients each send a request a header line at a time,
# every half second, and never finish it (a slowloris).
#
#   scripts/serve-slow-clients.sh     SLOW_CLIENTS (200), READ_TIMEOUT (3 s), VERDICT_BIN
#
# Starts `verdict serve --read-timeout READ_TIMEOUT` on 127.0.0.1 (a free port), notes its open
# sockets (/proc), opens the slow clients (bash, /dev/tcp), and while they hold their connections
# runs wrk against GET /health for READ_TIMEOUT + 2 s (scripts/stress/serve-health.lua: every
# answer must be 200 ok). Each slow client records whether the server cut it off or let it hold
# its connection for 60 s. Then waits for the server's sockets to come back to their number before.
# Prints one `serve slow clients:` line; exits 1 if a health answer failed, a slow client was not
# cut off within READ_TIMEOUT + 10 s, the sockets did not come back, or the server died.
set -uo pipefail
cd "$(dirname "$0")/.."
SLOW_CLIENTS=${SLOW_CLIENTS:-200}
READ_TIMEOUT=${READ_TIMEOUT:-3}
if [ -z "${VERDICT_BIN:-}" ]; then
    swift build --traits CLI --product verdict >/dev/null 2>&1 || echo "serve-slow-clients: build failed; using the last built verdict" >&2
    VERDICT_BIN=$(swift build --show-bin-path)/verdict
fi
[ -x "$VERDICT_BIN" ] || { echo "serve-slow-clients: no verdict binary at $VERDICT_BIN" >&2; exit 2; }
command -v wrk >/dev/null || { echo "serve-slow-clients: wrk is not installed (make stress installs it)" >&2; exit 2; }

work=$(mktemp -d)
mkdir -p "$work/rules" "$work/clients"
cp rules/calendar_event.lua "$work/rules/"
"$VERDICT_BIN" serve --rules "$work/rules" --host 127.0.0.1 --port 0 --read-timeout "$READ_TIMEOUT" \
    >"$work/stdout" 2>"$work/stderr" &
server=$!
clients=()
cleanup() {
    for client in "${clients[@]}"; do kill "$client" 2>/dev/null; done
    kill "$server" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 1 500); do
    grep -q "listening on" "$work/stdout" && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.02
done
url=$(sed -n 's/.*listening on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$work/stdout")
port=${url##*:}
if [ -z "$url" ]; then
    echo "serve-slow-clients: verdict serve did not start" >&2
    cat "$work/stderr" >&2
    exit 2
fi
sockets() { find "/proc/$server/fd" -lname 'socket:*' 2>/dev/null | wc -l; }
sockets_before=$(sockets)

# One slow client: a request head, one more header line every half second, for at most 60 s.
# Writes `cut SECONDS` once a write fails (the server closed the connection), else `held`.
slow_client() {
    trap '' PIPE
    local started=$SECONDS
    exec 3<>"/dev/tcp/127.0.0.1/$port" || { echo "refused" >"$work/clients/$1"; return; }
    printf 'POST /v1/validate/CalendarEvent HTTP/1.1\r\nHost: 127.0.0.1\r\n' >&3
    for i in $(seq 1 120); do
        sleep 0.5
        if ! printf 'X-Slow-%d: still here\r\n' "$i" >&3 2>/dev/null; then
            echo "cut $((SECONDS - started))" >"$work/clients/$1"
            return
        fi
    done
    echo "held" >"$work/clients/$1"
}
for n in $(seq 1 "$SLOW_CLIENTS"); do
    slow_client "$n" &
    clients+=($!)
done
sleep 1
sockets_held=$(sockets)

timeout 60 wrk -t2 -c4 -d"$((READ_TIMEOUT + 2))s" --latency -s scripts/stress/serve-health.lua "$url/health" \
    >"$work/wrk" 2>&1
wrk_status=$?

# Every slow client must be cut off: wait for their verdicts (READ_TIMEOUT + 10 s at most).
deadline=$((SECONDS + READ_TIMEOUT + 10))
while [ "$(find "$work/clients" -type f | wc -l)" -lt "$SLOW_CLIENTS" ] && [ $SECONDS -lt $deadline ]; do sleep 0.5; done
cut=$(cat "$work/clients"/* 2>/dev/null | grep -c '^cut')
slowest=$(cat "$work/clients"/* 2>/dev/null | awk '/^cut/ {if ($2 > m) m = $2} END {print m + 0}')
settled=no
for _ in $(seq 1 20); do
    if [ "$(sockets)" -le "$sockets_before" ]; then settled=yes; break; fi
    sleep 0.5
done
sockets_after=$(sockets)
alive=yes
kill -0 "$server" 2>/dev/null || alive=no
errors_logged=$(grep -c " error " "$work/stderr")

line=$(grep '^serve-health:' "$work/wrk")
ok=$(sed -n 's/.*ok=\([0-9]*\).*/\1/p' <<<"$line")
failed=$(sed -n 's/.*failed=\([0-9]*\).*/\1/p' <<<"$line")
errors=$(sed -n 's/.*errors=\([0-9]*\).*/\1/p' <<<"$line")
p99=$(sed -n 's/.*p99=\([0-9.]*ms\).*/\1/p' <<<"$line")

echo "serve slow clients: $SLOW_CLIENTS slow clients (read timeout ${READ_TIMEOUT}s): $cut cut off, the last after" \
    "${slowest}s; /health meanwhile: ${ok:-0} answered ok (p99 ${p99:-?}), ${failed:-?} failed, ${errors:-?} socket" \
    "errors; sockets $sockets_before -> $sockets_held -> $sockets_after (back: $settled); $errors_logged error" \
    "log lines; server alive: $alive"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$SLOW_CLIENTS" "$cut" "$slowest" "${ok:-0}" "${failed:--1}" \
    "${errors:--1}" "$sockets_before" "$sockets_held" "$sockets_after" "$settled" >"${SLOW_SUMMARY:-/dev/null}"
if [ "$wrk_status" -ne 0 ] || [ "${ok:-0}" -eq 0 ] || [ "${failed:-1}" != 0 ] || [ "${errors:-1}" != 0 ] \
    || [ "$cut" -ne "$SLOW_CLIENTS" ] || [ "$settled" != yes ] || [ "$alive" != yes ] || [ "$errors_logged" -ne 0 ]; then
    tail -5 "$work/wrk" >&2
    exit 1
fi
