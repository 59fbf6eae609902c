#!/usr/bin/env python3
"""The issue-15 table from one `make bench` run, as Markdown.

Reads OUT/pty.json (pty_bench.py), OUT/peers.json (peers_bench.py) and
OUT/package-benchmark.txt (the text output of `swift package benchmark`), prints the
targets table at 1k, 100k and 1M todos with a verdict per cell, the peers as ratios to
`todo`, then the in-process figures, and writes the same to OUT/summary.md.

    python3 summary.py bench-results
"""

import json
import os
import re
import statistics
import subprocess
import sys

SIZES = [(1000, "1k"), (100000, "100k"), (1000000, "1M")]
# The package-benchmark suite's own sizes (Benchmarks/TodoBenchmarks/Fixtures.swift).
PACKAGE_SIZES = [(1000, "1k"), (10000, "10k"), (100000, "100k")]
UNIT_SCALE = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6, "K": 1e3, "M": 1e6, "G": 1e9}


def parse_package_benchmark(path):
    """{(figure, '1k'): {metric: {'p0', 'p50', 'p100', 'samples'}}} from the text tables.

    Time metrics come out in μs, counts as plain numbers, memory in bytes.
    """
    results = {}
    current = None
    if not os.path.exists(path):
        return results
    with open(path, encoding="utf-8") as text:
        for line in text:
            line = line.rstrip("\n")
            match = re.fullmatch(r"(\w+) (\d+k)", line.strip())
            if match:
                current = results.setdefault((match.group(1), match.group(2)), {})
                continue
            if current is None or not line.startswith("│"):
                continue
            cells = [cell.strip() for cell in line.strip("│").split("│")]
            if len(cells) < 9 or cells[0] == "Metric":
                continue
            name = cells[0].replace("*", "").strip()
            scale = 1.0
            units = re.findall(r"\(([^()]*)\)", name)
            if units and units[-1] in UNIT_SCALE:
                scale = UNIT_SCALE[units[-1]]
                name = name[: name.rfind("(")].strip()
            try:
                values = [float(cell) * scale for cell in cells[1:8]]
            except ValueError:
                continue
            current[name] = {"p0": values[0], "p50": values[2], "p100": values[6], "samples": int(cells[8])}
    return results


def source_state():
    """The commit measured, and whether the tree had changes on top of it."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "Sources", "Package.swift"],
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown commit"
    return f"commit {commit}" + (" with uncommitted changes in Sources/" if dirty else "")


def fmt(median, low, high, digits):
    f = f"{{:.{digits}f}}"
    return f"{f.format(median)} ({f.format(low)}–{f.format(high)})"


def stats(values):
    return statistics.median(values), min(values), max(values)


def verdict(median, target, digits, unit):
    """'met', or by how much the median misses the target."""
    if target is None:
        return ""
    if median <= target:
        return "met"
    return f"**missed** by {median - target:.{digits}f} {unit} (×{median / target:.2f})"


def cell(values, target, digits, unit):
    if not values:
        return "n/a"
    median, low, high = stats(values)
    text = f"{fmt(median, low, high, digits)} {unit}"
    mark = verdict(median, target, digits, unit)
    return f"{text} — {mark}" if mark else text


FILTER_TEXT = {"plain word": "pay", "+tag": "+home", "due<eow": "due<eow"}


def emit_peers(emit, out, pty):
    """The peers' figures beside `todo`'s (due order, the default view) as ratios."""
    path = os.path.join(out, "peers.json")
    parts = os.environ.get("TODO_BENCH_PARTS", "pty,peers,package,sync").split(",")
    if "peers" not in parts or not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as source:
        peers = json.load(source)
    emit()
    emit(f"Peers in the same harness and run (medians; ×N = the peer's figure ÷ `todo`'s at the same size; "
         f"a launch over {peers['cap_s']:.0f} s stops that peer):")
    emit()
    emit("| peer | figure | " + " | ".join(f"{count:,} todos" for count, _ in SIZES) + " |")
    emit("|---|---|" + "---|" * len(SIZES))
    figures = [
        ("launch to first frame", lambda e: e["launch_ms"], lambda t: t["launch_by_view"]["due"], 1, "ms"),
        ("selection move `j`, key to end of update", lambda e: [m["done_ms"] for m in e["moves"]],
         lambda t: [m["done_ms"] for m in t["moves"]], 3, "ms"),
        ("peak resident memory", lambda e: [e["peak_rss_kib"] * 1024 / 1e6],
         lambda t: [t["peak_rss_kib"] * 1024 / 1e6], 1, "MB"),
    ]
    for name, sizes in peers["peers"].items():
        for title, mine, todos, digits, unit in figures:
            cells = []
            for count, _ in SIZES:
                entry = sizes.get(str(count))
                if entry is None:
                    cells.append("not run")
                    continue
                if "too_slow" in entry:  # said once, in the launch row
                    cells.append(f"too slow ({entry['too_slow']})" if title.startswith("launch") else "—")
                    continue
                try:
                    value = statistics.median(mine(entry))
                except (KeyError, statistics.StatisticsError):
                    cells.append("n/a")
                else:
                    text = f"{value:.{digits}f} {unit}"
                    if count in pty:
                        text += f" (×{value / statistics.median(todos(pty[count])):.1f})"
                    cells.append(text)
            emit(f"| {name} | {title} | " + " | ".join(cells) + " |")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "bench-results"
    # bench.py says which parts this run measured, so a skipped part's old file is not shown.
    parts = os.environ.get("TODO_BENCH_PARTS", "pty,peers,package,sync").split(",")
    pty, load = {}, None
    if "pty" in parts and os.path.exists(os.path.join(out, "pty.json")):
        with open(os.path.join(out, "pty.json"), encoding="utf-8") as source:
            measured = json.load(source)
        pty = {entry["count"]: entry for entry in measured["sizes"]}
        load = measured["machine"].get("load_average_before")
    package = {}
    if "package" in parts:
        package = parse_package_benchmark(os.path.join(out, "package-benchmark.txt"))
    lines = []

    def emit(text=""):
        lines.append(text)

    def row(title, target_text, targets, getter, digits, unit):
        cells, medians = [], []
        for (count, label), target in zip(SIZES, targets):
            values = getter(count, label)
            cells.append(cell(values, target, digits, unit) if values else "n/a")
            medians.append(statistics.median(values) if values else None)
        growth = f"×{medians[2] / medians[0]:.1f}" if medians[0] and medians[2] else "—"
        emit(f"| {title} | {target_text} | " + " | ".join(cells) + f" | {growth} |")

    def pty_values(key):
        return lambda count, _: pty[count][key] if count in pty else None

    def keyed(key, field="done_ms"):
        """The samples of a list of timed keys in pty.json."""
        def get(count, _):
            entry = pty.get(count)
            if entry is None or not entry.get(key):
                return None
            return [k[field] for k in entry[key]]

        return get

    def filter_values(kind):
        def get(count, _):
            keys = (pty.get(count) or {}).get("filters", {}).get(kind)
            return [k["done_ms"] for k in keys] if keys else None

        return get

    def launch_values(view):
        return lambda count, _: (pty.get(count) or {}).get("launch_by_view", {}).get(view)

    # 100k has no target in the issue; it is held to the 1M one (the looser of the two).
    state = os.environ.get("TODO_BENCH_SOURCE") or source_state()
    emit(f"Targets of issue 15, release build of {state}, 80x24 pseudo-terminal, {os.cpu_count()} cores. "
         "Cells: median (min–max)." + (f" Load average before the run: {load[0]:.2f}." if load else ""))
    emit()
    emit("| figure | target 1k / 1M | 1,000 todos | 100,000 todos | 1,000,000 todos | 1M ÷ 1k |")
    emit("|---|---|---|---|---|---|")
    views = next((list(entry["launch_by_view"]) for entry in pty.values() if "launch_by_view" in entry), [])
    for view in views:
        row(f"launch to first full frame, {view} order" if "hidden" not in view else f"launch to first full frame, {view}",
            "≤ 12 / ≤ 20 ms", [12, 20, 20], launch_values(view), 1, "ms")
    row("selection move `j`, key to screen change (first byte)", "≤ 1 / ≤ 1 ms", [1, 1, 1],
        lambda c, _: [m["first_ms"] for m in pty[c]["moves"]] if c in pty else None, 3, "ms")
    row("selection move `j`, key to end of update", "≤ 1 / ≤ 1 ms", [1, 1, 1],
        lambda c, _: [m["done_ms"] for m in pty[c]["moves"]] if c in pty else None, 3, "ms")
    row("bytes written per selection move", "—", [None, None, None],
        lambda c, _: [m["bytes"] for m in pty[c]["moves"]] if c in pty else None, 0, "B")
    row("switching the sort `s`, key to end of update", "≤ 5 / ≤ 30 ms", [5, 30, 30], keyed("sort_switches"), 2, "ms")
    for kind in ("plain word", "+tag", "due<eow"):
        row(f"one filter keystroke, {kind} (last key of `{FILTER_TEXT[kind]}`)", "≤ 5 / ≤ 60 ms", [5, 60, 60],
            filter_values(kind), 2, "ms")
    row("peak resident memory, VmHWM, after every key above", "≤ 18 / ≤ 22 MB", [18, 22, 22],
        lambda c, _: [pty[c]["peak_rss_kib"] * 1024 / 1e6] if c in pty else None, 1, "MB")
    row("peak resident memory, VmHWM, right after the first frame", "—", [None, None, None],
        lambda c, _: [v * 1024 / 1e6 for v in pty[c]["launch_rss_kib"]] if c in pty else None, 1, "MB")
    for title, key in (("add (`a`, title, Enter)", "adds"), ("toggle `x`", "toggles"),
                       ("move `K`/`J`", "reorders"), ("first `K` (switches to manual order)", "first_reorder"),
                       ("edit a field (`+`/`-` priority step)", "edits"),
                       ("fold/unfold the selected todo `z`", "folds"), ("fold/unfold all `Z`", "fold_alls")):
        row(f"durable change: {title}, key to end of update", "≤ 2 / ≤ 2 ms", [2, 2, 2], keyed(key), 3, "ms")
    row("`todo import` of a JSON file (real binary)", "— / ≤ 10 s", [None, 10, 10], pty_values("import_s"), 2, "s")
    rounds = ", ".join(
        f"{label}: {len(pty[count]['import_s'])} run(s)"
        + (f", kept from a build at {pty[count]['import_built_at']}" if pty[count].get("import_cached") else "")
        for count, label in SIZES if count in pty)
    if rounds:
        emit()
        emit(f"`todo import` rounds — {rounds} (a million is imported once per binary and generator; "
             "fixture_store.py). 100k has no target of its own: it is held to the 1M one.")
    emit_peers(emit, out, pty)
    emit()
    if package:
        emit("In-process (package-benchmark, headless driver 80x24, malloc interposer on): "
             "wall clock median (min–max); mallocs and peak resident memory (whole benchmark process) at the median.")
        emit()
        emit("| benchmark | 1k | 10k | 100k | 100k ÷ 1k |")
        emit("|---|---|---|---|---|")
        figures = [
            ("OpenFirstFrame", "store open + first frame"),
            ("Render", "full frame render"),
            ("MoveJ", "selection move `j` + render"),
            ("Filter", "filter keystroke `p` + render"),
            ("Add", "add (TodoUseCases)"),
            ("Edit", "edit (TodoUseCases)"),
            ("Toggle", "toggle (TodoUseCases)"),
            ("Delete", "delete (TodoUseCases)"),
            ("ToggleKey", "`x` on the list + render"),
            ("ImportJSON", "import: decode JSON + add(imported:)"),
        ]
        for figure, title in figures:
            cells, medians = [], []
            for _, label in PACKAGE_SIZES:
                metrics = package.get((figure, label))
                if not metrics or "Time (wall clock)" not in metrics:
                    cells.append("not available" if figure == "Filter" and package else "—")
                    medians.append(None)
                    continue
                time = metrics["Time (wall clock)"]
                medians.append(time["p50"])
                text = fmt(time["p50"] / 1000, time["p0"] / 1000, time["p100"] / 1000, 3) + " ms"
                if "Malloc (total)" in metrics:
                    text += f", {metrics['Malloc (total)']['p50']:,.0f} mallocs"
                if "Memory (resident peak)" in metrics:
                    text += f", {metrics['Memory (resident peak)']['p50'] / 1e6:.0f} MB"
                cells.append(text)
            growth = f"×{medians[2] / medians[0]:.1f}" if medians[0] and medians[2] else "—"
            emit(f"| {title} | " + " | ".join(cells) + f" | {growth} |")
    sync_path = os.path.join(out, "sync.json")
    if "sync" in parts and os.path.exists(sync_path):
        with open(sync_path, encoding="utf-8") as source:
            sync = json.load(source)
        emit()
        emit(f"### Sync with {sync['server']} on loopback (issue 13; a sync with nothing to do must "
             "take one or two requests)")
        emit()
        emit("| figure | time | requests | summary line |")
        emit("|---|---|---|---|")
        names = {
            "first_fetch": f"first sync fetching {sync['count']:,} todos into an empty store",
            "nothing_after_fetch": "then a sync with nothing to do",
            "first_send": f"first sync sending {sync['push']:,} todos to an empty task list",
            "nothing_after_send": "then a sync with nothing to do",
        }
        for key, title in names.items():
            figure = sync[key]
            emit(f"| {title} | {figure['seconds']:.2f} s | {figure['requests']} | {figure['summary']} |")
    text = "\n".join(lines) + "\n"
    print()
    print(text)
    with open(os.path.join(out, "summary.md"), "w", encoding="utf-8") as target:
        target.write(text)


if __name__ == "__main__":
    main()
