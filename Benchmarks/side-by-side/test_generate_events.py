"""generate_events.py: --id-field gives each record a unique id first and changes nothing else;
--unreadable cuts a line's record short. Run: python3 -m unittest discover -s Benchmarks/side-by-side"""
import json
import pathlib
import subprocess
import sys
import tempfile
import unittest

SCRIPT = pathlib.Path(__file__).with_name("generate_events.py")


def generate(*arguments):
    with tempfile.TemporaryDirectory() as folder:
        out = pathlib.Path(folder) / "events.jsonl"
        subprocess.run([sys.executable, SCRIPT, "200", out, *arguments], check=True, capture_output=True)
        return out.read_text().splitlines()


class GenerateEventsTests(unittest.TestCase):
    def test_ids_are_unique_first_and_change_nothing_else(self):
        plain = [json.loads(line) for line in generate()]
        with_ids = [json.loads(line) for line in generate("--id-field", "id")]
        self.assertEqual([next(iter(record)) for record in with_ids], ["id"] * 200)
        self.assertEqual([record.pop("id") for record in with_ids], [f"ev-{n:07d}" for n in range(1, 201)])
        self.assertEqual(with_ids, plain)

    def test_an_unreadable_line_is_its_record_cut_short(self):
        whole = generate("--id-field", "id")
        cut = generate("--id-field", "id", "--unreadable", "7", "--unreadable", "200")
        self.assertEqual(len(cut), 200)
        for number in (7, 200):
            self.assertEqual(cut[number - 1], whole[number - 1][: len(whole[number - 1]) // 2])
            with self.assertRaises(json.JSONDecodeError):
                json.loads(cut[number - 1])
        self.assertEqual([line for n, line in enumerate(cut, 1) if n not in (7, 200)],
                         [line for n, line in enumerate(whole, 1) if n not in (7, 200)])

    def test_a_line_outside_the_file_is_refused(self):
        with self.assertRaises(subprocess.CalledProcessError) as refused:
            generate("--unreadable", "201")
        self.assertIn(b"--unreadable takes a line from 1 to 200", refused.exception.stderr)


if __name__ == "__main__":
    unittest.main()
