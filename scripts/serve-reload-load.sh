#!/usr/bin/env bash
# `verdict serve` under a bounded loopback load while its rules directory changes.
#
#   scripts/serve-reload-load.sh       LOAD_SECONDS (default 10, at most 60), VERDICT_BIN
#
# Starts `verdict serve` on 127.0.0.1 (a free port) over a temporary rules directory polled every
# 100 ms, runs wrk against 127.0.0.1 only (scripts/stress/serve-check.lua: valid records, some
# malformed JSON, and invalid records answered in German), and meanwhile rewrites the rules
# directory every 250 ms, cycling through a good version, a broken one (a syntax error) and a second
# good version, of the rule file and of its German catalog (locales/de.lua) in turn. Counts the
# reloads the server logged (accepted and refused) and the failed validations: any answer other than
# 200 "valid" for a good record, 400 for malformed JSON, or 200 "invalid" with both messages from
# one and the same catalog version for the German record. Prints one `serve:` line; exits 1 on any
# failure.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
LOAD_SECONDS=${LOAD_SECONDS:-10}
[ "$LOAD_SECONDS" -le 60 ] || LOAD_SECONDS=60
if [ -z "${VERDICT_BIN:-}" ]; then
    swift build --traits CLI --product verdict >/dev/null 2>&1 || echo "serve-reload-load: build failed; using the last built verdict" >&2
    VERDICT_BIN=$(swift build --show-bin-path)/verdict
fi
[ -x "$VERDICT_BIN" ] || { echo "serve-reload-load: no verdict binary at $VERDICT_BIN" >&2; exit 2; }
command -v wrk >/dev/null || { echo "serve-reload-load: wrk is not installed (apt-get install wrk)" >&2; exit 2; }

work=$(mktemp -d)
rules=$work/rules
mkdir -p "$rules"
good_a=$work/good_a.lua
good_b=$work/good_b.lua
broken=$work/broken.lua
cp rules/calendar_event.lua "$good_a"
sed 's/"minLength", 6,/"minLength", 5,/' rules/calendar_event.lua >"$good_b"
printf 'return {\n  model = "CalendarEvent",\n  rules = { { "title", "required" }\n' >"$broken"
cp "$good_a" "$rules/calendar_event.lua"
# Two catalog versions whose texts say which they are, and a broken one (a text that is a number).
catalog_a=$work/catalog_a.lua
catalog_b=$work/catalog_b.lua
catalog_broken=$work/catalog_broken.lua
for version in a b; do
    tag=$(tr a-z A-Z <<<"$version")
    printf 'return {\n  messages = {\n    required = "fehlt (%s).",\n    notEmail = "ist keine E-Mail-Adresse (%s).",\n  },\n}\n' \
        "$tag" "$tag" >"$work/catalog_$version.lua"
done
printf 'return {\n  messages = {\n    required = 5,\n  },\n}\n' >"$catalog_broken"
mkdir -p "$rules/locales"
cp "$catalog_a" "$rules/locales/de.lua"

"$VERDICT_BIN" serve --rules "$rules" --host 127.0.0.1 --port 0 --watch-interval 0.1 \
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
    echo "serve-reload-load: verdict serve did not start" >&2
    cat "$work/stderr" >&2
    exit 2
fi

# The rules change while wrk runs, every 250 ms, the rule file and the catalog in turn: good →
# broken → other good → broken → …
(
    versions=("$broken" "$good_b" "$broken" "$good_a")
    catalogs=("$catalog_broken" "$catalog_b" "$catalog_broken" "$catalog_a")
    changes=$((LOAD_SECONDS * 4))
    for i in $(seq 0 $((changes - 1))); do
        sleep 0.25
        # Written in place, not renamed: the watcher may also see a half-written file.
        if [ $((i % 2)) -eq 0 ]; then
            cat "${versions[$(((i / 2) % 4))]}" >"$rules/calendar_event.lua"
        else
            cat "${catalogs[$(((i / 2) % 4))]}" >"$rules/locales/de.lua"
        fi
    done
    echo "$changes" >"$work/changes"
) &
changer=$!

timeout $((LOAD_SECONDS + 30)) wrk -t2 -c16 -d"${LOAD_SECONDS}s" -s scripts/stress/serve-check.lua \
    "$url/v1/validate/CalendarEvent" >"$work/wrk" 2>&1
wrk_status=$?
wait "$changer"
sleep 0.3
alive=yes
kill -0 "$server" 2>/dev/null || alive=no

requests=$(sed -n 's/^ *\([0-9]*\) requests in.*/\1/p' "$work/wrk")
line=$(grep '^serve-check:' "$work/wrk")
valid=$(sed -n 's/.*valid=\([0-9]*\).*/\1/p' <<<"$line")
rejected=$(sed -n 's/.*rejected=\([0-9]*\).*/\1/p' <<<"$line")
failed=$(sed -n 's/.*failed=\([0-9]*\).*/\1/p' <<<"$line")
errors=$(sed -n 's/.*errors=\([0-9]*\).*/\1/p' <<<"$line")
accepted=$(grep -c "rules reloaded" "$work/stderr")
refused=$(grep -c "rules change refused" "$work/stderr")
located=$(grep -cE "(calendar_event|locales/de)\.lua:[0-9]+:" "$work/stderr")
changes=$(cat "$work/changes" 2>/dev/null || echo 0)

german=$(sed -n 's/.*german=\([0-9]*\).*/\1/p' <<<"$line")
echo "serve: ${requests:-0} requests in ${LOAD_SECONDS}s, ${valid:-0} valid, ${german:-0} invalid in one German catalog version," \
    "${rejected:-0} malformed rejected (400)," \
    "${failed:-?} failed validations, ${errors:-?} socket/timeout errors; $changes rule and catalog changes," \
    "$accepted reloads accepted, $refused refused ($located issues with FILE:LINE); server alive: $alive"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${requests:-0}" "${failed:--1}" "${errors:--1}" "$changes" "$accepted" "$refused" "$alive" \
    >"${SERVE_SUMMARY:-/dev/null}"
if [ "$wrk_status" -ne 0 ] || [ "${failed:-1}" != 0 ] || [ "${errors:-1}" != 0 ] || [ "$alive" != yes ] \
    || [ "$accepted" -lt 2 ] || [ "$refused" -lt 1 ]; then
    tail -5 "$work/wrk" >&2
    exit 1
fi
