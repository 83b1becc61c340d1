#!/usr/bin/env python3
"""The cost curve: how the wall time and peak memory of `verdict validate --format json` grow with
the work, drawn as PNG charts with the figures beside them (results.csv, results.json).

Usage: cost_curve.py [--verdict BIN] [--runs N] [--quick] [--curves NAME,...] [--cache DIR]
                     [--out DIR] [--peer-limit SECONDS]
       cost_curve.py --redraw [--out DIR]    (the charts again, from DIR/results.json)
       (`make cost-curve` from the repository's root: the release build, this script's Python
       environment, its tests, then this script; QUICK=1 and RUNS=N pass through.)

Four curves, each point the median of RUNS runs (default 3) taken in rounds, every point of a curve
once a round, so that a slow moment of the machine hits all of them:
  records  10k, 100k, 1M and 10M CalendarEvent records (side-by-side/generate_events.py, its
           built-in rules side-by-side/rules-builtin, --jobs 1), with the peers of
           side-by-side/peers.py (msgspec, jsonschema-rs, pydantic, fastjsonschema) measured the
           same way. A peer stops before a size its last time says would take over --peer-limit
           seconds (default 60).
  width    records of 7, 50 and 500 fields, three rules a field (workloads.py), the same number
           of field values (3.5 million) at each width, --jobs 1.
  rules    10, 100 and 1,000 rules on one model of 50 fields (workloads.py), 100,000 records,
           --jobs 1.
  jobs     1,000,000 CalendarEvent records on --jobs 1, 2 and every core (os.cpu_count()).
A run is the whole process: start-up, reading, validating and writing every record's result as
one JSON document to a file (not a pipe). Its time is the wall-clock time from start to exit; its
peak memory the command's maximum resident set size (GNU time's %M; see run_once). Every run's
counts are checked: the records Verdict reports and the invalid ones, against what the generator
broke (workloads.py) or, for the CalendarEvent records, against the full validators among the
peers (msgspec, pydantic).

Records are generated once into the cache (default /tmp/verdict-cost-curve), under a name that
holds a digest of their generator: the 10M file takes a few minutes, the smaller sizes are its
first lines (the generator's fixed seed makes them the same records). --quick (or QUICK=1) measures
small sizes, to try the script in under a minute, and writes to DIR/quick of the cache unless --out
says where. The binary is --verdict, else $VERDICT_BIN, else .build/release/verdict.
"""
import argparse
import csv
import datetime
import hashlib
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

import workloads

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SIDE_BY_SIDE = os.path.join(ROOT, "Benchmarks", "side-by-side")
GENERATE_EVENTS = os.path.join(SIDE_BY_SIDE, "generate_events.py")
PEERS_PY = os.path.join(SIDE_BY_SIDE, "peers.py")
BUILTIN_RULES = os.path.join(SIDE_BY_SIDE, "rules-builtin")
CURVES = ["records", "width", "rules", "jobs"]
TIME = "/usr/bin/time"  # GNU time (Debian's package time), for the peak memory

# The peers, by the name peers.py takes: what they are, and whether they check every rule (the two
# JSON Schema peers cannot compare two fields, so they leave out "startDate before endDate").
PEERS = {
    "msgspec": ("msgspec (C core)", True),
    "jsonschema_rs": ("jsonschema-rs (Rust core) *", False),
    "pydantic": ("pydantic (Rust core)", True),
    "fastjsonschema": ("fastjsonschema *", False),
}


class Sizes:
    """The sizes of every curve: the full run's, or the quick one's that tries the script."""

    def __init__(self, quick):
        if quick:
            self.records = [1_000, 5_000, 20_000]
            self.field_values = 35_000
            self.rule_records = 2_000
            self.job_records = 20_000
        else:
            self.records = [10_000, 100_000, 1_000_000, 10_000_000]
            self.field_values = 3_500_000
            self.rule_records = 100_000
            self.job_records = 1_000_000
        self.widths = [7, 50, 500]
        self.rules_per_field = 3
        self.rule_width = 50
        self.rule_counts = [10, 100, 1_000]
        self.jobs = sorted({1, 2, os.cpu_count() or 1})


def digest(path):
    """The first 12 hex digits of a file's SHA-256: a cache name that changes with the generator."""
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()[:12]


def say(text):
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


class Cache:
    """The generated records and rule files, kept between runs under one folder."""

    def __init__(self, folder):
        self.folder = folder
        self.events = os.path.join(folder, "events-" + digest(GENERATE_EVENTS))
        self.wide = os.path.join(folder, "wide-" + digest(os.path.join(HERE, "workloads.py")))
        os.makedirs(self.events, exist_ok=True)
        os.makedirs(self.wide, exist_ok=True)

    def events_file(self, count):
        """count CalendarEvent records: the first lines of the largest file, generated when missing."""
        path = os.path.join(self.events, f"events-{count}.jsonl")
        if os.path.exists(path):
            return path
        larger = sorted(n for n in self._event_counts() if n > count)
        if not larger:
            say(f"generating {count:,} CalendarEvent records (once, kept in {self.events})")
            partial = path + ".partial"
            done = subprocess.run([sys.executable, GENERATE_EVENTS, str(count), partial], stderr=subprocess.PIPE, text=True)
            if done.returncode != 0:
                raise SystemExit(f"cost-curve: generate_events.py failed: {done.stderr}")
            os.replace(partial, path)
            return path
        source = os.path.join(self.events, f"events-{larger[0]}.jsonl")
        partial = path + ".partial"
        with open(source, "rb") as whole, open(partial, "wb") as out:
            for number, line in enumerate(whole):
                if number == count:
                    break
                out.write(line)
        os.replace(partial, path)
        return path

    def _event_counts(self):
        found = (re.fullmatch(r"events-(\d+)\.jsonl", name) for name in os.listdir(self.events))
        return [int(match.group(1)) for match in found if match]

    def wide_file(self, width, count):
        """count records of width fields, and what the generator broke (workloads.write_records)."""
        path = os.path.join(self.wide, f"wide-{width}-{count}.jsonl")
        meta_path = path + ".meta.json"
        if not (os.path.exists(path) and os.path.exists(meta_path)):
            say(f"generating {count:,} records of {width} fields (once, kept in {self.wide})")
            meta = workloads.write_records(path + ".partial", count, width)
            os.replace(path + ".partial", path)
            with open(meta_path, "w") as out:
                json.dump(meta, out)
        with open(meta_path) as file:
            return path, json.load(file)

    def rules_folder(self, width, count):
        """A rules folder holding one model, Wide, of count rules on width fields."""
        folder = os.path.join(self.wide, f"rules-{width}-{count}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "wide.lua"), "w") as out:
            out.write(workloads.rule_file("Wide", width, count))
        return folder


class Point:
    """One point of a curve: a command, how to check its output, and its runs."""

    def __init__(self, curve, series, x, records, command, check, label=None, rules=None):
        self.curve, self.series, self.x, self.records, self.rules = curve, series, x, records, rules
        self.command, self.check, self.label = command, check, label or series
        self.seconds, self.peak_bytes, self.invalid = [], [], None

    def median_seconds(self):
        return statistics.median(self.seconds)

    def median_peak_mib(self):
        return statistics.median(self.peak_bytes) / 2**20


def run_once(point, scratch):
    """Runs the point's command once, its output written to a file; keeps its time, peak memory and count.

    The peak memory is GNU time's %M, the maximum resident set size the kernel kept for the command
    (wait4's ru_maxrss). It is not this script's own os.wait4 of the command: Linux counts in a
    process's maximum the resident size of the process it was forked from, at its exec, so every
    command started from this Python would show at least this Python's size (67 MiB once matplotlib
    is loaded); forked from GNU time, the floor is about 1 MiB.
    """
    out_path, err_path, rss_path = (os.path.join(scratch, name) for name in ("output", "errors", "rss"))
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        began = time.perf_counter()
        status = subprocess.call([TIME, "-f", "%M", "-o", rss_path, *point.command], stdout=out, stderr=err)
        seconds = time.perf_counter() - began
    # Verdict exits 1 when a record is invalid; 2 and up is a failure.
    if status not in (0, 1):
        with open(err_path, errors="replace") as err:
            raise SystemExit(f"cost-curve: {' '.join(point.command)} exited {status}: {err.read()[-2000:]}")
    with open(rss_path) as rss:
        kilobytes = int(rss.read().split()[-1])
    invalid = point.check(out_path)
    if point.invalid is not None and invalid != point.invalid:
        raise SystemExit(f"cost-curve: {point.label} at {point.x}: {invalid} invalid, {point.invalid} in an earlier run")
    point.invalid = invalid
    point.seconds.append(seconds)
    point.peak_bytes.append(kilobytes * 1024)
    return seconds


def verdict_summary(expected_records, expected_invalid=None):
    """A check of `verdict validate --format json`'s output: its closing counts, read from the end of the file."""

    def check(path):
        with open(path, "rb") as file:
            file.seek(max(0, os.path.getsize(path) - 400))
            tail = file.read().decode(errors="replace")
        found = re.search(r'"records"\s*:\s*(\d+)\s*,\s*"invalid"\s*:\s*(\d+)\s*}\s*$', tail)
        if not found:
            raise SystemExit(f"cost-curve: no summary at the end of Verdict's output: …{tail[-200:]}")
        records, invalid = int(found.group(1)), int(found.group(2))
        if records != expected_records:
            raise SystemExit(f"cost-curve: Verdict read {records} records of {expected_records}")
        if expected_invalid is not None and invalid != expected_invalid:
            raise SystemExit(f"cost-curve: Verdict found {invalid} invalid records; the generator broke {expected_invalid}")
        return invalid

    return check


def peer_summary(expected_records):
    """A check of a peer's one line, `PEER records=N invalid=M seconds=S`."""

    def check(path):
        with open(path) as file:
            found = re.search(r"records=(\d+) invalid=(\d+)", file.read())
        if not found or int(found.group(1)) != expected_records:
            raise SystemExit(f"cost-curve: a peer's output does not say {expected_records} records")
        return int(found.group(2))

    return check


def verdict_command(verdict, rules, model, jobs, path):
    return [verdict, "validate", "--rules", rules, "--model", model, "--jobs", str(jobs), "--format", "json", path]


def measure(points, runs, scratch, peer_limit=None):
    """Runs every point runs times, in rounds; returns the notes of the peers stopped by peer_limit.

    In the first round the points go in order, and a peer whose time at one size says that the next
    would take over peer_limit seconds (time grows with the records) is not run at the larger ones.
    """
    notes, stopped = [], set()
    kept = []
    for index, point in enumerate(points):
        if point.series in stopped:
            continue
        seconds = run_once(point, scratch)
        say(f"{point.curve} {point.label} {point.x:,}: {seconds:.3f} s, {point.peak_bytes[-1] / 2**20:.0f} MiB, {point.invalid:,} invalid")
        kept.append(point)
        following = next((p for p in points[index + 1:] if p.series == point.series), None)
        if peer_limit is not None and point.series in PEERS and following is not None:
            guess = seconds * following.records / point.records
            if guess > peer_limit:
                stopped.add(point.series)
                notes.append(f"{PEERS[point.series][0].rstrip(' *')} stops at {point.x:,} "
                             f"({seconds:.1f} s; {following.x:,} would take about {guess:.0f} s)")
    for round_number in range(2, runs + 1):
        say(f"round {round_number} of {runs}")
        for point in kept:
            run_once(point, scratch)
    return kept, notes


def records_curve(sizes, cache, verdict, runs, scratch, peer_limit):
    points = []
    cache.events_file(max(sizes.records))  # first, so that the others are its first lines
    for count in sizes.records:
        path = cache.events_file(count)
        points.append(Point("records", "verdict", count, count,
                            verdict_command(verdict, BUILTIN_RULES, "CalendarEvent", 1, path), verdict_summary(count),
                            "verdict, built-in rules, 1 job"))
        for peer in PEERS:
            points.append(Point("records", peer, count, count, [sys.executable, PEERS_PY, peer, path],
                                peer_summary(count), PEERS[peer][0]))
    kept, notes = measure(points, runs, scratch, peer_limit)
    # msgspec and pydantic check every rule, as Verdict does: the same records are invalid.
    for count in sizes.records:
        full = {p.label: p.invalid for p in kept if p.x == count and (p.series == "verdict" or p.series in PEERS and PEERS[p.series][1])}
        if len(set(full.values())) > 1:
            raise SystemExit(f"cost-curve: {count:,} records: the full validators disagree: {full}")
    return kept, notes


def width_curve(sizes, cache, verdict, runs, scratch):
    points = []
    for width in sizes.widths:
        count = sizes.field_values // width
        path, meta = cache.wide_file(width, count)
        rules = sizes.rules_per_field * width
        folder = cache.rules_folder(width, rules)
        expected = workloads.expected_invalid(meta, workloads.covered_fields(width, rules))
        points.append(Point("width", "verdict", width, count, verdict_command(verdict, folder, "Wide", 1, path),
                            verdict_summary(count, expected), f"{width} fields, {rules:,} rules, {count:,} records",
                            rules))
    return measure(points, runs, scratch)


def rules_curve(sizes, cache, verdict, runs, scratch):
    points = []
    path, meta = cache.wide_file(sizes.rule_width, sizes.rule_records)
    for rules in sizes.rule_counts:
        folder = cache.rules_folder(sizes.rule_width, rules)
        expected = workloads.expected_invalid(meta, workloads.covered_fields(sizes.rule_width, rules))
        points.append(Point("rules", "verdict", rules, sizes.rule_records, verdict_command(verdict, folder, "Wide", 1, path),
                            verdict_summary(sizes.rule_records, expected), f"{rules:,} rules", rules))
    return measure(points, runs, scratch)


def jobs_curve(sizes, cache, verdict, runs, scratch):
    path = cache.events_file(sizes.job_records)
    cores = os.cpu_count() or 1
    points = [Point("jobs", "verdict", jobs, sizes.job_records,
                    verdict_command(verdict, BUILTIN_RULES, "CalendarEvent", jobs, path), verdict_summary(sizes.job_records),
                    f"--jobs {jobs}" + (" (every core)" if jobs == cores else ""))
              for jobs in sizes.jobs]
    return measure(points, runs, scratch)


def machine():
    """What the figures were measured on."""
    model = platform.processor() or platform.machine()
    memory = None
    try:
        with open("/proc/cpuinfo") as info:
            model = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), model)
        with open("/proc/meminfo") as info:
            kilobytes = next(int(line.split()[1]) for line in info if line.startswith("MemTotal"))
            memory = f"{kilobytes / 2**20:.0f} GiB"
    except (OSError, StopIteration):
        pass
    return {"cpu": model, "cores": os.cpu_count(), "memory": memory, "system": f"{platform.system()} {platform.release()}"}


def verdict_build(verdict):
    version = subprocess.run([verdict, "--version"], capture_output=True, text=True).stdout.strip()
    commit = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], capture_output=True, text=True).stdout.strip()
    return {"binary": verdict, "version": version, "commit": commit or None}


def write_figures(out, results):
    """results.json (everything) and results.csv (one line a point) in out."""
    with open(os.path.join(out, "results.json"), "w") as file:
        json.dump(results, file, indent=1)
        file.write("\n")
    with open(os.path.join(out, "results.csv"), "w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["curve", "series", "x", "records", "invalid", "median_seconds", "records_per_second",
                         "median_peak_mib", "seconds", "peak_mib"])
        for p in results["points"]:
            writer.writerow([p["curve"], p["series"], p["x"], p["records"], p["invalid"], f"{p['median_seconds']:.4f}",
                             f"{p['records_per_second']:.0f}", f"{p['median_peak_mib']:.1f}",
                             " ".join(f"{s:.4f}" for s in p["seconds"]), " ".join(f"{m:.1f}" for m in p["peak_mib"])])


def point_figures(point):
    seconds = point.median_seconds()
    return {"curve": point.curve, "series": point.series, "label": point.label, "x": point.x, "records": point.records,
            "rules": point.rules, "invalid": point.invalid, "median_seconds": seconds, "records_per_second": point.records / seconds,
            "median_peak_mib": point.median_peak_mib(), "seconds": point.seconds,
            "peak_mib": [b / 2**20 for b in point.peak_bytes], "command": point.command}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verdict", default=os.environ.get("VERDICT_BIN") or os.path.join(ROOT, ".build", "release", "verdict"))
    parser.add_argument("--runs", type=int, default=int(os.environ.get("RUNS") or 3))
    parser.add_argument("--quick", action="store_true", default=os.environ.get("QUICK", "") not in ("", "0"))
    parser.add_argument("--curves", default=",".join(CURVES), help="the curves to measure, of " + ", ".join(CURVES) + " (results.json then holds only these)")
    parser.add_argument("--cache", default=os.environ.get("COST_CURVE_CACHE") or "/tmp/verdict-cost-curve")
    parser.add_argument("--out", default=None, help="where the charts and figures go (default: Benchmarks/cost-curve/charts)")
    parser.add_argument("--peer-limit", type=float, default=60.0)
    parser.add_argument("--redraw", action="store_true", help="draw the charts again from results.json in --out; measure nothing")
    args = parser.parse_args()
    out = args.out or (os.path.join(args.cache, "quick") if args.quick else os.path.join(HERE, "charts"))
    import charts  # matplotlib: loaded after the arguments, so that --help needs none

    if args.redraw:
        with open(os.path.join(out, "results.json")) as file:
            for path in charts.draw(json.load(file), out):
                say(f"wrote {path} ({os.path.getsize(path) // 1024} KB)")
        return
    curves = [name.strip() for name in args.curves.split(",") if name.strip()]
    unknown = [name for name in curves if name not in CURVES]
    if unknown or args.runs < 1:
        parser.error(f"--curves takes {', '.join(CURVES)}; --runs at least 1" + (f" (not {', '.join(unknown)})" if unknown else ""))
    if not os.access(TIME, os.X_OK):
        parser.error(f"no GNU time at {TIME}: apt-get install time")
    verdict = os.path.abspath(args.verdict)
    if not os.access(verdict, os.X_OK):
        parser.error(f"no verdict binary at {verdict}: run `make release`, or say where with --verdict or VERDICT_BIN")
    os.makedirs(out, exist_ok=True)
    scratch = os.path.join(args.cache, "scratch")
    os.makedirs(scratch, exist_ok=True)

    sizes, cache = Sizes(args.quick), Cache(args.cache)
    began, load = time.time(), os.getloadavg()[0]
    results = {"date": datetime.datetime.now().astimezone().isoformat(timespec="minutes"), "quick": args.quick,
               "runs": args.runs, "machine": machine(), "verdict": verdict_build(verdict),
               "python": platform.python_version(), "notes": {}, "points": []}
    say(f"{verdict} ({results['verdict']['commit']}), {args.runs} runs a point, load {load:.2f}")
    for name in curves:
        if name == "records":
            kept, notes = records_curve(sizes, cache, verdict, args.runs, scratch, args.peer_limit)
        else:
            kept, notes = {"width": width_curve, "rules": rules_curve, "jobs": jobs_curve}[name](sizes, cache, verdict, args.runs, scratch)
        results["notes"][name] = notes
        results["points"] += [point_figures(point) for point in kept]
    shutil.rmtree(scratch, ignore_errors=True)
    results["load"] = [round(load, 2), round(os.getloadavg()[0], 2)]
    results["minutes"] = round((time.time() - began) / 60, 1)
    write_figures(out, results)
    for path in charts.draw(results, out):
        say(f"wrote {path} ({os.path.getsize(path) // 1024} KB)")
    say(f"figures in {out}; {results['minutes']} minutes")


if __name__ == "__main__":
    main()
