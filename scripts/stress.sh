#!/usr/bin/env bash
# `make stress`: issue 9's and issue 20's checks in one bounded run, then a summary table.
#
#   1. hostile rule files (HostileScriptTests)          5. input faults (InputFaultTests, a 200 MiB line)
#   2. libFuzzer, STRESS_FUZZ_SECONDS per target (20)   6. remote faults (RemoteFaultTests: remote rules
#   3. ThreadSanitizer (make tsan)                         against servers that are down, slow, hang,
#   4. verdict serve reloading under load                  reset or answer garbage; about 10 s)
#                                                       7. verdict serve under load with a rule calling
#                                                          its own server: threads and sockets come back
#                                                       8. 200 slow clients cut off by the read timeout
#                                                          while /health answers
#
# It needs wrk, GNU time and bc besides Swift and Lua: `make stress` installs them first.
# Every step runs under `timeout`; a step that reaches it counts as a hang. Logs go to
# .build-stress/. Exits 1 if any step failed. Budget on the 2-core machine: under 20 minutes.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
LOGS=$ROOT/.build-stress
mkdir -p "$LOGS"
FUZZ_SECONDS=${STRESS_FUZZ_SECONDS:-20}
started=$(date +%s)
failed=0
hangs=0

step() { printf '\n==> %s\n' "$*"; }
# Runs a command with a time limit, its output to a log; returns its status, counting a hang.
bounded() {
    local seconds=$1 log=$2
    shift 2
    timeout --kill-after=10 "$seconds" "$@" >"$log" 2>&1
    local status=$?
    if [ $status -eq 124 ] || [ $status -eq 137 ]; then
        hangs=$((hangs + 1))
        echo "stress: '$*' did not finish within ${seconds}s" >&2
    fi
    return $status
}

step "building the tests"
bounded 1200 "$LOGS/build.log" swift build --traits CLI --build-tests || { echo "stress: the test build failed" >&2; tail -20 "$LOGS/build.log" >&2; failed=1; }

step "1. hostile rule files"
bounded 600 "$LOGS/hostile.log" swift test --traits CLI --skip-build --filter HostileScriptTests || failed=1
hostile=$(grep -o 'hostile scripts: [0-9]* tried / [0-9]* contained' "$LOGS/hostile.log" | tail -1)
hostile=${hostile#hostile scripts: }
echo "${hostile:-no summary (see $LOGS/hostile.log)}"

step "2. fuzzing, ${FUZZ_SECONDS}s per target"
FUZZ_SECONDS=$FUZZ_SECONDS bounded $((FUZZ_SECONDS * 5 + 1500)) "$LOGS/fuzz.log" scripts/fuzz.sh || failed=1
tail -7 "$LOGS/fuzz.log"

step "3. ThreadSanitizer (make tsan)"
bounded 1200 "$LOGS/tsan.log" make tsan
tsan_status=$?
[ $tsan_status -eq 0 ] || failed=1
races=$(grep -c "WARNING: ThreadSanitizer" "$LOGS/tsan.log")
tsan_tests=$(grep -oE "Test run with [0-9]+ tests?( in [0-9]+ suites?)? (passed|failed)" "$LOGS/tsan.log" | tail -1)
echo "races: $races; ${tsan_tests:-no test summary (see $LOGS/tsan.log)}"

step "4. verdict serve under load while its rules change"
SERVE_SUMMARY=$LOGS/serve.tsv LOAD_SECONDS=10 bounded 180 "$LOGS/serve.log" scripts/serve-reload-load.sh || failed=1
cat "$LOGS/serve.log"

step "5. input faults"
bounded 600 "$LOGS/faults.log" swift test --traits CLI --skip-build --filter InputFaultTests || failed=1
# Cases: each plain test is one, each parameterised test one per argument.
fault_cases=$(grep -E "^✔ Test [a-zA-Z]+\(" "$LOGS/faults.log" | grep -vE "test cases" | grep -c "passed after")
fault_cases=$((fault_cases + $(grep -oE "with [0-9]+ test cases passed" "$LOGS/faults.log" | awk '{s += $2} END {print s + 0}')))
fault_failures=$(grep -cE "^✘ Test .*(failed|recorded an issue)" "$LOGS/faults.log")
echo "fault cases: $fault_cases passed, $fault_failures failures"
LONG_LINE_SUMMARY=$LOGS/long-line.tsv bounded 400 "$LOGS/long-line.log" scripts/long-line.sh || failed=1
cat "$LOGS/long-line.log"

step "6. remote faults"
bounded 300 "$LOGS/remote-faults.log" swift test --traits CLI --skip-build --filter RemoteFaultTests || failed=1
# One line per case: "remote fault NAME: client CODE, verdict validate exit N[, HUNG]".
remote_cases=$(grep -c "^remote fault " "$LOGS/remote-faults.log")
remote_failed=$(grep -E "^remote fault " "$LOGS/remote-faults.log" | grep -vc "exit 1$")
remote_hangs=$(grep -c "^remote fault .*HUNG" "$LOGS/remote-faults.log")
hangs=$((hangs + remote_hangs))
grep "^remote fault " "$LOGS/remote-faults.log"
echo "remote fault cases: $remote_cases, not failed closed: $remote_failed, hangs: $remote_hangs"

step "7. verdict serve under load with a remote rule calling its own server"
LOOP_SUMMARY=$LOGS/loop.tsv LOAD_SECONDS=10 bounded 180 "$LOGS/loop.log" scripts/serve-loop-load.sh || failed=1
cat "$LOGS/loop.log"

step "8. verdict serve with 200 slow clients and a read timeout"
SLOW_SUMMARY=$LOGS/slow.tsv SLOW_CLIENTS=200 READ_TIMEOUT=3 bounded 180 "$LOGS/slow.log" scripts/serve-slow-clients.sh \
    || failed=1
cat "$LOGS/slow.log"

# The table.
fuzz_rows=$(awk -F'\t' '{printf "  %-18s %12s executions, %s crashes\n", $1, $2, $3}' "$ROOT/.build-fuzz/summary.tsv" 2>/dev/null)
fuzz_crashes=$(awk -F'\t' '{s += $3} END {print s + 0}' "$ROOT/.build-fuzz/summary.tsv" 2>/dev/null)
IFS=$'\t' read -r s_requests s_failed s_errors s_changes s_accepted s_refused s_alive <"$LOGS/serve.tsv" 2>/dev/null
IFS=$'\t' read -r l_mb l_status l_reported l_rss <"$LOGS/long-line.tsv" 2>/dev/null
IFS=$'\t' read -r o_requests o_refused o_failed o_errors o_t0 o_t1 o_t2 o_s0 o_s1 o_s2 o_settled \
    <"$LOGS/loop.tsv" 2>/dev/null
IFS=$'\t' read -r w_clients w_cut w_slowest w_ok w_failed w_errors w_s0 w_s1 w_s2 w_settled <"$LOGS/slow.tsv" 2>/dev/null
elapsed=$(($(date +%s) - started))
cat <<TABLE

================================ stress summary ================================
hostile scripts          ${hostile:-?}
fuzzing                  ${FUZZ_SECONDS}s per target, ${fuzz_crashes:-?} crashes
$fuzz_rows
races (ThreadSanitizer)  ${races:-?} ($( [ "${tsan_status:-1}" -eq 0 ] && echo "make tsan passed" || echo "make tsan FAILED"))
serve under reloads      ${s_changes:-?} rule changes: ${s_accepted:-?} reloads accepted, ${s_refused:-?} refused;
                         ${s_requests:-?} requests, ${s_failed:-?} failed validations, ${s_errors:-?} socket errors, alive: ${s_alive:-?}
fault cases              ${fault_cases:-?} fault cases passed, ${fault_failures:-?} failures; ${l_mb:-?} MiB line: reported ${l_reported:-?}x, peak RSS ${l_rss:-?} MiB
remote faults            ${remote_cases:-?} cases (down, silent, hung, slow, reset, closed, truncated, garbage, 500),
                         ${remote_failed:-?} not failed closed, ${remote_hangs:-?} hangs
serve, self-calling rule ${o_requests:-?} requests: ${o_refused:-?} refused as loops, ${o_failed:-?} failed, ${o_errors:-?} socket errors;
                         threads ${o_t0:-?} -> ${o_t1:-?} -> ${o_t2:-?}, sockets ${o_s0:-?} -> ${o_s1:-?} -> ${o_s2:-?}, back: ${o_settled:-?}
serve, slow clients      ${w_cut:-?} of ${w_clients:-?} cut off (the last after ${w_slowest:-?} s); /health ${w_ok:-?} ok, ${w_failed:-?} failed,
                         ${w_errors:-?} socket errors; sockets ${w_s0:-?} -> ${w_s1:-?} -> ${w_s2:-?}, back: ${w_settled:-?}
hangs                    $hangs
elapsed                  $((elapsed / 60))m $((elapsed % 60))s — $( [ $failed -eq 0 ] && [ $hangs -eq 0 ] && echo GREEN || echo "FAILED (logs in .build-stress/)")
================================================================================
TABLE
[ $failed -eq 0 ] && [ $hangs -eq 0 ]
