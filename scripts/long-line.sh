#!/usr/bin/env bash
# One very long line through `verdict validate`: a JSON Lines file whose second line is
# LONG_LINE_MB (default 200) MiB, between two short records. The reader's 64 MiB line cap must
# report it as too long and read on, without holding it: peak memory is measured with
# /usr/bin/time -v. Prints one `long line:` line; exits 1 if the line is not reported, a record
# is lost, or the peak resident size passes LONG_LINE_RSS_LIMIT_MB (default 256).
set -uo pipefail
cd "$(dirname "$0")/.."
LONG_LINE_MB=${LONG_LINE_MB:-200}
LIMIT_MB=${LONG_LINE_RSS_LIMIT_MB:-256}
if [ -z "${VERDICT_BIN:-}" ]; then
    swift build --traits CLI --product verdict >/dev/null 2>&1 || echo "long-line: build failed; using the last built verdict" >&2
    VERDICT_BIN=$(swift build --show-bin-path)/verdict
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
file=$work/long.jsonl
{
    printf '{"name": "Ann", "updatedAt": "2100-01-01T00:00:00Z"}\n{"name": "'
    head -c $((LONG_LINE_MB << 20)) /dev/zero | tr '\0' 'x'
    printf '"}\n{"name": "Bo", "updatedAt": "2100-01-01T00:00:00Z"}\n'
} >"$file"
start=$(date +%s.%N)
timeout 300 /usr/bin/time -v "$VERDICT_BIN" validate --rules rules --model MJUser "$file" >"$work/out" 2>"$work/err"
status=$?
elapsed=$(echo "$(date +%s.%N) - $start" | bc)
rss_kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/err")
rss_mb=$((${rss_kb:-0} / 1024))
reported=$(grep -c "line is longer than 64 MiB" "$work/out" "$work/err" | awk -F: '{s += $2} END {print s}')
printf 'long line: %d MiB line in %.1f s, exit status %d, reported too long: %s, peak RSS %d MiB\n' \
    "$LONG_LINE_MB" "$elapsed" "$status" "$([ "$reported" -gt 0 ] && echo yes || echo no)" "$rss_mb"
printf '%s\t%s\t%s\t%s\n' "$LONG_LINE_MB" "$status" "$reported" "$rss_mb" >"${LONG_LINE_SUMMARY:-/dev/null}"
# Exit status 1: records were validated and one (the long line) is invalid; 124 would be a hang.
if [ "$status" -ne 1 ] || [ "$reported" -eq 0 ] || [ "$rss_mb" -gt "$LIMIT_MB" ]; then
    head -20 "$work/out" "$work/err" >&2
    exit 1
fi
