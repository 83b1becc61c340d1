"""The job's parts that run without Spark: the command line, the hand-over of records through a
pipe, and what a partition does when `verdict` fails or loses records. `make spark` runs these
before the job itself (`python -m unittest discover -s examples/spark`)."""
import io
import os
import tempfile
import unittest
from unittest import mock

import pyarrow as pa

import validate_job as job


def batches(*rows):
    """Arrow batches of one `value` column, one batch per argument."""
    return [pa.RecordBatch.from_arrays([pa.array(list(batch), pa.string())], names=["value"]) for batch in rows]


class Trickle(io.RawIOBase):
    """A stream that gives at most `size` bytes a read, as a pipe gives what has arrived."""

    def __init__(self, data, size):
        self.data, self.size = data, size

    def readable(self):
        return True

    def readinto(self, buffer):
        count = min(len(buffer), self.size, len(self.data))
        buffer[:count], self.data = self.data[:count], self.data[count:]
        return count


def collected(run, inputs):
    """Every result line a PartitionRun yields, as text."""
    return [line.rstrip("\n") for batch in run(iter(inputs)) for line in batch.column("result").to_pylist()]


class VerdictCommandTests(unittest.TestCase):
    def test_a_bundle_and_standard_input(self):
        command = job.verdict_command("/opt/verdict", "CalendarEvent", "order.id", bundle="/opt/rules.bundle")
        self.assertEqual(command, ["/opt/verdict", "validate", "--format", "jsonl", "--id", "order.id",
                                   "--model", "CalendarEvent", "--bundle", "/opt/rules.bundle", "--jobs", "1", "-"])

    def test_a_rules_folder(self):
        command = job.verdict_command("/opt/verdict", "User", "id", rules="/opt/rules", jobs=2)
        self.assertEqual(command[-5:], ["--rules", "/opt/rules", "--jobs", "2", "-"])

    def test_shipped_names_are_found_where_the_command_runs(self):
        command = job.verdict_command("verdict", "User", "id", bundle="rules.bundle")
        self.assertIsInstance(command[0], job.Shipped)
        self.assertIsInstance(command[command.index("--bundle") + 1], job.Shipped)
        self.assertNotIsInstance(command[1], job.Shipped)
        with tempfile.TemporaryDirectory() as root, mock.patch.object(job.SparkFiles, "getRootDirectory",
                                                                      return_value=root):
            paths = job.resolved(command)
        self.assertEqual(paths, [os.path.join(root, "verdict"), "validate", "--format", "jsonl", "--id", "id",
                                 "--model", "User", "--bundle", os.path.join(root, "rules.bundle"), "--jobs", "1", "-"])

    def test_rules_one_way_only(self):
        with self.assertRaises(ValueError):
            job.verdict_command("/opt/verdict", "User", "id")
        with self.assertRaises(ValueError):
            job.verdict_command("/opt/verdict", "User", "id", bundle="/b", rules="/r")


class HandOverTests(unittest.TestCase):
    def test_a_column_becomes_lines_and_a_null_row_a_record(self):
        column = pa.array(['{"id": 1}', None, '{"id": "é"}'], pa.string())
        self.assertEqual(job.joined_lines(column).to_pybytes(), '{"id": 1}\nnull\n{"id": "é"}'.encode())
        self.assertEqual(job.joined_lines(column.cast(pa.large_string())).to_pybytes(),
                         '{"id": 1}\nnull\n{"id": "é"}'.encode())

    def test_result_chunks_hold_whole_lines_and_the_last_gets_its_newline(self):
        stream = io.BufferedReader(Trickle(b'{"a":1}\n{"b":2}\n{"c"' + b":3}", 5))
        self.assertEqual(b"".join(job.result_chunks(stream)), b'{"a":1}\n{"b":2}\n{"c":3}\n')

    def test_results_go_on_in_chunks_before_the_end(self):
        lines = b"".join(b"%09d\n" % n for n in range(300_000))  # 3 MB
        chunks = list(job.result_chunks(io.BufferedReader(Trickle(lines, 65536))))
        self.assertEqual(b"".join(chunks), lines)
        self.assertGreater(len(chunks), 2)
        self.assertTrue(all(len(chunk) > job.BATCH_BYTES - 10 and chunk.endswith(b"\n") for chunk in chunks[:-1]))

    def test_a_batch_of_results_keeps_each_line_whole(self):
        batch = job.result_batch(3, '{"id":"a"}\n{"id":"é"}\n'.encode())
        self.assertEqual(batch.schema.names, ["partition", "result"])
        self.assertEqual(batch.column("partition").to_pylist(), [3, 3])
        self.assertEqual(batch.column("result").to_pylist(), ['{"id":"a"}\n', '{"id":"é"}\n'])


class PartitionRunTests(unittest.TestCase):
    def test_every_record_comes_back_in_order(self):
        inputs = batches(["a", "b"], [], ["c"])
        self.assertEqual(collected(job.PartitionRun(["cat"]), inputs), ["a", "b", "c"])

    def test_status_one_is_no_failure(self):
        inputs = batches(["a"])
        self.assertEqual(collected(job.PartitionRun(["sh", "-c", "cat; exit 1"]), inputs), ["a"])

    def test_status_two_fails_with_what_verdict_said(self):
        run = job.PartitionRun(["sh", "-c", "cat >/dev/null; echo 'rules/x.lua:3: no rule named lenght' >&2; exit 2"])
        with self.assertRaises(RuntimeError) as raised:
            collected(run, batches(["a"]))
        self.assertEqual(str(raised.exception),
                         "verdict exited with status 2 in partition 0: rules/x.lua:3: no rule named lenght")

    def test_a_lost_record_fails_the_partition(self):
        with self.assertRaises(RuntimeError) as raised:
            collected(job.PartitionRun(["head", "-n", "1"]), batches(["a", "b"]))
        self.assertEqual(str(raised.exception), "partition 0: 2 records sent to verdict, 1 results back")


if __name__ == "__main__":
    unittest.main()
