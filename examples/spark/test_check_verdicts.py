"""check_verdicts.py must find what differs between the Spark job and one process: a verdict, a
missing or repeated id, counts, and an unreadable record placed on the wrong line."""
import contextlib
import io
import json
import pathlib
import tempfile
import unittest

import pyarrow as pa
import pyarrow.parquet as pq

import check_verdicts

# One file of 5 lines, line 4 unreadable, read by Spark in two partitions of 3 and 2 records.
SINGLE = [
    {"index": 0, "file": "<stdin>", "line": 1, "id": "a", "valid": True, "errors": []},
    {"index": 1, "file": "<stdin>", "line": 2, "id": "b", "valid": False, "errors": [{"attribute": "t"}]},
    {"index": 2, "file": "<stdin>", "line": 3, "id": "c", "valid": True, "errors": []},
    {"index": 3, "file": "<stdin>", "line": 4, "id": None, "valid": False, "error": "unexpected end"},
    {"index": 4, "file": "<stdin>", "line": 5, "id": "e", "valid": True, "errors": []},
]
SPARK = {
    "partition": [0, 0, 0, 1, 1],
    "line": [1, 2, 3, 1, 2],
    "id": ["a", "b", "c", None, "e"],
    "valid": [True, False, True, False, True],
    "reading_error": [None, None, None, "unexpected end", None],
}


class CheckVerdictsTests(unittest.TestCase):
    def run_check(self, spark, single=SINGLE, *extra):
        with tempfile.TemporaryDirectory() as folder:
            root = pathlib.Path(folder)
            pq.write_table(pa.table(spark), root / "part-0.parquet")
            (root / "single.jsonl").write_text("".join(json.dumps(result) + "\n" for result in single))
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                status = check_verdicts.main([str(root / "part-0.parquet"), str(root / "single.jsonl"), *extra])
            return status, out.getvalue()

    def test_the_same_answers_pass(self):
        status, out = self.run_check(SPARK, SINGLE, "--unreadable", "1")
        self.assertEqual(status, 0, out)
        self.assertTrue(out.endswith("5 passed, 0 failed\n"))
        self.assertIn("ok   unreadable at file lines [4], from partition lines", out)

    def test_a_different_verdict_fails(self):
        status, out = self.run_check({**SPARK, "valid": [True, True, True, False, True]})
        self.assertEqual(status, 1)
        self.assertIn("FAIL every id has the same verdict (5 results): 1 differ: b: spark True, single False", out)

    def test_a_missing_or_repeated_id_fails(self):
        status, out = self.run_check({**SPARK, "id": ["a", "b", "b", None, "e"]})
        self.assertEqual(status, 1)
        self.assertIn("FAIL every id has the same verdict (5 results): 3 differ: b: 2 results in spark; "
                      "b: spark True, single False; c: spark None, single True\n", out)

    def test_an_unreadable_record_on_another_line_fails(self):
        status, out = self.run_check({**SPARK, "line": [1, 2, 3, 2, 1]})
        self.assertEqual(status, 1)
        self.assertIn("FAIL unreadable at file lines [5], from partition lines: single: [4]", out)

    def test_the_expected_number_of_unreadable_records(self):
        status, out = self.run_check(SPARK, SINGLE, "--unreadable", "2")
        self.assertEqual(status, 1)
        self.assertIn("FAIL 2 unreadable: found 1", out)


if __name__ == "__main__":
    unittest.main()
