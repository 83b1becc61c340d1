#!/usr/bin/env python3
"""Compares the Spark job's results with one `verdict validate --format jsonl --id FIELD` run.

Usage: check_verdicts.py SPARK_RESULTS SINGLE.jsonl [--unreadable N]

SPARK_RESULTS is the job's Parquet output (`partition, line, id, valid, errors, reading_error`),
from one input file read in order (no repartition); SINGLE.jsonl is what one `verdict` process
wrote for the same file. The checks, each printed, then `N passed, M failed`:
- every id has one result on each side, and the same verdict (the list of differences is shown);
- the counts add up: records = valid + invalid on each side, and the sides have the same counts;
- the unreadable records are the same lines: each Spark result gives its line in its partition's
  stream, which, after the records of the partitions before it, is the line of the file that the
  single run names; with --unreadable N, there are N of them.
Exit status 0 when every check passed, 1 otherwise.
"""
import argparse
import sys

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.json as pj
import pyarrow.parquet as pq

SINGLE_SCHEMA = pa.schema([("line", pa.int64()), ("id", pa.string()), ("valid", pa.bool_()), ("error", pa.string())])


def read_single(path):
    """The single run's results: line, id, valid and error (set when a record was unreadable)."""
    options = pj.ParseOptions(explicit_schema=SINGLE_SCHEMA, unexpected_field_behavior="ignore")
    return pj.read_json(path, parse_options=options).select(["line", "id", "valid", "error"])


def read_spark(path):
    """The Spark job's results, without their errors."""
    return pq.read_table(path, columns=["partition", "line", "id", "valid", "reading_error"])


class Checks:
    """The checks' outcomes, printed as they are made."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        self.passed += bool(ok)
        self.failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {what}{': ' + detail if detail and not ok else ''}")

    def summary(self):
        print(f"{self.passed} passed, {self.failed} failed")
        return self.failed == 0


def totals(table, unreadable_column):
    valid = pc.sum(table["valid"]).as_py() or 0
    return {
        "records": table.num_rows,
        "valid": valid,
        "invalid": table.num_rows - valid,
        "unreadable": table.num_rows - table[unreadable_column].null_count,
    }


def differences(spark, single, limit=10):
    """What differs by id: a verdict, an id missing on one side (None) or repeated; the first
    `limit` described, and how many there are."""
    problems = []
    for name, table in (("spark", spark), ("single", single)):
        tally = pc.value_counts(table.filter(pc.is_valid(table["id"]))["id"])
        repeated = tally.filter(pc.greater(tally.field("counts"), 1))
        problems += [f"{row['values']}: {row['counts']} results in {name}" for row in repeated.to_pylist()]
    left = spark.filter(pc.is_valid(spark["id"])).select(["id", "valid"])
    right = single.filter(pc.is_valid(single["id"])).select(["id", "valid"]).rename_columns(["id", "single"])
    joined = left.join(right, "id", join_type="full outer")
    same = pc.fill_null(pc.equal(joined["valid"], joined["single"]), False)
    for row in joined.filter(pc.invert(same)).sort_by("id").to_pylist():
        problems.append(f"{row['id']}: spark {row['valid']}, single {row['single']}")
    return problems[:limit], len(problems)


def unreadable_file_lines(spark):
    """The file lines of Spark's unreadable results: a partition's line after the records of the
    partitions before it (one input file, partitions in the order of its bytes)."""
    per_partition = spark.group_by("partition").aggregate([("line", "count")]).sort_by("partition")
    before, offset = {}, 0
    for row in per_partition.to_pylist():
        before[row["partition"]] = offset
        offset += row["line_count"]
    broken = spark.filter(pc.is_valid(spark["reading_error"]))
    return sorted(before[row["partition"]] + row["line"] for row in broken.to_pylist())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spark_results")
    parser.add_argument("single")
    parser.add_argument("--unreadable", type=int, default=None, help="how many records are unreadable")
    options = parser.parse_args(argv)
    spark, single = read_spark(options.spark_results), read_single(options.single)
    checks = Checks()

    shown, count = differences(spark, single)
    detail = "; ".join(shown)
    checks.check(count == 0, f"every id has the same verdict ({spark.num_rows:,} results)", f"{count} differ: {detail}")
    ours, theirs = totals(spark, "reading_error"), totals(single, "error")
    checks.check(ours["records"] == ours["valid"] + ours["invalid"], f"spark: {ours}", "records != valid + invalid")
    checks.check(ours == theirs, "the same counts in one process", f"single: {theirs}")
    lines = unreadable_file_lines(spark)
    expected = sorted(single.filter(pc.is_valid(single["error"]))["line"].to_pylist())
    checks.check(lines == expected, f"unreadable at file lines {lines}, from partition lines", f"single: {expected}")
    if options.unreadable is not None:
        checks.check(len(lines) == options.unreadable, f"{options.unreadable} unreadable", f"found {len(lines)}")
    return 0 if checks.summary() else 1


if __name__ == "__main__":
    sys.exit(main())
