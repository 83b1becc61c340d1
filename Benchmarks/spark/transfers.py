#!/usr/bin/env python3
"""Times the ways of handing a Spark partition to `verdict`, and where a Spark run's time goes.

Usage: transfers.py VERDICT BUNDLE FILE [--model M] [--id F] [--steps S,...] [--runs N]

In one local Spark session (`local[2]` unless SPARK_MASTER says otherwise) over one JSON Lines
FILE, each step runs RUNS times and prints its best wall-clock time, records per second and every
run's time (a step may be named twice, to alternate):
- `scan`: Spark reads the lines and counts them (no Python, no verdict);
- `cat-raw`: the records through Arrow to a `cat` process and back (the hand-over and the pipe,
  no validation); `cat`: the same, each line then parsed as a result by Spark (`from_json`);
- `arrow` (the recipe, `mapInArrow`), `pandas` (`mapInPandas`), `partitions` (`RDD.mapPartitions`
  with a subprocess) and `pipe` (`RDD.pipe`): validation through `verdict`, each result parsed by
  Spark (`from_json`) and every row computed (the `noop` sink, which writes nothing);
- `arrow-parquet`: the recipe's validation with its results written as Parquet to --output.
Before them it prints the time the session took to start (the JVM and Spark's context).
"""
import argparse
import os
import pathlib
import shlex
import subprocess
import sys
import threading
import time

RECIPE = pathlib.Path(__file__).resolve().parents[2] / "examples" / "spark"
sys.path.insert(0, str(RECIPE))

import pandas as pd  # noqa: E402
from pyspark.sql import SparkSession  # noqa: E402
from pyspark.sql import functions as F  # noqa: E402

import validate_job as job  # noqa: E402


def computed(frame):
    """Computes every row of a DataFrame, writing nothing."""
    frame.write.format("noop").mode("overwrite").save()


def parsed(piped):
    """The piped results parsed as the recipe parses them."""
    return piped.select(F.from_json("result", job.RESULT_SCHEMA).alias("r")).select("r.*")


def through_pandas(command):
    """mapInPandas: each batch's records joined into lines, the results back as a pandas column."""

    def run(frames):
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

        def feed():
            for frame in frames:
                if len(frame):
                    process.stdin.write(("\n".join(frame["value"]) + "\n").encode())
            process.stdin.close()

        threading.Thread(target=feed, daemon=True).start()
        for text in job.result_chunks(process.stdout):
            yield pd.DataFrame({"partition": 0, "result": text.decode().split("\n")[:-1]})
        process.wait()

    return run


def through_partitions(command):
    """RDD.mapPartitions: each record a Python string written to a subprocess, each result read back."""

    def run(rows):
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)

        def feed():
            for row in rows:
                process.stdin.write(row.value.encode() + b"\n")
            process.stdin.close()

        threading.Thread(target=feed, daemon=True).start()
        for line in process.stdout:
            yield (line.rstrip(b"\n").decode(),)
        process.wait()

    return run


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("verdict")
    parser.add_argument("bundle")
    parser.add_argument("file")
    parser.add_argument("--model", default="CalendarEvent")
    parser.add_argument("--id", default="id")
    parser.add_argument("--steps", default="scan,cat-raw,cat,arrow,pandas,partitions,pipe")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--output", default="/tmp/verdict-spark-transfers", help="where arrow-parquet writes")
    options = parser.parse_args()

    clock = time.monotonic()
    spark = (SparkSession.builder.master(os.environ.get("SPARK_MASTER", "local[2]"))
             .config("spark.ui.enabled", "false").getOrCreate())
    print(f"session start: {time.monotonic() - clock:.2f} s", flush=True)
    spark.sparkContext.addPyFile(str(RECIPE / "validate_job.py"))
    lines = spark.read.text(options.file)
    records = lines.count()  # also warms the JVM's reading path
    command = job.verdict_command(os.path.abspath(options.verdict), options.model, options.id,
                                  bundle=os.path.abspath(options.bundle))
    schema = job.PIPED_SCHEMA
    steps = {
        "scan": lambda: lines.count(),
        "cat-raw": lambda: computed(lines.mapInArrow(job.PartitionRun(["cat"]), schema)),
        "cat": lambda: computed(parsed(lines.mapInArrow(job.PartitionRun(["cat"]), schema))),
        "arrow": lambda: computed(job.validate(lines, command)),
        "arrow-parquet": lambda: job.validate(lines, command).write.mode("overwrite").parquet(options.output),
        "pandas": lambda: computed(parsed(lines.mapInPandas(through_pandas(command), schema))),
        "partitions": lambda: computed(parsed(
            lines.rdd.mapPartitions(through_partitions(command)).toDF("result string"))),
        "pipe": lambda: computed(parsed(
            lines.rdd.map(lambda row: row.value).pipe(shlex.join(command)).map(lambda text: (text,))
            .toDF("result string"))),
    }
    print(f"{records:,} records, {lines.rdd.getNumPartitions()} partitions", flush=True)
    for name in options.steps.split(","):
        times = []
        for _ in range(options.runs):
            start = time.monotonic()
            steps[name]()
            times.append(time.monotonic() - start)
        best = min(times)
        every = " ".join(f"{seconds:.2f}" for seconds in times)
        print(f"{name:>10}: {best:6.2f} s  {records / best:>12,.0f} records/s  (runs: {every})", flush=True)
    spark.stop()


if __name__ == "__main__":
    main()
