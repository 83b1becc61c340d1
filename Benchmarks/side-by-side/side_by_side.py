#!/usr/bin/env python3
"""Side-by-side: Verdict against the peers of peers.py, whole process against whole process.

Usage: side_by_side.py VERDICT_BINARY EVENTS.jsonl [RUNS] [FORMAT]
Each command is run RUNS times (default 3) in one session, in rounds; the best wall-clock time
counts, including interpreter start-up for the peers and rule loading for Verdict. FORMAT (text,
json or jsonl; default text) is Verdict's --format: every record's result is written and read
back through a pipe, as bytes. Prints a Markdown table.
"""
import os, re, subprocess, sys, time

verdict, events = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
output_format = sys.argv[4] if len(sys.argv) > 4 else "text"
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

# Rounds: every command once per round, so that a slow moment of the machine hits all of them.
best = {name: None for name, _, _ in commands}
counts = {}
for _ in range(runs):
    for name, what, cmd in commands:
        start = time.perf_counter()
        # Read back as bytes: decoding megabytes of results into Python text would be the
        # harness's time, not the validator's. Only the last line is decoded, after the clock.
        done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        last = done.stdout.rstrip().rsplit(b"\n", 1)[-1].decode() if done.stdout.strip() else ""
        counts[name] = invalid_count(last or done.stderr.decode(errors="replace"))
        best[name] = elapsed if best[name] is None else min(best[name], elapsed)
rows = [(name, what, counts[name], best[name], records / best[name]) for name, what, _ in commands]

print(f"{records:,} records; best of {runs} runs; wall-clock time of the whole process; verdict --format {output_format}\n")
print("| validator | what it is | invalid found | seconds | records/s |")
print("|---|---|---|---|---|")
for name, what, count, seconds, rate in rows:
    print(f"| {name} | {what} | {count:,} | {seconds:.3f} | {rate:,.0f} |" if count is not None
          else f"| {name} | {what} | ? | {seconds:.3f} | {rate:,.0f} |")
