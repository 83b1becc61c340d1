#!/usr/bin/env python3
"""Side-by-side: Verdict against the peers of peers.py, whole process against whole process.

Usage: side_by_side.py VERDICT_BINARY EVENTS.jsonl [RUNS] [FORMAT]
Each command is run RUNS times (default 5) in one sitting, in alternating rounds; the median
wall-clock time counts, including interpreter start-up for the peers and rule loading for Verdict.
FORMAT (text, json or jsonl; default json) is Verdict's --format: every record's result is written
to a file, as a batch job writes them. Prints a Markdown table with each row's speed against
msgspec's, and each Verdict row's two jobs against its one job.
"""
import os, re, statistics, subprocess, sys, tempfile, time

verdict, events = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
output_format = sys.argv[4] if len(sys.argv) > 4 else "json"
here = os.path.dirname(os.path.abspath(__file__))
peers_py = os.path.join(here, "peers.py")
records = sum(1 for _ in open(events, "rb"))

def peer(name):
    return [sys.executable, peers_py, name, events]

def verdict_cmd(rules, jobs):
    return [verdict, "validate", "--rules", rules, "--model", "CalendarEvent", "--jobs", str(jobs),
            "--format", output_format, events]

commands = [
    ("msgspec", "C core, typed structs", peer("msgspec")),
    ("jsonschema-rs", "Rust core, JSON Schema", peer("jsonschema_rs")),
    ("pydantic", "Rust core", peer("pydantic")),
    ("fastjsonschema", "schema compiled to Python", peer("fastjsonschema")),
    ("lupa", "rules as Lua functions, Python host", peer("lupa")),
    ("verdict, built-in rules, 1 core", "rules/calendar_event.lua", verdict_cmd(os.path.join(here, "rules-builtin"), 1)),
    ("verdict, every rule in Lua, 1 core", "Benchmarks/side-by-side/rules-lua", verdict_cmd(os.path.join(here, "rules-lua"), 1)),
    ("verdict, built-in rules, 2 cores", "rules/calendar_event.lua", verdict_cmd(os.path.join(here, "rules-builtin"), 2)),
    ("verdict, every rule in Lua, 2 cores", "Benchmarks/side-by-side/rules-lua", verdict_cmd(os.path.join(here, "rules-lua"), 2)),
]

def invalid_count(output):
    m = re.search(r"invalid=(\d+)", output) or re.search(r'"invalid":(\d+)', output)
    if m: return int(m.group(1))
    m = re.search(r"(\d+) records?, (\d+) invalid", output)
    return int(m.group(2)) if m else None

def last_line(path):
    """The file's last line, read from its end: only it is decoded, after the clock."""
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        f.seek(max(0, f.tell() - 4096))
        tail = f.read().rstrip()
    return tail.rsplit(b"\n", 1)[-1].decode(errors="replace")

# Rounds: every command once per round, so that a slow moment of the machine hits all of them.
times = {name: [] for name, _, _ in commands}
counts = {}
with tempfile.TemporaryDirectory() as scratch:
    results = os.path.join(scratch, "results")
    for _ in range(runs):
        for name, what, cmd in commands:
            with open(results, "wb") as out:
                start = time.perf_counter()
                done = subprocess.run(cmd, stdout=out, stderr=subprocess.PIPE)
                elapsed = time.perf_counter() - start
            counts[name] = invalid_count(last_line(results) or done.stderr.decode(errors="replace"))
            times[name].append(elapsed)
median = {name: statistics.median(seconds) for name, seconds in times.items()}
yardstick = median["msgspec"]

print(f"{records:,} records; median of {runs} alternating rounds; wall-clock time of the whole process; "
      f"verdict --format {output_format}, results written to a file\n")
print("| validator | what it is | invalid found | seconds | records/s | × msgspec |")
print("|---|---|---|---|---|---|")
for name, what, _ in commands:
    count = f"{counts[name]:,}" if counts[name] is not None else "?"
    print(f"| {name} | {what} | {count} | {median[name]:.3f} | {records / median[name]:,.0f} | "
          f"{yardstick / median[name]:.2f} |")
print()
for rules in ("built-in rules", "every rule in Lua"):
    one, two = median[f"verdict, {rules}, 1 core"], median[f"verdict, {rules}, 2 cores"]
    print(f"verdict, {rules}: two jobs {one / two:.2f}× one job")
