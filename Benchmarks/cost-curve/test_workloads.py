"""The cost curve's generators: wide records and their rule files (workloads.py), and the cache of
CalendarEvent records (cost_curve.Cache), whose smaller files are the first lines of the largest.
Run: python3 -m unittest discover -s Benchmarks/cost-curve (`make cost-curve` runs it first)."""
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

import cost_curve
import workloads

# What each kind's first rule refuses, written again in Python: a value is broken when this says no.
ACCEPTS = {
    "text": lambda v: isinstance(v, str) and len(v) >= 3,
    "email": lambda v: isinstance(v, str) and re.fullmatch(r"[a-z0-9]+@[a-z0-9]+(\.[a-z0-9]+)+", v) is not None,
    "count": lambda v: isinstance(v, int) and 0 <= v <= 999,
    "date": lambda v: isinstance(v, str) and v >= "2020-01-01T00:00:00Z",
    "url": lambda v: isinstance(v, str) and v.startswith("http://"),
    "flag": lambda v: v is True,
    "code": lambda v: isinstance(v, str) and re.fullmatch(r"[A-Z]{3}-[0-9]{4}", v) is not None,
    "choice": lambda v: v in ("red", "green", "blue", "amber"),
}


def records(width, count, seed=49):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "wide.jsonl")
        meta = workloads.write_records(path, count, width, seed)
        with open(path) as file:
            return [json.loads(line) for line in file], meta


class WorkloadsTests(unittest.TestCase):
    def test_a_record_has_every_field_in_order(self):
        found, meta = records(50, 200)
        names = [workloads.field_name(index) for index in range(50)]
        self.assertEqual(names[:9], ["text0", "email1", "count2", "date3", "url4", "flag5", "code6", "choice7", "text8"])
        self.assertEqual([list(record) for record in found], [names] * 200)
        self.assertEqual((meta["records"], meta["width"], len(meta["first_broken"])), (200, 50, 50))

    def test_first_broken_counts_each_record_at_its_first_invalid_field(self):
        found, meta = records(20, 3000)
        first_broken = [0] * 20
        for record in found:
            broken = [index for index, (name, value) in enumerate(record.items())
                      if not ACCEPTS[workloads.field_kind(index).name](value)]
            if broken:
                first_broken[broken[0]] += 1
        self.assertEqual(meta["first_broken"], first_broken)
        self.assertTrue(0.25 < sum(first_broken) / 3000 < 0.35, sum(first_broken))

    def test_the_same_seed_gives_the_same_records(self):
        self.assertEqual(records(8, 100, seed=3), records(8, 100, seed=3))
        self.assertNotEqual(records(8, 100, seed=3)[0], records(8, 100, seed=4)[0])

    def test_rules_go_to_the_fields_in_turn_the_refusing_one_first(self):
        entries = workloads.rule_entries(50, 120)
        self.assertEqual([index for index, _ in entries], list(range(50)) * 2 + list(range(20)))
        self.assertEqual(entries[:8], [(index, kind.rules[0]) for index, kind in enumerate(workloads.KINDS)])
        self.assertEqual(entries[50], (0, '"required"'))
        self.assertEqual(workloads.covered_fields(50, 10), 10)
        self.assertEqual(workloads.covered_fields(50, 120), 50)

    def test_later_rules_raise_their_limits_above_every_valid_value(self):
        text, count, date = workloads.KINDS[0], workloads.KINDS[2], workloads.KINDS[3]
        self.assertEqual([text.rule(turn) for turn in range(3, 8)],
                         ['"maxLength", 100', '"type", "string"', '"lengthRange", 1, 102', '"minLength", 1', '"maxLength", 104'])
        self.assertEqual(count.rule(3), '"max", 1000')
        self.assertEqual(date.rule(3), '"earlierThan", "2100-01-01T00:00:00Z"')

    def test_a_rule_file_holds_one_model_with_every_entry(self):
        text = workloads.rule_file("Wide", 7, 21)
        entries = re.findall(r'^    \{ "(\w+)", (.*) \},$', text, re.MULTILINE)
        self.assertEqual(len(entries), 21)
        self.assertEqual(entries[0], ("text0", '"minLength", 3'))
        self.assertEqual(entries[7], ("text0", '"required"'))
        self.assertIn('  model = "Wide",', text)

    def test_expected_invalid_counts_the_records_broken_where_a_rule_looks(self):
        meta = {"records": 10, "width": 4, "first_broken": [2, 0, 3, 1]}
        self.assertEqual([workloads.expected_invalid(meta, covered) for covered in range(5)], [0, 2, 2, 5, 6])


class CacheTests(unittest.TestCase):
    def setUp(self):
        self.say, cost_curve.say = cost_curve.say, lambda text: None

    def tearDown(self):
        cost_curve.say = self.say

    def test_a_smaller_event_file_is_the_first_lines_of_the_largest(self):
        with tempfile.TemporaryDirectory() as folder:
            cache = cost_curve.Cache(folder)
            whole = cache.events_file(300)
            first = cache.events_file(120)
            self.assertEqual(os.path.dirname(first), os.path.dirname(whole))
            generated = os.path.join(folder, "direct.jsonl")
            subprocess.run([sys.executable, cost_curve.GENERATE_EVENTS, "120", generated], check=True, capture_output=True)
            with open(first, "rb") as cut, open(generated, "rb") as direct, open(whole, "rb") as large:
                lines = cut.read()
                self.assertEqual(lines, direct.read())
                self.assertEqual(lines.count(b"\n"), 120)
                self.assertTrue(large.read().startswith(lines))

    def test_wide_records_are_generated_once(self):
        with tempfile.TemporaryDirectory() as folder:
            cache = cost_curve.Cache(folder)
            path, meta = cache.wide_file(7, 50)
            modified = os.path.getmtime(path)
            self.assertEqual(cache.wide_file(7, 50), (path, meta))
            self.assertEqual(os.path.getmtime(path), modified)


if __name__ == "__main__":
    unittest.main()
