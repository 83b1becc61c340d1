#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each for a bounded time.
#
#   scripts/fuzz.sh [TARGET...]       FUZZ_SECONDS (default 60) per target
#
# Before fuzzing, each target replays its kept crash inputs (Fuzz/Crashes/<target>/) as regression
# tests. Fuzzing reads the kept corpus (Fuzz/Corpus/<target>/) and writes what it finds to
# .build-fuzz/corpus/<target>/; FUZZ_MERGE=1 afterwards minimizes both into Fuzz/Corpus/<target>/
# (-merge=1). A crash, timeout or out-of-memory input is copied to Fuzz/Crashes/<target>/.
# Prints executions and crashes per target, writes them to .build-fuzz/summary.tsv, and exits 1
# when any target crashed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
SCRATCH=$ROOT/.build-fuzz
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(FuzzJSONReader FuzzRecordReaders FuzzValueBridge FuzzRuleLoader FuzzSyntaxRules FuzzMessageTemplates)

if [ -z "${FUZZ_NO_BUILD:-}" ]; then
    echo "fuzz: building in $SCRATCH (release, -sanitize=fuzzer,address)"
    (cd Fuzz && swift build -c release --scratch-path "$SCRATCH" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | grep -E "error|Compiling Fuzz|Build complete") \
        || true
fi

# Leaks are not checked: the Swift runtime keeps metadata for the process's life. The crash
# backtracer is off: it reads memory ASan guards and clutters the report.
export ASAN_OPTIONS="detect_leaks=0:quarantine_size_mb=64:malloc_context_size=10${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export SWIFT_BACKTRACE=enable=no

dictionary() {
    case $1 in
    FuzzRuleLoader) echo "-dict=$ROOT/Fuzz/Dictionaries/lua.dict" ;;
    FuzzJSONReader | FuzzRecordReaders | FuzzValueBridge) echo "-dict=$ROOT/Fuzz/Dictionaries/json.dict" ;;
    esac
}

: >"$SCRATCH/summary.tsv"
failed=0
printf '\n%-20s %12s %10s %8s %s\n' target executions exec/s crashes regressions
for target in "${TARGETS[@]}"; do
    binary=$SCRATCH/release/$target
    log=$SCRATCH/$target.log
    crashes=$SCRATCH/crashes/$target
    kept=$ROOT/Fuzz/Crashes/$target
    mkdir -p "$SCRATCH/corpus/$target" "$crashes" "$ROOT/Fuzz/Corpus/$target"
    if [ ! -x "$binary" ]; then
        printf '%-20s %12s %10s %8s %s\n' "$target" - - "not built" -
        printf '%s\t0\t1\n' "$target" >>"$SCRATCH/summary.tsv"
        failed=1
        continue
    fi
    rm -f "$crashes"/*
    # Kept crash inputs, each run once: a fixed bug must stay fixed.
    regressions=0
    regression_failures=0
    if compgen -G "$kept/*" >/dev/null; then
        regressions=$(find "$kept" -type f ! -name '.*' | wc -l)
        if ! timeout 300 "$binary" -rss_limit_mb=2048 -timeout=30 "$kept"/* >"$SCRATCH/$target.regressions.log" 2>&1; then
            regression_failures=1
        fi
    fi
    # shellcheck disable=SC2046
    timeout $((SECONDS_PER_TARGET + 120)) "$binary" -max_total_time="$SECONDS_PER_TARGET" -rss_limit_mb=2048 -timeout=30 \
        -print_final_stats=1 $(dictionary "$target") -artifact_prefix="$crashes/" \
        "$SCRATCH/corpus/$target" "$ROOT/Fuzz/Corpus/$target" >"$log" 2>&1
    status=$?
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    found=$(find "$crashes" -type f | wc -l)
    if [ "$status" -ne 0 ] && [ "$found" -eq 0 ]; then found=1; fi
    if [ "$found" -gt 0 ]; then
        mkdir -p "$kept"
        cp "$crashes"/* "$kept"/ 2>/dev/null
        failed=1
        echo "fuzz: $target crashed; see $log, inputs kept in Fuzz/Crashes/$target/" >&2
    fi
    [ "$regression_failures" -eq 0 ] || failed=1
    regression_text="$regressions kept"
    [ "$regression_failures" -eq 0 ] || regression_text="$regressions kept, FAILING (see $SCRATCH/$target.regressions.log)"
    printf '%-20s %12s %10s %8s %s\n' "$target" "${executions:-0}" "${rate:-0}" "$found" "$regression_text"
    printf '%s\t%s\t%s\n' "$target" "${executions:-0}" "$((found + regression_failures))" >>"$SCRATCH/summary.tsv"
    if [ -n "${FUZZ_MERGE:-}" ]; then
        merged=$SCRATCH/merged/$target
        rm -rf "$merged" && mkdir -p "$merged"
        "$binary" -merge=1 -rss_limit_mb=2048 -timeout=30 "$merged" "$ROOT/Fuzz/Corpus/$target" "$SCRATCH/corpus/$target" \
            >"$SCRATCH/$target.merge.log" 2>&1 &&
            rm -rf "$ROOT/Fuzz/Corpus/$target" && mv "$merged" "$ROOT/Fuzz/Corpus/$target"
    fi
done
exit $failed
