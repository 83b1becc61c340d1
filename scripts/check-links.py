#!/usr/bin/env python3
"""Checks the links of the repository's Markdown files: every relative link must name a file or
directory that exists, and every anchor (`file.md#section`, `#section`) a heading of that file.

    scripts/check-links.py [--external] [FILE.md ...]

Without files: README.md, CONTRIBUTING.md, docs/*.md, Benchmarks/**/*.md and the DocC articles
(Sources/*/*.docc/*.md). Links inside code blocks and inline code are not links. External links
(http, https, mailto) are never fetched; `--external` lists them. Anchors are made from headings
as GitHub makes them: lower case, punctuation dropped, spaces as hyphens, `-1`, `-2` for repeats.
Prints FILE:LINE: problem for each broken link and exits 1 if there is one.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXTERNAL = re.compile(r"^(https?:|mailto:)", re.IGNORECASE)
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"", re.IGNORECASE)
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")


def default_files():
    patterns = ["README.md", "CONTRIBUTING.md", "docs/*.md", "Benchmarks/**/*.md", "Sources/*/*.docc/*.md"]
    found = []
    for pattern in patterns:
        found.extend(sorted(p for p in ROOT.glob(pattern) if ".build" not in p.parts))
    return found


def prose_lines(path):
    """The file's lines with their numbers, leaving out fenced code blocks and inline code."""
    inside = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        fence = FENCE.match(line)
        if fence:
            if inside is None:
                inside = fence.group(1)
            elif inside == fence.group(1):
                inside = None
            continue
        if inside is None:
            yield number, INLINE_CODE.sub("", line)


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading reads as its text
    text = text.replace("`", "").strip().lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


ANCHORS = {}


def anchors(path):
    """Every anchor of a Markdown file: its headings' slugs and its HTML anchors."""
    if path not in ANCHORS:
        seen, names = {}, set()
        for _, line in prose_lines(path):
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(2))
                count = seen.get(base, 0)
                seen[base] = count + 1
                names.add(base if count == 0 else f"{base}-{count}")
            names.update(HTML_ANCHOR.findall(line))
        ANCHORS[path] = names
    return ANCHORS[path]


def check(path, external):
    problems = []
    for number, line in prose_lines(path):
        targets = INLINE_LINK.findall(line)
        definition = REFERENCE_DEFINITION.match(line)
        if definition:
            targets.append(definition.group(1))
        for target in targets:
            where = f"{path.relative_to(ROOT)}:{number}"
            if EXTERNAL.match(target):
                external.append(f"{where}: {target}")
                continue
            file_part, _, anchor = target.partition("#")
            destination = (path.parent / file_part).resolve() if file_part else path
            if not destination.exists():
                problems.append(f"{where}: {target}: no such file")
                continue
            if ROOT not in destination.parents and destination != ROOT:
                problems.append(f"{where}: {target}: points outside the repository")
                continue
            if anchor:
                if destination.is_dir() or destination.suffix.lower() != ".md":
                    problems.append(f"{where}: {target}: an anchor into a file that is not Markdown")
                elif anchor not in anchors(destination):
                    problems.append(f"{where}: {target}: no heading or anchor '{anchor}' in {destination.relative_to(ROOT)}")
    return problems


def main(arguments):
    list_external = "--external" in arguments
    names = [a for a in arguments if a != "--external"]
    files = [Path(n).resolve() for n in names] if names else default_files()
    problems, external = [], []
    for path in files:
        problems.extend(check(path, external))
    for problem in problems:
        print(problem)
    if list_external:
        print(f"{len(external)} external links, not fetched:")
        for link in external:
            print(f"  {link}")
    print(f"{len(files)} files checked, {len(problems)} broken links", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
