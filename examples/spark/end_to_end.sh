#!/usr/bin/env bash
# `make spark`: the Spark recipe for real. Usage: examples/spark/end_to_end.sh VERDICT
#
# With PySpark and Java (setup.sh), the recipe's unit tests first; then SPARK_RECORDS generated
# events (1,000,000 by default, each with a unique id, one cut short) validated by
# validate_job.py through spark-submit in local mode, with VERDICT and the rules as a bundle shipped
# by --files; every id's verdict is compared with one `verdict validate --id id` process on the
# same file, the counts too, and the unreadable record must come back on its partition's own line
# (check_verdicts.py). Then a second, small run on a local cluster (two executors in JVMs of their
# own, as on a real cluster) takes the DataFrame route (Spark reads the JSON, each row goes back to
# JSON) with the rules as a folder shipped by --archives, is compared the same way, and shows three
# invalid records joined back to their results by id. Last, a job whose verdict exits 2 must fail.
# The data stays in .build-spark/work and is generated again only when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
verdict=$(realpath "$1")
records=${SPARK_RECORDS:-1000000}
python=$(examples/spark/setup.sh)
bin=$(dirname "$python")
work=$PWD/.build-spark/work
mkdir -p "$work"
started=$EPOCHREALTIME
since() { awk -v from="$1" -v to="$EPOCHREALTIME" 'BEGIN { printf "%.1f s", to - from }'; }

echo "spark: the recipe's unit tests"
(cd examples/spark && "$python" -m unittest -q 2>&1 | tail -n 3)
python3 -m unittest discover -q -s Benchmarks/side-by-side 2>&1 | tail -n 3

events=$work/events-$records.jsonl
cut=$((records * 7 / 10 + 1))
if [ ! -s "$events" ]; then
    python3 Benchmarks/side-by-side/generate_events.py "$records" "$events.part" --id-field id --unreadable "$cut"
    mv "$events.part" "$events"
fi
small=$work/events-small.jsonl
if [ ! -s "$small" ]; then
    python3 Benchmarks/side-by-side/generate_events.py 20000 "$small.part" --seed 48 --id-field id
    mv "$small.part" "$small"
fi

# The rules of the side-by-side benchmark (the CalendarEvent model), as a bundle and as an archive.
rules=Benchmarks/side-by-side/rules-builtin
"$verdict" bundle build --rules "$rules" --output "$work/rules.bundle" >/dev/null
tar -czhf "$work/rules.tar.gz" -C "$rules" .

# One process, as the reference: exit status 1 says a record is invalid, 2 would be a failure.
single() {
    local status=0
    "$verdict" validate --format jsonl --id id --model CalendarEvent --bundle "$work/rules.bundle" \
        --jobs 2 "$1" >"$2" || status=$?
    [ "$status" -le 1 ] || { echo "spark: verdict failed with status $status on $1" >&2; exit 2; }
}
begin=$EPOCHREALTIME
single "$events" "$work/single.jsonl"
echo "spark: one verdict process (--jobs 2): $(since "$begin") for $records records"

# Spark's own log at warnings (conf/log4j2.properties), on loopback only; MASTER is local[2] (one
# JVM), or local-cluster[2,1,1024]: two executors in JVMs of their own, each with its own copy of
# what --files and --archives ship, in its own folder under $executors (Spark's work/ beside its jars),
# as on a cluster.
submit() {
    local master=$1
    shift
    SPARK_CONF_DIR=examples/spark/conf SPARK_LOCAL_IP=127.0.0.1 PYSPARK_PYTHON=$python PYSPARK_DRIVER_PYTHON=$python \
        "$bin/spark-submit" --master "$master" --conf spark.ui.enabled=false --conf spark.sql.shuffle.partitions=4 "$@"
}
begin=$EPOCHREALTIME
submit "local[2]" --files "$verdict,$work/rules.bundle" examples/spark/validate_job.py \
    --input "$events" --model CalendarEvent --id id --bundle rules.bundle --output "$work/results" --timings --show 0
echo "spark: spark-submit took $(since "$begin")"
"$python" examples/spark/check_verdicts.py "$work/results" "$work/single.jsonl" --unreadable 1

single "$small" "$work/single-small.jsonl"
executors=$("$python" -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "work"))')
rm -rf "$executors"
submit "local-cluster[2,1,1024]" --files "$verdict" --archives "$work/rules.tar.gz#rules" examples/spark/validate_job.py \
    --input "$small" --read-format json --model CalendarEvent --id id --rules rules \
    --output "$work/results-small" --show 3 --timings
"$python" examples/spark/check_verdicts.py "$work/results-small" "$work/single-small.jsonl" --unreadable 0
# Each executor ran the partitions it was given with its own copy of the binary and the rules.
ran=0
for executor in "$executors"/app-*/*/; do
    if [ ! -x "$executor/verdict" ] || [ ! -f "$executor/rules/calendar_event.lua" ]; then
        echo "spark: the executor in $executor has no copy of the binary or the rules" >&2
        exit 1
    fi
    ran=$((ran + $(grep -c "verdict-spark: partition" "$executor/stderr" || true)))
done
[ "$ran" -gt 0 ] || { echo "spark: no executor says it validated a partition" >&2; exit 1; }
echo "spark: $ran partitions validated by executors of their own, each with its copy of verdict and the rules"
# A real failure fails the job: a model the rules do not have makes verdict exit 2, and the task
# says what verdict said.
if submit "local[1]" --files "$verdict,$work/rules.bundle" examples/spark/validate_job.py --input "$small" \
    --model CalendarEvnt --id id --bundle rules.bundle --output "$work/results-failed" --show 0 \
    >"$work/failed.log" 2>&1; then
    echo "spark: the job went on with a model the rules do not have" >&2
    exit 1
fi
grep -q "verdict exited with status 2 in partition 0: verdict: unknown model 'CalendarEvnt'" "$work/failed.log" || {
    echo "spark: the failed job does not say why (see $work/failed.log)" >&2
    exit 1
}
echo "spark: a model the rules do not have fails the job, in verdict's words"
echo "spark: everything in $(since "$started")"
