#!/usr/bin/env python3
"""End-to-end figures of the real `todo` binary in an 80x24 pseudo-terminal.

For each size (1k, 100k, 1M todos by default) this script

1. builds the store from the deterministic JSON import file (fixtures.py, every field filled)
   with the real `todo import`, timed (the "todo import" figure; its peak RSS from wait4);
   stores of a million are imported once and kept (fixture_store.py);
2. on a copy of it, launches `todo --store STORE` in a new 80x24 pseudo-terminal
   (TERM=xterm-256color, LANG=C.UTF-8) several times in each view (the five sort orders,
   and done hidden; set in the store's `view_setting` table), timing launch to first full
   frame and reading VmHWM after it;
3. in one more session (due order, done shown) sends `j` N times, timing each key to the
   screen change and counting the bytes the app wrote; `s` through whole cycles of the
   orders; the filter (`/`, a plain word, `+tag`, `due<eow`: the last keystroke timed, then
   Esc); the durable changes (`x`, `+`/`-`, add through the dialog, `K`/`J`); then reads
   VmHWM (peak resident memory) from /proc/PID/status and quits with `q`;
4. in one more session (manual order) selects the first todo with subtasks and folds and
   unfolds it with `z`, then all of them with `Z` (folding is kept in the store: durable
   changes). The stores hold subtasks, a tenth of the todos up to five deep (fixtures.py).

Definitions (BENCHMARKS.md repeats them):

- A *burst* is the output that follows an event, ending at the first gap of QUIET ms
  (default 15) with no output. Its end time is the arrival of its last byte, so the quiet
  wait itself is never counted.
- *Launch to first full frame*: from just before the fork of the child that executes
  `todo` to the last byte of the first burst whose text (escape sequences removed)
  contains the footer's last hint ("quit", drawn on the bottom row, after the list).
- *Key to screen change*: from just before the key's byte is written to the master side
  to the first byte of output ("first byte"), and to the last byte of the burst ("done").
- *Bytes per move*: the length of the burst a `j` causes: all that the app (ncurses) sent
  the terminal for that move.
- *Floors*: the same measurements on trivial programs: `/bin/echo quit` for the launch and
  `cat` on a raw terminal for the key round trip.

Only the Python 3 standard library is used.

    python3 pty_bench.py --binary .build/release/todo --work bench-results [--sizes 1000,100000,1000000]
"""

import argparse
import fcntl
import json
import os
import platform
import pty
import re
import select
import signal
import sqlite3
import statistics
import struct
import subprocess
import sys
import termios
import time
import tty

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixture_store  # noqa: E402
from fixture_store import remove_store  # noqa: E402

ROWS, COLUMNS = 24, 80
ANSI = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()*+][0-~]|[=>78MDEHc])")


def visible_text(data):
    """The text of terminal output with escape sequences and control bytes removed."""
    text = ANSI.sub(b"", data).decode("utf-8", errors="replace")
    return "".join(ch for ch in text if ch >= " ")


def child_environment(extra=None):
    """A clean environment for the app: only what a terminal session needs (and `extra`)."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
    }
    env.update(extra or {})
    return env


class Session:
    """A program running on the slave side of a new 80x24 pseudo-terminal."""

    def __init__(self, argv, raw=False, extra_env=None):
        self.argv = argv
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: size the terminal, then become the program
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
                if raw:
                    tty.setraw(0)
                os.execve(argv[0], argv, child_environment(extra_env))
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.exited = False
        self.late_bytes = 0

    def burst(self, first_timeout, quiet, until_text=None, total_timeout=120.0):
        """Reads one burst of output.

        Waits up to `first_timeout` s for a first byte (with `until_text`: up to
        `total_timeout` s for output containing it), then reads until `quiet` s pass with no
        output. Returns (time of first byte, time of last byte, bytes), or None when nothing
        (or not the text) came in time.
        """
        data = b""
        first = last = None
        seen = until_text is None
        deadline = time.perf_counter() + (total_timeout if until_text else first_timeout)
        while True:
            now = time.perf_counter()
            wait = quiet if (seen and data) else max(0.0, deadline - now)
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                if seen and data:
                    return first, last, data
                return None
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:  # EIO: the program has gone
                chunk = b""
            arrived = time.perf_counter()
            if not chunk:
                return (first, last, data) if (seen and data) else None
            if first is None:
                first = arrived
            last = arrived
            data += chunk
            if not seen and until_text in visible_text(data):
                seen = True

    def drain(self, settle):
        """Reads what is left of earlier output until `settle` s pass without any; its size.

        Under load an update may pause longer than the quiet gap between two of its writes:
        without this, its tail would count as the next key's output.
        """
        late = 0
        while select.select([self.fd], [], [], settle)[0]:
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            late += len(chunk)
        return late

    def key(self, byte, first_timeout, quiet):
        """Sends one key; returns (first byte ms, done ms, bytes) or None for no output.

        Output still arriving from before is read first (`drain`, 3 quiet gaps) and counted
        in `late_bytes`, never in this key's figures.
        """
        self.late_bytes += self.drain(3 * quiet)
        sent = time.perf_counter()
        os.write(self.fd, byte)
        result = self.burst(first_timeout, quiet)
        if result is None:
            return None
        first, last, data = result
        return (first - sent) * 1000, (last - sent) * 1000, len(data)

    def memory(self):
        """VmHWM and VmRSS of the program, in KiB."""
        values = {}
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                name, _, rest = line.partition(":")
                if name in ("VmHWM", "VmRSS"):
                    values[name] = int(rest.split()[0])
        return values

    def close(self, quit_key=b"q", timeout=10.0):
        """Sends `quit_key`, drains the output and reaps the program (killing it if needed)."""
        if quit_key:
            try:
                os.write(self.fd, quit_key)
            except OSError:
                pass
        deadline = time.perf_counter() + timeout
        status = None
        while time.perf_counter() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            ready, _, _ = select.select([self.fd], [], [], 0.01)
            if ready:
                try:
                    os.read(self.fd, 65536)
                except OSError:
                    pass
        else:
            os.kill(self.pid, signal.SIGKILL)
            _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        self.exited = True
        return status


def summary(values, digits=2):
    """'median (min–max)' of a list of numbers."""
    if not values:
        return "n/a"
    fmt = f"{{:.{digits}f}}"
    return f"{fmt.format(statistics.median(values))} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def timed_import(binary, json_path, store):
    """Runs `todo import` into a new store; returns (seconds, peak RSS KiB)."""
    remove_store(store)
    started = time.perf_counter()
    process = subprocess.Popen(
        [binary, "import", json_path, "--store", store],
        stdout=subprocess.DEVNULL,
        env=child_environment(),
    )
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"pty_bench: todo import {json_path} failed ({process.returncode})")
    return elapsed, usage.ru_maxrss


def floors(quiet, samples=50):
    """The cost of the pseudo-terminal itself on this machine."""
    launches = []
    for _ in range(5):
        session = Session(["/bin/echo", "quit"])
        result = session.burst(5.0, quiet, until_text="quit")
        if result:
            launches.append((result[1] - session.started) * 1000)
        session.close(quit_key=None)
    cat = Session(["/bin/cat"], raw=True)
    time.sleep(0.05)
    trips = []
    for _ in range(samples):
        result = cat.key(b"j", 1.0, quiet)
        if result:
            trips.append(result[0])
    os.kill(cat.pid, signal.SIGTERM)
    cat.close(quit_key=None)
    return {"launch_ms": launches, "round_trip_ms": trips}


def measure_size(args, count):
    """Every figure at one size."""
    fixture_dir = os.path.join(args.work, "fixtures")
    pristine, built = fixture_store.pristine_store(args, fixture_dir, count, timed_import)
    result = {
        "count": count,
        "import_s": built["import_s"],
        "import_peak_rss_kib": built["import_peak_rss_kib"],
        "import_cached": built["cached"],
        "import_built_at": built["built_at"],
        "fixture_anchor": built["anchor"],
        "launch_by_view": {},
        "launch_rss_kib": [],
    }
    # Every measurement works on a copy: the durable changes below (add, J/K) change it, and
    # the pristine store is the one the package benchmarks open and the cache keeps.
    store = os.path.join(fixture_dir, f"work-{count}.sqlite")
    fixture_store.copy_store(pristine, store)
    argv = [os.path.abspath(args.binary), "--store", store]
    for view, (sort, hide_done) in VIEWS.items():
        fixture_store.set_view(store, sort, hide_done)
        launches = []
        for _ in range(args.launches):
            session = Session(argv)
            frame = first_frame(args, session, count)
            launches.append((frame[1] - session.started) * 1000)
            result["launch_rss_kib"].append(session.memory()["VmHWM"])
            result.setdefault("first_frame_bytes", len(frame[2]))
            session.close()
        result["launch_by_view"][view] = launches
    result["launch_ms"] = result["launch_by_view"]["due"]

    # One session for the keys, in the default view (due order, done shown).
    fixture_store.set_view(store, "due", False)
    session = Session(argv)
    first_frame(args, session, count)
    interact(args, session, count, result)
    result["exit_status"] = session.close()
    folds(args, argv, store, count, result)
    fixture_store.remove_store(store)
    return result


def first_parent_row(store):
    """The row of the first todo with subtasks in manual order, done shown, nothing folded.

    The top level lists its open todos by position first: those above the first open one with
    subtasks have none, so its row is how many of them there are. None when no top-level todo
    has subtasks.
    """
    connection = sqlite3.connect(store)
    try:
        row = connection.execute(
            "SELECT position FROM todo WHERE parent = 0 AND done = 0 AND children > 0 "
            "ORDER BY position LIMIT 1").fetchone()
        if row is None:
            return None
        return connection.execute(
            "SELECT count(*) FROM todo WHERE parent = 0 AND done = 0 AND position < ?", row).fetchone()[0]
    finally:
        connection.close()


def folds(args, argv, store, count, result):
    """`z` on the first todo with subtasks (fold, unfold, …), then `Z` (all), in manual order.

    An even number of each, so the store ends as it began. The first `z` must draw the folded
    row's `▸`; when it does not (a build without `z`), the figures are left empty and said so.
    """
    quiet = args.quiet / 1000
    row = first_parent_row(store)
    result["folds"], result["fold_alls"] = [], []
    if row is None or row > 5000:
        print(f"pty_bench: no todo with subtasks near the top at {count} items: no `z` figure")
        return
    fixture_store.set_view(store, "manual", False)
    session = Session(argv)
    first_frame(args, session, count)
    for _ in range(row):
        session.key(b"j", 2.0, quiet)
    session.drain(3 * quiet)
    sent = time.perf_counter()
    os.write(session.fd, b"z")
    burst = session.burst(60.0, quiet)
    if burst is None or "▸" not in visible_text(burst[2]):
        print(f"pty_bench: `z` drew no folded row at {count} items: no `z` figure")
        session.close()
        return
    folded = {"key": "z", "first_ms": (burst[0] - sent) * 1000, "done_ms": (burst[1] - sent) * 1000,
              "bytes": len(burst[2])}
    pairs = max(1, args.toggles // 2)
    result["folds"] = [folded] + timed_keys(session, [b"z"] * (2 * pairs - 1), 60.0, quiet)
    result["fold_alls"] = timed_keys(session, [b"Z"] * (2 * pairs), 300.0, quiet)
    session.close()


# The views every launch figure is measured in: the five sort orders, and done hidden.
VIEWS = {
    "due": ("due", False),
    "priority": ("priority", False),
    "created": ("created", False),
    "title": ("title", False),
    "manual": ("manual", False),
    "due, done hidden (H)": ("due", True),
}

# The filter figures: what is typed after `/`; only the last keystroke is the figure (the
# ones before it narrow the list as a person typing would).
FILTERS = {"plain word": "pay", "+tag": "+home", "due<eow": "due<eow"}


def first_frame(args, session, count):
    """The first full frame of a new session, or exit when none comes in time."""
    frame = session.burst(args.first_frame_timeout, args.quiet / 1000, until_text="quit",
                          total_timeout=args.first_frame_timeout)
    if frame is None:
        session.close()
        sys.exit(f"pty_bench: no first frame within {args.first_frame_timeout} s at {count} items")
    return frame


def timed_keys(session, keys, timeout, quiet):
    """Sends each key; [{'key', 'first_ms', 'done_ms', 'bytes'}] of those the screen showed."""
    measured = []
    for key in keys:
        figure = session.key(key, timeout, quiet)
        if figure:
            measured.append({"key": key.decode(), "first_ms": figure[0], "done_ms": figure[1], "bytes": figure[2]})
    return measured


def interact(args, session, count, result):
    """Moves, sort switches, filters, durable changes and memory in one session."""
    quiet = args.quiet / 1000
    moves = []
    for index in range(min(args.moves, count - 1)):
        measured = session.key(b"j", 2.0, quiet)
        if measured is None:
            sys.exit(f"pty_bench: `j` number {index + 1} changed nothing on screen at {count} items")
        first_ms, done_ms, size = measured
        # The first ROWS-3 moves stay on the first page; after that every move scrolls.
        moves.append({"first_ms": first_ms, "done_ms": done_ms, "bytes": size, "scrolls": index >= ROWS - 3})
    result["moves"] = moves

    # `s` cycles the five orders (and keeps the choice in the store): whole cycles, so the
    # session ends in the order it began.
    result["sort_switches"] = timed_keys(session, [b"s"] * (5 * args.sort_cycles), 120.0, quiet)

    # The filter: `/`, the text, Esc (no filter: the whole list again), per kind and round.
    filters = {}
    for name, text in FILTERS.items():
        keystrokes = []
        for _ in range(args.filter_rounds):
            session.key(b"/", 2.0, quiet)
            typed = timed_keys(session, [bytes([byte]) for byte in text.encode()], 120.0, quiet)
            if typed and typed[-1]["key"] == text[-1]:
                keystrokes.append(typed[-1])
            session.key(b"\x1b", 120.0, quiet)
        filters[name] = keystrokes
    result["filters"] = filters
    result["filter"] = filters["plain word"]

    # Durable changes end to end, each one SQLite transaction fsynced before the screen
    # shows it. `x` an even number of times (done flags end as they began); `+` and `-`
    # (a priority step, the quickest edit of a field) alternately, `-` first when `+` is a
    # no-op (already H).
    result["toggles"] = timed_keys(session, [b"x"] * (args.toggles - args.toggles % 2), 60.0, quiet)
    steps = [b"+", b"-"] * (args.toggles // 2)
    edits = timed_keys(session, steps[:1], 5.0, quiet)
    if not edits:
        steps = [b"-", b"+"] * (args.toggles // 2)
    result["edits"] = edits + timed_keys(session, steps[len(edits):], 60.0, quiet)

    # Add through the dialog: `a`, a title (untimed), Enter timed.
    adds = []
    for number in range(args.adds):
        session.key(b"a", 2.0, quiet)
        for byte in f"bench add {number + 1}".encode():
            session.key(bytes([byte]), 2.0, quiet)
        adds += timed_keys(session, [b"\r"], 60.0, quiet)
    result["adds"] = adds

    # `K` / `J` alternately on the todo just added (the order ends as it began). `K` first:
    # the new todo is the last open one, so `J` would only say it cannot pass a done one.
    # The first `K` switches to manual order, which starts from the order on screen: kept
    # apart, as it may write every row.
    reorders = timed_keys(session, [b"K", b"J"] * (args.toggles // 2), 300.0, quiet)
    result["first_reorder"] = reorders[:1]
    result["reorders"] = reorders[1:]

    memory = session.memory()
    result["late_bytes"] = session.late_bytes
    result["peak_rss_kib"] = memory["VmHWM"]
    result["rss_kib"] = memory["VmRSS"]


def report(results, floor):
    """Prints the figures, one block per size."""
    print()
    print("End-to-end, real binary in an 80x24 pseudo-terminal: median (min–max)")
    print(f"  floor: launch of /bin/echo to its output   {summary(floor['launch_ms'])} ms")
    print(f"  floor: raw-pty round trip (cat)            {summary(floor['round_trip_ms'], 3)} ms")
    for result in results:
        count = result["count"]
        moves = result["moves"]
        paged = [m for m in moves if not m["scrolls"]]
        scrolled = [m for m in moves if m["scrolls"]]
        print(f"  {count:>7} items")
        cached = f", cached: built {result['import_built_at']}" if result["import_cached"] else ""
        print(f"    todo import (JSON)                        {summary(result['import_s'], 3)} s,"
              f" peak RSS {max(result['import_peak_rss_kib']) / 1024:.1f} MiB"
              f" ({len(result['import_s'])} runs{cached})")
        for view, launches in result["launch_by_view"].items():
            print(f"    launch to first full frame, {view:<22}{summary(launches)} ms ({len(launches)} launches)")
        print(f"       first frame                            {result['first_frame_bytes']} bytes")
        print(f"    j: key to first byte                      {summary([m['first_ms'] for m in moves], 3)} ms"
              f" ({len(moves)} moves)")
        print(f"    j: key to end of update                   {summary([m['done_ms'] for m in moves], 3)} ms")
        print(f"    j: bytes per move                         {summary([m['bytes'] for m in moves], 0)}")
        print(f"       within the first page                  {summary([m['bytes'] for m in paged], 0)} bytes,"
              f" {summary([m['first_ms'] for m in paged], 3)} ms")
        print(f"       scrolling                              {summary([m['bytes'] for m in scrolled], 0)} bytes,"
              f" {summary([m['first_ms'] for m in scrolled], 3)} ms")
        keyed = [
            ("s (sort switch)", result["sort_switches"]),
            ("x (toggle, durable)", result["toggles"]),
            ("+/- (priority step, durable)", result["edits"]),
            ("a, title, Enter (add, durable)", result["adds"]),
            ("K/J (move, durable)", result["reorders"]),
            ("first K (switches to manual)", result["first_reorder"]),
            ("z (fold/unfold a todo, durable)", result["folds"]),
            ("Z (fold/unfold all, durable)", result["fold_alls"]),
        ] + [(f"filter keystroke, {name}", keys) for name, keys in result["filters"].items()]
        for title, keys in keyed:
            print(f"    {title + ': key to end of update':<54}{summary([k['done_ms'] for k in keys], 3)} ms"
                  f" ({len(keys)} keys)")
        print(f"    output after a key's burst had ended      {result['late_bytes']} bytes (drained before the next key)")
        print(f"    peak resident memory (VmHWM)              {result['peak_rss_kib'] / 1024:.1f} MiB"
              f" (after first frame: {summary([v / 1024 for v in result['launch_rss_kib']], 1)} MiB)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the release `todo` binary")
    parser.add_argument("--work", required=True, help="output folder (fixtures/ and pty.json go there)")
    parser.add_argument("--sizes", default="1000,100000,1000000", help="comma-separated item counts")
    parser.add_argument("--moves", type=int, default=200, help="`j` presses per size")
    parser.add_argument("--launches", type=int, default=5, help="launches per size and view")
    parser.add_argument("--imports", type=int, default=3, help="`todo import` runs per size below --cache-from")
    parser.add_argument("--cache-from", type=int, default=1000000,
                        help="sizes from this one up are imported once and the store kept (fixture_store.py)")
    parser.add_argument("--reimport", action="store_true", help="import the kept large stores again")
    parser.add_argument("--toggles", type=int, default=20,
                        help="presses of `x`, of `+`/`-` and of `J`/`K` per size (even)")
    parser.add_argument("--sort-cycles", type=int, default=2, help="whole cycles of `s` (five presses each)")
    parser.add_argument("--adds", type=int, default=5, help="todos added through the dialog per size")
    parser.add_argument("--filter-rounds", type=int, default=5, help="rounds of `/` TEXT Esc per filter kind")
    parser.add_argument("--quiet", type=float, default=15.0, help="ms of silence that end a burst")
    parser.add_argument("--first-frame-timeout", type=float, default=60.0)
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"pty_bench: {args.binary} is not an executable; build it with `swift build -c release`")
    os.makedirs(args.work, exist_ok=True)

    load_before = os.getloadavg()
    floor = floors(args.quiet / 1000)
    results = [measure_size(args, int(size)) for size in args.sizes.split(",")]
    report(results, floor)
    print(f"  load average (1 min) before / after: {load_before[0]:.2f} / {os.getloadavg()[0]:.2f}"
          " (other work on the machine shows up in every figure)")
    output = {
        "machine": {"cores": os.cpu_count(), "platform": platform.platform(),
                    "load_average_before": load_before, "load_average_after": os.getloadavg()},
        "binary": os.path.abspath(args.binary),
        "quiet_ms": args.quiet,
        "floor": floor,
        "sizes": results,
    }
    with open(os.path.join(args.work, "pty.json"), "w") as out:
        json.dump(output, out, indent=1)


if __name__ == "__main__":
    main()
