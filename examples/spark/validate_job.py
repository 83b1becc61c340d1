#!/usr/bin/env python3
"""Validates records with `verdict` on Apache Spark, one `verdict` process per partition.

    spark-submit --files verdict,rules.bundle validate_job.py \\
        --input events.jsonl --model CalendarEvent --id id --bundle rules.bundle --output results

Each partition's records go, one JSON object a line, to the standard input of
`verdict validate --format jsonl --id FIELD -`, started on the executor from the binary shipped
with `--files`; its JSON Lines results come back as a DataFrame of `partition, line, id, valid,
errors, reading_error` that joins back to the records by `id`. The rules come with the job too:
a bundle (`verdict bundle build`) with `--files`, or a rules directory packed as a .tar.gz with
`--archives rules.tar.gz#rules`. Records are handed over through Arrow (`mapInArrow`): the
fastest of the ways measured (Benchmarks/README.md, "Verdict on Apache Spark").

`verdict` exits 1 when a record is invalid, which is no failure here; any other status (2: bad
usage, a broken rule set) fails the task with what `verdict` said on standard error. A line that
is no JSON is one result too, `valid` false with `reading_error` set and `id` null, at its line
in the partition's stream; every partition must give back as many results as it sent records,
so the counts add up.
"""
import argparse
import subprocess
import sys
import tempfile
import threading
import time

import pyarrow as pa
import pyarrow.compute as pc
from pyspark import SparkFiles, TaskContext
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

# What `verdict validate --format jsonl` writes for each record that the job keeps. A readable
# record has `errors`; an unreadable one has `error` (why it could not be read) instead.
RESULT_SCHEMA = (
    "line long, id string, valid boolean, error string, "
    "errors array<struct<attribute: string, rule: string, key: string, message: string, severity: string>>"
)

# The raw output of one partition, as mapInArrow hands it back to Spark.
PIPED_SCHEMA = "partition int, result string"

# How many bytes of results (about 4,000 of them) go into one Arrow batch back to Spark.
BATCH_BYTES = 1 << 20


class Shipped(str):
    """The name of a file shipped with `--files`, or of an `--archives` entry, in a command line:
    its path is known only on the executor that runs the command (`SparkFiles.get`)."""

    def path(self):
        """Where Spark put it on this machine: the file, or the folder the archive was unpacked to."""
        return SparkFiles.get(self)


def shipped(name):
    """A name shipped with the job, to be found on each executor; a path from / is kept as it is."""
    return name if name.startswith("/") else Shipped(name)


def resolved(command):
    """The command line with each shipped name replaced by its path on this machine."""
    return [argument.path() if isinstance(argument, Shipped) else argument for argument in command]


def verdict_command(verdict, model, id_field, bundle=None, rules=None, jobs=1, extra=()):
    """The `verdict validate` command line for one partition, reading standard input.

    `verdict`, `bundle` and `rules` are names shipped with the job, or paths from /, which every
    executor must then have. One job (`--jobs 1`) a task: Spark already runs one task on each core
    it was given. `extra` adds options, such as `("--locale", "de")`.
    """
    if (bundle is None) == (rules is None):
        raise ValueError("give the rules as a bundle or as a rules directory, one of the two")
    command = [shipped(verdict), "validate", "--format", "jsonl", "--id", id_field, "--model", model]
    command += ["--bundle", shipped(bundle)] if bundle else ["--rules", shipped(rules)]
    return command + ["--jobs", str(jobs), *extra, "-"]


def joined_lines(column):
    """One Arrow string column as one buffer of lines (the last without its newline), made in
    Arrow without a Python object a record. A null row is written `null` (a record `verdict`
    reports as not an object), so that it still has a result."""
    if not (pa.types.is_string(column.type) or pa.types.is_large_string(column.type)):
        column = column.cast(pa.string())
    column = pc.fill_null(column, "null")
    whole = pa.ListArray.from_arrays(pa.array([0, len(column)], pa.int32()), column)
    return pc.binary_join(whole, pa.scalar("\n", column.type))[0].as_buffer()


def result_batch(partition, text):
    """An Arrow batch of PIPED_SCHEMA from whole result lines (bytes, each ending with a newline).
    The text is not copied and no Python object is made a line: the newlines are found in Arrow
    and become the offsets of the strings, each result keeping its newline (JSON ignores it)."""
    data = pa.py_buffer(text)
    newlines = pc.indices_nonzero(pc.equal(pa.Array.from_buffers(pa.uint8(), len(text), [None, data]), 10))
    ends = pc.add(newlines, 1).cast(pa.int32())
    offsets = pa.concat_arrays([pa.array([0], pa.int32()), ends])
    results = pa.StringArray.from_buffers(len(ends), offsets.buffers()[1], data)
    return pa.RecordBatch.from_arrays(
        [pa.array([partition] * len(ends), pa.int32()), results], names=["partition", "result"]
    )


class PartitionRun:
    """Validates one partition's Arrow batches through one `verdict` process (a picklable
    function for `mapInArrow`): a thread writes the records to its standard input while the task
    reads its results, so that neither pipe fills up and waits for the other."""

    def __init__(self, command, timings=False):
        self.command = command
        self.timings = timings

    def __call__(self, batches):
        context = TaskContext.get()
        partition = context.partitionId() if context else 0
        started = time.monotonic()
        feed = Feed(batches)
        received = 0
        with tempfile.TemporaryFile() as stderr, subprocess.Popen(
            resolved(self.command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, bufsize=1 << 20
        ) as process:
            writer = threading.Thread(target=feed.write, args=(process,), daemon=True)
            writer.start()
            for text in result_chunks(process.stdout):
                batch = result_batch(partition, text)
                received += batch.num_rows
                yield batch
            writer.join()
            status = process.wait()
            if feed.failure is not None:
                raise feed.failure
            if status not in (0, 1):
                stderr.seek(0)
                said = stderr.read().decode("utf-8", "replace").strip()
                raise RuntimeError(f"verdict exited with status {status} in partition {partition}: {said}")
        if received != feed.sent:
            raise RuntimeError(f"partition {partition}: {feed.sent} records sent to verdict, {received} results back")
        if self.timings:
            seconds = time.monotonic() - started
            print(f"verdict-spark: partition {partition}: {received} records in {seconds:.2f} s",
                  file=sys.stderr, flush=True)


class Feed:
    """What one partition sends to `verdict`: its batches, counted, and what stopped the writing."""

    def __init__(self, batches):
        self.batches = batches
        self.sent = 0
        self.failure = None

    def write(self, process):
        """Writes every batch's records to `verdict`, then closes its input (in a thread)."""
        try:
            for batch in self.batches:
                if batch.num_rows:
                    process.stdin.write(joined_lines(batch.column(0)))
                    process.stdin.write(b"\n")
                    self.sent += batch.num_rows
            process.stdin.close()
        except BrokenPipeError:
            pass  # verdict ended early: its exit status says why
        except BaseException as error:  # handed to the task, which raises it
            self.failure = error
            process.kill()


def result_chunks(stdout):
    """What `verdict` writes, as it comes, in pieces of whole lines once BATCH_BYTES have arrived
    (the last piece whatever is left); a last line without its newline gets one."""
    pending = bytearray()
    while chunk := stdout.read1(BATCH_BYTES):
        pending += chunk
        if len(pending) >= BATCH_BYTES and (end := pending.rfind(b"\n")) >= 0:
            yield bytes(pending[: end + 1])
            del pending[: end + 1]
    if pending and not pending.endswith(b"\n"):
        pending += b"\n"
    if pending:
        yield bytes(pending)


def json_lines(frame):
    """Any DataFrame as the one string column `value` this job validates: each row as a JSON
    object (`to_json(struct(*))`). Null columns are left out, as an absent field."""
    return frame.select(F.to_json(F.struct(*[F.col(f"`{name}`") for name in frame.columns])).alias("value"))


def validate(lines, command, timings=False):
    """The results of `verdict` over a DataFrame whose first column holds one JSON record a row.

    Returns a DataFrame of `partition, line, id, valid, errors, reading_error`: `line` is the
    record's line in its partition's stream, `reading_error` why a record could not be read (then
    `id` is null and `errors` empty). Blank rows are left out first: `verdict` skips blank lines,
    and every record sent must have its result.
    """
    value = F.col(lines.columns[0])
    records = lines.select(value.cast("string").alias("value")).where(F.trim("value") != "")
    piped = records.mapInArrow(PartitionRun(command, timings), PIPED_SCHEMA)
    result = F.from_json("result", RESULT_SCHEMA)
    return piped.select("partition", result.alias("r")).select(
        "partition",
        "r.line",
        "r.id",
        "r.valid",
        F.coalesce("r.errors", F.array()).alias("errors"),
        F.col("r.error").alias("reading_error"),
    )


def failures_by_rule(results):
    """How many records failed each rule of each attribute, most first (warnings left out)."""
    failed = results.select(F.explode("errors").alias("e")).where(F.col("e.severity") == "error")
    return failed.groupBy("e.attribute", "e.rule").count().orderBy(F.desc("count"), "attribute", "rule")


def counts(results):
    """records, valid, invalid and unreadable (unreadable records are among the invalid)."""
    row = results.agg(
        F.count(F.lit(1)).alias("records"),
        F.count(F.when(F.col("valid"), 1)).alias("valid"),
        F.count(F.when(~F.col("valid"), 1)).alias("invalid"),
        F.count("reading_error").alias("unreadable"),
    ).first()
    return row.asDict()


def read_records(spark, path, read_format, partitions):
    """The records as one JSON text a row: JSON Lines read as text (each line as it is), or any
    format Spark reads (`json`, `parquet`, `csv` with a header, ...) turned into JSON per row."""
    if read_format == "text":
        lines = spark.read.text(path)
    else:
        reader = spark.read.format(read_format)
        if read_format == "csv":
            reader = reader.option("header", True)
        lines = json_lines(reader.load(path))
    return lines.repartition(partitions) if partitions else lines


def arguments(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", required=True, help="records: a file or folder Spark reads")
    parser.add_argument("--read-format", default="text",
                        help="text: JSON Lines as they are (default); json, parquet, csv, ...: "
                             "read by Spark, then each row turned into JSON")
    parser.add_argument("--model", required=True)
    parser.add_argument("--id", required=True, dest="id_field", help="the field that joins results back")
    rules = parser.add_mutually_exclusive_group(required=True)
    rules.add_argument("--bundle", help="a bundle shipped with --files (its name, or a path)")
    rules.add_argument("--rules", help="a rules folder shipped with --archives (its name, or a path)")
    parser.add_argument("--verdict", default="verdict", help="the binary shipped with --files")
    parser.add_argument("--output", required=True, help="where the results go, as Parquet")
    parser.add_argument("--partitions", type=int, default=0, help="repartition first (0: as read)")
    parser.add_argument("--timings", action="store_true", help="each partition's time on stderr")
    parser.add_argument("--show", type=int, default=3, help="invalid records to show with their errors")
    return parser.parse_args(argv)


def main(argv=None):
    options = arguments(argv)
    clock = time.monotonic()
    spark = SparkSession.builder.appName("verdict-validate").getOrCreate()
    print(f"verdict-spark: session ready in {time.monotonic() - clock:.1f} s", flush=True)

    records = read_records(spark, options.input, options.read_format, options.partitions)
    command = verdict_command(options.verdict, options.model, options.id_field, options.bundle, options.rules)
    step = time.monotonic()
    validate(records, command, options.timings).write.mode("overwrite").parquet(options.output)
    print(f"verdict-spark: validated and written in {time.monotonic() - step:.1f} s", flush=True)

    results = spark.read.parquet(options.output)
    totals = counts(results)
    print("verdict-spark: {records} records, {valid} valid, {invalid} invalid "
          "({unreadable} unreadable)".format(**totals), flush=True)
    failures_by_rule(results).show(40, truncate=False)
    results.where(F.col("reading_error").isNotNull()).select(
        "partition", "line", "reading_error").show(10, truncate=False)
    if options.show:
        # Joining back: the few invalid results (broadcast) against the records, by id.
        invalid = results.where(~F.col("valid") & F.col("id").isNotNull()).limit(options.show)
        keyed = records.select(F.get_json_object("value", f"$.{options.id_field}").alias("id"), "value")
        joined = keyed.join(F.broadcast(invalid.select("id", F.col("errors.message").alias("messages"))), "id")
        joined.select("id", "messages", "value").show(truncate=70)
    print(f"verdict-spark: done in {time.monotonic() - clock:.1f} s", flush=True)
    spark.stop()


if __name__ == "__main__":
    main()
