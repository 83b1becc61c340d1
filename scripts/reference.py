#!/usr/bin/env python3
"""Writes the generated parts of docs/rule-files.md: the output of `verdict rules --markdown`
(read from standard input) replaces each part between its `<!-- generated: NAME -->` and
`<!-- end: NAME -->` markers; the prose around them is kept."""
import re
import sys

path = sys.argv[1]
parts = dict(re.findall(r"<!-- generated: ([\w-]+) -->\n(.*?)<!-- end: \1 -->", sys.stdin.read(), re.S))
text = open(path, encoding="utf-8").read()
missing = [name for name in parts if f"<!-- generated: {name} -->" not in text]
if missing:
    sys.exit(f"{path}: no markers for {', '.join(missing)}")
text = re.sub(
    r"(<!-- generated: ([\w-]+) -->\n)(.*?)(<!-- end: \2 -->)",
    lambda m: m.group(1) + parts.get(m.group(2), m.group(3)) + m.group(4),
    text,
    flags=re.S,
)
open(path, "w", encoding="utf-8").write(text)
