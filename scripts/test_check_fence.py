#!/usr/bin/env python3
"""Tests of scripts/check-fence.py, run against small trees made in a temporary directory.

    python3 -m unittest scripts/test_check_fence.py
"""
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent / "check-fence.py"

LISTED = "Sources/Fast/Buffer.swift"
LISTED_SOURCE = """\
    final class Buffer: @unchecked Sendable {  // only the writer's thread touches it
        @exclusivity(unchecked) var count = 0
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 16)
        func copy(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { _ = storage.initialize(from: $0) } }
    }
"""
ALLOWLIST = f"""\
    # A comment, then one entry.

    {LISTED}
        @exclusivity(unchecked)  1
        @unchecked Sendable      1
        Unsafe*                  1
        withUnsafe*              1
        why: one writer thread; the buffer is allocated once.
"""
COMMENTS_ONLY = """\
    /// Reads without an `UnsafePointer` or `withUnsafeBytes`.
    struct Plain {  // no Unmanaged here, nor unowned(unsafe)
        /* nonisolated(unsafe) /* nested: @unchecked Sendable */ @exclusivity(unchecked) */
        let url = "https://example.com"  // UnsafeRawPointer
        let text = \"\"\"
            // UnsafeMutablePointer inside a multi-line string is no comment, but no use either
            \"\"\"
    }
"""


class CheckFenceTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name)
        self.write(LISTED, LISTED_SOURCE)
        self.write("Sources/Fast/Plain.swift", COMMENTS_ONLY)
        self.write("scripts/tuned-code.txt", ALLOWLIST)

    def tearDown(self):
        self.directory.cleanup()

    def write(self, relative, text):
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")

    def run_check(self, *arguments):
        result = subprocess.run(
            [sys.executable, str(SCRIPT), "--root", str(self.root), *arguments],
            capture_output=True, text=True, check=False)
        return result.returncode, result.stdout

    def assert_fails_with(self, *expected):
        status, output = self.run_check()
        self.assertEqual(status, 1, output)
        for text in expected:
            self.assertIn(text, output)

    def test_listed_uses_and_comments_pass(self):
        status, output = self.run_check()
        self.assertEqual(status, 0, output)
        self.assertIn("4 uses in 1 allowlisted files", output)

    def test_use_in_unlisted_file_fails(self):
        self.write("Integrations/Web/Sources/Web/Body.swift", """\
            let bytes = "a // b"; let p: UnsafeRawPointer? = nil
            nonisolated(unsafe) var shared = 0
        """)
        self.assert_fails_with(
            "Integrations/Web/Sources/Web/Body.swift:1: UnsafeRawPointer outside the tuned-code allowlist "
            "(scripts/tuned-code.txt)",
            "Integrations/Web/Sources/Web/Body.swift:2: nonisolated(unsafe) outside the tuned-code allowlist")

    def test_use_beyond_the_count_fails(self):
        self.write(LISTED, LISTED_SOURCE + "let extra: UnsafePointer<UInt8>? = nil\n")
        self.assert_fails_with(f"{LISTED}:6: UnsafePointer outside the tuned-code allowlist", "2 uses of Unsafe*")

    def test_construct_not_counted_for_a_listed_file_fails(self):
        self.write(LISTED, LISTED_SOURCE + "let box: Unmanaged<AnyObject>? = nil\n")
        self.assert_fails_with(f"{LISTED}:6: Unmanaged outside the tuned-code allowlist", "0 allowed")

    def test_fewer_uses_than_listed_fails(self):
        self.write(LISTED, LISTED_SOURCE.replace("@exclusivity(unchecked) ", ""))
        self.assert_fails_with(f"{LISTED}: 0 uses of @exclusivity(unchecked), 1 allowed", "drop the line")

    def test_entry_of_a_missing_file_fails(self):
        (self.root / LISTED).unlink()
        self.assert_fails_with(f"{LISTED} no longer exists: remove its entry")

    def test_tests_and_build_folders_are_not_scanned(self):
        self.write("Sources/Fast/Tests/BufferTests.swift", "let p: UnsafePointer<UInt8>? = nil\n")
        self.write("Fuzz/.build/checkouts/Dep.swift", "let p: UnsafePointer<UInt8>? = nil\n")
        self.write("Tests/FastTests/BufferTests.swift", "let p: UnsafePointer<UInt8>? = nil\n")
        status, output = self.run_check()
        self.assertEqual(status, 0, output)

    def test_a_link_is_scanned_where_its_file_lives(self):
        link = self.root / "Fuzz/Sources/Reader/Buffer.swift"
        link.parent.mkdir(parents=True)
        link.symlink_to(self.root / LISTED)
        status, output = self.run_check()
        self.assertEqual(status, 0, output)
        self.assertIn("4 uses in 1 allowlisted files", output)

    def test_entry_without_a_reason_fails(self):
        self.write("scripts/tuned-code.txt", "\n".join(
            line for line in textwrap.dedent(ALLOWLIST).splitlines() if "why:" not in line))
        self.assert_fails_with(f"{LISTED} has no `why:` line")

    def test_allowlist_elsewhere(self):
        self.write("other/list.txt", ALLOWLIST)
        (self.root / "scripts/tuned-code.txt").unlink()
        status, output = self.run_check("--allowlist", str(self.root / "other/list.txt"))
        self.assertEqual(status, 0, output)


if __name__ == "__main__":
    unittest.main()
