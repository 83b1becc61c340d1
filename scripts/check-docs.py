#!/usr/bin/env python3
"""Checks what DocC does not: every public symbol of a library has a summary line, and every
top-level public symbol is curated — named as ``Symbol`` in a Topics group of the library's
catalog (Sources/TARGET/TARGET.docc/*.md) — rather than left to DocC's automatic groups.

    scripts/check-docs.py TARGET...

Reads the symbol graphs `swift package generate-documentation` extracted
(.build/*/extracted-symbols/*/TARGET/), so run it after that command (`make docs` does).
Members a type gets from a protocol's default implementation (synthesized) are not ours to
document; a member that implements a requirement needs a comment of its own, not the protocol's. Prints each problem and exits 1 if there is one.
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PUBLIC = {"public", "open"}
CURATED = re.compile(r"^\s*-\s+``([^`]+)``", re.MULTILINE)


def symbol_graphs(target):
    """The newest extraction's graphs of a target: the module's own and its extensions of others."""
    directories = [d for d in ROOT.glob(f".build/*/extracted-symbols/*/{target}") if d.is_dir()]
    if not directories:
        sys.exit(f"check-docs: no symbol graphs of {target}; run swift package generate-documentation first")
    newest = max(directories, key=lambda d: max(f.stat().st_mtime for f in d.glob("*.symbols.json")))
    return sorted(newest.glob(f"{target}*.symbols.json"))


def curated_names(target):
    catalog = ROOT / "Sources" / target / f"{target}.docc"
    names = set()
    for article in catalog.glob("*.md"):
        for link in CURATED.findall(article.read_text(encoding="utf-8")):
            names.add(link.split("/")[0].split("-")[0].split("(")[0])
    return names


def problems_of(target):
    problems = []
    curated = curated_names(target)
    for graph_file in symbol_graphs(target):
        own_module = graph_file.name == f"{target}.symbols.json"
        for symbol in json.loads(graph_file.read_text(encoding="utf-8"))["symbols"]:
            if symbol["accessLevel"] not in PUBLIC or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if "location" not in symbol:  # made by the compiler (an enum's init(rawValue:)): no source to document
                continue
            path = ".".join(symbol["pathComponents"])
            comment = symbol.get("docComment") or {}
            # A comment of another module is the protocol's, inherited: the symbol has none of its own.
            inherited = comment.get("module", target) != target
            if inherited or not any(line["text"].strip() for line in comment.get("lines", [])):
                location = symbol.get("location", {}).get("uri", "").replace(f"file://{ROOT}/", "")
                problems.append(f"{target}: {path} ({symbol['kind']['displayName']}, {location}): no summary line")
            top_level = len(symbol["pathComponents"]) == 1 and symbol["kind"]["identifier"] != "swift.extension"
            if own_module and top_level and symbol["pathComponents"][0].split("(")[0] not in curated:
                problems.append(f"{target}: {path}: not curated in a Topics group of {target}.docc")
    return problems


def main(targets):
    if not targets:
        sys.exit("usage: check-docs.py TARGET...")
    problems = [problem for target in targets for problem in problems_of(target)]
    for problem in problems:
        print(problem)
    print(f"check-docs: {', '.join(targets)}: {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
