"""The cost curve's charts (cost_curve.py): one PNG a curve, drawn with matplotlib from results.json's figures."""
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after the back end is chosen)
from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter  # noqa: E402

VERDICT_COLOUR = "#c0392b"
PEER_COLOURS = {"msgspec": "#2471a3", "jsonschema_rs": "#7d3c98", "pydantic": "#1e8449", "fastjsonschema": "#b9770e"}
DPI = 80


def count(value, _=None):
    """10,000 as 10k, 1,000,000 as 1M: the axes' labels."""
    for size, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= size:
            return f"{value / size:g}{suffix}"
    return f"{value:g}"


def footer(results, notes=()):
    machine, build = results["machine"], results["verdict"]
    lines = [f"{results['date'][:16].replace('T', ' ')}, {machine['cpu']}, {machine['cores']} cores, {machine['memory']}; "
             f"verdict {build['version']} ({build['commit']}); median of {results['runs']} runs; "
             f"load {results['load'][0]} to {results['load'][1]}" + ("; QUICK sizes" if results["quick"] else "")]
    return "\n".join(lines + list(notes))


def new_figure(panels, title, results, notes=()):
    figure, axes = plt.subplots(1, panels, figsize=(4.2 * panels, 3.6))
    figure.suptitle(title, fontsize=11)
    text = footer(results, notes)
    figure.text(0.01, 0.01, text, fontsize=7, va="bottom", color="#444444")
    figure.footer_lines = text.count("\n") + 1
    return figure, axes


def log_scale(axis, x=True, y=True):
    """Logarithmic axes without 10^n notation: x labelled at each power of ten (10k, 1M on a count
    axis), y at 1, 2, 5, 10, 20, ..."""
    for log, which, subs in ((x, axis.xaxis, (1.0,)), (y, axis.yaxis, (1.0, 2.0, 5.0))):
        if not log:
            continue
        (axis.set_xscale if which is axis.xaxis else axis.set_yscale)("log")
        which.set_major_locator(LogLocator(base=10, subs=subs))
        which.set_major_formatter(FuncFormatter(count))
        which.set_minor_formatter(NullFormatter())


def save(figure, out, name):
    figure.tight_layout(rect=(0, 0.005 + 0.04 * figure.footer_lines, 1, 1))
    path = os.path.join(out, name)
    figure.savefig(path, dpi=DPI, pil_kwargs={"optimize": True})
    plt.close(figure)
    return path


def series(points, curve):
    """The points of a curve, by series, each in order of x."""
    found = {}
    for point in points:
        if point["curve"] == curve:
            found.setdefault(point["series"], []).append(point)
    return {name: sorted(values, key=lambda p: p["x"]) for name, values in found.items()}


def style(name):
    if name == "verdict":
        return {"color": VERDICT_COLOUR, "linewidth": 2.4, "marker": "o", "zorder": 3}
    return {"color": PEER_COLOURS.get(name, "#555555"), "linewidth": 1.2, "marker": "s", "markersize": 4, "linestyle": "--"}


def records_chart(results, out):
    lines = series(results["points"], "records")
    notes = ["Peers (Benchmarks/side-by-side/peers.py) read the whole file into memory, then validate;"
             " * JSON Schema cannot compare two fields: no startDate < endDate."]
    notes += [note + "." for note in results["notes"].get("records", [])]
    figure, (time_axis, rate_axis, memory_axis) = new_figure(
        3, "verdict validate --format json: CalendarEvent records, 1 job, results to a file", results, notes)
    for name, points in lines.items():
        xs = [p["x"] for p in points]
        label = points[0]["label"] if name != "verdict" else "verdict (built-in rules)"
        time_axis.plot(xs, [p["median_seconds"] for p in points], label=label, **style(name))
        rate_axis.plot(xs, [p["records_per_second"] for p in points], **style(name))
        memory_axis.plot(xs, [p["median_peak_mib"] for p in points], **style(name))
    time_axis.set(title="wall time (s)", xlabel="records")
    log_scale(time_axis)
    rate_axis.set(title="records per second", xlabel="records")
    log_scale(rate_axis, y=False)
    rate_axis.set_ylim(bottom=0)
    rate_axis.yaxis.set_major_formatter(FuncFormatter(count))
    memory_axis.set(title="peak memory (MiB, max RSS)", xlabel="records")
    log_scale(memory_axis)
    for axis in (time_axis, rate_axis, memory_axis):
        axis.grid(True, which="major", alpha=0.3)
    time_axis.legend(fontsize=7, loc="upper left")
    return save(figure, out, "records.png")


def annotate(axis, xs, ys, labels):
    """Labels the points, the last one below on its left so that the label stays inside the panel."""
    for index, (x, y, label) in enumerate(zip(xs, ys, labels)):
        last = index == len(xs) - 1
        axis.annotate(label, (x, y), textcoords="offset points", xytext=(-7, -2) if last else (4, 6), fontsize=7,
                      ha="right" if last else "left", va="top" if last else "baseline")


def width_chart(results, out):
    points = series(results["points"], "width").get("verdict", [])
    fields = [p["x"] for p in points]
    figure, (record_axis, field_axis, memory_axis) = new_figure(
        3, "verdict validate --format json: records of more fields, three rules a field, 1 job", results,
        ["The same number of field values at every width (records x fields); each field's kind and rules: workloads.py."])
    per_record = [p["median_seconds"] / p["records"] * 1e6 for p in points]
    per_field = [p["median_seconds"] / (p["records"] * p["x"]) * 1e9 for p in points]
    record_axis.plot(fields, per_record, **style("verdict"))
    annotate(record_axis, fields, per_record, [f"{p['records']:,} records" for p in points])
    field_axis.plot(fields, per_field, **style("verdict"))
    annotate(field_axis, fields, per_field, [f"{p['rules']:,} rules" for p in points])
    memory_axis.plot(fields, [p["median_peak_mib"] for p in points], **style("verdict"))
    record_axis.set(title="µs per record", xlabel="fields per record")
    field_axis.set(title="ns per field (and its rules)", xlabel="fields per record")
    memory_axis.set(title="peak memory (MiB, max RSS)", xlabel="fields per record")
    finish_three_axes(record_axis, (field_axis, memory_axis), fields, [str(x) for x in fields])
    return save(figure, out, "width.png")


def finish_three_axes(record_axis, linear_axes, ticks, labels):
    """The axes of a chart of three: the first on log scales, the others from zero up; ticks at the points."""
    log_scale(record_axis)
    for axis in (record_axis, *linear_axes):
        if axis is not record_axis:
            axis.set_xscale("log")
            axis.set_ylim(bottom=0, top=max(line.get_ydata().max() for line in axis.get_lines()) * 1.2)
        axis.set_xticks(ticks, labels)
        axis.xaxis.set_minor_formatter(NullFormatter())
        axis.grid(True, alpha=0.3)


def rules_chart(results, out):
    points = series(results["points"], "rules").get("verdict", [])
    counts = [p["x"] for p in points]
    records = points[0]["records"] if points else 0
    figure, (record_axis, rule_axis, memory_axis) = new_figure(
        3, f"verdict validate --format json: more rules on one model of 50 fields, {records:,} records, 1 job",
        results, ["Rules given to the fields in turn (10 rules: one on each of 10 fields); kinds and rules: workloads.py."])
    per_record = [p["median_seconds"] / p["records"] * 1e6 for p in points]
    per_rule = [p["median_seconds"] / (p["records"] * p["x"]) * 1e9 for p in points]
    record_axis.plot(counts, per_record, **style("verdict"))
    rule_axis.plot(counts, per_rule, **style("verdict"))
    memory_axis.plot(counts, [p["median_peak_mib"] for p in points], **style("verdict"))
    record_axis.set(title="µs per record", xlabel="rules on the model")
    rule_axis.set(title="ns per rule and record", xlabel="rules on the model")
    memory_axis.set(title="peak memory (MiB, max RSS)", xlabel="rules on the model")
    finish_three_axes(record_axis, (rule_axis, memory_axis), counts, [f"{x:,}" for x in counts])
    return save(figure, out, "rules.png")


def jobs_chart(results, out):
    points = series(results["points"], "jobs").get("verdict", [])
    cores = results["machine"]["cores"]
    records = points[0]["records"] if points else 0
    notes = [f"This machine has {cores} cores: --jobs {cores} is every core." if cores in [p["x"] for p in points] else ""]
    figure, (rate_axis, memory_axis) = new_figure(
        2, f"verdict validate --format json: {records:,} CalendarEvent records on more jobs", results, notes)
    labels = [f"{p['x']}" + (" (every core)" if p["x"] == cores else "") for p in points]
    rates = [p["records_per_second"] for p in points]
    memory = [p["median_peak_mib"] for p in points]
    rate_axis.bar(labels, rates, color=VERDICT_COLOUR, width=0.5)
    memory_axis.bar(labels, memory, color=VERDICT_COLOUR, width=0.5)
    for axis, values, text in ((rate_axis, rates, lambda v: f"{v:,.0f}"), (memory_axis, memory, lambda v: f"{v:.0f}")):
        for index, value in enumerate(values):
            axis.annotate(text(value), (index, value), ha="center", textcoords="offset points", xytext=(0, 3), fontsize=8)
    rate_axis.set(title="records per second", xlabel="--jobs")
    rate_axis.yaxis.set_major_formatter(FuncFormatter(count))
    memory_axis.set(title="peak memory (MiB, max RSS)", xlabel="--jobs")
    for axis in (rate_axis, memory_axis):
        axis.margins(y=0.15)
        axis.grid(True, axis="y", alpha=0.3)
    return save(figure, out, "jobs.png")


def draw(results, out):
    """Draws the chart of every curve results holds into out; returns the paths written."""
    drawers = {"records": records_chart, "width": width_chart, "rules": rules_chart, "jobs": jobs_chart}
    curves = {point["curve"] for point in results["points"]}
    return [drawer(results, out) for name, drawer in drawers.items() if name in curves]
