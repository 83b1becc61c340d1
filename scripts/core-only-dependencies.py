#!/usr/bin/env python3
"""Checks what a package depending on Verdict with its default traits resolved (make core-only).

Reads `swift package show-dependencies --format json` on standard input. The graph must hold
Verdict itself and nothing else: no server (Hummingbird, SwiftNIO, swift-log, metrics), YAML,
Lua, cryptography, compression or command-line package, nor any other. Prints what it found and
exits 1 when anything more was resolved.
"""

import json
import sys

# The packages the light graph must never hold, named in the failure so the cause is plain.
HEAVY = ("hummingbird", "nio", "yams", "lua", "crypto", "compress", "argument-parser", "swift-log",
         "metrics", "prometheus", "service-lifecycle", "http-types", "docc")


def packages(node):
    """The name of every package in the dependency tree below `node`: a package's own name, as
    its manifest gives it (Verdict's identity is the name of the folder it was cloned into)."""
    for dependency in node.get("dependencies", []):
        yield dependency["name"]
        yield from packages(dependency)


def main():
    root = json.load(sys.stdin)
    resolved = sorted(set(packages(root)))
    print(f"core-only: resolved {', '.join(resolved) or 'nothing'}")
    others = [name for name in resolved if name != "Verdict"]
    heavy = [name for name in others if any(word in name.lower() for word in HEAVY)]
    if heavy:
        print(f"core-only: server, YAML, Lua or command-line packages resolved: {', '.join(heavy)}")
    if others:
        print(f"core-only: expected Verdict alone, also resolved: {', '.join(others)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
