#!/usr/bin/env python3
"""The fence around tuned code: the constructs that switch off one of Swift's safety checks may be
used only in the files scripts/tuned-code.txt lists, and only as many times as it allows.

    scripts/check-fence.py [--root DIR] [--allowlist FILE]

The constructs: `@exclusivity(unchecked)`, `nonisolated(unsafe)`, `@unchecked Sendable`,
`Unmanaged`, `unowned(unsafe)`, any identifier starting with `Unsafe` (UnsafeMutablePointer,
UnsafeRawBufferPointer, ...) and any starting with `withUnsafe` (withUnsafeBytes, ...). Each one
trades a check the compiler or the runtime would make for speed or for an invariant the code keeps
by hand, so the allowlist doubles as the index of tuned code: per file, what it uses and why.

Scanned: every .swift file under Sources/, Integrations/*/Sources/, Benchmarks/Sources/ and Fuzz/
(no Tests/, no .build*/ folders). Comments (`//`, `///`, `/* */`, nested) do not count; string
literals are skipped so that a `//` inside one starts no comment.

Fails (exit 1), printing FILE:LINE: problem, on a use in a file the allowlist does not list, on a
file using a construct more often than allowed, and on an entry that no longer holds: its file is
gone or uses a construct less often than allowed (lower the count, so that the index stays true).
"""
import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ["Sources", "Integrations/*/Sources", "Benchmarks/Sources", "Fuzz"]
SKIPPED_FOLDERS = re.compile(r"^(Tests|\.build.*)$")

# The name each construct has in the allowlist, and how to find it in code.
CONSTRUCTS = {
    "@exclusivity(unchecked)": re.compile(r"@exclusivity\s*\(\s*unchecked\s*\)"),
    "nonisolated(unsafe)": re.compile(r"\bnonisolated\s*\(\s*unsafe\s*\)"),
    "@unchecked Sendable": re.compile(r"@unchecked\s+Sendable\b"),
    "Unmanaged": re.compile(r"\bUnmanaged\b"),
    "unowned(unsafe)": re.compile(r"\bunowned\s*\(\s*unsafe\s*\)"),
    "Unsafe*": re.compile(r"\bUnsafe[A-Za-z]*"),
    "withUnsafe*": re.compile(r"\bwithUnsafe[A-Za-z]*"),
}
STRING_OPENING = re.compile(r'#*("""(?=\s*$)|")')  # a multi-line string opens at the line's end
COUNT_LINE = re.compile(r"^(?P<construct>\S.*?)\s+(?P<count>\d+)$")


# Reading Swift -----------------------------------------------------------------------------------

class CodeLines:
    """Reads Swift source line by line, leaving out comments and the contents of string literals.

    Tracks what spans lines: nested `/* */` comments and multi-line (`\"\"\"`) strings. Raw strings
    (`#"..."#`) are read as their delimiters say. Interpolations are not parsed; a quote inside one
    closes and reopens the literal, which leaves the code around it intact.
    """

    def __init__(self):
        self.comment_depth = 0
        self.string_end = None  # the closing delimiter of a string that continues on the next line

    def code(self, line):
        out, i = [], 0
        while i < len(line):
            if self.comment_depth:
                i = self._in_comment(line, i)
            elif self.string_end:
                i = self._in_string(line, i)
            else:
                i, kept = self._in_code(line, i)
                out.append(kept)
        if self.string_end and not self.string_end.startswith('"""'):
            self.string_end = None  # a single-line string never continues
        return "".join(out)

    def _in_comment(self, line, i):
        if line.startswith("/*", i):
            self.comment_depth += 1
            return i + 2
        if line.startswith("*/", i):
            self.comment_depth -= 1
            return i + 2
        return i + 1

    def _in_string(self, line, i):
        if line[i] == "\\" and not self.string_end.endswith("#"):
            return i + 2
        if line.startswith(self.string_end, i):
            i += len(self.string_end)
            self.string_end = None
            return i
        return i + 1

    def _in_code(self, line, i):
        """Reads code up to the next comment or string literal; returns where it stopped and the code."""
        start = i
        while i < len(line):
            if line.startswith("//", i):
                return len(line), line[start:i]
            if line.startswith("/*", i):
                self.comment_depth = 1
                return i + 2, line[start:i] + " "
            opening = line[i] in '#"' and STRING_OPENING.match(line, i)
            if opening:
                hashes = opening.group(0)[:-len(opening.group(1))]
                self.string_end = opening.group(1) + hashes
                return i + len(opening.group(0)), line[start:i] + '""'
            i += 1
        return i, line[start:i]


def swift_files(root):
    """Every scanned .swift file under root, as paths relative to it."""
    found = set()
    for pattern in SCANNED:
        for folder in root.glob(pattern):
            for path in folder.rglob("*.swift"):
                # A link (the fuzz package's view of core files) is scanned where its file lives.
                if path.is_symlink():
                    continue
                relative = path.relative_to(root)
                if not any(SKIPPED_FOLDERS.match(part) for part in relative.parts[:-1]):
                    found.add(relative)
    return sorted(found)


def uses(path):
    """The constructs a Swift file uses, outside comments: (line number, construct, text) each."""
    reader = CodeLines()
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        code = reader.code(line)
        for construct, pattern in CONSTRUCTS.items():
            found.extend((number, construct, match.group(0)) for match in pattern.finditer(code))
    return found


# Reading the allowlist ---------------------------------------------------------------------------

class Entry:
    """One file of the allowlist: where it is listed, what it may use and how often, and why."""

    def __init__(self, path, line):
        self.path, self.line = path, line
        self.allowed = {}
        self.reason = None


def read_allowlist(path, listname):
    """The allowlist's entries by file path, and the problems with its format."""
    entries, problems = {}, []
    entry = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.rstrip()
        where = f"{listname}:{number}"
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            entry = Entry(line, number)
            if line in entries:
                problems.append(f"{where}: {line} is listed twice")
            else:
                entries[line] = entry
        elif entry is None:
            problems.append(f"{where}: an indented line before the first file path")
        elif line.strip().startswith("why:"):
            entry.reason = line.strip()[len("why:"):].strip() or None
        else:
            problems.extend(read_count(entry, line.strip(), where))
    for entry in entries.values():
        if not entry.reason:
            problems.append(f"{listname}:{entry.line}: {entry.path} has no `why:` line")
        if not entry.allowed:
            problems.append(f"{listname}:{entry.line}: {entry.path} allows no construct")
    return entries, problems


def read_count(entry, text, where):
    match = COUNT_LINE.match(text)
    if not match:
        return [f"{where}: expected `CONSTRUCT COUNT` or `why: REASON`, found: {text}"]
    construct, count = match.group("construct"), int(match.group("count"))
    if construct not in CONSTRUCTS:
        return [f"{where}: unknown construct {construct} (known: {', '.join(CONSTRUCTS)})"]
    if construct in entry.allowed:
        return [f"{where}: {construct} counted twice for {entry.path}"]
    entry.allowed[construct] = count
    return []


# Checking ----------------------------------------------------------------------------------------

def check_file(relative, found, entry, listname):
    """The problems with one scanned file's uses, given its entry (None when it is not listed)."""
    if entry is None:
        return [f"{relative}:{number}: {text} outside the tuned-code allowlist ({listname})"
                for number, _, text in found]
    problems = []
    counts = Counter(construct for _, construct, _ in found)
    for construct in CONSTRUCTS:
        used, allowed = counts[construct], entry.allowed.get(construct, 0)
        if used > allowed:
            problems.extend(
                f"{relative}:{number}: {text} outside the tuned-code allowlist ({listname}): "
                f"{used} uses of {construct} in this file, {allowed} allowed"
                for number, name, text in found if name == construct)
        elif used < allowed:
            fix = f"lower the count to {used}" if used else "drop the line"
            problems.append(f"{relative}: {used} uses of {construct}, {allowed} allowed by {listname}: {fix}")
    return problems


def check(root, allowlist):
    """Every problem of the tree against the allowlist, and the number of uses found."""
    listname = allowlist.relative_to(root) if allowlist.is_relative_to(root) else allowlist
    entries, problems = read_allowlist(allowlist, listname)
    scanned = swift_files(root)
    totals = Counter()
    for relative in scanned:
        found = uses(root / relative)
        totals.update(construct for _, construct, _ in found)
        if found or str(relative) in entries:
            problems.extend(check_file(relative, found, entries.get(str(relative)), listname))
    scanned_names = {str(relative) for relative in scanned}
    for name, entry in entries.items():
        if name not in scanned_names:
            state = "no longer exists" if not (root / name).exists() else "is not a scanned Swift file"
            problems.append(f"{listname}:{entry.line}: {name} {state}: remove its entry")
    return problems, len(entries), totals


def main(arguments):
    parser = argparse.ArgumentParser(description="Fails on unsafe constructs outside the tuned-code allowlist.")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository to scan (default: this one)")
    parser.add_argument("--allowlist", type=Path, help="the allowlist (default: ROOT/scripts/tuned-code.txt)")
    options = parser.parse_args(arguments)
    root = options.root.resolve()
    allowlist = (options.allowlist or root / "scripts" / "tuned-code.txt").resolve()
    if not allowlist.is_file():
        print(f"check-fence: no allowlist at {allowlist}", file=sys.stderr)
        return 1
    problems, files, totals = check(root, allowlist)
    for problem in problems:
        print(problem)
    if problems:
        print(f"fence: {len(problems)} problems", file=sys.stderr)
        return 1
    breakdown = ", ".join(f"{construct} {totals[construct]}" for construct in CONSTRUCTS if totals[construct])
    print(f"fence: {sum(totals.values())} uses in {files} allowlisted files, all allowed ({breakdown})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
